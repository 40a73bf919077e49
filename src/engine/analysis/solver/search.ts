/**
 * The search: fail-soft alpha-beta over Re's card points (or the schwarz questions) with the
 * tables (tables.ts, patterns.ts), the bounds (bounds.ts) and the move ordering (moves.ts);
 * the last two tricks by plain alpha-beta, the last trick scored directly; and the node
 * accounting (budget, progress reports) that can unwind a search.
 */
import * as fromKinds from '../../sim/kinds.ts';
import * as fromBounds from './bounds.ts';
import * as fromKeys from './keys.ts';
import * as fromMoves from './moves.ts';
import * as fromPatterns from './patterns.ts';
import * as fromPlay from './play.ts';
import * as fromRelevance from './relevance.ts';
import type { SolverState } from './state.ts';
import * as fromTables from './tables.ts';

// Module-local copies of what this file uses from other modules: V8 folds a module's own
// constants into optimised code but loads an imported binding from its module at every use (the
// split solver took 6 % more CPU time than the single class before, the same with these).
const { K_H10, KIND_POINTS, TRUMP } = fromKinds;
const { bounds, cashable } = fromBounds;
const { hash } = fromKeys;
const { genMoves } = fromMoves;
const { probePattern, storePattern } = fromPatterns;
const { pop, push } = fromPlay;
const { packRel, relMax, trickRule, trumpDepth, unpackRel } = fromRelevance;
const { kindOfRelMove, probe, probeStructure, signatureGap, store, structuralOn } = fromTables;

// This file's copies of state.ts's layout constants (change them together): V8 folds a module's
// own constants into the optimised search but loads an imported one from its module on every
// use (3 to 5 % of the search's CPU time in interleaved runs).
const GOAL_ALL_TRICKS = 1;
const GOAL_POINTS = 0;
const NK = 24;
const PROGRESS_NODES = 1 << 20;
const RS = 16;

/** Thrown to unwind the search when the node budget runs out. */
export class BudgetExceeded extends Error {}

/** The next checkpoint: the budget's end or the next progress report, whichever comes first. */
export function setCheckpoint(state: SolverState): void {
  const end = state.nodesAtStart + state.nodeBudget;
  state.checkpoint = Math.min(end, state.onProgress ? state.nextReport : Infinity);
}

function reachCheckpoint(state: SolverState): void {
  if (state.stats.nodes - state.nodesAtStart > state.nodeBudget) throw new BudgetExceeded();
  if (state.onProgress && state.stats.nodes > state.nextReport) {
    state.nextReport += PROGRESS_NODES;
    state.onProgress(state.stats.nodes);
  }
  setCheckpoint(state);
}

/** The last trick, every hand down to one card: its points to Re or not. */
function lastTrick(state: SolverState): number {
  const ld = state.leader;
  const cards = state.lastCards;
  let bestS = ld;
  let bestK = 0;
  let bestV = 0;
  let pts = 0;
  let led = 0;
  for (let j = 0; j < 4; j++) {
    const s = (ld + j) & 3;
    let k = 0;
    for (let e = 0; e < 5; e++) {
      const m = state.held[s * 5 + e];
      if (m !== 0) {
        k = state.kindAt[e * RS + (31 - Math.clz32(m & -m))];
        break;
      }
    }
    pts += KIND_POINTS[k];
    cards[j] = k;
    const e = state.suit[k];
    if (j === 0) {
      led = e;
      bestV = state.strength[k];
      bestK = k;
      continue;
    }
    if (e !== TRUMP && e !== led) continue;
    const v = state.strength[k];
    if (v > bestV || (k === K_H10 && bestK === K_H10 && state.dulleSecondLast)) {
      bestV = v;
      bestK = k;
      bestS = s;
    }
  }
  // Relevance: the winning card's rank if another card of its suit lies in the trick.
  const eb = state.suit[bestK];
  let same = 0;
  for (let j = 0; j < 4; j++) if (state.suit[cards[j]] === eb) same++;
  state.relW = same > 1 ? (state.rank[bestK] + 1) << (6 * eb) : 0;
  const g = state.goal;
  const reWins = (state.reMask >> bestS) & 1;
  if (g === GOAL_POINTS) return reWins ? pts : 0;
  if (g === GOAL_ALL_TRICKS) return reWins;
  return reWins;
}

