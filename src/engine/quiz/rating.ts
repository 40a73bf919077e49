/**
 * From an answer's outcome to a spaced-repetition rating (FSRS grades 1–4):
 * wrong → Again, right with a hint or slowly → Hard, right → Good, right and fast → Easy.
 * An answer given after the last hint step showed it counts as wrong.
 * Partial credit (a score sheet half right, a lead that is plausible but not the best)
 * counts as Hard from half credit up, as Again below.
 */

/** FSRS grades, numbered as ts-fsrs numbers them. */
export const RATING = { again: 1, hard: 2, good: 3, easy: 4 } as const;
export type Rating = (typeof RATING)[keyof typeof RATING];

export interface Outcome {
  /** Credit 0..1: 1 fully right. */
  readonly credit: number;
  /** Hint steps looked at: 0 none, 1 the rule, 2 the candidates, 3 the answer itself. */
  readonly hints: number;
  /** Seconds the answer took. */
  readonly seconds: number;
}

/** What counts as fast and slow for one kind of question, in seconds. */
export interface Pace {
  readonly fast: number;
  readonly slow: number;
}

export const PACE = {
  drill: { fast: 6, slow: 25 },
  lead: { fast: 20, slow: 90 },
  score: { fast: 90, slow: 300 },
} as const satisfies Record<string, Pace>;

/** Credit from which an answer counts as right. */
export const RIGHT = 1;
/** Credit from which a partly right answer is Hard rather than Again. */
export const PARTLY = 0.5;

/** Hint steps; the last one shows the answer. */
export const HINT_STEPS = 3;

export function ratingFor(o: Outcome, pace: Pace): Rating {
  if (o.credit < PARTLY || o.hints >= HINT_STEPS) return RATING.again;
  if (o.credit < RIGHT || o.hints > 0 || o.seconds > pace.slow) return RATING.hard;
  return o.seconds <= pace.fast ? RATING.easy : RATING.good;
}
