/**
 * An exercise made ready for its island: which widget runs it, the widget's props as the
 * engine prepared them, and the static parts around it (the position, what is shown once it
 * is solved). Used by the lessons (widgets/Exercise.astro) and by the problem sets, which
 * fetch the same value as JSON (/sets/exercise/<id>.json), so an exercise is one thing
 * wherever it runs. Everything here is plain data (it survives JSON).
 */
import type { RuleSet } from '../../engine/rules.ts';
import { contextOf, revealOf, type ExerciseContext, type ExerciseReveal } from './context.ts';
import { exerciseRules, prepareItems, prepareNumber, prepareOrder, prepareParties, prepareReservation, prepareSheet } from './prepare.ts';
import type { Exercise } from './types.ts';
import type { ItemsData, NumberData, OrderData, PartiesData, ReservationData, SheetData } from './verdicts.ts';

export type ExerciseWidget =
  | { readonly widget: 'pickOne'; readonly data: ItemsData }
  | { readonly widget: 'selectAll'; readonly data: ItemsData }
  | { readonly widget: 'number'; readonly data: NumberData }
  | { readonly widget: 'order'; readonly data: OrderData }
  | { readonly widget: 'parties'; readonly data: PartiesData }
  | { readonly widget: 'reservation'; readonly data: ReservationData }
  | { readonly widget: 'sheet'; readonly data: SheetData };

export type PreparedExercise = ExerciseWidget & {
  /** The rules it is played under (the learner's, with the exercise's pinned rules on top). */
  readonly rules: RuleSet;
  readonly context: ExerciseContext | null;
  readonly reveal: ExerciseReveal | null;
};

function widgetOf(ex: Exercise, learner: RuleSet): ExerciseWidget {
  switch (ex.kind) {
    case 'pick':
    case 'choose':
    case 'play':
      return { widget: 'pickOne', data: prepareItems(ex, learner) };
    case 'select':
    case 'calls':
      return { widget: 'selectAll', data: prepareItems(ex, learner) };
    case 'number':
      return { widget: 'number', data: prepareNumber(ex, learner) };
    case 'order':
      return { widget: 'order', data: prepareOrder(ex, learner) };
    case 'parties':
      return { widget: 'parties', data: prepareParties(ex, learner) };
    case 'reservation':
      return { widget: 'reservation', data: prepareReservation(ex, learner) };
    case 'sheet':
      return { widget: 'sheet', data: prepareSheet(ex, learner) };
  }
}

export function prepareExercise(ex: Exercise, learner: RuleSet): PreparedExercise {
  const rules = exerciseRules(ex, learner);
  return { ...widgetOf(ex, learner), rules, context: contextOf(ex, rules), reveal: revealOf(ex) };
}
