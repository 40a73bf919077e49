/**
 * The simulation core's deal: one mutable object, reset with `setup` and reused between
 * playouts. Cards are kinds 0..23 (KIND_INDEX); hands, tricks and tallies live in typed
 * arrays allocated once per object; card order comes from the per-rule-set tables
 * (kinds.ts, built from the engine's `cardOrder`). Nothing in `setup`, `play*`,
 * `legalMoves` or `score` allocates.
 *
 * Mirrors deal.ts/outcome.ts/scoring.ts of the friendly engine: silent solo, marriage with
 * partner finding by `marriageTrickType` and the fall-back to a Karo solo after trick 3 (in
 * the duel, `SimContract.variant`: the partner and the fall-back by the rules of duel.ts,
 * an abandoned deal included),
 * poverty (given as the hands after the exchange), every solo incl. the compulsory lead,
 * Dulle variants, piglets/superpiglets (`dealOrders` semantics incl. `pigletsDeclared:
 * 'firstPlay'`), the 40-card deck, special points and solo ×3.
 */
import { CARD_IDS, KIND_INDEX, type CardId } from '../cards.ts';
import { MARRIAGE_TRICKS, type Contract } from '../contract.ts';
import type { Trick } from '../deal.ts';
import { marriagePartnerAllowed, marriageWithoutPartner, type DealVariant } from '../duel.ts';
import { SOLO_KINDS, type SoloKind } from '../order.ts';
import type { Seat } from '../parties.ts';
import type { RuleSet } from '../rules.ts';
import { simGameValue, simWinner, WINNER_NONE } from './score.ts';
import {
  K_CJ,
  K_CQ,
  K_D9,
  K_DA,
  K_DQ,
  K_H10,
  KIND_POINTS,
  ORDER_NORMAL,
  kindOrders,
  TRUMP,
  VARIANT_PIGLETS,
  VARIANT_PLAIN,
  VARIANT_SUPER,
  type KindOrder,
  type KindOrders,
} from './kinds.ts';

export const CONTRACT_NORMAL = 0;
export const CONTRACT_MARRIAGE = 1;
export const CONTRACT_POVERTY = 2;
export const CONTRACT_SOLO = 3;

/** A contract as plain numbers; reuse one object to avoid allocation. */
export class SimContract {
  /** CONTRACT_NORMAL / _MARRIAGE / _POVERTY / _SOLO. */
  kind = CONTRACT_NORMAL;
  /** Hochzeiter, poor player or soloist. */
  declarer = 0;
  /** Poverty: the player who took the cards. */
  partner = 0;
  /** Solo: index in SOLO_KINDS. */
  solo = 0;
  /** Solo: Pflichtsolo (the soloist leads). */
  compulsory = false;
  /** The table's rule variant (the duel: who may join a marriage, what becomes of one without partner); null at an ordinary table. */
  variant: DealVariant | null = null;

  normal(): this {
    this.kind = CONTRACT_NORMAL;
    return this;
  }
  marriage(declarer: number): this {
    this.kind = CONTRACT_MARRIAGE;
    this.declarer = declarer;
    return this;
  }
  poverty(declarer: number, partner: number): this {
    this.kind = CONTRACT_POVERTY;
    this.declarer = declarer;
    this.partner = partner;
    return this;
  }
  soloOf(declarer: number, solo: number | SoloKind, compulsory: boolean): this {
    this.kind = CONTRACT_SOLO;
    this.declarer = declarer;
    this.solo = typeof solo === 'number' ? solo : SOLO_KINDS.indexOf(solo);
    this.compulsory = compulsory;
    return this;
  }
}

/** The sim contract of a friendly contract at a table of `variant` (poverty: the sim takes the hands after the exchange). */
export function simContractOf(c: Contract, out: SimContract = new SimContract(), variant: DealVariant | null = null): SimContract {
  out.variant = variant;
  switch (c.kind) {
    case 'normal':
      return out.normal();
    case 'marriage':
      return out.marriage(c.declarer);
    case 'poverty':
      return out.poverty(c.declarer, c.partner);
    case 'solo':
      return out.soloOf(c.declarer, c.solo, c.compulsory);
  }
}

/** Hand slots per effective suit and per seat in `SimDeal.hand`. */
export const SUIT_STRIDE = 12;
export const SEAT_STRIDE = 5 * SUIT_STRIDE;

