import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { watchErrors } from './helpers.ts';

// `delay=0`: the computer players act at once (the page's test flag), so no test waits on a timer.
const URL = (seed: number) => `/play/?seed=${seed}&delay=0`;

async function open(page: Page, seed: number) {
  await page.goto(URL(seed));
  await page.evaluate(() => localStorage.removeItem('doko:table:v1'));
  await page.goto(URL(seed));
  await expect(page.getByTestId('practice-table')).toHaveAttribute('data-state', /learnerTurn|over/);
}

const table = (page: Page) => page.getByTestId('practice-table');
const handCards = (page: Page) => page.locator('.table-hand button.hand-card');
const playable = (page: Page) => page.locator('.table-hand button.hand-card:not([aria-disabled="true"])');

/** Say gesund whenever asked (the tests play normal games from the learner's side). */
async function passReservation(page: Page) {
  const healthy = page.getByRole('button', { name: 'Gesund (no reservation)' });
  if (await healthy.isVisible()) {
    await healthy.click();
    await expect(table(page)).toHaveAttribute('data-phase', /playing|finished|redeal/);
  }
}

/** Play until the deal is over; `playOne` plays one legal card and the hand must shrink. */
async function playOut(page: Page, playOne: (n: number) => Promise<void>) {
  await passReservation(page);
  for (let n = 0; n < 12; n++) {
    if ((await table(page).getAttribute('data-state')) === 'over') break;
    await expect(table(page)).toHaveAttribute('data-state', /learnerTurn|over/);
    if ((await table(page).getAttribute('data-state')) === 'over') break;
    const before = await handCards(page).count();
    await playOne(n);
    await expect(handCards(page)).toHaveCount(before - 1);
  }
  await expect(table(page)).toHaveAttribute('data-state', 'over');
}

async function expectSheet(page: Page) {
  const sheet = page.getByTestId('deal-sheet');
  await expect(sheet).toBeVisible();
  await expect(sheet.getByTestId('score-lines').locator('tbody tr').first()).toBeVisible();
  await expect(sheet.getByTestId('table-scores').locator('li')).toHaveCount(4);
  // The four scores balance.
  const scores = await sheet.getByTestId('table-scores').locator('li').evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-score'))));
  expect(scores.reduce((a, b) => a + b, 0)).toBe(0);
}

