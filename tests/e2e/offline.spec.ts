/**
 * The installable app: after one visit the service worker holds the whole site, so with the
 * browser offline a lesson, a quiz, the practice table and the analyser load and work; a new
 * version is offered with a prompt and never reloads the page by itself. Each test has its own
 * browser context (Playwright's default), so no service worker leaks from one test to another.
 */
import { expect, test } from '@playwright/test';
import { exercise, hydrateAll, watchErrors } from './helpers.ts';
import { serveSite } from './siteServer.ts';
import { waitUntilOfflineReady } from './sw.ts';

// The suite blocks service workers (playwright.config.ts); this file is about them.
test.use({ serviceWorkers: 'allow' });

test('the web app manifest names the app, its colours and its icons', async ({ page, request }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = await (await request.get(href!)).json();
  expect(manifest).toMatchObject({ short_name: 'Doko Trainer', start_url: '/', display: 'standalone', theme_color: '#0b5d3b' });
  expect(manifest.icons.map((i: { sizes: string; purpose: string }) => `${i.sizes} ${i.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  for (const icon of manifest.icons) expect((await request.get(icon.src)).headers()['content-type']).toBe('image/png');
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', manifest.theme_color);
});

test('after one visit a lesson, a quiz, the table and the analyser work offline', async ({ page, context }) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await waitUntilOfflineReady(page);
  await context.setOffline(true);
  const errors = watchErrors(page);

  // A lesson: its exercise checks an answer.
  await page.goto('/learn/cards-and-points/');
  const ex = await exercise(page, 'points-club-trick');
  await ex.getByLabel('Card points in these cards').fill('15');
  await ex.getByRole('button', { name: 'Check' }).click();
  await expect(ex.getByRole('status')).toContainText('Right: 15.');

  // A quiz: a generated deal is graded.
  await page.goto('/quiz/score/?level=1&seed=4711');
  await hydrateAll(page);
  await expect(page.locator('.score-quiz')).toHaveAttribute('data-state', 'asking');
  await page.getByRole('button', { name: 'Check the sheet' }).click();
  await expect(page.locator('.score-quiz')).toHaveAttribute('data-state', 'graded');

  // The practice table: a deal is dealt and the learner plays a card.
  await page.goto('/play/?seed=11&delay=0');
  const table = page.getByTestId('practice-table');
  await expect(table).toHaveAttribute('data-state', /learnerTurn|over/);
  const healthy = page.getByRole('button', { name: /^Gesund/ });
  if (await healthy.isVisible()) await healthy.click();
  await expect(table).toHaveAttribute('data-phase', 'playing');
  await expect(table).toHaveAttribute('data-state', 'learnerTurn');
  const hand = page.locator('.table-hand button.hand-card');
  const before = await hand.count();
  await page.locator('.table-hand button.hand-card:not([aria-disabled="true"])').first().click();
  await expect(hand).toHaveCount(before - 1);

  // The analyser: the simulation runs in its worker, loaded from the cache.
  await page.goto('/analyse/');
  await hydrateAll(page);
  await page.getByRole('textbox', { name: 'Your hand' }).fill('♣A ♣A ♣10 ♣K ♣9 ♠A ♥A ♦A ♠K ♥K ♦9 ♦J');
  await expect(page.getByTestId('parsed-hand').locator('.card')).toHaveCount(12);
  await expect(page.locator('.analyser')).toHaveAttribute('data-quick', 'done', { timeout: 60_000 });
  await expect(page.getByTestId('answer-verdict')).toContainText('ace solo');

  expect(errors).toEqual([]);
});

test('a new version is offered, and the page reloads only when the player says so', async ({ page }) => {
  // Two whole-site precaches (the first visit, then the new version's install): on a loaded
  // machine these alone took most of the default 90 s.
  test.setTimeout(150_000);
  const site = await serveSite();
  try {
    await page.goto(`${site.origin}/analyse/`);
    await waitUntilOfflineReady(page);
    await hydrateAll(page);
    const field = page.getByRole('textbox', { name: 'Your hand' });
    await field.fill('♣Q ♣Q ♠10');

    // The server now has a different service worker; the browser looks for one (as it does hourly).
    site.publishNewServiceWorker();
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());

    const prompt = page.getByRole('status').filter({ hasText: 'A new version of Doko Trainer is ready.' });
    await expect(prompt).toBeVisible();
    // Nothing was lost while the new version waited.
    await expect(field).toHaveValue('♣Q ♣Q ♠10');

    // "Later" hides it without reloading.
    await prompt.getByRole('button', { name: 'Later' }).click();
    await expect(prompt).toBeHidden();
    await expect(field).toHaveValue('♣Q ♣Q ♠10');

    // On the next page the waiting version is offered again; "Reload" switches to it.
    await page.goto(`${site.origin}/learn/`);
    await expect(prompt).toBeVisible();
    await Promise.all([page.waitForEvent('load', { timeout: 30_000 }), prompt.getByRole('button', { name: 'Reload' }).click()]);
    await expect(prompt).toBeHidden();
    expect(await page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting))).toBe(false);
  } finally {
    await site.close();
  }
});

test('with two tabs open, "Reload" in one switches both: the other tab’s "Reload" still reloads it', async ({ context }) => {
  test.setTimeout(150_000);
  const site = await serveSite();
  try {
    const first = await context.newPage();
    await first.goto(`${site.origin}/learn/`);
    await waitUntilOfflineReady(first);
    const second = await context.newPage();
    await second.goto(`${site.origin}/quiz/`);

    site.publishNewServiceWorker();
    await first.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    const promptIn = (page: typeof first) => page.getByRole('status').filter({ hasText: 'A new version of Doko Trainer is ready.' });
    await expect(promptIn(first)).toBeVisible();
    await expect(promptIn(second)).toBeVisible();

    // The second tab takes the new version; the first now runs a version that is gone.
    await Promise.all([second.waitForEvent('load', { timeout: 30_000 }), promptIn(second).getByRole('button', { name: 'Reload' }).click()]);
    await expect(promptIn(second)).toBeHidden();
    await expect(promptIn(first)).toBeVisible();
    // The new version is active already: "Reload" in the first tab reloads it onto that version.
    await Promise.all([first.waitForEvent('load', { timeout: 10_000 }), promptIn(first).getByRole('button', { name: 'Reload' }).click()]);
    await expect(promptIn(first)).toBeHidden();
    expect(await first.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting))).toBe(false);
  } finally {
    await site.close();
  }
});
