/**
 * Ziele, Abrechnung, Hausregeln und Sitzungen auf Deutsch (Lektionen 11–17 und ihre Widgets).
 * Die Zeilen der Abrechnung kommen aus den Wörtern von de/engine.ts, die Zahlen aus src/engine
 * selbst. Zwilling von src/i18n/en/scoring.ts.
 */
import type * as En from '../en/scoring.ts';
import { LINE_WORDS, PARTY_WORD } from './engine.ts';
import type { Party } from '../../engine/parties.ts';
import { DOPPELKOPF_POINTS, type LineReason, type Special } from '../../engine/scoring.ts';
import { THROW_IN_COUNT } from '../../engine/contract.ts';
import type { LineVerdict } from '../../machines/scoreSheet.ts';
import type { SpecialKind, SummaryProblem } from '../../engine/summary.ts';
import type { CardId } from '../../engine/cards.ts';
import { cardShort } from '../runtime/names.ts';
import { listOf } from './common.ts';
import { num, signedNum } from '../runtime/numbers.ts';
export { LINE_WORDS, PARTY_WORD };
import { choiceOf, type SpecialChoice } from '../../components/widgets/scoreChoices.ts';

/** „einem Stich“, „3 Stichen“ (Dativ, nach „in“). */
const inStichen = (n: number) => (n === 1 ? 'einem Stich' : `${num(n)} Stichen`);
const stiche = (n: number) => (n === 1 ? 'einen Stich' : `${num(n)} Stiche`);
export const specialChoiceWord: Record<SpecialChoice, string> = {
  doppelkopf: `Doppelkopf: ein Stich mit ${num(DOPPELKOPF_POINTS)} Augen oder mehr`,
  fox: 'Fuchs gefangen (♦A der Gegner)',
  foxLast: 'Fuchs im letzten Stich gefangen',
  karlchen: 'Karlchen: ♣B macht den letzten Stich',
  caughtByDQ: 'Karlchen von einer ♦D im letzten Stich gefangen',
  caughtOther: 'Karlchen von einer anderen Karte im letzten Stich gefangen',
};
export function specialWord(s: Special): string {
  return `${specialChoiceWord[choiceOf(s)]}, für ${PARTY_WORD[s.party]}`;
}
/** „+6“, „−18“, „0“: Punkte, wie sie auf dem Zettel stehen. */

/** „kann also … “: ein Sonderpunkt, den eine Partei ohne Stich nicht haben kann. */
const eventNone: Record<SpecialKind, string> = {
  fox: 'keinen Fuchs gefangen haben',
  doppelkopf: 'keinen Doppelkopf haben',
  karlchen: 'kein Karlchen haben',
  karlchenCaught: 'kein Karlchen gefangen haben',
};
const eventCount: Record<SpecialKind, (n: number) => string> = {
  fox: (n) => (n === 1 ? 'ein gefangener Fuchs' : `${num(n)} gefangene Füchse`),
  doppelkopf: (n) => (n === 1 ? 'ein Doppelkopf' : `${num(n)} Doppelköpfe`),
  karlchen: (n) => (n === 1 ? 'ein Karlchen' : `${num(n)} Karlchen`),
  karlchenCaught: (n) => (n === 1 ? 'ein gefangenes Karlchen' : `${num(n)} gefangene Karlchen`),
};
/** „kann nicht auch … haben“: ein Sonderpunkt im Akkusativ. */
const eventOne: Record<SpecialKind, string> = {
  fox: 'einen gefangenen Fuchs',
  doppelkopf: 'einen Doppelkopf',
  karlchen: 'das Karlchen',
  karlchenCaught: 'ein gefangenes Karlchen',
};
/** Kartennamen immer deutsch, auch wo dieser Katalog außerhalb der deutschen Seiten gelesen wird (Tests, CLI). */
const card = (c: CardId) => cardShort(c, { lang: 'de' });

