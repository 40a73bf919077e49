import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { anchors, checkLinks, documents, slug } from '../../scripts/linkcheck.mjs';

const repo = join(dirname(fileURLToPath(import.meta.url)), '../..');

function fixture(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'linkcheck-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

describe('the link check', () => {
  it('finds no broken link in README.md, docs/ and the READMEs under src/', () => {
    expect(documents(repo)).toEqual(expect.arrayContaining(['README.md', 'docs/rules.md', 'docs/formats.md', 'docs/architecture.md', 'src/engine/README.md']));
    expect(checkLinks(repo)).toEqual([]);
  });

  it('makes anchors as GitHub does', () => {
    expect(slug('9. Announcements — Ansagen and Absagen (§6)')).toBe('9-announcements--ansagen-and-absagen-6');
    expect(slug('Rule set keys (`rules` in records and summaries; DDV default first)')).toBe('rule-set-keys-rules-in-records-and-summaries-ddv-default-first');
    expect(slug('Klärungsstich und [Regeln](x.md)')).toBe('klärungsstich-und-regeln');
    expect([...anchors('# A\n## A\n```sh\n# not a heading\n```\n### B')]).toEqual(['a', 'a-1', 'b']);
  });

  it('reports a missing file, a missing anchor, a link out of the repository and ../shared', () => {
    const root = fixture({
      'README.md': [
        '# Title',
        '[ok](docs/a.md#part-two) [site](https://example.org) [self](#title)',
        '[gone](docs/missing.md) [bad anchor](docs/a.md#nope)',
        '[out](../elsewhere/x.md) [file](file:///etc/passwd)',
        'Rules: `../shared/rules/RULES.md`.',
        '```md\n[in code](not-checked.md)\n```',
      ].join('\n'),
      'docs/a.md': '# A\n## Part two\n',
      'src/engine/README.md': '[up](../../docs/a.md) [wrong](../docs/a.md)',
    });
    expect(checkLinks(root)).toEqual([
      'README.md:3: docs/missing.md: no such file',
      'README.md:3: docs/a.md#nope: no heading with the anchor #nope in docs/a.md',
      'README.md:4: ../elsewhere/x.md: leaves the repository',
      'README.md:4: file:///etc/passwd: only https, http and mailto links may leave the repository',
      'README.md:5: Rules: `../shared/rules/RULES.md`.: refers to a folder outside the repository',
      'src/engine/README.md:1: ../docs/a.md: no such file',
    ]);
  });

  it('reports a source path named in code that does not exist, and leaves placeholders, site addresses and code blocks alone', () => {
    const root = fixture({
      'README.md': [
        '# Title',
        'Real: `src/engine/deal.ts`, `engine/deal.ts`, `deal.ts`, `src/engine/`, `tests/engine/deal.test.ts:12`.',
        'Gone: `src/machines/followSuit.ts` and `FollowDrill.tsx`; `tests/machines/` moved.',
        'Not paths: `src/i18n/<lang>/x.ts`, `src/content/lessons/NAME.mdx`, `/learn/deal.ts`, `.mdx`, `sw.js`, `node:fs`, `a.ts?lang=de`.',
        '```sh\nnode src/missing.ts\n```',
      ].join('\n'),
      'docs/a.md': 'See `../src/engine/deal.ts`; `ghost.ts` is not there.\n',
      'src/engine/deal.ts': '',
      'tests/engine/deal.test.ts': '',
    });
    expect(checkLinks(root)).toEqual([
      'README.md:3: src/machines/followSuit.ts: names a path that does not exist',
      'README.md:3: FollowDrill.tsx: names a path that does not exist',
      'README.md:3: tests/machines/: names a path that does not exist',
      'docs/a.md:1: ghost.ts: names a path that does not exist',
    ]);
  });
});
