/**
 * The exercise widgets, one per kind of interaction, driven by mouse and keyboard as a learner
 * would. Exercises are opened by id (`/learn/?exercise=<id>` finds their lesson). Every kind
 * answers a miss the same way (src/machines/tries.ts): the first opens a hint and asks again,
 * the second (or a request) shows the solution with the engine's reasons.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { exercise, watchErrors } from './helpers.ts';

// Several interactions per test on a machine shared by many test runs: give each room.
test.describe.configure({ timeout: 90_000 });

const card = (scope: Locator, id: string) => scope.locator(`button.hand-card:has([data-card="${id}"])`);
const AGAIN = 'Try again: a hint is open below.';

/** Open an exercise by id, as a shared link does, and wait until it runs. */
async function open(page: Page, id: string): Promise<Locator> {
  await page.goto(`/learn/?exercise=${id}`);
  await expect(page).toHaveURL(new RegExp(`\\?exercise=${id}`));
  return exercise(page, id);
}

/** Move the roving focus inside a toolbar to button `to` with arrow keys. */
async function arrowTo(page: Page, toolbar: Locator, to: number) {
  const buttons = toolbar.getByRole('button');
  await buttons.nth(0).focus();
  for (let i = 0; i < to; i++) await page.keyboard.press('ArrowRight');
  await expect(buttons.nth(to)).toBeFocused();
}

test.describe('pick one card', () => {
  test('by mouse: a miss opens the first hint without giving the answer away, then the right one', async ({ page }) => {
    const errors = watchErrors(page);
    const ex = await open(page, 'winner-equal-cards');
    await expect(ex.locator('.feedback')).toHaveText('');
    await ex.getByRole('toolbar').getByRole('button').nth(2).click();
    await expect(ex.getByRole('status')).toHaveText(`The second queen of spades wins? No. ${AGAIN}`);
    await expect(ex.getByRole('list', { name: 'Hints' })).toHaveText('Queens rank above jacks.');
    await expect(ex.getByRole('button', { name: 'Show hint 2 of 2' })).toBeVisible();
    await expect(ex.getByRole('toolbar').getByRole('button').nth(2)).toHaveClass(/mark-wrong/);
    await ex.getByRole('toolbar').getByRole('button').nth(1).click();
    await expect(ex.getByRole('status')).toHaveText('Right! The first queen of spades wins: of two equal cards, the one played first ranks higher.');
    await expect(ex.locator('.stars')).toHaveAttribute('data-stars', '2');
    await expect(ex).toContainText('Why:');
    expect(errors).toEqual([]);
  });

  test('by keyboard: arrows and Enter; the second miss shows the solution, the plain card beaten by the trump named', async ({ page }) => {
    const ex = await open(page, 'winner-trumped');
    const toolbar = ex.getByRole('toolbar');
    await expect(toolbar.locator('button[tabindex="0"]')).toHaveCount(1);
    await arrowTo(page, toolbar, 0);
    await page.keyboard.press('Enter');
    await expect(ex.getByRole('status')).toHaveText(`The ace of clubs wins? No. ${AGAIN}`);
    await arrowTo(page, toolbar, 3);
    await page.keyboard.press('Space');
    await expect(ex.getByRole('status')).toContainText(
      'Two tries: here is the solution. The ten of clubs wins? No: the king of diamonds is a trump, and any trump beats every plain card. The answer: the king of diamonds.',
    );
    await expect(card(ex, 'DK')).toHaveClass(/mark-winner/);
    await expect(ex).toHaveAttribute('data-revealed', 'true');
    await expect(ex.locator('.stars')).toHaveAttribute('data-stars', '0');
    await expect(ex).toContainText('Why:');
  });

  test('a house-rule exercise shows its rule, and says so when the learner’s settings differ; the solution on request', async ({ page }) => {
    const ex = await open(page, 'winner-dulle-house');
    await expect(ex.getByTestId('exercise-rules')).toHaveText('Second ♥10 wins (set for this exercise)');
    await ex.getByRole('toolbar').getByRole('button').nth(0).click();
    await expect(ex.getByRole('status')).toHaveText(`The first ten of hearts wins? No. ${AGAIN}`);
    await ex.getByRole('button', { name: 'Show the solution' }).click();
    await expect(ex.getByRole('status')).toHaveText(
      'Here is the solution. The first ten of hearts wins? No: under this house rule the second ♥10 beats the first. The answer: the second ten of hearts.',
    );
  });
});

