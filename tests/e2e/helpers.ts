import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Collect console errors and page errors for the whole test. `expectedStatusOf` names a page whose
 * own HTTP error status (the 404 page) is expected and not an error of the page.
 */
export function watchErrors(page: Page, expectedStatusOf?: string): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() !== 'error') return;
    if (expectedStatusOf && new URL(m.location().url).pathname === expectedStatusOf && m.text().startsWith('Failed to load resource')) return;
    errors.push(`${m.text()} (${m.location().url})`);
  });
  page.on('pageerror', (e) => errors.push(String(e)));
  return errors;
}

/**
 * Scroll through the page so every client:visible island hydrates, then wait until none is left
 * unhydrated. Islands in a hidden part (a lesson's fresh positions, shown only after a miss) wake
 * when it is shown, and are not waited for.
 */
export async function hydrateAll(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (const island of Array.from(document.querySelectorAll('astro-island:not([hidden] astro-island)'))) {
      // Islands are display: contents (no box of their own): scroll their content into view.
      (island.firstElementChild ?? island).scrollIntoView();
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => r(null))));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForFunction(() => document.querySelectorAll('astro-island[ssr]:not([hidden] astro-island)').length === 0);
}

/** The exercise section, scrolled into view and hydrated. */
export async function exercise(page: Page, id: string): Promise<Locator> {
  const section = page.locator(`#exercise-${id}`);
  await section.scrollIntoViewIfNeeded();
  await expect(page.locator(`astro-island:has(#exercise-${id})`)).not.toHaveAttribute('ssr');
  return section;
}

export async function island(page: Page, selector: string): Promise<Locator> {
  const el = page.locator(selector);
  await el.scrollIntoViewIfNeeded();
  await expect(page.locator(`astro-island:has(${selector})`)).not.toHaveAttribute('ssr');
  return el;
}

/** The unreadable copies the storage module keeps of a store's key (`<key>:unreadable:<time>`), the oldest first. */
export function backupsIn(page: Page, key: string): Promise<string[]> {
  return page.evaluate((k) => {
    const keys = Object.keys(localStorage)
      .filter((x) => x.startsWith(`${k}:unreadable`))
      .sort();
    return keys.map((x) => localStorage.getItem(x)!);
  }, key);
}

/** Put values in localStorage before any script of the page runs (once: a reload keeps what the page made of them). */
export async function seedStorage(page: Page, values: Record<string, string>): Promise<void> {
  await page.addInitScript((v) => {
    if (sessionStorage.getItem('seeded')) return;
    for (const [k, x] of Object.entries(v)) localStorage.setItem(k, x);
    sessionStorage.setItem('seeded', '1');
  }, values);
}

/** Press a button that downloads a file: the file's suggested name and its text. */
export async function downloadFrom(page: Page, button: Locator): Promise<{ name: string; text: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const { readFile } = await import('node:fs/promises');
  return { name: download.suggestedFilename(), text: await readFile((await download.path())!, 'utf8') };
}
