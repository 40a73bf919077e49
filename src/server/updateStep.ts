/**
 * One small frame per person per action. The first update of a deal (and any update a person
 * asks for, or gets on returning) is whole ('deal' message, PrivateUpdate); after that the
 * server sends only what changed in that seat's update ('step' message): a played card changes
 * the trick on the table, one hand and the legal actions, not the tricks already taken, the
 * contract or the rules. The page puts each step onto the update it holds and checks the
 * result as a whole (received.ts). Pure, like protocol.ts: the server, the page, the tests and
 * the bench share it.
 */
import type { CallOption } from '../engine/callOptions.ts';
import type { Action } from '../engine/deal.ts';
import type { PrivateUpdate, WireView } from './protocol.ts';

export interface UpdateStep {
  /** The `seq` of the update this step goes onto; a client holding another one asks for its view ('view'). */
  readonly base: number;
  readonly seq: number;
  /** The parts of the view that changed. */
  readonly view: Partial<WireView>;
  /** The seat's legal actions, when they changed. */
  readonly legal?: readonly Action[];
  /** The seat's call options, when they changed. */
  readonly calls?: readonly CallOption[];
}

/**
 * Whether two parts of an update are the same. The engine's state is immutable and keeps what
 * did not change (the tricks taken, the hands of the others), so most parts are the very same
 * value; parts rebuilt for every view (known parties, hand sizes, the legal actions) are small
 * and compared value by value. (Comparing them as JSON text cost a tenth of the server's time
 * per action in the load bench: four views a card, two texts each.)
 */
function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!same(a[i], b[i])) return false;
    return true;
  }
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  const keys = Object.keys(x);
  if (keys.length !== Object.keys(y).length) return false;
  for (const k of keys) if (!Object.hasOwn(y, k) || !same(x[k], y[k])) return false;
  return true;
}

/** What changed from `prev` (the update the seat holds) to `next`; null when `next` must go whole (another deal). */
export function updateStep(prev: PrivateUpdate, next: PrivateUpdate): UpdateStep | null {
  if (prev.deal !== next.deal || prev.view.seat !== next.view.seat) return null;
  const view: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(next.view)) {
    if (!same((prev.view as unknown as Record<string, unknown>)[key], value)) view[key] = value;
  }
  return {
    base: prev.seq,
    seq: next.seq,
    view: view as Partial<WireView>,
    ...(same(prev.legal, next.legal) ? {} : { legal: next.legal }),
    ...(same(prev.calls, next.calls) ? {} : { calls: next.calls }),
  };
}

/** Whether a step changes nothing at all (the server then sends none). */
export function emptyStep(step: UpdateStep): boolean {
  return step.base === step.seq && Object.keys(step.view).length === 0 && step.legal === undefined && step.calls === undefined;
}

/**
 * The update after a step, or null when the step does not go onto `held` (the client missed
 * one: it asks for its whole view). The result still needs checking as a whole (readUpdate).
 */
export function applyStep(held: PrivateUpdate, step: UpdateStep): PrivateUpdate | null {
  if (step.base !== held.seq) return null;
  return {
    seq: step.seq,
    deal: held.deal,
    view: { ...held.view, ...step.view },
    legal: step.legal ?? held.legal,
    calls: step.calls ?? held.calls,
  };
}
