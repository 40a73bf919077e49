/**
 * The long parts of a printed set, as jobs for one Web Worker (src/workers/setKey.worker.ts):
 * a score item (a level-8 deal can take hundreds of milliseconds to find) and the simulation
 * behind a generated lead. Plain functions, so that they run and are tested without a Worker;
 * their results are plain data that a worker's message carries whole (structured clone).
 */
import { gradeGenerated, generatedProblem } from '../../engine/quiz/problems.ts';
import { scoreItem, type ScoreItem } from '../../engine/quiz/score.ts';
import type { ScoreLevel } from '../../engine/quiz/kinds.ts';
import type { RuleSet } from '../../engine/rules.ts';

export type KeyJob =
  | { readonly kind: 'score'; readonly seed: number; readonly level: ScoreLevel; readonly rules: RuleSet }
  | { readonly kind: 'leadSeed'; readonly seed: number; readonly rules: RuleSet };

export type KeyValue<J extends KeyJob> = J extends { kind: 'score' } ? ScoreItem : ReturnType<typeof gradeGenerated>;

/** A job's answer, or the reason it has none (an item the engine cannot make says so, never throws into the page). */
export type KeyOutcome<J extends KeyJob> = { readonly ok: true; readonly value: KeyValue<J> } | { readonly ok: false; readonly message: string };

export function runKeyJob<J extends KeyJob>(job: J): KeyOutcome<J> {
  try {
    const value = job.kind === 'score' ? scoreItem(job.seed, job.level, job.rules) : gradeGenerated(generatedProblem(job.seed, job.rules));
    return { ok: true, value: value as KeyValue<J> };
  } catch (e) {
    return { ok: false, message: e instanceof Error ? e.message : String(e) };
  }
}

/** What travels between the page and the worker: a job with its number, and its outcome with the same number. */
export interface KeyRequest {
  readonly id: number;
  readonly job: KeyJob;
}
export interface KeyReply {
  readonly id: number;
  readonly outcome: KeyOutcome<KeyJob>;
}