test.describe('select every right card', () => {
  test('by mouse: a trump is no heart; each pick is answered', async ({ page }) => {
    const errors = watchErrors(page);
    const ex = await open(page, 'follow-hearts-led');
    await card(ex, 'H10').click();
    await expect(ex.getByRole('status')).toHaveText(`The ten of hearts may be played? No. ${AGAIN}`);
    await expect(card(ex, 'H10')).toHaveClass(/mark-wrong/);
    await card(ex, 'HK').click();
    await expect(ex.getByRole('status')).toHaveText('Yes: the king of hearts follows the led hearts.');
    await expect(card(ex, 'HK')).toHaveAttribute('aria-pressed', 'true');
    await card(ex, 'HA').click();
    await expect(ex.getByRole('status')).toContainText('Done: you found all 2.');
    await expect(ex.locator('.stars')).toHaveAttribute('data-stars', '2');
    expect(errors).toEqual([]);
  });

  test('by keyboard: a trump lead, every trump selected', async ({ page }) => {
    const ex = await open(page, 'follow-trump-led');
    const toolbar = ex.getByRole('toolbar');
    const hand = await toolbar.locator('.card').evaluateAll((els) => els.map((e) => e.getAttribute('data-card')));
    await arrowTo(page, toolbar, hand.indexOf('C10'));
    await page.keyboard.press('Enter');
    await expect(ex.getByRole('status')).toHaveText(`The ten of clubs may be played? No. ${AGAIN}`);
    for (const id of ['CQ', 'HJ', 'DA', 'DK', 'H10']) {
      await arrowTo(page, toolbar, hand.indexOf(id));
      await page.keyboard.press('Space');
    }
    await expect(ex.getByRole('status')).toContainText('Done: you found all 5.');
  });
});

