/**
 * Every English word of the problem sets: the composer (/sets/), the student's run
 * (/sets/run/) and the printed worksheet and answer key (/sets/print/). Items are named from
 * their data; values from the link are shown with the engine's `quote`.
 */
import { quote, safeText } from '../../engine/excerpt.ts';
import { SOLO_NAME } from './analysis.ts';
import { SILENT_SOLO_PLAYS, type HandChoice } from '../../engine/quiz/hand.ts';
import type { ItemProblem, SetError, SetItem } from '../../components/sets/format.ts';
import type { Missing } from '../../components/sets/resolve.ts';
import { MAX_SEED } from '../../engine/quiz/seed.ts';
import { leadText, scoreText } from './quiz.ts';
import { describeNotationError } from './notation.ts';

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const pct = (credit: number) => `${Math.round(credit * 100)} %`;

export const KIND_WORD = {
  exercise: 'Lesson exercise',
  score: 'Score the deal',
  lead: 'Pick the lead',
  leadSeed: 'Pick the lead (generated)',
  hand: 'Hand to analyse',
} as const;

/** What an item is called in lists, notices and on paper. `title` is the catalogue's title where the item was found. */
export function itemName(item: SetItem, title?: string): string {
  switch (item.kind) {
    case 'exercise':
      return title ? `${KIND_WORD.exercise}: ${title}` : `${KIND_WORD.exercise} ${quote(item.id)}`;
    case 'score':
      return `${KIND_WORD.score}: level ${item.level}, ${scoreText.levels[item.level]}, deal #${item.seed}`;
    case 'lead':
      return title ? `${KIND_WORD.lead}: ${title}` : `${KIND_WORD.lead}: problem ${quote(item.problem)}`;
    case 'leadSeed':
      return `${KIND_WORD.lead}: ${leadText.generatedTitle(item.seed)}`;
    case 'hand':
      return `${KIND_WORD.hand}: ${safeText(item.hand.trim(), 40)}`;
  }
}

function whyText(why: ItemProblem | Missing): string {
  switch (why.code) {
    case 'unknownExercise':
      return 'there is no such exercise (the lessons may have changed since the link was made)';
    case 'unknownProblem':
      return 'there is no such lead problem (the problems may have changed since the link was made)';
    case 'badHand':
      return `the hand cannot be read: ${describeNotationError(why.error)}`;
    case 'badRules':
      return 'message' in why ? `its rules cannot be used: ${why.message}` : `its rules must be an object of rule keys, got ${quote(why.got)}`;
    case 'unreadable':
      return `it is not an item this site can read (got ${quote(why.got)})`;
    case 'unknownKind':
      return `${quote(why.got)} is not a kind of item this site knows (a newer version of the site may have made the link)`;
    case 'badId':
      return `${quote(why.got)} is not an id (lowercase words joined by hyphens)`;
    case 'badLevel':
      return `level ${quote(why.got)} does not exist (levels 1 to 8)`;
    case 'badSeed':
      return `deal number ${quote(why.got)} is not a whole number from 0 to ${MAX_SEED.toLocaleString('en')}`;
    case 'badHandText':
      return `the hand must be a text of up to 300 characters, got ${quote(why.got)}`;
  }
}

/** One line about an item that cannot be used: its place, its name, why. */
export function brokenText(index: number, kind: SetItem['kind'] | null, item: SetItem | null, why: ItemProblem | Missing): string {
  const name = item ? itemName(item) : kind ? KIND_WORD[kind] : 'An item';
  return `Item ${index + 1} (${name}) cannot be used: ${whyText(why)}.`;
}

export function setErrorText(e: SetError): string {
  switch (e.code) {
    case 'missing':
      return 'This address has no problem set in it. Ask for the link again, or make a set of your own.';
    case 'tooLong':
      return `This link is too long to be a problem set (${e.length.toLocaleString('en')} characters); it may have been joined with other text.`;
    case 'notBase64':
    case 'notJson':
      return 'This link to a problem set is damaged: part of it may be missing or changed. Ask for the link again.';
    case 'repeatedKey':
      return `This link to a problem set has the field ${e.key} twice (at ${safeText(e.path)}), so it could be read two ways. Ask for the link again.`;
    case 'notASet':
      return 'This link does not hold a problem set (doko-set/1).';
    case 'version':
      return `This problem set was made by a different version of Doko Trainer (${safeText(e.format)}); this site reads doko-set/1.`;
    case 'field':
      return e.field === 't'
        ? `The set's title must be a text of up to 100 characters, got ${quote(e.got)}.`
        : e.field === 'r'
          ? `The set's rules must be an object of rule keys, got ${quote(e.got)}.`
          : e.field === 'i'
            ? `The set's items must be a list, got ${quote(e.got)}.`
            : `The set has a field this site does not know: ${quote(e.field)}.`;
    case 'noItems':
      return 'This problem set has no items.';
    case 'tooManyItems':
      return `This problem set has ${e.count.toLocaleString('en')} items; a set holds at most 30.`;
  }
}

