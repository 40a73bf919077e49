/**
 * Long runs of the `doko` command (`solve`, `analyse` with many samples or `--deep`) with a time
 * limit and Ctrl-C: the work runs in a worker thread, so that this thread stays free to hear the
 * signal and the clock, and a stop flag in shared memory tells the work to stop. The work asks
 * the flag every few tenths of a second and returns what it knows then, which the command prints
 * marked as partial (docs/formats.md, "Long runs").
 */
import { Worker } from 'node:worker_threads';
import { decimalNumber, valueOf, type Options } from './options.ts';
import { writeErr } from './output.ts';
import { failureText } from '#words/cli';

/** The option that bounds a long run, in seconds. */
export const TIME_LIMIT_OPTION = '--time-limit';
/** Seconds a long run may take unless `--time-limit` says otherwise (a position a few tricks into a deal takes a few). */
export const DEFAULT_TIME_LIMIT = 60;
/** The longest `--time-limit`: a day. */
export const MAX_TIME_LIMIT = 86_400;

/** The `--time-limit S` of the options, or the default. */
export function timeLimitOf(o: Options): number {
  return valueOf(o, TIME_LIMIT_OPTION, (v) => decimalNumber(TIME_LIMIT_OPTION, v, 0.1, MAX_TIME_LIMIT), DEFAULT_TIME_LIMIT);
}

/** Why a run stopped before it was done. */
import type { StopReason } from './stopReason.ts';
export type { StopReason };

/** The jobs a worker can run (src/cli/longRunWorker.ts), by name. */
export type JobName = 'solve' | 'analyse';

/** Exit code after Ctrl-C (128 + SIGINT), as shells expect, also when a partial answer was printed. */
export const EXIT_INTERRUPTED = 130;

/** The stop flag's values. */
const RUNNING = 0;
const TIME_UP = 1;
const INTERRUPTED = 2;

/** A stop check over a flag in shared memory (the worker's side). */
export function flagStop(buffer: SharedArrayBuffer): () => boolean {
  const flag = new Int32Array(buffer);
  return () => Atomics.load(flag, 0) !== RUNNING;
}

/** A stop check by the clock alone (a run in this thread, as the tests do it). */
export function deadlineStop(seconds: number): () => boolean {
  const end = performance.now() + seconds * 1000;
  return () => performance.now() >= end;
}

/** What the worker sends: progress while it works, then its answer (or the error it hit). */
export type WorkerMessage =
  | { readonly type: 'progress'; readonly data: unknown }
  | { readonly type: 'done'; readonly value: unknown }
  | { readonly type: 'failed'; readonly message: string };

/** The stop flag of the run in progress, if any; and whether Ctrl-C came before it started. */
let active: Int32Array | null = null;
let interruptedEarly = false;
let listening = false;

/**
 * From now on Ctrl-C stops a long run instead of the process: the run in progress (or the one
 * about to start) is asked to stop and prints what it knows; a second Ctrl-C ends the process at
 * once. Called by solve and analyse before they read their input, so that no Ctrl-C is lost.
 */
export function catchInterrupts(): void {
  if (listening) return;
  listening = true;
  process.on('SIGINT', () => {
    if (active ? Atomics.compareExchange(active, 0, RUNNING, INTERRUPTED) !== RUNNING : interruptedEarly) {
      // Asked twice (or the time was up already and it still works): stop without an answer.
      writeErr(`${failureText.interrupted}\n`);
      process.exit(EXIT_INTERRUPTED);
    }
    if (!active) interruptedEarly = true;
  });
}

/**
 * Run `job` on `input` in a worker thread; at most `seconds` (then the job is asked to stop), and
 * after `catchInterrupts` Ctrl-C asks it to stop too. Resolves with the job's answer and why it
 * stopped early (null when nothing stopped it).
 */
export function runInWorker(
  job: JobName,
  input: unknown,
  seconds: number,
  onProgress?: (data: unknown) => void,
): Promise<{ value: unknown; stopped: StopReason | null }> {
  const buffer = new SharedArrayBuffer(4);
  const flag = new Int32Array(buffer);
  if (interruptedEarly) Atomics.store(flag, 0, INTERRUPTED);
  active = flag;
  const worker = new Worker(new URL('./longRunWorker.ts', import.meta.url), { workerData: { job, input, flag: buffer } });
  const reason = (): StopReason | null => {
    const v = Atomics.load(flag, 0);
    return v === TIME_UP ? { code: 'timeLimit', seconds } : v === INTERRUPTED ? { code: 'interrupted' } : null;
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => Atomics.compareExchange(flag, 0, RUNNING, TIME_UP), seconds * 1000);
    const finish = () => {
      clearTimeout(timer);
      if (active === flag) active = null;
    };
    worker.on('message', (m: WorkerMessage) => {
      if (m.type === 'progress') onProgress?.(m.data);
      else if (m.type === 'done') {
        finish();
        resolve({ value: m.value, stopped: reason() });
      } else {
        finish();
        reject(new Error(m.message));
      }
    });
    worker.on('error', (e) => {
      finish();
      reject(e);
    });
    worker.on('exit', (code) => {
      finish();
      reject(new Error(failureText.workerEnded(code)));
    });
  });
}
