import AxeBuilder from '@axe-core/playwright';
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { cardPoints, type CardId } from '../../src/engine/cards.ts';
import { DDV_RULES } from '../../src/engine/rules.ts';
import { scoreItem } from '../../src/engine/quiz/score.ts';
import { keySheet } from '../../src/engine/quiz/sheet.ts';
import { backupsIn, watchErrors } from './helpers.ts';

const ready = (page: Page) => page.waitForFunction(() => document.querySelectorAll('astro-island[ssr]').length === 0);

async function noViolations(page: Page) {
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test.describe('score the deal', () => {
  const SEED = 4711;
  const item = scoreItem(SEED, 1, DDV_RULES);
  const key = keySheet(item.result);

  test('a wrong sheet is graded line by line beside the correct one; then the right sheet', async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto(`/quiz/score/?level=1&seed=${SEED}`);
    await ready(page);
    const quiz = page.locator('.score-quiz');
    await expect(quiz).toHaveAttribute('data-state', 'asking');
    await expect(page.getByTestId('facts')).toContainText(`Re took ${item.result.cardPoints.re} card points`);

    // Wrong: the other party wins, one line for the wrong party, no scores.
    const wrongWinner = key.winner === 're' ? 'Kontra' : 'Re';
    await page.getByRole('radio', { name: wrongWinner, exact: true }).check();
    await page.getByLabel('Won: points for Re').fill(key.winner === 're' ? '' : '1');
    await page.getByLabel('Won: points for Kontra').fill(key.winner === 're' ? '1' : '');
    await page.getByRole('button', { name: 'Check the sheet' }).click();
    await expect(quiz).toHaveAttribute('data-state', 'graded');
    await expect(page.getByRole('status').filter({ hasText: 'items right' })).toBeVisible();
    const grades = page.getByTestId('grade-list');
    await expect(grades.locator('li[data-ok="false"]').first()).toContainText('Winner:');
    await expect(grades).toContainText('Scores: The value from Re’s side is');
    await expect(page.getByRole('heading', { name: 'The correct sheet' })).toBeVisible();
    await expect(page.locator('.key-sheet tr[data-line="won"]')).toContainText('+1');

    // Right: correct the sheet from the engine's key.
    await page.getByRole('button', { name: 'Correct my sheet' }).click();
    await expect(quiz).toHaveAttribute('data-state', 'asking');
    const winner = key.winner === 'none' ? 'Nobody (no winner)' : key.winner === 're' ? 'Re' : 'Kontra';
    await page.getByRole('radio', { name: winner, exact: true }).check();
    for (const reason of ['won', 'below90', 'below60', 'below30', 'schwarz', 'againstTheElders'] as const) {
      const row = page.locator(`.sheet:not(.key-sheet) tr[data-line="${reason}"] input`);
      await row.nth(0).fill(String(key.lines[reason]?.re || ''));
      await row.nth(1).fill(String(key.lines[reason]?.kontra || ''));
    }
    for (let seat = 0; seat < 4; seat++) await page.locator(`input[name="score-${seat}"]`).fill(String(key.scores[seat]));
    await page.getByRole('button', { name: 'Check the sheet' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Every line and every score is right.' })).toBeVisible();
    await expect(grades.locator('li[data-ok="false"]')).toHaveCount(0);
    await noViolations(page);
    expect(errors).toEqual([]);

    // The first (wrong) answer was recorded: progress survives a reload, the miss is listed by theme.
    await page.goto('/quiz/');
    await ready(page);
    await expect(page.getByTestId('answered')).toHaveText('1 answer recorded in this browser.');
    await expect(page.getByTestId('misses')).toContainText(`A normal game without calls #${SEED}`);
    await page.reload();
    await ready(page);
    await expect(page.getByTestId('answered')).toHaveText('1 answer recorded in this browser.');
    await expect(page.getByTestId('due-list')).toContainText('Score line: won');
  });

  test('marks fields that are not numbers and downloads the deal as doko-deal/1', async ({ page }) => {
    await page.goto(`/quiz/score/?level=1&seed=${SEED}`);
    await ready(page);
    await page.locator('input[name="score-2"]').fill('lots');
    await page.getByRole('button', { name: 'Check the sheet' }).click();
    await expect(page.getByRole('alert')).toContainText('not a whole number');
    await expect(page.locator('input[name="score-2"]')).toHaveAttribute('aria-invalid', 'true');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download this deal' }).click()]);
    const record = JSON.parse(readFileSync((await download.path())!, 'utf8'));
    expect(record).toEqual(JSON.parse(JSON.stringify(item.record)));
  });
});

test.describe('pick the lead', () => {
  test('a curated problem: the right lead, its explanation and the evidence from simulation', async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto('/quiz/lead/?problem=single-club-ace');
    await ready(page);
    await expect(page.getByRole('heading', { name: 'A single ace of clubs' })).toBeVisible();
    await page.getByRole('button', { name: 'Hint: the rule' }).click();
    await expect(page.locator('.hints')).toContainText('A single black ace first');
    await page.locator('button.hand-card:has([data-card="CA"])').click();
    await expect(page.locator('.feedback')).toContainText('Right!');
    await expect(page.locator('.feedback')).toContainText('100 % credit.');
    await page.locator('.lead-details summary').click();
    await expect(page.locator('.evidence')).toHaveAttribute('data-state', 'ready', { timeout: 30_000 });
    await expect(page.locator('.evidence-table tbody tr')).toHaveCount(12);
    await expect(page.locator('.evidence-table tbody tr').first()).toHaveAttribute('data-card', 'CA');
    await expect(page.locator('.evidence-note')).toContainText('300 deals');
    await noViolations(page);
    await page.getByRole('button', { name: 'Next problem' }).click();
    await expect(page).toHaveURL(/problem=/);
    await expect(page.locator('.lead-quiz')).toHaveAttribute('data-state', 'asking');
    expect(errors).toEqual([]);
  });

  test('a generated problem is graded by the simulation', async ({ page }) => {
    await page.goto('/quiz/lead/?seed=31');
    await ready(page);
    await page.locator('button.hand-card').first().click();
    // Graded by the simulation's verdict once it has run: right at once, or a second try (here: the answer instead).
    await expect(page.locator('.lead-quiz')).toHaveAttribute('data-state', /^(ready|retry)$/, { timeout: 30_000 });
    if ((await page.locator('.lead-quiz').getAttribute('data-state')) === 'retry') await page.getByRole('button', { name: 'Show the answer' }).click();
    await expect(page.locator('.lead-quiz')).toHaveAttribute('data-state', 'ready');
    await expect(page.locator('.feedback')).toContainText(/(\d+ % credit|No credit)\./);
    await expect(page.locator('.lead-reason')).toContainText(/^Why: In 200 simulated deals the .+ brought your party the most card points, \d+ on average\.$/);
    await page.locator('.lead-details summary').click();
    await expect(page.locator('.evidence')).toContainText('Best by simulation');
  });
});

test.describe('drills', () => {
  test('a round by keyboard alone, graded with the engine’s reasons', async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto('/quiz/drills/');
    await ready(page);
    // Choose "Count the points of a trick" with the arrow keys, then start with Enter.
    // The kinds come in lesson order: counting points (lesson 2) right after "a bit of everything".
    await page.getByRole('radio', { name: 'A bit of everything' }).focus();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('radio', { name: 'Count the points of a trick' })).toBeChecked();
    await page.keyboard.press('Enter');
    const round = page.locator('.drill-round');
    for (let q = 1; q <= 8; q++) {
      await expect(round).toHaveAttribute('data-state', 'asking');
      await expect(page.locator('.quiz-head')).toContainText(`Question ${q} of 8`);
      const cards = await page.locator('.quiz-question .card-row [data-card]').evaluateAll((els) => els.map((e) => e.getAttribute('data-card')!));
      const sum = cards.reduce((s, c) => s + cardPoints(c as CardId), 0);
      await expect(page.getByLabel('Card points')).toBeFocused();
      // One wrong answer on purpose.
      await page.keyboard.type(String(q === 3 ? sum + 1 : sum));
      await page.keyboard.press('Enter');
      await expect(round).toHaveAttribute('data-state', 'feedback');
      await expect(page.locator('.feedback')).toContainText(q === 3 ? 'Not quite.' : 'Right!');
      await expect(page.locator('.feedback')).toContainText(`${sum} card points`);
      if (q === 3) await noViolations(page);
      await expect(page.getByRole('button', { name: 'Next question' })).toBeFocused();
      await page.keyboard.press('Enter');
    }
    await expect(round).toHaveAttribute('data-state', 'finished');
    await expect(page.locator('.round-score')).toHaveText('7 of 8 right.');
    await expect(page.getByRole('button', { name: 'Another round' })).toBeFocused();
    expect(errors).toEqual([]);

    await page.reload();
    await page.goto('/quiz/');
    await ready(page);
    await expect(page.getByTestId('answered')).toHaveText('8 answers recorded in this browser.');
    await expect(page.getByTestId('streak')).toContainText('Streak: 1 day in a row');
    await expect(page.getByTestId('misses')).toContainText('Drill: Count the points of a trick');
  });

  test('every kind of question can be answered and explains itself', async ({ page }) => {
    await page.goto('/quiz/drills/?kind=mixed&seed=5');
    await ready(page);
    const round = page.locator('.drill-round');
    for (let q = 1; q <= 8; q++) {
      await expect(round).toHaveAttribute('data-state', 'asking');
      const kind = await page.locator('.quiz-question').getAttribute('data-kind');
      if (kind === 'trump' || kind === 'announce') await page.getByRole('button', { name: 'Yes', exact: true }).click();
      else if (kind === 'winner') await page.locator('.quiz-question button.hand-card').first().click();
      else if (kind === 'points') {
        await page.getByLabel('Card points').fill('0');
        await page.getByRole('button', { name: 'Check' }).click();
      } else await page.getByRole('button', { name: 'Check' }).click();
      await expect(round).toHaveAttribute('data-state', 'feedback');
      await expect(page.locator('.feedback')).not.toBeEmpty();
      await page.getByRole('button', { name: 'Next question' }).click();
    }
    await expect(round).toHaveAttribute('data-state', 'finished');
  });
});

