import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

const doko = (args: string[], input?: string) => {
  const r = spawnSync(process.execPath, ['src/cli/doko.ts', ...args], { input, encoding: 'utf8' });
  return { code: r.status, out: r.stdout, err: r.stderr };
};

// Each test starts Node processes: allow for a busy machine.
describe('doko CLI', { timeout: 60_000 }, () => {
  it('deal --seed prints a complete legal record, the same for the same seed', () => {
    const a = doko(['deal', '--seed', '74', '--announce', '0']);
    expect(a.code).toBe(0);
    const rec = JSON.parse(a.out);
    expect(rec.format).toBe('doko-deal/1');
    expect(rec.plays).toHaveLength(48);
    expect(doko(['deal', '--seed', '74', '--announce', '0']).out).toBe(a.out);
    expect(JSON.parse(doko(['deal', '--seed', '3', '--rules', '{"withoutNines":true}']).out).plays).toHaveLength(40);
  });
  it('score reads a record from standard input and prints the Result', () => {
    const rec = doko(['deal', '--seed', '74', '--announce', '0']).out;
    const r = doko(['score', '-'], rec);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out)).toMatchObject({ winner: 'kontra', value: -2, scores: [-2, 2, -2, 2] });
  });
  it('score --jsonl keeps the order and puts an error in place of a bad line', () => {
    const good = doko(['deal', '--seed', '74', '--announce', '0']).out.trim();
    const summary = JSON.stringify({ format: 'doko-summary/1', parties: { re: [0, 1], kontra: [2, 3] }, cardPoints: { re: 131 }, tricks: { re: 7 } });
    const r = doko(['score', '-', '--jsonl'], `${good}\n{"format":"doko-deal/1"}\nnot json\n${summary}\n`);
    expect(r.code).toBe(0);
    const lines = r.out
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines).toHaveLength(4);
    expect(lines[0].value).toBe(-2);
    expect(lines[1]).toEqual({ error: 'line 2: dealer: expected a whole number from 0 to 3, got undefined' });
    expect(lines[2].error).toMatch(/^line 3: not valid JSON/);
    expect(lines[3]).toMatchObject({ winner: 're', value: 1 });
  });
  it('help prints every option; a missing command is one line', () => {
    const help = doko(['help']);
    expect(help.code).toBe(0);
    expect(help.out).toMatch(/^usage:\n  npm run doko -- score FILE\|- \[--jsonl\]\n/);
    expect(help.out).toContain('--key-samples N');
    expect(help.out).toContain('solve FILE|- [--json]');
    expect(doko([])).toEqual({
      code: 2,
      out: '',
      err: 'missing command: score, replay, deal, analyse, solve, quiz, evening, help (npm run doko -- help lists the options)\n',
    });
  });
  it('replay prints the tricks and the score sheet', () => {
    const rec = doko(['deal', '--seed', '74', '--announce', '0']).out;
    const r = doko(['replay', '-'], rec);
    expect(r.code).toBe(0);
    expect(r.out).toContain('   12       3  3:CJ    0:S9    1:H9    2:S10          3      12');
    expect(r.out).toContain('Karlchen won the last trick');
    expect(r.out).toContain('Value: -2   Scores: -2 2 -2 2');
  });
  it('invalid input: exit code 2 and one line naming the place', () => {
    const rec = JSON.parse(doko(['deal', '--seed', '74', '--announce', '0']).out);
    rec.plays[1] = 'SK';
    const r = doko(['score', '-'], JSON.stringify(rec));
    expect(r.code).toBe(2);
    expect(r.err).toBe('plays[1] (SK): seat 2 must follow hearts (holds HK)\n');
    expect(doko(['score', '-'], '{').code).toBe(2);
    expect(doko(['deal']).err).toBe('--seed needs a whole number from 0 to 4294967295\n');
    expect(doko(['deal', '--seed', '1', '--rules', '{"x":1}']).err).toMatch(/^--rules: unknown rule key "x"/);
    expect(doko(['frobnicate']).code).toBe(2);
    expect(doko(['score', 'a.json', '--jsnl']).err).toBe('unknown option "--jsnl" (npm run doko -- help lists the options)\n');
    expect(doko(['deal', '--seed', '4294967296']).err).toBe('--seed needs a whole number from 0 to 4294967295\n');
    expect(doko(['score', '/nonexistent.json']).code).toBe(2);
  });
});
