/**
 * English text for a refused action of a deal (a card that may not be played, a move out of
 * turn): the engine's ActionError and IllegalPlay codes in words.
 */
import { POVERTY_CARDS } from '../../engine/contract.ts';
import type { Action, ActionError, Phase } from '../../engine/deal.ts';
import type { IllegalPlay } from '../../engine/trick.ts';
import { describeAnnouncementRefusal, describeDeclarationRefusal, PARTY_WORD, SUIT_WORD } from './engine.ts';

/** How a seat is named in a sentence: "seat 2" by default; a page may say "you" or a player's name. */
export type SeatNamer = (seat: number) => string;
const bySeat: SeatNamer = (seat) => `seat ${seat}`;

/** What a player tried to do, as a noun phrase. */
const ACTION_WORD: Readonly<Record<Action['type'], string>> = {
  throwIn: 'Throwing in',
  reserve: 'Saying Gesund or Vorbehalt',
  declare: 'Naming a Vorbehalt',
  exchange: 'Passing cards',
  answerPoverty: 'Taking or refusing a poverty',
  halfChicken: 'Calling a half chicken',
  announce: 'Announcing',
  play: 'Playing a card',
};

/** Where the deal stands. */
const PHASE_WORD: Readonly<Record<Phase, string>> = {
  reservation: 'in the reservation round',
  declaration: 'while reservations are named',
  povertyGive: 'while the poverty is passed',
  povertyOffer: 'while the poverty is offered',
  povertyReturn: 'while the poverty is passed back',
  playing: 'during play',
  finished: 'after the deal',
  redeal: 'after the cards were thrown in',
  abandoned: 'after the deal was abandoned',
};

export function describeIllegalPlay(seat: number, r: IllegalPlay, who: SeatNamer = bySeat): string {
  if (r.code === 'notInHand') return `${who(seat)} does not hold ${r.card}`;
  return `${who(seat)} must follow ${SUIT_WORD[r.suit]} (holds ${r.holding.join(', ')})`;
}

export function describeActionError(e: ActionError, who: SeatNamer = bySeat): string {
  switch (e.code) {
    case 'wrongPhase':
      return `${ACTION_WORD[e.action]} is not possible ${PHASE_WORD[e.phase]}`;
    case 'notYourTurn':
      return `it is ${who(e.toMove)}'s turn, not ${who(e.seat)}'s`;
    case 'notEligible':
      return `${who(e.seat)}: ${describeDeclarationRefusal(e.refusal)}`;
    case 'badExchange':
      return e.problem === 'count'
        ? `${who(e.seat)} must pass exactly ${POVERTY_CARDS} cards, not ${e.cards.length}`
        : e.problem === 'notInHand'
          ? `${who(e.seat)} does not hold ${e.cards.join(', ')}`
          : `${who(e.seat)} must pass all trumps in poverty`;
    case 'illegalPlay':
      return describeIllegalPlay(e.seat, e.reason, who);
    case 'illegalAnnouncement':
      return `${who(e.seat)}: ${describeAnnouncementRefusal(e.refusal)}`;
    case 'forcedAnnouncementMissing':
      return `${PARTY_WORD[e.party]} must announce first: it won ${e.points} points in trick ${e.trick} (forced announcement)`;
  }
}
