/**
 * The solo analysis' policy players, all four seats, on the simulation core (`SimDeal`). Each
 * seat sees only what a player at the table knows: its own hand, the cards played, and who has
 * shown a void (did not follow a led suit). No seat looks at another hand.
 *
 * Soloist on lead: while the opponents may hold trumps he draws them — a standing trump (the
 * weakest of them) if he has one, else his lowest trump short of an ace or ten; with a short
 * trump suit, or with only costly trumps left (a trump ace or ten), he first cashes his
 * standing side cards. Once
 * the opponents are out of trumps he cashes standing cards (most points first, shortest suit
 * first) and develops his longest suit with its low cards, keeping trumps to ruff back in.
 * Defenders on lead: standing side cards the soloist cannot ruff; a suit the soloist is void
 * in when he cannot ruff (the fattest card); else a low card of the suit the soloist has
 * discarded from, or of their own longest suit (the soloist is likely short there).
 * Following, for every seat: onto a partner's trick that is sure to hold, smear points (tens
 * before standing aces, keeping standing trumps); when the partner's card may still be beaten,
 * take the trick with a sure winner if there is one; against an opponent's winning card, win
 * as cheaply as possible when sure (or when last), ruff a fat trick high enough that the fox or
 * a trump ten cannot over-ruff, else give away the cheapest card — when void, a low plain card
 * from a short suit, keeping standing cards, the guard of an ace, and trumps.
 *
 * The same rules play a normal game for the comparison with the normal game (its expected
 * score): there the seats are assumed to know their partners (an approximation: in a real
 * game the parties come out during play). Re leads trump after the first aces, Kontra leads
 * side suits. No seat makes announcements.
 *
 * A card "stands" when no card still out beats it and no opponent can ruff it: an opponent
 * known void in the suit with trumps left, or too few cards of the suit still out for every
 * other player to follow. Deterministic: the same deal always plays the same way.
 */
import { CARD_IDS } from '../cards.ts';
import type { SimDeal } from '../sim/deal.ts';
import { K_H10, KIND_POINTS, TRUMP } from '../sim/kinds.ts';

const TRUMP_BIT = 1 << TRUMP;
const NKINDS = CARD_IDS.length;

interface OrderLists {
  /** Kinds of each effective suit present in the deck, strongest first. */
  readonly kindsOf: readonly Uint8Array[];
  /** Index of each kind in its suit's list. */
  readonly rankIdx: Uint8Array;
}

const orderCache = new WeakMap<Uint8Array, WeakMap<Uint8Array, OrderLists>>();

function orderLists(suit: Uint8Array, strength: Uint8Array, total: Uint8Array): OrderLists {
  let bySuit = orderCache.get(strength);
  if (!bySuit) orderCache.set(strength, (bySuit = new WeakMap()));
  let lists = bySuit.get(suit);
  if (!lists) {
    const kindsOf: Uint8Array[] = [];
    const rankIdx = new Uint8Array(NKINDS);
    for (let e = 0; e < 5; e++) {
      const ks: number[] = [];
      for (let k = 0; k < NKINDS; k++) if (suit[k] === e && total[k] > 0) ks.push(k);
      ks.sort((a, b) => strength[b] - strength[a]);
      ks.forEach((k, i) => (rankIdx[k] = i));
      kindsOf.push(Uint8Array.from(ks));
    }
    lists = { kindsOf, rankIdx };
    bySuit.set(suit, lists);
  }
  return lists;
}

export class SoloPlayers {
  readonly sim: SimDeal;
  /** Copies of each kind in the deck (2, or 0 for the nines without nines). */
  private readonly total = new Uint8Array(NKINDS);
  /** Copies of each kind played so far. */
  readonly played = new Uint8Array(NKINDS);
  /** `own[seat * 24 + kind]`: copies in each hand. */
  readonly own = new Uint8Array(4 * NKINDS);
  /** Per seat: bit e set once the seat failed to follow effective suit e. */
  readonly voids = new Uint8Array(4);
  /** `discards[seat * 5 + e]`: cards of suit e the seat threw on another suit's trick. */
  readonly discards = new Uint8Array(20);
  private suit: Uint8Array;
  private strength: Uint8Array;
  private kindsOf: readonly Uint8Array[] = [];
  private rankIdx: Uint8Array = new Uint8Array(NKINDS);
  private readonly moves = new Uint8Array(12);

