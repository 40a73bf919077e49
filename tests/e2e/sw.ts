import { readdirSync } from 'node:fs';
import type { Page } from '@playwright/test';

/**
 * Wait until the service worker has installed (its precache is complete) and controls the page.
 * Service workers are stateful: every test that uses this runs in its own browser context.
 */
export async function waitUntilOfflineReady(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** The pages of the built site, from its output folder (every index.html and 404.html). */
export function builtPages(): string[] {
  const dist = process.env.DOKO_OUT_DIR ?? 'dist';
  const files = readdirSync(dist, { recursive: true, encoding: 'utf8' });
  const pages = files
    .map((f) => f.replace(/\\/g, '/'))
    .filter((f) => f.endsWith('.html') && !f.startsWith('_astro/') && !f.startsWith('pagefind/'))
    .map((f) => '/' + f.replace(/(^|\/)index\.html$/, '$1'))
    .sort();
  if (pages.length < 10) throw new Error(`only ${pages.length} pages in ${dist}: run npx astro build first`);
  return pages;
}
