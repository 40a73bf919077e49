/**
 * An exact double-dummy solver for the rest of a solo: all four hands open, the soloist
 * maximising his card points, the three opponents minimising them as one side.
 *
 * - Null-window search: `atLeast(need)` answers "can the soloist take at least `need` more
 *   card points?" by alpha-beta on a boolean; `value()` finds the exact number by bisection
 *   over such questions, `atLeastTricks(all)` the schwarz questions.
 * - Transposition table at trick boundaries: positions (who holds which cards, who leads)
 *   hashed with two 32-bit Zobrist keys; each entry keeps a lower and an upper bound on the
 *   soloist's future points, so every later question reuses it.
 * - Equivalent cards merged: of two cards of one player in the same suit with equal points
 *   and no card of another player (or of the open trick) ranked between or equal to them,
 *   only one is tried.
 * - Quick-trick bounds: at a trick boundary the side on lead may hold top cards it can cash
 *   at once (trumps first, then plain suits the other side must follow or cannot ruff); their
 *   points bound the result before any search.
 * - Node budget: a search that exceeds it stops and reports `null`; the caller falls back to
 *   the policy players (`deep.ts`).
 *
 * Card order, Dulle rule and the last-trick exception come from the `SimDeal` the position is
 * loaded from (superpiglets that activate during play are not modelled: `load` refuses such a
 * position).
 */
import { CARD_IDS } from '../cards.ts';
import type { SimDeal } from '../sim/deal.ts';
import { K_H10, KIND_POINTS, TRUMP } from '../sim/tables.ts';

const NK = CARD_IDS.length;

/** Zobrist keys per (seat, kind, copies held 0..2) and per leader, two independent 32-bit sets. */
const Z1 = new Int32Array(4 * NK * 3 + 4);
const Z2 = new Int32Array(4 * NK * 3 + 4);
{
  let x = 0x2545f491;
  const next = () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return x | 0;
  };
  for (let i = 0; i < Z1.length; i++) {
    Z1[i] = next();
    Z2[i] = next();
  }
}
const ZL = 4 * NK * 3;

class Abort extends Error {}

export interface SolverStats {
  /** Nodes searched (cards tried) since the counter was reset. */
  nodes: number;
  /** Transposition-table hits that decided a node. */
  ttHits: number;
  /** Quick-trick bounds that decided a node. */
  quickCuts: number;
}

export class Solver {
  /** Node budget per `load` (all questions on one position together). */
  budget: number;
  readonly stats: SolverStats = { nodes: 0, ttHits: 0, quickCuts: 0 };

  // --- order ---
  private suit: Uint8Array = new Uint8Array(NK);
  private strength: Uint8Array = new Uint8Array(NK);
  private kindsOf: Uint8Array[] = [];
  private rankIdx = new Uint8Array(NK);
  private dulleSecond = false;
  private dulleSecondLast = false;
  private tricks = 12;

  // --- position ---
  private readonly cnt = new Uint8Array(4 * NK);
  private readonly suitCnt = new Uint8Array(20);
  /** Copies of each kind in the hands or in the open trick. */
  private readonly live = new Uint8Array(NK);
  private soloist = 0;
  private leader = 0;
  private trickNo = 0;
  private pos = 0;
  private led = 0;
  private bestVal = 0;
  private bestPos = 0;
  private bestKind = 0;
  private trickPts = 0;
  private readonly trick = new Uint8Array(4);
  /** Card points still in the hands (and the open trick). */
  private remaining = 0;
  private h1 = 0;
  private h2 = 0;
  /** Tricks the soloist has won before the loaded position, and whether the opponents have. */
  private soloTricksBefore = 0;
  private oppTricksBefore = 0;
  /** Goal: 0 = points; 1 = the soloist wins every remaining trick; 2 = the soloist wins none. */
  private goal = 0;

  // --- transposition table ---
  private readonly ttBits: number;
  private readonly ttKey: Int32Array;
  private readonly ttCheck: Int32Array;
  private readonly ttGen: Uint32Array;
  private readonly ttLo: Uint8Array;
  private readonly ttHi: Uint8Array;
  /** Tricks left in the entry's position (replacement prefers the larger subtree). */
  private readonly ttDepth: Uint8Array;
  /** The move that decided the entry's last search (kind + 1; 0 none). */
  private readonly ttMove: Uint8Array;
  private gen = 1;

