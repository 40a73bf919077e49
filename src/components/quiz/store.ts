/**
 * Quiz progress in localStorage: a versioned schema with migrations, spaced repetition with
 * ts-fsrs for every quiz item and concept, misses kept for replay by theme, a day streak and
 * the score quiz's unlocked levels. No account, no server.
 *
 * Everything here is pure except the small storage section at the end, which goes through the
 * storage module (components/storage) with the schema of progressSpec.ts: an unreadable value
 * is backed up, reported and reset, and can be restored; it never throws into the page.
 * Links to practise again are built from the ids (quiz/links.ts), never taken from the stored
 * `href`.
 */
import { createEmptyCard, fsrs, type Card } from 'ts-fsrs';
import { fieldPath } from '../../engine/excerpt.ts';
import type { Rating } from '../../engine/quiz/rating.ts';
import { readStore, reportNotSaved, writeStore } from '../storage/store.ts';
import {
  MAX_ATTEMPTS,
  MAX_COUNT,
  MAX_STREAK,
  QUIZ_STORE,
  SCORE_LEVEL_COUNT,
  UNLOCK_PERFECT,
  type Loaded,
  type Miss,
  type QuizProgress,
  type Scheduled,
  type StoredCard,
  type Subject,
} from './progressSpec.ts';

export * from './progressSpec.ts';

// ---------------------------------------------------------------- scheduling

const scheduler = fsrs({ enable_fuzz: false });

/** Days the scheduler counts are kept below this (a stored value's bound). */
const MAX_DAYS = 4_000_000;
const count = (n: number) => Math.min(n, MAX_COUNT);

const toStored = (c: Card): StoredCard => ({
  due: c.due.toISOString(),
  stability: c.stability,
  difficulty: c.difficulty,
  elapsed_days: Math.min(c.elapsed_days, MAX_DAYS),
  scheduled_days: Math.min(c.scheduled_days, MAX_DAYS),
  learning_steps: c.learning_steps,
  reps: count(c.reps),
  lapses: count(c.lapses),
  state: c.state as StoredCard['state'],
  last_review: c.last_review ? c.last_review.toISOString() : null,
});

/**
 * The card as the scheduler takes it. A review dated after `now` (the clock was set back, or
 * the progress came from a clock that was fast) counts as now: the scheduler cannot go back in
 * time, and the answer given now is what it should learn from.
 */
const fromStored = (c: StoredCard, now: Date): Card => ({
  ...c,
  due: new Date(c.due),
  last_review: c.last_review ? new Date(Math.min(Date.parse(c.last_review), now.getTime())) : undefined,
});

/**
 * The next schedule of a card after an answer rated `rating` at `now`. Every card the progress
 * schema accepts is one the scheduler takes (tests/components/quiz/scheduler.test.ts feeds it all
 * of them), so this does not throw for a stored card.
 */
export function review(card: StoredCard | null, rating: Rating, now: Date): StoredCard {
  const c = card ? fromStored(card, now) : createEmptyCard(now);
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
    misses[r.item.id] = { id: r.item.id, title: r.item.title, href: r.item.href, theme: r.item.theme, at, count: count((prev?.count ?? 0) + 1) };
  } else if (r.credit >= 1) delete misses[r.item.id];

  const today = dayOf(now);
  const s = p.streak;
  const current = s.lastDay === today ? s.current : s.lastDay === previousDay(today) ? Math.min(s.current + 1, MAX_STREAK) : 1;
  const streak = { current, best: Math.max(s.best, current), lastDay: today };

  let levels = p.levels;
  if (r.scoreLevel !== undefined) {
    const key = String(r.scoreLevel);
    const l = levels[key] ?? { answered: 0, perfect: 0 };
    levels = { ...levels, [key]: { answered: count(l.answered + 1), perfect: Math.min(count(l.perfect + (r.credit >= 1 ? 1 : 0)), count(l.answered + 1)) } };
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

// ---------------------------------------------------------------- storage

export function loadProgress(): Loaded {
  const r = readStore(QUIZ_STORE);
  return { progress: r.value, status: r.status };
}

/** Save; false when the browser would not keep it (the page shows the report of the storage module). */
export function saveProgress(p: QuizProgress): boolean {
  return writeStore(QUIZ_STORE, p);
}

export interface Recorded {
  /** Whether the answer is kept in this browser; when not, the storage module's report says why (the page shows it). */
  readonly saved: boolean;
  readonly progress: QuizProgress;
}

/**
 * Record an answer and save it: the one way every quiz (drills, score sheets, leads, problem
 * sets) keeps an answer. It never throws into the page: an answer that cannot be kept is
 * reported (storage full, or progress the scheduler could not continue) and the page says so.
 */
export function recordAndSave(r: OutcomeReport, now = new Date()): Recorded {
  const loaded = loadProgress();
  let next: QuizProgress;
  try {
    next = recordOutcome(loaded.progress, r, now);
  } catch {
    // Not expected (the schema admits only what the scheduler takes), but an answer is never lost without a word.
    reportNotSaved(QUIZ_STORE, {
      path: fieldPath('scheduled', r.item.id),
      expected: { kind: 'schedulable' },
      got: loaded.progress.scheduled[r.item.id]?.card ?? null,
    });
    return { saved: false, progress: loaded.progress };
  }
  return { saved: saveProgress(next), progress: next };
}
