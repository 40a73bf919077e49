/**
 * Reservation round simulator: the learner speaks for one seat (gesund / Vorbehalt, names a
 * declaration, and in a poverty passes, takes or returns cards); the other seats follow their
 * script. The engine (`apply`) decides every step, refuses what is not allowed and settles the
 * contract and the leader; then the learner predicts who leads the first trick (or a redeal).
 * A wrong prediction is a miss: after the last try (tries.ts) or on request the solution shows.
 * Where the exercise asks for one first word (`say`), the other word is a miss too: it is not
 * played, and once the tries are out the asked word is said for the learner.
 */
import { assign, setup } from 'xstate';
import { hintLeft, outOfTries } from './tries.ts';
import { apply, type Action, type ActionError, type DealState } from '../engine/deal.ts';
import { legalActions } from '../engine/legal.ts';
import type { Seat } from '../engine/parties.ts';
import type { Declaration } from '../engine/contract.ts';
import type { CardId } from '../engine/cards.ts';

export interface ScriptedSeat {
  readonly reserve: boolean;
  readonly declaration?: Declaration;
  readonly exchange?: readonly CardId[];
  readonly accept?: boolean;
}
export interface ReservationInput {
  /** A deal in its reservation round (from `newDeal` without a contract). */
  readonly start: DealState;
  readonly learner: Seat;
  readonly script: Readonly<Partial<Record<Seat, ScriptedSeat>>>;
  readonly hintCount?: number;
  /** The learner's first word the exercise asks for (true: Vorbehalt), or null: either, and the round follows. */
  readonly say?: boolean | null;
}
export interface ReservationContext {
  readonly start: DealState;
  readonly state: DealState;
  readonly learner: Seat;
  readonly script: Readonly<Partial<Record<Seat, ScriptedSeat>>>;
  /** The engine's refusal of the learner's last action. */
  readonly error: ActionError | null;
  readonly say: boolean | null;
  /** The learner's last word was not the one asked for (a miss, not played). */
  readonly otherWord: boolean;
  /** The solution said the asked word for the learner. */
  readonly saidForLearner: boolean;
  readonly given: string | null;
  readonly mistakes: number;
  readonly hints: number;
  readonly hintCount: number;
}
export type ReservationEvent = { type: 'ACT'; action: Action } | { type: 'PREDICT'; value: string } | { type: 'HINT' } | { type: 'SHOW' } | { type: 'RESET' };

/** The round is over once the cards are played or thrown in. */
export const roundOver = (s: DealState): boolean => s.phase === 'playing' || s.phase === 'finished' || s.phase === 'redeal';

/** The answer to "who leads the first trick?": a seat number, or 'redeal'. */
export function leadAnswer(s: DealState): string {
  return s.phase === 'redeal' ? 'redeal' : String(s.current?.leader ?? s.toMove);
}

/** The scripted action of the seat to move (the engine's first legal choice where the script is silent). */
function scriptedAction(s: DealState, script: ReservationInput['script']): Action {
  const seat = s.toMove;
  const plan = script[seat];
  switch (s.phase) {
    case 'reservation':
      return { type: 'reserve', seat, reservation: plan?.reserve ?? false };
    case 'declaration':
      if (plan?.declaration) return { type: 'declare', seat, declaration: plan.declaration };
      break;
    case 'povertyOffer':
      return { type: 'answerPoverty', seat, accept: plan?.accept ?? false };
    case 'povertyGive':
    case 'povertyReturn':
      if (plan?.exchange) return { type: 'exchange', seat, cards: plan.exchange };
      break;
  }
  return legalActions(s).find((a) => a.seat === seat && a.type !== 'throwIn' && a.type !== 'halfChicken')!;
}

/** Let the scripted seats act until it is the learner's turn or the round is over. */
export function runScript(s: DealState, learner: Seat, script: ReservationInput['script']): DealState {
  let state = s;
  for (let guard = 0; guard < 64 && !roundOver(state) && state.toMove !== learner; guard++) {
    const r = apply(state, scriptedAction(state, script));
    if (!r.ok) throw new Error(`the script of seat ${state.toMove} is not legal: ${JSON.stringify(r.error)}`);
    state = r.value;
  }
  return state;
}

