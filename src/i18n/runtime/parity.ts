/**
 * Catalogue parity, checked by `npm run check`: every translated catalogue exports exactly the
 * names of its English source, each with a type the English callers accept (strings widened, so
 * a translation may say anything; a missing or extra export, a missing key or a function with
 * other parameters is a type error here). Types only: nothing of this ships.
 */
import type * as EnApp from '#words/app';
import type * as EnSite from '#words/site';
import type * as EnFriends from '#words/friends';
import type * as EnPractice from '#words/practice';
import type * as EnReference from '#words/reference';
import type * as EnGlossary from '#words/glossary';
import type * as EnInput from '#words/input';
import type * as EnStorage from '#words/storage';
import type * as EnSeats from '#words/seats';
import type * as DeApp from '../de/app.ts';
import type * as DeSite from '../de/site.ts';
import type * as DeFriends from '../de/friends.ts';
import type * as DePractice from '../de/practice.ts';
import type * as DeReference from '../de/reference.ts';
import type * as DeGlossary from '../de/glossary.ts';
import type * as DeInput from '../de/input.ts';
import type * as DeStorage from '../de/storage.ts';
import type * as DeSeats from '../de/seats.ts';
import type * as EnLearn from '#words/learn';
import type * as DeLearn from '../de/learn.ts';
import type * as EnPlayground from '#words/playground';
import type * as DePlayground from '../de/playground.ts';
import type * as EnPosition from '#words/position';
import type * as DePosition from '../de/position.ts';
import type * as EnProgress from '#words/progress';
import type * as DeProgress from '../de/progress.ts';
import type * as EnReservation from '#words/reservation';
import type * as DeReservation from '../de/reservation.ts';
import type * as EnSettings from '#words/settings';
import type * as DeSettings from '../de/settings.ts';
import type * as EnSorting from '#words/sorting';
import type * as DeSorting from '../de/sorting.ts';
import type * as EnTimeline from '#words/timeline';
import type * as DeTimeline from '../de/timeline.ts';
import type * as EnActions from '#words/actions';
import type * as DeActions from '../de/actions.ts';
import type * as EnNotation from '#words/notation';
import type * as DeNotation from '../de/notation.ts';
import type * as EnRecord from '#words/record';
import type * as DeRecord from '../de/record.ts';
import type * as EnSession from '#words/session';
import type * as DeSession from '../de/session.ts';
import type * as EnTargets from '#words/targets';
import type * as DeTargets from '../de/targets.ts';
import type * as EnQuiz from '#words/quiz';
import type * as EnScoring from '#words/scoring';
import type * as EnEngine from '#words/engine';
import type * as EnBots from '#words/bots';
import type * as EnAnalysis from '#words/analysis';
import type * as DeQuiz from '../de/quiz.ts';
import type * as DeScoring from '../de/scoring.ts';
import type * as DeEngine from '../de/engine.ts';
import type * as DeBots from '../de/bots.ts';
import type * as DeAnalysis from '../de/analysis.ts';
import type * as EnCli from '#words/cli';
import type * as DeCli from '../de/cli.ts';
import type * as EnCommon from '#words/common';
import type * as DeCommon from '../de/common.ts';
import type * as EnSets from '#words/sets';
import type * as DeSets from '../de/sets.ts';
import type * as EnSolve from '#words/solve';
import type * as EnLeadProblems from '#words/lead-problems';
import type * as DeLeadProblems from '../de/lead-problems.ts';
import type * as EnFigures from '#words/figures';
import type * as DeFigures from '../de/figures.ts';
import type * as DeSolve from '../de/solve.ts';
import type * as EnExercises from '#words/exercises';
import type * as DeExercises from '../de/exercises.ts';
import type * as EnLessonExercises from '#words/lesson-exercises';
import type * as DeLessonExercises from '../de/lesson-exercises.ts';
import type * as EnPad from '#words/pad';
import type * as DePad from '../de/pad.ts';

/** What a translation may differ in: the words themselves (literal strings become string). */
type Widen<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => Widen<R>
    : T extends readonly (infer U)[]
      ? readonly Widen<U>[]
      : T extends object
        ? { readonly [K in keyof T]: Widen<T[K]> }
        : T;

