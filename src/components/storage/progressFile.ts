/**
 * One file for all progress (`doko-progress`, version 1): lesson stars, quiz progress, the
 * practice table's session and the answers to problem sets. Import checks every field of every
 * part before anything is written, also against the clock and the rules (no date after today,
 * no count, streak or score sheet that cannot have happened), names the first bad one, leaves
 * out (and names) stars of exercises this site does not have, and writes all parts or none.
 * What it would replace is said part by part, before (`importPlan`) and after. The quiz-only
 * files of earlier releases (`doko-quiz-progress`) are still read.
 */
import { readJson } from '../../engine/json.ts';
import { describeJsonProblem } from '#words/record';
import { MAX_FILE_BYTES } from './limits.ts';
import { LESSONS_STORE, type Stars } from '../progress.ts';
import { EXPORT_FORMAT, QUIZ_STORE, type QuizProgress } from '../quiz/progressSpec.ts';
import { TABLE_STORE, type TableStore } from '../practice/store.ts';
import { SETS_STORE, type SetsStore } from '../sets/store.ts';
import { date } from './dates.ts';
import { check, object, oneOf, type Problem, type Schema } from './schema.ts';
import { nullable } from './values.ts';
import { browserStorage, readRaw, readStore, valueSchema, type StoreSpec } from './store.ts';

export const PROGRESS_FORMAT = 'doko-progress';
export const PROGRESS_VERSION = 1;

export interface ProgressFile {
  readonly lessons: { readonly stars: Stars } | null;
  readonly quiz: QuizProgress | null;
  readonly table: TableStore | null;
  readonly sets: SetsStore | null;
}

/**
 * Everything kept in this browser, as the text of a progress file: compact JSON, so that the
 * file is hardly larger than what the browser keeps (indented, a session of 9,000 deals grew
 * from 1.9 to 4.8 MB) and the import takes whatever an export wrote (limits.ts).
 */
export function exportProgress(now: Date): string {
  const file = {
    format: PROGRESS_FORMAT,
    version: PROGRESS_VERSION,
    exported: now.toISOString(),
    lessons: readStore(LESSONS_STORE).value,
    quiz: readStore(QUIZ_STORE).value,
    table: readStore(TABLE_STORE).value,
    sets: readStore(SETS_STORE).value,
  };
  return `${JSON.stringify(file)}\n`;
}

/**
 * A part of the file (null: left as it is here): checked like the store itself (older forms
 * included), and, as the whole file is, against the clock (every date and count one that can
 * have happened by then).
 */
const part = <T>(spec: StoreSpec<T>): Schema<T | null> => nullable(valueSchema(spec));

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
    lessons: part(LESSONS_STORE),
    quiz: part(QUIZ_STORE),
    table: part(TABLE_STORE),
    sets: part(SETS_STORE),
  },
  // A part a file leaves out (or sets to null) is left as it is in this browser: files exported
  // before problem sets had progress have no `sets`.
  { optional: { lessons: null, quiz: null, table: null, sets: null } },
);

const legacySchema = object<{ format: string; exported: string; progress: QuizProgress }>(
  { format: oneOf([EXPORT_FORMAT]), exported: date, progress: valueSchema(QUIZ_STORE) },
  { optional: { exported: '' } },
);

export type ReadResult =
  | {
      readonly ok: true;
      readonly file: ProgressFile;
      /** Exercise ids of the file's stars that this site does not have (left out), at most a few named. */
      readonly unknownExercises: readonly string[];
    }
  | { readonly ok: false; readonly problem: Problem | 'notAFile' };

/**
 * Read a progress file's text, as handed in at `now`; nothing is written. `exercises`: the ids
 * of the lessons' exercises (the page has them from the build, so the exercise data never
 * ships with it): stars for any other id are left out.
 */
export function readProgressFile(text: string, exercises: ReadonlySet<string>, now = new Date()): ReadResult {
  // Read strictly (engine/json.ts): a key given twice is named, not silently the last one.
  const json = readJson(text, { maxLength: MAX_FILE_BYTES });
  if (!json.ok) {
    const p = json.error.problem;
    return p.code === 'duplicateKey'
      ? { ok: false, problem: { path: json.error.path, expected: { kind: 'rule', detail: describeJsonProblem(p) }, got: p.key } }
      : { ok: false, problem: 'notAFile' };
  }
  const data = json.value;
  const format = typeof data === 'object' && data !== null && !Array.isArray(data) ? (data as { format?: unknown }).format : undefined;
  if (format === EXPORT_FORMAT) {
    const r = check(legacySchema, data, '', now.getTime());
    return r.ok ? { ok: true, file: { lessons: null, quiz: r.value.progress, table: null, sets: null }, unknownExercises: [] } : r;
  }
  if (format !== PROGRESS_FORMAT) return { ok: false, problem: 'notAFile' };
  const r = check(fileSchema, data, '', now.getTime());
  if (!r.ok) return r;
  const { stars, unknown } = knownStars(r.value.lessons?.stars ?? {}, exercises);
  const lessons = r.value.lessons ? { stars } : null;
  return { ok: true, file: { lessons, quiz: r.value.quiz, table: r.value.table, sets: r.value.sets }, unknownExercises: unknown };
}

