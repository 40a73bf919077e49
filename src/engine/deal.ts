/**
 * A deal as an immutable value and the actions that move it on (docs/rules.md §4–§9).
 * `apply(state, action)` returns the next state or a typed error; nothing is mutated.
 */
import { type CardId, cardPoints, handSize as handSizeOf, sumPoints } from './cards.ts';
import { checkCall, deadline, FORCED_ANNOUNCEMENT_POINTS, marriageShift, NO_CALLS, type AnnouncementRefusal, type PartyCalls } from './announcements.ts';
import {
  dealOrders,
  declarationRank,
  declarationRefusal,
  firstLeader,
  healthyContract,
  holdsBoth,
  MARRIAGE_TRICKS,
  mayDeclareHalfChicken,
  normalTrumps,
  POVERTY_CARDS,
  throwInReason,
  type Contract,
  type DealOrders,
  type Declaration,
  type DeclarationRefusal,
} from './contract.ts';
import type { CardOrder } from './order.ts';
import { nextSeat, type Parties, type Party, type Seat } from './parties.ts';
import { err, ok, type Result } from './result.ts';
import type { Hands, RuleSet, Trick } from './types.ts';
import { illegalReason, trickWinner, type IllegalPlay } from './trick.ts';
import { levelOfCall, type Call, type Level } from './calls.ts';
import { forcedDutyHolders, marriagePartnerAllowed, marriageWithoutPartner, type DealVariant } from './duel.ts';

export type { Hands, Trick } from './types.ts';

export type Phase =
  | 'reservation' // gesund / Vorbehalt, in seat order from the left of the dealer
  | 'declaration' // each player who said Vorbehalt names it
  | 'povertyGive' // the poor player lays down three cards
  | 'povertyOffer' // the others, clockwise, accept or decline
  | 'povertyReturn' // the acceptor gives three cards back
  | 'playing'
  | 'finished'
  | 'redeal' // thrown in, nobody took the poverty, or a reservation nobody at the seat may name
  | 'abandoned'; // a duel's marriage found no partner (duel.ts): stopped after three tricks, scored zero

export type Action =
  | { readonly type: 'throwIn'; readonly seat: Seat }
  | { readonly type: 'reserve'; readonly seat: Seat; readonly reservation: boolean }
  | { readonly type: 'declare'; readonly seat: Seat; readonly declaration: Declaration }
  | { readonly type: 'exchange'; readonly seat: Seat; readonly cards: readonly CardId[] }
  | { readonly type: 'answerPoverty'; readonly seat: Seat; readonly accept: boolean }
  | { readonly type: 'halfChicken'; readonly seat: Seat }
  | { readonly type: 'announce'; readonly seat: Seat; readonly call: Call }
  | { readonly type: 'play'; readonly seat: Seat; readonly card: CardId };

/**
 * Why the cards were dealt again: a hand thrown in (five nines or kings, docs/rules.md §16.10),
 * a poverty nobody took (§16.3), or a reservation the seat's new player may not name (a duel's
 * computer player that took over after a person's "Vorbehalt", §18.2).
 */
export type RedealReason = 'fiveNines' | 'fiveKings' | 'povertyRefused' | 'reservationUnplayable';

export type ActionError =
  | { readonly code: 'wrongPhase'; readonly action: Action['type']; readonly phase: Phase }
  | { readonly code: 'notYourTurn'; readonly seat: Seat; readonly toMove: Seat }
  | {
      readonly code: 'notEligible';
      readonly seat: Seat;
      readonly refusal: DeclarationRefusal | { readonly code: 'noThrowIn' } | { readonly code: 'noHalfChicken' } | { readonly code: 'mustPlaySolo' };
    }
  | { readonly code: 'badExchange'; readonly seat: Seat; readonly problem: 'count' | 'notInHand' | 'trumpsKept'; readonly cards: readonly CardId[] }
  | { readonly code: 'illegalPlay'; readonly seat: Seat; readonly reason: IllegalPlay }
  | { readonly code: 'illegalAnnouncement'; readonly seat: Seat; readonly refusal: AnnouncementRefusal }
  | { readonly code: 'forcedAnnouncementMissing'; readonly party: Party; readonly trick: number; readonly points: number };

export interface MadeAnnouncement {
  readonly seat: Seat;
  readonly call: Call;
  readonly cardsPlayed: number;
}

