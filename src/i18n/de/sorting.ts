/**
 * Die Wörter der Übung „Blatt sortieren“ und was an einem sortierten Blatt falsch ist (SortProblem aus src/machines/sortCheck.ts). Zwilling von src/i18n/en/sorting.ts.
 */
import type { CardId, Rank, Suit } from '../../engine/cards.ts';
import type { SortProblem } from '../../machines/sortCheck.ts';
import { cardName, suitName, type NameOptions } from '../runtime/names.ts';
import { num, plural } from '../runtime/numbers.ts';

const suitOfPlain = (c: CardId) => c[0] as Suit;
const rankOf = (c: CardId) => c.slice(1) as Rank;

/**
 * The nominative article of a card's name, by its rank's gender: das Ass (das Daus, as Duden
 * and exercises.ts have it), die Zehn, der König, die Dame (der Ober), der Bube (der Unter),
 * die Neun. Only the nominative is used here, so that weak nouns (den Buben) never
 * need a declined name.
 */
function nominative(c: CardId, faces: NameOptions['faces']): string {
  const rank = rankOf(c);
  if (rank === 'A') return 'das';
  if (rank === '10' || rank === '9') return 'die';
  if (rank === 'Q') return faces === 'german' ? 'der' : 'die';
  return 'der';
}

export function sortProblemText(p: SortProblem, opts: NameOptions = {}): string {
  const the = (c: CardId) => `${nominative(c, opts.faces)} ${cardName(c, opts)}`;
  const The = (c: CardId) => the(c).replace(/^./, (ch) => ch.toUpperCase());
  switch (p.code) {
    case 'plainBeforeTrump':
      return `${The(p.plain)} ist eine Fehlkarte, ${the(p.trump)} ein Trumpf: alle Trümpfe kommen zuerst.`;
    case 'lowerBeforeHigher':
      return p.trump
        ? `${The(p.lower)} steht zu weit vorn: ${the(p.higher)} ist der höhere Trumpf.`
        : `${The(p.lower)} steht zu weit vorn: in ${suitName(suitOfPlain(p.higher), opts)} ist ${the(p.higher)} höher.`;
    case 'suitSplit':
      return `Halte jede Fehlfarbe zusammen: ${the(p.card)} steht getrennt von den anderen ${suitName(p.suit, opts)}-Karten.`;
  }
}

export const sortText = {
  hand: 'Dein Blatt: nimm die Karten von der höchsten zur niedrigsten',
  placed: 'Deine Reihenfolge',
  empty: 'Noch nichts gelegt.',
  undo: 'Letzte Karte zurücknehmen',
  placedCount: (n: number, total: number) => `${num(n)} von ${plural(total, { one: 'Karte', other: 'Karten' })} gelegt`,
  correct: 'Richtig: erst die Trümpfe von hoch nach niedrig, dann jede Fehlfarbe zusammen.',
  notYet: 'Noch nicht in der richtigen Reihenfolge: die markierte Karte ist die erste an der falschen Stelle.',
  solution: 'Eine richtige Reihenfolge',
  solutionBelow: 'Eine richtige Reihenfolge steht unten.',
};
