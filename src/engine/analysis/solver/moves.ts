/**
 * Move generation and ordering: the cards the seat to move may play, equivalent cards merged,
 * best first. What made the cards left out equivalent to those kept goes to the partition
 * search's relevance (`pruneW`, `pruneBlocks`; relevance.ts).
 */
import * as fromKinds from '../../sim/kinds.ts';
import * as fromPlay from './play.ts';
import * as fromRelevance from './relevance.ts';
import type { SolverState } from './state.ts';

// Module-local copies of what this file uses from other modules: V8 folds a module's own
// constants into optimised code but loads an imported binding from its module at every use (the
// split solver took 6 % more CPU time than the single class before, the same with these).
const { K_D9, K_DA, K_H10, KIND_POINTS, TRUMP } = fromKinds;
const { beats } = fromPlay;
const { relMax } = fromRelevance;

// This file's copies of state.ts's layout constants (change them together): V8 folds a module's
// own constants into the optimised search but loads an imported one from its module on every
// use (3 to 5 % of the search's CPU time in interleaved runs).
const NK = 24;
const RS = 16;

/**
 * The strongest values the opponents and the partners of `seat` who play after it can
 * put into the open trick, led (or to be led) in effective suit `led`.
 */
function laterTops(state: SolverState, seat: number, led: number): void {
  const myRe = (state.reMask >> seat) & 1;
  const held = state.held;
  let oppTop = 0;
  let oppTopKind = -1;
  let mateTop = 0;
  let mateTopKind = -1;
  for (let j = state.pos + 1; j < 4; j++) {
    const o = (state.leader + j) & 3;
    const e = state.suitCnt[o * 5 + led] > 0 ? led : TRUMP;
    const m = held[o * 5 + e];
    if (m === 0) continue;
    const k = state.kindAt[e * RS + (31 - Math.clz32(m & -m))];
    const v = state.strength[k];
    if (((state.reMask >> o) & 1) === myRe) {
      if (v > mateTop) {
        mateTop = v;
        mateTopKind = k;
      }
    } else if (v > oppTop) {
      oppTop = v;
      oppTopKind = k;
    }
  }
  state.oppTop = oppTop;
  state.oppTopKind = oppTopKind;
  state.mateTop = mateTop;
  state.mateTopKind = mateTopKind;
}

/**
 * Write the cards `seat` may play to `moves[ply * 16 ..]`, best first; returns their count.
 * A block is a run of the seat's cards of one suit with no other live card (another hand's
 * or the open trick's) between them: its cards have the same power in every trick to come,
 * so only their points differ. Per block: when the trick is sure to go to the other side
 * whatever is played after, only its cheapest card (the dearer one would give the same
 * points later at best); when it is sure for the own side, only its dearest; otherwise one
 * card per point value. `ttMove` (a kind, or -1) goes first.
 */
