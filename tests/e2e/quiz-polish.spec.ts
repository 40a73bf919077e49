/**
 * The quizzes at a newcomer's two screen sizes: a lead quiz grade shows one signal
 * (full ✓, partial with its credit, wrong ✗) in the cards, the words and the evidence; the rule
 * of thumb that names the answer appears only after answering; drills follow the learner's
 * lessons (normal games before solos, the easiest questions first) and their summary shows each
 * item's cards with the answer. Axe is clean and nothing overflows.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { watchErrors } from './helpers.ts';

// Lead simulations and axe passes on a shared machine take longer than the default 30 s (a limit, not a timing assertion).
test.describe.configure({ timeout: 120_000 });

const ready = (page: Page) => page.waitForFunction(() => document.querySelectorAll('astro-island[ssr]').length === 0);
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
const card = (page: Page, id: string) => page.locator(`.lead-quiz button.hand-card:has([data-card="${id}"])`).first();

async function noViolations(page: Page): Promise<void> {
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** Stars on a lesson exercise, as the lesson pages store them. */
async function starred(page: Page, ids: readonly string[]): Promise<void> {
  await page.evaluate((list) => localStorage.setItem('doko:progress:v1', JSON.stringify({ stars: Object.fromEntries(list.map((id) => [id, 2])) })), ids);
}

