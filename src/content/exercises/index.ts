/**
 * Exercises are data: a goal, a position, the rules it is played under, hints and an
 * explanation. The answers are never stored here: the engine computes them (and
 * tests/content checks that every position is legal). Link to one with `?exercise=<id>`.
 */
import type { CardId } from '../../engine/cards.ts';
import type { OrderKind } from '../../engine/order.ts';
import { parseRules, type RuleSet } from '../../engine/rules.ts';
import { LESSON_5_TO_10_EXERCISES, type Lessons5to10Exercise } from './lessons5to10.ts';
import { LESSON_11_TO_17_EXERCISES, type Lesson11to17Exercise } from './lessons11to17.ts';

export interface ExerciseBase {
  readonly id: string;
  /** Slug of the lesson that shows it. */
  readonly lesson: string;
  readonly title: string;
  readonly goal: string;
  readonly contract: OrderKind;
  /** Overrides of the DDV rules; the exercise is played under these, whatever the settings say. */
  readonly rules?: Partial<RuleSet>;
  readonly hints: readonly string[];
  readonly explanation: string;
}
type Base = ExerciseBase;
export type PointsExercise = Base & { readonly kind: 'points'; readonly cards: readonly CardId[] };
export type SortExercise = Base & { readonly kind: 'sort'; readonly hand: readonly CardId[] };
export type FollowExercise = Base & { readonly kind: 'follow'; readonly trick: readonly CardId[]; readonly hand: readonly CardId[] };
export type WinnerExercise = Base & { readonly kind: 'winner'; readonly trick: readonly CardId[]; readonly lastTrick?: boolean };
export type Exercise = PointsExercise | SortExercise | FollowExercise | WinnerExercise | Lessons5to10Exercise | Lesson11to17Exercise;

