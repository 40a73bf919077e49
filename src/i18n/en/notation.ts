/**
 * English text for the problems of a typed or pasted hand (engine/notation.ts), naming each card
 * by its place in the paste.
 */
import { deck, type CardId } from '../../engine/cards.ts';
import { quote } from '../../engine/excerpt.ts';
import { cardName, cardShort } from '../../engine/names.ts';
import type { NotationError, NotationProblemData, NotationSystem } from '../../engine/notation.ts';

/** "1st", "2nd", "3rd", "4th", "11th", "22nd". */
export function ordinal(n: number): string {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}

/**
 * The letters an English reader writes cards in (CQ, H10, DA): they settle a paste that two
 * letter schemes read equally well, so SK alone is the king of spades here.
 */
export const PREFERRED_LETTERS: NotationSystem = 'english';

const NOTATION_SYSTEM_WORD: Readonly<Record<NotationSystem, string>> = {
  english: 'English letters',
  englishRankFirst: 'English letters, rank first',
  german: 'German letters',
  germanSuited: 'German-suited letters',
};

function describeReading(card: CardId, system: NotationSystem): string {
  const german =
    system === 'german' ? `${cardName(card, { lang: 'de' })}, ` : system === 'germanSuited' ? `${cardName(card, { lang: 'de', faces: 'german' })}, ` : '';
  return `the ${cardName(card)} (${german}${NOTATION_SYSTEM_WORD[system]})`;
}

/** 100000 → "100,000" without Intl (its first use on a page is a long pause). */
const grouped = (n: number): string => String(Math.round(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

const cardCount = (n: number) => (n === 1 ? 'one card' : `${n} cards`);

/** One problem of a pasted hand, naming the card by its place in the paste: 'the 4th card, "XX", is not a card'. */
export function describeNotationProblem(p: NotationProblemData): string {
  const which = `the ${ordinal(p.place ?? 1)} card, ${quote(p.token ?? '')},`;
  switch (p.code) {
    case 'tooLong':
      return `the text is ${grouped(p.found ?? 0)} characters long, more than the ${grouped(p.expected ?? 0)} a hand needs: paste only your cards`;
    case 'empty':
      return `the hand is empty: enter ${p.expected} cards`;
    case 'unknownToken':
      return `${which} is not a card`;
    case 'ambiguous': {
      const [a, b] = p.cards ?? [];
      const [sa, sb] = p.systems ?? [];
      return `${which} could be ${describeReading(a, sa)} or ${describeReading(b, sb)}: write ${cardShort(a)} or ${cardShort(b)}`;
    }
    case 'wrongCount':
      return p.token === undefined
        ? `the hand has ${cardCount(p.found ?? 0)} but must have ${p.expected}`
        : `the hand has ${cardCount(p.found ?? 0)} but must have ${p.expected}: the ${ordinal(p.place ?? 1)} is ${quote(p.token)}`;
    case 'tooManyCopies':
      return `${which} is a third ${cardName(p.cards?.[0] ?? 'CQ')}, but the deck has only two of each card`;
    case 'nineWithoutNines':
      return `${which} is a nine (${cardName(p.cards?.[0] ?? 'C9')}), but the ${deck({ withoutNines: true }).length}-card deck has no nines`;
  }
}

/** Several problems as one line: the first two, then how many more (a page marks each one in the field). */
export function joinNotationProblems(messages: readonly string[]): string {
  const more = messages.length - 2;
  const shown = messages.slice(0, 2).join('; ');
  return more > 0 ? `${shown}; and ${more} more ${more === 1 ? 'problem' : 'problems'}` : shown;
}

/** Everything wrong with a paste in one line: its problems joined. */
export function describeNotationError(e: NotationError): string {
  return joinNotationProblems(e.problems.map(describeNotationProblem));
}
