/**
 * Announcement drill: in a position, select every call the seat may make now. The engine's
 * `announcementRefusal` decides each call; a refused pick keeps the engine's reason.
 */
import { assign, not, setup } from 'xstate';
import type { AnnouncementRefusal } from '../engine/announcements.ts';
import { announcementRefusal, type DealState } from '../engine/deal.ts';
import type { Seat } from '../engine/parties.ts';
import { CALLS, type Call } from '../engine/scoring.ts';

export interface AnnounceDrillInput {
  readonly state: DealState;
  readonly seat: Seat;
  readonly hintCount?: number;
}
export type AnnounceFeedback =
  | { readonly code: 'allowed'; readonly call: Call }
  | { readonly code: 'already'; readonly call: Call }
  | { readonly code: 'refused'; readonly call: Call; readonly refusal: AnnouncementRefusal };
export interface AnnounceDrillContext {
  readonly state: DealState;
  readonly seat: Seat;
  readonly refusals: Readonly<Record<Call, AnnouncementRefusal | null>>;
  readonly legal: readonly Call[];
  readonly marked: readonly Call[];
  readonly wrong: readonly Call[];
  readonly feedback: AnnounceFeedback | null;
  readonly mistakes: number;
  readonly hints: number;
  readonly hintCount: number;
}
export type AnnounceDrillEvent = { type: 'PICK'; call: Call } | { type: 'HINT' } | { type: 'RESET' };

export const announcementDrillMachine = setup({
  types: { context: {} as AnnounceDrillContext, events: {} as AnnounceDrillEvent, input: {} as AnnounceDrillInput },
  actions: {
    mark: assign(({ context, event }) =>
      event.type === 'PICK' ? { marked: [...context.marked, event.call], feedback: { code: 'allowed', call: event.call } as const } : {},
    ),
    already: assign(({ event }) => (event.type === 'PICK' ? { feedback: { code: 'already', call: event.call } as const } : {})),
    reject: assign(({ context, event }) => {
      if (event.type !== 'PICK') return {};
      return {
        feedback: { code: 'refused', call: event.call, refusal: context.refusals[event.call]! } as const,
        mistakes: context.mistakes + 1,
        wrong: context.wrong.includes(event.call) ? context.wrong : [...context.wrong, event.call],
      };
    }),
    hint: assign({ hints: ({ context }) => context.hints + 1 }),
    reset: assign({ marked: [], wrong: [], feedback: null, mistakes: 0, hints: 0 }),
  },
  guards: {
    known: ({ event }) => event.type === 'PICK' && CALLS.includes(event.call),
    alreadyMarked: ({ context, event }) => event.type === 'PICK' && context.marked.includes(event.call),
    isLegal: ({ context, event }) => event.type === 'PICK' && context.legal.includes(event.call),
    allFound: ({ context }) => context.legal.every((c) => context.marked.includes(c)),
    hintLeft: ({ context }) => context.hints < context.hintCount,
  },
}).createMachine({
  id: 'announcementDrill',
  context: ({ input }) => {
    const refusals = Object.fromEntries(CALLS.map((c) => [c, announcementRefusal(input.state, input.seat, c)])) as Record<Call, AnnouncementRefusal | null>;
    return {
      state: input.state,
      seat: input.seat,
      refusals,
      legal: CALLS.filter((c) => refusals[c] === null),
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
          { guard: not('known') },
          { guard: 'alreadyMarked', actions: 'already' },
          { guard: 'isLegal', actions: 'mark' },
          { actions: 'reject' },
        ],
      },
    },
    done: {},
  },
});
