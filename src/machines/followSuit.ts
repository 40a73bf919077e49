/** Follow-suit drill: mark every card of the hand that may be played on the trick. */
import { assign, not, setup } from 'xstate';
import type { CardId } from '../engine/cards.ts';
import { cardOrder, type CardOrder, type OrderKind } from '../engine/order.ts';
import type { RuleSet } from '../engine/rules.ts';
import { illegalReason, type IllegalPlay } from '../engine/trick.ts';

export interface FollowInput {
  readonly hand: readonly CardId[];
  readonly trick: readonly CardId[];
  readonly kind: OrderKind;
  readonly rules: RuleSet;
  readonly hintCount?: number;
}
export type FollowFeedback =
  | { readonly code: 'legal'; readonly card: CardId }
  | { readonly code: 'already'; readonly card: CardId }
  | { readonly code: 'illegal'; readonly reason: IllegalPlay };
export interface FollowContext {
  readonly hand: readonly CardId[];
  readonly trick: readonly CardId[];
  readonly order: CardOrder;
  /** Indices of the hand's cards the engine allows. */
  readonly legal: readonly number[];
  readonly marked: readonly number[];
  readonly wrong: readonly number[];
  readonly feedback: FollowFeedback | null;
  readonly mistakes: number;
  readonly hints: number;
  readonly hintCount: number;
}
export type FollowEvent = { type: 'PICK'; index: number } | { type: 'HINT' } | { type: 'RESET' };

const reasonFor = (c: Pick<FollowContext, 'hand' | 'trick' | 'order'>, i: number) => illegalReason(c.hand[i], c.hand, c.trick, c.order);

export const followMachine = setup({
  types: { context: {} as FollowContext, events: {} as FollowEvent, input: {} as FollowInput },
  actions: {
    mark: assign(({ context, event }) =>
      event.type === 'PICK'
        ? { marked: [...context.marked, event.index], feedback: { code: 'legal', card: context.hand[event.index] } as const }
        : {},
    ),
    already: assign(({ context, event }) =>
      event.type === 'PICK' ? { feedback: { code: 'already', card: context.hand[event.index] } as const } : {},
    ),
    reject: assign(({ context, event }) => {
      if (event.type !== 'PICK') return {};
      const reason = reasonFor(context, event.index) as IllegalPlay;
      return {
        feedback: { code: 'illegal', reason } as const,
        mistakes: context.mistakes + 1,
        wrong: context.wrong.includes(event.index) ? context.wrong : [...context.wrong, event.index],
      };
    }),
    hint: assign({ hints: ({ context }) => context.hints + 1 }),
    reset: assign({ marked: [], wrong: [], feedback: null, mistakes: 0, hints: 0 }),
  },
  guards: {
    inHand: ({ context, event }) => event.type === 'PICK' && event.index >= 0 && event.index < context.hand.length,
    alreadyMarked: ({ context, event }) => event.type === 'PICK' && context.marked.includes(event.index),
    isLegal: ({ context, event }) => event.type === 'PICK' && context.legal.includes(event.index),
    allFound: ({ context }) => context.legal.every((i) => context.marked.includes(i)),
    hintLeft: ({ context }) => context.hints < context.hintCount,
  },
}).createMachine({
  id: 'followSuit',
  context: ({ input }) => {
    const order = cardOrder(input.kind, input.rules);
    const base = { hand: input.hand, trick: input.trick, order };
    return {
      ...base,
      legal: input.hand.map((_, i) => i).filter((i) => reasonFor(base, i) === null),
      marked: [],
      wrong: [],
      feedback: null,
      mistakes: 0,
      hints: 0,
      hintCount: input.hintCount ?? 0,
    };
  },
  initial: 'choosing',
  on: {
    RESET: { target: '.choosing', actions: 'reset' },
    HINT: { guard: 'hintLeft', actions: 'hint' },
  },
  states: {
    choosing: {
      always: { guard: 'allFound', target: 'done' },
      on: {
        PICK: [
          { guard: not('inHand') },
          { guard: 'alreadyMarked', actions: 'already' },
          { guard: 'isLegal', actions: 'mark' },
          { actions: 'reject' },
        ],
      },
    },
    done: {},
  },
});