  constructor(sim: SimDeal) {
    this.sim = sim;
    const deck = sim.orders.deck;
    for (let i = 0; i < deck.length; i++) this.total[deck[i]]++;
    this.suit = sim.suit;
    this.strength = sim.strength;
  }

  /** Read the hands of a freshly set-up deal (or a deal in progress: cards played are taken from its tricks). */
  begin(): this {
    const sim = this.sim;
    this.played.fill(0);
    this.own.fill(0);
    this.voids.fill(0);
    this.discards.fill(0);
    for (let s = 0; s < 4; s++) {
      for (let e = 0; e < 5; e++) {
        const base = s * 60 + e * 12;
        const n = sim.suitCount[s * 5 + e];
        for (let i = 0; i < n; i++) this.own[s * NKINDS + sim.hand[base + i]]++;
      }
    }
    this.sync();
    const cards = sim.cardsPlayed;
    for (let i = 0; i < cards; i++) {
      const t = i >> 2;
      const seat = (sim.trickLeader[t] + (i & 3)) & 3;
      const k = sim.trickCards[i];
      this.played[k]++;
      const led = this.suit[sim.trickCards[t * 4]];
      if ((i & 3) !== 0 && this.suit[k] !== led) this.noteOff(seat, led, k);
    }
    return this;
  }

  private sync(): void {
    const sim = this.sim;
    if (sim.strength !== this.strength || sim.suit !== this.suit || this.kindsOf.length === 0) {
      this.suit = sim.suit;
      this.strength = sim.strength;
      const l = orderLists(this.suit, this.strength, this.total);
      this.kindsOf = l.kindsOf;
      this.rankIdx = l.rankIdx;
    }
  }

  private noteOff(seat: number, led: number, k: number): void {
    this.voids[seat] |= 1 << led;
    const e = this.suit[k];
    if (e !== TRUMP) this.discards[seat * 5 + e]++;
  }

  /** Play `kind` for the seat to move (must be legal), keeping the knowledge up to date. */
  play(k: number): void {
    const sim = this.sim;
    const seat = sim.toMove;
    if (sim.pos > 0 && this.suit[k] !== sim.led) this.noteOff(seat, sim.led, k);
    this.played[k]++;
    this.own[seat * NKINDS + k]--;
    sim.play(k);
    if (sim.strength !== this.strength) this.sync();
  }

  /** Play until `tricks` tricks are complete (or the deal ends). */
  playTricks(tricks: number): void {
    const sim = this.sim;
    while (sim.trickNo < tricks && sim.trickNo < sim.tricks) this.play(this.choose());
  }

  playToEnd(): void {
    this.playTricks(this.sim.tricks);
  }

  // ------------------------------------------------------------------ knowledge

  /** Copies of kind k held by the seats other than s (unknown to s where exactly). */
  private others(s: number, k: number): number {
    return this.total[k] - this.played[k] - this.own[s * NKINDS + k];
  }

  /** Cards of effective suit e held by the other seats. */
  private outIn(s: number, e: number): number {
    const list = this.kindsOf[e];
    let n = 0;
    for (let i = 0; i < list.length; i++) n += this.others(s, list[i]);
    return n;
  }

  /** Cards held by other seats that beat kind k when played after it (same suit, higher; a later ♥10 when the second wins). */
  private higherOut(s: number, k: number): number {
    const list = this.kindsOf[this.suit[k]];
    const r = this.rankIdx[k];
    let n = 0;
    for (let i = 0; i < r; i++) n += this.others(s, list[i]);
    if (k === K_H10 && this.sim.dulleSecondWins) n += this.others(s, k);
    return n;
  }

  private opp(a: number, b: number): boolean {
    return this.sim.isRe(a) !== this.sim.isRe(b);
  }

  /** Every opponent of s is known void in e. */
  private oppsVoid(s: number, e: number): boolean {
    for (let o = 0; o < 4; o++) if (o !== s && this.opp(s, o) && (this.voids[o] & (1 << e)) === 0) return false;
    return true;
  }

