/**
 * Die Wörter der Seite auf Deutsch: Kopf, Fuß, Regelleiste, Einstellungen, Widgets der Lektionen.
 * Urteile der Engine kommen als Codes und Zahlen (IllegalPlay, TrickWhy, SortProblem) und werden
 * hier zu Sätzen; Kartennamen kommen aus names.ts in der Sprache der Seite und dem gewählten Blatt.
 */
import type { CardId, Suit } from '../../engine/cards.ts';
import type { EffectiveSuit, OrderKind, SoloKind } from '../../engine/order.ts';
import type { RuleKey, RuleSet } from '../../engine/rules.ts';
import type { IllegalPlay, TrickWhy } from '../../engine/trick.ts';
import type { SortProblem } from '../../machines/sortCheck.ts';
import { CALL_WORD } from '../../engine/i18n/en.ts';
import { cardName, suitName, type NameOptions } from '../names.ts';
import { num, plural } from '../numbers.ts';

export const site = {
  name: 'Doko Trainer',
  homeTitle: 'Doko Trainer: Doppelkopf lernen',
  tagline: 'Doppelkopf Schritt für Schritt lernen: Lektionen, Übungen und die Regeln zum Nachschlagen.',
  skip: 'Zum Inhalt springen',
  nav: { label: 'Hauptmenü', learn: 'Lernen', quiz: 'Quiz', analyse: 'Analyse', play: 'Spielen', friends: 'Mit Freunden', rules: 'Regeln', glossary: 'Glossar', settings: 'Einstellungen' },
  footer: 'Gespielt wird nach den Turnierspielregeln (TSR) des DDV; Hausregeln schaltest Du in den Einstellungen dazu.',
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
  descriptions: { analyse: 'Füg ein Doppelkopf-Blatt ein und sieh, welches Solo es tragen könnte und warum.', settings: 'Hausregeln, Kartenbild und Farbschema.' },
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
  /** Um den Titel der Lektion herum, der in der Sprache der Lektionen steht. */
  startWith: ['Fang an mit „', '“'] as const,
  quiz: 'Teste Dich',
  quizText: 'Zähl- und Spielaufgaben aus echten Spielen, mit einer vollständigen Erklärung zu jeder Antwort.',
  play: 'Ganze Spiele spielen',
  playText: 'Setz Dich an einen Tisch mit drei Computerspielern; jede abgelehnte Karte sagt, warum, und jeder Stich, wer ihn macht und warum.',
  firstDeal: 'Neu dabei? Spiel Dein erstes Spiel mit dem Trainer',
  analyse: 'Ein Blatt analysieren',
  analyseText: 'Füg ein Blatt ein und sieh, welches Solo es tragen könnte, wie wahrscheinlich es gewinnt und warum.',
  /** Die Schlusszeile, in Stücken um ihre drei Links. */
  lookUp: { before: 'Etwas nachschlagen? In der ', rules: 'Regelübersicht', and: ' und bei den ', glossary: 'Begriffen am Tisch', house: '. Mit Hausregeln? Stell sie in den ', settings: 'Einstellungen', after: ' ein, und jede Übung richtet sich danach.' },
};

