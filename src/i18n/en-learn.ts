/**
 * English words of the lesson pages' frame and the learn map (/learn/).
 */
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
};

export const mapText = {
  title: 'Learn Doppelkopf step by step',
  intro: 'Small lessons, one idea each, with an exercise right after it. Start with the quick start; after it, take the groups in any order. Your stars are saved in this browser.',
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
};

/** The static part of an exercise's position (src/components/widgets/ExerciseContext.astro). */
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
