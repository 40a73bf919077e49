/**
 * Quiz progress in localStorage: a versioned schema with migrations, spaced repetition with
 * ts-fsrs for every quiz item and concept, misses kept for replay by theme, a day streak and
 * the score quiz's unlocked levels. No account, no server.
 *
 * Everything here is pure except the small storage section at the end. Unreadable data is
 * detected, reported (the caller shows a notice), kept as a backup copy and reset; it never
 * throws into the page.
 */
import { createEmptyCard, fsrs, type Card } from 'ts-fsrs';
import type { Rating } from '../../engine/quiz/rating.ts';

export const QUIZ_KEY = 'doko:quiz';
/** The unreadable value last found under QUIZ_KEY, kept so it can still be saved by hand. */
export const QUIZ_BACKUP_KEY = 'doko:quiz:unreadable';
/** Fired on window after this tab saved progress (other tabs get the `storage` event). */
export const QUIZ_EVENT = 'doko:quiz-progress';
export const QUIZ_SCHEMA = 2;
export const EXPORT_FORMAT = 'doko-quiz-progress';

/** Attempts kept in the log (the newest). */
export const MAX_ATTEMPTS = 300;
/** Perfect answers at a score level that unlock the next level. */
export const UNLOCK_PERFECT = 2;
export const SCORE_LEVEL_COUNT = 8;

/** An FSRS card as stored: dates as ISO strings. */
export interface StoredCard {
  readonly due: string;
  readonly stability: number;
  readonly difficulty: number;
  readonly elapsed_days: number;
  readonly scheduled_days: number;
  readonly learning_steps: number;
  readonly reps: number;
  readonly lapses: number;
  readonly state: 0 | 1 | 2 | 3;
  readonly last_review: string | null;
}

/** Something to practise again: what it is, where to practise it, and its schedule. */
export interface Subject {
  /** `item:…` for one quiz item, `concept:…` for a rule or theme. */
  readonly id: string;
  readonly title: string;
  readonly href: string;
  /** Grouping for the replay of misses (`drill:trump`, `score:3`, `lead:leadSingleBlackAce`). */
  readonly theme: string;
}

export interface Scheduled extends Subject {
  readonly card: StoredCard;
}

export interface Attempt {
  readonly id: string;
  readonly theme: string;
  readonly at: string;
  readonly rating: Rating;
  readonly credit: number;
}

export interface Miss extends Subject {
  readonly at: string;
  readonly count: number;
}

export interface QuizProgress {
  readonly schema: typeof QUIZ_SCHEMA;
  readonly scheduled: Readonly<Record<string, Scheduled>>;
  readonly attempts: readonly Attempt[];
  /** Items answered wrongly and not answered rightly since. */
  readonly misses: Readonly<Record<string, Miss>>;
  readonly streak: { readonly current: number; readonly best: number; readonly lastDay: string | null };
  /** Score quiz: answers and perfect answers per level ("1".."8"). */
  readonly levels: Readonly<Record<string, { readonly answered: number; readonly perfect: number }>>;
}

export const EMPTY_PROGRESS: QuizProgress = Object.freeze({
  schema: QUIZ_SCHEMA,
  scheduled: {},
  attempts: [],
  misses: {},
  streak: { current: 0, best: 0, lastDay: null },
  levels: {},
});

// ---------------------------------------------------------------- schema checks

type Check = (v: unknown) => boolean;
const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isStr: Check = (v) => typeof v === 'string';
const isNum: Check = (v) => typeof v === 'number' && Number.isFinite(v);
const isCount: Check = (v) => typeof v === 'number' && Number.isInteger(v) && v >= 0;
const isDate: Check = (v) => typeof v === 'string' && !Number.isNaN(Date.parse(v));
const isDay: Check = (v) => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v);
const isRating: Check = (v) => v === 1 || v === 2 || v === 3 || v === 4;

function shape(o: unknown, fields: Record<string, Check>): boolean {
  if (!isObj(o)) return false;
  return Object.entries(fields).every(([k, check]) => check(o[k]));
}

