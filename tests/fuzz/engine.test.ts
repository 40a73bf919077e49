/**
 * The engine against hostile input, one surface at a time: the strict JSON
 * reader, records, summaries (and their bounds), rule sets, pastes and problem-set links, valid
 * and mutated. Nothing throws; every error is one short safe line with a path; every accepted
 * input gives a consistent result; no input takes long. A few thousand inputs in all here,
 * 100,000 per surface with `npm run fuzz`, each surface printing its counts.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeSet, SET_FORMAT } from '../../src/components/sets/format.ts';
import { cardPoints, deck, handSize, TOTAL_POINTS } from '../../src/engine/cards.ts';
import { readJson } from '../../src/engine/json.ts';
import { parseHand } from '../../src/engine/notation.ts';
import { dealResult, type DealResult } from '../../src/engine/outcome.ts';
import { readDealRecord, readDealRecordText } from '../../src/engine/record.ts';
import { parseRules, RULE_KEYS, type RuleSet } from '../../src/engine/rules.ts';
import { scoreInput } from '../../src/engine/score.ts';
import { parseSummary } from '../../src/engine/summary.ts';
import type { PathError } from '../../src/engine/validate.ts';
import { readJsonInput } from '../../src/engine/jsonInput.ts';
import { describeJsonProblem, formatPathError } from '#words/record';
import { describeNotationError } from '#words/notation';
import { formatPathError as formatPathErrorDe } from '../../src/i18n/de/record.ts';
import { setErrorText } from '#words/sets';
import { check, fuzzSurface } from './campaign.ts';
import {
  finishedDeal,
  FUZZ_TIMEOUT,
  hostileKey,
  hostileString,
  hostileText,
  messageProblem,
  mutate,
  mutationArb,
  pasteArb,
  ruleSetArb,
  runs,
  summaryOf,
  validPool,
} from './hostile.ts';

const pool = validPool(24);

/**
 * The error is a path and a code with its data, no sentence (the engine speaks no language); in
 * English and in German it is one short safe line, and so is its path.
 */
function expectGoodError(e: PathError): void {
  check(Object.keys(e).sort().join() === 'path,problem' && typeof e.problem.code === 'string', `not a path and a code: ${JSON.stringify(e).slice(0, 200)}`);
  check(messageProblem(formatPathError(e)) === null, `not one safe line: ${formatPathError(e).slice(0, 200)}`);
  const german = formatPathErrorDe(e);
  check(messageProblem(german) === null && german !== formatPathError(e), `German: ${german.slice(0, 200)}`);
  check(!/[\u0000-\u001f]/.test(e.path), 'a control character in the path');
}

/** What any Result must satisfy, however odd the input that produced it. */
function expectConsistent(r: DealResult): void {
  check(r.cardPoints.re + r.cardPoints.kontra === TOTAL_POINTS, 'card points do not add up');
  check(r.scores.reduce((a, b) => a + b, 0) === 0, 'scores do not sum to 0');
  check(r.lines.reduce((v, l) => v + (l.party === 're' ? l.points : -l.points), 0) === r.value, 'lines do not make the value');
  check(r.parties.re.length + r.parties.kontra.length === 4, 'not four seats');
}

/** Score the JSON text of an input as the CLI does (strictly read): never a throw. */
function scoreText(text: string): void {
  const input = readJsonInput(text);
  const r = input.ok ? scoreInput(input.value) : input;
  if (r.ok) expectConsistent(r.value);
  else expectGoodError(r.error);
}

const mutatedRecord = fc
  .tuple(fc.nat({ max: pool.records.length - 1 }), fc.array(mutationArb, { minLength: 1, maxLength: 3 }))
  .map(([i, ms]) => mutate(pool.records[i], ms));
const mutatedSummary = fc
  .tuple(fc.nat({ max: pool.summaries.length - 1 }), fc.array(mutationArb, { minLength: 1, maxLength: 3 }))
  .map(([i, ms]) => mutate(pool.summaries[i], ms));

