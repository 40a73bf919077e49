/**
 * An exercise's words, looked up by id in the exercise catalogue when the page is built: the
 * data (the other files here) hold positions and checks, the catalogue holds what is said about
 * them, and each language's build reads its own twin (src/i18n/langBuild.ts). Build time only,
 * so a lesson page ships the words of its own exercises (in their islands' props), never the
 * whole catalogue.
 */
import { exampleTitles, exerciseWords } from '../../i18n/en-lesson-exercises.ts';
import type { Exercise, ExerciseWords, PlayExercise } from './types.ts';

// Looked up by a plain string id: the catalogue's type already guarantees every exercise has words.
const catalogue: Readonly<Record<string, ExerciseWords & { readonly ruleOfThumb?: string }>> = exerciseWords;
const titles: Readonly<Record<string, string>> = exampleTitles;

function entry(ex: Exercise) {
  if (!Object.hasOwn(catalogue, ex.id)) throw new Error(`exercise "${ex.id}" has no words in the exercise catalogue`);
  return catalogue[ex.id];
}

export function wordsOf(ex: Exercise): ExerciseWords {
  const { title, goal, hints, explanation } = entry(ex);
  return { title, goal, hints, explanation };
}

export function ruleOfThumbOf(ex: PlayExercise): string {
  const rule = entry(ex).ruleOfThumb;
  if (rule === undefined) throw new Error(`play exercise "${ex.id}" has no rule of thumb in the exercise catalogue`);
  return rule;
}

/** The title of a worked example (src/content/exercises/examples.ts). */
export function exampleTitle(id: string): string {
  if (!Object.hasOwn(titles, id)) throw new Error(`worked example "${id}" has no title in the exercise catalogue`);
  return titles[id];
}
