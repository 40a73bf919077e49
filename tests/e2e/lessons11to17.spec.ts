import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { exercise, hydrateAll, island, watchErrors } from './helpers.ts';

const LESSONS = ['winning-targets', 'scoring-step-by-step', 'special-points', 'solo-scoring', 'house-rules', 'tactics', 'tournament-play'];

for (const width of [375, 1280]) {
  test.describe(`lessons 11–17 at ${width}px`, () => {
    test.use({ viewport: { width, height: 800 } });
    for (const slug of LESSONS) {
      test(`/learn/${slug}/ loads cleanly and passes axe`, async ({ page }) => {
        // Long pages with many islands, scrolled through and checked by axe: give a loaded machine room.
        test.setTimeout(90_000);
        const errors = watchErrors(page);
        const res = await page.goto(`/learn/${slug}/`);
        expect(res?.status()).toBe(200);
        await hydrateAll(page);
        await expect(page.locator('h1')).toHaveCount(1);
        await expect(page.getByTestId('lesson-progress')).toHaveCount(1);
        const axe = await new AxeBuilder({ page }).analyze();
        expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, 'no horizontal scrolling').toBeLessThanOrEqual(0);
        expect(errors).toEqual([]);
      });
    }
  });
}

test('dark theme passes axe on the score sheet lesson', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/learn/solo-scoring/');
  await hydrateAll(page);
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);
});

test.describe('static tables come from the engine', () => {
  test('targets table and worked examples', async ({ page }) => {
    await page.goto('/learn/winning-targets/');
    const targets = page.getByRole('table', { name: /What each party needs/ });
    await expect(targets.getByRole('row').nth(5)).toContainText('≥ 151');
    await page.goto('/learn/scoring-step-by-step/');
    const ex6 = page.locator('[data-example="ex6"]');
    await expect(ex6.locator('[data-seat="0"]')).toHaveAttribute('data-score', '-18');
    await expect(ex6.locator('[data-seat="1"]')).toHaveAttribute('data-score', '6');
    await expect(page.locator('[data-example="ex4"] [data-reason="reached90AgainstNo60"]')).toContainText('+1');
  });

  test('the worked session forces the last two solos', async ({ page }) => {
    await page.goto('/learn/tournament-play/');
    await expect(page.locator('tr[data-deal="23"]')).toContainText('Ben: Pflichtsolo, vorgeführt');
    await expect(page.locator('tr[data-deal="24"]')).toContainText('David: Pflichtsolo, vorgeführt');
    await expect(page.locator('tr[data-deal="3"]')).toContainText('deals again');
  });
});

async function targetCalc(page: Page) {
  await page.goto('/learn/winning-targets/');
  return island(page, '.target-calc');
}