/** The marriage's state: its partner is found within three tricks, or it becomes a Karo solo. */
export interface MarriageStatus {
  readonly declarer: Seat;
  /** 1-based number of the Klärungsstich, or null while open. */
  readonly clarifiedIn: number | null;
  readonly partner: Seat | null;
}

export interface ForcedCall {
  readonly party: Party;
  /** 1-based trick number that obliged it. */
  readonly trick: number;
  readonly points: number;
}

export interface DealState {
  readonly rules: RuleSet;
  readonly dealer: Seat;
  /** The hands as dealt. */
  readonly dealt: Hands;
  /** The hands now: after any poverty exchange, less the cards played. */
  readonly hands: Hands;
  readonly phase: Phase;
  /** Whose turn it is (reservation, declaration, poverty steps, play). */
  readonly toMove: Seat;
  readonly reservations: readonly (boolean | null)[];
  readonly declarations: readonly (Declaration | null)[];
  readonly halfChicken: readonly Seat[];
  readonly redealReason: RedealReason | null;
  readonly contract: Contract | null;
  /** Poverty bookkeeping while the exchange runs. */
  readonly poverty: { readonly declarer: Seat; readonly given: readonly CardId[]; readonly partner: Seat | null; readonly returned: readonly CardId[] } | null;
  readonly marriage: MarriageStatus | null;
  /** Null while a marriage is open. */
  readonly parties: Parties | null;
  /** Whether the deal is scored as a solo (announced, silent, or a marriage without partner). */
  readonly solo: boolean;
  readonly orders: DealOrders | null;
  readonly superpigletsActive: boolean;
  readonly tricks: readonly Trick[];
  readonly current: Trick | null;
  readonly cardsPlayed: number;
  readonly announcements: readonly MadeAnnouncement[];
  readonly calls: Readonly<Record<Party, PartyCalls>>;
  readonly forced: ForcedCall | null;
  /** The seat that must play its compulsory solo in this deal (vorgeführt), if any. */
  readonly forcedSoloist: Seat | null;
  /** A rule variant of the table (the duel, duel.ts), or null. */
  readonly variant: DealVariant | null;
}

export interface NewDeal {
  readonly rules: RuleSet;
  readonly dealer: Seat;
  readonly hands: Hands;
  /** Skip the reservation round and play this contract (as in a record's `contract`). */
  readonly contract?: Contract;
  /** A tournament's forced soloist (vorgeführt, TSR §4.2.3 (docs/rules.md §5)): this seat must declare a compulsory solo. */
  readonly forcedSoloist?: Seat;
  /** Play under a rule variant (the duel, duel.ts). */
  readonly variant?: DealVariant;
}

const forehand = (dealer: Seat) => nextSeat(dealer);
const replaceAt = <T>(xs: readonly T[], i: number, v: T): T[] => {
  const out = xs.slice();
  out[i] = v;
  return out;
};
const withHand = (hands: Hands, seat: Seat, hand: readonly CardId[]): Hands => replaceAt(hands, seat, hand) as unknown as Hands;
function removeCards(hand: readonly CardId[], cards: readonly CardId[]): CardId[] | null {
  const out = hand.slice();
  for (const c of cards) {
    const i = out.indexOf(c);
    if (i < 0) return null;
    out.splice(i, 1);
  }
  return out;
}

