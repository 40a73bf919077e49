/// <reference lib="webworker" />
/** Tier 3 of the analyser page: one share of the samples per worker (one worker per core). */
import { runDeepJob, type DeepJob, type DeepMessage } from './protocol.ts';

const scope = self as unknown as DedicatedWorkerGlobalScope;
scope.onmessage = (e: MessageEvent<DeepJob>) => {
  runDeepJob(e.data, (m: DeepMessage) => scope.postMessage(m));
};
