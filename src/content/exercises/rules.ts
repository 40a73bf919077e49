/** The rule set an exercise is played under: kept apart so widgets need not load every exercise. */
import { parseRules, type RuleSet } from '../../engine/rules.ts';

export function exerciseRules(e: { readonly id: string; readonly rules?: Partial<RuleSet> }): RuleSet {
  const parsed = parseRules(e.rules ?? {});
  if (!parsed.ok) throw new Error(`exercise ${e.id}: ${parsed.error.message}`);
  return parsed.value;
}