/** Start a deal: in the reservation round, or straight in play when the contract is given. */
export function newDeal(init: NewDeal): Result<DealState, ActionError> {
  const base: DealState = {
    rules: init.rules,
    dealer: init.dealer,
    dealt: init.hands,
    hands: init.hands,
    phase: 'reservation',
    toMove: forehand(init.dealer),
    reservations: [null, null, null, null],
    declarations: [null, null, null, null],
    halfChicken: [],
    redealReason: null,
    contract: null,
    poverty: null,
    marriage: null,
    parties: null,
    solo: false,
    orders: null,
    superpigletsActive: false,
    tricks: [],
    current: null,
    cardsPlayed: 0,
    announcements: [],
    calls: { re: NO_CALLS, kontra: NO_CALLS },
    forced: null,
    forcedSoloist: init.forcedSoloist ?? null,
    variant: init.variant ?? null,
  };
  if (!init.contract) return ok(base);
  const c = init.contract;
  if (c.kind === 'marriage' || c.kind === 'poverty' || c.kind === 'solo') {
    const d: Declaration = c.kind === 'solo' ? { kind: 'solo', solo: c.solo, compulsory: c.compulsory } : { kind: c.kind };
    const refusal = declarationRefusal(d, init.hands[c.declarer], init.rules);
    if (refusal) return err({ code: 'notEligible', seat: c.declarer, refusal });
  }
  if (c.kind !== 'poverty') return ok(startPlay(base, c, init.hands));
  // Replay the exchange so that its checks apply.
  let s: DealState = { ...base, phase: 'povertyGive', toMove: c.declarer, poverty: { declarer: c.declarer, given: [], partner: null, returned: [] } };
  const steps: Action[] = [{ type: 'exchange', seat: c.declarer, cards: c.given }];
  for (let seat = nextSeat(c.declarer); seat !== c.partner; seat = nextSeat(seat)) {
    if (seat === c.declarer) break;
    steps.push({ type: 'answerPoverty', seat, accept: false });
  }
  steps.push({ type: 'answerPoverty', seat: c.partner, accept: true }, { type: 'exchange', seat: c.partner, cards: c.returned });
  for (const a of steps) {
    const r = apply(s, a);
    if (!r.ok) return r;
    s = r.value;
  }
  return ok(s);
}

function startPlay(s: DealState, contract: Contract, hands: Hands): DealState {
  const orders = dealOrders(contract, hands, s.rules);
  let parties: Parties | null = null;
  let solo = false;
  let marriage: MarriageStatus | null = null;
  if (contract.kind === 'solo') {
    parties = soloParties(contract.declarer);
    solo = true;
  } else if (contract.kind === 'marriage') {
    marriage = { declarer: contract.declarer, clarifiedIn: null, partner: null };
  } else if (contract.kind === 'poverty') {
    const re = [contract.declarer, contract.partner].sort() as Seat[];
    parties = { re, kontra: ([0, 1, 2, 3] as Seat[]).filter((x) => !re.includes(x)) };
  } else {
    const silent = ([0, 1, 2, 3] as Seat[]).find((x) => healthyContract(hands[x]) === 'silentSolo');
    if (silent !== undefined) {
      parties = soloParties(silent);
      solo = true;
    } else {
      const re = ([0, 1, 2, 3] as Seat[]).filter((x) => hands[x].includes('CQ'));
      parties = { re, kontra: ([0, 1, 2, 3] as Seat[]).filter((x) => !re.includes(x)) };
    }
  }
  const leader = firstLeader(contract, s.dealer);
  const superpigletsActive = orders.withSuperpiglets !== null && s.rules.pigletsDeclared === 'reservation';
  return {
    ...s,
    phase: 'playing',
    hands,
    contract,
    parties,
    solo,
    marriage,
    orders,
    superpigletsActive,
    toMove: leader,
    current: { leader, cards: [], winner: null },
  };
}

const soloParties = (soloist: Seat): Parties => ({
  re: [soloist],
  kontra: ([0, 1, 2, 3] as Seat[]).filter((x) => x !== soloist),
});

/** The order that decides tricks right now. */
export function currentOrder(s: DealState): CardOrder | null {
  if (!s.orders) return null;
  return s.superpigletsActive && s.orders.withSuperpiglets ? s.orders.withSuperpiglets : s.orders.base;
}

export function totalTricks(s: DealState): number {
  return handSizeOf(s.rules);
}

/**
 * The player of a silent solo (stille Hochzeit): the contract is a normal game, but one hand held
 * both ♣Q and said gesund, so he plays and is scored alone. Null in every other game, and before
 * play starts (no parties yet).
 */
export function silentSoloist(s: Pick<DealState, 'contract' | 'solo' | 'parties'>): Seat | null {
  return s.contract?.kind === 'normal' && s.solo && s.parties ? s.parties.re[0] : null;
}

/** The party of a seat, or null while a marriage is open and the seat's side is unknown. */
export function partyOfSeat(s: DealState, seat: Seat): Party | null {
  if (!s.parties) return s.marriage && seat === s.marriage.declarer ? 're' : null;
  return s.parties.re.includes(seat) ? 're' : 'kontra';
}

/** Marriage deadline shift: 1 or 2 when the Klärungsstich was trick 2 or 3 (TSR §6.4.2 (docs/rules.md §7)). */
export function announcementShift(s: DealState): number {
  return s.marriage?.clarifiedIn ? marriageShift(s.marriage.clarifiedIn) : 0;
}

