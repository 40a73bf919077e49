/**
 * The solver's state: one plain object holding the position, the card order in force, the
 * tables and every scratch array the solver's parts share, and the layout of those arrays.
 * The parts are functions of this object in modules of their own (keys, play, moves, bounds,
 * tables, relevance, patterns, search; `index.ts` asks the questions), as the bridge solver
 * DDS passes its position and thread data to its move generator, bounds and search: one
 * class, so that every access in the search stays monomorphic, and no closures, getters or
 * allocation between the parts (typed arrays sized once).
 */
import * as fromKinds from '../../sim/kinds.ts';

// Module-local copies of what this file uses from other modules: V8 folds a module's own
// constants into optimised code but loads an imported binding from its module at every use (the
// split solver took 6 % more CPU time than the single class before, the same with these).
const { KIND_POINTS } = fromKinds;

// The layout constants below have copies in the search's modules (play, moves, search, keys,
// tables, patterns, bounds; see their heads): change them together.

/** Card kinds (CARD_IDS). */
export const NK = 24;
/** Rank slots per effective suit (the longest suit, normal trumps, has 13 kinds). */
export const RS = 16;
/** Deepest search: 48 cards. */
const MAX_PLY = 49;
/** Words per suit in `SolverState.part`: exact key, structural key, point signature (2 each). */
export const PART = 6;
/** Undo words per ply: trick state, the superpiglet switch, `suitDirty` and the played suit's part. */
export const UNDO = 8 + PART;
/** Words per entry of the structural table: key (2), bounds and card (1), point signature per suit (5 + the trumps' second word), spare. */
export const SE = 10;

/** Entries of the suit-part cache (640 KB; 95 % of the parts asked for in 8-trick endings hit), and words per entry (see `SolverState.suitCache`). */
export const SUIT_CACHE_SLOTS = 1 << 14;
export const SUIT_CACHE_WORDS = 4 + PART;

/** Point classes of a card in the table key: 0, 2, 3, 4, 10, 11 points, and a Dulle whose pair rule applies. */
export const PCLASSES = 7;
export const PCLASS_OF_POINTS = [0, 0, 1, 2, 3, 0, 0, 0, 0, 0, 4, 5];
export const PCLASS_DULLE = 6;
/** Words per entry of the pattern table: key (2), top hash (2), relevance, bounds and card, generation, x stream (5). */
export const PE = 12;
/** Entries per bucket of the pattern table (one bucket per leader and suit lengths). */
export const PB = 8;
/** Words of an entry's x stream: 3-bit point classes, 10 per word (48 cards at most). */
export const PX = 5;
/** Point classes for the bounds: index by card points / the value of each class. */
export const POINT_CLASS_VALUES = [0, 2, 3, 4, 10, 11];
export const POINT_CLASS: Uint8Array = Uint8Array.from(KIND_POINTS, (p) => POINT_CLASS_VALUES.indexOf(p));

/** Questions, part of the table key: Re's card points, or the schwarz questions. */
export const GOAL_POINTS = 0;
export const GOAL_ALL_TRICKS = 1;
export const GOAL_ANY_TRICK = 2;

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

export class SolverState {
  // --- limits and counters (search.ts; the budget and progress reports) ---
  nodeBudget: number;
  readonly stats: SolverStats = { nodes: 0, ttHits: 0, structureHits: 0, patternHits: 0, quickCuts: 0, budgetHits: 0, searches: 0, ttStores: 0, ttReplaced: 0 };
  /** The node count when the current question began. */
  nodesAtStart = 0;
  /** The node count at which the search next looks at its budget and reports progress. */
  checkpoint = Infinity;
  /** Called every `PROGRESS_NODES` cards tried. */
  readonly onProgress: ((nodes: number) => void) | undefined;
  /** Node count of the next progress report (every `PROGRESS_NODES` since the solver was made). */
  nextReport = PROGRESS_NODES;
  /** Ply of the searched root (1 while `cardValues` holds the root card at ply 0). */
  rootPly = 0;
  /** Plies pushed and not yet popped when a search is aborted (undone on abort). */
  depth = 0;
  readonly pathSeat = new Uint8Array(MAX_PLY);
  readonly pathKind = new Uint8Array(MAX_PLY);
  readonly pathDone = new Uint8Array(MAX_PLY);
  /** Whether a position is loaded. */
  loaded = false;

