/**
 * The lesson exercises as the set pages see them; the one place that knows the exercise
 * registry (src/content/exercises). Build time only: the pages are given a small index
 * (id → lesson, title) for the composer and the resolver, and each exercise is prepared once
 * by the engine as JSON (/sets/exercise/<id>.json, the same value the lesson's island gets),
 * which the run and print pages fetch when an exercise comes up. So the registry and its
 * positions never ship to the browser with the set pages.
 */
import { DDV_RULES } from '../../engine/rules.ts';
import { EXERCISES } from '../../content/exercises/index.ts';
import { prepareExercise, type PreparedExercise } from '../../content/exercises/island.ts';
import { wordsOf } from '../../content/exercises/words.ts';
import { exerciseLookup, type ExerciseEntry, type ExerciseIndex } from './resolve.ts';

/** Every exercise, in the registry's order (lesson by lesson). */
export const EXERCISE_ENTRIES: readonly ExerciseEntry[] = EXERCISES.map((e) => ({ id: e.id, lesson: e.lesson, title: wordsOf(e).title }));

/** What the run and print pages are given: enough to name an exercise and find its lesson. */
export const EXERCISE_INDEX: ExerciseIndex = Object.fromEntries(EXERCISE_ENTRIES.map(({ id, lesson, title }) => [id, { lesson, title }]));

export const findExercise = exerciseLookup(EXERCISE_INDEX);

/**
 * An exercise as its island runs it, prepared under the DDV rules as in the lessons (the
 * answers do not depend on the rules an exercise leaves free: tests/content/exercise-rules).
 */
export function preparedExercise(id: string): PreparedExercise | undefined {
  const ex = EXERCISES.find((e) => e.id === id);
  return ex && prepareExercise(ex, DDV_RULES);
}