/** Resolves to true, or to a type naming the problem (which then fails the assignment below). */
type Twin<En, Tr> = [Exclude<keyof Tr, keyof En>] extends [never]
  ? Tr extends Widen<En>
    ? true
    : { wrongOrMissing: Exclude<keyof En, { [K in keyof En & keyof Tr]: Tr[K] extends Widen<En[K]> ? K : never }[keyof En & keyof Tr]> }
  : { extraExports: Exclude<keyof Tr, keyof En> };

export const parity: {
  deApp: Twin<typeof EnApp, typeof DeApp>;
  deInput: Twin<typeof EnInput, typeof DeInput>;
  deStorage: Twin<typeof EnStorage, typeof DeStorage>;
  deSeats: Twin<typeof EnSeats, typeof DeSeats>;
  deQuiz: Twin<typeof EnQuiz, typeof DeQuiz>;
  deScoring: Twin<typeof EnScoring, typeof DeScoring>;
  deEngine: Twin<typeof EnEngine, typeof DeEngine>;
  deBots: Twin<typeof EnBots, typeof DeBots>;
  deAnalysis: Twin<typeof EnAnalysis, typeof DeAnalysis>;
  deCli: Twin<typeof EnCli, typeof DeCli>;
  deCommon: Twin<typeof EnCommon, typeof DeCommon>;
  deExercises: Twin<typeof EnExercises, typeof DeExercises>;
  deLessonExercises: Twin<typeof EnLessonExercises, typeof DeLessonExercises>;
  deSite: Twin<typeof EnSite, typeof DeSite>;
  deFriends: Twin<typeof EnFriends, typeof DeFriends>;
  dePractice: Twin<typeof EnPractice, typeof DePractice>;
  deReference: Twin<typeof EnReference, typeof DeReference>;
  deGlossary: Twin<typeof EnGlossary, typeof DeGlossary>;
  deSession: Twin<typeof EnSession, typeof DeSession>;
  deTargets: Twin<typeof EnTargets, typeof DeTargets>;
  deSets: Twin<typeof EnSets, typeof DeSets>;
  deSolve: Twin<typeof EnSolve, typeof DeSolve>;
  deLeadProblems: Twin<typeof EnLeadProblems, typeof DeLeadProblems>;
  deFigures: Twin<typeof EnFigures, typeof DeFigures>;
  deLearn: Twin<typeof EnLearn, typeof DeLearn>;
  dePlayground: Twin<typeof EnPlayground, typeof DePlayground>;
  dePosition: Twin<typeof EnPosition, typeof DePosition>;
  deProgress: Twin<typeof EnProgress, typeof DeProgress>;
  deReservation: Twin<typeof EnReservation, typeof DeReservation>;
  deSettings: Twin<typeof EnSettings, typeof DeSettings>;
  deSorting: Twin<typeof EnSorting, typeof DeSorting>;
  deTimeline: Twin<typeof EnTimeline, typeof DeTimeline>;
  deActions: Twin<typeof EnActions, typeof DeActions>;
  deNotation: Twin<typeof EnNotation, typeof DeNotation>;
  dePad: Twin<typeof EnPad, typeof DePad>;
  deRecord: Twin<typeof EnRecord, typeof DeRecord>;
} = {
  deApp: true,
  deInput: true,
  deStorage: true,
  deSeats: true,
  deQuiz: true,
  deScoring: true,
  deEngine: true,
  deBots: true,
  deAnalysis: true,
  deCli: true,
  deCommon: true,
  deExercises: true,
  deLessonExercises: true,
  deSite: true,
  deFriends: true,
  dePractice: true,
  deReference: true,
  deGlossary: true,
  deSession: true,
  deTargets: true,
  deSets: true,
  deSolve: true,
  deLeadProblems: true,
  deFigures: true,
  deLearn: true,
  dePlayground: true,
  dePosition: true,
  deProgress: true,
  deReservation: true,
  deSettings: true,
  deSorting: true,
  deTimeline: true,
  deActions: true,
  deNotation: true,
  dePad: true,
  deRecord: true,
};