  /** Whether kind k, led by s, stands (file comment). */
  private stands(s: number, k: number): boolean {
    const e = this.suit[k];
    if (this.higherOut(s, k) > 0 && !this.oppsVoid(s, e)) return false;
    if (e === TRUMP) return true;
    if (this.outIn(s, TRUMP) === 0) return true;
    for (let o = 0; o < 4; o++) {
      if (o === s || !this.opp(s, o)) continue;
      const v = this.voids[o];
      if ((v & (1 << e)) !== 0 && (v & TRUMP_BIT) === 0) return false;
    }
    // Unknown voids: enough cards of the suit out for everyone to follow.
    return this.outIn(s, e) >= 3;
  }

  /** Whether a later seat o could beat kind k, played now by s into the current trick. */
  private canBeat(s: number, k: number, o: number, after: number): boolean {
    const led = this.sim.led;
    const v = this.voids[o];
    const trumpsOut = (v & TRUMP_BIT) === 0 && this.outIn(s, TRUMP) > 0;
    // o may be void in the led suit: known, or too few cards of it out for everyone after s.
    const mayBeVoid = (v & (1 << led)) !== 0 || (led !== TRUMP && this.outIn(s, led) < after);
    if (this.suit[k] === TRUMP) {
      if (!trumpsOut || this.higherOut(s, k) === 0) return false;
      return led === TRUMP || mayBeVoid;
    }
    if ((v & (1 << led)) === 0 && this.higherOut(s, k) > 0) return true;
    return mayBeVoid && trumpsOut;
  }

  /** Kind k played now by s wins the trick whatever the opponents after s hold. */
  private sure(s: number, k: number): boolean {
    const sim = this.sim;
    const after = 3 - sim.pos;
    for (let j = 1; j <= after; j++) {
      const o = (s + j) & 3;
      if (this.opp(s, o) && this.canBeat(s, k, o, after)) return false;
    }
    return true;
  }

  /** Kind k would beat the trick's best card so far. */
  private beats(k: number): boolean {
    const sim = this.sim;
    const e = this.suit[k];
    const v = e === TRUMP || e === sim.led ? this.strength[k] : 0;
    if (v > sim.bestVal) return true;
    if (k === K_H10 && sim.bestKind === K_H10) return sim.trickNo === sim.tricks - 1 ? sim.dulleSecondWinsLast : sim.dulleSecondWins;
    return false;
  }

  /** The current winner of the open trick is sure to keep it against the seats still to play (from s's view). */
  private holds(s: number): boolean {
    const sim = this.sim;
    return this.sure(s, sim.bestKind) || !this.anyOppAfter(s);
  }

  private anyOppAfter(s: number): boolean {
    const after = 3 - this.sim.pos;
    for (let j = 1; j <= after; j++) if (this.opp(s, (s + j) & 3)) return true;
    return false;
  }

  // ------------------------------------------------------------------ choosing

  /** The kind the policy plays for the seat to move. */
  choose(): number {
    const sim = this.sim;
    const m = sim.legalMoves(this.moves);
    if (m === 1) return this.moves[0];
    const s = sim.toMove;
    if (sim.pos === 0) {
      const soloist = sim.solo ? sim.declarer : -1;
      if (soloist === s) return this.soloLead(s, m);
      if (soloist >= 0) return this.defenderLead(s, m, soloist);
      return this.normalLead(s, m);
    }
    return this.follow(s, m);
  }

  private count(s: number, e: number): number {
    return this.sim.suitCount[s * 5 + e];
  }

  /** The cheapest of the moves passing `ok`: fewest points, then weakest. -1 if none. */
  private cheapest(m: number, ok: (k: number) => boolean): number {
    let best = -1;
    let bestKey = 1e9;
    for (let i = 0; i < m; i++) {
      const k = this.moves[i];
      if (!ok(k)) continue;
      const key = KIND_POINTS[k] * 256 + this.strength[k];
      if (key < bestKey) {
        bestKey = key;
        best = k;
      }
    }
    return best;
  }

  /** A standing plain card to cash: most points first, then from the shortest suit. */
  private standingPlain(s: number, m: number): number {
    let best = -1;
    let bestKey = -1e9;
    for (let i = 0; i < m; i++) {
      const k = this.moves[i];
      const e = this.suit[k];
      if (e === TRUMP || !this.stands(s, k)) continue;
      const key = KIND_POINTS[k] * 16 - this.count(s, e);
      if (key > bestKey) {
        bestKey = key;
        best = k;
      }
    }
    return best;
  }

