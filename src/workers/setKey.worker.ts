/// <reference lib="webworker" />
/** The problem sets' print page: its score items and generated leads, one job after another, off the page's thread. */
import { runKeyJob, type KeyReply, type KeyRequest } from '../components/sets/keyJobs.ts';

const scope = self as unknown as DedicatedWorkerGlobalScope;
scope.onmessage = (e: MessageEvent<KeyRequest>) => {
  const reply: KeyReply = { id: e.data.id, outcome: runKeyJob(e.data.job) };
  scope.postMessage(reply);
};
