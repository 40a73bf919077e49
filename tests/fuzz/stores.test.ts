/**
 * The browser's stores and the progress file against hostile input: every
 * stored key (lesson stars, quiz progress, the practice table's session, problem-set answers,
 * settings) read as a page reads it, and the progress file imported as the page imports it.
 *
 * Nothing throws and nothing hangs; an unreadable value is named by one short safe line and kept
 * as a backup that restoring never throws on; whatever is accepted passes the schema again, can
 * be used (the quiz's scheduler answers an item of it at any time) and saved, and an accepted
 * progress file leaves every store readable. A few thousand inputs here; `npm run fuzz` runs
 * over 100,000 per surface (stored values, for each key; the progress file) and prints the counts.
 */
import fc from 'fast-check';
import { EXERCISES } from '../../src/content/exercises/index.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LESSONS_STORE } from '../../src/components/progress.ts';
import { freshStore, TABLE_STORE } from '../../src/components/practice/store.ts';
import { EMPTY_PROGRESS, QUIZ_STORE, recordOutcome, type QuizProgress } from '../../src/components/quiz/store.ts';
import { answered, progressOf, SETS_STORE, withProgress } from '../../src/components/sets/store.ts';
import { SETTINGS_STORE } from '../../src/components/settings/store.ts';
import { importPlan, readProgressFile, writeProgressFile } from '../../src/components/storage/progressFile.ts';
import { check } from '../../src/components/storage/schema.ts';
import { restoreBackup, salvage } from '../../src/components/storage/restore.ts';
import { backupsOf, readStore, readText, reportsFor, writeStore, type StoreSpec } from '../../src/components/storage/store.ts';
import { randomDeal } from '../../src/engine/random.ts';
import { toRecord } from '../../src/engine/record.ts';
import { recordGame } from '../../src/engine/session.ts';
import { DDV_RULES } from '../../src/engine/rules.ts';
import { progressFileText } from '#words/input';
import { problemText } from '#words/storage';
import { useFakeStorage } from '../components/storage/fakeStorage.ts';
import { FULL, FUZZ_TIMEOUT, hostileKey, messageProblem, mutate, PROTO_KEYS, runs, type JsonText, type Mutation } from './hostile.ts';

/** The lessons' exercises, as the pages pass them to the import. */
const EXERCISE_IDS: ReadonlySet<string> = new Set(EXERCISES.map((e) => e.id));

/** Inputs per stored key and for the progress file: a few thousand in `npm test`, over 100,000 each in `npm run fuzz`. */
const PER_SURFACE = runs(500, 100_000);
/** An input that takes longer than this counts as a hang (generous: the machine running the tests may be shared and busy). */
const HANG_MS = 5_000;

const T0 = new Date(Date.UTC(2026, 10, 2, 10));
/** "Now" for the imports: a month after the samples were made. */
const NOW = new Date(T0.getTime() + 30 * 86_400_000);

// ---------------------------------------------------------------- counting

interface Count {
  inputs: number;
  crashes: number;
  hangs: number;
  slowest: number;
}
const counts = new Map<string, Count>();

/** Run one input of a surface, counting it, its time and whether it threw (the property fails then too). */
function counted(surface: string, f: () => void): void {
  const c = counts.get(surface) ?? { inputs: 0, crashes: 0, hangs: 0, slowest: 0 };
  counts.set(surface, c);
  c.inputs++;
  const t = performance.now();
  try {
    f();
  } catch (e) {
    c.crashes++;
    throw e;
  } finally {
    const ms = performance.now() - t;
    c.slowest = Math.max(c.slowest, ms);
    if (ms > HANG_MS) c.hangs++;
  }
}

afterAll(() => {
  for (const [surface, c] of counts) {
    console.log(`fuzz ${surface}: ${c.inputs.toLocaleString('en')} inputs, ${c.crashes} crashes, ${c.hangs} hangs (slowest ${Math.round(c.slowest)} ms)`);
  }
});

// ---------------------------------------------------------------- a browser's storage

const fake = useFakeStorage();

// ---------------------------------------------------------------- hostile JSON for stored values

/**
 * What damages a stored value: wrong types, prototype names, impossible numbers and dates,
 * control characters (hostileKey's pieces), in small values; and, rarely enough that a campaign
 * of 100,000 inputs per surface takes minutes, a huge text or a value nested thousands deep.
 */
