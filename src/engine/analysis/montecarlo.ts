/**
 * Tier 2, the quick simulation: the hidden cards dealt at random (the bots' HiddenSampler in
 * hand mode: common random numbers), each deal played out by the policy players (policy.ts) for every solo type with
 * and without the lead, and as a normal game, then scored by the simulation core (solo ×3,
 * the 90/60/30 levels and schwarz, no announcements).
 *
 * Lead cases: "with the lead" puts the soloist on lead in trick 1 (a compulsory solo, or a
 * voluntary one from forehand); "without the lead" has forehand (seat 0, the dealer being
 * seat 3) lead a voluntary solo, the soloist sitting at the given seat, or — with no seat
 * given — at seat 1, 2 or 3 drawn per sample. The normal game is played at the same seat
 * (seat 0 when the given seat is 0); with both ♣Q the normal game is the announced marriage.
 *
 * Run it in slices (`run(count)`) to stream progress; the result after k samples does not
 * depend on how the k samples were sliced.
 */
import { KIND_INDEX, type CardId } from '../cards.ts';
import { holdsBoth } from '../contract.ts';
import { SOLO_KINDS, type SoloKind } from '../order.ts';
import type { Seat } from '../parties.ts';
import type { RuleSet } from '../rules.ts';
import { SimContract, SimDeal } from '../sim/deal.ts';
import { WINNER_RE } from '../sim/score.ts';
import { classifyLoss, LOSS_CODES, type LossCode } from './losses.ts';
import { SoloPlayers } from './soloPlayers.ts';
import { HiddenSampler } from '../bots/sampler.ts';
import { Moments, pointBin, POINT_BINS, round3, round4, wilson } from './stats.ts';

/** The dealer seat of every analysed deal (so seat 0, forehand, leads a voluntary solo). */
export const DEALER = 3;

export type LeadCase = 'withLead' | 'withoutLead';
export const LEAD_CASES: readonly LeadCase[] = ['withLead', 'withoutLead'];

export interface SimulationOptions {
  readonly rules: RuleSet;
  /** Samples to run in all. */
  readonly samples: number;
  readonly seed: number;
  /** The soloist's seat (dealer 3); undefined: averaged over seats 1–3 in the case without the lead. */
  readonly seat?: Seat;
  /** Solo types to simulate (default: all seven). */
  readonly solos?: readonly SoloKind[];
  /** Also play the normal game (default true). */
  readonly normal?: boolean;
}

/** The soloist's seat without the lead for a sample (u uniform in [0, 1)). */
export function seatWithoutLead(seat: Seat | undefined, u: number): number {
  if (seat !== undefined && seat !== 0) return seat;
  return 1 + Math.floor(u * 3);
}

/** The seat the normal game is played from. */
export function normalSeat(seat: Seat | undefined, u: number): number {
  return seat === 0 ? 0 : seatWithoutLead(seat, u);
}

export class CaseTally {
  n = 0;
  wins = 0;
  below90 = 0;
  readonly score = new Moments();
  readonly points = new Moments();
  readonly hist = new Uint32Array(POINT_BINS);
  readonly losses = new Uint32Array(LOSS_CODES.length);
  /** First sample index of each loss reason, -1 if none. */
  readonly lossExample = new Int32Array(LOSS_CODES.length).fill(-1);
  /** Soloist scores of the first `samples` samples (for checks that pair two runs sample by sample); NaN where not run. */
  readonly perSample: Float64Array;

  constructor(samples = 0) {
    this.perSample = new Float64Array(samples).fill(NaN);
  }
}

export interface CaseResult {
  readonly n: number;
  readonly wins: number;
  readonly winProbability: number;
  readonly low: number;
  readonly high: number;
  readonly expectedScore: number;
  /** Standard error of the expected score. */
  readonly scoreStderr: number;
  /** P(the opponents stay below 90), i.e. the soloist takes 151 or more. */
  readonly pBelow90: number;
  readonly meanPoints: number;
  /** Deals by the soloist's card points: bin b counts 10b … 10b+9 (the last bin is 240). */
  readonly pointsHistogram: readonly number[];
  readonly losses: readonly { readonly code: LossCode; readonly count: number; readonly example: number }[];
}

