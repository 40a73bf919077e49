/**
 * Ziele, Abrechnung, Hausregeln und Sitzungen auf Deutsch (Lektionen 11–17 und ihre Widgets).
 * Die Zeilen der Abrechnung kommen aus den Wörtern der Engine (de/engine.ts), die Zahlen aus der
 * Engine selbst. Zwilling von src/i18n/en-scoring.ts.
 */
import type * as En from '../en-scoring.ts';
import { CALL_WORD, LINE_WORDS, PARTY_WORD } from './engine.ts';
import { TOTAL_POINTS } from '../../engine/cards.ts';
import type { SoloKind } from '../../engine/order.ts';
import type { Party } from '../../engine/parties.ts';
import { absageThreshold, DOPPELKOPF_POINTS, targetPoints, targetReason, type Level, type LineReason, type Special, type Target } from '../../engine/scoring.ts';
import { levelWord, targetReasonText } from './common.ts';
import { SESSION_LENGTH } from '../../engine/session.ts';
import type { LineVerdict } from '../../machines/scoreSheet.ts';
import { num, signedNum } from '../numbers.ts';

export { LINE_WORDS, PARTY_WORD };
import { choiceOf, type SpecialChoice } from '../../components/widgets/scoreChoices.ts';


/** „einem Stich“, „3 Stichen“ (Dativ, nach „in“). */
const inStichen = (n: number) => (n === 1 ? 'einem Stich' : `${num(n)} Stichen`);
const stiche = (n: number) => (n === 1 ? 'einen Stich' : `${num(n)} Stiche`);

/** Ein Ziel in Worten: „151 Augen“, „alle 12 Stiche“, „ein Stich“. */
export function targetWord(t: Target, tricks: number): string {
  if ('points' in t) return `${num(t.points)} Augen`;
  return t.tricks === 'all' ? `alle ${num(tricks)} Stiche` : 'ein Stich';
}
/** Dasselbe kurz für Tabellenzellen: „≥ 151“, „alle 12 Stiche“, „1 Stich“. */
export function targetShort(t: Target, tricks: number): string {
  if ('points' in t) return `≥ ${num(t.points)}`;
  return t.tricks === 'all' ? `alle ${num(tricks)} Stiche` : 'irgendein Stich';
}

/** Warum das Ziel einer Partei so ist (docs/rules.md §10), aus den höchsten Ansagen beider Parteien. */
export function targetWhy(party: Party, reLevel: Level, kontraLevel: Level): string {
  return targetReasonText(party, targetReason(party, reLevel, kontraLevel), targetPoints(party, reLevel, kontraLevel), TOTAL_POINTS);
}

export const targetText = {
  title: 'Zielrechner',
  intro: 'Wähl die höchste Ansage jeder Partei und schieb den Regler: wer gewinnt, und warum?',
  callLegend: (party: Party) => `Höchste Ansage von ${PARTY_WORD[party]}`,
  needs: (party: Party) => `${PARTY_WORD[party]} braucht`,
  pointsLabel: 'Augen von Re',
  kontraHas: (n: number) => `Kontra hat ${num(n)}`,
  tricksLabel: 'Stiche von Re',
  tricksOf: (n: number) => `von ${num(n)}`,
  reached: 'erreicht',
  missed: 'verfehlt',
  has: (t: Target, points: number, tricks: number) => ('points' in t ? `Hat ${num(points)}` : `Hat ${stiche(tricks)}`),
  verdict: {
    wins: (party: Party, points: number, tricks: number) =>
      `${PARTY_WORD[party]} gewinnt mit ${num(points)} Augen in ${tricks === 1 ? 'einem Stich' : `${num(tricks)} Stichen`}: nur ${PARTY_WORD[party]} hat sein Ziel erreicht.`,
    noWinner: 'Keiner gewinnt: beide Parteien haben ihr Ziel verfehlt (geht nur, wenn beide abgesagt haben).',
    impossible: 'Diese Zahlen passen nicht zusammen:',
  },
  reset: 'Von vorn',
} satisfies typeof En.targetText;

