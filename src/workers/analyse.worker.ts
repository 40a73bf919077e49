/// <reference lib="webworker" />
/** Tier 2 of the analyser page: one job per worker; the page terminates the worker to cancel. */
import { runQuickJob, type QuickJob, type QuickMessage } from './protocol.ts';

const scope = self as unknown as DedicatedWorkerGlobalScope;
scope.onmessage = (e: MessageEvent<QuickJob>) => {
  runQuickJob(e.data, (m: QuickMessage) => scope.postMessage(m));
};
