/**
 * Die Wörter der Stellungs-Widgets (Wer ist Re?, ein Blatt im Spiel). Zwilling von src/i18n/en/position.ts.
 */
import { MARRIAGE_TRICKS } from '../../engine/contract.ts';
import { num, plural } from '../runtime/numbers.ts';
import { accusative as acc, atStart, dative as dat, inSentence, isYou } from './ownSeat.ts';

const cards = (n: number) => plural(n, { one: 'Karte', other: 'Karten' });
export const positionText = {
  yourHand: (name: string, now: number | null) => (now === null ? `Dein Blatt (${name})` : `Dein Blatt jetzt (${name}, ${cards(now)})`),
  handOf: (name: string, now: number | null) => (now === null ? `Blatt von ${dat(name)}` : `Blatt von ${dat(name)} jetzt (${cards(now)})`),
  tricks: 'Gespielte Karten',
  noTricks: 'Noch keine Karte gespielt.',
  trick: (n: number) => `Stich ${num(n)}`,
  ledBy: (name: string) => `ausgespielt von ${dat(name)}`,
  wonBy: (name: string) => `gewonnen von ${dat(name)}`,
  inProgress: 'läuft',
  calls: 'Ansagen',
  noCalls: 'Niemand hat etwas angesagt.',
  call: (name: string, call: string, n: number) =>
    `${name}: „${call}“ (${n === 0 ? 'vor der ersten Karte' : `nach ${n === 1 ? 'der ersten Karte' : `${num(n)} Karten`} des Spiels`})`,
  dealer: (name: string) => `${atStart(name)} ${isYou(name) ? 'hast' : 'hat'} gegeben.`,
  contract: 'Spielart',
  contractOf: {
    normal: 'Normalspiel: alle haben „gesund“ gesagt',
    marriage: (name: string) => `Hochzeit von ${dat(name)}`,
    poverty: (name: string, partner: string) => `Armut von ${dat(name)}, übernommen von ${dat(partner)}`,
    solo: (name: string, d: string) => `${d} von ${dat(name)}`,
  },
  marriageOpen: 'Partner noch nicht gefunden',
  marriageFound: (trick: number, name: string) => `Klärungsstich: Stich ${num(trick)}, ${inSentence(name)} ${isYou(name) ? 'bist' : 'ist'} der Partner`,
  marriageSolo: `niemand sonst hat einen der ersten ${num(MARRIAGE_TRICKS)} Stiche gemacht: ein Karosolo`,
  cardCaption: (name: string) => name,
  passed: (poor: string, partner: string) => `${atStart(poor)} ${isYou(poor) ? 'hast' : 'hat'} an ${acc(partner)} geschoben`,
  returned: (partner: string) => `${atStart(partner)} ${isYou(partner) ? 'hast' : 'hat'} zurückgegeben`,
};
export const whoIsReText = {
  marksLabel: 'Markiere jeden Spieler',
  check: 'Prüfen',
  incomplete: 'Markiere zuerst alle vier Spieler.',
  right: 'Richtig! Genau das kannst du wissen.',
  wrong: (ok: number) => `Nicht ganz: ${num(ok)} von 4 richtig markiert.`,
  wrongNamed: (names: readonly string[]) => `Noch nicht richtig: ${names.join(', ')}.`,
  solution: 'Die richtigen Markierungen, soweit du es wissen kannst:',
};
