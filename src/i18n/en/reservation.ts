/**
 * English words of the reservation round (gesund, Vorbehalt, what is named, passing the poverty
 * cards, who leads) and of its static ranking table.
 */
import { POVERTY_CARDS } from '../../engine/contract.ts';

export const reservationText = {
  table: 'The reservation round',
  seat: 'Player',
  said: 'Said',
  named: 'Named',
  waiting: '…',
  gesund: 'gesund',
  vorbehalt: 'Vorbehalt',
  dealerNote: (name: string, first: string | null) => `${name} dealt, so ${first === null ? 'you speak' : `${first} speaks`} first.`,
  yourTurn: 'Your turn: what do you say?',
  sayGesund: 'Gesund',
  sayVorbehalt: 'Vorbehalt',
  nameIt: 'Name your reservation:',
  marriage: 'Hochzeit',
  poverty: 'Armut',
  soloKind: 'Solo',
  lustsolo: 'Lustsolo',
  pflichtsolo: 'Pflichtsolo',
  passTitle: `Pick ${POVERTY_CARDS} cards to pass: all your trumps must be among them.`,
  returnTitle: `Pick ${POVERTY_CARDS} cards to give back.`,
  passHand: `Your hand: pick ${POVERTY_CARDS} cards`,
  pass: `Pass these ${POVERTY_CARDS} cards`,
  picked: (n: number) => `${n} of ${POVERTY_CARDS} cards picked`,
  offer: (name: string) => `${name} offers a poverty. Do you take the ${POVERTY_CARDS} cards?`,
  take: 'Take them',
  decline: 'Decline',
  refused: (reason: string) => `Not allowed: ${reason}.`,
  badExchange: {
    count: `pick exactly ${POVERTY_CARDS} cards`,
    notInHand: 'those cards are not all in your hand',
    trumpsKept: `all your trumps must be among the ${POVERTY_CARDS} cards you pass`,
  },
  result: 'What the round decided',
  redeal: 'Nobody took the poverty: the cards are thrown in and the same dealer deals again.',
  returnedTrumps: (name: string, n: number) => `${name} returned ${n === 1 ? 'one trump' : `${n} trumps`}.`,
  ranking: 'Why: the highest reservation wins',
  winnerMark: 'wins',
  noReservation: 'no reservation',
  question: 'Who leads the first trick?',
  redealOption: 'Nobody: redeal',
  answerLabel: 'Your answer',
  right: 'Right!',
  wrongSeat: (name: string) => `No, ${name} does not lead.`,
  wrongRedeal: 'No, the cards are played.',
  /** The other first word than the one the exercise asks for. */
  otherWord: {
    gesund: 'Not Vorbehalt: it asks for a special game, and this is an ordinary hand.',
    vorbehalt: 'Not gesund: this hand asks for a Vorbehalt.',
  },
  /** The first word, in the solution. */
  asked: { gesund: 'With this hand you say gesund.', vorbehalt: 'With this hand you say Vorbehalt.' },
  leadWhy: {
    compulsory: (name: string) => `In a Pflichtsolo the soloist leads: ${name}.`,
    forehand: (name: string) => `The player left of the dealer leads: ${name}.`,
    redeal: 'Nobody leads: the deal is thrown in and dealt again.',
  },
  handTitle: 'Your hand',
};

export const rankingTableText = {
  caption: 'The reservation ranking and who leads the first trick',
  reservation: 'Reservation',
  rank: 'Rank (higher wins)',
  leads: 'Leads trick 1',
  houseRule: 'house rule',
  soloist: 'the soloist',
  forehand: 'the player left of the dealer',
  declarer: 'the declarer',
  none: 'Everybody “gesund”: normal game',
  highest: 'highest',
};
