/**
 * Die Wörter der Stellungs-Widgets (Wer ist Re?, eine Hand im Spiel). Zwilling von src/i18n/en-position.ts.
 */
import { num, plural } from '../numbers.ts';

const cards = (n: number) => plural(n, { one: 'Karte', other: 'Karten' });
// Names come from seatName, where the learner's own seat is „du“: after „von“ it is „dir“, after „an“ „dich“.
const dat = (name: string) => (name === 'Du' ? 'Dir' : name);
const acc = (name: string) => (name === 'Du' ? 'Dich' : name);
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
  dealer: (name: string) => `${name} ${name === 'Du' ? 'hast' : 'hat'} gegeben.`,
  contract: 'Spiel',
  contractOf: {
    normal: 'Normalspiel: alle haben „gesund“ gesagt',
    marriage: (name: string) => `Hochzeit von ${dat(name)}`,
    poverty: (name: string, partner: string) => `Armut von ${dat(name)}, übernommen von ${dat(partner)}`,
    solo: (name: string, d: string) => `${d} von ${dat(name)}`,
  },
  marriageOpen: 'Partner noch nicht gefunden',
  marriageFound: (trick: number, name: string) => `Klärungsstich: Stich ${num(trick)}, ${name} ${name === 'Du' ? 'bist' : 'ist'} der Partner`,
  marriageSolo: 'niemand sonst hat einen der ersten drei Stiche gemacht: ein Karosolo',
  cardCaption: (name: string) => name,
  passed: (poor: string, partner: string) => `${poor} ${poor === 'Du' ? 'hast' : 'hat'} an ${acc(partner)} geschoben`,
  returned: (partner: string) => `${partner} ${partner === 'Du' ? 'hast' : 'hat'} zurückgegeben`,
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
