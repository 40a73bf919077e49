/**
 * Problem sets: a teacher composes a set by mouse and keyboard and copies its
 * link; a student runs it, answers, reloads and keeps the progress; the worksheet and the
 * answer key render under print media. A link with an item that cannot be found names it
 * and runs the rest.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { encodeSet } from '../../src/components/sets/format.ts';
import { watchErrors } from './helpers.ts';

const SHOTS = '/tmp/shots-sets';
const HAND = '♣A ♣A ♣10 ♣K ♣9 ♠A ♥A ♦A ♠K ♥K ♦9 ♦J';
const ready = (page: Page) => page.waitForFunction(() => document.querySelectorAll('astro-island[ssr]').length === 0);

async function noViolations(page: Page) {
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('compose by mouse and keyboard, copy the link, run it as a student (a lesson exercise done in the set), reload, print the worksheet and the key', async ({
  page,
  context,
}) => {
  const errors = watchErrors(page);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/sets/');
  await expect(page.locator('.set-composer')).toHaveAttribute('data-ready', 'true');

  // Mouse: a lesson exercise and a curated lead problem.
  await page.getByLabel('Exercise', { exact: true }).selectOption('deal-first-lead');
  await page.getByRole('button', { name: 'Add exercise' }).click();
  await page.getByLabel('Problem', { exact: true }).selectOption('single-club-ace');
  await page.getByRole('button', { name: 'Add lead problem' }).click();
  // Keyboard: a score quiz (level 2, deal 4711) and a hand, each submitted with Enter.
  await page.getByLabel('Level').focus();
  await page.keyboard.press('ArrowDown');
  await page.getByLabel('Deal number', { exact: true }).focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('4711');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Added as item 3' })).toContainText('level 2');
  await page.getByLabel('Hand', { exact: true }).fill('♣A ♣X');
  await page.getByLabel('Hand', { exact: true }).press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.locator('#pick-hand-error')).toContainText('card');
  await page.getByLabel('Hand', { exact: true }).fill(HAND);
  await page.getByRole('button', { name: 'Add hand' }).press('Enter');
  const items = page.locator('.set-item');
  await expect(items).toHaveCount(4);

  // Reorder with the keyboard: the lead problem goes last; focus stays on the moving item's buttons.
  await page.getByRole('button', { name: /^Move down: Pick the lead/ }).focus();
  await page.keyboard.press('Enter');
  await expect(page.locator(':focus')).toHaveAccessibleName(/^Move down: Pick the lead/);
  await page.keyboard.press('Enter');
  await expect(page.locator(':focus')).toHaveAccessibleName(/^Move up: Pick the lead/);
  await expect(items.locator('.set-item-name')).toHaveText([
    /^Lesson exercise: The first card/,
    /^Score the deal: level 2/,
    /^Hand to analyse: ♣A ♣A/,
    /^Pick the lead: A single ace of clubs/,
  ]);
  await page.getByLabel('Title of the set').fill('Club evening');

  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Copied' })).toBeVisible();
  const link = await page.getByLabel('Link for your students').inputValue();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  await noViolations(page);

  // The student starts with the lesson exercise, done here with the lesson's own widget: one
  // wrong answer, then the right one: two stars of three, which is what the set records.
  await page.goto(link);
  await ready(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Club evening' })).toBeVisible();
  const exercise = page.locator('.set-current[data-kind="exercise"] .exercise');
  await expect(exercise.locator('.exercise-goal')).toHaveText('Who plays the first card of this deal?');
  await exercise.getByRole('button', { name: 'West' }).click();
  await expect(exercise.locator('.feedback')).toContainText('No, not West.');
  await exercise.getByRole('button', { name: 'East' }).click();
  await expect(exercise.locator('.feedback')).toContainText('Right!');
  await expect(exercise.locator('.explanation')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Item 1 of 4: Lesson exercise: The first card, answered, 67 %/ })).toBeVisible();
  await expect(page.getByTestId('item-answered')).toContainText('partly right (67 %)');
  await noViolations(page);
  for (const [w, h] of [
    [1280, 800],
    [375, 812],
  ] as const) {
    await page.setViewportSize({ width: w, height: h });
    await page.screenshot({ path: `${SHOTS}/e2e-run-exercise-${w}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });

  // Then to the lead problem with the step buttons.
  await page.getByRole('button', { name: /^Item 4 of 4: Pick the lead/ }).click();
  await expect(page.getByRole('heading', { name: 'Pick the lead: A single ace of clubs' })).toBeFocused();
  await page.locator('button.hand-card:has([data-card="CA"])').click();
  await expect(page.locator('.lead-quiz .feedback')).toContainText('Right!');
  await expect(page.getByRole('button', { name: /^Item 4 of 4: .*answered, 100 %/ })).toBeVisible();
  await page.reload();
  await ready(page);
  // Back where the student was, with the answer kept.
  await expect(page.getByRole('heading', { name: 'Pick the lead: A single ace of clubs' })).toBeVisible();
  await expect(page.getByTestId('item-answered')).toContainText('right (100 %)');
  await page.getByRole('button', { name: 'See the summary' }).click();
  await expect(page.getByTestId('set-result')).toHaveText('You answered 2 of 4 items; your first answers earned 42 % of the full credit.');

  // The worksheet on paper: the positions and room to write, no buttons.
  await page.getByRole('link', { name: 'Print worksheet' }).click();
  await expect(page.locator('.set-print')).toHaveAttribute('data-part', 'worksheet');
  await expect(page.locator('.print-item')).toHaveCount(4);
  await expect(page.locator('.print-item[data-kind="score"] .trick-row')).toHaveCount(12);
  await expect(page.locator('.print-item[data-kind="lead"] .write-line').first()).toBeVisible();
  const paperExercise = page.locator('.print-item[data-kind="exercise"]');
  await expect(paperExercise).toContainText('Who plays the first card of this deal?');
  await expect(paperExercise.locator('.print-choices li')).toHaveText(['☐ South', '☐ West', '☐ North', '☐ East']);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(page.locator('.site-header')).toBeHidden();
  await page.screenshot({ path: `${SHOTS}/e2e-worksheet-print.png`, fullPage: true });
  await page.emulateMedia({ media: 'screen' });

  // The key: the engine's answers and explanations, also the simulated hand.
  await page.getByRole('link', { name: 'Show the answer key' }).click();
  await expect(page.locator('.set-print')).toHaveAttribute('data-complete', 'true', { timeout: 60_000 });
  await expect(page.locator('.print-item[data-kind="lead"]')).toContainText('Best lead: ace of clubs.');
  await expect(page.locator('.print-item[data-kind="lead"]')).toContainText('A single black ace first');
  await expect(page.locator('.print-item[data-kind="score"] .key-sheet tbody tr').first()).toBeVisible();
  await expect(page.locator('.print-item[data-kind="hand"] .key-answer')).toContainText('solo');
  await expect(page.locator('.print-item[data-kind="exercise"] .key-answer')).toHaveText('Right answer: East');
  await expect(page.locator('.print-item[data-kind="exercise"]')).toContainText('Explanation: The dealer deals clockwise');
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('link', { name: 'Show the worksheet' })).toBeHidden();
  await page.screenshot({ path: `${SHOTS}/e2e-key-print.png`, fullPage: true });
  expect(errors).toEqual([]);
});

test('a link with items that cannot be found names them and runs the rest; a damaged link says so', async ({ page }) => {
  const errors = watchErrors(page);
  const payload = encodeSet({
    title: 'An old set',
    items: [
      { kind: 'exercise', id: 'no-such-exercise' },
      { kind: 'lead', problem: 'single-club-ace' },
      { kind: 'hand', hand: '♣A ♣A ♣X' },
    ],
  });
  await page.goto(`/sets/run/#set=${payload}`);
  await ready(page);
  const broken = page.getByTestId('broken-items');
  await expect(broken).toContainText('2 of the 3 items cannot be used; the rest of the set runs.');
  await expect(broken).toContainText('Item 1 (Lesson exercise "no-such-exercise") cannot be used: there is no such exercise');
  await expect(broken).toContainText('Item 3 (Hand to analyse: ♣A ♣A ♣X) cannot be used: the hand cannot be read');
  await expect(page.locator('.set-current')).toHaveAttribute('data-kind', 'lead');
  await expect(page.locator('button.hand-card')).toHaveCount(12);
  await noViolations(page);

  await page.goto(`/sets/run/#set=${payload.slice(0, 40)}x`);
  await expect(page.locator('.set-run[data-state="error"] .notice')).toContainText('This link to a problem set is damaged');
  await page.goto('/sets/print/#set=eyJmIjoiZG9rby1zZXQvOSJ9');
  await expect(page.getByRole('alert')).toContainText('made by a different version of Doko Trainer (doko-set/9)');
  expect(errors).toEqual([]);
});

test('a hand with both ♣Q offers a marriage or a silent solo, never a normal game, and is graded by the engine (1280 and 375 px)', async ({ page }) => {
  const errors = watchErrors(page);
  const payload = encodeSet({ title: 'Both queens', items: [{ kind: 'hand', hand: '♣Q ♣Q ♠A ♠9 ♥9 ♥K ♣9 ♣K ♦9 ♦K ♠K ♥A' }] });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/sets/run/#set=${payload}`);
  await ready(page);
  const item = page.locator('.set-hand');
  await expect(item).toContainText('saying nothing at the table makes this a silent solo');
  await expect(item.getByRole('radio', { name: 'No solo: a normal game' })).toHaveCount(0);
  const choices = await item.getByRole('radio').evaluateAll((els) => els.map((e) => e.closest('label')!.textContent!.trim()));
  expect(choices.slice(0, 2)).toEqual(['Announce a marriage (Hochzeit)', 'Say nothing: a silent solo']);
  await noViolations(page);
  await page.screenshot({ path: `${SHOTS}/e2e-hand-both-queens-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 375, height: 812 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: `${SHOTS}/e2e-hand-both-queens-375.png`, fullPage: true });
  // No solo beats the marriage with this hand: the marriage is the answer, and the set records it.
  await item.getByRole('radio', { name: 'Announce a marriage (Hochzeit)' }).check();
  await item.getByRole('button', { name: 'Answer' }).click();
  await expect(page.getByTestId('hand-feedback')).toHaveClass(/tone-good/, { timeout: 60_000 });
  await expect(page.getByTestId('hand-feedback')).toHaveText('Your choice: Announce a marriage (Hochzeit). The simulation recommends the same.');
  await expect(page.getByRole('button', { name: /^Item 1 of 1: .*answered, 100 %/ })).toBeVisible();
  await noViolations(page);
  expect(errors).toEqual([]);
});

test('an answer key of thirty level-8 deals fills in without a long task over 200 ms once the page is up', async ({ page }) => {
  const errors = watchErrors(page);
  // Long tasks as the browser reports them, and the moment the island has hydrated (Astro removes its `ssr` mark).
  await page.addInitScript(() => {
    const w = window as unknown as { longTasks: { start: number; duration: number }[]; hydratedAt: number | null };
    w.longTasks = [];
    w.hydratedAt = null;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.longTasks.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: 'longtask', buffered: true });
    new MutationObserver(() => {
      if (w.hydratedAt === null && document.querySelector('astro-island') && !document.querySelector('astro-island[ssr]')) w.hydratedAt = performance.now();
    }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['ssr'] });
  });
  const items = Array.from({ length: 30 }, (_, i) => ({ kind: 'score' as const, level: 8 as const, seed: 100 + i }));
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(`/sets/print/#set=${encodeSet({ title: 'Thirty deals', items })}&part=key`);
  // Waiting polls lightly and the tasks are read before any other check: Playwright's own locators run on the page's thread too.
  await page.waitForFunction(() => document.querySelector('.set-print')?.getAttribute('data-complete') === 'true', null, { polling: 250, timeout: 90_000 });
  const { tasks, hydratedAt } = await page.evaluate(() => {
    const w = window as unknown as { longTasks: { start: number; duration: number }[]; hydratedAt: number | null };
    return { tasks: w.longTasks, hydratedAt: w.hydratedAt };
  });
  // Before the fix the thirty deals were worked out in the first render after hydration: one task of 2–3 s.
  expect(hydratedAt).not.toBeNull();
  const after = tasks.filter((t) => t.start >= hydratedAt!).map((t) => Math.round(t.duration));
  expect(
    after.filter((d) => d > 200),
    `long tasks after hydration: ${after.join(', ')} ms`,
  ).toEqual([]);
  await expect(page.locator('.print-item .key-sheet')).toHaveCount(30);
  await expect(page.locator('.set-print-tools [role="status"]')).toHaveText('The key is complete.');
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: `${SHOTS}/e2e-key-thirty-375.png` });
  expect(errors).toEqual([]);
});

test('a hand typed before the page has woken stays in the field', async ({ page }) => {
  // A slow phone: the composer's script arrives only after the teacher has typed a hand.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_astro\/Composer\.[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/sets/', { waitUntil: 'domcontentloaded' });
  const hand = page.getByLabel('Hand', { exact: true });
  await hand.click();
  await page.keyboard.type(HAND);
  release();
  await expect(page.locator('astro-island:has(#pick-hand)')).not.toHaveAttribute('ssr');
  await expect(hand).toHaveValue(HAND);
});
