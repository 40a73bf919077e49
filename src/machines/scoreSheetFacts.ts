/**
 * The facts of one deal as a score sheet asks for them (contract, parties, calls, card points,
 * tricks, special events), turned into a `doko-summary/1` value that the engine reads, checks
 * and scores. Shared by the score sheet and target calculator machines, the lessons' static
 * tables and the exercises: none of them scores anything itself.
 */
import type { DealResult } from '../engine/outcome.ts';
import type { SoloKind } from '../engine/order.ts';
import type { Party, Seat } from '../engine/parties.ts';
import { ruleOverrides, type RuleSet } from '../engine/rules.ts';
import { callOfLevel, type Level, type ScoreFacts, type Special } from '../engine/scoring.ts';
import { checkSummary, summaryResult, SUMMARY_FORMAT, type DealSummary, type SummaryError } from '../engine/summary.ts';

export interface SheetDeal {
  /** A 2-v-2 game (normal, marriage, poverty: scored alike) or a solo (one player is Re). */
  readonly contract: 'normal' | 'solo';
  /** The two Re players of a 2-v-2 game. */
  readonly re: readonly [Seat, Seat];
  /** The soloist of a solo. */
  readonly soloist: Seat;
  readonly solo: SoloKind;
  readonly reLevel: Level;
  readonly kontraLevel: Level;
  readonly reCardPoints: number;
  readonly reTricks: number;
  /** Special events of a 2-v-2 game (the engine ignores them in a solo). */
  readonly specials: readonly Special[];
}

export const DEFAULT_DEAL: SheetDeal = Object.freeze({
  contract: 'normal',
  re: [0, 2] as const,
  soloist: 0,
  solo: 'queens',
  reLevel: -1,
  kontraLevel: -1,
  reCardPoints: 121,
  reTricks: 6,
  specials: [],
}) as SheetDeal;

/** A deal from the fields that differ from the default one. */
export function sheetDeal(patch: Partial<SheetDeal> = {}): SheetDeal {
  return { ...DEFAULT_DEAL, ...patch };
}

/** The `doko-summary/1` value of a deal (docs/formats.md). */
export function summaryInput(d: SheetDeal, rules: RuleSet): Record<string, unknown> {
  const solo = d.contract === 'solo';
  const re: Seat[] = solo ? [d.soloist] : [...d.re];
  const kontra = ([0, 1, 2, 3] as Seat[]).filter((s) => !re.includes(s));
  const call = (party: Party, level: Level) => (level < 0 ? null : callOfLevel(party, level as Exclude<Level, -1>));
  return {
    format: SUMMARY_FORMAT,
    rules: ruleOverrides(rules),
    contract: solo ? { kind: 'solo', declarer: d.soloist, solo: d.solo, compulsory: false } : { kind: 'normal' },
    parties: { re, kontra },
    announcements: { re: call('re', d.reLevel), kontra: call('kontra', d.kontraLevel) },
    cardPoints: { re: d.reCardPoints },
    tricks: { re: d.reTricks },
    // The engine itself drops special points in a solo (TSR §7.2.4 (docs/rules.md §11.1)).
    specials: d.specials,
  };
}

export type Evaluation =
  { readonly ok: true; readonly summary: DealSummary; readonly result: DealResult } | { readonly ok: false; readonly error: SummaryError };

/** The engine's verdict on a deal: its reading of the facts and the scored result, or why the facts cannot be. */
export function evaluateDeal(d: SheetDeal, rules: RuleSet): Evaluation {
  // The sheet's fields are typed, so it asks the engine's check directly rather than writing
  // and re-reading the summary format (whose reader then stays out of the page's code).
  const solo = d.contract === 'solo';
  const re: Seat[] = solo ? [d.soloist] : [...d.re].sort();
  const checked = checkSummary({
    rules,
    contract: solo ? { kind: 'solo', declarer: d.soloist, solo: d.solo, compulsory: false } : { kind: 'normal' },
    parties: { re, kontra: ([0, 1, 2, 3] as Seat[]).filter((s) => !re.includes(s)) },
    reLevel: d.reLevel,
    kontraLevel: d.kontraLevel,
    reCardPoints: d.reCardPoints,
    reTricks: d.reTricks,
    specials: d.specials,
  });
  if (!checked.ok) return { ok: false, error: checked.error };
  return { ok: true, summary: checked.value, result: summaryResult(checked.value) };
}

/** The facts `scoreDeal`/`meetsTarget` take, from a summary the engine has read. */
export function factsOf(s: DealSummary): ScoreFacts {
  return {
    solo: s.parties.re.length === 1,
    reCardPoints: s.reCardPoints,
    reTricks: s.reTricks,
    kontraTricks: s.kontraTricks,
    reLevel: s.reLevel,
    kontraLevel: s.kontraLevel,
    specials: s.specials,
  };
}

/** Like evaluateDeal, for content that must be right: a bad deal fails the build. */
export function resultOf(d: SheetDeal, rules: RuleSet): DealResult {
  const e = evaluateDeal(d, rules);
  if (!e.ok) throw new Error(`bad deal in content: ${JSON.stringify(e.error)}`);
  return e.result;
}
