/**
 * The browser stores and the progress file against hostile input (issue 15): mutated stored
 * values and mutated exports never throw; an unreadable one is named by one short safe line;
 * what is accepted passes the schema again, and restoring (salvage) never throws either.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { LESSONS_STORE } from '../../src/components/progress.ts';
import { QUIZ_STORE, recordOutcome, EMPTY_PROGRESS, type QuizProgress } from '../../src/components/quiz/store.ts';
import { SETTINGS_STORE } from '../../src/components/settings/store.ts';
import { readProgressFile } from '../../src/components/storage/progressFile.ts';
import { check, salvage } from '../../src/components/storage/schema.ts';
import { readText, type StoreSpec } from '../../src/components/storage/store.ts';
import { freshStore, TABLE_STORE } from '../../src/components/practice/store.ts';
import { randomDeal } from '../../src/engine/random.ts';
import { toRecord } from '../../src/engine/record.ts';
import { DDV_RULES } from '../../src/engine/rules.ts';
import { problemText } from '../../src/i18n/en-storage.ts';
import { hostileText, messageProblem, mutate, mutationArb, runs, FUZZ_TIMEOUT } from './hostile.ts';

const T0 = new Date(2026, 10, 2, 10, 0, 0);
let quiz: QuizProgress = EMPTY_PROGRESS;
const samples: [StoreSpec<unknown>, unknown][] = [];

beforeAll(() => {
  for (let i = 0; i < 6; i++) {
    quiz = recordOutcome(
      quiz,
      {
        item: { id: `item:score:${1 + (i % 8)}:${i}`, title: `Level #${i}`, href: `/quiz/score/?level=${1 + (i % 8)}&seed=${i}`, theme: `score:${1 + (i % 8)}` },
        concepts: [{ id: 'concept:score:won', title: 'Score line: won', href: '/quiz/score/?level=1', theme: 'score:1', rating: 3 }],
        rating: i % 2 ? 1 : 3,
        credit: i % 2 ? 0 : 1,
        scoreLevel: 1 + (i % 8),
      },
      new Date(T0.getTime() + i * 86_400_000),
    );
  }
  const table = { ...freshStore('tournament24'), current: { seed: 7, record: toRecord(randomDeal(7, DDV_RULES, { announceRate: 0.1 })) } };
  samples.push(
    [LESSONS_STORE as StoreSpec<unknown>, { stars: { 'points-club-trick': 3, 'follow-void': 1 } }],
    [QUIZ_STORE as StoreSpec<unknown>, quiz],
    [TABLE_STORE as StoreSpec<unknown>, table],
    [SETTINGS_STORE as StoreSpec<unknown>, { rules: { dulle: 'secondWins' }, faces: 'german', fourColour: true, theme: 'dark' }],
  );
});

describe('fuzz: stored values and progress files never throw and name what is wrong in one safe line', () => {
  it('mutated stored values of every store', () => {
    fc.assert(
      fc.property(fc.nat({ max: 3 }), fc.array(mutationArb, { minLength: 1, maxLength: 3 }), (i, ms) => {
        const [spec, value] = samples[i];
        const text = mutate(value, ms);
        const r = readText(spec, text);
        if (r.status === 'reset') expect(messageProblem(problemText(r.problem!)), problemText(r.problem!).slice(0, 200)).toBeNull();
        else expect(check(spec.schema, r.value).ok).toBe(true);
        const s = salvage(spec.schema, JSON.parse(text));
        if (s.ok) for (const p of s.dropped) expect(messageProblem(problemText(p))).toBeNull();
      }),
      { numRuns: runs(800, 20_000) },
    );
  }, FUZZ_TIMEOUT);

  it('any JSON value at all as a stored value', () => {
    fc.assert(
      fc.property(fc.nat({ max: 3 }), hostileText, (i, text) => {
        const r = readText(samples[i][0], text);
        if (r.status === 'reset') expect(messageProblem(problemText(r.problem!))).toBeNull();
      }),
      { numRuns: runs(300, 5_000) },
    );
  }, FUZZ_TIMEOUT);

  it('mutated progress files', () => {
    const file = { format: 'doko-progress', version: 1, exported: T0.toISOString(), lessons: samples[0][1], quiz: samples[1][1], table: samples[2][1] };
    fc.assert(
      fc.property(fc.array(mutationArb, { minLength: 1, maxLength: 3 }), (ms) => {
        const r = readProgressFile(mutate(file, ms));
        if (!r.ok && r.problem !== 'notAFile') expect(messageProblem(problemText(r.problem)), problemText(r.problem).slice(0, 200)).toBeNull();
      }),
      { numRuns: runs(500, 10_000) },
    );
  }, FUZZ_TIMEOUT);
});
