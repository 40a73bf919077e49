/**
 * Die Wörter der Stellungs-Widgets (Wer ist Re?, eine Hand im Spiel). Zwilling von src/i18n/en-position.ts.
 */
import { num, plural } from '../numbers.ts';

const cards = (n: number) => plural(n, { one: 'Karte', other: 'Karten' });
export const positionText = {
  yourHand: (name: string, now: number | null) => (now === null ? `Dein Blatt (${name})` : `Dein Blatt jetzt (${name}, ${cards(now)})`),
  handOf: (name: string, now: number | null) => (now === null ? `Blatt von ${name}` : `Blatt von ${name} jetzt (${cards(now)})`),
  tricks: 'Gespielte Karten',
  noTricks: 'Noch keine Karte gespielt.',
  trick: (n: number) => `Stich ${num(n)}`,
  ledBy: (name: string) => `ausgespielt von ${name}`,
  wonBy: (name: string) => `gewonnen von ${name}`,
  inProgress: 'läuft',
  calls: 'Ansagen',
  noCalls: 'Niemand hat etwas angesagt.',
  call: (name: string, call: string, n: number) =>
    `${name}: „${call}“ (${n === 0 ? 'vor der ersten Karte' : `nach ${n === 1 ? 'der ersten Karte' : `${num(n)} Karten`} des Spiels`})`,
  dealer: (name: string) => `${name} hat gegeben.`,
  contract: 'Spiel',
  contractOf: {
    normal: 'Normalspiel: alle haben „gesund“ gesagt',
    marriage: (name: string) => `Hochzeit von ${name}`,
    poverty: (name: string, partner: string) => `Armut von ${name}, übernommen von ${partner}`,
    solo: (name: string, d: string) => `${d} von ${name}`,
  },
  marriageOpen: 'Partner noch nicht gefunden',
  marriageFound: (trick: number, name: string) => `Klärungsstich: Stich ${num(trick)}, ${name} ist der Partner`,
  marriageSolo: 'niemand sonst hat einen der ersten drei Stiche gemacht: ein Karosolo',
  cardCaption: (name: string) => name,
  passed: (poor: string, partner: string) => `${poor} hat an ${partner} geschoben`,
  returned: (partner: string) => `${partner} hat zurückgegeben`,
};
export const whoIsReText = {
  marksLabel: 'Markiere jeden Spieler',
  check: 'Prüfen',
  incomplete: 'Markiere zuerst alle vier Spieler.',
  right: 'Richtig! Genau das kannst Du wissen.',
  wrong: (ok: number) => `Nicht ganz: ${num(ok)} von 4 richtig markiert.`,
  youMarked: (name: string, mark: string) => `${name}: Du hast „${mark}“ markiert.`,
};
