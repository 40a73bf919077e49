import { parseRules, type RuleSet } from '../../engine/rules.ts';
import { describeInputProblem } from '#words/record';

/** A full rule set from overrides written in content (fails the build on a bad key or value). */
export function rulesFor(overrides: Partial<RuleSet> = {}): RuleSet {
  const parsed = parseRules(overrides);
  if (!parsed.ok) throw new Error(`bad rules in content: ${describeInputProblem(parsed.error.problem)}`);
  return parsed.value;
}
