/**
 * The table keys of a position at a trick boundary: two independent 32-bit Zobrist words over
 * relative cards (each live card as its suit, its rank among the suit's live kinds, its holder,
 * its copies and its point class), so that positions differing only in which of two
 * then-equivalent cards went earlier share an entry, and so do positions of other samples or
 * solos that are the same game; the structural key leaves the point classes out (tables.ts);
 * the context key covers the parties, the rules and the question. Each suit's part of the
 * keys is kept between calls and computed again only for the suits played since, from a
 * cache of parts by the suit's cards.
 */
import * as fromKinds from '../../sim/kinds.ts';
import * as fromState from './state.ts';
import { type SolverState } from './state.ts';

// Module-local copies of what this file uses from other modules: V8 folds a module's own
// constants into optimised code but loads an imported binding from its module at every use (the
// split solver took 6 % more CPU time than the single class before, the same with these).
const { K_H10, KIND_POINTS } = fromKinds;
const { PCLASS_OF_POINTS, POINT_CLASS } = fromState;

// This file's copies of state.ts's layout constants (change them together): V8 folds a module's
// own constants into the optimised search but loads an imported one from its module on every
// use (3 to 5 % of the search's CPU time in interleaved runs).
const NK = 24;
const PART = 6;
const PCLASS_DULLE = 6;
const PCLASSES = 7;
const RS = 16;
const SUIT_CACHE_SLOTS = 1 << 14;
const SUIT_CACHE_WORDS = 4 + 6;

/**
 * Zobrist keys. Relative cards: (effective suit, rank among the live kinds of the suit,
 * seat, copies 1..2, point class). Absolute cards (seat, kind, copies 0..2) while
 * superpiglets may still come into force (their activation depends on the actual ♦A and ♦9).
 * The leader.
 */
const Z_REL = 0;
const Z_ABS = Z_REL + 5 * 13 * 4 * 2 * PCLASSES;
const Z_LEADER = Z_ABS + 4 * NK * 3;
const Z_SIZE = Z_LEADER + 4;
export const Z1 = new Int32Array(Z_SIZE);
export const Z2 = new Int32Array(Z_SIZE);
{
  // Each word a murmur3-finalised counter from a fixed seed: the same keys in every run (tables
  // may be compared in tests). Not consecutive xorshift32 outputs: those are a linear map of one
  // another, so the second key of a position was a function of the first (with the same
  // context) and a verified table hit was only as good as a 32-bit key.
  for (let i = 0; i < Z_SIZE; i++) {
    Z1[i] = mix32(mix32((i * 0x9e3779b1) ^ 0x2545f491));
    Z2[i] = mix32(mix32((i * 0x85ebca77 + 0x165667b1) | 0) ^ 0x7feb352d);
  }
}

/**
 * The Zobrist feature of a relative card: seat s holds `copies` (1 or 2) of the r-th live kind of
 * effective suit e, of point class `pc` (as `hashSuit` keys it; the pattern hashes must name a
 * relevant card as the exact key does).
 */
export function relFeature(e: number, r: number, s: number, copies: number, pc: number): number {
  return Z_REL + ((e * 13 + r) * 8 + 2 * s + copies - 1) * PCLASSES + pc;
}

/** The two Zobrist key words of every feature (for tests of the keys' independence). */
export const zobristWords = (): readonly [Int32Array, Int32Array] => [Z1.slice(), Z2.slice()];

/** Mix 32 bits (murmur3 finaliser). */
export function mix32(h: number): number {
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) | 0;
}

/**
 * The context key of a load: parties, deal length, Dulle rule; with superpiglets pending also
 * the order itself (positions are then keyed by their absolute cards). Also the point classes
 * the keys give the cards, and whether the suit-part cache still holds.
 */
