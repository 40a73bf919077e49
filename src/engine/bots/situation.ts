/**
 * The situation the card policy judges (what one seat sees of the deal), in one shape for
 * two worlds:
 *
 * - `ViewSituation` is filled from a PlayerView: the seat's own hand and the public history
 *   only. What the others may hold is inferred (cards not yet seen, voids shown by failing
 *   to follow, ♣Q and announcements for the parties). The beginner plays from it, and the
 *   strong player takes its rule-of-thumb card from it.
 * - `SimSituation` wraps a SimDeal of one *sampled* deal (the strong player's playouts): there
 *   every hand is known, so the same rules are applied with exact answers.
 *
 * Card kinds are the sim's 0..23 (KIND_INDEX); effective suits 0..3 (♣ ♠ ♥ ♦) and 4 (trump).
 */
import { CARD_IDS, KIND_INDEX, handSize, rankOf, type CardId } from '../cards.ts';
import type { CardOrder } from '../order.ts';
import type { Party } from '../parties.ts';
import type { PlayerView } from '../view.ts';
import { CONTRACT_NORMAL, K_CQ, K_DA, K_H10, KIND_POINTS, SEAT_STRIDE, SUIT_STRIDE, TRUMP, type SimDeal } from '../sim/index.ts';
import type { CardRule } from './types.ts';

export const K_DJ = KIND_INDEX.DJ;
const SUIT_NUM: Readonly<Record<string, number>> = { C: 0, S: 1, H: 2, D: 3, T: TRUMP };

export interface OrderArrays {
  /** Effective suit per kind: 0..3 plain, 4 trump. */
  readonly suit: Uint8Array;
  /** Strength per kind: trumps > 100 > plain (as CardOrder.strength). */
  readonly strength: Uint8Array;
  readonly dulleIsTrump: boolean;
}

const orderCache = new WeakMap<CardOrder, OrderArrays>();

/** A CardOrder as kind-indexed arrays (memoised per order object). */
export function orderArrays(order: CardOrder): OrderArrays {
  let a = orderCache.get(order);
  if (!a) {
    a = {
      suit: Uint8Array.from(CARD_IDS, (c) => SUIT_NUM[order.suit[c]]),
      strength: Uint8Array.from(CARD_IDS, (c) => order.strength[c]),
      dulleIsTrump: order.dulleIsTrump,
    };
    orderCache.set(order, a);
  }
  return a;
}

/** Strength of the lowest trump that counts as "at least a jack" (♦J; the lowest trump when jacks are not trumps). */
export function jackLevel(suit: Uint8Array, strength: Uint8Array): number {
  if (suit[K_DJ] === TRUMP) return strength[K_DJ];
  let low = 255;
  for (let k = 0; k < 24; k++) if (suit[k] === TRUMP && strength[k] > 0 && strength[k] < low) low = strength[k];
  return low;
}

const EMPTY = new Uint8Array(24);

export abstract class Situation {
  /** The seat to decide. */
  me = 0;
  /** Cards already in the current trick. */
  pos = 0;
  leader = 0;
  /** Effective suit of the led card (when pos > 0). */
  led = 0;
  bestPos = 0;
  bestKind = 0;
  trickPoints = 0;
  /** Completed tricks. */
  trickNo = 0;
  nTricks = 12;
  suit: Uint8Array = EMPTY;
  strength: Uint8Array = EMPTY;
  /** A second ♥10 beats the first in this trick. */
  dulleSecond = false;
  /** The distinct kinds the seat may play. */
  readonly legal = new Uint8Array(24);
  nLegal = 0;
  /** The seat's own cards per kind. */
  mine: Uint8Array = new Uint8Array(24);
  readonly mySuitLen = new Uint8Array(5);
  /** How often each effective suit was led in the completed tricks. */
  readonly ledCount = new Uint8Array(5);
  /** Relation of each seat to `me`: 1 same party (and me), -1 opponent, 0 unknown. */
  readonly rel = new Int8Array(4);
  /** The soloist when the table knows the game is a solo, else -1. */
  soloist = -1;
  marriageOpen = false;
  marriageDeclarer = -1;
  /** In an open marriage, only a trick led with trump finds the partner. */
  marriageTrump = false;
  /** The seat's partner has made an announcement. */
  partnerAnnounced = false;
  /** 1 Re, -1 Kontra, 0 unknown (open marriage). */
  myParty = 0;
  /** Strength of the "at least a jack" trump. */
  jackStrength = 0;
  /** ♦A is a trump (a fox). */
  foxIsTrump = false;
  /** The rule the policy applied last (set by `chooseCard`). */
  rule: CardRule = 'onlyCard';