/** Warum die Angaben einer Abrechnung nicht zu einem Spiel passen (`SummaryProblem` aus src/engine). */
function summaryProblem(p: SummaryProblem): string {
  switch (p.code) {
    case 'outOfRange':
      return `${p.field === 'cardPoints' ? 'Die Augen von Re' : 'Die Stiche von Re'} müssen eine ganze Zahl von ${num(p.min)} bis ${num(p.max)} sein`;
    case 'pointsWithoutTrick':
      return `Re hat keinen Stich gemacht, kann also keine ${num(p.points)} Augen haben`;
    case 'allTricksNotAllPoints':
      return 'Re hat alle Stiche gemacht, hat also alle Augen';
    case 'tooManyEvents':
      return `in einem Spiel gibt es höchstens ${eventCount[p.kind](p.most)}`;
    case 'eventWithoutTrick':
      return `${PARTY_WORD[p.party]} hat keinen Stich gemacht, kann also ${eventNone[p.kind]}`;
    case 'moreDoppelkoepfeThanTricks':
      return `${PARTY_WORD[p.party]} hat ${stiche(p.tricks)} gemacht, kann also nicht ${num(p.count)} Doppelköpfe haben`;
    case 'cannotCatchKarlchen':
      return `${card(p.card)} kann das Karlchen (${card('CJ')}) nicht fangen: das können nur ${listOf(p.catchers.map(card))}`;
    case 'pointsOutOfReach':
      return `In ${inStichen(p.tricks)} ${p.withEvents ? 'mit diesen Sonderpunkten ' : ''}hat Re ${p.points > p.max ? `höchstens ${num(p.max)}` : `mindestens ${num(p.min)}`} Augen, nicht ${num(p.points)}`;
    case 'pointsNoCards':
      return `keine ${num(4 * p.tricks)} Karten ergeben zusammen genau ${num(p.points)} ${p.points === 1 ? 'Auge' : 'Augen'}${p.withEvents ? ' mit den Karten dieser Sonderpunkte' : ''}`;
    case 'eventsTogether':
      return 'für all diese Sonderpunkte zugleich gibt es nicht die Karten im Spiel';
    case 'lastTrickBoth':
      return `den letzten Stich macht nur eine Partei, also kann ${PARTY_WORD[p.party]} darin nicht auch ${eventOne[p.kind]} haben`;
    case 'karlchenTrickNoDoppelkopf':
      return `im letzten Stich von ${PARTY_WORD[p.party]} liegt ${card('CJ')}, also ist er kein Doppelkopf: mit ${stiche(p.tricks)} kann ${PARTY_WORD[p.party]} nicht ${num(p.count)} Doppelköpfe haben`;
  }
}

