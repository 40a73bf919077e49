/**
 * The one sampler of hidden cards: it deals the cards a seat has not seen to the other three.
 *
 * - For a player at the table (`prepare(view)`, the strong bot and the lead quiz), consistently
 *   with everything the seat knows (its PlayerView only): hand sizes, voids shown by failing
 *   to follow, the ♣Q of a marriage, the ♣Q of known Re players and none for known Kontra
 *   players in a normal game, the cards seen in a poverty exchange, the piglets when they
 *   are in force, and in a duel where its rules let the ♣Q lie (`placeDuelQueens`). Each sample is a full deal "as dealt" (current hands plus the cards each
 *   seat has played), ready for `SimDeal.setup` and a replay of the history.
 * - For a hand before the deal (`forHand(hand)`, the solo analysis), with common random
 *   numbers: sample i is a permutation of the hidden cards seeded from (seed, i) alone, the
 *   same for every contract, seat and lead case, and for the hand with one card weakened (the
 *   weakened card's partner takes its place among the hidden cards). The three hidden hands
 *   go, in shuffled order, to the seats after the analysed one (left neighbour first).
 *
 * Both shuffle the unseen cards with the same Fisher–Yates (`shuffleKinds`).
 */
import { CARD_IDS, KIND_INDEX, handSize, rankOf, type CardId } from '../cards.ts';
import { duelClubQueensAllowed, isPerson, type DealVariant } from '../duel.ts';
import type { RuleSet } from '../rules.ts';
import { K_CQ, K_D9, K_DA, SimContract, simContractOf, SimRng, kindOrders, TRUMP } from '../sim/index.ts';
import type { Seat } from '../parties.ts';
import type { PlayerView } from '../view.ts';
import { DUEL_BOT_LIMITS } from './restrict.ts';
import { revealedParties, ViewSituation } from './situation.ts';

const MAX_ATTEMPTS = [40, 15, 5];

/** Shuffle `a[0..n)` in place (Fisher–Yates with the rng's `int`). */
function shuffleKinds(rng: SimRng, a: Uint8Array, n: number): void {
  for (let i = n - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    const x = a[i];
    a[i] = a[j];
    a[j] = x;
  }
}

/** A 32-bit seed for sample i of an analysis (splitmix32 of the analysis seed and i). */
export function sampleSeed(seed: number, i: number): number {
  let z = (Math.imul(seed >>> 0, 0x9e3779b1) + Math.imul(i + 1, 0x85ebca77)) >>> 0;
  z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
  z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
  return (z ^ (z >>> 16)) >>> 0;
}

/** Card ids of a hand in a canonical order (deck order), so that the pasted order never matters. */
export function canonicalHand(hand: readonly CardId[]): CardId[] {
  return [...hand].sort((a, b) => KIND_INDEX[a] - KIND_INDEX[b]);
}

/** The cards of `deck` not in `known` (counts per kind), in kind order. */
function unseenCards(deck: Uint8Array, known: Uint8Array): Uint8Array {
  const left = new Uint8Array(CARD_IDS.length);
  for (const k of deck) left[k]++;
  const out: number[] = [];
  for (let k = 0; k < CARD_IDS.length; k++) for (let j = known[k]; j < left[k]; j++) out.push(k);
  return Uint8Array.from(out);
}

