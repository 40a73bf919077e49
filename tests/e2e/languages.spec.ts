// Languages: German pages at /de/…, the switch keeps the page and its URL state, the browser's
// language is offered (never a redirect) and "Nein, danke" is remembered; axe is clean on /de/.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { watchErrors } from './helpers.ts';

test('the language switch keeps the page, its query and its hash', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/de/quiz/drills/?kind=legal&seed=17#round');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', /\/quiz\/drills\/$/);
  await page.getByRole('navigation', { name: 'Sprache' }).getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/quiz\/drills\/\?kind=legal&seed=17#round$/);
  expect(new URL(page.url()).pathname).toBe('/quiz/drills/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByRole('link', { name: 'Deutsch' }).first().click();
  await expect(page).toHaveURL(/\/de\/quiz\/drills\/\?kind=legal&seed=17#round$/);
  expect(errors).toEqual([]);
});

test.describe('a German browser', () => {
  test.use({ locale: 'de-DE' });
  test('is offered the German page once, in German, and "Nein, danke" is remembered', async ({ page }) => {
    await page.goto('/settings/');
    await expect(page).toHaveURL(/\/settings\/$/);
    const offer = page.locator('[data-lang-offer="de"]');
    await expect(offer).toBeVisible();
    await expect(offer).toContainText('Diese Seite gibt es auch auf Deutsch.');
    await offer.getByRole('button', { name: 'Nein, danke' }).click();
    await expect(offer).toBeHidden();
    await page.reload();
    await expect(page.locator('[data-lang-offer="de"]')).toBeHidden();
  });
  test('sees no offer on a German page, and the German settings page passes axe', async ({ page }) => {
    await page.goto('/de/settings/');
    await expect(page.locator('[data-lang-offer]:visible')).toHaveCount(0);
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});
