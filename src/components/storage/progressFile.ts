/**
 * One file for all progress (`doko-progress`, version 1): lesson stars, quiz progress, the
 * practice table's session and the answers to problem sets. Import checks every field of every part before anything is
 * written, names the first bad one, refuses a file too large for the browser to keep, and
 * writes all parts or none. The quiz-only files of earlier releases (`doko-quiz-progress`)
 * are still read.
 */
import { LESSONS_STORE, type Stars } from '../progress.ts';
import { EXPORT_FORMAT, QUIZ_STORE, type QuizProgress } from '../quiz/progressSpec.ts';
import { TABLE_STORE, type TableStore } from '../practice/store.ts';
import { SETS_STORE, type SetsStore } from '../sets/store.ts';
import { check, date, object, oneOf, type Checked, type Problem, type Schema } from './schema.ts';
import { checkValue, readStore, replaceStores, type StoreSpec } from './store.ts';

export const PROGRESS_FORMAT = 'doko-progress';
export const PROGRESS_VERSION = 1;

export interface ProgressFile {
  readonly lessons: { readonly stars: Stars } | null;
  readonly quiz: QuizProgress | null;
  readonly table: TableStore | null;
  readonly sets: SetsStore | null;
}

/** Everything kept in this browser, as the text of a progress file. */
export function exportProgress(now: Date): string {
  const table = readStore(TABLE_STORE).value;
  return `${JSON.stringify(
    {
      format: PROGRESS_FORMAT,
      version: PROGRESS_VERSION,
      exported: now.toISOString(),
      lessons: readStore(LESSONS_STORE).value,
      quiz: readStore(QUIZ_STORE).value,
      table,
      sets: readStore(SETS_STORE).value,
    },
    null,
    2,
  )}\n`;
}

/**
 * A part of the file: checked like the store itself (older forms included), at its path in the
 * file, and against the clock (every date and count one that can have happened by then).
 */
const part =
  <T>(spec: StoreSpec<T>): Schema<T> =>
  (v, path, ctx) =>
    checkValue(spec, v, path, ctx.now);

const fileSchema = object<{
  format: string;
  version: number;
  exported: string;
  lessons: { stars: Stars } | null;
  quiz: QuizProgress | null;
  table: TableStore | null;
  sets: SetsStore | null;
}>(
  {
    format: oneOf([PROGRESS_FORMAT]),
    version: oneOf([PROGRESS_VERSION]),
    exported: date,
    lessons: (v, path, ctx) => (v === null ? { ok: true, value: null } : part(LESSONS_STORE)(v, path, ctx)),
    quiz: (v, path, ctx) => (v === null ? { ok: true, value: null } : part(QUIZ_STORE)(v, path, ctx)),
    table: (v, path, ctx) => (v === null ? { ok: true, value: null } : (part(TABLE_STORE)(v, path, ctx) as Checked<TableStore | null>)),
    sets: (v, path, ctx) => (v === null ? { ok: true, value: null } : part(SETS_STORE)(v, path, ctx)),
  },
  // A part a file leaves out (or sets to null) is left as it is in this browser: files exported
  // before problem sets had progress have no `sets`.
  { optional: { lessons: null, quiz: null, table: null, sets: null } },
);

const legacySchema = object<{ format: string; exported: string; progress: QuizProgress }>(
  { format: oneOf([EXPORT_FORMAT]), exported: date, progress: part(QUIZ_STORE) as Schema<QuizProgress> },
  { optional: { exported: '' } },
);

export type ReadResult = { readonly ok: true; readonly file: ProgressFile } | { readonly ok: false; readonly problem: Problem | 'notAFile' };

/** Read a progress file's text, as handed in at `now`; nothing is written. */
export function readProgressFile(text: string, now = new Date()): ReadResult {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { ok: false, problem: 'notAFile' };
  }
  const format = typeof data === 'object' && data !== null && !Array.isArray(data) ? (data as { format?: unknown }).format : undefined;
  if (format === EXPORT_FORMAT) {
    const r = check(legacySchema, data, '', now.getTime());
    return r.ok ? { ok: true, file: { lessons: null, quiz: r.value.progress, table: null, sets: null } } : r;
  }
  if (format !== PROGRESS_FORMAT) return { ok: false, problem: 'notAFile' };
  const r = check(fileSchema, data, '', now.getTime());
  return r.ok ? { ok: true, file: { lessons: r.value.lessons, quiz: r.value.quiz, table: r.value.table, sets: r.value.sets } } : r;
}

/** Write every part the file has, all or none; false when the browser would not keep them. */
export function writeProgressFile(file: ProgressFile): boolean {
  return replaceStores([
    ...(file.lessons ? [[LESSONS_STORE, file.lessons] as const] : []),
    ...(file.quiz ? [[QUIZ_STORE, file.quiz] as const] : []),
    ...(file.table ? [[TABLE_STORE, file.table] as const] : []),
    ...(file.sets ? [[SETS_STORE, file.sets] as const] : []),
  ] as [StoreSpec<unknown>, unknown][]);
}

/** Whether this browser holds any progress the import would replace. */
export function hasProgress(): boolean {
  return (
    Object.keys(readStore(LESSONS_STORE).value.stars).length > 0 ||
    readStore(QUIZ_STORE).value.attempts.length > 0 ||
    (readStore(TABLE_STORE).value?.rows.length ?? 0) > 0 ||
    Object.keys(readStore(SETS_STORE).value.sets).length > 0
  );
}
