/**
 * Tier 3, the deep evaluation: the same sampled deals as tier 2 (common random numbers), the
 * policy players play the first `policyTricks` tricks (default 6), then the double-dummy
 * solver (solver/) plays the rest exactly with all hands open — "against perfect defence"
 * (and perfect play by the soloist, who is also assumed to see every card). One solver table
 * serves every sample, solo and lead case (its entries are keyed by the position alone).
 * With a node budget (none by default), a question that runs out of it makes the policy play
 * one more trick and the solver try again (the mean handover trick is reported); a deal the
 * solver cannot finish even then is finished by the policy players and counted as a fallback.
 *
 * Work is split by sample index, so several workers can share the samples (worker w of W
 * takes i ≡ w mod W) and their tallies merge into the same result as one run.
 */
import type { CardId } from '../cards.ts';
import { SOLO_KINDS, type SoloKind } from '../order.ts';
import type { Seat } from '../parties.ts';
import type { RuleSet } from '../rules.ts';
import { simGameValue } from '../sim/score.ts';
import { Playout, seatWithoutLead, type LeadCase } from './montecarlo.ts';
import { HiddenSampler } from '../bots/sampler.ts';
import { Solver } from './solver/index.ts';
import { pointBin, POINT_BINS, round3, round4, wilson } from './stats.ts';

/** Tricks the policy players play before the solver takes over: the last 6 are solved exactly. */
export const DEFAULT_POLICY_TRICKS = 6;

export interface DeepOptions {
  readonly rules: RuleSet;
  readonly samples: number;
  readonly seed: number;
  readonly seat?: Seat;
  readonly solos?: readonly SoloKind[];
  /** Tricks played by the policy players before the solver takes over (default 6). */
  readonly policyTricks?: number;
  /** Solver node budget per question (default none). */
  readonly nodeBudget?: number;
  /** This worker's share: samples i with i % stride === offset (default 0 of 1). */
  readonly offset?: number;
  readonly stride?: number;
}

/** Mergeable tally of one solo and lead case (plain numbers, so it crosses a worker boundary). */
export interface DeepTally {
  n: number;
  wins: number;
  below90: number;
  scoreSum: number;
  scoreSq: number;
  pointsSum: number;
  hist: number[];
  fallbacks: number;
  nodes: number;
  solved: number;
  /** Sum over solved deals of the trick number where the solver took over (0-based: tricks played before). */
  handover: number;
}

export function emptyDeepTally(): DeepTally {
  return {
    n: 0,
    wins: 0,
    below90: 0,
    scoreSum: 0,
    scoreSq: 0,
    pointsSum: 0,
    hist: new Array(POINT_BINS).fill(0),
    fallbacks: 0,
    nodes: 0,
    solved: 0,
    handover: 0,
  };
}

export function mergeDeepTally(a: DeepTally, b: DeepTally): DeepTally {
  return {
    n: a.n + b.n,
    wins: a.wins + b.wins,
    below90: a.below90 + b.below90,
    scoreSum: a.scoreSum + b.scoreSum,
    scoreSq: a.scoreSq + b.scoreSq,
    pointsSum: a.pointsSum + b.pointsSum,
    hist: a.hist.map((x, i) => x + b.hist[i]),
    fallbacks: a.fallbacks + b.fallbacks,
    nodes: a.nodes + b.nodes,
    solved: a.solved + b.solved,
    handover: a.handover + b.handover,
  };
}

export interface DeepCaseResult {
  readonly n: number;
  readonly wins: number;
  readonly winProbability: number;
  readonly low: number;
  readonly high: number;
  readonly expectedScore: number;
  readonly scoreStderr: number;
  readonly pBelow90: number;
  /** Solved deals count at the floor of their score bracket (0, 30, 60, 90, 121, 151, 181, 211, 240): the solver answers only the questions the score needs. */
  readonly meanPoints: number;
  readonly pointsHistogram: readonly number[];
  /** Deals the solver could not finish within its budget (finished by the policy players). */
  readonly fallbacks: number;
  /** Solver nodes spent. */
  readonly nodes: number;
  /** Mean number of tricks the policy players played before the solver took over (solved deals). */
  readonly meanHandover: number;
}

