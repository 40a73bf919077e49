/**
 * The learning path: a quick start that ends at the practice table's guided first deal, then
 * groups of small lessons, one idea each. Nothing is locked: a lesson's `prerequisites`
 * (frontmatter) are the lessons it is recommended after, and the learn map shows them.
 * Old lesson URLs stay valid: every slug of the first edition is still a lesson here, and an
 * exercise that moved is found from its id (`?exercise=<id>`).
 */
export interface PathGroup {
  readonly id: string;
  readonly title: string;
  readonly intro: string;
  readonly lessons: readonly string[];
}

export const QUICK_START = 'quick-start';

/** Where the quick start ends: the practice table's guided first deal. */
export const FIRST_DEAL = '/play/first-deal/';

export const PATH: readonly PathGroup[] = [
  {
    id: QUICK_START,
    title: 'Quick start',
    intro: 'Everything you need for a first normal game, in small steps with an exercise after each idea. Then play your first deal with a coach at your side.',
    lessons: ['how-a-deal-goes', 'cards-and-points', 'trumps-and-plain-suits', 'following-suit', 'winning-tricks', 're-and-kontra', 'winning-and-scoring'],
  },
  {
    id: 'cards',
    title: 'Cards and tricks in depth',
    intro: 'Sort your hand, count the plain suits, settle two equal cards and the Dullen, and read who plays with whom.',
    lessons: ['sorting-a-hand', 'plain-suits', 'equal-cards-and-dullen', 'finding-your-partner'],
  },
  {
    id: 'games',
    title: 'Reservations and special games',
    intro: 'Before the first card each player may ask for a special game: solos, the marriage, and poverty at tables that play it.',
    lessons: ['reservations', 'withdrawing-and-throwing-in', 'solos', 'colour-solos', 'queen-jack-ace-solos', 'marriage', 'silent-marriage', 'poverty'],
  },
  {
    id: 'announcements',
    title: 'Announcements',
    intro: 'Re and Kontra, the Absagen keine 90 to schwarz, replies, and the deadlines that move in a marriage and without nines.',
    lessons: ['announcements', 'absagen', 'replies', 'deadlines-that-move'],
  },
  {
    id: 'scoring',
    title: 'Winning and scoring',
    intro: 'What each side needs after the announcements, the whole score sheet, special points, solos and deals without a winner.',
    lessons: ['winning-targets', 'scoring-step-by-step', 'special-points', 'solo-scoring'],
  },
  {
    id: 'house-rules',
    title: 'House rules',
    intro: 'What many tables play differently from the tournament rules, and how to switch it on here.',
    lessons: ['house-rules', 'house-rules-last-trick'],
  },
  {
    id: 'tactics',
    title: 'Tactics',
    intro: 'Rules of thumb good players follow, with positions to play: leads, smearing, saving the fox, keeping trumps, and what an announcement risks.',
    lessons: ['tactics-leads', 'tactics-in-the-trick', 'tactics'],
  },
  {
    id: 'tournament',
    title: 'Tournament play',
    intro: 'The round of 24 deals, the compulsory solo and who deals after it.',
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
