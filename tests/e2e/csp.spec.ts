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
      // The friends page connects to the test's table server (playwright.config.ts starts it), so
      // the policy is checked with a real WebSocket connection.
      if (path.startsWith('/friends')) {
        await page.addInitScript((url) => localStorage.setItem('doko:friends:server:v1', url), `ws://127.0.0.1:${process.env.E2E_TABLE_PORT}`);
      }
      await page.goto(path);
      const policy = await page.locator('meta[http-equiv="content-security-policy"]').getAttribute('content');
      expect(policy).toMatch(/script-src 'self'/);
      expect(policy).toMatch(/default-src 'self'/);
      // Connections fall back to default-src; only the friends page names its table servers.
      if (path.startsWith('/friends')) expect(policy).toMatch(/connect-src 'self' ws: wss: http: https:/);
      else expect(policy).not.toMatch(/connect-src/);
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