export const specialChoiceWord: Record<SpecialChoice, string> = {
  doppelkopf: `Doppelkopf: ein Stich mit ${DOPPELKOPF_POINTS} Augen oder mehr`,
  fox: 'Fuchs gefangen (♦A der Gegner)',
  foxLast: 'Fuchs im letzten Stich gefangen',
  karlchen: 'Karlchen: ♣B macht den letzten Stich',
  caughtByDQ: 'Karlchen von einer ♦D im letzten Stich gefangen',
  caughtOther: 'Karlchen von einer anderen Karte im letzten Stich gefangen',
};

export function specialWord(s: Special): string {
  return `${specialChoiceWord[choiceOf(s)]}, für ${PARTY_WORD[s.party]}`;
}

export const soloWord: Record<SoloKind, string> = {
  clubs: 'Kreuz',
  spades: 'Pik',
  hearts: 'Herz',
  diamonds: 'Karo',
  queens: 'Damen',
  jacks: 'Buben',
  aces: 'Fleischlos',
};

/** „+6“, „−18“, „0“: Punkte, wie sie auf dem Zettel stehen. */

export const sheetText = {
  title: 'Abrechnung',
  facts: 'Das Spiel',
  contract: 'Spiel',
  normal: 'Normalspiel',
  solo: 'Solo',
  rePlayers: 'Re-Spieler',
  soloist: 'Solist',
  pair: (a: string, b: string) => `${a} und ${b}`,
  calls: 'Höchste Ansagen',
  callLabel: (party: Party) => `${PARTY_WORD[party]}`,
  pointsLabel: 'Augen von Re',
  tricksLabel: 'Stiche von Re',
  kontraGot: (points: number, tricks: number) => `Kontra: ${num(points)} Augen, ${stiche(tricks)}`,
  specials: 'Sonderpunkte',
  specialsNone: 'Keine Sonderpunkte.',
  specialsInSolo: 'Im Solo zählen keine Sonderpunkte.',
  addSpecial: 'Ereignis hinzufügen',
  specialKind: 'Ereignis',
  specialParty: 'Für',
  remove: 'Entfernen',
  removeLine: (what: string) => `${what} entfernen`,
  impossible: 'Die Engine kann dieses Spiel nicht abrechnen:',
  lines: 'Die Zeilen des Spielwerts',
  item: 'Posten',
  linesCaption: 'Jede Zeile, in der Reihenfolge des Regelwerks',
  total: 'Summe',
  value: (v: number) => (v === 0 ? 'Spielwert 0: keiner schreibt.' : `Spielwert ${num(Math.abs(v))} für ${v > 0 ? 'Re' : 'Kontra'}.`),
  winner: (w: Party | null) => (w ? `${PARTY_WORD[w]} hat gewonnen.` : 'Keiner hat gewonnen (beide Parteien haben ihr Ziel verfehlt).'),
  scores: 'Punkte',
  scoreOf: (name: string, party: Party, soloist: boolean) => `${name} (${soloist ? 'Solist' : PARTY_WORD[party]})`,
  practise: 'Zeilen verbergen: ich schreibe sie selbst',
  practiseIntro: 'Schreib die Abrechnung selbst: jede Zeile mit der Partei, der sie gutgeschrieben wird, dann die Punkte jedes Spielers.',
  yourLines: 'Deine Zeilen',
  noLines: 'Noch keine Zeilen.',
  lineReason: 'Posten',
  lineParty: 'Für',
  linePoints: 'Punkte',
  addLine: 'Zeile hinzufügen',
  yourScores: 'Die Punkte jedes Spielers',
  check: 'Meine Abrechnung prüfen',
  show: 'Die Abrechnung der Engine zeigen',
  verdict: {
    right: 'richtig',
    wrongPoints: 'richtiger Posten, falsche Punkte',
    wrongParty: 'gehört der anderen Partei',
    notDue: 'gibt es in diesem Spiel nicht',
  } satisfies Record<LineVerdict, string>,
  missing: (n: number) => (n === 0 ? '' : n === 1 ? 'Eine Zeile fehlt.' : `${num(n)} Zeilen fehlen.`),
  scoresWrong: (names: string[]) => (names.length ? `Prüf die Punkte von ${names.join(', ')}.` : ''),
  duplicate: 'Eine Zeile steht doppelt da: schreib jeden Posten einmal je Partei, mit seinen vollen Punkten.',
  allRight: 'Alles richtig: jede Zeile und alle Punkte stimmen mit der Engine überein.',
  checkedLines: (right: number, total: number) => `${num(right)} von ${num(total)} Zeilen richtig.`,
  // Ein durchgerechnetes Spiel, wie die Abrechnung, die Beispiele der Lektionen und der Übungstisch es zeigen.
  soloBy: (soloist: string, others: string) => `Solo von ${soloist} (Re) gegen ${others}`,
  teams: (re: string, kontra: string) => `Re: ${re} · Kontra: ${kontra}`,
  callsOf: (re: string, kontra: string) => `Re: ${re} · Kontra: ${kontra}`,
  cardPoints: 'Augen',
  pointsAndTricks: (re: number, reTricks: number, kontra: number, kontraTricks: number) =>
    `Re ${num(re)} in ${inStichen(reTricks)} · Kontra ${num(kontra)} in ${inStichen(kontraTricks)}`,
  noLine: 'Keine Zeile: niemand bekommt etwas gutgeschrieben.',
} satisfies typeof En.sheetText;

