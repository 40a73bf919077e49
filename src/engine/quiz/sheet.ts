/**
 * The score sheet a learner fills in, the key (the engine's Result as a sheet), and grading
 * line by line with partial credit: the winner, each line of the value (points credited to
 * Re and to Kontra), and the four players' scores.
 */
import type { DealResult } from '../outcome.ts';
import type { Party, Seat } from '../parties.ts';
import { LINE_ORDER, type LineReason } from '../scoring.ts';

/** Points a line credits to each party. */
export interface SheetEntry {
  readonly re: number;
  readonly kontra: number;
}

export type WinnerAnswer = Party | 'none';

export interface ScoreSheet {
  /** Null while not answered. */
  readonly winner: WinnerAnswer | null;
  /** Lines not listed credit nothing. */
  readonly lines: Readonly<Partial<Record<LineReason, SheetEntry>>>;
  /** The four players' scores; null where left empty. */
  readonly scores: readonly (number | null)[];
}

const ZERO: SheetEntry = { re: 0, kontra: 0 };

/** The engine's Result as a filled-in sheet. */
export function keySheet(r: DealResult): ScoreSheet {
  const lines: Partial<Record<LineReason, SheetEntry>> = {};
  for (const l of r.lines) {
    const e = lines[l.reason] ?? ZERO;
    lines[l.reason] = { ...e, [l.party]: e[l.party] + l.points };
  }
  return { winner: r.winner ?? 'none', lines, scores: [...r.scores] };
}

export type GradeItem =
  | { readonly kind: 'winner'; readonly ok: boolean; readonly expected: WinnerAnswer; readonly given: WinnerAnswer | null }
  | { readonly kind: 'line'; readonly ok: boolean; readonly reason: LineReason; readonly expected: SheetEntry; readonly given: SheetEntry }
  | {
      readonly kind: 'scores';
      readonly ok: boolean;
      readonly wrongSeats: readonly Seat[];
      readonly expected: readonly number[];
      readonly given: readonly (number | null)[];
    };

export interface SheetGrade {
  readonly items: readonly GradeItem[];
  /** Credit 0..1: the winner and each line count one each, the four scores one together (a quarter per player). */
  readonly credit: number;
  readonly right: number;
  readonly total: number;
}

const entryOf = (s: ScoreSheet, reason: LineReason): SheetEntry => s.lines[reason] ?? ZERO;
const same = (a: SheetEntry, b: SheetEntry) => a.re === b.re && a.kontra === b.kontra;
const empty = (e: SheetEntry) => e.re === 0 && e.kontra === 0;

/** Grade a sheet against the engine's result: every line that either sheet has is an item. */
export function gradeSheet(r: DealResult, sheet: ScoreSheet): SheetGrade {
  const key = keySheet(r);
  const items: GradeItem[] = [{ kind: 'winner', ok: sheet.winner === key.winner, expected: key.winner!, given: sheet.winner }];
  for (const reason of LINE_ORDER) {
    const expected = entryOf(key, reason);
    const given = entryOf(sheet, reason);
    if (empty(expected) && empty(given)) continue;
    items.push({ kind: 'line', ok: same(expected, given), reason, expected, given });
  }
  const wrongSeats = ([0, 1, 2, 3] as Seat[]).filter((s) => sheet.scores[s] !== r.scores[s]);
  items.push({ kind: 'scores', ok: wrongSeats.length === 0, wrongSeats, expected: [...r.scores], given: [...sheet.scores] });
  const points = items.reduce((sum, i) => sum + (i.kind === 'scores' ? (4 - i.wrongSeats.length) / 4 : i.ok ? 1 : 0), 0);
  return { items, credit: points / items.length, right: items.filter((i) => i.ok).length, total: items.length };
}

/** Read a whole number as typed: "-18", "+6", "−18" (typographic minus), " 6 "; "" is null; anything else undefined. */
export function readWhole(text: string): number | null | undefined {
  const t = text.trim().replace('−', '-');
  if (t === '') return null;
  return /^[+-]?\d{1,4}$/.test(t) ? Number(t) : undefined;
}