/** Packed counters per kind for setup: ♣Q in bits 0-3, ♦A in 4-7, ♦9 in 8-11. */
const SPECIAL_COUNT: Uint16Array = (() => {
  const t = new Uint16Array(24);
  t[K_CQ] = 1;
  t[K_DA] = 1 << 4;
  t[K_D9] = 1 << 8;
  return t;
})();

export class SimDeal {
  readonly rules: RuleSet;
  /** The card orders of every contract under the rules. */
  readonly orders: KindOrders;
  /** Tricks per deal (= cards per hand): 12, or 10 without nines. */
  readonly tricks: number;

  // --- order of the current deal ---
  /** Effective suit per kind (0..3 plain, 4 trump). */
  suit: Uint8Array;
  /** Strength per kind now in force (switches once superpiglets activate). */
  strength: Uint8Array;
  /** Strength with superpiglets (only meaningful when `superHolder >= 0`). */
  strengthSuper: Uint8Array;
  dulleSecondWins = false;
  dulleSecondWinsLast = false;
  orderKind = ORDER_NORMAL;

  // --- contract and parties ---
  dealer = 0;
  contractKind = CONTRACT_NORMAL;
  declarer = -1;
  /** Scored as a solo (announced, silent, or a marriage without partner). */
  solo = false;
  /** Bit s set when seat s is Re (during an open marriage: only the Hochzeiter). */
  reMask = 0;
  marriageOpen = false;
  /** 1-based Klärungsstich of a marriage, 0 while open or without marriage. */
  clarifiedIn = 0;
  /** The duel's marriage found no partner and the deal ends after its third trick, scored zero (duel.ts). */
  abandoned = false;
  /** The rule variant of the deal (from its contract). */
  variant: DealVariant | null = null;
  /** The first tricks as the engine's marriage rules read them: filled in place, never allocated during play. */
  private readonly firstTricks: { leader: Seat; cards: CardId[]; winner: Seat | null }[] = Array.from({ length: MARRIAGE_TRICKS }, () => ({
    leader: 0,
    cards: ['CQ', 'CQ', 'CQ', 'CQ'],
    winner: null,
  }));
  pigletHolder = -1;
  superHolder = -1;
  superActive = false;

  // --- hands ---
  /**
   * The hands, bucketed by effective suit: seat s's cards of effective suit e are
   * `hand[s*60 + e*12 .. s*60 + e*12 + suitCount[s*5 + e])`, unordered.
   */
  readonly hand = new Uint8Array(4 * SEAT_STRIDE);
  /** Cards per seat. */
  readonly handLen = new Uint8Array(4);
  /** Cards per seat and effective suit: `suitCount[s*5 + e]`. */
  readonly suitCount = new Uint8Array(20);

  // --- play ---
  leader = 0;
  toMove = 0;
  /** Completed tricks (0-based number of the current trick). */
  trickNo = 0;
  /** Cards in the current trick. */
  pos = 0;
  led = 0;
  bestVal = 0;
  bestPos = 0;
  bestKind = 0;
  trickPoints = 0;
  /** Cards in play order: trick t at `trickCards[t*4 .. t*4+4)`. */
  readonly trickCards = new Uint8Array(48);
  readonly trickLeader = new Uint8Array(12);
  readonly trickWinner = new Uint8Array(12);
  readonly seatPoints = new Uint16Array(4);
  readonly seatTricks = new Uint8Array(4);
  /** Doppelkopf tricks per winning seat. */
  readonly doppelkopf = new Uint8Array(4);
  /** ♦A captured, all but the last trick: `foxes[winnerSeat*4 + playerSeat]`. */
  readonly foxes = new Uint8Array(16);

  // --- result of `score` ---
  readonly scores = new Int32Array(4);
  value = 0;
  winner = WINNER_NONE;

  constructor(rules: RuleSet) {
    this.rules = rules;
    this.orders = kindOrders(rules);
    this.tricks = this.orders.handSize;
    const o = this.orders.orders[ORDER_NORMAL];
    this.suit = o.suit;
    this.strength = o.strength[VARIANT_PLAIN];
    this.strengthSuper = o.strength[VARIANT_SUPER];
  }

