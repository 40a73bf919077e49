import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { watchErrors } from './helpers.ts';

const rowOf = (page: Page, table: RegExp, row: RegExp) => page.getByRole('table', { name: table }).getByRole('row', { name: row });

test.describe('the printable rules reference', () => {
  test('its tables come from the engine', async ({ page }) => {
    await page.goto('/rules/');
    const normal = page.getByRole('list', { name: 'Trumps in the Normal game, highest first' });
    await expect(normal.getByRole('listitem')).toHaveCount(13);
    await expect(normal.getByRole('listitem').first()).toHaveAttribute('data-card', 'H10');
    await expect(normal.getByRole('listitem').last()).toHaveAttribute('data-card', 'D9');
    const orders = /Trumps and plain suits in every game/;
    await expect(rowOf(page, orders, /^Normal game/)).toContainText('also Diamonds solo (Karosolo), marriage, silent marriage, poverty');
    await expect(rowOf(page, orders, /^Normal game/)).toContainText('26 / 24');
    await expect(rowOf(page, orders, /^Hearts solo/)).toContainText('24 / 22');
    await expect(rowOf(page, orders, /^Aces solo/)).toContainText('none');

    const deadlines = /Announcement deadlines/;
    const re = page.getByRole('table', { name: deadlines }).locator('tr[data-level="0"]');
    await expect(re.first().getByRole('cell')).toHaveText(['11 (card 2)', '10 (card 3)', '9 (card 4)', '9 (card 2)', '8 (card 3)', '7 (card 4)']);
    await expect(re.nth(1).getByRole('cell')).toHaveText(['10 (card 3)', '9 (card 4)', '8 (card 5)', '8 (card 3)', '7 (card 4)', '6 (card 5)']);

    const targets = page.getByRole('table', { name: 'Targets after the announcements' });
    await expect(targets.locator('tr[data-re="1"][data-kontra="-1"] td')).toHaveText(['keine 90', 'none or Kontra', '≥ 151', '≥ 90']);
    await expect(targets.locator('tr[data-re="-1"][data-kontra="0"] td')).toHaveText(['none', 'Kontra', '≥ 120', '≥ 121']);
    await expect(targets.locator('tr[data-re="4"][data-kontra="-1"] td').nth(2)).toHaveText('all 12 tricks (10 without nines)');

    const lines = page.getByRole('table', { name: 'Every line of the game value' });
    await expect(lines.locator('tr[data-reason="reAnnounced"] td')).toHaveText(['2', 'the winner', 'no', 'yes']);
    await expect(lines.locator('tr[data-reason="foxCaughtLastTrick"]')).toContainText('house rule');
    await expect(lines.locator('tr[data-reason="foxCaughtLastTrick"] td').first()).toHaveText('2');
    await expect(lines.locator('tr[data-reason="doppelkopf"]')).toContainText('once per trick worth 40 or more');
    await expect(lines.locator('tr[data-reason="againstTheElders"] td')).toHaveText(['1', 'who earned it', 'no', 'no']);

    const reservations = page.getByRole('table', { name: /Reservations, highest first/ });
    await expect(reservations.getByRole('row').nth(1)).toContainText('Pflichtsolo (compulsory solo: a player’s first solo in the round)');
    await expect(reservations.getByRole('row').nth(1)).toContainText('the soloist');
    await expect(reservations.getByRole('row', { name: /Lustsolo/ })).toContainText('the player left of the dealer');
  });

  test('German words are marked as German', async ({ page }) => {
    await page.goto('/rules/');
    await expect(page.locator('#reservations + * [lang="de"]', { hasText: 'Vorbehalt' }).first()).toBeVisible();
    await expect(page.locator('[lang="de"]', { hasText: /^Klärungsstich$/ }).first()).toBeVisible();
  });

  test('on a phone: no sideways page scroll, wide tables scroll in their own named box by keyboard', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/rules/');
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    const box = page.getByRole('region', { name: /Trumps and plain suits in every game/ });
    await expect(box).toBeVisible();
    expect(await box.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    await box.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => box.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    // The caption stays readable on the screen even though its table is wider.
    const caption = page.locator('#order-caption');
    expect((await caption.boundingBox())!.width).toBeLessThanOrEqual(375);
  });

  test('passes axe in the dark theme', async ({ page }) => {
    test.slow(); // a long page: axe needs a while on a busy machine
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/rules/');
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });

  test('prints on two to four A4 pages, without the site chrome, in black ink', async ({ page }) => {
    test.slow(); // renders the whole PDF
    const errors = watchErrors(page);
    await page.goto('/rules/');
    await page.emulateMedia({ media: 'print' });
    for (const hidden of ['.site-header', '.site-footer', '.ref-contents', '.print-hint']) await expect(page.locator(hidden)).toBeHidden();
    const ink = await page.evaluate(() => {
      const heart = document.querySelector('.chip.suit-H')!;
      const club = document.querySelector('.chip.suit-C')!;
      const icon = (el: Element) => getComputedStyle(el.querySelector('.suit-icon.face-fr')!);
      return { heart: getComputedStyle(heart).color, heartFill: icon(heart).fill, club: getComputedStyle(club).color, clubFill: icon(club).fill };
    });
    // Hearts and diamonds are drawn in outline, clubs and spades solid, all in black.
    expect(ink).toEqual({ heart: 'rgb(0, 0, 0)', heartFill: 'none', club: 'rgb(0, 0, 0)', clubFill: 'rgb(0, 0, 0)' });
    const tables = await page.locator('.ref-table').evaluateAll((els) => els.map((el) => getComputedStyle(el).breakInside));
    expect(tables.length).toBeGreaterThanOrEqual(6);
    expect(new Set(tables)).toEqual(new Set(['avoid']));
    const pdf = await page.pdf({ format: 'A4', preferCSSPageSize: true });
    const pages = (pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g) ?? []).length;
    expect(pages).toBeGreaterThanOrEqual(2);
    expect(pages).toBeLessThanOrEqual(4);
    expect(errors).toEqual([]);
  });
});