test.describe('target calculator', () => {
  test('by mouse: calls move the targets, the slider decides, both can miss', async ({ page }) => {
    const errors = watchErrors(page);
    const calc = await targetCalc(page);
    await expect(calc).toHaveAttribute('data-state', 'reWins');
    await expect(calc.getByTestId('target-re')).toContainText('Re needs 121 card points');
    await calc.getByRole('group', { name: 'Re’s highest call' }).getByText('keine 90', { exact: true }).click();
    await expect(calc.getByTestId('target-re')).toContainText('Re needs 151 card points');
    await expect(calc.getByTestId('target-kontra')).toContainText('Kontra needs 90 card points');
    await expect(calc).toHaveAttribute('data-state', 'kontraWins');
    await calc.getByLabel('Re’s card points').fill('160');
    await expect(calc.getByTestId('target-points')).toContainText('Kontra has 80');
    await expect(calc.getByTestId('target-verdict')).toHaveText('Re wins with 160 card points in 6 tricks: only Re reached its target.');
    await calc.getByRole('group', { name: 'Kontra’s highest call' }).getByText('keine 90', { exact: true }).click();
    await calc.getByLabel('Re’s card points').fill('140');
    await expect(calc).toHaveAttribute('data-state', 'noWinner');
    await expect(calc.getByTestId('target-verdict')).toContainText('Nobody wins');
    await calc.getByLabel('Tricks won by Re').fill('0');
    await expect(calc).toHaveAttribute('data-state', 'impossible');
    await expect(calc.getByTestId('target-verdict')).toContainText('Re won no trick');
    await calc.getByRole('button', { name: 'Start over' }).click();
    await expect(calc).toHaveAttribute('data-state', 'reWins');
    expect(errors).toEqual([]);
  });

  test('by keyboard: arrow keys pick calls and move the slider', async ({ page }) => {
    const calc = await targetCalc(page);
    const kontraNone = calc.getByRole('group', { name: 'Kontra’s highest call' }).getByRole('radio', { name: 'no call' });
    await kontraNone.focus();
    await page.keyboard.press('ArrowRight');
    await expect(calc.getByRole('group', { name: 'Kontra’s highest call' }).getByRole('radio', { name: 'Kontra', exact: true })).toBeChecked();
    // Only Kontra said: Re now needs 120.
    await expect(calc.getByTestId('target-re')).toContainText('Re needs 120 card points');
    const slider = calc.getByLabel('Re’s card points');
    await slider.focus();
    await page.keyboard.press('ArrowLeft');
    await expect(calc.getByTestId('target-points')).toContainText('Re 120');
    await expect(calc).toHaveAttribute('data-state', 'reWins');
    await page.keyboard.press('ArrowLeft');
    await expect(calc).toHaveAttribute('data-state', 'kontraWins');
  });
});