export const setsText = {
  nav: 'Problem sets',
  teacherLink: 'For teachers: make a problem set',
  defaultTitle: 'Problem set',
  composer: {
    title: 'Make a problem set',
    intro:
      'Pick exercises, quiz deals, lead problems and hands for a class or a club evening. The set lives in its link: send it to your students, or print a worksheet with an answer key.',
    titleLabel: 'Title of the set',
    rulesLegend: 'Rules for the quiz deals and hands',
    rulesDdv: 'DDV tournament rules',
    rulesMine: (labels: string) => `Your house rules (${labels})`,
    rulesNote: 'Lesson exercises and the curated lead problems keep their own rules.',
    catalogues: 'Add items',
    exercises: {
      heading: 'Lesson exercise',
      label: 'Exercise',
      add: 'Add exercise',
    },
    score: {
      heading: 'Score the deal',
      level: 'Level',
      seed: 'Deal number',
      another: 'Another deal',
      add: 'Add score quiz',
    },
    lead: {
      heading: 'Pick the lead',
      label: 'Problem',
      add: 'Add lead problem',
      generatedLabel: 'Or a generated opening lead, deal number',
      addGenerated: 'Add generated lead',
    },
    hand: {
      heading: 'Hand to analyse',
      label: 'Hand',
      hint: 'Twelve cards (ten without nines), e.g. ♣Q ♣Q ♠A ♥10 … or CQ CQ SA H10 …',
      add: 'Add hand',
    },
    badSeed: `A deal number is a whole number from 0 to ${MAX_SEED.toLocaleString('en')}.`,
    full: 'A set holds at most 30 items. Remove one to add another.',
    list: {
      heading: (n: number) => `The set (${plural(n, 'item')})`,
      empty: 'No items yet: add some above.',
      up: 'Move up',
      down: 'Move down',
      remove: 'Remove',
      upLabel: (name: string) => `Move up: ${name}`,
      downLabel: (name: string) => `Move down: ${name}`,
      removeLabel: (name: string) => `Remove: ${name}`,
    },
    said: {
      added: (name: string, n: number) => `Added as item ${n}: ${name}.`,
      moved: (name: string, n: number) => `Moved to place ${n}: ${name}.`,
      removed: (name: string) => `Removed: ${name}.`,
    },
    share: {
      heading: 'Share the set',
      linkLabel: 'Link for your students',
      copy: 'Copy link',
      copied: 'Copied. Paste it into a message or a document.',
      copyFailed: 'This browser did not let the page copy: select the link above and copy it yourself.',
      open: 'Try it as a student',
      worksheet: 'Worksheet to print',
      key: 'Answer key',
      none: 'Add an item to get a link.',
    },
  },
  run: {
    label: 'Problem set',
    intro: (n: number) => `${plural(n, 'item')}. Your answers are kept in this browser; the first answer to each item counts.`,
    untitled: 'This set’s link gives it no title (only blank space), so it is called “Problem set”.',
    broken: (k: number, n: number) => `${k} of the ${plural(n, 'item')} cannot be used; the rest of the set runs.`,
    noneLeft: 'None of the items of this set can be used.',
    steps: 'Items',
    stepState: (credit: number | null) => (credit === null ? 'not answered yet' : `answered, ${pct(credit)}`),
    position: (i: number, n: number) => `Item ${i} of ${n}`,
    previous: 'Previous item',
    next: 'Next item',
    finish: 'See the summary',
    makeOwn: 'Make a problem set',
    print: 'Print worksheet',
    printKey: 'Answer key',
  },
  summary: {
    heading: 'Summary',
    result: (answered: number, n: number, credit: number) =>
      answered === 0
        ? `No item answered yet (of ${n}).`
        : `You answered ${answered} of ${plural(n, 'item')}; your first answers earned ${pct(credit)} of the full credit.`,
    item: 'Item',
    outcome: 'Your first answer',
    notAnswered: 'not answered',
    credit: (credit: number) => (credit >= 1 ? `right (${pct(credit)})` : credit > 0 ? `partly right (${pct(credit)})` : 'not right (0 %)'),
    again: 'Start the set again',
    againDone: 'Your answers to this set were cleared.',
    back: 'Back to the items',
  },
  exercise: {
    loading: 'Loading the exercise…',
    notThisExercise: 'the file found is not this exercise',
    failed: (message: string) => `This exercise could not be loaded (${message}). Check your connection and open the set again, or do it in its lesson.`,
    inLesson: (lesson: string) => `Do it in the lesson “${lesson}”`,
  },
  hand: {
    question: 'What would you play with this hand? You may announce a solo; you do not have the lead.',
    /** Each game the hand can lead to at the table (engine/quiz/hand.ts handChoices). */
    choice: (c: HandChoice): string =>
      c === 'normal'
        ? 'No solo: a normal game'
        : c === 'marriage'
          ? 'Announce a marriage (Hochzeit)'
          : c === 'silentSolo'
            ? 'Say nothing: a silent solo'
            : `The ${SOLO_NAME[c]}`,
    bothQueens:
      'You hold both ♣Q: saying nothing at the table makes this a silent solo, so there is no normal game; the reservation for this hand is the marriage.',
    silentIsTheSolo: `A silent solo plays as the ${SOLO_NAME[SILENT_SOLO_PLAYS]} does, with the same trumps and the same score: it counts as that answer.`,
    notAChoice: 'That choice does not exist for this hand.',
    answer: 'Answer',
    pick: 'Pick one answer first.',
    yourChoice: (choice: string) => `Your choice: ${choice}.`,
    waiting: 'The simulation is still running; your answer is graded when it is done.',
    agree: 'The simulation recommends the same.',
    differ: (best: string) => `The simulation recommends something else: ${best}.`,
    analysis: 'The analysis',
  },
  print: {
    worksheet: 'Worksheet',
    key: 'Answer key',
    heading: (title: string, key: boolean) => `${title} — ${key ? 'answer key' : 'worksheet'}`,
    name: 'Name',
    date: 'Date',
    print: 'Print',
    showKey: 'Show the answer key',
    showWorksheet: 'Show the worksheet',
    back: 'Back to the set',
    computing: 'Working out the key…',
    computed: 'The key is complete.',
    preparing: 'Preparing the deals…',
    worksheetReady: 'The worksheet is ready to print.',
    workerStopped: 'the background computation stopped',
    keyFailed: (message: string) => `The key for this item could not be worked out: ${message}`,
    answer: 'Your answer',
    why: 'Why',
    scoreTask: 'Fill in the score sheet of this deal.',
    winner: 'Winner (circle one): Re · Kontra · nobody',
    scores: 'Scores',
    leadTask: 'Which card do you lead?',
    handTask: 'What would you play with this hand, and why?',
    handShown: 'Your hand',
    exerciseFailed: (message: string) => `This exercise could not be loaded (${message}); print again when you are online.`,
    pickOne: (cards: boolean) => (cards ? 'Circle the one right card.' : 'Tick the one right answer.'),
    selectAll: (cards: boolean) => (cards ? 'Circle every right card (there may be none).' : 'Tick every right answer (there may be none).'),
    orderTask: 'Write the cards in order: trumps from highest to lowest, then each plain suit.',
    partiesTask: 'For each player, circle what you can know: Re, Kontra or unknown.',
    partiesChoices: 'Re · Kontra · unknown',
    reservationTask: 'Write what you say in the reservation round, and who leads the first card.',
    sheetTask: 'Write the score sheet: each line, the value of the deal and each player’s score.',
    noneRight: 'None of them.',
    sorted: 'In order',
    keyCard: 'Right answer',
    ruleOfThumb: 'Rule of thumb',
    bestLead: (card: string) => `Best lead: ${card}.`,
    credits: (list: string) => `Partial credit: ${list}.`,
    simulated: (card: string, samples: number) => `The simulation’s best lead: ${card} (${samples.toLocaleString('en')} simulated deals).`,
    alsoGood: (list: string) => `As good within the simulation’s error: ${list}.`,
    handAnswer: (choice: string) => `Answer: ${choice}.`,
    /** Under the answer of a hand with both ♣Q: what the analysis compared, and what a silent solo counts as. */
    handBothQueens: `With both ♣Q there is no normal game: the analysis compares the solos with the announced marriage, and a silent solo counts as the ${SOLO_NAME[SILENT_SOLO_PLAYS]}.`,
    instant: (best: string | null) => (best ? `By the rules of thumb, the ${best} suits this hand best.` : 'By the rules of thumb, no solo suits this hand.'),
    explanation: 'Explanation',
    brokenHeading: 'Items left out',
  },
};
