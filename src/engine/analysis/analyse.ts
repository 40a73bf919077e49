/**
 * The solo analysis of one hand: tier 1 (instant verdict), tier 2 (quick simulation with the
 * policy players, the normal game for comparison, the key card per solo), optionally tier 3
 * (deep evaluation with the double-dummy solver), and the recommendation — all as data.
 * Words come from src/i18n/en/analysis.ts (src/cli/report.ts builds the CLI's JSON and table).
 *
 * Deterministic for a seed; the order of the pasted cards never changes anything (the hand is
 * put in a canonical order first).
 */
import type { CardId } from '../cards.ts';
import { parseHand, type NotationError } from '../notation.ts';
import { cardOrder, SOLO_KINDS, sortHand, type SoloKind } from '../order.ts';
import type { Seat } from '../parties.ts';
import { err, ok, type Result } from '../result.ts';
import { DDV_RULES, type RuleSet } from '../rules.ts';
import { DeepEvaluation, mergeDeepSnapshots, type DeepCaseResult } from './deep.ts';
import { keyCard, type KeyCardResult } from './keycard.ts';
import { Simulation, type CaseResult, type LeadCase, type SimulationResult } from './montecarlo.ts';
import { canonicalHand } from '../bots/sampler.ts';
import { instantVerdict, type InstantVerdict } from './verdict.ts';

/** A voluntary solo must beat the normal game's expected score by this many points. */
export const VOLUNTARY_MARGIN = 1;

export interface DeepSettings {
  readonly samples: number;
  readonly policyTricks?: number;
  readonly nodeBudget?: number;
}

/** What `analyseHand` reports while it works (the page streams it). */
export interface AnalysisProgress {
  readonly phase: 'simulation' | 'keyCards';
  /** Samples simulated, or solos whose key card is known. */
  readonly done: number;
  readonly total: number;
  /** The simulation so far. */
  readonly result: SimulationResult;
}

export interface AnalysisOptions {
  readonly rules?: RuleSet;
  /** Tier-2 samples (default 1000). */
  readonly samples?: number;
  readonly seed?: number;
  /** Compulsory solo (the soloist leads) or voluntary (forehand leads; default). */
  readonly compulsory?: boolean;
  /** The analysed hand's seat, the dealer being seat 3 (seat 0 leads a voluntary solo). */
  readonly seat?: Seat;
  /** Samples for the key-card runs (default min(samples, 400); 0 switches them off). */
  readonly keyCardSamples?: number;
  /** Run tier 3 as well. */
  readonly deep?: DeepSettings | null;
  /** Called after every slice of `PROGRESS_SLICE` samples and after each key card. */
  readonly onProgress?: (p: AnalysisProgress) => void;
  /**
   * Asked after every slice of samples, each key card and each deep sample: true stops the
   * analysis there, and it reports what it has (`Analysis.stopped`). At least one slice runs.
   */
  readonly shouldStop?: () => boolean;
}

/** How far each part of a stopped analysis got: samples (or key cards) done of those asked. */
export interface AnalysisStopped {
  readonly simulation: { readonly done: number; readonly asked: number };
  readonly keyCards: { readonly done: number; readonly asked: number };
  readonly deep: { readonly done: number; readonly asked: number } | null;
}

/** Samples per progress report of the simulation. */
export const PROGRESS_SLICE = 16;

export interface ResolvedOptions {
  readonly rules: RuleSet;
  readonly samples: number;
  readonly seed: number;
  readonly compulsory: boolean;
  readonly seat: Seat | undefined;
  readonly keyCardSamples: number;
  readonly deep: DeepSettings | null;
}

export function resolveOptions(o: AnalysisOptions = {}): ResolvedOptions {
  const samples = Math.max(1, Math.floor(o.samples ?? 1000));
  return {
    rules: o.rules ?? DDV_RULES,
    samples,
    seed: (o.seed ?? 1) >>> 0,
    compulsory: o.compulsory ?? false,
    seat: o.seat,
    keyCardSamples: Math.max(0, Math.floor(o.keyCardSamples ?? Math.min(samples, 400))),
    deep: o.deep ?? null,
  };
}

/** The lead case that applies: a compulsory solo or forehand has the lead. */
export function leadInView(o: Pick<ResolvedOptions, 'compulsory' | 'seat'>): LeadCase {
  return o.compulsory || o.seat === 0 ? 'withLead' : 'withoutLead';
}

