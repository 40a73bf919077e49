/**
 * The exact table and the structural table, both at trick boundaries.
 *
 * The exact table: buckets of two entries of four int32 (key 1, key 2, data, generation),
 * each a lower and an upper bound on Re's future points, the card that decided them (its suit
 * and rank among the live kinds) and the tricks to go; beside it (`ttRel`) the relevance of
 * each bound for the partition search. The key covers the parties, the rules and the
 * question, so entries stay valid across loads; the generation decides which age first.
 *
 * The structural table, direct-mapped, `SE` words per entry: bounds of positions keyed by
 * their structure (the exact key without point classes), with the point signature of the
 * position they were found for. Two positions of one structure differ only in the points of
 * their cards: every line of play of the one is a line of the other with the same trick
 * winners, so Re's points differ by at most what the cards that differ could move (see
 * `signatureGap`), and a bound of the one, widened by that, is a bound of the other.
 */
import * as fromKinds from '../../sim/kinds.ts';
import * as fromKeys from './keys.ts';
import * as fromState from './state.ts';
import { type SolverState } from './state.ts';

// Module-local copies of what this file uses from other modules: V8 folds a module's own
// constants into optimised code but loads an imported binding from its module at every use (the
// split solver took 6 % more CPU time than the single class before, the same with these).
const { TRUMP } = fromKinds;
const { structure } = fromKeys;
const { POINT_CLASS_VALUES } = fromState;

// This file's copies of state.ts's layout constants (change them together): V8 folds a module's
// own constants into the optimised search but loads an imported one from its module on every
// use (3 to 5 % of the search's CPU time in interleaved runs).
const NK = 24;
const PART = 6;
const RS = 16;
const SE = 10;

/** The entry of the position (k1, k2) (index of its first int32), or -1. */
export function probe(state: SolverState, k1: number, k2: number): number {
  const tt = state.tt;
  const i = (k1 & state.ttMask) << 2;
  if (tt[i] === k1 && tt[i + 1] === k2 && tt[i + 2] !== 0) return i;
  const j = i + 4;
  if (tt[j] === k1 && tt[j + 1] === k2 && tt[j + 2] !== 0) return j;
  return -1;
}

/**
 * Record bounds for the position (k1, k2) with `left` tricks to go and the card that
 * decided it (kind, or -1). Data: lo | hi << 8 | move << 16 | left << 24 (left ≥ 2, so a
 * used entry is never 0).
 */
export function store(state: SolverState, k1: number, k2: number, left: number, lo: number, hi: number, move: number, rl: number, rh: number): void {
  const tt = state.tt;
  const gen = state.gen;
  let idx = probe(state, k1, k2);
  const mv = move < 0 ? 0 : relMove(state, move);
  state.stats.ttStores++;
  let data: number;
  let rw: number;
  if (idx >= 0) {
    const d = tt[idx + 2];
    const l = Math.max(lo, d & 255);
    const h = Math.min(hi, (d >>> 8) & 255);
    data = l | (h << 8) | ((mv !== 0 ? mv : (d >>> 16) & 255) << 16) | (left << 24);
    // Each bound keeps the relevance of the proof it came from.
    const old = state.ttRel[idx >> 2];
    rw = (lo > (d & 255) ? rl : old & 0xffff) | ((hi < ((d >>> 8) & 255) ? rh : old >>> 16) << 16);
  } else {
    const i = (k1 & state.ttMask) << 2;
    const j = i + 4;
    // An empty slot, else one from an older generation, else the smaller subtree.
    const di = tt[i + 2];
    const dj = tt[j + 2];
    if (di === 0) idx = i;
    else if (dj === 0) idx = j;
    else if (tt[i + 3] !== gen && tt[j + 3] === gen) idx = i;
    else if (tt[j + 3] !== gen && tt[i + 3] === gen) idx = j;
    else idx = di >>> 24 <= dj >>> 24 ? i : j;
    if (tt[idx + 2] !== 0) state.stats.ttReplaced++;
    tt[idx] = k1;
    tt[idx + 1] = k2;
    data = lo | (hi << 8) | (mv << 16) | (left << 24);
    rw = rl | (rh << 16);
  }
  tt[idx + 2] = data;
  tt[idx + 3] = gen;
  state.ttRel[idx >> 2] = rw;
  if (structuralOn(state)) storeStructure(state, data, rw);
}