export function deepCaseResult(t: DeepTally): DeepCaseResult {
  const ci = wilson(t.wins, t.n);
  const mean = t.n ? t.scoreSum / t.n : 0;
  const v = t.n > 1 ? Math.max(0, (t.scoreSq - t.n * mean * mean) / (t.n - 1)) : 0;
  return {
    n: t.n,
    wins: t.wins,
    winProbability: round4(t.n ? t.wins / t.n : 0),
    low: round4(ci.low),
    high: round4(ci.high),
    expectedScore: round3(mean),
    scoreStderr: round3(t.n > 1 ? Math.sqrt(v / t.n) : 0),
    pBelow90: round4(t.n ? t.below90 / t.n : 0),
    meanPoints: round3(t.n ? t.pointsSum / t.n : 0),
    pointsHistogram: t.hist.slice(),
    fallbacks: t.fallbacks,
    nodes: t.nodes,
    meanHandover: round3(t.solved ? t.handover / t.solved : 0),
  };
}

export interface DeepSnapshot {
  readonly done: number;
  readonly tallies: readonly { readonly solo: SoloKind; readonly withLead: DeepTally; readonly withoutLead: DeepTally }[];
}

/** The soloist's score bracket with best play by all (see `scoreBracket`). */
export interface Solved {
  /** The lowest card-point count of the bracket: 0, 30, 60, 90, 121, 151, 181, 211 or 240. */
  points: number;
  /** The soloist takes every trick. */
  allTricks: boolean;
  /** The soloist takes no trick. */
  noTrick: boolean;
}

/**
 * The soloist's score bracket from the position loaded in `solver` (`before`: his card points
 * in the tricks already played); null on budget overrun. Only the questions the score of a solo
 * without announcements needs are asked, each one null-window search: 121, then 151/181/211
 * after a win or 90/60/30 after a loss, and schwarz at the extremes. So `points` is the lowest
 * card-point count of the bracket (0, 30, 60, 90, 121, 151, 181, 211 or 240), not the exact
 * count (`Solver.value`), which costs far more: its proofs sit on the knife-edge.
 */
export function scoreBracket(solver: Solver, before: number): Solved | null {
  const ask = (total: number): boolean | null => solver.atLeast(total - before);
  const win = ask(121);
  if (win === null) return null;
  let points: number;
  if (win) {
    points = 121;
    for (const t of [151, 181, 211]) {
      const r = ask(t);
      if (r === null) return null;
      if (!r) break;
      points = t;
    }
  } else {
    points = 0;
    for (const t of [90, 60, 30]) {
      const r = ask(t);
      if (r === null) return null;
      if (r) {
        points = t;
        break;
      }
    }
  }
  let allTricks = false;
  let noTrick = false;
  if (points === 211) {
    const r = solver.allTricks();
    if (r === null) return null;
    allTricks = r;
    if (r) points = 240;
  } else if (points === 0) {
    const r = solver.noTrick();
    if (r === null) return null;
    noTrick = r;
  }
  return { points, allTricks, noTrick };
}

/**
 * log2 of the deep tier's table entries: its endgames are short (6 tricks), and a table of a
 * quarter million entries (9 MB with the other tables, against 36 MB at the solver's default)
 * measured 12 % less CPU over whole deep evaluations (fewer cache misses), the same results;
 * one per page worker, so it also keeps a phone's memory in bounds.
 */
const DEEP_TT_BITS = 18;

export class DeepEvaluation {
  readonly options: DeepOptions;
  readonly sampler: HiddenSampler;
  readonly solos: readonly SoloKind[];
  readonly tallies: { solo: SoloKind; withLead: DeepTally; withoutLead: DeepTally }[];
  readonly solver: Solver;
  private readonly playout: Playout;
  /** Next sample index to run (this worker's share). */
  private next: number;
  private readonly stride: number;

  constructor(hand: readonly CardId[], options: DeepOptions) {
    this.options = options;
    this.sampler = new HiddenSampler().forHand(hand, options.rules);
    this.solos = options.solos ?? SOLO_KINDS;
    this.tallies = this.solos.map((solo) => ({ solo, withLead: emptyDeepTally(), withoutLead: emptyDeepTally() }));
    this.solver = new Solver({ nodeBudget: options.nodeBudget ?? Infinity, ttBits: DEEP_TT_BITS });
    this.playout = new Playout(options.rules);
    this.next = options.offset ?? 0;
    this.stride = options.stride ?? 1;
  }

