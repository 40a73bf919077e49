/** English text of the practice table (/play/). Rule text comes from the engine's i18n. */
import type { CardId } from '../engine/cards.ts';
import { CALL_WORD, PARTY_WORD } from '../engine/i18n/en.ts';
import type { Party } from '../engine/parties.ts';
import type { Call } from '../engine/scoring.ts';
import type { SessionMode } from '../engine/session.ts';
import type { TableLogItem } from '../machines/table.ts';
import { declarationText } from './en.ts';
import { cardName, type Faces } from './names.ts';

import { seatName as compassName } from './seats.ts';

/** At the practice table the learner sits South (seat 0). */
export const seatName = (seat: number): string => compassName(seat, 0);
const subject = (seat: number) => (seat === 0 ? 'You' : seatName(seat));
const verb = (seat: number, you: string, other: string) => (seat === 0 ? you : other);

export const MODE_WORD: Record<SessionMode, string> = {
  open: 'Practice (running score, undo allowed)',
  round4: 'A round of 4 deals',
  tournament24: 'Tournament round of 24 deals (one compulsory solo each)',
};

export const tableText = {
  title: 'Practice table',
  intro: 'Play full deals against three computer players. You sit South; West, North and East are the computer.',
  loading: 'Dealing the cards…',
  tableHeading: 'The table',
  seedLabel: 'Deal number',
  badSeed: (raw: string, used: number) => `“${raw}” is not a deal number (a whole number from 0 to 4294967295). Playing deal ${used} instead.`,
  share: 'Link to this deal',
  level: 'Computer players',
  levels: { beginner: 'Beginner', strong: 'Strong' },
  mode: 'Session type',
  newSession: 'Start a new session',
  nextDeal: 'Next deal',
  dealOf: (seed: number | null, n: number, total: number | null) =>
    `${seed === null ? 'Imported deal' : `Deal ${seed}`} · game ${n}${total ? ` of ${total}` : ''}`,
  dealer: (seat: number) => `Dealer: ${seatName(seat)}`,
  contract: 'Game',
  toMove: (seat: number) => (seat === 0 ? 'Your turn' : `${seatName(seat)} to play`),
  thinking: (seat: number) => `${seatName(seat)} is thinking…`,
  yourHand: 'Your hand',
  cardsLeft: (n: number) => `${n} ${n === 1 ? 'card' : 'cards'}`,
  trick: (n: number) => `Trick ${n}`,
  currentTrick: 'Current trick',
  leads: (seat: number) => `${seatName(seat)} ${verb(seat, 'lead', 'leads')}`,
  wins: (seat: number) => `${seatName(seat)} ${verb(seat, 'win', 'wins')} the trick`,
  partyUnknown: 'party not known yet',
  party: (p: Party) => PARTY_WORD[p],
  calls: 'Calls',
  noCalls: 'No calls yet.',
  callBy: (seat: number, call: Call) => `${seatName(seat)}: ${CALL_WORD[call]}`,
  tricksWon: (n: number) => `${n} ${n === 1 ? 'trick' : 'tricks'} won`,
  // Reservation round.
  reservationTitle: 'Reservation round',
  healthy: 'Gesund (no reservation)',
  reservation: 'Vorbehalt (reservation)',
  declareTitle: 'Name your reservation',
  mustSolo: 'You must play your compulsory solo in this deal (vorgeführt): say Vorbehalt and name a solo.',
  owesSolo: 'You still owe your compulsory solo: a solo you announce now counts as it.',
  throwIn: 'Throw in the hand',
  halfChicken: 'Declare a half chicken',
  // Poverty.
  povertyGive: 'Choose the three cards to pass (all your trumps among them).',
  povertyReturn: 'Choose three cards to give back.',
  giveCards: 'Pass these 3 cards',
  selected: (n: number) => `${n} of 3 chosen`,
  acceptPoverty: 'Take the poverty',
  declinePoverty: 'Decline',
  povertyOffered: 'Do you take the poverty?',
  // Play.
  announceTitle: 'Announcements',
  announce: (call: Call, deadline: number) => `${CALL_WORD[call]} (while you hold ${deadline} or more cards)`,
  forcedCall: 'You must announce before you may play a card.',
  typeLabel: 'Play a card by its code',
  typeHelp: 'Type a card code such as CQ, h10 or DA and press Enter.',
  typeButton: 'Play',
  badCode: (text: string) => `“${text}” is not a card code (examples: CQ, H10, DA).`,
  notInHand: (text: string) => `You do not hold ${text}.`,
  notYourCard: 'It is not your turn to play a card.',
  hint: 'Hint',
  hintText: (what: string, why: string) => `${what}: ${why}`,
  hintPass: 'Pass (make no call)',
  undo: 'Undo my last card',
  lastTrick: 'Show the last trick',
  hideLastTrick: 'Hide the last trick',
  lastTrickTitle: (n: number) => `Last trick (trick ${n})`,
  log: 'What happened',
  // End.
  finished: 'The deal is over',
  redeal: (why: string) => `The hands are thrown in (${why}): the same dealer deals again.`,
  redealWhy: { fiveNines: 'five nines', fiveKings: 'five kings', povertyRefused: 'nobody took the poverty' } as Record<string, string>,
  linesCaption: 'How the value is made up',
  scores: 'Scores of this deal',
  you: 'you',
  broken: (detail: string) => `The table stopped: ${detail}. Start the next deal.`,
  // Review.
  review: 'Review the deal',
  reviewTitle: 'Review: trick by trick, all hands open',
  reviewNote: 'Each card you chose is compared with the other cards you could have played, by sampling: the hidden cards are dealt at random in ways that fit what you saw, and every candidate is played out by the computer players on the same deals. Cards you had no choice about are not judged.',
  reviewTrick: (n: number, total: number) => `Trick ${n} of ${total}`,
  prevTrick: 'Previous trick',
  nextTrick: 'Next trick',
  handsBefore: 'Hands before the trick',
  handOf: (seat: number) => (seat === 0 ? 'Your hand' : `${seatName(seat)}’s hand`),
  judging: (done: number, total: number) => `Judging your cards by sampling… ${done} of ${total}`,
  judged: (total: number) => `Your ${total} ${total === 1 ? 'choice was' : 'choices were'} judged by sampling.`,
  costly: (card: string, better: string, points: number, samples: number) =>
    `Your ${card} cost about ${points} card points: ${better} did better (by sampling, ${samples} deals).`,
  fine: (card: string, samples: number) => `Your ${card}: no other card was clearly better (by sampling, ${samples} deals).`,
  notJudged: (card: string) => `Your ${card} could not be judged (no sample fitted).`,
  costlyLeads: 'Cards that cost points',
  noCostly: 'None of your cards cost points clearly.',
  // Records.
  importLabel: 'Open a deal record (JSON)',
  importError: (path: string, message: string) => (path ? `The record is not valid at ${path}: ${message}` : `The record is not valid: ${message}`),
  notJson: 'The file is not JSON.',
  imported: 'The deal record was loaded.',
  // Session.
  sessionTitle: 'Session sheet',
  sessionCols: { game: 'Game', dealer: 'Dealer', contract: 'Game type', value: 'Value' },
  total: 'Total',
  sessionOver: 'The session is complete.',
  sessionReset: 'The saved session could not be read and was reset.',
  noGames: 'No deal finished yet.',
  thrownIn: 'thrown in',
};

