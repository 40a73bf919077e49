/**
 * At build time (the table's pages only; the island gets the result as a prop): the exercises
 * of each lesson the table asks about. A slug that is not on the learning path fails the build.
 */
import { exercisesOf } from '../../content/exercises/index.ts';
import { LESSON_ORDER } from '../../content/path.ts';
import { TABLE_LESSONS, type LessonExercises } from './tableLessons.ts';

export function tableLessonExercises(): LessonExercises {
  const missing = TABLE_LESSONS.filter((slug) => !LESSON_ORDER.includes(slug));
  if (missing.length) throw new Error(`src/components/practice/tableLessons.ts names lessons that are not on the learning path: ${missing.join(', ')}`);
  return Object.fromEntries(TABLE_LESSONS.map((slug) => [slug, exercisesOf(slug).map((e) => e.id)]));
}
