/**
 * Hostile input on the site: every corrupted store shows a notice and a working
 * page, the copy is restored as promised, a crafted progress file is refused naming the field,
 * an import too large or a save the browser refuses is said honestly, and addresses with
 * parameters the pages cannot use say what they did instead.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { toRecord } from '../../src/engine/record.ts';
import { randomDeal } from '../../src/engine/random.ts';
import { DDV_RULES } from '../../src/engine/rules.ts';
import { backupsIn, seedStorage, watchErrors } from './helpers.ts';

/** Axe and the simulations need time on a shared, busy machine. */
test.describe.configure({ timeout: 120_000 });

const ready = (page: Page) => page.waitForFunction(() => document.querySelectorAll('astro-island[ssr]').length === 0);

async function noViolations(page: Page) {
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

const T0 = '2026-11-02T10:00:00.000Z';
const card = { due: T0, stability: 1, difficulty: 5, elapsed_days: 0, scheduled_days: 1, learning_steps: 0, reps: 1, lapses: 0, state: 1, last_review: T0 };
const subject = (n: number) => ({ id: `item:drill:trump:${n}`, title: `Trump or not #${n}`, href: `/quiz/drills/?kind=trump&item=${n}`, theme: 'drill:trump' });
/** Quiz progress with two answers, one of them missed. */
const quizProgress = {
  schema: 2,
  scheduled: { 'item:drill:trump:1': { ...subject(1), card }, 'item:drill:trump:2': { ...subject(2), card } },
  attempts: [
    { id: 'item:drill:trump:1', theme: 'drill:trump', at: T0, rating: 3, credit: 1 },
    { id: 'item:drill:trump:2', theme: 'drill:trump', at: T0, rating: 1, credit: 0 },
  ],
  misses: { 'item:drill:trump:2': { ...subject(2), at: T0, count: 1 } },
  streak: { current: 1, best: 3, lastDay: '2026-11-02' },
  levels: {},
};

test.describe('corrupted quiz progress', () => {
  const ISSUE_CASE = '{"schema":1,"cards":{},"log":[null],"streak":0}';

  for (const [path, ready_] of [
    ['/quiz/', /ready/],
    ['/quiz/score/?level=1&seed=5', /asking/],
    ['/quiz/lead/?problem=marriage-dulle', /asking/],
    ['/quiz/drills/?kind=trump&seed=3', /asking/],
  ] as const) {
    test(`a corrupted stored value shows a notice and a working page: ${path}`, async ({ page }) => {
      const errors = watchErrors(page);
      await seedStorage(page, { 'doko:quiz': ISSUE_CASE });
      await page.goto(path);
      await ready(page);
      const notice = page.getByRole('alert').filter({ hasText: 'Your quiz progress could not be read' });
      await expect(notice).toContainText('log[0]: expected an object, got null');
      await expect(notice).toContainText('A copy is kept in this browser');
      await expect(page.locator('[data-state]').first()).toHaveAttribute('data-state', ready_);
      await expect(page.getByText('Preparing the question…')).toHaveCount(0);
      expect(await backupsIn(page, 'doko:quiz')).toEqual([ISSUE_CASE]);
      await noViolations(page);
      expect(errors).toEqual([]);
    });
  }

  test('the earlier valid progress comes back with "Restore what can be read"', async ({ page }) => {
    const errors = watchErrors(page);
    // Valid progress with one bad attempt (as a damaged write would leave it).
    const damaged = {
      ...quizProgress,
      attempts: [...quizProgress.attempts, { id: 'item:drill:trump:3', theme: 'drill:trump', at: 'yesterday', rating: 3, credit: 1 }],
    };
    await seedStorage(page, { 'doko:quiz': JSON.stringify(damaged) });
    await page.goto('/quiz/');
    await ready(page);
    await expect(page.getByRole('alert')).toContainText('attempts[2].at: expected a date from 1970 to 9999, got "yesterday"');
    await expect(page.getByTestId('answered')).toHaveText('0 answers recorded in this browser.');
    await page.getByRole('button', { name: 'Restore what can be read' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'restored' })).toHaveText(
      'Your quiz progress was restored; 1 unreadable part left out (first: attempts[2].at: expected a date from 1970 to 9999, got "yesterday").',
    );
    await expect(page.getByTestId('answered')).toHaveText('2 answers recorded in this browser.');
    await expect(page.getByTestId('misses')).toContainText('Trump or not #2');
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(await backupsIn(page, 'doko:quiz')).toEqual([]);
    await page.reload();
    await ready(page);
    await expect(page.getByTestId('answered')).toHaveText('2 answers recorded in this browser.');
    expect(errors).toEqual([]);
  });

  test('when the browser cannot keep a copy, the notice says so and offers it as a download', async ({ page }) => {
    const big = `{"schema":2,"x":"${'x'.repeat(1_000_000)}"}`;
    await page.addInitScript((raw) => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('doko:quiz', raw);
        sessionStorage.setItem('seeded', '1');
      }
      // A storage full to the brim: no write of a megabyte fits.
      const set = Storage.prototype.setItem;
      Storage.prototype.setItem = function (k: string, v: string) {
        if (v.length > 500_000) throw new DOMException('full', 'QuotaExceededError');
        set.call(this, k, v);
      };
    }, big);
    await page.goto('/quiz/');
    await ready(page);
    const notice = page.getByRole('alert');
    await expect(notice).toContainText('A copy could not be kept in this browser (its storage is full)');
    await expect(notice).not.toContainText('A copy is kept');
    await expect(page.getByRole('button', { name: 'Restore what can be read' })).toHaveCount(0);
    const [download] = await Promise.all([page.waitForEvent('download'), notice.getByRole('button', { name: 'Download the copy' }).click()]);
    expect(download.suggestedFilename()).toBe('doko-quiz-unreadable.json');
  });

  test('a save the browser refuses is reported', async ({ page }) => {
    await page.addInitScript(() => {
      const set = Storage.prototype.setItem;
      Storage.prototype.setItem = function (k: string, v: string) {
        if (k === 'doko:quiz') throw new DOMException('full', 'QuotaExceededError');
        set.call(this, k, v);
      };
    });
    await page.goto('/quiz/drills/?kind=trump&item=12');
    await ready(page);
    await page.getByRole('button', { name: 'Yes', exact: true }).click();
    await expect(page.getByRole('alert')).toContainText('Your quiz progress could not be saved: this browser’s storage for the site is full.');
    await expect(page.getByRole('button', { name: 'Download', exact: true })).toBeVisible();
  });
});

