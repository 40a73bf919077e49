import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { hydrateAll, PAGES, watchErrors } from './helpers.ts';

// axe on the long rules page needs more than 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 });

for (const width of [375, 1280]) {
  test.describe(`at ${width}px`, () => {
    test.use({ viewport: { width, height: 800 } });
    for (const path of PAGES) {
      test(`${path} loads cleanly and passes axe`, async ({ page }) => {
        const errors = watchErrors(page, path === '/no-such-page/' ? path : undefined);
        const res = await page.goto(path);
        expect(res?.status()).toBe(path === '/no-such-page/' ? 404 : 200);
        await hydrateAll(page);
        await expect(page.locator('h1')).toHaveCount(1);
        await expect(page.getByTestId('rule-bar')).toHaveText('DDV tournament rules');
        const axe = await new AxeBuilder({ page }).analyze();
        expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, 'no horizontal scrolling').toBeLessThanOrEqual(0);
        expect(errors).toEqual([]);
      });
    }
  });
}

test('dark theme passes axe on a lesson', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/learn/equal-cards-and-dullen/');
  await hydrateAll(page);
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);
});

test('pages without widgets load only the search field\'s small starter script', async ({ page }) => {
  for (const path of ['/', '/rules/', '/glossary/']) {
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname.replace(/\.[\w-]+\.js$/, '.js')));
    await page.goto(path);
    expect(scripts.sort(), path).toEqual(['/_astro/SiteSearch.astro_astro_type_script_index_0_lang.js', '/_astro/preload-helper.js']);
    page.removeAllListeners('request');
  }
});

test('skip link moves focus to the main content', async ({ page }) => {
  await page.goto('/rules/');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#main$/);
});
