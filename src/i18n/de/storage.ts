/**
 * Was der Browser aufbewahrt: Hinweise zu unlesbarem oder nicht gespeichertem Fortschritt und
 * zum Feld, das sich nicht lesen ließ. Werte aus Eingaben zeigt die Engine mit `quote`.
 */
import { quote } from '../../engine/excerpt.ts';
import type { Expected, IdKind, Problem } from '../../components/storage/schema.ts';
import type { StoreId } from '../../components/storage/store.ts';
import type * as En from '../en-storage.ts';
import { num } from '../numbers.ts';

const PLURALS: Readonly<Record<string, string>> = {
  item: 'Einträgen', character: 'Zeichen', 'unreadable part': 'unlesbare Teile', 'lesson exercise': 'Lektionsübungen',
  'quiz answer': 'Quizantworten', deal: 'Spielen', 'problem set': 'Aufgabensammlungen',
};
const SINGULARS: Readonly<Record<string, string>> = {
  item: 'Eintrag', character: 'Zeichen', 'unreadable part': 'unlesbarer Teil', 'lesson exercise': 'Lektionsübung',
  'quiz answer': 'Quizantwort', deal: 'Spiel', 'problem set': 'Aufgabensammlung',
};
/** Takes the English word as its key (the callers share one signature across languages). */
export const plural = ((n: number, word: string) =>
  `${num(n)} ${(n === 1 ? SINGULARS[word] : PLURALS[word]) ?? word}`) satisfies typeof En.plural;

export const STORE_NAME = {
  lessons: 'Deine Lektionssterne',
  quiz: 'Dein Quizfortschritt',
  table: 'Deine Sitzung am Übungstisch',
  settings: 'Deine Einstellungen',
  sets: 'Deine Antworten in Aufgabensammlungen',
  pad: 'Dein Spielblock',
} satisfies typeof En.STORE_NAME;
const many = (s: StoreId) => s === 'lessons' || s === 'settings' || s === 'sets';
/** „Deine Einstellungen“ am Satzanfang, „Deine Einstellungen“ als Akkusativ (gleich im Deutschen). */
const Name = (s: StoreId) => STORE_NAME[s];
const acc = (s: StoreId) => STORE_NAME[s].replace(/^Dein /, 'Deinen ');
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
      return 'eine Zahl';
    case 'boolean':
      return 'true oder false';
    case 'oneOf':
      return e.values.length === 1 ? JSON.stringify(e.values[0]) : `eins von ${e.values.map((v) => JSON.stringify(v)).join(', ')}`;
    case 'date':
      return 'ein Datum';
    case 'day':
      return 'ein Tag (JJJJ-MM-TT)';
    case 'id':
      return ID_WORDS[e.what];
    case 'noField':
      return 'kein solches Feld';
    case 'rule':
      return e.detail;
  }
}

/** Eine Zeile zum fehlerhaften Feld: `attempts[3].rating: erwartet eins von 1, 2, 3, 4, erhalten 7`. */
export const problemText = ((p: Problem): string => {
  const where = p.path === '' ? 'die gespeicherten Daten' : p.path;
  if (p.expected.kind === 'rule') return `${where}: ${p.expected.detail}`;
  if (p.expected.kind === 'json') return `${where}: kein JSON`;
  if (p.expected.kind === 'noField') return `${where}: unbekanntes Feld`;
  return `${where}: erwartet ${expectedWords(p.expected)}, erhalten ${quote(p.got)}`;
}) satisfies typeof En.problemText;

export const storageText = {
  reset: (store: StoreId, problem: Problem, kept: boolean) =>
    `${Name(store)} ließ sich nicht lesen (${problemText(problem)}) und wurde zurückgesetzt. ` +
    (kept
      ? `Eine Kopie liegt in diesem Browser: Du kannst wiederherstellen, was davon lesbar ist.`
      : `Eine Kopie ließ sich in diesem Browser nicht ablegen (sein Speicher ist voll): lade ${it(store)} jetzt herunter, wenn Du ${it(store)} behalten willst.`),
  earlier: (store: StoreId, problem: Problem | null) =>
    `Eine unlesbare Kopie (${acc(store)})${problem ? ` (${problemText(problem)})` : ''} liegt in diesem Browser.`,
  notSaved: (store: StoreId, full: boolean) =>
    `${Name(store)} ließ sich nicht speichern: ${full ? 'der Speicher dieses Browsers für die Seite ist voll' : 'dieser Browser lässt die Seite nichts aufbewahren'}. Lade ${it(store)} herunter, um eine Kopie zu behalten.`,
  restore: 'Lesbares wiederherstellen',
  download: 'Kopie herunterladen',
  downloadCurrent: 'Herunterladen',
  discard: 'Kopie löschen',
  discardConfirm: (store: StoreId) => `Die unlesbare Kopie (${acc(store)}) endgültig löschen?`,
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
