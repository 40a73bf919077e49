/**
 * The analyser for two readers (a learner and an expert) and a paste that cannot freeze it:
 * the learner's answer comes first, in the viewport, in English and in German (German card
 * codes read the German way); the expert figures sit behind a toggle the settings remember; one
 * slip in a paste is one problem; a paste over the limit is refused at once, the problems of a
 * long paste are listed up to eight, the address stays short, and no task blocks the page for
 * more than 200 ms (a PerformanceObserver counts them). Axe is clean in every state shown.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { watchErrors } from './helpers.ts';

// The simulation runs in a Web Worker: on a shared machine a run and an axe pass take a while (a limit, not a timing assertion).
test.describe.configure({ timeout: 120_000 });

const FIVE_PLUS_THREE = '♣A ♣A ♣10 ♣K ♣9 ♠A ♥A ♦A ♠K ♥K ♦9 ♦J';
/** The same hand in German letters (Kreuz, Pik, Herz, Karo; Z for the ten, B for the jack). */
const FIVE_PLUS_THREE_DE = 'KA KA KZ KK K9 PA HA KaA PK HK Ka9 KaB';

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('astro-island:has(.analyser)')).not.toHaveAttribute('ssr');
}

const quickDone = (page: Page) => expect(page.locator('.analyser')).toHaveAttribute('data-quick', 'done', { timeout: 90_000 });
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

