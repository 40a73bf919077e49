// @ts-check
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'astro/config';
import mdx from '@astrojs/mdx';
import preact from '@astrojs/preact';
import AstroPWA from '@vite-pwa/astro';
import { searchIndex } from './src/search/indexIntegration.ts';
import { contentSecurityPolicy } from './src/security/csp.ts';
import { hashInlineScripts } from './src/security/inlineScriptHashes.ts';
import { serviceWorkerOptions } from './src/offline/serviceWorker.ts';
import { languages } from './src/i18n/runtime/langBuild.ts';
import { CATALOGUES, DEFAULT_LANG, LANGS } from './src/i18n/runtime/lang.ts';
import cardsGrammar from './src/grammars/cards.tmLanguage.json' with { type: 'json' };

// @xstate/react imports 'react' and the CommonJS-only 'use-sync-external-store/shim*'. In the
// browser preact's compat aliases handle that; on the server Node would load real react (or a
// second, CommonJS preact). Server only: route react to preact/compat's ESM build and give ESM
// stand-ins for the shims (server rendering never subscribes). See /work/shared/STACK.md.
const compatEsm = fileURLToPath(new URL('./node_modules/preact/compat/dist/compat.mjs', import.meta.url));
const SHIM = '\0uses-shim';
const SHIM_SEL = '\0uses-shim-with-selector';
/** @type {import('vite').Plugin} */
const xstateReactOnPreactServer = {
  name: 'xstate-react-on-preact-server',
  enforce: 'pre',
  applyToEnvironment: (env) => env.name !== 'client',
  resolveId(id) {
    if (id === 'react' || id === 'react-dom' || id === 'preact/compat') return compatEsm;
    if (id === 'use-sync-external-store/shim') return SHIM;
    if (id === 'use-sync-external-store/shim/with-selector') return SHIM_SEL;
    return null;
  },
  load(id) {
    if (id === SHIM) return `export { useSyncExternalStore } from ${JSON.stringify(compatEsm)};`;
    if (id === SHIM_SEL)
      return `export function useSyncExternalStoreWithSelector(s, getSnapshot, getServerSnapshot, selector) {
  return selector((getServerSnapshot ?? getSnapshot)()); }`;
    return null;
  },
};
// Browser chunks. Left alone, the bundler cuts the code every island shares into a chunk per
// set of importers: a lesson page then fetched 38 small files, each gzipped on its own, about
// 8 KB gzip more than the same code in a few files. Two groups keep what (nearly) every island
// needs together: the runtime (Preact, XState, the rules and settings, the shared words, the
// browser storage) and the exercise frame (its words, stars and the lesson's progress line).
// Everything else (a widget, its machine, its words) stays split by what uses it, so a page
// still loads only the widgets it shows. Measured with `npm run weight`.
const VENDOR = ['node_modules/preact/dist/', 'node_modules/preact/hooks/', 'node_modules/preact/jsx-runtime/'];
const MACHINES = ['node_modules/xstate/'];
const RUNTIME = [
  'src/i18n/en/site.ts',
  'src/i18n/runtime/names.ts',
  'src/i18n/en/seats.ts',
  'src/engine/rules.ts',
  'src/engine/cards.ts',
  'src/engine/excerpt.ts',
  'src/engine/result.ts',
  'src/engine/names.ts',
  'src/engine/validate.ts',
  'src/components/settings/useSettings.ts',
  'src/components/storage/store.ts',
  'src/components/storage/download.ts',
  'src/components/progress.ts',
  'src/components/widgets/useMounted.ts',
  'src/components/widgets/useMachine.ts',
];
const SCORING_WORDS = ['src/engine/calls.ts', 'src/engine/lines.ts', 'src/i18n/en/engine.ts', 'src/i18n/en/common.ts'];
const PROGRESS = ['src/i18n/en/progress.ts'];
/** The score sheet's parts, shared by the sheet and the scoring exercises (lessons on scoring). */
const SCORE_SHEET = [
  'src/components/widgets/ScoreSheetParts.tsx',
  'src/components/widgets/scoreChoices.ts',
  'src/i18n/en/scoring.ts',
  'src/machines/scoreSheetFacts.ts',
  'src/engine/summary.ts',
  'src/engine/scoring.ts',
];
const EXERCISE = ['src/components/widgets/ExerciseFrame.tsx', 'src/i18n/en/exercises.ts', 'src/components/storage/LessonsNotice.tsx'];
const slashed = (/** @type {string} */ id) => id.replace(/\\/g, '/');
/** Library code: no language, shared by every page. */
const vendor = (/** @type {string[]} */ paths) => (/** @type {string} */ id) => paths.some((p) => slashed(id).includes(p));
// Our modules exist once per language: the language build (src/i18n/runtime/langBuild.ts) gives each
// language its own copy (`…?lang=de`) with its own catalogues. A group holding both copies made
// every page load both languages (6 KB gzip on a lesson page), so each language gets its groups.
const langOf = (/** @type {string} */ id) => /[?&]lang=([a-z]+)/.exec(id)?.[1] ?? DEFAULT_LANG;
/** In a language's graph an English catalogue is its twin src/i18n/<lang>/<name>.ts. */
const inLang = (/** @type {string} */ p, /** @type {string} */ lang) => {
  const key = p.replace(/^src\//, '');
  return lang !== DEFAULT_LANG && Object.hasOwn(CATALOGUES, key) ? `src/i18n/${lang}/${CATALOGUES[/** @type {keyof typeof CATALOGUES} */ (key)]}.ts` : p;
};
const among = (/** @type {string[]} */ paths, /** @type {string} */ lang) => {
  const wanted = paths.map((p) => inLang(p, lang));
  return (/** @type {string} */ id) => langOf(id) === lang && wanted.some((p) => slashed(id).includes(p));
};
const named = (/** @type {string} */ name, /** @type {string} */ lang) => (lang === DEFAULT_LANG ? name : `${name}-${lang}`);
// A group also takes what its modules import, unless a group of higher priority has it.
const codeSplitting = {
  groups: [
    { name: 'preact', test: vendor(VENDOR), priority: 7 },
    { name: 'xstate', test: vendor(MACHINES), priority: 6 },
    ...LANGS.flatMap((lang) => [
      { name: named('runtime', lang), test: among(RUNTIME, lang), priority: 5 },
      { name: named('scoring-words', lang), test: among(SCORING_WORDS, lang), priority: 3 },
      // Its own chunk: the lessons' progress line and the progress file on /learn/ and /quiz/ share it.
      { name: named('progress', lang), test: among(PROGRESS, lang), priority: 2 },
      { name: named('exercise', lang), test: among(EXERCISE, lang), priority: 1 },
      { name: named('score-sheet', lang), test: among(SCORE_SHEET, lang), priority: 1 },
    ]),
  ],
};

// Let Vite (not Node) load these on the server; setting noExternal replaces @astrojs/preact's own list.
const noExternal = ['react', 'react-dom', 'react/jsx-runtime', '@xstate/react', 'use-sync-external-store', 'use-isomorphic-layout-effect'];

export default defineConfig({
  site: 'http://127.0.0.1:4321',
  // DOKO_OUT_DIR lets parallel test runs build into their own folders (see playwright.config.ts).
  outDir: process.env.DOKO_OUT_DIR ?? './dist',
  trailingSlash: 'always',
  // English at /…, every other language at /<lang>/… (pages made by the languages() integration).
  i18n: { locales: [...LANGS], defaultLocale: DEFAULT_LANG, routing: { prefixDefaultLocale: false } },
  // Order matters: pages get their final CSP and the search index is written before the service
  // worker lists every file (with its revision) for offline use.
  integrations: [languages(), mdx(), preact({ compat: true }), hashInlineScripts(), searchIndex(), AstroPWA(serviceWorkerOptions)],
  security: { csp: contentSecurityPolicy },
  vite: {
    plugins: [xstateReactOnPreactServer],
    environments: {
      client: { build: { rolldownOptions: { output: { codeSplitting } } } },
      prerender: { resolve: { noExternal } },
      ssr: { resolve: { noExternal } },
    },
  },
  markdown: {
    shikiConfig: {
      // github-dark's comment colour fails axe color-contrast; the high-contrast variant passes.
      theme: 'github-dark-high-contrast',
      langs: [cardsGrammar],
    },
  },
});
