/**
 * The exact double-dummy solver: every hand open, the Re party (the soloist, or the two Re
 * players of a normal game) maximising its card points, Kontra minimising them. It starts
 * from any position of a `SimDeal` (also in the middle of a trick) and answers
 *
 * - `atLeast(need)`: can Re take at least `need` more card points? One null-window search
 *   (the win/loss question of the deep tier costs one search, not a bisection);
 * - `value()`: the exact number, by MTD(f): null-window searches whose fail-soft answers
 *   move the window, seeded from the table;
 * - `allTricks()` / `noTrick()`: the schwarz questions.
 *
 * Speed comes from:
 * - fail-soft alpha-beta over card points with a transposition table at trick boundaries:
 *   positions (who holds which cards, who leads, the card order in force) hashed with two
 *   32-bit Zobrist keys, each entry a lower and an upper bound on Re's future points and
 *   the card that decided it. The key also covers the contract's order, the parties and the
 *   question, so one table serves every position, sample and solo of a hand: entries stay
 *   valid across `load`s (`sameDeal` only decides which entries age first);
 * - a structural table beside it: bounds keyed by the position without its cards' points,
 *   widened by the points the differing cards could move, decide positions of the same
 *   structure (tables.ts);
 * - partition search: every result carries the ranks it rested on (per suit how many of the
 *   top live kinds; the rest of a suit counts only by how many cards each hand holds of it),
 *   and a pattern table keyed by the leader and the suit lengths holds bounds valid for every
 *   position with the same relevant top cards, widened by the points its other cards could
 *   move (patterns.ts, relevance.ts; the claim and why it holds at `search`, search.ts);
 * - bounds before any search: quick tricks (top cards the side on lead cashes at once, so the
 *   other side cannot stop it) give a lower bound for the side on lead; partition bounds from
 *   the trumps (masters, and trumps the other side's trumps cannot all beat one for one, win
 *   tricks: sure tricks and sure points for each side, bounds.ts) narrow both ends;
 * - move ordering: the table's card, then rules of thumb (cash sure winners, smear onto a
 *   partner's sure trick rather than overtake it, win cheaply, throw the cheapest card), then
 *   the history heuristic and killer cards;
 * - equivalent cards merged: of a player's cards that are adjacent in the order in force
 *   with no card between them still live (held by another player or in the open trick),
 *   only one per point value is tried;
 * - the last two tricks are played out by plain alpha-beta (no ordering, bounds or merging;
 *   their boundary position still goes into the table), the last trick scored directly;
 * - each suit's part of the key kept between trick boundaries and taken from a cache by the
 *   suit's cards when it changed (keys.ts);
 * - no allocation while searching (typed arrays sized once, an undo stack per ply).
 *
 * Card order, the Dulle rule (incl. the last-trick exception), piglets and superpiglets
 * (also when they activate during play) come from the `SimDeal` the position is loaded
 * from. An open marriage (parties not yet known) cannot be solved: `load` refuses it.
 *
 * A node budget (optional) stops a search that runs too long; the question then answers
 * null and `stats.budgetHits` counts it.
 *
 * The parts, one concern per file (as the bridge solver DDS splits its own), each a set of
 * functions of one `SolverState` (state.ts: the position, the tables and every scratch
 * array, sized once): keys.ts (Zobrist keys of a position and of the question), tables.ts
 * (the exact and the structural table), relevance.ts and patterns.ts (the partition search's
 * ranks and its pattern table), bounds.ts (quick tricks, trump partition), play.ts (play a
 * card, take it back), moves.ts (move generation and ordering), search.ts (alpha-beta and the
 * node budget). This file is the public entry: loading a position and the questions.
 */
import type { SimDeal } from '../../sim/deal.ts';
import * as fromKinds from '../../sim/kinds.ts';
import * as fromBounds from './bounds.ts';
import * as fromKeys from './keys.ts';
import * as fromPlay from './play.ts';
import * as fromSearch from './search.ts';
import * as fromState from './state.ts';
import { type SolverOptions, SolverState, type SolverStats } from './state.ts';

// Module-local copies of what this file uses from other modules: V8 folds a module's own
// constants into optimised code but loads an imported binding from its module at every use (the
// split solver took 6 % more CPU time than the single class before, the same with these).
const { KIND_POINTS, TRUMP } = fromKinds;
const { bounds } = fromBounds;
const { loadContext, setGoal } = fromKeys;
const { pop, push } = fromPlay;
const { BudgetExceeded, search, setCheckpoint } = fromSearch;
const { buildOrder, GOAL_ALL_TRICKS, GOAL_ANY_TRICK, GOAL_POINTS, NK, POINT_CLASS, rebuildHeld, useOrder } = fromState;
export { PROGRESS_NODES, type SolverOptions, type SolverStats } from './state.ts';
export { zobristWords } from './keys.ts';

