import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { watchErrors } from './helpers.ts';

// playwright.config.ts starts the table server on this port (computers pause 20 ms per action).
const SERVER = `ws://127.0.0.1:${process.env.E2E_TABLE_PORT}`;

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 812 };

/** A person in his own browser (own storage, a screen of `viewport`, a browser language), pointed at the test's table server. */
async function person(browser: Browser, viewport = DESKTOP, server = SERVER, locale = 'en-GB'): Promise<Page> {
  const context = await browser.newContext({ viewport, locale });
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

/**
 * Arrive by the invitation link: the table's facts come before "Take a seat", which is on the
 * screen without scrolling.
 */
async function openInvitation(ben: Page, link: string): Promise<void> {
  await ben.goto(link);
  const facts = ben.getByTestId('table-facts');
  await expect(facts).toBeVisible();
  const seat = ben.getByRole('button', { name: 'Take a seat' });
  await expect(seat).toBeInViewport({ ratio: 1 });
  expect((await facts.boundingBox())!.y).toBeLessThan((await seat.boundingBox())!.y);
}

async function takeSeat(ben: Page, name = 'Ben'): Promise<void> {
  await ben.getByLabel('Your name at the table').fill(name);
  await ben.getByRole('button', { name: 'Take a seat' }).click();
  await expect(ben.getByTestId('board')).toBeVisible();
}

/** The duel's invitation says what the table is: host, mode, stake, limit, house rules, who sits there. */
async function expectDuelFacts(page: Page): Promise<void> {
  const facts = page.getByTestId('table-facts');
  for (const text of [
    'Opened by',
    'Anna',
    'Duel: 4 rounds at a fixed stake',
    '€0.10 per point',
    'Limit',
    'none: the session ends after 16 deals',
    'DDV tournament rules, no house rules',
    '1 of 2 people',
  ]) {
    await expect(facts).toContainText(text);
  }
}

/**
 * At the table: the text of each part that does not fit its box (the table's title and stake,
 * the seats' names, one's own line, the deal's bar), how far the page is wider than the
 * screen, and where the hand ends.
 */
const tableLayout = (page: Page) =>
  page.evaluate(() => {
    const parts = [...document.querySelectorAll('.table-head h2, .table-stake, .pt-seat-name, .pt-who, .pt-south, .pt-bar p')];
    return {
      cut: parts.filter((e) => e.checkVisibility() && e.scrollWidth > e.clientWidth + 1).map((e) => e.textContent),
      overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      handBottom: document.querySelector('.pt-hand')?.getBoundingClientRect().bottom ?? 0,
    };
  });

/** Each person's points in the accounts' total row, by seat. */
const totalPoints = async (page: Page, seat: number) =>
  Number((await page.getByTestId(`total-${seat}`).innerText()).match(/^[+\-\u2212]?\d+/)![0].replace('\u2212', '-'));

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
      card:
        document.querySelector('[data-testid="to-move"]')?.textContent === 'Your turn' &&
        !!document.querySelector('.table-hand button.hand-card:not([aria-disabled="true"])'),
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
    const turn = await healthy
      .or(declaration)
      .or(yourTurn)
      .or(page.getByTestId('deal-end'))
      .first()
      .waitFor({ timeout: 1000 })
      .then(
        () => true,
        () => false,
      );
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
  test('a duel in two browsers, on a computer and a phone: the invitation, the table, the end of the deal and the accounts', async ({ browser }) => {
    const anna = await person(browser, DESKTOP);
    const ben = await person(browser, PHONE);
    const errors = [...watchErrors(anna), ...watchErrors(ben)];
    const link = await openDuel(anna);
    expect(link).toMatch(/\/friends\/\?table=[A-Za-z0-9_-]{22}$/);
    // The invitation on a phone: what the table is, before taking a seat.
    await openInvitation(ben, link);
    await expectDuelFacts(ben);
    await expectNoAxeViolations(ben);
    await takeSeat(ben, 'Bert Bartholomäus');
    await expect(anna.getByTestId('board')).toBeVisible();
    // Opposite each other, two computers between them; each sits at the bottom as "You".
    await expect(anna.getByTestId('seat-2')).toContainText('Bert Bartholomäus');
    await expect(ben.getByTestId('seat-2')).toContainText('Anna');
    await expect(ben.getByTestId('seat-0')).toContainText('You');
    for (const seat of [1, 3]) await expect(anna.getByTestId(`seat-${seat}`)).toContainText('computer');
    await expect(hand(anna)).toHaveCount(12);
    // Now the duel is full: its invitation says so instead of asking for a name.
    const late = await anna.context().newPage();
    await late.goto(link);
    await expect(late.getByTestId('join-closed')).toHaveText('The table is full.');
    await expect(late.getByRole('button', { name: 'Take a seat' })).toHaveCount(0);
    await late.close();

    // Mid-deal, on both screens: the stake is on show; on the phone nothing is cut off or wider than
    // the screen, and the whole hand is on it.
    const midDeal = async () => (await hand(ben).count()) <= 9 || (await dealOver([anna, ben])());
    await playUntil([anna, ben], midDeal);
    for (const page of [anna, ben]) await expect(page.getByTestId('table-stake')).toHaveText('Stake: €0.10 per point');
    await expect(ben.getByTestId('table-stake')).toBeInViewport();
    await expect(ben.getByRole('heading', { name: 'Duel: 4 rounds at a fixed stake' })).toBeInViewport();
    const phone = await tableLayout(ben);
    expect(phone.cut, 'cut off on the phone').toEqual([]);
    expect(phone.overflow, 'wider than the phone').toBeLessThanOrEqual(0);
    expect(phone.handBottom, 'the hand on the phone’s screen').toBeLessThanOrEqual(PHONE.height);

    await playUntil([anna, ben], dealOver([anna, ben]));
    // On the computer the end of the deal is in view at once: how it ended in the table's words,
    // the score sheet right under the board (no empty hand before it).
    await expect(anna.getByTestId('deal-end')).toBeInViewport({ ratio: 1 });
    // The same end of the deal and the same accounts in both browsers.
    await expect(anna.getByTestId('accounts').locator('[data-testid="account-row"]')).toHaveCount(1);
    await expect(ben.getByTestId('accounts').locator('[data-testid="account-row"]')).toHaveCount(1);
    // Each sheet starts with its reader ("You"): Ben's seat is Anna's North, and the other way round.
    const scores = async (p: Page) =>
      p
        .getByTestId('table-scores')
        .locator('li')
        .evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-score'))));
    if (await anna.getByTestId('table-scores').isVisible()) {
      const [a, b] = [await scores(anna), await scores(ben)];
      expect(a).toEqual([b[2], b[3], b[0], b[1]]);
      expect(a.reduce((x, y) => x + y, 0)).toBe(0);
      await expect(anna.getByTestId('result-line')).toBeInViewport({ ratio: 1 });
      await expect(anna.getByTestId('result-line')).toContainText(/In money: [+\u2212]?\u2060?€\d+\.\d\d\./);
      await expect(anna.getByRole('heading', { name: 'The deal is over' })).toBeInViewport({ ratio: 1 });
      const gap = await anna.evaluate(() => {
        const above = ['.pt-south', '.pt-controls'].map((sel) => document.querySelector(sel)!.getBoundingClientRect().bottom);
        return document.querySelector('[data-testid="deal-review"]')!.getBoundingClientRect().top - Math.max(...above);
      });
      expect(gap, 'the space between the board and the score sheet').toBeLessThan(24);
      await anna.getByTestId('review-button').click();
      await expect(anna.getByTestId('review')).toBeVisible();
    }
    const totals = async (p: Page) => Promise.all([0, 1, 2, 3].map((s) => p.getByTestId(`total-${s}`).innerText()));
    expect(await totals(anna)).toEqual(await totals(ben));
    // The accounts fit the phone, and in the duel they say who owes whom between the two people:
    // half the difference of their balances (the computers' result is shared).
    expect(
      await ben
        .getByTestId('accounts')
        .locator('.table-wrap')
        .evaluate((e) => e.scrollWidth - e.clientWidth),
    ).toBeLessThanOrEqual(0);
    const half = ((await totalPoints(anna, 0)) - (await totalPoints(anna, 2))) / 2;
    const owed = (n: number) => `€${((Math.abs(n) * 10) / 100).toFixed(2)} (${Math.abs(n)} ${Math.abs(n) === 1 ? 'point' : 'points'})`;
    const [annaSays, benSays] =
      half === 0
        ? ['You and Bert Bartholomäus are even.', 'You and Anna are even.']
        : half > 0
          ? [`Bert Bartholomäus owes you ${owed(half)}.`, `You owe Anna ${owed(half)}.`]
          : [`You owe Bert Bartholomäus ${owed(half)}.`, `Anna owes you ${owed(half)}.`];
    await expect(anna.getByTestId('duel-debt').locator('strong')).toHaveText(annaSays);
    await expect(ben.getByTestId('duel-debt').locator('strong')).toHaveText(benSays);
    await expectNoAxeViolations(anna);
    await expectNoAxeViolations(ben);
    // Both ask for the next deal; until the second does, the first sees whom it waits for, by name.
    await anna.getByRole('button', { name: 'Next deal' }).click();
    await expect(anna.getByTestId('next-waiting')).toHaveText('Waiting for Bert Bartholomäus to press “Next deal”.');
    await expect(anna.getByTestId('next-waiting')).toBeInViewport();
    await expect(ben.getByTestId('next-waiting')).toHaveCount(0);
    await ben.getByRole('button', { name: 'Next deal' }).click();
    await expect(anna.getByTestId('deal-end')).toBeHidden();
    await expect(hand(anna)).toHaveCount(12);
    // The accounts as a file (kept, too, when a table ends after an error): the deal so far and the totals, columns as on screen.
    const { name, lines: csv } = await downloadAccounts(anna);
    expect(name).toMatch(/^doko-accounts-[A-Za-z0-9_-]{8}\.csv$/);
    expect(csv[0]).toMatch(/^\uFEFF"Deal","Game","Value","You: Anna","West: computer player","North: Bert Bartholomäus","East: computer player"$/);
    expect(csv.slice(1, -1)).toHaveLength(2);
    // The file writes the screen's total in plain ASCII signs (no minus sign, no word joiner).
    const shown = (await anna.getByTestId('total-0').innerText()).trim().replaceAll('\u2060', '').replaceAll('\u2212', '-');
    expect(csv.at(-2)).toContain(`"${shown}"`);
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
    // The invitation on a computer's screen.
    await openInvitation(ben, link);
    await expectDuelFacts(ben);
    await expectNoAxeViolations(ben);
    await takeSeat(ben);
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
    const server = spawn(process.execPath, ['src/server/main.ts', '--port', String(port)], {
      env: { ...process.env, DOKO_BOT_DELAY_MS: '20' },
      stdio: 'ignore',
    });
    try {
      await expect
        .poll(
          () =>
            fetch(`http://127.0.0.1:${port}/__healthcheck`).then(
              (r) => r.ok,
              () => false,
            ),
          { timeout: 60_000 },
        )
        .toBe(true);
      const anna = await person(browser, DESKTOP, `ws://127.0.0.1:${port}`);
      const ben = await person(browser, DESKTOP, `ws://127.0.0.1:${port}`);
      await openInvitation(ben, await openDuel(anna));
      await takeSeat(ben);
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
      expect(lines).toEqual([
        '\uFEFF"Deal","Game","Value","You: Ben","West: computer player","North: Anna","East: computer player"',
        '"Total","","","0 (€0.00)","0 (€0.00)","0 (€0.00)","0 (€0.00)"',
        '',
      ]);
      await expectNoAxeViolations(ben);
    } finally {
      server.kill('SIGKILL');
    }
  });

  test('without a reachable server the page says so, and finds one at a new address', async ({ browser }) => {
    const page = await person(browser, DESKTOP, 'ws://127.0.0.1:9');
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

  test('in German: a variable table’s invitation names its limit and house rules; an unknown table says it is gone', async ({ browser }) => {
    // Germans, whose browsers speak German (no offer of the English page).
    const clara = await person(browser, DESKTOP, SERVER, 'de-DE');
    await clara.goto('/de/friends/');
    await clara.getByLabel('Dein Name am Tisch').fill('Clara');
    await clara.getByRole('radio', { name: /^Freier Einsatz/ }).check();
    await clara.getByLabel('Limit (Euro)').fill('20');
    await clara.locator('.table-rules summary').click();
    await clara.locator('#table-rule-piglets').selectOption('true');
    await clara.getByRole('button', { name: 'Tisch eröffnen' }).click();
    await expect(clara.getByTestId('lobby')).toBeVisible();
    const link = await clara.getByTestId('invite-link').inputValue();
    expect(link).toMatch(/\/de\/friends\/\?table=[A-Za-z0-9_-]{22}$/);
    const dora = await person(browser, PHONE, SERVER, 'de-DE');
    await dora.goto(link);
    const facts = dora.getByTestId('table-facts');
    for (const text of [
      'Eröffnet von Clara',
      'Modus Freier Einsatz',
      'Einsatz 0,10 € pro Punkt',
      'Limit Wer 20,00 € gewonnen oder verloren hat',
      'Hausregeln Schweinchen',
      'Am Tisch 1 von 4 Menschen',
    ]) {
      await expect(facts).toContainText(text);
    }
    await expect(dora.getByRole('button', { name: 'Platz nehmen' })).toBeInViewport({ ratio: 1 });
    await expectNoAxeViolations(dora);
    // A link to a table that is not (or no longer) there: said at once, and the way to the open tables.
    await dora.goto(`/de/friends/?table=${'A'.repeat(22)}`);
    await expect(dora.getByTestId('join-closed')).toHaveText('Diesen Tisch gibt es nicht mehr (er wurde geschlossen, oder der Link ist alt).');
    await expect(dora.getByRole('button', { name: 'Platz nehmen' })).toHaveCount(0);
    await dora.getByRole('button', { name: 'Zu den offenen Tischen' }).click();
    await expect(dora.getByTestId('open-table')).toBeVisible();
    await expect(dora).toHaveURL(/\/de\/friends\/$/);
  });
});
