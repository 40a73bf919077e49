/**
 * "Pick the lead": load a curated or a generated problem, take hints, pick a card, then the
 * simulation runs in chunks (an invoked callback actor, so the page stays responsive) and
 * reports the evidence. A curated lead is graded by its credit table at once; a generated
 * one by the simulation when it is done (or at once, when the answer hint already ran it).
 */
import { assign, fromCallback, setup, type EventObject } from 'xstate';
import type { CardId } from '../engine/cards.ts';
import type { DealState } from '../engine/deal.ts';
import { evaluateLeads, LeadSimulation, verdicts, type LeadEvaluation, type LeadVerdict } from '../engine/quiz/lead.ts';
import { creditOf, GENERATED_SAMPLES, type CheckedProblem, type GeneratedProblem } from '../engine/quiz/problems.ts';
import { HINT_STEPS } from '../engine/quiz/rating.ts';

/** Samples behind the evidence of a curated problem (as in tests/content/quiz-lead.test.ts). */
export const CURATED_SAMPLES = 300;
/** The curated problems' simulation seed. */
export const CURATED_SEED = 1;
/** Samples per chunk between two updates of the page. */
export const CHUNK = 25;

export type LeadSource = { readonly kind: 'curated'; readonly problem: CheckedProblem } | { readonly kind: 'generated'; readonly problem: GeneratedProblem };

export interface LeadContext {
  readonly source: LeadSource | null;
  readonly pick: CardId | null;
  /** 0..100, once known. */
  readonly credit: number | null;
  readonly hints: number;
  readonly seconds: number;
  readonly evaluation: LeadEvaluation | null;
  readonly verdicts: readonly LeadVerdict[] | null;
}

export type LeadEvent =
  | { type: 'LOAD'; source: LeadSource }
  | { type: 'PICK'; card: CardId }
  | { type: 'HINT' }
  | { type: 'TICK' }
  | { type: 'SIMULATED'; evaluation: LeadEvaluation; done: boolean };

export const stateOf = (s: LeadSource): DealState => s.problem.state;
export const samplesOf = (s: LeadSource): number => (s.kind === 'curated' ? CURATED_SAMPLES : GENERATED_SAMPLES);
export const seedOf = (s: LeadSource): number => (s.kind === 'curated' ? CURATED_SEED : s.problem.seed);

/** Runs the simulation in chunks and reports after each (SIMULATED); stops when the state is left. */
export const simulateLeads = fromCallback<EventObject, { state: DealState; seed: number; samples: number }>(({ input, sendBack }) => {
  const sim = new LeadSimulation(input.state, { seed: input.seed });
  let timer: ReturnType<typeof setTimeout> | null = null;
  const step = () => {
    const before = sim.samples;
    sim.run(Math.min(CHUNK, input.samples - before));
    const done = sim.samples >= input.samples || sim.samples === before;
    sendBack({ type: 'SIMULATED', evaluation: sim.result(), done });
    if (!done) timer = setTimeout(step, 0);
  };
  timer = setTimeout(step, 0);
  return () => {
    if (timer !== null) clearTimeout(timer);
  };
});

const FRESH = { pick: null, credit: null, hints: 0, seconds: 0, evaluation: null, verdicts: null };

export const leadMachine = setup({
  types: { context: {} as LeadContext, events: {} as LeadEvent },
  actors: { simulateLeads },
  actions: {
    load: assign(({ event }) => (event.type === 'LOAD' ? { ...FRESH, source: event.source } : {})),
    pick: assign(({ context, event }) => {
      if (event.type !== 'PICK') return {};
      const s = context.source!;
      return { pick: event.card, credit: s.kind === 'curated' ? creditOf(s.problem, event.card) : context.credit };
    }),
    hint: assign(({ context }) => {
      const hints = context.hints + 1;
      const s = context.source!;
      // The answer of a generated problem is the simulation's: run it now.
      if (hints === HINT_STEPS && s.kind === 'generated' && !context.verdicts) {
        const evaluation = evaluateLeads(s.problem.state, { samples: GENERATED_SAMPLES, seed: s.problem.seed });
        return { hints, evaluation, verdicts: verdicts(evaluation) };
      }
      return { hints };
    }),
    tick: assign({ seconds: ({ context }) => context.seconds + 1 }),
    progress: assign({ evaluation: ({ context, event }) => (event.type === 'SIMULATED' ? event.evaluation : context.evaluation) }),
    finish: assign(({ context, event }) => {
      const evaluation = event.type === 'SIMULATED' ? event.evaluation : context.evaluation!;
      const v = context.verdicts ?? verdicts(evaluation);
      const s = context.source!;
      const credit = s.kind === 'curated' ? context.credit : (v.find((x) => x.card === context.pick)?.credit ?? 0);
      return { evaluation, verdicts: v, credit };
    }),
  },
  guards: {
    legal: ({ context, event }) => event.type === 'PICK' && !!context.source && context.source.problem.legal.includes(event.card),
    hintLeft: ({ context }) => context.hints < HINT_STEPS,
    simulated: ({ context }) => context.verdicts !== null,
    done: ({ event }) => event.type === 'SIMULATED' && event.done,
  },
}).createMachine({
  id: 'quizLead',
  context: { source: null, ...FRESH },
  initial: 'idle',
  on: { LOAD: { target: '.asking', actions: 'load' } },
  states: {
    idle: {},
    asking: {
      on: {
        PICK: { guard: 'legal', target: 'answered', actions: 'pick' },
        HINT: { guard: 'hintLeft', actions: 'hint' },
        TICK: { actions: 'tick' },
      },
    },
    answered: {
      initial: 'route',
      states: {
        route: { always: [{ guard: 'simulated', target: 'ready', actions: 'finish' }, { target: 'simulating' }] },
        simulating: {
          invoke: {
            src: 'simulateLeads',
            input: ({ context }) => ({ state: stateOf(context.source!), seed: seedOf(context.source!), samples: samplesOf(context.source!) }),
          },
          on: {
            SIMULATED: [{ guard: 'done', target: 'ready', actions: 'finish' }, { actions: 'progress' }],
          },
        },
        ready: {},
      },
    },
  },
});