function knownStars(all: Stars, exercises: ReadonlySet<string>): { stars: Stars; unknown: string[] } {
  const stars: Record<string, 1 | 2 | 3> = {};
  const unknown: string[] = [];
  for (const [id, n] of Object.entries(all)) {
    if (exercises.has(id)) stars[id] = n;
    else unknown.push(id);
  }
  return { stars, unknown };
}

/**
 * Save several stores at once, all or none: when the browser refuses one (full), the ones
 * already written get their earlier values back. No report: the caller says what happened.
 */
export function replaceStores(entries: readonly (readonly [StoreSpec<unknown>, unknown])[]): boolean {
  const st = browserStorage();
  if (!st) return false;
  const before = entries.map(([spec]) => [spec.key, readRaw(spec.key)] as const);
  try {
    for (const [spec, value] of entries) st.setItem(spec.key, JSON.stringify(value));
  } catch {
    for (const [key, raw] of before) {
      try {
        if (raw === null) st.removeItem(key);
        else st.setItem(key, raw);
      } catch {
        /* it fitted before, so it fits again; nothing else to do */
      }
    }
    return false;
  }
  if (typeof window !== 'undefined') for (const [spec] of entries) window.dispatchEvent(new CustomEvent(spec.event));
  return true;
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

// ---------------------------------------------------------------- what an import replaces

/** How much one part of the progress holds, as a person counts it. */
export type PartSize =
  | { readonly part: 'lessons'; readonly exercises: number }
  | { readonly part: 'quiz'; readonly answers: number; readonly questions: number }
  | { readonly part: 'table'; readonly deals: number }
  | { readonly part: 'sets'; readonly sets: number };

export type PartId = PartSize['part'];

/**
 * One part of an import: what the file brings (null: the part is not in the file, so this
 * browser's stays, or it is empty and nothing is here to replace) and what this browser holds.
 */
export interface PartChange {
  readonly part: PartId;
  readonly file: PartSize | null;
  /** Null: this browser holds nothing of this part. */
  readonly here: PartSize | null;
}

const isEmpty = (s: PartSize): boolean =>
  s.part === 'lessons' ? s.exercises === 0 : s.part === 'quiz' ? s.answers === 0 && s.questions === 0 : s.part === 'table' ? false : s.sets === 0;

const sizes = {
  lessons: (v: { stars: Stars }): PartSize => ({ part: 'lessons', exercises: Object.keys(v.stars).length }),
  quiz: (v: QuizProgress): PartSize => ({ part: 'quiz', answers: v.attempts.length, questions: Object.keys(v.scheduled).length }),
  table: (v: TableStore): PartSize => ({ part: 'table', deals: v.rows.length }),
  sets: (v: SetsStore): PartSize => ({ part: 'sets', sets: Object.keys(v.sets).length }),
};

/** Part by part, what importing `file` would write over what this browser holds. */
export function importPlan(file: ProgressFile): PartChange[] {
  const held = (s: PartSize | null) => (s === null || isEmpty(s) ? null : s);
  const change = (part: PartId, inFile: PartSize | null, here: PartSize | null): PartChange => ({
    part,
    file: inFile === null || (isEmpty(inFile) && here === null) ? null : inFile,
    here,
  });
  const table = readStore(TABLE_STORE).value;
  return [
    change('lessons', file.lessons && sizes.lessons(file.lessons), held(sizes.lessons(readStore(LESSONS_STORE).value))),
    change('quiz', file.quiz && sizes.quiz(file.quiz), held(sizes.quiz(readStore(QUIZ_STORE).value))),
    change('table', file.table && sizes.table(file.table), table && sizes.table(table)),
    change('sets', file.sets && sizes.sets(file.sets), held(sizes.sets(readStore(SETS_STORE).value))),
  ];
}

/** Whether the import would write over anything this browser holds. */
export const replacesAnything = (plan: readonly PartChange[]): boolean => plan.some((c) => c.file !== null && c.here !== null);
