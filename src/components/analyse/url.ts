/**
 * The analysis in the address: `?hand=…&rules=…&mode=…&seat=…&samples=…&seed=…&deep=…`.
 * `hand` is the text as typed (so a link to a mistyped hand shows the same error); `rules`
 * is the JSON of the rule overrides (`{}` is the DDV rules) and always written, so that a
 * shared link reproduces the analysis whatever the reader's own house rules are.
 */
import type { Seat } from '../../engine/parties.ts';
import { parseRules, ruleOverrides } from '../../engine/rules.ts';
import { DEFAULT_ANALYSE_SETTINGS, type AnalyseSettings } from '../../machines/analyse.ts';

export interface LinkState {
  readonly text: string;
  readonly settings: Partial<AnalyseSettings>;
  /** The link named rules that the engine could not read (they were ignored). */
  readonly badRules: boolean;
}

const int = (v: string | null, min: number, max: number): number | undefined => {
  if (v === null || !/^\d+$/.test(v)) return undefined;
  const n = Number(v);
  return n >= min && n <= max ? n : undefined;
};

export function readLink(search: string): LinkState | null {
  const p = new URLSearchParams(search);
  if (!p.has('hand')) return null;
  const settings: Record<string, unknown> = {};
  let badRules = false;
  const rulesText = p.get('rules');
  if (rulesText !== null) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(rulesText);
    } catch {
      parsed = undefined;
      badRules = true;
    }
    if (!badRules) {
      const r = parseRules(parsed);
      if (r.ok) {
        settings.rules = r.value;
        settings.rulesSource = 'link';
      } else badRules = true;
    }
  }
  const mode = p.get('mode');
  if (mode === 'compulsory' || mode === 'voluntary') settings.compulsory = mode === 'compulsory';
  const seat = int(p.get('seat'), 0, 3);
  if (seat !== undefined) settings.seat = seat as Seat;
  const samples = int(p.get('samples'), 1, 100_000);
  if (samples !== undefined) settings.samples = samples;
  const seed = int(p.get('seed'), 0, 0xffffffff);
  if (seed !== undefined) settings.seed = seed;
  const deep = int(p.get('deep'), 1, 10_000);
  if (deep !== undefined) settings.deepSamples = deep;
  return { text: p.get('hand') ?? '', settings: settings as Partial<AnalyseSettings>, badRules };
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