type RuleText = { label: string; help: string; values: Record<string, string>; short: Record<string, string> };
export const ruleText: { [K in RuleKey]: RuleText } = {
  withoutNines: {
    label: 'Ohne Neunen (40 Karten)',
    help: 'Beim „scharfen Doppelkopf“ fliegen die acht Neunen raus: 10 Karten für jeden, 10 Stiche, weiterhin 240 Augen.',
    values: { false: 'Mit Neunen: 48 Karten (DDV)', true: 'Ohne Neunen: 40 Karten' },
    short: { true: 'Ohne Neunen' },
  },
  dulle: {
    label: 'Die beiden Dullen (♥10)',
    help: 'Nach DDV ist die Dulle der höchste Trumpf, und von zwei Dullen in einem Stich gewinnt die erste, wie bei allen gleichen Karten.',
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
    help: 'Wer beide Kreuz-Damen hat, spielt mit dem ersten anderen Spieler, der in den ersten drei Stichen einen Stich dieser Art macht.',
    values: {
      firstForeign: 'Der erste fremde Stich (DDV)',
      firstForeignPlain: 'Der erste fremde Fehlstich',
      firstForeignTrump: 'Der erste fremde Trumpfstich',
    },
    short: { firstForeignPlain: 'Hochzeit: Fehlstich', firstForeignTrump: 'Hochzeit: Trumpfstich' },
  },
  poverty: {
    label: 'Armut',
    help: 'Wer drei Trümpfe oder weniger hat, darf sie einem Partner schieben, der drei Karten zurückgibt. Nicht Teil der DDV-Regeln.',
    values: { false: 'Aus (DDV)', true: 'An' },
    short: { true: 'Armut' },
  },
  piglets: {
    label: 'Schweinchen',
    help: 'Wer beide Karo-Asse hat, meldet sie; sie sind dann die zwei höchsten Trümpfe, über den Dullen, in jedem Spiel mit Karo als Trumpf.',
    values: { false: 'Aus (DDV)', true: 'An' },
    short: { true: 'Schweinchen' },
  },
  pigletsDeclared: {
    label: 'Wann die Schweinchen gemeldet werden',
    help: 'Zählt nur, wenn Schweinchen an sind.',
    values: { reservation: 'Bei den Vorbehalten', firstPlay: 'Wenn das erste Karo-Ass fällt' },
    short: { firstPlay: 'Schweinchen beim Ausspielen' },
  },
  superpiglets: {
    label: 'Superschweinchen',
    help: 'Sind die Schweinchen gemeldet, darf melden, wer beide Karo-Neunen hat; sie stehen dann über den Schweinchen. Geht nur mit Schweinchen und mit Neunen.',
    values: { false: 'Aus (DDV)', true: 'An' },
    short: { true: 'Superschweinchen' },
  },
  forcedAnnouncement: {
    label: 'Pflichtansage',
    help: 'Eine Partei, die im ersten Stich 30 Augen oder mehr macht, muss Re oder Kontra ansagen.',
    values: { false: 'Aus (DDV)', true: 'An' },
    short: { true: 'Pflichtansage' },
  },
  foxLastTrick: {
    label: 'Fuchs im letzten Stich gefangen',
    help: 'Ein Fuchs (Karo-Ass), den die Gegner im letzten Stich fangen, zählt 2 Sonderpunkte statt 1.',
    values: { false: 'Zählt 1 (DDV)', true: 'Zählt 2' },
    short: { true: 'Fuchs im letzten Stich ×2' },
  },
  karlchenCaught: {
    label: 'Karlchen gefangen',
    help: 'Verliert ein Karlchen (Kreuz-Bube) den letzten Stich an die Gegner, bekommt die fangende Partei 1 Sonderpunkt.',
    values: { false: 'Aus (DDV)', true: 'An' },
    short: { true: 'Karlchen gefangen' },
  },
  lieschenMueller: {
    label: 'Lieschen Müller',
    help: 'Nur eine Karo-Dame, die im letzten Stich das Karlchen der Gegner fängt, bringt 1 Punkt. Ist „Karlchen gefangen“ auch an, gilt diese Regel.',
    values: { false: 'Aus (DDV)', true: 'An' },
    short: { true: 'Lieschen Müller' },
  },
  redealFiveNines: {
    label: 'Schmeißen mit fünf Neunen',
    help: 'Wer fünf oder mehr Neunen bekommt, darf vor den Vorbehalten schmeißen; derselbe Geber gibt neu.',
    values: { false: 'Aus (DDV)', true: 'An' },
    short: { true: 'Schmeißen mit 5 Neunen' },
  },
  redealFiveKings: {
    label: 'Schmeißen mit fünf Königen',
    help: 'Dasselbe für ein Blatt mit fünf oder mehr Königen.',
    values: { false: 'Aus (DDV)', true: 'An' },
    short: { true: 'Schmeißen mit 5 Königen' },
  },
  halfChicken: {
    label: 'Halbes Hähnchen',
    help: 'Wer beide Karo-Zehnen bekommt, darf es sagen. Am Spiel und an der Wertung ändert das nichts.',
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
      return `${cardName(reason.card, opts)} hast Du nicht auf der Hand.`;
    case 'mustFollow':
      return reason.suit === 'T'
        ? `Geht nicht: Trumpf ist angespielt, also musst Du Trumpf bedienen. Du hast ${list(reason.holding, opts)}.`
        : `Geht nicht: ${suitName(reason.suit as Suit, opts)} ist angespielt, also musst Du ${suitName(reason.suit as Suit, opts)} bedienen. Du hast ${list(reason.holding, opts)}.`;
  }
}

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
      return `Die erste ${n(why.card)} gewinnt: im letzten Stich gewinnt nach dieser Hausregel die erste Dulle.`;
    case 'secondDulle':
      return `Die zweite ${n(why.card)} gewinnt: nach der Hausregel sticht die zweite Dulle die erste.`;
  }
}

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
const suitOfPlain = (c: CardId) => c[0] as Suit;

