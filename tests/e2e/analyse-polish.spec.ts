/**
 * The analyser at a newcomer's two screen sizes: a bad paste marks every bad token
 * at once, by its place in the paste, in the field and in a list the field names as its
 * description; the page never overflows sideways with results shown, and the verdict table
 * scrolls inside its own box with the contract names kept in view; the simulation names the
 * hidden cards the rules leave (36, or 30 without nines); the example deals use the site's seat
 * names; the key card says on which deals it was measured. Axe is clean throughout.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { watchErrors } from './helpers.ts';

// The simulation runs in Web Workers: on a shared machine a run and an axe pass take longer than
// the default 30 s (a limit, not a timing assertion).
test.describe.configure({ timeout: 180_000 });

const FIVE_PLUS_THREE = '♣A ♣A ♣10 ♣K ♣9 ♠A ♥A ♦A ♠K ♥K ♦9 ♦J';
const SIZES = [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
];

async function open(page: Page, query = ''): Promise<void> {
  await page.goto(`/analyse/${query}`);
  await expect(page.locator('astro-island:has(.analyser)')).not.toHaveAttribute('ssr');
}

const linkTo = (hand: string, extra = '') => `?hand=${encodeURIComponent(hand)}&rules=%7B%7D${extra}`;
/** Open the expert figures (the toggle under the answer). */
async function openExpert(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Show the expert figures' }).click();
  await expect(page.getByTestId('verdict-table')).toBeVisible();
}

const quickDone = (page: Page) => expect(page.locator('.analyser')).toHaveAttribute('data-quick', 'done', { timeout: 150_000 });
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

