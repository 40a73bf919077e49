/**
 * The partition search's relevance: the ranks a result rested on. While searching as floors
 * (per suit the rank + 1 of the weakest relevant kind, 6 bits per suit in one number, so that
 * `relMax` merges two in one step); in the tables as packed depths (how many of each suit's
 * live kinds from the top), because a depth names the same cards in every position of a
 * pattern and a rank does not. The claim the relevance serves is explained at `search`
 * (search.ts), the table it keys at patterns.ts.
 */
import * as fromKinds from '../../sim/kinds.ts';
import type { SolverState } from './state.ts';

// Module-local copies of what this file uses from other modules: V8 folds a module's own
// constants into optimised code but loads an imported binding from its module at every use (the
// split solver took 6 % more CPU time than the single class before, the same with these).
const { TRUMP } = fromKinds;

/** Relevance floors, 6 bits per suit: each suit's guard bit and its five value bits. */
const LANE_GUARD = 0x20 * (1 + (1 << 6) + (1 << 12) + (1 << 18) + (1 << 24));
const LANE_VALUE = 0x1f * (1 + (1 << 6) + (1 << 12) + (1 << 18) + (1 << 24));
/** Suit e's depth in packed depths `p` (3 bits per plain suit, 4 for the trumps; see `packRel`). */
export function depthOf(p: number, e: number): number {
  return e === TRUMP ? (p >>> 12) & 15 : (p >>> (3 * e)) & 7;
}
/** The larger floor of `a` and `b` in every suit at once (a lane's guard bit survives the subtraction iff a ≥ b there). */
export function relMax(a: number, b: number): number {
  const t = ((a | LANE_GUARD) - b) & LANE_GUARD;
  const m = t - (t >>> 5);
  return (a & m) | (b & ~m & LANE_VALUE);
}

/** Bits set in a 16-bit mask. */
function popcount16(x: number): number {
  x -= (x >>> 1) & 0x5555;
  x = (x & 0x3333) + ((x >>> 2) & 0x3333);
  x = (x + (x >>> 4)) & 0x0f0f;
  return (x + (x >>> 8)) & 0x1f;
}

/**
 * Relevance floors `w` as depths (how many of each suit's live kinds, from the top, are
 * relevant), packed 3 bits per plain suit and 4 for the trumps: a depth means the same cards
 * in every position of the pattern, a rank would not.
 */
export function packRel(state: SolverState, w: number): number {
  if (w === 0) return 0;
  const h = state.held;
  let p = 0;
  for (let e = 0; e < 5; e++) {
    const f = (w >>> (6 * e)) & 31;
    if (f !== 0) p |= popcount16((h[e] | h[5 + e] | h[10 + e] | h[15 + e]) & ((1 << f) - 1)) << (3 * e);
  }
  return p;
}

/** The floors of packed depths `p` in the current position. */
export function unpackRel(state: SolverState, p: number): number {
  if (p === 0) return 0;
  const h = state.held;
  let w = 0;
  for (let e = 0; e < 5; e++) {
    let d = depthOf(p, e);
    if (d === 0) continue;
    let live = h[e] | h[5 + e] | h[10 + e] | h[15 + e];
    while (--d > 0) live &= live - 1;
    w |= (32 - Math.clz32(live & -live)) << (6 * e);
  }
  return w;
}

/**
 * The trick just completed (its best card `bestKind`, cards in `tc`): its winner is decided by
 * rank only if another card of the winning card's suit lies in it; then that rank is relevant.
 * Otherwise the suit lengths decided it (the others could not follow or did not trump).
 */
export function trickRule(state: SolverState): void {
  const k = state.bestKind;
  const e = state.suit[k];
  const b = (state.trickNo - 1) * 4;
  const tc = state.tc;
  const suit = state.suit;
  let same = 0;
  for (let j = 0; j < 4; j++) if (suit[tc[b + j]] === e) same++;
  if (same > 1) state.relW = relMax(state.relW, (state.rank[k] + 1) << (6 * e));
}

/** Packed depths of every live trump and nothing else (what `bounds` reads). */
export function trumpDepth(state: SolverState): number {
  const h = state.held;
  return popcount16(h[TRUMP] | h[5 + TRUMP] | h[10 + TRUMP] | h[15 + TRUMP]) << (3 * TRUMP);
}