test.describe('score sheet', () => {
  test('by mouse: worked example 6 is −18 for the soloist', async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto('/learn/solo-scoring/');
    const sheet = await island(page, '.score-sheet[aria-labelledby="sheet-lesson-14-title"]');
    await expect(sheet.getByLabel('Game')).toHaveValue('solo');
    await sheet.getByLabel('Re: highest call').selectOption({ label: 'keine 90' });
    await sheet.getByLabel('Re’s card points').fill('87');
    await sheet.getByLabel('Re’s tricks').fill('4');
    const anna = sheet.getByTestId('seat-scores').locator('[data-seat="0"]');
    await expect(anna).toHaveAttribute('data-score', '-18');
    await expect(anna).toContainText('Anna (soloist)−18');
    await expect(sheet.getByTestId('score-lines')).toContainText('120 reached against keine 90');
    await expect(sheet.getByTestId('score-value')).toContainText('Kontra won. Net value 6 for Kontra.');
    expect(errors).toEqual([]);
  });

  test('rejects impossible facts with the engine’s reason', async ({ page }) => {
    await page.goto('/learn/scoring-step-by-step/');
    const sheet = await island(page, '.score-sheet[aria-labelledby="sheet-lesson-12-title"]');
    await sheet.getByLabel('Re’s tricks').fill('12');
    await expect(sheet.getByTestId('sheet-error')).toContainText('Kontra won no trick');
    await expect(sheet).toHaveAttribute('data-state', 'impossible');
  });

  test('by keyboard: write the sheet yourself, checked line by line', async ({ page }) => {
    await page.goto('/learn/scoring-step-by-step/');
    const ex = await exercise(page, 'sheet-re-and-kontra');
    const add = async (reason: string, party: string, points: string) => {
      await ex.getByLabel('Item').focus();
      await ex.getByLabel('Item').selectOption(reason);
      await ex.getByLabel('Credited to').selectOption(party);
      await ex.getByLabel('Points', { exact: true }).focus();
      await page.keyboard.press('Control+A');
      await page.keyboard.type(points);
      await page.keyboard.press('Enter');
    };
    await add('won', 're', '1');
    await add('kontraAnnounced', 'kontra', '2');
    await ex.getByLabel('Anna (Re)').focus();
    await page.keyboard.type('4');
    await ex.getByRole('button', { name: 'Check my sheet' }).press('Enter');
    await expect(ex.locator('[data-state]').first()).toHaveAttribute('data-state', 'wrong');
    const lines = ex.getByTestId('draft-lines').locator('li');
    await expect(lines.nth(0)).toHaveAttribute('data-verdict', 'right');
    await expect(lines.nth(1)).toHaveAttribute('data-verdict', 'wrongParty');
    await expect(ex.getByRole('status')).toContainText('1 of 2 lines right. 3 lines are missing.');
    await ex.getByRole('button', { name: /Remove Kontra: Kontra announced/ }).press('Enter');
    await add('below90', 're', '1');
    await add('reAnnounced', 're', '2');
    await add('kontraAnnounced', 're', '2');
    const scores: Record<string, string> = { 'Anna (Re)': '6', 'Ben (Kontra)': '-6', 'Clara (Re)': '6', 'David (Kontra)': '−6' };
    for (const [label, value] of Object.entries(scores)) {
      await ex.getByLabel(label).focus();
      await page.keyboard.press('Control+A');
      await page.keyboard.type(value);
    }
    await ex.getByRole('button', { name: 'Check my sheet' }).press('Enter');
    await expect(ex.getByRole('status')).toContainText('All right');
    await expect(ex.locator('.stars')).toHaveAttribute('data-stars', '2');
    await expect(ex.getByTestId('seat-scores').locator('[data-seat="1"]')).toHaveAttribute('data-score', '-6');
    await expect(page.getByTestId('lesson-progress')).toHaveText('1 of 2 exercises solved');
    await page.getByRole('button', { name: 'Reset this lesson' }).click();
    await expect(ex.locator('.stars')).toHaveAttribute('data-stars', '0');
    await expect(page.getByTestId('lesson-progress')).toHaveText('0 of 2 exercises solved');
  });

  test('a free sheet can be practised and revealed', async ({ page }) => {
    await page.goto('/learn/scoring-step-by-step/');
    const sheet = await island(page, '.score-sheet[aria-labelledby="sheet-lesson-12-title"]');
    await sheet.getByRole('button', { name: 'Hide the lines: I will write them myself' }).click();
    await expect(sheet).toHaveAttribute('data-state', 'answering');
    await expect(sheet.getByTestId('score-lines')).toHaveCount(0);
    await sheet.getByRole('button', { name: 'Add line' }).click();
    await sheet.getByLabel('Anna (Re)').fill('1');
    await sheet.getByLabel('Ben (Kontra)').fill('-1');
    await sheet.getByLabel('Clara (Re)').fill('1');
    await sheet.getByLabel('David (Kontra)').fill('-1');
    await sheet.getByRole('button', { name: 'Check my sheet' }).click();
    await expect(sheet).toHaveAttribute('data-state', 'solved');
    await sheet.getByRole('button', { name: 'Show the engine’s sheet' }).click();
    await expect(sheet.getByTestId('score-lines')).toContainText('won');
  });
});

