/**
 * Die Wörter der Zeitleiste der Ansagen und der Fristentabelle. Zwilling von src/i18n/en/timeline.ts.
 */
import { deck } from '../../engine/cards.ts';
import { num, plural } from '../runtime/numbers.ts';

// Die Kartenzahlen kommen aus src/engine: mit Neunen und ohne (Hausregel).
const WITH_NINES = num(deck({ withoutNines: false }).length);
const WITHOUT_NINES = num(deck({ withoutNines: true }).length);

const cards = (n: number) => plural(n, { one: 'Karte', other: 'Karten' });

export const timelineText = {
  title: 'Zeitleiste der Ansagen',
  intro: 'Stelle ein, wie weit das Spiel ist. Das Raster zeigt, vor welcher deiner Karten jede Ansage noch erlaubt ist.',
  deck: 'Karten',
  deck48: `${WITH_NINES} (mit Neunen)`,
  deck40: `${WITHOUT_NINES} (ohne Neunen; Fristen dieser Seite)`,
  party: 'Deine Partei',
  played: 'Karten, die du gespielt hast',
  marriage: 'Hochzeit',
  marriageValues: {
    none: 'Keine Hochzeit',
    open: 'Hochzeit, Partner noch nicht gefunden',
    1: 'Geklärt in Stich 1',
    2: 'Geklärt in Stich 2',
    3: 'Geklärt in Stich 3 (oder Karosolo)',
  } as Record<string, string>,
  own: 'Deine Partei hat angesagt',
  opponents: 'Die andere Partei hat angesagt',
  levelNone: 'nichts',
  gridCaption: (holding: number, played: number) => `Welche Ansagen offen sind. Du hast ${cards(played)} gespielt und hältst ${num(holding)}.`,
  call: 'Ansage',
  cardCol: (n: number) => num(n),
  cardColLabel: (n: number) => `vor deiner ${num(n)}. Karte`,
  nowCol: 'Jetzt',
  lastCol: 'Letzte Gelegenheit',
  ladderCol: 'Eigene Frist (untere Stufen rechtzeitig angesagt)',
  yes: 'erlaubt',
  no: 'nicht erlaubt',
  nowYes: 'Ja',
  nowYesUntil: (last: string) => `ja, spätestens ${last}`,
  last: (card: number, holding: number) => `vor deiner ${num(card)}. Karte (${num(holding)} auf der Hand)`,
  never: 'nicht mehr',
  deadline: (n: number) => `als Erstansage: ${cards(n)} auf der Hand`,
  reply: (needed: number, party: string) =>
    `Eine Erwiderung „${party}“ auf die Ansage der anderen Partei geht, solange du noch ${cards(needed)} oder mehr hast.`,
  shift: (n: number) => `Hochzeit: jede Frist verschiebt sich um ${cards(n)} nach hinten.`,
  state: {
    waiting: 'Vor dem Klärungsstich gibt es keine Ansage.',
    open: 'Einige Ansagen sind jetzt offen.',
    closed: 'Deiner Partei ist keine Ansage mehr offen.',
  } as Record<string, string>,
  cardsHeader: 'Deine Kartennummer',
};
export const deadlineTableText = {
  caption: 'Fristen der Ansagen: Karten noch auf der Hand (und die eigene Karte, vor der angesagt sein muss)',
  call: 'Ansage',
  normal: `${WITH_NINES} Karten: Normalspiel, Solo, stille Hochzeit`,
  trick1: 'Hochzeit geklärt in Stich 1',
  trick2: 'Hochzeit geklärt in Stich 2',
  trick3: 'Hochzeit geklärt in Stich 3',
  forty: `${WITHOUT_NINES} Karten (ohne Neunen): Fristen dieser Seite`,
  cell: (n: number, card: number) => `${num(n)} (Karte ${num(card)})`,
  reply: `Erwiderung darauf (Re/Kontra), ${WITH_NINES} Karten`,
  ansage: 'Re / Kontra',
};