/** Die Wörter einer Zeile mit großem Anfangsbuchstaben, für eine Tabellenzelle: „Gegner keine 90“. */
export function lineWord(reason: LineReason): string {
  const w = LINE_WORDS[reason];
  return w.charAt(0).toUpperCase() + w.slice(1);
}

export const questionText = {
  answerLabel: 'Deine Antwort',
  check: 'Prüfen',
  right: 'Richtig!',
  wrong: (given: string) => `Nein, nicht ${given}.`,
  notANumber: 'Gib eine ganze Zahl ein (mit Minus für einen Verlust).',
  whoWins: 'Wer gewinnt dieses Spiel?',
  none: 'Keiner',
  seatChoice: 'Wähl einen Spieler',
} satisfies typeof En.questionText;

export const sessionText = {
  deal: 'Spiel',
  dealer: 'Geber',
  game: 'Spielart',
  normal: 'Normalspiel',
  redeal: 'Eingeworfen, neu gegeben (zählt nicht)',
  compulsory: (name: string, solo: string) => `${name}: Pflichtsolo, ${solo}`,
  forced: (name: string, solo: string) => `${name}: Pflichtsolo, vorgeführt, ${solo}`,
  lust: (name: string, solo: string) => `${name}: Lustsolo, ${solo}`,
  owes: 'Pflichtsolo offen',
  nobody: 'keiner',
  totals: 'Laufender Stand',
  caption: `Eine Turnierrunde mit ${SESSION_LENGTH.tournament24} Spielen, von der Engine notiert`,
  sameDealer: 'gibt noch einmal',
  forcedNext: (name: string) => `${name} ist vorgeführt: muss jetzt das Pflichtsolo spielen`,
  answer: {
    nextDealer: 'Wer gibt das nächste Spiel?',
    forcedSoloist: 'Wer muss im nächsten Spiel ein Pflichtsolo spielen (vorgeführt)?',
  },
  soFar: 'Die bisherigen Spiele',
  nobodyForced: 'Noch keiner',
} satisfies typeof En.sessionText;

