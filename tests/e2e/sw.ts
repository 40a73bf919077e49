import { readdirSync, readFileSync } from 'node:fs';
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

/**
 * The fewest English lesson pages that together show every island, every class and every role
 * that any lesson's <main> shows (greedy set cover over the built HTML), as paths ("/learn/x/").
 */
export function coveringLessons(): Set<string> {
  const dist = process.env.DOKO_OUT_DIR ?? 'dist';
  const lessons = builtPages().filter((p) => /^\/learn\/[^/]+\/$/.test(p));
  const features = new Map<string, Set<string>>();
  for (const path of lessons) {
    const html = readFileSync(`${dist}${path}index.html`, 'utf8');
    const main = /<main[\s\S]*?<\/main>/.exec(html)?.[0] ?? html;
    const found = new Set<string>();
    for (const m of main.matchAll(/component-url="([^"]*?)(?:\.[\w-]+)?\.js"/g)) found.add(`island ${m[1]}`);
    for (const m of main.matchAll(/class="([^"]*)"/g)) for (const c of m[1].split(/\s+/)) if (c && !c.startsWith('astro-')) found.add(`class ${c}`);
    for (const m of main.matchAll(/role="([^"]*)"/g)) found.add(`role ${m[1]}`);
    features.set(path, found);
  }
  const covered = new Set<string>();
  const chosen = new Set<string>();
  for (;;) {
    let best: string | null = null;
    let gain = 0;
    for (const [path, found] of features) {
      const n = [...found].filter((f) => !covered.has(f)).length;
      if (n > gain) [best, gain] = [path, n];
    }
    if (best === null) return chosen;
    chosen.add(best);
    for (const f of features.get(best)!) covered.add(f);
  }
}
