/**
 * The real `doko` process against hostile input: whatever the arguments and the
 * input, it exits with 0, or with 2 and exactly one short safe line on stderr; never 1, never
 * a stack trace. `score --jsonl` answers every line as the engine does in process, and never
 * calls a line that is valid JSON "not valid JSON".
 */
import { spawn } from 'node:child_process';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_LINE_BYTES } from '../../src/cli/input.ts';
import { scoreInput } from '../../src/engine/score.ts';
import { readJsonInput } from '../../src/engine/jsonInput.ts';
import { formatPathError } from '#words/record';
import { fuzzSurface } from './campaign.ts';
import { FULL, hostileString, hostileText, messageProblem, mutate, mutationArb, pasteArb, PROTO_KEYS, runs, validPool } from './hostile.ts';

interface Run {
  readonly args: readonly string[];
  readonly stdin: string;
}
interface Ran extends Run {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

function doko(run: Run): Promise<Ran> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['src/cli/doko.ts', ...run.args], { stdio: ['pipe', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const errs: Buffer[] = [];
    child.stdout.on('data', (b: Buffer) => out.push(b));
    child.stderr.on('data', (b: Buffer) => errs.push(b));
    // A run that never ends is killed, so that a hang fails the test instead of stopping it.
    const timer = setTimeout(() => child.kill('SIGKILL'), 120_000);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ ...run, code, stdout: Buffer.concat(out).toString('utf8'), stderr: Buffer.concat(errs).toString('utf8') });
    });
    child.stdin.on('error', () => {}); // the command may exit before it read everything
    child.stdin.end(run.stdin);
  });
}

/** Run them two at a time (the machine is shared). */
async function all(list: readonly Run[]): Promise<Ran[]> {
  const out: Ran[] = [];
  for (let i = 0; i < list.length; i += 2) out.push(...(await Promise.all(list.slice(i, i + 2).map(doko))));
  return out;
}

function expectContract(r: Ran): void {
  const label = `doko ${r.args.map((a) => JSON.stringify(a.slice(0, 60))).join(' ')} < ${JSON.stringify(r.stdin.slice(0, 120))}\n→ ${r.code}: ${r.stderr.slice(0, 300)}`;
  expect(r.stderr, label).not.toMatch(/\n\s+at |internal error/);
  expect([0, 2], label).toContain(r.code);
  if (r.code === 2) {
    expect(r.stdout, label).toBe('');
    expect(r.stderr, label).toMatch(/^[^\n]+\n$/);
    expect(messageProblem(r.stderr.slice(0, -1)), label).toBeNull();
  } else expect(r.stdout.length, label).toBeGreaterThan(0);
}

const pool = validPool(8);
/** An argument as a shell could pass it: no NUL byte, at most 100,000 characters. */
const arg = hostileString.map((s) => s.replaceAll('\u0000', '').slice(0, 100_000));
const rulesJson = fc.oneof(
  hostileText,
  fc.tuple(fc.constantFrom(...PROTO_KEYS), hostileText).map(([k, v]) => `{${JSON.stringify(k)}:${v}}`),
);
const mutant = fc
  .tuple(fc.boolean(), fc.nat(), fc.array(mutationArb, { minLength: 1, maxLength: 2 }))
  .map(([rec, i, ms]) => mutate(rec ? pool.records[i % pool.records.length] : pool.summaries[i % pool.summaries.length], ms));

const runArb: fc.Arbitrary<Run> = fc.oneof(
  fc.record({
    args: fc.constantFrom(['score', '-'], ['replay', '-']),
    stdin: fc.oneof({ weight: 4, arbitrary: mutant }, { weight: 1, arbitrary: hostileText }, { weight: 1, arbitrary: hostileString }),
  }),
  fc.record({
    args: fc
      .tuple(
        fc.constantFrom(
          ['deal', '--seed', '7', '--rules'],
          ['quiz', 'score', '--seed', '7', '--rules'],
          ['analyse', 'CQ CQ SQ SQ HQ HQ DQ DQ CJ CJ H10 H10', '--samples', '5', '--rules'],
        ),
        rulesJson.map((t) => t.slice(0, 100_000)),
      )
      .map(([a, r]) => [...a, r]),
    stdin: fc.constant(''),
  }),
  fc.record({
    args: pasteArb.map(({ text, rules }) => [
      'analyse',
      text.replaceAll('\u0000', ''),
      '--samples',
      '5',
      ...(rules.withoutNines ? ['--rules', '{"withoutNines":true}'] : []),
    ]),
    stdin: fc.constant(''),
  }),
  fc.record({
    args: fc
      .tuple(
        fc.constantFrom('score', 'replay', 'deal', 'analyse', 'quiz', 'help', '--json', ''),
        fc.array(fc.oneof(arg, fc.constantFrom('--jsonl', '--seed', '--rules', '--json', '-', '--samples', '0', '99999999999')), { maxLength: 4 }),
      )
      .map(([c, rest]) => [c, ...rest]),
    stdin: fc.oneof(fc.constant(''), mutant),
  }),
);

/** Time for a test of many processes (each starts Node and strips the TypeScript). */
const SLOW = FULL ? 3_600_000 : 180_000;

