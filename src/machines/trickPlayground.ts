/** Trick playground: play up to four cards; the engine names the winner, explainTrick says why. */
import { assign, setup } from 'xstate';
import { cardKinds, type CardId } from '../engine/cards.ts';
import { cardOrder, type CardOrder, type OrderKind } from '../engine/order.ts';
import type { RuleSet } from '../engine/rules.ts';
import { explainTrick, type TrickOutcome } from '../engine/trick.ts';

export interface TrickInput {
  readonly kind?: OrderKind;
  readonly rules: RuleSet;
  readonly cards?: readonly CardId[];
  readonly lastTrick?: boolean;
}
export interface TrickContext {
  readonly kind: OrderKind;
  readonly rules: RuleSet;
  readonly order: CardOrder;
  readonly cards: readonly CardId[];
  readonly lastTrick: boolean;
  readonly outcome: TrickOutcome | null;
}
export type TrickEvent =
  | { type: 'PLAY'; card: CardId }
  | { type: 'UNDO' }
  | { type: 'CLEAR' }
  | { type: 'KIND'; kind: OrderKind }
  | { type: 'RULES'; rules: RuleSet }
  | { type: 'LAST_TRICK'; value: boolean };

/** How many more copies of `card` may still go into the trick (two of each in the pack). */
export function copiesLeft(c: Pick<TrickContext, 'cards' | 'rules'>, card: CardId): number {
  if (!cardKinds(c.rules).includes(card)) return 0;
  return 2 - c.cards.filter((x) => x === card).length;
}

export const TRICK_SIZE = 4;

export const trickMachine = setup({
  types: { context: {} as TrickContext, events: {} as TrickEvent, input: {} as TrickInput },
  actions: {
    play: assign({ cards: ({ context, event }) => (event.type === 'PLAY' ? [...context.cards, event.card] : context.cards) }),
    undo: assign({ cards: ({ context }) => context.cards.slice(0, -1), outcome: null }),
    clear: assign({ cards: [], outcome: null }),
    setKind: assign(({ context, event }) => (event.type === 'KIND' ? { kind: event.kind, order: cardOrder(event.kind, context.rules) } : {})),
    setRules: assign(({ context, event }) => {
      if (event.type !== 'RULES') return {};
      const present = cardKinds(event.rules);
      return { rules: event.rules, order: cardOrder(context.kind, event.rules), cards: context.cards.filter((c) => present.includes(c)) };
    }),
    setLast: assign({ lastTrick: ({ context, event }) => (event.type === 'LAST_TRICK' ? event.value : context.lastTrick) }),
    evaluate: assign({ outcome: ({ context }) => explainTrick(context.cards, context.order, context.rules, context.lastTrick) }),
  },
  guards: {
    canPlay: ({ context, event }) => event.type === 'PLAY' && context.cards.length < TRICK_SIZE && copiesLeft(context, event.card) > 0,
    full: ({ context }) => context.cards.length === TRICK_SIZE,
    hasCards: ({ context }) => context.cards.length > 0,
  },
}).createMachine({
  id: 'trickPlayground',
  context: ({ input }) => {
    const kind = input.kind ?? 'normal';
    const present = cardKinds(input.rules);
    return {
      kind,
      rules: input.rules,
      order: cardOrder(kind, input.rules),
      cards: (input.cards ?? []).filter((c) => present.includes(c)).slice(0, TRICK_SIZE),
      lastTrick: input.lastTrick ?? false,
      outcome: null,
    };
  },
  initial: 'route',
  on: {
    CLEAR: { target: '.route', actions: 'clear' },
    KIND: { target: '.route', actions: 'setKind' },
    RULES: { target: '.route', actions: 'setRules' },
    LAST_TRICK: { target: '.route', actions: 'setLast' },
  },
  states: {
    route: { always: [{ guard: 'full', target: 'complete' }, { target: 'building' }] },
    building: {
      on: {
        PLAY: { guard: 'canPlay', target: 'route', actions: 'play' },
        UNDO: { guard: 'hasCards', actions: 'undo' },
      },
    },
    complete: {
      entry: 'evaluate',
      on: { UNDO: { target: 'building', actions: 'undo' } },
    },
  },
});
