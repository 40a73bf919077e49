/**
 * What a session's score sheet can hold (docs/rules.md §11.3, §12), for sheets handed in from
 * outside (an imported progress file): each deal's per-seat scores as the engine writes them and
 * totals that are the sum of the deals. The engine itself only ever writes sheets that pass.
 */
import { TOTAL_POINTS } from './cards.ts';
import type { Contract } from './contract.ts';
import { DOPPELKOPF_POINTS, LINE_RULES, SOLOIST_FACTOR, type LineReason } from './scoring.ts';
import type { Session } from './session.ts';

/** How often a line can be awarded in one deal: once, but the special points once per event (§11.1). */
const MOST_EVENTS: Partial<Record<LineReason, number>> = {
  doppelkopf: Math.floor(TOTAL_POINTS / DOPPELKOPF_POINTS),
  foxCaught: 2,
  foxCaughtLastTrick: 2,
  karlchenCaught: 2,
};

/** No deal is worth more than every line it can be awarded at once (an upper bound, §11). */
export const MAX_DEAL_VALUE = LINE_RULES.reduce((n, l) => n + l.points * (MOST_EVENTS[l.reason] ?? 1), 0);

export type Scores = readonly [number, number, number, number];

/** A deal as a score sheet records it. `value`: the game value from Re's side, when the sheet keeps it. */
export interface SheetDeal {
  readonly contract: Contract | null;
  /** Thrown in (or nobody took the poverty): dealt again, scores nothing. */
  readonly redeal: boolean;
  /** Stopped without a result (a duel's marriage without a partner): scores nothing. */
  readonly abandoned?: boolean;
  readonly scores: Scores;
  readonly value?: number;
  /** The player of a silent solo: a normal contract he played alone (`silentSoloist` in deal.ts). */
  readonly silentSoloist?: number;
}

export type SheetDealProblem =
  | { readonly code: 'scoredWithoutPlay' }
  | { readonly code: 'notZeroSum'; readonly sum: number }
  | { readonly code: 'notSeatScores' }
  | { readonly code: 'valueTooHigh'; readonly value: number; readonly max: number }
  | { readonly code: 'notTheValue'; readonly value: number }
  | { readonly code: 'soloistNotDeclarer'; readonly declarer: number };

/**
 * Why a deal's scores cannot be on a sheet, or null. Per §11.3: two players +V and two −V, or a
 * soloist (an announced solo's declarer) +3V against three −V; the sum is 0; |V| at most
 * MAX_DEAL_VALUE; a deal dealt again or stopped scores 0 for all.
 */
export function sheetDealProblem(d: SheetDeal): SheetDealProblem | null {
  if (d.redeal || d.abandoned) return d.scores.every((s) => s === 0) ? null : { code: 'scoredWithoutPlay' };
  const sum = d.scores.reduce((a, b) => a + b, 0);
  if (sum !== 0) return { code: 'notZeroSum', sum };
  const value = gameValueOf(d.scores);
  if (value === null) return { code: 'notSeatScores' };
  if (Math.abs(value.v) > MAX_DEAL_VALUE) return { code: 'valueTooHigh', value: Math.abs(value.v), max: MAX_DEAL_VALUE };
  if (d.value !== undefined && Math.abs(d.value) !== Math.abs(value.v)) return { code: 'notTheValue', value: d.value };
  const c = d.contract;
  if (c?.kind === 'solo' && value.v !== 0 && value.soloist !== c.declarer) return { code: 'soloistNotDeclarer', declarer: c.declarer };
  const silent = c?.kind === 'normal' ? d.silentSoloist : undefined;
  if (silent !== undefined && value.v !== 0 && value.soloist !== silent) return { code: 'soloistNotDeclarer', declarer: silent };
  return null;
}

/** The game value V behind per-seat scores (and the soloist's seat), or null when they are not §11.3's pattern. */
function gameValueOf(scores: Scores): { v: number; soloist: number | null } | null {
  if (scores.every((s) => s === 0)) return { v: 0, soloist: null };
  const sorted = [...scores].sort((a, b) => a - b);
  // Two and two: −V, −V, +V, +V.
  if (sorted[0] === sorted[1] && sorted[2] === sorted[3] && sorted[0] === -sorted[3]) return { v: sorted[3], soloist: null };
  // A soloist: +3V against −V three times (V of either sign).
  for (let seat = 0; seat < 4; seat++) {
    const others = scores.filter((_, i) => i !== seat);
    const v = -others[0];
    if (others.every((s) => s === -v) && scores[seat] === SOLOIST_FACTOR * v) return { v, soloist: seat };
  }
  return null;
}

export type SessionProblem =
  | { readonly code: 'totals'; readonly seat: number; readonly total: number; readonly sum: number }
  | { readonly code: 'played'; readonly played: number; readonly counted: number };

/**
 * Why a session's totals or count of deals are not those of `deals` (its games, or a sheet's
 * rows), or null: every deal not dealt again counts, and the totals are the sum of the scores.
 */
export function sessionProblem(s: Pick<Session, 'played' | 'totals'>, deals: readonly SheetDeal[]): SessionProblem | null {
  const counted = deals.filter((g) => !g.redeal).length;
  if (s.played !== counted) return { code: 'played', played: s.played, counted };
  for (let seat = 0; seat < 4; seat++) {
    const sum = deals.reduce((n, g) => n + g.scores[seat], 0);
    if (s.totals[seat] !== sum) return { code: 'totals', seat, total: s.totals[seat], sum };
  }
  return null;
}