  // --- card order (the one at load, and the superpiglets' one should they activate) ---
  readonly suit = new Uint8Array(NK);
  readonly strengthOf: [Uint8Array, Uint8Array] = [new Uint8Array(NK), new Uint8Array(NK)];
  readonly rankOf: [Uint8Array, Uint8Array] = [new Uint8Array(NK), new Uint8Array(NK)];
  readonly kindAtOf: [Uint8Array, Uint8Array] = [new Uint8Array(5 * RS), new Uint8Array(5 * RS)];
  /** In force: `strength[k]` (trumps > 100 > plain), `rank[k]` (0 = strongest of its suit), `kindAt[e * RS + r]`. */
  strength: Uint8Array = this.strengthOf[0];
  rank: Uint8Array = this.rankOf[0];
  kindAt: Uint8Array = this.kindAtOf[0];
  readonly kinds = new Uint8Array(5);
  dulleSecond = false;
  dulleSecondLast = false;
  tricks = 12;
  /** Superpiglets not yet in force but possible: activated when the piglet holder plays a ♦A while the other holder keeps both ♦9. */
  superPending = false;
  superOn = false;
  pigletHolder = -1;
  superHolder = -1;

  // --- parties ---
  /** Bit s set when seat s is Re (the maximising side). */
  reMask = 0;
  /** Tricks Re / Kontra won before the loaded position (the schwarz questions). */
  reTricksBefore = 0;
  kontraTricksBefore = 0;
  /** Re's card points in the completed tricks before the loaded position. */
  rePointsBefore = 0;

  // --- position (play.ts plays a card and takes it back) ---
  /** Copies per seat and kind: `cnt[s * 24 + k]`. */
  readonly cnt = new Uint8Array(4 * NK);
  /** Cards per seat and effective suit: `suitCnt[s * 5 + e]`. */
  readonly suitCnt = new Uint8Array(20);
  /** Kinds held per seat and effective suit as rank bits (bit r: the kind of rank r). */
  readonly held = new Int32Array(20);
  /** Per effective suit, the kinds (rank bits) of which one hand holds both copies. */
  readonly doubles = new Uint16Array(5);
  /** Cards per seat. */
  readonly handLen = new Uint8Array(4);
  /** Cards per seat and point class (POINT_CLASS_VALUES): `pointCount[s * 6 + c]`. */
  readonly pointCount = new Uint8Array(4 * 6);
  /** Cards of the tricks in play order: trick t at `tc[t * 4 ..]` (only tricks from the loaded one on are filled). */
  readonly tc = new Uint8Array(48);
  trickNo = 0;
  pos = 0;
  leader = 0;
  led = 0;
  bestVal = 0;
  bestPos = 0;
  bestKind = 0;
  trickPts = 0;
  /** Card points in the hands and the open trick. */
  remaining = 0;
  /** Undo words per ply (`UNDO`): what `push` changed, for `pop`. */
  readonly undo = new Int32Array(MAX_PLY * UNDO);

