/**
 * Die Wörter des Stich-Spielplatzes und der festen Stichbeispiele der Lektionen. Zwilling von src/i18n/en/playground.ts.
 */
import { num, plural } from '../runtime/numbers.ts';

export const playgroundText = {
  title: 'Stich-Spielwiese',
  palette: 'Karten zum Spielen (jede gibt es zweimal)',
  trick: 'Der Stich',
  seat: (i: number) => `Karte ${num(i)}`,
  empty: 'Leerer Platz',
  pickFour: (n: number) => `Lege noch ${plural(4 - n, { one: 'Karte', other: 'Karten' })}, dann ist der Stich voll.`,
  winner: (i: number, card: string) => `Karte ${num(i)} gewinnt: ${card}.`,
  lastTrick: 'Das ist der letzte Stich des Spiels',
  undo: 'Zurücknehmen',
  clear: 'Stich leeren',
  wins: '★ gewinnt',
  playOrder: 'Karten in Spielreihenfolge',
  points: (n: number) => `Der Stich ist ${plural(n, { one: 'Auge', other: 'Augen' })} wert.`,
};
