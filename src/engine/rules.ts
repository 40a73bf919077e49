/**
 * The rule set: a plain value. DDV tournament rules by default; every house rule of the
 * sources is a key (docs/formats.md, "Rule set keys"; docs/rules.md §15–§16).
 */
import { quote } from './excerpt.ts';
import { err, ok, type Result } from './result.ts';
import type { InputProblem } from './validate.ts';
import type { RuleKey, RuleSet } from './types.ts';

export type { RuleSet } from './types.ts';

export type { RuleKey };

/** The Deutscher Doppelkopf-Verband tournament rules. */
export const DDV_RULES: RuleSet = Object.freeze({
  withoutNines: false,
  dulle: 'firstWins',
  marriageTrickType: 'firstForeign',
  poverty: false,
  piglets: false,
  pigletsDeclared: 'reservation',
  superpiglets: false,
  forcedAnnouncement: false,
  foxLastTrick: false,
  karlchenCaught: false,
  lieschenMueller: false,
  redealFiveNines: false,
  redealFiveKings: false,
  halfChicken: false,
});

/** Every key with its allowed values, DDV default first. Drives validation and settings UIs. */
export const RULE_VALUES: { readonly [K in RuleKey]: readonly RuleSet[K][] } = {
  withoutNines: [false, true],
  dulle: ['firstWins', 'secondWins', 'secondWinsExceptLastTrick', 'notTrump'],
  marriageTrickType: ['firstForeign', 'firstForeignPlain', 'firstForeignTrump'],
  poverty: [false, true],
  piglets: [false, true],
  pigletsDeclared: ['reservation', 'firstPlay'],
  superpiglets: [false, true],
  forcedAnnouncement: [false, true],
  foxLastTrick: [false, true],
  karlchenCaught: [false, true],
  lieschenMueller: [false, true],
  redealFiveNines: [false, true],
  redealFiveKings: [false, true],
  halfChicken: [false, true],
};

export const RULE_KEYS = Object.keys(RULE_VALUES) as RuleKey[];

/** The allowed values by key, as a Map: a key from input such as "constructor" finds nothing. */
const ALLOWED: ReadonlyMap<string, readonly unknown[]> = new Map(Object.entries(RULE_VALUES));

export interface RuleError {
  /** The offending key as given (or '' when the value is not an object); quote it to print it. */
  readonly key: string;
  readonly problem: InputProblem;
}

/**
 * Reads rule overrides (as found in `rules` of a record) on top of the DDV defaults.
 * Unknown keys and values are errors, never ignored.
 */
export function parseRules(input: unknown, base: RuleSet = DDV_RULES): Result<RuleSet, RuleError> {
  if (input === undefined || input === null) return ok(base);
  if (typeof input !== 'object' || Array.isArray(input)) {
    return err({ key: '', problem: { code: 'rulesNotObject', got: quote(input) } });
  }
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(input)) {
    const allowed = ALLOWED.get(key);
    if (!allowed) return err({ key, problem: { code: 'unknownRule', key: quote(key), known: RULE_KEYS } });
    if (!allowed.includes(value))
      return err({ key, problem: { code: 'badRuleValue', key, got: quote(value), allowed: allowed.map((v) => JSON.stringify(v)) } });
    out[key] = value;
  }
  return ok(Object.freeze(out) as unknown as RuleSet);
}

/**
 * The most characters of a rule set's JSON text read from outside (a link, `--rules`): every
 * key with its longest value is about 450.
 */
export const MAX_RULES_TEXT = 2_000;

/** The keys whose value differs from the DDV rules: what a record's `rules` holds. */
export function ruleOverrides(rules: RuleSet): Partial<RuleSet> {
  const out: Record<string, unknown> = {};
  for (const key of RULE_KEYS) if (rules[key] !== DDV_RULES[key]) out[key] = rules[key];
  return out as Partial<RuleSet>;
}
