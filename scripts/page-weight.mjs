#!/usr/bin/env node
// Gzip JavaScript per built page: inline scripts plus every island's component and renderer
// module with all the modules they import (followed through dist/_astro). Run after a build:
//   npm run build && npm run weight        (add --json for one JSON line)
// Target (issue 3): the largest lesson page ≤ 60 KB gzip; no JavaScript files on pages without widgets.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = process.env.DOKO_OUT_DIR ?? 'dist';
const gz = (text) => gzipSync(Buffer.from(text)).length;

function pages(dir) {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) return name === '_astro' ? [] : pages(p);
    return name.endsWith('.html') ? [p] : [];
  });
}

const moduleCache = new Map();
function moduleImports(url) {
  if (!moduleCache.has(url)) {
    const text = readFileSync(join(dist, url), 'utf8');
    const deps = [...text.matchAll(/(?:import|from)\s*["']([^"']+\.js)["']|import\(["']([^"']+\.js)["']\)/g)]
      .map((m) => m[1] ?? m[2])
      .map((spec) => (spec.startsWith('/') ? spec : new URL(spec, `http://x${url}`).pathname));
    moduleCache.set(url, { size: gz(text), deps });
  }
  return moduleCache.get(url);
}

const rows = [];
for (const file of pages(dist)) {
  const html = readFileSync(file, 'utf8');
  const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].reduce((n, m) => n + gz(m[1]), 0);
  const roots = [
    ...html.matchAll(/(?:component-url|renderer-url)="([^"]+)"/g),
    ...html.matchAll(/<script[^>]*\bsrc="(\/_astro\/[^"]+\.js)"/g),
  ].map((m) => m[1]);
  const seen = new Set();
  const stack = [...roots];
  while (stack.length) {
    const url = stack.pop();
    if (seen.has(url)) continue;
    seen.add(url);
    stack.push(...moduleImports(url).deps);
  }
  const files = [...seen].reduce((n, u) => n + moduleImports(u).size, 0);
  const page = '/' + relative(dist, file).replace(/index\.html$/, '').replace(/\\/g, '/');
  rows.push({ page, files: seen.size, fileKB: files / 1024, inlineKB: inline / 1024, totalKB: (files + inline) / 1024 });
}
rows.sort((a, b) => b.totalKB - a.totalKB);
const lessons = rows.filter((r) => r.page.startsWith('/learn/') && r.page !== '/learn/');
const largestLesson = lessons[0];
const noJsPages = rows.filter((r) => r.files === 0).map((r) => r.page);
if (process.argv.includes('--json')) {
  console.log(JSON.stringify({ largestLessonPage: largestLesson?.page, largestLessonGzipKB: +largestLesson?.totalKB.toFixed(1), pagesWithoutJsFiles: noJsPages, pages: rows.map((r) => ({ ...r, totalKB: +r.totalKB.toFixed(1) })) }));
} else {
  console.log('page'.padEnd(40), 'files', 'JS gzip KB', '(inline)');
  for (const r of rows) console.log(r.page.padEnd(40), String(r.files).padStart(5), r.totalKB.toFixed(1).padStart(10), `(${r.inlineKB.toFixed(1)})`);
  if (largestLesson) console.log(`\nlargest lesson page: ${largestLesson.page} ${largestLesson.totalKB.toFixed(1)} KB gzip (target ≤ 60: ${largestLesson.totalKB <= 60 ? 'met' : 'NOT met'})`);
  console.log(`pages without JavaScript files: ${noJsPages.join(', ') || 'none'}`);
}
