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
  const text = (await page.getByTestId('coach-hint-suggestion').textContent())!;
  const m = /^Suggested: ([♣♠♥♦])(A|10|K|Q|J|9)\.$/.exec(text);
  expect(m, text).not.toBeNull();
  return `${SUIT[m![1]]}${m![2]}`;
}

for (const [width, height] of [
  [375, 812],
  [1280, 800],
] as const)
  test.describe(`play your first deal, ${width}×${height}`, () => {
    test.use({ viewport: { width, height }, hasTouch: width < 400 });

    test('the coach speaks before every card and after every trick, and says what another card changed; the whole deal stays on one screen; axe clean', async ({
      page,
    }) => {
      test.setTimeout(180_000);
      const tap = (l: ReturnType<Page['locator']>) => (width < 400 ? l.tap() : l.click());
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
      await expect(page.getByTestId('coach-hint-suggestion')).toHaveText('Suggested: Gesund (no reservation).');
      expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
      await tap(page.getByRole('button', { name: /^Gesund/ }));
      await expect(page.getByTestId('contract')).toHaveText('Normal game');

      let cards = 0;
      let tricks = 0;
      let deviated: string | null = null;
      for (let step = 0; step < 60 && cards < 12; step++) {
        const state = await table(page).getAttribute('data-state');
        if (state === 'trickShown') {
          tricks++;
          await expect(page.getByTestId('trick-report')).toContainText(/Trick \d+: (You win|\w+ wins) it with \d+ card points\. The /);
          if (tricks === 1 && deviated) {
            // The learner's own card in trick 1 was not the coach's: what that changed, in this trick.
            await expect(page.getByTestId('what-changed')).toHaveText(new RegExp(`^Your ${deviated} instead of the coach’s [♣♠♥♦](A|10|K|Q|J|9): `));
            await expect(page.getByTestId('what-changed')).toContainText(/this trick (went the same way|either way)|would have won this trick/);
          } else await expect(page.getByTestId('what-changed')).toHaveCount(0);
          await tap(page.getByTestId('continue'));
          await expect(table(page)).not.toHaveAttribute('data-state', 'trickShown');
          continue;
        }
        await expect(table(page)).toHaveAttribute('data-state', 'learnerTurn');
        // Before each card: what the rules require, and the suggestion with its reason.
        await expect(page.getByTestId('coach-note')).toContainText(
          /You lead this trick: you may play any card\.|were led: you must play|was led: you must play a trump|You have no \w+: you may trump|Trump was led and you have none/,
        );
        // One sentence of reason, in plain words: no figures up front (they are behind "Details").
        const reason = (await page.getByTestId('coach-hint').locator(':scope > p').first().textContent())!;
        expect(reason, 'the coach’s reason').toMatch(/^[A-Z].{10,}\.$/);
        expect(reason).not.toMatch(/simulated|made-up|per deal|%|\d+ deals/);
        // The coach's whole note is in view in its box, without scrolling inside it.
        const box = (await page.locator('.pt-messages-inner').boundingBox())!;
        const note = (await page.getByTestId('coach-note').boundingBox())!;
        expect(note.y >= box.y - 0.5 && note.y + note.height <= box.y + box.height + 0.5, `the coach's note in its box at card ${cards + 1}`).toBe(true);
        let card = await suggested(page);
        const before = await handCards(page).count();
        // In trick 1 the learner plays another card than the coach's, where he may.
        const other = page.locator(`.table-hand button.hand-card:not([aria-disabled="true"]):not(:has([data-card="${card}"]))`);
        if (cards === 0 && (await other.count()) > 0) {
          card = (await other.first().locator('[data-card]').getAttribute('data-card'))!;
          deviated = `${Object.keys(SUIT).find((k) => SUIT[k] === card[0])}${card.slice(1)}`;
        }
        await tap(page.locator(`.table-hand button.hand-card:has([data-card="${card}"])`).first());
        await expect(handCards(page)).toHaveCount(before - 1);
        cards++;
        for (const part of [
          '.pt-hand .hand',
          '[data-testid="trick"]',
          '[data-testid="seat-1"]',
          '[data-testid="seat-2"]',
          '[data-testid="seat-3"]',
          '[data-testid="table-controls"]',
        ]) {
          const b = (await page.locator(part).boundingBox())!;
          expect(b.y >= 0 && b.y + b.height <= height && b.x >= 0 && b.x + b.width <= width, `${part} after card ${cards}`).toBe(true);
        }
        if (cards === 6 && width < 400) expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
      }
      expect(cards).toBe(12);
      await expect(table(page)).toHaveAttribute('data-state', 'over');
      expect(tricks).toBeGreaterThanOrEqual(11);
      await expect(page.getByTestId('trick-report')).toContainText('Trick 12:');
      await expect(page.getByTestId('session-row')).toHaveCount(1);
      await expect(page.getByTestId('next-deal')).toHaveText('Next guided deal');
      // Both ways on are in view, nothing runs past the right edge, and the card-code field is gone.
      for (const id of ['next-deal', 'to-practice']) {
        const b = (await page.getByTestId(id).boundingBox())!;
        expect(b.x >= 0 && b.x + b.width <= width && b.y + b.height <= height, `${id} at the end: ${JSON.stringify(b)}`).toBe(true);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await expect(page.getByLabel('Play a card by its code')).toHaveCount(0);
      await page.screenshot({ path: `test-results/first-deal-${width}-end.png` });
      // The quick start's last step is done: the learn map and the last lesson go on from here (lessons.spec.ts).
      expect(await page.evaluate(() => JSON.parse(localStorage.getItem('doko:progress:v1') ?? '{}').firstDeal)).toBe(true);
      expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
      await tap(page.getByTestId('next-deal'));
      await expect(page.getByTestId('deal-info')).toHaveText('First deal 2 of 5');
      expect(errors).toEqual([]);
    });
  });