export type RecommendationReason =
  | { readonly code: 'compulsoryBest'; readonly solo: SoloKind; readonly expectedScore: number; readonly winProbability: number }
  | {
      readonly code: 'beatsNormal';
      readonly solo: SoloKind;
      readonly expectedScore: number;
      readonly winProbability: number;
      readonly normal: number;
      readonly advantage: number;
      readonly margin: number;
    }
  | {
      readonly code: 'normalBetter';
      readonly solo: SoloKind;
      readonly expectedScore: number;
      readonly winProbability: number;
      readonly normal: number;
      readonly advantage: number;
      readonly margin: number;
    };

export interface Recommendation {
  readonly contract: SoloKind | null;
  readonly lead: LeadCase;
  readonly reason: RecommendationReason;
}

export interface DeepResult {
  readonly samples: number;
  readonly settings: DeepSettings;
  readonly solos: readonly { readonly solo: SoloKind; readonly withLead: DeepCaseResult; readonly withoutLead: DeepCaseResult }[];
}

/** How tier 2 and tier 3 compare for one solo in the lead case in view. */
export type TierComparison =
  | { readonly code: 'agree'; readonly policy: number; readonly deep: number }
  | { readonly code: 'deepLower'; readonly policy: number; readonly deep: number }
  | { readonly code: 'deepHigher'; readonly policy: number; readonly deep: number };

export interface Analysis {
  /** The hand sorted for display (normal-game order). */
  readonly hand: readonly CardId[];
  readonly options: ResolvedOptions;
  readonly lead: LeadCase;
  readonly instant: InstantVerdict;
  readonly simulation: SimulationResult;
  readonly keyCards: Partial<Record<SoloKind, KeyCardResult>>;
  readonly deep: DeepResult | null;
  readonly comparisons: Partial<Record<SoloKind, TierComparison>>;
  readonly recommendation: Recommendation;
  /** Null when every part ran to the end; otherwise how far each got (`shouldStop`). */
  readonly stopped: AnalysisStopped | null;
}

export function caseOf<T>(x: { readonly withLead: T; readonly withoutLead: T }, lead: LeadCase): T {
  return lead === 'withLead' ? x.withLead : x.withoutLead;
}

/** The recommendation from tier-2 results (a compulsory solo takes the best expected score; a voluntary one must beat the normal game by the margin). */
export function recommend(sim: SimulationResult, lead: LeadCase, compulsory: boolean, advantage: (solo: SoloKind) => number): Recommendation {
  let best: { solo: SoloKind; r: CaseResult } | null = null;
  for (const s of sim.solos) {
    const r = caseOf(s, lead);
    if (!best || r.expectedScore > best.r.expectedScore || (r.expectedScore === best.r.expectedScore && r.winProbability > best.r.winProbability)) {
      best = { solo: s.solo, r };
    }
  }
  if (!best) throw new Error('no solo simulated');
  const { solo, r } = best;
  if (compulsory) {
    return { contract: solo, lead, reason: { code: 'compulsoryBest', solo, expectedScore: r.expectedScore, winProbability: r.winProbability } };
  }
  const normal = sim.normal ? sim.normal.expectedScore : 0;
  const adv = Math.round(advantage(solo) * 1000) / 1000;
  const base = { solo, expectedScore: r.expectedScore, winProbability: r.winProbability, normal, advantage: adv, margin: VOLUNTARY_MARGIN };
  return adv >= VOLUNTARY_MARGIN
    ? { contract: solo, lead, reason: { code: 'beatsNormal', ...base } }
    : { contract: null, lead, reason: { code: 'normalBetter', ...base } };
}

/**
 * How far (in win chance) the exact estimate may stray from the policy players' before the
 * page and the CLI explain the gap: 10 percentage points (the calibration in the README shows
 * most hands within it).
 */
export const TIER_GAP = 0.1;

/** Compare the tiers' win chances: they differ when the exact one is more than `TIER_GAP` away. */
export function compareTiers(policy: CaseResult, deep: DeepCaseResult): TierComparison {
  const p = policy.winProbability;
  const d = deep.winProbability;
  if (p - d > TIER_GAP) return { code: 'deepLower', policy: p, deep: d };
  if (d - p > TIER_GAP) return { code: 'deepHigher', policy: p, deep: d };
  return { code: 'agree', policy: p, deep: d };
}