const storedCardOk: Check = (v) =>
  shape(v, {
    due: isDate, stability: isNum, difficulty: isNum, elapsed_days: isNum, scheduled_days: isNum, learning_steps: isCount,
    reps: isCount, lapses: isCount, state: (x) => x === 0 || x === 1 || x === 2 || x === 3,
    last_review: (x) => x === null || isDate(x),
  });
const subjectFields = { id: isStr, title: isStr, href: isStr, theme: isStr };
const attemptOk: Check = (v) => shape(v, { id: isStr, theme: isStr, at: isDate, rating: isRating, credit: (x) => isNum(x) && (x as number) >= 0 && (x as number) <= 1 });

function recordOf(v: unknown, item: Check, keyed = true): boolean {
  return isObj(v) && Object.entries(v).every(([k, x]) => item(x) && (!keyed || (x as { id: string }).id === k));
}

/** Why a schema-2 value is not valid, or null. */
export function problemOf(v: unknown): string | null {
  if (!isObj(v)) return 'not an object';
  if (v.schema !== QUIZ_SCHEMA) return `schema ${JSON.stringify(v.schema)}`;
  if (!recordOf(v.scheduled, (x) => shape(x, { ...subjectFields, card: storedCardOk }))) return 'scheduled';
  if (!Array.isArray(v.attempts) || !v.attempts.every(attemptOk)) return 'attempts';
  if (!recordOf(v.misses, (x) => shape(x, { ...subjectFields, at: isDate, count: isCount }))) return 'misses';
  if (!shape(v.streak, { current: isCount, best: isCount, lastDay: (x) => x === null || isDay(x) })) return 'streak';
  if (!recordOf(v.levels, (x) => shape(x, { answered: isCount, perfect: isCount }), false)) return 'levels';
  return null;
}

// ---------------------------------------------------------------- migrations

/**
 * Schema 1 (the first quiz release): `{ schema: 1, cards, log, streak: number, lastDay }`;
 * `cards` as `scheduled` now, `log` as `attempts`. Schema 2 renames the log, keeps the best
 * streak, derives the misses from the log and adds the score levels.
 */
function from1(v: Record<string, unknown>): unknown {
  const log = Array.isArray(v.log) ? (v.log as Attempt[]) : null;
  const cards = v.cards;
  if (!log || !isObj(cards) || !isCount(v.streak)) return null;
  const misses: Record<string, Miss> = {};
  for (const a of log) {
    const s = (cards as Record<string, Scheduled>)[a.id];
    if (a.rating === 1 && s) misses[a.id] = { id: a.id, title: s.title, href: s.href, theme: s.theme, at: a.at, count: (misses[a.id]?.count ?? 0) + 1 };
    else if (a.credit >= 1) delete misses[a.id];
  }
  return {
    schema: 2,
    scheduled: cards,
    attempts: log.slice(-MAX_ATTEMPTS),
    misses,
    streak: { current: v.streak, best: v.streak, lastDay: v.lastDay ?? null },
    levels: {},
  };
}

const MIGRATIONS: Record<number, (v: Record<string, unknown>) => unknown> = { 1: from1 };

export type LoadStatus = 'empty' | 'ok' | 'migrated' | 'corrupted';

export interface Loaded {
  readonly progress: QuizProgress;
  readonly status: LoadStatus;
  /** For 'corrupted': what was wrong (for the report). */
  readonly problem?: string;
}

/** Bring any known schema up to the current one and check it. */
export function upgrade(data: unknown): Loaded {
  let v = data;
  let migrated = false;
  for (let guard = 0; guard < 10; guard++) {
    if (!isObj(v) || typeof v.schema !== 'number') return { progress: EMPTY_PROGRESS, status: 'corrupted', problem: 'no schema version' };
    if (v.schema === QUIZ_SCHEMA) break;
    const step = MIGRATIONS[v.schema];
    if (!step) return { progress: EMPTY_PROGRESS, status: 'corrupted', problem: `unknown schema version ${v.schema}` };
    v = step(v);
    migrated = true;
  }
  const problem = problemOf(v);
  if (problem) return { progress: EMPTY_PROGRESS, status: 'corrupted', problem };
  return { progress: v as QuizProgress, status: migrated ? 'migrated' : 'ok' };
}

