/**
 * What quiz progress is when stored: its types, its schema (every field checked; ids must be
 * the site's, links are built from them), the first release's form and how it is brought up
 * to date, and how a restored copy merges with newer progress. Without the scheduler, so that
 * the pages that only show or move progress (/learn/, the progress file) stay light.
 */
import type { Rating } from '../../engine/quiz/rating.ts';
import { date, dateUpTo, day, dayTime } from '../storage/dates.ts';
import { dict, id, object, oneOf, type Problem, type Schema } from '../storage/schema.ts';
import { largeDict, list, nullable, number, refine, text, whole } from '../storage/values.ts';
import { readText, type LoadStatus, type StoreSpec } from '../storage/store.ts';
import { isQuizTheme, subjectHref } from './links.ts';

export type { LoadStatus };

export const QUIZ_KEY = 'doko:quiz';
/** Fired on window after this tab saved progress (other tabs get the `storage` event). */
export const QUIZ_EVENT = 'doko:quiz-progress';
export const QUIZ_SCHEMA = 2;
/** The format of the quiz-only progress files exported before the one file for all progress (still imported). */
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

// ---------------------------------------------------------------- schema

/** More than the site keeps (attempts are cut to MAX_ATTEMPTS): bounds on what a stored value may hold. */
const MAX_SUBJECTS = 10_000;
const MAX_TITLE = 200;

const subjectId = id('quizItem', (s) => s.startsWith('item:') || s.startsWith('concept:'), 700);
const theme = id('quizTheme', isQuizTheme, 60);

/**
 * What the scheduler (ts-fsrs) can take: a card never answered has difficulty and stability 0;
 * an answered one a difficulty from 1 to 10 and a stability from 0.001 to 36,500 days, and is
 * due at most 36,500 days after its review (tests/components/quiz/scheduler.test.ts holds these to
 * the library's own constants).
 */
export const MEMORY = { minDifficulty: 1, maxDifficulty: 10, minStability: 0.001, maxStability: 36_500, maxIntervalDays: 36_500 } as const;

/**
 * No quiz progress can be older than this: the quiz was first released later in 2026. With one
 * answer a second, day and night, it bounds every count and streak a progress file may hold.
 */
export const QUIZ_EPOCH = Date.UTC(2026, 0, 1);
const DAY_MS = 86_400_000;
/** Days from the epoch to `now`, both counted. */
export const daysSinceEpoch = (now: number): number => Math.max(0, Math.floor((now - QUIZ_EPOCH) / DAY_MS) + 1);
/** The most answers anyone can have given by `now`: one a second since the epoch. */
export const possibleAnswers = (now: number): number => daysSinceEpoch(now) * 86_400;

/** The largest count kept (the scheduler and the store stop counting there). */
export const MAX_COUNT = 1_000_000_000;
/** The longest streak kept, in days. */
export const MAX_STREAK = 1_000_000;

/** A count of answers: at most what fits a stored value; handed in, at most what can have been answered by then. */
const answers = (min: number): Schema<number> =>
  refine(whole(min, MAX_COUNT), (n, now) =>
    now !== undefined && n > possibleAnswers(now) ? { path: '', expected: { kind: 'whole', min, max: possibleAnswers(now) }, got: n } : null,
  );

const memory = (c: StoredCard): Problem | null => {
  if (c.difficulty === 0 && c.stability === 0) return null; // never answered
  if (c.difficulty < MEMORY.minDifficulty)
    return { path: '.difficulty', expected: { kind: 'number', min: MEMORY.minDifficulty, max: MEMORY.maxDifficulty }, got: c.difficulty };
  if (c.stability < MEMORY.minStability)
    return { path: '.stability', expected: { kind: 'number', min: MEMORY.minStability, max: MEMORY.maxStability }, got: c.stability };
  return null;
};

