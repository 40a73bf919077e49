/** Every section of the rules is drilled by at least one graded exercise, and docs/coverage.md says so, up to date. */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { coverage, coverageMarkdown } from '../../src/content/coverage.ts';
import { NOT_DRILLED, SECTIONS } from '../../src/content/sections.ts';

const dir = new URL('../../src/content/lessons/', import.meta.url);
const lessons = Object.fromEntries(
  readdirSync(dir)
    .filter((f) => f.endsWith('.mdx'))
    .map((f) => [f.replace(/\.mdx$/, ''), readFileSync(new URL(f, dir), 'utf8')]),
);

describe('rules coverage', () => {
  it('lists each section once', () => {
    const ids = [...SECTIONS.map((s) => s.id), ...NOT_DRILLED.map((s) => s.id)];
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('has a graded exercise for every section', () => {
    const none = [...coverage()].filter(([, hits]) => hits.length === 0).map(([id]) => id);
    expect(none, 'sections without a graded exercise').toEqual([]);
  });

  it('docs/coverage.md is up to date (run `npm run coverage`)', () => {
    const file = readFileSync(new URL('../../docs/coverage.md', import.meta.url), 'utf8');
    expect(file).toBe(coverageMarkdown(lessons));
  });
});
