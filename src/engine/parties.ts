/** Parties and seats (docs/rules.md §2). Seats 0..3 clockwise. */
export type Seat = 0 | 1 | 2 | 3;
export const SEATS: readonly Seat[] = [0, 1, 2, 3];
export type Party = 're' | 'kontra';

export const opponentOf = (p: Party): Party => (p === 're' ? 'kontra' : 're');
export const nextSeat = (s: Seat, by = 1): Seat => ((((s + by) % 4) + 4) % 4) as Seat;

export function isSeat(v: unknown): v is Seat {
  return v === 0 || v === 1 || v === 2 || v === 3;
}

export interface Parties {
  readonly re: readonly Seat[];
  readonly kontra: readonly Seat[];
}

export function partyOf(parties: Parties, seat: Seat): Party {
  return parties.re.includes(seat) ? 're' : 'kontra';
}