const scalar: fc.Arbitrary<JsonText> = fc.oneof(
  fc.constantFrom('null', 'true', 'false', '0', '-0', '1', '-1', '0.5', '1e309', '-1e309', '1e9', '1000000', '9007199254740993', '5e-324'),
  fc.integer().map(String),
  fc.double({ noNaN: true, noDefaultInfinity: true }).map((x) => JSON.stringify(x)),
  fc
    .constantFrom(
      '+275760-09-13T00:00:00.000Z',
      '-271821-04-20T00:00:00.000Z',
      '9999-99-99',
      '2026-02-30',
      '2100-01-01T00:00:00.000Z',
      '1969-12-31T23:59:59.999Z',
      'yesterday',
    )
    .map((x) => JSON.stringify(x)),
  hostileKey.map((x) => JSON.stringify(x)),
);
const big: fc.Arbitrary<JsonText> = fc.oneof(
  fc.integer({ min: 1_000, max: FULL ? 1_100_000 : 60_000 }).map((n) => JSON.stringify(`\u001b${'A'.repeat(n)}`)),
  fc
    .tuple(fc.integer({ min: 50, max: FULL ? 200_000 : 20_000 }), fc.boolean())
    .map(([d, arrays]) => (arrays ? `${'['.repeat(d)}1${']'.repeat(d)}` : `${'{"a":'.repeat(d)}1${'}'.repeat(d)}`)),
);
const small: fc.Arbitrary<JsonText> = fc.letrec<{ value: JsonText }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    { weight: 6, arbitrary: scalar },
    { weight: 2, arbitrary: fc.array(tie('value'), { maxLength: 4 }).map((xs) => `[${xs.join(',')}]`) },
    {
      weight: 2,
      arbitrary: fc
        .array(fc.tuple(fc.oneof(hostileKey, fc.constantFrom(...PROTO_KEYS)), tie('value')), { maxLength: 4 })
        .map((kv) => `{${kv.map(([k, v]) => `${JSON.stringify(k)}:${v}`).join(',')}}`),
    },
  ),
})).value;
const storeText: fc.Arbitrary<JsonText> = fc.oneof({ weight: 150, arbitrary: small }, { weight: 1, arbitrary: big });
const storeMutation: fc.Arbitrary<Mutation> = fc.record({
  path: fc.array(fc.nat(), { maxLength: 5 }),
  op: fc.constantFrom('replace', 'replace', 'delete', 'addKey', 'wrap'),
  key: fc.oneof(hostileKey, fc.constantFrom(...PROTO_KEYS)),
  text: storeText,
});

// ---------------------------------------------------------------- valid samples to mutate

const item = (n: number) => ({
  id: `item:score:${1 + (n % 8)}:${n}`,
  title: `Level #${n}`,
  href: `/quiz/score/?level=${1 + (n % 8)}&seed=${n}`,
  theme: `score:${1 + (n % 8)}`,
});
const samples: Record<string, unknown> = {};

beforeAll(() => {
  let quiz: QuizProgress = EMPTY_PROGRESS;
  for (let i = 0; i < 6; i++) {
    quiz = recordOutcome(
      quiz,
      {
        item: item(i),
        concepts: [{ id: 'concept:score:won', title: 'Score line: won', href: '/quiz/score/?level=1', theme: 'score:1', rating: 3 }],
        rating: i % 2 ? 1 : 3,
        credit: i % 2 ? 0 : 1,
        scoreLevel: 1 + (i % 8),
      },
      new Date(T0.getTime() + i * 86_400_000),
    );
  }
  let table = { ...freshStore('tournament24'), current: { seed: 7, record: toRecord(randomDeal(7, DDV_RULES, { announceRate: 0.1 })) } };
  for (const scores of [
    [2, -2, 2, -2],
    [-9, 3, 3, 3],
    [0, 0, 0, 0],
  ] as [number, number, number, number][]) {
    const redeal = scores[0] === 0;
    const contract = redeal
      ? null
      : scores[1] === 3
        ? ({ kind: 'solo', declarer: 0, solo: 'jacks', compulsory: true } as const)
        : ({ kind: 'normal' } as const);
    table = {
      ...table,
      session: recordGame(table.session, { contract, redeal, scores }),
      rows: [...table.rows, { seed: 3, dealer: table.session.dealer, contract, redeal, value: Math.abs(scores[1]), scores }],
    };
  }
  const sets = withProgress({ sets: {} }, 'set-0badc0de', answered(progressOf({ sets: {} }, 'set-0badc0de', 'Club evening'), 2, 2 / 3, T0));
  samples[LESSONS_STORE.key] = { stars: { 'points-club-trick': 3, 'follow-void': 1 } };
  samples[QUIZ_STORE.key] = quiz;
  samples[TABLE_STORE.key] = table;
  samples[SETS_STORE.key] = sets;
  samples[SETTINGS_STORE.key] = { rules: { dulle: 'secondWins' }, faces: 'german', fourColour: true, theme: 'dark' };
});

const SPECS = [LESSONS_STORE, QUIZ_STORE, TABLE_STORE, SETS_STORE, SETTINGS_STORE] as StoreSpec<unknown>[];

/** A stored text: a mutated valid value, any JSON at all, or a write cut short. */
const storedText = (key: string): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 6, arbitrary: fc.array(storeMutation, { minLength: 1, maxLength: 3 }).map((ms) => mutate(samples[key], ms)) },
    { weight: 2, arbitrary: storeText },
    {
      weight: 1,
      arbitrary: fc.nat().map((n) => {
        const t = JSON.stringify(samples[key]);
        return t.slice(0, n % t.length);
      }),
    },
  );

