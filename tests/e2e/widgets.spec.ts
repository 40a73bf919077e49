import { expect, test, type Locator, type Page } from '@playwright/test';
import { exercise, island, watchErrors } from './helpers.ts';

const card = (scope: Locator, id: string) => scope.locator(`button.hand-card:has([data-card="${id}"])`);

/** Move the roving focus inside a toolbar to button `to` with arrow keys, from wherever it is. */
async function arrowTo(page: Page, toolbar: Locator, to: number) {
  const buttons = toolbar.getByRole('button');
  await buttons.nth(0).focus();
  for (let i = 0; i < to; i++) await page.keyboard.press('ArrowRight');
  await expect(buttons.nth(to)).toBeFocused();
}

test.describe('points question', () => {
  test('by mouse: a wrong count, then the right one, 2 stars', async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto('/learn/cards-and-points/');
    const ex = await exercise(page, 'points-club-trick');
    await ex.getByLabel('Card points in these cards').fill('24');
    await ex.getByRole('button', { name: 'Check' }).click();
    await expect(ex.getByRole('status')).toContainText('No, it is not 24');
    await ex.getByLabel('Card points in these cards').fill('25');
    await ex.getByRole('button', { name: 'Check' }).click();
    await expect(ex.getByRole('status')).toContainText('Right!');
    await expect(ex.locator('.stars')).toHaveAttribute('data-stars', '2');
    await expect(ex).toContainText('Why:');
    await expect(page.getByTestId('lesson-progress')).toHaveText('1 of 2 exercises solved');
    expect(errors).toEqual([]);
  });

  test('by keyboard: type and press Enter, 3 stars; reset clears the lesson', async ({ page }) => {
    await page.goto('/learn/cards-and-points/');
    const ex = await exercise(page, 'points-doppelkopf');
    await ex.getByLabel('Card points in these cards').focus();
    await page.keyboard.type('42');
    await page.keyboard.press('Enter');
    await expect(ex.getByRole('status')).toContainText('Right!');
    await expect(ex.locator('.stars')).toHaveAttribute('data-stars', '3');
    await page.reload();
    const again = await exercise(page, 'points-doppelkopf');
    await expect(again.locator('.stars')).toHaveAttribute('data-stars', '3');
    await page.getByRole('button', { name: 'Reset this lesson' }).click();
    await expect(again.locator('.stars')).toHaveAttribute('data-stars', '0');
    await expect(page.getByTestId('lesson-progress')).toHaveText('0 of 2 exercises solved');
  });

  test('rejects text that is not a number', async ({ page }) => {
    await page.goto('/learn/cards-and-points/');
    const ex = await exercise(page, 'points-club-trick');
    await ex.getByLabel('Card points in these cards').fill('lots');
    await ex.getByRole('button', { name: 'Check' }).click();
    await expect(ex.getByRole('status')).toHaveText('Type a whole number.');
  });
});

test.describe('sort this hand', () => {
  // sort-short-hand: DA CA HQ H10 SJ HK D9 C9
  const sorted = ['H10', 'HQ', 'SJ', 'DA', 'D9', 'CA', 'C9', 'HK'];

  test('by mouse: a wrong order is explained, then fixed', async ({ page }) => {
    await page.goto('/learn/trumps-and-plain-suits/');
    const ex = await exercise(page, 'sort-short-hand');
    const wrong = ['HQ', 'H10', ...sorted.slice(2)];
    for (const id of wrong) await card(ex, id).click();
    await expect(ex.getByRole('status')).toContainText('but the ten of hearts is the higher trump');
    await expect(ex.locator('[data-state]')).toHaveAttribute('data-state', 'wrong');
    await ex.getByRole('button', { name: 'Try again' }).click();
    await expect(ex.getByRole('status')).toHaveText('0 of 8 cards placed');
    for (const id of sorted) await card(ex, id).click();
    await expect(ex.getByRole('status')).toContainText('Correct');
    await expect(ex.locator('.stars')).toHaveAttribute('data-stars', '2');
  });

  test('by keyboard: one tab stop, arrows and Enter', async ({ page }) => {
    await page.goto('/learn/trumps-and-plain-suits/');
    const ex = await exercise(page, 'sort-short-hand');
    const toolbar = ex.getByRole('toolbar');
    await expect(toolbar.locator('button[tabindex="0"]')).toHaveCount(1);
    const hand = await toolbar.locator('.card').evaluateAll((els) => els.map((e) => e.getAttribute('data-card')));
    const used = new Set<number>();
    for (const id of sorted) {
      const idx = hand.findIndex((c, i) => c === id && !used.has(i));
      used.add(idx);
      await arrowTo(page, toolbar, idx);
      await page.keyboard.press(idx % 2 ? 'Enter' : 'Space');
    }
    await expect(ex.getByRole('status')).toContainText('Correct');
    await expect(ex.locator('.stars')).toHaveAttribute('data-stars', '3');
  });
});