/** Parse what is stored (null: nothing yet). Pure. */
export function parseProgress(raw: string | null): Loaded {
  if (raw === null) return { progress: EMPTY_PROGRESS, status: 'empty' };
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return { progress: EMPTY_PROGRESS, status: 'corrupted', problem: 'not JSON' };
  }
  return upgrade(data);
}

export const serializeProgress = (p: QuizProgress): string => JSON.stringify(p);

// ---------------------------------------------------------------- scheduling

const scheduler = fsrs({ enable_fuzz: false });

const toStored = (c: Card): StoredCard => ({
  due: c.due.toISOString(),
  stability: c.stability,
  difficulty: c.difficulty,
  elapsed_days: c.elapsed_days,
  scheduled_days: c.scheduled_days,
  learning_steps: c.learning_steps,
  reps: c.reps,
  lapses: c.lapses,
  state: c.state as StoredCard['state'],
  last_review: c.last_review ? c.last_review.toISOString() : null,
});

const fromStored = (c: StoredCard): Card => ({
  ...c,
  due: new Date(c.due),
  last_review: c.last_review ? new Date(c.last_review) : undefined,
});

/** The next schedule of a card after an answer rated `rating` at `now`. */
export function review(card: StoredCard | null, rating: Rating, now: Date): StoredCard {
  const c = card ? fromStored(card) : createEmptyCard(now);
  return toStored(scheduler.next(c, now, rating).card);
}

