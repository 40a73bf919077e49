/**
 * The learner's settings in localStorage under a versioned key, through the storage module:
 * rules are checked against the engine's RULE_VALUES, anything unreadable is backed up, reset
 * and reported, never thrown.
 */
import { DDV_RULES, RULE_KEYS, RULE_VALUES, ruleOverrides, type RuleSet } from '../../engine/rules.ts';
import type { Faces } from '../../i18n/runtime/names.ts';
import { bool, object, oneOf, type Schema } from '../storage/schema.ts';
import { readStore, readText, writeStore, type StoreSpec } from '../storage/store.ts';

export const SETTINGS_KEY = 'doko:settings:v1';
/** Fired on window after this tab saved settings (other tabs get the `storage` event). */
export const SETTINGS_EVENT = 'doko:settings';

export type Theme = 'system' | 'light' | 'dark';
export const THEMES: readonly Theme[] = ['system', 'light', 'dark'];
export const FACES: readonly Faces[] = ['french', 'german'];

export interface Settings {
  readonly rules: RuleSet;
  readonly faces: Faces;
  readonly fourColour: boolean;
  readonly theme: Theme;
  /** The analyser shows its expert figures (tables, intervals, the deep evaluation) open. */
  readonly expertFigures: boolean;
}

export const DEFAULT_SETTINGS: Settings = Object.freeze({ rules: DDV_RULES, faces: 'french', fourColour: false, theme: 'system', expertFigures: false });

export interface Loaded {
  readonly settings: Settings;
  /** The stored value was unreadable: it has been backed up and reset (the storage module reports it). */
  readonly corrupted: boolean;
}

/** What is stored: only the rules that differ from the DDV rules, and the display choices; every field may be missing. */
interface StoredSettings {
  readonly rules: Partial<RuleSet>;
  readonly faces: Faces;
  readonly fourColour: boolean;
  readonly theme: Theme;
  readonly expertFigures: boolean;
}

/** Each rule key with its allowed values (RULE_VALUES of the engine); any other key is refused. */
const rulesSchema = object<Partial<RuleSet>>(Object.fromEntries(RULE_KEYS.map((k) => [k, oneOf(RULE_VALUES[k] as readonly (string | boolean)[])])) as never, {
  optional: Object.fromEntries(RULE_KEYS.map((k) => [k, DDV_RULES[k]])) as Partial<RuleSet>,
});

const storedSchema: Schema<StoredSettings> = object<StoredSettings>(
  { rules: rulesSchema, faces: oneOf(FACES), fourColour: bool, theme: oneOf(THEMES), expertFigures: bool },
  {
    optional: {
      rules: {},
      faces: DEFAULT_SETTINGS.faces,
      fourColour: DEFAULT_SETTINGS.fourColour,
      theme: DEFAULT_SETTINGS.theme,
      expertFigures: DEFAULT_SETTINGS.expertFigures,
    },
  },
);

export const SETTINGS_STORE: StoreSpec<StoredSettings> = {
  id: 'settings',
  key: SETTINGS_KEY,
  schema: storedSchema,
  empty: toStored(DEFAULT_SETTINGS),
  event: SETTINGS_EVENT,
  // Restoring settings asks for those settings back: they replace the defaults used since.
  merge: (restored) => restored,
};

function toSettings(s: StoredSettings): Settings {
  return { rules: Object.freeze({ ...DDV_RULES, ...s.rules }), faces: s.faces, fourColour: s.fourColour, theme: s.theme, expertFigures: s.expertFigures };
}

/** What is stored of settings: the rules as overrides of the DDV rules. */
function toStored(s: Settings): StoredSettings {
  return { rules: ruleOverrides(s.rules), faces: s.faces, fourColour: s.fourColour, theme: s.theme, expertFigures: s.expertFigures };
}

/** Parse what is stored; null/absent → defaults. Pure (no storage access). */
export function parseSettings(raw: string | null): Loaded {
  const r = readText(SETTINGS_STORE, raw);
  return { settings: r.status === 'ok' || r.status === 'migrated' ? toSettings(r.value) : DEFAULT_SETTINGS, corrupted: r.status === 'reset' };
}

export function serializeSettings(s: Settings): string {
  return JSON.stringify(toStored(s));
}

export function loadSettings(): Loaded {
  const r = readStore(SETTINGS_STORE);
  return { settings: r.status === 'ok' || r.status === 'migrated' ? toSettings(r.value) : DEFAULT_SETTINGS, corrupted: r.status === 'reset' };
}

/** Save (false when the browser would not keep them; the storage module reports it) and show them at once. */
export function saveSettings(s: Settings): boolean {
  const saved = writeStore(SETTINGS_STORE, toStored(s));
  applyToDocument(s);
  return saved;
}

/** Mirror display settings on <html> (the inline head script does the same on page load). */
export function applyToDocument(s: Settings): void {
  if (typeof document === 'undefined') return;
  const d = document.documentElement.dataset;
  if (s.theme === 'system') delete d.theme;
  else d.theme = s.theme;
  if (s.faces === 'german') d.faces = 'german';
  else delete d.faces;
  if (s.fourColour) d.fourColour = '';
  else delete d.fourColour;
}
