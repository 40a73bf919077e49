/**
 * Who plays a deal at a table of four, five or six (docs/rules.md §19.1): four play, the
 * others sit out, and who sits out follows the dealer. Five: the dealer deals and sits out.
 * Six: the dealer and the player opposite (three places on) sit out. Players are numbered
 * 0..n-1 clockwise round the table; the four who play take the engine's seats 0..3 in the
 * same clockwise order.
 */
import type { Seat } from '../parties.ts';

export const MIN_PLAYERS = 4;
export const MAX_PLAYERS = 6;

/** Players at a table: four, five or six. */
export type TableSize = 4 | 5 | 6;
export const isTableSize = (n: number): n is TableSize => n === 4 || n === 5 || n === 6;

/** The players who sit out a deal `dealer` deals, at a table of `size`. */
export function sittingOut(size: TableSize, dealer: number): number[] {
  if (size === 4) return [];
  if (size === 5) return [dealer];
  return [dealer, (dealer + 3) % 6].sort((a, b) => a - b);
}

/** The four players of a deal, clockwise from player 0: the engine's seats 0..3 in that order. */
export function playing(size: TableSize, dealer: number): number[] {
  const out = sittingOut(size, dealer);
  return Array.from({ length: size }, (_, p) => p).filter((p) => !out.includes(p));
}

/** The engine seat of a player in a deal, or null when the player sits it out. */
export function seatOf(size: TableSize, dealer: number, player: number): Seat | null {
  const i = playing(size, dealer).indexOf(player);
  return i < 0 ? null : (i as Seat);
}

/** The player at an engine seat in a deal. */
export function playerAt(size: TableSize, dealer: number, seat: Seat): number {
  return playing(size, dealer)[seat];
}

/** The next dealer, clockwise (a deal thrown in is dealt again by the same dealer: the caller decides). */
export const nextDealer = (size: TableSize, dealer: number): number => (dealer + 1) % size;