  get finished(): boolean {
    return this.next >= this.options.samples;
  }

  /** Samples of this worker's share done so far. */
  get done(): number {
    const off = this.options.offset ?? 0;
    return Math.max(0, Math.ceil((Math.min(this.next, this.options.samples) - off) / this.stride));
  }

  /** Run up to `count` more samples of this worker's share; returns how many ran. */
  run(count: number): number {
    let ran = 0;
    const { seed, seat } = this.options;
    while (ran < count && this.next < this.options.samples) {
      const i = this.next;
      const u = this.sampler.shuffle(seed, i);
      const away = seatWithoutLead(seat, u);
      for (const t of this.tallies) {
        const solo = SOLO_KINDS.indexOf(t.solo);
        this.one(t.withLead, solo, true, 0);
        this.one(t.withoutLead, solo, false, away);
      }
      this.next += this.stride;
      ran++;
    }
    return ran;
  }

  private one(t: DeepTally, solo: number, withLead: boolean, seat: number): void {
    const p = this.playout;
    p.setupSolo(this.sampler, solo, withLead, seat);
    // The policy plays the first tricks; the solver tries from there with its budget, and
    // after an overrun the policy plays one more trick and the solver tries again.
    const first = Math.min(this.options.policyTricks ?? DEFAULT_POLICY_TRICKS, p.sim.tricks - 1);
    let from = first;
    let solved: Solved | null = null;
    for (;;) {
      p.players.playTricks(from);
      const n0 = this.solver.stats.nodes;
      solved = this.solve(seat, from > first);
      t.nodes += this.solver.stats.nodes - n0;
      if (solved || from >= p.sim.tricks - 1) break;
      from++;
    }
    if (solved) t.handover += from;
    const sim = p.sim;
    let points: number;
    let value: number;
    if (solved) {
      t.solved++;
      points = solved.points;
      const soloTricks = solved.allTricks ? sim.tricks : solved.noTrick ? 0 : 1;
      const oppTricks = solved.allTricks ? 0 : solved.noTrick ? sim.tricks : 1;
      value = simGameValue(true, points, soloTricks, oppTricks, -1, -1, 0);
    } else {
      t.fallbacks++;
      p.players.playToEnd();
      value = sim.score(-1, -1);
      points = sim.seatPoints[seat];
    }
    const score = 3 * value;
    t.n++;
    if (points >= 121) t.wins++;
    if (points >= 151) t.below90++;
    t.scoreSum += score;
    t.scoreSq += score * score;
    t.pointsSum += points;
    t.hist[pointBin(points)]++;
  }

  /** Solve the rest of the deal in the playout (`scoreBracket`); null on budget overrun. */
  private solve(seat: number, sameDeal: boolean): Solved | null {
    const sim = this.playout.sim;
    if (!this.solver.load(sim, sameDeal)) return null;
    return scoreBracket(this.solver, sim.seatPoints[seat]);
  }

  snapshot(): DeepSnapshot {
    return { done: this.done, tallies: this.tallies };
  }
}

/** Merge worker snapshots into one per-solo result. */
export function mergeDeepSnapshots(snaps: readonly DeepSnapshot[]): {
  samples: number;
  solos: { solo: SoloKind; withLead: DeepCaseResult; withoutLead: DeepCaseResult }[];
} {
  if (snaps.length === 0) return { samples: 0, solos: [] };
  const solos = snaps[0].tallies.map((t0, j) => {
    let wl = t0.withLead;
    let wo = t0.withoutLead;
    for (let w = 1; w < snaps.length; w++) {
      wl = mergeDeepTally(wl, snaps[w].tallies[j].withLead);
      wo = mergeDeepTally(wo, snaps[w].tallies[j].withoutLead);
    }
    return { solo: t0.solo, withLead: deepCaseResult(wl), withoutLead: deepCaseResult(wo) };
  });
  return { samples: snaps.reduce((n, s) => n + s.done, 0), solos };
}

/** The lead case's tally by name. */
export function deepCase(t: { withLead: DeepTally; withoutLead: DeepTally }, lead: LeadCase): DeepTally {
  return lead === 'withLead' ? t.withLead : t.withoutLead;
}
