/**
 * Dealing the hidden cards for the Monte-Carlo tiers, with common random numbers: sample i
 * is a fixed permutation of the hidden pool (seeded from the analysis seed and i alone), the
 * same for every solo type, both lead cases and the normal game, and for a hand with one
 * card weakened (the weakened card's partner in the pool takes its place). Results are
 * reproducible from the seed, whatever the order of the pasted cards or the number of
 * workers sharing the samples.
 *
 * Seats: the dealer is seat 3, so seat 0 (forehand) leads a voluntary solo. The three hidden
 * hands go, in pool order, to the seats after the soloist (left neighbour first).
 */
import { CARD_IDS, KIND_INDEX, type CardId } from '../cards.ts';
import type { RuleSet } from '../rules.ts';
import { SimRng } from '../sim/rng.ts';
import { simRuleTables } from '../sim/tables.ts';

/** The dealer seat of every analysed deal. */
export const DEALER = 3;

/** A 32-bit seed for sample i (splitmix32 of the analysis seed and i). */
export function sampleSeed(seed: number, i: number): number {
  let z = (Math.imul(seed >>> 0, 0x9e3779b1) + Math.imul(i + 1, 0x85ebca77)) >>> 0;
  z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
  z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
  return (z ^ (z >>> 16)) >>> 0;
}

/** Card ids of a hand in a canonical order (deck order), so that the pasted order never matters. */
export function canonicalHand(hand: readonly CardId[]): CardId[] {
  return [...hand].sort((a, b) => KIND_INDEX[a] - KIND_INDEX[b]);
}

export class Sampler {
  readonly n: number;
  /** The analysed hand as kinds, canonical order. */
  readonly hand: Uint8Array;
  /** The hidden cards (3n), canonical order unless a card was weakened. */
  readonly pool: Uint8Array;
  private readonly rng = new SimRng();
  private readonly perm: Uint8Array;

  constructor(hand: readonly CardId[], rules: RuleSet) {
    const t = simRuleTables(rules);
    this.n = t.handSize;
    if (hand.length !== this.n) throw new Error(`a hand has ${this.n} cards, got ${hand.length}`);
    this.hand = Uint8Array.from(canonicalHand(hand), (c) => KIND_INDEX[c]);
    const left = new Uint8Array(CARD_IDS.length);
    for (const k of t.deck) left[k]++;
    for (const k of this.hand) {
      if (left[k] === 0) throw new Error(`card ${CARD_IDS[k]} is not in the deck that often`);
      left[k]--;
    }
    const pool: number[] = [];
    for (let k = 0; k < CARD_IDS.length; k++) for (let j = 0; j < left[k]; j++) pool.push(k);
    this.pool = Uint8Array.from(pool);
    this.perm = new Uint8Array(this.pool.length);
  }

  /** A sampler for the hand with one copy of `from` replaced by `to` (which must be in the pool); the pool keeps its positions. */
  weakened(from: number, to: number): Sampler {
    const s = Object.create(Sampler.prototype) as Sampler;
    const hand = Uint8Array.from(this.hand);
    const i = hand.indexOf(from);
    const j = this.pool.indexOf(to);
    if (i < 0 || j < 0) throw new Error('weakened: card not available');
    hand[i] = to;
    const pool = Uint8Array.from(this.pool);
    pool[j] = from;
    Object.assign(s, { n: this.n, hand, pool, rng: new SimRng(), perm: new Uint8Array(pool.length) });
    return s;
  }

  /**
   * Shuffle the pool for sample i; returns a uniform number in [0, 1) from the same sample's
   * stream (it picks the soloist's seat when the lead is not his). Then `place` the hands.
   */
  shuffle(seed: number, i: number): number {
    const rng = this.rng.seed(sampleSeed(seed, i));
    const perm = this.perm;
    perm.set(this.pool);
    for (let j = perm.length - 1; j > 0; j--) {
      const r = rng.int(j + 1);
      const x = perm[j];
      perm[j] = perm[r];
      perm[r] = x;
    }
    return rng.next();
  }

  /** Write the four hands of the last shuffle to `out` (seat s at `out[s*n ..]`), the analysed hand at `soloSeat`. */
  place(soloSeat: number, out: Uint8Array): void {
    const n = this.n;
    const perm = this.perm;
    out.set(this.hand, soloSeat * n);
    for (let j = 1; j <= 3; j++) out.set(perm.subarray((j - 1) * n, j * n), ((soloSeat + j) & 3) * n);
  }
}
