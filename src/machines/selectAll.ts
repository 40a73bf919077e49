/**
 * Select every right item: the cards that may be played, the trumps of a hand, the calls
 * that are still allowed. The engine decided beforehand which items are right (`right`);
 * every pick is answered at once, and the exercise is done when all right items are found.
 * A wrong pick counts as a miss: after the last try (tries.ts) or on request the solution shows.
 */
import { assign, setup } from 'xstate';
import { hintLeft, outOfTries } from './tries.ts';

export interface SelectInput {
  readonly right: readonly boolean[];
  readonly hintCount?: number;
}
/** The answer to the last pick. */
export type SelectFeedback = { readonly index: number; readonly code: 'right' | 'wrong' | 'already' };
export interface SelectContext {
  readonly right: readonly boolean[];
  readonly marked: readonly number[];
  readonly wrong: readonly number[];
  readonly last: SelectFeedback | null;
  readonly mistakes: number;
  readonly hints: number;
  readonly hintCount: number;
}
export type SelectEvent = { type: 'PICK'; index: number } | { type: 'HINT' } | { type: 'SHOW' } | { type: 'RESET' };

export const selectAllMachine = setup({
  types: { context: {} as SelectContext, events: {} as SelectEvent, input: {} as SelectInput },
  actions: {
    mark: assign(({ context, event }) =>
      event.type === 'PICK' ? { marked: [...context.marked, event.index], last: { index: event.index, code: 'right' } as const } : {},
    ),
    already: assign(({ event }) => (event.type === 'PICK' ? { last: { index: event.index, code: 'already' } as const } : {})),
    reject: assign(({ context, event }) =>
      event.type === 'PICK'
        ? {
            last: { index: event.index, code: 'wrong' } as const,
            mistakes: context.mistakes + 1,
            wrong: context.wrong.includes(event.index) ? context.wrong : [...context.wrong, event.index],
          }
        : {},
    ),
    hint: assign({ hints: ({ context }) => context.hints + 1 }),
    reset: assign({ marked: [], wrong: [], last: null, mistakes: 0, hints: 0 }),
  },
  guards: {
    outOfRange: ({ context, event }) => event.type === 'PICK' && !(event.index >= 0 && event.index < context.right.length),
    alreadyMarked: ({ context, event }) => event.type === 'PICK' && context.marked.includes(event.index),
    isRight: ({ context, event }) => event.type === 'PICK' && context.right[event.index] === true,
    allFound: ({ context }) => context.right.every((r, i) => !r || context.marked.includes(i)),
    hintLeft: ({ context }) => hintLeft(context),
    outOfTries: ({ context }) => outOfTries(context),
  },
}).createMachine({
  id: 'selectAll',
  context: ({ input }) => ({ right: input.right, marked: [], wrong: [], last: null, mistakes: 0, hints: 0, hintCount: input.hintCount ?? 0 }),
  initial: 'choosing',
  on: {
    RESET: { target: '.choosing', actions: 'reset' },
  },
  states: {
    choosing: {
      always: [
        { guard: 'allFound', target: 'done' },
        { guard: 'outOfTries', target: 'revealed' },
      ],
      on: {
        HINT: { guard: 'hintLeft', actions: 'hint' },
        SHOW: { target: 'revealed' },
        PICK: [{ guard: 'outOfRange' }, { guard: 'alreadyMarked', actions: 'already' }, { guard: 'isRight', actions: 'mark' }, { actions: 'reject' }],
      },
    },
    done: {},
    /** The solution is shown: after the last try, or on request. */
    revealed: {},
  },
});
