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
 *   structure (see `st`);
 * - partition search: every result carries the ranks it rested on (per suit how many of the
 *   top live kinds; the rest of a suit counts only by how many cards each hand holds of it),
 *   and a pattern table keyed by the leader and the suit lengths holds bounds valid for every
 *   position with the same relevant top cards, widened by the points its other cards could
 *   move (see `pt` and `search`);
 * - bounds before any search: quick tricks (top cards the side on lead cashes at once, so the
 *   other side cannot stop it) give a lower bound for the side on lead; partition bounds from
 *   the trumps (masters, and trumps the other side's trumps cannot all beat one for one, win
 *   tricks: sure tricks and sure points for each side, see `bounds`) narrow both ends;
 * - move ordering: the table's card, then rules of thumb (cash sure winners, smear onto a
 *   partner's sure trick rather than overtake it, win cheaply, throw the cheapest card), then
 *   the history heuristic and killer cards;
 * - equivalent cards merged: of a player's cards that are adjacent in the order in force
 *   with no card between them still live (held by another player or in the open trick),
 *   only one per point value is tried;
 * - the last two tricks are played out by plain alpha-beta (no ordering, bounds or merging;
 *   their boundary position still goes into the table), the last trick scored directly;
 * - each suit's part of the key kept between trick boundaries and taken from a cache by the
 *   suit's cards when it changed (see `suitPart`);
 * - no allocation while searching (typed arrays sized once, an undo stack per ply).
 *
 * Card order, the Dulle rule (incl. the last-trick exception), piglets and superpiglets
 * (also when they activate during play) come from the `SimDeal` the position is loaded
 * from. An open marriage (parties not yet known) cannot be solved: `load` refuses it.
 *
 * A node budget (optional) stops a search that runs too long; the question then answers
 * null and `stats.budgetHits` counts it.
 */
import type { SimDeal } from '../../sim/deal.ts';
import { K_D9, K_DA, K_H10, KIND_POINTS, TRUMP } from '../../sim/kinds.ts';

/** Card kinds (CARD_IDS). */
const NK = 24;
/** Rank slots per effective suit (the longest suit, normal trumps, has 13 kinds). */
const RS = 16;
/** Deepest search: 48 cards. */
const MAX_PLY = 49;
/** Words per suit in `Solver.part`: exact key, structural key, point signature (2 each). */
const PART = 6;
/** Undo words per ply: trick state, the superpiglet switch, `suitDirty` and the played suit's part. */
const UNDO = 8 + PART;
/** Words per entry of the structural table: key (2), bounds and card (1), point signature per suit (5 + the trumps' second word), spare. */
const SE = 10;

/** Entries of the suit-part cache (640 KB; 95 % of the parts asked for in 8-trick endings hit), and words per entry (see `Solver.suitCache`). */
const SUIT_CACHE_SLOTS = 1 << 14;
const SUIT_CACHE_WORDS = 4 + PART;

/** Point classes of a card in the table key: 0, 2, 3, 4, 10, 11 points, and a Dulle whose pair rule applies. */
const PCLASSES = 7;
const PCLASS_OF_POINTS = [0, 0, 1, 2, 3, 0, 0, 0, 0, 0, 4, 5];
const PCLASS_DULLE = 6;
/** Words per entry of the pattern table: key (2), top hash (2), relevance, bounds and card, generation, x stream (5). */
const PE = 12;
/** Entries per bucket of the pattern table (one bucket per leader and suit lengths). */
const PB = 8;
/** Words of an entry's x stream: 3-bit point classes, 10 per word (48 cards at most). */
const PX = 5;
/** Relevance floors, 6 bits per suit: each suit's guard bit and its five value bits. */
const LANE_GUARD = 0x20 * (1 + (1 << 6) + (1 << 12) + (1 << 18) + (1 << 24));
const LANE_VALUE = 0x1f * (1 + (1 << 6) + (1 << 12) + (1 << 18) + (1 << 24));
/** Suit e's depth in packed depths `p` (3 bits per plain suit, 4 for the trumps; see `Solver.packRel`). */
function depthOf(p: number, e: number): number {
  return e === TRUMP ? (p >>> 12) & 15 : (p >>> (3 * e)) & 7;
}
/** The larger floor of `a` and `b` in every suit at once (a lane's guard bit survives the subtraction iff a ≥ b there). */
function relMax(a: number, b: number): number {
  const t = ((a | LANE_GUARD) - b) & LANE_GUARD;
  const m = t - (t >>> 5);
  return (a & m) | (b & ~m & LANE_VALUE);
}
/** Point classes for the bounds: index by card points / the value of each class. */
const POINT_CLASS_VALUES = [0, 2, 3, 4, 10, 11];
const POINT_CLASS: Uint8Array = Uint8Array.from(KIND_POINTS, (p) => POINT_CLASS_VALUES.indexOf(p));
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
const Z1 = new Int32Array(Z_SIZE);
const Z2 = new Int32Array(Z_SIZE);
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
function relFeature(e: number, r: number, s: number, copies: number, pc: number): number {
  return Z_REL + ((e * 13 + r) * 8 + 2 * s + copies - 1) * PCLASSES + pc;
}

/** The two Zobrist key words of every feature (for tests of the keys' independence). */
export const zobristWords = (): readonly [Int32Array, Int32Array] => [Z1.slice(), Z2.slice()];

/** Mix 32 bits (murmur3 finaliser). */
function mix32(h: number): number {
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) | 0;
}

/** Questions, part of the table key: Re's card points, or the schwarz questions. */
const GOAL_POINTS = 0;
const GOAL_ALL_TRICKS = 1;
const GOAL_ANY_TRICK = 2;

/** Thrown to unwind the search when the node budget runs out. */
class BudgetExceeded extends Error {}

/** Cards tried between two calls of `onProgress` (a few tenths of a second). */
export const PROGRESS_NODES = 1 << 20;

export interface SolverStats {
  /** Cards tried since the solver was made. */
  nodes: number;
  /** Table entries that decided a node. */
  ttHits: number;
  /** Quick-trick bounds that decided a node. */
  quickCuts: number;
  /** Questions stopped by the node budget. */
  budgetHits: number;
  /** Null-window searches run (MTD(f) iterations and single questions). */
  searches: number;
  /** Structural entries that decided a node (their bounds widened by the point gap). */
  structureHits: number;
  /** Pattern entries (partition search) that decided a node. */
  patternHits: number;
  /** Table entries written, and how many of them replaced a live entry of another position. */
  ttStores: number;
  ttReplaced: number;
}

export interface SolverOptions {
  /**
   * log2 of the exact table's entries (default 20: 1 M entries, 16 MB, and 4 MB for the
   * relevance of their bounds); the structural table has a quarter as many (10 MB), the pattern
   * table a sixty-fourth of them in buckets of 8 (6 MB).
   */
  readonly ttBits?: number;
  /** Cards tried per question before it gives up with null (default: no limit). */
  readonly nodeBudget?: number;
  /** Called every `PROGRESS_NODES` cards tried (e.g. to tell a waiting person how far it got). */
  readonly onProgress?: (nodes: number) => void;
  /** Whether to keep the structural table (default true; false for comparisons). */
  readonly structural?: boolean;
  /** Whether to keep the pattern table of the partition search (default true; false for comparisons). */
  readonly partition?: boolean;
}

export class Solver {
  nodeBudget: number;
  readonly stats: SolverStats = { nodes: 0, ttHits: 0, structureHits: 0, patternHits: 0, quickCuts: 0, budgetHits: 0, searches: 0, ttStores: 0, ttReplaced: 0 };

  // --- card order (the one at load, and the superpiglets' one should they activate) ---
  private readonly suit = new Uint8Array(NK);
  private readonly strengthOf: [Uint8Array, Uint8Array] = [new Uint8Array(NK), new Uint8Array(NK)];
  private readonly rankOf: [Uint8Array, Uint8Array] = [new Uint8Array(NK), new Uint8Array(NK)];
  private readonly kindAtOf: [Uint8Array, Uint8Array] = [new Uint8Array(5 * RS), new Uint8Array(5 * RS)];
  /** In force: `strength[k]` (trumps > 100 > plain), `rank[k]` (0 = strongest of its suit), `kindAt[e * RS + r]`. */
  private strength: Uint8Array = this.strengthOf[0];
  private rank: Uint8Array = this.rankOf[0];
  private kindAt: Uint8Array = this.kindAtOf[0];
  private readonly kinds = new Uint8Array(5);
  private dulleSecond = false;
  private dulleSecondLast = false;
  private tricks = 12;
  /** Superpiglets not yet in force but possible: activated when the piglet holder plays a ♦A while the other holder keeps both ♦9. */
  private superPending = false;
  private superOn = false;
  private pigletHolder = -1;
  private superHolder = -1;

  // --- parties ---
  /** Bit s set when seat s is Re (the maximising side). */
  private reMask = 0;

