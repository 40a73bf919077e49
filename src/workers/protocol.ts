/**
 * The analysis workers' jobs and messages, and the jobs themselves as plain functions (so
 * they run and are tested without a Worker). A job posts progress while it runs; the page
 * cancels a job by terminating its worker.
 */
import { analyseHand, type Recommendation } from '../engine/analysis/analyse.ts';
import { DeepEvaluation, type DeepSnapshot } from '../engine/analysis/deep.ts';
import type { KeyCardResult } from '../engine/analysis/keycard.ts';
import type { LeadCase, SimulationResult } from '../engine/analysis/montecarlo.ts';
import type { CardId } from '../engine/cards.ts';
import type { SoloKind } from '../engine/order.ts';
import type { Seat } from '../engine/parties.ts';
import { parseRules, type RuleSet } from '../engine/rules.ts';

export interface QuickJob {
  readonly hand: readonly CardId[];
  /** Rule overrides of the DDV rules (as in a record). */
  readonly rules: Partial<RuleSet>;
  readonly samples: number;
  readonly seed: number;
  readonly seat: Seat | null;
  readonly compulsory: boolean;
  readonly keyCardSamples: number;
}

export type QuickMessage =
  | { readonly type: 'progress'; readonly phase: 'simulation' | 'keyCards'; readonly done: number; readonly total: number; readonly result: SimulationResult }
  | {
      readonly type: 'done';
      readonly result: SimulationResult;
      readonly keyCards: Partial<Record<SoloKind, KeyCardResult>>;
      readonly recommendation: Recommendation;
      readonly lead: LeadCase;
    }
  | { readonly type: 'error'; readonly message: string };

export interface DeepJob {
  readonly hand: readonly CardId[];
  readonly rules: Partial<RuleSet>;
  readonly samples: number;
  readonly seed: number;
  readonly seat: Seat | null;
  readonly offset: number;
  readonly stride: number;
  readonly policyTricks?: number;
  readonly nodeBudget?: number;
}

export type DeepMessage =
  | { readonly type: 'progress'; readonly snapshot: DeepSnapshot }
  | { readonly type: 'done'; readonly snapshot: DeepSnapshot }
  | { readonly type: 'error'; readonly message: string };

function rulesOf(overrides: Partial<RuleSet>): RuleSet {
  const r = parseRules(overrides);
  if (!r.ok) throw new Error(`rules: ${JSON.stringify(r.error)}`);
  return r.value;
}

const now = () => (typeof performance !== 'undefined' ? performance.now() : Date.now());

/** Tier 2: `analyseHand` without the deep tier, its progress posted about every `everyMs`. */
export function runQuickJob(job: QuickJob, post: (m: QuickMessage) => void, everyMs = 250): void {
  try {
    let last = now();
    const a = analyseHand(job.hand, {
      rules: rulesOf(job.rules),
      samples: job.samples,
      seed: job.seed,
      seat: job.seat ?? undefined,
      compulsory: job.compulsory,
      keyCardSamples: job.keyCardSamples,
      onProgress: (p) => {
        // Every key card is news; simulation slices at most every `everyMs`.
        if (p.phase === 'keyCards' || now() - last >= everyMs || p.done === p.total) {
          post({ type: 'progress', phase: p.phase, done: p.done, total: p.total, result: p.result });
          last = now();
        }
      },
    });
    post({ type: 'done', result: a.simulation, keyCards: a.keyCards, recommendation: a.recommendation, lead: a.lead });
  } catch (e) {
    post({ type: 'error', message: (e as Error).message });
  }
}

/** Tier 3 (one worker's share): the deep evaluation in slices of one sample. */
export function runDeepJob(job: DeepJob, post: (m: DeepMessage) => void, everyMs = 250): void {
  try {
    const rules = rulesOf(job.rules);
    const d = new DeepEvaluation(job.hand, {
      rules,
      samples: job.samples,
      seed: job.seed,
      seat: job.seat ?? undefined,
      offset: job.offset,
      stride: job.stride,
      policyTricks: job.policyTricks,
      nodeBudget: job.nodeBudget,
    });
    let last = now();
    while (!d.finished) {
      d.run(1);
      if (now() - last >= everyMs && !d.finished) {
        post({ type: 'progress', snapshot: d.snapshot() });
        last = now();
      }
    }
    post({ type: 'done', snapshot: d.snapshot() });
  } catch (e) {
    post({ type: 'error', message: (e as Error).message });
  }
}