  // --- table keys (keys.ts) ---
  /** Point class of each kind in the table key. */
  readonly pclass = new Uint8Array(NK);
  /** The table key of the position at the current trick boundary (set by `hash`). */
  k1 = 0;
  k2 = 0;
  /** The structural key of the same position (set by `hash`; see `structure`). */
  s1 = 0;
  s2 = 0;
  /**
   * Each suit's part of the table keys (`hash`), kept between calls: `part[e * 6 ..]` holds the
   * exact key (2 words), the structural key (2 words) and the point signature (2 words, see
   * `hashSuit`). A suit's part changes only when one of its cards is played, so only the suits
   * played since the last call (bits of `suitDirty`) are computed again; `push` saves and `pop`
   * restores them. Not used while superpiglets may still come into force (the key then covers
   * the absolute cards).
   */
  readonly part = new Int32Array(5 * PART);
  /**
   * Suit parts computed before, direct-mapped by the suit's cards (who holds which ranks, which
   * twice; the order in force): the same suit meets the search again and again in other
   * positions. `SUIT_CACHE_WORDS` per entry: 3 key words, the load it was computed in, the part.
   */
  readonly suitCache = new Int32Array(SUIT_CACHE_SLOTS * SUIT_CACHE_WORDS);
  /** Bumped by `load` when the orders or point classes changed (`checkSuitCache`), so older entries miss. */
  suitEpoch = 0;
  /** What the cached parts depend on besides the suit's cards: the kinds by rank in each order, the point classes. */
  readonly suitCacheBasis = new Int16Array(2 * 5 * RS + NK + 1).fill(-1);
  /** The suits (bits) played since the key was last computed. */
  suitDirty = 31;
  /** Table key of the parties, the rules and the question. */
  ctx1 = 0;
  ctx2 = 0;
  sctx1 = 0;
  sctx2 = 0;
  ctxBase1 = 0;
  ctxBase2 = 0;
  goal = GOAL_POINTS;

  // --- the exact and the structural table (tables.ts) ---
  /** The exact table: buckets of two entries of four int32 (key 1, key 2, data, generation; see tables.ts). */
  readonly tt: Int32Array;
  readonly ttMask: number;
  /** The generation of the table entries: bumped by each load of another deal (older entries are replaced first). */
  gen = 1;
  /** Per exact entry: the relevance of its lower bound (low 16 bits) and of its upper bound (see `packRel`). */
  readonly ttRel: Int32Array;
  /** The structural table, direct-mapped, `SE` words per entry (see tables.ts). */
  readonly st: Int32Array;
  readonly stMask: number;
  readonly structureOn: boolean;
  /** Set by `signatureGap`: how many points Re may have less (`gapDown`) or more (`gapUp`) here than in the entry's position. */
  gapDown = 0;
  gapUp = 0;

  // --- partition search (relevance.ts, patterns.ts): relevance as floors, per suit the rank + 1 of the weakest relevant
  // kind (0: none), 6 bits per suit in one number (see `relMax`) ---
  /** Whether the pattern table is in use (points questions, no superpiglets pending, small suits). */
  partitioned = false;
  /** Relevance of the claim the last search (or lastTwo / lastTrick) returned. */
  relW = 0;
  /** Set by `genMoves`: what makes the cards it left out equivalent to those it kept. */
  pruneW = 0;
  /**
   * Per ply: blocks of which genMoves kept one card for the trick's fate that another card
   * decides (suit | top rank << 4 | bottom rank + 1 << 8), and how many: relevant as a whole
   * once any of their cards is (see `search`).
   */
  readonly pruneBlocks = new Int32Array(MAX_PLY * 16);
  readonly pruneBlockCount = new Uint8Array(MAX_PLY);
  /** Set by `cashable`: the ranks it read. */
  cashW = 0;
  /** The pattern table of the partition search: buckets of `PB` entries of `PE` words (see patterns.ts). */
  readonly pt: Int32Array;
  readonly ptMask: number;
  readonly partitionOn: boolean;
  /** Scratch of the pattern table: key, prefix hashes of each suit's top kinds, live kinds per suit, x cards per hand, suit and point class, x stream. */
  p1 = 0;
  p2 = 0;
  readonly pre1 = new Int32Array(5 * 16);
  readonly pre2 = new Int32Array(5 * 16);
  readonly liveKinds = new Uint8Array(5);
  readonly xc = new Uint8Array(20 * 6);
  readonly xs = new Int32Array(PX);
  pLo = 0;
  pHi = 0;
  /** Relevance (packed depths, see `packRel`) of `pLo` / `pHi`. */
  pRl = 0;
  pRh = 0;
  /** The top hash of a pattern (set by `patternOf` and `topHash`). */
  t1 = 0;
  t2 = 0;

