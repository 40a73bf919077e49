import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { exercise, hydrateAll, island, watchErrors } from './helpers.ts';

const LESSONS = ['re-and-kontra', 'reservations', 'marriage', 'poverty', 'solos', 'announcements'];
const seat = (ex: Locator, n: number) => ex.locator(`fieldset[data-seat="${n}"]`);

for (const width of [375, 1280]) {
  test.describe(`lessons 5–10 at ${width}px`, () => {
    test.use({ viewport: { width, height: 800 } });
    for (const slug of LESSONS) {
      test(`${slug} loads cleanly, passes axe, does not scroll sideways`, async ({ page }) => {
        const errors = watchErrors(page);
        const res = await page.goto(`/learn/${slug}/`);
        expect(res?.status()).toBe(200);
        await hydrateAll(page);
        await expect(page.locator('h1')).toHaveCount(1);
        await expect(page.locator('.exercise').first()).toBeVisible();
        const axe = await new AxeBuilder({ page }).analyze();
        expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, 'no horizontal scrolling').toBeLessThanOrEqual(0);
        expect(errors).toEqual([]);
      });
    }
  });
}

test('dark theme passes axe on the announcements lesson', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/learn/announcements/');
  await hydrateAll(page);
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);
});

test.describe('who-is-Re drill', () => {
  test('by mouse: an incomplete check, a wrong mark explained, then right with 2 stars', async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto('/learn/re-and-kontra/');
    const ex = await exercise(page, 'who-re-said');
    await seat(ex, 0).getByText('Kontra').click();
    await ex.getByRole('button', { name: 'Check' }).click();
    await expect(ex.getByRole('status')).toHaveText('Mark all four players first.');
    await seat(ex, 1).getByText('Re', { exact: true }).click();
    await seat(ex, 2).getByText('Re', { exact: true }).click();
    await seat(ex, 3).getByText('Unknown').click();
    await ex.getByRole('button', { name: 'Check' }).click();
    await expect(ex.getByRole('status')).toContainText('Not quite: 3 of 4 marked correctly.');
    await expect(ex.getByRole('status')).toContainText('David (you): you marked “Unknown”. You hold no ♣Q, so you are Kontra.');
    await expect(seat(ex, 3)).toHaveClass(/is-wrong/);
    await seat(ex, 3).getByText('Kontra').click();
    await ex.getByRole('button', { name: 'Check' }).click();
    await expect(ex.getByRole('status')).toContainText('Right!');
    await expect(ex.getByRole('status')).toContainText('Ben announced “Re”');
    await expect(ex.locator('.stars')).toHaveAttribute('data-stars', '2');
    await expect(page.getByTestId('lesson-progress')).toHaveText('1 of 3 exercises solved');
    expect(errors).toEqual([]);
  });

  test('by keyboard: radio groups with arrows and space, Check with Enter: 3 stars; lesson reset clears it', async ({ page }) => {
    await page.goto('/learn/re-and-kontra/');
    const ex = await exercise(page, 'who-secret');
    // Anna: Unknown; Ben (you): Re; Clara: Unknown; David: Unknown.
    const pick = async (n: number, steps: number) => {
      await seat(ex, n).getByRole('radio').first().focus();
      await page.keyboard.press('Space');
      for (let i = 0; i < steps; i++) await page.keyboard.press('ArrowDown');
    };
    await pick(0, 2);
    await pick(1, 0);
    await pick(2, 2);
    await pick(3, 2);
    await expect(seat(ex, 1).getByRole('radio', { name: 'Re' })).toBeChecked();
    await expect(seat(ex, 3).getByRole('radio', { name: 'Unknown' })).toBeChecked();
    await ex.getByRole('button', { name: 'Check' }).focus();
    await page.keyboard.press('Enter');
    await expect(ex.getByRole('status')).toContainText('Right!');
    await expect(ex.locator('.stars')).toHaveAttribute('data-stars', '3');
    await page.getByRole('button', { name: 'Reset this lesson' }).click();
    await expect(ex.locator('.stars')).toHaveAttribute('data-stars', '0');
    await expect(seat(ex, 1).getByRole('radio', { name: 'Re' })).not.toBeChecked();
  });

  test('a marriage position is graded by the contract', async ({ page }) => {
    await page.goto('/learn/marriage/');
    const ex = await exercise(page, 'who-marriage-partner');
    for (const [n, mark] of [[0, 'Re'], [1, 'Kontra'], [2, 'Re'], [3, 'Kontra']] as const) await seat(ex, n).getByText(mark, { exact: true }).click();
    await ex.getByRole('button', { name: 'Check' }).click();
    await expect(ex.getByRole('status')).toContainText('Anna won trick 1, the Klärungsstich');
  });
});