test.describe('select every allowed call', () => {
  test('by mouse: keine 90 refused with the reason, then Kontra', async ({ page }) => {
    const ex = await open(page, 'announce-reply');
    await ex.getByRole('button', { name: 'keine 90' }).click();
    await expect(ex.getByRole('status')).toHaveText(`“keine 90” now? No. ${AGAIN}`);
    await ex.getByRole('button', { name: 'Kontra', exact: true }).click();
    await expect(ex.getByRole('status')).toContainText('on time as a reply');
    await expect(ex.getByRole('status')).toContainText('Done: that is the only one.');
    await expect(ex.locator('.stars')).toHaveAttribute('data-stars', '2');
  });

  test('by keyboard: Tab between calls, Enter to pick; two misses show every allowed call with the reason', async ({ page }) => {
    const ex = await open(page, 'announce-without-nines');
    const group = ex.getByRole('group', { name: 'Calls you may make now' });
    await group.getByRole('button').first().focus();
    await page.keyboard.press('Enter');
    await expect(ex.getByRole('status')).toHaveText(`“Re” now? No. ${AGAIN}`);
    await page.keyboard.press('Tab');
    await expect(group.getByRole('button', { name: 'Kontra', exact: true })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(ex.getByRole('status')).toContainText('Two tries: here is the solution. “Kontra” now? No:');
    await expect(ex.getByRole('status')).toContainText('The answer: “keine 90”, “keine 60”, “keine 30” and “schwarz”.');
    for (const name of ['keine 90', 'keine 60', 'keine 30', 'schwarz'])
      await expect(group.getByRole('button', { name })).toHaveAttribute('aria-pressed', 'true');
    await expect(ex.locator('.stars')).toHaveAttribute('data-stars', '0');
  });
});

test.describe('answer a number', () => {
  test('a wrong count says only that it is wrong; Enter checks; text is refused without a mistake', async ({ page }) => {
    const ex = await open(page, 'points-club-trick');
    const field = ex.getByLabel('Card points in these cards');
    await field.fill('lots');
    await ex.getByRole('button', { name: 'Check' }).click();
    await expect(ex.getByRole('status')).toHaveText('Type a whole number.');
    await field.fill('14');
    await field.press('Enter');
    await expect(ex.getByRole('status')).toHaveText(`No, not 14. ${AGAIN}`);
    await field.fill('15');
    await ex.getByRole('button', { name: 'Check' }).click();
    await expect(ex.getByRole('status')).toContainText('Right: 15. Jack of clubs 2, nine of clubs 0, queen of clubs 3 and ten of clubs 10.');
    await expect(ex.locator('.stars')).toHaveAttribute('data-stars', '2');
  });

  test('a score: signed answers; two misses show the answer and the engine’s sheet', async ({ page }) => {
    const ex = await open(page, 'score-solo-win');
    const field = ex.getByLabel('South’s score for this deal');
    await field.fill('3');
    await field.press('Enter');
    await expect(ex.getByRole('status')).toHaveText(`No, not +3. ${AGAIN}`);
    await expect(ex.getByTestId('score-lines')).toHaveCount(0);
    await field.fill('+6');
    await field.press('Enter');
    await expect(ex.getByRole('status')).toContainText('Two tries: here is the solution. Not +6. The answer: +9. Re won.');
    await expect(field).toHaveAttribute('readonly', '');
    await expect(ex.getByTestId('seat-scores').locator('[data-seat="0"]')).toHaveAttribute('data-score', '9');
  });

  test('Enter before the island runs does not reload the page, and the typed answer still counts', async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((r) => (release = r));
    await page.route(/NumberAnswer\.[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/learn/cards-and-points/');
    const ex = page.locator('#exercise-points-doppelkopf');
    await ex.scrollIntoViewIfNeeded();
    await expect(page.locator('astro-island:has(#exercise-points-doppelkopf)')).toHaveAttribute('ssr');
    let navigated = false;
    page.on('framenavigated', (f) => f === page.mainFrame() && (navigated = true));
    const field = ex.getByLabel('Card points in these cards');
    await field.fill('42');
    await field.press('Enter');
    expect(navigated).toBe(false);
    release();
    await expect(page.locator('astro-island:has(#exercise-points-doppelkopf)')).not.toHaveAttribute('ssr');
    await expect(field).toHaveValue('42');
    await ex.getByRole('button', { name: 'Check' }).click();
    await expect(ex.getByRole('status')).toContainText('Right: 42.');
    expect(navigated).toBe(false);
  });
});

test.describe('choose an answer', () => {
  test('who wins: a wrong answer is explained by the targets; the sheet follows', async ({ page }) => {
    const ex = await open(page, 'winner-both-absagen');
    await ex.getByRole('button', { name: 'Re', exact: true }).click();
    await expect(ex.getByRole('status')).toHaveText(`No, not Re. ${AGAIN}`);
    await ex.getByRole('button', { name: 'Kontra', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(ex.getByRole('status')).toContainText(
      'Two tries: here is the solution. No, not Kontra. The answer: Nobody. Re needed 151 card points and has 140: missed. Kontra needed 151 card points and has 100: missed. Nobody wins.',
    );
    await expect(ex.getByRole('button', { name: 'Nobody' })).toHaveClass(/is-right/);
    await expect(ex.getByTestId('score-lines')).toContainText('120 reached against keine 90');
  });

  test('who deals next: the session so far appears once solved', async ({ page }) => {
    const ex = await open(page, 'session-dealer-after-pflichtsolo');
    await ex.getByRole('button', { name: 'East' }).click();
    await expect(ex.getByRole('status')).toHaveText(`No, not East. ${AGAIN}`);
    await ex.getByRole('button', { name: 'North' }).focus();
    await page.keyboard.press('Space');
    await expect(ex.getByRole('status')).toContainText('Right!');
    await expect(ex.locator('tr[data-deal="3"]')).toContainText('East: Pflichtsolo');
  });
});

test('order cards: by mouse a wrong order is marked, then shown with its reason; by keyboard, one tab stop, arrows and Enter', async ({ page }) => {
  // sort-short-hand: DA CA HQ H10 SJ HK DK C10
  const sorted = ['H10', 'HQ', 'SJ', 'DA', 'DK', 'CA', 'C10', 'HK'];
  const ex = await open(page, 'sort-short-hand');
  await expect(ex.locator('.feedback')).toHaveText('');
  for (const id of ['HQ', 'H10', ...sorted.slice(2)]) await card(ex, id).click();
  await expect(ex.getByRole('status')).toHaveText(`Not in order yet: the marked card is the first one out of place. ${AGAIN}`);
  await expect(ex.locator('.placed-row .is-misplaced [data-card="HQ"]')).toBeVisible();
  await ex.getByRole('button', { name: 'Try again' }).click();
  await expect(ex.getByText('0 of 8 cards placed')).toBeVisible();
  await ex.getByRole('button', { name: 'Show the solution' }).click();
  await expect(ex.getByRole('status')).toContainText('A right order is shown below.');
  await expect(ex.getByRole('list', { name: 'A right order' }).locator('.card')).toHaveCount(8);
  await ex.getByRole('button', { name: 'Start over' }).click();
  const toolbar = ex.getByRole('toolbar');
  const hand = await toolbar.locator('.card').evaluateAll((els) => els.map((e) => e.getAttribute('data-card')));
  for (const id of sorted) {
    await arrowTo(page, toolbar, hand.indexOf(id));
    await page.keyboard.press('Enter');
  }
  await expect(ex.getByRole('status')).toContainText('Correct');
  await expect(ex.locator('.stars')).toHaveAttribute('data-stars', '3');
});

test.describe('mark the parties', () => {
  const seat = (ex: Locator, n: number) => ex.locator(`fieldset[data-seat="${n}"]`);
  test('by mouse: incomplete, a wrong mark explained, then right', async ({ page }) => {
    const ex = await open(page, 'who-re-said');
    await seat(ex, 0).getByText('Kontra').click();
    await ex.getByRole('button', { name: 'Check' }).click();
    await expect(ex.getByRole('status')).toHaveText('Mark all four players first.');
    await seat(ex, 1).getByText('Re', { exact: true }).click();
    await seat(ex, 2).getByText('Re', { exact: true }).click();
    await seat(ex, 3).getByText('Unknown').click();
    await ex.getByRole('button', { name: 'Check' }).click();
    await expect(ex.getByRole('status')).toHaveText(`Not quite: 3 of 4 marked correctly. Not right yet: You. ${AGAIN}`);
    await seat(ex, 3).getByText('Kontra').click();
    await ex.getByRole('button', { name: 'Check' }).click();
    await expect(ex.getByRole('status')).toContainText('West said “Re”, which only Re may say: Re.');
    await expect(ex.locator('.stars')).toHaveAttribute('data-stars', '2');
  });

  test('by keyboard: radio groups with arrows and space; the lesson reset clears it', async ({ page }) => {
    const ex = await open(page, 'who-secret');
    const pick = async (n: number, steps: number) => {
      await seat(ex, n).getByRole('radio').first().focus();
      await page.keyboard.press('Space');
      for (let i = 0; i < steps; i++) await page.keyboard.press('ArrowDown');
    };
    await pick(0, 2);
    await pick(1, 0);
    await pick(2, 2);
    await pick(3, 2);
    await ex.getByRole('button', { name: 'Check' }).focus();
    await page.keyboard.press('Enter');
    await expect(ex.getByRole('status')).toContainText('Right!');
    await expect(ex.locator('.stars')).toHaveAttribute('data-stars', '3');
    // The lesson's progress line is an island that wakes when seen: bring it into view first.
    const reset = page.getByRole('button', { name: 'Reset this lesson' });
    await reset.scrollIntoViewIfNeeded();
    await expect(page.locator('astro-island:has(.lesson-progress)')).not.toHaveAttribute('ssr');
    await reset.click();
    await expect(ex.locator('.stars')).toHaveAttribute('data-stars', '0');
  });
});

test.describe('the reservation round', () => {
  test('by mouse: Vorbehalt, Hochzeit; the Lustsolo wins; a wrong lead, then the right one', async ({ page }) => {
    const ex = await open(page, 'reserve-lustsolo-vs-marriage');
    await ex.getByRole('button', { name: 'Vorbehalt' }).click();
    await ex.getByRole('button', { name: 'Hochzeit' }).click();
    await expect(ex.locator('.l5-ranking')).toContainText('West: Lustsolo: Jacks solo (Bubensolo)');
    await ex.getByRole('button', { name: 'West', exact: true }).click();
    await expect(ex.getByRole('status')).toHaveText(`No, West does not lead. ${AGAIN}`);
    await ex.getByRole('button', { name: 'South', exact: true }).click();
    await expect(ex.getByRole('status')).toContainText('The player left of the dealer leads: South.');
    await expect(ex.locator('.stars')).toHaveAttribute('data-stars', '2');
  });

  test('by keyboard: Armut, three cards picked with arrows and Enter, North takes them', async ({ page }) => {
    const ex = await open(page, 'reserve-poverty');
    await ex.getByRole('button', { name: 'Vorbehalt' }).focus();
    await page.keyboard.press('Enter');
    await ex.getByRole('button', { name: 'Armut' }).focus();
    await page.keyboard.press('Enter');
    const toolbar = ex.getByRole('toolbar', { name: 'Your hand: pick 3 cards' });
    await toolbar.getByRole('button').first().focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await ex.getByRole('button', { name: 'Pass these 3 cards' }).focus();
    await page.keyboard.press('Enter');
    await expect(ex.locator('.l5-result')).toContainText('Armut (poverty): You + North');
    await ex.getByRole('button', { name: 'You', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(ex.getByRole('status')).toContainText('Right!');
    await expect(ex.locator('.stars')).toHaveAttribute('data-stars', '3');
  });
});

test('write a score sheet by keyboard, checked line by line', async ({ page }) => {
  const ex = await open(page, 'sheet-re-and-kontra');
  const add = async (reason: string, party: string, points: string) => {
    await ex.getByLabel('Item').selectOption(reason);
    await ex.getByLabel('Credited to').selectOption(party);
    await ex.getByLabel('Points', { exact: true }).focus();
    await page.keyboard.press('Control+A');
    await page.keyboard.type(points);
    await page.keyboard.press('Enter');
  };
  await add('won', 're', '1');
  await add('kontraAnnounced', 'kontra', '2');
  await ex.getByRole('button', { name: 'Check my sheet' }).press('Enter');
  await expect(ex.getByTestId('draft-lines').locator('li').nth(1)).toHaveAttribute('data-verdict', 'wrongParty');
  await ex.getByRole('button', { name: /Remove Kontra: Kontra announced/ }).press('Enter');
  await add('below90', 're', '1');
  await add('reAnnounced', 're', '2');
  await add('kontraAnnounced', 're', '2');
  for (const [label, value] of Object.entries({ 'South (Re)': '6', 'West (Kontra)': '-6', 'North (Re)': '6', 'East (Kontra)': '−6' })) {
    await ex.getByLabel(label).fill(value);
  }
  await ex.getByRole('button', { name: 'Check my sheet' }).press('Enter');
  await expect(ex.getByRole('status')).toContainText('All right');
  await expect(ex.locator('.stars')).toHaveAttribute('data-stars', '2');
});

test.describe('the frame around every exercise', () => {
  test('earned stars never flash “Not solved yet”; no empty feedback box before the first answer', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('doko:progress:v1', JSON.stringify({ stars: { 'points-club-trick': 3 } })));
    const html = await (await page.request.get('/learn/cards-and-points/')).text();
    expect(html).not.toContain('Not solved yet');
    await page.goto('/learn/cards-and-points/');
    const ex = await exercise(page, 'points-club-trick');
    await expect(ex.locator('.stars')).toHaveAttribute('data-stars', '3');
    const other = await exercise(page, 'points-doppelkopf');
    await expect(other.locator('.stars')).toHaveAttribute('data-stars', '0');
    const box = await other.locator('.feedback').boundingBox();
    expect(box?.height ?? 0).toBe(0);
  });

  test('before trumps are taught, no card is marked as a trump', async ({ page }) => {
    await page.goto('/learn/cards-and-points/');
    await exercise(page, 'points-doppelkopf');
    await expect(page.locator('main .card[data-card="DA"]').first()).toBeVisible();
    await expect(page.locator('main .card.is-trump')).toHaveCount(0);
  });
});