  /** Could `seat` beat a trick whose best card is `kind`, the led effective suit being `led`? */
  abstract canBeat(seat: number, kind: number, led: number): boolean;
  /** Could an opponent (or a seat of unknown party) ruff a lead of plain suit `e`? */
  abstract oppCanRuff(e: number): boolean;
  /** Cards of kind `k` held by the three others together (not yet played, not mine). */
  abstract out(k: number): number;
  /** Trumps held by the three others together. */
  abstract outTrumps(): number;
}

// ------------------------------------------------------------------ from a PlayerView

/** The situation from what one seat may know. Nothing here reads another hand. */
export class ViewSituation extends Situation {
  /** Known voids per seat: bit e set when the seat failed to follow effective suit e. */
  readonly voids = new Uint8Array(4);
  /** The seat cannot hold a ♣Q (it is known Kontra in a normal game). */
  readonly noClubQueen = new Uint8Array(4);
  /** Cards of each kind played so far. */
  readonly played = new Uint8Array(24);
  /** Cards per kind held by the three others together (not yet played, not mine). */
  readonly outstanding = new Uint8Array(24);
  /** Outstanding cards per effective suit. */
  readonly suitOutstanding = new Uint8Array(5);
  /** Seat that played each ♣Q (for the silent solo). */
  private readonly cqBy: number[] = [];

  constructor(view?: PlayerView, cards?: readonly CardId[]) {
    super();
    if (view) this.load(view, cards ?? []);
  }

  load(view: PlayerView, cards: readonly CardId[]): this {
    const order = view.order;
    if (!order) throw new Error('ViewSituation needs a deal in play');
    const oa = orderArrays(order);
    const suit = (this.suit = oa.suit);
    const strength = (this.strength = oa.strength);
    const rules = view.rules;
    const n = (this.nTricks = handSize(rules));
    const me = (this.me = view.seat);
    this.trickNo = view.tricks.length;
    const last = this.trickNo === n - 1;
    this.dulleSecond = oa.dulleIsTrump && (rules.dulle === 'secondWins' || (rules.dulle === 'secondWinsExceptLastTrick' && !last));
    this.jackStrength = jackLevel(suit, strength);
    this.foxIsTrump = suit[K_DA] === TRUMP;

    const mine = this.mine;
    mine.fill(0);
    this.mySuitLen.fill(0);
    for (const c of view.hand) {
      const k = KIND_INDEX[c];
      mine[k]++;
      this.mySuitLen[suit[k]]++;
    }
    const played = this.played;
    played.fill(0);
    this.voids.fill(0);
    this.ledCount.fill(0);
    this.cqBy.length = 0;
    const tricks = view.current ? [...view.tricks, view.current] : view.tricks;
    for (let i = 0; i < tricks.length; i++) {
      const t = tricks[i];
      if (t.cards.length === 0) continue;
      const led = suit[KIND_INDEX[t.cards[0]]];
      if (i < view.tricks.length) this.ledCount[led]++;
      for (let j = 0; j < t.cards.length; j++) {
        const k = KIND_INDEX[t.cards[j]];
        const seat = (t.leader + j) & 3;
        played[k]++;
        if (k === K_CQ) this.cqBy.push(seat);
        if (j > 0 && suit[k] !== led) this.voids[seat] |= 1 << led;
      }
    }
    for (let k = 0; k < 24; k++) {
      const inDeck = rules.withoutNines && rankOf(CARD_IDS[k]) === '9' ? 0 : 2;
      this.outstanding[k] = Math.max(0, inDeck - played[k] - mine[k]);
    }
    this.suitOutstanding.fill(0);
    for (let k = 0; k < 24; k++) this.suitOutstanding[suit[k]] += this.outstanding[k];

    // The current trick.
    const cur = view.current;
    this.pos = cur ? cur.cards.length : 0;
    this.leader = cur ? cur.leader : me;
    this.trickPoints = 0;
    if (cur && cur.cards.length > 0) {
      const led = (this.led = suit[KIND_INDEX[cur.cards[0]]]);
      let best = KIND_INDEX[cur.cards[0]];
      let bestPos = 0;
      for (let j = 0; j < cur.cards.length; j++) {
        const k = KIND_INDEX[cur.cards[j]];
        this.trickPoints += POINTS[k];
        if (j > 0 && beats(this, k, best, led)) {
          best = k;
          bestPos = j;
        }
      }
      this.bestKind = best;
      this.bestPos = bestPos;
    }

    this.loadParties(view);

    // The legal cards, in kind order (independent of how the hand happens to be sorted).
    const seen = new Uint8Array(24);
    for (const c of cards) seen[KIND_INDEX[c]] = 1;
    let m = 0;
    for (let k = 0; k < 24; k++) if (seen[k]) this.legal[m++] = k;
    this.nLegal = m;
    return this;
  }

