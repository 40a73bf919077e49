/**
 * Random legal playouts on a `SimDeal`, batches of random deals for statistics and the
 * benchmark, and (tests only) the play sequence of a finished sim deal for replay in the
 * friendly API.
 */
import { CARD_IDS, type CardId } from '../cards.ts';
import type { Seat } from '../parties.ts';
import type { RuleSet } from '../rules.ts';
import { SEAT_STRIDE, SimContract, SimDeal, SUIT_STRIDE } from './deal.ts';
import { K_DA, K_H10, KIND_POINTS, TRUMP } from './kinds.ts';
import { shuffleDeal, SimRng } from './rng.ts';
import { WINNER_KONTRA, WINNER_RE } from './score.ts';

/**
 * Play the deal to its end with uniformly random legal cards (uniform over the card
 * instances the seat may play), from any position (also mid-trick). The PRNG steps inline
 * and the trick state lives in locals; the result is the same as repeated `playIndex` calls
 * with the same choices. The PRNG state is written back to `rng`.
 */
export function randomPlayout(sim: SimDeal, rng: SimRng): void {
  const n = sim.tricks;
  if (sim.finished) return;
  const hand = sim.hand;
  const handLen = sim.handLen;
  const suitCount = sim.suitCount;
  const trickCards = sim.trickCards;
  const trickLeader = sim.trickLeader;
  const trickWinner = sim.trickWinner;
  const seatPoints = sim.seatPoints;
  const seatTricks = sim.seatTricks;
  const doppelkopf = sim.doppelkopf;
  const foxes = sim.foxes;
  const dulleSecond = sim.dulleSecondWins;
  const dulleSecondLast = sim.dulleSecondWinsLast;
  const pigletHolder = sim.pigletHolder;
  let strength = sim.strength;
  let superPending = sim.superHolder >= 0 && !sim.superActive;

  let a = rng.a,
    b = rng.b,
    c = rng.c,
    d = rng.d;
  let t = sim.trickNo;
  let pos = sim.pos;
  let seat = sim.toMove;
  let leader = sim.leader;
  let led = sim.led;
  let bestVal = sim.bestVal;
  let bestPos = sim.bestPos;
  let bestKind = sim.bestKind;
  let trickPts = sim.trickPoints;

  for (;;) {
    const b5 = seat * 5;
    // The cards that may be played: those of the led effective suit, or all.
    let e = -1;
    let m = 0;
    if (pos !== 0) {
      m = suitCount[b5 + led];
      if (m !== 0) e = led;
    }
    if (e < 0) m = handLen[seat];
    // sfc32 step, then a uniform index in [0, m).
    const r32 = (((a + b) >>> 0) + d) >>> 0;
    d = (d + 1) >>> 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) >>> 0;
    c = (c << 21) | (c >>> 11);
    c = (c + r32) >>> 0;
    let r = Math.floor((r32 / 4294967296) * m);
    if (e < 0) {
      e = 0;
      while (r >= suitCount[b5 + e]) r -= suitCount[b5 + e++];
    }
    // Take the card out of the hand: the last card of its suit takes its slot.
    const base = seat * SEAT_STRIDE + e * SUIT_STRIDE;
    const k = hand[base + r];
    const cnt = suitCount[b5 + e] - 1;
    suitCount[b5 + e] = cnt;
    hand[base + r] = hand[base + cnt];
    handLen[seat]--;
    const s = e;
    trickCards[t * 4 + pos] = k;

    if (superPending && k === K_DA && seat === pigletHolder) {
      superPending = false;
      sim.trickNo = t;
      sim.pos = pos;
      sim.led = led;
      if (sim.activateSuperpiglets()) {
        strength = sim.strength;
        bestVal = sim.bestVal;
        bestPos = sim.bestPos;
        bestKind = sim.bestKind;
      }
    }
    // Trick winner so far.
    const str = strength[k];
    if (pos === 0) {
      trickLeader[t] = seat;
      leader = seat;
      led = s;
      bestVal = str;
      bestPos = 0;
      bestKind = k;
      trickPts = KIND_POINTS[k];
    } else {
      trickPts += KIND_POINTS[k];
      const v = s === TRUMP || s === led ? str : 0;
      if (v > bestVal || (k === K_H10 && bestKind === K_H10 && (t === n - 1 ? dulleSecondLast : dulleSecond))) {
        bestVal = v;
        bestPos = pos;
        bestKind = k;
      }
    }
    if (pos !== 3) {
      pos++;
      seat = (seat + 1) & 3;
      continue;
    }
    // Trick complete.
    const w = (leader + bestPos) & 3;
    seatPoints[w] += trickPts;
    seatTricks[w]++;
    trickWinner[t] = w;
    if (trickPts >= 40) doppelkopf[w]++;
    const c0 = t * 4;
    if (t !== n - 1) {
      if (trickCards[c0] === K_DA) foxes[w * 4 + leader]++;
      if (trickCards[c0 + 1] === K_DA) foxes[w * 4 + ((leader + 1) & 3)]++;
      if (trickCards[c0 + 2] === K_DA) foxes[w * 4 + ((leader + 2) & 3)]++;
      if (trickCards[c0 + 3] === K_DA) foxes[w * 4 + ((leader + 3) & 3)]++;
    }
    if (sim.marriageOpen) sim.clarifyMarriage(t, w);
    t++;
    pos = 0;
    seat = w;
    leader = w;
    if (t === n || sim.abandoned) break;
  }

  sim.trickNo = t;
  sim.pos = 0;
  sim.toMove = seat;
  sim.leader = leader;
  sim.led = led;
  sim.bestVal = bestVal;
  sim.bestPos = bestPos;
  sim.bestKind = bestKind;
  sim.trickPoints = trickPts;
  rng.a = a;
  rng.b = b;
  rng.c = c;
  rng.d = d;
}

