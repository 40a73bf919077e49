/**
 * The pattern table of the partition search: buckets of `PB` entries of `PE` words, one
 * bucket per context, leader and suit lengths of every hand. An entry holds bounds proved
 * for a *pattern*: the relevant top kinds of each suit (their holders, copies and point
 * classes) and otherwise only how many cards of each suit each hand holds (the x cards).
 * Every position with the same pattern whose x cards have the same points, hand by hand and
 * suit by suit, has the same bounds (the claim and why it holds: `search`, search.ts); with
 * other points on the x cards the bounds widen by what they could move (`xGap`).
 */
import * as fromKeys from './keys.ts';
import * as fromRelevance from './relevance.ts';
import * as fromState from './state.ts';
import { type SolverState } from './state.ts';
import * as fromTables from './tables.ts';

// Module-local copies of what this file uses from other modules: V8 folds a module's own
// constants into optimised code but loads an imported binding from its module at every use (the
// split solver took 6 % more CPU time than the single class before, the same with these).
const { mix32, relFeature, Z1, Z2 } = fromKeys;
const { depthOf } = fromRelevance;
const { POINT_CLASS, POINT_CLASS_VALUES } = fromState;
const { relMove } = fromTables;

// This file's copies of state.ts's layout constants (change them together): V8 folds a module's
// own constants into the optimised search but loads an imported one from its module on every
// use (3 to 5 % of the search's CPU time in interleaved runs).
const NK = 24;
const PB = 8;
const PE = 12;
const PX = 5;
const RS = 16;

/** The pattern key into `p1`/`p2`: context, leader, every hand's length in every suit. */
function patternKey(state: SolverState): void {
  const sc = state.suitCnt;
  let w0 = 0;
  let w1 = 0;
  let w2 = 0;
  for (let i = 0; i < 7; i++) w0 |= sc[i] << (4 * i);
  for (let i = 7; i < 14; i++) w1 |= sc[i] << (4 * (i - 7));
  for (let i = 14; i < 20; i++) w2 |= sc[i] << (4 * (i - 14));
  w2 |= state.leader << 28;
  state.p1 = mix32(mix32(mix32(state.sctx1 ^ 0x7f4a7c15 ^ w0) + w1) ^ w2);
  state.p2 = mix32(mix32(mix32(state.sctx2 + 0x2545f491 + w0) ^ w1) + w2);
}

/**
 * Each suit's prefix hashes into `pre1`/`pre2`: `pre[e * 16 + d]` covers the top d live kinds
 * of suit e as the exact key does (holders, copies, point class).
 */
function prefixes(state: SolverState): void {
  const held = state.held;
  const cnt = state.cnt;
  const pclass = state.pclass;
  const pre1 = state.pre1;
  const pre2 = state.pre2;
  for (let e = 0; e < 5; e++) {
    let h1 = 0;
    let h2 = 0;
    const o = e * 16;
    pre1[o] = 0;
    pre2[o] = 0;
    let live = held[e] | held[5 + e] | held[10 + e] | held[15 + e];
    let r = 0;
    while (live !== 0) {
      const low = live & -live;
      live ^= low;
      const k = state.kindAt[e * RS + (31 - Math.clz32(low))];
      for (let s = 0; s < 4; s++) {
        if ((held[s * 5 + e] & low) === 0) continue;
        const z = relFeature(e, r, s, cnt[s * NK + k], pclass[k]);
        h1 ^= Z1[z];
        h2 ^= Z2[z];
      }
      r++;
      pre1[o + r] = h1;
      pre2[o + r] = h2;
    }
    state.liveKinds[e] = r;
  }
}

/** The top hash (`t1`/`t2`) and the x cards (`xc`) of the current position under packed depths `dv`, in one pass. */
function patternOf(state: SolverState, dv: number): void {
  const xc = state.xc;
  xc.fill(0);
  const held = state.held;
  const cnt = state.cnt;
  const pclass = state.pclass;
  let t1 = 0;
  let t2 = 0;
  for (let e = 0; e < 5; e++) {
    const d = depthOf(dv, e);
    let live = held[e] | held[5 + e] | held[10 + e] | held[15 + e];
    let r = 0;
    while (live !== 0) {
      const low = live & -live;
      live ^= low;
      const k = state.kindAt[e * RS + (31 - Math.clz32(low))];
      if (r < d) {
        for (let s = 0; s < 4; s++) {
          if ((held[s * 5 + e] & low) === 0) continue;
          const z = relFeature(e, r, s, cnt[s * NK + k], pclass[k]);
          t1 ^= Z1[z];
          t2 ^= Z2[z];
        }
      } else {
        const pc = POINT_CLASS[k];
        for (let s = 0; s < 4; s++) if (held[s * 5 + e] & low) xc[(s * 5 + e) * 6 + pc] += cnt[s * NK + k];
      }
      r++;
    }
  }
  state.t1 = t1;
  state.t2 = t2;
}

/** The top hash of the current position under packed depths `dv` into `t1`/`t2` (after `prefixes`); false when a suit has fewer live kinds. */
function topHash(state: SolverState, dv: number): boolean {
  let t1 = 0;
  let t2 = 0;
  for (let e = 0; e < 5; e++) {
    const d = depthOf(dv, e);
    if (d > state.liveKinds[e]) return false;
    t1 ^= state.pre1[e * 16 + d];
    t2 ^= state.pre2[e * 16 + d];
  }
  state.t1 = t1;
  state.t2 = t2;
  return true;
}