test.describe('reservation round', () => {
  test('by mouse: Vorbehalt, Hochzeit; the Lustsolo wins; a wrong lead, then the right one', async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto('/learn/reservations/');
    const ex = await exercise(page, 'reserve-lustsolo-vs-marriage');
    await expect(ex.locator('[data-phase]')).toHaveAttribute('data-phase', 'reservation');
    await ex.getByRole('button', { name: 'Vorbehalt' }).click();
    await ex.getByRole('button', { name: 'Hochzeit' }).click();
    await expect(ex.locator('[data-state]').first()).toHaveAttribute('data-state', 'predicting');
    await expect(ex.locator('.l5-ranking')).toContainText('Ben: Lustsolo: Jacks solo (Bubensolo)');
    await ex.getByRole('button', { name: 'Ben' }).click();
    await expect(ex.getByRole('status')).toHaveText('No, Ben does not lead.');
    await ex.getByRole('button', { name: 'Anna' }).click();
    await expect(ex.getByRole('status')).toContainText('The player left of the dealer leads: Anna.');
    await expect(ex.locator('.stars')).toHaveAttribute('data-stars', '2');
    expect(errors).toEqual([]);
  });

  test('an ineligible declaration is refused with the engine’s reason; a Pflichtsolo wins', async ({ page }) => {
    await page.goto('/learn/reservations/');
    const ex = await exercise(page, 'reserve-pflichtsolo-leads');
    await ex.getByRole('button', { name: 'Vorbehalt' }).click();
    await ex.getByRole('button', { name: 'Hochzeit' }).click();
    await expect(ex.getByRole('status')).toHaveText('Not allowed: a marriage needs both queens of clubs.');
    await ex.getByLabel('Solo').selectOption('aces');
    await ex.getByRole('button', { name: 'Pflichtsolo' }).click();
    await expect(ex.locator('.l5-ranking li').first()).toContainText('Anna (you): Pflichtsolo: Aces solo');
    await ex.getByRole('button', { name: 'Anna (you)' }).click();
    await expect(ex.getByRole('status')).toContainText('In a Pflichtsolo the soloist leads: Anna.');
  });

  test('by keyboard: Armut, three cards picked with arrows and Enter, Clara takes them', async ({ page }) => {
    await page.goto('/learn/poverty/');
    const ex = await exercise(page, 'reserve-poverty');
    await ex.getByRole('button', { name: 'Vorbehalt' }).focus();
    await page.keyboard.press('Enter');
    await ex.getByRole('button', { name: 'Armut' }).focus();
    await page.keyboard.press('Enter');
    const toolbar = ex.getByRole('toolbar', { name: 'Your hand: pick three cards' });
    await expect(toolbar).toBeVisible();
    // The hand is sorted: the two trumps (♥J, ♦A) come first. Pick them and the last card.
    await toolbar.getByRole('button').first().focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await expect(ex.getByText('3 of 3 cards picked')).toBeVisible();
    await ex.getByRole('button', { name: 'Pass these three cards' }).focus();
    await page.keyboard.press('Enter');
    await expect(ex.locator('.l5-result')).toContainText('Armut (poverty): Anna + Clara');
    await ex.getByRole('button', { name: 'Anna (you)' }).focus();
    await page.keyboard.press('Enter');
    await expect(ex.getByRole('status')).toContainText('Right!');
    await expect(ex.locator('.stars')).toHaveAttribute('data-stars', '3');
  });

  test('keeping a trump back is refused; nobody takes it: redeal', async ({ page }) => {
    await page.goto('/learn/poverty/');
    const ex = await exercise(page, 'reserve-poverty-redeal');
    await ex.getByRole('button', { name: 'Vorbehalt' }).click();
    await ex.getByRole('button', { name: 'Armut' }).click();
    const cards = ex.getByRole('toolbar').getByRole('button');
    for (const i of [2, 3, 4]) await cards.nth(i).click();
    await ex.getByRole('button', { name: 'Pass these three cards' }).click();
    await expect(ex.getByRole('status')).toHaveText('Not allowed: all your trumps must be among the three cards you pass.');
    for (const i of [0, 1, 2]) await cards.nth(i).click();
    await ex.getByRole('button', { name: 'Pass these three cards' }).click();
    await expect(ex.locator('.l5-result')).toContainText('the same dealer deals again');
    await ex.getByRole('button', { name: 'Nobody: redeal' }).click();
    await expect(ex.getByRole('status')).toContainText('Right!');
  });
});

