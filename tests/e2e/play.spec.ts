import AxeBuilder from '@axe-core/playwright';
import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { watchErrors } from './helpers.ts';

// The table's island (engine, bots, machine) takes a while to start on a busy machine.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

// `delay=0`: the computer players act at once; `pause=0`: a finished trick is collected at once
// (the table's "instant" setting). Only the tests of the pause itself use another.
const URL = (seed: number, pause: string | number = 0) => `/play/?seed=${seed}&delay=0&pause=${pause}`;

async function open(page: Page, seed: number, pause: string | number = 0) {
  await page.goto(URL(seed, pause));
  await page.evaluate(() => localStorage.removeItem('doko:table:v1'));
  await page.goto(URL(seed, pause));
  await expect(page.getByTestId('practice-table')).toHaveAttribute('data-state', /learnerTurn|over/);
}

const table = (page: Page) => page.getByTestId('practice-table');
const handCards = (page: Page) => page.locator('.table-hand button.hand-card');
const playable = (page: Page) => page.locator('.table-hand button.hand-card:not([aria-disabled="true"])');
const dimmed = (page: Page) => page.locator('.table-hand button.hand-card[aria-disabled="true"]');
const axe = async (page: Page) => expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

/** Say gesund whenever asked (the tests play normal games from the learner's side). */
async function passReservation(page: Page) {
  const healthy = page.getByRole('button', { name: /^Gesund/ });
  if (await healthy.isVisible()) {
    await healthy.click();
    await expect(table(page)).toHaveAttribute('data-phase', /playing|finished|redeal/);
  }
}

/** The parts of the table that must be on screen at every moment of a deal. */
function onScreenParts(page: Page): [string, Locator][] {
  return [
    ['hand', page.locator('.pt-hand .hand')],
    ['trick', page.getByTestId('trick')],
    ['West', page.getByTestId('seat-1')],
    ['North', page.getByTestId('seat-2')],
    ['East', page.getByTestId('seat-3')],
    ['controls', page.getByTestId('table-controls')],
  ];
}

async function expectAllOnScreen(page: Page, when: string) {
  const vp = page.viewportSize()!;
  for (const [name, loc] of onScreenParts(page)) {
    const b = await loc.boundingBox();
    expect(b, `${name} ${when}`).not.toBeNull();
    const inside = b!.x >= 0 && b!.y >= 0 && b!.x + b!.width <= vp.width + 0.5 && b!.y + b!.height <= vp.height + 0.5;
    expect(inside, `${name} ${when}: ${JSON.stringify(b)} in ${vp.width}×${vp.height}`).toBe(true);
  }
  // Nothing sticks out sideways: the page never scrolls horizontally (the learner's line once did on a phone).
  const wide = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    ...[...document.querySelectorAll('.pt-south > *')].map((e) => Math.ceil(e.getBoundingClientRect().right)),
  ]);
  expect(Math.max(...wide), `the page's width ${when}`).toBeLessThanOrEqual(vp.width);
}

/** Play until the deal is over; `playOne` plays one legal card and the hand must shrink. */
async function playOut(page: Page, playOne: (n: number) => Promise<void>, after?: (n: number) => Promise<void>) {
  await passReservation(page);
  for (let n = 0; n < 12; n++) {
    await expect(table(page)).toHaveAttribute('data-state', /learnerTurn|over/);
    if ((await table(page).getAttribute('data-state')) === 'over') break;
    const before = await handCards(page).count();
    await playOne(n);
    await expect(handCards(page)).toHaveCount(before - 1);
    await after?.(n);
  }
  await expect(table(page)).toHaveAttribute('data-state', 'over');
}

async function expectSheet(page: Page) {
  const sheet = page.getByTestId('deal-sheet');
  await expect(sheet).toBeVisible();
  await expect(sheet.getByTestId('score-lines').locator('tbody tr').first()).toBeVisible();
  await expect(sheet.getByTestId('table-scores').locator('li')).toHaveCount(4);
  // The four scores balance.
  const scores = await sheet
    .getByTestId('table-scores')
    .locator('li')
    .evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-score'))));
  expect(scores.reduce((a, b) => a + b, 0)).toBe(0);
}

