/**
 * English words of the sort-a-hand exercise: its labels and what is wrong with a sorted hand
 * (the engine's SortProblem).
 */
import type { CardId, Suit } from '../../engine/cards.ts';
import type { SortProblem } from '../../machines/sortCheck.ts';
import { cardName, suitName, type NameOptions } from '../runtime/names.ts';

const suitOfPlain = (c: CardId) => c[0] as Suit;

export function sortProblemText(p: SortProblem, opts: NameOptions = {}): string {
  const n = (c: CardId) => cardName(c, opts);
  switch (p.code) {
    case 'plainBeforeTrump':
      return `The ${n(p.plain)} is a plain card but sits before the ${n(p.trump)}, a trump. All trumps come first.`;
    case 'lowerBeforeHigher':
      return p.trump
        ? `The ${n(p.lower)} sits above the ${n(p.higher)}, but the ${n(p.higher)} is the higher trump.`
        : `The ${n(p.lower)} sits above the ${n(p.higher)}, but in ${suitName(suitOfPlain(p.higher), opts)} the ${n(p.higher)} ranks higher.`;
    case 'suitSplit':
      return `Keep each plain suit together: the ${n(p.card)} is separated from the other ${suitName(p.suit, opts)}.`;
  }
}

export const sortText = {
  hand: 'Your hand: pick the cards from highest to lowest',
  placed: 'Your order',
  empty: 'Nothing placed yet.',
  undo: 'Take back last card',
  placedCount: (n: number, total: number) => `${n} of ${total} cards placed`,
  correct: 'Correct: trumps first, highest to lowest, then each plain suit together.',
  notYet: 'Not in order yet: the marked card is the first one out of place.',
  solution: 'A right order',
  solutionBelow: 'A right order is shown below.',
};
