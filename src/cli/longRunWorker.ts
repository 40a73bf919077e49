/**
 * The worker thread of a long run (src/cli/longRun.ts): runs one job with the shared stop flag
 * and sends its progress and its answer back as data (the words are the main thread's, in the
 * command's language).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { flagStop, type JobName, type WorkerMessage } from './longRun.ts';

const { job, input, flag } = workerData as { job: JobName; input: unknown; flag: SharedArrayBuffer };
const send = (m: WorkerMessage) => parentPort!.postMessage(m);

try {
  const run = job === 'solve' ? (await import('./solve.ts')).solveJob : (await import('./analyse.ts')).analyseJob;
  send({ type: 'done', value: run(input as never, flagStop(flag), (data: unknown) => send({ type: 'progress', data })) });
} catch (e) {
  send({ type: 'failed', message: e instanceof Error ? e.message : String(e) });
}
