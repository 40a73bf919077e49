// Strict input on the command line: each option once, numbers in decimal, null is no object,
// a JSON key once per object (refused with its place), --jsonl errors name their line, and
// summaries no deal can have are refused (the reproductions of the issue, through the process).
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { runAnalyse } from '../../src/cli/analyse.ts';
import { decimalNumber, readOptions, wholeNumber } from '../../src/cli/options.ts';
import { runQuiz } from '../../src/cli/quiz.ts';
import { randomDeal } from '../../src/engine/random.ts';
import { toRecord } from '../../src/engine/record.ts';
import { DDV_RULES } from '../../src/engine/rules.ts';

const doko = (args: string[], input?: string) => {
  const r = spawnSync(process.execPath, ['src/cli/doko.ts', ...args], { input, encoding: 'utf8' });
  return { code: r.status, out: r.stdout, err: r.stderr };
};
const thrown = (f: () => unknown) => {
  try {
    f();
  } catch (e) {
    return (e as Error).message;
  }
  return null;
};
const HAND = 'CQ CQ SQ SQ HQ HQ DQ DQ CJ CJ H10 H10';
const summary = (o: Record<string, unknown>) =>
  JSON.stringify({ format: 'doko-summary/1', parties: { re: [0, 2], kontra: [1, 3] }, cardPoints: { re: 131 }, tricks: { re: 7 }, ...o });

describe('options', () => {
  it('each option at most once, whatever the command (first-wins and last-wins are gone)', () => {
    const spec = { flags: ['--json'], valued: ['--seed'], positional: true };
    expect(thrown(() => readOptions(['--seed', '1', '--seed', '2'], spec))).toBe('--seed given twice (give each option once)');
    expect(thrown(() => readOptions(['--json', 'x', '--json'], spec))).toBe('--json given twice (give each option once)');
    expect(readOptions(['a', '--seed', '7', 'b'], spec)).toEqual({ positional: ['a', 'b'], flags: new Set(), values: new Map([['--seed', '7']]) });
    expect(runQuiz(['score', '--seed', '1', '--seed', '2'])).toEqual({ code: 2, stdout: '', stderr: '--seed given twice (give each option once)\n' });
    expect(runAnalyse([HAND, '--seed', '1', '--seed', '2'])).toEqual({ code: 2, stdout: '', stderr: '--seed given twice (give each option once)\n' });
    expect(doko(['deal', '--seed', '1', '--seed', '2'])).toEqual({ code: 2, out: '', err: '--seed given twice (give each option once)\n' });
    expect(doko(['score', '-', '--jsonl', '--jsonl'], '{}').err).toBe('--jsonl given twice (give each option once)\n');
  });

  it('numbers in decimal digits only', () => {
    for (const text of ['0x2', '2e0', ' 2', '+2', '-0', '2.0', '0b10', '', '１'])
      expect(
        thrown(() => wholeNumber('--level', text, 0, 8)),
        text,
      ).toBe('--level needs a whole number from 0 to 8');
    expect(wholeNumber('--level', '02', 0, 8)).toBe(2);
    expect(decimalNumber('--announce', '0.25', 0, 1)).toBe(0.25);
    for (const text of ['5e-2', '.5', '0x0', 'Infinity', 'NaN', '1.'])
      expect(
        thrown(() => decimalNumber('--announce', text, 0, 1)),
        text,
      ).toMatch(/^--announce needs a number from 0 to 1/);
    expect(runQuiz(['score', '--seed', '1', '--level', '0x2']).stderr).toBe('--level needs one of 1, 2, 3, 4, 5, 6, 7, 8\n');
    expect(runQuiz(['score', '--seed', '1', '--level', '2e0']).stderr).toBe('--level needs one of 1, 2, 3, 4, 5, 6, 7, 8\n');
    expect(runQuiz(['score', '--seed', '0x10']).stderr).toBe('--seed needs a whole number from 0 to 4294967295\n');
    expect(runAnalyse([HAND, '--samples', '1e3']).stderr).toBe('--samples needs a whole number from 1 to 10000000\n');
  });

  it('null where an object is expected: --rules null and "rules": null, "announcements": null', () => {
    expect(doko(['deal', '--seed', '1', '--rules', 'null'])).toEqual({ code: 2, out: '', err: '--rules: expected an object of rule keys, got null\n' });
    expect(runQuiz(['score', '--seed', '1', '--rules', 'null']).stderr).toBe('--rules: expected an object of rule keys, got null\n');
    const record = toRecord(randomDeal(74, DDV_RULES, { announceRate: 0 }));
    const lines = [
      JSON.stringify({ ...record, rules: null }),
      JSON.stringify({ ...record, announcements: null }),
      JSON.stringify({ ...record, plays: null }),
      summary({ rules: null }),
      summary({ announcements: null }),
    ];
    const r = doko(['score', '-', '--jsonl'], `${lines.join('\n')}\n`);
    expect(
      r.out
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l)),
    ).toEqual([
      { error: 'line 1: rules: expected an object of rule keys, got null' },
      { error: 'line 2: announcements: expected an array of { "seat", "call", "cardsPlayed" }' },
      { error: 'line 3: plays: expected an array of card ids' },
      { error: 'line 4: rules: expected an object of rule keys, got null' },
      { error: 'line 5: announcements: expected { "re": call or null, "kontra": call or null }' },
    ]);
  });
});

