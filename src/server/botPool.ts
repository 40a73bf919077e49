/**
 * Strong computer players think off the main thread. A strong player's decision samples and
 * plays out deals (tens of milliseconds); on the main thread it would hold up every table of
 * the process, people's cards included. The pool runs a few worker threads (one per core the
 * main thread does not need), each deciding one turn at a time, with a bounded queue.
 *
 * `decide` never fails for the table: a turn the pool cannot take (the queue is full, the pool
 * is closed) or whose worker crashed is refused (rejected promise), and the room decides it as
 * a beginner would, with a log line. A crashed worker is replaced at once.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { Action } from '../engine/deal.ts';
import type { BotTurn } from './botTurn.ts';

/** Threads for a machine: every core but the one the tables run on, at least one. */
export const defaultBotThreads = () => Math.max(1, availableParallelism() - 1);
/** Turns waiting per thread before new ones are refused (decided as a beginner would). */
export const QUEUE_PER_THREAD = 32;

interface Job {
  readonly id: number;
  readonly turn: BotTurn;
  readonly resolve: (a: Action | null) => void;
  readonly reject: (e: Error) => void;
}

interface Slot {
  worker: Worker;
  job: Job | null;
}

export class BotPool {
  private readonly slots: Slot[] = [];
  private readonly queue: Job[] = [];
  private readonly script: URL;
  private readonly queueMax: number;
  private nextId = 1;
  private closed = false;
  /** Turns decided by the threads so far. */
  decided = 0;

  /** `script`: the worker's module (botWorker.ts; tests give one that crashes). */
  constructor(threads: number, script: URL = new URL('./botWorker.ts', import.meta.url), queueMax = threads * QUEUE_PER_THREAD) {
    this.script = script;
    this.queueMax = queueMax;
    for (let i = 0; i < threads; i++) this.slots.push(this.spawn());
  }

  /** Turns being decided or waiting. */
  get pending(): number {
    return this.queue.length + this.slots.filter((s) => s.job).length;
  }

  /** The action for a computer's turn, decided in a worker; rejected when the pool cannot decide it. */
  decide(turn: BotTurn): Promise<Action | null> {
    if (this.closed) return Promise.reject(new Error('the bot pool is closed'));
    if (this.queue.length >= this.queueMax) return Promise.reject(new Error(`the bot pool's queue is full (${this.queueMax} turns)`));
    return new Promise((resolve, reject) => {
      this.queue.push({ id: this.nextId++, turn, resolve, reject });
      this.pump();
    });
  }

  /** Stop the threads; waiting turns are refused. */
  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) job.reject(new Error('the bot pool is closed'));
    await Promise.all(this.slots.map((s) => s.worker.terminate()));
  }

  private spawn(): Slot {
    const slot: Slot = { worker: new Worker(this.script), job: null };
    // A thread must not keep the process alive on its own (tests, a server shutting down).
    slot.worker.unref();
    slot.worker.on('message', (m: { id: number; action: Action | null }) => {
      const job = slot.job;
      if (!job || job.id !== m.id) return;
      slot.job = null;
      this.decided++;
      job.resolve(m.action);
      this.pump();
    });
    const crashed = (why: string) => {
      if (this.closed) return;
      const job = slot.job;
      slot.job = null;
      // A new thread takes the crashed one's place; its turn is refused (the room decides it as a beginner).
      const i = this.slots.indexOf(slot);
      if (i >= 0) this.slots[i] = this.spawn();
      job?.reject(new Error(`a bot thread crashed: ${why}`));
      this.pump();
    };
    slot.worker.on('error', (e) => crashed(e.message));
    slot.worker.on('exit', (code) => crashed(`exit code ${code}`));
    return slot;
  }

  private pump(): void {
    for (const slot of this.slots) {
      if (this.queue.length === 0) return;
      if (slot.job) continue;
      const job = this.queue.shift()!;
      slot.job = job;
      slot.worker.postMessage({ id: job.id, turn: job.turn });
    }
  }
}
