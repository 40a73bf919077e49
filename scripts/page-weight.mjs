#!/usr/bin/env node
// Gzip JavaScript per built page: inline scripts plus every island's component and renderer
// module with all the modules they import (followed through dist/_astro). Run after a build:
//   npm run build && npm run weight        (add --json for one JSON line)
// "With the page" is every module reached through static imports: it loads when the page does.
// "On demand" is what only a dynamic import() reaches (with the modules Vite preloads for it):
// it loads on a user action (opening the search) or a rare case (an unreadable stored value).
// Budget (a lesson must load fast on a phone): every lesson page ≤ 60 KB gzip with the page; no JavaScript files on pages without widgets.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = process.env.DOKO_OUT_DIR ?? 'dist';
const BUDGET_KB = 60;
const gz = (text) => gzipSync(Buffer.from(text)).length;

function pages(dir) {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) return name === '_astro' ? [] : pages(p);
    return name.endsWith('.html') ? [p] : [];
  });
}

const resolve = (spec, from) => (spec.startsWith('/') ? spec : new URL(spec, `http://x${from}`).pathname);
const moduleCache = new Map();
/** A built module's gzip size, its static imports and what it loads with import() (the bundler writes `import(\`./x.js\`)`). */
function moduleInfo(url) {
  if (!moduleCache.has(url)) {
    const file = join(dist, url);
    // A dynamic import of something outside the build (none today) counts as nothing rather than crashing the report.
    const text = existsSync(file) ? readFileSync(file, 'utf8') : '';
    const staticDeps = [...text.matchAll(/(?:\bimport|\bfrom)\s*["']([^"']+\.js)["']/g)].map((m) => resolve(m[1], url));
    const dynamicDeps = [
      ...[...text.matchAll(/\bimport\(\s*[`"']([^`"'$]+\.js)[`"']\s*\)/g)].map((m) => resolve(m[1], url)),
      // Vite's preload list for dynamic imports: paths from the site root ("_astro/x.js").
      ...[...(text.match(/__vite__mapDeps=[^\n]*?\[([^\]]*)\]/)?.[1] ?? '').matchAll(/["']([^"']+\.js)["']/g)].map((m) => `/${m[1]}`),
    ];
    moduleCache.set(url, { size: gz(text), staticDeps, dynamicDeps });
  }
  return moduleCache.get(url);
}

/** Every module reached from `roots` through static imports only, and what import() adds on top. */
function reach(roots) {
  const walk = (starts, seen) => {
    const stack = [...starts];
    while (stack.length) {
      const url = stack.pop();
      if (seen.has(url)) continue;
      seen.add(url);
      stack.push(...moduleInfo(url).staticDeps);
    }
    return seen;
  };
  const withPage = walk(roots, new Set());
  const dynamicRoots = [...withPage].flatMap((u) => moduleInfo(u).dynamicDeps);
  const onDemand = new Set();
  for (;;) {
    const before = onDemand.size;
    walk(
      dynamicRoots.filter((u) => !withPage.has(u)),
      onDemand,
    );
    for (const u of withPage) onDemand.delete(u);
    const more = [...onDemand].flatMap((u) => moduleInfo(u).dynamicDeps).filter((u) => !withPage.has(u) && !onDemand.has(u) && !dynamicRoots.includes(u));
    dynamicRoots.push(...more);
    if (onDemand.size === before && more.length === 0) break;
  }
  return { withPage, onDemand };
}

const kb = (urls) => [...urls].reduce((n, u) => n + moduleInfo(u).size, 0) / 1024;
const rows = [];
for (const file of pages(dist)) {
  const html = readFileSync(file, 'utf8');
  const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].reduce((n, m) => n + gz(m[1]), 0);
  const roots = [...html.matchAll(/(?:component-url|renderer-url)="([^"]+)"/g), ...html.matchAll(/<script[^>]*\bsrc="(\/_astro\/[^"]+\.js)"/g)].map(
    (m) => m[1],
  );
  const { withPage, onDemand } = reach(roots);
  const page =
    '/' +
    relative(dist, file)
      .replace(/index\.html$/, '')
      .replace(/\\/g, '/');
  const fileKB = kb(withPage);
  rows.push({
    page,
    files: withPage.size,
    fileKB,
    inlineKB: inline / 1024,
    totalKB: fileKB + inline / 1024,
    onDemandFiles: onDemand.size,
    onDemandKB: kb(onDemand),
  });
}
rows.sort((a, b) => b.totalKB - a.totalKB);
// Lesson pages in every language: /learn/<slug>/ and /<lang>/learn/<slug>/.
const lessons = rows.filter((r) => /^(\/[a-z]{2})?\/learn\/[^/]+\/$/.test(r.page));
const largestLesson = lessons[0];
const overBudget = lessons.filter((r) => r.totalKB > BUDGET_KB).map((r) => r.page);
const noJsPages = rows.filter((r) => r.files === 0).map((r) => r.page);
if (process.argv.includes('--json')) {
  const round = (r) => ({
    ...r,
    fileKB: +r.fileKB.toFixed(1),
    inlineKB: +r.inlineKB.toFixed(1),
    totalKB: +r.totalKB.toFixed(1),
    onDemandKB: +r.onDemandKB.toFixed(1),
  });
  console.log(
    JSON.stringify({
      largestLessonPage: largestLesson?.page,
      largestLessonGzipKB: +largestLesson?.totalKB.toFixed(1),
      lessonsOverBudget: overBudget,
      pagesWithoutJsFiles: noJsPages,
      pages: rows.map(round),
    }),
  );
} else {
  console.log('page'.padEnd(40), 'files', 'with page KB', '(inline)', ' on demand KB');
  for (const r of rows)
    console.log(
      r.page.padEnd(40),
      String(r.files).padStart(5),
      r.totalKB.toFixed(1).padStart(12),
      `(${r.inlineKB.toFixed(1)})`.padStart(8),
      r.onDemandKB.toFixed(1).padStart(13),
    );
  if (largestLesson)
    console.log(
      `\nlargest lesson page: ${largestLesson.page} ${largestLesson.totalKB.toFixed(1)} KB gzip with the page (budget ≤ ${BUDGET_KB}: ${overBudget.length ? `NOT met by ${overBudget.join(', ')}` : 'met by every lesson'})`,
    );
  console.log(`pages without JavaScript files: ${noJsPages.join(', ') || 'none'}`);
}
