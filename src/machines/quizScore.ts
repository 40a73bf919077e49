/**
 * "Score the deal": load a seeded item, fill in the sheet (winner, lines, scores), ask for
 * hints, check (graded line by line by the engine), try again or take a new deal. Time runs
 * on TICK events from the page.
 */
import { assign, setup } from 'xstate';
import type { Party } from '../engine/parties.ts';
import type { RuleSet } from '../engine/rules.ts';
import type { LineReason } from '../engine/scoring.ts';
import { HINT_STEPS } from '../engine/quiz/rating.ts';
import { scoreItem, sheetRows, type ScoreItem, type ScoreLevel } from '../engine/quiz/score.ts';
import { gradeSheet, readWhole, type ScoreSheet, type SheetEntry, type SheetGrade, type WinnerAnswer } from '../engine/quiz/sheet.ts';

/** How the score quiz shows its deal: the facts only, or every trick. */
export type DealPresentation = 'facts' | 'tricks';

/** The sheet as typed: text per field, so that half-typed numbers survive. */
export interface ScoreDraft {
  readonly winner: WinnerAnswer | null;
  readonly lines: Readonly<Partial<Record<LineReason, { readonly re: string; readonly kontra: string }>>>;
  readonly scores: readonly string[];
}

export const EMPTY_DRAFT: ScoreDraft = { winner: null, lines: {}, scores: ['', '', '', ''] };

export interface ScoreContext {
  readonly item: ScoreItem | null;
  readonly rows: readonly LineReason[];
  readonly view: DealPresentation;
  readonly draft: ScoreDraft;
  /** Fields holding something that is not a whole number: `line:<reason>:<party>`, `score:<seat>`. */
  readonly invalid: readonly string[];
  readonly grade: SheetGrade | null;
  /** The first check of this item: what the progress store records. */
  readonly firstGrade: SheetGrade | null;
  readonly hints: number;
  readonly seconds: number;
}

export type ScoreEvent =
  | { type: 'LOAD'; seed: number; level: ScoreLevel; rules: RuleSet; view?: DealPresentation }
  | { type: 'WINNER'; value: WinnerAnswer }
  | { type: 'LINE'; reason: LineReason; party: Party; value: string }
  | { type: 'SCORE'; seat: number; value: string }
  | { type: 'HINT' }
  | { type: 'CHECK' }
  | { type: 'RETRY' }
  | { type: 'TICK' };

/** The view a level starts with: the facts at the first two levels, the tricks from then on. */
export const defaultView = (level: ScoreLevel): DealPresentation => (level <= 2 ? 'facts' : 'tricks');

/** Read the draft: the sheet, or the fields that are not numbers. */
export function readDraft(d: ScoreDraft): { sheet: ScoreSheet; invalid: string[] } {
  const invalid: string[] = [];
  const lines: Partial<Record<LineReason, SheetEntry>> = {};
  for (const [reason, v] of Object.entries(d.lines) as [LineReason, { re: string; kontra: string }][]) {
    const re = readWhole(v.re);
    const kontra = readWhole(v.kontra);
    if (re === undefined) invalid.push(`line:${reason}:re`);
    if (kontra === undefined) invalid.push(`line:${reason}:kontra`);
    lines[reason] = { re: re ?? 0, kontra: kontra ?? 0 };
  }
  const scores = d.scores.map((text, seat) => {
    const v = readWhole(text);
    if (v === undefined) invalid.push(`score:${seat}`);
    return v ?? null;
  });
  return { sheet: { winner: d.winner, lines, scores }, invalid };
}

const FRESH = { draft: EMPTY_DRAFT, invalid: [], grade: null, firstGrade: null, hints: 0, seconds: 0 };

export const scoreMachine = setup({
  types: { context: {} as ScoreContext, events: {} as ScoreEvent },
  actions: {
    load: assign(({ event }) => {
      if (event.type !== 'LOAD') return {};
      const item = scoreItem(event.seed, event.level, event.rules);
      return { ...FRESH, item, rows: sheetRows(event.level, item.rules), view: event.view ?? defaultView(event.level) };
    }),
    winner: assign({ draft: ({ context, event }) => (event.type === 'WINNER' ? { ...context.draft, winner: event.value } : context.draft) }),
    line: assign({
      draft: ({ context, event }) => {
        if (event.type !== 'LINE') return context.draft;
        const prev = context.draft.lines[event.reason] ?? { re: '', kontra: '' };
        return { ...context.draft, lines: { ...context.draft.lines, [event.reason]: { ...prev, [event.party]: event.value } } };
      },
    }),
    score: assign({
      draft: ({ context, event }) =>
        event.type === 'SCORE' ? { ...context.draft, scores: context.draft.scores.map((s, i) => (i === event.seat ? event.value : s)) } : context.draft,
    }),
    markInvalid: assign({ invalid: ({ context }) => readDraft(context.draft).invalid }),
    grade: assign(({ context }) => {
      const grade = gradeSheet(context.item!.result, readDraft(context.draft).sheet);
      return { grade, invalid: [], firstGrade: context.firstGrade ?? grade };
    }),
    retry: assign({ grade: null }),
    hint: assign({ hints: ({ context }) => context.hints + 1 }),
    tick: assign({ seconds: ({ context }) => context.seconds + 1 }),
  },
  guards: {
    hintLeft: ({ context }) => context.hints < HINT_STEPS,
    draftInvalid: ({ context }) => readDraft(context.draft).invalid.length > 0,
  },
}).createMachine({
  id: 'quizScore',
  context: { item: null, rows: [], view: 'tricks', ...FRESH },
  initial: 'idle',
  on: { LOAD: { target: '.asking', actions: 'load' } },
  states: {
    idle: {},
    asking: {
      on: {
        WINNER: { actions: 'winner' },
        LINE: { actions: 'line' },
        SCORE: { actions: 'score' },
        HINT: { guard: 'hintLeft', actions: 'hint' },
        TICK: { actions: 'tick' },
        CHECK: [
          { guard: 'draftInvalid', actions: 'markInvalid' },
          { target: 'graded', actions: 'grade' },
        ],
      },
    },
    graded: { on: { RETRY: { target: 'asking', actions: 'retry' } } },
  },
});
