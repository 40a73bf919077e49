/**
 * Quiz progress the scheduler cannot break: every card the progress schema accepts is one ts-fsrs
 * takes (a property over all of them, and over a clock set back), a review dated in the future
 * counts as now, a progress file with dates, memory states or counts that cannot have happened
 * is refused naming the field, and an answer is always saved or reported.
 */
import fc from 'fast-check';
import { EXERCISES } from '../../../src/content/exercises/index.ts';
import { default_maximum_interval, S_MAX, S_MIN } from 'ts-fsrs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  EMPTY_PROGRESS,
  MEMORY,
  parseProgress,
  progressSchema,
  QUIZ_STORE,
  recordAndSave,
  recordOutcome,
  review,
  storedCardSchema,
  type OutcomeReport,
  type QuizProgress,
  type StoredCard,
} from '../../../src/components/quiz/store.ts';
import { readProgressFile } from '../../../src/components/storage/progressFile.ts';
import { check } from '../../../src/components/storage/schema.ts';
import { reportsFor } from '../../../src/components/storage/store.ts';
import { problemText } from '#words/storage';
import { useFakeStorage } from '../storage/fakeStorage.ts';

/** The lessons' exercises, as the pages pass them to the import. */
const EXERCISE_IDS: ReadonlySet<string> = new Set(EXERCISES.map((e) => e.id));

const DAY = 86_400_000;
const T0 = new Date(2026, 10, 2, 10, 0, 0);
const at = (days: number) => new Date(T0.getTime() + days * DAY);
const item = { id: 'item:drill:trump:1', title: 'Trump #1', href: '/quiz/drills/?kind=trump&item=1', theme: 'drill:trump' };
const concept = { id: 'concept:drill:trump', title: 'Trump or not', href: '/quiz/drills/?kind=trump', theme: 'drill:trump' };
const answer = (rating: 1 | 2 | 3 | 4 = 3): OutcomeReport => ({ item, rating, credit: rating === 1 ? 0 : 1, concepts: [{ ...concept, rating }] });
/** Progress with the item answered twice, three days apart: a card in review. */
const answered = (): QuizProgress => recordOutcome(recordOutcome(EMPTY_PROGRESS, answer(), T0), answer(), at(3));
const withCard = (p: QuizProgress, card: Partial<StoredCard>): QuizProgress => ({
  ...p,
  scheduled: { ...p.scheduled, [item.id]: { ...p.scheduled[item.id], card: { ...p.scheduled[item.id].card, ...card } } },
});
const file = (quiz: unknown) => JSON.stringify({ format: 'doko-progress', version: 1, exported: at(3).toISOString(), quiz });
const problemOf = (text: string, now: Date) => {
  const r = readProgressFile(text, EXERCISE_IDS, now);
  return r.ok ? 'accepted' : r.problem === 'notAFile' ? 'notAFile' : problemText(r.problem);
};

