/**
 * Importing a progress file, which a person may have edited or mixed up: what cannot have happened is refused with the
 * field named (impossible dates, streaks and counts, score sheets no play gives), stars of
 * exercises this site does not have are left out and named, and the message says part by part
 * what the file brought and what it replaced.
 */
import { describe, expect, it } from 'vitest';
import { EXERCISES } from '../../../src/content/exercises/index.ts';
import { readStars, recordStars } from '../../../src/components/progress.ts';
import { freshStore, loadStore, saveStore } from '../../../src/components/practice/store.ts';
import { EMPTY_PROGRESS, possibleAnswers, recordAndSave, recordOutcome, type QuizProgress } from '../../../src/components/quiz/store.ts';
import { exportProgress, importPlan, readProgressFile, replacesAnything, writeProgressFile } from '../../../src/components/storage/progressFile.ts';
import { MAX_FILE_BYTES } from '../../../src/components/storage/limits.ts';
import { MAX_SEED } from '../../../src/engine/quiz/seed.ts';
import { recordGame } from '../../../src/engine/session.ts';
import { MAX_DEAL_VALUE } from '../../../src/engine/sessionCheck.ts';
import { progressFileText } from '#words/input';
import { problemText } from '#words/storage';
import { useFakeStorage } from './fakeStorage.ts';

/** The lessons' exercises, as the pages pass them to the import. */
const EXERCISE_IDS: ReadonlySet<string> = new Set(EXERCISES.map((e) => e.id));

const NOW = new Date('2026-12-03T09:00:00.000Z');
const T0 = new Date('2026-11-02T10:00:00.000Z');
const items = (n: number) => ({ id: `item:drill:trump:${n}`, title: `Trump #${n}`, href: `/quiz/drills/?kind=trump&item=${n}`, theme: 'drill:trump' });
const quiz: QuizProgress = recordOutcome(
  recordOutcome(EMPTY_PROGRESS, { item: items(1), rating: 3, credit: 1, scoreLevel: 1 }, T0),
  { item: items(2), rating: 1, credit: 0 },
  T0,
);
const [first, second] = EXERCISES;
const file = (parts: Record<string, unknown>) => JSON.stringify({ format: 'doko-progress', version: 1, exported: T0.toISOString(), ...parts });
const problem = (text: string) => {
  const r = readProgressFile(text, EXERCISE_IDS, NOW);
  return r.ok ? 'accepted' : r.problem === 'notAFile' ? 'notAFile' : problemText(r.problem);
};
const normal = { kind: 'normal' } as const;
/** A practice-table session of `rows` deals, each 2 points to South and North. */
function table(rows: number) {
  let st = freshStore('open');
  for (let i = 0; i < rows; i++) {
    const scores = [2, -2, 2, -2] as [number, number, number, number];
    st = {
      ...st,
      session: recordGame(st.session, { contract: normal, redeal: false, scores }),
      rows: [...st.rows, { seed: i, dealer: 0 as const, contract: normal, redeal: false, value: 2, scores }],
    };
  }
  return st;
}