/** Once the round is over: who leads? */
const predicting = {
  PREDICT: [
    { guard: 'correct' as const, target: 'solved', actions: 'remember' as const },
    { target: 'wrong', actions: ['remember', 'countMistake'] as const },
  ],
  SHOW: { target: 'revealed' },
};

export const reservationMachine = setup({
  types: { context: {} as ReservationContext, events: {} as ReservationEvent, input: {} as ReservationInput },
  actions: {
    act: assign(({ context, event }) => {
      if (event.type !== 'ACT') return {};
      const r = apply(context.state, event.action);
      if (!r.ok) return { error: r.error, otherWord: false };
      return { error: null, otherWord: false, state: runScript(r.value, context.learner, context.script) };
    }),
    markOtherWord: assign({ otherWord: true, error: null }),
    /** The solution of the first word: the asked word said for the learner, and the round played on. */
    sayAsked: assign(({ context }) => {
      if (context.say === null || context.state.phase !== 'reservation' || context.state.toMove !== context.learner) return {};
      const r = apply(context.state, { type: 'reserve', seat: context.learner, reservation: context.say });
      return r.ok ? { error: null, saidForLearner: true, state: runScript(r.value, context.learner, context.script) } : {};
    }),
    remember: assign({ given: ({ event }) => (event.type === 'PREDICT' ? event.value : null) }),
    countMistake: assign({ mistakes: ({ context }) => context.mistakes + 1 }),
    hint: assign({ hints: ({ context }) => context.hints + 1 }),
    reset: assign(({ context }) => ({
      state: runScript(context.start, context.learner, context.script),
      error: null,
      given: null,
      mistakes: 0,
      hints: 0,
      otherWord: false,
      saidForLearner: false,
    })),
  },
  guards: {
    learnersAction: ({ context, event }) => event.type === 'ACT' && event.action.seat === context.learner,
    otherWord: ({ context, event }) =>
      event.type === 'ACT' &&
      context.say !== null &&
      event.action.type === 'reserve' &&
      event.action.seat === context.learner &&
      event.action.reservation !== context.say,
    wordAsked: ({ context }) => context.say !== null,
    over: ({ context }) => roundOver(context.state),
    correct: ({ context, event }) => event.type === 'PREDICT' && event.value === leadAnswer(context.state),
    hintLeft: ({ context }) => hintLeft(context),
    outOfTries: ({ context }) => outOfTries(context),
  },
}).createMachine({
  id: 'reservationRound',
  context: ({ input }) => ({
    start: input.start,
    state: runScript(input.start, input.learner, input.script),
    learner: input.learner,
    script: input.script,
    error: null,
    say: input.say ?? null,
    otherWord: false,
    saidForLearner: false,
    given: null,
    mistakes: 0,
    hints: 0,
    hintCount: input.hintCount ?? 0,
  }),
  initial: 'speaking',
  on: {
    RESET: { target: '.speaking', actions: 'reset' },
    HINT: { guard: 'hintLeft', actions: 'hint' },
  },
  states: {
    speaking: {
      always: [
        { guard: 'outOfTries', target: 'revealed', actions: 'sayAsked' },
        { guard: 'over', target: 'predicting' },
      ],
      on: {
        ACT: [
          { guard: 'otherWord', actions: ['countMistake', 'markOtherWord'] },
          { guard: 'learnersAction', actions: 'act' },
        ],
        SHOW: { guard: 'wordAsked', target: 'revealed', actions: 'sayAsked' },
      },
    },
    predicting: { on: predicting },
    wrong: { always: { guard: 'outOfTries', target: 'revealed' }, on: predicting },
    solved: {},
    /** The solution is shown: after the last try, or on request. */
    revealed: {},
  },
});