export class Solver {
  /** Everything the search reads and writes (see state.ts). */
  private readonly state: SolverState;
  /** Counters since the solver was made. */
  readonly stats: SolverStats;
  /** How far `cardValues` got: cards valued so far, of how many (for progress reports). */
  cardsValued = 0;
  cardsToValue = 0;
  /**
   * What a `cardValues` stopped by the node budget knew (null after one that finished): the
   * cards valued, and the bounds its bisection had reached on the card it was valuing.
   */
  stoppedAt: { readonly values: readonly { kind: number; value: number }[]; readonly kind: number; readonly low: number; readonly high: number } | null = null;
  /** The interval the last bisection held when the budget stopped it. */
  private openLow = 0;
  private openHigh = 0;

  constructor(options: SolverOptions = {}) {
    this.state = new SolverState(options);
    this.stats = this.state.stats;
  }

  /** Cards tried per question before it gives up with null (Infinity: no limit); may change while a search runs. */
  get nodeBudget(): number {
    return this.state.nodeBudget;
  }

  set nodeBudget(budget: number) {
    this.state.nodeBudget = budget;
  }

  /** Forget every table entry and the move-ordering history. */
  clear(): void {
    const state = this.state;
    state.tt.fill(0);
    state.st.fill(0);
    state.ttRel.fill(0);
    state.pt.fill(0);
    state.history.fill(0);
    state.killer.fill(0);
  }

  /**
   * Load the position of `sim` (any point of the play: at a trick boundary or inside a trick).
   * Re is `sim`'s Re party (the soloist in a solo). Returns false when the parties are not
   * known yet (an open marriage), or the deal is over.
   * `sameDeal`: the position continues the previous one's deal (its table entries are kept
   * young); the table is valid for any position either way.
   */
  load(sim: SimDeal, sameDeal = false): boolean {
    const state = this.state;
    state.loaded = false;
    if (sim.marriageOpen || sim.finished) return false;
    state.tricks = sim.tricks;
    state.dulleSecond = sim.dulleSecondWins;
    state.dulleSecondLast = sim.dulleSecondWinsLast;
    state.suit.set(sim.suit);
    state.superOn = false;
    state.superPending = sim.superHolder >= 0 && !sim.superActive;
    state.pigletHolder = sim.pigletHolder;
    state.superHolder = sim.superHolder;
    buildOrder(state, 0, sim.strength, sim.orders.deck);
    if (state.superPending) buildOrder(state, 1, sim.strengthSuper, sim.orders.deck);
    useOrder(state, 0);
    state.reMask = sim.reMask;

    // Hands.
    state.cnt.fill(0);
    state.suitCnt.fill(0);
    state.pointCount.fill(0);
    state.remaining = 0;
    for (let s = 0; s < 4; s++) {
      for (let e = 0; e < 5; e++) {
        const n = sim.suitCount[s * 5 + e];
        state.suitCnt[s * 5 + e] = n;
        for (let i = 0; i < n; i++) {
          const k = sim.hand[s * 60 + e * 12 + i];
          state.cnt[s * NK + k]++;
          state.pointCount[s * 6 + POINT_CLASS[k]]++;
          state.remaining += KIND_POINTS[k];
        }
      }
      state.handLen[s] = sim.handLen[s];
    }
    rebuildHeld(state);
    state.suitDirty = 31;

    // The open trick.
    const t = sim.trickNo;
    state.trickNo = t;
    state.pos = sim.pos;
    state.leader = sim.pos > 0 ? sim.trickLeader[t] : sim.leader;
    state.led = sim.led;
    state.bestVal = sim.bestVal;
    state.bestPos = sim.bestPos;
    state.bestKind = sim.bestKind;
    state.trickPts = sim.pos > 0 ? sim.trickPoints : 0;
    for (let j = 0; j < sim.pos; j++) state.tc[t * 4 + j] = sim.trickCards[t * 4 + j];
    state.remaining += state.trickPts;

    // What was won before.
    let reTricks = 0;
    let rePts = 0;
    for (let s = 0; s < 4; s++) {
      if ((state.reMask >> s) & 1) {
        reTricks += sim.seatTricks[s];
        rePts += sim.seatPoints[s];
      }
    }
    state.reTricksBefore = reTricks;
    state.kontraTricksBefore = t - reTricks;
    state.rePointsBefore = rePts;

    loadContext(state);
    // Depths pack into 3 bits per plain suit and 4 for the trumps (see `packRel`).
    state.partitioned =
      state.partitionOn &&
      !state.superPending &&
      state.kinds[TRUMP] <= 15 &&
      state.kinds[0] <= 7 &&
      state.kinds[1] <= 7 &&
      state.kinds[2] <= 7 &&
      state.kinds[3] <= 7;
    setGoal(state, GOAL_POINTS);
    if (!sameDeal) {
      state.gen = (state.gen + 1) & 0xffff || 1;
      for (let i = 0; i < state.history.length; i++) state.history[i] >>>= 2;
    }
    state.loaded = true;
    return true;
  }