  // --- position ---
  /** Copies per seat and kind: `cnt[s * 24 + k]`. */
  private readonly cnt = new Uint8Array(4 * NK);
  /** Cards per seat and effective suit: `suitCnt[s * 5 + e]`. */
  private readonly suitCnt = new Uint8Array(20);
  /** Kinds held per seat and effective suit as rank bits (bit r: the kind of rank r). */
  private readonly held = new Int32Array(20);
  private readonly handLen = new Uint8Array(4);
  /** Cards per seat and point class (POINT_CLASS_VALUES): `pointCount[s * 6 + c]`. */
  private readonly pointCount = new Uint8Array(4 * 6);
  /** Cards of the tricks in play order: trick t at `tc[t * 4 ..]` (only tricks from the loaded one on are filled). */
  private readonly tc = new Uint8Array(48);
  private trickNo = 0;
  private pos = 0;
  private leader = 0;
  private led = 0;
  private bestVal = 0;
  private bestPos = 0;
  private bestKind = 0;
  private trickPts = 0;
  /** Card points in the hands and the open trick. */
  private remaining = 0;
  /** Point class of each kind in the table key. */
  private readonly pclass = new Uint8Array(NK);
  /** The table key of the position at the current trick boundary (set by `hash`). */
  private k1 = 0;
  private k2 = 0;
  /** The structural key of the same position (set by `hash`; see `structure`). */
  private s1 = 0;
  private s2 = 0;
  /**
   * Each suit's part of the table keys (`hash`), kept between calls: `part[e * 6 ..]` holds the
   * exact key (2 words), the structural key (2 words) and the point signature (2 words, see
   * `hashSuit`). A suit's part changes only when one of its cards is played, so only the suits
   * played since the last call (bits of `suitDirty`) are computed again; `push` saves and `pop`
   * restores them. Not used while superpiglets may still come into force (the key then covers
   * the absolute cards).
   */
  private readonly part = new Int32Array(5 * PART);
  /** Per effective suit, the kinds (rank bits) of which one hand holds both copies. */
  private readonly doubles = new Uint16Array(5);
  /**
   * Suit parts computed before, direct-mapped by the suit's cards (who holds which ranks, which
   * twice; the order in force): the same suit meets the search again and again in other
   * positions. `SUIT_CACHE_WORDS` per entry: 3 key words, the load it was computed in, the part.
   */
  private readonly suitCache = new Int32Array(SUIT_CACHE_SLOTS * SUIT_CACHE_WORDS);
  /** Bumped by `load` when the orders or point classes changed (`checkSuitCache`), so older entries miss. */
  private suitEpoch = 0;
  /** What the cached parts depend on besides the suit's cards: the kinds by rank in each order, the point classes. */
  private readonly suitCacheBasis = new Int16Array(2 * 5 * RS + NK + 1).fill(-1);
  private suitDirty = 31;
  /** Table key of the parties, the rules and the question. */
  private ctx1 = 0;
  private ctx2 = 0;
  private sctx1 = 0;
  private sctx2 = 0;
  private ctxBase1 = 0;
  private ctxBase2 = 0;
  private goal = GOAL_POINTS;
  /** Tricks Re / Kontra won before the loaded position (the schwarz questions). */
  private reTricksBefore = 0;
  private kontraTricksBefore = 0;
  /** Re's card points in the completed tricks before the loaded position. */
  private rePointsBefore = 0;
  private loaded = false;

  // --- transposition table: buckets of two entries of four int32 (key 1, key 2, data, generation) ---
  private readonly tt: Int32Array;
  private readonly ttMask: number;
  private gen = 1;
  /**
   * The structural table, direct-mapped, `SE` words per entry: bounds of positions keyed by
   * their structure (the exact key without point classes), with the point signature of the
   * position they were found for. Two positions of one structure differ only in the points of
   * their cards: every line of play of the one is a line of the other with the same trick
   * winners, so Re's points differ by at most what the cards that differ could move (see
   * `signatureGap`), and a bound of the one, widened by that, is a bound of the other.
   */
  private readonly st: Int32Array;
  private readonly stMask: number;
  private readonly structureOn: boolean;
  /** Per exact entry: the relevance of its lower bound (low 16 bits) and of its upper bound (see `packRel`). */
  private readonly ttRel: Int32Array;
  /**
   * The pattern table of the partition search: buckets of `PB` entries of `PE` words, one
   * bucket per context, leader and suit lengths of every hand. An entry holds bounds proved
   * for a *pattern*: the relevant top kinds of each suit (their holders, copies and point
   * classes) and otherwise only how many cards of each suit each hand holds (the x cards).
   * Every position with the same pattern whose x cards have the same points, hand by hand and
   * suit by suit, has the same bounds (see `search`); with other points on the x cards the
   * bounds widen by what they could move (`xGap`).
   */
  private readonly pt: Int32Array;
  private readonly ptMask: number;
  private readonly partitionOn: boolean;

  // --- partition search: relevance as floors, per suit the rank + 1 of the weakest relevant
  // kind (0: none), 6 bits per suit in one number (see `relMax`) ---
  /** Relevance of the claim the last search (or lastTwo / lastTrick) returned. */
  private relW = 0;
  /** Set by `genMoves`: what makes the cards it left out equivalent to those it kept. */
  private pruneW = 0;
  /**
   * Per ply: blocks of which genMoves kept one card for the trick's fate that another card
   * decides (suit | top rank << 4 | bottom rank + 1 << 8), and how many: relevant as a whole
   * once any of their cards is (see `search`).
   */
  private readonly pruneBlocks = new Int32Array(MAX_PLY * 16);
  private readonly pruneBlockCount = new Uint8Array(MAX_PLY);
  /** Set by `cashable`: the ranks it read. */
  private cashW = 0;
  /** Scratch of the pattern table: key, prefix hashes of each suit's top kinds, live kinds per suit, x cards per hand, suit and point class, x stream. */
  private p1 = 0;
  private p2 = 0;
  private readonly pre1 = new Int32Array(5 * 16);
  private readonly pre2 = new Int32Array(5 * 16);
  private readonly liveKinds = new Uint8Array(5);
  private readonly xc = new Uint8Array(20 * 6);
  private readonly xs = new Int32Array(PX);
  private pLo = 0;
  private pHi = 0;
  /** Relevance (packed depths, see `packRel`) of `pLo` / `pHi`. */
  private pRl = 0;
  private pRh = 0;
  private readonly lastCards = new Uint8Array(4);

  // --- move ordering ---
  private readonly history = new Uint32Array(4 * NK);
  private readonly killer = new Uint8Array(MAX_PLY);

  // --- per-ply scratch ---
  private readonly moves = new Uint8Array(MAX_PLY * 16);
  private readonly keys = new Int32Array(16);
  private readonly undo = new Int32Array(MAX_PLY * UNDO);
  private nodesAtStart = 0;
  /** The node count at which the search next looks at its budget and reports progress. */
  private checkpoint = Infinity;
  private readonly onProgress: ((nodes: number) => void) | undefined;
  /** Ply of the searched root (1 while `cardValues` holds the root card at ply 0). */
  private rootPly = 0;

  constructor(options: SolverOptions = {}) {
    this.nodeBudget = options.nodeBudget ?? Infinity;
    this.onProgress = options.onProgress;
    const bits = options.ttBits ?? 20;
    this.tt = new Int32Array(4 << bits);
    this.ttMask = (1 << bits) - 2;
    const sbits = options.structural === false ? 0 : Math.max(4, bits - 2);
    this.st = new Int32Array(SE << sbits);
    this.stMask = (1 << sbits) - 1;
    this.structureOn = options.structural !== false;
    this.ttRel = new Int32Array(1 << bits);
    this.partitionOn = options.partition !== false;
    const pbits = this.partitionOn ? Math.max(4, bits - 6) : 0;
    this.pt = new Int32Array((PB * PE) << pbits);
    this.ptMask = (1 << pbits) - 1;
  }

  /** Forget every table entry and the move-ordering history. */
  clear(): void {
    this.tt.fill(0);
    this.st.fill(0);
    this.ttRel.fill(0);
    this.pt.fill(0);
    this.history.fill(0);
    this.killer.fill(0);
  }

  /**
   * Load the position of `sim` (any point of the play: at a trick boundary or inside a trick).
   * Re is `sim`'s Re party (the soloist in a solo). Returns false when the parties are not
   * known yet (an open marriage), or the deal is over.
   * `sameDeal`: the position continues the previous one's deal (its table entries are kept
   * young); the table is valid for any position either way.
   */
  load(sim: SimDeal, sameDeal = false): boolean {
    this.loaded = false;
    if (sim.marriageOpen || sim.finished) return false;
    this.tricks = sim.tricks;
    this.dulleSecond = sim.dulleSecondWins;
    this.dulleSecondLast = sim.dulleSecondWinsLast;
    this.suit.set(sim.suit);
    this.superOn = false;
    this.superPending = sim.superHolder >= 0 && !sim.superActive;
    this.pigletHolder = sim.pigletHolder;
    this.superHolder = sim.superHolder;
    this.buildOrder(0, sim.strength, sim.orders.deck);
    if (this.superPending) this.buildOrder(1, sim.strengthSuper, sim.orders.deck);
    this.useOrder(0);
    this.reMask = sim.reMask;

    // Hands.
    this.cnt.fill(0);
    this.suitCnt.fill(0);
    this.pointCount.fill(0);
    this.remaining = 0;
    for (let s = 0; s < 4; s++) {
      for (let e = 0; e < 5; e++) {
        const n = sim.suitCount[s * 5 + e];
        this.suitCnt[s * 5 + e] = n;
        for (let i = 0; i < n; i++) {
          const k = sim.hand[s * 60 + e * 12 + i];
          this.cnt[s * NK + k]++;
          this.pointCount[s * 6 + POINT_CLASS[k]]++;
          this.remaining += KIND_POINTS[k];
        }
      }
      this.handLen[s] = sim.handLen[s];
    }
    this.rebuildHeld();
    this.suitDirty = 31;

    // The open trick.
    const t = sim.trickNo;
    this.trickNo = t;
    this.pos = sim.pos;
    this.leader = sim.pos > 0 ? sim.trickLeader[t] : sim.leader;
    this.led = sim.led;
    this.bestVal = sim.bestVal;
    this.bestPos = sim.bestPos;
    this.bestKind = sim.bestKind;
    this.trickPts = sim.pos > 0 ? sim.trickPoints : 0;
    for (let j = 0; j < sim.pos; j++) this.tc[t * 4 + j] = sim.trickCards[t * 4 + j];
    this.remaining += this.trickPts;

    // What was won before.
    let reTricks = 0;
    let rePts = 0;
    for (let s = 0; s < 4; s++) {
      if ((this.reMask >> s) & 1) {
        reTricks += sim.seatTricks[s];
        rePts += sim.seatPoints[s];
      }
    }
    this.reTricksBefore = reTricks;
    this.kontraTricksBefore = t - reTricks;
    this.rePointsBefore = rePts;

    this.loadContext();
    // Depths pack into 3 bits per plain suit and 4 for the trumps (see `packRel`).
    this.partitioned = this.partitionOn && !this.superPending && this.kinds[TRUMP] <= 15 && this.kinds[0] <= 7 && this.kinds[1] <= 7 && this.kinds[2] <= 7 && this.kinds[3] <= 7;
    this.setGoal(GOAL_POINTS);
    if (!sameDeal) {
      this.gen = (this.gen + 1) & 0xffff || 1;
      for (let i = 0; i < this.history.length; i++) this.history[i] >>>= 2;
    }
    this.loaded = true;
    return true;
  }

