/**
 * The outcomes of the strong player's sampled playouts of one card decision: per legal card
 * and sample, Re's card points and tricks, the specials, the parties, and what the card did
 * in its own trick; from them each card's mean score for the seat, its win chance under
 * any calls, and the paired difference of two cards over their common samples (the same
 * deals for every card, so that the comparison's noise is the cards' own).
 */
import { CARD_IDS } from '../cards.ts';
import { simGameValue, simWinner, WINNER_KONTRA, WINNER_RE } from '../sim/index.ts';
import { round2 } from './strongShared.ts';
import type { CardEvidence } from './types.ts';

/** Outcomes of the sampled playouts of one card decision (sample i of card ci at `ci * cap + i`). */
export class CardEvaluation {
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
