/**
 * The search (WebAssembly in a worker) under the Content-Security-Policy. Every page's policy is
 * checked by every-page.spec.ts.
 */
import { expect, test, type Page } from '@playwright/test';
import { watchErrors } from './helpers.ts';

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