export class HiddenSampler {
  n = 12;
  me = 0;
  dealer = 0;
  readonly contract = new SimContract();
  /** The cards played so far, in order, and who played them. */
  readonly history = new Uint8Array(48);
  readonly historySeat = new Uint8Array(48);
  nHistory = 0;
  /** Cards each seat is known to hold or have held: played cards, my hand, placed cards. */
  private readonly fixed: number[][] = [[], [], [], []];
  /** Unseen cards still to deal freely (view mode). */
  private readonly free: number[] = [];
  /** Free cards each seat still needs. */
  private readonly need = new Int32Array(4);
  private readonly voidMask = new Uint8Array(4);
  private readonly noClubQueen = new Uint8Array(4);
  private suit: Uint8Array = new Uint8Array(24);
  /** A kind whose two unseen copies must go to one seat (piglets, superpiglets), or -1. */
  private readonly pairKinds: number[] = [];
  /** Kinds whose two copies must not end in one hand (piglets known not to be in force). */
  private readonly splitKinds: number[] = [];
  /** The duel being played (its rules say where the ♣Q may lie), or null. */
  private duel: DealVariant | null = null;
  /** In a duel: the most ♣Q each seat can have been dealt. */
  private readonly maxQueens = new Uint8Array(4);
  // scratch
  private readonly work = new Uint8Array(48);
  private readonly allowed = new Uint8Array(48);
  private readonly order = new Uint8Array(48);
  private readonly capLeft = new Int32Array(4);
  private readonly fill = new Int32Array(4);

  // --- hand mode (forHand) ---
  /** The analysed hand as kinds, canonical order. */
  hand: Uint8Array = new Uint8Array(0);
  /** The hidden cards, canonical order unless a card was weakened. */
  pool: Uint8Array = new Uint8Array(0);
  private readonly handRng = new SimRng();
  private perm: Uint8Array = new Uint8Array(0);

  /**
   * Hand mode: the cards hidden from `hand` before the deal (every hidden card may be
   * anywhere). Throws on a hand the rules' deck cannot hold (the analysis parses it first).
   */
  forHand(hand: readonly CardId[], rules: RuleSet): this {
    const t = kindOrders(rules);
    this.n = t.handSize;
    if (hand.length !== this.n) throw new Error(`a hand has ${this.n} cards, got ${hand.length}`);
    this.hand = Uint8Array.from(canonicalHand(hand), (c) => KIND_INDEX[c]);
    const known = new Uint8Array(CARD_IDS.length);
    for (const k of this.hand) known[k]++;
    const inDeck = new Uint8Array(CARD_IDS.length);
    for (const k of t.deck) inDeck[k]++;
    for (let k = 0; k < CARD_IDS.length; k++) if (known[k] > inDeck[k]) throw new Error(`card ${CARD_IDS[k]} is not in the deck that often`);
    this.pool = unseenCards(t.deck, known);
    this.perm = new Uint8Array(this.pool.length);
    return this;
  }

  /** Hand mode: the same hand with one copy of `from` replaced by `to` (which must be hidden); the hidden cards keep their positions. */
  weakened(from: number, to: number): HiddenSampler {
    const i = this.hand.indexOf(from);
    const j = this.pool.indexOf(to);
    if (i < 0 || j < 0) throw new Error('weakened: card not available');
    const s = new HiddenSampler();
    s.n = this.n;
    s.hand = Uint8Array.from(this.hand);
    s.hand[i] = to;
    s.pool = Uint8Array.from(this.pool);
    s.pool[j] = from;
    s.perm = new Uint8Array(s.pool.length);
    return s;
  }

  /**
   * Hand mode: shuffle the hidden cards for sample i of an analysis with seed `seed`; returns
   * a uniform number in [0, 1) from the same sample's stream (it picks the analysed seat when
   * the lead is not his). Then `place` the hands.
   */
  shuffle(seed: number, i: number): number {
    const rng = this.handRng.seed(sampleSeed(seed, i));
    this.perm.set(this.pool);
    shuffleKinds(rng, this.perm, this.perm.length);
    return rng.next();
  }

  /** Hand mode: write the four hands of the last shuffle to `out` (seat s at `out[s*n ..]`), the analysed hand at `seat`. */
  place(seat: number, out: Uint8Array): void {
    const n = this.n;
    out.set(this.hand, seat * n);
    for (let j = 1; j <= 3; j++) out.set(this.perm.subarray((j - 1) * n, j * n), ((seat + j) & 3) * n);
  }

  // --- view mode (prepare) ---

