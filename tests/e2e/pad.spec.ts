/**
 * The score pad at a real table (docs/rules.md §19): on a phone, the six worked examples of
 * docs/rules.md §11.5 entered by tapping, each scored as the source says, with the taps each
 * took counted (the figure a score keeper cares about); a reload in the middle of an entry loses
 * nothing; a past deal changed, a deal refused with the engine's reason, undo. On a desktop: five
 * players (the dealer sits out), a Bock round, a tournament's Pflichtsolo, the file downloaded
 * and opened again, the CSV, the read-only link. Offline: the service worker serves the pad and a
 * deal is entered without a connection. axe at both sizes.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { SIX_EXAMPLES } from '../../src/content/exercises/examples.ts';
import { TOTAL_POINTS } from '../../src/engine/cards.ts';
import { watchErrors } from './helpers.ts';
import { waitUntilOfflineReady } from './sw.ts';

const NAMES = ['Anna', 'Ben', 'Cem', 'Dora', 'Eva'];
/** The English pages' signed numbers: "+6", "−18" (U+2212). */
const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `\u2212${-n}` : '0');
const CALLS = { re: ['Re', 'keine 90', 'keine 60', 'keine 30', 'schwarz'], kontra: ['Kontra', 'keine 90', 'keine 60', 'keine 30', 'schwarz'] };

async function noViolations(page: Page, when: string) {
  const axe = await new AxeBuilder({ page }).analyze();
  expect(
    axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    when,
  ).toEqual([]);
}

/** The pad's controls, and every tap on them counted. */
function padOf(page: Page) {
  let taps = 0;
  const tap = async (l: Locator) => {
    taps++;
    await l.click();
  };
  const players = page.getByTestId('pad-players');
  return {
    tap,
    taps: () => taps,
    reset: () => void (taps = 0),
    player: (name: string) => tap(players.getByRole('button', { name: new RegExp(`^${name}`) })),
    call: (party: 're' | 'kontra', level: number) =>
      tap(page.getByRole('group', { name: party === 're' ? 'Re’s calls' : 'Kontra’s calls' }).getByRole('button', { name: CALLS[party][level], exact: true })),
    counted: (party: 'Re' | 'Kontra') => tap(page.getByRole('button', { name: `${party} has`, exact: true })),
    points: async (n: number) => {
      for (const d of String(n)) await tap(page.locator('.pad-keypad').getByRole('button', { name: d, exact: true }));
    },
    solo: (name: string) => tap(page.getByRole('button', { name, exact: true })),
    save: () => tap(page.getByRole('button', { name: /^Save deal \d+$|^Save the change$/ })),
  };
}

async function newEvening(page: Page, names: readonly string[], setup?: () => Promise<void>) {
  await page.getByRole('button', { name: 'New evening' }).click();
  for (let i = 4; i < names.length; i++) await page.getByRole('button', { name: 'Add a player' }).click();
  for (const [i, n] of names.entries()) await page.getByLabel(`Player ${i + 1}`, { exact: true }).fill(n);
  await setup?.();
  await page.getByRole('button', { name: 'Start the evening' }).click();
  await expect(page.getByTestId('pad-evening')).toBeVisible();
}

