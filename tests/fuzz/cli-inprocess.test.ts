/**
 * The `doko` command in process: the same `main` the process runs, its output kept
 * (output.ts `capturing`), against hostile arguments and files, so that the campaign can run
 * 100,000 of them (a process each would take hours; tests/fuzz/cli.test.ts runs a sample through
 * the real process). Whatever the arguments and the input: exit code 0 with output, or 2 with
 * exactly one short safe line; never 70 (a bug), never a throw. Also the `--jsonl` line reader:
 * any chunking of any bytes gives back exactly the lines, each within its limit.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { runAnalyse } from '../../src/cli/analyse.ts';
import { main } from '../../src/cli/commands.ts';
import { MAX_LINE_BYTES, splitLines, type InputLine } from '../../src/cli/input.ts';
import { UsageError } from '../../src/cli/options.ts';
import { capturing, type RunOutput } from '../../src/cli/output.ts';
import { runSolve } from '../../src/cli/solve.ts';
import { readJson } from '../../src/engine/json.ts';
import { check, fuzzSurface } from './campaign.ts';
import { FUZZ_TIMEOUT, hostileString, hostileText, messageProblem, mutate, mutationArb, pasteArb, validPool } from './hostile.ts';

const pool = validPool(8);
const dir = mkdtempSync(join(tmpdir(), 'doko-fuzz-'));
mkdirSync(join(dir, 'folder'));
let files = 0;
/** A file holding `text`, for a FILE argument (standard input is the test runner's own). */
function file(text: string): string {
  const f = join(dir, `in${files++ % 64}.json`);
  writeFileSync(f, text);
  return f;
}

/**
 * The contract of every run: 0 with output, or 2 with one short safe line and nothing else. With
 * --jsonl, the lines before one over the limit are answered before the error, and an input
 * without lines has no output.
 */
function expectContract(r: RunOutput, label: string, jsonl = false): void {
  check(r.code === 0 || r.code === 2, `exit code ${r.code}: ${r.stderr.slice(0, 200)} (${label})`);
  if (r.code === 2) {
    check(r.stdout === '' || (jsonl && /^line \d+: longer than/.test(r.stderr)), `output beside an error (${label})`);
    check(/^[^\n]+\n$/.test(r.stderr), `not one line: ${JSON.stringify(r.stderr.slice(0, 200))} (${label})`);
    check(messageProblem(r.stderr.slice(0, -1)) === null, `not safe: ${r.stderr.slice(0, 200)} (${label})`);
  } else check(r.stdout.length > 0 || jsonl, `no output (${label})`);
}

const mutant = fc
  .tuple(fc.boolean(), fc.nat(), fc.array(mutationArb, { minLength: 1, maxLength: 2 }))
  .map(([rec, i, ms]) => mutate(rec ? pool.records[i % pool.records.length] : pool.summaries[i % pool.summaries.length], ms));
/** Numbers as people and scripts write them, most of them not plain decimal. */
const numberText = fc.constantFrom(
  '0',
  '1',
  '7',
  '8',
  '9',
  '02',
  '0x2',
  '2e0',
  '1e3',
  '-1',
  '+2',
  ' 2',
  '2 ',
  '1.5',
  '.5',
  '',
  'NaN',
  'Infinity',
  '4294967295',
  '4294967296',
  '99999999999999999999',
  '１',
);
const rulesText = fc.oneof(
  hostileText.map((t) => t.slice(0, 3000)),
  fc.constantFrom('null', '{}', '{"withoutNines":true}', '{"dulle":"firstWins","dulle":"notTrump"}', '[]', '{"poverty":true}'),
);
const OPTIONS = [
  '--seed',
  '--rules',
  '--announce',
  '--level',
  '--explain',
  '--jsonl',
  '--json',
  '--time-limit',
  '--samples',
  '--lang',
  '--frobnicate',
  '-',
  '--',
];
const argument = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...OPTIONS) },
  { weight: 3, arbitrary: numberText },
  { weight: 2, arbitrary: rulesText },
  { weight: 1, arbitrary: hostileString.map((s) => s.replaceAll('\u0000', '').slice(0, 5000)) },
);
/** A FILE argument: a mutated record or summary, hostile JSON, a missing file, a folder. */
const fileArgument = fc.oneof(
  { weight: 6, arbitrary: mutant.map(file) },
  { weight: 2, arbitrary: hostileText.map((t) => file(t.slice(0, 1_200_000))) },
  { weight: 1, arbitrary: fc.constantFrom(join(dir, 'missing.json'), join(dir, 'folder'), '/dev/null') },
);