/** Was eine markierte Karte bedeutet, gelesen nach ihrem Namen. */
export const markText = { ok: 'ausgewählt', wrong: 'nicht erlaubt', partial: 'teilweise richtig', placed: 'gelegt', winner: 'gewinnt den Stich', used: 'beide Exemplare verbraucht' } as const;

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
    currentRules: 'Mit Deinen Hausregeln',
    listLabel: (contract: string) => `Trümpfe im ${contract}, höchster zuerst`,
  },
  sort: {
    hand: 'Dein Blatt: nimm die Karten von der höchsten zur niedrigsten',
    placed: 'Deine Reihenfolge',
    empty: 'Noch nichts gelegt.',
    undo: 'Letzte Karte zurücknehmen',
    placedCount: (n: number, total: number) => `${num(n)} von ${plural(total, { one: 'Karte', other: 'Karten' })} gelegt`,
    correct: 'Richtig: erst die Trümpfe von hoch nach niedrig, dann jede Fehlfarbe zusammen.',
  },
  trick: {
    title: 'Stich-Spielwiese',
    palette: 'Karten zum Spielen (jede gibt es zweimal)',
    trick: 'Der Stich',
    seat: (i: number) => `Karte ${num(i)}`,
    empty: 'Leerer Platz',
    pickFour: (n: number) => `Leg noch ${plural(4 - n, { one: 'Karte', other: 'Karten' })}, dann ist der Stich voll.`,
    winner: (i: number, card: string) => `Karte ${num(i)} gewinnt: ${card}.`,
    lastTrick: 'Das ist der letzte Stich des Spiels',
    undo: 'Zurücknehmen',
    clear: 'Stich leeren',
    wins: '★ gewinnt',
    playOrder: 'Karten in Spielreihenfolge',
    points: (n: number) => `Der Stich ist ${plural(n, { one: 'Auge', other: 'Augen' })} wert.`,
  },
  progress: {
    reset: 'Diese Lektion zurücksetzen',
    resetDone: 'Der Fortschritt dieser Lektion ist gelöscht.',
    summary: (done: number, total: number) => `${num(done)} von ${plural(total, { one: 'Übung', other: 'Übungen' })} gelöst`,
  },
};

export const lessonText = {
  position: (group: string, n: number, total: number, minutes: number) => `${group} · Lektion ${num(n)} von ${num(total)} · etwa ${num(minutes)} Min.`,
  objectives: 'Du lernst',
  buildsOn: 'Am besten nach:',
  navLabel: 'Lektionen',
  previous: 'Vorige Lektion',
  next: 'Nächste Lektion',
  map: 'Der Lernpfad',
  backToMap: 'Zurück zum Lernpfad',
  firstDeal: 'Spiel Dein erstes Spiel',
  firstDealText: 'Du weißt genug für ein Normalspiel. Spiel eins am Übungstisch, mit einem Trainer, der jede Karte erklärt.',
  orContinue: 'Oder mach mit dem ganzen Pfad weiter:',
};

