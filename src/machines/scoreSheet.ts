/**
 * Score sheet: the facts of a deal in, every line of its value and the four scores out (the
 * engine's `parseSummary` + `summaryResult`, i.e. `scoreDeal` and `seatScores`). In practice
 * mode the lines stay hidden: the learner writes his own lines and scores, and each line is
 * checked against the engine's. As an exercise (`locked`) a wrong check is a miss: after the
 * last try (tries.ts) or on request the engine's sheet shows as the solution.
 */
import { assign, setup } from 'xstate';
import { hintLeft, outOfTries } from './tries.ts';
import type { DealResult } from '../engine/outcome.ts';
import type { Party } from '../engine/parties.ts';
import type { RuleSet } from '../engine/rules.ts';
import type { LineReason, Special } from '../engine/scoring.ts';
import { readNumber } from './numberAnswer.ts';
import { DEFAULT_DEAL, evaluateDeal, type Evaluation, type SheetDeal } from './scoreSheetFacts.ts';

/** One line as the learner wrote it. */
export interface DraftLine {
  readonly reason: LineReason;
  readonly party: Party;
  readonly points: number;
}

/**
 * right: the engine has this line; wrongPoints: right item and party, other points;
 * wrongParty: the item is due, but to the other party; notDue: no such item in this deal.
 */
export type LineVerdict = 'right' | 'wrongPoints' | 'wrongParty' | 'notDue';

export interface SheetCheck {
  readonly lines: readonly LineVerdict[];
  /** Lines of the engine that the learner did not write. */
  readonly missing: number;
  /** Each seat's score right? */
  readonly scores: readonly boolean[];
  readonly allRight: boolean;
}

/** Compare the learner's sheet with the engine's result, line by line. */
export function checkSheet(result: DealResult, lines: readonly DraftLine[], scores: readonly string[]): SheetCheck {
  const verdicts = lines.map((l): LineVerdict => {
    const same = result.lines.find((e) => e.reason === l.reason && e.party === l.party);
    if (same) return same.points === l.points ? 'right' : 'wrongPoints';
    return result.lines.some((e) => e.reason === l.reason) ? 'wrongParty' : 'notDue';
  });
  const written = new Set(lines.map((l) => `${l.reason}/${l.party}`));
  const missing = result.lines.filter((e) => !written.has(`${e.reason}/${e.party}`)).length;
  const scoreOk = result.scores.map((s, i) => readNumber(scores[i] ?? '', true) === s);
  const duplicates = written.size !== lines.length;
  return {
    lines: verdicts,
    missing,
    scores: scoreOk,
    allRight: !duplicates && missing === 0 && verdicts.every((v) => v === 'right') && scoreOk.every(Boolean),
  };
}

export interface ScoreSheetInput {
  readonly rules: RuleSet;
  readonly deal?: SheetDeal;
  /** Start with the lines hidden, the learner writing them. */
  readonly practice?: boolean;
  /** The facts cannot be changed (an exercise). */
  readonly locked?: boolean;
  readonly hintCount?: number;
}

export interface ScoreSheetContext {
  readonly rules: RuleSet;
  readonly deal: SheetDeal;
  readonly evaluation: Evaluation;
  readonly practice: boolean;
  readonly locked: boolean;
  readonly draft: readonly DraftLine[];
  readonly scores: readonly string[];
  readonly check: SheetCheck | null;
  readonly mistakes: number;
  readonly hints: number;
  readonly hintCount: number;
  readonly initial: ScoreSheetInput;
}

export type ScoreSheetEvent =
  | { type: 'SET_DEAL'; patch: Partial<SheetDeal> }
  | { type: 'ADD_SPECIAL'; special: Special }
  | { type: 'REMOVE_SPECIAL'; index: number }
  | { type: 'RULES'; rules: RuleSet }
  | { type: 'PRACTISE' }
  | { type: 'ADD_LINE'; line: DraftLine }
  | { type: 'REMOVE_LINE'; index: number }
  | { type: 'SET_SCORE'; seat: number; text: string }
  | { type: 'CHECK' }
  | { type: 'SHOW' }
  | { type: 'HINT' }
  | { type: 'RESET' };

function fromInput(input: ScoreSheetInput): ScoreSheetContext {
  const deal = input.deal ?? DEFAULT_DEAL;
  return {
    rules: input.rules,
    deal,
    evaluation: evaluateDeal(deal, input.rules),
    practice: input.practice ?? false,
    locked: input.locked ?? false,
    draft: [],
    scores: ['', '', '', ''],
    check: null,
    mistakes: 0,
    hints: 0,
    hintCount: input.hintCount ?? 0,
    initial: input,
  };
}

