// `doko evening`: the score pad's sheet from an evening file, in English and German, as CSV, and
// a file with a deal no deal could produce refused in one line (as the pad refuses it). In
// process where the language does not matter; two runs of the real command (German, exit code).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { eveningCommand } from '../../src/cli/evening.ts';
import { UsageError } from '../../src/cli/options.ts';

const FILE = 'tests/cli/fixtures/evening.json';
const doko = (args: string[], input?: string) => {
  const r = spawnSync(process.execPath, ['src/cli/doko.ts', ...args], { input, encoding: 'utf8' });
  return { code: r.status, out: r.stdout, err: r.stderr };
};
const refusal = (args: string[]) => {
  try {
    eveningCommand(args);
  } catch (e) {
    if (e instanceof UsageError) return e.message;
    throw e;
  }
  return null;
};

describe('doko evening', { timeout: 60_000 }, () => {
  it('prints the sheet with Bock, the totals, the next dealer and who pays whom', () => {
    const r = eveningCommand([FILE]);
    expect(r.code).toBe(0);
    const lines = r.stdout.split('\n');
    expect(lines[0]).toBe('Club night (5 players)');
    // Deal 3: a lost queens solo with keine 90 (worth 6) inside the Bock round of deal 1's 120 : 120.
    expect(lines.find((l) => l.includes('Queens solo: Dora'))).toMatch(/×2 +\+12 +\+12 +0 +−36 +\+12/);
    // Deal 4 lies in two Bock rounds (deal 1's and the lost solo's): ×4.
    expect(lines.find((l) => l.includes('Marriage: Ben & Eva'))).toMatch(/×4 +−8 +\+8 +−8 +0 +\+8/);
    expect(r.stdout).toContain('Totals: Anna +16 · Ben +22 · Cem −2 · Dora −50 · Eva +14\nNext: deal 6, Anna deals\n');
    expect(r.stdout).toContain('  Dora pays Ben €2.20\n  Dora pays Anna €1.60\n  Dora pays Eva €1.20\n  Cem pays Eva €0.20\n');
    expect(eveningCommand([FILE, '--csv']).stdout.split('\r\n')[3]).toBe('3,Cem,Queens solo: Dora,keine 90,Re 87,2,12,12,0,-36,12,20,10,10,-46,6');
  });

  it('refuses a deal no deal could produce, and a file that is no evening, in one line', () => {
    expect(refusal(['tests/cli/fixtures/no-evening.json'])).toMatch(/^cannot read/);
    const evening = JSON.parse(readFileSync(FILE, 'utf8'));
    evening.deals[1].points = { re: 1 };
    const bad = doko(['evening', '-'], JSON.stringify(evening));
    expect(bad).toMatchObject({ code: 2, out: '' });
    expect(bad.err).toMatch(/^deals\[1\]: deal 2 cannot be scored: .*1 card point.*\n$/);
  });

  it('speaks German with --lang de (from standard input)', () => {
    const de = doko(['evening', '-', '--lang', 'de'], readFileSync(FILE, 'utf8'));
    expect(de.out).toContain('Damensolo: Dora');
    expect(de.out).toContain('Stand: Anna +16 · Ben +22 · Cem −2 · Dora −50 · Eva +14\nAls Nächstes: Spiel 6, Anna gibt\n');
    expect(de.out).toMatch(/\n  Dora zahlt Ben 2,20\s€\n/);
    expect(doko(['evening', '-', '--lang', 'de'], '{"format": "doko-summary/1"}')).toMatchObject({
      code: 2,
      err: expect.stringMatching(/^format: .*doko-evening\/1/),
    });
  });
});