for (const [width, height] of [
  [375, 812],
  [1280, 800],
] as const) {
  test.describe(`at ${width}×${height}`, () => {
    test.use({ viewport: { width, height }, hasTouch: width < 400 });

    test('a whole deal on one screen: hand, trick, seats and controls in view after every card; the sheet and undo right at the end; axe clean', async ({
      page,
    }) => {
      test.setTimeout(180_000);
      const errors = watchErrors(page);
      await open(page, 11);
      // A player past his first deals, without the coach: the hint on request, the contract's banner.
      await page.getByTestId('coach-toggle').uncheck();
      await axe(page);
      await expectAllOnScreen(page, 'in the reservation round');
      await passReservation(page);
      const dealtOrder = await handCards(page)
        .locator('[data-card]')
        .evaluateAll((els) => els.map((e) => e.getAttribute('data-card')));
      // The contract as play starts.
      await expect(page.getByTestId('contract-banner')).toContainText('Normal game');
      await expect(page.getByTestId('contract')).toHaveText('Normal game');
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await page.getByTestId('hint').click();
      await expect(page.getByTestId('hint-text')).toContainText(/Suggested: /);
      await expectAllOnScreen(page, 'with the hint shown');
      await page.getByTestId('announce').click();
      await expect(page.getByTestId('announce-panel')).toBeVisible();
      await expect(page.getByTestId('announce-panel')).toContainText(/(Re|Kontra) — while you hold 11 or more cards \(now 12\)/);
      await expectAllOnScreen(page, 'with the announcements open');
      // The states in the middle of the deal are axe-checked on the phone, where crowding shows;
      // the start and the end at both sizes.
      if (width < 400) await axe(page);
      await page.keyboard.press('Escape');
      await expect(page.getByTestId('announce-panel')).toBeHidden();
      let lastShown = false;
      await playOut(
        page,
        async (n) => {
          // Once a trick is done and another is under way, the last one can be looked at again.
          if (n >= 2 && !lastShown && (await page.getByTestId('last-trick').isVisible())) {
            lastShown = true;
            await page.getByTestId('last-trick').click();
            await expect(page.getByTestId('trick')).toContainText('Last trick');
            await expectAllOnScreen(page, 'with the last trick shown');
            if (width < 400) await axe(page);
            await page.getByTestId('last-trick').click();
            await expect(page.getByTestId('trick')).not.toContainText('Last trick');
          }
          const card = playable(page).first();
          if (width < 400) await card.tap();
          else await card.click();
        },
        (n) => expectAllOnScreen(page, `after card ${n + 1}`),
      );
      expect(lastShown).toBe(true);
      await expect(page.getByTestId('news')).toContainText(/wins? trick/);
      // Right at the end: the session sheet has the deal, undo is gone, the result is in words.
      await expect(page.getByTestId('session-row')).toHaveCount(1);
      await expect(page.getByTestId('undo')).toHaveCount(0);
      await expect(page.getByTestId('result-line')).toContainText(/Your score: [+-]?\d+/);
      await expect(page.getByTestId('next-deal')).toBeVisible();
      await expectAllOnScreen(page, 'at the end');
      await expectSheet(page);
      await axe(page);
      // The review: trick by trick with all hands open, sorted for the game.
      await page.getByTestId('review-button').click();
      await expect(page.getByTestId('review-progress')).toContainText('judged by sampling', { timeout: 90_000 });
      await expect(page.getByTestId('review-at')).toHaveText('Trick 1 of 12');
      const first = page.getByTestId('review').locator('.review-hand ul').first();
      await expect(first.locator('li')).toHaveCount(12);
      // Sorted for the game, as the hand was on the table (not in the order dealt).
      const reviewed = await first.locator('[data-card]').evaluateAll((els) => els.map((e) => e.getAttribute('data-card')));
      expect(reviewed).toEqual(dealtOrder);
      await page.getByRole('button', { name: 'Next trick' }).click();
      await expect(page.getByTestId('review-at')).toHaveText('Trick 2 of 12');
      await axe(page);
      expect(errors).toEqual([]);
    });

    test('a card that may not be played is dimmed, says why to assistive technology, and explains itself with card names when pressed', async ({ page }) => {
      test.setTimeout(60_000);
      await open(page, 11);
      await passReservation(page);
      // Deal 11, dealt by South: West leads clubs and the learner must follow.
      const legal = await playable(page)
        .locator('[data-card]')
        .evaluateAll((els) => els.map((e) => e.getAttribute('data-card')));
      expect(legal.every((c) => c!.startsWith('C') && c !== 'CQ' && c !== 'CJ')).toBe(true);
      const wrong = dimmed(page).first();
      await expect(wrong).toHaveAttribute('aria-describedby', 'pt-dimmed-why');
      await expect(page.locator('#pt-dimmed-why')).toContainText(/Clubs were led: you must play ♣/);
      const count = await handCards(page).count();
      const alert = page.getByTestId('table-error');
      // By keyboard: the dimmed card stays focusable, and Enter says why.
      await wrong.focus();
      await expect(wrong).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(alert).toHaveText(/^Clubs were led: you must play (♣(A|10|K|9)(, | or )?)+\.$/);
      for (const c of legal) await expect(alert).toContainText(`♣${c!.slice(1)}`);
      await expect(handCards(page)).toHaveCount(count);
      await expectAllOnScreen(page, 'with the refusal shown');
      // By mouse or finger (the same deal, resumed after a reload).
      await page.reload();
      await expect(table(page)).toHaveAttribute('data-state', 'learnerTurn');
      await expect(alert).toHaveCount(0);
      // aria-disabled, not disabled: a person can press it (Playwright would wait for it to be enabled).
      if (width < 400) await dimmed(page).first().tap({ force: true });
      else await dimmed(page).first().click({ force: true });
      await expect(alert).toContainText('Clubs were led: you must play ♣');
      await expect(handCards(page)).toHaveCount(count);
      await axe(page);
    });
  });
}