/**
 * The last two tricks (from any card of the first of them): plain fail-soft alpha-beta over
 * every kind the seat may play, the last trick scored directly. No table, bounds or move
 * ordering: with eight cards left they cost more than the few cards they would save.
 */
function lastTwo(state: SolverState, alpha: number, beta: number, ply: number): number {
  const pos = state.pos;
  const seat = (state.leader + pos) & 3;
  const isRe = (state.reMask >> seat) & 1;
  const goal = state.goal;
  const stats = state.stats;
  let from = 0;
  let to = 4;
  if (pos > 0 && state.suitCnt[seat * 5 + state.led] > 0) from = to = state.led;
  let best = isRe ? -1 : 1000;
  let a = alpha;
  let b = beta;
  let acc = 0;
  // Trumps first (4 % fewer nodes in 6-trick endings than plain suits first).
  for (let e = to; e >= from; e--) {
    // The bits as they stand now (a superpiglet switch inside push is undone by pop).
    let bits = state.held[seat * 5 + e];
    while (bits !== 0) {
      const low = bits & -bits;
      bits ^= low;
      const k = state.kindAt[e * RS + (31 - Math.clz32(low))];
      if (++stats.nodes > state.checkpoint) reachCheckpoint(state);
      const pts = state.trickPts + KIND_POINTS[k];
      const w = push(state, seat, k, ply);
      const d = state.depth++;
      state.pathSeat[d] = seat;
      state.pathKind[d] = k;
      state.pathDone[d] = w >= 0 ? 1 : 0;
      let v: number;
      if (w < 0) v = lastTwo(state, a, b, ply + 1);
      else {
        const reWon = (state.reMask >> w) & 1;
        const last = lastTrick(state);
        if (goal === GOAL_POINTS) v = (reWon ? pts : 0) + last;
        else if (goal === GOAL_ALL_TRICKS) v = reWon ? last : 0;
        else v = reWon ? 1 : last;
        trickRule(state);
      }
      state.depth--;
      pop(state, seat, k, ply, w >= 0);
      if (isRe) {
        if (v > best) {
          best = v;
          if (v > a) a = v;
        }
      } else if (v < best) {
        best = v;
        if (v < b) b = v;
      }
      // A cut-off: the claim rests on this card alone; else on every card tried.
      if (a >= b) return best;
      acc = relMax(acc, state.relW);
    }
  }
  state.relW = acc;
  return best;
}

/**
 * Fail-soft alpha-beta: Re's points from the cards not yet in completed tricks (for the
 * schwarz questions 1/0: Re takes every trick / any trick). A result ≤ alpha is an upper
 * bound, ≥ beta a lower bound, in between exact.
 *
 * Partition search: the result's relevance goes to `relW`, per suit a floor: the live kinds
 * at or above it are relevant, the others (x cards) matter only by how many each hand holds.
 * Claim: every position with the same leader and suit lengths, the same relevant cards (who
 * holds each, how many copies, its point class) and, hand by hand and suit by suit, x cards
 * of the same points has the same bound. Why: map its x cards one for one onto this
 * position's (same hand, suit and points); every line of play of the one is then a line of
 * the other with the same trick winners and points, because
 * - a trick's winner depends on ranks only where another card of its suit lies in it, and
 *   then the winning card is relevant (`trickRule`), so the cards below it lose there too;
 * - a cut-off rests on the one card that made it, an all-node on every card tried and on
 *   what made the cards left out equivalent to those (`pruneW`, `pruneBlocks`);
 * - quick bounds and table entries carry the ranks they read (`cashW`, every trump for
 *   `bounds`, an entry's stored relevance): the rest of what they read is suit lengths and
 *   each hand's points, the same in every such position.
 * With other points on the x cards the bound widens by the points they could move, paired
 * by points hand by hand and suit by suit (`xGap`); the relevance stays that of the entry.
 */
