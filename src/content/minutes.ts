/**
 * How long a lesson takes, estimated from what is in it rather than written by hand: its prose
 * read at 150 words a minute (a learner meeting new words and looking at cards), each
 * exercise at the time its kind of interaction takes a newcomer, and each explorer widget a
 * minute to try. The lesson pages show it and tests/content/path.test.ts sums the quick start.
 */
import type { ExerciseKind } from './exercises/types.ts';

export const WORDS_PER_MINUTE = 150;

export const EXERCISE_MINUTES: Readonly<Record<ExerciseKind, number>> = {
  pick: 1,
  choose: 1,
  number: 1,
  select: 1.5,
  calls: 1.5,
  order: 2,
  parties: 2,
  play: 2,
  reservation: 2.5,
  sheet: 4,
};

/** Widgets to try that are not graded (a playground, a calculator): a minute each. */
const EXPLORERS = /<(TrickPlayground|TrumpLadder|TargetCalculator|AnnouncementTimeline|ScoreSheet)\b/g;

/** The words a reader reads in an MDX lesson: prose, headings, captions and check-yourself questions. */
export function proseWords(mdx: string): number {
  const body = mdx
    .replace(/^---[\s\S]*?\n---\n/, '')
    .replace(/^import .*$/gm, '')
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/\b(caption|title|label)="([^"]*)"/g, ' $2 ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\{[^}]*\}/g, ' ')
    .replace(/[#*_|>`]/g, ' ');
  return body.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

/** Minutes for a lesson, unrounded. */
export function lessonMinutes(mdx: string, exerciseKinds: readonly ExerciseKind[]): number {
  const explorers = [...mdx.matchAll(EXPLORERS)].length;
  return proseWords(mdx) / WORDS_PER_MINUTE + exerciseKinds.reduce((n, k) => n + EXERCISE_MINUTES[k], 0) + explorers;
}

/** As a page shows it: whole minutes, at least one. */
export const shownMinutes = (minutes: number) => Math.max(1, Math.round(minutes));
