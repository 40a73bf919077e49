/**
 * The analyser machine's runners on Web Workers: the quick simulation in one worker, the deep
 * evaluation in one worker per share (one per core). Stopping the actor terminates the
 * workers, which is how the page cancels.
 */
import { fromCallback } from 'xstate';
import type { DeepSnapshot } from '../../engine/analysis/deep.ts';
import type { AnalyseEvent } from '../../machines/analyse.ts';
import type { DeepJob, DeepMessage, QuickJob, QuickMessage } from '../../workers/protocol.ts';
import { ANALYSER_TEXT } from '#words/analysis';

/** Run a quick job in its own worker; every message goes to `onMessage`. Returns the stop function. */
export function startQuickWorker(job: QuickJob, onMessage: (m: QuickMessage) => void): () => void {
  const w = new Worker(new URL('../../workers/analyse.worker.ts', import.meta.url), { type: 'module' });
  w.onmessage = (e: MessageEvent<QuickMessage>) => onMessage(e.data);
  w.onerror = (e: ErrorEvent) => onMessage({ type: 'error', message: e.message || ANALYSER_TEXT.workerStopped });
  w.postMessage(job);
  return () => w.terminate();
}

export const workerActors = {
  quickRunner: fromCallback<AnalyseEvent, QuickJob>(({ sendBack, input }) => startQuickWorker(input, (message) => sendBack({ type: 'QUICK', message }))),
  deepRunner: fromCallback<AnalyseEvent, readonly DeepJob[]>(({ sendBack, input }) => {
    const snaps: (DeepSnapshot | null)[] = input.map(() => null);
    const finished = input.map(() => false);
    const total = input[0]?.samples ?? 0;
    const workers = input.map((job, i) => {
      const w = new Worker(new URL('../../workers/deep.worker.ts', import.meta.url), { type: 'module' });
      w.onmessage = (e: MessageEvent<DeepMessage>) => {
        const m = e.data;
        if (m.type === 'error') {
          sendBack({ type: 'DEEP', event: { kind: 'error', message: m.message } });
          return;
        }
        snaps[i] = m.snapshot;
        if (m.type === 'done') finished[i] = true;
        const all = finished.every(Boolean);
        sendBack({ type: 'DEEP', event: { kind: all ? 'done' : 'progress', snapshots: snaps.filter((s): s is DeepSnapshot => s !== null), total } });
      };
      w.onerror = (e: ErrorEvent) => sendBack({ type: 'DEEP', event: { kind: 'error', message: e.message || ANALYSER_TEXT.workerStopped } });
      w.postMessage(job);
      return w;
    });
    return () => workers.forEach((w) => w.terminate());
  }),
};

/** One worker per core (at most 8, at least 1). */
export function coreCount(): number {
  const n = typeof navigator !== 'undefined' ? navigator.hardwareConcurrency : 1;
  return Math.max(1, Math.min(8, Number.isFinite(n) && n > 0 ? n : 1));
}