/** JSON-ish text: hostile values, mutated records, pieces of syntax, and a key given twice somewhere. */
const jsonishText = fc.oneof(
  { weight: 3, arbitrary: hostileText },
  { weight: 2, arbitrary: mutatedRecord },
  {
    weight: 2,
    arbitrary: fc
      .array(fc.constantFrom('{', '}', '[', ']', ',', ':', '"', '\\', 'true', 'nul', '1', '-', '.5', 'e3', ' ', '\n', '"a"', '\u0000', '\ud800', '\\u12'), {
        maxLength: 16,
      })
      .map((xs) => xs.join('')),
  },
  {
    weight: 1,
    arbitrary: fc.tuple(mutatedSummary, hostileKey).map(([text, key]) => text.replace(/^\{/, `{${JSON.stringify(key)}:1,${JSON.stringify(key)}:2,`)),
  },
);

describe('fuzz: the engine never throws on hostile input and always answers in one safe line', () => {
  it(
    'the strict JSON reader: what JSON.parse reads it reads the same, or names the repeated key or the depth',
    async () => {
      await fuzzSurface(
        'JSON reader',
        jsonishText,
        (text) => {
          const r = readJson(text, { maxLength: Infinity });
          let parsed: { value: unknown } | null;
          try {
            parsed = { value: JSON.parse(text) };
          } catch {
            parsed = null;
          }
          if (r.ok) {
            check(parsed !== null, 'accepted what JSON.parse refuses');
            expect(r.value).toEqual(parsed!.value);
            return;
          }
          const words = describeJsonProblem(r.error.problem);
          check(messageProblem(words) === null, `not one safe line: ${words.slice(0, 200)}`);
          // Valid JSON is never called invalid; in invalid JSON the first problem in reading order
          // is named, which may be a repeated key or the depth before the syntax error.
          const code = r.error.problem.code;
          if (parsed !== null) check(code === 'duplicateKey' || code === 'tooDeep', `${code} for text JSON.parse reads`);
        },
        600,
      );
    },
    FUZZ_TIMEOUT,
  );

  it(
    'records, mutated: refused with a code that both languages word, or replayed',
    async () => {
      await fuzzSurface(
        'records',
        mutatedRecord,
        (text) => {
          scoreText(text);
          const r = readDealRecordText(text);
          if (!r.ok) expectGoodError(r.error);
        },
        600,
      );
    },
    FUZZ_TIMEOUT,
  );

  it(
    'summaries, mutated',
    async () => {
      await fuzzSurface('summaries', mutatedSummary, scoreText, 800);
    },
    FUZZ_TIMEOUT,
  );

  it(
    'summary numbers: every one accepted lies inside bounds computed here from the sorted deck',
    async () => {
      const numbers = fc.record({
        rules: ruleSetArb,
        solo: fc.boolean(),
        tricks: fc.integer({ min: -1, max: 13 }),
        points: fc.integer({ min: -5, max: 245 }),
        specials: fc.array(fc.record({ kind: fc.constantFrom('fox', 'doppelkopf', 'karlchen', 'karlchenCaught'), party: fc.constantFrom('re', 'kontra') }), {
          maxLength: 6,
        }),
      });
      await fuzzSurface(
        'summary bounds',
        numbers,
        ({ rules, solo, tricks, points, specials }) => {
          const input = {
            format: 'doko-summary/1',
            rules: { withoutNines: rules.withoutNines, karlchenCaught: rules.karlchenCaught },
            parties: solo ? { re: [1], kontra: [0, 2, 3] } : { re: [0, 2], kontra: [1, 3] },
            cardPoints: { re: points },
            tricks: { re: tricks },
            specials,
          };
          const r = parseSummary(input);
          if (!r.ok) return expectGoodError(r.error);
          const values = deck(rules)
            .map(cardPoints)
            .sort((a, b) => a - b);
          const n = 4 * tricks;
          const least = values.slice(0, n).reduce((a, b) => a + b, 0);
          const most = values.slice(values.length - n).reduce((a, b) => a + b, 0);
          check(tricks >= 0 && tricks <= handSize(rules), 'tricks out of range');
          check(points >= least && points <= most, `${points} points in ${tricks} tricks, outside ${least}..${most}`);
          if (!solo) {
            for (const party of ['re', 'kontra'] as const) {
              const own = party === 're' ? { t: tricks, p: points } : { t: handSize(rules) - tricks, p: TOTAL_POINTS - points };
              const dk = specials.filter((s) => s.kind === 'doppelkopf' && s.party === party).length;
              check(own.p >= 40 * dk && dk <= own.t, `${party}: ${dk} Doppelköpfe with ${own.p} points in ${own.t} tricks`);
            }
          }
        },
        1500,
      );
    },
    FUZZ_TIMEOUT,
  );

  it(
    'rule sets: hostile objects and values',
    async () => {
      const rulesText = fc.oneof(
        hostileText,
        fc
          .array(fc.tuple(fc.oneof(hostileKey, fc.constantFrom(...RULE_KEYS)), hostileText), { maxLength: 4 })
          .map((kv) => `{${kv.map(([k, v]) => `${JSON.stringify(k)}:${v}`).join(',')}}`),
      );
      await fuzzSurface(
        'rule sets',
        rulesText,
        (text) => {
          const json = readJson(text, { maxLength: Infinity });
          if (!json.ok) return;
          const r = parseRules(json.value);
          if (r.ok) check(Object.keys(r.value).sort().join() === [...RULE_KEYS].sort().join(), 'a rule set with other keys');
          else expectGoodError({ path: '', problem: r.error.problem });
        },
        600,
      );
    },
    FUZZ_TIMEOUT,
  );

  it(
    'pastes: real hands in any notation, damaged',
    async () => {
      await fuzzSurface(
        'pastes',
        pasteArb,
        ({ text, rules }) => {
          const r = parseHand(text, rules);
          if (r.ok) check(r.value.length === handSize(rules), 'a hand of the wrong size');
          else {
            const words = describeNotationError(r.error);
            check(!('message' in r.error) && messageProblem(words) === null, `not codes, or not one safe line: ${words.slice(0, 200)}`);
          }
        },
        600,
      );
    },
    FUZZ_TIMEOUT,
  );

  it(
    'problem-set links: any payload is a set or one clear reason',
    async () => {
      const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64url');
      const setText = fc.tuple(fc.array(mutationArb, { maxLength: 2 }), fc.nat()).map(([ms, seed]) =>
        mutate(
          {
            f: SET_FORMAT,
            t: 'Week 3',
            r: { withoutNines: true },
            i: [
              ['x', 'points-club-trick'],
              ['s', 3, seed % 1000],
              ['g', 123],
              ['h', 'CQ CQ', { poverty: true }],
            ],
          },
          ms,
        ),
      );
      const payload = fc.oneof(
        { weight: 4, arbitrary: setText.map(b64) },
        { weight: 1, arbitrary: hostileText.map(b64) },
        { weight: 1, arbitrary: hostileString },
      );
      await fuzzSurface(
        'set links',
        payload,
        (link) => {
          const r = decodeSet(link);
          if (!r.ok) check(messageProblem(setErrorText(r.error)) === null, `not one safe line: ${setErrorText(r.error).slice(0, 200)}`);
          else check(r.set.items.length > 0, 'a set without items');
        },
        600,
      );
    },
    FUZZ_TIMEOUT,
  );

  it(
    'any JSON value at all as a record or summary',
    async () => {
      await fuzzSurface('any JSON value', hostileText, scoreText, 400);
    },
    FUZZ_TIMEOUT,
  );
});

describe('valid input is scored exactly right', () => {
  it(
    'the summary of any complete deal scores the same Result as the deal',
    () => {
      fc.assert(
        fc.property(fc.nat(), ruleSetArb, fc.nat({ max: 20 }), (seed, rules: RuleSet, solo) => {
          const s = finishedDeal(seed, rules, solo);
          const r = scoreInput(JSON.parse(JSON.stringify(summaryOf(s))));
          expect(r.ok && r.value, !r.ok ? formatPathError(r.error) : '').toEqual(JSON.parse(JSON.stringify(dealResult(s))));
        }),
        { numRuns: runs(200, 5_000) },
      );
    },
    FUZZ_TIMEOUT,
  );

  it('a record read from its text is the record read from its value', () => {
    for (const rec of pool.records) {
      const a = readDealRecordText(JSON.stringify(rec));
      const b = readDealRecord(rec);
      expect(a.ok && b.ok && a.value.state.tricks).toEqual(b.ok && b.value.state.tricks);
    }
  });
});