  // --- per-depth scratch ---
  private readonly moveBuf = new Uint8Array(48 * 12);
  private readonly orderKey = new Float64Array(12);
  private readonly saveBest = new Int32Array(48 * 6);
  private nodesAtLoad = 0;

  constructor(options: { budget?: number; ttBits?: number } = {}) {
    this.budget = options.budget ?? 2_000_000;
    this.ttBits = options.ttBits ?? 19;
    const size = 1 << this.ttBits;
    this.ttDepth = new Uint8Array(size);
    this.ttMove = new Uint8Array(size);
    this.ttKey = new Int32Array(size);
    this.ttCheck = new Int32Array(size);
    this.ttGen = new Uint32Array(size);
    this.ttLo = new Uint8Array(size);
    this.ttHi = new Uint8Array(size);
  }

  /**
   * Load the position of `sim` (at a trick boundary) for the soloist `soloist`. Returns false
   * when the position cannot be solved exactly (superpiglets still to activate). With
   * `sameDeal`, the table's entries from the previous position of the same deal, contract and
   * soloist stay valid (a later position of the same deal reuses them).
   */
  load(sim: SimDeal, soloist: number, sameDeal = false): boolean {
    if (sim.pos !== 0) throw new Error('the solver starts at a trick boundary');
    if (sim.superHolder >= 0 && !sim.superActive) return false;
    this.suit = sim.suit;
    this.strength = sim.strength;
    this.dulleSecond = sim.dulleSecondWins;
    this.dulleSecondLast = sim.dulleSecondWinsLast;
    this.tricks = sim.tricks;
    const total = new Uint8Array(NK);
    for (const k of sim.tables.deck) total[k]++;
    this.kindsOf = [];
    for (let e = 0; e < 5; e++) {
      const ks: number[] = [];
      for (let k = 0; k < NK; k++) if (this.suit[k] === e && total[k] > 0) ks.push(k);
      ks.sort((a, b) => this.strength[b] - this.strength[a]);
      ks.forEach((k, i) => (this.rankIdx[k] = i));
      this.kindsOf.push(Uint8Array.from(ks));
    }
    this.cnt.fill(0);
    this.suitCnt.fill(0);
    this.live.fill(0);
    this.remaining = 0;
    for (let s = 0; s < 4; s++) {
      for (let e = 0; e < 5; e++) {
        const n = sim.suitCount[s * 5 + e];
        this.suitCnt[s * 5 + e] = n;
        for (let i = 0; i < n; i++) {
          const k = sim.hand[s * 60 + e * 12 + i];
          this.cnt[s * NK + k]++;
          this.live[k]++;
          this.remaining += KIND_POINTS[k];
        }
      }
    }
    this.soloist = soloist;
    this.leader = sim.leader;
    this.trickNo = sim.trickNo;
    this.pos = 0;
    this.soloTricksBefore = sim.seatTricks[soloist];
    this.oppTricksBefore = sim.trickNo - sim.seatTricks[soloist];
    this.h1 = 0;
    this.h2 = 0;
    for (let s = 0; s < 4; s++) {
      for (let k = 0; k < NK; k++) {
        const z = (s * NK + k) * 3 + this.cnt[s * NK + k];
        this.h1 ^= Z1[z];
        this.h2 ^= Z2[z];
      }
    }
    if (!sameDeal) this.gen++;
    this.nodesAtLoad = this.stats.nodes;
    return true;
  }

  /** Card points still to be won in the loaded position. */
  get pointsLeft(): number {
    return this.remaining;
  }

  /** Whether the soloist can take at least `need` more card points; null when the node budget ran out. */
  atLeast(need: number): boolean | null {
    this.goal = 0;
    return this.run(need);
  }

  /**
   * Schwarz questions: `all` — can the soloist win every remaining trick (and has he won every
   * trick so far)? otherwise — can the opponents keep him from winning any trick? (answers
   * "the soloist wins no trick at all" including the tricks before). Null when the budget ran out.
   */
  atLeastTricks(all: boolean): boolean | null {
    if (all ? this.oppTricksBefore > 0 : this.soloTricksBefore > 0) return false;
    this.goal = all ? 1 : 2;
    // Separate bounds: a different question, so a fresh generation of the table.
    this.gen++;
    const r = this.run(1);
    this.gen++;
    return all ? r : r === null ? null : !r;
  }

