/**
 * Was der Browser aufbewahrt: Hinweise zu unlesbarem oder nicht gespeichertem Fortschritt und
 * zum Feld, das sich nicht lesen ließ. Werte aus Eingaben zeigt die Engine mit `quote`.
 */
import { quote } from '../../engine/excerpt.ts';
import type { SessionProblem, SheetDealProblem } from '../../engine/sessionCheck.ts';
import { seatName } from './seats.ts';
import type { Expected, IdKind, Problem } from '../../components/storage/schema.ts';
import { MAX_BACKUPS, type StoreId } from '../../components/storage/store.ts';
import type * as En from '../en/storage.ts';
import { num } from '../runtime/numbers.ts';

const PLURALS: Readonly<Record<string, string>> = {
  item: 'Einträgen',
  character: 'Zeichen',
  'unreadable part': 'unlesbare Teile',
  'lesson exercise': 'Lektionsübungen',
  'quiz answer': 'Quizantworten',
  deal: 'Spielen',
  'problem set': 'Aufgabensammlungen',
  copy: 'Kopien',
  'earlier copy': 'früheren Kopien',
  exercise: 'Übungen',
  'scheduled question': 'geplante Fragen',
};
const SINGULARS: Readonly<Record<string, string>> = {
  item: 'Eintrag',
  character: 'Zeichen',
  'unreadable part': 'unlesbarer Teil',
  'lesson exercise': 'Lektionsübung',
  'quiz answer': 'Quizantwort',
  deal: 'Spiel',
  'problem set': 'Aufgabensammlung',
  copy: 'Kopie',
  'earlier copy': 'früheren Kopie',
  exercise: 'Übung',
  'scheduled question': 'geplante Frage',
};
/** Takes the English word as its key (the callers share one signature across languages). */
export const plural = ((n: number, word: string) => `${num(n)} ${(n === 1 ? SINGULARS[word] : PLURALS[word]) ?? word}`) satisfies typeof En.plural;

export const STORE_NAME = {
  lessons: 'Deine Lektionssterne',
  quiz: 'Dein Quizfortschritt',
  table: 'Deine Sitzung am Übungstisch',
  settings: 'Deine Einstellungen',
  sets: 'Deine Antworten in Aufgabensammlungen',
  pad: 'Dein Spielblock',
} satisfies typeof En.STORE_NAME;
const many = (s: StoreId) => s === 'lessons' || s === 'settings' || s === 'sets';
/** „Deine Einstellungen“ am Satzanfang. */
const Name = (s: StoreId) => STORE_NAME[s];
/** „Kopien deines Quizfortschritts“: der Genitiv. */
const GEN: Record<StoreId, string> = {
  lessons: 'Deiner Lektionssterne',
  quiz: 'Deines Quizfortschritts',
  table: 'Deiner Sitzung am Übungstisch',
  settings: 'Deiner Einstellungen',
  sets: 'Deiner Antworten in Aufgabensammlungen',
  pad: 'Deines Spielblocks',
};
const it = (s: StoreId) => (many(s) ? 'sie' : s === 'quiz' || s === 'pad' ? 'ihn' : 'sie');

const ID_WORDS: Record<IdKind, string> = {
  exercise: 'eine Übungs-ID',
  quizItem: 'eine Quizfrage dieser Seite',
  quizTheme: 'ein Quizthema dieser Seite',
  quizLink: 'ein Link auf eine Quizseite dieser Seite',
  scoreLevel: 'eine Stufe von 1 bis 8',
  sameId: 'die ID, unter der der Eintrag steht',
  setKey: 'der Name einer Aufgabensammlung (set- und 8 Hexziffern)',
  setItem: 'die Nummer einer Aufgabe der Sammlung',
};