  private loadParties(view: PlayerView): void {
    const me = view.seat;
    const rel = this.rel;
    const own = view.ownParty;
    this.myParty = own === 're' ? 1 : own === 'kontra' ? -1 : 0;
    const c = view.contract;
    const m = view.marriage;
    this.marriageOpen = !!m && m.clarifiedIn === null;
    this.marriageDeclarer = m ? m.declarer : -1;
    this.marriageTrump = view.rules.marriageTrickType === 'firstForeignTrump';

    let soloist = -1;
    if (c?.kind === 'solo') soloist = c.declarer;
    else if (m && m.clarifiedIn !== null && m.partner === null) soloist = m.declarer;
    else if (view.silentSolo) soloist = me;
    else if (c?.kind === 'normal' && this.cqBy.length === 2 && this.cqBy[0] === this.cqBy[1]) soloist = this.cqBy[0];
    this.soloist = soloist;

    const revealed = revealedParties(view);
    for (let s = 0; s < 4; s++) {
      if (s === me) rel[s] = 1;
      else if (soloist >= 0 && own) rel[s] = soloist === me || soloist === s ? -1 : 1;
      else {
        const kp = revealed[s];
        rel[s] = own && kp ? (kp === own ? 1 : -1) : 0;
      }
    }
    // A normal game with two parties of two: complete what the seat can infer from its own party.
    if (soloist < 0 && own && !this.marriageOpen) {
      let partners = 0;
      let opponents = 0;
      for (let s = 0; s < 4; s++) {
        if (s === me) continue;
        if (rel[s] === 1) partners++;
        else if (rel[s] === -1) opponents++;
      }
      if (partners === 1) for (let s = 0; s < 4; s++) if (rel[s] === 0) rel[s] = -1;
      if (opponents === 2) for (let s = 0; s < 4; s++) if (rel[s] === 0) rel[s] = 1;
    }
    const normal = c?.kind === 'normal';
    for (let s = 0; s < 4; s++) {
      const kontra = s === me ? own === 'kontra' : (own === 're' && rel[s] === -1) || (own === 'kontra' && rel[s] === 1);
      this.noClubQueen[s] = normal && soloist < 0 && kontra ? 1 : 0;
    }
    let announced = false;
    for (const a of view.announcements) if (a.seat !== me && rel[a.seat] === 1) announced = true;
    this.partnerAnnounced = announced;
  }