/** Local calendar day "YYYY-MM-DD". */
export function dayOf(d: Date): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}`;
}

function previousDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number);
  return dayOf(new Date(y, m - 1, d - 1));
}

/** What one answer tells the store. */
export interface OutcomeReport {
  readonly item: Subject;
  readonly rating: Rating;
  readonly credit: number;
  /** Concepts the item practised, each with its own rating (e.g. one per score line). */
  readonly concepts?: readonly (Subject & { readonly rating: Rating })[];
  /** A score-quiz answer at this level. */
  readonly scoreLevel?: number;
}

export function recordOutcome(p: QuizProgress, r: OutcomeReport, now: Date): QuizProgress {
  const at = now.toISOString();
  const scheduled = { ...p.scheduled };
  const schedule = (s: Subject, rating: Rating) => {
    scheduled[s.id] = { id: s.id, title: s.title, href: s.href, theme: s.theme, card: review(scheduled[s.id]?.card ?? null, rating, now) };
  };
  schedule(r.item, r.rating);
  for (const c of r.concepts ?? []) schedule(c, c.rating);

  const misses = { ...p.misses };
  if (r.rating === 1) {
    const prev = misses[r.item.id];
    misses[r.item.id] = { id: r.item.id, title: r.item.title, href: r.item.href, theme: r.item.theme, at, count: (prev?.count ?? 0) + 1 };
  } else if (r.credit >= 1) delete misses[r.item.id];

  const today = dayOf(now);
  const s = p.streak;
  const current = s.lastDay === today ? s.current : s.lastDay === previousDay(today) ? s.current + 1 : 1;
  const streak = { current, best: Math.max(s.best, current), lastDay: today };

  let levels = p.levels;
  if (r.scoreLevel !== undefined) {
    const key = String(r.scoreLevel);
    const l = levels[key] ?? { answered: 0, perfect: 0 };
    levels = { ...levels, [key]: { answered: l.answered + 1, perfect: l.perfect + (r.credit >= 1 ? 1 : 0) } };
  }
  const attempts = [...p.attempts, { id: r.item.id, theme: r.item.theme, at, rating: r.rating, credit: r.credit }].slice(-MAX_ATTEMPTS);
  return { ...p, scheduled, attempts, misses, streak, levels };
}

/** Everything due by the end of today, concepts first, the most overdue first. */
export function dueToday(p: QuizProgress, now: Date): Scheduled[] {
  const end = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1).getTime();
  const kind = (s: Scheduled) => (s.id.startsWith('concept:') ? 0 : 1);
  return Object.values(p.scheduled)
    .filter((s) => Date.parse(s.card.due) < end)
    .sort((a, b) => kind(a) - kind(b) || Date.parse(a.card.due) - Date.parse(b.card.due));
}

/** Misses grouped by theme, the newest first in each group. */
export function missesByTheme(p: QuizProgress): [string, Miss[]][] {
  const groups = new Map<string, Miss[]>();
  for (const m of Object.values(p.misses)) groups.set(m.theme, [...(groups.get(m.theme) ?? []), m]);
  for (const list of groups.values()) list.sort((a, b) => Date.parse(b.at) - Date.parse(a.at));
  return [...groups.entries()].sort((a, b) => a[0].localeCompare(b[0]));
}

/** The streak as it stands today: it lapses after a day without an answer. */
export function currentStreak(p: QuizProgress, now: Date): number {
  const today = dayOf(now);
  const last = p.streak.lastDay;
  return last === today || (last !== null && last === previousDay(today)) ? p.streak.current : 0;
}

/** The highest score level open to the learner: each level opens after enough perfect sheets at the one before. */
export function unlockedLevel(p: QuizProgress): number {
  let level = 1;
  while (level < SCORE_LEVEL_COUNT && (p.levels[String(level)]?.perfect ?? 0) >= UNLOCK_PERFECT) level++;
  return level;
}

// ---------------------------------------------------------------- export and import

export function exportText(p: QuizProgress, now: Date): string {
  return `${JSON.stringify({ format: EXPORT_FORMAT, exported: now.toISOString(), progress: p }, null, 2)}\n`;
}

/** Read an exported file: the progress, or why it cannot be used (nothing is changed then). */
export function importText(text: string): { ok: true; progress: QuizProgress } | { ok: false; problem: string } {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { ok: false, problem: 'not JSON' };
  }
  if (!isObj(data) || data.format !== EXPORT_FORMAT) return { ok: false, problem: `not a ${EXPORT_FORMAT} file` };
  const loaded = upgrade(data.progress);
  return loaded.status === 'corrupted' ? { ok: false, problem: loaded.problem ?? 'unreadable' } : { ok: true, progress: loaded.progress };
}

// ---------------------------------------------------------------- storage

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** Load; unreadable data is kept under QUIZ_BACKUP_KEY, removed, and reported as 'corrupted'. */
export function loadProgress(): Loaded {
  const st = storage();
  if (!st) return { progress: EMPTY_PROGRESS, status: 'empty' };
  const raw = st.getItem(QUIZ_KEY);
  const loaded = parseProgress(raw);
  if (loaded.status === 'corrupted') {
    try {
      st.setItem(QUIZ_BACKUP_KEY, raw ?? '');
    } catch {
      /* storage full: the backup is a courtesy */
    }
    st.removeItem(QUIZ_KEY);
  } else if (loaded.status === 'migrated') st.setItem(QUIZ_KEY, serializeProgress(loaded.progress));
  return loaded;
}

export function saveProgress(p: QuizProgress): void {
  const st = storage();
  if (!st) return;
  try {
    st.setItem(QUIZ_KEY, serializeProgress(p));
  } catch {
    return;
  }
  if (typeof window !== 'undefined') window.dispatchEvent(new CustomEvent(QUIZ_EVENT));
}

/** Record an answer and save; returns the new progress. */
export function recordAndSave(r: OutcomeReport, now = new Date()): QuizProgress {
  const loaded = loadProgress();
  const next = recordOutcome(loaded.progress, r, now);
  saveProgress(next);
  return next;
}