describe('stored cards that once made answering throw: answering such an item no longer throws, and is saved', () => {
  it('a clock set back: the last review lies in the future, and counts as now', () => {
    const p = answered();
    const back = at(-30);
    // Before: ts-fsrs threw `Invalid delta_t "-33"` here.
    const next = recordOutcome(p, answer(), back);
    const card = next.scheduled[item.id].card;
    expect(card.last_review).toBe(back.toISOString());
    expect(card.reps).toBe(3);
    expect(Date.parse(card.due)).toBeGreaterThan(back.getTime());
    expect(check(progressSchema, JSON.parse(JSON.stringify(next))).ok).toBe(true);
  });

  it('a difficulty below 1 (or a stability below the scheduler’s least) is refused where it is read, naming the field', () => {
    const p = answered();
    const key = `scheduled["${item.id}"].card`;
    const half = parseProgress(JSON.stringify(withCard(p, { difficulty: 0.5 })));
    expect(half.status).toBe('reset');
    expect(problemText(half.problem!)).toBe(`${key}.difficulty: expected a number from 1 to 10, got 0.5`);
    expect(problemText(parseProgress(JSON.stringify(withCard(p, { stability: 0.0001 }))).problem!)).toBe(
      `${key}.stability: expected a number from 0.001 to 36,500, got 0.0001`,
    );
    expect(problemText(parseProgress(JSON.stringify(withCard(p, { difficulty: 11 }))).problem!)).toBe(
      `${key}.difficulty: expected a number from 0 to 10, got 11`,
    );
    // A card never answered has both at 0, which the scheduler takes.
    expect(parseProgress(JSON.stringify(withCard(p, { difficulty: 0, stability: 0 }))).status).toBe('ok');
    expect(() => review(withCard(p, { difficulty: 0, stability: 0 }).scheduled[item.id].card, 3, at(4))).not.toThrow();
  });

  it('a progress file with a review dated in the future, or an impossible date, is refused naming the field', () => {
    const p = answered();
    const key = `quiz.scheduled["${item.id}"].card`;
    expect(problemOf(file(withCard(p, { last_review: at(40).toISOString() })), at(4))).toBe(
      `${key}.last_review: expected a date not after 2026-11-07, got "${at(40).toISOString()}"`,
    );
    expect(problemOf(file(withCard(p, { last_review: '+275760-09-13T00:00:00.000Z' })), at(4))).toBe(
      `${key}.last_review: expected a date from 1970 to 9999, got "+275760-09-13T00:00:00.000Z"`,
    );
    expect(problemOf(file(withCard(p, { due: '-271821-04-20T00:00:00.000Z' })), at(4))).toMatch(/\.card\.due: expected a date from 1970 to 9999, got "-271821/);
    expect(problemOf(file(withCard(p, { difficulty: 0.5 })), at(4))).toBe(`${key}.difficulty: expected a number from 1 to 10, got 0.5`);
    // Within a day ahead (a clock a little fast, time zones) it is taken, and answering it works.
    const fast = withCard(p, { last_review: at(4.5).toISOString() });
    expect(problemOf(file(fast), at(4))).toBe('accepted');
    expect(recordOutcome(fast, answer(), at(4)).scheduled[item.id].card.last_review).toBe(at(4).toISOString());
    // Due dates lie ahead by nature: as far as the scheduler plans, not further.
    expect(problemOf(file(withCard(p, { due: at(4 + default_maximum_interval).toISOString() })), at(4))).toBe('accepted');
    expect(problemOf(file(withCard(p, { due: at(4 + default_maximum_interval + 2).toISOString() })), at(4))).toMatch(/\.card\.due: expected a date not after /);
  });

  it('the bounds are the scheduler’s own', () => {
    expect(MEMORY.minStability).toBe(S_MIN);
    expect(MEMORY.maxStability).toBe(S_MAX);
    expect(MEMORY.maxIntervalDays).toBe(default_maximum_interval);
  });
});

// ---------------------------------------------------------------- every card the schema accepts

const ISO_RANGE = { min: new Date(Date.UTC(1970, 0, 1)), max: new Date(Date.UTC(9999, 11, 31, 23, 59, 59, 999)), noInvalidDate: true };
const isoArb = fc.oneof(
  fc.date(ISO_RANGE).map((d) => d.toISOString()),
  fc.date(ISO_RANGE).map((d) => d.toISOString().replace(/\.\d{3}Z$/, 'Z')),
  fc.constantFrom('1970-01-01T00:00:00.000Z', '9999-12-31T23:59:59.999Z', '2026-02-28T23:59:59Z', '2028-02-29T12:00:00.5Z'),
);
const memoryArb = fc.oneof(
  { weight: 1, arbitrary: fc.constant({ difficulty: 0, stability: 0 }) },
  {
    weight: 6,
    arbitrary: fc.record({
      difficulty: fc.oneof(
        fc.constantFrom(MEMORY.minDifficulty, MEMORY.maxDifficulty),
        fc.double({ min: MEMORY.minDifficulty, max: MEMORY.maxDifficulty, noNaN: true }),
      ),
      stability: fc.oneof(
        fc.constantFrom(MEMORY.minStability, MEMORY.maxStability),
        fc.double({ min: MEMORY.minStability, max: MEMORY.maxStability, noNaN: true }),
      ),
    }),
  },
);
const countArb = fc.oneof(fc.nat({ max: 20 }), fc.constantFrom(0, 1_000_000_000), fc.nat({ max: 1_000_000_000 }));
const cardArb: fc.Arbitrary<StoredCard> = fc
  .record({
    memory: memoryArb,
    due: isoArb,
    elapsed_days: fc.oneof(fc.nat({ max: 400 }), fc.double({ min: 0, max: 4_000_000, noNaN: true })),
    scheduled_days: fc.oneof(fc.nat({ max: 400 }), fc.double({ min: 0, max: 4_000_000, noNaN: true })),
    learning_steps: fc.oneof(fc.nat({ max: 3 }), fc.nat({ max: 1_000_000 })),
    reps: countArb,
    lapses: countArb,
    state: fc.constantFrom(0 as const, 1 as const, 2 as const, 3 as const),
    last_review: fc.option(isoArb, { nil: null }),
  })
  .map(({ memory, ...c }) => ({ ...c, ...memory }));
/** A clock anywhere from 1970 to a century before the schema's last year (the new due date must still be one). */
const nowArb = fc.date({ min: new Date(Date.UTC(1970, 0, 1)), max: new Date(Date.UTC(9899, 0, 1)), noInvalidDate: true });
const ratingArb = fc.constantFrom(1 as const, 2 as const, 3 as const, 4 as const);

describe('property: the scheduler takes every card the schema accepts, at any time', () => {
  it('the generated cards are the schema’s (so the property covers what it accepts)', () => {
    fc.assert(
      fc.property(cardArb, (c) => check(storedCardSchema, c).ok),
      { numRuns: 2_000 },
    );
  });

  it('review never throws, and what it returns the schema accepts again (a review in the future counts as now)', () => {
    fc.assert(
      fc.property(cardArb, ratingArb, nowArb, (card, rating, now) => {
        const next = review(card, rating, now);
        const r = check(storedCardSchema, JSON.parse(JSON.stringify(next)));
        expect(r.ok, r.ok ? '' : problemText(r.problem)).toBe(true);
        expect(next.last_review).toBe(now.toISOString());
        expect(Date.parse(next.due)).toBeGreaterThanOrEqual(now.getTime());
      }),
      { numRuns: 3_000 },
    );
  });

  it('recordOutcome over whole progress values with such cards never throws and stays readable', () => {
    const progressArb = fc
      .record({
        item: cardArb,
        concept: cardArb,
        current: fc.nat({ max: 1_000_000 }),
        best: fc.nat({ max: 1_000_000 }),
        perfect: fc.nat({ max: 1_000_000_000 }),
        lastDay: fc.option(fc.constantFrom('2026-11-01', '1970-01-01', '9999-12-31'), { nil: null }),
      })
      .map(({ item: c1, concept: c2, current, best, perfect, lastDay }): QuizProgress => ({
        ...EMPTY_PROGRESS,
        scheduled: { [item.id]: { ...item, card: c1 }, [concept.id]: { ...concept, card: c2 } },
        streak: { current, best, lastDay },
        levels: { '1': { answered: 1_000_000_000, perfect } },
      }));
    fc.assert(
      fc.property(progressArb, ratingArb, nowArb, (p, rating, now) => {
        expect(check(progressSchema, p).ok).toBe(true);
        const next = recordOutcome(p, { ...answer(rating), scoreLevel: 1 }, now);
        const r = check(progressSchema, JSON.parse(JSON.stringify(next)));
        expect(r.ok, r.ok ? '' : problemText(r.problem)).toBe(true);
      }),
      { numRuns: 1_000 },
    );
  });
});

// ---------------------------------------------------------------- saved, or the page says why

describe('recordAndSave: every quiz keeps its answers through it, and it never throws', () => {
  const fake = useFakeStorage();
  afterEach(() => {
    vi.doUnmock('ts-fsrs');
    vi.resetModules();
  });

  it('stored progress from a clock that was ahead: the answer is saved', () => {
    fake.current().setItem(QUIZ_STORE.key, JSON.stringify(withCard(answered(), { last_review: at(400).toISOString(), due: at(420).toISOString() })));
    const r = recordAndSave(answer(), at(5));
    expect(r.saved).toBe(true);
    const stored = JSON.parse(fake.current().getItem(QUIZ_STORE.key)!) as QuizProgress;
    expect(stored.scheduled[item.id].card.last_review).toBe(at(5).toISOString());
    expect(stored.attempts).toHaveLength(3);
  });

  it('a storage that is full: not saved, and reported', () => {
    fake.current().quota = 0;
    expect(recordAndSave(answer(), at(5)).saved).toBe(false);
    expect(reportsFor(['quiz'])[0]).toMatchObject({ kind: 'notSaved', full: true });
  });

  it('a clock outside the years a stored date may have: not written (it could not be read back), and reported', () => {
    expect(recordAndSave(answer(), new Date(Date.UTC(9999, 11, 31, 23, 58))).saved).toBe(false);
    const report = reportsFor(['quiz'])[0];
    expect(report.kind === 'notSaved' && report.problem && problemText(report.problem)).toMatch(
      /^scheduled\["(item|concept):drill:trump(:1)?"\]\.card\.due: expected a date/,
    );
    expect(fake.current().getItem(QUIZ_STORE.key)).toBeNull();
    expect(() => recordAndSave(answer(), new Date(8.64e15))).not.toThrow();
  });

  it('should the scheduler ever throw, the answer is reported as not saved, never thrown into the page', async () => {
    vi.resetModules();
    vi.doMock('ts-fsrs', async (original) => {
      const real = await original<typeof import('ts-fsrs')>();
      return {
        ...real,
        fsrs: () => ({
          next: () => {
            throw new Error('Invalid memory state');
          },
        }),
      };
    });
    const quiz = await import('../../../src/components/quiz/store.ts');
    const storageModule = await import('../../../src/components/storage/store.ts');
    expect(quiz.recordAndSave(answer(), at(5))).toMatchObject({ saved: false });
    const report = storageModule.reportsFor(['quiz'])[0];
    expect(report).toMatchObject({ kind: 'notSaved', problem: { path: `scheduled["${item.id}"]`, expected: { kind: 'schedulable' } } });
  });
});