const safe = (text: string) => expect(messageProblem(text), text.slice(0, 200)).toBeNull();

/** Use a quiz progress as the quiz does: answer an item of it at a clock anywhere from 1970 to 2100. */
function answerIn(p: QuizProgress, at: number): void {
  const ids = Object.keys(p.scheduled);
  const id = ids[at % Math.max(1, ids.length)];
  const s = id ? p.scheduled[id] : item(at % 97);
  const next = recordOutcome(
    p,
    { item: { id: s.id, title: s.title, href: s.href, theme: s.theme }, rating: (1 + (at % 4)) as 1, credit: (at % 3) / 2, scoreLevel: 1 + (at % 8) },
    new Date(Date.UTC(1970, 0, 1) + (at % 4_102_444_800) * 1000),
  );
  const r = check(QUIZ_STORE.schema, JSON.parse(JSON.stringify(next)));
  expect(r.ok, r.ok ? '' : problemText(r.problem)).toBe(true);
}

describe('fuzz: every stored key, read as a page reads it', () => {
  for (const spec of SPECS) {
    it(
      `${spec.key}: never throws; unreadable is one safe line and a backup; readable is usable and saved again`,
      () => {
        fc.assert(
          fc.property(storedText(spec.key), fc.nat(), (text, at) =>
            counted(`stored ${spec.key}`, () => {
              fake.current().clear();
              fake.current().setItem(spec.key, text);
              const r = readStore(spec);
              if (r.status === 'reset') {
                safe(problemText(r.problem!));
                const [report] = reportsFor([spec.id]);
                expect(report.kind === 'reset' && report.raw).toBe(text);
                const backups = backupsOf(spec);
                expect(backups.map((b) => b.raw)).toEqual([text]);
                const restored = restoreBackup(spec, backups[0].key);
                if (restored.ok) for (const p of restored.dropped) safe(problemText(p));
                else if ('problem' in restored) safe(problemText(restored.problem));
                return;
              }
              expect(check(spec.schema, r.value).ok).toBe(true);
              if (spec === QUIZ_STORE) answerIn(r.value as QuizProgress, at);
              expect(writeStore(spec, r.value)).toBe(true);
              expect(readText(spec, fake.current().getItem(spec.key)).status).toBe('ok');
            }),
          ),
          { numRuns: PER_SURFACE },
        );
      },
      FUZZ_TIMEOUT,
    );
  }

  it(
    'what salvage keeps of any value passes the schema',
    () => {
      fc.assert(
        fc.property(fc.nat({ max: SPECS.length - 1 }), fc.array(storeMutation, { minLength: 1, maxLength: 3 }), (i, ms) => {
          const s = salvage(SPECS[i].schema, JSON.parse(mutate(samples[SPECS[i].key], ms)));
          if (s.ok) expect(check(SPECS[i].schema, JSON.parse(JSON.stringify(s.value))).ok).toBe(true);
        }),
        { numRuns: runs(300, 5_000) },
      );
    },
    FUZZ_TIMEOUT,
  );
});

describe('fuzz: the progress file, imported as the page imports it', () => {
  it(
    'never throws; a refusal names its field in one safe line; an accepted file leaves every store readable',
    () => {
      const file = () => ({
        format: 'doko-progress',
        version: 1,
        exported: T0.toISOString(),
        lessons: samples[LESSONS_STORE.key],
        quiz: samples[QUIZ_STORE.key],
        table: samples[TABLE_STORE.key],
        sets: samples[SETS_STORE.key],
      });
      const fileText = fc.oneof(
        { weight: 8, arbitrary: fc.array(storeMutation, { minLength: 1, maxLength: 4 }).map((ms) => mutate(file(), ms)) },
        { weight: 1, arbitrary: storeText },
        {
          weight: 1,
          arbitrary: fc
            .array(storeMutation, { maxLength: 2 })
            .map((ms) => mutate({ format: 'doko-quiz-progress', exported: T0.toISOString(), progress: samples[QUIZ_STORE.key] }, ms)),
        },
      );
      fc.assert(
        fc.property(fileText, (text) =>
          counted('progress file', () => {
            fake.current().clear();
            const r = readProgressFile(text, EXERCISE_IDS, NOW);
            if (!r.ok) {
              if (r.problem !== 'notAFile') safe(problemText(r.problem));
              return;
            }
            const plan = importPlan(r.file);
            safe(progressFileText.imported(plan, r.unknownExercises).replaceAll('\n', ' ').slice(0, 400));
            expect(writeProgressFile(r.file)).toBe(true);
            for (const spec of SPECS) expect(readText(spec, fake.current().getItem(spec.key)).status, spec.key).not.toBe('reset');
          }),
        ),
        { numRuns: PER_SURFACE },
      );
    },
    FUZZ_TIMEOUT,
  );
});

if (FULL) {
  it('the campaign ran its size on every surface', () => {
    for (const [surface, c] of counts) expect(c.inputs, surface).toBeGreaterThanOrEqual(100_000);
  });
}