describe('JSON read strictly', () => {
  it('a repeated key is refused with its place, in a file, a --jsonl line and --rules', () => {
    const record = JSON.stringify(toRecord(randomDeal(74, DDV_RULES, { announceRate: 0 })));
    const twice = record.replace('"dealer":', '"dealer":1,"dealer":');
    const col = twice.indexOf('"dealer"', twice.indexOf('"dealer"') + 1) + 1;
    expect(doko(['replay', '-'], twice)).toEqual({ code: 2, out: '', err: `dealer: the key "dealer" appears twice in one object (again at column ${col})\n` });
    expect(doko(['score', '-'], summary({}).replace('"re":131', '"re":131,"re":240'))).toMatchObject({
      code: 2,
      err: 'cardPoints.re: the key "re" appears twice in one object (again at column 89)\n',
    });
    expect(doko(['deal', '--seed', '1', '--rules', '{"dulle":"firstWins","dulle":"notTrump"}']).err).toBe(
      '--rules: dulle: the key "dulle" appears twice in one object (again at column 22)\n',
    );
  });

  it('--jsonl errors always start with line N:, JSON or not', () => {
    const r = doko(['score', '-', '--jsonl'], `not json\n{"a":1,"a":2}\n{}\n\n${summary({ cardPoints: { re: 1 } })}\n`);
    expect(r.code).toBe(0);
    const errors = r.out
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l).error as string);
    expect(errors).toEqual([
      'line 1: not valid JSON: unexpected "n" at column 1',
      'line 2: a: the key "a" appears twice in one object (again at column 8)',
      'line 3: format: expected "doko-deal/1" or "doko-summary/1", got undefined',
      'line 4: not valid JSON: the text ends too early at column 1',
      "line 5: cardPoints.re: Re's 7 tricks hold at least 56 card points, not 1",
    ]);
  });
});

describe('summaries no deal can have (the reproductions of the issue)', { timeout: 60_000 }, () => {
  it('are refused with exit code 2 and one line', () => {
    const dk = (n: number) => Array.from({ length: n }, () => ({ kind: 'doppelkopf', party: 're' }));
    const cases: [string, string][] = [
      [summary({ tricks: { re: 1 }, cardPoints: { re: 240 } }), "cardPoints.re: Re's 1 trick holds at most 44 card points, not 240"],
      [summary({ tricks: { re: 1 }, cardPoints: { re: 100 } }), "cardPoints.re: Re's 1 trick holds at most 44 card points, not 100"],
      [summary({ tricks: { re: 11 }, cardPoints: { re: 0 } }), "cardPoints.re: Re's 11 tricks hold at least 196 card points, not 0"],
      [summary({ cardPoints: { re: 1 } }), "cardPoints.re: Re's 7 tricks hold at least 56 card points, not 1"],
      [summary({ cardPoints: { re: 130 }, specials: dk(5) }), 'specials[4]: more doppelkopf events than a deal can have (4)'],
    ];
    const r = doko(['score', '-', '--jsonl'], `${cases.map(([input]) => input).join('\n')}\n`);
    expect(
      r.out
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l).error),
    ).toEqual(cases.map(([, message], i) => `line ${i + 1}: ${message}`));
    const one = doko(['score', '-'], cases[0][0]);
    expect(one).toEqual({ code: 2, out: '', err: `${cases[0][1]}\n` });
  });
});
