/**
 * What the practice table needs to know of the learner's lessons, in ONE place: the lessons
 * after which it deals special games by default, and the lesson that teaches each rule of thumb
 * the coach names (before it, the coach says the rule in the words of the quick start). The
 * page looks up each lesson's exercises at build time and fails the build for a slug that names
 * no lesson; the stars of those exercises (components/progress.ts) say which are done.
 */
import type { CardRule } from '../../engine/bots/index.ts';

/** Marriages, silent solos and solos: until these are done the table deals normal games only. */
export const SPECIAL_GAME_LESSONS: readonly string[] = ['reservations', 'solos', 'marriage', 'silent-marriage'];

/** The lesson whose words the coach may use for a rule of thumb (its tactic, and its table words). */
export const COACH_RULE_LESSONS: Readonly<Partial<Record<CardRule, string>>> = {
  leadSingleBlackAce: 'tactics-leads',
  leadSingleHeartAce: 'tactics-leads',
  leadAceFromPair: 'tactics-leads',
  leadStandingAce: 'tactics-leads',
  leadTrumpToPartner: 'tactics-leads',
  leadTrumpPartnerKontra: 'tactics-leads',
  leadSideSuitKontra: 'tactics-leads',
  soloPullTrumps: 'solos',
  soloLeadTrump: 'solos',
  leadAgainstSolo: 'solos',
  marriageLeadDulle: 'marriage',
  marriageLeadAce: 'marriage',
  marriageFindPartner: 'marriage',
  smearOnPartner: 'tactics-in-the-trick',
  saveFox: 'tactics-in-the-trick',
  trumpJackOrHigher: 'tactics-in-the-trick',
  trumpWithJack: 'tactics-in-the-trick',
};

/** Every lesson the table asks about (the page passes their exercises). */
export const TABLE_LESSONS: readonly string[] = [...new Set([...SPECIAL_GAME_LESSONS, ...Object.values(COACH_RULE_LESSONS)])];

/** Each lesson's exercise ids, as the page found them at build time. */
export type LessonExercises = Readonly<Record<string, readonly string[]>>;

/** The lessons done: every exercise has earned a star (as the learn map counts them). */
export function lessonsDone(lessons: LessonExercises, stars: Readonly<Record<string, number>>): ReadonlySet<string> {
  const done = new Set<string>();
  for (const [slug, ids] of Object.entries(lessons)) {
    if (ids.length > 0 && ids.every((id) => Object.hasOwn(stars, id) && stars[id] > 0)) done.add(slug);
  }
  return done;
}

/** Whether the special games are taught: the table's default for "normal games only" is the opposite. */
export const specialGamesTaught = (done: ReadonlySet<string>): boolean => SPECIAL_GAME_LESSONS.every((l) => done.has(l));

/** Whether the coach may use the words of the lesson that teaches `rule`. */
export const ruleTaught =
  (done: ReadonlySet<string>) =>
  (rule: CardRule): boolean => {
    const lesson = COACH_RULE_LESSONS[rule];
    return lesson !== undefined && done.has(lesson);
  };