export function loadContext(state: SolverState): void {
  const dulle = state.dulleSecond || state.dulleSecondLast;
  for (let k = 0; k < NK; k++) state.pclass[k] = k === K_H10 && dulle ? PCLASS_DULLE : PCLASS_OF_POINTS[KIND_POINTS[k]];
  checkSuitCache(state);
  let c1 = mix32(state.reMask * 0x9e3779b1 + state.tricks);
  let c2 = mix32(c1 ^ 0x5bd1e995);
  if (state.superPending) {
    for (let k = 0; k < NK; k++) {
      c1 = mix32(c1 ^ ((state.suit[k] << 8) | state.strengthOf[0][k]) ^ (k << 16));
      c2 = mix32(c2 + ((state.suit[k] << 8) | state.strengthOf[0][k]) + (k << 20));
    }
  }
  const flags =
    (state.dulleSecond ? 1 : 0) | (state.dulleSecondLast ? 2 : 0) | (state.superPending ? 4 + (state.pigletHolder << 3) + (state.superHolder << 5) : 0);
  state.ctxBase1 = mix32(c1 ^ flags);
  state.ctxBase2 = mix32(c2 + flags * 0x27d4eb2d);
}

export function setGoal(state: SolverState, goal: number): void {
  state.goal = goal;
  state.ctx1 = mix32(state.ctxBase1 + goal);
  state.ctx2 = mix32(state.ctxBase2 ^ (goal * 0x165667b1));
  state.sctx1 = mix32(state.ctx1 ^ 0x3c6ef372);
  state.sctx2 = mix32(state.ctx2 + 0x5a827999);
}

/**
 * The table keys of the position at a trick boundary: `k1`/`k2` cover every live card as its
 * suit, its rank among the live kinds of the suit, its holder and its point class, so that
 * positions differing only in which of two then-equivalent cards went earlier share an
 * entry (and so do positions of different samples or solos that are the same game).
 * `s1`/`s2`, the structural key, leave the point classes out (see `structure`).
 */
export function hash(state: SolverState): void {
  let h1 = state.ctx1 ^ Z1[Z_LEADER + state.leader];
  let h2 = state.ctx2 ^ Z2[Z_LEADER + state.leader];
  const part = state.part;
  if (state.superPending && !state.superOn) {
    const cnt = state.cnt;
    for (let i = 0; i < 4 * NK; i++) {
      const z = Z_ABS + i * 3 + cnt[i];
      h1 ^= Z1[z];
      h2 ^= Z2[z];
    }
  } else {
    // With superpiglets in force the order of the suits changed: every part again.
    const dirty = state.superPending ? 31 : state.suitDirty;
    for (let e = 0; e < 5; e++) {
      if (dirty & (1 << e)) suitPart(state, e);
      h1 ^= part[e * PART];
      h2 ^= part[e * PART + 1];
    }
    if (!state.superPending) state.suitDirty = 0;
    structure(state);
  }
  state.k1 = h1;
  state.k2 = h2;
}

/** The structural key into `s1`/`s2` from the suits' parts (valid after `hash` until a card is played). */
export function structure(state: SolverState): void {
  const part = state.part;
  let g1 = state.sctx1 ^ Z1[Z_LEADER + state.leader];
  let g2 = state.sctx2 ^ Z2[Z_LEADER + state.leader];
  for (let e = 0; e < 5; e++) {
    g1 ^= part[e * PART + 2];
    g2 ^= part[e * PART + 3];
  }
  state.s1 = g1;
  state.s2 = g2;
}

/**
 * Keep the suit-part cache if this load has the previous one's orders and point classes (the
 * samples and lead cases of one solo), else start it afresh.
 */
function checkSuitCache(state: SolverState): void {
  const basis = state.suitCacheBasis;
  let changed = false;
  let n = 0;
  const put = (x: number) => {
    if (basis[n] !== x) {
      basis[n] = x;
      changed = true;
    }
    n++;
  };
  put(state.superPending ? 1 : 0);
  for (let v = 0; v < (state.superPending ? 2 : 1); v++) {
    const kindAt = state.kindAtOf[v];
    for (let e = 0; e < 5; e++) for (let r = 0; r < RS; r++) put(r < state.kinds[e] ? kindAt[e * RS + r] : -1);
  }
  for (let k = 0; k < NK; k++) put(state.pclass[k]);
  if (changed) state.suitEpoch = (state.suitEpoch + 1) | 0 || 1;
}