describe('refused with the field named: what cannot have happened', () => {
  it('dates in the years 275760 and −271821, and a review dated after today', () => {
    const at = (s: string) => file({ quiz: { ...quiz, attempts: [{ ...quiz.attempts[0], at: s }] } });
    expect(problem(at('+275760-09-13T00:00:00.000Z'))).toBe('quiz.attempts[0].at: expected a date from 1970 to 9999, got "+275760-09-13T00:00:00.000Z"');
    expect(problem(at('-271821-04-20T00:00:00.000Z'))).toMatch(/^quiz\.attempts\[0\]\.at: expected a date from 1970 to 9999, got "-271821/);
    expect(problem(at('2026-12-10T00:00:00.000Z'))).toBe('quiz.attempts[0].at: expected a date not after 2026-12-04, got "2026-12-10T00:00:00.000Z"');
    expect(problem(file({ exported: '2027-01-01T00:00:00.000Z' }))).toMatch(/^exported: expected a date not after/);
    const sets = (updated: string) => file({ sets: { sets: { 'set-0badc0de': { title: 'T', at: 0, answers: {}, updated } } } });
    expect(problem(sets('+275760-09-13T00:00:00.000Z'))).toMatch(/^sets\.sets\["set-0badc0de"\]\.updated: expected a date/);
  });

  it('lastDay "9999-99-99", a streak of 1,000,000 days, a current streak longer than the best', () => {
    expect(problem(file({ quiz: { ...quiz, streak: { current: 1, best: 1, lastDay: '9999-99-99' } } }))).toBe(
      'quiz.streak.lastDay: expected a day (YYYY-MM-DD) from 1970 to 9999, got "9999-99-99"',
    );
    expect(problem(file({ quiz: { ...quiz, streak: { current: 1, best: 1, lastDay: '2026-12-31' } } }))).toMatch(
      /^quiz\.streak\.lastDay: expected a day not after 2026-12-0/,
    );
    expect(problem(file({ quiz: { ...quiz, streak: { current: 1_000_000, best: 1_000_000, lastDay: '2026-12-03' } } }))).toBe(
      'quiz.streak.current: expected a whole number from 0 to 337, got 1000000',
    );
    expect(problem(file({ quiz: { ...quiz, streak: { current: 5, best: 4, lastDay: '2026-12-03' } } }))).toBe(
      'quiz.streak.current: expected a whole number from 0 to 4, got 5',
    );
    // A streak ending on 2 January began on 1 January at the earliest.
    expect(problem(file({ quiz: { ...quiz, streak: { current: 3, best: 3, lastDay: '2026-01-02' } } }))).toBe(
      'quiz.streak.current: expected a whole number from 0 to 2, got 3',
    );
  });

  it('1e9 perfect answers (every level unlocked), more perfect answers than answers, reps beyond what can have happened', () => {
    const max = possibleAnswers(NOW.getTime()).toLocaleString('en');
    expect(problem(file({ quiz: { ...quiz, levels: { '1': { answered: 1e9, perfect: 1e9 } } } }))).toBe(
      `quiz.levels["1"].answered: expected a whole number from 0 to ${max}, got 1000000000`,
    );
    expect(problem(file({ quiz: { ...quiz, levels: { '1': { answered: 2, perfect: 3 } } } }))).toBe(
      'quiz.levels["1"].perfect: expected a whole number from 0 to 2, got 3',
    );
    const id = items(1).id;
    const card = { ...quiz.scheduled[id].card, reps: 999_999_999 };
    expect(problem(file({ quiz: { ...quiz, scheduled: { ...quiz.scheduled, [id]: { ...quiz.scheduled[id], card } } } }))).toBe(
      `quiz.scheduled["${id}"].card.reps: expected a whole number from 0 to ${max}, got 999999999`,
    );
  });

  it('session rows of [1e6 ×4], rows that do not sum to zero, totals that do not match (the engine says what a row may hold)', () => {
    const t = table(2);
    const bad = (row: object) => file({ table: { ...t, rows: [t.rows[0], { ...t.rows[1], ...row }] } });
    expect(problem(bad({ scores: [1e6, 1e6, 1e6, 1e6] }))).toBe('table.rows[1].scores: the four scores add up to 4,000,000, not 0');
    expect(problem(bad({ scores: [1e6, -1e6, 1e6, -1e6], value: 1e6 }))).toBe(
      `table.rows[1].scores: a game value of 1,000,000; no deal is worth more than ${MAX_DEAL_VALUE}`,
    );
    expect(problem(bad({ scores: [3, -1, -1, -1] }))).toBe('table.rows[1].scores: the scores do not give the game value 2');
    expect(problem(file({ table: { ...t, session: { ...t.session, totals: [1e6, -1e6, 1e6, -1e6] } } }))).toBe(
      'table.session.totals: South’s total 1,000,000 is not the sum of the deals, 4',
    );
    expect(problem(file({ table: { ...t, session: { ...t.session, played: 5 } } }))).toBe('table.session.played: 5 deals played, but 2 listed');
    // The rows the sheet shows must be the session's deals and add up to the totals below them.
    expect(problem(file({ table: { ...t, rows: [t.rows[0]] } }))).toBe('table.session.played: 2 deals played, but 1 listed');
    expect(problem(file({ table: { ...t, rows: [t.rows[0], { ...t.rows[1], scores: [-2, 2, -2, 2] }] } }))).toBe(
      'table.session.totals: South’s total 4 is not the sum of the deals, 0',
    );
    expect(problem(file({ table: t }))).toBe('accepted');
  });

  it('stars for "__proto__" are refused naming the field', () => {
    expect(problem(`{"format":"doko-progress","version":1,"exported":"${T0.toISOString()}","lessons":{"stars":{"__proto__":3}}}`)).toBe(
      'lessons.stars.__proto__: expected an exercise id, got "__proto__"',
    );
  });
});

describe('left out and named: stars for exercises this site does not have', () => {
  it('"constructor" and an unknown id are left out; the known stars come in', () => {
    const r = readProgressFile(file({ lessons: { stars: { constructor: 3, [first.id]: 2, 'no-such-exercise': 1 } } }), EXERCISE_IDS, NOW);
    expect(r.ok && r.unknownExercises).toEqual(['constructor', 'no-such-exercise']);
    expect(r.ok && { ...r.file.lessons!.stars }).toEqual({ [first.id]: 2 });
  });
});

// ---------------------------------------------------------------- what the message says

describe('the message says what was replaced, part by part', () => {
  useFakeStorage();

  it('5,500 scheduled questions without an answer are named, never "the file held no progress"', () => {
    const scheduled: Record<string, unknown> = {};
    for (let i = 0; i < 5_500; i++) scheduled[items(i).id] = { ...items(i), card: quiz.scheduled[items(1).id].card };
    const r = readProgressFile(file({ quiz: { ...EMPTY_PROGRESS, scheduled } }), EXERCISE_IDS, NOW);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const plan = importPlan(r.file);
    expect(replacesAnything(plan)).toBe(false);
    expect(progressFileText.imported(plan, r.unknownExercises)).toBe('Progress imported. Quiz progress: 0 quiz answers and 5,500 scheduled questions.');
    // Only a file with nothing at all in it says so (and then nothing was replaced).
    const none = readProgressFile(file({ lessons: { stars: {} }, quiz: EMPTY_PROGRESS, sets: { sets: {} } }), EXERCISE_IDS, NOW);
    if (!none.ok) throw new Error('refused');
    expect(progressFileText.imported(importPlan(none.file), [])).toBe('Progress imported: the file holds no progress, so nothing here was changed.');
  });

  it('each part: what came, what it replaced, what was kept, what was left out', () => {
    recordStars(first.id, 3);
    recordStars(second.id, 1);
    recordAndSave({ item: items(7), rating: 3, credit: 1 }, T0);
    saveStore(table(7));
    const r = readProgressFile(file({ lessons: { stars: { [first.id]: 1, constructor: 3 } }, quiz: EMPTY_PROGRESS, table: table(3) }), EXERCISE_IDS, NOW);
    if (!r.ok) throw new Error('refused');
    const plan = importPlan(r.file);
    expect(replacesAnything(plan)).toBe(true);
    expect(progressFileText.confirmReplace(plan)).toBe(
      'Importing this file replaces what this browser keeps:\n' +
        'Lesson stars: 2 lesson exercises with stars here, 1 lesson exercise with stars in the file.\n' +
        'Quiz progress: 1 quiz answer and 1 scheduled question here, none in the file.\n' +
        'Practice table: a session of 7 deals here, a session of 3 deals in the file.\n' +
        'Replace them?',
    );
    expect(writeProgressFile(r.file)).toBe(true);
    expect(progressFileText.imported(plan, r.unknownExercises)).toBe(
      'Progress imported. Lesson stars: 1 lesson exercise with stars, replacing 2 lesson exercises with stars. ' +
        'Quiz progress: none, replacing 1 quiz answer and 1 scheduled question. ' +
        'Practice table: a session of 3 deals, replacing a session of 7 deals. ' +
        'Left out: stars for 1 exercise this site does not have (“constructor”).',
    );
    expect({ ...readStars() }).toEqual({ [first.id]: 1 });
    expect(loadStore().store?.rows).toHaveLength(3);
  });
});

describe('whatever this browser exports, the import takes', () => {
  const fake = useFakeStorage();

  it('a session of 10,000 solos (the most the table keeps, the longest rows) exports under the file limit and imports again', () => {
    fake.current().quota = 10 * 1024 * 1024;
    const totals = [0, 0, 0, 0];
    const rows = [];
    const games = [];
    for (let i = 0; i < 10_000; i++) {
      const declarer = (i % 4) as 0 | 1 | 2 | 3;
      const v = -MAX_DEAL_VALUE;
      const scores = [0, 1, 2, 3].map((s) => (s === declarer ? 3 * v : -v)) as [number, number, number, number];
      scores.forEach((x, s) => (totals[s] += x));
      const contract = { kind: 'solo', declarer, solo: 'queens', compulsory: false } as const;
      rows.push({ seed: MAX_SEED - i, dealer: declarer, contract, redeal: false, value: v, scores });
      games.push({ dealer: declarer, contract, redeal: false, forced: false, scores });
    }
    const session = { ...freshStore('open').session, played: 10_000, totals: totals as [number, number, number, number], games };
    expect(saveStore({ ...freshStore('open'), session, rows })).toBe(true);
    const text = exportProgress(NOW);
    expect(new TextEncoder().encode(text).length).toBeLessThan(MAX_FILE_BYTES / 2);
    const r = readProgressFile(text, EXERCISE_IDS, NOW);
    expect(r.ok ? 'accepted' : r.problem === 'notAFile' ? 'notAFile' : problemText(r.problem)).toBe('accepted');
    expect(r.ok && r.file.table?.rows).toHaveLength(10_000);
  });
});