  private soloLead(s: number, m: number): number {
    const myTrumps = this.count(s, TRUMP);
    const trumpsOut = this.outIn(s, TRUMP);
    const oppTrumps = trumpsOut > 0 && !this.oppsVoid(s, TRUMP);
    if (oppTrumps && myTrumps > 0) {
      // A standing trump: the weakest of them, keeping the top.
      let master = -1;
      for (let i = 0; i < m; i++) {
        const k = this.moves[i];
        if (this.suit[k] === TRUMP && this.stands(s, k) && (master < 0 || this.strength[k] < this.strength[master])) master = k;
      }
      if (master >= 0) return master;
      // Drawing: the lowest trump that is not an ace or ten (rank matters more than 2–4 points here).
      let low = -1;
      for (let i = 0; i < m; i++) {
        const k = this.moves[i];
        if (this.suit[k] !== TRUMP) continue;
        if (low < 0 || (KIND_POINTS[k] >= 10 ? 1000 : 0) + this.strength[k] < (KIND_POINTS[low] >= 10 ? 1000 : 0) + this.strength[low]) low = k;
      }
      // With few trumps, or only costly ones (a trump ace or ten would go to a higher trump),
      // cash the standing side cards first.
      const costly = KIND_POINTS[low] >= 10;
      if (myTrumps * 2 < trumpsOut || costly) {
        const p = this.standingPlain(s, m);
        if (p >= 0) return p;
      }
      return costly ? this.cheapest(m, (k) => this.suit[k] === TRUMP) : low;
    }
    const p = this.standingPlain(s, m);
    if (p >= 0) return p;
    // Develop the longest plain suit with its low cards (keeping any trumps to ruff back the
    // lead); trumps only when nothing else is left.
    let longE = -1;
    for (let e = 0; e < 4; e++) if (this.count(s, e) > 0 && (longE < 0 || this.count(s, e) > this.count(s, longE))) longE = e;
    if (longE >= 0) return this.cheapest(m, (k) => this.suit[k] === longE);
    return this.cheapest(m, () => true);
  }

  private defenderLead(s: number, m: number, soloist: number): number {
    const sv = this.voids[soloist];
    const soloistTrumpless = (sv & TRUMP_BIT) !== 0 || this.outIn(s, TRUMP) === 0;
    // 1. Cash standing side cards.
    const p = this.standingPlain(s, m);
    if (p >= 0) return p;
    // 2. A suit the soloist is void in and cannot ruff: any card wins, so lead the fattest.
    if (soloistTrumpless) {
      let best = -1;
      for (let i = 0; i < m; i++) {
        const k = this.moves[i];
        const e = this.suit[k];
        if (e !== TRUMP && (sv & (1 << e)) !== 0 && (best < 0 || KIND_POINTS[k] > KIND_POINTS[best])) best = k;
      }
      if (best >= 0) return best;
    }
    // 3. A low card of a plain suit the soloist still follows: first the suits he discarded
    //    from, then the longest (the soloist is likely short there), then the fewer top cards out.
    let bestE = -1;
    let bestKey = -1e9;
    for (let e = 0; e < 4; e++) {
      if (this.count(s, e) === 0 || (sv & (1 << e)) !== 0) continue;
      const list = this.kindsOf[e];
      let topOut = 0;
      for (let i = 0; i < list.length && i < 2; i++) topOut += this.others(s, list[i]);
      const key = this.discards[soloist * 5 + e] * 100 + this.count(s, e) * 10 - topOut;
      if (key > bestKey) {
        bestKey = key;
        bestE = e;
      }
    }
    if (bestE >= 0) return this.cheapest(m, (k) => this.suit[k] === bestE);
    // 4. Force the soloist to ruff with a cheap plain card, else a low trump.
    const plain = this.cheapest(m, (k) => this.suit[k] !== TRUMP);
    if (plain >= 0) return plain;
    return this.cheapest(m, () => true);
  }

