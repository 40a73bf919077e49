/**
 * Every exercise of the lessons, by id. An exercise is data (src/content/exercises/types.ts);
 * `prepare.ts` asks the engine for its answers when the page is built. Link to one with
 * `?exercise=<id>`: ids stay stable when an exercise moves to another lesson.
 */
import { ANNOUNCING } from './announcing.ts';
import { CARDS } from './cards.ts';
import { GAMES } from './games.ts';
import { HOUSE } from './house.ts';
import { QUICK_START_EXERCISES } from './quickstart.ts';
import { SCORING } from './scoring.ts';
import { TACTICS } from './tactics.ts';
import { TOURNAMENT } from './tournament.ts';
import type { Exercise } from './types.ts';

export type { Exercise } from './types.ts';

export const EXERCISES: readonly Exercise[] = [...QUICK_START_EXERCISES, ...CARDS, ...GAMES, ...ANNOUNCING, ...SCORING, ...HOUSE, ...TACTICS, ...TOURNAMENT];

const BY_ID = new Map(EXERCISES.map((e) => [e.id, e]));

export function exercise(id: string): Exercise {
  const found = BY_ID.get(id);
  if (!found) throw new Error(`unknown exercise "${id}"`);
  return found;
}

export function exercisesOf(lesson: string): Exercise[] {
  return EXERCISES.filter((e) => e.lesson === lesson);
}