  /** The exact number of card points the soloist takes from here; null when the budget ran out. */
  value(): number | null {
    let lo = 0; // atLeast(lo) holds
    let hi = this.remaining; // answer ≤ hi
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      const r = this.atLeast(mid);
      if (r === null) return null;
      if (r) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  }

  private run(need: number): boolean | null {
    try {
      return this.search(need, 0);
    } catch (e) {
      if (e instanceof Abort) return null;
      throw e;
    }
  }

  // ------------------------------------------------------------------ play / undo

  private beats(k: number): boolean {
    const e = this.suit[k];
    const v = e === TRUMP || e === this.led ? this.strength[k] : 0;
    if (v > this.bestVal) return true;
    if (k === K_H10 && this.bestKind === K_H10) return this.trickNo === this.tricks - 1 ? this.dulleSecondLast : this.dulleSecond;
    return false;
  }

  /** Play kind k for `seat`; returns the trick's winner when the trick completes, else -1. */
  private push(seat: number, k: number, depth: number): number {
    const sb = depth * 6;
    const save = this.saveBest;
    save[sb] = this.bestVal;
    save[sb + 1] = this.bestPos;
    save[sb + 2] = this.bestKind;
    save[sb + 3] = this.trickPts;
    save[sb + 4] = this.led;
    save[sb + 5] = this.leader;
    const c = this.cnt[seat * NK + k];
    const z = (seat * NK + k) * 3;
    this.h1 ^= Z1[z + c] ^ Z1[z + c - 1];
    this.h2 ^= Z2[z + c] ^ Z2[z + c - 1];
    this.cnt[seat * NK + k] = c - 1;
    const e = this.suit[k];
    this.suitCnt[seat * 5 + e]--;
    this.remaining -= KIND_POINTS[k];
    const pos = this.pos;
    this.trick[pos] = k;
    if (pos === 0) {
      this.led = e;
      this.bestVal = this.strength[k];
      this.bestPos = 0;
      this.bestKind = k;
      this.trickPts = KIND_POINTS[k];
    } else {
      if (this.beats(k)) {
        this.bestVal = e === TRUMP || e === this.led ? this.strength[k] : 0;
        this.bestPos = pos;
        this.bestKind = k;
      }
      this.trickPts += KIND_POINTS[k];
    }
    if (pos === 3) {
      const w = (this.leader + this.bestPos) & 3;
      const tr = this.trick;
      this.live[tr[0]]--;
      this.live[tr[1]]--;
      this.live[tr[2]]--;
      this.live[tr[3]]--;
      this.leader = w;
      this.pos = 0;
      this.trickNo++;
      return w;
    }
    this.pos = pos + 1;
    return -1;
  }

  private pop(seat: number, k: number, depth: number, completed: boolean): void {
    if (completed) {
      this.trickNo--;
      this.pos = 3;
      const tr = this.trick;
      this.live[tr[0]]++;
      this.live[tr[1]]++;
      this.live[tr[2]]++;
      this.live[tr[3]]++;
    } else this.pos--;
    const sb = depth * 6;
    const save = this.saveBest;
    this.bestVal = save[sb];
    this.bestPos = save[sb + 1];
    this.bestKind = save[sb + 2];
    this.trickPts = save[sb + 3];
    this.led = save[sb + 4];
    this.leader = save[sb + 5];
    const c = this.cnt[seat * NK + k];
    const z = (seat * NK + k) * 3;
    this.h1 ^= Z1[z + c] ^ Z1[z + c + 1];
    this.h2 ^= Z2[z + c] ^ Z2[z + c + 1];
    this.cnt[seat * NK + k] = c + 1;
    this.suitCnt[seat * 5 + this.suit[k]]++;
    this.remaining += KIND_POINTS[k];
  }

  // ------------------------------------------------------------------ moves