/** Aggregate results of a batch of random deals. */
export class RandomDealStats {
  deals = 0;
  reWins = 0;
  kontraWins = 0;
  noWinner = 0;
  /** Deals scored as a solo (silent marriages in normal deals). */
  solos = 0;
  /** Sum of Re's card points. */
  reCardPoints = 0;
  /** Sum of |game value|. */
  absValue = 0;
  /** Sum over deals of seat 0's score (a cheap checksum). */
  seat0Score = 0;
}

/**
 * Deal and play `count` random deals with `rng` (shuffle as `dealWith`, normal contract —
 * a silent solo when one hand holds both ♣Q — dealer rotating, no announcements), scoring
 * each; the totals go into `stats`. No allocation.
 */
export function playRandomDealsWith(
  sim: SimDeal,
  rng: SimRng,
  count: number,
  stats: RandomDealStats,
  deck: Uint8Array,
  contract: SimContract,
): RandomDealStats {
  const withoutNines = sim.rules.withoutNines;
  contract.normal();
  for (let i = 0; i < count; i++) {
    shuffleDeal(rng, withoutNines, deck);
    sim.setup(deck, i & 3, contract);
    randomPlayout(sim, rng);
    const v = sim.score(-1, -1);
    stats.deals++;
    if (sim.winner === WINNER_RE) stats.reWins++;
    else if (sim.winner === WINNER_KONTRA) stats.kontraWins++;
    else stats.noWinner++;
    if (sim.solo) stats.solos++;
    stats.reCardPoints += sim.reCardPoints();
    stats.absValue += v < 0 ? -v : v;
    stats.seat0Score += sim.scores[0];
  }
  return stats;
}

/** Play `count` random deals from `seed` under `rules` and return the aggregate stats. */
export function playRandomDeals(rules: RuleSet, seed: number, count: number): RandomDealStats {
  return playRandomDealsWith(new SimDeal(rules), new SimRng(seed), count, new RandomDealStats(), new Uint8Array(48), new SimContract());
}

export interface SimPlay {
  readonly seat: Seat;
  readonly card: CardId;
}

/** The cards played so far, in order, with their players (tests and tools; allocates). */
export function playSequence(sim: SimDeal): SimPlay[] {
  const out: SimPlay[] = [];
  const played = sim.cardsPlayed;
  for (let i = 0; i < played; i++) {
    const t = i >> 2;
    out.push({ seat: ((sim.trickLeader[t] + (i & 3)) & 3) as Seat, card: CARD_IDS[sim.trickCards[i]] });
  }
  return out;
}

/** Winners of the completed tricks (tests and tools; allocates). */
export function trickWinners(sim: SimDeal): Seat[] {
  return Array.from(sim.trickWinner.subarray(0, sim.trickNo), (w) => w as Seat);
}