export const mapText = {
  title: 'Doppelkopf Schritt für Schritt lernen',
  intro: 'Kleine Lektionen, jede mit einer Idee und gleich danach einer Übung. Fang mit dem Schnellstart an; danach nimm die Gruppen in beliebiger Reihenfolge. Deine Sterne werden in diesem Browser gespeichert.',
  minutes: (n: number) => `etwa ${num(n)} Min.`,
  total: (n: number, lessons: number) => `${plural(lessons, { one: 'Lektion', other: 'Lektionen' })}, etwa ${num(n)} Minuten`,
  groups: 'Die Gruppen der Lektionen',
  groupDone: (done: number, total: number) => `${num(done)} von ${num(total)} geschafft`,
  after: 'Am besten nach',
  notStarted: 'Noch nicht angefangen',
  partial: (solved: number, total: number) => `${num(solved)} von ${num(total)} gelöst`,
  done: (stars: number, max: number) => `Geschafft · ${num(stars)} von ${num(max)} Sternen`,
  noExercises: 'Keine Übungen',
  next: 'Als Nächstes',
  continue: (title: string) => `Weiter mit: ${title}`,
  start: (title: string) => `Fang hier an: ${title}`,
  allDone: 'Du hast jede Lektion geschafft. Bleib mit den Quizzen in Übung.',
  ready: 'bereit',
  progress: (solved: number, total: number) => `${num(solved)} von ${plural(total, { one: 'Übung', other: 'Übungen' })} gelöst`,
  exercises: (n: number) => plural(n, { one: 'Übung', other: 'Übungen' }),
  unknownExercise: (id: string) => `Eine Übung „${id}“ gibt es nicht mehr, vielleicht wurde sie umbenannt. Hier ist der ganze Pfad.`,
};