/** The fewest cards in hand with which `call` can still be made as an Erstansage in this deal (docs/rules.md §9.2, marriage shift included). */
export function callDeadline(s: DealState, call: Call): number {
  return deadline(levelOfCall(call) as Exclude<Level, -1>, handSizeOf(s.rules), announcementShift(s));
}

/** Whether a forced announcement may be made now although its deadline has passed (docs/rules.md §16.9). */
function inForcedWindow(s: DealState, party: Party): boolean {
  return !!s.forced && s.forced.party === party && s.current !== null && s.current.cards.length === 0 && s.tricks.length === s.forced.trick;
}

/**
 * While `seat` may make `call` now: the fewest cards he may hold and still make it (the
 * deadline as it stands, replies and the marriage shift included). Null when he may not.
 */
export function callOpenUntil(s: DealState, seat: Seat, call: Call): number | null {
  if (!tryCall(s, seat, call).ok) return null;
  // A forced announcement past its deadline is allowed only now, before the next card (docs/rules.md §16.9).
  let fewest = s.hands[seat].length;
  while (fewest > 0 && tryCall(s, seat, call, fewest - 1, false).ok) fewest--;
  return fewest;
}

/** Null if `seat` may make `call` now, else why not. */
export function announcementRefusal(s: DealState, seat: Seat, call: Call): AnnouncementRefusal | null {
  const r = tryCall(s, seat, call);
  return r.ok ? null : r.error;
}

function tryCall(s: DealState, seat: Seat, call: Call, holding = s.hands[seat].length, forcedWindow = true) {
  if (s.phase !== 'playing') return err<AnnouncementRefusal>({ code: 'notInPlay' });
  if (s.marriage && s.marriage.clarifiedIn === null) return err<AnnouncementRefusal>({ code: 'beforeClarification' });
  const party = partyOfSeat(s, seat) as Party;
  const opp: Party = party === 're' ? 'kontra' : 're';
  return checkCall(call, {
    party,
    own: s.calls[party],
    opponents: s.calls[opp],
    holding,
    handSize: handSizeOf(s.rules),
    shift: announcementShift(s),
    forcedWindow: forcedWindow && inForcedWindow(s, party),
    forcedOwed: s.forced?.party === party,
  });
}

/** Apply one action; the new state, or why the action is not allowed now. */
export function apply(s: DealState, a: Action): Result<DealState, ActionError> {
  switch (a.type) {
    case 'throwIn':
      return throwIn(s, a.seat);
    case 'reserve':
      return reserve(s, a.seat, a.reservation);
    case 'declare':
      return declare(s, a.seat, a.declaration);
    case 'exchange':
      return exchange(s, a.seat, a.cards);
    case 'answerPoverty':
      return answerPoverty(s, a.seat, a.accept);
    case 'halfChicken':
      return halfChicken(s, a.seat);
    case 'announce':
      return announce(s, a.seat, a.call);
    case 'play':
      return play(s, a.seat, a.card);
  }
}

const wrongPhase = (s: DealState, a: Action['type']) => err<ActionError>({ code: 'wrongPhase', action: a, phase: s.phase });
const notYourTurn = (s: DealState, seat: Seat) => err<ActionError>({ code: 'notYourTurn', seat, toMove: s.toMove });

function throwIn(s: DealState, seat: Seat): Result<DealState, ActionError> {
  // Before the reservation round: nobody has spoken yet (docs/rules.md §16.10).
  if (s.phase !== 'reservation' || s.reservations.some((r) => r !== null)) return wrongPhase(s, 'throwIn');
  const reason = throwInReason(s.hands[seat], s.rules);
  if (!reason) return err({ code: 'notEligible', seat, refusal: { code: 'noThrowIn' } });
  return ok({ ...s, phase: 'redeal', redealReason: reason });
}

function halfChicken(s: DealState, seat: Seat): Result<DealState, ActionError> {
  if (s.phase !== 'reservation') return wrongPhase(s, 'halfChicken');
  if (!mayDeclareHalfChicken(s.hands[seat], s.rules) || s.halfChicken.includes(seat)) {
    return err({ code: 'notEligible', seat, refusal: { code: 'noHalfChicken' } });
  }
  return ok({ ...s, halfChicken: [...s.halfChicken, seat] });
}