test('a refused announcement says why with the engine’s deadline', async ({ page }) => {
  await open(page, 11);
  await passReservation(page);
  // Two cards: the learner holds 10, too late for his party's Re or Kontra (11 cards).
  for (let i = 0; i < 2; i++) {
    const before = await handCards(page).count();
    await playable(page).first().click();
    await expect(handCards(page)).toHaveCount(before - 1);
    await expect(table(page)).toHaveAttribute('data-state', 'learnerTurn');
  }
  await page.getByTestId('announce').click();
  const refused = page.getByTestId('announce-panel').locator('button[aria-disabled="true"]').first();
  await expect(refused).toBeVisible();
  const why = page.locator(`#${await refused.getAttribute('aria-describedby')}`);
  await expect(why).toHaveText(/^Too late for (Re|Kontra): it had to be said while you held 11 cards \(you hold 10\)\.$/);
  await refused.click({ force: true });
  await expect(page.getByTestId('table-error')).toHaveText(/^Too late for (Re|Kontra): it had to be said while you held 11 cards \(you hold 10\)\.$/);
});

test('a finished trick stays with its winner, why it won and its points until the learner goes on', async ({ page }) => {
  test.setTimeout(60_000);
  await open(page, 11, 'tap');
  await passReservation(page);
  await playable(page).first().click();
  // The learner's card was the second; North and East complete the trick, and it stays.
  await expect(table(page)).toHaveAttribute('data-state', 'trickShown');
  await expect(page.getByTestId('trick')).toContainText(/West wins trick · \d+ points/);
  await expect(page.getByTestId('trick-report')).toContainText(/Trick 1: West wins it with \d+ card points\. The .+ wins/);
  await expect(page.getByTestId('trick').locator('.pt-slot.is-winner')).toHaveCount(1);
  await expect(page.getByTestId('trick').locator('.card')).toHaveCount(4);
  await page.waitForTimeout(2500);
  await expect(table(page)).toHaveAttribute('data-state', 'trickShown');
  await expect(page.getByTestId('trick').locator('.card')).toHaveCount(4);
  await axe(page);
  // Any key takes it in; West leads the next trick.
  await page.keyboard.press('Space');
  await expect(table(page)).not.toHaveAttribute('data-state', 'trickShown');
  await expect(page.getByTestId('trick').locator('figcaption')).not.toContainText('wins trick');
});

test('with a timed pause the trick goes after the pause on its own; the setting is kept with the table’s options', async ({ page }) => {
  await open(page, 11, 4000);
  await expect(page.getByLabel('A finished trick stays')).toHaveValue('4000');
  await passReservation(page);
  await playable(page).first().click();
  await expect(table(page)).toHaveAttribute('data-state', 'trickShown');
  await expect(table(page)).not.toHaveAttribute('data-state', 'trickShown', { timeout: 10_000 });
  await page.getByLabel('A finished trick stays').selectOption('-1');
  await page.goto('/play/?delay=0');
  await expect(page.getByLabel('A finished trick stays')).toHaveValue('-1');
});

test('each computer player has its own strength, kept across a reload', async ({ page }) => {
  await open(page, 11);
  const strength = (seat: string) => page.getByRole('combobox', { name: seat, exact: true });
  await strength('North').selectOption('strong');
  await strength('East').selectOption('strong');
  await page.reload();
  await expect(table(page)).toHaveAttribute('data-state', /learnerTurn|over/);
  await expect(strength('West')).toHaveValue('beginner');
  await expect(strength('North')).toHaveValue('strong');
  await expect(strength('East')).toHaveValue('strong');
});