  /** Write the moves of `seat` (equivalent cards merged, best-looking first) to moveBuf[depth*12..]; returns their count. */
  private genMoves(seat: number, depth: number): number {
    const out = depth * 12;
    const buf = this.moveBuf;
    const pos = this.pos;
    let from = 0;
    let to = 4;
    if (pos > 0 && this.suitCnt[seat * 5 + this.led] > 0) from = to = this.led;
    let m = 0;
    const base = seat * NK;
    for (let e = from; e <= to; e++) {
      if (this.suitCnt[seat * 5 + e] === 0) continue;
      const list = this.kindsOf[e];
      let prev = -1; // last kind taken in this suit, while the run is unbroken
      for (let i = 0; i < list.length; i++) {
        const k = list[i];
        const mine = this.cnt[base + k];
        // Copies of k elsewhere (other hands or the open trick) break a run.
        const elsewhere = this.live[k] - mine;
        if (mine === 0) {
          if (elsewhere > 0) prev = -1;
          continue;
        }
        if (
          prev >= 0 && elsewhere === 0 && KIND_POINTS[prev] === KIND_POINTS[k] && k !== K_H10 && prev !== K_H10
        ) {
          continue; // equivalent to `prev`
        }
        buf[out + m++] = k;
        prev = elsewhere === 0 ? k : -1;
      }
    }
    if (m > 1) this.orderMoves(seat, out, m);
    return m;
  }

  /**
   * Whether a player after `seat` in the open trick, of the other side, could beat a card of
   * value `val` (kind `kind`) played now (exact: all hands are known).
   */
  private overtaken(seat: number, val: number, kind: number): boolean {
    const soloSide = seat === this.soloist;
    const led = this.pos === 0 ? this.suit[kind] : this.led;
    for (let j = this.pos + 1; j < 4; j++) {
      const o = (this.leader + j) & 3;
      if ((o === this.soloist) === soloSide) continue;
      const follows = this.suitCnt[o * 5 + led] > 0;
      const base = o * NK;
      for (let e = 0; e < 5; e++) {
        if (follows ? e !== led : e !== TRUMP && e !== led) continue;
        if (this.suitCnt[o * 5 + e] === 0) continue;
        const list = this.kindsOf[e];
        // The strongest card of suit e the player holds.
        for (let i = 0; i < list.length; i++) {
          const k = list[i];
          if (this.cnt[base + k] === 0) continue;
          const v = this.strength[k];
          if (v > val || (k === K_H10 && kind === K_H10 && (this.trickNo === this.tricks - 1 ? this.dulleSecondLast : this.dulleSecond))) return true;
          break;
        }
      }
    }
    return false;
  }

  /** Sort moves: on lead, strong cards first; following, sure winners, smears onto one's own side's sure trick, then cheap cards. */
  private orderMoves(seat: number, out: number, m: number): void {
    const buf = this.moveBuf;
    const key = this.orderKey;
    const pos = this.pos;
    const soloSide = seat === this.soloist;
    let ownSure = false;
    if (pos > 0) {
      const w = (this.leader + this.bestPos) & 3;
      ownSure = (w === this.soloist) === soloSide && !this.overtaken(seat, this.bestVal, this.bestKind);
    }
    for (let i = 0; i < m; i++) {
      const k = buf[out + i];
      const pts = KIND_POINTS[k];
      const str = this.strength[k];
      let v: number;
      if (pos === 0) {
        v = str * 16 + pts;
        if (!this.overtaken(seat, str, k)) v += 100000;
      } else if (ownSure) v = pts * 256 - str;
      else if (this.beats(k)) {
        const e = this.suit[k];
        const val = e === TRUMP || e === this.led ? str : 0;
        v = (this.overtaken(seat, val, k) ? 50000 : 100000) - str * 16 - pts;
      } else v = -pts * 256 - str;
      key[i] = v;
    }
    // Insertion sort, descending key.
    for (let i = 1; i < m; i++) {
      const k = buf[out + i];
      const v = key[i];
      let j = i - 1;
      while (j >= 0 && key[j] < v) {
        key[j + 1] = key[j];
        buf[out + j + 1] = buf[out + j];
        j--;
      }
      key[j + 1] = v;
      buf[out + j + 1] = k;
    }
  }

  // ------------------------------------------------------------------ bounds