function reserve(s: DealState, seat: Seat, reservation: boolean): Result<DealState, ActionError> {
  if (s.phase !== 'reservation') return wrongPhase(s, 'reserve');
  if (seat !== s.toMove) return notYourTurn(s, seat);
  if (seat === s.forcedSoloist && !reservation) return err({ code: 'notEligible', seat, refusal: { code: 'mustPlaySolo' } });
  const reservations = replaceAt(s.reservations, seat, reservation);
  const last = seat === s.dealer;
  if (!last) return ok({ ...s, reservations, toMove: nextSeat(seat) });
  const first = firstReserver(reservations, s.dealer);
  if (first === null) return ok(startPlay({ ...s, reservations }, { kind: 'normal' }, s.hands));
  return ok({ ...s, reservations, phase: 'declaration', toMove: first });
}

/**
 * The seat to declare cannot name the reservation it holds, so the cards are dealt again by the
 * same dealer (docs/rules.md §18.2): a duel's computer player that took over a person's seat
 * after his "Vorbehalt" may play no solo, and without both ♣Q no marriage (poverty is off in
 * the duel). The deal driver decides when (src/engine/dealDriver.ts); the engine only checks the moment.
 */
export function redealUnplayableReservation(s: DealState, seat: Seat): Result<DealState, ActionError> {
  if (s.phase !== 'declaration') return wrongPhase(s, 'declare');
  if (seat !== s.toMove) return notYourTurn(s, seat);
  return ok({ ...s, phase: 'redeal', redealReason: 'reservationUnplayable' });
}

function firstReserver(reservations: readonly (boolean | null)[], dealer: Seat, after?: Seat): Seat | null {
  let seat = after === undefined ? forehand(dealer) : nextSeat(after);
  for (; ; seat = nextSeat(seat)) {
    if (reservations[seat]) return seat;
    if (seat === dealer) return null;
  }
}

function declare(s: DealState, seat: Seat, d: Declaration): Result<DealState, ActionError> {
  if (s.phase !== 'declaration') return wrongPhase(s, 'declare');
  if (seat !== s.toMove) return notYourTurn(s, seat);
  const refusal = declarationRefusal(d, s.hands[seat], s.rules);
  if (refusal) return err({ code: 'notEligible', seat, refusal });
  if (seat === s.forcedSoloist && !(d.kind === 'solo' && d.compulsory)) {
    return err({ code: 'notEligible', seat, refusal: { code: 'mustPlaySolo' } });
  }
  const declarations = replaceAt(s.declarations, seat, d);
  const next = seat === s.dealer ? null : firstReserver(s.reservations, s.dealer, seat);
  if (next !== null) return ok({ ...s, declarations, toMove: next });
  // Everyone who reserved has named it: the highest wins, the earliest seat among equals (TSR §4.1.6 (docs/rules.md §5)).
  let best: Seat | null = null;
  for (let i = 0, x = forehand(s.dealer); i < 4; i++, x = nextSeat(x)) {
    const dx = declarations[x];
    if (dx && (best === null || declarationRank(dx) > declarationRank(declarations[best]!))) best = x;
  }
  const win = declarations[best!]!;
  const ns = { ...s, declarations };
  if (win.kind === 'solo') return ok(startPlay(ns, { kind: 'solo', declarer: best!, solo: win.solo, compulsory: win.compulsory }, s.hands));
  if (win.kind === 'marriage') return ok(startPlay(ns, { kind: 'marriage', declarer: best! }, s.hands));
  return ok({ ...ns, phase: 'povertyGive', toMove: best!, poverty: { declarer: best!, given: [], partner: null, returned: [] } });
}