test('the seats are named for screen readers as in the text: “You, dealer”; nobody “plays” in the reservation round', async ({ page }) => {
  await open(page, 11);
  await expect(page.getByRole('region', { name: 'You, dealer', exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'West', exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'West', exact: true })).toContainText('party unknown');
  // Dealer South: the others have spoken, and it is the learner's turn to speak, not to play.
  await expect(page.getByTestId('practice-table')).toContainText('Your turn to speak');
  await expect(page.getByTestId('board')).not.toContainText('to play');
});

test('coach mode can be switched on for any deal: a note before the card', async ({ page }) => {
  await open(page, 12);
  await page.getByTestId('coach-toggle').check();
  await passReservation(page);
  await expect(page.getByTestId('coach-note')).toContainText(/You lead this trick|were led|was led|You have no/);
  await expect(page.getByTestId('coach-hint')).toContainText('Suggested: ');
  await page.reload();
  await expect(page.getByTestId('coach-toggle')).toBeChecked();
});

test('a complete deal by keyboard: arrow keys and Enter, and typed card codes', async ({ page }) => {
  const errors = watchErrors(page);
  await open(page, 12);
  const healthy = page.getByRole('button', { name: /^Gesund/ });
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
  const id = await dimmed(page).first().locator('[data-card]').getAttribute('data-card');
  const cards = await handCards(page).count();
  await page.getByLabel('Play a card by its code').fill(id!);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('table-error')).toContainText('Clubs were led: you must play');
  await expect(handCards(page)).toHaveCount(cards);
});

test('a round of 4 deals keeps its sheet and running totals', async ({ page }) => {
  await open(page, 21);
  await page.getByLabel('Session type').selectOption('oneRound');
  await page.getByRole('button', { name: 'Start a new session' }).click();
  await expect(page.getByTestId('session-sheet')).toContainText('(0 / 4)');
  await expect(table(page)).toHaveAttribute('data-state', /learnerTurn|over/);
  await playOut(page, async () => {
    await playable(page).first().click();
  });
  await expect(page.getByTestId('undo')).toHaveCount(0);
  // Scored the moment the deal ends.
  await expect(page.getByTestId('session-sheet')).toContainText('(1 / 4)');
  const scores = await page
    .getByTestId('table-scores')
    .locator('li')
    .evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-score'))));
  for (let k = 0; k < 4; k++) await expect(page.getByTestId(`total-${k}`)).toHaveText(String(scores[k]));
  // A reload does not score it twice.
  await page.reload();
  await expect(table(page)).toHaveAttribute('data-state', 'over');
  await expect(page.getByTestId('session-sheet')).toContainText('(1 / 4)');
  await expect(page.getByTestId('session-row')).toHaveCount(1);
  await page.getByTestId('next-deal').click();
  await expect(page.getByTestId('session-sheet')).toContainText('(1 / 4)');
  await expect(page.getByLabel('Session type')).toHaveValue('oneRound');
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
  await page
    .getByTestId('import')
    .setInputFiles({ name: 'bad.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify({ ...record, dealer: 7 })) });
  await expect(page.getByTestId('import-msg')).toContainText('dealer');
  await page.getByTestId('import').setInputFiles({ name: 'deal.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(record)) });
  await expect(page.getByTestId('import-msg')).toContainText('loaded');
  await expect(table(page)).toHaveAttribute('data-state', /learnerTurn|over/);
});

test('bad URL parameters are reported and a deal is played anyway', async ({ page }) => {
  await page.goto('/play/?seed=banana&delay=0&pause=soon&bots=genius');
  await expect(page.getByRole('alert').filter({ hasText: 'not a deal number' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'not a trick pause' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'not a computer player strength' })).toBeVisible();
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

test('the server sends the table’s outline, and the table replaces it without moving', async ({ page }) => {
  const html = await (await page.request.get('/play/')).text();
  expect(html).toContain('data-testid="table-skeleton"');
  for (const seat of ['West', 'North', 'East']) expect(html).toContain(`aria-label="${seat}"`);
  await page.addInitScript(() => {
    (window as unknown as { __shift: number }).__shift = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!e.hadRecentInput) (window as unknown as { __shift: number }).__shift += e.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/play/?seed=11&delay=0&pause=0');
  await expect(table(page)).toHaveAttribute('data-state', /learnerTurn|over/);
  expect(await page.evaluate(() => (window as unknown as { __shift: number }).__shift)).toBeLessThan(0.01);
});
