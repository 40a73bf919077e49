/**
 * The strong player: the beginner's rules of thumb plus card counting and sampling.
 *
 * For a card it deals the unseen cards to the other seats consistently with its view
 * (HiddenSampler: hand sizes, voids, ♣Q/party constraints, exchange cards, piglets),
 * replays the history in the simulation core, plays each legal card and the rest of the
 * deal with the beginner policy (every seat applying the rules of thumb with the sampled
 * hands), and keeps the card with the best mean score for its seat; the same samples serve
 * every candidate (common random numbers), in two rounds: every legal card on a few
 * samples, then the best few on more. A rule-of-thumb card is kept unless another card is
 * clearly better over the samples. The same playouts give the win chance for announcements
 * (Re from 50 %, as docs/tactics.md teaches; Kontra from 65 %, since Kontra at 50 % lost points
 * against beginners in the benchmark; keine 90 from 89 %).
 *
 * At the reservation it counts solo losers from its hand and, for a hand near a solo,
 * plays sampled deals under each candidate solo and under the normal game (or marriage) and
 * declares the solo only if its mean score is higher by a margin.
 */
import { CARD_IDS, KIND_INDEX, handSize, rankOf, type CardId } from '../cards.ts';
import type { Declaration } from '../contract.ts';
import type { Action } from '../deal.ts';
import type { SoloKind } from '../order.ts';
import { nextSeat } from '../parties.ts';
import type { Rng } from '../rng.ts';
import type { RuleSet } from '../rules.ts';
import { levelOfCall } from '../scoring.ts';
import { K_CQ, KIND_POINTS, SimContract, SimDeal, simGameValue, SimRng, simWinner, TRUMP, WINNER_KONTRA, WINNER_RE } from '../sim/index.ts';
import { legalCards } from '../trick.ts';
import type { PlayerView } from '../view.ts';
import {
  bothClubQueens, canDeclarePoverty, declareOf, forcedCall, heuristicCard, ofType, optionalCalls, PASS, povertyDecision,
  soloDeclarations, trumpsOf, type AnnounceAction, type PlayAction,
} from './common.ts';
import { rankSolos, soloLosers } from './evaluate.ts';
import { policyRollout, rolloutCard } from './rollout.ts';
import { HiddenSampler } from './sampler.ts';
import { revealedParties, SimSituation } from './situation.ts';
import type { CardEvidence, Decision, Player, Reason } from './types.ts';

export interface StrongOptions {
  /** Most sampled deals for a card that reaches the final round. Default 64. */
  readonly maxSamples?: number;
  /** Fewest sampled deals per legal card. Default 8. */
  readonly minSamples?: number;
  /**
   * Simulated card plays (samples × cards × cards left in the deal) for the first round,
   * in which every legal card is played out on the same samples. Default 3000.
   */
  readonly budget?: number;
  /**
   * Simulated card plays for the final round: the `finalists` best cards of the first
   * round (and the rule-of-thumb card) get more samples. Default 5000.
   */
  readonly finalBudget?: number;
  readonly finalists?: number;
  /** Sampled deals per contract when a solo is considered at the reservation. Default 48. */
  readonly reservationSamples?: number;
  /** Largest loser count (evaluate.ts soloLosers) for which a solo is simulated at all. Default 5. */
  readonly soloFloor?: number;
  /** How much higher (points per deal) a solo's mean must be than the normal game's. Default 0.25. */
  readonly soloMargin?: number;
  /** Win chance from which an announcement of each level is made (Re/Kontra, keine 90, 60, 30, schwarz). */
  readonly announceChance?: readonly number[];
  /** Win chance from which "Kontra" is said (Kontra's first call; its Absagen use `announceChance`). */
  readonly kontraChance?: number;
  /**
   * The rule-of-thumb card is kept unless the best sampled card beats it by more than
   * `keepMargin` points plus `keepZ` standard errors of the paired difference.
   */
  readonly keepMargin?: number;
  readonly keepZ?: number;
}

