/**
 * The practice table's session sheet with a long imported session: 9,000 deals are
 * shown a page at a time (the page had drawn all of them: 81,518 elements, a 2.2 s long task),
 * operated by keyboard with the range said aloud, and at 375 px the sheet fits the screen. The
 * long tasks of the page load are measured with a PerformanceObserver and reported (timings are
 * not asserted: the machine may be shared); the number of elements drawn is.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { watchErrors } from './helpers.ts';

test.describe.configure({ timeout: 120_000 });

const DEALS = 9_000;

/** A session of DEALS deals as the table stores it: normal games and solos, scores as the engine writes them. */
function longSession() {
  const rows = [];
  const games = [];
  const totals = [0, 0, 0, 0];
  for (let i = 0; i < DEALS; i++) {
    const solo = i % 7 === 3;
    const value = 1 + (i % 4);
    const declarer = i % 4;
    const scores = solo ? [0, 1, 2, 3].map((s) => (s === declarer ? 3 * value : -value)) : [value, -value, value, -value];
    const contract = solo ? { kind: 'solo', declarer, solo: 'queens', compulsory: false } : { kind: 'normal' };
    scores.forEach((x, s) => (totals[s] += x));
    rows.push({ seed: i, dealer: i % 4, contract, redeal: false, value, scores });
    games.push({ dealer: i % 4, contract, redeal: false, forced: false, scores });
  }
  return {
    v: 1,
    level: 'beginner',
    session: { mode: 'open', dealer: 0, played: DEALS, totals, owesCompulsory: [false, false, false, false], games },
    rows,
    current: null,
  };
}

test('9,000 deals: a page of 20 at a time, paged by keyboard, the last running totals are the totals; it fits at 375 px', async ({ page }, info) => {
  const errors = watchErrors(page);
  const session = longSession();
  // Stored from a small page first: a megabyte in an init script would be compiled on every navigation.
  await page.goto('/favicon.svg');
  await page.evaluate((v) => localStorage.setItem('doko:table:v1', v), JSON.stringify(session));
  await page.addInitScript(() => {
    const w = window as unknown as { longTasks: number[] };
    w.longTasks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.longTasks.push(Math.round(e.duration));
    }).observe({ type: 'longtask', buffered: true });
  });
  await page.goto('/play/?delay=0');
  await expect(page.getByTestId('practice-table')).toHaveAttribute('data-state', /learnerTurn|over|botTurn/);
  const sheet = page.getByTestId('session-sheet');
  await expect(sheet.getByTestId('session-row')).toHaveCount(20);

  const longTasks = await page.evaluate(() => (window as unknown as { longTasks: number[] }).longTasks);
  const elements = await page.evaluate(() => document.getElementsByTagName('*').length);
  info.annotations.push({ type: 'long tasks while loading /play/ with 9,000 deals (ms)', description: JSON.stringify(longTasks) });
  info.annotations.push({ type: 'elements on the page', description: String(elements) });
  console.log(`session sheet, 9,000 deals: longest task ${Math.max(0, ...longTasks)} ms (${longTasks.length} over 50 ms), ${elements} elements`);
  expect(elements).toBeLessThan(2_000);

  // The latest deals first, their running totals ending at the totals.
  const range = sheet.getByTestId('sheet-range');
  await expect(range).toHaveText('Deals 8,981–9,000 of 9,000');
  await expect(sheet.getByTestId('session-row').first().locator('th')).toHaveText('8981');
  const lastRow = await sheet.getByTestId('session-row').last().locator('td.num:not(.sheet-wide)').allTextContents();
  expect(lastRow).toEqual(session.session.totals.map(String));
  for (let s = 0; s < 4; s++) await expect(sheet.getByTestId(`total-${s}`)).toHaveText(String(session.session.totals[s]));

  // By keyboard: the buttons at the end of the sheet stay focusable, saying they lead nowhere.
  const later = sheet.getByRole('button', { name: 'Later', exact: true });
  await expect(later).toHaveAttribute('aria-disabled', 'true');
  await sheet.getByRole('button', { name: 'First deals' }).focus();
  await page.keyboard.press('Enter');
  await expect(range).toHaveText('Deals 1–20 of 9,000');
  await expect(sheet.getByTestId('session-row').first().locator('th')).toHaveText('1');
  await expect(sheet.getByRole('button', { name: 'Earlier', exact: true })).toHaveAttribute('aria-disabled', 'true');
  await later.focus();
  await page.keyboard.press('Enter');
  await expect(range).toHaveText('Deals 21–40 of 9,000');
  await expect(later).toBeFocused();
  await sheet.getByRole('button', { name: 'Latest deals' }).focus();
  await page.keyboard.press('Space');
  await expect(range).toHaveText('Deals 8,981–9,000 of 9,000');
  await expect(sheet.getByRole('button', { name: 'Latest deals' })).toBeFocused();
  const axe = await new AxeBuilder({ page }).include('[data-testid="session-sheet"]').analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  await sheet.screenshot({ path: info.outputPath('session-sheet-1280.png') });

  // A phone: every seat's column is on the screen, and nothing scrolls sideways.
  await page.setViewportSize({ width: 375, height: 812 });
  await sheet.scrollIntoViewIfNeeded();
  await sheet.screenshot({ path: info.outputPath('session-sheet-375.png') });
  for (const seat of ['You', 'West', 'North', 'East']) {
    const box = (await sheet.getByRole('columnheader', { name: seat, exact: true }).boundingBox())!;
    expect(box.x + box.width, seat).toBeLessThanOrEqual(375);
  }
  const region = sheet.getByRole('region', { name: 'The games of the session' });
  expect(await region.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expect(sheet.getByTestId('session-row').first()).toContainText('dealt · value');
  expect(errors).toEqual([]);
});
