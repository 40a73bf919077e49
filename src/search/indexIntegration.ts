// Build-time only (runs in Node after `astro build`): writes the Pagefind search index into the
// output folder. Lessons and the rules page mark their text with data-pagefind-body; the glossary
// is indexed term by term, so a search for a table word lands on its definition, not on the page.
// Each page is read with a space after every block (spacedBlocks), so snippets never glue cells.
// Indexing errors fail the build: a site whose search silently finds nothing must not ship.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { close, createIndex } from 'pagefind';
import { ruleFacts } from '../engine/reference.ts';
import { DDV_RULES, parseRules } from '../engine/rules.ts';
import { GLOSSARY } from '#words/glossary';
import { GLOSSARY as GLOSSARY_DE } from '../i18n/de/glossary.ts';
import { LANG_TAGS, pathIn, type Lang } from '../i18n/runtime/lang.ts';
import { plain } from '../i18n/runtime/rich.ts';

/**
 * What the index must leave out even inside indexed text: interactive widgets' buttons and
 * labels; pictured cards (a hand, a table's example card), whose rank letters and names for
 * screen readers would run together in a snippet ("AAAce of clubs, 11 pointsDaus of acorns")
 * and whose "4 points" on every king would outweigh the lesson that teaches card points; and of
 * a small card inside a sentence everything but its name.
 */
export const EXCLUDED_FROM_SEARCH = [
  'astro-island',
  '[data-pagefind-ignore]',
  'nav',
  'script',
  'style',
  '.card[data-card]',
  '.chip[data-card]',
  '.mini-card [aria-hidden]',
  '.mini-card .face-de',
];

/**
 * The page as Pagefind should read it: a space after every block's end. Pagefind runs the text
 * of adjacent table cells, captions and list items together ("per rankRankExamplePoints"), which
 * a snippet then shows; the HTML served is not touched.
 */
export function spacedBlocks(html: string): string {
  return html.replace(/<\/(?:th|td|tr|caption|li|dt|dd|h[1-6]|p|div|summary|figcaption|legend|label)>/g, '$& ');
}

/** Every HTML file under a folder, as paths relative to it. */
async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile() && e.name.endsWith('.html')).map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
}

export function searchIndex(): AstroIntegration {
  return {
    name: 'doko-search-index',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const outDir = fileURLToPath(dir);
        const fail = (what: string, errors: string[]) => {
          throw new Error(`Search index: ${what}\n${errors.join('\n')}`);
        };
        const { index, errors } = await createIndex({ excludeSelectors: EXCLUDED_FROM_SEARCH });
        if (!index) return fail('Pagefind could not start', errors);
        const files = await htmlFiles(outDir);
        for (const file of files) {
          const added = await index.addHTMLFile({ sourcePath: file, content: spacedBlocks(await readFile(path.join(outDir, file), 'utf8')) });
          if (added.errors.length) fail(`${file} could not be indexed`, added.errors);
        }
        const without = parseRules({ withoutNines: true });
        if (!without.ok) return fail('the rule set without nines', [JSON.stringify(without.error)]);
        const facts = { f: ruleFacts(DDV_RULES), f40: ruleFacts(without.value) };
        // Each language's glossary goes into that language's index (Pagefind searches the index of the page's <html lang>).
        const glossaries: readonly [Lang, typeof GLOSSARY][] = [
          ['en', GLOSSARY],
          ['de', GLOSSARY_DE],
        ];
        for (const [lang, glossary] of glossaries)
          for (const entry of glossary) {
            const added = await index.addCustomRecord({
              url: `${pathIn(lang, '/glossary/')}#${entry.id}`,
              content: [entry.term, entry.literal, plain(entry.definition(facts))].filter(Boolean).join('. '),
              language: LANG_TAGS[lang],
              meta: { title: entry.term, kind: 'glossary' },
            });
            if (added.errors.length) fail(`glossary term "${entry.term}" (${lang})`, added.errors);
          }
        const written = await index.writeFiles({ outputPath: path.join(outDir, 'pagefind') });
        if (written.errors.length) fail('the index could not be written', written.errors);
        logger.info(`read ${files.length} pages (those marked data-pagefind-body are indexed) and ${GLOSSARY.length} glossary terms per language`);
        await close();
      },
    },
  };
}
