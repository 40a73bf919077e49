#!/usr/bin/env node
// Write docs/coverage.md: every section of the rules → the lessons and graded exercises that drill it.
//   npm run coverage
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { coverageMarkdown } from '../src/content/coverage.ts';

const dir = new URL('../src/content/lessons/', import.meta.url);
const lessons = Object.fromEntries(
  readdirSync(dir)
    .filter((f) => f.endsWith('.mdx'))
    .map((f) => [f.replace(/\.mdx$/, ''), readFileSync(new URL(f, dir), 'utf8')]),
);
mkdirSync(new URL('../docs/', import.meta.url), { recursive: true });
writeFileSync(new URL('../docs/coverage.md', import.meta.url), coverageMarkdown(lessons));
console.log('docs/coverage.md written');