/**
 * The point gap between the entry's x cards (stream at `pt[at ..]`) and the current
 * position's (`xc`): hand by hand and suit by suit both sorted by points and paired in that
 * order (the pairing that moves the fewest points), `gapDown` the points Re may have less
 * here, `gapUp` more.
 */
function xGap(state: SolverState, at: number): void {
  const pt = state.pt;
  const xc = state.xc;
  let down = 0;
  let up = 0;
  let w = at;
  let word = pt[w];
  let bp = 0;
  for (let g = 0; g < 20; g++) {
    const o = g * 6;
    let c = 0;
    for (;;) {
      while (c < 6 && xc[o + c] === 0) c++;
      if (c === 6) break;
      xc[o + c]--;
      const a = (word >>> (3 * bp)) & 7;
      if (++bp === 10) {
        bp = 0;
        word = pt[++w];
      }
      const diff = POINT_CLASS_VALUES[a] - POINT_CLASS_VALUES[c];
      if (diff > 0) down += diff;
      else up -= diff;
    }
  }
  state.gapDown = down;
  state.gapUp = up;
}

/** The x stream of the current position (from `xc`) into `xs`. */
function xStream(state: SolverState): void {
  const xs = state.xs;
  xs.fill(0);
  const xc = state.xc;
  let w = 0;
  let bp = 0;
  for (let g = 0; g < 20; g++) {
    for (let c = 0; c < 6; c++) {
      for (let n = xc[g * 6 + c]; n > 0; n--) {
        xs[w] |= c << (3 * bp);
        if (++bp === 10) {
          bp = 0;
          w++;
        }
      }
    }
  }
}

/** Tighten `pLo`/`pHi` (and their relevance `pRl`/`pRh`) from the pattern entries of the position. */
export function probePattern(state: SolverState): void {
  patternKey(state);
  const pt = state.pt;
  const base = (state.p1 & state.ptMask) * PB * PE;
  let prefixed = false;
  for (let b = 0; b < PB; b++) {
    const i = base + b * PE;
    const data = pt[i + 5];
    if (data === 0 || pt[i] !== state.p1 || pt[i + 1] !== state.p2) continue;
    if (!prefixed) {
      prefixes(state);
      prefixed = true;
    }
    const dv = pt[i + 4];
    if (!topHash(state, dv) || state.t1 !== pt[i + 2] || state.t2 !== pt[i + 3]) continue;
    patternOf(state, dv);
    xGap(state, i + 7);
    const lo = (data & 255) - state.gapDown;
    const hi = ((data >>> 8) & 255) + state.gapUp;
    if (lo > state.pLo) {
      state.pLo = lo;
      state.pRl = dv;
    }
    if (hi < state.pHi) {
      state.pHi = hi;
      state.pRh = dv;
    }
  }
}

/** Record bounds proved for the pattern of packed depths `dv` (a bucket's identical pattern tightened, else an entry replaced). */
export function storePattern(state: SolverState, left: number, lo: number, hi: number, dv: number, move: number): void {
  patternKey(state);
  patternOf(state, dv);
  xStream(state);
  const pt = state.pt;
  const xs = state.xs;
  const base = (state.p1 & state.ptMask) * PB * PE;
  let slot = -1;
  let victim = base;
  let victimScore = Infinity;
  for (let b = 0; b < PB; b++) {
    const i = base + b * PE;
    const data = pt[i + 5];
    if (data === 0) {
      if (victimScore > -1) {
        victim = i;
        victimScore = -1;
      }
      continue;
    }
    if (pt[i] === state.p1 && pt[i + 1] === state.p2 && pt[i + 2] === state.t1 && pt[i + 3] === state.t2 && pt[i + 4] === dv) {
      let same = true;
      for (let j = 0; j < PX && same; j++) if (pt[i + 7 + j] !== xs[j]) same = false;
      if (same) {
        slot = i;
        break;
      }
    }
    // Replace an older generation's entry first, then the one of the fewest tricks.
    const score = (pt[i + 6] === state.gen ? 64 : 0) + (data >>> 24);
    if (score < victimScore) {
      victim = i;
      victimScore = score;
    }
  }
  const mv = move < 0 ? 0 : relMove(state, move);
  let data: number;
  if (slot >= 0) {
    const d = pt[slot + 5];
    data = Math.max(lo, d & 255) | (Math.min(hi, (d >>> 8) & 255) << 8) | ((mv !== 0 ? mv : (d >>> 16) & 255) << 16) | (left << 24);
  } else {
    slot = victim;
    pt[slot] = state.p1;
    pt[slot + 1] = state.p2;
    pt[slot + 2] = state.t1;
    pt[slot + 3] = state.t2;
    pt[slot + 4] = dv;
    for (let j = 0; j < PX; j++) pt[slot + 7 + j] = xs[j];
    data = lo | (hi << 8) | (mv << 16) | (left << 24);
  }
  pt[slot + 5] = data;
  pt[slot + 6] = state.gen;
}