test.describe('the glossary', () => {
  test('every entry has an anchor, a German headword and a working lesson link', async ({ page }) => {
    await page.goto('/glossary/');
    const terms = page.locator('.glossary dt');
    expect(await terms.count()).toBeGreaterThanOrEqual(50);
    expect(await page.locator('.glossary dt:not([id])').count()).toBe(0);
    expect(await page.locator('.glossary dt:not(:has(> span[lang="de"]))').count()).toBe(0);
    const links = await page.locator('.glossary dd a').evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href));
    expect(links.length).toBeGreaterThanOrEqual(50);
    const pages = new Map<string, string>();
    for (const href of links) {
      const url = new URL(href);
      if (!pages.has(url.pathname)) {
        const res = await page.request.get(url.pathname);
        expect(res.status(), url.pathname).toBe(200);
        pages.set(url.pathname, await res.text());
      }
      if (url.hash) expect(pages.get(url.pathname), href).toContain(`id="${decodeURIComponent(url.hash.slice(1))}"`);
    }
  });

  test('a lesson can link to a word, and the letter index jumps by keyboard', async ({ page }) => {
    await page.goto('/glossary/#fuchs');
    const fox = page.locator('dt#fuchs');
    await expect(fox).toBeInViewport();
    await expect(fox.locator('span[lang="de"]')).toHaveText('Fuchs');
    await expect(page.locator('dt#fuchs + dd')).toContainText('The ace of diamonds');
    await page.goto('/glossary/');
    const v = page.getByRole('navigation', { name: 'Jump to a letter' }).getByRole('link', { name: 'V', exact: true });
    await v.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#vorbehalt$/);
    await expect(page.locator('dt#vorbehalt')).toBeInViewport();
  });

  test('states the DDV rule for an Ansage and the corrected meanings', async ({ page }) => {
    await page.goto('/glossary/');
    await expect(page.locator('dt#ansage + dd')).toContainText('adds 2 points to the game value');
    await expect(page.locator('dt#ansage + dd')).toContainText('a house variant, not the DDV rule');
    await expect(page.locator('dt#vorgefuehrt')).not.toContainText('led out');
    await expect(page.locator('dt#absage')).not.toContainText('calling off');
    await expect(page.locator('dt#fehl + dd')).toContainText('The plain cards');
    await expect(page.locator('dt#armut')).toContainText('house rule');
  });
});
