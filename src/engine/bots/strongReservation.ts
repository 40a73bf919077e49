/**
 * The strong player's reservation planning: it counts solo losers from its hand and, for a
 * hand near a solo, plays sampled deals under each candidate solo and under the normal game
 * (or marriage) and declares the solo only if its mean score is higher by a margin. The plan
 * is made at the reservation and kept for the declaration that follows.
 */
import { CARD_IDS, KIND_INDEX, handSize, rankOf } from '../cards.ts';
import type { Declaration } from '../contract.ts';
import type { Action } from '../deal.ts';
import type { SoloKind } from '../order.ts';
import { nextSeat } from '../parties.ts';
import type { Rng } from '../rng.ts';
import { K_CQ, SimContract, type SimDeal } from '../sim/index.ts';
import type { PlayerView } from '../view.ts';
import { bothClubQueens, canDeclarePoverty, declareOf, ofType, soloDeclarations, trumpsOf } from './common.ts';
import { rankSolos, soloLosers } from './evaluate.ts';
import { policyRollout } from './rollout.ts';
import { round2, type StrongScratch } from './strongShared.ts';
import type { Decision, Reason } from './types.ts';

export interface ReservationOptions {
  /** Sampled deals per contract when a solo is considered at the reservation. Default 48. */
  readonly reservationSamples: number;
  /** Largest loser count (evaluate.ts soloLosers) for which a solo is simulated at all. Default 5. */
  readonly soloFloor: number;
  /** How much higher (points per deal) a solo's mean must be than the normal game's. Default 0.25. */
  readonly soloMargin: number;
}

export interface StrongReservation {
  /** Whether to announce a reservation (the reservation phase). */
  reservation(view: PlayerView, legal: readonly Action[], rng: Rng): Decision;
  /** What to declare after a reservation (the declaration phase). */
  declaration(view: PlayerView, legal: readonly Action[], rng: Rng): Decision;
}

interface ReservationPlan {
  readonly key: string;
  readonly declaration: Declaration | null;
  readonly reason: Reason;
}

/** The reservation planning of one strong player (it keeps its last plan for the declaration). */
export function createReservationPlanning(o: ReservationOptions, scratch: StrongScratch): StrongReservation {
  const { simRng, flat, situation } = scratch;
  const contract = new SimContract();
  let lastPlan: ReservationPlan | null = null;

  function planKey(view: PlayerView): string {
    return `${view.seat}|${view.dealer}|${[...view.hand].sort().join(',')}|${JSON.stringify(view.rules)}`;
  }

  /** Mean score of the seat over sampled deals for each contract (the first is the baseline). */
  function simulateContracts(view: PlayerView, solos: readonly SoloKind[], compulsory: boolean): { base: number; solos: number[] } {
    const rules = view.rules;
    const sim = scratch.simFor(rules);
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
      scratch.seedFrom(rng);
      const sim = simulateContracts(
        view,
        cands.map((c) => c.solo),
        compulsory,
      );
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
          r.rule === 'reserveSolo'
            ? { ...r, rule: 'declareSolo' }
            : r.rule === 'reserveMarriage'
              ? { rule: 'declareMarriage' }
              : r.rule === 'reservePoverty'
                ? { ...r, rule: 'declarePoverty' }
                : r;
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

  return { reservation, declaration };
}
