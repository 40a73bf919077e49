/**
 * The site search (Pagefind): "/" opens it, hits name the lesson and the passage, arrows and
 * Escape work, /search/ lists every hit, it works offline, and its code loads only when opened.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { watchErrors } from './helpers.ts';
import { waitUntilOfflineReady } from './sw.ts';

const field = (page: Page) => page.getByRole('searchbox', { name: 'Search lessons, rules and glossary' });
const hits = (page: Page) => page.locator('#site-search-panel .search-hit');
/** The hit of the lesson that teaches the fox. */
const specialPointsHit = (list: Locator) => list.filter({ hasText: 'Lesson' }).filter({ hasText: 'Catching the fox' }).first();

async function searchFuchs(page: Page) {
  await page.keyboard.press('/');
  await expect(field(page)).toBeFocused();
  await page.keyboard.type('Fuchs');
  await expect(page.locator('#site-search-panel [role="status"]')).toHaveText(/\d+ results? for “Fuchs”/);
}

async function expectFuchsHits(page: Page) {
  await expect(hits(page).filter({ hasText: 'Glossary' }).filter({ hasText: 'Fuchs' }).first()).toBeVisible();
  await expect(specialPointsHit(hits(page))).toBeVisible();
}

for (const width of [375, 1280]) {
  test(`at ${width}px: "/" opens the search, hits name the lesson and passage, axe clean`, async ({ page }) => {
    test.setTimeout(60_000); // axe on a busy machine
    await page.setViewportSize({ width, height: 800 });
    const errors = watchErrors(page);
    await page.goto('/learn/');
    await searchFuchs(page);
    await expectFuchsHits(page);
    const lesson = specialPointsHit(hits(page));
    await expect(lesson).toContainText('Lesson');
    await expect(lesson.locator('mark').first()).toHaveText(/Fuchs/);
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    // The glossary hit leads to the term's definition.
    await hits(page).filter({ hasText: 'Glossary' }).filter({ hasText: 'Fuchs' }).first().getByRole('link').click();
    await expect(page).toHaveURL(/\/glossary\/#fuchs$/);
    await expect(page.locator('#fuchs')).toBeInViewport();
    expect(errors).toEqual([]);
  });
}

test('keyboard: arrows move through the hits, Escape closes, "/" in a text field is just a slash', async ({ page }) => {
  await page.goto('/learn/');
  await searchFuchs(page);
  await page.keyboard.press('ArrowDown');
  await expect(hits(page).first().getByRole('link')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(hits(page).nth(1).getByRole('link')).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expect(field(page)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.locator('#site-search-panel')).toBeHidden();
  await expect(field(page)).toBeFocused();

  // Typing "/" into another field types it.
  await page.goto('/analyse/');
  const hand = page.getByRole('textbox', { name: 'Your hand' });
  await hand.click();
  await page.keyboard.type('a/b');
  await expect(hand).toHaveValue(/a\/b/);
  await expect(field(page)).not.toBeFocused();
});

test('Enter shows every hit on /search/, with the query in the address', async ({ page }) => {
  await page.goto('/');
  await searchFuchs(page);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/search\/\?q=Fuchs$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
  const list = page.locator('.search-hits-page .search-hit');
  await expect(specialPointsHit(list)).toBeVisible();
  await expect(page.locator('#search-page-status')).toHaveText(/^\d+ results? for “Fuchs”$/);
  await page.getByRole('searchbox').last().fill('Dulle');
  await expect(page).toHaveURL(/\?q=Dulle$/);
  await expect(list.filter({ hasText: 'Dulle' }).first()).toBeVisible();
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);
});

test('the search code loads only when the search is opened', async ({ page }) => {
  const loaded: string[] = [];
  page.on('request', (r) => loaded.push(new URL(r.url()).pathname));
  await page.goto('/learn/special-points/');
  await page.waitForLoadState('networkidle');
  expect(loaded.filter((p) => p.startsWith('/pagefind/') || /\/(panel|headerSearch)\./.test(p))).toEqual([]);
  await field(page).focus();
  await expect.poll(() => loaded.some((p) => p === '/pagefind/pagefind.js')).toBe(true);
  expect(loaded.some((p) => /\/_astro\/panel\..*\.js$/.test(p))).toBe(true);
});

test.describe('with the service worker', () => {
  // The suite blocks service workers (playwright.config.ts); this test is about one.
  test.use({ serviceWorkers: 'allow' });

  test('the search works offline', async ({ page, context }) => {
    await page.goto('/');
    await waitUntilOfflineReady(page);
    await context.setOffline(true);
    await page.goto('/learn/');
    await searchFuchs(page);
    await expectFuchsHits(page);
    await page.goto('/search/?q=Karlchen');
    await expect(page.locator('.search-hits-page .search-hit').first()).toContainText('Karlchen');
  });
});
