/**
 * The Content-Security-Policy scan: every page of the build (listed from its output folder) loads
 * with every island hydrated and no CSP violation or console error; the search (WebAssembly in a
 * worker) runs under the policy too.
 */
import { expect, test, type Page } from '@playwright/test';
import { hydrateAll, watchErrors } from './helpers.ts';
import { builtPages } from './sw.ts';

/** Record every securitypolicyviolation event of the page, from its first script on. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = ((window as unknown as { __csp: string[] }).__csp = []);
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.effectiveDirective}: ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`));
  });
  return () => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);
}

test.describe('every page under the Content-Security-Policy', () => {
  for (const path of builtPages()) {
    test(`${path}`, async ({ page }) => {
      const is404 = path === '/404.html';
      const errors = watchErrors(page, is404 ? path : undefined);
      const violations = await watchViolations(page);
      await page.goto(path);
      const policy = await page.locator('meta[http-equiv="content-security-policy"]').getAttribute('content');
      expect(policy).toMatch(/script-src 'self'/);
      expect(policy).toMatch(/connect-src 'self'/);
      expect(policy).toMatch(/worker-src 'self'/);
      expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      await hydrateAll(page);
      await page.waitForLoadState('networkidle');
      expect(await violations()).toEqual([]);
      expect(errors).toEqual([]);
    });
  }
});

test('the search runs under the policy', async ({ page }) => {
  const errors = watchErrors(page);
  const violations = await watchViolations(page);
  await page.goto('/glossary/');
  await page.keyboard.press('/');
  await page.keyboard.type('Karlchen');
  await expect(page.locator('#site-search-panel .search-hit').first()).toContainText('Karlchen');
  expect(await violations()).toEqual([]);
  expect(errors).toEqual([]);
});
