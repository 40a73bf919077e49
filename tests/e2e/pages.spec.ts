import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { hydrateAll, watchErrors } from './helpers.ts';

// axe on the long rules page needs more than 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 });

// Every built page is scanned (policy, errors, axe, width) by every-page.spec.ts.

test('an unknown address answers 404 with the site’s own page', async ({ page }) => {
  const errors = watchErrors(page, '/no-such-page/');
  const res = await page.goto('/no-such-page/');
  expect(res?.status()).toBe(404);
  await expect(page.locator('h1')).toHaveCount(1);
  expect(errors).toEqual([]);
});

test('dark theme passes axe on a lesson', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/learn/equal-cards-and-dullen/');
  await hydrateAll(page);
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);
});

test("pages without widgets load only the search field's small starter script", async ({ page }) => {
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