const withDeal = (c: ScoreSheetContext, deal: SheetDeal): Partial<ScoreSheetContext> => ({
  deal,
  evaluation: evaluateDeal(deal, c.rules),
  check: null,
});

const editing = {
  ADD_LINE: { target: 'answering', actions: 'addLine' },
  REMOVE_LINE: { target: 'answering', actions: 'removeLine' },
  SET_SCORE: { target: 'answering', actions: 'setScore' },
  CHECK: [
    { guard: 'sheetRight', target: 'solved', actions: 'check' },
    { target: 'wrong', actions: ['check', 'countMistake'] },
  ],
  SHOW: [
    { guard: 'locked', target: 'revealed' },
    { target: 'showing', actions: 'show' },
  ],
  HINT: { guard: 'hintLeft', actions: 'hint' },
} as const;

export const scoreSheetMachine = setup({
  types: { context: {} as ScoreSheetContext, events: {} as ScoreSheetEvent, input: {} as ScoreSheetInput },
  actions: {
    setDeal: assign(({ context, event }) => (event.type === 'SET_DEAL' ? withDeal(context, { ...context.deal, ...event.patch }) : {})),
    addSpecial: assign(({ context, event }) =>
      event.type === 'ADD_SPECIAL' ? withDeal(context, { ...context.deal, specials: [...context.deal.specials, event.special] }) : {},
    ),
    removeSpecial: assign(({ context, event }) =>
      event.type === 'REMOVE_SPECIAL' ? withDeal(context, { ...context.deal, specials: context.deal.specials.filter((_, i) => i !== event.index) }) : {},
    ),
    setRules: assign(({ context, event }) =>
      event.type === 'RULES' ? { rules: event.rules, evaluation: evaluateDeal(context.deal, event.rules), check: null } : {},
    ),
    practise: assign({ practice: true, check: null }),
    show: assign({ practice: false }),
    addLine: assign(({ context, event }) => (event.type === 'ADD_LINE' ? { draft: [...context.draft, event.line], check: null } : {})),
    removeLine: assign(({ context, event }) => (event.type === 'REMOVE_LINE' ? { draft: context.draft.filter((_, i) => i !== event.index), check: null } : {})),
    setScore: assign(({ context, event }) =>
      event.type === 'SET_SCORE' ? { scores: context.scores.map((s, i) => (i === event.seat ? event.text : s)), check: null } : {},
    ),
    check: assign(({ context }) => (context.evaluation.ok ? { check: checkSheet(context.evaluation.result, context.draft, context.scores) } : {})),
    countMistake: assign({ mistakes: ({ context }) => context.mistakes + 1 }),
    hint: assign({ hints: ({ context }) => context.hints + 1 }),
    reset: assign(({ context }) => fromInput({ ...context.initial, rules: context.rules })),
  },
  guards: {
    unlocked: ({ context }) => !context.locked,
    impossible: ({ context }) => !context.evaluation.ok,
    practising: ({ context }) => context.practice,
    sheetRight: ({ context }) => context.evaluation.ok && checkSheet(context.evaluation.result, context.draft, context.scores).allRight,
    hintLeft: ({ context }) => hintLeft(context),
    locked: ({ context }) => context.locked,
    exerciseOutOfTries: ({ context }) => context.locked && outOfTries(context),
  },
}).createMachine({
  id: 'scoreSheet',
  context: ({ input }) => fromInput(input),
  initial: 'route',
  on: {
    SET_DEAL: { guard: 'unlocked', target: '.route', actions: 'setDeal' },
    ADD_SPECIAL: { guard: 'unlocked', target: '.route', actions: 'addSpecial' },
    REMOVE_SPECIAL: { guard: 'unlocked', target: '.route', actions: 'removeSpecial' },
    RULES: { target: '.route', actions: 'setRules' },
    RESET: { target: '.route', actions: 'reset' },
  },
  states: {
    route: {
      always: [{ guard: 'impossible', target: 'impossible' }, { guard: 'practising', target: 'answering' }, { target: 'showing' }],
    },
    /** The facts cannot be (the engine says why): nothing to score. */
    impossible: {},
    /** Every line, the value and the four scores are shown. */
    showing: { on: { PRACTISE: { target: 'answering', actions: 'practise' } } },
    /** The learner writes lines and scores. */
    answering: { on: editing },
    /** Checked, and something is wrong: each line carries its verdict. */
    wrong: { always: { guard: 'exerciseOutOfTries', target: 'revealed' }, on: editing },
    /** Every line and every score right. */
    solved: { on: { SHOW: { target: 'showing', actions: 'show' } } },
    /** An exercise's solution: the engine's sheet. */
    revealed: {},
  },
});
