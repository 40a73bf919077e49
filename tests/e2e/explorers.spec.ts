/**
 * The lessons' explorers (not graded): the trick playground, the trump ladder, the target
 * calculator, the announcement timeline and the free score sheet, by mouse and keyboard, and
 * how they follow the house rules set in Settings.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { island, watchErrors } from './helpers.ts';

// Several interactions per test on a machine shared by many test runs: give each room.
test.describe.configure({ timeout: 90_000 });

const card = (scope: Locator, id: string) => scope.locator(`button.hand-card:has([data-card="${id}"])`);

async function arrowTo(page: Page, toolbar: Locator, to: number) {
  const buttons = toolbar.getByRole('button');
  await buttons.nth(0).focus();
  for (let i = 0; i < to; i++) await page.keyboard.press('ArrowRight');
  await expect(buttons.nth(to)).toBeFocused();
}

test.describe('announcement timeline', () => {
  test('timeline: deadlines move with the moment, the marriage and the deck', async ({ page }) => {
    await page.goto('/learn/deadlines-without-nines/');
    const w = await island(page, '.l5-timeline');
    const state = w.locator('.l5-timeline-state');
    await expect(w).toHaveAttribute('data-state', 'open');
    await expect(w.locator('tr[data-call="re"] .l5-last').first()).toHaveText('before your card 2 (11 in hand)');
    await w.getByLabel('Your party has said').selectOption('0');
    await expect(w.locator('tr[data-call="no90"] .l5-last').first()).toHaveText('before your card 3 (10 in hand)');
    await w.getByLabel('Cards you have played').fill('7');
    await expect(w).toHaveAttribute('data-state', 'closed');
    await expect(state).toHaveText('No call of your party is open any more.');
    await w.getByLabel('Marriage').focus();
    await w.getByLabel('Marriage').selectOption('open');
    await expect(w).toHaveAttribute('data-state', 'waiting');
    await expect(w.locator('.l5-now-list')).toContainText('no announcement before the marriage is clarified (Klärungsstich)');
    await w.getByLabel('Marriage').selectOption('3');
    await w.getByLabel('Cards you have played').fill('3');
    await expect(w).toHaveAttribute('data-state', 'open');
    await expect(state).toContainText('Marriage shift: every deadline is 2 cards later.');
    await w.getByLabel('Cards', { exact: true }).selectOption('40');
    await w.getByLabel('Marriage').selectOption('none');
    await w.getByLabel('Your party has said').selectOption('-1');
    await w.getByLabel('Cards you have played').fill('0');
    await expect(w.locator('tr[data-call="re"] .l5-last').nth(1)).toHaveText('before your card 2 (9 in hand)');
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
    const south = sheet.getByTestId('seat-scores').locator('[data-seat="0"]');
    await expect(south).toHaveAttribute('data-score', '-18');
    await expect(south).toContainText('South (soloist)−18');
    await expect(sheet.getByTestId('score-lines')).toContainText('120 reached against keine 90');
    await expect(sheet.getByTestId('score-value')).toContainText('Kontra won. Value 6 for Kontra.');
    expect(errors).toEqual([]);
  });

  test('rejects impossible facts with the engine’s reason', async ({ page }) => {
    await page.goto('/learn/scoring-step-by-step/');
    const sheet = await island(page, '.score-sheet[aria-labelledby="sheet-lesson-12-title"]');
    await sheet.getByLabel('Re’s tricks').fill('12');
    await expect(sheet.getByTestId('sheet-error')).toContainText('Re won every trick, so Re has every card point');
    await expect(sheet).toHaveAttribute('data-state', 'impossible');
  });

  test('a free sheet can be practised and revealed', async ({ page }) => {
    await page.goto('/learn/scoring-step-by-step/');
    const sheet = await island(page, '.score-sheet[aria-labelledby="sheet-lesson-12-title"]');
    await sheet.getByRole('button', { name: 'Hide the lines: I will write them myself' }).click();
    await expect(sheet).toHaveAttribute('data-state', 'answering');
    await expect(sheet.getByTestId('score-lines')).toHaveCount(0);
    await sheet.getByRole('button', { name: 'Add line' }).click();
    await sheet.getByLabel('South (Re)').fill('1');
    await sheet.getByLabel('West (Kontra)').fill('-1');
    await sheet.getByLabel('North (Re)').fill('1');
    await sheet.getByLabel('East (Kontra)').fill('-1');
    await sheet.getByRole('button', { name: 'Check my sheet' }).click();
    await expect(sheet).toHaveAttribute('data-state', 'solved');
    await sheet.getByRole('button', { name: 'Show the full sheet' }).click();
    await expect(sheet.getByTestId('score-lines')).toContainText('won');
  });
});

test.describe('house rules from Settings change the widgets', () => {
  test('fox in the last trick counts 2; without nines a deal has 10 tricks', async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto('/learn/house-rules-last-trick/');
    let sheet = await island(page, '.score-sheet[aria-labelledby="sheet-lesson-15-title"]');
    await expect(sheet.getByTestId('score-lines').locator('[data-reason="foxCaught"]')).toContainText('Fox caught+1');
    await expect(sheet.getByTestId('seat-scores').locator('[data-seat="0"]')).toHaveAttribute('data-score', '0');

    await page.goto('/settings/');
    await expect(page.locator('astro-island')).not.toHaveAttribute('ssr');
    await page.getByRole('checkbox', { name: 'Fox caught in the last trick' }).check();
    await page.getByRole('checkbox', { name: 'Without nines (40 cards)' }).check();
    await expect(page.getByTestId('rule-bar')).toContainText('Fox in last trick ×2');

    await page.goto('/learn/house-rules-last-trick/');
    sheet = await island(page, '.score-sheet[aria-labelledby="sheet-lesson-15-title"]');
    await expect(sheet.getByTestId('sheet-rules')).toContainText('Fox in last trick ×2');
    await expect(sheet.getByTestId('score-lines').locator('[data-reason="foxCaughtLastTrick"]')).toContainText('+2');
    await expect(sheet.getByTestId('seat-scores').locator('[data-seat="0"]')).toHaveAttribute('data-score', '-1');

    const calc = await targetCalc(page);
    await expect(calc).toContainText('of 10');
    await calc.getByRole('group', { name: 'Re’s highest call' }).getByText('schwarz', { exact: true }).click();
    await expect(calc.getByTestId('target-re')).toContainText('all 10 tricks');

    await page.goto('/settings/');
    // A click before the form is hydrated does nothing (a race the loaded CI machine lost).
    await expect(page.locator('astro-island')).not.toHaveAttribute('ssr');
    await page.getByRole('button', { name: 'Back to DDV rules' }).click();
    await expect(page.getByTestId('rule-bar')).toHaveText('DDV tournament rules');
    expect(errors).toEqual([]);
  });
});
test.describe('trick playground', () => {
  test('shows the preset Dullen under DDV, and plays a trick by keyboard', async ({ page }) => {
    await page.goto('/learn/equal-cards-and-dullen/');
    const pg = await island(page, '.playground');
    const result = pg.getByTestId('playground-result');
    await expect(result).toContainText('Card 1 wins: ten of hearts');
    await pg.getByRole('button', { name: 'Clear trick' }).click();
    await expect(result).toHaveText('Play 4 more cards to complete the trick.');
    const palette = pg.getByRole('toolbar');
    const kinds = await palette.locator('.card').evaluateAll((els) => els.map((e) => e.getAttribute('data-card')));
    for (const id of ['SA', 'S10', 'SK', 'CA']) {
      await arrowTo(page, palette, kinds.indexOf(id));
      await page.keyboard.press('Enter');
    }
    await expect(result).toContainText('Card 1 wins: ace of spades');
    await expect(result).toContainText('can never win');
    await pg.getByRole('button', { name: 'Take back' }).click();
    await card(pg, 'DJ').click();
    await expect(result).toContainText('Card 4 wins: jack of diamonds');
  });

  test('contract and last-trick switches change the verdict', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('doko:settings:v1', JSON.stringify({ rules: { dulle: 'secondWinsExceptLastTrick' } })));
    await page.goto('/learn/equal-cards-and-dullen/');
    const pg = await island(page, '.playground');
    await expect(pg.getByTestId('playground-result')).toContainText('Card 3 wins');
    await pg.getByRole('checkbox', { name: 'This is the last trick of the deal' }).check();
    await expect(pg.getByTestId('playground-result')).toContainText('Card 1 wins');
    await expect(pg.getByTestId('playground-result')).toContainText('this is the last trick');
    await pg.getByLabel('Contract').selectOption('queens');
    await expect(pg.getByTestId('playground-result')).toContainText('Card 2 wins: queen of spades');
  });
});
test('trump ladder: pick a contract', async ({ page }) => {
  await page.goto('/learn/sorting-a-hand/');
  const ladder = await island(page, '.ladder');
  await expect(ladder.getByRole('list', { name: /Trumps in the Normal game/ }).locator('.card')).toHaveCount(13);
  await ladder.getByLabel('Contract').selectOption('aces');
  await expect(ladder).toContainText('No trumps at all');
  await ladder.getByLabel('Contract').focus();
  await page.keyboard.press('ArrowUp'); // jacks solo
  await expect(ladder.getByRole('list', { name: /Jacks solo/ }).locator('.card')).toHaveCount(4);
});
