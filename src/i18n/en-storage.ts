/**
 * English text about what the browser keeps: notices about unreadable or unsaved progress and
 * the field that could not be read. Values from input are shown with the engine's `quote`.
 * (The progress file and links with unusable parameters: en-input.ts.)
 */
import { quote } from '../engine/excerpt.ts';
import type { Expected, IdKind, Problem } from '../components/storage/schema.ts';
import type { StoreId } from '../components/storage/store.ts';

export const plural = (n: number, word: string) => `${n.toLocaleString('en')} ${word}${n === 1 ? '' : 's'}`;

/** What each store holds, as a sentence names it. */
export const STORE_NAME: Record<StoreId, string> = {
  lessons: 'your lesson stars',
  quiz: 'your quiz progress',
  table: 'your practice-table session',
  settings: 'your settings',
  sets: 'your problem-set progress',
  pad: 'your score pad',
};
const Name = (s: StoreId) => STORE_NAME[s].charAt(0).toUpperCase() + STORE_NAME[s].slice(1);
/** Stars and settings are many: "they were", "them". */
const many = (s: StoreId) => s === 'lessons' || s === 'settings';

const ID_WORDS: Record<IdKind, string> = {
  exercise: 'an exercise id',
  quizItem: 'a quiz question of this site',
  quizTheme: 'a quiz theme of this site',
  quizLink: 'a link to a quiz page of this site',
  scoreLevel: 'a score level from 1 to 8',
  sameId: 'the id it is listed under',
  setKey: 'the name of a problem set (set- and 8 hex digits)',
  setItem: 'the number of an item of the set',
};

function expectedWords(e: Expected): string {
  switch (e.kind) {
    case 'json':
      return 'JSON text';
    case 'object':
      return 'an object';
    case 'list':
      return `a list of at most ${plural(e.max, 'item')}`;
    case 'entries':
      return `at most ${e.max.toLocaleString('en')} entries`;
    case 'text':
      return `a text of at most ${plural(e.max, 'character')}`;
    case 'whole':
      return `a whole number from ${e.min.toLocaleString('en')} to ${e.max.toLocaleString('en')}`;
    case 'number':
      return 'a number';
    case 'boolean':
      return 'true or false';
    case 'oneOf':
      return e.values.length === 1 ? JSON.stringify(e.values[0]) : `one of ${e.values.map((v) => JSON.stringify(v)).join(', ')}`;
    case 'date':
      return 'a date';
    case 'day':
      return 'a day (YYYY-MM-DD)';
    case 'id':
      return ID_WORDS[e.what];
    case 'noField':
      return 'no such field';
    case 'rule':
      return e.detail;
  }
}

/** One line naming the bad field: `attempts[3].rating: expected one of 1, 2, 3, 4, got 7`. */
export function problemText(p: Problem): string {
  const where = p.path === '' ? 'the saved data' : p.path;
  if (p.expected.kind === 'rule') return `${where}: ${p.expected.detail}`;
  if (p.expected.kind === 'json') return `${where}: not JSON`;
  if (p.expected.kind === 'noField') return `${where}: unknown field`;
  return `${where}: expected ${expectedWords(p.expected)}, got ${quote(p.got)}`;
}

export const storageText = {
  reset: (store: StoreId, problem: Problem, kept: boolean) =>
    `${Name(store)} could not be read (${problemText(problem)}), so ${many(store) ? 'they were' : 'it was'} reset. ` +
    (kept
      ? `A copy is kept in this browser: you can restore what can be read of ${many(store) ? 'them' : 'it'}.`
      : `A copy could not be kept in this browser (its storage is full): download ${many(store) ? 'them' : 'it'} now if you want to keep ${many(store) ? 'them' : 'it'}.`),
  earlier: (store: StoreId, problem: Problem | null) =>
    `A copy of ${STORE_NAME[store]} that could not be read${problem ? ` (${problemText(problem)})` : ''} is kept in this browser.`,
  notSaved: (store: StoreId, full: boolean) =>
    `${Name(store)} could not be saved: ${full ? 'this browser’s storage for the site is full' : 'this browser does not let the site keep anything'}. Download ${many(store) ? 'them' : 'it'} to keep a copy.`,
  restore: 'Restore what can be read',
  download: 'Download the copy',
  downloadCurrent: 'Download',
  discard: 'Delete the copy',
  discardConfirm: (store: StoreId) => `Delete the unreadable copy of ${STORE_NAME[store]} for good?`,
  restored: (store: StoreId, dropped: readonly Problem[]) =>
    dropped.length === 0
      ? `${Name(store)} ${many(store) ? 'were' : 'was'} restored completely.`
      : `${Name(store)} ${many(store) ? 'were' : 'was'} restored; ${plural(dropped.length, 'unreadable part')} left out (first: ${problemText(dropped[0])}).`,
  restoreFailed: (problem: Problem) => `Nothing could be restored (${problemText(problem)}).`,
  restoreNotSaved: 'The restored progress could not be saved: this browser’s storage is full.',
  discarded: 'The copy was deleted.',
};


/** The practice table's saved deal in progress could not be replayed (the session itself was fine). */
export const dealUnreadable = (problem: string) => `Your saved deal in progress could not be read (${problem}), so a new deal was dealt. Your session is kept.`;