  /** Card points still to be won from the loaded position (hands and the open trick). */
  get pointsLeft(): number {
    return this.remaining;
  }

  /** Re's card points in the tricks completed before the loaded position. */
  get pointsBefore(): number {
    return this.rePointsBefore;
  }

  /** Whether Re can take at least `need` more card points; null when the node budget ran out. */
  atLeast(need: number): boolean | null {
    this.setGoal(GOAL_POINTS);
    if (need <= 0) return true;
    if (need > this.remaining) return false;
    const v = this.run(need - 1, need);
    return v === null ? null : v >= need;
  }

  /**
   * The card points Re takes from here with best play by all, exactly; null when the node
   * budget ran out. MTD(f): each null-window search's fail-soft answer moves the window.
   */
  value(): number | null {
    this.setGoal(GOAL_POINTS);
    let lo = 0;
    let hi = this.remaining;
    if (this.pos === 0 && !this.superPending) {
      this.bounds();
      lo = this.reMin;
      hi = this.reMax;
    }
    return this.bisect(lo, hi);
  }

  /** Whether Re wins every remaining trick (and won every trick so far); null on budget overrun. */
  allTricks(): boolean | null {
    if (this.kontraTricksBefore > 0) return false;
    this.setGoal(GOAL_ALL_TRICKS);
    const v = this.run(0, 1);
    this.setGoal(GOAL_POINTS);
    return v === null ? null : v >= 1;
  }

  /** Whether Kontra keeps Re from winning any trick (and Re won none so far); null on budget overrun. */
  noTrick(): boolean | null {
    if (this.reTricksBefore > 0) return false;
    this.setGoal(GOAL_ANY_TRICK);
    const v = this.run(0, 1);
    this.setGoal(GOAL_POINTS);
    return v === null ? null : v < 1;
  }

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

  /** The seat to move in the loaded position. */
  get toMove(): number {
    return (this.leader + this.pos) & 3;
  }

  /**
   * The exact value of each card the seat to move may play (equivalent cards each listed):
   * `out[i] = { kind, value }` with Re's future points after that card. Null on budget overrun.
   */
  cardValues(): { kind: number; value: number }[] | null {
    this.cardsValued = 0;
    this.stoppedAt = null;
    const seat = this.toMove;
    const list: number[] = [];
    const e0 = this.pos > 0 && this.suitCnt[seat * 5 + this.led] > 0 ? this.led : -1;
    for (let k = 0; k < NK; k++) {
      if (this.cnt[seat * NK + k] === 0) continue;
      if (e0 >= 0 && this.suit[k] !== e0) continue;
      list.push(k);
    }
    const out: { kind: number; value: number }[] = [];
    this.cardsToValue = list.length;
    this.rootPly = 1;
    for (const k of list) {
      const pts = this.trickPts + KIND_POINTS[k];
      const w = this.push(seat, k, 0);
      let v: number | null;
      const won = w >= 0 && (this.reMask >> w) & 1 ? pts : 0;
      if (w < 0) v = this.value();
      else {
        const child = this.trickNo === this.tricks ? 0 : this.value();
        v = child === null ? null : child + won;
      }
      this.pop(seat, k, 0, w >= 0);
      if (v === null) {
        this.rootPly = 0;
        this.stoppedAt = { values: out, kind: k, low: this.openLow + won, high: this.openHigh + won };
        return null;
      }
      out.push({ kind: k, value: v });
      this.cardsValued++;
    }
    this.rootPly = 0;
    return out;
  }

  // ------------------------------------------------------------------ setup helpers

  private buildOrder(v: 0 | 1, strength: Uint8Array, deck: Uint8Array): void {
    const present = new Uint8Array(NK);
    for (let i = 0; i < deck.length; i++) present[deck[i]] = 1;
    this.strengthOf[v].set(strength);
    const kindAt = this.kindAtOf[v];
    const rank = this.rankOf[v];
    for (let e = 0; e < 5; e++) {
      const ks: number[] = [];
      for (let k = 0; k < NK; k++) if (this.suit[k] === e && present[k]) ks.push(k);
      ks.sort((a, b) => strength[b] - strength[a]);
      ks.forEach((k, r) => {
        rank[k] = r;
        kindAt[e * RS + r] = k;
      });
      this.kinds[e] = ks.length;
    }
  }

  private useOrder(v: 0 | 1): void {
    this.strength = this.strengthOf[v];
    this.rank = this.rankOf[v];
    this.kindAt = this.kindAtOf[v];
  }

  private rebuildHeld(): void {
    this.held.fill(0);
    this.doubles.fill(0);
    for (let s = 0; s < 4; s++) {
      for (let k = 0; k < NK; k++) {
        const c = this.cnt[s * NK + k];
        if (c > 0) this.held[s * 5 + this.suit[k]] |= 1 << this.rank[k];
        if (c === 2) this.doubles[this.suit[k]] |= 1 << this.rank[k];
      }
    }
  }

  /**
   * The context key of a load: parties, deal length, Dulle rule; with superpiglets pending also
   * the order itself (positions are then keyed by their absolute cards). Also the point classes
   * the keys give the cards, and whether the suit-part cache still holds.
   */
  private loadContext(): void {
    const dulle = this.dulleSecond || this.dulleSecondLast;
    for (let k = 0; k < NK; k++) this.pclass[k] = k === K_H10 && dulle ? PCLASS_DULLE : PCLASS_OF_POINTS[KIND_POINTS[k]];
    this.checkSuitCache();
    let c1 = mix32(this.reMask * 0x9e3779b1 + this.tricks);
    let c2 = mix32(c1 ^ 0x5bd1e995);
    if (this.superPending) {
      for (let k = 0; k < NK; k++) {
        c1 = mix32(c1 ^ ((this.suit[k] << 8) | this.strengthOf[0][k]) ^ (k << 16));
        c2 = mix32(c2 + ((this.suit[k] << 8) | this.strengthOf[0][k]) + (k << 20));
      }
    }
    const flags = (this.dulleSecond ? 1 : 0) | (this.dulleSecondLast ? 2 : 0) | (this.superPending ? 4 + (this.pigletHolder << 3) + (this.superHolder << 5) : 0);
    this.ctxBase1 = mix32(c1 ^ flags);
    this.ctxBase2 = mix32(c2 + flags * 0x27d4eb2d);
  }

  private setGoal(goal: number): void {
    this.goal = goal;
    this.ctx1 = mix32(this.ctxBase1 + goal);
    this.ctx2 = mix32(this.ctxBase2 ^ (goal * 0x165667b1));
    this.sctx1 = mix32(this.ctx1 ^ 0x3c6ef372);
    this.sctx2 = mix32(this.ctx2 + 0x5a827999);
  }

  /**
   * The table keys of the position at a trick boundary: `k1`/`k2` cover every live card as its
   * suit, its rank among the live kinds of the suit, its holder and its point class, so that
   * positions differing only in which of two then-equivalent cards went earlier share an
   * entry (and so do positions of different samples or solos that are the same game).
   * `s1`/`s2`, the structural key, leave the point classes out (see `structure`).
   */
  private hash(): void {
    let h1 = this.ctx1 ^ Z1[Z_LEADER + this.leader];
    let h2 = this.ctx2 ^ Z2[Z_LEADER + this.leader];
    const part = this.part;
    if (this.superPending && !this.superOn) {
      const cnt = this.cnt;
      for (let i = 0; i < 4 * NK; i++) {
        const z = Z_ABS + i * 3 + cnt[i];
        h1 ^= Z1[z];
        h2 ^= Z2[z];
      }
    } else {
      // With superpiglets in force the order of the suits changed: every part again.
      const dirty = this.superPending ? 31 : this.suitDirty;
      for (let e = 0; e < 5; e++) {
        if (dirty & (1 << e)) this.suitPart(e);
        h1 ^= part[e * PART];
        h2 ^= part[e * PART + 1];
      }
      if (!this.superPending) this.suitDirty = 0;
      this.structure();
    }
    this.k1 = h1;
    this.k2 = h2;
  }

  /** The structural key into `s1`/`s2` from the suits' parts (valid after `hash` until a card is played). */
  private structure(): void {
    const part = this.part;
    let g1 = this.sctx1 ^ Z1[Z_LEADER + this.leader];
    let g2 = this.sctx2 ^ Z2[Z_LEADER + this.leader];
    for (let e = 0; e < 5; e++) {
      g1 ^= part[e * PART + 2];
      g2 ^= part[e * PART + 3];
    }
    this.s1 = g1;
    this.s2 = g2;
  }

