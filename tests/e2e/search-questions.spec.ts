/**
 * The search answers plain questions: for each question of search-questions.ts the
 * page that answers it is among the first three hits, in English and in German, typed into the
 * search page as a person would; no stop word is marked in a snippet, and no snippet runs words
 * together ("AAAce of clubs", "per rankRankExample"). One page load per language.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { watchErrors } from './helpers.ts';
import { QUESTIONS } from './search-questions.ts';
import { searchText as de } from '../../src/i18n/de/app.ts';
import { searchText as en } from '#words/app';

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A word run into the next one: a lower-case letter or ")" straight before a capitalised word, or a rank letter repeated before a name. */
const GLUED = /[a-zäöüß)][A-ZÄÖÜ][a-zäöüß]|\b([A-Z0-9])\1+[A-Z][a-z]/;

async function ask(page: Page, lang: 'en' | 'de', q: string): Promise<{ hrefs: string[]; marks: string[]; excerpts: string[] }> {
  await page.getByRole('searchbox').last().fill(q);
  const status = lang === 'de' ? new RegExp(`Treffer für „${escape(q)}“$`) : new RegExp(`results? for “${escape(q)}”$`);
  await expect(page.locator('#search-page-status')).toHaveText(status);
  const hits = page.locator('.search-hits-page .search-hit').filter({ has: page.locator('a') });
  const first = hits.locator('a').first();
  await expect(first).toBeVisible();
  const top = await hits.evaluateAll((els) =>
    els.slice(0, 3).map((el) => ({
      href: el.querySelector('a')?.getAttribute('href') ?? '',
      marks: [...el.querySelectorAll('mark')].map((m) => m.textContent ?? ''),
      excerpt: el.querySelector('.search-hit-excerpt')?.textContent ?? '',
    })),
  );
  return { hrefs: top.map((t) => t.href), marks: top.flatMap((t) => t.marks), excerpts: top.map((t) => t.excerpt) };
}

for (const lang of ['en', 'de'] as const) {
  test(`${lang}: every plain question finds its page among the first three hits, with clean snippets`, async ({ page }) => {
    test.setTimeout(120_000);
    const errors = watchErrors(page);
    const stop = new Set((lang === 'de' ? de : en).stopWords);
    await page.goto(lang === 'de' ? '/de/search/' : '/search/');
    const missed: string[] = [];
    for (const { q, answers } of QUESTIONS[lang]) {
      const { hrefs, marks, excerpts } = await ask(page, lang, q);
      const found = hrefs.some((h) => answers.some((a) => (a.includes('#') ? h === a : h.startsWith(a))));
      if (!found) missed.push(`${q} → ${hrefs.join(', ')}`);
      for (const m of marks) expect(stop.has(m.toLocaleLowerCase().replace(/[^\p{L}\p{N}]/gu, '')), `"${m}" marked for "${q}"`).toBe(false);
      for (const e of excerpts) expect(e, `snippet for "${q}"`).not.toMatch(GLUED);
    }
    expect(missed).toEqual([]);
    expect(QUESTIONS[lang].length).toBeGreaterThanOrEqual(20);
    // A question of stop words only searches nothing yet.
    await page
      .getByRole('searchbox')
      .last()
      .fill(lang === 'de' ? 'wie der' : 'as a');
    await expect(page.locator('#search-page-status')).toHaveText((lang === 'de' ? de : en).typeMore);
    await expect(page.locator('.search-hits-page .search-hit')).toHaveCount(0);
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.map((v) => v.id)).toEqual([]);
    expect(errors).toEqual([]);
  });
}
