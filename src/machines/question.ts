/** A question with one right answer that the engine computed (a trick's winner, a point count). */
import { assign, setup } from 'xstate';

export interface QuestionInput {
  readonly answer: string;
  readonly hintCount?: number;
}
export interface QuestionContext {
  readonly answer: string;
  readonly given: string | null;
  readonly mistakes: number;
  readonly hints: number;
  readonly hintCount: number;
}
export type QuestionEvent = { type: 'ANSWER'; value: string } | { type: 'HINT' } | { type: 'RESET' };

const answerTransitions = [
  { guard: 'correct' as const, target: 'solved', actions: 'remember' as const },
  { target: 'wrong', actions: ['remember', 'countMistake'] as const },
];

export const questionMachine = setup({
  types: { context: {} as QuestionContext, events: {} as QuestionEvent, input: {} as QuestionInput },
  actions: {
    remember: assign({ given: ({ event }) => (event.type === 'ANSWER' ? event.value : null) }),
    countMistake: assign({ mistakes: ({ context }) => context.mistakes + 1 }),
    hint: assign({ hints: ({ context }) => context.hints + 1 }),
    reset: assign({ given: null, mistakes: 0, hints: 0 }),
  },
  guards: {
    correct: ({ context, event }) => event.type === 'ANSWER' && event.value.trim() === context.answer,
    hintLeft: ({ context }) => context.hints < context.hintCount,
  },
}).createMachine({
  id: 'question',
  context: ({ input }) => ({ answer: input.answer, given: null, mistakes: 0, hints: 0, hintCount: input.hintCount ?? 0 }),
  initial: 'asking',
  on: { RESET: { target: '.asking', actions: 'reset' } },
  states: {
    asking: { on: { ANSWER: answerTransitions, HINT: { guard: 'hintLeft', actions: 'hint' } } },
    wrong: { on: { ANSWER: answerTransitions, HINT: { guard: 'hintLeft', actions: 'hint' } } },
    solved: {},
  },
});