function exchange(s: DealState, seat: Seat, cards: readonly CardId[]): Result<DealState, ActionError> {
  if (s.phase !== 'povertyGive' && s.phase !== 'povertyReturn') return wrongPhase(s, 'exchange');
  if (seat !== s.toMove) return notYourTurn(s, seat);
  const p = s.poverty!;
  if (cards.length !== POVERTY_CARDS) return err({ code: 'badExchange', seat, problem: 'count', cards });
  const rest = removeCards(s.hands[seat], cards);
  if (!rest) return err({ code: 'badExchange', seat, problem: 'notInHand', cards });
  if (s.phase === 'povertyGive') {
    // The three cards must include every trump of the poor hand (docs/rules.md §8.2).
    if (normalTrumps(rest, s.rules).length > 0) return err({ code: 'badExchange', seat, problem: 'trumpsKept', cards });
    return ok({ ...s, hands: withHand(s.hands, seat, rest), phase: 'povertyOffer', toMove: nextSeat(seat), poverty: { ...p, given: cards.slice() } });
  }
  const hands = withHand(withHand(s.hands, seat, rest), p.declarer, [...s.hands[p.declarer], ...cards]);
  const contract: Contract = { kind: 'poverty', declarer: p.declarer, partner: seat, given: p.given, returned: cards.slice() };
  return ok(startPlay({ ...s, poverty: { ...p, returned: cards.slice() } }, contract, hands));
}

function answerPoverty(s: DealState, seat: Seat, accept: boolean): Result<DealState, ActionError> {
  if (s.phase !== 'povertyOffer') return wrongPhase(s, 'answerPoverty');
  if (seat !== s.toMove) return notYourTurn(s, seat);
  const p = s.poverty!;
  if (accept) {
    return ok({ ...s, phase: 'povertyReturn', hands: withHand(s.hands, seat, [...s.hands[seat], ...p.given]), poverty: { ...p, partner: seat } });
  }
  const next = nextSeat(seat);
  if (next === p.declarer) return ok({ ...s, phase: 'redeal', redealReason: 'povertyRefused' });
  return ok({ ...s, toMove: next });
}

function announce(s: DealState, seat: Seat, call: Call): Result<DealState, ActionError> {
  const r = tryCall(s, seat, call);
  if (!r.ok) return err({ code: 'illegalAnnouncement', seat, refusal: r.error });
  const party = partyOfSeat(s, seat) as Party;
  let forced = s.forced;
  if (forced && forced.party === party && r.value.onTimeAnsage) forced = null;
  return ok({
    ...s,
    calls: { ...s.calls, [party]: r.value.calls },
    announcements: [...s.announcements, { seat, call, cardsPlayed: s.cardsPlayed }],
    forced,
  });
}

/** The seats that carry the owed forced announcement (in the duel the party's person, duel.ts), or none. */
export function forcedHolders(s: DealState): readonly Seat[] {
  const f = s.forced;
  if (!f || !s.parties) return [];
  return forcedDutyHolders(s.variant, f.party === 're' ? s.parties.re : s.parties.kontra);
}

