/**
 * Every page of the build (listed from its output folder), visited once: under the
 * Content-Security-Policy with no violation and no console error, every island hydrated, one
 * h1, axe clean and nothing wider than the screen at phone size (375×812), then, on the same
 * page, the width again at desktop size (1280×800). axe runs once per page, at phone size,
 * where crowding and hidden controls show first: axe is most of the scan's time, and with both
 * languages the scan covers about a hundred pages on every CI run. The widget and flow specs run
 * axe at 1280 on the pages they drive.
 *
 * A German page is its English twin with other words (tests/content/lessons-languages.test.ts
 * holds each lesson to its English one: components with their data, exercises, anchors, links, and
 * the catalogues are typed twins), so axe runs on two German lessons, the quick start's first
 * lesson and the one with the most widgets, and on the fewest other German pages that together
 * show every island and role (where German words reach names and labels). The English lessons are
 * built from the same few widgets: axe runs on the fewest lessons that together show every island,
 * every class and every role any lesson shows (chosen from the build's HTML, so a new widget or a
 * new state of one joins the scan by itself); every lesson still gets every other check. The
 * German lessons without axe are checked as served (policy, errors while loading, one h1, width).
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { hydrateAll, watchErrors } from './helpers.ts';
import { builtPages, coveringLessons } from './sw.ts';
import { site as enSite } from '#words/site';
import { site as deSite } from '../../src/i18n/de/site.ts';

/** The rule bar's words with DDV rules, in the page's language. */
const DDV_LABEL = { en: enSite.ruleBar.ddv, de: deSite.ruleBar.ddv };

/** Record every securitypolicyviolation event of the page, from its first script on. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = ((window as unknown as { __csp: string[] }).__csp = []);
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.effectiveDirective}: ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`),
    );
  });
  return () => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);
}

async function expectAxeClean(page: Page, when: string, contrast: boolean) {
  const builder = new AxeBuilder({ page });
  const axe = await (contrast ? builder : builder.disableRules(['color-contrast'])).analyze();
  expect(
    axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    when,
  ).toEqual([]);
}

async function expectNoSidewaysScroll(page: Page, when: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `no horizontal scrolling ${when}`).toBeLessThanOrEqual(0);
}

test.use({ viewport: { width: 375, height: 812 } });

/** German lesson pages that axe checks (see above); the others are checked as twins. */
const GERMAN_LESSONS_AXED = new Set(['/de/learn/how-a-deal-goes/', '/de/learn/special-points/']);
const ENGLISH_LESSONS_AXED = coveringLessons();
const axeChecks = (path: string) =>
  /^\/de\/learn\/[^/]+\/$/.test(path) ? GERMAN_LESSONS_AXED.has(path) : /^\/learn\/[^/]+\/$/.test(path) ? ENGLISH_LESSONS_AXED.has(path) : true;
/**
 * Contrast is a page's colours, which a German page shares with its English twin (the same
 * classes), and it is a third of axe's time: German pages other than the two lessons above are
 * checked without it.
 */
const contrastChecked = (path: string) => !path.startsWith('/de/') || GERMAN_LESSONS_AXED.has(path);

for (const path of builtPages()) {
  const axe = axeChecks(path);
  test(`${path}: policy, errors, ${axe ? 'axe at 375 px, ' : ''}width at 375 and 1280 px`, async ({ page }) => {
    const is404 = path === '/404.html';
    const errors = watchErrors(page, is404 ? path : undefined);
    const violations = await watchViolations(page);
    // The friends page connects to the test's table server (playwright.config.ts starts it), so
    // the policy is checked with a real WebSocket connection.
    const friends = /^(\/de)?\/friends\//.test(path);
    if (friends) {
      await page.addInitScript((url) => localStorage.setItem('doko:friends:server:v1', url), `ws://127.0.0.1:${process.env.E2E_TABLE_PORT}`);
    }
    const res = await page.goto(path);
    expect(res?.status()).toBe(200);
    const policy = await page.locator('meta[http-equiv="content-security-policy"]').getAttribute('content');
    expect(policy).toMatch(/default-src 'self'/);
    expect(policy).toMatch(/script-src 'self'/);
    expect(policy).toMatch(/worker-src 'self'/);
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    // Connections fall back to default-src; only the friends page names its table servers.
    if (friends) expect(policy).toMatch(/connect-src 'self' ws: wss: http: https:/);
    else expect(policy).not.toMatch(/connect-src/);
    // A German lesson without axe is its English twin's islands with other words: its text is
    // what can differ (longer German words), so it is checked as served, without waking every
    // island; every other page wakes them all (a hydration error is a console error).
    if (axe || !/^\/de\/learn\/[^/]+\/$/.test(path)) await hydrateAll(page);
    await expect(page.locator('h1')).toHaveCount(1);
    const ruleBar = page.getByTestId('rule-bar');
    if ((await ruleBar.count()) > 0) await expect(ruleBar).toHaveText(DDV_LABEL[path.startsWith('/de/') ? 'de' : 'en']);
    if (/^\/learn\/[^/]+\/$/.test(path)) await expect(page.locator('.exercise').first()).toBeVisible();
    if (axe) await expectAxeClean(page, 'at 375 px', contrastChecked(path));
    await expectNoSidewaysScroll(page, 'at 375 px');
    await page.setViewportSize({ width: 1280, height: 800 });
    await expectNoSidewaysScroll(page, 'at 1280 px');
    expect(await violations()).toEqual([]);
    expect(errors).toEqual([]);
  });
}
