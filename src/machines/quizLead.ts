/**
 * "Pick the lead": load a curated or a generated problem, take hints, pick a card. A pick that
 * is not the best gets a second try before the answer is shown (engine/quiz/problems.ts: the
 * second earns half); the learner may also ask for the answer instead. A curated lead is
 * graded by its credit table at once; a generated one by the simulation, which runs in chunks
 * (an invoked callback actor, so the page stays responsive) after the first pick, or at once
 * when the answer hint already ran it. Once answered, a curated problem's simulation runs
 * for the evidence.
 */
import { assign, fromCallback, setup, type EventObject } from 'xstate';
import type { CardId } from '../engine/cards.ts';
import type { DealState } from '../engine/deal.ts';
import { evaluateLeads, LeadSimulation, verdicts, type LeadEvaluation, type LeadVerdict } from '../engine/quiz/lead.ts';
import { anotherTry, creditAfterTries, creditOf, GENERATED_SAMPLES, type CheckedProblem, type GeneratedProblem } from '../engine/quiz/problems.ts';
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
  /** The latest pick (null before the first). */
  readonly pick: CardId | null;
  /** Every pick, in order: one or two tries. */
  readonly picks: readonly CardId[];
  /** Each pick's own credit (0..100), once known. */
  readonly pickCredits: readonly number[];
  /** The problem's credit (0..100) after the last try, once answered. */
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
  /** After a first try: show the answer instead of trying again. */
  | { type: 'REVEAL' }
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

const FRESH = { pick: null, picks: [], pickCredits: [], credit: null, hints: 0, seconds: 0, evaluation: null, verdicts: null };

/** A card's own credit: the curated table's, or the simulation's verdict (null while it runs). */
function creditOfCard(c: LeadContext, card: CardId): number | null {
  const s = c.source!;
  return s.kind === 'curated' ? creditOf(s.problem, card) : (c.verdicts?.find((v) => v.card === card)?.credit ?? null);
}

/** The simulation of a problem's leads: its position, seed and samples. */
const simulationOf = (s: LeadSource) => ({ state: stateOf(s), seed: seedOf(s), samples: samplesOf(s) });

export const leadMachine = setup({
  types: { context: {} as LeadContext, events: {} as LeadEvent },
  actors: { simulateLeads },
  actions: {
    load: assign(({ event }) => (event.type === 'LOAD' ? { ...FRESH, source: event.source } : {})),
    pick: assign(({ context, event }) => (event.type === 'PICK' ? { pick: event.card, picks: [...context.picks, event.card] } : {})),
    /** The latest pick's own credit, now that it is known. */
    gradePick: assign(({ context }) => ({ pickCredits: [...context.pickCredits, creditOfCard(context, context.pick!) ?? 0] })),
    finalize: assign(({ context }) => ({ credit: creditAfterTries(context.pickCredits) })),
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
    simulated: assign(({ context, event }) => {
      const evaluation = event.type === 'SIMULATED' ? event.evaluation : context.evaluation!;
      return { evaluation, verdicts: context.verdicts ?? verdicts(evaluation) };
    }),
  },
  guards: {
    legal: ({ context, event }) =>
      event.type === 'PICK' && !!context.source && context.source.problem.legal.includes(event.card) && !context.picks.includes(event.card),
    hintLeft: ({ context }) => context.hints < HINT_STEPS,
    /** The pick can be graded now: a curated table, or the simulation's verdicts are in. */
    gradable: ({ context }) => context.source?.kind === 'curated' || context.verdicts !== null,
    /** The evidence is in: verdicts come only from a finished simulation (or the answer hint's). */
    evidence: ({ context }) => context.verdicts !== null,
    /** Not the best lead, a try left and a card not tried yet. */
    tryAgain: ({ context }) => anotherTry(context.pickCredits) && context.source!.problem.legal.some((c) => !context.picks.includes(c)),
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
        PICK: { guard: 'legal', target: 'judging', actions: 'pick' },
        HINT: { guard: 'hintLeft', actions: 'hint' },
        TICK: { actions: 'tick' },
      },
    },
    judging: {
      initial: 'route',
      states: {
        route: { always: [{ guard: 'gradable', target: 'decide' }, { target: 'simulating' }] },
        simulating: {
          invoke: { src: 'simulateLeads', input: ({ context }) => simulationOf(context.source!) },
          on: {
            SIMULATED: [{ guard: 'done', target: 'decide', actions: 'simulated' }, { actions: 'progress' }],
          },
        },
        decide: {
          entry: 'gradePick',
          always: [
            { guard: 'tryAgain', target: '#quizLead.retry' },
            { target: '#quizLead.answered', actions: 'finalize' },
          ],
        },
      },
    },
    /** A second try: the first pick was not the best; the answer is not shown yet. */
    retry: {
      on: {
        PICK: { guard: 'legal', target: 'judging', actions: 'pick' },
        HINT: { guard: 'hintLeft', actions: 'hint' },
        TICK: { actions: 'tick' },
        REVEAL: { target: 'answered', actions: 'finalize' },
      },
    },
    answered: {
      initial: 'route',
      states: {
        route: { always: [{ guard: 'evidence', target: 'ready' }, { target: 'simulating' }] },
        simulating: {
          invoke: { src: 'simulateLeads', input: ({ context }) => simulationOf(context.source!) },
          on: {
            SIMULATED: [{ guard: 'done', target: 'ready', actions: 'simulated' }, { actions: 'progress' }],
          },
        },
        ready: {},
      },
    },
  },
});
