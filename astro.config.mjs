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
import { languages } from './src/i18n/langBuild.ts';
import { DEFAULT_LANG, LANGS } from './src/i18n/lang.ts';
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
  integrations: [
    languages(),
    mdx(),
    preact({ compat: true }), hashInlineScripts(), searchIndex(), AstroPWA(serviceWorkerOptions)],
  security: { csp: contentSecurityPolicy },
  vite: {
    plugins: [xstateReactOnPreactServer],
    environments: { prerender: { resolve: { noExternal } }, ssr: { resolve: { noExternal } } },
  },
  markdown: {
    shikiConfig: {
      // github-dark's comment colour fails axe color-contrast; the high-contrast variant passes.
      theme: 'github-dark-high-contrast',
      langs: [cardsGrammar],
    },
  },
});