  /** The seat may be void in e: shown, or (plain suits) likely after a first round or when few cards are left. */
  couldBeVoid(seat: number, e: number): boolean {
    if ((this.voids[seat] >> e) & 1) return true;
    return e !== TRUMP && (this.ledCount[e] >= 1 || this.suitOutstanding[e] <= 4);
  }

  private couldHold(seat: number, k: number): boolean {
    if (this.outstanding[k] === 0) return false;
    if ((this.voids[seat] >> this.suit[k]) & 1) return false;
    return k !== K_CQ || this.noClubQueen[seat] === 0;
  }

  canBeat(seat: number, kind: number, led: number): boolean {
    const suit = this.suit;
    const strength = this.strength;
    if (suit[kind] === TRUMP) {
      if (led !== TRUMP && !this.couldBeVoid(seat, led)) return false;
      for (let k = 0; k < 24; k++) {
        if (suit[k] !== TRUMP || !this.couldHold(seat, k)) continue;
        if (strength[k] > strength[kind] || (k === kind && k === K_H10 && this.dulleSecond)) return true;
      }
      return false;
    }
    if (!((this.voids[seat] >> led) & 1)) {
      for (let k = 0; k < 24; k++) if (suit[k] === led && strength[k] > strength[kind] && this.couldHold(seat, k)) return true;
    }
    return this.couldBeVoid(seat, led) && !((this.voids[seat] >> TRUMP) & 1) && this.suitOutstanding[TRUMP] > 0;
  }

  oppCanRuff(e: number): boolean {
    for (let s = 0; s < 4; s++) {
      if (s === this.me || this.rel[s] === 1) continue;
      if ((this.voids[s] >> e) & 1 && !((this.voids[s] >> TRUMP) & 1)) return true;
    }
    return false;
  }

  out(k: number): number {
    return this.outstanding[k];
  }

  outTrumps(): number {
    return this.suitOutstanding[TRUMP];
  }
}

/**
 * The parties the table has seen directly: from the contract when the teams are public
 * (solo, poverty, clarified marriage), else from a ♣Q played (Re) or an announcement.
 * Deliberately not `view.knownParties`' own completions, so that nothing the view infers
 * from the true parties (e.g. whether a silent solo is on) can steer a bot.
 */
export function revealedParties(view: PlayerView): (Party | null)[] {
  const c = view.contract;
  const m = view.marriage;
  const publicTeams = c?.kind === 'solo' || c?.kind === 'poverty' || (c?.kind === 'marriage' && m !== null && m.clarifiedIn !== null);
  if (publicTeams) return view.knownParties.map((p, s) => (s === view.seat ? null : p));
  const out: (Party | null)[] = [null, null, null, null];
  if (m && m.clarifiedIn === null) out[m.declarer] = 're';
  for (const a of view.announcements) out[a.seat] = view.knownParties[a.seat];
  const tricks = view.current ? [...view.tricks, view.current] : view.tricks;
  for (const t of tricks) t.cards.forEach((card, j) => card === 'CQ' && (out[(t.leader + j) & 3] = 're'));
  out[view.seat] = view.announcements.some((a) => a.seat === view.seat) || out[view.seat] === 're' ? view.ownParty : null;
  return out;
}

// ------------------------------------------------------------------ in a sampled deal

/**
 * The situation in a SimDeal in which every hand is known (one sampled world).
 * `attach` once per playout, `sync` before each decision, `onPlay` before each card.
 */
export class SimSituation extends Situation {
  sim: SimDeal | null = null;
  /** Unplayed cards per kind (all four hands). */
  readonly remaining = new Uint8Array(24);
  /** Unplayed trumps. */
  remainingTrumps = 0;
  /** Cards per seat and kind: `held[s*24 + k]`; `mine` is seat `me`'s slice. */
  readonly held = new Uint8Array(96);
  private readonly heldOf: Uint8Array[] = [0, 1, 2, 3].map((s) => this.held.subarray(s * 24, s * 24 + 24));
  reLevel = -1;
  kontraLevel = -1;
  /** Seats publicly known to be Re / Kontra (announcements, ♣Q played) in a normal game. */
  knownRe = 0;
  knownKontra = 0;
  private curLed = 0;