export function caseResult(t: CaseTally): CaseResult {
  const ci = wilson(t.wins, t.n);
  const losses: { code: LossCode; count: number; example: number }[] = [];
  LOSS_CODES.forEach((code, i) => {
    if (t.losses[i] > 0) losses.push({ code, count: t.losses[i], example: t.lossExample[i] });
  });
  losses.sort((a, b) => b.count - a.count);
  return {
    n: t.n,
    wins: t.wins,
    winProbability: round4(t.n ? t.wins / t.n : 0),
    low: round4(ci.low),
    high: round4(ci.high),
    expectedScore: round3(t.score.mean),
    scoreStderr: round3(t.score.stderr),
    pBelow90: round4(t.n ? t.below90 / t.n : 0),
    meanPoints: round3(t.points.mean),
    pointsHistogram: Array.from(t.hist),
    losses,
  };
}

/** One simulated deal, reusable: deals, sets up, plays out with the policy, scores. */
export class Playout {
  readonly sim: SimDeal;
  readonly players: SoloPlayers;
  readonly contract = new SimContract();
  readonly cards = new Uint8Array(48);

  constructor(rules: RuleSet) {
    this.sim = new SimDeal(rules);
    this.players = new SoloPlayers(this.sim);
  }

  /** Set up the last shuffle of `sampler` as solo `solo` (index in SOLO_KINDS) from `seat`. */
  setupSolo(sampler: HiddenSampler, solo: number, withLead: boolean, seat: number): void {
    sampler.place(seat, this.cards);
    this.contract.soloOf(seat, solo, withLead);
    this.sim.setup(this.cards, DEALER, this.contract);
    this.players.begin();
  }

  setupNormal(sampler: HiddenSampler, seat: number, marriage: boolean): void {
    sampler.place(seat, this.cards);
    if (marriage) this.contract.marriage(seat);
    else this.contract.normal();
    this.sim.setup(this.cards, DEALER, this.contract);
    this.players.begin();
  }

  /** Record a finished solo deal in `t` (sample index i); the soloist's score. */
  recordSolo(t: CaseTally, seat: number, i: number): number {
    const sim = this.sim;
    sim.score(-1, -1);
    const pts = sim.seatPoints[seat];
    const score = sim.scores[seat];
    t.n++;
    t.score.add(score);
    t.points.add(pts);
    t.hist[pointBin(pts)]++;
    if (i < t.perSample.length) t.perSample[i] = score;
    if (pts >= 151) t.below90++;
    if (sim.winner === WINNER_RE) t.wins++;
    else {
      const r = classifyLoss(sim, seat, this.cards);
      t.losses[r]++;
      if (t.lossExample[r] < 0) t.lossExample[r] = i;
    }
    return score;
  }

  /** Record a finished normal game in `t` (sample index i); the score of the player at `seat`. */
  recordNormal(t: CaseTally, seat: number, i: number): number {
    const sim = this.sim;
    sim.score(-1, -1);
    const score = sim.scores[seat];
    t.n++;
    t.score.add(score);
    if (i < t.perSample.length) t.perSample[i] = score;
    let pts = 0;
    for (let s = 0; s < 4; s++) if (sim.isRe(s) === sim.isRe(seat)) pts += sim.seatPoints[s];
    t.points.add(pts);
    t.hist[pointBin(pts)]++;
    if (score > 0) t.wins++;
    return score;
  }
}

export interface SimulationResult {
  readonly samples: number;
  readonly solos: readonly { readonly solo: SoloKind; readonly withLead: CaseResult; readonly withoutLead: CaseResult }[];
  /** The normal game at the analysed seat (party win rate and expected score), null when not simulated. */
  readonly normal: CaseResult | null;
}

