/**
 * Evidence for a lead from simulation: deal the cards the leader cannot see in every way
 * consistent with what he knows (his hand, the cards played, who failed to follow, the ♣Q
 * and calls that show parties: the bots' HiddenSampler), play each candidate lead and the
 * rest of the deal with the computer players' rules of thumb at every seat (the bots'
 * policy over the simulation core), and compare the candidates on the same sampled deals.
 *
 * Measures per candidate, for the leader's party: average card points, win rate, and the
 * average game score of the leader's seat, each with a 95 % confidence interval.
 */
import { CARD_IDS, KIND_INDEX, type CardId } from '../cards.ts';
import type { DealState } from '../deal.ts';
import { playableCards } from '../legal.ts';
import type { Seat } from '../parties.ts';
import { wilson, Z95 } from '../analysis/stats.ts';
import { SimDeal, SimRng, simWinner, WINNER_KONTRA, WINNER_RE } from '../sim/index.ts';
import { viewFor } from '../view.ts';
import { HiddenSampler } from '../bots/sampler.ts';
import { rolloutCard } from '../bots/rollout.ts';
import { SimSituation } from '../bots/situation.ts';

export interface Interval {
  readonly lo: number;
  readonly hi: number;
}

export interface LeadStats {
  readonly card: CardId;
  /** The leader's party's card points: mean and 95 % interval. */
  readonly points: number;
  readonly pointsCi: Interval;
  /** Share of deals the leader's party wins, with a Wilson 95 % interval. */
  readonly winRate: number;
  readonly winCi: Interval;
  /** The leader's own score per deal (solo ×3 included). */
  readonly score: number;
  readonly scoreCi: Interval;
}

export interface LeadEvaluation {
  readonly seat: Seat;
  readonly samples: number;
  /** Samples in which some known void had to be ignored to find a deal at all. */
  readonly relaxed: number;
  readonly stats: readonly LeadStats[];
  /** Per sample and candidate (candidate-major): card points of the leader's party, for paired comparisons. */
  readonly pointsBySample: readonly (readonly number[])[];
  /** What the numbers assume, as data for the label. */
  readonly assumptions: { readonly policy: 'rulesOfThumb'; readonly furtherCalls: false; readonly calls: { readonly re: number; readonly kontra: number } };
}

export interface EvaluateOptions {
  readonly samples?: number;
  readonly seed?: number;
  /** The candidates; default every distinct legal card. */
  readonly cards?: readonly CardId[];
}

const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
function meanCi(xs: readonly number[]): { m: number; ci: Interval } {
  const m = mean(xs);
  const n = xs.length;
  const sd = n > 1 ? Math.sqrt(xs.reduce((a, x) => a + (x - m) ** 2, 0) / (n - 1)) : 0;
  const h = (Z95 * sd) / Math.sqrt(n);
  return { m, ci: { lo: m - h, hi: m + h } };
}

/** The Wilson score interval (analysis/stats.ts) as an Interval. */
export function winInterval(k: number, n: number): Interval {
  const w = wilson(k, n);
  return { lo: w.low, hi: w.high };
}

/** Mean and standard error of a − b over paired samples. */
export function pairedDiff(a: readonly number[], b: readonly number[]): { mean: number; se: number } {
  const d = a.map((x, i) => x - b[i]);
  const m = mean(d);
  const n = d.length;
  const v = n > 1 ? d.reduce((s, x) => s + (x - m) ** 2, 0) / (n - 1) : 0;
  return { mean: m, se: Math.sqrt(v / n) };
}

const sims = new WeakMap<object, SimDeal>();

/**
 * A running simulation of the cards the seat to move may play (a lead, or a card to a trick
 * already started: the sampler replays the open trick too). `run`
 * adds samples (so a page can show progress between chunks); `result` summarises them.
 * Reproducible from the seed; every candidate is played on the same sampled deals.
 */
export class LeadSimulation {
  readonly seat: Seat;
  readonly cards: readonly CardId[];
  private readonly kinds: number[];
  private readonly sim: SimDeal;
  private readonly sampler: HiddenSampler;
  private readonly situation = new SimSituation();
  private readonly rng: SimRng;
  private readonly flat = new Uint8Array(48);
  private readonly reLevel: number;
  private readonly kontraLevel: number;
  private readonly points: number[][];
  private readonly scores: number[][];
  private readonly wins: number[];
  private relaxed = 0;
  private attempts = 0;

