/**
 * A drill round: choose a kind (or mixed) and timed or untimed, answer a few generated
 * items one by one, each graded by the engine, then a summary. Time runs on TICK events
 * (one a second, sent by the page), so the machine has no clock of its own.
 */
import { assign, setup } from 'xstate';
import type { RuleSet } from '../engine/rules.ts';
import {
  drillItem,
  drillRound,
  gradeDrill,
  type DrillAnswer,
  type DrillGrade,
  type DrillItem,
  type DrillKind,
  type RoundOptions,
} from '../engine/quiz/drills.ts';
import { HINT_STEPS } from '../engine/quiz/rating.ts';

export const ROUND_LENGTH = 8;
/** Seconds for a timed round. */
export const ROUND_SECONDS = 90;

export interface DrillResult {
  readonly item: DrillItem;
  readonly answer: DrillAnswer | null;
  readonly grade: DrillGrade;
  readonly seconds: number;
  readonly hints: number;
}

export interface DrillContext {
  readonly kind: DrillKind | 'mixed';
  readonly timed: boolean;
  readonly seed: number;
  readonly rules: RuleSet | null;
  readonly items: readonly DrillItem[];
  readonly index: number;
  readonly hints: number;
  /** Seconds spent on the current item. */
  readonly itemSeconds: number;
  /** Seconds left in a timed round. */
  readonly remaining: number;
  readonly results: readonly DrillResult[];
  readonly timeUp: boolean;
}

export type DrillEvent =
  | {
      type: 'START';
      kind: DrillKind | 'mixed';
      timed: boolean;
      seed: number;
      rules: RuleSet;
      /** Replay the one item `seed` of `kind`. */
      single?: boolean;
      /** What the round may ask (engine/quiz/drills.ts RoundOptions): a mixed round's kinds, solo games or not. */
      options?: RoundOptions;
    }
  | { type: 'ANSWER'; answer: DrillAnswer }
  | { type: 'HINT' }
  | { type: 'NEXT' }
  | { type: 'TICK' }
  | { type: 'SETUP' };

const EMPTY = { items: [], index: 0, hints: 0, itemSeconds: 0, remaining: ROUND_SECONDS, results: [], timeUp: false };

export const drillMachine = setup({
  types: { context: {} as DrillContext, events: {} as DrillEvent },
  actions: {
    start: assign(({ event }) => {
      if (event.type !== 'START') return {};
      // A round comes easiest first, in what the learner has covered (options); a single item replays as it was.
      const items =
        event.single && event.kind !== 'mixed'
          ? [drillItem(event.kind, event.seed, event.rules)]
          : drillRound(event.kind, ROUND_LENGTH, event.seed, event.rules, event.options);
      return { ...EMPTY, kind: event.kind, timed: event.timed && !event.single, seed: event.seed, rules: event.rules, items };
    }),
    answer: assign(({ context, event }) => {
      if (event.type !== 'ANSWER') return {};
      const item = context.items[context.index];
      const result: DrillResult = { item, answer: event.answer, grade: gradeDrill(item, event.answer), seconds: context.itemSeconds, hints: context.hints };
      return { results: [...context.results, result] };
    }),
    hint: assign({ hints: ({ context }) => context.hints + 1 }),
    next: assign({ index: ({ context }) => context.index + 1, hints: 0, itemSeconds: 0 }),
    tick: assign({
      itemSeconds: ({ context }) => context.itemSeconds + 1,
      remaining: ({ context }) => (context.timed ? Math.max(0, context.remaining - 1) : context.remaining),
    }),
    timeUp: assign({ timeUp: true }),
    clear: assign(EMPTY),
  },
  guards: {
    hintLeft: ({ context }) => context.hints < HINT_STEPS,
    moreItems: ({ context }) => context.index + 1 < context.items.length,
    outOfTime: ({ context }) => context.timed && context.remaining <= 0,
    rightKind: ({ context, event }) => event.type === 'ANSWER' && event.answer.kind === context.items[context.index]?.kind,
  },
}).createMachine({
  id: 'quizDrill',
  context: { kind: 'mixed', timed: false, seed: 0, rules: null, ...EMPTY },
  initial: 'setup',
  on: { SETUP: { target: '.setup', actions: 'clear' } },
  states: {
    setup: { on: { START: { target: 'asking', actions: 'start' } } },
    asking: {
      on: {
        ANSWER: { guard: 'rightKind', target: 'feedback', actions: 'answer' },
        HINT: { guard: 'hintLeft', actions: 'hint' },
        TICK: { actions: 'tick' },
      },
      always: { guard: 'outOfTime', target: 'finished', actions: 'timeUp' },
    },
    feedback: {
      on: {
        NEXT: [{ guard: 'moreItems', target: 'asking', actions: 'next' }, { target: 'finished' }],
        TICK: { guard: ({ context }) => context.timed, actions: 'tick' },
      },
      always: { guard: 'outOfTime', target: 'finished', actions: 'timeUp' },
    },
    finished: { on: { START: { target: 'asking', actions: 'start' } } },
  },
});

/** Right answers of a round. */
export const rightCount = (c: Pick<DrillContext, 'results'>): number => c.results.filter((r) => r.grade.correct).length;
