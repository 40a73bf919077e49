/**
 * The one naming scheme for the four seats on every page (table, quizzes, analyser, lessons):
 * compass points, clockwise from South. Seat numbers are the formats' 0..3; the engine knows
 * only numbers. Where the reader has a seat of his own, that seat is "You".
 */
export const SEAT_NAMES = ['South', 'West', 'North', 'East'] as const;

/** "West"; the viewer's own seat is "You". */
export function seatName(seat: number, viewer?: number): string {
  if (seat === viewer) return 'You';
  return SEAT_NAMES[seat] ?? `Seat ${seat}`;
}