export const STRONG_DEFAULTS: Required<StrongOptions> = {
  maxSamples: 64,
  minSamples: 8,
  budget: 3000,
  finalBudget: 5000,
  finalists: 3,
  reservationSamples: 48,
  soloFloor: 5,
  soloMargin: 0.25,
  announceChance: [0.5, 0.89, 0.92, 0.95, 0.99],
  kontraChance: 0.65,
  keepMargin: 0.05,
  keepZ: 0.5,
};

/** Outcomes of the sampled playouts of one card decision (sample i of card ci at `ci * cap + i`). */
class CardEvaluation {
  readonly key: string;
  readonly cands: readonly number[];
  readonly cap: number;
  readonly tricks: number;
  /** Samples played out per card (the finalists have more). */
  readonly count: Int32Array;
  readonly rePts: Uint8Array;
  readonly reTricks: Uint8Array;
  readonly special: Int8Array;
  /** bit 0: the seat is Re; bit 1: scored as a solo; bit 2: Re is one player; bit 3: the deal was abandoned (the duel's marriage: nobody scores). */
  readonly flags: Uint8Array;
  /** The trick the card goes into: bit 0 the seat wins it, bit 1 its party does, bit 2 an opponent's trump does. */
  readonly trickWon: Uint8Array;
  /** Card points in that trick. */
  readonly trickPoints: Uint8Array;

  constructor(key: string, cands: readonly number[], cap: number, tricks: number) {
    this.key = key;
    this.cands = cands;
    this.cap = cap;
    this.tricks = tricks;
    this.count = new Int32Array(cands.length);
    const size = cands.length * cap;
    this.rePts = new Uint8Array(size);
    this.reTricks = new Uint8Array(size);
    this.special = new Int8Array(size);
    this.flags = new Uint8Array(size);
    this.trickWon = new Uint8Array(size);
    this.trickPoints = new Uint8Array(size);
  }

  /** What the card did in its own trick over the samples (shares and mean points). */
  trickEvidence(ci: number, reLevel: number, kontraLevel: number): CardEvidence {
    const n = this.count[ci];
    let own = 0;
    let party = 0;
    let ruffed = 0;
    let points = 0;
    for (let i = 0; i < n; i++) {
      const w = this.trickWon[ci * this.cap + i];
      own += w & 1;
      party += (w >> 1) & 1;
      ruffed += (w >> 2) & 1;
      points += this.trickPoints[ci * this.cap + i];
    }
    const share = (x: number) => (n > 0 ? round2(x / n) : 0);
    return {
      card: CARD_IDS[this.cands[ci]],
      samples: n,
      mean: round2(this.mean(ci, reLevel, kontraLevel)),
      winsTrick: share(own),
      partyWinsTrick: share(party),
      lostToTrump: share(ruffed),
      trickPoints: n > 0 ? Math.round(points / n) : 0,
    };
  }

  score(idx: number, reLevel: number, kontraLevel: number): number {
    const f = this.flags[idx];
    if (f & 8) return 0;
    const rt = this.reTricks[idx];
    const v = simGameValue((f & 2) !== 0, this.rePts[idx], rt, this.tricks - rt, reLevel, kontraLevel, this.special[idx]);
    return f & 1 ? (f & 4 ? 3 * v : v) : 0 - v;
  }

  wins(idx: number, reLevel: number, kontraLevel: number): boolean {
    const f = this.flags[idx];
    if (f & 8) return false;
    const rt = this.reTricks[idx];
    const w = simWinner(this.rePts[idx], rt, this.tricks - rt, reLevel, kontraLevel);
    return f & 1 ? w === WINNER_RE : w === WINNER_KONTRA;
  }

  mean(ci: number, reLevel: number, kontraLevel: number): number {
    const n = this.count[ci];
    if (n === 0) return -Infinity;
    let sum = 0;
    for (let i = 0; i < n; i++) sum += this.score(ci * this.cap + i, reLevel, kontraLevel);
    return sum / n;
  }

  winChance(ci: number, reLevel: number, kontraLevel: number): number {
    const n = this.count[ci];
    let w = 0;
    for (let i = 0; i < n; i++) if (this.wins(ci * this.cap + i, reLevel, kontraLevel)) w++;
    return n > 0 ? w / n : 0;
  }