  prepare(view: PlayerView): this {
    const vt = new ViewSituation(view, []);
    const rules = view.rules;
    this.n = handSize(rules);
    const me = (this.me = view.seat);
    this.dealer = view.dealer;
    simContractOf(view.contract!, this.contract, view.variant);
    this.suit = vt.suit;
    for (let s = 0; s < 4; s++) this.fixed[s].length = 0;

    // History.
    let h = 0;
    const tricks = view.current ? [...view.tricks, view.current] : view.tricks;
    for (const t of tricks) {
      for (let j = 0; j < t.cards.length; j++) {
        const seat = (t.leader + j) & 3;
        const k = KIND_INDEX[t.cards[j]];
        this.history[h] = k;
        this.historySeat[h++] = seat;
        this.fixed[seat].push(k);
      }
    }
    this.nHistory = h;
    for (const c of view.hand) this.fixed[me].push(KIND_INDEX[c]);

    // Unseen cards.
    const unseen = new Uint8Array(24);
    for (let k = 0; k < 24; k++) unseen[k] = rules.withoutNines && rankOf(CARD_IDS[k]) === '9' ? 0 : 2;
    for (let s = 0; s < 4; s++) for (const k of this.fixed[s]) unseen[k]--;
    const playedBy = (seat: number, k: number) => {
      let c = 0;
      for (let i = 0; i < h; i++) if (this.historySeat[i] === seat && this.history[i] === k) c++;
      return c;
    };
    for (let s = 0; s < 4; s++) this.need[s] = s === me ? 0 : view.handSizes[s];
    const place = (seat: number, k: number) => {
      if (seat === me || unseen[k] === 0 || this.need[seat] === 0) return;
      unseen[k]--;
      this.need[seat]--;
      this.fixed[seat].push(k);
    };

    this.voidMask.fill(0);
    for (let s = 0; s < 4; s++) if (s !== me) this.voidMask[s] = vt.voids[s];
    this.noClubQueen.fill(0);
    const c = view.contract!;
    if (c.kind === 'marriage' && c.declarer !== me) {
      while (unseen[K_CQ] > 0 && this.need[c.declarer] > 0) place(c.declarer, K_CQ);
    } else if (c.kind === 'poverty' && (me === c.partner || me === c.declarer)) {
      // The exchange: what went to the other player is still in his hand unless played.
      const other = me === c.partner ? c.declarer : c.partner;
      const known: CardId[] = me === c.partner ? [...c.returned] : minus(c.given, c.returned);
      const count = new Uint8Array(24);
      for (const x of known) count[KIND_INDEX[x]]++;
      for (let k = 0; k < 24; k++) for (let i = playedBy(other, k); i < count[k]; i++) place(other, k);
      // The poor player gave away every trump: his only trumps are those returned to him.
      if (me === c.partner) this.voidMask[c.declarer] |= 1 << TRUMP;
    } else if (c.kind === 'normal' && !view.silentSolo && vt.soloist < 0) {
      const revealed = revealedParties(view);
      for (let s = 0; s < 4; s++) {
        if (s === me) continue;
        this.noClubQueen[s] = vt.noClubQueen[s];
        const knownRe = revealed[s] === 're' || (vt.myParty === 1 && vt.rel[s] === 1);
        if (knownRe && playedBy(s, K_CQ) === 0) place(s, K_CQ);
      }
    }

    // Piglets in force: both ♦A in one hand; known not in force: never both in one hand.
    this.pairKinds.length = 0;
    this.splitKinds.length = 0;
    const extras = view.order!.extras;
    const pigletsPossible = rules.piglets && this.suit[K_DA] === TRUMP && (c.kind !== 'solo' || c.solo === 'diamonds');
    if (pigletsPossible) {
      const daPlayed = tricks.some((t) => t.cards.includes('DA'));
      const visible = rules.pigletsDeclared === 'reservation' || daPlayed || vt.mine[K_DA] > 0;
      this.pairUp(K_DA, extras.piglets, visible, unseen, place, playedBy);
      if (extras.piglets && rules.superpiglets && !rules.withoutNines) {
        const d9Played = tricks.some((t) => t.cards.includes('D9'));
        this.pairUp(K_D9, extras.superpiglets, extras.superpiglets || d9Played || vt.mine[K_D9] > 0, unseen, place, playedBy);
      }
    }

    // The duel: its computers may not play a solo (DUEL_BOT_LIMITS), so one that said "gesund"
    // was not dealt both ♣Q (with them it must say Vorbehalt and marry).
    this.duel = view.variant;
    for (let s = 0; s < 4; s++) {
      const quietComputer = view.variant !== null && !isPerson(view.variant, s as Seat) && view.reservations[s] === false;
      this.maxQueens[s] = quietComputer && !DUEL_BOT_LIMITS.solo ? 1 : 2;
    }

    this.free.length = 0;
    for (let k = 0; k < 24; k++) for (let i = 0; i < unseen[k]; i++) this.free.push(k);
    return this;
  }

