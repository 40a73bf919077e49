/**
 * English text about what the browser keeps: notices about unreadable or unsaved progress and
 * the field that could not be read. Values from input are shown with the engine's `quote`.
 * (The progress file and links with unusable parameters: en-input.ts.)
 */
import { quote } from '../../engine/excerpt.ts';
import type { SessionProblem, SheetDealProblem } from '../../engine/sessionCheck.ts';
import { seatName } from './seats.ts';
import type { Expected, IdKind, Problem } from '../../components/storage/schema.ts';
import { MAX_BACKUPS, type StoreId } from '../../components/storage/store.ts';

export const plural = (n: number, word: string) =>
  `${n.toLocaleString('en')} ${n === 1 ? word : /[^aeiou]y$/.test(word) ? `${word.slice(0, -1)}ies` : `${word}s`}`;

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
      return e.min > -Number.MAX_VALUE && e.max < Number.MAX_VALUE
        ? `a number from ${e.min.toLocaleString('en')} to ${e.max.toLocaleString('en')}`
        : 'a number';
    case 'boolean':
      return 'true or false';
    case 'oneOf':
      return e.values.length === 1 ? JSON.stringify(e.values[0]) : `one of ${e.values.map((v) => JSON.stringify(v)).join(', ')}`;
    case 'date':
      return e.latest ? `a date not after ${e.latest}` : 'a date from 1970 to 9999';
    case 'day':
      return e.latest ? `a day not after ${e.latest}` : 'a day (YYYY-MM-DD) from 1970 to 9999';
    case 'schedulable':
      return 'a schedule the quiz can go on from';
    case 'sheet':
      return sheetWords(e.problem);
    case 'id':
      return ID_WORDS[e.what];
    case 'nesting':
      return `a value nested at most ${e.max} deep`;
    case 'noField':
      return 'no such field';
    case 'rule':
      return e.detail;
  }
}

/** Why a score sheet's deal or totals cannot be (the engine's reason). */
function sheetWords(p: SheetDealProblem | SessionProblem): string {
  switch (p.code) {
    case 'scoredWithoutPlay':
      return 'a deal dealt again scores nothing';
    case 'notZeroSum':
      return `the four scores add up to ${p.sum.toLocaleString('en')}, not 0`;
    case 'notSeatScores':
      return 'the scores are neither two players +V and two −V nor a soloist +3V against three −V';
    case 'valueTooHigh':
      return `a game value of ${p.value.toLocaleString('en')}; no deal is worth more than ${p.max}`;
    case 'notTheValue':
      return `the scores do not give the game value ${p.value.toLocaleString('en')}`;
    case 'soloistNotDeclarer':
      return `the soloist’s score is not ${seatName(p.declarer)}’s, who played the solo`;
    case 'totals':
      return `${seatName(p.seat)}’s total ${p.total.toLocaleString('en')} is not the sum of the deals, ${p.sum.toLocaleString('en')}`;
    case 'played':
      return `${plural(p.played, 'deal')} played, but ${p.counted.toLocaleString('en')} listed`;
  }
}

/** One line naming the bad field: `attempts[3].rating: expected one of 1, 2, 3, 4, got 7`. */
export function problemText(p: Problem): string {
  const where = p.path === '' ? 'the saved data' : p.path;
  if (p.expected.kind === 'rule') return `${where}: ${p.expected.detail}`;
  if (p.expected.kind === 'sheet') return `${where}: ${sheetWords(p.expected.problem)}`;
  if (p.expected.kind === 'json') return `${where}: not JSON`;
  if (p.expected.kind === 'noField') return `${where}: unknown field`;
  return `${where}: expected ${expectedWords(p.expected)}, got ${quote(p.got)}`;
}

/** When a copy was found unreadable, as a person reads a date and time. */
const when = (at: string) => new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(at));

export const storageText = {
  reset: (store: StoreId, problem: Problem, kept: boolean, copies = 1) =>
    `${Name(store)} could not be read (${problemText(problem)}), so ${many(store) ? 'they were' : 'it was'} reset. ` +
    (!kept
      ? `A copy could not be kept in this browser (its storage is full): download ${many(store) ? 'them' : 'it'} now if you want to keep ${many(store) ? 'them' : 'it'}.`
      : copies > 1
        ? `A copy is kept in this browser, beside ${plural(copies - 1, 'earlier copy')}: you can restore what can be read of each.`
        : `A copy is kept in this browser: you can restore what can be read of ${many(store) ? 'them' : 'it'}.`),
  earlier: (store: StoreId, problem: Problem | null) =>
    `A copy of ${STORE_NAME[store]} that could not be read${problem ? ` (${problemText(problem)})` : ''} is kept in this browser.`,
  earlierMany: (store: StoreId, copies: number) =>
    `${plural(copies, 'copy')} of ${STORE_NAME[store]} that could not be read are kept in this browser (at most ${MAX_BACKUPS}; beyond that the oldest is deleted, and you are told).`,
  /** One kept copy in the list: when it was found unreadable and what is wrong with it. */
  copy: (at: string | null, problem: Problem | null, justFound = false) =>
    `${at ? `Copy from ${when(at)}` : 'Copy from an earlier version of the site'}${justFound ? ', just found' : ''}${problem ? ` (${problemText(problem)})` : ''}:`,
  copiesLabel: (store: StoreId) => `Unreadable copies of ${STORE_NAME[store]}`,
  droppedOldest: (store: StoreId, at: string | null) =>
    `To keep at most ${MAX_BACKUPS} copies of ${STORE_NAME[store]}, the oldest${at ? ` (from ${when(at)})` : ''} was deleted from this browser: download it now if you want to keep it.`,
  notSaved: (store: StoreId, full: boolean) =>
    `${Name(store)} could not be saved: ${full ? 'this browser’s storage for the site is full' : 'this browser does not let the site keep anything'}. Download ${many(store) ? 'them' : 'it'} to keep a copy.`,
  /** The new value was not written because it could not be read back (what was kept before stays). */
  notKept: (store: StoreId, problem: Problem) =>
    `${Name(store)} could not be saved (${problemText(problem)}): what was kept before is unchanged. Download the unsaved ${many(store) ? 'ones' : 'one'} to keep a copy.`,
  restore: 'Restore what can be read',
  restoreShort: 'Restore',
  discardShort: 'Delete',
  download: 'Download the copy',
  downloadCurrent: 'Download',
  downloadDropped: 'Download the deleted copy',
  discard: 'Delete the copy',
  discardConfirm: (store: StoreId, at: string | null = null) => `Delete the unreadable copy of ${STORE_NAME[store]}${at ? ` from ${when(at)}` : ''} for good?`,
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