export const tableText = {
  houseRules: (labels: string) => `Hausregeln: ${labels}`,
  linesCaption: 'Die Zeilen des Spielwerts',
  everyHouseRule: 'Alle Hausregeln in den Einstellungen',
  setting: 'Einstellung',
  ddvDefault: 'DDV-Standard',
  houseValues: 'Werte der Hausregel',
  itemsCaption: 'Die Posten des Spielwerts, in der Reihenfolge des DDV-Regelwerks (7.2.2)',
  ruleBook: 'Regelwerk',
  item: 'Posten',
  points: 'Punkte',
  creditedTo: 'Gutgeschrieben für',
  ruleBookItem: (letter: string) => `7.2.2 (${letter})`,
  creditedRe: 'Re (nur wenn Re gewonnen hat oder niemand)',
  creditedKontra: 'Kontra (nur wenn Kontra gewonnen hat oder niemand)',
  creditedWinner: 'die Gewinner',
  specialsCaption: 'Sonderpunkte im Normalspiel',
  specialPoint: 'Sonderpunkt',
  when: 'Wann',
  specialWhen: {
    againstTheElders: 'Kontra hat das Spiel gewonnen (gegen die Alten)',
    doppelkopf: 'je Stich mit 40 Augen oder mehr, für die Partei, die ihn gemacht hat',
    foxCaught: 'je ♦A der Gegner, das im eigenen Stich landet (Fuchs gefangen)',
    foxCaughtLastTrick: 'Hausregel: je Fuchs, der im letzten Stich gefangen wird',
    karlchen: 'der ♣B macht den letzten Stich (Karlchen)',
    karlchenCaught: 'Hausregel: der ♣B der Gegner geht im letzten Stich verloren',
    lieschenMueller: 'Hausregel: eine ♦D sticht im letzten Stich den ♣B der Gegner (Lieschen Müller)',
  } as Record<string, string>,
  targetsCaption: 'Was jede Partei zum Gewinnen braucht (Ziele nach den Ansagen)',
  reCall: 'Höchste Ansage von Re',
  kontraCall: 'Höchste Ansage von Kontra',
  reWinsWith: 'Re gewinnt mit',
  kontraWinsWith: 'Kontra gewinnt mit',
  targetsNote: 'Augen, außer wo Stiche genannt sind. „Irgendein Stich“ heißt ein Stich beliebigen Werts, auch mit 0 Augen.',
  nines: {
    region: 'Mit und ohne Neunen',
    caption: 'Mit und ohne Neunen',
    count: 'Anzahl',
    ddv: 'DDV-Regeln',
    pack: 'Karten im Spiel',
    perPlayer: 'Karten je Spieler = Stiche je Spiel',
    trumps: 'Trümpfe im Normalspiel',
    points: 'Augen im Spiel',
  },
  povertyDemo: {
    region: 'Wer Armut anmelden darf',
    caption: 'Darf dieses Blatt Armut anmelden?',
    hand: 'Blatt',
    ddv: 'DDV-Regeln',
    on: (label: string) => `${label} an`,
    yes: 'Ja: darf Armut anmelden.',
    no: (why: string) => `Nein: ${why}.`,
  },
  redealDemo: {
    region: 'Ein Blatt einwerfen',
    caption: 'Darf dieses Blatt vor den Vorbehalten eingeworfen werden?',
    hand: 'Blatt',
    ddv: 'DDV-Regeln',
    both: 'Beide Einwurf-Regeln an',
    nines: 'Ja: fünf Neunen, neu geben',
    kings: 'Ja: fünf Könige, neu geben',
    no: 'Nein: spielen',
  },
  session: {
    played: (n: number, of: number) => `Gespielte Spiele: ${num(n)} von ${num(of)}.`,
    solos: (owed: number, played: number, compulsory: number, forced: number, lust: number) =>
      `Pflichtsoli zu Beginn offen: ${num(owed)}. Gespielte Soli: ${num(played)}: ${num(compulsory)} Pflichtsoli (davon ${num(forced)} vorgeführt) und ${num(lust)} ${lust === 1 ? 'Lustsolo' : 'Lustsoli'}.`,
    totals: (list: string, sum: number) => `Endstand: ${list}; zusammen ${signedNum(sum)}.`,
  },
};
