/**
 * "Sort this hand into trump order": pick cards highest first; the engine's order checks it.
 * A wrong order is a miss: after the last try (tries.ts) or on request the solution shows.
 */
import { assign, setup } from 'xstate';
import { hintLeft, outOfTries } from './tries.ts';
import type { CardId } from '../engine/cards.ts';
import type { CardOrder } from '../engine/order.ts';
import { sortProblem, type SortProblem } from './sortCheck.ts';

export interface SortInput {
  readonly hand: readonly CardId[];
  /** The engine's card order of the game. */
  readonly order: CardOrder;
  readonly hintCount?: number;
}
export interface SortContext {
  readonly hand: readonly CardId[];
  readonly order: CardOrder;
  /** Indices into `hand`, in the order the learner placed them. */
  readonly placed: readonly number[];
  readonly problem: SortProblem | null;
  readonly mistakes: number;
  readonly hints: number;
  readonly hintCount: number;
}
export type SortEvent = { type: 'PLACE'; index: number } | { type: 'UNDO' } | { type: 'RETRY' } | { type: 'HINT' } | { type: 'SHOW' } | { type: 'RESET' };

export const placedCards = (c: Pick<SortContext, 'hand' | 'placed'>): CardId[] => c.placed.map((i) => c.hand[i]);

export const sortMachine = setup({
  types: { context: {} as SortContext, events: {} as SortEvent, input: {} as SortInput },
  actions: {
    place: assign({ placed: ({ context, event }) => (event.type === 'PLACE' ? [...context.placed, event.index] : context.placed) }),
    undo: assign({ placed: ({ context }) => context.placed.slice(0, -1), problem: null }),
    findProblem: assign({ problem: ({ context }) => sortProblem(placedCards(context), context.order) }),
    countMistake: assign({ mistakes: ({ context }) => context.mistakes + 1 }),
    /** Keep the correct beginning; take back from the first misplaced card on. */
    keepCorrectPart: assign({ placed: ({ context }) => context.placed.slice(0, context.problem?.at ?? 0), problem: null }),
    hint: assign({ hints: ({ context }) => context.hints + 1 }),
    reset: assign({ placed: [], problem: null, mistakes: 0, hints: 0 }),
  },
  guards: {
    canPlace: ({ context, event }) => event.type === 'PLACE' && event.index >= 0 && event.index < context.hand.length && !context.placed.includes(event.index),
    allPlaced: ({ context }) => context.placed.length === context.hand.length,
    sorted: ({ context }) => sortProblem(placedCards(context), context.order) === null,
    hasPlaced: ({ context }) => context.placed.length > 0,
    hintLeft: ({ context }) => hintLeft(context),
    outOfTries: ({ context }) => outOfTries(context),
  },
}).createMachine({
  id: 'sortHand',
  context: ({ input }) => ({
    hand: input.hand,
    order: input.order,
    placed: [],
    problem: null,
    mistakes: 0,
    hints: 0,
    hintCount: input.hintCount ?? 0,
  }),
  initial: 'sorting',
  on: {
    RESET: { target: '.sorting', actions: 'reset' },
  },
  states: {
    sorting: {
      always: { guard: 'allPlaced', target: 'checking' },
      on: {
        PLACE: { guard: 'canPlace', actions: 'place' },
        UNDO: { guard: 'hasPlaced', actions: 'undo' },
        HINT: { guard: 'hintLeft', actions: 'hint' },
        SHOW: { target: 'revealed', actions: 'findProblem' },
      },
    },
    checking: {
      always: [
        { guard: 'sorted', target: 'solved' },
        { target: 'wrong', actions: ['findProblem', 'countMistake'] },
      ],
    },
    wrong: {
      always: { guard: 'outOfTries', target: 'revealed' },
      on: {
        RETRY: { target: 'sorting', actions: 'keepCorrectPart' },
        UNDO: { target: 'sorting', actions: 'undo' },
        HINT: { guard: 'hintLeft', actions: 'hint' },
        SHOW: { target: 'revealed' },
      },
    },
    solved: {},
    /** The solution is shown: after the last try, or on request (with the first problem of the order so far). */
    revealed: {},
  },
});
