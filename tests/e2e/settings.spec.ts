import { expect, test } from '@playwright/test';
import { backupsIn, exercise, island, watchErrors } from './helpers.ts';

test('changing the Dulle rule changes the playground winner and the rule bar', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/learn/equal-cards-and-dullen/');
  let pg = await island(page, '.playground');
  await expect(pg.getByTestId('playground-result')).toContainText('Card 1 wins');

  await page.goto('/settings/');
  await expect(page.locator('astro-island')).not.toHaveAttribute('ssr');
  await page.getByRole('radio', { name: 'Second ♥10 beats the first', exact: true }).check();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  await expect(page.getByTestId('rule-bar')).toHaveText('Second ♥10 wins');

  await page.goto('/learn/equal-cards-and-dullen/');
  await expect(page.getByTestId('rule-bar')).toHaveText('Second ♥10 wins');
  pg = await island(page, '.playground');
  await expect(pg.getByTestId('playground-result')).toContainText('Card 3 wins: ten of hearts');
  await expect(pg.getByTestId('playground-rules')).toHaveText('Second ♥10 wins');
  // An exercise keeps its own rules whatever the settings say, and says so.
  await expect((await exercise(page, 'winner-dulle-ddv')).getByTestId('exercise-rules')).toHaveText(
    'The two ♥10 (Dullen): First ♥10 played wins (DDV) (set for this exercise)',
  );

  await page.goto('/settings/');
  await expect(page.locator('astro-island')).not.toHaveAttribute('ssr');
  await page.getByRole('button', { name: 'Back to DDV rules' }).click();
  await expect(page.getByTestId('rule-bar')).toHaveText('DDV tournament rules');
  expect(errors).toEqual([]);
});

test('settings form is keyboard operable and covers every rule', async ({ page }) => {
  await page.goto('/settings/');
  await expect(page.locator('astro-island')).not.toHaveAttribute('ssr');
  await expect(page.locator('.setting')).toHaveCount(14 + 3);
  const noNines = page.getByRole('checkbox', { name: 'Without nines (40 cards)' });
  await noNines.focus();
  await page.keyboard.press('Space');
  await expect(noNines).toBeChecked();
  const piglets = page.getByRole('checkbox', { name: 'Piglets (Schweinchen)' });
  await piglets.focus();
  await page.keyboard.press('Space');
  await expect(page.getByTestId('rule-bar')).toHaveText('Without nines · Schweinchen');
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('doko:settings:v1') ?? 'null'));
  expect(stored.rules).toEqual({ withoutNines: true, piglets: true });
});

test('display settings: German faces, four colours and dark theme', async ({ page }) => {
  await page.goto('/settings/');
  await expect(page.locator('astro-island')).not.toHaveAttribute('ssr');
  await page.getByRole('radio', { name: /German suits/ }).check();
  await page.getByRole('checkbox', { name: 'Four-colour suits' }).check();
  await page.getByRole('radio', { name: 'Dark' }).check();
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-faces', 'german');
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await page.goto('/rules/');
  await expect(html).toHaveAttribute('data-faces', 'german');
  await expect(html).toHaveAttribute('data-four-colour', '');
  const first = page
    .getByRole('list', { name: /Trumps in the Normal game/ })
    .getByRole('listitem')
    .nth(1);
  await expect(first).toHaveText(/Ober of acorns, trump, 3 points/);
  await expect(first.locator('.face-fr.sr-only')).toBeHidden();
});

test('corrupted settings: a visible notice, the DDV rules, a backup, never a crash', async ({ page }) => {
  const errors = watchErrors(page);
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('doko:settings:v1', '{"rules":{"dulle":"sometimes"}');
      sessionStorage.setItem('seeded', '1');
    }
  });
  await page.goto('/learn/equal-cards-and-dullen/');
  await expect(page.getByRole('alert')).toContainText('Your saved settings could not be read, so the DDV rules are used.');
  await expect(page.getByTestId('rule-bar')).toHaveText('DDV tournament rules');
  const pg = await island(page, '.playground');
  await expect(pg.getByTestId('playground-result')).toContainText('Card 1 wins');
  // The island that read them moved them to the backup, which /settings/ offers to restore.
  expect(await page.evaluate(() => localStorage.getItem('doko:settings:v1'))).toBeNull();
  expect(await backupsIn(page, 'doko:settings:v1')).toEqual(['{"rules":{"dulle":"sometimes"}']);
  expect(errors).toEqual([]);
});