test.describe('one file for all progress', () => {
  test('a crafted file with javascript: links is refused naming the field; the links on /quiz/ are built from ids', async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto('/quiz/');
    await ready(page);
    const crafted = {
      format: 'doko-quiz-progress',
      exported: T0,
      progress: {
        ...quizProgress,
        misses: { 'item:drill:trump:2': { ...quizProgress.misses['item:drill:trump:2'], href: 'javascript:alert(document.cookie)' } },
      },
    };
    await page
      .getByLabel('Import progress from a file')
      .setInputFiles({ name: 'crafted.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(crafted)) });
    await expect(page.getByTestId('progress-file-message')).toHaveText(
      'That file could not be imported: progress.misses["item:drill:trump:2"].href: expected a link to a quiz page of this site, got "javascript:alert(document.cookie)". Nothing was changed.',
    );
    await expect(page.getByTestId('answered')).toHaveText('0 answers recorded in this browser.');
    // The same progress with its own links imports, and every link on the page is a quiz page.
    await page
      .getByLabel('Import progress from a file')
      .setInputFiles({ name: 'good.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify({ ...crafted, progress: quizProgress })) });
    await expect(page.getByTestId('progress-file-message')).toHaveText('Progress imported. Quiz progress: 2 quiz answers and 2 scheduled questions.');
    const hrefs = await page.locator('.quiz-home a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(hrefs.length).toBeGreaterThan(0);
    for (const h of hrefs) expect(h).toMatch(/^\/quiz\/(drills|lead|score)\//);
    expect(errors).toEqual([]);
  });

  test('an 11 MB file is refused with a message, and nothing is changed', async ({ page }) => {
    await page.goto('/learn/');
    await ready(page);
    const big = Buffer.alloc(11 * 1024 * 1024, ' ');
    await page.getByLabel('Import progress from a file').setInputFiles({ name: 'big.json', mimeType: 'application/json', buffer: big });
    await expect(page.getByTestId('progress-file-message')).toHaveText('That file is 11.0 MB; a progress file is at most 10 MB. Nothing was changed.');
  });

  test('export on /learn/, import on /quiz/: stars, quiz progress and the table session travel together', async ({ page }) => {
    const rec = toRecord(randomDeal(11, DDV_RULES, { announceRate: 0 }));
    // 'round4' is how a one-round session was stored before it was called oneRound: it still reads.
    const session = {
      v: 1,
      level: 'strong',
      session: {
        mode: 'round4',
        dealer: 1,
        played: 1,
        totals: [2, -2, 2, -2],
        owesCompulsory: [false, false, false, false],
        games: [{ dealer: 0, contract: { kind: 'normal' }, redeal: false, forced: false, scores: [2, -2, 2, -2] }],
      },
      rows: [{ seed: 11, dealer: 0, contract: { kind: 'normal' }, redeal: false, value: 2, scores: [2, -2, 2, -2] }],
      current: { seed: 12, record: { ...rec, plays: [] } },
    };
    await seedStorage(page, {
      'doko:progress:v1': JSON.stringify({ stars: { 'points-club-trick': 3 } }),
      'doko:quiz': JSON.stringify(quizProgress),
      'doko:table:v1': JSON.stringify(session),
    });
    await page.goto('/learn/');
    await ready(page);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export all progress' }).click()]);
    const text = await (await import('node:fs/promises')).readFile((await download.path())!, 'utf8');
    expect(JSON.parse(text)).toMatchObject({
      format: 'doko-progress',
      version: 1,
      lessons: { stars: { 'points-club-trick': 3 } },
      quiz: { schema: 2 },
      table: { level: 'strong' },
    });
    await page.evaluate(() => localStorage.clear());
    await page.goto('/quiz/');
    await ready(page);
    await page.getByLabel('Import progress from a file').setInputFiles({ name: 'doko-progress.json', mimeType: 'application/json', buffer: Buffer.from(text) });
    await expect(page.getByTestId('progress-file-message')).toHaveText(
      'Progress imported. Lesson stars: 1 lesson exercise with stars. Quiz progress: 2 quiz answers and 2 scheduled questions. Practice table: a session of 1 deal.',
    );
    await expect(page.getByTestId('answered')).toHaveText('2 answers recorded in this browser.');
    await page.goto('/play/?delay=0');
    await expect(page.getByTestId('session-row')).toHaveCount(1);
  });
});

test.describe('other stores', () => {
  test('lesson stars: a notice on the lesson page, and the stars come back from /learn/', async ({ page }) => {
    const errors = watchErrors(page);
    await seedStorage(page, { 'doko:progress:v1': '{"stars":{"points-club-trick":3,"points-doppelkopf":"three"}}' });
    await page.goto('/learn/cards-and-points/');
    const notice = page.getByTestId('lessons-notice');
    await expect(notice).toContainText('Your lesson stars could not be read, so they start afresh. A copy is kept in this browser:');
    await notice.getByRole('link', { name: 'restore it under “Your progress” on the lessons page' }).click();
    await ready(page);
    await expect(page.getByTestId('progress-file')).toContainText(
      'A copy of your lesson stars that could not be read (stars["points-doppelkopf"]: expected one of 1, 2, 3, got "three") is kept in this browser.',
    );
    await page.getByRole('button', { name: 'Restore what can be read' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'restored' })).toContainText('Your lesson stars were restored; 1 unreadable part left out');
    await page.reload();
    // The learn map counts the restored exercise as solved.
    await expect(page.getByTestId('status-cards-and-points')).toContainText(/^1 of \d+ solved/);
    expect(errors).toEqual([]);
  });

  test('the table: a saved deal with rules {"constructor":true} gives a notice and a dealt table, and the session is kept', async ({ page }) => {
    const errors = watchErrors(page);
    const rec = toRecord(randomDeal(3, DDV_RULES, { announceRate: 0 }));
    const bad = {
      v: 1,
      level: 'beginner',
      session: {
        mode: 'open',
        dealer: 1,
        played: 1,
        totals: [2, -2, 2, -2],
        owesCompulsory: [false, false, false, false],
        games: [{ dealer: 0, contract: { kind: 'normal' }, redeal: false, forced: false, scores: [2, -2, 2, -2] }],
      },
      rows: [{ seed: 4, dealer: 0, contract: { kind: 'normal' }, redeal: false, value: 2, scores: [2, -2, 2, -2] }],
      current: { seed: 5, record: { ...rec, rules: { constructor: true } } },
    };
    await seedStorage(page, { 'doko:table:v1': JSON.stringify(bad) });
    await page.goto('/play/?delay=0');
    await expect(page.getByRole('alert')).toContainText('Your saved deal in progress could not be read (rules.constructor: unknown rule key "constructor"');
    await expect(page.getByTestId('practice-table')).toHaveAttribute('data-state', /learnerTurn|over|botTurn/);
    await expect(page.getByText('Dealing the cards…')).toHaveCount(0);
    await expect(page.getByTestId('session-row')).toHaveCount(1);
    await noViolations(page);
    expect(errors).toEqual([]);
  });

  test('the table: an unreadable session is reset with a notice, and restored without its bad row', async ({ page }) => {
    const errors = watchErrors(page);
    const row = { seed: 4, dealer: 0, contract: { kind: 'normal' }, redeal: false, value: 2, scores: [2, -2, 2, -2] };
    const bad = {
      v: 1,
      level: 'beginner',
      session: { mode: 'open', dealer: 1, played: 2, totals: [4, -4, 4, -4], owesCompulsory: [false, false, false, false], games: [] },
      rows: [row, { ...row, scores: [2, -2, 2, '__proto__'] }],
      current: null,
    };
    await seedStorage(page, { 'doko:table:v1': JSON.stringify(bad) });
    await page.goto('/play/?delay=0');
    const notice = page.getByRole('alert').filter({ hasText: 'Your practice-table session could not be read' });
    await expect(notice).toContainText('rows[1].scores[3]: expected a whole number');
    await expect(page.getByTestId('practice-table')).toHaveAttribute('data-state', /learnerTurn|over|botTurn/);
    await notice.getByRole('button', { name: 'Restore what can be read' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'restored' })).toContainText('left out (first: rows[1].scores[3]');
    await page.reload();
    await expect(page.getByTestId('session-row')).toHaveCount(1);
    expect(errors).toEqual([]);
  });

  test('settings with a prototype name as a rule key: the rule bar says so, /settings/ restores the rest', async ({ page }) => {
    const errors = watchErrors(page);
    await seedStorage(page, { 'doko:settings:v1': '{"rules":{"constructor":true,"dulle":"secondWins"},"faces":"german"}' });
    await page.goto('/rules/');
    const bar = page.locator('#rule-bar-notice');
    await expect(bar).toContainText('Your saved settings could not be read, so the DDV rules are used.');
    await bar.getByRole('link', { name: 'Restore them in Settings' }).click();
    await ready(page);
    const notice = page.getByTestId('storage-notices');
    await expect(notice).toContainText('rules.constructor: unknown field');
    await notice.getByRole('button', { name: 'Restore what can be read' }).click();
    await expect(page.getByTestId('rule-bar')).toHaveText('Second ♥10 wins');
    await expect(page.getByRole('radio', { name: /German/ }).first()).toBeChecked();
    expect(errors).toEqual([]);
  });
});

test.describe('addresses with parameters the pages cannot use', () => {
  test('quiz pages say what they replaced', async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto('/quiz/score/?level=9&seed=banana&rules=%7B%22constructor%22%3Atrue%7D');
    await ready(page);
    const notices = page.getByTestId('link-notices');
    await expect(notices).toContainText('The link’s level “9” does not exist (levels 1 to 8), so your open level is shown.');
    await expect(notices).toContainText('The link’s deal number “banana” is not a whole number from 0 to 4,294,967,295, so a new deal was dealt.');
    await expect(notices).toContainText('The link’s house rules “{"constructor":true}” could not be read, so your own rules are used.');
    await expect(page.locator('.score-quiz')).toHaveAttribute('data-state', 'asking');
    await page.goto('/quiz/lead/?problem=constructor');
    await ready(page);
    await expect(page.getByTestId('link-notices')).toHaveText('There is no lead problem “constructor”, so another one is shown.');
    await page.goto('/quiz/drills/?kind=__proto__&seed=7');
    await ready(page);
    await expect(page.getByTestId('link-notices')).toHaveText('There is no drill “__proto__”, so you can choose one.');
    await noViolations(page);
    expect(errors).toEqual([]);
  });

  test('the analyser loads the linked hand despite rules {"constructor":true}, and caps the simulated deals', async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto(`/analyse/?hand=${encodeURIComponent('♣A ♣A ♣10 ♣K ♣9 ♠A ♥A ♦A ♠K ♥K ♦9 ♦J')}&rules=%7B%22constructor%22%3Atrue%7D&samples=100000`);
    await expect(page.locator('astro-island:has(.analyser)')).not.toHaveAttribute('ssr');
    await expect(page.getByTestId('parsed-hand').locator('.card')).toHaveCount(12);
    await expect(page.getByText('The link named rules that could not be read; your own rules are used.')).toBeVisible();
    await expect(page.getByText('The link asked for 100,000 simulated deals; 10,000 are run')).toBeVisible();
    expect(new URL(page.url()).searchParams.get('samples')).toBe('10000');
    expect(errors).toEqual([]);
  });
});
