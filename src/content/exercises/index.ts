/**
 * Every exercise of the lessons, by id. An exercise is data (src/content/exercises/types.ts);
 * `prepare.ts` asks the engine for its answers when the page is built. Link to one with
 * `?exercise=<id>`: ids stay stable when an exercise moves to another lesson. Fresh positions
 * (`asksAgain`) are exercises too, asked at the end of a lesson for the ones missed; they are
 * not listed among a lesson's exercises.
 */
import { ANNOUNCING, ANNOUNCING_AGAIN } from './announcing.ts';
import { CARDS } from './cards.ts';
import { GAMES } from './games.ts';
import { HOUSE } from './house.ts';
import { QUICK_START_AGAIN, QUICK_START_EXERCISES } from './quickstart.ts';
import { SCORING, SCORING_AGAIN } from './scoring.ts';
import { TACTICS } from './tactics.ts';
import { TOURNAMENT } from './tournament.ts';
import type { Exercise, ExerciseWords, PlayWords } from './types.ts';

export type { Exercise } from './types.ts';

/** The exercises the lessons show, lesson by lesson. */
export const EXERCISES: readonly Exercise[] = [...QUICK_START_EXERCISES, ...CARDS, ...GAMES, ...ANNOUNCING, ...SCORING, ...HOUSE, ...TACTICS, ...TOURNAMENT];

/** Fresh positions of exercises, each asked again at the end of its lesson when that one was missed. */
export const FRESH_POSITIONS: readonly Exercise[] = [...QUICK_START_AGAIN, ...ANNOUNCING_AGAIN, ...SCORING_AGAIN];

/** Every exercise as written in the data, with its literal id and kind. */
type ExerciseData = (
  | typeof QUICK_START_EXERCISES
  | typeof QUICK_START_AGAIN
  | typeof CARDS
  | typeof GAMES
  | typeof ANNOUNCING
  | typeof ANNOUNCING_AGAIN
  | typeof SCORING
  | typeof SCORING_AGAIN
  | typeof HOUSE
  | typeof TACTICS
  | typeof TOURNAMENT
)[number];

export type ExerciseId = ExerciseData['id'];

/**
 * The shape of an exercise catalogue (src/i18n/en/lesson-exercises.ts and its twins): the words
 * of every exercise by id, a play exercise's with its rule of thumb. A new exercise without words,
 * or words for an id that no longer exists, is a type error.
 */
export type ExerciseWordsById = { readonly [E in ExerciseData as E['id']]: E['kind'] extends 'play' ? PlayWords : ExerciseWords };

const BY_ID = new Map([...EXERCISES, ...FRESH_POSITIONS].map((e) => [e.id, e]));

export function exercise(id: string): Exercise {
  const found = BY_ID.get(id);
  if (!found) throw new Error(`unknown exercise "${id}"`);
  return found;
}

export function exercisesOf(lesson: string): Exercise[] {
  return EXERCISES.filter((e) => e.lesson === lesson);
}

/** The fresh positions a lesson holds ready, in the order of the exercises they stand for. */
export function freshPositionsOf(lesson: string): Exercise[] {
  return exercisesOf(lesson).flatMap((e) => FRESH_POSITIONS.filter((f) => f.asksAgain === e.id));
}
