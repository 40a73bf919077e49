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

test('pages without widgets ship no JavaScript files', async ({ page }) => {
  for (const path of ['/', '/rules/', '/glossary/']) {
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
    await page.goto(path);
    expect(scripts, path).toEqual([]);
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

test('the rules page tables come from the engine', async ({ page }) => {
  await page.goto('/rules/');
  const normal = page.getByRole('list', { name: 'Trumps in the Normal game, highest first' });
  await expect(normal.locator('.card')).toHaveCount(13);
  await expect(normal.locator('.card').first()).toHaveAttribute('data-card', 'H10');
  const counts = page.getByRole('table', { name: /Trump and plain cards/ });
  await expect(counts.getByRole('row', { name: /Normal game/ })).toContainText('26');
  await expect(counts.getByRole('row', { name: /Normal game/ })).toContainText('24');
});
