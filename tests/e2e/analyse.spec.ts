/**
 * The analyser page (/analyse/) in Chromium: paste a hand, see the parsed cards and the
 * instant verdict (behind the expert toggle), the simulation completing in its worker, the
 * shared URL reproducing it;
 * the page stays responsive while the worker runs (bad pastes: analyse-polish.spec.ts);
 * the deep evaluation runs in workers; an example deal opens and downloads; axe is clean.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { watchErrors } from './helpers.ts';

const FIVE_PLUS_THREE = '♣A ♣A ♣10 ♣K ♣9 ♠A ♥A ♦A ♠K ♥K ♦9 ♦J';

async function open(page: Page, query = ''): Promise<void> {
  await page.goto(`/analyse/${query}`);
  await expect(page.locator('astro-island:has(.analyser)')).not.toHaveAttribute('ssr');
}

/** Open the expert figures (the settings keep them open for the next page of the test). */
async function openExpert(page: Page): Promise<void> {
  const toggle = page.getByRole('button', { name: 'Show the expert figures' });
  if ((await toggle.count()) > 0) await toggle.click();
  await expect(page.getByRole('button', { name: 'Hide the expert figures' })).toHaveAttribute('aria-expanded', 'true');
}

const quickDone = (page: Page) => expect(page.locator('.analyser')).toHaveAttribute('data-quick', 'done', { timeout: 60_000 });

test('paste a hand: parsed cards, instant verdict, simulation, shareable URL', async ({ page, context }) => {
  const errors = watchErrors(page);
  await open(page);
  await page.getByRole('textbox', { name: 'Your hand' }).fill(FIVE_PLUS_THREE);
  const cards = page.getByTestId('parsed-hand').locator('.card');
  await expect(cards).toHaveCount(12);
  await openExpert(page);
  await expect(page.getByTestId('instant-best')).toContainText('ace solo');
  await expect(page.getByTestId('verdict-table').locator('tr[data-solo="aces"]')).toContainText('strong');
  await quickDone(page);
  await expect(page.getByTestId('sim-status')).toContainText('Simulation complete: 1000 deals');
  const recommendation = await page.getByTestId('recommendation').innerText();
  expect(recommendation).toContain('ace solo');
  const table = await page.getByTestId('verdict-table').innerText();
  // Seven charts with a text alternative.
  await expect(page.locator('svg.solo-chart[role="img"]')).toHaveCount(7);
  // The address holds the analysis.
  const url = new URL(page.url());
  expect(url.searchParams.get('hand')).toBe(FIVE_PLUS_THREE);
  expect(url.searchParams.get('rules')).toBe('{}');
  // A second tab with the link shows the same results.
  const other = await context.newPage();
  await open(other, url.search);
  await expect(other.getByRole('textbox', { name: 'Your hand' })).toHaveValue(FIVE_PLUS_THREE);
  await quickDone(other);
  // The expert figures stay open: the settings remember the toggle.
  await expect(other.getByRole('button', { name: 'Hide the expert figures' })).toHaveAttribute('aria-expanded', 'true');
  expect(await other.getByTestId('answer').innerText()).toBe(await page.getByTestId('answer').innerText());
  expect(await other.getByTestId('recommendation').innerText()).toBe(recommendation);
  expect(await other.getByTestId('verdict-table').innerText()).toBe(table);
  expect(errors).toEqual([]);
});

test('the page stays responsive while the worker runs, and the run can be cancelled', async ({ page }) => {
  // The simulation runs in a Web Worker, not on the page's thread.
  const workers: string[] = [];
  page.on('worker', (w) => workers.push(w.url()));
  await open(page, `?hand=${encodeURIComponent(FIVE_PLUS_THREE)}&rules=%7B%7D&samples=100000`);
  await expect(page.locator('.analyser')).toHaveAttribute('data-quick', 'running');
  // Playwright reports the worker once it has started, which may be just after the page says "running".
  await expect.poll(() => workers.length).toBeGreaterThan(0);
  // While it runs, the page answers clicks: the hand is re-sorted for the clubs solo.
  await openExpert(page);
  await page.locator('tr[data-solo="clubs"] button').first().click();
  await expect(page.getByTestId('view-name')).toHaveText('clubs solo');
  await expect(page.locator('.analyser')).toHaveAttribute('data-quick', 'running');
  await page.getByRole('button', { name: 'Cancel' }).first().click();
  await expect(page.locator('.analyser')).toHaveAttribute('data-quick', 'cancelled');
  await expect(page.getByTestId('sim-status')).toHaveText('Simulation cancelled.');
});

test('deep evaluation in workers, an example deal, and axe clean', async ({ page }) => {
  const errors = watchErrors(page);
  await open(page, `?hand=${encodeURIComponent(FIVE_PLUS_THREE)}&rules=%7B%7D&mode=compulsory&samples=300&deep=2`);
  await quickDone(page);
  await expect(page.getByTestId('answer-verdict')).toHaveText('For your compulsory solo, play an ace solo (Fleischloser).');
  await openExpert(page);
  await expect(page.getByTestId('recommendation')).toContainText('compulsory solo');
  await page.getByRole('button', { name: /Run the deep evaluation/ }).click();
  await expect(page.locator('.analyser')).toHaveAttribute('data-deep', 'done', { timeout: 120_000 });
  await expect(page.getByTestId('deep-status')).toContainText('Deep evaluation complete: 2 deals');
  await expect(page.getByTestId('verdict-table').locator('thead')).toContainText('Win, every card open');
  // The details of the selected solo, with an example of a lost deal.
  const details = page.getByTestId('solo-details');
  await expect(details).toContainText('Why: ace solo');
  // Both estimates in words: against the computers, and with every card open.
  await expect(details).toContainText(/computer (defenders|soloist)/);
  await expect(details).toContainText('every card open and best play by all');
  const example = details.locator('details.deal-details').first();
  if ((await example.count()) > 0) {
    await example.locator('summary').click();
    await expect(example.locator('.trick-list > li')).toHaveCount(12);
    const href = await example.getByRole('link', { name: 'Download this deal' }).getAttribute('href');
    expect(decodeURIComponent(href!.split(',')[1])).toContain('"format": "doko-deal/1"');
  }
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  expect(errors).toEqual([]);
});

test('a hand typed before the page has woken is kept and read', async ({ page }) => {
  // A slow phone: the analyser's script arrives only after the learner has typed the hand.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_astro\/Analyser\.[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  const errors = watchErrors(page);
  await page.goto('/analyse/', { waitUntil: 'domcontentloaded' });
  const hand = page.getByRole('textbox', { name: 'Your hand' });
  await hand.click();
  await page.keyboard.type(FIVE_PLUS_THREE);
  release();
  await expect(page.locator('astro-island:has(.analyser)')).not.toHaveAttribute('ssr');
  await expect(hand).toHaveValue(FIVE_PLUS_THREE);
  await expect(page.getByTestId('parsed-hand').locator('.card')).toHaveCount(12);
  expect(errors).toEqual([]);
});