export function analyseHand(hand: readonly CardId[], options: AnalysisOptions = {}): Analysis {
  const o = resolveOptions(options);
  const report = options.onProgress;
  // Once asked to stop, every later part is skipped.
  let stop = false;
  const halted = () => (stop ||= options.shouldStop?.() ?? false);
  const cards = canonicalHand(hand);
  const lead = leadInView(o);
  const instant = instantVerdict(cards, o.rules, lead === 'withLead');
  const sim = new Simulation(cards, { rules: o.rules, samples: o.samples, seed: o.seed, seat: o.seat });
  while (!sim.finished) {
    sim.run(report || options.shouldStop ? PROGRESS_SLICE : o.samples);
    report?.({ phase: 'simulation', done: sim.done, total: o.samples, result: sim.result() });
    if (!sim.finished && halted()) break;
  }
  const simulation = sim.result();
  // Key cards, the solos worth a closer look first (best expected score in the case in view).
  const keyCards: Partial<Record<SoloKind, KeyCardResult>> = {};
  const keyCardsAsked = o.keyCardSamples > 0 ? SOLO_KINDS.length : 0;
  if (o.keyCardSamples > 0) {
    const expected = (solo: SoloKind) =>
      caseOf(
        simulation.solos.find((s) => s.solo === solo)!,
        lead,
      ).expectedScore;
    const order = [...SOLO_KINDS].sort((a, b) => expected(b) - expected(a));
    for (const [i, solo] of order.entries()) {
      if (halted()) break;
      keyCards[solo] = keyCard(sim.sampler, o.rules, o.seed, o.seat, solo, lead, Math.min(o.keyCardSamples, o.samples));
      report?.({ phase: 'keyCards', done: i + 1, total: order.length, result: simulation });
    }
  }
  let deep: DeepResult | null = null;
  let deepDone = 0;
  const comparisons: Partial<Record<SoloKind, TierComparison>> = {};
  if (o.deep && o.deep.samples > 0 && !halted()) {
    const d = new DeepEvaluation(cards, {
      rules: o.rules,
      samples: o.deep.samples,
      seed: o.seed,
      seat: o.seat,
      policyTricks: o.deep.policyTricks,
      nodeBudget: o.deep.nodeBudget,
    });
    if (options.shouldStop) while (!d.finished && !halted()) d.run(1);
    else d.run(o.deep.samples);
    deepDone = d.done;
    if (deepDone > 0) {
      const merged = mergeDeepSnapshots([d.snapshot()]);
      deep = { samples: merged.samples, settings: o.deep, solos: merged.solos };
      for (const s of merged.solos) {
        const p = simulation.solos.find((x) => x.solo === s.solo);
        if (p) comparisons[s.solo] = compareTiers(caseOf(p, lead), caseOf(s, lead));
      }
    }
  }
  const recommendation = recommend(simulation, lead, o.compulsory, (solo) => sim.pairedAdvantage(solo, lead)?.mean ?? 0);
  const deepAsked = o.deep && o.deep.samples > 0 ? o.deep.samples : 0;
  const keyCardsDone = Object.keys(keyCards).length;
  const complete = simulation.samples === o.samples && keyCardsDone === keyCardsAsked && deepDone === deepAsked;
  return {
    hand: sortHand(cards, cardOrder('normal', o.rules)),
    options: o,
    lead,
    instant,
    simulation,
    keyCards,
    deep,
    comparisons,
    recommendation,
    stopped: complete
      ? null
      : {
          simulation: { done: simulation.samples, asked: o.samples },
          keyCards: { done: keyCardsDone, asked: keyCardsAsked },
          deep: deepAsked > 0 ? { done: deepDone, asked: deepAsked } : null,
        },
  };
}

/** Parse a pasted hand and analyse it; a parse error comes back as the parser's error. */
export function analyseText(text: string, options: AnalysisOptions = {}): Result<Analysis, NotationError> {
  const rules = options.rules ?? DDV_RULES;
  const h = parseHand(text, rules);
  if (!h.ok) return err(h.error);
  return ok(analyseHand(h.value, options));
}
