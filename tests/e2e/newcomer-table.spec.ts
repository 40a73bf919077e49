/**
 * The practice table as a newcomer meets it, at 375×812 and at 1280×800: normal games only until
 * the special-game lessons are done (deal 1 gives South both ♣Q and is dealt again), the coach on,
 * the party not known yet in the lessons' word; with the setting off the same deal, and the table
 * saying before Gesund that it is a silent solo, the bar naming the silent solo; a tapped card that
 * does not cover its neighbour; North's and South's trick cards side by side; the end of the deal
 * explained with its table words linked to the glossary, and nothing left of the card-code field;
 * the session sheet naming the silent solo. A stored deal with special points (two foxes caught,
 * Karlchen) in English and in German: every line of the end-of-deal explanation and of the score
 * sheet links to its glossary entry, reached by keyboard with a visible focus.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { watchErrors } from './helpers.ts';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

const table = (page: Page) => page.getByTestId('practice-table');
const handCards = (page: Page) => page.locator('.table-hand button.hand-card');
const axe = async (page: Page) => expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
const clubQueens = async (page: Page) => await handCards(page).locator('[data-card="CQ"]').count();
/** Deal 1 deals South both ♣Q. */
const DEAL = '/play/?seed=1&delay=0&pause=0';

/**
 * A finished deal (dealt by seed 19, everybody gesund, each seat playing its first allowed card)
 * in which each side caught a fox and Re won the last trick with Karlchen, after a silent solo by
 * West: the table's stored session, as the table writes it.
 */
const FOX_DEAL = {
  format: 'doko-deal/1',
  rules: {},
  dealer: 3,
  hands: [
    ['HK', 'CJ', 'CA', 'H10', 'SA', 'DQ', 'H9', 'DQ', 'HQ', 'SQ', 'DA', 'SK'],
    ['S10', 'C9', 'S10', 'C9', 'H9', 'SQ', 'HK', 'CQ', 'SK', 'S9', 'HA', 'D9'],
    ['H10', 'HJ', 'DJ', 'S9', 'DJ', 'DA', 'CQ', 'SA', 'D10', 'HJ', 'CJ', 'C10'],
    ['DK', 'C10', 'HQ', 'D10', 'CK', 'SJ', 'D9', 'HA', 'DK', 'CK', 'CA', 'SJ'],
  ],
  contract: { kind: 'normal' },
  announcements: [],
  plays:
    'HK H9 H10 HA HJ DK CJ SQ S10 S9 C10 SA CA C9 C10 CK H10 CQ DJ HQ DQ D9 DJ D10 H9 HK DA SJ D9 DQ S10 CQ SA DK SK SK CK HQ C9 D10 SQ S9 HJ SJ DA HA CJ CA'.split(
      ' ',
    ),
};
const FOX_SCORES = [2, -2, -2, 2];
const SILENT_SCORES = [-1, 3, -1, -1];
const storedFoxDeal = JSON.stringify({
  v: 1,
  level: 'beginner',
  normalOnly: false,
  dealsFinished: 20,
  session: {
    mode: 'open',
    dealer: 1,
    played: 2,
    totals: [1, 1, -3, 1],
    owesCompulsory: [false, false, false, false],
    games: [
      { dealer: 2, contract: { kind: 'normal' }, redeal: false, forced: false, scores: SILENT_SCORES },
      { dealer: 3, contract: { kind: 'normal' }, redeal: false, forced: false, scores: FOX_SCORES },
    ],
  },
  rows: [
    { seed: 7, dealer: 2, contract: { kind: 'normal' }, redeal: false, value: 1, scores: SILENT_SCORES, silentSoloist: 1 },
    { seed: null, dealer: 3, contract: { kind: 'normal' }, redeal: false, value: 2, scores: FOX_SCORES },
  ],
  current: { seed: null, record: FOX_DEAL, scored: true },
});