test.describe('announcements', () => {
  test('drill by mouse: keine 90 refused with the engine’s reason, then Kontra', async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto('/learn/announcements/');
    const ex = await exercise(page, 'announce-reply');
    await ex.getByRole('button', { name: 'keine 90' }).click();
    await expect(ex.getByRole('status')).toHaveText(
      'Not allowed: “keine 90”: "keine 90" is not allowed: the party\'s Re/Kontra was a late reply, which allows no Absage.',
    );
    await ex.getByRole('button', { name: 'Kontra', exact: true }).click();
    await expect(ex.getByRole('status')).toHaveText('Done: that is the only call you may make.');
    await expect(ex.locator('.stars')).toHaveAttribute('data-stars', '2');
    expect(errors).toEqual([]);
  });

  test('drill by keyboard: Tab between calls, Enter to pick', async ({ page }) => {
    await page.goto('/learn/announcements/');
    const ex = await exercise(page, 'announce-without-nines');
    const group = ex.getByRole('group', { name: 'Calls you may make now' });
    await group.getByRole('button').first().focus();
    await page.keyboard.press('Enter'); // Re: already said by Ben
    await expect(ex.getByRole('status')).toContainText('the party has already announced "Re"');
    await page.keyboard.press('Tab'); // Kontra
    for (const name of ['keine 90', 'keine 60', 'keine 30', 'schwarz']) {
      await page.keyboard.press('Tab');
      await expect(group.getByRole('button', { name })).toBeFocused();
      await page.keyboard.press('Enter');
    }
    await expect(ex.getByRole('status')).toHaveText('Done: you found all 4 calls you may make.');
    await expect(ex.locator('.stars')).toHaveAttribute('data-stars', '2');
  });

  test('timeline: deadlines move with the moment, the marriage and the deck', async ({ page }) => {
    await page.goto('/learn/announcements/');
    const w = await island(page, '.l5-timeline');
    const state = w.locator('.l5-timeline-state');
    await expect(w).toHaveAttribute('data-state', 'open');
    await expect(w.locator('tr[data-call="re"] .l5-last').first()).toHaveText('before your card 2 (11 in hand)');
    await w.getByLabel('Your party has said').selectOption('0');
    await expect(w.locator('tr[data-call="no90"] .l5-last').first()).toHaveText('before your card 3 (10 in hand)');
    await w.getByLabel('Cards you have played').fill('7');
    await expect(w).toHaveAttribute('data-state', 'closed');
    await expect(state).toHaveText('No call of your party is open any more.');
    await w.getByLabel('Marriage').focus();
    await w.getByLabel('Marriage').selectOption('open');
    await expect(w).toHaveAttribute('data-state', 'waiting');
    await expect(w.locator('.l5-now-list')).toContainText('no announcement before the marriage is clarified (Klärungsstich)');
    await w.getByLabel('Marriage').selectOption('3');
    await w.getByLabel('Cards you have played').fill('3');
    await expect(w).toHaveAttribute('data-state', 'open');
    await expect(state).toContainText('Marriage shift: every deadline is 2 cards later.');
    await w.getByLabel('Cards', { exact: true }).selectOption('40');
    await w.getByLabel('Marriage').selectOption('none');
    await w.getByLabel('Your party has said').selectOption('-1');
    await w.getByLabel('Cards you have played').fill('0');
    await expect(w.locator('tr[data-call="re"] .l5-last').nth(1)).toHaveText('before your card 2 (9 in hand)');
  });
});

test('?exercise= links to a lesson 5–10 exercise', async ({ page }: { page: Page }) => {
  await page.goto('/learn/?exercise=announce-early');
  await expect(page).toHaveURL(/\/learn\/announcements\/\?exercise=announce-early/);
  await expect(page.locator('#exercise-announce-early')).toHaveClass(/is-linked/);
});