export const contractWord = (c: { kind: string; solo?: string; compulsory?: boolean } | null): string => {
  if (!c) return 'not settled yet';
  if (c.kind === 'normal') return 'Normal game';
  if (c.kind === 'marriage') return 'Marriage (Hochzeit)';
  if (c.kind === 'poverty') return 'Poverty (Armut)';
  return declarationText(c as Parameters<typeof declarationText>[0]);
};

/** One log item in words (for the log and the screen reader). */
export function logText(item: TableLogItem, faces: Faces): string {
  const s = item.kind === 'trick' ? item.winner : item.seat;
  switch (item.kind) {
    case 'play':
      return `${subject(s)} ${verb(s, 'play', 'plays')} ${cardName(item.card, { faces })}.`;
    case 'trick':
      return `${subject(item.winner)} ${verb(item.winner, 'win', 'wins')} trick ${item.trick}.`;
    case 'announce':
      return `${subject(s)} ${verb(s, 'announce', 'announces')} ${CALL_WORD[item.call]}${item.byTable ? ' (forced announcement)' : ''}.`;
    case 'reserve':
      return `${subject(s)}: ${item.reservation ? 'Vorbehalt' : 'gesund'}.`;
    case 'declare':
      return `${subject(s)} ${verb(s, 'declare', 'declares')} ${declarationText(item.declaration)}.`;
    case 'exchange':
      return `${subject(s)} ${verb(s, 'pass', 'passes')} ${item.count} cards.`;
    case 'answerPoverty':
      return `${subject(s)} ${item.accept ? verb(s, 'take', 'takes') : verb(s, 'decline', 'declines')} the poverty.`;
    case 'throwIn':
      return `${subject(s)} ${verb(s, 'throw', 'throws')} the hand in.`;
    case 'halfChicken':
      return `${subject(s)} ${verb(s, 'declare', 'declares')} a half chicken.`;
  }
}

export const cardLabel = (id: CardId, faces: Faces) => cardName(id, { faces });
