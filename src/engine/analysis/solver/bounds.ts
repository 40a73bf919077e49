/**
 * Bounds before any search, at a trick boundary: the quick tricks the side on lead cashes at
 * once (`cashable`) and the trump partition (`bounds`: the tricks and points each side surely
 * takes from its trumps, and the most it can take). The search cuts a node with them before
 * it tries a card.
 */
import * as fromKinds from '../../sim/kinds.ts';
import * as fromState from './state.ts';
import { type SolverState } from './state.ts';

// Module-local copies of what this file uses from other modules: V8 folds a module's own
// constants into optimised code but loads an imported binding from its module at every use (the
// split solver took 6 % more CPU time than the single class before, the same with these).
const { K_H10, KIND_POINTS, TRUMP } = fromKinds;
const { POINT_CLASS, POINT_CLASS_VALUES } = fromState;

// This file's copies of state.ts's layout constants (change them together): V8 folds a module's
// own constants into the optimised search but loads an imported one from its module on every
// use (3 to 5 % of the search's CPU time in interleaved runs).
const NK = 24;
const RS = 16;

/**
 * Card points the side on lead surely takes at once with the leader's own top cards: top
 * trumps no other player can beat, then top plain cards every opponent must follow or
 * cannot ruff (opponents' trumps counted after the trump rounds). Other players' higher
 * cards stop a run, the partner's too (he could be forced to overtake and take the lead).
 * The three others each add a card to every such trick: at least their cheapest cards.
 */
export function cashable(state: SolverState): number {
  const ld = state.leader;
  const ldRe = (state.reMask >> ld) & 1;
  const held = state.held;
  const cnt = state.cnt;
  const dulle = state.dulleSecond || state.dulleSecondLast;
  let pts = 0;
  let rounds = 0;
  let plainRounds = 0;
  // The ranks read, per suit: down to the one that stopped the run (see `search`).
  let cw = 0;
  // Trumps from the top.
  const mineT = held[ld * 5 + TRUMP];
  let ct = 0;
  if (mineT !== 0) {
    let othersT = 0;
    for (let o = 0; o < 4; o++) if (o !== ld) othersT |= held[o * 5 + TRUMP];
    const n = state.kinds[TRUMP];
    for (let r = 0; r < n; r++) {
      const bit = 1 << r;
      ct = r + 1;
      const k = state.kindAt[TRUMP * RS + r];
      if (mineT & bit) {
        if (k === K_H10 && dulle && othersT & bit) break;
        const c = cnt[ld * NK + k];
        pts += c * KIND_POINTS[k];
        rounds += c;
      }
      if (othersT & bit) break;
    }
  }
  // Plain suits from the top.
  for (let e = 0; e < 4; e++) {
    const mine = held[ld * 5 + e];
    if (mine === 0) continue;
    let others = 0;
    for (let o = 0; o < 4; o++) if (o !== ld) others |= held[o * 5 + e];
    const n = state.kinds[e];
    let round = 0;
    let stop = false;
    let ce = 0;
    for (let r = 0; r < n && !stop; r++) {
      const bit = 1 << r;
      ce = r + 1;
      if (mine & bit) {
        const k = state.kindAt[e * RS + r];
        const c = cnt[ld * NK + k];
        for (let i = 0; i < c && !stop; i++) {
          round++;
          for (let o = 0; o < 4; o++) {
            if (o === ld || ((state.reMask >> o) & 1) === ldRe) continue;
            if (state.suitCnt[o * 5 + e] < round && state.suitCnt[o * 5 + TRUMP] > rounds) {
              stop = true;
              break;
            }
          }
          if (!stop) {
            pts += KIND_POINTS[k];
            plainRounds++;
          }
        }
      }
      if (others & bit) stop = true;
    }
    cw |= ce << (6 * e);
  }
  state.cashW = cw | (ct << (6 * TRUMP));
  // Every other player puts a card into each of these tricks: at least his cheapest ones.
  const all = rounds + plainRounds;
  if (all > 0) for (let o = 0; o < 4; o++) if (o !== ld) pts += cheapest(state, o, all);
  return pts;
}

/** The points of the `n` cheapest cards of `seat`. */
function cheapest(state: SolverState, seat: number, n: number): number {
  const pc = state.pointCount;
  let pts = 0;
  for (let c = 0; c < 6 && n > 0; c++) {
    const x = Math.min(n, pc[seat * 6 + c]);
    pts += x * POINT_CLASS_VALUES[c];
    n -= x;
  }
  return pts;
}

/** How many of `b`'s trumps (ranks, strongest first) the trumps `a` can beat one for one (equal kinds count, to be safe). */
function match(ra: Uint8Array, a0: number, na: number, rb: Uint8Array, b0: number, nb: number): number {
  let i = 0;
  let j = 0;
  let m = 0;
  while (i < na && j < nb) {
    if (ra[a0 + i] <= rb[b0 + j]) {
      m++;
      i++;
    }
    j++;
  }
  return m;
}

/**
 * Bounds on Re's card points from a trick boundary (`reMin`, `reMax`), from the trumps:
 * - a trump wins its trick unless a trump of the other side as high or higher falls in the
 *   same trick, and every trump beats one card at most: of a player's T trumps, at least
 *   T − (how many of them the other side's trumps can beat one for one) win tricks for his
 *   side ("survivors"), each in a trick of its own; the side surely wins as many tricks as
 *   its player with the most survivors has, and surely takes the points of its masters
 *   (trumps above every trump of the other side), of its cheapest other survivors, and of
 *   the cheapest cards of every opponent, one per sure trick;
 * - a side wins at most the tricks the other side does not surely win, T: its players put
 *   at most T cards each into them (their masters among them), the other side at most T
 *   each but never a master: the T most valuable of each.
 */
