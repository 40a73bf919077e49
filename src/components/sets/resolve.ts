/**
 * From a read set to what a page can run, show and print: every item looked up in the
 * catalogues it names (lesson exercises, curated lead problems), hands read by the engine's
 * notation parser, rules checked by the engine. An item that cannot be found stays in its
 * place as a broken entry that names it and says why; the others run.
 */
import type { CardId } from '../../engine/cards.ts';
import { parseHand, type NotationError } from '../../engine/notation.ts';
import type { CheckedProblem } from '../../engine/quiz/problems.ts';
import type { ScoreLevel } from '../../engine/quiz/kinds.ts';
import { parseRules, type RuleSet } from '../../engine/rules.ts';
import type { ItemKind, ItemProblem, ReadSet, RuleOverrides, SetItem } from './format.ts';
import { describeInputProblem } from '#words/record';
import { PREFERRED_LETTERS } from '#words/notation';

/** What the set pages need of a lesson exercise to name it; the registry behind it is in exercises.ts. */
export interface ExerciseEntry {
  readonly id: string;
  /** Slug of the lesson that shows it. */
  readonly lesson: string;
  readonly title: string;
}

/** The exercises by id, as the pages are given them when they are built. */
export type ExerciseIndex = Readonly<Record<string, { readonly lesson: string; readonly title: string }>>;

/** Look an id up in an index (an id from a link is never trusted as a key: `Object.hasOwn`). */
export const exerciseLookup =
  (index: ExerciseIndex) =>
  (id: string): ExerciseEntry | undefined =>
    Object.hasOwn(index, id) ? { id, lesson: index[id].lesson, title: index[id].title } : undefined;

export interface Catalogues {
  readonly exercise: (id: string) => ExerciseEntry | undefined;
  readonly leadProblem: (id: string) => CheckedProblem | undefined;
}

export type RunItem =
  | { readonly kind: 'exercise'; readonly exercise: ExerciseEntry }
  | { readonly kind: 'score'; readonly level: ScoreLevel; readonly seed: number; readonly rules: RuleSet }
  | { readonly kind: 'lead'; readonly problem: CheckedProblem }
  | { readonly kind: 'leadSeed'; readonly seed: number; readonly rules: RuleSet }
  | { readonly kind: 'hand'; readonly text: string; readonly hand: readonly CardId[]; readonly rules: RuleSet };

/** Why an item that was read cannot run. */
export type Missing =
  | { readonly code: 'unknownExercise' }
  | { readonly code: 'unknownProblem' }
  | { readonly code: 'badHand'; readonly error: NotationError }
  | { readonly code: 'badRules'; readonly message: string };

export type Entry =
  | { readonly ok: true; readonly index: number; readonly item: SetItem; readonly run: RunItem }
  | {
      readonly ok: false;
      readonly index: number;
      /** What the item was meant to be, when that much could be read. */
      readonly kind: ItemKind | null;
      /** The item as read, when it was readable (names what could not be found). */
      readonly item: SetItem | null;
      readonly why: ItemProblem | Missing;
    };

export interface ResolvedSet {
  readonly title: string;
  readonly entries: readonly Entry[];
  /** The set's rules for generated items (DDV when the link names none). */
  readonly rules: RuleSet | null;
}

function rulesOf(overrides: RuleOverrides | undefined): { ok: true; rules: RuleSet } | { ok: false; message: string } {
  const r = parseRules(overrides ?? {});
  return r.ok ? { ok: true, rules: r.value } : { ok: false, message: describeInputProblem(r.error.problem) };
}

function resolveItem(item: SetItem, setRules: ReturnType<typeof rulesOf>, cat: Catalogues): { run: RunItem } | { why: Missing } {
  switch (item.kind) {
    case 'exercise': {
      const exercise = cat.exercise(item.id);
      return exercise ? { run: { kind: 'exercise', exercise } } : { why: { code: 'unknownExercise' } };
    }
    case 'lead': {
      const problem = cat.leadProblem(item.problem);
      return problem ? { run: { kind: 'lead', problem } } : { why: { code: 'unknownProblem' } };
    }
    case 'score':
      return setRules.ok
        ? { run: { kind: 'score', level: item.level, seed: item.seed, rules: setRules.rules } }
        : { why: { code: 'badRules', message: setRules.message } };
    case 'leadSeed':
      return setRules.ok ? { run: { kind: 'leadSeed', seed: item.seed, rules: setRules.rules } } : { why: { code: 'badRules', message: setRules.message } };
    case 'hand': {
      const own = item.rules ? rulesOf(item.rules) : setRules;
      if (!own.ok) return { why: { code: 'badRules', message: own.message } };
      const hand = parseHand(item.hand, own.rules, { prefer: PREFERRED_LETTERS });
      return hand.ok ? { run: { kind: 'hand', text: item.hand, hand: hand.value, rules: own.rules } } : { why: { code: 'badHand', error: hand.error } };
    }
  }
}

export function resolveSet(set: ReadSet, cat: Catalogues): ResolvedSet {
  const setRules = rulesOf(set.rules);
  const entries = set.items.map((r, index): Entry => {
    if (!r.ok) return { ok: false, index, kind: r.kind, item: null, why: r.problem };
    const out = resolveItem(r.item, setRules, cat);
    return 'run' in out ? { ok: true, index, item: r.item, run: out.run } : { ok: false, index, kind: r.item.kind, item: r.item, why: out.why };
  });
  return { title: set.title, entries, rules: setRules.ok ? setRules.rules : null };
}
