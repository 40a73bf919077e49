/**
 * The words of the curated lead problems (the "Pick the lead" quiz and the problem sets). In
 * English they are each problem file's own title, reason and explanation
 * (src/content/quizzes/lead/<id>.json, written with the problem by its author); another
 * language gives them by problem id. The problems are loaded with the words of the page's
 * language (src/content/quizzes/index.ts), so no reader needs to ask.
 */
import type { CheckedProblem } from '../../engine/quiz/problems.ts';

export interface LeadProblemWords {
  readonly title: string;
  /** Why the key is right, in one sentence (shown first, before the details). */
  readonly reason: string;
  readonly explanation: string;
}

export const leadProblemWords = (p: CheckedProblem): LeadProblemWords => ({ title: p.title, reason: p.reason, explanation: p.explanation });