test.describe('on a phone (375×812)', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the six worked examples by tapping, with the taps each takes; a reload mid-entry; change, refuse, undo', async ({ page }) => {
    // Many checks in one page load (cheaper than one load each): a hang limit above the usual 90 s for a busy machine.
    test.setTimeout(180_000);
    const errors = watchErrors(page);
    await page.goto('/pad/');
    await expect(page.getByTestId('pad')).toHaveAttribute('data-view', 'list');
    await noViolations(page, 'the list of evenings');
    await newEvening(page, NAMES.slice(0, 4));
    const pad = padOf(page);
    const status = page.getByTestId('pad-status');
    const figures: string[] = [];

    // Re are players 0 and 2, the soloist player 0 (as SIX_EXAMPLES has them); the table counts
    // the party whose points the source gives: Kontra's where Kontra announced.
    for (const [i, ex] of SIX_EXAMPLES.entries()) {
      const d = ex.deal;
      pad.reset();
      if (d.contract === 'solo') {
        await pad.solo('Queens solo');
        await pad.player(NAMES[d.soloist!]);
      } else {
        await pad.player(NAMES[0]);
        await pad.player(NAMES[2]);
      }
      if ((d.reLevel ?? -1) >= 0) await pad.call('re', d.reLevel!);
      if ((d.kontraLevel ?? -1) >= 0) {
        await pad.call('kontra', d.kontraLevel!);
        await pad.counted('Kontra');
        await pad.points(TOTAL_POINTS - d.reCardPoints!);
      } else await pad.points(d.reCardPoints!);
      await pad.save();
      await expect(status).toHaveText(`Deal ${i + 1} saved.`);
      const want = ex.expected.scores.map((s, p) => `${NAMES[p]} ${signed(s)}`).join(' · ');
      await expect(page.getByTestId('pad-line-scores')).toHaveText(want);
      figures.push(`${ex.id}: ${pad.taps()} taps`);
      // A score keeper's deal: at most 8 taps for these (15 seconds at two seconds a tap).
      expect(pad.taps(), ex.id).toBeLessThanOrEqual(8);
    }
    test.info().annotations.push({ type: 'taps per worked example', description: figures.join(', ') });
    console.log(`taps per worked example: ${figures.join(', ')}`);

    // Each line of the last deal names the lesson that explains it.
    await expect(page.getByTestId('pad-lines').getByRole('link', { name: 'Lesson: Solos and deals without a winner' })).toHaveAttribute(
      'href',
      '/learn/solo-scoring/',
    );
    await noViolations(page, 'the evening after six deals');

    // A reload in the middle of an entry: the players tapped and the points typed are still there.
    await pad.player('Ben');
    await pad.player('Dora');
    await pad.call('re', 0);
    await pad.points(14);
    await page.reload();
    await expect(page.getByTestId('pad-evening')).toBeVisible();
    await expect(page.getByTestId('pad-players').getByRole('button', { name: /^Ben/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('pad-players').getByRole('button', { name: /^Dora/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('group', { name: 'Re’s calls' }).getByRole('button', { name: 'Re', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('pad-points')).toContainText('Re: 14');
    await pad.points(5);
    await pad.save();
    await expect(status).toHaveText('Deal 7 saved.');

    // A deal no deal could produce is refused with the reason, and nothing is written.
    await pad.player('Anna');
    await pad.player('Ben');
    await pad.points(1);
    await pad.save();
    await expect(page.getByTestId('pad-refusal')).toHaveText('This deal cannot be saved: No cards add up to exactly 1 card point: count again.');
    await expect(page.getByTestId('pad-head')).toContainText('Deal 8');

    // Change deal 1: 131 → 160 (now Kontra is below 90 too): the totals after it are worked out again.
    const anna = page.getByTestId('pad-totals').locator('[data-player="0"] .pad-total-points');
    const before = (await anna.textContent())!;
    await page.getByTestId('pad-sheet').getByRole('button', { name: '1', exact: true }).click();
    await page.getByRole('button', { name: 'Change', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Change deal 1' })).toBeVisible();
    await page.getByRole('button', { name: 'Delete a digit' }).click();
    await page.getByRole('button', { name: 'Delete a digit' }).click();
    await pad.points(60);
    await pad.save();
    await expect(status).toHaveText('Deal 1 changed; the totals after it are worked out again.');
    await expect(anna).not.toHaveText(before);
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(status).toHaveText('Undone: line 1 is as it was.');
    await expect(anna).toHaveText(before);
    expect(errors).toEqual([]);
  });
});

test.describe('on a desktop (1280×800)', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('five players and a Bock round, a tournament round, the file and CSV, a read-only link, German', async ({ page }) => {
    // Many checks in one page load (cheaper than one load each): a hang limit above the usual 90 s for a busy machine.
    test.setTimeout(180_000);
    const errors = watchErrors(page);
    await page.goto('/pad/');
    await newEvening(page, NAMES, async () => {
      await page.getByLabel('Who deals first?').selectOption('Anna');
      await page.getByLabel(/^120 : 120/).check();
      await page.getByLabel('Name of the evening (optional)').fill('Club night');
    });
    const pad = padOf(page);
    // Five at the table: Anna deals and sits out.
    await expect(page.getByTestId('pad-head')).toContainText('Deal 1 · Anna deals · Anna sits out');
    await expect(page.getByTestId('pad-players').getByRole('button', { name: /^Anna/ })).toBeDisabled();
    await pad.player('Ben');
    await pad.player('Dora');
    await pad.points(120);
    await pad.save();
    await expect(page.getByTestId('pad-lines')).toContainText('This deal starts a Bock round: 120 : 120');
    await expect(page.getByTestId('pad-head')).toContainText('Deal 2 · Ben deals · Ben sits out · Bock: counts ×2');
    await pad.player('Anna');
    await pad.player('Cem');
    await pad.points(131);
    await pad.save();
    await expect(page.getByTestId('pad-line-scores')).toHaveText(`Anna +2 · Cem +2 · Dora ${signed(-2)} · Eva ${signed(-2)}`);
    // A marriage (Ben, partner Eva) with a fox Eva caught: won, Kontra below 90, the fox = 3, ×2 in Bock.
    pad.reset();
    await pad.solo('Marriage');
    await pad.player('Ben');
    await pad.player('Eva');
    await pad.tap(page.locator('.pad-specials summary'));
    await pad.tap(page.getByRole('group', { name: 'Fox (♦A) caught by' }).getByRole('button', { name: 'Eva', exact: true }));
    await pad.points(151);
    await pad.save();
    await expect(page.getByTestId('pad-line-scores')).toHaveText(`Anna ${signed(-6)} · Ben +6 · Dora ${signed(-6)} · Eva +6`);
    await expect(page.getByTestId('pad-lines').locator('[data-reason="foxCaught"]')).toContainText('Re +1');
    console.log(`taps for a marriage with a fox caught: ${pad.taps()}`);
    await noViolations(page, 'a five-player evening with Bock');

    // The evening's file, downloaded and opened again; its CSV.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download the evening (file)' }).click();
    const file = await (await download).path();
    const csvDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download as a table (CSV)' }).click();
    const csv = await import('node:fs').then((fs) => csvDownload.then(async (d) => fs.readFileSync(await d.path(), 'utf8')));
    expect(csv.split('\r\n')[0]).toBe('Deal,Dealer,Game,Calls,Card points,Bock,Anna,Ben,Cem,Dora,Eva,Anna total,Ben total,Cem total,Dora total,Eva total');
    expect(csv.split('\r\n')[2]).toBe('2,Ben,Re: Anna & Cem,,Re 131,2,2,0,2,-2,-2,2,-2,4,-4,0');
    expect(csv.split('\r\n')[3]).toBe('3,Cem,Marriage: Ben & Eva,,Re 151,2,-6,6,0,-6,6,-4,4,4,-10,6');

    // A read-only link.
    await page.getByRole('button', { name: 'Copy a read-only link' }).click();
    const link = await page.getByLabel('Read-only link to this evening').inputValue();
    expect(link).toMatch(/\/pad\/view\/#evening=[A-Za-z0-9_-]+$/);

    // Back to the list: the evening file opens as a second evening.
    await page.getByRole('button', { name: '← All evenings' }).click();
    await page.getByLabel('Open an evening file').setInputFiles(file);
    await expect(page.getByRole('status').filter({ hasText: 'Opened Club night' })).toBeVisible();
    await expect(page.getByTestId('pad-evenings').getByRole('button', { name: 'Open Club night' })).toHaveCount(2);

    // A tournament round: four players, Pflichtsolo each; after one the same dealer deals again.
    await newEvening(page, NAMES.slice(0, 4), () => page.getByLabel(/A tournament round/).check());
    await expect(page.getByTestId('pad-head')).toContainText('Deal 1 of 24 · Anna deals');
    await pad.solo('Hearts solo');
    await pad.player('Cem');
    await pad.points(130);
    await pad.save();
    await expect(page.getByTestId('pad-head')).toContainText('Deal 2 of 24 · Anna deals');
    await expect(page.getByTestId('pad-head')).toContainText('Pflichtsolo still owed: Anna, Ben and Dora');
    await expect(page.getByTestId('pad-sheet')).toContainText('Pflichtsolo');

    // The link, read only; and a link changed by hand is refused with one reason.
    await page.goto(link);
    await expect(page.getByTestId('pad-view').getByRole('heading', { name: 'Club night' })).toBeVisible();
    await expect(page.getByTestId('pad-totals')).toContainText('Dora');
    await noViolations(page, 'the read-only evening');
    await page.goto(`${link.slice(0, -6)}`);
    await expect(page.getByTestId('pad-view').getByRole('alert')).toContainText('This link');

    // German: the same pad in German words.
    await page.goto('/de/pad/');
    await expect(page.getByRole('button', { name: 'Neuer Abend' })).toBeVisible();
    await expect(page.getByTestId('pad-evenings')).toContainText('Club night');
    await page.getByRole('button', { name: 'Neuer Abend' }).click();
    for (const [i, n] of NAMES.slice(0, 4).entries()) await page.getByLabel(`Spieler ${i + 1}`, { exact: true }).fill(n);
    await page.getByRole('button', { name: 'Abend beginnen' }).click();
    await expect(page.getByTestId('pad-head')).toContainText('Spiel 1 · Anna gibt');
    await expect(page.getByTestId('pad-totals').locator('[data-player="0"]')).toContainText('gibt Spiel 1');
    await expect(page.getByTestId('pad-entry')).toContainText('Wer war Re? Tippe beide an.');
    expect(errors).toEqual([]);
  });

  test('the Bock rounds page, reached from the start page and the pad’s help: its drill explains a wrong answer', async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto('/');
    await page.getByRole('link', { name: 'Score pad' }).first().click();
    await page.getByRole('link', { name: 'Bock rounds: what they are, and a quick check' }).click();
    await expect(page.getByRole('heading', { name: 'Bock rounds', level: 1 })).toBeVisible();
    const drill = page.getByTestId('bock-drill');
    await expect(page.locator('astro-island:has([data-testid="bock-drill"])')).not.toHaveAttribute('ssr');
    await drill.getByRole('button', { name: '×4' }).click();
    await expect(drill.getByRole('status')).toContainText('Not quite: it counts ×2.');
    await expect(drill.getByRole('status')).toContainText('The Bock round of deal 2 covers deals 3 to 6, deal 5 among them.');
    await noViolations(page, 'the Bock rounds drill');
    await drill.getByRole('button', { name: 'Another one' }).click();
    await drill.getByRole('button', { name: '×4' }).click();
    await expect(drill.getByRole('status')).toContainText('Right: ×4.');
    expect(errors).toEqual([]);
  });
});

test.describe('with the service worker', () => {
  // The suite blocks service workers (playwright.config.ts); this test is about one.
  test.use({ serviceWorkers: 'allow' });

  test('offline: after one visit the pad opens and keeps a deal without a connection', async ({ page, context }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/pad/');
    await waitUntilOfflineReady(page);
    await context.setOffline(true);
    await page.reload();
    await newEvening(page, NAMES.slice(0, 4));
    const pad = padOf(page);
    await pad.player('Anna');
    await pad.player('Ben');
    await pad.points(131);
    await pad.save();
    await page.reload();
    await expect(page.getByTestId('pad-totals')).toContainText('Anna+1');
  });
});
