/**
 * Every lesson page at phone and desktop width, the learn map with progress and what comes
 * next, old links, the quick start's way to the first deal, and a tactics position.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator } from '@playwright/test';
import { exercise, hydrateAll, watchErrors } from './helpers.ts';

const card = (scope: Locator, id: string) => scope.locator(`button.hand-card:has([data-card="${id}"])`);

// Every lesson page is scanned (policy, errors, axe at 375 px, width at 375 and 1280 px) by every-page.spec.ts.

test('dark theme passes axe on a lesson with positions and a score sheet', async ({ page }) => {
  test.setTimeout(90_000);
  await page.emulateMedia({ colorScheme: 'dark' });
  for (const slug of ['finding-your-partner', 'solo-scoring']) {
    await page.goto(`/learn/${slug}/`);
    await hydrateAll(page);
    const axe = await new AxeBuilder({ page }).analyze();
    expect(
      axe.violations.map((v) => v.id),
      slug,
    ).toEqual([]);
  }
});

test.describe('the learn map', () => {
  test('starts with the quick start and shows no progress before it has read the stored stars', async ({ page }) => {
    const html = await (await page.request.get('/learn/')).text();
    expect(html).not.toContain('Not started');
    await page.goto('/learn/');
    const map = page.locator('.learn-map');
    await expect(page.getByTestId('map-next')).toHaveText('Start here: How a deal goes');
    await expect(map.getByRole('heading', { level: 2 }).first()).toHaveText('Quick start');
    await expect(page.getByTestId('status-how-a-deal-goes')).toHaveText('Not started · 3 exercises');
    await page.getByRole('navigation', { name: 'The groups of lessons' }).getByRole('link', { name: 'Announcements' }).click();
    await expect(page).toHaveURL(/#group-announcements$/);
  });

  test('progress from stored stars; the next lesson is the first one not done whose recommended lessons are done', async ({ page }) => {
    await page.addInitScript(() =>
      localStorage.setItem(
        'doko:progress:v1',
        JSON.stringify({ stars: { 'deal-first-lead': 3, 'deal-next-player': 2, 'deal-next-lead': 3, 'points-club-trick': 1 } }),
      ),
    );
    await page.goto('/learn/');
    await expect(page.getByTestId('status-how-a-deal-goes')).toHaveText('Done · 8 of 9 stars');
    await expect(page.getByTestId('status-cards-and-points')).toHaveText('1 of 2 solved');
    await expect(page.getByTestId('map-next')).toContainText('Continue with: Card points');
    await expect(page.locator('[data-lesson="cards-and-points"]')).toHaveClass(/is-next/);
    await expect(page.locator('[data-lesson="cards-and-points"] .map-after')).toContainText('How a deal goes ✓');
    // Nothing is locked: a lesson far along the path opens at once.
    await page.locator('[data-lesson="tournament-play"]').getByRole('link', { name: 'Tournament play' }).click();
    await expect(page).toHaveURL(/\/learn\/tournament-play\/$/);
  });

  test('an exercise link finds its lesson, also from an old lesson URL; an unknown one says so', async ({ page }) => {
    await page.goto('/learn/?exercise=announce-early');
    await expect(page).toHaveURL(/\/learn\/absage-jumps\/\?exercise=announce-early/);
    await expect(page.locator('#exercise-announce-early')).toHaveClass(/is-linked/);
    // A bookmark from the first edition: the sorting exercise lived in the trumps lesson.
    await page.goto('/learn/trumps-and-plain-suits/?exercise=sort-short-hand');
    await expect(page).toHaveURL(/\/learn\/sorting-a-hand\/\?exercise=sort-short-hand/);
    await expect(page.locator('#exercise-sort-short-hand')).toHaveClass(/is-linked/);
    await page.goto('/learn/?exercise=no-such-thing');
    await expect(page.getByRole('alert')).toContainText('There is no exercise “no-such-thing” any more');
  });
});

test('the quick start ends at the guided first deal, and after it the learn map and the last lesson go on to the same lesson', async ({ page }) => {
  // Every quick-start exercise solved: as the learner leaves the last lesson.
  const quickStart = [
    'deal-first-lead',
    'deal-next-player',
    'deal-next-lead',
    'points-club-trick',
    'points-doppelkopf',
    'select-trumps',
    'trump-order',
    'follow-hearts-led',
    'follow-trump-led',
    'winner-trumped',
    'winner-equal-cards',
    'who-queen-falls',
    'call-re-in-time',
    'score-kontra-wins-quietly',
    'reserve-gesund-first',
  ];
  const store = (firstDeal: boolean) => JSON.stringify({ stars: Object.fromEntries(quickStart.map((id) => [id, 3])), ...(firstDeal ? { firstDeal } : {}) });
  await page.goto('/learn/');
  await page.evaluate((v) => localStorage.setItem('doko:progress:v1', v), store(false));
  await page.reload();
  await expect(page.getByTestId('map-next')).toHaveText('Continue with: Play your first deal');
  await expect(page.getByTestId('map-next').getByRole('link')).toHaveAttribute('href', '/play/first-deal/');
  await expect(page.locator('[data-lesson="first-deal"]')).toHaveClass(/is-next/);
  await expect(page.getByTestId('status-first-deal')).toHaveText('Not played yet');
  await page.goto('/learn/winning-and-scoring/');
  const next = page.getByRole('navigation', { name: 'Lessons' }).getByTestId('quick-start-next');
  await expect(page.locator('astro-island:has([data-testid="quick-start-next"])')).not.toHaveAttribute('ssr');
  await expect(next).toHaveAttribute('href', '/play/first-deal/');
  await expect(next).toHaveText(/Next lesson\s*Play your first deal/);
  await expect(page.getByRole('region', { name: 'Play your first deal' }).getByRole('link', { name: 'Play your first deal' })).toHaveAttribute(
    'href',
    '/play/first-deal/',
  );
  // The practice table records the guided deal when it ends (first-deal.spec.ts plays one).
  await page.evaluate((v) => localStorage.setItem('doko:progress:v1', v), store(true));
  await page.reload();
  await expect(next).toHaveAttribute('href', '/learn/sorting-a-hand/');
  await expect(next).toHaveText(/Next lesson\s*Sorting a hand/);
  await page.goto('/learn/');
  await expect(page.getByTestId('map-next')).toContainText('Continue with: Sorting a hand');
  await expect(page.getByTestId('status-first-deal')).toHaveText('Played');
});

test('a tactics position: an illegal card is refused with the reason, a weak one is explained with the simulation, the solution shows the evidence', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.goto('/learn/tactics-in-the-trick/');
  const ex = await exercise(page, 'save-the-fox');
  await expect(ex.locator('.l5-trick')).toContainText('East');
  await card(ex, 'HA').click();
  await expect(ex.getByRole('status')).toHaveText(
    'The ace of hearts? Not allowed: trump was led, so you must play a trump. You hold the ace of diamonds, the king of diamonds and the nine of diamonds. Try again: a hint is open below.',
  );
  await card(ex, 'D9').click();
  // The second miss: the simulation's numbers for the card played, then the solution and the evidence.
  await expect(ex.getByRole('status')).toHaveText(
    'Two tries: here is the solution. The nine of diamonds? Not the best card here: in 300 deals played out from here, your party took 120 card points on average after it, and 127.1 after the best card. The best card: the ace of diamonds.',
  );
  await expect(ex.locator('.rule-of-thumb')).toContainText('Save the fox');
  await expect(ex.locator('.play-evidence tr.is-best')).toContainText('ace of diamonds');
  await expect(ex.getByRole('link', { name: 'More positions like this: the lead quiz' })).toHaveAttribute('href', '/quiz/lead/');
  await expect(ex.locator('.stars')).toHaveAttribute('data-stars', '0');
  await ex.getByRole('button', { name: 'Start over' }).click();
  await expect(ex.locator('.play-evidence')).toHaveCount(0);
  await card(ex, 'DA').click();
  await expect(ex.getByRole('status')).toContainText('Right: the ace of diamonds.');
  await expect(ex.locator('.stars')).toHaveAttribute('data-stars', '3');
  expect(errors).toEqual([]);
});

test('a yes-or-no question by keyboard', async ({ page }) => {
  await page.goto('/learn/withdrawing-and-throwing-in/');
  const ex = await exercise(page, 'withdraw-after-next');
  await ex.getByRole('button', { name: 'Yes' }).focus();
  await page.keyboard.press('Enter');
  await expect(ex.getByRole('status')).toHaveText('Not “Yes”. Try again: a hint is open below.');
  await page.keyboard.press('Tab');
  await expect(ex.getByRole('button', { name: 'No', exact: true })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(ex.getByRole('status')).toContainText('Right!');
});