  constructor(state: DealState, opts: Omit<EvaluateOptions, 'samples'> = {}) {
    if (state.phase !== 'playing') throw new Error('LeadSimulation: the cards must be in play');
    this.seat = state.toMove;
    this.cards = opts.cards ?? playableCards(state);
    this.kinds = this.cards.map((c) => KIND_INDEX[c]);
    let sim = sims.get(state.rules);
    if (!sim) sims.set(state.rules, (sim = new SimDeal(state.rules)));
    this.sim = sim;
    this.sampler = new HiddenSampler().prepare(viewFor(state, this.seat));
    this.rng = new SimRng(opts.seed ?? 1);
    this.reLevel = state.calls.re.level;
    this.kontraLevel = state.calls.kontra.level;
    this.points = this.kinds.map(() => []);
    this.scores = this.kinds.map(() => []);
    this.wins = this.kinds.map(() => 0);
  }

  get samples(): number {
    return this.points[0].length;
  }

  /** Add up to `n` sampled deals. */
  run(n: number): this {
    const { sim, sampler, situation, flat, kinds, seat, reLevel, kontraLevel } = this;
    const goal = this.samples + n;
    for (; this.samples < goal && this.attempts < 4 * goal; this.attempts++) {
      const level = sampler.sample(this.rng, flat);
      const row: { pts: number; win: boolean; score: number }[] = [];
      for (const k of kinds) {
        if (!rolloutCard(sim, sampler, flat, situation, k, { reLevel, kontraLevel })) break;
        const re = sim.isRe(seat);
        const rePts = sim.reCardPoints();
        const reTricks = sim.reTricks();
        const w = simWinner(rePts, reTricks, sim.tricks - reTricks, reLevel, kontraLevel);
        sim.score(reLevel, kontraLevel);
        row.push({ pts: re ? rePts : 240 - rePts, win: w === (re ? WINNER_RE : WINNER_KONTRA), score: sim.scores[seat] });
      }
      if (row.length !== kinds.length) continue;
      if (level > 0) this.relaxed++;
      row.forEach((r, i) => {
        this.points[i].push(r.pts);
        this.scores[i].push(r.score);
        if (r.win) this.wins[i]++;
      });
    }
    return this;
  }

  result(): LeadEvaluation {
    const got = this.samples;
    if (got === 0) throw new Error('LeadSimulation: no consistent deal found');
    const stats = this.kinds.map((k, i): LeadStats => {
      const p = meanCi(this.points[i]);
      const s = meanCi(this.scores[i]);
      return { card: CARD_IDS[k], points: p.m, pointsCi: p.ci, winRate: this.wins[i] / got, winCi: winInterval(this.wins[i], got), score: s.m, scoreCi: s.ci };
    });
    return {
      seat: this.seat,
      samples: got,
      relaxed: this.relaxed,
      stats,
      pointsBySample: this.points.map((p) => [...p]),
      assumptions: { policy: 'rulesOfThumb', furtherCalls: false, calls: { re: this.reLevel, kontra: this.kontraLevel } },
    };
  }
}

/** Evaluate the cards of the seat to move at once (200 samples unless told): a lead or a follow. */
export function evaluateLeads(state: DealState, opts: EvaluateOptions = {}): LeadEvaluation {
  return new LeadSimulation(state, opts).run(opts.samples ?? 200).result();
}

/** How a lead compares with the best one: right within the interval, half credit within twice it, else none. */
export interface LeadVerdict {
  readonly card: CardId;
  /** Card points behind the best lead (≥ 0). */
  readonly behind: number;
  /** Standard error of that difference (paired over the samples). */
  readonly se: number;
  /** 0..100. */
  readonly credit: number;
}

/** Grade every candidate by simulation: the best, and any lead within the 95 % interval of it, are right. */
export function verdicts(ev: LeadEvaluation): LeadVerdict[] {
  let best = 0;
  ev.stats.forEach((s, i) => {
    if (s.points > ev.stats[best].points) best = i;
  });
  return ev.stats.map((s, i) => {
    const d = i === best ? { mean: 0, se: 0 } : pairedDiff(ev.pointsBySample[best], ev.pointsBySample[i]);
    const margin = Z95 * d.se;
    const credit = d.mean <= margin ? 100 : d.mean <= 2 * margin ? 50 : 0;
    return { card: s.card, behind: d.mean, se: d.se, credit };
  });
}

/** The leads that beat `card` clearly: by more than `z` standard errors and more than `points` card points (paired). */
export function clearlyBetter(ev: LeadEvaluation, card: CardId, z = 2.58, points = 4): { card: CardId; mean: number; se: number }[] {
  const k = ev.stats.findIndex((s) => s.card === card);
  if (k < 0) throw new Error(`clearlyBetter: ${card} was not simulated`);
  return ev.stats
    .map((s, i) => ({ card: s.card, ...pairedDiff(ev.pointsBySample[i], ev.pointsBySample[k]) }))
    .filter((d) => d.mean > z * d.se && d.mean > points);
}