  /** Mean and standard error of score(a) − score(b) over their common samples. */
  pairedDiff(a: number, b: number, reLevel: number, kontraLevel: number): { mean: number; se: number } {
    const n = Math.min(this.count[a], this.count[b]);
    let s = 0;
    let s2 = 0;
    for (let i = 0; i < n; i++) {
      const d = this.score(a * this.cap + i, reLevel, kontraLevel) - this.score(b * this.cap + i, reLevel, kontraLevel);
      s += d;
      s2 += d * d;
    }
    const mean = n > 0 ? s / n : 0;
    const varr = n > 1 ? Math.max(0, (s2 - n * mean * mean) / (n - 1)) : 0;
    return { mean, se: n > 0 ? Math.sqrt(varr / n) : Infinity };
  }

  /** The card with the best mean (ties: the first). */
  best(reLevel: number, kontraLevel: number): number {
    let ci = 0;
    let m = -Infinity;
    for (let i = 0; i < this.cands.length; i++) {
      const x = this.mean(i, reLevel, kontraLevel);
      if (x > m) {
        m = x;
        ci = i;
      }
    }
    return ci;
  }
}

interface ReservationPlan {
  readonly key: string;
  readonly declaration: Declaration | null;
  readonly reason: Reason;
}

const round2 = (x: number) => Math.round(x * 100) / 100;

/** Seats whose party the whole table knows (bit masks): what the view shows of the others, and the seat itself once it announced. */
function publicParties(view: PlayerView): { knownRe: number; knownKontra: number } {
  let knownRe = 0;
  let knownKontra = 0;
  revealedParties(view).forEach((p, s) => {
    if (p === 're') knownRe |= 1 << s;
    else if (p === 'kontra') knownKontra |= 1 << s;
  });
  return { knownRe, knownKontra };
}

/** The strong player, which can also show the sampled evidence behind its last card. */
export interface StrongPlayer extends Player {
  decide(view: PlayerView, legal: readonly Action[], rng: Rng): Decision;
  evidence(view: PlayerView, card: CardId): { chosen: CardEvidence; alternative: CardEvidence | null } | null;
}

