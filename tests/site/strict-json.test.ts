// Every JSON input of the site is read strictly (src/engine/json.ts): the progress file, the
// practice table's record import, problem-set links (tests/site/sets.test.ts) and the rules of
// quiz and analyser links. A key given twice is refused with its place, never the last one kept.
import { describe, expect, it } from 'vitest';
import { readLink } from '../../src/components/analyse/url.ts';
import { readScoreLink } from '../../src/components/quiz/links.ts';
import { readProgressFile } from '../../src/components/storage/progressFile.ts';
import { fileTooLong } from '../../src/engine/json.ts';
import { randomDeal } from '../../src/engine/random.ts';
import { MAX_RECORD_TEXT, readDealRecordText, toRecord } from '../../src/engine/record.ts';
import { DDV_RULES } from '../../src/engine/rules.ts';
import { jsonPathError } from '../../src/engine/jsonInput.ts';
import { formatPathError } from '#words/record';
import { describePathError } from '../../src/i18n/de/record.ts';

describe('strict JSON in the site', () => {
  it('the progress file: a repeated key is named with its place', () => {
    const text =
      '{"format":"doko-progress","version":1,"exported":"2026-01-01T00:00:00.000Z","lessons":{"stars":{"points-club-trick":1,"points-club-trick":3}}}';
    const r = readProgressFile(text, new Set(['points-club-trick']));
    expect(r.ok).toBe(false);
    if (r.ok || r.problem === 'notAFile') throw new Error('expected a problem with a place');
    expect(r.problem.path).toBe('lessons.stars["points-club-trick"]');
    const again = text.lastIndexOf('"points-club-trick"') + 1;
    expect(r.problem.expected).toEqual({ kind: 'rule', detail: `the key "points-club-trick" appears twice in one object (again at column ${again})` });
    expect(readProgressFile('{"format":', new Set()).ok).toBe(false);
  });

  it('the practice table’s import: a record’s text, read strictly, with its size checked first', () => {
    const record = JSON.stringify(toRecord(randomDeal(74, DDV_RULES, { announceRate: 0 })));
    expect(readDealRecordText(record).ok).toBe(true);
    const twice = readDealRecordText(record.replace('"dealer":', '"dealer":0,"dealer":'));
    expect(!twice.ok && formatPathError(twice.error)).toMatch(/^dealer: the key "dealer" appears twice in one object \(again at column \d+\)$/);
    expect(!twice.ok && describePathError(twice.error)).toMatch(/^der Schlüssel "dealer" steht zweimal in einem Objekt \(wieder in Spalte \d+\)$/);
    const big = jsonPathError(fileTooLong(5_000_000, MAX_RECORD_TEXT));
    expect(formatPathError(big)).toBe('the text has 5,000,000 bytes, at most 1,000,000 are read');
    // (Numbers in the test's module graph are English: the German build formats 5.000.000.)
    expect(describePathError(big)).toMatch(/^der Text hat 5.000.000 Bytes, gelesen werden höchstens 1.000.000$/);
    const deep = readDealRecordText(`${'['.repeat(100)}${']'.repeat(100)}`);
    expect(!deep.ok && deep.error.problem.code).toBe('json');
  });

  it('the rules of quiz and analyser links: a repeated key or null is no rule set (a notice, not the last key)', () => {
    const twice = encodeURIComponent('{"dulle":"secondWins","dulle":"notTrump"}');
    expect(readScoreLink(`?level=2&seed=5&rules=${twice}`).notices).toEqual([{ param: 'rules', given: '{"dulle":"secondWins","dulle":"notTrump"}' }]);
    expect(readScoreLink('?level=2&seed=5&rules=null').notices).toEqual([{ param: 'rules', given: 'null' }]);
    expect(readLink(`?hand=CQ&rules=${twice}`)?.notices).toEqual([{ param: 'rules' }]);
    expect(readLink('?hand=CQ&rules=null')?.notices).toEqual([{ param: 'rules' }]);
  });
});
