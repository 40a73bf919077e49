/**
 * Answer with a number the engine computed (card points, a target, a player's score).
 * Text that is not a whole number is refused without counting as a mistake; after the last
 * try (tries.ts) or on request the solution shows.
 */
import { assign, setup } from 'xstate';
import { hintLeft, outOfTries } from './tries.ts';

export interface NumberInput {
  readonly answer: number;
  readonly hintCount?: number;
}
export interface NumberContext {
  readonly answer: number;
  readonly given: number | null;
  readonly mistakes: number;
  readonly hints: number;
  readonly hintCount: number;
}
/** `value` is null when the text typed is not a number. */
export type NumberEvent = { type: 'ANSWER'; value: number | null } | { type: 'HINT' } | { type: 'SHOW' } | { type: 'RESET' };

const answer = [
  { guard: 'notANumber' as const, target: 'invalid' },
  { guard: 'correct' as const, target: 'solved', actions: 'remember' as const },
  { target: 'wrong', actions: ['remember', 'countMistake'] as const },
];
const open = { ANSWER: answer, HINT: { guard: 'hintLeft' as const, actions: 'hint' as const }, SHOW: { target: 'revealed' } };

export const numberAnswerMachine = setup({
  types: { context: {} as NumberContext, events: {} as NumberEvent, input: {} as NumberInput },
  actions: {
    remember: assign({ given: ({ event }) => (event.type === 'ANSWER' ? event.value : null) }),
    countMistake: assign({ mistakes: ({ context }) => context.mistakes + 1 }),
    hint: assign({ hints: ({ context }) => context.hints + 1 }),
    reset: assign({ given: null, mistakes: 0, hints: 0 }),
  },
  guards: {
    notANumber: ({ event }) => event.type === 'ANSWER' && event.value === null,
    correct: ({ context, event }) => event.type === 'ANSWER' && event.value === context.answer,
    hintLeft: ({ context }) => hintLeft(context),
    outOfTries: ({ context }) => outOfTries(context),
  },
}).createMachine({
  id: 'numberAnswer',
  context: ({ input }) => ({ answer: input.answer, given: null, mistakes: 0, hints: 0, hintCount: input.hintCount ?? 0 }),
  initial: 'asking',
  on: { RESET: { target: '.asking', actions: 'reset' } },
  states: {
    asking: { on: open },
    invalid: { on: open },
    wrong: { always: { guard: 'outOfTries', target: 'revealed' }, on: open },
    solved: {},
    /** The solution is shown: after the last try, or on request. */
    revealed: {},
  },
});

/** A whole number as typed: "-18", "+6", "−18" (typographic minus), " 6 "; counts may not be negative. Else null. */
export function readNumber(text: string, signed: boolean): number | null {
  const t = text.trim().replace('−', '-');
  return (signed ? /^[+-]?\d{1,4}$/ : /^\+?\d{1,4}$/).test(t) ? Number(t) : null;
}