  private normalLead(s: number, m: number): number {
    const p = this.standingPlain(s, m);
    if (p >= 0) return p;
    if (this.sim.isRe(s) && this.count(s, TRUMP) > 0) return this.cheapest(m, (k) => this.suit[k] === TRUMP);
    let longE = -1;
    for (let e = 0; e < 4; e++) if (this.count(s, e) > 0 && (longE < 0 || this.count(s, e) > this.count(s, longE))) longE = e;
    if (longE >= 0) return this.cheapest(m, (k) => this.suit[k] === longE);
    return this.cheapest(m, () => true);
  }

  private follow(s: number, m: number): number {
    const sim = this.sim;
    const winner = (sim.leader + sim.bestPos) & 3;
    const partnerWins = winner !== s && !this.opp(s, winner);
    if (partnerWins) {
      if (this.holds(s)) return this.smear(s, m);
      // The partner's card may be beaten: take the trick with a sure card if there is one.
      const w = this.cheapest(m, (k) => this.beats(k) && this.sure(s, k));
      if (w >= 0) return w;
      return this.discard(s, m);
    }
    // An opponent is winning.
    const canWin = this.cheapest(m, (k) => this.beats(k));
    if (canWin < 0) return this.discard(s, m);
    if (!this.anyOppAfter(s)) return canWin;
    const sureWin = this.cheapest(m, (k) => this.beats(k) && this.sure(s, k));
    if (sureWin >= 0) return sureWin;
    const ruffing = this.suit[canWin] === TRUMP && sim.led !== TRUMP;
    if (ruffing) {
      if (sim.trickPoints < 10) return canWin;
      // Trump high enough that the fox or a trump ten cannot over-ruff: the strongest cheap trump.
      let best = -1;
      for (let i = 0; i < m; i++) {
        const k = this.moves[i];
        if (this.suit[k] === TRUMP && this.beats(k) && KIND_POINTS[k] <= 4 && (best < 0 || this.strength[k] > this.strength[best])) best = k;
      }
      return best >= 0 ? best : canWin;
    }
    if (sim.trickPoints >= 10) {
      // Follow with the strongest winning card: only one card out could still beat it.
      let best = -1;
      for (let i = 0; i < m; i++) {
        const k = this.moves[i];
        if (this.beats(k) && (best < 0 || this.strength[k] > this.strength[best])) best = k;
      }
      if (best >= 0 && this.higherOut(s, best) <= 1) return best;
    }
    return this.discard(s, m);
  }

  /** Points onto a partner's sure trick: tens before aces that would stand on their own. */
  private smear(s: number, m: number): number {
    let best = -1;
    let bestKey = -1e9;
    for (let i = 0; i < m; i++) {
      const k = this.moves[i];
      let key = KIND_POINTS[k] * 16 - this.strength[k] / 32;
      if (KIND_POINTS[k] === 11 && this.suit[k] !== TRUMP && this.higherOut(s, k) === 0) key -= 8 * 16;
      // Keep a trump that stands: it wins a trick of its own later.
      if (this.suit[k] === TRUMP && this.higherOut(s, k) === 0) key -= 12 * 16;
      if (key > bestKey) {
        bestKey = key;
        best = k;
      }
    }
    return best;
  }

  /** The card to give away: the lowest of the suit when following; when void, a low plain card from a short suit, keeping aces, their guards and trumps. */
  private discard(s: number, m: number): number {
    const sim = this.sim;
    const following = this.count(s, sim.led) > 0;
    if (following) return this.cheapest(m, () => true);
    let best = -1;
    let bestKey = 1e9;
    for (let i = 0; i < m; i++) {
      const k = this.moves[i];
      const e = this.suit[k];
      let key = KIND_POINTS[k] * 64 + this.strength[k];
      if (e === TRUMP) key += 4096;
      else {
        key += this.count(s, e) * 4;
        if (this.higherOut(s, k) === 0 && this.count(s, e) > 0) key += 1024; // a standing card
        // The last small card beside an ace of the same suit guards it.
        if (this.count(s, e) === 2 && this.own[s * NKINDS + this.kindsOf[e][0]] > 0 && k !== this.kindsOf[e][0]) key += 256;
      }
      if (key < bestKey) {
        bestKey = key;
        best = k;
      }
    }
    return best;
  }
}