  /**
   * Keep the suit-part cache if this load has the previous one's orders and point classes (the
   * samples and lead cases of one solo), else start it afresh.
   */
  private checkSuitCache(): void {
    const basis = this.suitCacheBasis;
    let changed = false;
    let n = 0;
    const put = (x: number) => {
      if (basis[n] !== x) {
        basis[n] = x;
        changed = true;
      }
      n++;
    };
    put(this.superPending ? 1 : 0);
    for (let v = 0; v < (this.superPending ? 2 : 1); v++) {
      const kindAt = this.kindAtOf[v];
      for (let e = 0; e < 5; e++) for (let r = 0; r < RS; r++) put(r < this.kinds[e] ? kindAt[e * RS + r] : -1);
    }
    for (let k = 0; k < NK; k++) put(this.pclass[k]);
    if (changed) this.suitEpoch = (this.suitEpoch + 1) | 0 || 1;
  }

  /** Suit e's part of the table keys into `part[e * PART ..]`, from the cache or `hashSuit`. */
  private suitPart(e: number): void {
    const held = this.held;
    const w0 = held[e] | (held[5 + e] << 16);
    const w1 = held[10 + e] | (held[15 + e] << 16);
    const w2 = this.doubles[e] | (e << 16) | (this.superOn ? 1 << 20 : 0);
    const c = this.suitCache;
    const i = (mix32(Math.imul(w0, 0x9e3779b1) ^ Math.imul(w1, 0x85ebca77) ^ w2) & (SUIT_CACHE_SLOTS - 1)) * SUIT_CACHE_WORDS;
    const part = this.part;
    const o = e * PART;
    if (c[i] === w0 && c[i + 1] === w1 && c[i + 2] === w2 && c[i + 3] === this.suitEpoch) {
      for (let j = 0; j < PART; j++) part[o + j] = c[i + 4 + j];
      return;
    }
    this.hashSuit(e);
    c[i] = w0;
    c[i + 1] = w1;
    c[i + 2] = w2;
    c[i + 3] = this.suitEpoch;
    for (let j = 0; j < PART; j++) c[i + 4 + j] = part[o + j];
  }

  /**
   * Suit e's part of the table keys into `part[e * PART ..]`: per live card its rank among the
   * live kinds of the suit, holder and copies; the exact key also its point class, the
   * structural key only whether it is a Dulle under the pair rule; and the signature: the point
   * class of each live kind, strongest first, 3 bits each (kinds 0–9 in the first word, 10–12
   * in the second).
   */
  private hashSuit(e: number): void {
    const held = this.held;
    const cnt = this.cnt;
    const pclass = this.pclass;
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
      const k = this.kindAt[e * RS + (31 - Math.clz32(low))];
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
    const part = this.part;
    const o = e * PART;
    part[o] = h1;
    part[o + 1] = h2;
    part[o + 2] = g1;
    part[o + 3] = g2;
    part[o + 4] = sig0;
    part[o + 5] = sig1;
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
    if (!this.loaded) throw new Error('Solver: load a position first');
    this.nodesAtStart = this.stats.nodes;
    this.setCheckpoint();
    this.stats.searches++;
    try {
      return this.search(alpha, beta, this.rootPly);
    } catch (e) {
      if (e instanceof BudgetExceeded) {
        this.stats.budgetHits++;
        this.restoreAfterAbort();
        return null;
      }
      throw e;
    }
  }

  /** Plies pushed and not yet popped when a search is aborted (undone on abort). */
  private depth = 0;
  private readonly pathSeat = new Uint8Array(MAX_PLY);
  private readonly pathKind = new Uint8Array(MAX_PLY);
  private readonly pathDone = new Uint8Array(MAX_PLY);

  /** The next checkpoint: the budget's end or the next progress report, whichever comes first. */
  private setCheckpoint(): void {
    const end = this.nodesAtStart + this.nodeBudget;
    this.checkpoint = Math.min(end, this.onProgress ? this.nextReport : Infinity);
  }

  /** Node count of the next progress report (every `PROGRESS_NODES` since the solver was made). */
  private nextReport = PROGRESS_NODES;

  private reachCheckpoint(): void {
    if (this.stats.nodes - this.nodesAtStart > this.nodeBudget) throw new BudgetExceeded();
    if (this.onProgress && this.stats.nodes > this.nextReport) {
      this.nextReport += PROGRESS_NODES;
      this.onProgress(this.stats.nodes);
    }
    this.setCheckpoint();
  }

  private restoreAfterAbort(): void {
    // Path entry d was pushed at ply rootPly + d (cardValues searches from ply 1).
    for (let d = this.depth - 1; d >= 0; d--) this.pop(this.pathSeat[d], this.pathKind[d], this.rootPly + d, this.pathDone[d] === 1);
    this.depth = 0;
  }

  // ------------------------------------------------------------------ play / undo

  /** Play kind k for `seat` at ply `ply`; returns the trick's winner when the trick completes, else -1. */
  private push(seat: number, k: number, ply: number): number {
    const u = ply * UNDO;
    const undo = this.undo;
    const e = this.suit[k];
    undo[u + 7] = this.suitDirty;
    const part = this.part;
    const o = e * PART;
    for (let i = 0; i < PART; i++) undo[u + 8 + i] = part[o + i];
    this.suitDirty |= 1 << e;
    undo[u] = this.bestVal;
    undo[u + 1] = this.bestPos;
    undo[u + 2] = this.bestKind;
    undo[u + 3] = this.trickPts;
    undo[u + 4] = this.led;
    undo[u + 5] = this.leader;
    undo[u + 6] = 0;
    const ci = seat * NK + k;
    const c = this.cnt[ci];
    this.cnt[ci] = c - 1;
    this.pointCount[seat * 6 + POINT_CLASS[k]]--;
    const se = seat * 5 + e;
    this.suitCnt[se]--;
    if (c === 1) this.held[se] &= ~(1 << this.rank[k]);
    else if (c === 2) this.doubles[e] &= ~(1 << this.rank[k]);
    this.handLen[seat]--;
    const pos = this.pos;
    const t = this.trickNo;
    this.tc[t * 4 + pos] = k;
    if (this.superPending && !this.superOn && k === K_DA && seat === this.pigletHolder && this.cnt[this.superHolder * NK + K_D9] === 2) {
      this.switchSuper(true);
      undo[u + 6] = 1;
    }
    if (pos === 0) {
      this.led = e;
      this.bestVal = this.strength[k];
      this.bestPos = 0;
      this.bestKind = k;
      this.trickPts = KIND_POINTS[k];
    } else {
      this.trickPts += KIND_POINTS[k];
      if (undo[u + 6] === 1) this.rescoreTrick(pos);
      else if (this.beats(k)) {
        this.bestVal = this.strength[k];
        this.bestPos = pos;
        this.bestKind = k;
      }
    }
    if (pos === 3) {
      const w = (this.leader + this.bestPos) & 3;
      this.remaining -= this.trickPts;
      this.leader = w;
      this.pos = 0;
      this.trickNo = t + 1;
      return w;
    }
    this.pos = pos + 1;
    return -1;
  }

  private pop(seat: number, k: number, ply: number, completed: boolean): void {
    const u = ply * UNDO;
    const undo = this.undo;
    const e = this.suit[k];
    this.suitDirty = undo[u + 7];
    const part = this.part;
    const o = e * PART;
    for (let i = 0; i < PART; i++) part[o + i] = undo[u + 8 + i];
    if (completed) {
      this.trickNo--;
      this.pos = 3;
      this.remaining += undo[u + 3] + KIND_POINTS[k];
    } else this.pos--;
    if (undo[u + 6] === 1) this.switchSuper(false);
    this.bestVal = undo[u];
    this.bestPos = undo[u + 1];
    this.bestKind = undo[u + 2];
    this.trickPts = undo[u + 3];
    this.led = undo[u + 4];
    this.leader = undo[u + 5];
    const ci = seat * NK + k;
    if (++this.cnt[ci] === 2) this.doubles[e] |= 1 << this.rank[k];
    this.pointCount[seat * 6 + POINT_CLASS[k]]++;
    const se = seat * 5 + e;
    this.suitCnt[se]++;
    this.held[se] |= 1 << this.rank[k];
    this.handLen[seat]++;
  }

  /** Superpiglets come into force (or, undoing, go out of it): a new card order. */
  private switchSuper(on: boolean): void {
    this.superOn = on;
    this.useOrder(on ? 1 : 0);
    this.rebuildHeld();
  }

  /** Re-evaluate the best card of the open trick (cards 0..last) after the order changed. */
  private rescoreTrick(last: number): void {
    const base = this.trickNo * 4;
    const k0 = this.tc[base];
    this.led = this.suit[k0];
    this.bestVal = this.strength[k0];
    this.bestPos = 0;
    this.bestKind = k0;
    for (let j = 1; j <= last; j++) {
      const k = this.tc[base + j];
      if (this.beats(k)) {
        this.bestVal = this.strength[k];
        this.bestPos = j;
        this.bestKind = k;
      }
    }
  }

  /** Whether kind k, played now, beats the open trick's best card. */
  private beats(k: number): boolean {
    const e = this.suit[k];
    if (e !== TRUMP && e !== this.led) return false;
    const v = this.strength[k];
    if (v > this.bestVal) return true;
    if (k === K_H10 && this.bestKind === K_H10) return this.trickNo === this.tricks - 1 ? this.dulleSecondLast : this.dulleSecond;
    return false;
  }

  // ------------------------------------------------------------------ moves

  /** Strongest card each side can still put into the open trick after the seat to move (set by `laterTops`). */
  private oppTop = 0;
  private oppTopKind = -1;
  private mateTop = 0;
  private mateTopKind = -1;
  /** Kinds of the block being collected in `genMoves`. */
  private readonly block = new Uint8Array(16);