export function bounds(state: SolverState): void {
  const held = state.held;
  const cnt = state.cnt;
  let reT = 0;
  let koT = 0;
  for (let s = 0; s < 4; s++) {
    if ((state.reMask >> s) & 1) reT |= held[s * 5 + TRUMP];
    else koT |= held[s * 5 + TRUMP];
  }
  const reMasters = reT & ((koT & -koT) - 1);
  const koMasters = koT & ((reT & -reT) - 1);
  const free = state.freeCount;
  free.set(state.pointCount);
  const ranks = state.trumpRanks;
  const sideRanks = state.sideRanks;
  state.sideLen[0] = 0;
  state.sideLen[1] = 0;
  state.trumpLen.fill(0);
  // Trumps per seat (ranks, strongest first) and per side; masters.
  for (let r = 0; r < RS; r++) {
    const bit = 1 << r;
    if (((reT | koT) & bit) === 0) continue;
    for (let s = 0; s < 4; s++) {
      if ((held[s * 5 + TRUMP] & bit) === 0) continue;
      const c = cnt[s * NK + state.kindAt[TRUMP * RS + r]];
      const side = (state.reMask >> s) & 1;
      for (let i = 0; i < c; i++) {
        ranks[s * 26 + state.trumpLen[s]++] = r;
        sideRanks[side * 26 + state.sideLen[side]++] = r;
      }
    }
  }
  for (let s = 0; s < 4; s++) {
    const sRe = (state.reMask >> s) & 1;
    let bits = held[s * 5 + TRUMP] & (sRe ? reMasters : koMasters);
    let n = 0;
    let pts = 0;
    while (bits !== 0) {
      const low = bits & -bits;
      bits ^= low;
      const k = state.kindAt[TRUMP * RS + (31 - Math.clz32(low))];
      const c = cnt[s * NK + k];
      n += c;
      pts += c * KIND_POINTS[k];
      free[s * 6 + POINT_CLASS[k]] -= c;
    }
    state.masterCount[s] = n;
    state.masterPts[s] = pts;
    const other = 1 - sRe;
    state.survivors[s] = state.trumpLen[s] - match(sideRanks, other * 26, state.sideLen[other], ranks, s * 26, state.trumpLen[s]);
  }
  const left = state.tricks - state.trickNo;
  const reSure = sureFor(state, 1);
  const reSurePts = state.surePts;
  const koSure = sureFor(state, 0);
  const koSurePts = state.surePts;
  state.reMax = Math.min(mostFor(state, 1, left - koSure), state.remaining - koSurePts);
  // What Kontra can take at most, Re takes at least.
  const koMax = Math.min(mostFor(state, 0, left - reSure), state.remaining - reSurePts);
  state.reMin = Math.max(reSurePts, state.remaining - koMax);
}

/** The tricks side `side` (1 Re, 0 Kontra) surely wins; its sure points into `surePts`. */
function sureFor(state: SolverState, side: number): number {
  let tricks = 0;
  for (let s = 0; s < 4; s++) if (((state.reMask >> s) & 1) === side && state.survivors[s] > tricks) tricks = state.survivors[s];
  let pts = 0;
  for (let s = 0; s < 4; s++) {
    if (((state.reMask >> s) & 1) === side) {
      pts += state.masterPts[s];
      // Which of its other trumps survive is the other side's choice: count the cheapest.
      if (state.survivors[s] > state.masterCount[s]) pts += cheapestTrumps(state, s, state.survivors[s] - state.masterCount[s]);
    } else if (tricks > 0) pts += cheapest(state, s, tricks);
  }
  state.surePts = pts;
  return tricks;
}

/** The points of the `n` cheapest trumps of `seat` that are not masters. */
function cheapestTrumps(state: SolverState, seat: number, n: number): number {
  // Point classes of the seat's non-master trumps, counted from its rank list.
  let c0 = 0;
  let c2 = 0;
  let c3 = 0;
  let c4 = 0;
  let c10 = 0;
  let c11 = 0;
  const m = state.masterCount[seat];
  for (let i = m; i < state.trumpLen[seat]; i++) {
    switch (KIND_POINTS[state.kindAt[TRUMP * RS + state.trumpRanks[seat * 26 + i]]]) {
      case 0:
        c0++;
        break;
      case 2:
        c2++;
        break;
      case 3:
        c3++;
        break;
      case 4:
        c4++;
        break;
      case 10:
        c10++;
        break;
      default:
        c11++;
    }
  }
  let pts = 0;
  const take = (count: number, value: number) => {
    const x = Math.min(n, count);
    pts += x * value;
    n -= x;
  };
  take(c0, 0);
  take(c2, 2);
  take(c3, 3);
  take(c4, 4);
  take(c10, 10);
  take(c11, 11);
  return pts;
}

/** The most side `side` can take when it wins at most `t` more tricks (see `bounds`). */
function mostFor(state: SolverState, side: number, t: number): number {
  const free = state.freeCount;
  let total = 0;
  for (let s = 0; s < 4; s++) {
    let room = t;
    if (((state.reMask >> s) & 1) === side) {
      total += state.masterPts[s];
      room -= state.masterCount[s];
    }
    for (let c = 5; c >= 0 && room > 0; c--) {
      const n = Math.min(room, free[s * 6 + c]);
      total += n * POINT_CLASS_VALUES[c];
      room -= n;
    }
  }
  return total;
}