/** Arguments of the commands that need no worker thread, run through `main` as the process would. */
const mainArgs = fc.oneof(
  fc.tuple(fc.constantFrom('score', 'replay'), fileArgument, fc.array(argument, { maxLength: 2 })).map(([c, f, rest]) => [c, f, ...rest]),
  fc
    .tuple(fc.constantFrom(['score'], ['score', '--jsonl']), fc.array(mutant, { minLength: 1, maxLength: 4 }))
    .map(([c, lines]) => [...c, file(lines.map((l) => l.replaceAll('\n', ' ')).join('\n'))]),
  fc.array(argument, { maxLength: 6 }).map((rest) => ['deal', ...rest]),
  fc.tuple(numberText, fc.array(argument, { maxLength: 5 })).map(([seed, rest]) => ['deal', '--seed', seed, ...rest]),
  fc.tuple(numberText, fc.array(argument, { maxLength: 5 })).map(([seed, rest]) => ['quiz', 'score', '--seed', seed, ...rest]),
  fc.tuple(fc.constantFrom('help', 'quiz', 'frobnicate', '', '--json'), fc.array(argument, { maxLength: 4 })).map(([c, rest]) => [c, ...rest]),
);

describe('fuzz: the doko command in process', () => {
  it(
    'score, replay, deal, quiz and help: exit 0, or 2 with one short safe line',
    async () => {
      await fuzzSurface(
        'CLI commands',
        mainArgs,
        async (args) => {
          const r = await capturing(() => main(args));
          expectContract({ code: r.value, stdout: r.out, stderr: r.err }, args.join(' ').slice(0, 200), args[0] === 'score' && args.includes('--jsonl'));
        },
        300,
      );
    },
    FUZZ_TIMEOUT,
  );

  // analyse and solve run in this thread with small budgets (the process runs them in a worker).
  // Most inputs are refused before any work, as hostile input is; a few run, briefly.
  it(
    'analyse: the same contract',
    async () => {
      const hand = fc.oneof(
        { weight: 1, arbitrary: pasteArb.map((p) => p.text.replaceAll('\u0000', '')) },
        { weight: 6, arbitrary: hostileString.map((s) => s.replaceAll('\u0000', '').slice(0, 2000)) },
      );
      const extra = fc.array(fc.oneof(argument, fc.constantFrom('--compulsory', '--seat', '--deep', '--key-samples', '--json')), { maxLength: 3 });
      const args = fc.tuple(hand, numberText, extra).map(([h, samples, rest]) => [h, '--samples', samples, '--key-samples', '0', ...rest]);
      await fuzzSurface('CLI analyse', args, (a) => expectContract(runAnalyse(a), `analyse ${a.join(' ').slice(0, 200)}`), 100);
    },
    FUZZ_TIMEOUT,
  );

  it(
    'solve: the same contract',
    async () => {
      // Positions late in a deal (from 36 cards on): their solve is quick, as a hang's would not be.
      const position = fc.tuple(fc.nat(), fc.integer({ min: 36, max: 48 }), fc.array(mutationArb, { minLength: 1, maxLength: 2 })).map(([i, plays, ms]) => {
        const rec = pool.records[i % pool.records.length];
        return mutate({ ...rec, plays: (rec.plays as string[]).slice(0, plays) }, ms);
      });
      // A record without `plays` is the position before the first card: the whole deal (its time
      // limit bounds it, but it is not what this surface is about).
      const late = (text: string) => {
        const v = readJson(text);
        if (!v.ok || v.value === null || typeof v.value !== 'object' || Array.isArray(v.value)) return true;
        const plays = (v.value as { plays?: unknown }).plays;
        return Array.isArray(plays) ? plays.length >= 36 : plays !== undefined;
      };
      const args = fc.tuple(position.filter(late), fc.array(argument, { maxLength: 2 })).map(([text, rest]) => [file(text), '--time-limit', '5', ...rest]);
      await fuzzSurface('CLI solve', args, (a) => expectContract(runSolve(a), `solve ${a.join(' ').slice(0, 200)}`), 100);
    },
    FUZZ_TIMEOUT,
  );

  it(
    '--jsonl lines: any bytes in any chunks give back exactly their lines, each within its limit',
    async () => {
      // The limit is the real one now and then, mostly a small one: the same code, without
      // moving 100 KB per input.
      const line = (most: number) =>
        fc.oneof(
          { weight: 6, arbitrary: fc.string({ maxLength: 40 }).map((s) => Buffer.from(s.replaceAll('\n', ' '), 'utf8')) },
          { weight: 2, arbitrary: fc.uint8Array({ maxLength: 30 }).map((b) => Buffer.from(b.map((x) => (x === 0x0a ? 0x20 : x)))) },
          { weight: 1, arbitrary: fc.integer({ min: most - 2, max: most + 2 }).map((n) => Buffer.alloc(n, 0x20)) },
        );
      const input = fc
        .constantFrom(MAX_LINE_BYTES, 8, 16, 40)
        .chain((most) =>
          fc.record({ most: fc.constant(most), lines: fc.array(line(most), { maxLength: 8 }), last: fc.boolean(), cuts: fc.array(fc.nat(), { maxLength: 6 }) }),
        );
      await fuzzSurface(
        '--jsonl lines',
        input,
        ({ most, lines, last, cuts }) => {
          const bytes = Buffer.concat(lines.flatMap((l, i) => (i < lines.length - 1 || last ? [l, Buffer.from('\n')] : [l])));
          const at = [...new Set(cuts.map((c) => c % (bytes.length + 1)))].sort((a, b) => a - b);
          const chunks = [0, ...at, bytes.length].slice(1).map((end, i, all) => bytes.subarray(i === 0 ? 0 : all[i - 1], end));
          const got: InputLine[] = [];
          let refused: string | null = null;
          try {
            for (const l of splitLines(chunks, most)) got.push(l);
          } catch (e) {
            if (!(e instanceof UsageError)) throw e;
            refused = e.message;
          }
          // What the lines should be: up to the first one over the limit.
          const whole = lines.filter((l, i) => l.length > 0 || i < lines.length - 1 || last);
          const over = whole.findIndex((l) => l.length > most);
          const expected = over < 0 ? whole : whole.slice(0, over);
          check(got.length === expected.length, `${got.length} lines, expected ${expected.length}`);
          got.forEach((g, i) => {
            check(g.n === i + 1, 'lines numbered wrong');
            let text: string | null;
            try {
              text = new TextDecoder('utf-8', { fatal: true }).decode(expected[i]);
            } catch {
              text = null;
            }
            check('text' in g ? g.text === text : g.error === `line ${i + 1}: not UTF-8 text` && text === null, `line ${i + 1} changed`);
          });
          check(over >= 0 === (refused !== null), `over the limit: ${over}, refused: ${refused}`);
          if (refused !== null) check(refused.startsWith(`line ${over + 1}: longer than`), refused);
        },
        1000,
      );
    },
    FUZZ_TIMEOUT,
  );
});
