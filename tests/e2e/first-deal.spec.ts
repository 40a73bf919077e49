import AxeBuilder from '@axe-core/playwright';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { watchErrors } from './helpers.ts';

// The table's island (engine, bots, machine) takes a while to start on a busy machine.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

const table = (page: Page) => page.getByTestId('practice-table');
const handCards = (page: Page) => page.locator('.table-hand button.hand-card');
const SUIT: Record<string, string> = { '♣': 'C', '♠': 'S', '♥': 'H', '♦': 'D' };

/** The card the coach suggests ("Suggested: ♣K."), as a card id. */
async function suggested(page: Page): Promise<string> {
  const text = (await page.getByTestId('coach-hint').locator('p').first().textContent())!;
  const m = /Suggested: ([♣♠♥♦])(A|10|K|Q|J|9)\./.exec(text);
  expect(m, text).not.toBeNull();
  return `${SUIT[m![1]]}${m![2]}`;
}

test.describe('play your first deal, on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true });

  test('the coach speaks before every card and after every trick; the whole deal stays on one screen; axe clean', async ({ page }) => {
    test.setTimeout(180_000);
    const errors = watchErrors(page);
    // The quick start's last lesson leads here (the home page's one start leads into the quick start).
    await page.goto('/learn/winning-and-scoring/');
    await page.getByRole('region', { name: 'Play your first deal' }).getByRole('link', { name: 'Play your first deal' }).click();
    await expect(page).toHaveURL(/\/play\/first-deal\/$/);
    // The same page with the computer players acting at once (the test flag).
    await page.goto('/play/first-deal/?delay=0');
    await expect(table(page)).toHaveAttribute('data-state', 'learnerTurn');
    await expect(page.getByTestId('deal-info')).toHaveText('First deal 1 of 5');
    await expect(page.getByTestId('coach-note')).toContainText('Reservation round');
    await expect(page.getByTestId('coach-hint')).toContainText('Suggested: Gesund');
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    await page.getByRole('button', { name: /^Gesund/ }).tap();
    await expect(page.getByTestId('contract-banner')).toContainText('Normal game');

    let cards = 0;
    let tricks = 0;
    for (let step = 0; step < 60 && cards < 12; step++) {
      const state = await table(page).getAttribute('data-state');
      if (state === 'trickShown') {
        tricks++;
        await expect(page.getByTestId('trick-report')).toContainText(/Trick \d+: (You win|\w+ wins) it with \d+ card points\. The /);
        await page.getByTestId('continue').tap();
        await expect(table(page)).not.toHaveAttribute('data-state', 'trickShown');
        continue;
      }
      await expect(table(page)).toHaveAttribute('data-state', 'learnerTurn');
      // Before each card: what the rules require, and the suggestion with its reason.
      await expect(page.getByTestId('coach-note')).toContainText(/You lead this trick: you may play any card\.|were led: you must play|was led: you must play a trump|You have no \w+: you may trump|Trump was led and you have none/);
      await expect(page.getByTestId('coach-hint')).toContainText(/Rule of thumb: |The rule of thumb would play |is the only card you may play/);
      const card = await suggested(page);
      const before = await handCards(page).count();
      await page.locator(`.table-hand button.hand-card:has([data-card="${card}"])`).first().tap();
      await expect(handCards(page)).toHaveCount(before - 1);
      cards++;
      for (const part of ['.pt-hand .hand', '[data-testid="trick"]', '[data-testid="seat-1"]', '[data-testid="seat-2"]', '[data-testid="seat-3"]', '[data-testid="table-controls"]']) {
        const b = (await page.locator(part).boundingBox())!;
        expect(b.y >= 0 && b.y + b.height <= 812 && b.x >= 0 && b.x + b.width <= 375, `${part} after card ${cards}`).toBe(true);
      }
      if (cards === 6) expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    }
    expect(cards).toBe(12);
    await expect(table(page)).toHaveAttribute('data-state', 'over');
    expect(tricks).toBeGreaterThanOrEqual(11);
    await expect(page.getByTestId('trick-report')).toContainText('Trick 12:');
    await expect(page.getByTestId('session-row')).toHaveCount(1);
    await expect(page.getByTestId('next-deal')).toHaveText('Next guided deal');
    await expect(page.getByTestId('to-practice')).toBeVisible();
    // The quick start's last step is done: the learn map and the last lesson go on from here (lessons.spec.ts).
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('doko:progress:v1') ?? '{}').firstDeal)).toBe(true);
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    await page.getByTestId('next-deal').tap();
    await expect(page.getByTestId('deal-info')).toHaveText('First deal 2 of 5');
    expect(errors).toEqual([]);
  });
});