  /**
   * Start a playout from the sim's position. `knownRe`/`knownKontra` are the seats whose
   * party the table knows (bit masks); in a normal game the players of the playout know no
   * more than that, their own party, and the ♣Q played from here on.
   */
  attach(sim: SimDeal, reLevel: number, kontraLevel: number, knownRe = 0, knownKontra = 0): this {
    this.sim = sim;
    this.reLevel = reLevel;
    this.kontraLevel = kontraLevel;
    this.knownRe = knownRe;
    this.knownKontra = knownKontra;
    for (let i = 0; i < sim.cardsPlayed; i++) if (sim.trickCards[i] === K_CQ) this.knownRe |= 1 << ((sim.trickLeader[i >> 2] + (i & 3)) & 3);
    this.nTricks = sim.tricks;
    this.suit = sim.suit;
    this.strength = sim.strength;
    this.jackStrength = jackLevel(sim.suit, sim.strength);
    this.foxIsTrump = sim.suit[K_DA] === TRUMP;
    this.marriageTrump = sim.rules.marriageTrickType === 'firstForeignTrump';
    const rem = this.remaining;
    const held = this.held;
    rem.fill(0);
    held.fill(0);
    for (let s = 0; s < 4; s++) {
      for (let e = 0; e < 5; e++) {
        const base = s * SEAT_STRIDE + e * SUIT_STRIDE;
        const cnt = sim.suitCount[s * 5 + e];
        for (let i = 0; i < cnt; i++) {
          const k = sim.hand[base + i];
          rem[k]++;
          held[s * 24 + k]++;
        }
      }
    }
    let trumps = 0;
    for (let s = 0; s < 4; s++) trumps += sim.suitCount[s * 5 + TRUMP];
    this.remainingTrumps = trumps;
    this.ledCount.fill(0);
    for (let t = 0; t < sim.trickNo; t++) this.ledCount[sim.suit[sim.trickCards[t * 4]]]++;
    this.curLed = sim.led;
    return this;
  }

  sync(): void {
    const sim = this.sim!;
    const me = (this.me = sim.toMove);
    this.pos = sim.pos;
    this.leader = sim.leader;
    this.trickNo = sim.trickNo;
    this.suit = sim.suit;
    this.strength = sim.strength;
    this.dulleSecond = sim.trickNo === this.nTricks - 1 ? sim.dulleSecondWinsLast : sim.dulleSecondWins;
    if (sim.pos > 0) {
      this.led = sim.led;
      this.bestPos = sim.bestPos;
      this.bestKind = sim.bestKind;
      this.trickPoints = sim.trickPoints;
    } else this.trickPoints = 0;
    this.mine = this.heldOf[me];
    const sc = sim.suitCount;
    const b5 = me * 5;
    const msl = this.mySuitLen;
    msl[0] = sc[b5];
    msl[1] = sc[b5 + 1];
    msl[2] = sc[b5 + 2];
    msl[3] = sc[b5 + 3];
    msl[4] = sc[b5 + 4];
    const re = sim.reMask;
    const meRe = (re >> me) & 1;
    const rel = this.rel;
    this.myParty = meRe ? 1 : -1;
    let soloist = -1;
    if (sim.solo) for (let s = 0; s < 4; s++) if ((re >> s) & 1) soloist = s;
    this.soloist = soloist;
    if (sim.marriageOpen) {
      // Nobody but the Hochzeiter knows a side yet.
      for (let s = 0; s < 4; s++) rel[s] = s === me ? 1 : 0;
      this.myParty = me === sim.declarer ? 1 : 0;
    } else if (sim.contractKind === CONTRACT_NORMAL && !sim.solo) {
      // Two against two, parties secret: own party, and what the table has seen.
      const kRe = this.knownRe;
      const kKo = this.knownKontra;
      let partners = 0;
      let opponents = 0;
      for (let s = 0; s < 4; s++) {
        if (s === me) {
          rel[s] = 1;
          continue;
        }
        const isRe = (re >> s) & 1;
        const known = isRe ? (kRe >> s) & 1 : (kKo >> s) & 1;
        rel[s] = known ? (isRe === meRe ? 1 : -1) : 0;
        if (rel[s] === 1) partners++;
        else if (rel[s] === -1) opponents++;
      }
      if (partners === 1) for (let s = 0; s < 4; s++) if (rel[s] === 0) rel[s] = -1;
      if (opponents === 2) for (let s = 0; s < 4; s++) if (rel[s] === 0) rel[s] = 1;
    } else {
      for (let s = 0; s < 4; s++) rel[s] = ((re >> s) & 1) === meRe ? 1 : -1;
    }
    this.marriageOpen = sim.marriageOpen;
    this.marriageDeclarer = sim.declarer;
    this.partnerAnnounced = (meRe ? this.reLevel : this.kontraLevel) >= 0;
    this.nLegal = sim.legalMoves(this.legal);
  }

