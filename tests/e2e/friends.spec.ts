import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { watchErrors } from './helpers.ts';

// playwright.config.ts starts the table server on this port (computers pause 150 ms per action).
const SERVER = `ws://127.0.0.1:${process.env.E2E_TABLE_PORT}`;

/** A person in his own browser (own storage), pointed at the test's table server. */
async function person(browser: Browser, server = SERVER): Promise<Page> {
  const context = await browser.newContext();
  await context.addInitScript((url) => {
    if (!sessionStorage.getItem('e2e-server-set')) {
      localStorage.setItem('doko:friends:server:v1', url);
      sessionStorage.setItem('e2e-server-set', '1');
    }
  }, server);
  return context.newPage();
}

async function openDuel(anna: Page): Promise<string> {
  await anna.goto('/friends/');
  await anna.getByLabel('Your name at the table').fill('Anna');
  await anna.getByRole('radio', { name: /^Duel/ }).check();
  await anna.getByRole('button', { name: 'Open the table' }).click();
  await expect(anna.getByTestId('lobby')).toBeVisible();
  await expect(anna.getByTestId('seat-list').locator('li[data-seat="0"]')).toContainText('Anna');
  return anna.getByTestId('invite-link').inputValue();
}

async function joinByLink(ben: Page, link: string): Promise<void> {
  await ben.goto(link);
  await expect(ben.getByTestId('join-form')).toBeVisible();
  await ben.getByLabel('Your name at the table').fill('Ben');
  await ben.getByRole('button', { name: 'Take a seat' }).click();
  await expect(ben.getByTestId('deal-screen')).toBeVisible();
}

const hand = (page: Page) => page.locator('.table-hand button.hand-card');

/** If it is this person's turn, choose as a cautious player would (gesund, first legal card) and wait for the server's answer. */
async function actIfAsked(page: Page): Promise<boolean> {
  const screen = page.getByTestId('deal-screen');
  if (!(await screen.isVisible()) || (await page.getByTestId('deal-end').isVisible())) return false;
  const seq = await screen.getAttribute('data-seq');
  const healthy = page.getByRole('button', { name: 'Gesund (no reservation)' });
  const declaration = page.getByRole('group', { name: 'Name your reservation' }).getByRole('button').first();
  const card = page.locator('.table-hand button.hand-card:not([aria-disabled="true"])').first();
  if (await healthy.isVisible()) await healthy.click();
  else if (await declaration.isVisible()) await declaration.click();
  else if ((await page.getByTestId('to-move').textContent()) === 'Your turn' && (await card.count()) > 0) await card.click();
  else return false;
  // The answer: a newer view, or (after the deal's last card) the end of the deal.
  await expect(page.locator(`[data-testid="deal-end"], [data-testid="deal-screen"]:not([data-seq="${seq}"])`).first()).toBeVisible({ timeout: 15_000 });
  return true;
}

async function playUntil(people: Page[], done: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 400 && !(await done()); i++) {
    let acted = false;
    for (const p of people) acted = (await actIfAsked(p)) || acted;
    if (!acted) await people[0].waitForTimeout(50);
  }
  expect(await done()).toBe(true);
}

const dealOver = (people: Page[]) => async () => (await Promise.all(people.map((p) => p.getByTestId('deal-end').isVisible()))).every(Boolean);

