/** Every action that is legal in a deal state, for every seat (announcements may come out of turn). */
import type { CardId } from './cards.ts';
import { declarationRefusal, mayDeclareHalfChicken, normalTrumps, throwInReason, type Declaration } from './contract.ts';
import { announcementRefusal, currentOrder, forcedLapses, type Action, type DealState } from './deal.ts';
import { SOLO_KINDS } from './order.ts';
import { nextSeat, type Seat } from './parties.ts';
import { CALLS } from './calls.ts';

function unique<T>(xs: readonly T[]): T[] {
  const out: T[] = [];
  for (const x of xs) if (!out.includes(x)) out.push(x);
  return out;
}

/** All 3-card choices from a hand (distinct as multisets). */
function threeCardChoices(hand: readonly CardId[]): CardId[][] {
  const sorted = [...hand].sort();
  const out: CardId[][] = [];
  const seen = new Set<string>();
  for (let i = 0; i < sorted.length; i++)
    for (let j = i + 1; j < sorted.length; j++)
      for (let k = j + 1; k < sorted.length; k++) {
        const key = `${sorted[i]},${sorted[j]},${sorted[k]}`;
        if (!seen.has(key)) {
          seen.add(key);
          out.push([sorted[i], sorted[j], sorted[k]]);
        }
      }
  return out;
}

/** The declarations a seat may make from its hand. */
export function possibleDeclarations(s: DealState, seat: Seat): Declaration[] {
  const all: Declaration[] = [
    { kind: 'marriage' },
    { kind: 'poverty' },
    ...SOLO_KINDS.flatMap((solo) => [false, true].map((compulsory) => ({ kind: 'solo', solo, compulsory }) as Declaration)),
  ];
  const forced = seat === s.forcedSoloist;
  return all.filter((d) => declarationRefusal(d, s.hands[seat], s.rules) === null && (!forced || (d.kind === 'solo' && d.compulsory)));
}

/** The cards the seat to move may play (distinct ids); none while a forced announcement must come first. */
export function playableCards(s: DealState): CardId[] {
  if (s.phase !== 'playing' || forcedLapses(s, s.toMove)) return [];
  const hand = s.hands[s.toMove];
  const trick = s.current!.cards;
  if (trick.length === 0) return unique(hand);
  // One pass over the hand: the distinct cards of the led effective suit, or all cards when void.
  const order = currentOrder(s)!;
  const led = order.suit[trick[0]];
  const following: CardId[] = [];
  for (const c of hand) if (order.suit[c] === led && !following.includes(c)) following.push(c);
  return following.length > 0 ? following : unique(hand);
}

const ALL_SEATS: readonly Seat[] = [0, 1, 2, 3];

/**
 * Every legal action now, of every seat, or only those of `only` (a player's own choices: the
 * calls and pre-calls of the other seats are not even looked at, a quarter of the work).
 */
export function legalActions(s: DealState, only?: Seat): Action[] {
  if (only === undefined) return actionsOf(s, ALL_SEATS);
  return actionsOf(s, [only]).filter((a) => a.seat === only);
}

/** The actions of the seat to move, and the calls and pre-calls of `seats`. */
function actionsOf(s: DealState, seats: readonly Seat[]): Action[] {
  const out: Action[] = [];
  switch (s.phase) {
    case 'reservation':
      if (s.reservations.every((r) => r === null)) {
        for (const seat of seats) if (throwInReason(s.hands[seat], s.rules)) out.push({ type: 'throwIn', seat });
      }
      for (const seat of seats) {
        if (!s.halfChicken.includes(seat) && mayDeclareHalfChicken(s.hands[seat], s.rules)) out.push({ type: 'halfChicken', seat });
      }
      if (s.toMove !== s.forcedSoloist) out.push({ type: 'reserve', seat: s.toMove, reservation: false });
      out.push({ type: 'reserve', seat: s.toMove, reservation: true });
      return out;
    case 'declaration':
      return possibleDeclarations(s, s.toMove).map((declaration) => ({ type: 'declare', seat: s.toMove, declaration }));
    case 'povertyGive': {
      const hand = s.hands[s.toMove];
      const trumps = normalTrumps(hand, s.rules).length;
      return threeCardChoices(hand)
        .filter((cards) => normalTrumps(cards, s.rules).length === trumps)
        .map((cards) => ({ type: 'exchange', seat: s.toMove, cards }));
    }
    case 'povertyOffer':
      return [
        { type: 'answerPoverty', seat: s.toMove, accept: true },
        { type: 'answerPoverty', seat: s.toMove, accept: false },
      ];
    case 'povertyReturn':
      return threeCardChoices(s.hands[s.toMove]).map((cards) => ({ type: 'exchange', seat: s.toMove, cards }));
    case 'playing':
      for (const seat of seats) {
        for (const call of CALLS) if (announcementRefusal(s, seat, call) === null) out.push({ type: 'announce', seat, call });
      }
      for (const card of playableCards(s)) out.push({ type: 'play', seat: s.toMove, card });
      return out;
    default:
      return out;
  }
}

/** Why a reservation cannot be taken back now (§5.1). */
export type WithdrawRefusal =
  | { readonly code: 'noReservation' }
  /** Seats 1–3: the next player has already spoken. */
  | { readonly code: 'nextHasSpoken'; readonly next: Seat }
  /** The dealer (who speaks last): the game has gone on since. */
  | { readonly code: 'gameContinued' };

/**
 * Null while `seat` may still withdraw its "Vorbehalt" (§5.1): the first three players until
 * the next player has spoken, the dealer until the game goes on (a declaration is named, a
 * card or a call is made).
 */
export function withdrawRefusal(s: DealState, seat: Seat): WithdrawRefusal | null {
  if (s.reservations[seat] !== true) return { code: 'noReservation' };
  if (seat !== s.dealer) {
    const next = nextSeat(seat);
    return s.reservations[next] === null ? null : { code: 'nextHasSpoken', next };
  }
  return s.phase === 'declaration' && s.declarations.every((d) => d === null) ? null : { code: 'gameContinued' };
}
