/**
 * A newcomer's way in: the home page's one start, the drawn table of lesson 1 and its use in the
 * exercise's feedback, a miss that opens a hint, the solution after the second, a fresh position
 * at the end of the lesson, and the reservation round before the first deal. At phone and
 * desktop size in one page load each (the viewport is resized), axe clean.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { exercise, watchErrors } from './helpers.ts';

test.describe.configure({ timeout: 90_000 });

const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 800 };

async function axeClean(page: Page) {
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** Nothing wider than the window. */
async function fits(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
}

test('the home page has one way in: a start into the quick start, above the fold', async ({ page }) => {
  const errors = watchErrors(page);
  await page.setViewportSize(PHONE);
  await page.goto('/');
  const start = page.getByTestId('start');
  await expect(start).toHaveText(/^Start — about (20|25) minutes$/);
  await expect(start).toHaveAttribute('href', '/learn/how-a-deal-goes/');
  // The only way in: no second start, no link past the quick start to the first deal.
  await expect(page.locator('main .btn')).toHaveCount(1);
  await expect(page.locator('main a[href="/play/first-deal/"]')).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Start with/ })).toHaveCount(0);
  const box = (await start.boundingBox())!;
  expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height);
  await fits(page);
  await axeClean(page);
  await page.setViewportSize(DESKTOP);
  const wide = (await start.boundingBox())!;
  expect(wide.y + wide.height).toBeLessThanOrEqual(DESKTOP.height);
  await fits(page);
  await start.click();
  await expect(page).toHaveURL(/\/learn\/how-a-deal-goes\/$/);
  await expect(page.locator('.meta')).toContainText('Quick start · lesson 1 of 7');
  expect(errors).toEqual([]);
});

test('lesson 1: the table drawn; a miss opens a hint and the table, the second shows the solution; a fresh position at the end', async ({ page }) => {
  const errors = watchErrors(page);
  await page.setViewportSize(PHONE);
  await page.goto('/learn/how-a-deal-goes/');
  // The table from above, seats in the engine's order with who deals and who leads, read clockwise.
  const seats = page.locator('main figure.seat-table').first().getByRole('list', { name: 'The seats, clockwise from South' }).getByRole('listitem');
  await expect(seats).toHaveText(['South (you) leads', 'West', 'North', 'East deals']);
  await expect(page.locator('main .card.is-trump')).toHaveCount(0);

  const ex = await exercise(page, 'deal-first-lead');
  const figure = ex.locator('figure.seat-table');
  await expect(figure).toHaveCount(0);
  await ex.getByRole('button', { name: 'South' }).click();
  await expect(ex.getByRole('status')).toHaveText('No, not South. Try again: a hint is open below.');
  await expect(ex.getByRole('list', { name: 'Hints' })).toHaveText('The player on the dealer’s left starts.');
  // The table after a miss: who dealt, not who leads.
  await expect(figure.locator('[data-roles="deals"]')).toHaveText('North deals');
  await expect(figure.locator('[data-roles~="leads"]')).toHaveCount(0);
  await ex.getByRole('button', { name: 'West' }).click();
  await expect(ex.getByRole('status')).toHaveText(
    'Two tries: here is the solution. No, not West. The answer: East. North dealt, so the player on the dealer’s left leads the first trick: East.',
  );
  // Below it: where it comes again.
  await expect(page.locator('#fresh-note-deal-first-lead').getByRole('link')).toHaveText('A fresh one of these waits for you at the end of the lesson.');
  await expect(page.locator('#fresh-note-deal-next-player')).toBeHidden();
  await expect(figure.locator('[data-roles="leads"]')).toHaveText('East leads');
  await expect(ex.getByRole('button', { name: 'East' })).toHaveClass(/is-right/);
  await expect(ex.locator('.stars')).toHaveAttribute('data-stars', '0');

  // The end of the lesson: the missed exercise again, with another dealer; the others stay away.
  const again = page.getByRole('region', { name: 'Once more, with a fresh position' });
  await expect(again).toBeVisible();
  await expect(page.locator('#again-deal-first-lead')).toBeVisible();
  await expect(page.locator('#again-deal-next-player')).toBeHidden();
  const fresh = await exercise(page, 'deal-first-lead-again');
  await expect(fresh).toContainText('West dealt.');
  await fits(page);
  await axeClean(page);
  await fresh.getByRole('button', { name: 'North' }).click();
  await expect(fresh.getByRole('status')).toContainText('Right! West dealt, so the player on the dealer’s left leads the first trick: North.');
  // Its stars count for the exercise it stands for, at most two.
  await expect(ex.locator('.stars')).toHaveAttribute('data-stars', '2');
  await expect(page.getByText('1 of 3 exercises solved')).toBeVisible();

  await page.setViewportSize(DESKTOP);
  await fits(page);
  await ex.scrollIntoViewIfNeeded();
  const wide = (await figure.boundingBox())!;
  expect(wide.width).toBeLessThanOrEqual(DESKTOP.width);
  // Reset the lesson: the fresh positions go away again.
  await page.getByRole('button', { name: 'Reset this lesson' }).click();
  await expect(again).toBeHidden();
  await expect(page.locator('#fresh-note-deal-first-lead')).toBeHidden();
  expect(errors).toEqual([]);
});

test('the question names the seat; before the first deal: say gesund (a Vorbehalt is a miss), then who leads', async ({ page }) => {
  const errors = watchErrors(page);
  await page.setViewportSize(PHONE);
  await page.goto('/learn/re-and-kontra/');
  const call = await exercise(page, 'call-re-in-time');
  await expect(call).toContainText('West’s hand now (11 cards)');
  await expect(call).not.toContainText('Your hand');

  await page.goto('/learn/winning-and-scoring/');
  const ex = await exercise(page, 'reserve-gesund-first');
  // A Vorbehalt is a miss here, not a way into declarations the quick start has not taught.
  await ex.getByRole('button', { name: 'Vorbehalt' }).click();
  await expect(ex.getByRole('status')).toHaveText('Not Vorbehalt: it asks for a special game, and this is an ordinary hand. Try again: a hint is open below.');
  await expect(ex.getByRole('list', { name: 'Hints' })).toContainText('“Gesund” means');
  await expect(ex.getByRole('button', { name: 'Hochzeit' })).toHaveCount(0);
  await ex.getByRole('button', { name: 'Gesund' }).click();
  await expect(ex.locator('.l5-contract')).toHaveText('Normal game');
  await ex.getByRole('button', { name: 'You', exact: true }).click();
  await expect(ex.getByRole('status')).toContainText('Right! The player left of the dealer leads: You.');
  await expect(ex.locator('.stars')).toHaveAttribute('data-stars', '2');
  await fits(page);
  await axeClean(page);
  expect(errors).toEqual([]);
});