export const sheetText = {
  title: 'Abrechnung',
  facts: 'Das Spiel',
  contract: 'Spielart',
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
  specialsInSoloNote: 'im Solo zählen keine Sonderpunkte',
  addSpecial: 'Sonderpunkt hinzufügen',
  specialKind: 'Sonderpunkt',
  specialParty: 'Für',
  remove: 'Entfernen',
  removeLine: (what: string) => `${what} entfernen`,
  impossible: 'Diese Angaben passen nicht zu einem Spiel:',
  problem: summaryProblem,
  lines: 'Die Zeilen des Spielwerts',
  item: 'Posten',
  linesCaption: 'Jede Zeile, in der Reihenfolge des Regelwerks',
  total: 'Summe',
  value: (v: number) => (v === 0 ? 'Spielwert 0: keiner schreibt.' : `Spielwert ${num(Math.abs(v))} für ${v > 0 ? 'Re' : 'Kontra'}.`),
  winner: (w: Party | null) => (w ? `${PARTY_WORD[w]} hat gewonnen.` : 'Keiner hat gewonnen (beide Parteien haben ihr Ziel verfehlt).'),
  scores: 'Punkte',
  scoreOf: (name: string, party: Party, soloist: boolean) => `${name} (${soloist ? 'Solist' : PARTY_WORD[party]})`,
  practise: 'Zeilen verbergen: ich schreibe sie selbst',
  practiseIntro: 'Schreibe die Abrechnung selbst: jede Zeile mit der Partei, der sie gutgeschrieben wird, dann die Punkte jedes Spielers.',
  yourLines: 'Deine Zeilen',
  noLines: 'Noch keine Zeilen.',
  lineReason: 'Posten',
  lineGroup: { result: 'Gewonnen, und wie hoch', ansage: 'Re und Kontra', absage: 'Absagen', reached: 'Gegen eine Absage erreicht', special: 'Sonderpunkte' },
  lineParty: 'Für',
  linePoints: 'Punkte',
  addLine: 'Zeile hinzufügen',
  yourScores: 'Die Punkte jedes Spielers',
  check: 'Meine Abrechnung prüfen',
  show: 'Die ganze Abrechnung zeigen',
  verdict: {
    right: 'richtig',
    wrongPoints: 'richtiger Posten, falsche Punkte',
    wrongParty: 'gehört der anderen Partei',
    notDue: 'gibt es in diesem Spiel nicht',
  } satisfies Record<LineVerdict, string>,
  missing: (n: number) => (n === 0 ? '' : n === 1 ? 'Eine Zeile fehlt.' : `${num(n)} Zeilen fehlen.`),
  scoresWrong: (names: string[]) => (names.length ? `Prüfe die Punkte von ${names.join(', ')}.` : ''),
  duplicate: 'Eine Zeile steht doppelt da: schreibe jeden Posten einmal je Partei, mit seinen vollen Punkten.',
  allRight: 'Alles richtig: jede Zeile und alle Punkte stimmen.',
  solutionShown: 'Die ganze Abrechnung, Zeile für Zeile: vergleiche sie mit deiner.',
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
/** Die Wörter einer Zeile mit großem Anfangsbuchstaben, für eine Tabellenzelle: „Unter 90 gespielt“. */
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
  seatChoice: 'Wähle einen Spieler',
} satisfies typeof En.questionText;
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
    doppelkopf: `je Stich mit ${num(DOPPELKOPF_POINTS)} Augen oder mehr, für die Partei, die ihn gemacht hat`,
    foxCaught: 'je ♦A der Gegner, das im eigenen Stich landet (Fuchs gefangen)',
    foxCaughtLastTrick: 'Hausregel: je Fuchs, der im letzten Stich gefangen wird',
    karlchen: 'der ♣B macht den letzten Stich (Karlchen)',
    karlchenCaught: 'Hausregel: der ♣B der Gegner wird im letzten Stich gefangen',
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
    region: 'Ein Blatt schmeißen',
    caption: 'Darf dieses Blatt vor den Vorbehalten geschmissen werden?',
    hand: 'Blatt',
    ddv: 'DDV-Regeln',
    both: 'Beide Hausregeln zum Schmeißen an',
    nines: `Ja: ${num(THROW_IN_COUNT)} Neunen, neu geben`,
    kings: `Ja: ${num(THROW_IN_COUNT)} Könige, neu geben`,
    no: 'Nein: spielen',
  },
  session: {
    played: (n: number, of: number) => `Gespielte Spiele: ${num(n)} von ${num(of)}.`,
    solos: (owed: number, played: number, compulsory: number, forced: number, lust: number) =>
      `Pflichtsoli zu Beginn offen: ${num(owed)}. Gespielte Soli: ${num(played)}: ${num(compulsory)} Pflichtsoli (davon ${num(forced)} vorgeführt) und ${num(lust)} ${lust === 1 ? 'Lustsolo' : 'Lustsoli'}.`,
    totals: (list: string, sum: number) => `Endstand: ${list}; zusammen ${signedNum(sum)}.`,
  },
};
