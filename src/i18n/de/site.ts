/**
 * Die Wörter der Seite auf Deutsch: Kopf, Fuß, Regelleiste, Einstellungen, Widgets der Lektionen.
 * Urteile der Engine kommen als Codes und Zahlen (IllegalPlay, TrickWhy, SortProblem) und werden
 * hier zu Sätzen; Kartennamen kommen aus names.ts in der Sprache der Seite und dem gewählten Blatt.
 */
import type { CardId, Suit } from '../../engine/cards.ts';
import type { EffectiveSuit, OrderKind, SoloKind } from '../../engine/order.ts';
import type { RuleKey, RuleSet } from '../../engine/rules.ts';
import type { IllegalPlay, TrickWhy } from '../../engine/trick.ts';
import { cardName, suitName, type NameOptions } from '../runtime/names.ts';
import { num, plural } from '../runtime/numbers.ts';
import { afterDefinite, capitalise, cardDeterminer, cardGender } from './grammar.ts';
export const site = {
  name: 'Doko Trainer',
  homeTitle: 'Doko Trainer: Doppelkopf lernen',
  tagline: 'Doppelkopf Schritt für Schritt lernen: Lektionen, Übungen und die Regeln zum Nachschlagen.',
  skip: 'Zum Inhalt springen',
  nav: {
    label: 'Hauptmenü',
    learn: 'Lernen',
    quiz: 'Quiz',
    analyse: 'Analyse',
    play: 'Spielen',
    friends: 'Freunde',
    rules: 'Regeln',
    glossary: 'Glossar',
    settings: 'Einstellungen',
  },
  footer: 'Gespielt wird nach den Turnierspielregeln (TSR) des DDV; Hausregeln schaltest du in den Einstellungen dazu.',
  ruleBar: {
    label: 'Regeln',
    ddv: 'DDV-Turnierspielregeln',
    change: 'Ändern',
    changeWhat: 'Hausregeln',
    reset: 'Deine gespeicherten Einstellungen ließen sich nicht lesen, deshalb gelten die DDV-Regeln.',
    restore: 'In den Einstellungen wiederherstellen',
  },
  language: { label: 'Sprache' },
  /** Beschreibungen für Suchmaschinen, wo der eigene Katalog keine hat. */
  descriptions: {
    analyse: 'Füge ein Doppelkopf-Blatt ein und sieh, welches Solo es tragen könnte und warum.',
    settings: 'Hausregeln, Kartenbild und Farbschema.',
  },
  notFound: { title: 'Seite nicht gefunden', text: 'Unter dieser Adresse gibt es keine Seite.', home: 'Zur Startseite', learn: 'Alle Lektionen ansehen' },
};
/** Die Startseite: die vier Dinge, für die man kommt. */
export const homeText = {
  title: 'Start',
  heading: 'Doppelkopf lernen, Stich für Stich',
  lead: 'Kurze Lektionen mit Karten zum Anklicken, Übungen, die jeden Fehler erklären, und eine Regelübersicht, die direkt aus den Regeln erzeugt wird.',
  cardsLabel: 'Vier berühmte Karten: die Dulle, eine der Alten, der Fuchs und das Karlchen',
  learn: 'Die Regeln lernen',
  learnText: (n: number) => `${num(n)} Lektionen Schritt für Schritt: Augen, Trumpf, Bedienen und wer den Stich macht.`,
  /** Der eine Einstieg für Neue: der Schnellstart, seine Zeit nach der Schätzung der Lernübersicht. */
  start: (minutes: number) => `Loslegen — etwa ${num(minutes)} Minuten`,
  startNote: (lessons: number) => `${num(lessons)} kurze Lektionen mit Übungen, dann dein erstes Spiel am Übungstisch, mit einem Trainer.`,
  quiz: 'Teste dich',
  quizText: 'Zähl- und Spielaufgaben aus echten Spielen, mit einer vollständigen Erklärung zu jeder Antwort.',
  play: 'Ganze Spiele spielen',
  playText: 'Setz dich an einen Tisch mit drei Computerspielern; jede abgelehnte Karte sagt, warum, und jeder Stich, wer ihn macht und warum.',
  analyse: 'Ein Blatt analysieren',
  analyseText: 'Füge ein Blatt ein und sieh, welches Solo es tragen könnte, wie wahrscheinlich es gewinnt und warum.',
  /** Die Schlusszeile, in Stücken um ihre drei Links. */
  lookUp: {
    before: 'Etwas nachschlagen? In der ',
    rules: 'Regelübersicht',
    and: ' und bei den ',
    glossary: 'Begriffen am Tisch',
    house: '. Mit Hausregeln? Stell sie in den ',
    settings: 'Einstellungen',
    after: ' ein, und jede Übung richtet sich danach.',
  },
};
type RuleText = { label: string; values: Record<string, string>; short: Record<string, string> };
export const ruleText: { [K in RuleKey]: RuleText } = {
  withoutNines: {
    label: 'Ohne Neunen (40 Karten)',
    values: { false: 'Mit Neunen: 48 Karten (DDV)', true: 'Ohne Neunen: 40 Karten' },
    short: { true: 'Ohne Neunen' },
  },
  dulle: {
    label: 'Die beiden Dullen (♥10)',
    values: {
      firstWins: 'Die erste Dulle gewinnt (DDV)',
      secondWins: 'Die zweite Dulle sticht die erste',
      secondWinsExceptLastTrick: 'Die zweite Dulle sticht die erste, außer im letzten Stich',
      notTrump: 'Ohne Dullen: die ♥10 ist eine normale Herz-Karte',
    },
    short: {
      secondWins: 'Zweite Dulle sticht',
      secondWinsExceptLastTrick: 'Zweite Dulle sticht (nicht im letzten Stich)',
      notTrump: '♥10 kein Trumpf',
    },
  },
  marriageTrickType: {
    label: 'Hochzeit: welcher Stich den Partner findet',
    values: {
      firstForeign: 'Der erste fremde Stich (DDV)',
      firstForeignPlain: 'Der erste fremde Fehlstich',
      firstForeignTrump: 'Der erste fremde Trumpfstich',
    },
    short: { firstForeignPlain: 'Hochzeit: Fehlstich', firstForeignTrump: 'Hochzeit: Trumpfstich' },
  },
  poverty: {
    label: 'Armut',
    values: { false: 'Aus (DDV)', true: 'An' },
    short: { true: 'Armut' },
  },
  piglets: {
    label: 'Schweinchen',
    values: { false: 'Aus (DDV)', true: 'An' },
    short: { true: 'Schweinchen' },
  },
  pigletsDeclared: {
    label: 'Wann die Schweinchen gemeldet werden',
    values: { reservation: 'Bei den Vorbehalten', firstPlay: 'Wenn das erste Karo-Ass fällt' },
    short: { firstPlay: 'Schweinchen beim Ausspielen' },
  },
  superpiglets: {
    label: 'Superschweinchen',
    values: { false: 'Aus (DDV)', true: 'An' },
    short: { true: 'Superschweinchen' },
  },
  forcedAnnouncement: {
    label: 'Pflichtansage',
    values: { false: 'Aus (DDV)', true: 'An' },
    short: { true: 'Pflichtansage' },
  },
  foxLastTrick: {
    label: 'Fuchs im letzten Stich gefangen',
    values: { false: 'Zählt 1 (DDV)', true: 'Zählt 2' },
    short: { true: 'Fuchs im letzten Stich ×2' },
  },
  karlchenCaught: {
    label: 'Karlchen gefangen',
    values: { false: 'Aus (DDV)', true: 'An' },
    short: { true: 'Karlchen gefangen' },
  },
  lieschenMueller: {
    label: 'Lieschen Müller',
    values: { false: 'Aus (DDV)', true: 'An' },
    short: { true: 'Lieschen Müller' },
  },
  redealFiveNines: {
    label: 'Schmeißen mit fünf Neunen',
    values: { false: 'Aus (DDV)', true: 'An' },
    short: { true: 'Schmeißen mit 5 Neunen' },
  },
  redealFiveKings: {
    label: 'Schmeißen mit fünf Königen',
    values: { false: 'Aus (DDV)', true: 'An' },
    short: { true: 'Schmeißen mit 5 Königen' },
  },
  halfChicken: {
    label: 'Halbes Hähnchen',
    values: { false: 'Aus (DDV)', true: 'An' },
    short: { true: 'Halbes Hähnchen' },
  },
};
/** Die Kurzform einer Regel für die Regelleiste („Zweite Dulle sticht“). */
export function ruleShortLabel(key: RuleKey, value: unknown): string {
  const text = ruleText[key];
  return text.short[String(value)] ?? `${text.label}: ${text.values[String(value)]}`;
}
/** Kurzformen der Regeln, die von DDV abweichen, für die Regelleiste. */
export function ruleBarLabels(rules: RuleSet, ddv: RuleSet): string[] {
  return (Object.keys(ruleText) as RuleKey[]).filter((k) => rules[k] !== ddv[k]).map((k) => ruleShortLabel(k, rules[k]));
}
export const contractName: Record<OrderKind, string> = {
  normal: 'Normalspiel',
  clubs: 'Kreuzsolo',
  spades: 'Piksolo',
  hearts: 'Herzsolo',
  diamonds: 'Karosolo',
  queens: 'Damensolo',
  jacks: 'Bubensolo',
  aces: 'Fleischloser',
};
export function effectiveSuitName(suit: EffectiveSuit, opts: NameOptions = {}): string {
  return suit === 'T' ? 'Trumpf' : suitName(suit, opts);
}
const list = (cards: readonly CardId[], opts: NameOptions) => {
  const names = cards.map((c) => cardName(c, opts));
  return names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} und ${names[names.length - 1]}`;
};
export const cardText = {
  trump: 'Trumpf',
  points: (n: number) => plural(n, { one: 'Auge', other: 'Augen' }),
  /** „Kreuz-Dame, Trumpf, 3 Augen“. */
  label: (id: CardId, trump: boolean | undefined, points: number, opts: NameOptions) =>
    [cardName(id, opts), trump ? 'Trumpf' : null, cardText.points(points)].filter(Boolean).join(', '),
};
/** Die Ablehnung der Engine (IllegalPlay) als Satz. */
export function illegalText(reason: IllegalPlay, opts: NameOptions = {}): string {
  switch (reason.code) {
    case 'notInHand':
      return `${cardName(reason.card, opts)} hast du nicht auf der Hand.`;
    case 'mustFollow':
      return reason.suit === 'T'
        ? `Geht nicht: Trumpf ist angespielt, also musst du Trumpf bedienen. Du hast ${list(reason.holding, opts)}.`
        : `Geht nicht: ${suitName(reason.suit as Suit, opts)} ist angespielt, also musst du ${suitName(reason.suit as Suit, opts)} bedienen. Du hast ${list(reason.holding, opts)}.`;
  }
}
/** „Die erste Herz-Zehn“, „Der zweite Kreuz-König“: eine von zwei gleichen Karten am Satzanfang. */
const nth = (stem: string, card: CardId, opts: NameOptions) => {
  const gender = cardGender(card, opts.faces);
  return `${capitalise(cardDeterminer('der', card, 'nom', opts.faces))} ${afterDefinite(stem, gender, 'nom')} ${cardName(card, opts)}`;
};
export function trickWhyText(why: TrickWhy, opts: NameOptions = {}): string {
  const n = (c: CardId) => cardName(c, opts);
  switch (why.code) {
    case 'highestTrump':
      return why.trumps === 1
        ? `${n(why.card)} gewinnt: der einzige Trumpf im Stich, und jeder Trumpf sticht jede Fehlkarte.`
        : `${n(why.card)} gewinnt: der höchste der ${num(why.trumps)} Trümpfe im Stich.`;
    case 'highestOfLed':
      return why.others.length > 0
        ? `${n(why.card)} gewinnt: niemand hat gestochen, also nimmt die höchste ${suitName(why.led, opts)}-Karte den Stich. Karten einer anderen Fehlfarbe (${list(why.others, opts)}) gewinnen nie.`
        : `${n(why.card)} gewinnt: niemand hat gestochen, also nimmt die höchste ${suitName(why.led, opts)}-Karte den Stich.`;
    case 'equalFirst':
      return `${n(why.card)} gewinnt, und zwar die zuerst gespielte: von zwei gleichen Karten ist die erste höher.`;
    case 'dulleLastTrick':
      return `${nth('erst', why.card, opts)} gewinnt: im letzten Stich gewinnt nach dieser Hausregel die erste Dulle.`;
    case 'secondDulle':
      return `${nth('zweit', why.card, opts)} gewinnt: nach der Hausregel sticht die zweite Dulle die erste.`;
  }
}
/** Was eine markierte Karte bedeutet, gelesen nach ihrem Namen. */
export const markText = {
  ok: 'ausgewählt',
  wrong: 'nicht erlaubt',
  partial: 'teilweise richtig',
  placed: 'gelegt',
  winner: 'gewinnt den Stich',
  used: 'beide Exemplare verbraucht',
} as const;
/** Spielprotokolle zum Herunterladen (components/records/DownloadDeal.tsx). */
export const recordText = {
  download: 'Dieses Spiel herunterladen',
  downloadHelp: 'Eine doko-deal/1-Datei (JSON): öffne sie auf der Seite „Spielen“ oder mit der doko-Kommandozeile.',
};
/** Die Stiche eines Spiels als Liste (components/cards/TrickList.tsx); Plätze kommen schon benannt. */
export const trickText = {
  trickLine: (n: number, leader: string) => `Stich ${num(n)}, ausgespielt von ${leader}`,
  wonBy: (seat: string) => `gewonnen von ${seat}`,
  noTricks: 'Noch kein Stich gespielt.',
};
export const widgetText = {
  rulesUsed: 'Regeln',
  ddvOnly: 'DDV-Turnierspielregeln',
  stars: (n: number) => (n === 0 ? 'Noch nicht gelöst' : `${num(n)} von 3 Sternen`),
  hintN: (i: number, total: number) => `Tipp ${num(i)} von ${num(total)} zeigen`,
  noMoreHints: 'Keine Tipps mehr',
  tryAgain: 'Nochmal versuchen',
  startOver: 'Von vorn',
  solved: 'Gelöst!',
  explanation: 'Warum',
  hints: 'Tipps',
  settingsLink: 'Einstellungen',
  exerciseLink: 'Link zu dieser Übung',
  ladder: {
    title: 'Trumpfleiter',
    contract: 'Spiel',
    trumps: (n: number, copies: number) => `${num(n)} Trumpfsorten, ${plural(copies, { one: 'Trumpfkarte', other: 'Trumpfkarten' })} im Spiel`,
    noTrumps: 'Gar kein Trumpf: jede Farbe ist Fehl, Rangfolge A 10 K D B 9.',
    plain: 'Fehlfarben (hoch → niedrig)',
    wholeSuitTrump: 'alles Trumpf',
    currentRules: 'Mit deinen Hausregeln',
    listLabel: (contract: string) => `Trümpfe im ${contract}, höchster zuerst`,
  },
  progress: {
    reset: 'Diese Lektion zurücksetzen',
    resetDone: 'Der Fortschritt dieser Lektion ist gelöscht.',
    summary: (done: number, total: number) => `${num(done)} von ${plural(total, { one: 'Übung', other: 'Übungen' })} gelöst`,
  },
};
/* ---------------------------------------------------------------------------------------
 * Lektionen 5–10: Parteien, Vorbehalte, Hochzeit, Armut, Soli, Ansagen.
 * ------------------------------------------------------------------------------------- */

/** Die vier Spieler der Lektionsbeispiele, Plätze 0..3 im Uhrzeigersinn. */

export const partyMarkText = { re: 'Re', kontra: 'Kontra', unknown: 'Unbekannt' } as const;
/** Ein Vorbehalt in Worten: „Hochzeit“, „Pflichtsolo: Bubensolo“. */
export function declarationText(d: { kind: 'marriage' } | { kind: 'poverty' } | { kind: 'solo'; solo: SoloKind; compulsory: boolean }): string {
  if (d.kind === 'marriage') return 'Hochzeit';
  if (d.kind === 'poverty') return 'Armut';
  return `${d.compulsory ? 'Pflichtsolo' : 'Lustsolo'}: ${contractName[d.solo]}`;
}