for (const width of [375, 1280]) {
  test.describe(`at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('a complete deal by mouse, with a hint, the last trick and the score sheet; axe clean', async ({ page }) => {
      test.setTimeout(180_000);
      const errors = watchErrors(page);
      await open(page, 11);
      expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
      await passReservation(page);
      // Nothing sticks out sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await page.getByTestId('hint').click();
      await expect(page.getByTestId('hint-text')).toContainText(/\w+: .+/);
      await playOut(page, async (n) => {
        if (n === 2) {
          await page.getByRole('button', { name: 'Show the last trick' }).click();
          await expect(page.locator('#last-trick')).toBeVisible();
          expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
        }
        await playable(page).first().click();
      });
      await expect(page.getByTestId('news')).toContainText(/wins trick|win trick/);
      await expectSheet(page);
      expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
      // The review: trick by trick with all hands open, the learner's chosen cards judged by sampling.
      await page.getByTestId('review-button').click();
      // Every chosen card is simulated in the page: allow a loaded machine time to finish.
      await expect(page.getByTestId('review-progress')).toContainText('judged by sampling', { timeout: 90_000 });
      await expect(page.getByTestId('review-at')).toHaveText('Trick 1 of 12');
      await expect(page.getByTestId('review').locator('.review-hand ul')).toHaveCount(4);
      await expect(page.getByTestId('review').locator('.review-hand ul').first().locator('li')).toHaveCount(12);
      await page.getByRole('button', { name: 'Next trick' }).click();
      await expect(page.getByTestId('review-at')).toHaveText('Trick 2 of 12');
      await expect(page.getByTestId('review').locator('.review-hand ul').first().locator('li')).toHaveCount(11);
      expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
      expect(errors).toEqual([]);
    });
  });
}

test('a complete deal by keyboard: arrow keys and Enter, and typed card codes', async ({ page }) => {
  const errors = watchErrors(page);
  await open(page, 12);
  const healthy = page.getByRole('button', { name: 'Gesund (no reservation)' });
  if (await healthy.isVisible()) {
    await healthy.focus();
    await page.keyboard.press('Enter');
  }
  await playOut(page, async (n) => {
    if (n < 8) {
      // Arrow keys to the first playable card, then Enter; the focus stays in the hand after a card.
      const ids = await handCards(page).evaluateAll((els) => els.map((e) => e.getAttribute('aria-disabled') !== 'true'));
      const target = ids.indexOf(true);
      if (n === 0) await handCards(page).first().focus();
      else await expect(page.locator('.table-hand button.hand-card:focus')).toHaveCount(1);
      await page.keyboard.press('Home');
      for (let i = 0; i < target; i++) await page.keyboard.press('ArrowRight');
      await expect(handCards(page).nth(target)).toBeFocused();
      await page.keyboard.press('Enter');
    } else {
      const id = await playable(page).first().locator('[data-card]').getAttribute('data-card');
      await page.getByLabel('Play a card by its code').fill(id!.toLowerCase());
      await page.keyboard.press('Enter');
    }
  });
  await expectSheet(page);
  expect(errors).toEqual([]);
});

test('a typed code that is not a card, or not allowed, is explained', async ({ page }) => {
  await open(page, 11);
  await passReservation(page);
  await page.getByLabel('Play a card by its code').fill('XY');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: 'is not a card code' })).toBeVisible();
  // In deal 11 West leads and the learner must follow: a card of another suit is refused by the engine.
  const refused = page.locator('.table-hand button.hand-card[aria-disabled="true"]');
  expect(await refused.count()).toBeGreaterThan(0);
  const id = await refused.first().locator('[data-card]').getAttribute('data-card');
  const cards = await handCards(page).count();
  await page.getByLabel('Play a card by its code').fill(id!);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('table-error')).toContainText('you must follow');
  await expect(handCards(page)).toHaveCount(cards);
});

test('a round of 4 deals keeps its sheet and running totals', async ({ page }) => {
  await open(page, 21);
  await page.getByLabel('Session type').selectOption('round4');
  await page.getByRole('button', { name: 'Start a new session' }).click();
  await expect(page.getByTestId('session-sheet')).toContainText('(0 / 4)');
  await expect(table(page)).toHaveAttribute('data-state', /learnerTurn|over/);
  await playOut(page, async () => {
    await playable(page).first().click();
  });
  await expect(page.getByTestId('undo')).toHaveCount(0); // undo is for practice mode only
  const scores = await page.getByTestId('table-scores').locator('li').evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-score'))));
  await page.getByTestId('next-deal').click();
  await expect(page.getByTestId('session-sheet')).toContainText('(1 / 4)');
  for (let k = 0; k < 4; k++) await expect(page.getByTestId(`total-${k}`)).toHaveText(String(scores[k]));
  await page.reload();
  await expect(page.getByTestId('session-sheet')).toContainText('(1 / 4)');
  await expect(page.getByLabel('Session type')).toHaveValue('round4');
});

test('undo takes back the last card', async ({ page }) => {
  await open(page, 11);
  await passReservation(page);
  const before = await handCards(page).count();
  await playable(page).first().click();
  await expect(handCards(page)).toHaveCount(before - 1);
  await page.getByTestId('undo').click();
  await expect(handCards(page)).toHaveCount(before);
});

test('the deal downloads as doko-deal/1 and imports again', async ({ page }) => {
  await open(page, 11);
  await passReservation(page);
  await playable(page).first().click();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('download').click()]);
  const record = JSON.parse(await readFile((await download.path())!, 'utf8'));
  expect(record.format).toBe('doko-deal/1');
  expect(record.hands).toHaveLength(4);
  expect(record.plays.length).toBeGreaterThan(0);

  // A broken record is refused with its path; the downloaded one loads.
  await page.getByTestId('import').setInputFiles({ name: 'bad.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify({ ...record, dealer: 7 })) });
  await expect(page.getByTestId('import-msg')).toContainText('dealer');
  await page.getByTestId('import').setInputFiles({ name: 'deal.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(record)) });
  await expect(page.getByTestId('import-msg')).toContainText('loaded');
  await expect(table(page)).toHaveAttribute('data-state', /learnerTurn|over/);
});

test('a bad seed is reported and a deal is played anyway', async ({ page }) => {
  await page.goto('/play/?seed=banana&delay=0');
  await expect(page.getByRole('alert').filter({ hasText: 'not a deal number' })).toBeVisible();
  await expect(table(page)).toHaveAttribute('data-state', /learnerTurn|over/);
});

test('a session survives a reload; a corrupted one is reported and reset', async ({ page }) => {
  await open(page, 11);
  await playOut(page, async () => {
    await playable(page).first().click();
  });
  await page.getByTestId('next-deal').click();
  await expect(page.getByTestId('session-row')).toHaveCount(1);
  await passReservation(page);
  const info = await page.getByTestId('deal-info').textContent();
  const cards = await handCards(page).count();
  await page.reload();
  await expect(table(page)).toHaveAttribute('data-state', /learnerTurn|over/);
  await expect(page.getByTestId('session-row')).toHaveCount(1);
  await expect(page.getByTestId('deal-info')).toHaveText(info!);
  await expect(handCards(page)).toHaveCount(cards);

  await page.evaluate(() => localStorage.setItem('doko:table:v1', '{"v":1,"level":"nope"}'));
  await page.reload();
  await expect(page.getByRole('alert').filter({ hasText: 'could not be read' })).toBeVisible();
  await expect(page.getByTestId('session-sheet')).toContainText('No deal finished yet');
});
