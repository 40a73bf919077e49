/** What every `doko` sub-command reads from its arguments the same way: FILE, JSON text and `--rules`. */
import { readFileSync } from 'node:fs';
import { oneLine, quote, safeText } from '../engine/excerpt.ts';
import { err, ok, type Result } from '../engine/result.ts';
import { parseRules, type RuleSet } from '../engine/rules.ts';

/** Where a one-line usage error points for the whole story. */
export const SEE_USAGE = 'npm run doko -- help lists the options';

/** JSON.parse's complaint as one safe, short phrase (V8 quotes the input in it, control characters and all). */
export function jsonProblem(e: unknown): string {
  return `not valid JSON: ${safeText(e instanceof Error ? e.message : String(e), 100)}`;
}

/** JSON text, or the one-line problem with it. */
export function parseJsonText(text: string): Result<unknown, string> {
  try {
    return ok(JSON.parse(text));
  } catch (e) {
    return err(jsonProblem(e));
  }
}

/** The rule set of a `--rules JSON` argument, or the one-line error naming it. */
export function rulesOption(text: string): Result<RuleSet, string> {
  const json = parseJsonText(text);
  if (!json.ok) return err(`--rules: ${json.error}`);
  const r = parseRules(json.value);
  return r.ok ? r : err(`--rules: ${r.error.message}`);
}

/** Bad input or usage: the command prints the message as one line and exits with code 2. */
export class UsageError extends Error {}

/** The FILE argument of score and replay: exactly one, and no option this command does not know. */
export function fileArgument(args: readonly string[], options: readonly string[]): string {
  const unknown = args.find((a) => a.startsWith('--') && !options.includes(a));
  if (unknown !== undefined) throw new UsageError(`unknown option ${quote(unknown)} (${SEE_USAGE})`);
  const files = args.filter((a) => !a.startsWith('--'));
  if (files.length === 0) throw new UsageError('missing FILE (or - for standard input)');
  if (files.length > 1) throw new UsageError(`one FILE at a time, got ${files.length}: ${files.slice(0, 3).map((f) => quote(f)).join(', ')}${files.length > 3 ? ', …' : ''}`);
  return files[0];
}

export function readInput(file: string): string {
  try {
    return readFileSync(file === '-' ? 0 : file, 'utf8');
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    throw new UsageError(`cannot read ${file === '-' ? 'standard input' : quote(file)}: ${READ_ERRORS.get(code ?? '') ?? oneLine(String(code ?? (e as Error).message), 60)}`);
  }
}

const READ_ERRORS: ReadonlyMap<string, string> = new Map([
  ['ENOENT', 'no such file'],
  ['EISDIR', 'it is a folder'],
  ['EACCES', 'permission denied'],
  ['ENAMETOOLONG', 'the name is too long'],
]);

export function parseJson(text: string): unknown {
  const r = parseJsonText(text);
  if (!r.ok) throw new UsageError(r.error);
  return r.value;
}