  /**
   * Reset for a new deal. `hands` holds seat s's cards (kinds) at `hands[s*stride + i]`,
   * i < tricks; the default stride is the hand size, as `simDeal` produces them.
   * Poverty: pass the hands after the exchange. Not validated: the hands must form the deck
   * and the contract must be one `newDeal` accepts (a marriage needs both ♣Q).
   */
  setup(hands: ArrayLike<number>, dealer: number, contract: SimContract, stride: number = this.tricks): this {
    const n = this.tricks;
    const rules = this.rules;
    const hand = this.hand;
    const orderKind = contract.kind === CONTRACT_SOLO ? 1 + contract.solo : ORDER_NORMAL;
    const ot: KindOrder = this.orders.orders[orderKind];
    this.orderKind = orderKind;
    this.suit = ot.suit;
    this.dulleSecondWins = ot.dulleSecondWins;
    this.dulleSecondWinsLast = ot.dulleSecondWinsLast;

    // Copy the hands into their suit buckets; count the cards that matter (♣Q, ♦A, ♦9).
    // Counters are packed 4 bits each into one integer to keep them in registers.
    let cqMask = 0;
    let cqPair = -1;
    let daPair = -1;
    let d9Pair = -1;
    const suit = ot.suit;
    const suitCount = this.suitCount;
    for (let s = 0; s < 4; s++) {
      let packed = 0;
      let special = 0;
      const dst = s * SEAT_STRIDE;
      const src = s * stride;
      for (let i = 0; i < n; i++) {
        const k = hands[src + i];
        const e = suit[k];
        const shift = e << 2;
        hand[dst + e * SUIT_STRIDE + ((packed >>> shift) & 15)] = k;
        packed += 1 << shift;
        special += SPECIAL_COUNT[k];
      }
      for (let e = 0; e < 5; e++) suitCount[s * 5 + e] = (packed >>> (e << 2)) & 15;
      this.handLen[s] = n;
      if ((special & 15) > 0) cqMask |= 1 << s;
      if ((special & 15) === 2) cqPair = s;
      if (((special >>> 4) & 15) === 2) daPair = s;
      if (((special >>> 8) & 15) === 2) d9Pair = s;
    }

    // Piglets / superpiglets (contract.ts dealOrders).
    const piglet = rules.piglets && ot.pigletsApply ? daPair : -1;
    const superH = piglet >= 0 && rules.superpiglets && !rules.withoutNines ? d9Pair : -1;
    this.pigletHolder = piglet;
    this.superHolder = superH;
    this.strengthSuper = ot.strength[VARIANT_SUPER];
    this.superActive = superH >= 0 && rules.pigletsDeclared === 'reservation';
    this.strength = this.superActive ? ot.strength[VARIANT_SUPER] : ot.strength[piglet >= 0 ? VARIANT_PIGLETS : VARIANT_PLAIN];

    // Parties (deal.ts startPlay).
    this.dealer = dealer & 3;
    this.contractKind = contract.kind;
    this.marriageOpen = false;
    this.clarifiedIn = 0;
    this.abandoned = false;
    this.variant = contract.variant;
    let leader = (dealer + 1) & 3;
    switch (contract.kind) {
      case CONTRACT_SOLO:
        this.declarer = contract.declarer;
        this.reMask = 1 << contract.declarer;
        this.solo = true;
        if (contract.compulsory) leader = contract.declarer;
        break;
      case CONTRACT_MARRIAGE:
        this.declarer = contract.declarer;
        this.reMask = 1 << contract.declarer;
        this.solo = false;
        this.marriageOpen = true;
        break;
      case CONTRACT_POVERTY:
        this.declarer = contract.declarer;
        this.reMask = (1 << contract.declarer) | (1 << contract.partner);
        this.solo = false;
        break;
      default:
        if (cqPair >= 0) {
          // Silent marriage: a Karo solo.
          this.declarer = cqPair;
          this.reMask = 1 << cqPair;
          this.solo = true;
        } else {
          this.declarer = -1;
          this.reMask = cqMask;
          this.solo = false;
        }
    }

    this.leader = leader;
    this.toMove = leader;
    this.trickNo = 0;
    this.pos = 0;
    this.led = 0;
    this.bestVal = 0;
    this.bestPos = 0;
    this.bestKind = 0;
    this.trickPoints = 0;
    this.seatPoints.fill(0);
    this.seatTricks.fill(0);
    this.doppelkopf.fill(0);
    this.foxes.fill(0);
    this.scores.fill(0);
    this.value = 0;
    this.winner = WINNER_NONE;
    return this;
  }