test.describe('follow-suit drill', () => {
  test('by mouse: an illegal card is answered with the reason', async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto('/learn/following-suit/');
    const ex = await exercise(page, 'follow-hearts-led');
    await card(ex, 'H10').click();
    await expect(ex.getByRole('status')).toHaveText(
      'Not allowed: hearts were led, so you must play one of your plain hearts. You hold king of hearts and nine of hearts.',
    );
    await expect(card(ex, 'H10')).toHaveClass(/mark-wrong/);
    await card(ex, 'HK').click();
    await expect(ex.getByRole('status')).toHaveText('Yes, the king of hearts may be played.');
    await expect(card(ex, 'HK')).toHaveAttribute('aria-pressed', 'true');
    await card(ex, 'H9').click();
    await expect(ex.getByRole('status')).toContainText('Done: you found all 2 cards');
    await expect(ex.locator('.stars')).toHaveAttribute('data-stars', '2');
    expect(errors).toEqual([]);
  });

  test('by keyboard: a trump lead, every trump selected', async ({ page }) => {
    await page.goto('/learn/following-suit/');
    const ex = await exercise(page, 'follow-trump-led');
    const toolbar = ex.getByRole('toolbar');
    const hand = await toolbar.locator('.card').evaluateAll((els) => els.map((e) => e.getAttribute('data-card')));
    await arrowTo(page, toolbar, hand.indexOf('C10'));
    await page.keyboard.press('Enter');
    await expect(ex.getByRole('status')).toContainText('trump was led, so you must play a trump');
    for (const id of ['CQ', 'HJ', 'DA', 'DK', 'H10']) {
      await arrowTo(page, toolbar, hand.indexOf(id));
      await page.keyboard.press('Space');
    }
    await expect(ex.getByRole('status')).toContainText('Done: you found all 5 cards');
  });
});

test.describe('who wins the trick', () => {
  test('by mouse and keyboard', async ({ page }) => {
    await page.goto('/learn/winning-tricks/');
    const ex = await exercise(page, 'winner-trumped');
    await card(ex, 'CA').click();
    await expect(ex.getByRole('status')).toHaveText('No, the ace of clubs does not win this trick.');
    const toolbar = ex.getByRole('toolbar');
    await arrowTo(page, toolbar, 2);
    await page.keyboard.press('Enter');
    await expect(ex.getByRole('status')).toContainText('Right! The nine of diamonds wins: it is the only trump');
    await expect(card(ex, 'D9')).toHaveClass(/mark-winner/);
  });

  test('the house-rule Dulle exercise expects the second ♥10', async ({ page }) => {
    await page.goto('/learn/winning-tricks/');
    const ex = await exercise(page, 'winner-dulle-house');
    await expect(ex).toContainText('Rules: Second ♥10 wins');
    await ex.getByRole('button').nth(2).click();
    await expect(ex.getByRole('status')).toContainText('The second ten of hearts wins');
  });
});

test.describe('trick playground', () => {
  test('shows the preset Dullen under DDV, and plays a trick by keyboard', async ({ page }) => {
    await page.goto('/learn/winning-tricks/');
    const pg = await island(page, '.playground');
    const result = pg.getByTestId('playground-result');
    await expect(result).toContainText('Card 1 wins: ten of hearts');
    await pg.getByRole('button', { name: 'Clear trick' }).click();
    await expect(result).toHaveText('Play 4 more cards to complete the trick.');
    const palette = pg.getByRole('toolbar');
    const kinds = await palette.locator('.card').evaluateAll((els) => els.map((e) => e.getAttribute('data-card')));
    for (const id of ['SA', 'S10', 'SK', 'CA']) {
      await arrowTo(page, palette, kinds.indexOf(id));
      await page.keyboard.press('Enter');
    }
    await expect(result).toContainText('Card 1 wins: ace of spades');
    await expect(result).toContainText('can never win');
    await pg.getByRole('button', { name: 'Take back' }).click();
    await card(pg, 'DJ').click();
    await expect(result).toContainText('Card 4 wins: jack of diamonds');
  });

  test('contract and last-trick switches change the verdict', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('doko:settings:v1', JSON.stringify({ rules: { dulle: 'secondWinsExceptLastTrick' } })));
    await page.goto('/learn/winning-tricks/');
    const pg = await island(page, '.playground');
    await expect(pg.getByTestId('playground-result')).toContainText('Card 3 wins');
    await pg.getByRole('checkbox', { name: 'This is the last trick of the deal' }).check();
    await expect(pg.getByTestId('playground-result')).toContainText('Card 1 wins');
    await expect(pg.getByTestId('playground-result')).toContainText('this is the last trick');
    await pg.getByLabel('Contract').selectOption('queens');
    await expect(pg.getByTestId('playground-result')).toContainText('Card 2 wins: queen of spades');
  });
});

test('trump ladder: pick a contract', async ({ page }) => {
  await page.goto('/learn/trumps-and-plain-suits/');
  const ladder = await island(page, '.ladder');
  await expect(ladder.getByRole('list', { name: /Trumps in the Normal game/ }).locator('.card')).toHaveCount(13);
  await ladder.getByLabel('Contract').selectOption('aces');
  await expect(ladder).toContainText('No trumps at all');
  await ladder.getByLabel('Contract').focus();
  await page.keyboard.press('ArrowUp'); // jacks solo
  await expect(ladder.getByRole('list', { name: /Jacks solo/ }).locator('.card')).toHaveCount(4);
});

test('?exercise= links to an exercise, also from /learn/', async ({ page }) => {
  await page.goto('/learn/?exercise=follow-void');
  await expect(page).toHaveURL(/\/learn\/following-suit\/\?exercise=follow-void/);
  await expect(page.locator('#exercise-follow-void')).toHaveClass(/is-linked/);
});

test('lesson index shows progress from stored stars', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('doko:progress:v1', JSON.stringify({ stars: { 'points-club-trick': 3, 'points-doppelkopf': 2, 'follow-void': 1 } })));
  await page.goto('/learn/');
  await expect(page.locator('[data-lesson="cards-and-points"]')).toHaveText('Completed · 5 of 6 stars');
  await expect(page.locator('[data-lesson="following-suit"]')).toHaveText('1 of 3 exercises solved · 1 of 9 stars');
});