/** A forced announcement still owed, and whether it can no longer be made in time after `seat` plays. */
export function forcedLapses(s: DealState, seat: Seat): boolean {
  const holders = forcedHolders(s);
  if (holders.length === 0) return false;
  const need = deadline(0, handSizeOf(s.rules), announcementShift(s));
  return !holders.some((m) => s.hands[m].length - (m === seat ? 1 : 0) >= need);
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/**
 * A shallow copy with every field written out: one stable object shape, which keeps the
 * play loop fast (a spread with overrides is several times slower here).
 */
function copy(s: DealState): Mutable<DealState> {
  return {
    rules: s.rules,
    dealer: s.dealer,
    dealt: s.dealt,
    hands: s.hands,
    phase: s.phase,
    toMove: s.toMove,
    reservations: s.reservations,
    declarations: s.declarations,
    halfChicken: s.halfChicken,
    redealReason: s.redealReason,
    contract: s.contract,
    poverty: s.poverty,
    marriage: s.marriage,
    parties: s.parties,
    solo: s.solo,
    orders: s.orders,
    superpigletsActive: s.superpigletsActive,
    tricks: s.tricks,
    current: s.current,
    cardsPlayed: s.cardsPlayed,
    announcements: s.announcements,
    calls: s.calls,
    forced: s.forced,
    forcedSoloist: s.forcedSoloist,
    variant: s.variant,
  };
}

function play(s: DealState, seat: Seat, card: CardId): Result<DealState, ActionError> {
  if (s.phase !== 'playing') return wrongPhase(s, 'play');
  if (seat !== s.toMove) return notYourTurn(s, seat);
  const cur = s.current!;
  const hand = s.hands[seat];
  let order = currentOrder(s)!;
  const illegal = illegalReason(card, hand, cur.cards, order);
  if (illegal) return err({ code: 'illegalPlay', seat, reason: illegal });
  if (forcedLapses(s, seat)) {
    const f = s.forced!;
    return err({ code: 'forcedAnnouncementMissing', party: f.party, trick: f.trick, points: f.points });
  }
  const newHand: CardId[] = [];
  let removed = false;
  for (const c of hand) {
    if (c === card && !removed) removed = true;
    else newHand.push(c);
  }
  let superpigletsActive = s.superpigletsActive;
  // Piglets declared on their first play bring the superpiglets with them if their holder still has both ♦9.
  if (!superpigletsActive && card === 'DA' && s.orders!.withSuperpiglets && s.orders!.pigletHolder === seat) {
    const holder = s.orders!.superpigletHolder!;
    if (holdsBoth(s.hands[holder], 'D9')) {
      superpigletsActive = true;
      order = s.orders!.withSuperpiglets;
    }
  }
  const cards = [...cur.cards, card];
  const hands = withHand(s.hands, seat, newHand);
  const cardsPlayed = s.cardsPlayed + 1;
  if (cards.length < 4) {
    const n = copy(s);
    n.hands = hands;
    n.superpigletsActive = superpigletsActive;
    n.cardsPlayed = cardsPlayed;
    n.current = { leader: cur.leader, cards, winner: null };
    n.toMove = nextSeat(seat);
    return ok(n);
  }
  const total = handSizeOf(s.rules);
  const trickNo = s.tricks.length + 1;
  const winner = nextSeat(cur.leader, trickWinner(cards, order, s.rules, trickNo === total));
  const done: Trick = { leader: cur.leader, cards, winner };
  const n = copy(s);
  n.hands = hands;
  n.superpigletsActive = superpigletsActive;
  n.cardsPlayed = cardsPlayed;
  n.tricks = [...s.tricks, done];
  n.toMove = winner;
  n.current = trickNo === total ? null : { leader: winner, cards: [], winner: null };
  if (trickNo === total) n.phase = 'finished';
  let next: DealState = n;
  if (next.marriage && next.marriage.clarifiedIn === null) next = clarifyMarriage(next, done, trickNo, order);
  return ok(checkForced(next, done, trickNo));
}

/** Partner finding within the first three tricks (docs/rules.md §7, §16.8; the duel's variant in duel.ts). */
function clarifyMarriage(s: DealState, t: Trick, trickNo: number, order: CardOrder): DealState {
  const m = s.marriage!;
  const ledTrump = order.suit[t.cards[0]] === 'T';
  const type = s.rules.marriageTrickType;
  const qualifies = type === 'firstForeign' || (type === 'firstForeignTrump') === ledTrump;
  if (qualifies && t.winner !== m.declarer && marriagePartnerAllowed(s.variant, m.declarer, t.winner!)) {
    const re = [m.declarer, t.winner!].sort() as Seat[];
    return {
      ...s,
      marriage: { ...m, clarifiedIn: trickNo, partner: t.winner },
      parties: { re, kontra: ([0, 1, 2, 3] as Seat[]).filter((x) => !re.includes(x)) },
    };
  }
  if (trickNo < MARRIAGE_TRICKS) return s;
  if (marriageWithoutPartner(s.variant, m.declarer, s.tricks.slice(0, MARRIAGE_TRICKS)) === 'abandoned') {
    return { ...s, phase: 'abandoned', current: null, marriage: { ...m, clarifiedIn: MARRIAGE_TRICKS, partner: null } };
  }
  return { ...s, marriage: { ...m, clarifiedIn: MARRIAGE_TRICKS, partner: null }, parties: soloParties(m.declarer), solo: true };
}

/** Pflichtansage: the obliging trick (trick 1, or in a marriage the one after the Klärungsstich) binds its winner's party. */
function checkForced(s: DealState, t: Trick, trickNo: number): DealState {
  if (!s.rules.forcedAnnouncement || !s.parties) return s;
  const obliging = s.marriage ? (s.marriage.clarifiedIn ?? 0) + 1 : 1;
  if (trickNo !== obliging) return s;
  const points = sumPoints(t.cards);
  const party = s.parties.re.includes(t.winner!) ? 're' : 'kontra';
  if (points < FORCED_ANNOUNCEMENT_POINTS || s.calls[party].level >= 0) return s;
  return { ...s, forced: { party, trick: trickNo, points } };
}

export { cardPoints };
export type { Declaration, Contract, Level };
