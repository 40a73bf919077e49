/**
 * Playing with friends for a stake (seed 002, "Manejo del juego"): the three modes, who sits
 * at the table, how long a session lasts, and the accounts in money. Every point is worth the
 * stake; the site shows the money and nobody pays anything.
 *
 * - variable: four players (people, computers for empty seats), stake and limit chosen; the
 *   session ends as soon as one player's balance reaches the limit, won or lost.
 * - fourRounds: four players, four rounds of four deals (16), fixed stake, no limit.
 * - duel: two people opposite each other and two computer players (duel.ts), 16 deals.
 */
import { duelVariant, type DealVariant } from './duel.ts';
import { SEATS, type Seat } from './parties.ts';
import type { Session } from './session.ts';

export type TableMode = 'variable' | 'fourRounds' | 'duel';
export const TABLE_MODES: readonly TableMode[] = ['variable', 'fourRounds', 'duel'];

/** Deals that count in a session; null: until a balance reaches the limit. */
export const MODE_DEALS: Readonly<Record<TableMode, number | null>> = { variable: null, fourRounds: 16, duel: 16 };

/** A session's length: its rounds (each player deals once a round) and deals; null: until a balance reaches the limit. */
export function modeLength(mode: TableMode): { readonly rounds: number; readonly deals: number } | null {
  const deals = MODE_DEALS[mode];
  return deals === null ? null : { rounds: deals / SEATS.length, deals };
}

/** How many people the mode seats (computer players take the other seats). */
export const MODE_PEOPLE: Readonly<Record<TableMode, { readonly min: number; readonly max: number }>> = {
  variable: { min: 1, max: 4 },
  fourRounds: { min: 1, max: 4 },
  duel: { min: 2, max: 2 },
};

/** The seats people take, in the order they join: the duel's two sit opposite each other. */
export const MODE_SEAT_ORDER: Readonly<Record<TableMode, readonly Seat[]>> = {
  variable: SEATS,
  fourRounds: SEATS,
  duel: duelVariant(0).people,
};

/** The rule variant the mode's deals are played under. */
export function modeVariant(mode: TableMode): DealVariant | null {
  return mode === 'duel' ? duelVariant(0) : null;
}

/** Only the variable stake has a limit. */
export const modeHasLimit = (mode: TableMode): boolean => mode === 'variable';

export interface Stake {
  /** What one point is worth, in cents. */
  readonly centsPerPoint: number;
  /** Variable stake only: the balance in cents, won or lost, that ends the session; else null. */
  readonly limitCents: number | null;
}

/** A score in points as money, in cents. */
export const moneyCents = (points: number, stake: Stake): number => points * stake.centsPerPoint;

/** Each seat's balance in cents. */
export function balancesCents(session: Session, stake: Stake): number[] {
  return session.totals.map((points) => moneyCents(points, stake));
}

/** What one person owes the other: `points` and their worth in `cents`, both above zero. */
export interface Debt {
  readonly debtor: Seat;
  readonly creditor: Seat;
  readonly points: number;
  readonly cents: number;
}

/**
 * Between the duel's two people: who owes whom, or null when they are even. The computers play
 * for nobody, so the two share the computers' balance equally and what is left is between
 * them: half the difference of their balances. So what both won or lost alike against the
 * computers moves nothing between them, and when the computers are even the debt is exactly
 * each person's balance. The half is whole for every score sheet of the duel: each deal scores
 * two seats +v and two −v, or a soloist +3v and the others −v, so the two people's totals
 * always differ by an even number.
 */
export function duelDebt(session: { readonly totals: readonly number[] }, stake: Stake): Debt | null {
  const [a, b] = MODE_SEAT_ORDER.duel;
  const half = (session.totals[a] - session.totals[b]) / 2;
  if (half === 0) return null;
  const [debtor, creditor] = half < 0 ? [a, b] : [b, a];
  const points = Math.abs(half);
  return { debtor, creditor, points, cents: moneyCents(points, stake) };
}

export type SessionEnd =
  | { readonly reason: 'deals'; readonly deals: number }
  /** The seats whose balance reached the limit (plus or minus) with the last deal. */
  | { readonly reason: 'limit'; readonly seats: readonly Seat[]; readonly limitCents: number };

/** Why the session is over, or null while it goes on. */
export function sessionEnd(mode: TableMode, session: Session, stake: Stake): SessionEnd | null {
  const deals = MODE_DEALS[mode];
  if (deals !== null) return session.played >= deals ? { reason: 'deals', deals } : null;
  const limit = stake.limitCents;
  if (limit === null) return null;
  const balances = balancesCents(session, stake);
  const seats = SEATS.filter((seat) => Math.abs(balances[seat]) >= limit);
  return seats.length > 0 ? { reason: 'limit', seats, limitCents: limit } : null;
}