  /**
   * The duel (duel.ts): the free ♣Q of this sample go to seats where the duel's rules allow
   * them (split between two hands, exactly one lies with a person; no computer that said
   * "gesund" holds both), each allowed placement as likely as a shuffle would make it. Dealt
   * before the other free cards, so no sample breaks the rules. Returns the count of cards
   * left in `work` (the ♣Q taken out), or -1 when no placement fits this level's constraints.
   */
  private placeDuelQueens(rng: SimRng, level: number, work: Uint8Array, m: number, out: Uint8Array): number {
    const v = this.duel as DealVariant;
    const n = this.n;
    const cap = this.capLeft;
    let free = 0;
    for (let i = 0; i < m; i++) if (work[i] === K_CQ) free++;
    if (free === 0) return m;
    const queens = [0, 0, 0, 0];
    for (let s = 0; s < 4; s++) for (let i = 0; i < this.fill[s]; i++) if (out[s * n + i] === K_CQ) queens[s]++;
    const open = (s: number) =>
      s !== this.me && cap[s] > 0 && (level > 0 || !((this.voidMask[s] >> this.suit[K_CQ]) & 1)) && (level > 1 || !this.noClubQueen[s]);
    const fits = (a: number, b: number) => {
      const q = queens.slice();
      q[a]++;
      if (b >= 0) q[b]++;
      return q.every((x, s) => x <= this.maxQueens[s]) && duelClubQueensAllowed(q, v);
    };
    // The placements (seat a, and seat b for a second ♣Q) with their number of ways.
    const places: [number, number, number][] = [];
    for (let a = 0; a < 4; a++) {
      if (!open(a)) continue;
      if (free === 1) {
        if (fits(a, -1)) places.push([a, -1, cap[a]]);
        continue;
      }
      for (let b = a; b < 4; b++) {
        if (!open(b) || (a === b && cap[a] < 2) || !fits(a, b)) continue;
        places.push([a, b, a === b ? (cap[a] * (cap[a] - 1)) / 2 : cap[a] * cap[b]]);
      }
    }
    let total = 0;
    for (const p of places) total += p[2];
    if (total === 0) return -1;
    let r = rng.int(total);
    const [a, b] = places.find((p) => (r -= p[2]) < 0)!;
    for (const seat of b >= 0 ? [a, b] : [a]) {
      out[seat * n + this.fill[seat]++] = K_CQ;
      cap[seat]--;
      for (let i = 0; i < m; i++) {
        if (work[i] === K_CQ) {
          work[i] = work[--m];
          break;
        }
      }
    }
    return m;
  }

  private pairUp(
    k: number,
    inForce: boolean,
    visible: boolean,
    unseen: Uint8Array,
    place: (seat: number, k: number) => void,
    playedBy: (seat: number, k: number) => number,
  ): void {
    if (!visible) return;
    if (!inForce) {
      this.splitKinds.push(k);
      return;
    }
    if (unseen[k] === 0) return;
    // The holder is known once he played one; otherwise any other seat (chosen per sample).
    for (let s = 0; s < 4; s++) {
      if (s !== this.me && playedBy(s, k) > 0) {
        place(s, k);
        return;
      }
    }
    if (unseen[k] === 2) this.pairKinds.push(k);
  }