async function expectNoAxeViolations(page: Page) {
  const r = await new AxeBuilder({ page }).analyze();
  expect(r.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
}

test.describe('playing with friends', () => {
  test.setTimeout(240_000);

  test('a duel in two browsers: open, join by the link, play the deal to the end, both see the same score sheet', async ({ browser }) => {
    const anna = await person(browser);
    const ben = await person(browser);
    const errors = [...watchErrors(anna), ...watchErrors(ben)];
    const link = await openDuel(anna);
    expect(link).toMatch(/\/friends\/\?table=[A-Za-z0-9_-]{22}$/);
    await expectNoAxeViolations(anna);
    await joinByLink(ben, link);
    await expect(anna.getByTestId('deal-screen')).toBeVisible();
    // Opposite each other, two computers between them; each sees himself as "You".
    await expect(anna.getByTestId('seat-list').locator('li[data-seat="2"]')).toContainText('Ben');
    await expect(ben.getByTestId('seat-list').locator('li[data-seat="0"]')).toContainText('Anna');
    await expect(ben.getByTestId('seat-list').locator('li[data-seat="2"]')).toContainText('You');
    await expect(anna.getByTestId('seat-list').locator('li[data-kind="computer"]')).toHaveCount(2);
    await expect(hand(anna)).toHaveCount(12);
    await expectNoAxeViolations(ben);

    await playUntil([anna, ben], dealOver([anna, ben]));
    // The same end of the deal and the same accounts in both browsers.
    await expect(anna.getByTestId('accounts').locator('[data-testid="account-row"]')).toHaveCount(1);
    await expect(ben.getByTestId('accounts').locator('[data-testid="account-row"]')).toHaveCount(1);
    const scores = async (p: Page) => p.getByTestId('deal-scores').locator('li').evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-score'))));
    if (await anna.getByTestId('deal-scores').isVisible()) {
      expect(await scores(anna)).toEqual(await scores(ben));
      expect((await scores(anna)).reduce((a, b) => a + b, 0)).toBe(0);
    }
    const totals = async (p: Page) => Promise.all([0, 1, 2, 3].map((s) => p.getByTestId(`total-${s}`).innerText()));
    expect(await totals(anna)).toEqual(await totals(ben));
    await expectNoAxeViolations(anna);
    // Both ask for the next deal; it starts.
    await anna.getByRole('button', { name: 'Next deal' }).click();
    await expect(anna.getByText('Waiting for Ben to start the next deal.')).toBeVisible();
    await ben.getByRole('button', { name: 'Next deal' }).click();
    await expect(anna.getByTestId('deal-end')).toBeHidden();
    await expect(hand(anna)).toHaveCount(12);
    // Every message from the server was understood (no "cannot read" notice).
    await expect(anna.getByTestId('friends-notice')).toHaveCount(0);
    await expect(ben.getByTestId('friends-notice')).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('a reload mid-deal keeps the seat and the hand', async ({ browser }) => {
    const anna = await person(browser);
    const ben = await person(browser);
    await joinByLink(ben, await openDuel(anna));
    // Play until Ben has played two cards (a deal that ends early, say thrown in, is followed by the next).
    const midDeal = async () => (await hand(ben).count()) <= 10 && !(await dealOver([anna, ben])());
    for (let deal = 0; deal < 5 && !(await midDeal()); deal++) {
      await playUntil([anna, ben], async () => (await midDeal()) || (await dealOver([anna, ben])()));
      if (await dealOver([anna, ben])()) {
        await anna.getByRole('button', { name: 'Next deal' }).click();
        await ben.getByRole('button', { name: 'Next deal' }).click();
        await expect(ben.getByTestId('deal-end')).toBeHidden();
      }
    }
    expect(await midDeal()).toBe(true);
    const before = await hand(ben).allInnerTexts();
    await ben.reload();
    await expect(ben.getByTestId('deal-screen')).toBeVisible();
    expect(await hand(ben).allInnerTexts()).toEqual(before);
    await expect(ben.getByTestId('seat-list').locator('li[data-seat="2"]')).toContainText('You');
    await expect(anna.getByTestId('seat-list').locator('li[data-seat="2"]')).toContainText('Ben');
    await expect(anna.getByTestId('seat-list').locator('li[data-seat="2"]')).not.toContainText('connection lost');
    await playUntil([anna, ben], dealOver([anna, ben]));
  });

  test('without a reachable server the page says so, and finds one at a new address', async ({ browser }) => {
    const page = await person(browser, 'ws://127.0.0.1:9');
    await page.goto('/friends/');
    await expect(page.getByTestId('offline')).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('No table server answered at ws://127.0.0.1:9');
    await expectNoAxeViolations(page);
    await page.getByLabel('Table server address').fill('not a server');
    await page.getByRole('button', { name: 'Connect' }).click();
    await expect(page.getByText('“not a server” is not a server address')).toBeVisible();
    await page.getByLabel('Table server address').fill(SERVER);
    await page.getByRole('button', { name: 'Connect' }).click();
    await expect(page.getByTestId('open-table')).toBeVisible();
    await expect(page.getByTestId('open-tables')).toBeVisible();
    // On a phone nothing is wider than the screen.
    await page.setViewportSize({ width: 375, height: 812 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, 'no horizontal scrolling').toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
  });
});
