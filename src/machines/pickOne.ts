/**
 * Pick the one right item: a card of a trick or a hand, an answer to a question, a card to
 * play. Which items are right was decided by the engine beforehand (`right`); the machine
 * only keeps the learner's picks, mistakes and hints, and after the last try (tries.ts) or on
 * request shows the solution.
 */
import { assign, setup } from 'xstate';
import { hintLeft, outOfTries } from './tries.ts';

export interface PickInput {
  /** Per item: is it a right answer? */
  readonly right: readonly boolean[];
  readonly hintCount?: number;
}
export interface PickContext {
  readonly right: readonly boolean[];
  /** The last item picked. */
  readonly picked: number | null;
  /** Every wrong item picked so far (they stay marked). */
  readonly tried: readonly number[];
  readonly mistakes: number;
  readonly hints: number;
  readonly hintCount: number;
}
export type PickEvent = { type: 'PICK'; index: number } | { type: 'HINT' } | { type: 'SHOW' } | { type: 'RESET' };

const open = {
  PICK: [
    { guard: 'outOfRange' as const },
    { guard: 'right' as const, target: 'solved', actions: 'remember' as const },
    { target: 'wrong', actions: ['remember', 'countMistake'] as const },
  ],
  HINT: { guard: 'hintLeft' as const, actions: 'hint' as const },
  SHOW: { target: 'revealed' },
};

export const pickOneMachine = setup({
  types: { context: {} as PickContext, events: {} as PickEvent, input: {} as PickInput },
  actions: {
    remember: assign(({ context, event }) =>
      event.type === 'PICK'
        ? { picked: event.index, tried: context.right[event.index] || context.tried.includes(event.index) ? context.tried : [...context.tried, event.index] }
        : {},
    ),
    countMistake: assign({ mistakes: ({ context }) => context.mistakes + 1 }),
    hint: assign({ hints: ({ context }) => context.hints + 1 }),
    reset: assign({ picked: null, tried: [], mistakes: 0, hints: 0 }),
  },
  guards: {
    outOfRange: ({ context, event }) => event.type === 'PICK' && !(event.index >= 0 && event.index < context.right.length),
    right: ({ context, event }) => event.type === 'PICK' && context.right[event.index] === true,
    hintLeft: ({ context }) => hintLeft(context),
    outOfTries: ({ context }) => outOfTries(context),
  },
}).createMachine({
  id: 'pickOne',
  context: ({ input }) => ({ right: input.right, picked: null, tried: [], mistakes: 0, hints: 0, hintCount: input.hintCount ?? 0 }),
  initial: 'asking',
  on: { RESET: { target: '.asking', actions: 'reset' } },
  states: {
    asking: { on: open },
    wrong: { always: { guard: 'outOfTries', target: 'revealed' }, on: open },
    solved: {},
    /** The solution is shown: after the last try, or on request. */
    revealed: {},
  },
});