/** The board's parts all inside the viewport, and the page no wider than it. */
async function expectOnScreen(page: Page, when: string) {
  const vp = page.viewportSize()!;
  for (const part of [
    '[data-testid="trick"]',
    '[data-testid="seat-1"]',
    '[data-testid="seat-2"]',
    '[data-testid="seat-3"]',
    '[data-testid="table-controls"]',
    '[data-testid="messages"]',
  ]) {
    const b = (await page.locator(part).boundingBox())!;
    expect(b.x >= 0 && b.y >= 0 && b.x + b.width <= vp.width + 0.5 && b.y + b.height <= vp.height + 0.5, `${part} ${when}: ${JSON.stringify(b)}`).toBe(true);
  }
  const wide = await page.evaluate(() =>
    Math.max(
      document.documentElement.scrollWidth,
      ...[...document.querySelectorAll('.pt-controls > *')].map((e) => Math.ceil(e.getBoundingClientRect().right)),
    ),
  );
  expect(wide, `the page's width ${when}`).toBeLessThanOrEqual(vp.width);
}

for (const [width, height] of [
  [375, 812],
  [1280, 800],
] as const) {
  test.describe(`a newcomer at the practice table, ${width}×${height}`, () => {
    test.use({ viewport: { width, height } });

    test('normal games only by default (a ♣Q pair is dealt again); off, the silent solo is said before Gesund and named after; the end explained with glossary links', async ({
      page,
    }) => {
      const errors = watchErrors(page);
      await page.goto(DEAL);
      await page.evaluate(() => localStorage.clear());
      await page.goto(DEAL);
      await expect(table(page)).toHaveAttribute('data-state', 'learnerTurn');
      // A newcomer: normal games only and the coach, both on; deal 1 was dealt again.
      await expect(page.getByTestId('normal-only')).toBeChecked();
      await expect(page.getByTestId('coach-toggle')).toBeChecked();
      await expect(page.getByTestId('redealt')).toContainText('dealt again: one player held both ♣Q');
      expect(await clubQueens(page)).toBeLessThan(2);
      await expect(page.getByTestId('coach-note')).toContainText('Reservation round');
      await expect(page.getByTestId('coach-hint-suggestion')).toHaveText('Suggested: Gesund (no reservation).');
      // The computer players who spoke said gesund; no seat shows a bare "?" for its party.
      for (const seat of [1, 2, 3]) {
        await expect(page.getByTestId(`seat-${seat}`)).not.toContainText('Vorbehalt');
        await expect(page.getByTestId(`seat-${seat}`)).not.toContainText('?');
      }
      await expect(page.getByTestId('seat-0')).toContainText('unknown');
      await expectOnScreen(page, 'at the redealt deal');
      await page.screenshot({ path: `test-results/newcomer-${width}-redealt.png` });
      await axe(page);

      // Switchable: the choice counts from the next deal on.
      await page.getByTestId('normal-only').uncheck();
      await expect(page.getByTestId('normal-only-help')).toContainText('From the next deal on.');
      await page.getByTestId('normal-only').check();
      await expect(page.getByTestId('normal-only-help')).not.toContainText('From the next deal on.');
      // A learner who has done the special-game lessons (every exercise starred, as the learn map
      // counts) gets every game by default: the same link now gives the ordinary deal 1.
      await page.evaluate(() => {
        const table = JSON.parse(localStorage.getItem('doko:table:v1')!);
        delete table.normalOnly;
        localStorage.setItem('doko:table:v1', JSON.stringify(table));
        // The lessons the page knows, as the island's props carry them (Astro's [type, value] pairs).
        const props = JSON.parse(document.querySelector('astro-island[props*="lessons"]')!.getAttribute('props')!);
        const lessons = props.lessons[1] as Record<string, [number, [number, string][]]>;
        const stars: Record<string, number> = {};
        for (const slug of ['reservations', 'solos', 'marriage', 'silent-marriage']) for (const [, id] of lessons[slug][1]) stars[id] = 3;
        localStorage.setItem('doko:progress:v1', JSON.stringify({ stars }));
      });
      await page.goto(DEAL);
      await expect(table(page)).toHaveAttribute('data-state', 'learnerTurn');
      await expect(page.getByTestId('normal-only')).not.toBeChecked();
      expect(await clubQueens(page)).toBe(2);
      await expect(page.getByTestId('redealt')).toHaveCount(0);
      await expect(page.getByTestId('silent-solo-ahead')).toHaveText(/^With both ♣Q, Gesund means a silent solo: you play alone against the other three\./);
      const healthy = page.getByRole('button', { name: /^Gesund/ });
      await expect(healthy).toContainText('a silent solo');
      await expectOnScreen(page, 'before Gesund with both ♣Q');
      // The warning and the coach's whole note fit the table's words box, without scrolling inside it.
      const box = (await page.locator('.pt-messages-inner').boundingBox())!;
      const note = (await page.getByTestId('coach-note').boundingBox())!;
      expect(note.y + note.height, 'the coach’s note in its box').toBeLessThanOrEqual(box.y + box.height + 0.5);
      await page.screenshot({ path: `test-results/newcomer-${width}-silent-ahead.png` });
      await axe(page);
      await healthy.click();
      await expect(table(page)).toHaveAttribute('data-phase', 'playing');
      await expect(page.getByTestId('contract')).toHaveText('Silent solo (stille Hochzeit) · You');
      await expect(page.getByTestId('contract-banner')).toContainText('you play a silent solo');
      await expect(table(page)).toHaveAttribute('data-state', 'learnerTurn');

      // North's and South's places in the trick do not overlap.
      const north = (await page.locator('.pt-slot-north').boundingBox())!;
      const south = (await page.locator('.pt-slot-south').boundingBox())!;
      expect(south.y, 'South’s card starts below North’s').toBeGreaterThanOrEqual(north.y + north.height - 0.5);

      // A pressed card that may not be played: it says why, and its right neighbour stays in view.
      const dimmed = page.locator('.table-hand button.hand-card[aria-disabled="true"]');
      if ((await dimmed.count()) > 0) {
        const index = await handCards(page).evaluateAll((els) =>
          els.findIndex((e) => e.getAttribute('aria-disabled') === 'true' && e.nextElementSibling !== null),
        );
        if (index >= 0) {
          await handCards(page).nth(index).click({ force: true });
          await expect(page.getByTestId('table-error')).toBeVisible();
          // The mouse stays on the pressed card: the neighbour's corner (its index) is still the neighbour's.
          const hit = await handCards(page)
            .nth(index + 1)
            .evaluate((next) => {
              const r = next.getBoundingClientRect();
              return next.contains(document.elementFromPoint(r.left + 4, r.top + 8));
            });
          expect(hit, 'the next card’s index is not covered').toBe(true);
        }
      }

      // Play the deal out with the first card allowed each time.
      for (let n = 0; n < 12; n++) {
        await expect(table(page)).toHaveAttribute('data-state', /learnerTurn|over/);
        if ((await table(page).getAttribute('data-state')) === 'over') break;
        const before = await handCards(page).count();
        await page.locator('.table-hand button.hand-card:not([aria-disabled="true"])').first().click();
        await expect(handCards(page)).toHaveCount(before - 1);
      }
      await expect(table(page)).toHaveAttribute('data-state', 'over');
      await expect(page.getByTestId('contract')).toHaveText('Silent solo (stille Hochzeit) · You');
      await expect(page.getByLabel('Play a card by its code')).toHaveCount(0);
      // The session sheet names the game played, not the contract's "normal game".
      await expect(page.getByTestId('session-row').last().locator('td:not(.sheet-wide)').first()).toContainText(/^Silent solo \(stille Hochzeit\)/);
      // The end: how the value came about, each table word a link to its glossary entry.
      const why = page.getByTestId('result-why');
      await expect(why).toContainText(/^The value: (Re|Kontra): /);
      await expect(why).toContainText(/As the soloist you score the value 3 times: [+-]?\d+\./);
      const links = await why.locator('a').evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
      // The score sheet's lines and parties link too.
      links.push(
        ...(await page
          .getByTestId('score-lines')
          .locator('a')
          .evaluateAll((as) => as.map((a) => a.getAttribute('href')!))),
      );
      expect(links.length).toBeGreaterThanOrEqual(5);
      const glossary = await (await page.request.get('/glossary/')).text();
      for (const href of links) {
        expect(href).toMatch(/^\/glossary\/#[a-z0-9-]+$/);
        expect(glossary, href).toContain(`id="${href.split('#')[1]}"`);
      }
      await expectOnScreen(page, 'at the end');
      await page.screenshot({ path: `test-results/newcomer-${width}-end.png` });
      await axe(page);
      expect(errors).toEqual([]);
    });

    for (const lang of ['en', 'de'] as const) {
      test(`${lang}: a deal with special points explained, every line and party a glossary link reached by keyboard; the sheet names a silent solo`, async ({
        page,
      }) => {
        const errors = watchErrors(page);
        const prefix = lang === 'de' ? '/de' : '';
        await page.goto('/favicon.svg');
        await page.evaluate((v) => {
          localStorage.clear();
          localStorage.setItem('doko:table:v1', v);
        }, storedFoxDeal);
        await page.goto(`${prefix}/play/?delay=0&pause=0`);
        await expect(table(page)).toHaveAttribute('data-state', 'over');
        const rows = page.getByTestId('session-row');
        await expect(rows).toHaveCount(2);
        const game = (n: number) => rows.nth(n).locator('td:not(.sheet-wide)').first();
        await expect(game(0)).toContainText(lang === 'de' ? /^Stilles Solo \(stille Hochzeit\)/ : /^Silent solo \(stille Hochzeit\)/);
        await expect(game(1)).toContainText(lang === 'de' ? /^Normalspiel/ : /^Normal game/);
        await page.getByTestId('session-sheet').scrollIntoViewIfNeeded();
        await page.screenshot({ path: `test-results/newcomer-${width}-${lang}-session-sheet.png` });

        // The explanation and the score sheet: each line's and each party's words are links to the glossary.
        const hrefs = async (where: string) =>
          page
            .getByTestId(where)
            .locator('a')
            .evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
        const glossary = `${prefix}/glossary/#`;
        const why = await hrefs('result-why');
        for (const id of ['spielwert', 're', 'kontra', 'schneider', 'gegen-die-alten', 'fuchs', 'karlchen']) expect(why, id).toContain(glossary + id);
        const lines = page.getByTestId('score-lines').locator('tbody tr');
        await expect(lines).toHaveCount(6);
        for (const row of await lines.all())
          await expect(row.locator('th a'), await row.innerText()).toHaveAttribute('href', new RegExp(`^${glossary}[a-z-]+$`));
        expect(await hrefs('score-lines')).toEqual(expect.arrayContaining([`${glossary}re`, `${glossary}kontra`, `${glossary}fuchs`, `${glossary}karlchen`]));
        const page_ = await (await page.request.get(`${prefix}/glossary/`)).text();
        for (const href of [...why, ...(await hrefs('score-lines'))]) expect(page_, href).toContain(`id="${href.split('#')[1]}"`);

        // By keyboard: Tab reaches the fox line's link, its focus drawn, and Enter opens its entry.
        const fox = page.getByTestId('score-lines').locator('tr[data-reason="foxCaught"] a').first();
        await page.getByTestId('score-lines').locator('thead a').last().focus();
        for (let i = 0; i < 12 && !(await fox.evaluate((a) => a === document.activeElement)); i++) await page.keyboard.press('Tab');
        await expect(fox).toBeFocused();
        expect(await fox.evaluate((a) => getComputedStyle(a).outlineStyle)).toBe('solid');
        await fox.scrollIntoViewIfNeeded();
        await page.screenshot({ path: `test-results/newcomer-${width}-${lang}-fox-lines.png` });
        await axe(page);
        await page.keyboard.press('Enter');
        await expect(page).toHaveURL(new RegExp(`${prefix}/glossary/#fuchs$`));
        const entry = page.locator('[id="fuchs"]');
        await expect(entry).toBeInViewport();
        await expect(entry).toContainText('Fuchs');
        expect(errors).toEqual([]);
      });
    }
  });
}
