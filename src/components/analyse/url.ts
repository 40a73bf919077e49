/**
 * The analysis in the address: `?hand=…&rules=…&mode=…&seat=…&samples=…&seed=…&deep=…`.
 * `hand` is the text as typed (so a link to a mistyped hand shows the same error); `rules`
 * is the JSON of the rule overrides (`{}` is the DDV rules) and always written, so that a
 * shared link reproduces the analysis whatever the reader's own house rules are. A link never
 * starts more than LINK_MAX_SAMPLES simulated deals, and whatever it names that cannot be used
 * is reported, not silently dropped. The address stays short: at most LINK_MAX_HAND
 * characters of hand (see `linkHand`), and a hand longer than the parser reads is refused by
 * the page when the link is opened.
 */
import type { CardId } from '../../engine/cards.ts';
import { readJson } from '../../engine/json.ts';
import type { Seat } from '../../engine/parties.ts';
import { MAX_RULES_TEXT, parseRules, ruleOverrides } from '../../engine/rules.ts';
import { DEFAULT_ANALYSE_SETTINGS, type AnalyseSettings } from '../../machines/analyse.ts';

/** The most simulated deals a link starts (a link can ask for more; the page says it ran this many). */
export const LINK_MAX_SAMPLES = 10_000;

/**
 * The longest hand text a link carries as typed (a hand in words is under 300 characters), so
 * the address stays short whatever is pasted: a longer text goes as its card ids when it is a
 * hand, and not at all when it is not.
 */
export const LINK_MAX_HAND = 300;

/** The hand as a link carries it, or null when it cannot go into a link. */
export function linkHand(text: string, hand: readonly CardId[] | null): string | null {
  const typed = text.trim();
  if (typed.length <= LINK_MAX_HAND) return typed;
  return hand ? hand.join(' ') : null;
}

/** A parameter of the link that could not be used as it was, and what was done instead. */
export type AnalyseLinkNotice =
  | { readonly param: 'rules' }
  | { readonly param: 'samplesCapped'; readonly asked: number; readonly cap: number }
  | { readonly param: 'seat' | 'samples' | 'seed' | 'deep' | 'mode'; readonly given: string };

export interface LinkState {
  readonly text: string;
  readonly settings: Partial<AnalyseSettings>;
  /** What the link named that was not used as given (the page says so). */
  readonly notices: readonly AnalyseLinkNotice[];
}

/** A whole number parameter: absent, in range, or a notice (left out). */
function int(p: URLSearchParams, param: 'seat' | 'samples' | 'seed' | 'deep', min: number, max: number, notices: AnalyseLinkNotice[]): number | undefined {
  const v = p.get(param);
  if (v === null) return undefined;
  const n = /^\d{1,15}$/.test(v) ? Number(v) : NaN;
  if (n >= min && n <= max) return n;
  notices.push({ param, given: v });
  return undefined;
}

export function readLink(search: string): LinkState | null {
  const p = new URLSearchParams(search);
  if (!p.has('hand')) return null;
  const settings: Record<string, unknown> = {};
  const notices: AnalyseLinkNotice[] = [];
  const rulesText = p.get('rules');
  if (rulesText !== null) {
    // Read strictly (engine/json.ts): a key given twice, or null, is no rule set.
    const parsed = readJson(rulesText, { maxLength: MAX_RULES_TEXT });
    const r = parsed.ok && parsed.value !== null ? parseRules(parsed.value) : null;
    if (r?.ok) {
      settings.rules = r.value;
      settings.rulesSource = 'link';
    } else notices.push({ param: 'rules' });
  }
  const mode = p.get('mode');
  if (mode === 'compulsory' || mode === 'voluntary') settings.compulsory = mode === 'compulsory';
  else if (mode !== null) notices.push({ param: 'mode', given: mode });
  const seat = int(p, 'seat', 0, 3, notices);
  if (seat !== undefined) settings.seat = seat as Seat;
  const asked = int(p, 'samples', 1, Number.MAX_SAFE_INTEGER, notices);
  if (asked !== undefined) {
    settings.samples = Math.min(asked, LINK_MAX_SAMPLES);
    if (asked > LINK_MAX_SAMPLES) notices.push({ param: 'samplesCapped', asked, cap: LINK_MAX_SAMPLES });
  }
  const seed = int(p, 'seed', 0, 0xffffffff, notices);
  if (seed !== undefined) settings.seed = seed;
  const deep = int(p, 'deep', 1, 10_000, notices);
  if (deep !== undefined) settings.deepSamples = deep;
  return { text: p.get('hand') ?? '', settings: settings as Partial<AnalyseSettings>, notices };
}

/** The query string of an analysis (defaults left out, rules always in). */
export function writeLink(text: string, s: AnalyseSettings): string {
  const p = new URLSearchParams();
  p.set('hand', text.trim());
  p.set('rules', JSON.stringify(ruleOverrides(s.rules)));
  p.set('mode', s.compulsory ? 'compulsory' : 'voluntary');
  if (s.seat !== null) p.set('seat', String(s.seat));
  if (s.samples !== DEFAULT_ANALYSE_SETTINGS.samples) p.set('samples', String(s.samples));
  if (s.seed !== DEFAULT_ANALYSE_SETTINGS.seed) p.set('seed', String(s.seed));
  if (s.deepSamples !== DEFAULT_ANALYSE_SETTINGS.deepSamples) p.set('deep', String(s.deepSamples));
  return `?${p.toString()}`;
}