  /** Friendly-API hands (tests, tools; allocates). */
  setupFromIds(hands: readonly (readonly CardId[])[], dealer: number, contract: SimContract): this {
    const n = this.tricks;
    const flat = new Uint8Array(4 * n);
    for (let s = 0; s < 4; s++) {
      if (hands[s].length !== n) throw new Error(`hand ${s} has ${hands[s].length} cards, expected ${n}`);
      for (let i = 0; i < n; i++) flat[s * n + i] = KIND_INDEX[hands[s][i]];
    }
    return this.setup(flat, dealer, contract, n);
  }

  get finished(): boolean {
    return this.trickNo === this.tricks || this.abandoned;
  }

  get cardsPlayed(): number {
    return this.trickNo * 4 + this.pos;
  }

  /**
   * The distinct kinds the seat to move may play, written to `out` (≥ 12 entries); returns
   * their count (as `playableCards`: follow the led effective suit if possible, else anything).
   */
  legalMoves(out: Uint8Array): number {
    const seat = this.toMove;
    const hand = this.hand;
    const counts = this.suitCount;
    let seen = 0;
    let m = 0;
    let from = 0;
    let to = 4;
    if (this.pos > 0 && counts[seat * 5 + this.led] > 0) from = to = this.led;
    for (let e = from; e <= to; e++) {
      const base = seat * SEAT_STRIDE + e * SUIT_STRIDE;
      const cnt = counts[seat * 5 + e];
      for (let i = 0; i < cnt; i++) {
        const k = hand[base + i];
        if ((seen & (1 << k)) === 0) {
          seen |= 1 << k;
          out[m++] = k;
        }
      }
    }
    return m;
  }

  /** Number of cards of effective suit e the seat holds. */
  holding(seat: number, e: number): number {
    return this.suitCount[seat * 5 + e];
  }

  /** How many copies of `kind` the seat holds (0..2). */
  copies(seat: number, kind: number): number {
    const e = this.suit[kind];
    const base = seat * SEAT_STRIDE + e * SUIT_STRIDE;
    const cnt = this.suitCount[seat * 5 + e];
    let n = 0;
    for (let i = 0; i < cnt; i++) if (this.hand[base + i] === kind) n++;
    return n;
  }

  /** Whether the seat to move may play `kind` now. */
  isLegal(kind: number): boolean {
    const seat = this.toMove;
    if (this.copies(seat, kind) === 0) return false;
    return this.pos === 0 || this.suit[kind] === this.led || this.suitCount[seat * 5 + this.led] === 0;
  }

  /** Play `kind` from the hand of the seat to move (must be legal; not checked). */
  play(kind: number): void {
    const seat = this.toMove;
    const e = this.suit[kind];
    const base = seat * SEAT_STRIDE + e * SUIT_STRIDE;
    const cnt = this.suitCount[seat * 5 + e];
    for (let i = 0; i < cnt; i++) {
      if (this.hand[base + i] === kind) {
        this.playFrom(e, i);
        return;
      }
    }
    throw new Error(`seat ${seat} does not hold card kind ${kind}`);
  }

  /**
   * Play the i-th card of effective suit e of the seat to move (must be legal; not checked).
   * The last card of that suit takes its slot.
   */
  playFrom(e: number, i: number): void {
    const seat = this.toMove;
    const base = seat * SEAT_STRIDE + e * SUIT_STRIDE;
    const hand = this.hand;
    const k = hand[base + i];
    const cnt = --this.suitCount[seat * 5 + e];
    hand[base + i] = hand[base + cnt];
    this.handLen[seat]--;
    this.addCard(seat, k);
  }

  /**
   * Play the card at index `i` of the hand of the seat to move, counting through the suit
   * buckets in order C, S, H, D, trump (must be legal; not checked).
   */
  playIndex(i: number): void {
    const b5 = this.toMove * 5;
    let e = 0;
    while (i >= this.suitCount[b5 + e]) i -= this.suitCount[b5 + e++];
    this.playFrom(e, i);
  }

