/**
 * The site's languages, in one registry. English is the source and lives at /…; every other
 * language lives at /<code>/… and is built from the same pages and islands: the language build
 * plugin (src/i18n/runtime/langBuild.ts) gives each language its own copy of the module graph in which
 * every English catalogue is replaced by that language's catalogue (see CATALOGUES), so a page
 * ships one language only. Adding a language = adding it here and writing its catalogues.
 */
export const LANGS = ['en', 'de'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'en';

/** What the language switch and the browser-language offer call each language, in itself. */
export const LANG_NAMES: Readonly<Record<Lang, string>> = { en: 'English', de: 'Deutsch' };

/** The BCP 47 tag for <html lang>, hreflang and Intl. */
export const LANG_TAGS: Readonly<Record<Lang, string>> = { en: 'en', de: 'de' };

/**
 * Every English word module (path from src/, the source) and the file name of its twin in
 * src/i18n/<lang>/. A twin exports exactly the same names with the same types (checked by
 * src/i18n/runtime/parity.ts through `npm run check`, and by tests/site/catalogues.test.ts).
 */
export const CATALOGUES = {
  'i18n/en/site.ts': 'site',
  'i18n/en/app.ts': 'app',
  'i18n/en/cli.ts': 'cli',
  'i18n/en/common.ts': 'common',
  'i18n/en/figures.ts': 'figures',
  'i18n/en/exercises.ts': 'exercises',
  'i18n/en/friends.ts': 'friends',
  'i18n/en/input.ts': 'input',
  'i18n/en/lead-problems.ts': 'lead-problems',
  'i18n/en/learn.ts': 'learn',
  'i18n/en/pad.ts': 'pad',
  'i18n/en/lesson-exercises.ts': 'lesson-exercises',
  'i18n/en/playground.ts': 'playground',
  'i18n/en/position.ts': 'position',
  'i18n/en/practice.ts': 'practice',
  'i18n/en/progress.ts': 'progress',
  'i18n/en/quiz.ts': 'quiz',
  'i18n/en/reference.ts': 'reference',
  'i18n/en/reservation.ts': 'reservation',
  'i18n/en/scoring.ts': 'scoring',
  'i18n/en/session.ts': 'session',
  'i18n/en/sets.ts': 'sets',
  'i18n/en/settings.ts': 'settings',
  'i18n/en/solve.ts': 'solve',
  'i18n/en/sorting.ts': 'sorting',
  'i18n/en/storage.ts': 'storage',
  'i18n/en/targets.ts': 'targets',
  'i18n/en/timeline.ts': 'timeline',
  'i18n/en/glossary.ts': 'glossary',
  'i18n/en/seats.ts': 'seats',
  'i18n/en/engine.ts': 'engine',
  'i18n/en/actions.ts': 'actions',
  'i18n/en/notation.ts': 'notation',
  'i18n/en/record.ts': 'record',
  'i18n/en/bots.ts': 'bots',
  'i18n/en/analysis.ts': 'analysis',
} as const satisfies Record<string, string>;

/**
 * Pages a language does not have yet, by path prefix: they get no route in that language, and
 * links to them from that language's pages lead to the English page (never an English page at a
 * German address). German lessons come with the lesson language dimension (LESSONS-STRUCTURE.md).
 */
export const PENDING_PAGES: Readonly<Record<Lang, readonly string[]>> = { en: [], de: [] };

/**
 * The browser-language offer speaks the visitor's language, not the page's, so its few words sit
 * here for every language rather than in one language's catalogue.
 */
export const LANG_OFFER: Readonly<Record<Lang, { readonly text: string; readonly go: string; readonly dismiss: string }>> = {
  en: { text: 'This page is also in English.', go: 'Read it in English', dismiss: 'No, thanks' },
  de: { text: 'Diese Seite gibt es auch auf Deutsch.', go: 'Auf Deutsch lesen', dismiss: 'Nein, danke' },
};

export type CatalogueName = (typeof CATALOGUES)[keyof typeof CATALOGUES];

/**
 * Catalogues a language has not translated yet: its pages use the English catalogue for them
 * (the build says so, and tests/site/catalogues.test.ts lists them). Empty means done.
 */
export const PENDING_CATALOGUES: Readonly<Record<Lang, readonly CatalogueName[]>> = {
  en: [],
  de: [],
};

export const isLang = (x: unknown): x is Lang => typeof x === 'string' && (LANGS as readonly string[]).includes(x);

/** The language of a site path: '/de/play/' → 'de', '/play/' → 'en'. */
export function langOfPath(path: string): Lang {
  const first = path.split('/')[1];
  return isLang(first) && first !== DEFAULT_LANG ? first : DEFAULT_LANG;
}

/** The path without its language prefix: '/de/play/' → '/play/'. */
export function unprefixed(path: string): string {
  const lang = langOfPath(path);
  return lang === DEFAULT_LANG ? path : path.slice(lang.length + 1) || '/';
}

/** Whether a language has its own version of a page (see PENDING_PAGES). */
// A pseudo-language of a test build (DOKO_PSEUDO_LANG) is no registered language: it has every page.
export const hasPage = (lang: Lang, path: string): boolean =>
  !(Object.hasOwn(PENDING_PAGES, lang) ? PENDING_PAGES[lang] : []).some((p) => unprefixed(path).startsWith(p));

/**
 * The same page in another language: ('/de/play/', 'en') → '/play/'; ('/play/', 'de') →
 * '/de/play/'; a page the language does not have yet stays English ('/learn/', 'de' → '/learn/').
 */
export function pathIn(lang: Lang, path: string): string {
  const bare = unprefixed(path);
  return lang === DEFAULT_LANG || !hasPage(lang, bare) ? bare : `/${lang}${bare}`;
}
