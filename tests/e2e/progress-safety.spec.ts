/**
 * Stored progress that cannot be read, in the browser as a learner meets it: every unreadable copy kept and offered on its
 * own (the oldest deleted only with a notice and a download), an answer to an item whose last
 * review lies in the future saved without an error, a progress file that cannot have happened
 * refused naming the field, the import's message part by part, and a set title of blank space.
 * Screenshots of each screen at 1280 and 375 px go to the test's output folder.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { encodeSet } from '../../src/components/sets/format.ts';
import { backupsIn, downloadFrom, seedStorage, watchErrors } from './helpers.ts';

test.describe.configure({ timeout: 120_000 });

const ready = (page: Page) => page.waitForFunction(() => document.querySelectorAll('astro-island[ssr]').length === 0);

async function noViolations(page: Page, within?: string) {
  const axe = await (within ? new AxeBuilder({ page }).include(within) : new AxeBuilder({ page })).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

async function shots(page: Page, target: string, name: string, info: { outputPath: (n: string) => string }) {
  for (const [width, height] of [
    [1280, 800],
    [375, 812],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.locator(target).scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name} at ${width} px`).toBeLessThanOrEqual(width);
    await page.screenshot({ path: info.outputPath(`${name}-${width}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

const T0 = '2026-11-02T10:00:00.000Z';
const subject = (n: number) => ({ id: `item:drill:trump:${n}`, title: `Trump or not #${n}`, href: `/quiz/drills/?kind=trump&item=${n}`, theme: 'drill:trump' });

test('five kept copies and a sixth unreadable value: the oldest goes with a notice and a download; each copy is restored or deleted on its own', async ({
  page,
}, info) => {
  const errors = watchErrors(page);
  const backups: Record<string, string> = {};
  for (let i = 0; i < 5; i++) backups[`doko:quiz:unreadable:2026-11-0${i + 1}T10:00:00.000Z`] = `{"copy": ${i}`;
  // The second copy has an answer that can be restored.
  backups['doko:quiz:unreadable:2026-11-02T10:00:00.000Z'] = JSON.stringify({
    schema: 2,
    scheduled: {},
    attempts: [{ id: 'item:drill:trump:1', theme: 'drill:trump', at: T0, rating: 3, credit: 1 }, { at: 'yesterday' }],
    misses: {},
    streak: { current: 0, best: 0, lastDay: null },
    levels: {},
  });
  await seedStorage(page, { ...backups, 'doko:quiz': '{"schema":2,"attempts":"garbage"' });
  await page.goto('/quiz/');
  await ready(page);
  const notice = page.locator('[data-store="quiz"]');
  await expect(notice).toContainText(
    'Your quiz progress could not be read (the saved data: not JSON), so it was reset. A copy is kept in this browser, beside 4 earlier copies',
  );
  await expect(notice).toContainText('To keep at most 5 copies of your quiz progress, the oldest (from Nov 1, 2026');
  expect(await downloadFrom(page, notice.getByRole('button', { name: 'Download the deleted copy' }))).toEqual({
    name: 'doko-quiz-deleted-2026-11-01-10-00-00.json',
    text: '{"copy": 0',
  });
  // Nothing overwritten: the four later copies and the new one are all kept.
  expect(await backupsIn(page, 'doko:quiz')).toHaveLength(5);
  const copies = notice.getByRole('list', { name: 'Unreadable copies of your quiz progress' }).getByRole('listitem');
  await expect(copies).toHaveCount(5);
  await expect(copies.last()).toContainText(', just found (the saved data: not JSON):');
  await noViolations(page, '[data-store="quiz"]');
  await shots(page, '[data-store="quiz"]', 'storage-notice-copies', info);

  await copies.filter({ hasText: 'Nov 2, 2026' }).getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'restored' })).toContainText('Your quiz progress was restored; 1 unreadable part left out');
  await expect(page.getByTestId('answered')).toHaveText('1 answer recorded in this browser.');
  await expect(copies).toHaveCount(4);
  page.once('dialog', (d) => d.accept());
  await copies.filter({ hasText: 'Nov 3, 2026' }).getByRole('button', { name: 'Delete' }).click();
  await expect(copies).toHaveCount(3);
  expect(await backupsIn(page, 'doko:quiz')).toEqual(['{"copy": 3', '{"copy": 4', '{"schema":2,"attempts":"garbage"']);
  expect(errors).toEqual([]);
});

test('a lesson page that deletes the oldest copy of the stars offers it for a download there', async ({ page }) => {
  const copies: Record<string, string> = {};
  for (let i = 0; i < 5; i++) copies[`doko:progress:v1:unreadable:2026-11-0${i + 1}T10:00:00.000Z`] = `{"stars": ${i}`;
  await seedStorage(page, { ...copies, 'doko:progress:v1': '{"stars":{"points-club-trick":"three"}}' });
  await page.goto('/learn/cards-and-points/');
  const notice = page.getByTestId('lessons-notice');
  await expect(notice).toContainText('Your lesson stars could not be read, so they start afresh. A copy is kept in this browser:');
  await expect(notice).toContainText('To make room, the oldest unreadable copy of your lesson stars was deleted from this browser:');
  expect(await downloadFrom(page, notice.getByRole('button', { name: 'Download the copy' }))).toEqual({
    name: 'doko-lessons-deleted.json',
    text: '{"stars": 0',
  });
  expect(await backupsIn(page, 'doko:progress:v1')).toHaveLength(5);
});

test('an item whose last review lies in the future (a clock set back): answering it is saved, without an error', async ({ page }) => {
  const errors = watchErrors(page);
  const ahead = '2031-05-01T10:00:00.000Z';
  const card = {
    due: '2031-05-20T10:00:00.000Z',
    stability: 12,
    difficulty: 4,
    elapsed_days: 3,
    scheduled_days: 19,
    learning_steps: 0,
    reps: 4,
    lapses: 0,
    state: 2,
    last_review: ahead,
  };
  const progress = {
    schema: 2,
    scheduled: { 'item:drill:trump:12': { ...subject(12), card } },
    attempts: [],
    misses: {},
    streak: { current: 1, best: 1, lastDay: '2031-05-01' },
    levels: {},
  };
  await seedStorage(page, { 'doko:quiz': JSON.stringify(progress) });
  await page.goto('/quiz/drills/?kind=trump&item=12');
  await ready(page);
  await page.getByRole('button', { name: 'Yes', exact: true }).click();
  await expect(page.locator('.feedback').first()).toBeVisible();
  // The answer is saved after the feedback shows (an effect): wait for it, then read it.
  const stored = () => page.evaluate(() => JSON.parse(localStorage.getItem('doko:quiz')!));
  await expect.poll(async () => (await stored()).attempts.length).toBe(1);
  const saved = await stored();
  expect(saved.attempts).toHaveLength(1);
  const review = saved.scheduled['item:drill:trump:12'].card;
  expect(review.reps).toBe(5);
  expect(Date.parse(review.last_review)).toBeLessThanOrEqual(Date.now());
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('importing: a file that cannot have happened is refused naming the field; a good one is described part by part', async ({ page }, info) => {
  const errors = watchErrors(page);
  await seedStorage(page, { 'doko:progress:v1': JSON.stringify({ stars: { 'points-club-trick': 3, 'follow-void': 1 } }) });
  await page.goto('/learn/');
  await ready(page);
  const input = page.getByLabel('Import progress from a file');
  const message = page.getByTestId('progress-file-message');
  const file = (parts: object) => ({
    name: 'progress.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify({ format: 'doko-progress', version: 1, exported: T0, ...parts })),
  });
  const row = { seed: 1, dealer: 0, contract: { kind: 'normal' }, redeal: false, value: 2, scores: [1e6, 1e6, 1e6, 1e6] };
  const table = {
    v: 1,
    level: 'beginner',
    session: {
      mode: 'open',
      dealer: 1,
      played: 1,
      totals: [1e6, 1e6, 1e6, 1e6],
      owesCompulsory: [false, false, false, false],
      games: [{ dealer: 0, contract: { kind: 'normal' }, redeal: false, forced: false, scores: [1e6, 1e6, 1e6, 1e6] }],
    },
    rows: [row],
    current: null,
  };
  await input.setInputFiles(file({ table }));
  await expect(message).toHaveText(
    'That file could not be imported: table.session.games[0].scores: the four scores add up to 4,000,000, not 0. Nothing was changed.',
  );
  await input.setInputFiles(
    file({ quiz: { schema: 2, scheduled: {}, attempts: [], misses: {}, streak: { current: 1_000_000, best: 1_000_000, lastDay: '9999-99-99' }, levels: {} } }),
  );
  await expect(message).toContainText(/quiz\.streak\.current: expected a whole number from 0 to [\d,]+, got 1000000/);
  await input.setInputFiles(
    file({ quiz: { schema: 2, scheduled: {}, attempts: [], misses: {}, streak: { current: 1, best: 1, lastDay: '9999-99-99' }, levels: {} } }),
  );
  await expect(message).toContainText('quiz.streak.lastDay: expected a day (YYYY-MM-DD) from 1970 to 9999, got "9999-99-99"');

  // 5,500 questions scheduled and no answer yet, and stars for exercises that do not exist.
  const card = { due: T0, stability: 1, difficulty: 5, elapsed_days: 0, scheduled_days: 1, learning_steps: 0, reps: 1, lapses: 0, state: 1, last_review: T0 };
  const scheduled = Object.fromEntries(Array.from({ length: 5_500 }, (_, i) => [`item:drill:trump:${i}`, { ...subject(i), card }]));
  let confirm = '';
  page.once('dialog', (d) => {
    confirm = d.message();
    void d.accept();
  });
  await input.setInputFiles(
    file({
      lessons: { stars: { 'points-club-trick': 2, constructor: 3 } },
      quiz: { schema: 2, scheduled, attempts: [], misses: {}, streak: { current: 0, best: 0, lastDay: null }, levels: {} },
    }),
  );
  await expect(message).toHaveText(
    'Progress imported. Lesson stars: 1 lesson exercise with stars, replacing 2 lesson exercises with stars. Quiz progress: 0 quiz answers and 5,500 scheduled questions. Left out: stars for 1 exercise this site does not have (“constructor”).',
  );
  expect(confirm).toBe(
    'Importing this file replaces what this browser keeps:\nLesson stars: 2 lesson exercises with stars here, 1 lesson exercise with stars in the file.\nReplace them?',
  );
  await noViolations(page, '[data-testid="progress-file"]');
  await shots(page, '[data-testid="progress-file"]', 'import-message', info);
  expect(errors).toEqual([]);
});

test('a set whose title is only blank space is named by the default name, and the page says why', async ({ page }) => {
  const payload = encodeSet({ title: ' \u200b ', items: [{ kind: 'score', level: 1, seed: 3 }] });
  await page.goto(`/sets/run/#set=${payload}`);
  await ready(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Problem set');
  await expect(page.getByTestId('set-untitled')).toHaveText('This set’s link gives it no title (only blank space), so it is called “Problem set”.');
});
