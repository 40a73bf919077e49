/** The credit (0..1) a lesson exercise earns in a set: its stars, three being full credit. */
export const MAX_STARS = 3;

export function exerciseCredit(stars: number): number {
  return Number.isFinite(stars) ? Math.max(0, Math.min(MAX_STARS, stars)) / MAX_STARS : 0;
}
