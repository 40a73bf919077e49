/**
 * The analysis workers' jobs and messages, and the jobs themselves as plain functions (so
 * they run and are tested without a Worker). A job posts progress while it runs; the page
 * cancels a job by terminating its worker.
 */
import { caseOf, leadInView, recommend, type Recommendation } from '../engine/analysis/analyse.ts';
import { DeepEvaluation, type DeepSnapshot } from '../engine/analysis/deep.ts';
import { keyCard, type KeyCardResult } from '../engine/analysis/keycard.ts';
import { Simulation, type LeadCase, type SimulationResult } from '../engine/analysis/montecarlo.ts';
import type { CardId } from '../engine/cards.ts';
import { SOLO_KINDS, type SoloKind } from '../engine/order.ts';
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
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

const now = () => (typeof performance !== 'undefined' ? performance.now() : Date.now());

/** Tier 2: the simulation in slices (progress about every `everyMs`), then the key cards, then the recommendation. */
export function runQuickJob(job: QuickJob, post: (m: QuickMessage) => void, everyMs = 250): void {
  try {
    const rules = rulesOf(job.rules);
    const seat = job.seat ?? undefined;
    const sim = new Simulation(job.hand, { rules, samples: job.samples, seed: job.seed, seat });
    let last = now();
    while (!sim.finished) {
      sim.run(16);
      if (now() - last >= everyMs || sim.finished) {
        post({ type: 'progress', phase: 'simulation', done: sim.done, total: job.samples, result: sim.result() });
        last = now();
      }
    }
    const result = sim.result();
    const lead = leadInView({ compulsory: job.compulsory, seat });
    const keyCards: Partial<Record<SoloKind, KeyCardResult>> = {};
    const n = Math.min(job.keyCardSamples, job.samples);
    if (n > 0) {
      // The solos worth a closer look first: best expected score in the case in view.
      const order = [...SOLO_KINDS].sort(
        (a, b) => caseOf(result.solos.find((s) => s.solo === b)!, lead).expectedScore - caseOf(result.solos.find((s) => s.solo === a)!, lead).expectedScore,
      );
      order.forEach((solo, i) => {
        keyCards[solo] = keyCard(sim.sampler, rules, job.seed, seat, solo, lead, n);
        post({ type: 'progress', phase: 'keyCards', done: i + 1, total: order.length, result });
      });
    }
    const recommendation = recommend(result, lead, job.compulsory, (solo) => sim.pairedAdvantage(solo, lead)?.mean ?? 0);
    post({ type: 'done', result, keyCards, recommendation, lead });
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
