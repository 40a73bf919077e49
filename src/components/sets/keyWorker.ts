/**
 * The print page's one worker for its long jobs (keyJobs.ts): asked in the page's order,
 * answered one by one, so the items fill in as they are ready and the page never waits on
 * them. Where no worker can start, a job runs on the page after a paint instead, one per task.
 */
import { setsText } from '#words/sets';
import { runKeyJob, type KeyJob, type KeyOutcome, type KeyReply, type KeyRequest } from './keyJobs.ts';

type Waiting = (outcome: KeyOutcome<KeyJob>) => void;

export class KeyWorker {
  private worker: Worker | null = null;
  /** No worker could start, or it died: jobs run on the page. */
  private onPage = false;
  private next = 0;
  private readonly waiting = new Map<number, Waiting>();
  private stopped = false;

  /** The job's outcome; never rejects (a stopped worker or a failed one gives an outcome that says so). */
  run<J extends KeyJob>(job: J): Promise<KeyOutcome<J>> {
    return new Promise((resolve) => {
      if (this.stopped) return;
      const w = this.start();
      const id = this.next++;
      this.waiting.set(id, resolve as Waiting);
      if (w) w.postMessage({ id, job } satisfies KeyRequest);
      else setTimeout(() => this.settle(id, runKeyJob(job)), 0);
    });
  }

  /** Ends the worker; jobs not answered yet are dropped (their page is gone). */
  stop(): void {
    this.stopped = true;
    this.worker?.terminate();
    this.worker = null;
    this.waiting.clear();
  }

  private settle(id: number, outcome: KeyOutcome<KeyJob>): void {
    const resolve = this.waiting.get(id);
    this.waiting.delete(id);
    resolve?.(outcome);
  }

  private start(): Worker | null {
    if (this.worker || this.onPage) return this.worker;
    if (typeof Worker === 'undefined') {
      this.onPage = true;
      return null;
    }
    try {
      const w = new Worker(new URL('../../workers/setKey.worker.ts', import.meta.url), { type: 'module' });
      w.onmessage = (e: MessageEvent<KeyReply>) => this.settle(e.data.id, e.data.outcome);
      w.onerror = (e: ErrorEvent) => {
        e.preventDefault();
        // A worker that died answers every job still waiting with its error; later jobs run on the page.
        w.terminate();
        this.worker = null;
        this.onPage = true;
        for (const id of [...this.waiting.keys()]) this.settle(id, { ok: false, message: e.message || setsText.print.workerStopped });
      };
      this.worker = w;
    } catch {
      this.onPage = true;
    }
    return this.worker;
  }
}

/**
 * At most `size` workers at once (a set may hold thirty hands, each analysed by a worker of its
 * own): `take` waits for a free place and gives the function that frees it again.
 */
export class WorkerSlots {
  private free: number;
  private readonly queue: (() => void)[] = [];

  constructor(size: number) {
    this.free = size;
  }

  take(): Promise<() => void> {
    return new Promise((resolve) => {
      const grant = () => {
        this.free--;
        let given = true;
        resolve(() => {
          if (!given) return;
          given = false;
          this.free++;
          this.queue.shift()?.();
        });
      };
      if (this.free > 0) grant();
      else this.queue.push(grant);
    });
  }
}