  /** Put a card (already removed from the hand) into the trick. */
  private addCard(seat: number, k: number): void {
    const pos = this.pos;
    const t = this.trickNo;
    this.trickCards[t * 4 + pos] = k;
    if (k === K_DA && this.superHolder >= 0 && !this.superActive && seat === this.pigletHolder) this.activateSuperpiglets();
    const s = this.suit[k];
    const str = this.strength[k];
    if (pos === 0) {
      this.trickLeader[t] = seat;
      this.led = s;
      this.bestVal = str;
      this.bestPos = 0;
      this.bestKind = k;
      this.trickPoints = KIND_POINTS[k];
    } else {
      this.trickPoints += KIND_POINTS[k];
      const v = s === TRUMP || s === this.led ? str : 0;
      if (v > this.bestVal || (k === K_H10 && this.bestKind === K_H10 && (t === this.tricks - 1 ? this.dulleSecondWinsLast : this.dulleSecondWins))) {
        this.bestVal = v;
        this.bestPos = pos;
        this.bestKind = k;
      }
    }
    if (pos === 3) this.finishTrick();
    else {
      this.pos = pos + 1;
      this.toMove = (seat + 1) & 3;
    }
  }

  /**
   * Piglets declared on their first play bring the superpiglets with them if their holder
   * still holds both ♦9 (deal.ts play). The new order decides the whole current trick: the
   * best of the `pos` cards already in it is re-evaluated. Called when the piglet holder
   * plays a ♦A while superpiglets are possible but not active; true if they activate.
   */
  activateSuperpiglets(): boolean {
    if (this.copies(this.superHolder, K_D9) !== 2) return false;
    this.superActive = true;
    this.strength = this.strengthSuper;
    // Re-evaluate the cards already in the trick with the new strengths.
    const t = this.trickNo;
    const last = t === this.tricks - 1;
    for (let j = 0; j < this.pos; j++) {
      const k = this.trickCards[t * 4 + j];
      const s = this.suit[k];
      const str = this.strength[k];
      if (j === 0) {
        this.bestVal = str;
        this.bestPos = 0;
        this.bestKind = k;
        continue;
      }
      const v = s === TRUMP || s === this.led ? str : 0;
      if (v > this.bestVal || (k === K_H10 && this.bestKind === K_H10 && (last ? this.dulleSecondWinsLast : this.dulleSecondWins))) {
        this.bestVal = v;
        this.bestPos = j;
        this.bestKind = k;
      }
    }
    return true;
  }

  private finishTrick(): void {
    const t = this.trickNo;
    const leader = this.leader;
    const w = (leader + this.bestPos) & 3;
    const pts = this.trickPoints;
    this.seatPoints[w] += pts;
    this.seatTricks[w]++;
    this.trickWinner[t] = w;
    if (pts >= 40) this.doppelkopf[w]++;
    const c0 = t * 4;
    const cards = this.trickCards;
    if (t !== this.tricks - 1) {
      for (let j = 0; j < 4; j++) if (cards[c0 + j] === K_DA) this.foxes[w * 4 + ((leader + j) & 3)]++;
    }
    if (this.marriageOpen) this.clarifyMarriage(t, w);
    this.trickNo = t + 1;
    this.pos = 0;
    this.leader = w;
    this.toMove = w;
  }

  /**
   * Partner finding after trick t (0-based) won by seat w while a marriage is open
   * (deal.ts clarifyMarriage): the trick's type is that of its led card; who may join and
   * what becomes of a marriage without partner are the variant's (duel.ts).
   */
  clarifyMarriage(t: number, w: number): void {
    const type = this.rules.marriageTrickType;
    const ledTrump = this.suit[this.trickCards[t * 4]] === TRUMP;
    const qualifies = type === 'firstForeign' || (type === 'firstForeignTrump') === ledTrump;
    if (qualifies && w !== this.declarer && marriagePartnerAllowed(this.variant, this.declarer as Seat, w as Seat)) {
      this.reMask = (1 << this.declarer) | (1 << w);
      this.marriageOpen = false;
      this.clarifiedIn = t + 1;
    } else if (t === MARRIAGE_TRICKS - 1) {
      this.marriageOpen = false;
      this.clarifiedIn = MARRIAGE_TRICKS;
      if (marriageWithoutPartner(this.variant, this.declarer as Seat, this.playedFirstTricks()) === 'abandoned') this.abandoned = true;
      else this.solo = true;
    }
  }