  /** Card points still to be won from the loaded position (hands and the open trick). */
  get pointsLeft(): number {
    return this.state.remaining;
  }

  /** Re's card points in the tricks completed before the loaded position. */
  get pointsBefore(): number {
    return this.state.rePointsBefore;
  }

  /** Whether Re can take at least `need` more card points; null when the node budget ran out. */
  atLeast(need: number): boolean | null {
    setGoal(this.state, GOAL_POINTS);
    if (need <= 0) return true;
    if (need > this.state.remaining) return false;
    const v = this.run(need - 1, need);
    return v === null ? null : v >= need;
  }

  /**
   * The card points Re takes from here with best play by all, exactly; null when the node
   * budget ran out. MTD(f): each null-window search's fail-soft answer moves the window.
   */
  value(): number | null {
    const state = this.state;
    setGoal(state, GOAL_POINTS);
    let lo = 0;
    let hi = state.remaining;
    if (state.pos === 0 && !state.superPending) {
      bounds(state);
      lo = state.reMin;
      hi = state.reMax;
    }
    return this.bisect(lo, hi);
  }

  /** Whether Re wins every remaining trick (and won every trick so far); null on budget overrun. */
  allTricks(): boolean | null {
    const state = this.state;
    if (state.kontraTricksBefore > 0) return false;
    setGoal(state, GOAL_ALL_TRICKS);
    const v = this.run(0, 1);
    setGoal(state, GOAL_POINTS);
    return v === null ? null : v >= 1;
  }

  /** Whether Kontra keeps Re from winning any trick (and Re won none so far); null on budget overrun. */
  noTrick(): boolean | null {
    const state = this.state;
    if (state.reTricksBefore > 0) return false;
    setGoal(state, GOAL_ANY_TRICK);
    const v = this.run(0, 1);
    setGoal(state, GOAL_POINTS);
    return v === null ? null : v < 1;
  }

  /** The seat to move in the loaded position. */
  get toMove(): number {
    return (this.state.leader + this.state.pos) & 3;
  }

  /**
   * The exact value of each card the seat to move may play (equivalent cards each listed):
   * `out[i] = { kind, value }` with Re's future points after that card. Null on budget overrun.
   */
  cardValues(): { kind: number; value: number }[] | null {
    const state = this.state;
    this.cardsValued = 0;
    this.stoppedAt = null;
    const seat = this.toMove;
    const list: number[] = [];
    const e0 = state.pos > 0 && state.suitCnt[seat * 5 + state.led] > 0 ? state.led : -1;
    for (let k = 0; k < NK; k++) {
      if (state.cnt[seat * NK + k] === 0) continue;
      if (e0 >= 0 && state.suit[k] !== e0) continue;
      list.push(k);
    }
    const out: { kind: number; value: number }[] = [];
    this.cardsToValue = list.length;
    state.rootPly = 1;
    for (const k of list) {
      const pts = state.trickPts + KIND_POINTS[k];
      const w = push(state, seat, k, 0);
      let v: number | null;
      const won = w >= 0 && (state.reMask >> w) & 1 ? pts : 0;
      if (w < 0) v = this.value();
      else {
        const child = state.trickNo === state.tricks ? 0 : this.value();
        v = child === null ? null : child + won;
      }
      pop(state, seat, k, 0, w >= 0);
      if (v === null) {
        state.rootPly = 0;
        this.stoppedAt = { values: out, kind: k, low: this.openLow + won, high: this.openHigh + won };
        return null;
      }
      out.push({ kind: k, value: v });
      this.cardsValued++;
    }
    state.rootPly = 0;
    return out;
  }

  /** Bisection over null-window searches; each fail-soft answer narrows the interval beyond the midpoint. */
  private bisect(lo: number, hi: number): number | null {
    while (lo < hi) {
      const beta = (lo + hi + 1) >> 1;
      const v = this.run(beta - 1, beta);
      if (v === null) {
        this.openLow = lo;
        this.openHigh = hi;
        return null;
      }
      if (v < beta) hi = Math.min(hi, v);
      else lo = Math.max(lo, v);
    }
    return lo;
  }

  private run(alpha: number, beta: number): number | null {
    const state = this.state;
    if (!state.loaded) throw new Error('Solver: load a position first');
    state.nodesAtStart = this.stats.nodes;
    setCheckpoint(state);
    this.stats.searches++;
    try {
      return search(state, alpha, beta, state.rootPly);
    } catch (e) {
      if (e instanceof BudgetExceeded) {
        this.stats.budgetHits++;
        this.restoreAfterAbort();
        return null;
      }
      throw e;
    }
  }

  private restoreAfterAbort(): void {
    const state = this.state;
    // Path entry d was pushed at ply rootPly + d (cardValues searches from ply 1).
    for (let d = state.depth - 1; d >= 0; d--) pop(state, state.pathSeat[d], state.pathKind[d], state.rootPly + d, state.pathDone[d] === 1);
    state.depth = 0;
  }
}