/** Suit e's part of the table keys into `part[e * PART ..]`, from the cache or `hashSuit`. */
function suitPart(state: SolverState, e: number): void {
  const held = state.held;
  const w0 = held[e] | (held[5 + e] << 16);
  const w1 = held[10 + e] | (held[15 + e] << 16);
  const w2 = state.doubles[e] | (e << 16) | (state.superOn ? 1 << 20 : 0);
  const c = state.suitCache;
  const i = (mix32(Math.imul(w0, 0x9e3779b1) ^ Math.imul(w1, 0x85ebca77) ^ w2) & (SUIT_CACHE_SLOTS - 1)) * SUIT_CACHE_WORDS;
  const part = state.part;
  const o = e * PART;
  if (c[i] === w0 && c[i + 1] === w1 && c[i + 2] === w2 && c[i + 3] === state.suitEpoch) {
    for (let j = 0; j < PART; j++) part[o + j] = c[i + 4 + j];
    return;
  }
  hashSuit(state, e);
  c[i] = w0;
  c[i + 1] = w1;
  c[i + 2] = w2;
  c[i + 3] = state.suitEpoch;
  for (let j = 0; j < PART; j++) c[i + 4 + j] = part[o + j];
}

/**
 * Suit e's part of the table keys into `part[e * PART ..]`: per live card its rank among the
 * live kinds of the suit, holder and copies; the exact key also its point class, the
 * structural key only whether it is a Dulle under the pair rule; and the signature: the point
 * class of each live kind, strongest first, 3 bits each (kinds 0–9 in the first word, 10–12
 * in the second).
 */
function hashSuit(state: SolverState, e: number): void {
  const held = state.held;
  const cnt = state.cnt;
  const pclass = state.pclass;
  let h1 = 0;
  let h2 = 0;
  let g1 = 0;
  let g2 = 0;
  let sig0 = 0;
  let sig1 = 0;
  const h0 = held[e];
  const hs1 = held[5 + e];
  const hs2 = held[10 + e];
  const hs3 = held[15 + e];
  let live = h0 | hs1 | hs2 | hs3;
  // Live kinds from the strongest down: r counts the live kinds above.
  let r = 0;
  while (live !== 0) {
    const low = live & -live;
    live ^= low;
    const k = state.kindAt[e * RS + (31 - Math.clz32(low))];
    const pc = pclass[k];
    // The structural key keeps the Dulle apart (it wins ties under the pair rule).
    const ps = pc === PCLASS_DULLE ? PCLASS_DULLE : 0;
    const base = (e * 13 + r) * 8;
    if (h0 & low) {
      const z = Z_REL + (base + cnt[k] - 1) * PCLASSES;
      h1 ^= Z1[z + pc];
      h2 ^= Z2[z + pc];
      g1 ^= Z1[z + ps];
      g2 ^= Z2[z + ps];
    }
    if (hs1 & low) {
      const z = Z_REL + (base + 2 + cnt[NK + k] - 1) * PCLASSES;
      h1 ^= Z1[z + pc];
      h2 ^= Z2[z + pc];
      g1 ^= Z1[z + ps];
      g2 ^= Z2[z + ps];
    }
    if (hs2 & low) {
      const z = Z_REL + (base + 4 + cnt[2 * NK + k] - 1) * PCLASSES;
      h1 ^= Z1[z + pc];
      h2 ^= Z2[z + pc];
      g1 ^= Z1[z + ps];
      g2 ^= Z2[z + ps];
    }
    if (hs3 & low) {
      const z = Z_REL + (base + 6 + cnt[3 * NK + k] - 1) * PCLASSES;
      h1 ^= Z1[z + pc];
      h2 ^= Z2[z + pc];
      g1 ^= Z1[z + ps];
      g2 ^= Z2[z + ps];
    }
    if (r < 10) sig0 |= POINT_CLASS[k] << (3 * r);
    else sig1 |= POINT_CLASS[k] << (3 * (r - 10));
    r++;
  }
  const part = state.part;
  const o = e * PART;
  part[o] = h1;
  part[o + 1] = h2;
  part[o + 2] = g1;
  part[o + 3] = g2;
  part[o + 4] = sig0;
  part[o + 5] = sig1;
}