export const EXERCISES: readonly Exercise[] = [
  {
    kind: 'points',
    id: 'points-club-trick',
    lesson: 'cards-and-points',
    title: 'Count a trick',
    goal: 'Four clubs fell in one trick. How many card points did the winner collect?',
    contract: 'normal',
    cards: ['CA', 'C10', 'CK', 'C9'],
    hints: ['Ace 11, ten 10.', 'The king adds 4, the nine nothing.'],
    explanation: 'Aces and tens carry almost all the points; a trick with both is worth fighting for.',
  },
  {
    kind: 'points',
    id: 'points-doppelkopf',
    lesson: 'cards-and-points',
    title: 'A fat trick',
    goal: 'How many card points are in this trick?',
    contract: 'normal',
    cards: ['DA', 'HA', 'C10', 'S10'],
    hints: ['Two aces and two tens.', 'Two times 11 plus two times 10.'],
    explanation: 'A trick worth 40 points or more is called a Doppelkopf and earns a special point in a normal game.',
  },
  {
    kind: 'sort',
    id: 'sort-short-hand',
    lesson: 'trumps-and-plain-suits',
    title: 'Sort a hand',
    goal: 'Put these eight cards in order, as you would hold them in a normal game: trumps from highest to lowest, then each plain suit together, highest first.',
    contract: 'normal',
    hand: ['DA', 'CA', 'HQ', 'H10', 'SJ', 'HK', 'D9', 'C9'],
    hints: ['The ♥10 is the highest trump, then the queens, then the jacks, then the diamonds.', '♥K is not a trump: it is a plain heart.'],
    explanation: 'Trumps first, from the Dulle down to the smallest diamond, then each plain suit from its ace down.',
  },
  {
    kind: 'sort',
    id: 'sort-full-hand',
    lesson: 'trumps-and-plain-suits',
    title: 'Sort a full hand',
    goal: 'A full hand of twelve cards, with a pair. Sort it into trump order for the normal game.',
    contract: 'normal',
    hand: ['CQ', 'D10', 'SA', 'SA', 'HJ', 'DJ', 'H9', 'CK', 'DA', 'S9', 'H10', 'DK'],
    hints: ['Count your trumps first: queens, jacks, diamonds and the ♥10.', 'Two equal cards can go in either order.'],
    explanation: 'Holding your hand in this order makes following suit easy: you see at once how many trumps you have and which suits you lack.',
  },
  {
    kind: 'follow',
    id: 'follow-hearts-led',
    lesson: 'following-suit',
    title: 'Hearts are led',
    goal: 'Someone leads the ♥A. Select every card in your hand you are allowed to play.',
    contract: 'normal',
    trick: ['HA'],
    hand: ['H10', 'HK', 'H9', 'HQ', 'CA', 'C10', 'DA', 'SK'],
    hints: ['Which of your hearts are really hearts, and which are trumps?', 'The ♥10 and ♥Q are trumps, not hearts.'],
    explanation: 'Only plain hearts follow a heart lead. The ♥10 and ♥Q belong to the trump suit, so they do not count as hearts.',
  },
  {
    kind: 'follow',
    id: 'follow-trump-led',
    lesson: 'following-suit',
    title: 'A diamond is led',
    goal: 'The ♦9 is led. Select every card you may play.',
    contract: 'normal',
    trick: ['D9'],
    hand: ['CQ', 'HJ', 'DA', 'DK', 'C10', 'SA', 'HK', 'H10'],
    hints: ['In the normal game every diamond is a trump, so a diamond lead is a trump lead.', 'You must play any trump: queens, jacks, diamonds, the ♥10.'],
    explanation: 'A diamond lead asks for trump. Every trump in your hand may be played, and nothing else.',
  },
  {
    kind: 'follow',
    id: 'follow-void',
    lesson: 'following-suit',
    title: 'No spades left',
    goal: '♠A and ♠10 have been played. You hold no plain spade. Select every card you may play.',
    contract: 'normal',
    trick: ['SA', 'S10'],
    hand: ['CQ', 'DJ', 'CA', 'HK', 'D10', 'H9'],
    hints: ['Do you have a plain spade?', 'Without the led suit you may play anything.'],
    explanation: 'When you cannot follow, you are free: trump to win the trick, or throw off (abwerfen) a card of another suit.',
  },
  {
    kind: 'winner',
    id: 'winner-plain',
    lesson: 'winning-tricks',
    title: 'Nobody trumps',
    goal: 'Which card wins this trick?',
    contract: 'normal',
    trick: ['SA', 'SK', 'CA', 'S10'],
    hints: ['No trump was played.', 'Only spades can win a spade trick.'],
    explanation: 'With no trump in the trick, the highest card of the led suit wins. The ♣A is a different plain suit and cannot win.',
  },
  {
    kind: 'winner',
    id: 'winner-trumped',
    lesson: 'winning-tricks',
    title: 'A small trump',
    goal: 'Which card wins this trick?',
    contract: 'normal',
    trick: ['CA', 'C9', 'D9', 'CK'],
    hints: ['Is there a trump in this trick?', 'Even the lowest trump beats every plain card.'],
    explanation: 'The ♦9 is the lowest trump, but any trump beats any plain card.',
  },
  {
    kind: 'winner',
    id: 'winner-equal-cards',
    lesson: 'winning-tricks',
    title: 'Two equal queens',
    goal: 'Both ♠Q are in this trick. Which card wins?',
    contract: 'normal',
    trick: ['CJ', 'SQ', 'SQ', 'HJ'],
    hints: ['Queens rank above jacks.', 'Of two equal cards, which one counts as higher?'],
    explanation: 'Of two identical cards the one played first ranks higher.',
  },
  {
    kind: 'winner',
    id: 'winner-dulle-ddv',
    lesson: 'winning-tricks',
    title: 'Two Dullen (DDV)',
    goal: 'Under DDV rules, both ♥10 land in one trick. Which card wins?',
    contract: 'normal',
    trick: ['H10', 'CQ', 'H10', 'DA'],
    hints: ['The ♥10 is the highest trump.', 'The DDV treats two ♥10 like any two equal cards.'],
    explanation: 'Under the DDV rules the first ♥10 wins, as with any pair of equal cards.',
  },
  {
    kind: 'winner',
    id: 'winner-dulle-house',
    lesson: 'winning-tricks',
    title: 'Two Dullen (house rule)',
    goal: 'Many tables play that the second ♥10 beats the first. Under that house rule, which card wins?',
    contract: 'normal',
    rules: { dulle: 'secondWins' },
    trick: ['H10', 'CQ', 'H10', 'DA'],
    hints: ['Look at the rule shown above the cards.'],
    explanation: 'With “second ♥10 wins”, the later Dulle takes the trick. Agree on this before the first deal!',
  },
  ...LESSON_5_TO_10_EXERCISES,
  ...LESSON_11_TO_17_EXERCISES,
];

export function exercise(id: string): Exercise {
  const found = EXERCISES.find((e) => e.id === id);
  if (!found) throw new Error(`unknown exercise "${id}"`);
  return found;
}

export function exercisesOf(lesson: string): Exercise[] {
  return EXERCISES.filter((e) => e.lesson === lesson);
}

export { exerciseRules } from './rules.ts';
