import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { watchErrors } from './helpers.ts';

// playwright.config.ts starts the table server on this port (computers pause 20 ms per action).
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
  await expect(ben.getByTestId('board')).toBeVisible();
}

const hand = (page: Page) => page.locator('.table-hand button.hand-card');

/** What a person sees that tells him whether to act: read in one go (one round trip instead of six). */
const glance = (page: Page) =>
  page.evaluate(() => {
    const shown = (sel: string) => !!document.querySelector(sel)?.checkVisibility();
    const buttons = (id: string) => [...document.querySelectorAll(`[data-testid="${id}"] button`)].filter((b) => b.checkVisibility());
    return {
      seq: document.querySelector('[data-testid="board"]')?.getAttribute('data-seq') ?? null,
      over: shown('[data-testid="deal-end"]'),
      healthy: buttons('reservation').some((b) => b.textContent?.startsWith('Gesund')),
      declare: buttons('declaration').some((b) => b.textContent === 'Declare'),
      card: document.querySelector('[data-testid="to-move"]')?.textContent === 'Your turn' && !!document.querySelector('.table-hand button.hand-card:not([aria-disabled="true"])'),
    };
  });

/**
 * This person plays as a cautious player would (gesund, his first legal card) whenever it is
 * his turn, until `done()` or the end of the deal. Each person plays in his own loop, all at
 * once, and waits for his turn instead of polling: a deal takes as long as the cards take.
 */
async function playAs(page: Page, done: () => Promise<boolean>): Promise<void> {
  const healthy = page.getByTestId('reservation').getByRole('button', { name: /^Gesund/ });
  const declaration = page.getByTestId('declaration').getByRole('button', { name: 'Declare' });
  const yourTurn = page.locator('[data-testid="to-move"]', { hasText: /^Your turn$/ });
  const card = page.locator('.table-hand button.hand-card:not([aria-disabled="true"])').first();
  for (let i = 0; i < 300 && !(await done()); i++) {
    // His turn or the end of the deal; a while without either, and `done()` is asked again
    // (another person's card may have made it true: then his turn never comes).
    const turn = await healthy.or(declaration).or(yourTurn).or(page.getByTestId('deal-end')).first().waitFor({ timeout: 1000 }).then(() => true, () => false);
    if (!turn) continue;
    const now = await glance(page);
    if (now.over) return;
    if (now.healthy) await healthy.click();
    else if (now.declare) await declaration.click();
    else if (now.card) await card.click();
    else continue;
    // The answer: a newer view, or (after the deal's last card) the end of the deal.
    await expect(page.locator(`[data-testid="deal-end"], [data-testid="board"]:not([data-seq="${now.seq}"])`).first()).toBeVisible();
  }
}

/** Everyone plays until `done()` (or the deal ends). */
async function playUntil(people: Page[], done: () => Promise<boolean>): Promise<void> {
  await Promise.all(people.map((p) => playAs(p, done)));
  expect(await done()).toBe(true);
}

const dealOver = (people: Page[]) => async () => (await Promise.all(people.map((p) => p.getByTestId('deal-end').isVisible()))).every(Boolean);

/** Press the accounts' download: the file's name and its lines (CRLF, as CSV has it). */
async function downloadAccounts(page: Page): Promise<{ name: string; lines: string[] }> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('accounts-download').click()]);
  return { name: download.suggestedFilename(), lines: (await readFile((await download.path())!, 'utf8')).split('\r\n') };
}

