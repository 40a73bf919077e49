/** What every `doko` sub-command reads from its arguments the same way: JSON text and `--rules`. */
import { safeText } from '../engine/excerpt.ts';
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