export function search(state: SolverState, alpha: number, beta: number, ply: number): number {
  const pos = state.pos;
  const goal = state.goal;
  let k1 = 0;
  let k2 = 0;
  let ttMove = -1;
  let lo = 0;
  let hi = goal === GOAL_POINTS ? state.remaining : 1;
  const left = state.tricks - state.trickNo;
  if (pos === 0) {
    if (left === 1) return lastTrick(state);
    if (left === 0) {
      state.relW = 0;
      return goal === GOAL_ALL_TRICKS ? 1 : 0;
    }
  }
  if (left === 2 && pos > 0) return lastTwo(state, alpha, beta, ply);
  // Re has what the window asks for already, or the window asks for more than is left:
  // the trivial bounds decide, for every position.
  if (beta <= 0 || alpha >= hi) {
    state.relW = 0;
    return beta <= 0 ? 0 : hi;
  }
  // The table holds trick boundaries only (inside a trick it measured no gain).
  const useTable = pos === 0;
  // Relevance (packed depths) of lo and hi; the trivial bounds hold for every position.
  let rl = 0;
  let rh = 0;
  if (useTable) {
    hash(state);
    k1 = state.k1;
    k2 = state.k2;
    const idx = probe(state, k1, k2);
    if (idx >= 0) {
      const d = state.tt[idx + 2];
      const rw = state.ttRel[idx >> 2];
      if ((d & 255) > lo) {
        lo = d & 255;
        rl = rw & 0xffff;
      }
      if (((d >>> 8) & 255) < hi) {
        hi = (d >>> 8) & 255;
        rh = rw >>> 16;
      }
      if (lo >= beta || hi <= alpha || lo === hi) {
        state.stats.ttHits++;
        return decided(state, lo, hi, beta, rl, rh);
      }
      ttMove = kindOfRelMove(state, (d >>> 16) & 255);
    }
    // Positions of the same structure, their bounds widened by the point gap.
    if (structuralOn(state)) {
      const si = probeStructure(state);
      if (si >= 0) {
        signatureGap(state, si);
        const d = state.st[si + 2];
        const rw = state.st[si + 7];
        const slo = (d & 255) - state.gapDown;
        const shi = ((d >>> 8) & 255) + state.gapUp;
        if (slo > lo) {
          lo = slo;
          rl = rw & 0xffff;
        }
        if (shi < hi) {
          hi = shi;
          rh = rw >>> 16;
        }
        if (lo >= beta || hi <= alpha || lo === hi) {
          state.stats.structureHits++;
          store(state, k1, k2, left, lo, hi, ttMove, rl, rh);
          return decided(state, lo, hi, beta, rl, rh);
        }
        if (ttMove < 0) ttMove = kindOfRelMove(state, (d >>> 16) & 255);
      }
    }
    // Positions of the same pattern (partition search).
    if (state.partitioned && left >= 3 && goal === GOAL_POINTS) {
      state.pLo = lo;
      state.pHi = hi;
      state.pRl = rl;
      state.pRh = rh;
      probePattern(state);
      lo = state.pLo;
      hi = state.pHi;
      rl = state.pRl;
      rh = state.pRh;
      if (lo >= beta || hi <= alpha || lo === hi) {
        state.stats.patternHits++;
        store(state, k1, k2, left, lo, hi, ttMove, rl, rh);
        return decided(state, lo, hi, beta, rl, rh);
      }
    }
  }
  if (left === 2) {
    const v = lastTwo(state, alpha, beta, ply);
    finish(state, k1, k2, left, lo, hi, v, alpha, beta, -1, rl, rh);
    return v;
  }
  if (pos === 0) {
    if (goal === GOAL_POINTS && !(state.superPending && !state.superOn)) {
      // The cheap quick tricks first; the trump partition only when they do not decide.
      const cash = cashable(state);
      if ((state.reMask >> state.leader) & 1) {
        if (cash > lo) {
          lo = cash;
          rl = packRel(state, state.cashW);
        }
      } else if (state.remaining - cash < hi) {
        hi = state.remaining - cash;
        rh = packRel(state, state.cashW);
      }
      if (lo < beta && hi > alpha) {
        bounds(state);
        if (state.reMax < hi) {
          hi = state.reMax;
          rh = trumpDepth(state);
        }
        if (state.reMin > lo) {
          lo = state.reMin;
          rl = trumpDepth(state);
        }
      }
      if (lo >= beta || hi <= alpha) {
        state.stats.quickCuts++;
        store(state, k1, k2, left, lo, hi, -1, rl, rh);
        return decided(state, lo, hi, beta, rl, rh);
      }
    }
  }
  const seat = (state.leader + pos) & 3;
  const isRe = (state.reMask >> seat) & 1;
  const m = genMoves(state, seat, ply, ttMove);
  const prune = state.pruneW;
  const moves = state.moves;
  const out = ply * 16;
  let best = isRe ? -1 : 1000;
  let bestMove = -1;
  let a = alpha;
  let b = beta;
  const stats = state.stats;
  // A cut-off rests on its card alone (its relevance is in `relW`); otherwise on every card
  // tried, and on what made the cards left out equivalent to them.
  let acc = prune;
  let cut = false;
  for (let i = 0; i < m; i++) {
    const k = moves[out + i];
    if (++stats.nodes > state.checkpoint) reachCheckpoint(state);
    const pts = state.trickPts + KIND_POINTS[k];
    const w = push(state, seat, k, ply);
    const d = state.depth++;
    state.pathSeat[d] = seat;
    state.pathKind[d] = k;
    state.pathDone[d] = w >= 0 ? 1 : 0;
    let v: number;
    if (w < 0) v = search(state, a, b, ply + 1);
    else {
      if (goal === GOAL_POINTS) {
        const g = (state.reMask >> w) & 1 ? pts : 0;
        v = g + search(state, a - g, b - g, ply + 1);
      } else if (goal === GOAL_ALL_TRICKS) {
        if ((state.reMask >> w) & 1) v = search(state, a, b, ply + 1);
        else {
          v = 0;
          state.relW = 0;
        }
      } else if ((state.reMask >> w) & 1) {
        v = 1;
        state.relW = 0;
      } else v = search(state, a, b, ply + 1);
      trickRule(state);
    }
    state.depth--;
    pop(state, seat, k, ply, w >= 0);
    if (isRe) {
      if (v > best) {
        best = v;
        bestMove = k;
        if (v > a) {
          a = v;
          if (a >= b) {
            cut = true;
            break;
          }
        }
      }
    } else if (v < best) {
      best = v;
      bestMove = k;
      if (v < b) {
        b = v;
        if (a >= b) {
          cut = true;
          break;
        }
      }
    }
    acc = relMax(acc, state.relW);
  }
  if (!cut) {
    for (let j = state.pruneBlockCount[ply] - 1; j >= 0; j--) {
      const x = state.pruneBlocks[ply * 16 + j];
      const e = x & 15;
      if (((acc >>> (6 * e)) & 31) > ((x >>> 4) & 15)) acc = relMax(acc, (x >>> 8) << (6 * e));
    }
    state.relW = acc;
  }
  if (a >= b && bestMove >= 0) {
    // A cut-off: remember the card for ordering elsewhere.
    state.killer[ply] = bestMove + 1;
    state.history[seat * NK + bestMove] += left * left;
  }
  if (useTable) finish(state, k1, k2, left, lo, hi, best, alpha, beta, bestMove, rl, rh);
  return best;
}

