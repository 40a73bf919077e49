/**
 * Die Wörter der Übung „Hand sortieren“ und was an einer sortierten Hand falsch ist (SortProblem der Engine). Zwilling von src/i18n/en-sorting.ts.
 */
import type { CardId, Suit } from '../../engine/cards.ts';
import type { SortProblem } from '../../machines/sortCheck.ts';
import { cardName, suitName, type NameOptions } from '../names.ts';
import { num, plural } from '../numbers.ts';

const suitOfPlain = (c: CardId) => c[0] as Suit;
export function sortProblemText(p: SortProblem, opts: NameOptions = {}): string {
  const n = (c: CardId) => cardName(c, opts);
  switch (p.code) {
    case 'plainBeforeTrump':
      return `${n(p.plain)} ist eine Fehlkarte, steht aber vor ${n(p.trump)}, einem Trumpf. Alle Trümpfe kommen zuerst.`;
    case 'lowerBeforeHigher':
      return p.trump
        ? `${n(p.lower)} steht über ${n(p.higher)}, aber ${n(p.higher)} ist der höhere Trumpf.`
        : `${n(p.lower)} steht über ${n(p.higher)}, aber in ${suitName(suitOfPlain(p.higher), opts)} ist ${n(p.higher)} höher.`;
    case 'suitSplit':
      return `Halte jede Fehlfarbe zusammen: ${n(p.card)} steht getrennt von den anderen ${suitName(p.suit, opts)}-Karten.`;
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
