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

/** What a page's <main> shows: its islands, and (unless `islandsOnly`) its classes and roles. */
function featuresOf(path: string, islandsOnly: boolean): Set<string> {
  const dist = process.env.DOKO_OUT_DIR ?? 'dist';
  const html = readFileSync(`${dist}${path}${path.endsWith('.html') ? '' : 'index.html'}`, 'utf8');
  const main = /<main[\s\S]*?<\/main>/.exec(html)?.[0] ?? html;
  const found = new Set<string>();
  for (const m of main.matchAll(/component-url="([^"]*?)(?:\.[\w-]+)?\.js"/g)) found.add(`island ${m[1]}`);
  for (const m of main.matchAll(/role="([^"]*)"/g)) found.add(`role ${m[1]}`);
  if (!islandsOnly)
    for (const m of main.matchAll(/class="([^"]*)"/g)) for (const c of m[1].split(/\s+/)) if (c && !c.startsWith('astro-')) found.add(`class ${c}`);
  return found;
}

/** The fewest of `paths` that together show every feature any of them shows (greedy set cover over the built HTML). */
function cover(paths: readonly string[], islandsOnly: boolean): Set<string> {
  const features = new Map(paths.map((path) => [path, featuresOf(path, islandsOnly)]));
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

/** The fewest English lesson pages that together show every island, class and role any lesson's <main> shows, as paths ("/learn/x/"). */
export const coveringLessons = (): Set<string> =>
  cover(
    builtPages().filter((p) => /^\/learn\/[^/]+\/$/.test(p)),
    false,
  );

/**
 * The fewest German pages outside the lessons that together show every island and role any of
 * them shows. Their classes are their English twins': the words are what differs.
 */
export const coveringGermanPages = (): Set<string> =>
  cover(
    builtPages().filter((p) => p.startsWith('/de/') && !/^\/de\/learn\/[^/]+\/$/.test(p)),
    true,
  );