async function expectNoAxeViolations(page: Page) {
  const r = await new AxeBuilder({ page }).analyze();
  expect(r.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
}

test.describe('playing with friends', () => {
  test('a duel in two browsers: open, join by the link, play the deal to the end, both see the same score sheet', async ({ browser }) => {
    const anna = await person(browser);
    const ben = await person(browser);
    const errors = [...watchErrors(anna), ...watchErrors(ben)];
    const link = await openDuel(anna);
    expect(link).toMatch(/\/friends\/\?table=[A-Za-z0-9_-]{22}$/);
    await joinByLink(ben, link);
    await expect(anna.getByTestId('board')).toBeVisible();
    // Opposite each other, two computers between them; each sits at the bottom as "You".
    await expect(anna.getByTestId('seat-2')).toContainText('Ben');
    await expect(ben.getByTestId('seat-2')).toContainText('Anna');
    await expect(ben.getByTestId('seat-0')).toContainText('You');
    for (const seat of [1, 3]) await expect(anna.getByTestId(`seat-${seat}`)).toContainText('computer');
    await expect(hand(anna)).toHaveCount(12);
    await expectNoAxeViolations(ben);

    await playUntil([anna, ben], dealOver([anna, ben]));
    // The same end of the deal and the same accounts in both browsers.
    await expect(anna.getByTestId('accounts').locator('[data-testid="account-row"]')).toHaveCount(1);
    await expect(ben.getByTestId('accounts').locator('[data-testid="account-row"]')).toHaveCount(1);
    // Each sheet starts with its reader ("You"): Ben's seat is Anna's North, and the other way round.
    const scores = async (p: Page) => p.getByTestId('table-scores').locator('li').evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-score'))));
    if (await anna.getByTestId('table-scores').isVisible()) {
      const [a, b] = [await scores(anna), await scores(ben)];
      expect(a).toEqual([b[2], b[3], b[0], b[1]]);
      expect(a.reduce((x, y) => x + y, 0)).toBe(0);
      await expect(anna.getByTestId('result-line')).toBeVisible();
      await anna.getByTestId('review-button').click();
      await expect(anna.getByTestId('review')).toBeVisible();
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
    // The accounts as a file (kept, too, when a table ends after an error): the deal so far and the totals, columns as on screen.
    const { name, lines: csv } = await downloadAccounts(anna);
    expect(name).toMatch(/^doko-accounts-[A-Za-z0-9_-]{8}\.csv$/);
    expect(csv[0]).toMatch(/^\uFEFF"Deal","Game","Value","You: Anna","West: computer player","North: Ben","East: computer player"$/);
    expect(csv.slice(1, -1)).toHaveLength(2);
    expect(csv.at(-2)).toContain(`"${(await anna.getByTestId('total-0').innerText()).trim()}"`);
    // Every message from the server was understood (no "cannot read" notice).
    await expect(anna.getByTestId('friends-notice')).toHaveCount(0);
    await expect(ben.getByTestId('friends-notice')).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('a reload mid-deal keeps the seat and the hand', async ({ browser }) => {
    const anna = await person(browser);
    const ben = await person(browser);
    const link = await openDuel(anna);
    await expectNoAxeViolations(anna); // the lobby
    await joinByLink(ben, link);
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
    await expect(ben.getByTestId('board')).toBeVisible();
    expect(await hand(ben).allInnerTexts()).toEqual(before);
    await expect(ben.getByTestId('seat-2')).toContainText('Anna');
    await expect(anna.getByTestId('seat-2')).toContainText('Ben');
    await expect(anna.getByTestId('seat-2')).not.toContainText('connection lost');
    // The seat plays on: Ben's next card is taken (the rest of the deal is the first test's).
    await playUntil([anna, ben], async () => (await hand(ben).count()) < before.length || (await dealOver([anna, ben])()));
    expect(await hand(ben).count()).toBeLessThan(before.length);
  });

  test('the server stops mid-deal: both are told why, and the accounts so far stay downloadable', async ({ browser }) => {
    // A table server of this test's own, to be stopped as an operator stops one (SIGTERM).
    const port = Number(process.env.E2E_TABLE_PORT) + 100;
    const server = spawn(process.execPath, ['src/server/main.ts', '--port', String(port)], { env: { ...process.env, DOKO_BOT_DELAY_MS: '20' }, stdio: 'ignore' });
    try {
      await expect.poll(() => fetch(`http://127.0.0.1:${port}/__healthcheck`).then((r) => r.ok, () => false), { timeout: 60_000 }).toBe(true);
      const anna = await person(browser, `ws://127.0.0.1:${port}`);
      const ben = await person(browser, `ws://127.0.0.1:${port}`);
      await joinByLink(ben, await openDuel(anna));
      await expect(anna.getByTestId('accounts-download')).toBeVisible();
      await ben.getByTestId('accounts-download').scrollIntoViewIfNeeded(); // the page is scrolled down to the accounts when it ends
      server.kill('SIGTERM');
      for (const p of [anna, ben]) {
        await expect(p.getByTestId('friends-notice')).toHaveText('The table server was stopped (for an update or a restart): this table has ended.');
        await expect(p.getByTestId('table-screen')).toHaveCount(0);
      }
      await expect(ben.getByTestId('friends-notice')).toBeInViewport();
      await expect(ben.getByTestId('accounts-download')).toBeInViewport();
      // The table is gone from the server; the file is made from what the page last saw.
      const { lines } = await downloadAccounts(ben);
      expect(lines).toEqual(['\uFEFF"Deal","Game","Value","You: Ben","West: computer player","North: Anna","East: computer player"', '"Total","","","0 (€0.00)","0 (€0.00)","0 (€0.00)","0 (€0.00)"', '']);
      await expectNoAxeViolations(ben);
    } finally {
      server.kill('SIGKILL');
    }
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
