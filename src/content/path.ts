/**
 * The learning path: a quick start that ends at the practice table's guided first deal, then
 * groups of small lessons, one idea each. Nothing is locked: a lesson's `prerequisites`
 * (frontmatter) are the lessons it is recommended after, and the learn map shows them.
 * Old lesson URLs stay valid: every slug of the first edition is still a lesson here (a lesson
 * split in two keeps its slug for the first part), and an exercise that moved is found from its
 * id (`?exercise=<id>`).
 */
/** A group of the path; its title and introduction are words (`pathText` in src/i18n/en/learn.ts). */
export interface PathGroup {
  readonly id: PathGroupId;
  readonly lessons: readonly string[];
}

export type PathGroupId = 'quick-start' | 'cards' | 'games' | 'announcements' | 'scoring' | 'house-rules' | 'tactics' | 'tournament';

export const QUICK_START: PathGroupId = 'quick-start';

/** Where the quick start ends: the practice table's guided first deal. */
export const FIRST_DEAL = '/play/first-deal/';

export const PATH: readonly PathGroup[] = [
  {
    id: QUICK_START,
    lessons: ['how-a-deal-goes', 'cards-and-points', 'trumps-and-plain-suits', 'following-suit', 'winning-tricks', 're-and-kontra', 'winning-and-scoring'],
  },
  {
    id: 'cards',
    lessons: ['sorting-a-hand', 'plain-suits', 'equal-cards-and-dullen', 'finding-your-partner'],
  },
  {
    id: 'games',
    lessons: ['reservations', 'withdrawing-and-throwing-in', 'solos', 'colour-solos', 'queen-jack-ace-solos', 'marriage', 'silent-marriage', 'poverty'],
  },
  {
    id: 'announcements',
    lessons: ['announcements', 'absagen', 'absage-jumps', 'replies', 'deadlines-that-move', 'deadlines-without-nines', 'forced-announcement'],
  },
  {
    id: 'scoring',
    lessons: ['winning-targets', 'scoring-step-by-step', 'special-points', 'catching-the-fox', 'karlchen', 'netting', 'solo-scoring'],
  },
  {
    id: 'house-rules',
    lessons: ['house-rules', 'house-rules-last-trick'],
  },
  {
    id: 'tactics',
    lessons: ['tactics-leads', 'tactics-in-the-trick', 'tactics'],
  },
  {
    id: 'tournament',
    lessons: ['tournament-play'],
  },
];

/** Every lesson in path order. */
export const LESSON_ORDER: readonly string[] = PATH.flatMap((g) => g.lessons);

export function groupOf(slug: string): PathGroup {
  const g = PATH.find((x) => x.lessons.includes(slug));
  if (!g) throw new Error(`lesson "${slug}" is not on the learning path`);
  return g;
}
