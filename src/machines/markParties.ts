/**
 * Mark every player Re, Kontra or unknown, as far as one player can know it. The answer
 * (`expected`) comes from the engine's party evidence; the machine keeps the marks, checks
 * them and remembers which seats were wrong. A wrong check is a miss: after the last try
 * (tries.ts) or on request the solution shows.
 */
import { assign, setup } from 'xstate';
import { hintLeft, outOfTries } from './tries.ts';
import type { Party, Seat } from '../engine/parties.ts';

export type PartyMark = Party | 'unknown';

export interface MarkPartiesInput {
  readonly expected: readonly PartyMark[];
  readonly hintCount?: number;
}
export interface MarkPartiesContext {
  readonly expected: readonly PartyMark[];
  readonly marks: readonly (PartyMark | null)[];
  /** Seats marked wrongly at the last check. */
  readonly wrong: readonly Seat[];
  readonly mistakes: number;
  readonly hints: number;
  readonly hintCount: number;
}
export type MarkPartiesEvent = { type: 'MARK'; seat: Seat; mark: PartyMark } | { type: 'CHECK' } | { type: 'HINT' } | { type: 'SHOW' } | { type: 'RESET' };

const SEATS: readonly Seat[] = [0, 1, 2, 3];
const wrongSeats = (c: Pick<MarkPartiesContext, 'marks' | 'expected'>): Seat[] => SEATS.filter((seat) => c.marks[seat] !== c.expected[seat]);

const asking = { HINT: { guard: 'hintLeft' as const, actions: 'hint' as const }, SHOW: { target: 'revealed' } };

export const markPartiesMachine = setup({
  types: { context: {} as MarkPartiesContext, events: {} as MarkPartiesEvent, input: {} as MarkPartiesInput },
  actions: {
    mark: assign({
      marks: ({ context, event }) => (event.type === 'MARK' ? context.marks.map((m, i) => (i === event.seat ? event.mark : m)) : context.marks),
      wrong: ({ context, event }) => (event.type === 'MARK' ? context.wrong.filter((s) => s !== event.seat) : context.wrong),
    }),
    grade: assign({ wrong: ({ context }) => wrongSeats(context) }),
    countMistake: assign({ mistakes: ({ context }) => context.mistakes + 1 }),
    hint: assign({ hints: ({ context }) => context.hints + 1 }),
    reset: assign({ marks: [null, null, null, null], wrong: [], mistakes: 0, hints: 0 }),
  },
  guards: {
    validSeat: ({ event }) => event.type === 'MARK' && SEATS.includes(event.seat),
    incomplete: ({ context }) => context.marks.some((m) => m === null),
    allRight: ({ context }) => wrongSeats(context).length === 0,
    hintLeft: ({ context }) => hintLeft(context),
    outOfTries: ({ context }) => outOfTries(context),
  },
}).createMachine({
  id: 'markParties',
  context: ({ input }) => ({ expected: input.expected, marks: [null, null, null, null], wrong: [], mistakes: 0, hints: 0, hintCount: input.hintCount ?? 0 }),
  initial: 'marking',
  on: {
    RESET: { target: '.marking', actions: 'reset' },
  },
  states: {
    marking: {
      on: {
        ...asking,
        MARK: { guard: 'validSeat', actions: 'mark' },
        CHECK: [
          { guard: 'incomplete', target: 'incomplete' },
          { guard: 'allRight', target: 'solved', actions: 'grade' },
          { target: 'wrong', actions: ['grade', 'countMistake'] },
        ],
      },
    },
    incomplete: { on: { ...asking, MARK: { guard: 'validSeat', target: 'marking', actions: 'mark' } } },
    wrong: {
      always: { guard: 'outOfTries', target: 'revealed' },
      on: { ...asking, MARK: { guard: 'validSeat', target: 'marking', actions: 'mark' } },
    },
    solved: {},
    /** The solution is shown: after the last try, or on request. */
    revealed: {},
  },
});
