/**
 * The lesson exercises as the set pages see them: id → lesson, title, goal and explanation.
 * The one place that knows the exercise registry (src/content/exercises); the composer lists
 * it, the resolver looks ids up in it, the runner sends the learner to the exercise in its
 * lesson (`/learn/<lesson>/?exercise=<id>`) and reads the stars it earned there.
 */
import { EXERCISES } from '../../content/exercises/index.ts';
import type { ExerciseEntry } from './resolve.ts';

const entryOf = (e: (typeof EXERCISES)[number]): ExerciseEntry => ({ id: e.id, lesson: e.lesson, title: e.title, goal: e.goal, explanation: e.explanation });

const BY_ID = new Map(EXERCISES.map((e) => [e.id, entryOf(e)]));

export function findExercise(id: string): ExerciseEntry | undefined {
  return BY_ID.get(id);
}

/** Every exercise, in the registry's order (lesson by lesson). */
export const EXERCISE_ENTRIES: readonly ExerciseEntry[] = [...BY_ID.values()];

/** Where the exercise is done: its lesson page, scrolled to it. */
export const exerciseHref = (e: ExerciseEntry): string => `/learn/${e.lesson}/?exercise=${e.id}#exercise-${e.id}`;