describe('fuzz: the doko command exits 0, or 2 with one short safe line', () => {
  it(
    'the reproducers the fuzz campaign found',
    async () => {
      const proto = (k: string) =>
        `{"format":"doko-summary/1","rules":{${JSON.stringify(k)}:true},"parties":{"re":[0,1],"kontra":[2,3]},"cardPoints":{"re":131},"tricks":{"re":7}}`;
      const deep = `{"format":"doko-summary/1","parties":{"re":[0,1],"kontra":[2,3]},"cardPoints":{"re":${'['.repeat(5000)}1${']'.repeat(5000)}},"tricks":{"re":7}}`;
      const ran = await all([
        ...PROTO_KEYS.slice(0, 5).map((k) => ({ args: ['score', '-'], stdin: proto(k) })),
        { args: ['replay', '-'], stdin: proto('constructor').replace('doko-summary/1', 'doko-deal/1') },
        { args: ['deal', '--seed', '1', '--rules', '{"constructor":true}'], stdin: '' },
        { args: ['analyse', 'CQ CQ SQ SQ HQ HQ DQ DQ CJ CJ H10 H10', '--rules', '{"__proto__":true}'], stdin: '' },
        { args: ['quiz', 'score', '--seed', '1', '--rules', '{"toString":true}'], stdin: '' },
        { args: ['score', '-'], stdin: deep },
        { args: ['score', '-'], stdin: JSON.stringify({ format: 'doko-deal/1', dealer: `\u001b]0;owned\u0007${'x'.repeat(900_000)}` }) },
        { args: ['analyse', '--json'], stdin: '' },
        { args: ['frobnicate\u001b[2J'], stdin: '' },
      ]);
      for (const r of ran) {
        expectContract(r);
        expect(r.code).toBe(2);
      }
      expect(ran[0].stderr).toBe(
        `rules.constructor: unknown rule key "constructor" (known: withoutNines, dulle, marriageTrickType, poverty, piglets, pigletsDeclared, superpiglets, forcedAnnouncement, foxLastTrick, karlchenCaught, lieschenMueller, redealFiveNines, redealFiveKings, halfChicken)\n`,
      );
      expect(ran[9].stderr).toBe(`cardPoints.re${'[0]'.repeat(62)}: nested more than 64 levels deep at column 147\n`);
      expect(ran[10].stderr).toBe(`dealer: expected a whole number from 0 to 3, got "\\u001b]0;owned\\u0007${'x'.repeat(30)}…" (900,010 characters)\n`);
      expect(ran[11].stderr).toMatch(/^missing HAND/);
    },
    SLOW,
  );

  it(
    'random arguments and inputs',
    async () => {
      // A sample through the real process (each starts Node): the 100,000 of the campaign run the
      // same main in process (cli-inprocess.test.ts); these check the process around it.
      await fuzzSurface('CLI processes', runArb, async (run) => expectContract(await doko(run)), 10, 400);
    },
    SLOW,
  );

  it(
    'score --jsonl answers each line as the engine does, and never calls valid JSON "not valid JSON"',
    async () => {
      const line = fc.oneof(
        { weight: 6, arbitrary: mutant },
        { weight: 1, arbitrary: hostileText },
        { weight: 1, arbitrary: hostileString.map((s) => s.replaceAll('\n', ' ')) },
      );
      const batches = FULL ? 20 : 1;
      for (let b = 0; b < batches; b++) {
        // Lines within the limit of one --jsonl line (a longer one ends the run: tests/cli/limits.test.ts).
        const lines = fc
          .sample(line, { numRuns: runs(300, 1000), seed: FULL ? Date.now() + b : 15 })
          .map((l) => l.replaceAll('\n', '\\n'))
          .filter((l) => Buffer.byteLength(l) <= MAX_LINE_BYTES);
        const r = await doko({ args: ['score', '-', '--jsonl'], stdin: `${lines.join('\n')}\n` });
        expect(r.code, r.stderr.slice(0, 300)).toBe(0);
        const out = r.stdout.trimEnd().split('\n');
        expect(out).toHaveLength(lines.length);
        out.forEach((o, i) => {
          const got = JSON.parse(o) as { error?: string };
          let valid = true;
          try {
            JSON.parse(lines[i]);
          } catch {
            valid = false;
          }
          if (!valid) {
            // The first problem in reading order: a syntax error, or a repeated key or the depth before it.
            expect(got.error).toMatch(new RegExp(`^line ${i + 1}: `));
            expect(messageProblem(got.error)).toBeNull();
            return;
          }
          // Valid JSON is read by the strict reader: a repeated key or deep nesting is refused
          // with its place, never as "not valid JSON".
          const input = readJsonInput(lines[i]);
          const want = input.ok ? scoreInput(input.value) : input;
          expect(got).toEqual(JSON.parse(JSON.stringify(want.ok ? want.value : { error: `line ${i + 1}: ${formatPathError(want.error)}` })));
          if (got.error !== undefined) {
            expect(got.error).toMatch(new RegExp(`^line ${i + 1}: `));
            expect(got.error).not.toMatch(/not valid JSON/);
            expect(messageProblem(got.error)).toBeNull();
          }
        });
      }
    },
    SLOW,
  );
});
