/**
 * Stars per exercise (1–3) in localStorage under a versioned key, through the storage module:
 * an unreadable value is backed up, reported and can be restored (components/storage).
 */
import { useEffect, useState } from 'preact/hooks';
import { dict, id, object, oneOf } from './storage/schema.ts';
import { readStore, readText, writeStore, type StoreSpec } from './storage/store.ts';

export const PROGRESS_KEY = 'doko:progress:v1';
export const PROGRESS_EVENT = 'doko:progress';
/** Sent on `window` when an exercise is solved (ExerciseFrame), with the stars of this attempt: a problem set grades it by them. */
export const EXERCISE_SOLVED_EVENT = 'doko:exercise-solved';
export interface ExerciseSolved {
  readonly id: string;
  readonly stars: number;
}
/** More exercises than the site will ever have: a bound on what a stored value may hold. */
const MAX_EXERCISES = 2000;

export type Stars = Readonly<Record<string, 1 | 2 | 3>>;

/** Exercise ids are lowercase words with hyphens (content/exercises). */
export const isExerciseId = (s: string): boolean => /^[a-z0-9]+(-[a-z0-9]+)*$/.test(s) && s.length <= 80;

export const starsSchema = dict(id('exercise', isExerciseId), () => oneOf([1, 2, 3] as const), MAX_EXERCISES);

export const LESSONS_STORE: StoreSpec<{ stars: Stars }> = {
  id: 'lessons',
  key: PROGRESS_KEY,
  schema: object({ stars: starsSchema }),
  empty: { stars: {} },
  event: PROGRESS_EVENT,
  // The best of both: a star earned after the reset is not lost by restoring the copy.
  merge: (restored, current) => ({ stars: bestOf(restored.stars, current.stars) }),
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

/** Stars earned: 3 without mistakes or hints, one less for each, at least 1. */
export function starsFor(mistakes: number, hints: number): number {
  return Math.max(1, 3 - mistakes - hints);
}

/** Keep the best result. */
export function recordStars(id: string, n: number): void {
  const stars = readStars();
  if ((stars[id] ?? 0) >= n) return;
  writeStore(LESSONS_STORE, { stars: { ...stars, [id]: Math.min(3, Math.max(1, n)) as 1 | 2 | 3 } });
}

export function resetExercises(ids: readonly string[]): void {
  const stars: Record<string, 1 | 2 | 3> = { ...readStars() };
  for (const id of ids) delete stars[id];
  writeStore(LESSONS_STORE, { stars });
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
