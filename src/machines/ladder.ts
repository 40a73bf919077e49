/** Trump ladder: pick a contract, see its trumps high → low under a rule set. */
import { assign, setup } from 'xstate';
import { cardOrder, type CardOrder, type OrderKind } from '../engine/order.ts';
import type { RuleSet } from '../engine/rules.ts';

export interface LadderContext {
  readonly kind: OrderKind;
  readonly rules: RuleSet;
  readonly order: CardOrder;
}
export type LadderEvent = { type: 'PICK'; kind: OrderKind } | { type: 'RULES'; rules: RuleSet };

export const ladderMachine = setup({
  types: {
    context: {} as LadderContext,
    events: {} as LadderEvent,
    input: {} as { kind?: OrderKind; rules: RuleSet },
  },
  actions: {
    pick: assign(({ context, event }) => (event.type === 'PICK' ? { kind: event.kind, order: cardOrder(event.kind, context.rules) } : {})),
    setRules: assign(({ context, event }) => (event.type === 'RULES' ? { rules: event.rules, order: cardOrder(context.kind, event.rules) } : {})),
  },
  guards: {
    hasTrumps: ({ context }) => context.order.trumps.length > 0,
  },
}).createMachine({
  id: 'ladder',
  context: ({ input }) => ({ kind: input.kind ?? 'normal', rules: input.rules, order: cardOrder(input.kind ?? 'normal', input.rules) }),
  initial: 'route',
  on: {
    PICK: { target: '.route', actions: 'pick' },
    RULES: { target: '.route', actions: 'setRules' },
  },
  states: {
    route: { always: [{ guard: 'hasTrumps', target: 'trumps' }, { target: 'noTrumps' }] },
    trumps: {},
    noTrumps: {},
  },
});