test.describe('questions', () => {
  test('target and score questions by mouse and keyboard, with stars', async ({ page }) => {
    await page.goto('/learn/winning-targets/');
    const target = await exercise(page, 'target-re-no90');
    await target.getByLabel('Card points Re needs').fill('150');
    await target.getByRole('button', { name: 'Check' }).click();
    await expect(target.getByRole('status')).toHaveText('No, not 150.');
    await target.getByLabel('Card points Re needs').fill('151');
    await target.getByLabel('Card points Re needs').press('Enter');
    await expect(target.getByRole('status')).toContainText('Right!');
    await expect(target.locator('.stars')).toHaveAttribute('data-stars', '2');

    const winner = await exercise(page, 'winner-both-absagen');
    await winner.getByRole('button', { name: 'Nobody' }).focus();
    await page.keyboard.press('Enter');
    await expect(winner.getByRole('status')).toContainText('Right!');
    await expect(winner.getByTestId('score-lines')).toContainText('120 reached against keine 90');

    await page.goto('/learn/solo-scoring/');
    const solo = await exercise(page, 'score-solo-win');
    await solo.getByLabel('Your answer').fill('3');
    await solo.getByRole('button', { name: 'Check' }).click();
    await expect(solo.getByRole('status')).toHaveText('No, not +3.');
    await solo.getByLabel('Your answer').fill('+9');
    await solo.getByRole('button', { name: 'Check' }).click();
    await expect(solo.getByRole('status')).toContainText('Right!');
  });

  test('session question: who deals after a Pflichtsolo', async ({ page }) => {
    await page.goto('/learn/tournament-play/');
    const ex = await exercise(page, 'session-dealer-after-pflichtsolo');
    await ex.getByRole('button', { name: 'David' }).click();
    await expect(ex.getByRole('status')).toHaveText('No, not David.');
    await ex.getByRole('button', { name: 'Clara' }).focus();
    await page.keyboard.press('Space');
    await expect(ex.getByRole('status')).toContainText('Right! Clara deals.');
    await expect(ex.locator('tr[data-deal="3"]')).toContainText('David: Pflichtsolo');
  });

  test('an exercise link opens and highlights it', async ({ page }) => {
    await page.goto('/learn/tournament-play/?exercise=session-vorgefuehrt');
    await expect(page.locator('#exercise-session-vorgefuehrt')).toHaveClass(/is-linked/);
    const ex = await exercise(page, 'session-vorgefuehrt');
    await ex.getByRole('button', { name: 'Ben' }).click();
    await expect(ex.getByRole('status')).toContainText('Ben is vorgeführt');
    await expect(ex.locator('.stars')).toHaveAttribute('data-stars', '3');
  });
});

test.describe('house rules from Settings change the widgets', () => {
  test('fox in the last trick counts 2; without nines a deal has 10 tricks', async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto('/learn/house-rules/');
    let sheet = await island(page, '.score-sheet[aria-labelledby="sheet-lesson-15-title"]');
    await expect(sheet.getByTestId('score-lines').locator('[data-reason="foxCaught"]')).toContainText('Fox caught+1');
    await expect(sheet.getByTestId('seat-scores').locator('[data-seat="0"]')).toHaveAttribute('data-score', '0');
    const exBefore = page.locator('#exercise-house-fox-last-trick');
    await expect(exBefore).toContainText('Fox in last trick ×2');

    await page.goto('/settings/');
    await expect(page.locator('astro-island')).not.toHaveAttribute('ssr');
    await page.getByRole('checkbox', { name: 'Fox caught in the last trick' }).check();
    await page.getByRole('checkbox', { name: 'Without nines (40 cards)' }).check();
    await expect(page.getByTestId('rule-bar')).toContainText('Fox in last trick ×2');

    await page.goto('/learn/house-rules/');
    sheet = await island(page, '.score-sheet[aria-labelledby="sheet-lesson-15-title"]');
    await expect(sheet.getByTestId('sheet-rules')).toContainText('Fox in last trick ×2');
    await expect(sheet.getByTestId('score-lines').locator('[data-reason="foxCaughtLastTrick"]')).toContainText('+2');
    await expect(sheet.getByTestId('seat-scores').locator('[data-seat="0"]')).toHaveAttribute('data-score', '-1');

    const calc = await targetCalc(page);
    await expect(calc).toContainText('of 10');
    await calc.getByRole('group', { name: 'Re’s highest call' }).getByText('schwarz', { exact: true }).click();
    await expect(calc.getByTestId('target-re')).toContainText('all 10 tricks');

    await page.goto('/settings/');
    await page.getByRole('button', { name: 'Back to DDV rules' }).click();
    await expect(page.getByTestId('rule-bar')).toHaveText('DDV tournament rules');
    expect(errors).toEqual([]);
  });
});