  /** The first MARRIAGE_TRICKS tricks (all played) as the engine's tricks, in the objects kept for it. */
  private playedFirstTricks(): readonly Trick[] {
    for (let t = 0; t < MARRIAGE_TRICKS; t++) {
      const trick = this.firstTricks[t];
      trick.leader = this.trickLeader[t] as Seat;
      trick.winner = this.trickWinner[t] as Seat;
      for (let j = 0; j < 4; j++) trick.cards[j] = CARD_IDS[this.trickCards[t * 4 + j]];
    }
    return this.firstTricks;
  }

  /** Whether seat is Re (final parties once the deal is over). */
  isRe(seat: number): boolean {
    return ((this.reMask >> seat) & 1) === 1;
  }

  reCardPoints(): number {
    let p = 0;
    for (let s = 0; s < 4; s++) if ((this.reMask >> s) & 1) p += this.seatPoints[s];
    return p;
  }

  reTricks(): number {
    let p = 0;
    for (let s = 0; s < 4; s++) if ((this.reMask >> s) & 1) p += this.seatTricks[s];
    return p;
  }

  /**
   * Netted special points (Re − Kontra) of a finished 2-v-2 deal: Doppelkopf, fox (incl.
   * `foxLastTrick`), Karlchen, Karlchen gefangen / Lieschen Müller (outcome.ts specialEvents).
   */
  specialsNet(): number {
    // Points are summed per party and subtracted once (no `sign * x`: that can make −0,
    // which V8 would box).
    const re = this.reMask;
    let rePts = 0;
    let koPts = 0;
    for (let w = 0; w < 4; w++) {
      const wRe = (re >> w) & 1;
      let pts = this.doppelkopf[w];
      for (let p = 0; p < 4; p++) if (((re >> p) & 1) !== wRe) pts += this.foxes[w * 4 + p];
      if (wRe) rePts += pts;
      else koPts += pts;
    }
    const t = this.tricks - 1;
    const leader = this.trickLeader[t];
    const w = this.trickWinner[t];
    const wRe = (re >> w) & 1;
    const c0 = t * 4;
    const winning = this.trickCards[c0 + ((w - leader + 4) & 3)];
    const rules = this.rules;
    let last = winning === K_CJ ? 1 : 0;
    for (let j = 0; j < 4; j++) {
      const k = this.trickCards[c0 + j];
      if (k !== K_DA && k !== K_CJ) continue;
      if (((re >> ((leader + j) & 3)) & 1) === wRe) continue;
      if (k === K_DA) last += rules.foxLastTrick ? 2 : 1;
      else if (rules.lieschenMueller) {
        if (winning === K_DQ) last++;
      } else if (rules.karlchenCaught) last++;
    }
    if (wRe) rePts += last;
    else koPts += last;
    return rePts - koPts;
  }

  /**
   * Score the finished deal with each party's highest announcement level (−1 none, 0 Re/Kontra,
   * 1 keine 90 … 4 schwarz). Fills `scores` (per seat, as `dealResult(...).scores`), `value`
   * (Re's view) and `winner` (WINNER_*); returns `value`.
   */
  score(reLevel = -1, kontraLevel = -1): number {
    if (!this.finished) throw new Error('score needs a finished deal');
    if (this.abandoned) {
      // Nobody scores (duel.ts): the deal does not count.
      this.scores.fill(0);
      this.value = 0;
      this.winner = WINNER_NONE;
      return 0;
    }
    const reMask = this.reMask;
    let rePts = 0;
    let reTricks = 0;
    let reCount = 0;
    for (let s = 0; s < 4; s++) {
      if ((reMask >> s) & 1) {
        rePts += this.seatPoints[s];
        reTricks += this.seatTricks[s];
        reCount++;
      }
    }
    const koTricks = this.tricks - reTricks;
    const value = simGameValue(this.solo, rePts, reTricks, koTricks, reLevel, kontraLevel, this.solo ? 0 : this.specialsNet());
    this.value = value;
    this.winner = simWinner(rePts, reTricks, koTricks, reLevel, kontraLevel);
    const reScore = reCount === 1 ? 3 * value : value;
    for (let s = 0; s < 4; s++) this.scores[s] = (reMask >> s) & 1 ? reScore : 0 - value;
    return value;
  }
}
