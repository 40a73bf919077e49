/**
 * Target calculator: each party's highest call → what each side needs (`targetPoints`), and
 * for a given split of card points and tricks who reached it (`meetsTarget`, the engine's
 * winner). The engine also checks that the points and tricks can go together.
 */
import { assign, setup } from 'xstate';
import { handSize } from '../engine/cards.ts';
import type { Party } from '../engine/parties.ts';
import type { RuleSet } from '../engine/rules.ts';
import { meetsTarget, targetPoints, type Level, type Target } from '../engine/scoring.ts';
import { evaluateDeal, factsOf, sheetDeal, type Evaluation } from './scoreSheetFacts.ts';

export interface TargetInput {
  readonly rules: RuleSet;
  readonly reLevel?: Level;
  readonly kontraLevel?: Level;
  readonly reCardPoints?: number;
  readonly reTricks?: number;
}

export interface TargetContext {
  readonly rules: RuleSet;
  readonly reLevel: Level;
  readonly kontraLevel: Level;
  readonly reCardPoints: number;
  readonly reTricks: number;
  readonly tricks: number;
  readonly targets: Readonly<Record<Party, Target>>;
  /** Whether each party reached its target; null while the points and tricks cannot go together. */
  readonly meets: Readonly<Record<Party, boolean>> | null;
  readonly evaluation: Evaluation;
  readonly initial: TargetInput;
}

export type TargetEvent =
  | { type: 'SET_LEVEL'; party: Party; level: Level }
  | { type: 'SET_POINTS'; points: number }
  | { type: 'SET_TRICKS'; tricks: number }
  | { type: 'RULES'; rules: RuleSet }
  | { type: 'RESET' };

function compute(c: Omit<TargetContext, 'targets' | 'meets' | 'evaluation' | 'tricks'>): TargetContext {
  const tricks = handSize(c.rules);
  const reTricks = Math.min(c.reTricks, tricks);
  const evaluation = evaluateDeal(sheetDeal({ re: [0, 1], reLevel: c.reLevel, kontraLevel: c.kontraLevel, reCardPoints: c.reCardPoints, reTricks }), c.rules);
  const facts = evaluation.ok ? factsOf(evaluation.summary) : null;
  return {
    ...c,
    reTricks,
    tricks,
    targets: { re: targetPoints('re', c.reLevel, c.kontraLevel), kontra: targetPoints('kontra', c.reLevel, c.kontraLevel) },
    meets: facts ? { re: meetsTarget('re', facts), kontra: meetsTarget('kontra', facts) } : null,
    evaluation,
  };
}

function fromInput(input: TargetInput): TargetContext {
  return compute({
    rules: input.rules,
    reLevel: input.reLevel ?? -1,
    kontraLevel: input.kontraLevel ?? -1,
    reCardPoints: input.reCardPoints ?? 121,
    reTricks: input.reTricks ?? 6,
    initial: input,
  });
}

export const targetCalculatorMachine = setup({
  types: { context: {} as TargetContext, events: {} as TargetEvent, input: {} as TargetInput },
  actions: {
    update: assign(({ context, event }) => {
      switch (event.type) {
        case 'SET_LEVEL':
          return compute({ ...context, [event.party === 're' ? 'reLevel' : 'kontraLevel']: event.level });
        case 'SET_POINTS':
          return compute({ ...context, reCardPoints: event.points });
        case 'SET_TRICKS':
          return compute({ ...context, reTricks: event.tricks });
        case 'RULES':
          return compute({ ...context, rules: event.rules });
        case 'RESET':
          return fromInput({ ...context.initial, rules: context.rules });
      }
    }),
  },
  guards: {
    impossible: ({ context }) => !context.evaluation.ok,
    reWins: ({ context }) => context.evaluation.ok && context.evaluation.result.winner === 're',
    kontraWins: ({ context }) => context.evaluation.ok && context.evaluation.result.winner === 'kontra',
  },
}).createMachine({
  id: 'targetCalculator',
  context: ({ input }) => fromInput(input),
  initial: 'route',
  on: {
    SET_LEVEL: { target: '.route', actions: 'update' },
    SET_POINTS: { target: '.route', actions: 'update' },
    SET_TRICKS: { target: '.route', actions: 'update' },
    RULES: { target: '.route', actions: 'update' },
    RESET: { target: '.route', actions: 'update' },
  },
  states: {
    route: {
      always: [
        { guard: 'impossible', target: 'impossible' },
        { guard: 'reWins', target: 'reWins' },
        { guard: 'kontraWins', target: 'kontraWins' },
        { target: 'noWinner' },
      ],
    },
    /** The points and tricks cannot go together (the engine says why). */
    impossible: {},
    reWins: {},
    kontraWins: {},
    /** Both parties made an Absage and both missed (TSR §7.1.3 (docs/rules.md §11.2)). */
    noWinner: {},
  },
});
