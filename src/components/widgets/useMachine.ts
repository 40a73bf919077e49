/**
 * Run an XState machine in a Preact island: the actor lives as long as the component and its
 * snapshot is component state. A few lines instead of @xstate/react, which would bring
 * preact/compat (and about 6 KB gzip) onto every lesson page.
 */
import { useEffect, useMemo, useState } from 'preact/hooks';
import { createActor, type AnyStateMachine, type EventFromLogic, type InputFrom, type SnapshotFrom } from 'xstate';

export function useMachine<M extends AnyStateMachine>(machine: M, options: { input: InputFrom<M> }): [SnapshotFrom<M>, (event: EventFromLogic<M>) => void] {
  const actor = useMemo(() => createActor(machine, options).start(), []);
  const [snapshot, setSnapshot] = useState(() => actor.getSnapshot() as SnapshotFrom<M>);
  useEffect(() => {
    setSnapshot(actor.getSnapshot() as SnapshotFrom<M>);
    const sub = actor.subscribe((s) => setSnapshot(s as SnapshotFrom<M>));
    return () => sub.unsubscribe();
  }, [actor]);
  return [snapshot, (event) => actor.send(event)];
}