export function genMoves(state: SolverState, seat: number, ply: number, ttMove: number): number {
  const out = ply * 16;
  const moves = state.moves;
  const keys = state.keys;
  const pos = state.pos;
  const held = state.held;
  let from = 0;
  let to = 4;
  if (pos > 0 && state.suitCnt[seat * 5 + state.led] > 0) from = to = state.led;
  // Kinds in the open trick, per suit (they count as live).
  let tm0 = 0;
  let tm1 = 0;
  let tm2 = 0;
  let tm3 = 0;
  let tm4 = 0;
  const tb = state.trickNo * 4;
  for (let j = 0; j < pos; j++) {
    const k = state.tc[tb + j];
    const bit = 1 << state.rank[k];
    switch (state.suit[k]) {
      case 0:
        tm0 |= bit;
        break;
      case 1:
        tm1 |= bit;
        break;
      case 2:
        tm2 |= bit;
        break;
      case 3:
        tm3 |= bit;
        break;
      default:
        tm4 |= bit;
    }
  }
  const myRe = (state.reMask >> seat) & 1;
  const winnerMine = pos > 0 && ((state.reMask >> ((state.leader + state.bestPos) & 3)) & 1) === myRe;
  if (pos > 0) laterTops(state, seat, state.led);
  // Ordering: a later partner can take the trick from the other side and no later opponent can beat him.
  const mateTakes =
    pos > 0 &&
    !winnerMine &&
    beatenBy(state, state.bestVal, state.bestKind, state.mateTop, state.mateTopKind) &&
    !beatenBy(state, state.mateTop, state.mateTopKind, state.oppTop, state.oppTopKind);
  // The trick is already the own side's whatever the later opponents play.
  const mateSure = winnerMine && !beatenBy(state, state.bestVal, state.bestKind, state.oppTop, state.oppTopKind);
  // Superpiglets still pending: ♦A and ♦9 are never merged (playing them may change the order).
  const pending = state.superPending && !state.superOn;
  const hist = state.history;
  const killer = state.killer[ply] - 1;
  const block = state.block;
  let prune = 0;
  let blocks = 0;
  let m = 0;
  for (let e = from; e <= to; e++) {
    const mine = held[seat * 5 + e];
    if (mine === 0) continue;
    if (pos === 0) laterTops(state, seat, e);
    let others = 0;
    for (let o = 0; o < 4; o++) if (o !== seat) others |= held[o * 5 + e];
    others |= e === 0 ? tm0 : e === 1 ? tm1 : e === 2 ? tm2 : e === 3 ? tm3 : tm4;
    let rest = mine;
    let prevRank = -1;
    let n = 0;
    while (rest !== 0 || n > 0) {
      let r = -1;
      let k = -1;
      if (rest !== 0) {
        const low = rest & -rest;
        r = 31 - Math.clz32(low);
        k = state.kindAt[e * RS + r];
      }
      // Does card k continue the block? No other live card from the previous one to it.
      const joins =
        k >= 0 &&
        n > 0 &&
        (others & (((2 << r) - 1) & ~((1 << prevRank) - 1))) === 0 &&
        !(pending && (k === K_DA || k === K_D9 || block[0] === K_DA || block[0] === K_D9));
      if (k >= 0 && (n === 0 || joins)) {
        block[n++] = k;
        prevRank = r;
        rest ^= 1 << r;
        continue;
      }
      // Flush the block.
      const lead = block[0];
      const fate = trickFate(state, lead, pos, winnerMine);
      // The block's cards have one power: whether they beat the trick's best card is the block's.
      const overtakes = beatsBest(state, lead);
      let seen = 0;
      let skipped = false;
      for (let b = 0; b < n; b++) {
        const kb = block[b];
        const pts = KIND_POINTS[kb];
        if (fate !== 0) {
          // Only the cheapest (sure loss) or dearest (sure win) card of the block.
          let pick = true;
          for (let c = 0; c < n && pick; c++) {
            const pc = KIND_POINTS[block[c]];
            if (fate < 0 ? pc < pts || (pc === pts && c < b) : pc > pts || (pc === pts && c < b)) pick = false;
          }
          if (!pick) {
            skipped = true;
            continue;
          }
        } else {
          if (seen & (1 << pts)) {
            // Next to a card of the same points (adjacent, nothing live between): either
            // leaves the same position, in every position of the pattern. Otherwise the block
            // must stay as it is.
            if (KIND_POINTS[block[b - 1]] !== pts) skipped = true;
            continue;
          }
          seen |= 1 << pts;
        }
        let key: number;
        if (kb === ttMove) key = 1 << 30;
        else {
          const str = state.strength[kb];
          if (pos === 0) key = fate > 0 ? 200_000 + pts * 256 + str : 100_000 + str * 16 + pts;
          else if (mateTakes && !overtakes) key = 350_000 + pts * 256 - str;
          else if (winnerMine && !overtakes) key = fate > 0 ? 200_000 + pts * 256 - str : 60_000 - pts * 256 - str;
          // Overtaking a partner's sure winner only spends a high card: after the smears.
          else if (mateSure && overtakes) key = 150_000 + pts * 256 - str;
          else if (overtakes) key = fate > 0 ? 300_000 + pts * 256 - str : 100_000 - str - pts * 16;
          else key = 50_000 - pts * 256 - str;
          key = key * 64 + Math.min(63, hist[seat * NK + kb] >>> 4);
          // Kontra's last cut-off card at this ply first: its three players then answer alike
          // along different lines, so more of them meet in the table (half the nodes).
          if (kb === killer) key += myRe ? 32 : 1 << 28;
        }
        let i = m++;
        while (i > 0 && keys[i - 1] < key) {
          keys[i] = keys[i - 1];
          moves[out + i] = moves[out + i - 1];
          i--;
        }
        keys[i] = key;
        moves[out + i] = kb;
      }
      if (skipped) {
        // Cards left out stand for kept ones: in the other positions of a pattern the block
        // must be the same (its ranks and every live rank above relevant), and so must the
        // trick's best card the fate was judged against (a card may be left out for the
        // trick's fate only if the same fate awaits it there).
        if (fate !== 0 && pos > 0 && !overtakes) {
          // The trick's fate rests on its best card and the cards to come, not on this block:
          // in another position of the pattern its other cards still go to the same side,
          // and what they would carry there differently is the point gap of its cards kept
          // back. So the best card is relevant, and the block only if one of its cards is
          // (then all: a position with part of it relevant is another pattern).
          prune = relMax(prune, (state.rank[state.bestKind] + 1) << (6 * state.suit[state.bestKind]));
          state.pruneBlocks[ply * 16 + blocks++] = e | (state.rank[lead] << 4) | ((state.rank[block[n - 1]] + 1) << 8);
        } else {
          prune = relMax(prune, (state.rank[block[n - 1]] + 1) << (6 * e));
          if (fate !== 0 && pos > 0) prune = relMax(prune, (state.rank[state.bestKind] + 1) << (6 * state.suit[state.bestKind]));
        }
      }
      n = 0;
    }
  }
  state.pruneW = prune;
  state.pruneBlockCount[ply] = blocks;
  return m;
}

/** Kind k beats the open trick's best card (false when leading). */
function beatsBest(state: SolverState, k: number): boolean {
  return state.pos > 0 && beats(state, k);
}

/**
 * The fate of the open trick if the seat to move plays card k (a block's strongest): 1 sure
 * for its side, -1 sure for the other side, 0 open (`laterTops` set for the trick's suit).
 */
function trickFate(state: SolverState, k: number, pos: number, winnerMine: boolean): number {
  if (pos === 0 || beats(state, k)) return beatenBy(state, state.strength[k], k, state.oppTop, state.oppTopKind) ? 0 : 1;
  if (winnerMine) return beatenBy(state, state.bestVal, state.bestKind, state.oppTop, state.oppTopKind) ? 0 : 1;
  return beatenBy(state, state.bestVal, state.bestKind, state.mateTop, state.mateTopKind) ? 0 : -1;
}

/** Whether a card of value `val` (kind `kind`) in the open trick loses to an opponent's best card `top` (kind `topKind`). */
function beatenBy(state: SolverState, val: number, kind: number, top: number, topKind: number): boolean {
  if (top > val) return true;
  return top === val && kind === K_H10 && topKind === K_H10 && (state.trickNo === state.tricks - 1 ? state.dulleSecondLast : state.dulleSecond);
}
