/**
 * The engine against hostile input (issue 15): records, summaries, rule sets and pastes,
 * valid and mutated. Nothing throws; every error is one short safe line with a path; every
 * accepted input gives a consistent result. A few thousand cases here, ≥ 100,000 with
 * `npm run fuzz`.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { handSize } from '../../src/engine/cards.ts';
import { parseHand } from '../../src/engine/notation.ts';
import { dealResult } from '../../src/engine/outcome.ts';
import { readDealRecord } from '../../src/engine/record.ts';
import { parseRules, RULE_KEYS } from '../../src/engine/rules.ts';
import { scoreInput } from '../../src/engine/score.ts';
import type { DealResult } from '../../src/engine/outcome.ts';
import { formatPathError, type PathError } from '../../src/engine/validate.ts';
import { describePathError } from '../../src/i18n/de/record.ts';
import { finishedDeal, hostileKey, hostileText, messageProblem, mutate, mutationArb, pasteArb, ruleSetArb, runs, summaryOf, validPool, FUZZ_TIMEOUT } from './hostile.ts';

const pool = validPool(24);

/** The error is one short safe line, and so is its path. */
function expectGoodError(e: PathError): void {
  expect(messageProblem(formatPathError(e)), formatPathError(e).slice(0, 200)).toBeNull();
  expect(e.path).not.toMatch(/[\u0000-\u001f]/);
}

/** What any Result must satisfy, however odd the input that produced it. */
function expectConsistent(r: DealResult): void {
  expect(r.cardPoints.re + r.cardPoints.kontra).toBe(240);
  expect(r.scores.reduce((a, b) => a + b, 0)).toBe(0);
  expect(r.lines.reduce((v, l) => v + (l.party === 're' ? l.points : -l.points), 0)).toBe(r.value);
  expect(r.parties.re.length + r.parties.kontra.length).toBe(4);
}

/** Score the JSON text of an input: never a throw. */
function check(text: string): void {
  const input = JSON.parse(text) as unknown;
  const r = scoreInput(input);
  if (r.ok) expectConsistent(r.value);
  else expectGoodError(r.error);
}

describe('fuzz: the engine never throws on hostile input and always answers in one safe line', () => {
  it('mutated records', () => {
    fc.assert(
      fc.property(fc.nat({ max: pool.records.length - 1 }), fc.array(mutationArb, { minLength: 1, maxLength: 3 }), (i, ms) => {
        const text = mutate(pool.records[i], ms);
        check(text);
        const r = readDealRecord(JSON.parse(text));
        if (!r.ok) {
          expectGoodError(r.error);
          // Every refusal of a record comes with its reason as a code, which the German page words.
          expect(r.error.reason, formatPathError(r.error)).toBeDefined();
          const german = describePathError(r.error);
          expect(messageProblem(german), german.slice(0, 200)).toBeNull();
          expect(german).not.toBe(r.error.message);
        }
      }),
      { numRuns: runs(600, 30_000) },
    );
  }, FUZZ_TIMEOUT);

  it('mutated summaries', () => {
    fc.assert(
      fc.property(fc.nat({ max: pool.summaries.length - 1 }), fc.array(mutationArb, { minLength: 1, maxLength: 3 }), (i, ms) => check(mutate(pool.summaries[i], ms))),
      { numRuns: runs(1000, 30_000) },
    );
  }, FUZZ_TIMEOUT);

  it('rule sets: hostile objects and values', () => {
    const rulesText = fc.oneof(
      hostileText,
      fc.array(fc.tuple(fc.oneof(hostileKey, fc.constantFrom(...RULE_KEYS)), hostileText), { maxLength: 4 }).map((kv) => `{${kv.map(([k, v]) => `${JSON.stringify(k)}:${v}`).join(',')}}`),
    );
    fc.assert(
      fc.property(rulesText, (text) => {
        const r = parseRules(JSON.parse(text));
        if (r.ok) expect(Object.keys(r.value).sort()).toEqual([...RULE_KEYS].sort());
        else expect(messageProblem(r.error.message), r.error.message.slice(0, 200)).toBeNull();
      }),
      { numRuns: runs(1000, 20_000) },
    );
  }, FUZZ_TIMEOUT);

  it('pastes: real hands in any notation, damaged', () => {
    fc.assert(
      fc.property(pasteArb, ({ text, rules }) => {
        const r = parseHand(text, rules);
        if (r.ok) expect(r.value).toHaveLength(handSize(rules));
        else expect(messageProblem(r.error.message), r.error.message.slice(0, 200)).toBeNull();
      }),
      { numRuns: runs(1000, 20_000) },
    );
  }, FUZZ_TIMEOUT);

  it('any JSON value at all as a record or summary', () => {
    fc.assert(fc.property(hostileText, (text) => check(text)), { numRuns: runs(400, 5_000) });
  }, FUZZ_TIMEOUT);
});

describe('valid input is scored exactly right', () => {
  it('the summary of any complete deal scores the same Result as the deal', () => {
    fc.assert(
      fc.property(fc.nat(), ruleSetArb, fc.nat({ max: 20 }), (seed, rules, solo) => {
        const s = finishedDeal(seed, rules, solo);
        const r = scoreInput(JSON.parse(JSON.stringify(summaryOf(s))));
        expect(r.ok && r.value, !r.ok ? formatPathError(r.error) : '').toEqual(JSON.parse(JSON.stringify(dealResult(s))));
      }),
      { numRuns: runs(200, 5_000) },
    );
  }, FUZZ_TIMEOUT);
});