  /**
   * View mode: fill `out` (4 × n kinds, seat s at `out[s*n ..]`) with one deal consistent with the view.
   * Returns 0 when every constraint holds, 1 when voids had to be dropped, 2 when all were.
   */
  sample(rng: SimRng, out: Uint8Array): number {
    for (let level = 0; level < 3; level++) {
      for (let attempt = 0; attempt < MAX_ATTEMPTS[level]; attempt++) if (this.tryDeal(rng, level, out)) return level;
    }
    throw new Error('sampler: no deal found');
  }

  private tryDeal(rng: SimRng, level: number, out: Uint8Array): boolean {
    const n = this.n;
    const me = this.me;
    const cap = this.capLeft;
    for (let s = 0; s < 4; s++) {
      cap[s] = this.need[s];
      this.fill[s] = 0;
      for (const k of this.fixed[s]) out[s * n + this.fill[s]++] = k;
    }
    // Pairs (piglets): both copies to one seat with room and no trump void.
    let m = 0;
    const work = this.work;
    for (const k of this.free) work[m++] = k;
    for (const k of this.pairKinds) {
      let total = 0;
      for (let s = 0; s < 4; s++) if (s !== me && cap[s] >= 2 && (level > 0 || !((this.voidMask[s] >> TRUMP) & 1))) total += cap[s];
      if (total === 0) {
        if (level < 2) return false;
        continue;
      }
      let r = rng.int(total);
      let seat = -1;
      for (let s = 0; s < 4 && seat < 0; s++) {
        if (s !== me && cap[s] >= 2 && (level > 0 || !((this.voidMask[s] >> TRUMP) & 1))) {
          if (r < cap[s]) seat = s;
          else r -= cap[s];
        }
      }
      for (let c = 0; c < 2; c++) {
        out[seat * n + this.fill[seat]++] = k;
        cap[seat]--;
        // remove one copy from the work pool
        for (let i = 0; i < m; i++) {
          if (work[i] === k) {
            work[i] = work[--m];
            break;
          }
        }
      }
    }
    if (this.duel) {
      m = this.placeDuelQueens(rng, level, work, m, out);
      if (m < 0) return false;
    }
    // Shuffle, then deal the most constrained cards first.
    shuffleKinds(rng, work, m);
    const allowed = this.allowed;
    const order = this.order;
    let o = 0;
    for (let pass = 1; pass <= 3; pass++) {
      for (let i = 0; i < m; i++) {
        const k = work[i];
        let mask = 0;
        let cnt = 0;
        for (let s = 0; s < 4; s++) {
          if (s === me || this.need[s] === 0) continue;
          if (level < 1 && (this.voidMask[s] >> this.suit[k]) & 1) continue;
          if (level < 2 && k === K_CQ && this.noClubQueen[s]) continue;
          mask |= 1 << s;
          cnt++;
        }
        if (cnt === 0) return false;
        if (cnt === pass) {
          allowed[o] = mask;
          order[o++] = k;
        }
      }
    }
    for (let i = 0; i < o; i++) {
      const k = order[i];
      const mask = allowed[i];
      let total = 0;
      for (let s = 0; s < 4; s++) if ((mask >> s) & 1) total += cap[s];
      if (total === 0) return false;
      let r = rng.int(total);
      let seat = 0;
      for (let s = 0; s < 4; s++) {
        if (!((mask >> s) & 1)) continue;
        if (r < cap[s]) {
          seat = s;
          break;
        }
        r -= cap[s];
      }
      out[seat * n + this.fill[seat]++] = k;
      cap[seat]--;
    }
    if (level < 2) {
      for (const k of this.splitKinds) {
        for (let s = 0; s < 4; s++) {
          let c = 0;
          for (let i = 0; i < n; i++) if (out[s * n + i] === k) c++;
          if (c === 2) return false;
        }
      }
    }
    return true;
  }
}

/** Multiset difference a − b. */
function minus(a: readonly CardId[], b: readonly CardId[]): CardId[] {
  const out = a.slice();
  for (const x of b) {
    const i = out.indexOf(x);
    if (i >= 0) out.splice(i, 1);
  }
  return out;
}