  /**
   * The strongest values the opponents and the partners of `seat` who play after it can
   * put into the open trick, led (or to be led) in effective suit `led`.
   */
  private laterTops(seat: number, led: number): void {
    const myRe = (this.reMask >> seat) & 1;
    const held = this.held;
    let oppTop = 0;
    let oppTopKind = -1;
    let mateTop = 0;
    let mateTopKind = -1;
    for (let j = this.pos + 1; j < 4; j++) {
      const o = (this.leader + j) & 3;
      const e = this.suitCnt[o * 5 + led] > 0 ? led : TRUMP;
      const m = held[o * 5 + e];
      if (m === 0) continue;
      const k = this.kindAt[e * RS + (31 - Math.clz32(m & -m))];
      const v = this.strength[k];
      if (((this.reMask >> o) & 1) === myRe) {
        if (v > mateTop) {
          mateTop = v;
          mateTopKind = k;
        }
      } else if (v > oppTop) {
        oppTop = v;
        oppTopKind = k;
      }
    }
    this.oppTop = oppTop;
    this.oppTopKind = oppTopKind;
    this.mateTop = mateTop;
    this.mateTopKind = mateTopKind;
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
  private genMoves(seat: number, ply: number, ttMove: number): number {
    const out = ply * 16;
    const moves = this.moves;
    const keys = this.keys;
    const pos = this.pos;
    const held = this.held;
    let from = 0;
    let to = 4;
    if (pos > 0 && this.suitCnt[seat * 5 + this.led] > 0) from = to = this.led;
    // Kinds in the open trick, per suit (they count as live).
    let tm0 = 0;
    let tm1 = 0;
    let tm2 = 0;
    let tm3 = 0;
    let tm4 = 0;
    const tb = this.trickNo * 4;
    for (let j = 0; j < pos; j++) {
      const k = this.tc[tb + j];
      const bit = 1 << this.rank[k];
      switch (this.suit[k]) {
        case 0: tm0 |= bit; break;
        case 1: tm1 |= bit; break;
        case 2: tm2 |= bit; break;
        case 3: tm3 |= bit; break;
        default: tm4 |= bit;
      }
    }
    const myRe = (this.reMask >> seat) & 1;
    const winnerMine = pos > 0 && ((this.reMask >> ((this.leader + this.bestPos) & 3)) & 1) === myRe;
    if (pos > 0) this.laterTops(seat, this.led);
    // Ordering: a later partner can take the trick from the other side and no later opponent can beat him.
    const mateTakes =
      pos > 0 && !winnerMine && this.beatenBy(this.bestVal, this.bestKind, this.mateTop, this.mateTopKind) && !this.beatenBy(this.mateTop, this.mateTopKind, this.oppTop, this.oppTopKind);
    // The trick is already the own side's whatever the later opponents play.
    const mateSure = winnerMine && !this.beatenBy(this.bestVal, this.bestKind, this.oppTop, this.oppTopKind);
    // Superpiglets still pending: ♦A and ♦9 are never merged (playing them may change the order).
    const pending = this.superPending && !this.superOn;
    const hist = this.history;
    const killer = this.killer[ply] - 1;
    const block = this.block;
    let prune = 0;
    let blocks = 0;
    let m = 0;
    for (let e = from; e <= to; e++) {
      const mine = held[seat * 5 + e];
      if (mine === 0) continue;
      if (pos === 0) this.laterTops(seat, e);
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
          k = this.kindAt[e * RS + r];
        }
        // Does card k continue the block? No other live card from the previous one to it.
        const joins =
          k >= 0 && n > 0 && (others & (((2 << r) - 1) & ~((1 << prevRank) - 1))) === 0 && !(pending && (k === K_DA || k === K_D9 || block[0] === K_DA || block[0] === K_D9));
        if (k >= 0 && (n === 0 || joins)) {
          block[n++] = k;
          prevRank = r;
          rest ^= 1 << r;
          continue;
        }
        // Flush the block.
        const lead = block[0];
        const fate = this.trickFate(lead, pos, winnerMine);
        // The block's cards have one power: whether they beat the trick's best card is the block's.
        const overtakes = this.beatsBest(lead);
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
            const str = this.strength[kb];
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
            prune = relMax(prune, (this.rank[this.bestKind] + 1) << (6 * this.suit[this.bestKind]));
            this.pruneBlocks[ply * 16 + blocks++] = e | (this.rank[lead] << 4) | ((this.rank[block[n - 1]] + 1) << 8);
          } else {
            prune = relMax(prune, (this.rank[block[n - 1]] + 1) << (6 * e));
            if (fate !== 0 && pos > 0) prune = relMax(prune, (this.rank[this.bestKind] + 1) << (6 * this.suit[this.bestKind]));
          }
        }
        n = 0;
      }
    }
    this.pruneW = prune;
    this.pruneBlockCount[ply] = blocks;
    return m;
  }

  /** Kind k beats the open trick's best card (false when leading). */
  private beatsBest(k: number): boolean {
    return this.pos > 0 && this.beats(k);
  }

  /**
   * The fate of the open trick if the seat to move plays card k (a block's strongest): 1 sure
   * for its side, -1 sure for the other side, 0 open (`laterTops` set for the trick's suit).
   */
  private trickFate(k: number, pos: number, winnerMine: boolean): number {
    if (pos === 0 || this.beats(k)) return this.beatenBy(this.strength[k], k, this.oppTop, this.oppTopKind) ? 0 : 1;
    if (winnerMine) return this.beatenBy(this.bestVal, this.bestKind, this.oppTop, this.oppTopKind) ? 0 : 1;
    return this.beatenBy(this.bestVal, this.bestKind, this.mateTop, this.mateTopKind) ? 0 : -1;
  }

  /** Whether a card of value `val` (kind `kind`) in the open trick loses to an opponent's best card `top` (kind `topKind`). */
  private beatenBy(val: number, kind: number, top: number, topKind: number): boolean {
    if (top > val) return true;
    return top === val && kind === K_H10 && topKind === K_H10 && (this.trickNo === this.tricks - 1 ? this.dulleSecondLast : this.dulleSecond);
  }

  // ------------------------------------------------------------------ bounds

  /**
   * Card points the side on lead surely takes at once with the leader's own top cards: top
   * trumps no other player can beat, then top plain cards every opponent must follow or
   * cannot ruff (opponents' trumps counted after the trump rounds). Other players' higher
   * cards stop a run, the partner's too (he could be forced to overtake and take the lead).
   * The three others each add a card to every such trick: at least their cheapest cards.
   */
  private cashable(): number {
    const ld = this.leader;
    const ldRe = (this.reMask >> ld) & 1;
    const held = this.held;
    const cnt = this.cnt;
    const dulle = this.dulleSecond || this.dulleSecondLast;
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
      const n = this.kinds[TRUMP];
      for (let r = 0; r < n; r++) {
        const bit = 1 << r;
        ct = r + 1;
        const k = this.kindAt[TRUMP * RS + r];
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
      const n = this.kinds[e];
      let round = 0;
      let stop = false;
      let ce = 0;
      for (let r = 0; r < n && !stop; r++) {
        const bit = 1 << r;
        ce = r + 1;
        if (mine & bit) {
          const k = this.kindAt[e * RS + r];
          const c = cnt[ld * NK + k];
          for (let i = 0; i < c && !stop; i++) {
            round++;
            for (let o = 0; o < 4; o++) {
              if (o === ld || ((this.reMask >> o) & 1) === ldRe) continue;
              if (this.suitCnt[o * 5 + e] < round && this.suitCnt[o * 5 + TRUMP] > rounds) {
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
    this.cashW = cw | (ct << (6 * TRUMP));
    // Every other player puts a card into each of these tricks: at least his cheapest ones.
    const all = rounds + plainRounds;
    if (all > 0) for (let o = 0; o < 4; o++) if (o !== ld) pts += this.cheapest(o, all);
    return pts;
  }

  /** The points of the `n` cheapest cards of `seat`. */
  private cheapest(seat: number, n: number): number {
    const pc = this.pointCount;
    let pts = 0;
    for (let c = 0; c < 6 && n > 0; c++) {
      const x = Math.min(n, pc[seat * 6 + c]);
      pts += x * POINT_CLASS_VALUES[c];
      n -= x;
    }
    return pts;
  }

  /** Per seat: master cards (trumps above every trump of the other side) and their points (scratch of `bounds`). */
  private readonly masterCount = new Uint8Array(4);
  private readonly masterPts = new Uint16Array(4);
  /** Per seat and point class (POINT_CLASS_VALUES): cards not master. */
  private readonly freeCount = new Uint8Array(4 * 6);
  /** Per seat: its trumps as ranks, strongest first (`trumpRanks[s * 26 ..]`), and per side all of them. */
  private readonly trumpRanks = new Uint8Array(4 * 26);
  private readonly trumpLen = new Uint8Array(4);
  private readonly sideRanks = new Uint8Array(2 * 26);
  private readonly sideLen = new Uint8Array(2);
  /** Per seat: trumps that no trump of the other side can be spent on (scratch of `bounds`). */
  private readonly survivors = new Uint8Array(4);
  /** Set by `bounds`: Re's least and most card points from the position. */
  private reMin = 0;
  private reMax = 0;

  /** How many of `b`'s trumps (ranks, strongest first) the trumps `a` can beat one for one (equal kinds count, to be safe). */
  private static match(ra: Uint8Array, a0: number, na: number, rb: Uint8Array, b0: number, nb: number): number {
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
  private bounds(): void {
    const held = this.held;
    const cnt = this.cnt;
    let reT = 0;
    let koT = 0;
    for (let s = 0; s < 4; s++) {
      if ((this.reMask >> s) & 1) reT |= held[s * 5 + TRUMP];
      else koT |= held[s * 5 + TRUMP];
    }
    const reMasters = reT & ((koT & -koT) - 1);
    const koMasters = koT & ((reT & -reT) - 1);
    const free = this.freeCount;
    free.set(this.pointCount);
    const ranks = this.trumpRanks;
    const sideRanks = this.sideRanks;
    this.sideLen[0] = 0;
    this.sideLen[1] = 0;
    this.trumpLen.fill(0);
    // Trumps per seat (ranks, strongest first) and per side; masters.
    for (let r = 0; r < RS; r++) {
      const bit = 1 << r;
      if (((reT | koT) & bit) === 0) continue;
      for (let s = 0; s < 4; s++) {
        if ((held[s * 5 + TRUMP] & bit) === 0) continue;
        const c = cnt[s * NK + this.kindAt[TRUMP * RS + r]];
        const side = (this.reMask >> s) & 1;
        for (let i = 0; i < c; i++) {
          ranks[s * 26 + this.trumpLen[s]++] = r;
          sideRanks[side * 26 + this.sideLen[side]++] = r;
        }
      }
    }
    for (let s = 0; s < 4; s++) {
      const sRe = (this.reMask >> s) & 1;
      let bits = held[s * 5 + TRUMP] & (sRe ? reMasters : koMasters);
      let n = 0;
      let pts = 0;
      while (bits !== 0) {
        const low = bits & -bits;
        bits ^= low;
        const k = this.kindAt[TRUMP * RS + (31 - Math.clz32(low))];
        const c = cnt[s * NK + k];
        n += c;
        pts += c * KIND_POINTS[k];
        free[s * 6 + POINT_CLASS[k]] -= c;
      }
      this.masterCount[s] = n;
      this.masterPts[s] = pts;
      const other = 1 - sRe;
      this.survivors[s] = this.trumpLen[s] - Solver.match(sideRanks, other * 26, this.sideLen[other], ranks, s * 26, this.trumpLen[s]);
    }
    const left = this.tricks - this.trickNo;
    const reSure = this.sureFor(1);
    const reSurePts = this.surePts;
    const koSure = this.sureFor(0);
    const koSurePts = this.surePts;
    this.reMax = Math.min(this.mostFor(1, left - koSure), this.remaining - koSurePts);
    // What Kontra can take at most, Re takes at least.
    const koMax = Math.min(this.mostFor(0, left - reSure), this.remaining - reSurePts);
    this.reMin = Math.max(reSurePts, this.remaining - koMax);
  }

  /** Set by `sureFor`: the points the side surely takes. */
  private surePts = 0;

  /** The tricks side `side` (1 Re, 0 Kontra) surely wins; its sure points into `surePts`. */
  private sureFor(side: number): number {
    let tricks = 0;
    for (let s = 0; s < 4; s++) if (((this.reMask >> s) & 1) === side && this.survivors[s] > tricks) tricks = this.survivors[s];
    let pts = 0;
    for (let s = 0; s < 4; s++) {
      if (((this.reMask >> s) & 1) === side) {
        pts += this.masterPts[s];
        // Which of its other trumps survive is the other side's choice: count the cheapest.
        if (this.survivors[s] > this.masterCount[s]) pts += this.cheapestTrumps(s, this.survivors[s] - this.masterCount[s]);
      } else if (tricks > 0) pts += this.cheapest(s, tricks);
    }
    this.surePts = pts;
    return tricks;
  }

  /** The points of the `n` cheapest trumps of `seat` that are not masters. */
  private cheapestTrumps(seat: number, n: number): number {
    // Point classes of the seat's non-master trumps, counted from its rank list.
    let c0 = 0;
    let c2 = 0;
    let c3 = 0;
    let c4 = 0;
    let c10 = 0;
    let c11 = 0;
    const m = this.masterCount[seat];
    for (let i = m; i < this.trumpLen[seat]; i++) {
      switch (KIND_POINTS[this.kindAt[TRUMP * RS + this.trumpRanks[seat * 26 + i]]]) {
        case 0: c0++; break;
        case 2: c2++; break;
        case 3: c3++; break;
        case 4: c4++; break;
        case 10: c10++; break;
        default: c11++;
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
  private mostFor(side: number, t: number): number {
    const free = this.freeCount;
    let total = 0;
    for (let s = 0; s < 4; s++) {
      let room = t;
      if (((this.reMask >> s) & 1) === side) {
        total += this.masterPts[s];
        room -= this.masterCount[s];
      }
      for (let c = 5; c >= 0 && room > 0; c--) {
        const n = Math.min(room, free[s * 6 + c]);
        total += n * POINT_CLASS_VALUES[c];
        room -= n;
      }
    }
    return total;
  }

  /** The last trick, every hand down to one card: its points to Re or not. */
  private lastTrick(): number {
    const ld = this.leader;
    const cards = this.lastCards;
    let bestS = ld;
    let bestK = 0;
    let bestV = 0;
    let pts = 0;
    let led = 0;
    for (let j = 0; j < 4; j++) {
      const s = (ld + j) & 3;
      let k = 0;
      for (let e = 0; e < 5; e++) {
        const m = this.held[s * 5 + e];
        if (m !== 0) {
          k = this.kindAt[e * RS + (31 - Math.clz32(m & -m))];
          break;
        }
      }
      pts += KIND_POINTS[k];
      cards[j] = k;
      const e = this.suit[k];
      if (j === 0) {
        led = e;
        bestV = this.strength[k];
        bestK = k;
        continue;
      }
      if (e !== TRUMP && e !== led) continue;
      const v = this.strength[k];
      if (v > bestV || (k === K_H10 && bestK === K_H10 && this.dulleSecondLast)) {
        bestV = v;
        bestK = k;
        bestS = s;
      }
    }
    // Relevance: the winning card's rank if another card of its suit lies in the trick.
    const eb = this.suit[bestK];
    let same = 0;
    for (let j = 0; j < 4; j++) if (this.suit[cards[j]] === eb) same++;
    this.relW = same > 1 ? (this.rank[bestK] + 1) << (6 * eb) : 0;
    const g = this.goal;
    const reWins = (this.reMask >> bestS) & 1;
    if (g === GOAL_POINTS) return reWins ? pts : 0;
    if (g === GOAL_ALL_TRICKS) return reWins;
    return reWins;
  }

  /**
   * The last two tricks (from any card of the first of them): plain fail-soft alpha-beta over
   * every kind the seat may play, the last trick scored directly. No table, bounds or move
   * ordering: with eight cards left they cost more than the few cards they would save.
   */
  private lastTwo(alpha: number, beta: number, ply: number): number {
    const pos = this.pos;
    const seat = (this.leader + pos) & 3;
    const isRe = (this.reMask >> seat) & 1;
    const goal = this.goal;
    const stats = this.stats;
    let from = 0;
    let to = 4;
    if (pos > 0 && this.suitCnt[seat * 5 + this.led] > 0) from = to = this.led;
    let best = isRe ? -1 : 1000;
    let a = alpha;
    let b = beta;
    let acc = 0;
    // Trumps first (4 % fewer nodes in 6-trick endings than plain suits first).
    for (let e = to; e >= from; e--) {
      // The bits as they stand now (a superpiglet switch inside push is undone by pop).
      let bits = this.held[seat * 5 + e];
      while (bits !== 0) {
        const low = bits & -bits;
        bits ^= low;
        const k = this.kindAt[e * RS + (31 - Math.clz32(low))];
        if (++stats.nodes > this.checkpoint) this.reachCheckpoint();
        const pts = this.trickPts + KIND_POINTS[k];
        const w = this.push(seat, k, ply);
        const d = this.depth++;
        this.pathSeat[d] = seat;
        this.pathKind[d] = k;
        this.pathDone[d] = w >= 0 ? 1 : 0;
        let v: number;
        if (w < 0) v = this.lastTwo(a, b, ply + 1);
        else {
          const reWon = (this.reMask >> w) & 1;
          const last = this.lastTrick();
          if (goal === GOAL_POINTS) v = (reWon ? pts : 0) + last;
          else if (goal === GOAL_ALL_TRICKS) v = reWon ? last : 0;
          else v = reWon ? 1 : last;
          this.trickRule();
        }
        this.depth--;
        this.pop(seat, k, ply, w >= 0);
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
        acc = relMax(acc, this.relW);
      }
    }
    this.relW = acc;
    return best;
  }

  // ------------------------------------------------------------------ table

  /** The entry of the position (k1, k2) (index of its first int32), or -1. */
  private probe(k1: number, k2: number): number {
    const tt = this.tt;
    const i = (k1 & this.ttMask) << 2;
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
  private store(k1: number, k2: number, left: number, lo: number, hi: number, move: number, rl: number, rh: number): void {
    const tt = this.tt;
    const gen = this.gen;
    let idx = this.probe(k1, k2);
    const mv = move < 0 ? 0 : this.relMove(move);
    this.stats.ttStores++;
    let data: number;
    let rw: number;
    if (idx >= 0) {
      const d = tt[idx + 2];
      const l = Math.max(lo, d & 255);
      const h = Math.min(hi, (d >>> 8) & 255);
      data = l | (h << 8) | ((mv !== 0 ? mv : (d >>> 16) & 255) << 16) | (left << 24);
      // Each bound keeps the relevance of the proof it came from.
      const old = this.ttRel[idx >> 2];
      rw = (lo > (d & 255) ? rl : old & 0xffff) | ((hi < ((d >>> 8) & 255) ? rh : old >>> 16) << 16);
    } else {
      const i = (k1 & this.ttMask) << 2;
      const j = i + 4;
      // An empty slot, else one from an older generation, else the smaller subtree.
      const di = tt[i + 2];
      const dj = tt[j + 2];
      if (di === 0) idx = i;
      else if (dj === 0) idx = j;
      else if (tt[i + 3] !== gen && tt[j + 3] === gen) idx = i;
      else if (tt[j + 3] !== gen && tt[i + 3] === gen) idx = j;
      else idx = di >>> 24 <= dj >>> 24 ? i : j;
      if (tt[idx + 2] !== 0) this.stats.ttReplaced++;
      tt[idx] = k1;
      tt[idx + 1] = k2;
      data = lo | (hi << 8) | (mv << 16) | (left << 24);
      rw = rl | (rh << 16);
    }
    tt[idx + 2] = data;
    tt[idx + 3] = gen;
    this.ttRel[idx >> 2] = rw;
    if (this.structuralOn()) this.storeStructure(data, rw);
  }

  /** A card as the table keeps it: effective suit and rank among the live kinds, plus 1. */
  private relMove(k: number): number {
    const e = this.suit[k];
    const h = this.held;
    const live = h[e] | h[5 + e] | h[10 + e] | h[15 + e];
    let above = live & ((1 << this.rank[k]) - 1);
    let r = 0;
    while (above !== 0) {
      above &= above - 1;
      r++;
    }
    return e * 16 + r + 1;
  }

  /** The kind of a table card (see relMove) in the current position, or -1. */
  private kindOfRelMove(mv: number): number {
    if (mv === 0) return -1;
    const e = (mv - 1) >> 4;
    let r = (mv - 1) & 15;
    const h = this.held;
    let live = h[e] | h[5 + e] | h[10 + e] | h[15 + e];
    while (live !== 0) {
      const low = live & -live;
      if (r === 0) return this.kindAt[e * RS + (31 - Math.clz32(low))];
      live ^= low;
      r--;
    }
    return -1;
  }

  /** Whether the structural table applies (not while superpiglets may still come into force). */
  private structuralOn(): boolean {
    return this.structureOn && (!this.superPending || this.superOn);
  }

  /** Set by `signatureGap`: how many points Re may have less (`gapDown`) or more (`gapUp`) here than in the entry's position. */
  private gapDown = 0;
  private gapUp = 0;

  /**
   * The point gap between the structural entry at `i` and the current position (same
   * structure): per live kind whose point class differs, its copies times the difference,
   * summed separately for the kinds worth less now (Re may lose them) and worth more.
   */
  private signatureGap(i: number): void {
    const st = this.st;
    const part = this.part;
    const held = this.held;
    const cnt = this.cnt;
    let down = 0;
    let up = 0;
    for (let e = 0; e < 5; e++) {
      const o = e * PART;
      const w = e === TRUMP ? 8 : 3 + e;
      let a0 = st[i + w];
      let b0 = part[o + 4];
      let a1 = e === TRUMP ? st[i + 9] : 0;
      let b1 = part[o + 5];
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
          const k = this.kindAt[e * RS + (31 - Math.clz32(low))];
          const copies = cnt[k] + cnt[NK + k] + cnt[2 * NK + k] + cnt[3 * NK + k];
          const d = POINT_CLASS_VALUES[pa] - POINT_CLASS_VALUES[pb];
          if (d > 0) down += d * copies;
          else up -= d * copies;
        }
        r++;
      }
    }
    this.gapDown = down;
    this.gapUp = up;
  }

  /** The structural entry of the current position's structure (`s1`/`s2`), or -1. */
  private probeStructure(): number {
    const i = (this.s1 & this.stMask) * SE;
    const st = this.st;
    return st[i] === this.s1 && st[i + 1] === this.s2 && st[i + 2] !== 0 ? i : -1;
  }

  /** Record bounds (data as in `store`) under the current position's structure and signature. */
  private storeStructure(data: number, rw: number): void {
    this.structure();
    const i = (this.s1 & this.stMask) * SE;
    const st = this.st;
    const part = this.part;
    st[i] = this.s1;
    st[i + 1] = this.s2;
    st[i + 2] = data;
    st[i + 7] = rw;
    st[i + 3] = part[4];
    st[i + 4] = part[PART + 4];
    st[i + 5] = part[2 * PART + 4];
    st[i + 6] = part[3 * PART + 4];
    st[i + 8] = part[TRUMP * PART + 4];
    st[i + 9] = part[TRUMP * PART + 5];
  }

  // ------------------------------------------------------------------ partition search

  /** Whether the pattern table is in use (points questions, no superpiglets pending, small suits). */
  private partitioned = false;

  /** Bits set in a 16-bit mask. */
  private static popcount16(x: number): number {
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
  private packRel(w: number): number {
    if (w === 0) return 0;
    const h = this.held;
    let p = 0;
    for (let e = 0; e < 5; e++) {
      const f = (w >>> (6 * e)) & 31;
      if (f !== 0) p |= Solver.popcount16((h[e] | h[5 + e] | h[10 + e] | h[15 + e]) & ((1 << f) - 1)) << (3 * e);
    }
    return p;
  }

  /** The floors of packed depths `p` in the current position. */
  private unpackRel(p: number): number {
    if (p === 0) return 0;
    const h = this.held;
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
  private trickRule(): void {
    const k = this.bestKind;
    const e = this.suit[k];
    const b = (this.trickNo - 1) * 4;
    const tc = this.tc;
    const suit = this.suit;
    let same = 0;
    for (let j = 0; j < 4; j++) if (suit[tc[b + j]] === e) same++;
    if (same > 1) this.relW = relMax(this.relW, (this.rank[k] + 1) << (6 * e));
  }

  /** Packed depths of every live trump and nothing else (what `bounds` reads). */
  private trumpDepth(): number {
    const h = this.held;
    return Solver.popcount16(h[TRUMP] | h[5 + TRUMP] | h[10 + TRUMP] | h[15 + TRUMP]) << (3 * TRUMP);
  }

  /** The pattern key into `p1`/`p2`: context, leader, every hand's length in every suit. */
  private patternKey(): void {
    const sc = this.suitCnt;
    let w0 = 0;
    let w1 = 0;
    let w2 = 0;
    for (let i = 0; i < 7; i++) w0 |= sc[i] << (4 * i);
    for (let i = 7; i < 14; i++) w1 |= sc[i] << (4 * (i - 7));
    for (let i = 14; i < 20; i++) w2 |= sc[i] << (4 * (i - 14));
    w2 |= this.leader << 28;
    this.p1 = mix32(mix32(mix32(this.sctx1 ^ 0x7f4a7c15 ^ w0) + w1) ^ w2);
    this.p2 = mix32(mix32(mix32(this.sctx2 + 0x2545f491 + w0) ^ w1) + w2);
  }

  /**
   * Each suit's prefix hashes into `pre1`/`pre2`: `pre[e * 16 + d]` covers the top d live kinds
   * of suit e as the exact key does (holders, copies, point class).
   */
  private prefixes(): void {
    const held = this.held;
    const cnt = this.cnt;
    const pclass = this.pclass;
    const pre1 = this.pre1;
    const pre2 = this.pre2;
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
        const k = this.kindAt[e * RS + (31 - Math.clz32(low))];
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
      this.liveKinds[e] = r;
    }
  }

  /** The top hash (`t1`/`t2`) and the x cards (`xc`) of the current position under packed depths `dv`, in one pass. */
  private patternOf(dv: number): void {
    const xc = this.xc;
    xc.fill(0);
    const held = this.held;
    const cnt = this.cnt;
    const pclass = this.pclass;
    let t1 = 0;
    let t2 = 0;
    for (let e = 0; e < 5; e++) {
      const d = depthOf(dv, e);
      let live = held[e] | held[5 + e] | held[10 + e] | held[15 + e];
      let r = 0;
      while (live !== 0) {
        const low = live & -live;
        live ^= low;
        const k = this.kindAt[e * RS + (31 - Math.clz32(low))];
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
    this.t1 = t1;
    this.t2 = t2;
  }

  /** The top hash of the current position under packed depths `dv` into `t1`/`t2` (after `prefixes`); false when a suit has fewer live kinds. */
  private topHash(dv: number): boolean {
    let t1 = 0;
    let t2 = 0;
    for (let e = 0; e < 5; e++) {
      const d = depthOf(dv, e);
      if (d > this.liveKinds[e]) return false;
      t1 ^= this.pre1[e * 16 + d];
      t2 ^= this.pre2[e * 16 + d];
    }
    this.t1 = t1;
    this.t2 = t2;
    return true;
  }

  private t1 = 0;
  private t2 = 0;

  /**
   * The point gap between the entry's x cards (stream at `pt[at ..]`) and the current
   * position's (`xc`): hand by hand and suit by suit both sorted by points and paired in that
   * order (the pairing that moves the fewest points), `gapDown` the points Re may have less
   * here, `gapUp` more.
   */
  private xGap(at: number): void {
    const pt = this.pt;
    const xc = this.xc;
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
    this.gapDown = down;
    this.gapUp = up;
  }

  /** The x stream of the current position (from `xc`) into `xs`. */
  private xStream(): void {
    const xs = this.xs;
    xs.fill(0);
    const xc = this.xc;
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
  private probePattern(): void {
    this.patternKey();
    const pt = this.pt;
    const base = (this.p1 & this.ptMask) * PB * PE;
    let prefixed = false;
    for (let b = 0; b < PB; b++) {
      const i = base + b * PE;
      const data = pt[i + 5];
      if (data === 0 || pt[i] !== this.p1 || pt[i + 1] !== this.p2) continue;
      if (!prefixed) {
        this.prefixes();
        prefixed = true;
      }
      const dv = pt[i + 4];
      if (!this.topHash(dv) || this.t1 !== pt[i + 2] || this.t2 !== pt[i + 3]) continue;
      this.patternOf(dv);
      this.xGap(i + 7);
      const lo = (data & 255) - this.gapDown;
      const hi = ((data >>> 8) & 255) + this.gapUp;
      if (lo > this.pLo) {
        this.pLo = lo;
        this.pRl = dv;
      }
      if (hi < this.pHi) {
        this.pHi = hi;
        this.pRh = dv;
      }
    }
  }

  /** Record bounds proved for the pattern of packed depths `dv` (a bucket's identical pattern tightened, else an entry replaced). */
  private storePattern(left: number, lo: number, hi: number, dv: number, move: number): void {
    this.patternKey();
    this.patternOf(dv);
    this.xStream();
    const pt = this.pt;
    const xs = this.xs;
    const base = (this.p1 & this.ptMask) * PB * PE;
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
      if (pt[i] === this.p1 && pt[i + 1] === this.p2 && pt[i + 2] === this.t1 && pt[i + 3] === this.t2 && pt[i + 4] === dv) {
        let same = true;
        for (let j = 0; j < PX && same; j++) if (pt[i + 7 + j] !== xs[j]) same = false;
        if (same) {
          slot = i;
          break;
        }
      }
      // Replace an older generation's entry first, then the one of the fewest tricks.
      const score = (pt[i + 6] === this.gen ? 64 : 0) + (data >>> 24);
      if (score < victimScore) {
        victim = i;
        victimScore = score;
      }
    }
    const mv = move < 0 ? 0 : this.relMove(move);
    let data: number;
    if (slot >= 0) {
      const d = pt[slot + 5];
      data = Math.max(lo, d & 255) | (Math.min(hi, (d >>> 8) & 255) << 8) | ((mv !== 0 ? mv : (d >>> 16) & 255) << 16) | (left << 24);
    } else {
      slot = victim;
      pt[slot] = this.p1;
      pt[slot + 1] = this.p2;
      pt[slot + 2] = this.t1;
      pt[slot + 3] = this.t2;
      pt[slot + 4] = dv;
      for (let j = 0; j < PX; j++) pt[slot + 7 + j] = xs[j];
      data = lo | (hi << 8) | (mv << 16) | (left << 24);
    }
    pt[slot + 5] = data;
    pt[slot + 6] = this.gen;
  }

  // ------------------------------------------------------------------ search

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
  private search(alpha: number, beta: number, ply: number): number {
    const pos = this.pos;
    const goal = this.goal;
    let k1 = 0;
    let k2 = 0;
    let ttMove = -1;
    let lo = 0;
    let hi = goal === GOAL_POINTS ? this.remaining : 1;
    const left = this.tricks - this.trickNo;
    if (pos === 0) {
      if (left === 1) return this.lastTrick();
      if (left === 0) {
        this.relW = 0;
        return goal === GOAL_ALL_TRICKS ? 1 : 0;
      }
    }
    if (left === 2 && pos > 0) return this.lastTwo(alpha, beta, ply);
    // Re has what the window asks for already, or the window asks for more than is left:
    // the trivial bounds decide, for every position.
    if (beta <= 0 || alpha >= hi) {
      this.relW = 0;
      return beta <= 0 ? 0 : hi;
    }
    // The table holds trick boundaries only (inside a trick it measured no gain).
    const useTable = pos === 0;
    // Relevance (packed depths) of lo and hi; the trivial bounds hold for every position.
    let rl = 0;
    let rh = 0;
    if (useTable) {
      this.hash();
      k1 = this.k1;
      k2 = this.k2;
      const idx = this.probe(k1, k2);
      if (idx >= 0) {
        const d = this.tt[idx + 2];
        const rw = this.ttRel[idx >> 2];
        if ((d & 255) > lo) {
          lo = d & 255;
          rl = rw & 0xffff;
        }
        if (((d >>> 8) & 255) < hi) {
          hi = (d >>> 8) & 255;
          rh = rw >>> 16;
        }
        if (lo >= beta || hi <= alpha || lo === hi) {
          this.stats.ttHits++;
          return this.decided(lo, hi, beta, rl, rh);
        }
        ttMove = this.kindOfRelMove((d >>> 16) & 255);
      }
      // Positions of the same structure, their bounds widened by the point gap.
      if (this.structuralOn()) {
        const si = this.probeStructure();
        if (si >= 0) {
          this.signatureGap(si);
          const d = this.st[si + 2];
          const rw = this.st[si + 7];
          const slo = (d & 255) - this.gapDown;
          const shi = ((d >>> 8) & 255) + this.gapUp;
          if (slo > lo) {
            lo = slo;
            rl = rw & 0xffff;
          }
          if (shi < hi) {
            hi = shi;
            rh = rw >>> 16;
          }
          if (lo >= beta || hi <= alpha || lo === hi) {
            this.stats.structureHits++;
            this.store(k1, k2, left, lo, hi, ttMove, rl, rh);
            return this.decided(lo, hi, beta, rl, rh);
          }
          if (ttMove < 0) ttMove = this.kindOfRelMove((d >>> 16) & 255);
        }
      }
      // Positions of the same pattern (partition search).
      if (this.partitioned && left >= 3 && goal === GOAL_POINTS) {
        this.pLo = lo;
        this.pHi = hi;
        this.pRl = rl;
        this.pRh = rh;
        this.probePattern();
        lo = this.pLo;
        hi = this.pHi;
        rl = this.pRl;
        rh = this.pRh;
        if (lo >= beta || hi <= alpha || lo === hi) {
          this.stats.patternHits++;
          this.store(k1, k2, left, lo, hi, ttMove, rl, rh);
          return this.decided(lo, hi, beta, rl, rh);
        }
      }
    }
    if (left === 2) {
      const v = this.lastTwo(alpha, beta, ply);
      this.finish(k1, k2, left, lo, hi, v, alpha, beta, -1, rl, rh);
      return v;
    }
    if (pos === 0) {
      if (goal === GOAL_POINTS && !(this.superPending && !this.superOn)) {
        // The cheap quick tricks first; the trump partition only when they do not decide.
        const cash = this.cashable();
        if ((this.reMask >> this.leader) & 1) {
          if (cash > lo) {
            lo = cash;
            rl = this.packRel(this.cashW);
          }
        } else if (this.remaining - cash < hi) {
          hi = this.remaining - cash;
          rh = this.packRel(this.cashW);
        }
        if (lo < beta && hi > alpha) {
          this.bounds();
          if (this.reMax < hi) {
            hi = this.reMax;
            rh = this.trumpDepth();
          }
          if (this.reMin > lo) {
            lo = this.reMin;
            rl = this.trumpDepth();
          }
        }
        if (lo >= beta || hi <= alpha) {
          this.stats.quickCuts++;
          this.store(k1, k2, left, lo, hi, -1, rl, rh);
          return this.decided(lo, hi, beta, rl, rh);
        }
      }
    }
    const seat = (this.leader + pos) & 3;
    const isRe = (this.reMask >> seat) & 1;
    const m = this.genMoves(seat, ply, ttMove);
    const prune = this.pruneW;
    const moves = this.moves;
    const out = ply * 16;
    let best = isRe ? -1 : 1000;
    let bestMove = -1;
    let a = alpha;
    let b = beta;
    const stats = this.stats;
    // A cut-off rests on its card alone (its relevance is in `relW`); otherwise on every card
    // tried, and on what made the cards left out equivalent to them.
    let acc = prune;
    let cut = false;
    for (let i = 0; i < m; i++) {
      const k = moves[out + i];
      if (++stats.nodes > this.checkpoint) this.reachCheckpoint();
      const pts = this.trickPts + KIND_POINTS[k];
      const w = this.push(seat, k, ply);
      const d = this.depth++;
      this.pathSeat[d] = seat;
      this.pathKind[d] = k;
      this.pathDone[d] = w >= 0 ? 1 : 0;
      let v: number;
      if (w < 0) v = this.search(a, b, ply + 1);
      else {
        if (goal === GOAL_POINTS) {
          const g = (this.reMask >> w) & 1 ? pts : 0;
          v = g + this.search(a - g, b - g, ply + 1);
        } else if (goal === GOAL_ALL_TRICKS) {
          if ((this.reMask >> w) & 1) v = this.search(a, b, ply + 1);
          else {
            v = 0;
            this.relW = 0;
          }
        } else if ((this.reMask >> w) & 1) {
          v = 1;
          this.relW = 0;
        } else v = this.search(a, b, ply + 1);
        this.trickRule();
      }
      this.depth--;
      this.pop(seat, k, ply, w >= 0);
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
      acc = relMax(acc, this.relW);
    }
    if (!cut) {
      for (let j = this.pruneBlockCount[ply] - 1; j >= 0; j--) {
        const x = this.pruneBlocks[ply * 16 + j];
        const e = x & 15;
        if (((acc >>> (6 * e)) & 31) > ((x >>> 4) & 15)) acc = relMax(acc, (x >>> 8) << (6 * e));
      }
      this.relW = acc;
    }
    if (a >= b && bestMove >= 0) {
      // A cut-off: remember the card for ordering elsewhere.
      this.killer[ply] = bestMove + 1;
      this.history[seat * NK + bestMove] += left * left;
    }
    if (useTable) this.finish(k1, k2, left, lo, hi, best, alpha, beta, bestMove, rl, rh);
    return best;
  }

  /** Return value of a node its bounds decided: the bound, its relevance (packed depths `rl` / `rh`) into `relW`. */
  private decided(lo: number, hi: number, beta: number, rl: number, rh: number): number {
    if (lo >= beta) {
      this.relW = this.unpackRel(rl);
      return lo;
    }
    this.relW = this.unpackRel(rh);
    return hi;
  }

  /**
   * Record a searched boundary node: `best` (relevance in `relW`) is an upper bound (≤ alpha)
   * or a lower bound (≥ beta); the node's other bound comes from the tables or quick bounds
   * (`lo`/`hi`, relevance `rl`/`rh`, packed depths). The pattern table gets the searched bound only.
   */
  private finish(k1: number, k2: number, left: number, lo: number, hi: number, best: number, alpha: number, beta: number, move: number, rl: number, rh: number): void {
    const r = this.packRel(this.relW);
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
    this.store(k1, k2, left, lo, hi, move, rl, rh);
    if (this.partitioned && left >= 3 && this.goal === GOAL_POINTS) {
      if (best <= alpha) this.storePattern(left, 0, best, r, move);
      else if (best >= beta) this.storePattern(left, best, this.remaining, r, move);
      else this.storePattern(left, best, best, r, move);
    }
  }
}