async function noViolations(page: Page): Promise<void> {
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

for (const size of SIZES) {
  test.describe(`at ${size.width} px`, () => {
    test.use({ viewport: size });

    test('a bad paste marks every bad token at once, by its place in the paste', async ({ page }) => {
      const errors = watchErrors(page);
      await open(page);
      const box = page.getByRole('textbox', { name: 'Your hand' });
      await box.click();
      await page.keyboard.type('CQ CQ Qx SQ XX HQ CA, queen of clubz SA HA DA C10');
      await expect(box).toHaveAttribute('aria-invalid', 'true');
      // The list under the field, which the field names as its description.
      const problems = page.getByTestId('hand-error').locator('li');
      await expect(problems).toHaveText([
        /^The 3rd card, "Qx", is not a card\./,
        /^The 5th card, "XX", is not a card\./,
        /^The 8th card, "queen of clubz", is not a card\./,
      ]);
      await expect(box).toHaveAccessibleDescription(/The 3rd card, "Qx", is not a card.*The 5th card, "XX".*The 8th card, "queen of clubz"/);
      // Each bad token is marked where it stands in the field (a mirror under the transparent field).
      const marks = page.locator('.an-mirror mark');
      await expect(marks).toHaveText(['Qx', 'XX', 'queen of clubz']);
      const field = await box.boundingBox();
      for (const mark of await marks.all()) {
        const b = (await mark.boundingBox())!;
        expect(b.x).toBeGreaterThanOrEqual(field!.x);
        expect(b.x + b.width).toBeLessThanOrEqual(field!.x + field!.width + 1);
        expect(b.y).toBeGreaterThanOrEqual(field!.y);
      }
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      await noViolations(page);
      // "Select" puts the cursor on the token, to fix it from the keyboard.
      await page.getByRole('button', { name: 'Select “XX” in your hand' }).click();
      await expect(box).toBeFocused();
      expect(await box.evaluate((el: HTMLTextAreaElement) => el.value.slice(el.selectionStart, el.selectionEnd))).toBe('XX');
      await page.keyboard.type('SQ');
      await expect(marks).toHaveText(['Qx', 'queen of clubz']);
      await expect(problems.first()).toHaveText(/^The 3rd card, "Qx", is not a card\./);
      // A hand fixed token by token has no marks and no list left.
      await box.fill('CQ CQ HQ SQ SQ HQ CA, queen of diamonds SA HA DA C10');
      await expect(page.getByTestId('hand-error')).toHaveCount(0);
      await expect(marks).toHaveCount(0);
      await expect(box).not.toHaveAttribute('aria-invalid');
      await expect(page.getByTestId('parsed-hand').locator('.card')).toHaveCount(12);
      expect(errors).toEqual([]);
    });

    test('with results shown nothing overflows; the verdict table scrolls in its own box, the contract names in view', async ({ page }) => {
      const errors = watchErrors(page);
      await open(page, linkTo(FIVE_PLUS_THREE, '&samples=200'));
      await quickDone(page);
      await openExpert(page);
      // Open the details of the selected solo and an example deal: the widest content of the page.
      await page.getByTestId('solo-details').locator('details.deal-details summary').first().click();
      await expect(page.getByTestId('solo-details').locator('.trick-row')).toHaveCount(12);
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      const wrap = page.getByRole('region', { name: /Rules of thumb per solo/ });
      const { scrolls, client } = await wrap.evaluate((el) => ({ scrolls: el.scrollWidth > el.clientWidth, client: el.clientWidth }));
      if (size.width === 375) {
        expect(scrolls).toBe(true);
        // Scrolled to its end, the table still shows which row is which contract.
        await wrap.scrollIntoViewIfNeeded();
        await wrap.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
        const name = page.getByRole('button', { name: 'Aces' });
        await expect(name).toBeInViewport();
        const w = (await wrap.boundingBox())!;
        const n = (await name.boundingBox())!;
        expect(n.x).toBeGreaterThanOrEqual(w.x);
        expect(n.x + n.width).toBeLessThan(w.x + client / 2);
        // The win-% column, further right, is reachable inside the box.
        await expect(page.getByTestId('verdict-table').locator('thead th', { hasText: 'Win vs. computers (95 %)' })).toBeInViewport();
      } else {
        expect(scrolls).toBe(false);
      }
      await noViolations(page);
      expect(errors).toEqual([]);
    });
  });
}

test('the simulation speaks of the hidden cards the rules leave: 36, or 30 without nines', async ({ page }) => {
  await open(page, linkTo(FIVE_PLUS_THREE, '&samples=20'));
  await openExpert(page);
  await expect(page.getByText(/^The 36 hidden cards dealt at random/)).toBeVisible();
  const tenCards = '♣A ♣A ♣10 ♣K ♠A ♥A ♦A ♠K ♥K ♦J';
  await open(page, `?hand=${encodeURIComponent(tenCards)}&rules=${encodeURIComponent('{"withoutNines":true}')}&samples=20`);
  await expect(page.getByTestId('parsed-hand').locator('.card')).toHaveCount(10);
  await expect(page.getByText(/^The 30 hidden cards dealt at random/)).toBeVisible();
  await expect(page.getByText(/36 hidden/)).toHaveCount(0);
});

test('example deals name the seats South, West, North, East, the soloist "You"; the key card says which deals it used', async ({ page }) => {
  const errors = watchErrors(page);
  // Seat 1 (West) without the lead, 400 deals: the key cards are measured on the first 300.
  await open(page, linkTo(FIVE_PLUS_THREE, '&seat=1&samples=400'));
  await quickDone(page);
  await openExpert(page);
  const details = page.getByTestId('solo-details');
  await expect(details.locator('.an-reasons')).toContainText('Measured on the first 300 of the 400 deals');
  // The key card gives the change, not a second win probability beside the simulation's.
  await expect(details.locator('.an-reasons li', { hasText: 'The card that matters most' })).not.toContainText('goes from');
  const example = details.locator('details.deal-details').first();
  await example.locator('summary').click();
  await expect(example).toContainText('East dealt; you sat West.');
  const heads = await example.locator('.trick-head').allInnerTexts();
  expect(heads[0]).toBe('Trick 1, led by South');
  const seats = new Set(await example.locator('.play-seat').allInnerTexts());
  expect([...seats].sort()).toEqual(['East', 'North', 'South', 'You']);
  await expect(example).not.toContainText(/seat \d/);
  // Download: the plain label, the format named in its description.
  const link = example.getByRole('link', { name: 'Download this deal', exact: true });
  await expect(link).toHaveAccessibleDescription(/doko-deal\/1/);
  const href = await link.getAttribute('href');
  expect(JSON.parse(decodeURIComponent(href!.split(',')[1]))).toMatchObject({ format: 'doko-deal/1', contract: { kind: 'solo', declarer: 1 } });
  expect(errors).toEqual([]);
});

test('with as many deals as the key cards use, the key card names both win probabilities', async ({ page }) => {
  await open(page, linkTo(FIVE_PLUS_THREE, '&samples=150'));
  await quickDone(page);
  await openExpert(page);
  const key = page.getByTestId('solo-details').locator('.an-reasons li', { hasText: 'The card that matters most' });
  await expect(key).toContainText('goes from');
  await expect(key).not.toContainText('Measured on the first');
});