function expectedWords(e: Expected): string {
  switch (e.kind) {
    case 'json':
      return 'JSON-Text';
    case 'object':
      return 'ein Objekt';
    case 'list':
      return `eine Liste mit höchstens ${plural(e.max, 'item')}`;
    case 'entries':
      return `höchstens ${num(e.max)} Einträge`;
    case 'text':
      return `ein Text mit höchstens ${plural(e.max, 'character')}`;
    case 'whole':
      return `eine ganze Zahl von ${num(e.min)} bis ${num(e.max)}`;
    case 'number':
      return e.min > -Number.MAX_VALUE && e.max < Number.MAX_VALUE ? `eine Zahl von ${num(e.min)} bis ${num(e.max)}` : 'eine Zahl';
    case 'boolean':
      return 'true oder false';
    case 'oneOf':
      return e.values.length === 1 ? JSON.stringify(e.values[0]) : `eins von ${e.values.map((v) => JSON.stringify(v)).join(', ')}`;
    case 'date':
      return e.latest ? `ein Datum nicht nach dem ${e.latest}` : 'ein Datum von 1970 bis 9999';
    case 'day':
      return e.latest ? `ein Tag nicht nach dem ${e.latest}` : 'ein Tag (JJJJ-MM-TT) von 1970 bis 9999';
    case 'schedulable':
      return 'ein Plan, mit dem das Quiz weitermachen kann';
    case 'sheet':
      return sheetWords(e.problem);
    case 'id':
      return ID_WORDS[e.what];
    case 'nesting':
      return `ein Wert, der höchstens ${num(e.max)} Ebenen tief verschachtelt ist`;
    case 'noField':
      return 'kein solches Feld';
    case 'rule':
      return e.detail;
  }
}

/** Warum ein Spiel oder die Summen einer Spielliste nicht sein können (der Grund der Engine). */
function sheetWords(p: SheetDealProblem | SessionProblem): string {
  switch (p.code) {
    case 'scoredWithoutPlay':
      return 'ein neu gegebenes Spiel zählt nichts';
    case 'notZeroSum':
      return `die vier Ergebnisse ergeben zusammen ${num(p.sum)}, nicht 0`;
    case 'notSeatScores':
      return 'die Ergebnisse sind weder zweimal +W und zweimal −W noch ein Solist mit +3W gegen dreimal −W';
    case 'valueTooHigh':
      return `ein Spielwert von ${num(p.value)}; kein Spiel ist mehr als ${num(p.max)} wert`;
    case 'notTheValue':
      return `die Ergebnisse passen nicht zum Spielwert ${num(p.value)}`;
    case 'soloistNotDeclarer':
      return `das Ergebnis des Solisten gehört nicht ${seatName(p.declarer)}, der das Solo gespielt hat`;
    case 'totals':
      return `die Summe von ${seatName(p.seat)}, ${num(p.total)}, ist nicht die Summe der Spiele, ${num(p.sum)}`;
    case 'played':
      return `${num(p.played)} gespielt, aber ${num(p.counted)} aufgeführt`;
  }
}

/** Eine Zeile zum fehlerhaften Feld: `attempts[3].rating: erwartet eins von 1, 2, 3, 4, erhalten 7`. */
export const problemText = ((p: Problem): string => {
  const where = p.path === '' ? 'die gespeicherten Daten' : p.path;
  if (p.expected.kind === 'rule') return `${where}: ${p.expected.detail}`;
  if (p.expected.kind === 'sheet') return `${where}: ${sheetWords(p.expected.problem)}`;
  if (p.expected.kind === 'json') return `${where}: kein JSON`;
  if (p.expected.kind === 'noField') return `${where}: unbekanntes Feld`;
  return `${where}: erwartet ${expectedWords(p.expected)}, erhalten ${quote(p.got)}`;
}) satisfies typeof En.problemText;

/** Wann eine Kopie als unlesbar gefunden wurde, wie man Datum und Uhrzeit liest. */
const when = (at: string) => new Intl.DateTimeFormat('de', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(at));

