/**
 * `doko analyse "HAND" [--rules JSON] [--samples N] [--seed S] [--json]
 *                      [--compulsory] [--seat 0-3] [--deep N] [--key-samples N]`
 * Solo analysis of a pasted hand (engine/analysis). Invalid hands: exit code 2 with the
 * parser's message. Without --json a readable table.
 */
import { analyseHand } from '../engine/analysis/analyse.ts';
import { analysisJson, analysisTable } from '../engine/analysis/report.ts';
import { parseHand } from '../engine/notation.ts';
import type { Seat } from '../engine/parties.ts';
import { DDV_RULES, type RuleSet } from '../engine/rules.ts';
import { oneLine, quote } from '../engine/excerpt.ts';
import { rulesOption, SEE_USAGE } from './input.ts';

/** The lines `doko help` prints for this command. */
export const ANALYSE_USAGE = `  npm run doko -- analyse "HAND" [--rules JSON] [--samples N] [--seed S] [--json]
                             [--compulsory] [--seat 0-3] [--deep N] [--key-samples N]`;

class UsageError extends Error {}

const FLAGS = new Set(['--json', '--compulsory']);
const VALUED = new Set(['--rules', '--samples', '--seed', '--seat', '--deep', '--key-samples']);

function wholeNumber(name: string, v: string, min: number, max: number): number {
  if (!/^\d+$/.test(v)) throw new UsageError(`${name} needs a whole number`);
  const n = Number(v);
  if (n < min || n > max) throw new UsageError(`${name} must be from ${min} to ${max}`);
  return n;
}

export function runAnalyse(args: string[]): { code: number; stdout: string; stderr: string } {
  try {
    const positional: string[] = [];
    const values = new Map<string, string>();
    const flags = new Set<string>();
    for (let i = 0; i < args.length; i++) {
      const a = args[i];
      if (FLAGS.has(a)) flags.add(a);
      else if (VALUED.has(a)) {
        const v = args[i + 1];
        if (v === undefined || (v.startsWith('--') && VALUED.has(v))) throw new UsageError(`${a} needs a value`);
        values.set(a, v);
        i++;
      } else if (a.startsWith('--')) throw new UsageError(`unknown option ${quote(a)} (${SEE_USAGE})`);
      else positional.push(a);
    }
    if (positional.length === 0) throw new UsageError(`missing HAND, the cards in quotes: analyse "CQ CQ H10 …" (${SEE_USAGE})`);
    const text = positional.join(' ');
    let rules: RuleSet = DDV_RULES;
    const rulesText = values.get('--rules');
    if (rulesText !== undefined) {
      const r = rulesOption(rulesText);
      if (!r.ok) throw new UsageError(r.error);
      rules = r.value;
    }
    const samples = values.has('--samples') ? wholeNumber('--samples', values.get('--samples')!, 1, 1_000_000) : 1000;
    const seed = values.has('--seed') ? wholeNumber('--seed', values.get('--seed')!, 0, 0xffffffff) : 1;
    const seat = values.has('--seat') ? (wholeNumber('--seat', values.get('--seat')!, 0, 3) as Seat) : undefined;
    const deep = values.has('--deep') ? wholeNumber('--deep', values.get('--deep')!, 0, 100_000) : 0;
    const keyCardSamples = values.has('--key-samples') ? wholeNumber('--key-samples', values.get('--key-samples')!, 0, 1_000_000) : undefined;

    const hand = parseHand(text, rules);
    if (!hand.ok) return { code: 2, stdout: '', stderr: `${hand.error.message}\n` };

    const analysis = analyseHand(hand.value, {
      rules,
      samples,
      seed,
      seat,
      compulsory: flags.has('--compulsory'),
      keyCardSamples,
      deep: deep > 0 ? { samples: deep } : null,
    });
    const stdout = flags.has('--json') ? `${JSON.stringify(analysisJson(analysis))}\n` : `${analysisTable(analysis)}\n`;
    return { code: 0, stdout, stderr: '' };
  } catch (e) {
    if (e instanceof UsageError) return { code: 2, stdout: '', stderr: `${oneLine(e.message)}\n` };
    throw e;
  }
}

// Run directly: `node src/cli/analyse.ts "HAND" …` (the `doko` command hooks `runAnalyse` in).
if (import.meta.url === `file://${process.argv[1]}`) {
  const r = runAnalyse(process.argv.slice(2));
  process.stdout.write(r.stdout);
  process.stderr.write(r.stderr);
  process.exitCode = r.code;
}