export const storedCardSchema: Schema<StoredCard> = refine(
  object<StoredCard>({
    due: dateUpTo(MEMORY.maxIntervalDays),
    stability: number(0, MEMORY.maxStability),
    difficulty: number(0, MEMORY.maxDifficulty),
    elapsed_days: number(0, 4_000_000),
    scheduled_days: number(0, 4_000_000),
    learning_steps: whole(0, 1_000_000),
    reps: answers(0),
    lapses: answers(0),
    state: oneOf([0, 1, 2, 3] as const),
    last_review: nullable(date),
  }),
  memory,
);

/** A subject's id must be one this site makes (its link is derived from it), and the key it is stored under. */
const subjectOf =
  <T extends Subject>(fields: Schema<T>) =>
  (key: string): Schema<T> =>
    refine(fields, (s) =>
      s.id !== key
        ? { path: '.id', expected: { kind: 'id', what: 'sameId' }, got: s.id }
        : subjectHref(s.id, s.theme) === null
          ? { path: '.id', expected: { kind: 'id', what: 'quizItem' }, got: s.id }
          : null,
    );

/** The stored link (written by earlier releases, never rendered: links are built from ids) must still be one of the quiz pages. */
const quizLink = id('quizLink', (s) => /^\/quiz\/(?:score|lead|drills)\/(?:\?[\w=&%.:~!*'()-]*)?$/.test(s), 700);
const subjectFields = { id: subjectId, title: text(MAX_TITLE), href: quizLink, theme };

const scheduledSchema = largeDict(subjectId, subjectOf(object<Scheduled>({ ...subjectFields, card: storedCardSchema })), MAX_SUBJECTS);
const missesSchema = largeDict(subjectId, subjectOf(object<Miss>({ ...subjectFields, at: date, count: answers(1) })), MAX_SUBJECTS);
const attemptSchema: Schema<Attempt> = object({ id: subjectId, theme, at: date, rating: oneOf([1, 2, 3, 4] as const), credit: number(0, 1) });
const levelSchema = refine(object({ answered: answers(0), perfect: answers(0) }), (l) =>
  l.perfect > l.answered ? { path: '.perfect', expected: { kind: 'whole', min: 0, max: l.answered }, got: l.perfect } : null,
);
const levelsSchema = dict(
  id('scoreLevel', (k) => /^[1-8]$/.test(k)),
  () => levelSchema,
  SCORE_LEVEL_COUNT,
);

/** Days of a streak: handed in, no longer than the days since the epoch (and the best at least the current one). */
const streakDays = refine(whole(0, MAX_STREAK), (n, now) =>
  now !== undefined && n > daysSinceEpoch(now) ? { path: '', expected: { kind: 'whole', min: 0, max: daysSinceEpoch(now) }, got: n } : null,
);
type Streak = QuizProgress['streak'];
const streakSchema: Schema<Streak> = refine(
  object<Streak>({ current: streakDays, best: streakDays, lastDay: nullable(day) }, { fallback: { current: 0, best: 0, lastDay: null } }),
  (s, now) => {
    if (now === undefined) return null;
    if (s.current > s.best) return { path: '.current', expected: { kind: 'whole', min: 0, max: s.best }, got: s.current };
    // A streak of n days ending on lastDay began n - 1 days before it, not before the epoch.
    const longest = s.lastDay === null ? 0 : Math.floor((dayTime(s.lastDay) - QUIZ_EPOCH) / DAY_MS) + 1;
    if (s.current > Math.max(0, longest)) return { path: '.current', expected: { kind: 'whole', min: 0, max: Math.max(0, longest) }, got: s.current };
    return null;
  },
);

export const progressSchema: Schema<QuizProgress> = object<QuizProgress>(
  {
    schema: oneOf([QUIZ_SCHEMA] as const),
    scheduled: scheduledSchema,
    attempts: list(attemptSchema, MAX_ATTEMPTS),
    misses: missesSchema,
    streak: streakSchema,
    levels: levelsSchema,
  },
  // What salvage puts in place of an unreadable part.
  { fallback: { scheduled: {}, attempts: [], misses: {}, streak: { current: 0, best: 0, lastDay: null }, levels: {} } },
);

// ---------------------------------------------------------------- migrations

/**
 * Schema 1 (the first quiz release): `{ schema: 1, cards, log, streak: number, lastDay }`;
 * `cards` as `scheduled` now, `log` as `attempts`. Schema 2 renames the log, keeps the best
 * streak, derives the misses from the log and adds the score levels.
 */
interface V1 {
  readonly schema: 1;
  readonly cards: Readonly<Record<string, Scheduled>>;
  readonly log: readonly Attempt[];
  readonly streak: number;
  readonly lastDay: string | null;
}

const v1Schema: Schema<V1> = object<V1>(
  { schema: oneOf([1] as const), cards: scheduledSchema, log: list(attemptSchema, 100_000), streak: streakDays, lastDay: nullable(day) },
  // The first release wrote no lastDay before the first answer.
  { optional: { lastDay: null }, fallback: { cards: {}, log: [], streak: 0 } },
);

function from1(v: V1): QuizProgress {
  const misses: Record<string, Miss> = {};
  for (const a of v.log) {
    const s = v.cards[a.id];
    if (a.rating === 1 && s) misses[a.id] = { id: a.id, title: s.title, href: s.href, theme: s.theme, at: a.at, count: (misses[a.id]?.count ?? 0) + 1 };
    else if (a.credit >= 1) delete misses[a.id];
  }
  return {
    schema: 2,
    scheduled: v.cards,
    attempts: v.log.slice(-MAX_ATTEMPTS),
    misses,
    streak: { current: v.streak, best: v.streak, lastDay: v.lastDay },
    levels: {},
  };
}

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Two progress values as one (a restored backup and what was answered since): nothing either knows is lost. */
export function mergeProgress(a: QuizProgress, b: QuizProgress): QuizProgress {
  const later = <T>(x: T | undefined, y: T | undefined, at: (t: T) => string): T | undefined =>
    x === undefined ? y : y === undefined ? x : Date.parse(at(y)) >= Date.parse(at(x)) ? y : x;
  const scheduled: Record<string, Scheduled> = { ...a.scheduled };
  for (const [k, s] of Object.entries(b.scheduled)) scheduled[k] = later(scheduled[k], s, (t) => t.card.last_review ?? t.card.due)!;
  const misses: Record<string, Miss> = { ...a.misses };
  for (const [k, m] of Object.entries(b.misses)) misses[k] = later(misses[k], m, (t) => t.at)!;
  const attempts = [...a.attempts, ...b.attempts].sort((x, y) => Date.parse(x.at) - Date.parse(y.at)).slice(-MAX_ATTEMPTS);
  const last = later(a.streak, b.streak, (s) => s.lastDay ?? '1970-01-01')!;
  const streak = { ...last, best: Math.max(a.streak.best, b.streak.best) };
  const levels: Record<string, { answered: number; perfect: number }> = { ...a.levels };
  for (const [k, l] of Object.entries(b.levels))
    levels[k] = { answered: (levels[k]?.answered ?? 0) + l.answered, perfect: (levels[k]?.perfect ?? 0) + l.perfect };
  return { schema: QUIZ_SCHEMA, scheduled, attempts, misses, streak, levels };
}

export const QUIZ_STORE: StoreSpec<QuizProgress> = {
  id: 'quiz',
  key: QUIZ_KEY,
  schema: progressSchema,
  empty: EMPTY_PROGRESS,
  event: QUIZ_EVENT,
  older: [{ is: (v) => isObj(v) && v.schema === 1, schema: v1Schema as Schema<unknown>, upgrade: from1 }],
  merge: mergeProgress,
};

export interface Loaded {
  readonly progress: QuizProgress;
  readonly status: LoadStatus;
}

/** Parse what is stored (null: nothing yet). Pure. */
export function parseProgress(raw: string | null): Loaded & { readonly problem?: Problem } {
  const r = readText(QUIZ_STORE, raw);
  return { progress: r.value, status: r.status, ...(r.problem ? { problem: r.problem } : {}) };
}

export const serializeProgress = (p: QuizProgress): string => JSON.stringify(p);
