/**
 * The guided deals of "Play your first deal" (/play/first-deal/): seeds of `dealHands` under
 * the DDV rules, South dealing, so that West leads the first trick. Chosen so that a newcomer
 * who follows the coach meets a plain normal game, follows suit more than once, trumps a
 * trick he cannot follow, and sees his partner win tricks. tests/content/firstDeals.test.ts
 * plays each one through the table machine as such a newcomer and checks exactly that.
 */
import type { Seat } from '../../engine/parties.ts';

export interface FirstDeal {
  readonly seed: number;
  readonly dealer: Seat;
}

export const FIRST_DEALS: readonly FirstDeal[] = [
  { seed: 3, dealer: 0 },
  { seed: 6, dealer: 0 },
  { seed: 8, dealer: 0 },
  { seed: 10, dealer: 0 },
  { seed: 11, dealer: 0 },
];
