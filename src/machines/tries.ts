/**
 * How every exercise answers a wrong answer, whatever its kind: the first miss opens the next
 * hint and asks again; the second miss shows the solution, as does asking for it. A learner
 * who clicks at random so never sees the answer handed over on the first click, and one who
 * is stuck is never left without it. Each exercise machine counts the misses and the hints
 * asked for, moves to its `revealed` state with `outOfTries`, and opens hints with `hintsOpen`.
 */

/** Answers an exercise takes before it shows the solution. */
export const TRIES = 2;

export interface Tries {
  /** Wrong answers so far. */
  readonly mistakes: number;
  /** Hints the learner asked for. */
  readonly hints: number;
  /** Hints the exercise has. */
  readonly hintCount: number;
}

/** The misses so far leave no further try: show the solution. */
export const outOfTries = (c: Pick<Tries, 'mistakes'>): boolean => c.mistakes >= TRIES;

/** The hints on view: those asked for, and one more for each miss that leaves a try. */
export const hintsOpen = (c: Tries): number => Math.min(c.hintCount, c.hints + Math.min(c.mistakes, TRIES - 1));

/** Another hint can be asked for while some are still closed. */
export const hintLeft = (c: Tries): boolean => hintsOpen(c) < c.hintCount;
