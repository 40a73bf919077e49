// Build-time configuration of the installable app (@vite-pwa/astro → Workbox generateSW).
// After the first visit the service worker holds every page, script, worker, stylesheet, icon
// and the whole search index, so lessons, quizzes, the practice table and the analyser work
// with no connection. Progress stays in localStorage as before; nothing here touches it.
import type { PwaOptions } from '@vite-pwa/astro';
import { appText } from '#words/app';

type ManifestTransform = NonNullable<NonNullable<PwaOptions['workbox']>['manifestTransforms']>[number];

/** The brand green of the header mark and the icons (global.css --accent, light theme). */
export const THEME_COLOUR = '#0b5d3b';
/** The page background (global.css --bg, light theme), shown while the app starts. */
const BACKGROUND_COLOUR = '#f6f4ee';

/**
 * Precache URLs as the site serves them: `learn/x/index.html` → `learn/x/`, `index.html` → `/`.
 * Other files (404.html, scripts, the search index) keep their paths.
 */
export const pageUrls: ManifestTransform = (entries) => ({
  manifest: entries.map((e) => (e.url === 'index.html' || e.url.endsWith('/index.html') ? { ...e, url: e.url.slice(0, -'index.html'.length) || '/' } : e)),
  warnings: [],
});

export const serviceWorkerOptions: PwaOptions = {
  // The page registers the worker itself (src/offline/register.ts) and asks before updating.
  injectRegister: false,
  registerType: 'prompt',
  manifest: {
    name: appText.manifest.name,
    short_name: appText.manifest.shortName,
    description: appText.manifest.description,
    lang: 'en',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: THEME_COLOUR,
    background_color: BACKGROUND_COLOUR,
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    globPatterns: ['**/*.{html,js,css,svg,png,webp,woff2,webmanifest}', 'pagefind/**/*'],
    // Pagefind's own ready-made interfaces: this site has its own search panel.
    globIgnores: [
      'pagefind/pagefind-ui.*',
      'pagefind/pagefind-modular-ui.*',
      'pagefind/pagefind-component-ui.*',
      'pagefind/pagefind-highlight.js',
      'pagefind/playground/**',
    ],
    manifestTransforms: [pageUrls],
    // Every page is precached, so an unknown address is a real 404 (no app-shell fallback).
    navigateFallback: null,
    // ?hand=… (analyser), ?seed=… (table), pagefind-entry.json?ts=…: the page or file is the same.
    ignoreURLParametersMatching: [/.*/],
    cleanupOutdatedCaches: true,
    // The first install takes over the open page at once, so it works offline without a reload.
    clientsClaim: true,
  },
};