export const storageText = {
  reset: (store: StoreId, problem: Problem, kept: boolean, copies = 1) =>
    `${Name(store)} ließ sich nicht lesen (${problemText(problem)}) und wurde zurückgesetzt. ` +
    (!kept
      ? `Eine Kopie ließ sich in diesem Browser nicht ablegen (sein Speicher ist voll): lade ${it(store)} jetzt herunter, wenn du ${it(store)} behalten willst.`
      : copies > 1
        ? `Eine Kopie liegt in diesem Browser, neben ${plural(copies - 1, 'earlier copy')}: du kannst aus jeder wiederherstellen, was lesbar ist.`
        : `Eine Kopie liegt in diesem Browser: du kannst wiederherstellen, was davon lesbar ist.`),
  earlier: (store: StoreId, problem: Problem | null) =>
    `Eine unlesbare Kopie ${GEN[store]}${problem ? ` (${problemText(problem)})` : ''} liegt in diesem Browser.`,
  earlierMany: (store: StoreId, copies: number) =>
    `${plural(copies, 'copy')} ${GEN[store]}, die sich nicht lesen ließen, liegen in diesem Browser (höchstens ${num(MAX_BACKUPS)}; kommt eine weitere dazu, wird die älteste gelöscht, und du erfährst es).`,
  copy: (at: string | null, problem: Problem | null, justFound = false) =>
    `${at ? `Kopie vom ${when(at)}` : 'Kopie aus einer früheren Version der Seite'}${justFound ? ', eben gefunden' : ''}${problem ? ` (${problemText(problem)})` : ''}:`,
  copiesLabel: (store: StoreId) => `Unlesbare Kopien ${GEN[store]}`,
  droppedOldest: (store: StoreId, at: string | null) =>
    `Damit höchstens ${num(MAX_BACKUPS)} Kopien ${GEN[store]} bleiben, wurde die älteste${at ? ` (vom ${when(at)})` : ''} aus diesem Browser gelöscht: lade sie jetzt herunter, wenn du sie behalten willst.`,
  notSaved: (store: StoreId, full: boolean) =>
    `${Name(store)} ließ sich nicht speichern: ${full ? 'der Speicher dieses Browsers für die Seite ist voll' : 'dieser Browser lässt die Seite nichts aufbewahren'}. Lade ${it(store)} herunter, um eine Kopie zu behalten.`,
  notKept: (store: StoreId, problem: Problem) =>
    `${Name(store)} ließ sich nicht speichern (${problemText(problem)}): was vorher gespeichert war, bleibt unverändert. Lade den nicht gespeicherten Stand herunter, um eine Kopie zu behalten.`,
  restore: 'Lesbares wiederherstellen',
  restoreShort: 'Wiederherstellen',
  discardShort: 'Löschen',
  download: 'Kopie herunterladen',
  downloadCurrent: 'Herunterladen',
  downloadDropped: 'Gelöschte Kopie herunterladen',
  discard: 'Kopie löschen',
  discardConfirm: (store: StoreId, at: string | null = null) => `Die unlesbare Kopie ${GEN[store]}${at ? ` vom ${when(at)}` : ''} endgültig löschen?`,
  restored: (store: StoreId, dropped: readonly Problem[]) =>
    dropped.length === 0
      ? `${Name(store)}: vollständig wiederhergestellt.`
      : `${Name(store)}: wiederhergestellt; ${plural(dropped.length, 'unreadable part')} ausgelassen (zuerst: ${problemText(dropped[0])}).`,
  restoreFailed: (problem: Problem) => `Nichts ließ sich wiederherstellen (${problemText(problem)}).`,
  restoreNotSaved: 'Der wiederhergestellte Fortschritt ließ sich nicht speichern: der Speicher dieses Browsers ist voll.',
  discarded: 'Die Kopie wurde gelöscht.',
} satisfies typeof En.storageText;

export const dealUnreadable = ((problem: string) =>
  `Dein gespeichertes laufendes Spiel ließ sich nicht lesen (${problem}), deshalb wurde neu gegeben. Deine Sitzung bleibt erhalten.`) satisfies typeof En.dealUnreadable;
