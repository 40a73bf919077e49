/**
 * The learner's settings in localStorage under a versioned key. Rules are validated with the
 * engine's parseRules; anything unreadable is reset (and reported), never thrown.
 */
import { DDV_RULES, parseRules, ruleOverrides, type RuleSet } from '../../engine/rules.ts';
import type { Faces } from '../../i18n/names.ts';

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
}

export const DEFAULT_SETTINGS: Settings = Object.freeze({ rules: DDV_RULES, faces: 'french', fourColour: false, theme: 'system' });

export interface Loaded {
  readonly settings: Settings;
  /** The stored value was unreadable and has been removed. */
  readonly corrupted: boolean;
}

/** Parse what is stored; null/absent → defaults. Pure (no storage access). */
export function parseSettings(raw: string | null): Loaded {
  if (raw === null) return { settings: DEFAULT_SETTINGS, corrupted: false };
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return { settings: DEFAULT_SETTINGS, corrupted: true };
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return { settings: DEFAULT_SETTINGS, corrupted: true };
  const o = data as Record<string, unknown>;
  const rules = parseRules(o.rules ?? {});
  const faces = o.faces ?? DEFAULT_SETTINGS.faces;
  const fourColour = o.fourColour ?? DEFAULT_SETTINGS.fourColour;
  const theme = o.theme ?? DEFAULT_SETTINGS.theme;
  if (!rules.ok || !FACES.includes(faces as Faces) || typeof fourColour !== 'boolean' || !THEMES.includes(theme as Theme)) {
    return { settings: DEFAULT_SETTINGS, corrupted: true };
  }
  return { settings: { rules: rules.value, faces: faces as Faces, fourColour, theme: theme as Theme }, corrupted: false };
}

export function serializeSettings(s: Settings): string {
  return JSON.stringify({ rules: ruleOverrides(s.rules), faces: s.faces, fourColour: s.fourColour, theme: s.theme });
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function loadSettings(): Loaded {
  const st = storage();
  if (!st) return { settings: DEFAULT_SETTINGS, corrupted: false };
  const loaded = parseSettings(st.getItem(SETTINGS_KEY));
  if (loaded.corrupted) st.removeItem(SETTINGS_KEY);
  return loaded;
}

export function saveSettings(s: Settings): void {
  storage()?.setItem(SETTINGS_KEY, serializeSettings(s));
  applyToDocument(s);
  if (typeof window !== 'undefined') window.dispatchEvent(new CustomEvent(SETTINGS_EVENT));
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