  /**
   * Points the side on lead can surely cash at once with its own top cards (the leader's
   * hand alone): top trumps the other side cannot beat, then top plain cards the other side
   * must follow or cannot ruff.
   */
  private cashable(): number {
    const ld = this.leader;
    const ldSolo = ld === this.soloist;
    const base = ld * NK;
    const dulleRisk = this.dulleSecond || this.dulleSecondLast;
    let pts = 0;
    // Trumps, from the top: the leader's copies of a kind win (the first of equal cards wins)
    // as long as the other side holds nothing higher; a kind the other side holds ends the run.
    let rounds = 0;
    const trumps = this.kindsOf[TRUMP];
    for (let i = 0; i < trumps.length; i++) {
      const k = trumps[i];
      const opp = this.oppHolds(k, ldSolo, ld);
      const mine = this.cnt[base + k];
      if (mine > 0) {
        if (k === K_H10 && dulleRisk && opp) break;
        pts += mine * KIND_POINTS[k];
        rounds += mine;
      }
      if (opp) break;
    }
    // Plain suits, from the top, each round only while every opponent must follow or has no
    // trump left after the trump rounds.
    for (let e = 0; e < 4; e++) {
      const list = this.kindsOf[e];
      let round = 0;
      let stop = false;
      for (let i = 0; i < list.length && !stop; i++) {
        const k = list[i];
        const opp = this.oppHolds(k, ldSolo, ld);
        const mine = this.cnt[base + k];
        for (let c = 0; c < mine && !stop; c++) {
          round++;
          for (let s = 0; s < 4; s++) {
            if (s === ld || !this.isOpp(s, ldSolo)) continue;
            if (this.suitCnt[s * 5 + e] < round && this.suitCnt[s * 5 + TRUMP] > rounds) {
              stop = true;
              break;
            }
          }
          if (!stop) pts += KIND_POINTS[k];
        }
        if (opp) stop = true;
      }
    }
    return pts;
  }

  private isOpp(s: number, ldSolo: boolean): boolean {
    return ldSolo ? s !== this.soloist : s === this.soloist;
  }

  /** An opponent of the leader's side holds a copy of kind k. */
  private oppHolds(k: number, ldSolo: boolean, ld: number): boolean {
    for (let s = 0; s < 4; s++) if (s !== ld && this.isOpp(s, ldSolo) && this.cnt[s * NK + k] > 0) return true;
    return false;
  }

  // ------------------------------------------------------------------ search

  /** The table slot holding the position (h1, h2) in this generation, or -1. Buckets of two slots. */
  private probe(h1: number, h2: number): number {
    const i = h1 & ((1 << this.ttBits) - 2);
    if (this.ttGen[i] === this.gen && this.ttKey[i] === h1 && this.ttCheck[i] === h2) return i;
    const j = i + 1;
    if (this.ttGen[j] === this.gen && this.ttKey[j] === h1 && this.ttCheck[j] === h2) return j;
    return -1;
  }

  /** Record a search result for the position (h1, h2) with `left` tricks to go. */
  private store(h1: number, h2: number, left: number, need: number, result: boolean, move: number): void {
    let idx = this.probe(h1, h2);
    if (idx < 0) {
      const i = h1 & ((1 << this.ttBits) - 2);
      const j = i + 1;
      // An empty/stale slot first, else the one with the smaller subtree.
      if (this.ttGen[i] !== this.gen) idx = i;
      else if (this.ttGen[j] !== this.gen) idx = j;
      else idx = this.ttDepth[i] <= this.ttDepth[j] ? i : j;
      this.ttGen[idx] = this.gen;
      this.ttKey[idx] = h1;
      this.ttCheck[idx] = h2;
      this.ttDepth[idx] = left;
      this.ttLo[idx] = 0;
      this.ttHi[idx] = this.goal === 0 ? Math.min(255, this.remaining) : 1;
    }
    this.ttMove[idx] = move + 1;
    if (this.goal !== 0) {
      // Boolean goals: "true" as lo = 1, "false" as hi = 0 (need is always 1).
      if (result) this.ttLo[idx] = 1;
      else this.ttHi[idx] = 0;
      return;
    }
    if (result) {
      if (need > this.ttLo[idx]) this.ttLo[idx] = Math.min(255, need);
    } else if (need - 1 < this.ttHi[idx]) this.ttHi[idx] = Math.max(0, need - 1);
  }

