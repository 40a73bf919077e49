/**
 * English words of the announcement timeline widget and of its static deadline table.
 */
import { deck } from '../../engine/cards.ts';

// The pack sizes are the engine's: with nines and without (a house rule).
const WITH_NINES = deck({ withoutNines: false }).length;
const WITHOUT_NINES = deck({ withoutNines: true }).length;

export const timelineText = {
  title: 'Announcement timeline',
  intro: 'Set a moment of the game. The grid shows before which of your cards each call is still allowed.',
  deck: 'Cards',
  deck48: `${WITH_NINES} (with nines)`,
  deck40: `${WITHOUT_NINES} (without nines; this site’s deadlines)`,
  party: 'Your party',
  played: 'Cards you have played',
  marriage: 'Marriage',
  marriageValues: {
    none: 'No marriage',
    open: 'Marriage, partner not yet found',
    1: 'Clarified in trick 1',
    2: 'Clarified in trick 2',
    3: 'Clarified in trick 3 (or Karo solo)',
  } as Record<string, string>,
  own: 'Your party has said',
  opponents: 'The other party has said',
  levelNone: 'nothing',
  gridCaption: (holding: number, played: number) => `Which calls are open. You have played ${played} card${played === 1 ? '' : 's'} and hold ${holding}.`,
  call: 'Call',
  cardCol: (n: number) => `${n}`,
  cardColLabel: (n: number) => `before your card ${n}`,
  nowCol: 'Now',
  lastCol: 'Last chance now',
  ladderCol: 'Own deadline (lower levels said in time)',
  yes: 'allowed',
  no: 'not allowed',
  nowYes: 'Yes',
  nowYesUntil: (last: string) => `yes, at the latest ${last}`,
  last: (card: number, holding: number) => `before your card ${card} (${holding} in hand)`,
  never: 'not any more',
  deadline: (n: number) => `as an Erstansage: ${n} cards in hand`,
  reply: (needed: number, party: string) =>
    `A reply “${party}” to the other party’s call is allowed while you hold ${needed} card${needed === 1 ? '' : 's'} or more.`,
  shift: (n: number) => `Marriage shift: every deadline is ${n} card${n === 1 ? '' : 's'} later.`,
  state: {
    waiting: 'No announcement before the Klärungsstich.',
    open: 'Some calls are open now.',
    closed: 'No call of your party is open any more.',
  } as Record<string, string>,
  cardsHeader: 'Your card number',
};

export const deadlineTableText = {
  caption: 'Announcement deadlines: cards still in hand (and the own card before which it must be said)',
  call: 'Call',
  normal: `${WITH_NINES} cards: normal game, solo, silent marriage`,
  trick1: 'Marriage clarified in trick 1',
  trick2: 'Marriage clarified in trick 2',
  trick3: 'Marriage clarified in trick 3',
  forty: `${WITHOUT_NINES} cards (no nines): this site’s deadlines`,
  cell: (n: number, card: number) => `${n} (card ${card})`,
  reply: `Reply to it (Re/Kontra), ${WITH_NINES} cards`,
  ansage: 'Re / Kontra',
};