export const settingsText = {
  title: 'Einstellungen',
  intro: 'Deine Wahl wird nur in diesem Browser gespeichert. Lektionen und Übungen richten sich sofort danach.',
  rules: 'Hausregeln',
  rulesIntro: 'Standard sind die DDV-Turnierspielregeln. Schalte die Hausregeln ein, die an Deinem Tisch gelten.',
  resetRules: 'Zurück zu den DDV-Regeln',
  display: 'Karten und Darstellung',
  faces: 'Kartenbild',
  facesValues: { french: 'Französisches Blatt (♣ ♠ ♥ ♦)', german: 'Deutsches Blatt (Eichel, Grün, Rot, Schellen)' },
  fourColour: 'Vierfarbiges Blatt',
  fourColourHelp: 'Kreuz grün, Pik schwarz, Herz rot, Karo blau, damit keine zwei Farben gleich aussehen. Beim deutschen Blatt: Eichel braun, Grün grün, Rot rot, Schellen blau.',
  theme: 'Farbschema',
  themeValues: { system: 'Wie das System', light: 'Hell', dark: 'Dunkel' },
  saved: 'Gespeichert.',
  preview: 'Vorschau',
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

export const reservationText = {
  table: 'Die Vorbehaltsrunde',
  seat: 'Spieler',
  said: 'Gesagt',
  named: 'Getauft',
  waiting: '…',
  gesund: 'gesund',
  vorbehalt: 'Vorbehalt',
  dealerNote: (name: string, first: string | null) => `${name} hat gegeben, also ${first === null ? 'sprichst Du' : `spricht ${first}`} zuerst.`,
  yourTurn: 'Du bist dran: was sagst Du?',
  sayGesund: 'Gesund',
  sayVorbehalt: 'Vorbehalt',
  nameIt: 'Tauf Deinen Vorbehalt:',
  marriage: 'Hochzeit',
  poverty: 'Armut',
  soloKind: 'Solo',
  lustsolo: 'Lustsolo',
  pflichtsolo: 'Pflichtsolo',
  passTitle: 'Wähle drei Karten zum Schieben: alle Deine Trümpfe müssen dabei sein.',
  returnTitle: 'Wähle drei Karten zum Zurückgeben.',
  passHand: 'Dein Blatt: wähle drei Karten',
  pass: 'Diese drei Karten schieben',
  picked: (n: number) => `${num(n)} von 3 Karten gewählt`,
  offer: (name: string) => `${name} bietet eine Armut an. Nimmst Du die drei Karten?`,
  take: 'Nehmen',
  decline: 'Ablehnen',
  refused: (reason: string) => `Geht nicht: ${reason}.`,
  badExchange: {
    count: 'wähle genau drei Karten',
    notInHand: 'diese Karten hast Du nicht alle auf der Hand',
    trumpsKept: 'alle Deine Trümpfe müssen unter den drei geschobenen Karten sein',
  },
  result: 'Was die Runde entschieden hat',
  redeal: 'Niemand hat die Armut genommen: die Karten werden zusammengeworfen, derselbe Geber gibt neu.',
  returnedTrumps: (name: string, n: number) => `${name} hat ${n === 1 ? 'einen Trumpf' : `${num(n)} Trümpfe`} zurückgegeben.`,
  ranking: 'Warum: der höchste Vorbehalt gewinnt',
  winnerMark: 'gewinnt',
  noReservation: 'kein Vorbehalt',
  question: 'Wer spielt zum ersten Stich aus?',
  redealOption: 'Niemand: neu geben',
  answerLabel: 'Deine Antwort',
  right: 'Richtig!',
  wrongSeat: (name: string) => `Nein, ${name} spielt nicht aus.`,
  wrongRedeal: 'Nein, die Karten werden gespielt.',
  leadWhy: {
    compulsory: (name: string) => `Beim Pflichtsolo spielt der Solist aus: ${name}.`,
    forehand: (name: string) => `Der Spieler links vom Geber spielt aus: ${name}.`,
    redeal: 'Niemand spielt aus: das Spiel wird zusammengeworfen und neu gegeben.',
  },
  handTitle: 'Dein Blatt',
};

export const timelineText = {
  title: 'Zeitleiste der Ansagen',
  intro: 'Stell einen Moment im Spiel ein. Das Raster zeigt, vor welcher Deiner Karten jede Ansage noch erlaubt ist.',
  deck: 'Karten',
  deck48: '48 (mit Neunen)',
  deck40: '40 (ohne Neunen)',
  party: 'Deine Partei',
  played: 'Karten, die Du gespielt hast',
  marriage: 'Hochzeit',
  marriageValues: { none: 'Keine Hochzeit', open: 'Hochzeit, Partner noch nicht gefunden', 1: 'Geklärt in Stich 1', 2: 'Geklärt in Stich 2', 3: 'Geklärt in Stich 3 (oder Karosolo)' } as Record<string, string>,
  own: 'Deine Partei hat gesagt',
  opponents: 'Die andere Partei hat gesagt',
  levelNone: 'nichts',
  gridCaption: (holding: number, played: number) => `Welche Ansagen offen sind. Du hast ${cards(played)} gespielt und hältst ${num(holding)}.`,
  call: 'Ansage',
  cardCol: (n: number) => num(n),
  cardColLabel: (n: number) => `vor Deiner ${num(n)}. Karte`,
  nowCol: 'Jetzt',
  lastCol: 'Letzte Gelegenheit',
  ladderCol: 'Eigene Frist (untere Stufen rechtzeitig gesagt)',
  yes: 'erlaubt',
  no: 'nicht erlaubt',
  nowYes: 'Ja',
  nowYesUntil: (last: string) => `ja, spätestens ${last}`,
  last: (card: number, holding: number) => `vor Deiner ${num(card)}. Karte (${num(holding)} auf der Hand)`,
  never: 'nicht mehr',
  deadline: (n: number) => `als Erstansage: ${cards(n)} auf der Hand`,
  reply: (needed: number, party: string) => `Eine Erwiderung „${party}“ auf die Ansage der anderen Partei geht, solange Du noch ${cards(needed)} oder mehr hast.`,
  shift: (n: number) => `Hochzeit: jede Frist verschiebt sich um ${cards(n)} nach hinten.`,
  state: { waiting: 'Vor dem Klärungsstich gibt es keine Ansage.', open: 'Einige Ansagen sind jetzt offen.', closed: 'Deiner Partei ist keine Ansage mehr offen.' } as Record<string, string>,
  cardsHeader: 'Deine Kartennummer',
};

export const deadlineTableText = {
  caption: 'Fristen der Ansagen: Karten noch auf der Hand (und die eigene Karte, vor der gesagt sein muss)',
  call: 'Ansage',
  normal: '48 Karten: Normalspiel, Solo, stille Hochzeit',
  trick2: 'Hochzeit geklärt in Stich 2',
  trick3: 'Hochzeit geklärt in Stich 3',
  forty: '40 Karten (ohne Neunen)',
  cell: (n: number, card: number) => `${num(n)} (Karte ${num(card)})`,
  reply: 'Erwiderung darauf (Re/Kontra), 48 Karten',
  ansage: 'Re / Kontra',
};

export const rankingTableText = {
  caption: 'Die Rangfolge der Vorbehalte und wer zum ersten Stich ausspielt',
  reservation: 'Vorbehalt',
  rank: 'Rang (höher gewinnt)',
  leads: 'Spielt zu Stich 1 aus',
  houseRule: 'Hausregel',
  soloist: 'der Solist',
  forehand: 'der Spieler links vom Geber',
  declarer: 'wer ihn angesagt hat',
  none: 'Alle „gesund“: Normalspiel',
  highest: 'höchster',
};

/** Der Abschnitt „Dein Fortschritt“ auf /learn/ und /quiz/ (seine Meldungen: storage.ts). */
export const progressSectionText = {
  title: 'Dein Fortschritt',
  /** Innerhalb eines größeren Abschnitts „Dein Fortschritt“ (dem des Quiz). */
  fileTitle: 'In einer Datei sichern',
  intro: 'Deine Lektionssterne, Dein Quizfortschritt, Deine Sitzung am Übungstisch und Deine Antworten in Aufgabensammlungen liegen nur in diesem Browser. Speicher sie in einer Datei, um eine Kopie zu haben oder sie in einen anderen Browser mitzunehmen.',
  /** Auf einer Lektionsseite (der ganze Hinweis mit seinen Knöpfen steht auf /learn/). */
  starsReset: (kept: boolean) =>
    kept
      ? 'Deine Lektionssterne ließen sich nicht lesen und fangen neu an. Eine Kopie liegt in diesem Browser:'
      : 'Deine Lektionssterne ließen sich nicht lesen und fangen neu an, und dieser Browser konnte keine Kopie behalten (sein Speicher ist voll).',
  starsEarlier: 'Eine Kopie Deiner Lektionssterne, die sich nicht lesen ließ, liegt in diesem Browser:',
  starsNotSaved: 'Deine Lektionssterne ließen sich nicht speichern: der Speicher dieses Browsers für die Seite ist voll.',
  starsRestoreLink: 'stell sie unter „Dein Fortschritt“ auf der Lektionsseite wieder her',
  download: 'Kopie herunterladen',
};

/** Der feste Teil der Stellung einer Übung (src/components/widgets/ExerciseContext.astro). */
export const contextText = {
  cardsToCount: 'Die Karten zum Zählen',
  theHand: 'Das Blatt',
  theCard: 'Die Karte',
  trickSoFar: 'Der Stich bisher',
  youLead: 'Noch keine Karte: Du spielst aus.',
  calls: 'Ansagen',
  saidSoFar: 'Bisher gesagt:',
  vorbehalt: 'Vorbehalt',
  gesund: 'gesund',
  trickInOrder: 'Der Stich in Spielreihenfolge, mit der Partei jedes Spielers',
};
