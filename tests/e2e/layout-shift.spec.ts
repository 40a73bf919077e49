/**
 * Islands hydrate in place: the server HTML already has the widget's size, so nothing moves
 * when the JavaScript arrives. Measured with the browser's layout-shift entries.
 */
import { expect, test } from '@playwright/test';
import { hydrateAll } from './helpers.ts';

const LESSONS = [
  '/learn/',
  '/learn/cards-and-points/',
  '/learn/equal-cards-and-dullen/',
  '/learn/deadlines-without-nines/',
  '/learn/scoring-step-by-step/',
  '/learn/tactics-in-the-trick/',
  '/quiz/drills/',
];

for (const path of LESSONS) {
  test(`no layout shift while ${path} hydrates`, async ({ page }) => {
    await page.addInitScript(() => {
      (window as unknown as { __shift: number }).__shift = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
          if (!e.hadRecentInput) (window as unknown as { __shift: number }).__shift += e.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(path);
    await hydrateAll(page);
    const shift = await page.evaluate(() => (window as unknown as { __shift: number }).__shift);
    // Scrolling islands into view is not a shift; any hydration that resizes a widget is.
    expect(shift).toBeLessThan(0.01);
  });
}
