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
  },
  load(id) {
    if (id === SHIM) return `export { useSyncExternalStore } from ${JSON.stringify(compatEsm)};`;
    if (id === SHIM_SEL)
      return `export function useSyncExternalStoreWithSelector(s, getSnapshot, getServerSnapshot, selector) {
  return selector((getServerSnapshot ?? getSnapshot)()); }`;
  },
};
// Browser chunks. Left alone, the bundler cuts the code every island shares into a chunk per
// set of importers: a lesson page then fetched 38 small files, each gzipped on its own, about
// 8 KB gzip more than the same code in a few files. Two groups keep what (nearly) every island
// needs together: the runtime (Preact, XState, the rules and settings, the shared words, the
// browser storage) and the exercise frame (its words, stars and the lesson's progress line).
// Everything else (a widget, its machine, its words) stays split by what uses it, so a page
// still loads only the widgets it shows. Measured with `npm run weight`.
const RUNTIME = [
  'node_modules/preact/dist/', 'node_modules/preact/hooks/', 'node_modules/preact/jsx-runtime/',
  'src/i18n/en.ts', 'src/i18n/names.ts', 'src/i18n/seats.ts',
  'src/engine/rules.ts', 'src/engine/cards.ts', 'src/engine/excerpt.ts', 'src/engine/result.ts', 'src/engine/names.ts', 'src/engine/validate.ts',
  'src/components/settings/useSettings.ts', 'src/components/storage/store.ts', 'src/components/storage/download.ts', 'src/components/progress.ts',
  'src/components/widgets/useMounted.ts',
];
const MACHINES = ['node_modules/xstate/', 'src/components/widgets/useMachine.ts'];
const SCORING_WORDS = ['src/engine/calls.ts', 'src/engine/i18n/en.ts', 'src/i18n/en-common.ts'];
const EXERCISE = [
  'src/components/widgets/ExerciseFrame.tsx', 'src/i18n/en-exercises.ts',
  'src/components/storage/LessonsNotice.tsx',
];
/** @param {string[]} paths */
const among = (paths) => (/** @type {string} */ id) => paths.some((p) => id.replace(/\\/g, '/').includes(p));
// A group also takes what its modules import, unless a group of higher priority has it.
const codeSplitting = {
  groups: [
    { name: 'runtime', test: among(RUNTIME), priority: 5 },
    { name: 'machines', test: among(MACHINES), priority: 4 },
    { name: 'scoring-words', test: among(SCORING_WORDS), priority: 3 },
    // Its own chunk: the lessons' progress line and the progress file on /learn/ and /quiz/ share it.
    { name: 'en-progress', test: among(['src/i18n/en-progress.ts']), priority: 2 },
    { name: 'exercise', test: among(EXERCISE), priority: 1 },
  ],
};

// Let Vite (not Node) load these on the server; setting noExternal replaces @astrojs/preact's own list.
const noExternal = ['react', 'react-dom', 'react/jsx-runtime', '@xstate/react', 'use-sync-external-store', 'use-isomorphic-layout-effect'];

export default defineConfig({
  site: 'http://127.0.0.1:4321',
  // DOKO_OUT_DIR lets parallel test runs build into their own folders (see playwright.config.ts).
  outDir: process.env.DOKO_OUT_DIR ?? './dist',
  trailingSlash: 'always',
  // Order matters: pages get their final CSP and the search index is written before the service
  // worker lists every file (with its revision) for offline use.
  integrations: [mdx(), preact({ compat: true }), hashInlineScripts(), searchIndex(), AstroPWA(serviceWorkerOptions)],
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