/** Return value of a node its bounds decided: the bound, its relevance (packed depths `rl` / `rh`) into `relW`. */
function decided(state: SolverState, lo: number, hi: number, beta: number, rl: number, rh: number): number {
  if (lo >= beta) {
    state.relW = unpackRel(state, rl);
    return lo;
  }
  state.relW = unpackRel(state, rh);
  return hi;
}

/**
 * Record a searched boundary node: `best` (relevance in `relW`) is an upper bound (≤ alpha)
 * or a lower bound (≥ beta); the node's other bound comes from the tables or quick bounds
 * (`lo`/`hi`, relevance `rl`/`rh`, packed depths). The pattern table gets the searched bound only.
 */
function finish(
  state: SolverState,
  k1: number,
  k2: number,
  left: number,
  lo: number,
  hi: number,
  best: number,
  alpha: number,
  beta: number,
  move: number,
  rl: number,
  rh: number,
): void {
  const r = packRel(state, state.relW);
  if (best <= alpha) {
    if (best < hi) {
      hi = best;
      rh = r;
    }
  } else if (best >= beta) {
    if (best > lo) {
      lo = best;
      rl = r;
    }
  } else {
    lo = hi = best;
    rl = rh = r;
  }
  store(state, k1, k2, left, lo, hi, move, rl, rh);
  if (state.partitioned && left >= 3 && state.goal === GOAL_POINTS) {
    if (best <= alpha) storePattern(state, left, 0, best, r, move);
    else if (best >= beta) storePattern(state, left, best, state.remaining, r, move);
    else storePattern(state, left, best, best, r, move);
  }
}