test.describe('quiz overview and stored progress', () => {
  test('corrupted progress is reported and reset without breaking the page', async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto('/quiz/');
    await ready(page);
    await page.evaluate(() => localStorage.setItem('doko:quiz', '{"schema":2,"attempts":"garbage"'));
    await page.reload();
    await ready(page);
    await expect(page.getByRole('alert')).toContainText('Your quiz progress could not be read (the saved data: not JSON), so it was reset.');
    await expect(page.getByTestId('due-empty')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('doko:quiz'))).toBeNull();
    expect(await backupsIn(page, 'doko:quiz')).toEqual(['{"schema":2,"attempts":"garbage"']);
    expect(errors).toEqual([]);
  });

  test('exports and imports progress as one JSON file', async ({ page }) => {
    await page.goto('/quiz/drills/?kind=trump&item=12');
    await ready(page);
    await page.getByRole('button', { name: 'Yes', exact: true }).click();
    await page.goto('/quiz/');
    await ready(page);
    await expect(page.getByTestId('answered')).toHaveText('1 answer recorded in this browser.');
    const due = await page.locator('#due-title + *').textContent();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export all progress' }).click()]);
    const text = readFileSync((await download.path())!, 'utf8');
    expect(JSON.parse(text)).toMatchObject({ format: 'doko-progress', version: 1, quiz: { schema: 2 } });

    page.on('dialog', (d) => d.accept());
    await page.getByRole('button', { name: 'Reset all quiz progress' }).click();
    await expect(page.getByTestId('answered')).toHaveText('0 answers recorded in this browser.');
    await page
      .getByLabel('Import progress from a file')
      .setInputFiles({ name: 'bad.json', mimeType: 'application/json', buffer: Buffer.from('{"format":"x"}') });
    await expect(page.getByTestId('progress-file-message')).toContainText('That is not a progress file of this site');
    await page.getByLabel('Import progress from a file').setInputFiles({ name: 'progress.json', mimeType: 'application/json', buffer: Buffer.from(text) });
    await expect(page.getByTestId('progress-file-message')).toHaveText('Progress imported. Quiz progress: 1 quiz answer and 2 scheduled questions.');
    await expect(page.getByTestId('answered')).toHaveText('1 answer recorded in this browser.');
    await expect(page.locator('#due-title + *')).toHaveText(due!);
    await expect(page.getByTestId('streak')).toContainText('Streak: 1 day in a row');
  });

  // At 375 px every quiz page is axe-checked and measured by the every-page scan (every-page.spec.ts).
  test('every quiz page is axe clean and fits at 1280 px', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    for (const path of ['/quiz/', '/quiz/score/?level=3&seed=9', '/quiz/lead/?problem=marriage-dulle', '/quiz/drills/?kind=legal&seed=3']) {
      await page.goto(path);
      await ready(page);
      await noViolations(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
    await expect(page.getByRole('link', { name: 'Quiz', exact: true })).toHaveAttribute('aria-current', 'page');
  });
});
