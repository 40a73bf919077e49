/**
 * An exercise's words, looked up by id in the exercise catalogue when the page is built: the
 * data (the other files here) hold positions and checks, the catalogue holds what is said about
 * them, and each language's build reads its own twin (src/i18n/runtime/langBuild.ts). Build time only,
 * so a lesson page ships the words of its own exercises (in their islands' props), never the
 * whole catalogue. A rule's number in the words is a placeholder ("{deadline:0}", see
 * src/content/ruleNumber.ts), filled here from the engine under the exercise's own rules.
 */
import { ruleFacts } from '../../engine/reference.ts';
import { figureText } from '#words/figures';
import { exampleTitles, exerciseWords } from '#words/lesson-exercises';
import { num } from '../../i18n/runtime/numbers.ts';
import { fillRuleNumbers, isOrdinal } from '../ruleNumber.ts';
import { rulesOf } from './deals.ts';
import type { Exercise, ExerciseWords, PlayExercise } from './types.ts';

// Looked up by a plain string id: the catalogue's type already guarantees every exercise has words.
const catalogue: Readonly<Record<string, ExerciseWords & { readonly ruleOfThumb?: string }>> = exerciseWords;
const titles: Readonly<Record<string, string>> = exampleTitles;

function entry(ex: Exercise) {
  if (!Object.hasOwn(catalogue, ex.id)) throw new Error(`exercise "${ex.id}" has no words in the exercise catalogue`);
  return catalogue[ex.id];
}

/** A text of the exercise with its rule numbers filled in, as the exercise's rules give them. */
function filled(ex: Exercise, text: string): string {
  if (!text.includes('{')) return text;
  return fillRuleNumbers(text, ruleFacts(rulesOf(ex.fixed)), (value, n) => (isOrdinal(n) ? figureText.ordinal(value) : num(value)));
}

export function wordsOf(ex: Exercise): ExerciseWords {
  const { title, goal, hints, explanation } = entry(ex);
  const fill = (text: string) => filled(ex, text);
  return { title: fill(title), goal: fill(goal), hints: hints.map(fill), explanation: fill(explanation) };
}

export function ruleOfThumbOf(ex: PlayExercise): string {
  const rule = entry(ex).ruleOfThumb;
  if (rule === undefined) throw new Error(`play exercise "${ex.id}" has no rule of thumb in the exercise catalogue`);
  return filled(ex, rule);
}

/** The title of a worked example (src/content/exercises/examples.ts). */
export function exampleTitle(id: string): string {
  if (!Object.hasOwn(titles, id)) throw new Error(`worked example "${id}" has no title in the exercise catalogue`);
  return titles[id];
}