/** A card as the table keeps it: effective suit and rank among the live kinds, plus 1. */
export function relMove(state: SolverState, k: number): number {
  const e = state.suit[k];
  const h = state.held;
  const live = h[e] | h[5 + e] | h[10 + e] | h[15 + e];
  let above = live & ((1 << state.rank[k]) - 1);
  let r = 0;
  while (above !== 0) {
    above &= above - 1;
    r++;
  }
  return e * 16 + r + 1;
}

/** The kind of a table card (see relMove) in the current position, or -1. */
export function kindOfRelMove(state: SolverState, mv: number): number {
  if (mv === 0) return -1;
  const e = (mv - 1) >> 4;
  let r = (mv - 1) & 15;
  const h = state.held;
  let live = h[e] | h[5 + e] | h[10 + e] | h[15 + e];
  while (live !== 0) {
    const low = live & -live;
    if (r === 0) return state.kindAt[e * RS + (31 - Math.clz32(low))];
    live ^= low;
    r--;
  }
  return -1;
}

/** Whether the structural table applies (not while superpiglets may still come into force). */
export function structuralOn(state: SolverState): boolean {
  return state.structureOn && (!state.superPending || state.superOn);
}

/**
 * The point gap between the structural entry at `i` and the current position (same
 * structure): per live kind whose point class differs, its copies times the difference,
 * summed separately for the kinds worth less now (Re may lose them) and worth more.
 */
export function signatureGap(state: SolverState, i: number): void {
  const st = state.st;
  const part = state.part;
  const held = state.held;
  const cnt = state.cnt;
  let down = 0;
  let up = 0;
  for (let e = 0; e < 5; e++) {
    const o = e * PART;
    const w = e === TRUMP ? 8 : 3 + e;
    const a0 = st[i + w];
    const b0 = part[o + 4];
    const a1 = e === TRUMP ? st[i + 9] : 0;
    const b1 = part[o + 5];
    if (a0 === b0 && a1 === b1) continue;
    let live = held[e] | held[5 + e] | held[10 + e] | held[15 + e];
    let r = 0;
    while (live !== 0) {
      const low = live & -live;
      live ^= low;
      let pa: number;
      let pb: number;
      if (r < 10) {
        pa = (a0 >>> (3 * r)) & 7;
        pb = (b0 >>> (3 * r)) & 7;
      } else {
        pa = (a1 >>> (3 * (r - 10))) & 7;
        pb = (b1 >>> (3 * (r - 10))) & 7;
      }
      if (pa !== pb) {
        const k = state.kindAt[e * RS + (31 - Math.clz32(low))];
        const copies = cnt[k] + cnt[NK + k] + cnt[2 * NK + k] + cnt[3 * NK + k];
        const d = POINT_CLASS_VALUES[pa] - POINT_CLASS_VALUES[pb];
        if (d > 0) down += d * copies;
        else up -= d * copies;
      }
      r++;
    }
  }
  state.gapDown = down;
  state.gapUp = up;
}

/** The structural entry of the current position's structure (`s1`/`s2`), or -1. */
export function probeStructure(state: SolverState): number {
  const i = (state.s1 & state.stMask) * SE;
  const st = state.st;
  return st[i] === state.s1 && st[i + 1] === state.s2 && st[i + 2] !== 0 ? i : -1;
}

/** Record bounds (data as in `store`) under the current position's structure and signature. */
function storeStructure(state: SolverState, data: number, rw: number): void {
  structure(state);
  const i = (state.s1 & state.stMask) * SE;
  const st = state.st;
  const part = state.part;
  st[i] = state.s1;
  st[i + 1] = state.s2;
  st[i + 2] = data;
  st[i + 7] = rw;
  st[i + 3] = part[4];
  st[i + 4] = part[PART + 4];
  st[i + 5] = part[2 * PART + 4];
  st[i + 6] = part[3 * PART + 4];
  st[i + 8] = part[TRUMP * PART + 4];
  st[i + 9] = part[TRUMP * PART + 5];
}
