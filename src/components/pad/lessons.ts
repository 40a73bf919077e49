/**
 * Which lesson explains each line of a deal's score, and the solo's threefold score: the ONE
 * place that ties the score pad to lessons. The page looks up each lesson's title
 * at build time and fails the build for a slug that names no lesson.
 */
import type { LineReason } from '../../engine/scoring.ts';

export const LINE_LESSON: Readonly<Record<LineReason, string>> = {
  won: 'winning-and-scoring',
  below90: 'winning-and-scoring',
  below60: 'winning-and-scoring',
  below30: 'winning-and-scoring',
  schwarz: 'winning-and-scoring',
  reAnnounced: 're-and-kontra',
  kontraAnnounced: 're-and-kontra',
  reNo90: 'absagen',
  reNo60: 'absagen',
  reNo30: 'absagen',
  reSchwarz: 'absagen',
  kontraNo90: 'absagen',
  kontraNo60: 'absagen',
  kontraNo30: 'absagen',
  kontraSchwarz: 'absagen',
  reached120AgainstNo90: 'scoring-step-by-step',
  reached90AgainstNo60: 'scoring-step-by-step',
  reached60AgainstNo30: 'scoring-step-by-step',
  reached30AgainstSchwarz: 'scoring-step-by-step',
  againstTheElders: 'special-points',
  doppelkopf: 'special-points',
  foxCaught: 'special-points',
  foxCaughtLastTrick: 'house-rules-last-trick',
  karlchen: 'special-points',
  karlchenCaught: 'house-rules-last-trick',
  lieschenMueller: 'house-rules-last-trick',
};

/** The lesson on a solo's score (three times the value) and on deals without a winner. */
export const SOLO_LESSON = 'solo-scoring';

/** Every lesson the pad links to. */
export const PAD_LESSONS: readonly string[] = [...new Set([...Object.values(LINE_LESSON), SOLO_LESSON])];

/** Each linked lesson's title in the page's language, by slug (from the content collection at build time). */
export type LessonTitles = Readonly<Record<string, string>>;