  private search(need: number, depth: number): boolean {
    const stats = this.stats;
    const pos = this.pos;
    const goal = this.goal;
    let lh1 = 0;
    let lh2 = 0;
    let ttMove = -1;
    const boundary = pos === 0;
    if (boundary) {
      if (goal === 0) {
        if (need <= 0) return true;
        if (need > this.remaining) return false;
      }
      const left = this.tricks - this.trickNo;
      // Schwarz goals at the end: the soloist won every trick (goal 1) / won none (goal 2, false = he got none).
      if (left === 0) return goal === 1;
      lh1 = this.h1 ^ Z1[ZL + this.leader];
      lh2 = this.h2 ^ Z2[ZL + this.leader];
      const idx = this.probe(lh1, lh2);
      if (idx >= 0) {
        if (this.ttLo[idx] >= need) {
          stats.ttHits++;
          return true;
        }
        if (this.ttHi[idx] < need) {
          stats.ttHits++;
          return false;
        }
        ttMove = this.ttMove[idx] - 1;
      }
      if (goal === 0) {
        const cash = this.cashable();
        if (this.leader === this.soloist) {
          if (cash >= need) {
            stats.quickCuts++;
            this.store(lh1, lh2, left, need, true, -1);
            return true;
          }
        } else if (this.remaining - cash < need) {
          stats.quickCuts++;
          this.store(lh1, lh2, left, need, false, -1);
          return false;
        }
      }
    }
    const seat = (this.leader + pos) & 3;
    const max = seat === this.soloist;
    const m = this.genMoves(seat, depth);
    const buf = this.moveBuf;
    const out = depth * 12;
    if (ttMove >= 0) {
      // The table's move first.
      for (let i = 1; i < m; i++) {
        if (buf[out + i] === ttMove) {
          for (let j = i; j > 0; j--) buf[out + j] = buf[out + j - 1];
          buf[out] = ttMove;
          break;
        }
      }
    }
    let result = !max;
    let decided = -1;
    for (let i = 0; i < m; i++) {
      const k = buf[out + i];
      if (++stats.nodes - this.nodesAtLoad > this.budget) throw new Abort();
      const pts = this.trickPts + KIND_POINTS[k];
      const w = this.push(seat, k, depth);
      let r: boolean;
      if (w < 0) r = this.search(need, depth + 1);
      else if (goal === 0) r = this.search(w === this.soloist ? need - pts : need, depth + 1);
      else if (goal === 1) r = w === this.soloist ? this.search(need, depth + 1) : false;
      else r = w === this.soloist ? true : this.search(need, depth + 1);
      this.pop(seat, k, depth, w >= 0);
      if (max ? r : !r) {
        result = r;
        decided = k;
        break;
      }
    }
    if (boundary) this.store(lh1, lh2, this.tricks - this.trickNo, need, result, decided);
    return result;
  }
}

/**
 * Brute-force reference for tests: plain minimax over every legal card (no merging, table or
 * bounds) of the soloist's future card points from the position of `sim` (any point of the
 * deal). Exponential: small endgames only. Counts nodes in `counter.nodes`.
 */
export function bruteForceValue(sim: SimDeal, soloist: number, counter: { nodes: number } = { nodes: 0 }): number {
  if (sim.finished) return 0;
  const buf = new Uint8Array(12);
  const m = sim.legalMoves(buf);
  const moves = Array.from(buf.subarray(0, m));
  const max = sim.toMove === soloist;
  let best = max ? -1 : 1e9;
  for (const k of moves) {
    counter.nodes++;
    const copy = cloneSim(sim);
    const before = copy.seatPoints[soloist];
    copy.play(k);
    const v = copy.seatPoints[soloist] - before + bruteForceValue(copy, soloist, counter);
    if (max ? v > best : v < best) best = v;
  }
  return best;
}

/** A deep copy of a SimDeal's play state (tests only; allocates). */
export function cloneSim(sim: SimDeal): SimDeal {
  const c = Object.assign(Object.create(Object.getPrototypeOf(sim)) as SimDeal, sim) as unknown as Record<string, unknown>;
  for (const key of ['hand', 'handLen', 'suitCount', 'trickCards', 'trickLeader', 'trickWinner', 'seatPoints', 'seatTricks', 'doppelkopf', 'foxes', 'scores']) {
    c[key] = (c[key] as Uint8Array).slice();
  }
  return c as unknown as SimDeal;
}