async function noViolations(page: Page): Promise<void> {
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

const storedSettings = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('doko:settings:v1') ?? '{}') as { expertFigures?: boolean });

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the answer first, in a learner’s words; the expert figures behind a toggle the settings remember', async ({ page }) => {
    const errors = watchErrors(page);
    await open(page, '/analyse/');
    await page.getByRole('textbox', { name: 'Your hand' }).fill(FIVE_PLUS_THREE);
    await quickDone(page);
    const verdict = page.getByTestId('answer-verdict');
    await expect(verdict).toHaveText('Play an ace solo (Fleischloser).');
    await expect(page.getByTestId('answer-reason')).toHaveText(
      /^An ace solo \(Fleischloser\) here wins about \d+ in 10 deals: you hold 6 aces and tens and a 5-card clubs suit headed ♣A ♣A ♣10\.$/,
    );
    await expect(verdict).toBeInViewport();
    // No expert table until asked for.
    const toggle = page.getByRole('button', { name: 'Show the expert figures' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByTestId('verdict-table')).toHaveCount(0);
    await noViolations(page);
    await toggle.click();
    const hide = page.getByRole('button', { name: 'Hide the expert figures' });
    await expect(hide).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByTestId('verdict-table')).toBeVisible();
    await expect(page.getByTestId('verdict-table')).toContainText('Classic count');
    expect((await storedSettings(page)).expertFigures).toBe(true);
    await noViolations(page);
    // The next visit opens with the figures shown.
    await page.reload();
    await expect(page.locator('astro-island:has(.analyser)')).not.toHaveAttribute('ssr');
    await expect(hide).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByTestId('verdict-table')).toBeVisible();
    await hide.click();
    await expect(page.getByTestId('verdict-table')).toHaveCount(0);
    expect((await storedSettings(page)).expertFigures).toBe(false);
    expect(errors).toEqual([]);
  });
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('German: the hint’s German codes read the German way, and the answer speaks German', async ({ page }) => {
    const errors = watchErrors(page);
    await open(page, '/de/analyse/');
    await expect(page.locator('#hand-hint')).toContainText('KD PZ HA KaA');
    await page.getByRole('textbox', { name: 'Dein Blatt' }).fill(FIVE_PLUS_THREE_DE);
    await expect(page.getByTestId('parsed-hand').locator('.card')).toHaveCount(12);
    await expect(page.getByTestId('parsed-hand')).toContainText('Kreuz-Ass, 11 Augen');
    await quickDone(page);
    await expect(page.getByTestId('answer-verdict')).toHaveText('Spiel einen Fleischlosen.');
    await expect(page.getByTestId('answer-reason')).toHaveText(
      /^Der Fleischlose gewinnt hier etwa \d+ von 10 Spielen: du hast 6 Volle \(Asse und Zehnen\) und 5 Kreuz mit ♣A ♣A ♣10 an der Spitze\.$/,
    );
    await expect(page.getByTestId('answer-verdict')).toBeInViewport();
    // Kreuz-Dame as a German player writes it: KD alone is no longer ambiguous here.
    await page.getByRole('textbox', { name: 'Dein Blatt' }).fill('KD');
    await expect(page.getByTestId('hand-error').locator('li')).toHaveText([/^Das Blatt hat eine Karte, muss aber 12 haben\./]);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await noViolations(page);
    expect(errors).toEqual([]);
  });

  test('one slip is one problem; a huge paste is refused at once; a long one lists eight problems; the address stays short; no long task', async ({ page }) => {
    const errors = watchErrors(page);
    await open(page, '/analyse/');
    // Long tasks from here on (the page's own load is not what is measured); read with takeRecords, so none is missed.
    await page.evaluate(() => {
      const w = window as unknown as { longTasks: number[]; longTaskObserver: PerformanceObserver };
      w.longTasks = [];
      w.longTaskObserver = new PerformanceObserver((list) => list.getEntries().forEach((e) => w.longTasks.push(Math.round(e.duration))));
      w.longTaskObserver.observe({ type: 'longtask' });
    });
    const box = page.getByRole('textbox', { name: 'Your hand' });
    const problems = page.getByTestId('hand-error').locator('li');

    // A German HZ among English letters is the ten of hearts; a typo is one problem, and SA, SK, S10 stay spades.
    /** The long tasks since the last call, over 200 ms (axe's own work is taken out this way too). */
    const longTasksOver200 = () =>
      page.evaluate(() => {
        const w = window as unknown as { longTasks: number[]; longTaskObserver: PerformanceObserver };
        // Entries not yet handed to the callback, too.
        for (const e of w.longTaskObserver.takeRecords()) w.longTasks.push(Math.round(e.duration));
        const over = w.longTasks.filter((ms) => ms > 200);
        w.longTasks = [];
        return over;
      });
    await box.fill('CQ CQ HZ SA SK D10 DA HA CA SA S10 HK');
    await expect(page.getByTestId('parsed-hand').locator('.card')).toHaveCount(12);
    await box.fill('CQ CQ HX SA SK D10 DA HA CA SA S10 HK');
    await expect(problems).toHaveText([/^The 3rd card, "HX", is not a card\./]);
    const typed = 'CQ CQ HX SA SK D10 DA HA CA SA S10 HK';
    // Measured from here: the long and garbled pastes (the page's first hand, its first render of cards, is not).
    await longTasksOver200();

    // 100 KB: refused at once, never entering the field (its text is not laid out), the field keeps
    // the hand it had, the address stays as it was.
    await box.evaluate((el: HTMLTextAreaElement) => {
      const w = window as unknown as { longestValue: number };
      w.longestValue = 0;
      el.addEventListener('input', () => (w.longestValue = Math.max(w.longestValue, el.value.length)));
    });
    await box.fill('♣Q ♠10 '.repeat(14_286));
    await expect(page.getByTestId('hand-refused')).toHaveText(
      'That paste is 100,002 characters long, and a hand needs at most 1,000: paste only your cards. Your hand was left as it was.',
    );
    await expect(box).toHaveValue(typed);
    expect(await page.evaluate(() => (window as unknown as { longestValue: number }).longestValue)).toBeLessThanOrEqual(1_000);
    await expect(problems).toHaveCount(1);
    expect(page.url().length).toBeLessThan(500);
    expect(await longTasksOver200()).toEqual([]);

    // 999 characters of junk: read, every token marked, eight listed and the rest counted, no hand in the address.
    await box.fill('xx '.repeat(333));
    await expect(page.getByTestId('hand-refused')).toHaveCount(0);
    await expect(page.getByTestId('hand-error').locator('.an-error-head')).toHaveText('This is not a hand yet, 334 things to fix:');
    await expect(problems).toHaveCount(8);
    await expect(page.getByTestId('hand-error')).toContainText('… and 326 more.');
    // The 13th token is marked once, though it is also where the count goes wrong.
    await expect(page.locator('.an-mirror mark')).toHaveCount(333);
    expect(new URL(page.url()).search).toBe('');
    await expect(page.getByText('A hand this long goes into a link only once it reads as cards.')).toBeVisible();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    expect(await longTasksOver200()).toEqual([]);
    await noViolations(page);
    await longTasksOver200();

    // A hand again: read, analysed, in the address.
    await box.fill(FIVE_PLUS_THREE);
    await quickDone(page);
    expect(new URL(page.url()).searchParams.get('hand')).toBe(FIVE_PLUS_THREE);
    expect(errors).toEqual([]);
  });
});
