/**
 * Playing a card and taking it back: the hands' counts and rank bits, the open trick and its
 * best card, the trick's winner, and the superpiglets coming into force when the card that
 * activates them is played. An undo stack per ply (`UNDO` words), so that the search
 * allocates nothing; `push` saves the played suit's part of the key (keys.ts), `pop` restores it.
 */
import * as fromKinds from '../../sim/kinds.ts';
import * as fromState from './state.ts';
import { type SolverState } from './state.ts';

// Module-local copies of what this file uses from other modules: V8 folds a module's own
// constants into optimised code but loads an imported binding from its module at every use (the
// split solver took 6 % more CPU time than the single class before, the same with these).
const { K_D9, K_DA, K_H10, KIND_POINTS, TRUMP } = fromKinds;
const { POINT_CLASS, rebuildHeld, useOrder } = fromState;

// This file's copies of state.ts's layout constants (change them together): V8 folds a module's
// own constants into the optimised search but loads an imported one from its module on every
// use (3 to 5 % of the search's CPU time in interleaved runs).
const NK = 24;
const PART = 6;
const UNDO = 8 + 6;

/** Play kind k for `seat` at ply `ply`; returns the trick's winner when the trick completes, else -1. */
export function push(state: SolverState, seat: number, k: number, ply: number): number {
  const u = ply * UNDO;
  const undo = state.undo;
  const e = state.suit[k];
  undo[u + 7] = state.suitDirty;
  const part = state.part;
  const o = e * PART;
  for (let i = 0; i < PART; i++) undo[u + 8 + i] = part[o + i];
  state.suitDirty |= 1 << e;
  undo[u] = state.bestVal;
  undo[u + 1] = state.bestPos;
  undo[u + 2] = state.bestKind;
  undo[u + 3] = state.trickPts;
  undo[u + 4] = state.led;
  undo[u + 5] = state.leader;
  undo[u + 6] = 0;
  const ci = seat * NK + k;
  const c = state.cnt[ci];
  state.cnt[ci] = c - 1;
  state.pointCount[seat * 6 + POINT_CLASS[k]]--;
  const se = seat * 5 + e;
  state.suitCnt[se]--;
  if (c === 1) state.held[se] &= ~(1 << state.rank[k]);
  else if (c === 2) state.doubles[e] &= ~(1 << state.rank[k]);
  state.handLen[seat]--;
  const pos = state.pos;
  const t = state.trickNo;
  state.tc[t * 4 + pos] = k;
  if (state.superPending && !state.superOn && k === K_DA && seat === state.pigletHolder && state.cnt[state.superHolder * NK + K_D9] === 2) {
    switchSuper(state, true);
    undo[u + 6] = 1;
  }
  if (pos === 0) {
    state.led = e;
    state.bestVal = state.strength[k];
    state.bestPos = 0;
    state.bestKind = k;
    state.trickPts = KIND_POINTS[k];
  } else {
    state.trickPts += KIND_POINTS[k];
    if (undo[u + 6] === 1) rescoreTrick(state, pos);
    else if (beats(state, k)) {
      state.bestVal = state.strength[k];
      state.bestPos = pos;
      state.bestKind = k;
    }
  }
  if (pos === 3) {
    const w = (state.leader + state.bestPos) & 3;
    state.remaining -= state.trickPts;
    state.leader = w;
    state.pos = 0;
    state.trickNo = t + 1;
    return w;
  }
  state.pos = pos + 1;
  return -1;
}

export function pop(state: SolverState, seat: number, k: number, ply: number, completed: boolean): void {
  const u = ply * UNDO;
  const undo = state.undo;
  const e = state.suit[k];
  state.suitDirty = undo[u + 7];
  const part = state.part;
  const o = e * PART;
  for (let i = 0; i < PART; i++) part[o + i] = undo[u + 8 + i];
  if (completed) {
    state.trickNo--;
    state.pos = 3;
    state.remaining += undo[u + 3] + KIND_POINTS[k];
  } else state.pos--;
  if (undo[u + 6] === 1) switchSuper(state, false);
  state.bestVal = undo[u];
  state.bestPos = undo[u + 1];
  state.bestKind = undo[u + 2];
  state.trickPts = undo[u + 3];
  state.led = undo[u + 4];
  state.leader = undo[u + 5];
  const ci = seat * NK + k;
  if (++state.cnt[ci] === 2) state.doubles[e] |= 1 << state.rank[k];
  state.pointCount[seat * 6 + POINT_CLASS[k]]++;
  const se = seat * 5 + e;
  state.suitCnt[se]++;
  state.held[se] |= 1 << state.rank[k];
  state.handLen[seat]++;
}

/** Superpiglets come into force (or, undoing, go out of it): a new card order. */
function switchSuper(state: SolverState, on: boolean): void {
  state.superOn = on;
  useOrder(state, on ? 1 : 0);
  rebuildHeld(state);
}

/** Re-evaluate the best card of the open trick (cards 0..last) after the order changed. */
function rescoreTrick(state: SolverState, last: number): void {
  const base = state.trickNo * 4;
  const k0 = state.tc[base];
  state.led = state.suit[k0];
  state.bestVal = state.strength[k0];
  state.bestPos = 0;
  state.bestKind = k0;
  for (let j = 1; j <= last; j++) {
    const k = state.tc[base + j];
    if (beats(state, k)) {
      state.bestVal = state.strength[k];
      state.bestPos = j;
      state.bestKind = k;
    }
  }
}

/** Whether kind k, played now, beats the open trick's best card. */
export function beats(state: SolverState, k: number): boolean {
  const e = state.suit[k];
  if (e !== TRUMP && e !== state.led) return false;
  const v = state.strength[k];
  if (v > state.bestVal) return true;
  if (k === K_H10 && state.bestKind === K_H10) return state.trickNo === state.tricks - 1 ? state.dulleSecondLast : state.dulleSecond;
  return false;
}
