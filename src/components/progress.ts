/**
 * Stars per exercise (1–3) in localStorage under a versioned key, through the storage module:
 * an unreadable value is backed up, reported and can be restored (components/storage).
 */
import { useEffect, useState } from 'preact/hooks';
import { bool, dict, id, object, oneOf } from './storage/schema.ts';
import { readStore, readText, writeStore, type StoreSpec } from './storage/store.ts';

export const PROGRESS_KEY = 'doko:progress:v1';
export const PROGRESS_EVENT = 'doko:progress';
/**
 * Sent on `window` when an exercise is over (ExerciseFrame), with the stars of this attempt: a
 * problem set grades it by them. An exercise whose solution was shown ends with 0 stars.
 */
export const EXERCISE_SOLVED_EVENT = 'doko:exercise-solved';
export interface ExerciseSolved {
  readonly id: string;
  readonly stars: number;
  /** A wrong answer came first (or the solution was shown): the lesson asks it again with a fresh position. */
  readonly missed: boolean;
}
/** More exercises than the site will ever have: a bound on what a stored value may hold. */
const MAX_EXERCISES = 2000;

export type Stars = Readonly<Record<string, 1 | 2 | 3>>;

/** Exercise ids are lowercase words with hyphens (content/exercises). */
export const isExerciseId = (s: string): boolean => /^[a-z0-9]+(-[a-z0-9]+)*$/.test(s) && s.length <= 80;

export const starsSchema = dict(id('exercise', isExerciseId), () => oneOf([1, 2, 3] as const), MAX_EXERCISES);

/** The lessons' progress: stars per exercise, and whether the quick start's guided first deal was played (absent: not yet). */
export interface LessonsProgress {
  readonly stars: Stars;
  readonly firstDeal?: boolean;
}

export const LESSONS_STORE: StoreSpec<LessonsProgress> = {
  id: 'lessons',
  key: PROGRESS_KEY,
  // Saved before the first deal was recorded: no `firstDeal`, read as not played.
  schema: object<LessonsProgress>({ stars: starsSchema, firstDeal: bool }, { optional: { firstDeal: undefined } }),
  empty: { stars: {} },
  event: PROGRESS_EVENT,
  // The best of both: a star earned after the reset is not lost by restoring the copy, nor a first deal played.
  merge: (restored, current) => ({
    stars: bestOf(restored.stars, current.stars),
    ...(restored.firstDeal || current.firstDeal ? { firstDeal: true } : {}),
  }),
};

export function bestOf(a: Stars, b: Stars): Stars {
  const out: Record<string, 1 | 2 | 3> = { ...a };
  for (const [k, n] of Object.entries(b)) if (n > (out[k] ?? 0)) out[k] = n;
  return out;
}

/** The stars in a stored text (pure; unreadable → none). */
export function parseProgress(raw: string | null): Stars {
  return readText(LESSONS_STORE, raw).value.stars;
}

export function readStars(): Stars {
  return readStore(LESSONS_STORE).value.stars;
}

/** Has the learner played the guided first deal (/play/first-deal/), where the quick start leads? */
export function firstDealPlayed(): boolean {
  return readStore(LESSONS_STORE).value.firstDeal === true;
}

/** The guided first deal is over: the learn map and the quick start's last lesson go on from there. */
export function recordFirstDeal(): void {
  const progress = readStore(LESSONS_STORE).value;
  if (!progress.firstDeal) writeStore(LESSONS_STORE, { ...progress, firstDeal: true });
}

/** Stars earned: 3 without mistakes or hints asked for, one less for each, at least 1. */
export function starsFor(mistakes: number, hints: number): number {
  return Math.max(1, 3 - mistakes - hints);
}

/** A fresh position asked again after a miss earns at most this many stars for the exercise it stands for. */
export const STARS_ASKED_AGAIN = 2;

/** Keep the best result. */
export function recordStars(id: string, n: number): void {
  const stars = readStars();
  if ((stars[id] ?? 0) >= n) return;
  writeStore(LESSONS_STORE, { ...readStore(LESSONS_STORE).value, stars: { ...stars, [id]: Math.min(3, Math.max(1, n)) as 1 | 2 | 3 } });
}

export function resetExercises(ids: readonly string[]): void {
  const stars: Record<string, 1 | 2 | 3> = { ...readStars() };
  for (const id of ids) delete stars[id];
  writeStore(LESSONS_STORE, { ...readStore(LESSONS_STORE).value, stars });
}

/** Stars of one exercise, following changes (this tab and others). */
export function useStars(id: string): number {
  const [n, setN] = useState(0);
  useEffect(() => {
    const read = () => setN(readStars()[id] ?? 0);
    read();
    const onStorage = (e: StorageEvent) => (e.key === null || e.key === PROGRESS_KEY) && read();
    window.addEventListener(PROGRESS_EVENT, read);
    window.addEventListener('storage', onStorage);
    return () => {
      window.removeEventListener(PROGRESS_EVENT, read);
      window.removeEventListener('storage', onStorage);
    };
  }, [id]);
  return n;
}