export function createStrong(options: StrongOptions = {}): StrongPlayer {
  const o: Required<StrongOptions> = { ...STRONG_DEFAULTS, ...options };
  const sims = new WeakMap<RuleSet, SimDeal>();
  const simFor = (rules: RuleSet) => {
    let s = sims.get(rules);
    if (!s) sims.set(rules, (s = new SimDeal(rules)));
    return s;
  };
  const sampler = new HiddenSampler();
  const situation = new SimSituation();
  const simRng = new SimRng(1);
  const flat = new Uint8Array(48);
  const contract = new SimContract();
  let lastEval: CardEvaluation | null = null;
  /** The rule-of-thumb card of the last card decision. */
  let lastRuleCard: CardId | null = null;
  let lastPlan: ReservationPlan | null = null;

  const seedFrom = (rng: Rng) => simRng.seed(rng.int(0x7fffffff));

  // ---------------------------------------------------------------- cards

  function positionKey(view: PlayerView): string {
    const cur = view.current;
    return `${view.seat}|${view.dealer}|${view.tricks.length}|${cur ? cur.cards.join(',') : ''}|${[...view.hand].sort().join(',')}|${view.tricks.map((t) => t.cards.join('')).join('/')}`;
  }

  /**
   * Play every legal card out on the same sampled deals; then give the best few (and the
   * rule-of-thumb card `keep`) more samples.
   */
  function evaluate(view: PlayerView, cards: readonly CardId[], keep: number): CardEvaluation {
    const key = positionKey(view);
    if (lastEval && lastEval.key === key) return lastEval;
    const rules = view.rules;
    sampler.prepare(view);
    const seen = new Uint8Array(24);
    for (const c of cards) seen[KIND_INDEX[c]] = 1;
    const cands: number[] = [];
    for (let k = 0; k < 24; k++) if (seen[k]) cands.push(k);
    const n = handSize(rules);
    const cardsLeft = 4 * n - sampler.nHistory;
    const nc = cands.length;
    const clamp = (x: number, lo: number, hi: number) => Math.max(lo, Math.min(hi, Math.floor(x)));
    const twoRounds = nc > o.finalists + 1;
    const first = clamp((twoRounds ? o.budget : o.budget + o.finalBudget) / (nc * cardsLeft), o.minSamples, o.maxSamples);
    const ev = new CardEvaluation(key, cands, o.maxSamples, n);
    const all = cands.map((_, i) => i);
    const ctx = { view, sim: simFor(rules), ...publicParties(view) };
    let got = play(ev, ctx, all, 0, first);
    if (twoRounds && got > 0) {
      const reL = view.calls.re.level;
      const koL = view.calls.kontra.level;
      const ranked = all.slice().sort((a, b) => ev.mean(b, reL, koL) - ev.mean(a, reL, koL));
      const finals = ranked.slice(0, o.finalists);
      const ki = cands.indexOf(keep);
      if (ki >= 0 && !finals.includes(ki)) finals.push(ki);
      const more = clamp(o.finalBudget / (finals.length * cardsLeft), 0, o.maxSamples - got);
      got = play(ev, ctx, finals, got, got + more);
    }
    lastEval = ev;
    return ev;
  }

  /** Sample deals and play the cards `active` out on each, filling samples from..to−1; returns the samples reached. */
  function play(
    ev: CardEvaluation,
    ctx: { view: PlayerView; sim: SimDeal; knownRe: number; knownKontra: number },
    active: readonly number[],
    from: number,
    to: number,
  ): number {
    const { view, sim, knownRe, knownKontra } = ctx;
    const me = view.seat;
    const reLevel = view.calls.re.level;
    const kontraLevel = view.calls.kontra.level;
    const calls = { reLevel, kontraLevel, knownRe, knownKontra };
    let got = from;
    for (let attempt = 0; got < to && attempt < 3 * (to - from); attempt++) {
      sampler.sample(simRng, flat);
      let consistent = true;
      for (let j = 0; j < active.length && consistent; j++) {
        const ci = active[j];
        consistent = rolloutCard(sim, sampler, flat, situation, ev.cands[ci], calls);
        if (!consistent) break;
        const idx = ci * ev.cap + got;
        ev.rePts[idx] = sim.reCardPoints();
        ev.reTricks[idx] = sim.reTricks();
        ev.special[idx] = sim.solo ? 0 : sim.specialsNet();
        let reCount = 0;
        for (let s = 0; s < 4; s++) if (sim.isRe(s)) reCount++;
        ev.flags[idx] = (sim.isRe(me) ? 1 : 0) | (sim.solo ? 2 : 0) | (reCount === 1 ? 4 : 0) | (sim.abandoned ? 8 : 0);
        const t = view.tricks.length;
        const w = sim.trickWinner[t];
        const ours = sim.isRe(w) === sim.isRe(me);
        const winning = sim.trickCards[t * 4 + ((w - sim.trickLeader[t] + 4) & 3)];
        ev.trickWon[idx] = (w === me ? 1 : 0) | (ours ? 2 : 0) | (!ours && sim.suit[winning] === TRUMP ? 4 : 0);
        ev.trickPoints[idx] =
          KIND_POINTS[sim.trickCards[t * 4]] + KIND_POINTS[sim.trickCards[t * 4 + 1]] + KIND_POINTS[sim.trickCards[t * 4 + 2]] + KIND_POINTS[sim.trickCards[t * 4 + 3]];
      }
      if (consistent) {
        got++;
        for (const ci of active) ev.count[ci] = got;
      }
    }
    return got;
  }

  /** The card: the best mean over the samples, unless the rule-of-thumb card is about as good. */
  function chooseCardFrom(view: PlayerView, plays: readonly PlayAction[], ev: CardEvaluation, h: ReturnType<typeof heuristicCard>): Decision {
    const reL = view.calls.re.level;
    const koL = view.calls.kontra.level;
    const best = ev.best(reL, koL);
    if (plays.length === 1 || ev.count[best] === 0) return { action: h.action, reason: h.reason };
    const means = ev.cands.map((_, ci) => ev.mean(ci, reL, koL));
    const hi = ev.cands.indexOf(KIND_INDEX[h.action.card]);
    let pick = best;
    if (hi >= 0 && hi !== best) {
      const d = ev.pairedDiff(best, hi, reL, koL);
      if (d.mean <= o.keepZ * d.se + o.keepMargin) pick = hi;
    }
    const card = CARD_IDS[ev.cands[pick]];
    const action = plays.find((a) => a.card === card)!;
    return {
      action,
      reason: {
        rule: 'sampled',
        card,
        mean: round2(means[pick]),
        samples: ev.count[pick],
        heuristic: h.reason.rule,
        heuristicCard: h.action.card,
        heuristicMean: round2(hi >= 0 ? means[hi] : means[pick]),
      },
    };
  }

  /** Re/Kontra or an Absage when the sampled win chance with it is high enough. */
  function announcement(view: PlayerView, announces: readonly AnnounceAction[], ev: CardEvaluation, ci: number): Decision | null {
    const own = view.ownParty;
    if (!own || ev.count[ci] === 0) return null;
    const ownLevel = view.calls[own].level;
    const next = announces
      .filter((a) => levelOfCall(a.call) === ownLevel + 1)
      .sort((a, b) => levelOfCall(a.call) - levelOfCall(b.call))[0];
    if (!next) return null;
    const level = levelOfCall(next.call);
    const reL = own === 're' ? level : view.calls.re.level;
    const koL = own === 'kontra' ? level : view.calls.kontra.level;
    const chance = ev.winChance(ci, reL, koL);
    const need = level === 0 && own === 'kontra' ? o.kontraChance : o.announceChance[level];
    if (chance >= need) {
      return { action: next, reason: { rule: 'announceWinChance', call: next.call, chance: round2(chance), samples: ev.count[ci] } };
    }
    return null;
  }

  function playing(view: PlayerView, legal: readonly Action[], rng: Rng): Decision {
    const announces = ofType(legal, 'announce');
    const plays = ofType(legal, 'play');
    const forced = forcedCall(view, announces);
    if (forced) return forced;
    const myTurn = view.toMove === view.seat && view.current !== null;
    if (plays.length === 0 && !myTurn) return { action: null, reason: { rule: 'noAnnouncement' } };
    const cards = plays.length > 0 ? plays.map((a) => a.card) : [...new Set(legalCards(view.hand, view.current!.cards, view.order!))];
    const asPlays: PlayAction[] = plays.length > 0 ? plays : cards.map((card) => ({ type: 'play', seat: view.seat, card }));
    const h = heuristicCard(view, asPlays);
    lastRuleCard = h.action.card;
    if (cards.length === 1 && announces.length === 0) return { action: h.action, reason: h.reason };
    seedFrom(rng);
    const ev = evaluate(view, cards, KIND_INDEX[h.action.card]);
    const reL = view.calls.re.level;
    const koL = view.calls.kontra.level;
    const ci = ev.best(reL, koL);
    if (announces.length > 0 && myTurn) {
      const d = announcement(view, announces, ev, ci);
      if (d) return d;
    }
    if (plays.length === 0) {
      const chance = view.ownParty && ev.count[ci] > 0 ? round2(ev.winChance(ci, reL, koL)) : undefined;
      return { action: null, reason: chance === undefined ? { rule: 'noAnnouncement' } : { rule: 'noAnnouncement', chance } };
    }
    return chooseCardFrom(view, plays, ev, h);
  }

  // ---------------------------------------------------------------- reservation

  function planKey(view: PlayerView): string {
    return `${view.seat}|${view.dealer}|${[...view.hand].sort().join(',')}|${JSON.stringify(view.rules)}`;
  }

  /** Mean score of the seat over sampled deals for each contract (the first is the baseline). */
  function simulateContracts(view: PlayerView, solos: readonly SoloKind[], compulsory: boolean): { base: number; solos: number[] } {
    const rules = view.rules;
    const sim = simFor(rules);
    const n = handSize(rules);
    const me = view.seat;
    const mine = view.hand.map((c) => KIND_INDEX[c]);
    const rest: number[] = [];
    const count = new Uint8Array(24);
    for (const k of mine) count[k]++;
    for (let k = 0; k < 24; k++) {
      const inDeck = rules.withoutNines && rankOf(CARD_IDS[k]) === '9' ? 0 : 2;
      for (let i = count[k]; i < inDeck; i++) rest.push(k);
    }
    const pool = Uint8Array.from(rest);
    const M = o.reservationSamples;
    let base = 0;
    const sums = solos.map(() => 0);
    const bothCQ = count[K_CQ] === 2;
    for (let i = 0; i < M; i++) {
      for (let j = pool.length - 1; j > 0; j--) {
        const r = simRng.int(j + 1);
        const x = pool[j];
        pool[j] = pool[r];
        pool[r] = x;
      }
      let p = 0;
      for (let s = 0; s < 4; s++) {
        for (let c = 0; c < n; c++) flat[s * n + c] = s === me ? mine[c] : pool[p++];
      }
      // The baseline: a normal game; a marriage when a hand holds both ♣Q (beginners announce it).
      let pair = -1;
      for (let s = 0; s < 4; s++) {
        let q = 0;
        for (let c = 0; c < n; c++) if (flat[s * n + c] === K_CQ) q++;
        if (q === 2) pair = s;
      }
      if (bothCQ || pair >= 0) contract.marriage(bothCQ ? me : pair);
      else contract.normal();
      base += playFromStart(sim, me, view.dealer);
      solos.forEach((solo, si) => {
        contract.soloOf(me, solo, compulsory);
        sums[si] += playFromStart(sim, me, view.dealer);
      });
    }
    return { base: base / M, solos: sums.map((x) => x / M) };
  }

  function playFromStart(sim: SimDeal, me: number, dealer: number): number {
    sim.setup(flat, dealer, contract);
    situation.attach(sim, -1, -1);
    policyRollout(sim, situation);
    sim.score(-1, -1);
    return sim.scores[me];
  }

  function plan(view: PlayerView, rng: Rng, compulsory: boolean): ReservationPlan {
    const key = planKey(view) + (compulsory ? '|c' : '');
    if (lastPlan && lastPlan.key === key) return lastPlan;
    const hasLead = compulsory || view.seat === nextSeat(view.dealer);
    const ranked = rankSolos(view.hand, view.rules, hasLead);
    const cands = ranked.filter((x) => x.losers <= o.soloFloor).slice(0, 3);
    const bothCQ = bothClubQueens(view);
    const baseDecl: Declaration | null = bothCQ ? { kind: 'marriage' } : canDeclarePoverty(view) ? { kind: 'poverty' } : null;
    const baseReason: Reason = bothCQ
      ? { rule: 'reserveMarriage' }
      : baseDecl
        ? { rule: 'reservePoverty', trumps: trumpsOf(view) }
        : { rule: 'healthy', losers: ranked[0].losers };
    let result: ReservationPlan = { key, declaration: baseDecl, reason: baseReason };
    if (cands.length > 0) {
      seedFrom(rng);
      const sim = simulateContracts(view, cands.map((c) => c.solo), compulsory);
      let bi = 0;
      sim.solos.forEach((m, i) => {
        if (m > sim.solos[bi]) bi = i;
      });
      if (sim.solos[bi] > sim.base + o.soloMargin) {
        const c = cands[bi];
        result = {
          key,
          declaration: { kind: 'solo', solo: c.solo, compulsory },
          reason: { rule: 'reserveSolo', solo: c.solo, losers: c.losers, expected: round2(sim.solos[bi]), normalExpected: round2(sim.base) },
        };
      } else if (result.reason.rule === 'healthy') {
        result = { key, declaration: null, reason: { rule: 'healthy', losers: ranked[0].losers } };
      }
    }
    lastPlan = result;
    return result;
  }

  function reservation(view: PlayerView, legal: readonly Action[], rng: Rng): Decision {
    const p = plan(view, rng, false);
    const want = p.declaration !== null;
    const a = legal.find((x) => x.type === 'reserve' && x.reservation === want) ?? legal.find((x) => x.type === 'reserve')!;
    return { action: a, reason: p.reason };
  }

  function declaration(view: PlayerView, legal: readonly Action[], rng: Rng): Decision {
    const solos = soloDeclarations(legal);
    const compulsory = ofType(legal, 'declare').some((a) => a.declaration.kind === 'solo' && a.declaration.compulsory);
    const p = plan(view, rng, compulsory);
    const d = p.declaration;
    if (d) {
      const a = declareOf(legal, d);
      if (a) {
        const r = p.reason;
        const reason: Reason =
          r.rule === 'reserveSolo' ? { ...r, rule: 'declareSolo' } : r.rule === 'reserveMarriage' ? { rule: 'declareMarriage' } : r.rule === 'reservePoverty' ? { ...r, rule: 'declarePoverty' } : r;
        return { action: a, reason };
      }
    }
    const marriage = declareOf(legal, { kind: 'marriage' });
    if (marriage) return { action: marriage, reason: { rule: 'declareMarriage' } };
    const poverty = declareOf(legal, { kind: 'poverty' });
    if (poverty) return { action: poverty, reason: { rule: 'declarePoverty', trumps: trumpsOf(view) } };
    // It must name something: the solo with the fewest losers.
    const hasLead = compulsory || view.seat === nextSeat(view.dealer);
    const ranked = solos.map((s) => ({ solo: s, losers: soloLosers(view.hand, s, view.rules, hasLead) })).sort((a, b) => a.losers - b.losers);
    if (ranked.length === 0) return { action: legal[0], reason: { rule: 'pass' } };
    const a = declareOf(legal, { kind: 'solo', solo: ranked[0].solo, compulsory })!;
    return { action: a, reason: { rule: 'declareSolo', solo: ranked[0].solo, losers: ranked[0].losers } };
  }

  function decide(view: PlayerView, legal: readonly Action[], rng: Rng): Decision {
    if (legal.length === 0) return PASS;
    const opt = optionalCalls(view, legal);
    if (opt) return opt;
    switch (view.phase) {
      case 'reservation':
        return reservation(view, legal, rng);
      case 'declaration':
        return declaration(view, legal, rng);
      case 'povertyGive':
      case 'povertyOffer':
      case 'povertyReturn':
        return povertyDecision(view, legal, 'strong') ?? { action: legal[0], reason: { rule: 'pass' } };
      case 'playing':
        return playing(view, legal, rng);
      default:
        return PASS;
    }
  }

  /**
   * The sampled evidence behind the last card decision: the chosen card and the card it is
   * best compared with (the rule of thumb's card when the samples overruled it, else the
   * runner-up). Null when the decision needed no sampling (one legal card).
   */
  function evidence(view: PlayerView, card: CardId): { chosen: CardEvidence; alternative: CardEvidence | null } | null {
    const ev = lastEval;
    if (!ev || ev.key !== positionKey(view)) return null;
    const ci = ev.cands.indexOf(KIND_INDEX[card]);
    if (ci < 0 || ev.count[ci] === 0) return null;
    const reL = view.calls.re.level;
    const koL = view.calls.kontra.level;
    // The runner-up among the cards sampled as often as the chosen one (the finalists), so
    // that both stand on the same deals; any sampled card if none was.
    const runnerUp = (same: boolean) => {
      let best = -1;
      for (let i = 0; i < ev.cands.length; i++) {
        if (i === ci || ev.count[i] === 0 || (same && ev.count[i] !== ev.count[ci])) continue;
        if (best < 0 || ev.mean(i, reL, koL) > ev.mean(best, reL, koL)) best = i;
      }
      return best;
    };
    let alt = runnerUp(true);
    if (alt < 0) alt = runnerUp(false);
    const rule = lastRuleCard !== null && lastRuleCard !== card ? ev.cands.indexOf(KIND_INDEX[lastRuleCard]) : -1;
    if (rule >= 0 && ev.count[rule] > 0) alt = rule;
    return { chosen: ev.trickEvidence(ci, reL, koL), alternative: alt >= 0 ? ev.trickEvidence(alt, reL, koL) : null };
  }

  return { level: 'strong', decide, act: (view, legal, rng) => decide(view, legal, rng).action, evidence };
}