for (const size of [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${size.width} px`, () => {
    test.use({ viewport: size });

    test('a lead problem: a second try before the answer, the reason first, the simulation behind Details, no sideways scrolling', async ({ page }) => {
      const errors = watchErrors(page);
      // The key is ♣A (100); ♠A, ♥10 and ♣Q earn 70 % (the shortest suit first); the ♠9 nothing.
      await page.goto('/quiz/lead/?problem=shortest-club');
      await ready(page);
      const quiz = page.locator('.lead-quiz');
      await expect(quiz).toHaveAttribute('data-state', 'asking');
      await expect(quiz).toContainText('You are South, Re, and it is your lead.');
      // Before the answer nothing names the rule of thumb, which would give the answer away.
      await expect(quiz).not.toContainText('The shortest suit first');
      await card(page, 'S9').click();
      // The first try: its own grade only, and a second try.
      await expect(quiz).toHaveAttribute('data-state', 'retry');
      const feedback = page.locator('.feedback');
      await expect(feedback).toHaveClass(/tone-bad/);
      await expect(feedback).toHaveText('Not a good lead here: the nine of spades earns nothing. Try once more: a second try earns half the credit.');
      await expect(card(page, 'S9')).toHaveClass(/mark-wrong/);
      await expect(card(page, 'S9')).toBeDisabled();
      await expect(card(page, 'CA')).not.toHaveClass(/mark-/);
      await expect(card(page, 'CA')).toBeEnabled();
      await expect(quiz).not.toContainText('The best lead');
      await expect(page.locator('.evidence')).toHaveCount(0);
      await page.screenshot({ path: `/tmp/shots-quiz/lead-retry-${size.width}.png`, fullPage: true });
      if (size.width === 375) {
        await card(page, 'SA').click();
        await expect(feedback).toContainText('Partly right. 35 % credit. You led the nine of spades, then the ace of spades. The best lead: the ace of clubs.');
        await expect(card(page, 'SA')).toHaveAccessibleName(/your lead, 70 % credit/);
      } else {
        await page.getByRole('button', { name: 'Show the answer' }).click();
        await expect(feedback).toContainText('Not a good lead here. No credit. You led the nine of spades. The best lead: the ace of clubs.');
      }
      await expect(feedback).toHaveClass(size.width === 375 ? /tone-partial/ : /tone-bad/);
      // The reason in one sentence comes first; the rest waits behind Details.
      await expect(page.locator('.lead-reason')).toHaveText(
        'Why: With aces in both black suits, start with the shortest: the ♣A is alone, the ♠A has the ♠9 with it.',
      );
      await expect(card(page, 'CA')).toHaveClass(/mark-ok/);
      await expect(card(page, 'H10')).toHaveClass(/mark-partial/);
      await expect(card(page, 'H10').locator('.card-badge')).toHaveText('70 %');
      const details = page.locator('.lead-details');
      await expect(details).not.toHaveAttribute('open');
      await expect(page.locator('.evidence-table')).toBeHidden();
      await details.locator('summary').click();
      await expect(page.locator('.evidence')).toHaveAttribute('data-state', 'ready', { timeout: 60_000 });
      await expect(page.locator('.evidence-table tr[data-card="SA"] td').first()).toHaveText('70 %');
      await expect(page.locator('.evidence-table tr[data-card="CA"] td').first()).toHaveText('100 %');
      await expect(page.locator('.evidence')).toContainText('The credit follows this problem’s rule of thumb');
      await expect(details).toContainText('Rule of thumb — The shortest suit first:');
      await expect(page.locator('.quiz-head')).toContainText('The shortest suit first');
      // The table fits the card: nothing scrolls sideways, neither the page nor the table.
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      const table = await page
        .locator('.evidence-table')
        .evaluate((el) => ({ table: el.getBoundingClientRect().right, box: el.closest('.quiz-question')!.getBoundingClientRect().right }));
      expect(table.table).toBeLessThanOrEqual(table.box);
      await page.screenshot({ path: `/tmp/shots-quiz/lead-answered-${size.width}.png`, fullPage: true });
      await noViolations(page);
      // The next problem tests another idea from another seat.
      await page.getByRole('button', { name: 'Next problem' }).click();
      await expect(quiz).toHaveAttribute('data-state', 'asking');
      await expect(page.locator('.lead-quiz .quiz-question')).not.toHaveAttribute('data-problem', 'shortest-club');
      await expect(quiz).not.toContainText('You are South');
      // The problem list names a problem's rule only once it has been answered.
      await page.locator('.lead-quiz nav details summary').click();
      await expect(page.locator('.problem-list a[href$="problem=shortest-club"]')).toContainText('The shortest suit first');
      await expect(page.locator('.problem-list a[href$="problem=single-club-ace"]')).not.toContainText('A single black ace first');
      if (size.width === 375) {
        // The German table's longer headings fit too.
        await page.goto('/de/quiz/lead/?problem=shortest-club');
        await ready(page);
        await card(page, 'CA').click();
        await expect(page.locator('.lead-reason')).toContainText('Warum: Bei Assen in beiden schwarzen Farben');
        await page.locator('.lead-details summary').click();
        await expect(page.locator('.evidence')).toHaveAttribute('data-state', 'ready', { timeout: 60_000 });
        expect(await overflow(page)).toBeLessThanOrEqual(0);
      }
      expect(errors).toEqual([]);
    });

    test('drills follow the lessons: a beginner gets normal-game tricks, the easiest first, and a summary with the cards', async ({ page }) => {
      const errors = watchErrors(page);
      await page.goto('/quiz/drills/');
      await ready(page);
      // Kinds in lesson order, each naming its lesson; nothing covered yet.
      const kinds = page.locator('.drill-setup fieldset label');
      await expect(kinds.nth(0)).toHaveText('A bit of everything');
      await expect(kinds.nth(1)).toHaveText('Count the points of a trick (lesson 2: Card points)');
      await expect(kinds.nth(4)).toHaveText('Which card wins this trick (lesson 5: Who wins a trick)');
      await expect(page.getByRole('link', { name: 'lesson 2: Card points' })).toHaveAttribute('href', '/learn/cards-and-points/');
      await expect(page.getByRole('checkbox', { name: /Include solo games/ })).not.toBeChecked();
      await page.getByRole('radio', { name: /Which card wins this trick/ }).check();
      await page.getByRole('button', { name: 'Start the round' }).click();
      await expect(page).toHaveURL(/kind=winner&seed=\d+&solos=0/);
      const question = page.locator('.drill-round .quiz-question');
      for (let q = 1; q <= 8; q++) {
        await expect(page.locator('.drill-round')).toHaveAttribute('data-state', 'asking');
        // Normal games only: solo tricks wait for the solo lesson.
        await expect(question).toHaveAttribute('data-contract', 'normal');
        await question.locator('button.hand-card').first().click();
        await page.getByRole('button', { name: 'Next question' }).click();
      }
      await expect(page.locator('.drill-round')).toHaveAttribute('data-state', 'finished');
      // The summary shows each trick with the winning card marked and said.
      const results = page.locator('.round-results > li');
      await expect(results).toHaveCount(8);
      for (const li of await results.all()) {
        await expect(li.locator('.mini-card')).toHaveCount(4);
        await expect(li.locator('.summary-answer .mini-card')).toHaveCount(1);
        await expect(li.locator('.summary-answer')).toContainText('(wins the trick)');
        await expect(li.locator('.summary-cards')).toContainText(/wins with the/);
      }
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      await noViolations(page);
      expect(errors).toEqual([]);
    });

    test('a drill answers about the item asked, in one sentence and the lessons’ words; a one-card item offers no download', async ({ page }) => {
      const errors = watchErrors(page);
      // Item 692: "Normal game: is the ace of clubs a trump?"
      await page.goto('/quiz/drills/?kind=trump&item=692');
      await ready(page);
      await expect(page.locator('.quiz-prompt')).toHaveText('Normal game: is the ace of clubs a trump?');
      await page.getByRole('button', { name: 'Yes', exact: true }).click();
      await expect(page.locator('.feedback')).toHaveText('Not quite. No: in the normal game the ace of clubs is a plain card of clubs, not a trump.');
      await expect(page.getByRole('link', { name: 'Download this deal' })).toHaveCount(0);
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      await page.screenshot({ path: `/tmp/shots-quiz/drill-trump-${size.width}.png`, fullPage: true });
      await noViolations(page);
      if (size.width === 375) {
        // A party item: the lesson's "Unknown", and the deal it comes from can be downloaded.
        await page.goto('/quiz/drills/?kind=party&item=1');
        await ready(page);
        await expect(page.getByRole('radio', { name: 'Unknown', exact: true })).toHaveCount(4);
        await expect(page.getByRole('radio', { name: 'Not known yet' })).toHaveCount(0);
        await expect(page.getByRole('link', { name: 'Download this deal' })).toBeVisible();
        await page.getByRole('button', { name: 'Check' }).click();
        await expect(page.locator('.feedback')).toContainText(': unknown (no queen of clubs played, no call, nothing to deduce).');
        expect(await overflow(page)).toBeLessThanOrEqual(0);
      }
      expect(errors).toEqual([]);
    });

    test('after the lessons, covered drills come first and solo games join, normal games before solos', async ({ page }) => {
      await page.goto('/quiz/drills/');
      await starred(page, ['winner-trumped', 'sort-jack-solo']);
      await page.reload();
      await ready(page);
      const kinds = page.locator('.drill-setup fieldset label');
      await expect(kinds.nth(0)).toHaveText('A bit of everything your lessons have covered');
      await expect(kinds.nth(1)).toHaveText('Which card wins this trick (lesson 5, done)');
      await expect(kinds.nth(2)).toHaveText('Count the points of a trick (lesson 2: Card points)');
      await expect(page.getByRole('checkbox', { name: /Include solo games/ })).toBeChecked();
      // Trump questions with solos: a fixed seed whose round holds both kinds of game.
      await page.goto('/quiz/drills/?kind=trump&seed=1&solos=1');
      await ready(page);
      const contracts: string[] = [];
      for (let q = 1; q <= 8; q++) {
        await expect(page.locator('.drill-round')).toHaveAttribute('data-state', 'asking');
        contracts.push((await page.locator('.drill-round .quiz-question').getAttribute('data-contract'))!);
        await page.getByRole('button', { name: 'Yes', exact: true }).click();
        await page.getByRole('button', { name: 'Next question' }).click();
      }
      expect(contracts).toContain('normal');
      expect(contracts.some((c) => c !== 'normal')).toBe(true);
      // Every normal game before the first solo.
      expect(contracts.lastIndexOf('normal')).toBeLessThan(contracts.findIndex((c) => c !== 'normal'));
      const results = page.locator('.round-results > li');
      for (const li of await results.all()) await expect(li.locator('.summary-cards .mini-card')).toHaveCount(1);
      expect(await overflow(page)).toBeLessThanOrEqual(0);
    });
  });
}