  // --- move generation and ordering (moves.ts) ---
  /** History heuristic: `history[seat * 24 + kind]`, and the killer card per ply (kind + 1). */
  readonly history = new Uint32Array(4 * NK);
  readonly killer = new Uint8Array(MAX_PLY);
  /** Per ply the cards to try (`moves[ply * 16 ..]`), and the scratch of their ordering keys. */
  readonly moves = new Uint8Array(MAX_PLY * 16);
  readonly keys = new Int32Array(16);
  /** Strongest card each side can still put into the open trick after the seat to move (set by `laterTops`). */
  oppTop = 0;
  oppTopKind = -1;
  mateTop = 0;
  mateTopKind = -1;
  /** Kinds of the block being collected in `genMoves`. */
  readonly block = new Uint8Array(16);

  // --- bounds (bounds.ts) ---
  /** Per seat: master cards (trumps above every trump of the other side) and their points (scratch of `bounds`). */
  readonly masterCount = new Uint8Array(4);
  readonly masterPts = new Uint16Array(4);
  /** Per seat and point class (POINT_CLASS_VALUES): cards not master. */
  readonly freeCount = new Uint8Array(4 * 6);
  /** Per seat: its trumps as ranks, strongest first (`trumpRanks[s * 26 ..]`), and per side all of them. */
  readonly trumpRanks = new Uint8Array(4 * 26);
  readonly trumpLen = new Uint8Array(4);
  readonly sideRanks = new Uint8Array(2 * 26);
  readonly sideLen = new Uint8Array(2);
  /** Per seat: trumps that no trump of the other side can be spent on (scratch of `bounds`). */
  readonly survivors = new Uint8Array(4);
  /** Set by `bounds`: Re's least and most card points from the position. */
  reMin = 0;
  reMax = 0;
  /** Set by `sureFor`: the points the side surely takes. */
  surePts = 0;

  // --- the last trick (search.ts) ---
  readonly lastCards = new Uint8Array(4);

  constructor(options: SolverOptions) {
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
}

/** Order `v` (0: at load, 1: the superpiglets') from the deal's strengths: each suit's kinds in the deck, strongest first. */
export function buildOrder(state: SolverState, v: 0 | 1, strength: Uint8Array, deck: Uint8Array): void {
  const present = new Uint8Array(NK);
  for (let i = 0; i < deck.length; i++) present[deck[i]] = 1;
  state.strengthOf[v].set(strength);
  const kindAt = state.kindAtOf[v];
  const rank = state.rankOf[v];
  for (let e = 0; e < 5; e++) {
    const ks: number[] = [];
    for (let k = 0; k < NK; k++) if (state.suit[k] === e && present[k]) ks.push(k);
    ks.sort((a, b) => strength[b] - strength[a]);
    ks.forEach((k, r) => {
      rank[k] = r;
      kindAt[e * RS + r] = k;
    });
    state.kinds[e] = ks.length;
  }
}

/** Put order `v` in force (the superpiglets switch to order 1 while a card is played; play.ts). */
export function useOrder(state: SolverState, v: 0 | 1): void {
  state.strength = state.strengthOf[v];
  state.rank = state.rankOf[v];
  state.kindAt = state.kindAtOf[v];
}

/** `held` and `doubles` from the counts again (after a load, or when the order in force changed the ranks). */
export function rebuildHeld(state: SolverState): void {
  state.held.fill(0);
  state.doubles.fill(0);
  for (let s = 0; s < 4; s++) {
    for (let k = 0; k < NK; k++) {
      const c = state.cnt[s * NK + k];
      if (c > 0) state.held[s * 5 + state.suit[k]] |= 1 << state.rank[k];
      if (c === 2) state.doubles[state.suit[k]] |= 1 << state.rank[k];
    }
  }
}