export class Simulation {
  readonly options: SimulationOptions;
  readonly sampler: HiddenSampler;
  readonly solos: readonly SoloKind[];
  readonly tallies: { readonly withLead: CaseTally; readonly withoutLead: CaseTally }[];
  readonly normal: CaseTally | null;
  /**
   * Per solo and lead case, the solo's score minus the normal game's on the same deal, summed as
   * the samples run: the paired comparison keeps no score per sample, so memory does not grow
   * with the number of samples (`doko analyse --samples` runs until its time limit).
   */
  private readonly paired: { readonly withLead: Moments; readonly withoutLead: Moments }[];
  /** The solo scores of the sample in progress, per solo: with the lead, then without. */
  private readonly sampleScores: Float64Array;
  private readonly playout: Playout;
  private readonly marriage: boolean;
  /** Samples done so far. */
  done = 0;

  constructor(hand: readonly CardId[], options: SimulationOptions) {
    this.options = options;
    this.sampler = new HiddenSampler().forHand(hand, options.rules);
    this.solos = options.solos ?? SOLO_KINDS;
    this.tallies = this.solos.map(() => ({ withLead: new CaseTally(), withoutLead: new CaseTally() }));
    this.normal = options.normal === false ? null : new CaseTally();
    this.paired = this.solos.map(() => ({ withLead: new Moments(), withoutLead: new Moments() }));
    this.sampleScores = new Float64Array(2 * this.solos.length);
    this.playout = new Playout(options.rules);
    this.marriage = holdsBoth(hand, 'CQ');
  }

  get finished(): boolean {
    return this.done >= this.options.samples;
  }

  /** Run up to `count` more samples; returns how many ran. */
  run(count: number): number {
    const end = Math.min(this.options.samples, this.done + count);
    const { seed, seat } = this.options;
    const p = this.playout;
    const sampler = this.sampler;
    for (let i = this.done; i < end; i++) {
      const u = sampler.shuffle(seed, i);
      const away = seatWithoutLead(seat, u);
      for (let j = 0; j < this.solos.length; j++) {
        const solo = SOLO_KINDS.indexOf(this.solos[j]);
        const t = this.tallies[j];
        p.setupSolo(sampler, solo, true, 0);
        p.players.playToEnd();
        this.sampleScores[2 * j] = p.recordSolo(t.withLead, 0, i);
        p.setupSolo(sampler, solo, false, away);
        p.players.playToEnd();
        this.sampleScores[2 * j + 1] = p.recordSolo(t.withoutLead, away, i);
      }
      if (this.normal) {
        const ns = normalSeat(seat, u);
        p.setupNormal(sampler, ns, this.marriage);
        p.players.playToEnd();
        const normal = p.recordNormal(this.normal, ns, i);
        for (let j = 0; j < this.solos.length; j++) {
          this.paired[j].withLead.add(this.sampleScores[2 * j] - normal);
          this.paired[j].withoutLead.add(this.sampleScores[2 * j + 1] - normal);
        }
      }
    }
    const ran = end - this.done;
    this.done = end;
    return ran;
  }

  result(): SimulationResult {
    return {
      samples: this.done,
      solos: this.solos.map((solo, j) => ({
        solo,
        withLead: caseResult(this.tallies[j].withLead),
        withoutLead: caseResult(this.tallies[j].withoutLead),
      })),
      normal: this.normal ? caseResult(this.normal) : null,
    };
  }

  /** Mean and standard error of (solo score − normal score) over the samples done, for one solo and lead case. */
  pairedAdvantage(solo: SoloKind, lead: LeadCase): { mean: number; stderr: number } | null {
    if (!this.normal) return null;
    const j = this.solos.indexOf(solo);
    if (j < 0) return null;
    const m = this.paired[j][lead];
    return { mean: m.mean, stderr: m.stderr };
  }
}

/** Kind index of a card id (re-exported for the analysis modules). */
export const kindOf = (c: CardId): number => KIND_INDEX[c];
