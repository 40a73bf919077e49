/**
 * English words of the lesson pages' frame and the learn map (/learn/).
 */
import type { PathGroupId } from '../../content/path.ts';
export const lessonText = {
  position: (group: string, n: number, total: number, minutes: number) => `${group} · lesson ${n} of ${total} · about ${minutes} min`,
  objectives: 'You will learn',
  buildsOn: 'Best after:',
  navLabel: 'Lessons',
  previous: 'Previous lesson',
  next: 'Next lesson',
  map: 'The learn map',
  backToMap: 'Back to the learn map',
  firstDeal: 'Play your first deal',
  firstDealText: 'You know enough for a normal game. Play one at the practice table, with a coach that explains every card.',
  orContinue: 'Or go on with the full path:',
  askedAgain: 'Once more, with a fresh position',
  askedAgainText: 'You missed these above. Here each one comes again, with other cards.',
  askedAgainNote: 'A fresh one of these waits for you at the end of the lesson.',
};

/** The learning path's groups (src/content/path.ts): their titles and introductions. */
export const pathText = {
  'quick-start': {
    title: 'Quick start',
    intro: 'Everything you need for a first normal game, in small steps with an exercise after each idea. Then play your first deal with a coach at your side.',
  },
  cards: {
    title: 'Cards and tricks in depth',
    intro: 'Sort your hand, count the plain suits, settle two equal cards and the Dullen, and read who plays with whom.',
  },
  games: {
    title: 'Reservations and special games',
    intro: 'Before the first card each player may ask for a special game: solos, the marriage, and poverty at tables that play it.',
  },
  announcements: {
    title: 'Announcements',
    intro: 'Re and Kontra, the Absagen keine 90 to schwarz, replies, and the deadlines that move in a marriage and without nines.',
  },
  scoring: {
    title: 'Winning and scoring',
    intro: 'What each side needs after the announcements, the whole score sheet, special points, solos and deals without a winner.',
  },
  'house-rules': {
    title: 'House rules',
    intro: 'What many tables play differently from the tournament rules, and how to switch it on here.',
  },
  tactics: {
    title: 'Tactics',
    intro: 'Rules of thumb good players follow, with positions to play: leads, smearing, saving the fox, keeping trumps, and what an announcement risks.',
  },
  tournament: {
    title: 'Tournament play',
    intro: 'The tournament round, the compulsory solo and who deals after it.',
  },
} satisfies Record<PathGroupId, { title: string; intro: string }>;

/** The learn map page's title and search description (a separate export: the map island does not ship them). */
export const learnPageText = {
  title: 'Learn',
  description: 'Learn Doppelkopf step by step: a quick start, then small lessons with interactive exercises.',
};

export const mapText = {
  title: 'Learn Doppelkopf step by step',
  intro:
    'Small lessons, one idea each, with an exercise right after it. Start with the quick start; after it, take the groups in any order. Your stars are saved in this browser.',
  minutes: (n: number) => `about ${n} min`,
  total: (n: number, lessons: number) => `${lessons} ${lessons === 1 ? 'lesson' : 'lessons'}, about ${n} minutes`,
  groups: 'The groups of lessons',
  groupDone: (done: number, total: number) => `${done} of ${total} done`,
  after: 'Best after',
  notStarted: 'Not started',
  partial: (solved: number, total: number) => `${solved} of ${total} solved`,
  done: (stars: number, max: number) => `Done · ${stars} of ${max} stars`,
  noExercises: 'No exercises',
  next: 'Next up',
  continue: (title: string) => `Continue with: ${title}`,
  start: (title: string) => `Start here: ${title}`,
  allDone: 'You have done every lesson. Keep your eye in with the quizzes.',
  ready: 'ready',
  progress: (solved: number, total: number) => `${solved} of ${total} exercises solved`,
  exercises: (n: number) => (n === 1 ? '1 exercise' : `${n} exercises`),
  unknownExercise: (id: string) => `There is no exercise “${id}” any more: it may have been renamed. Here is the whole path.`,
  firstDeal: 'Play your first deal',
  firstDealText: 'The end of the quick start: a whole normal game at the practice table, with a coach at your side.',
  firstDealPlayed: 'Played',
  firstDealNotYet: 'Not played yet',
};

/** The static part of an exercise's position (src/components/widgets/ExerciseContextView.tsx). */
export const contextText = {
  cardsToCount: 'The cards to count',
  theHand: 'The hand',
  theCard: 'The card',
  trickSoFar: 'The trick so far',
  youLead: 'No card yet: you lead.',
  calls: 'Calls',
  saidSoFar: 'Said so far:',
  vorbehalt: 'Vorbehalt',
  gesund: 'gesund',
  trickInOrder: 'The trick, in play order, with each player’s party',
};