  /** Book-keeping before `sim.play(k)`. */
  onPlay(k: number): void {
    const sim = this.sim!;
    if (sim.pos === 0) this.curLed = this.suit[k];
    else if (sim.pos === 3) this.ledCount[this.curLed]++;
    this.remaining[k]--;
    this.held[sim.toMove * 24 + k]--;
    if (k === K_CQ) this.knownRe |= 1 << sim.toMove;
    if (this.suit[k] === TRUMP) this.remainingTrumps--;
  }

  out(k: number): number {
    return this.remaining[k] - this.mine[k];
  }

  outTrumps(): number {
    return this.remainingTrumps - this.mySuitLen[TRUMP];
  }

  canBeat(seat: number, kind: number, led: number): boolean {
    const sim = this.sim!;
    const suit = this.suit;
    const strength = this.strength;
    const counts = sim.suitCount;
    const hand = sim.hand;
    if (suit[kind] === TRUMP) {
      if (led !== TRUMP && counts[seat * 5 + led] > 0) return false;
      const base = seat * SEAT_STRIDE + TRUMP * SUIT_STRIDE;
      const cnt = counts[seat * 5 + TRUMP];
      const s0 = strength[kind];
      for (let i = 0; i < cnt; i++) {
        const k = hand[base + i];
        if (strength[k] > s0 || (k === kind && k === K_H10 && this.dulleSecond)) return true;
      }
      return false;
    }
    const cnt = counts[seat * 5 + led];
    if (cnt > 0) {
      const base = seat * SEAT_STRIDE + led * SUIT_STRIDE;
      const s0 = strength[kind];
      for (let i = 0; i < cnt; i++) if (strength[hand[base + i]] > s0) return true;
      return false;
    }
    return counts[seat * 5 + TRUMP] > 0;
  }

  oppCanRuff(e: number): boolean {
    const counts = this.sim!.suitCount;
    for (let s = 0; s < 4; s++) {
      if (this.rel[s] === 1) continue;
      if (counts[s * 5 + e] === 0 && counts[s * 5 + TRUMP] > 0) return true;
    }
    return false;
  }
}

/** Card points per kind (the sim core's, built from cards.ts). */
export const POINTS: Uint8Array = KIND_POINTS;

/** Whether `k`, played after `best`, takes the trick (led effective suit `led`). */
export function beats(t: Situation, k: number, best: number, led: number): boolean {
  const sk = t.suit[k];
  const sb = t.suit[best];
  if (sk === TRUMP) {
    if (sb !== TRUMP) return true;
    if (k === best) return k === K_H10 && t.dulleSecond;
    return t.strength[k] > t.strength[best];
  }
  if (sb === TRUMP || sk !== led) return false;
  return t.strength[k] > t.strength[best];
}
