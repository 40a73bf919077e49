#!/usr/bin/env node
// `npm run linkcheck`: every link in README.md, docs/ and the READMEs under src/ must reach a
// file of the repository (and a heading of it, for a #anchor) or a public web site. Nothing may
// point outside the repository (no ../shared or other neighbouring folders): a clone has only
// the repository. A source path named in code (`src/engine/deal.ts`, `bots/driver.ts`,
// `en-quiz.ts`, `tests/engine/`) must name a file or folder that exists: a path with a slash
// must be the end of a repository path, a bare file name the name of some file. Exits 1 and
// lists each broken link or path as FILE:LINE: TARGET: WHY.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The documents whose links are checked, relative to `root`. */
export function documents(root) {
  const found = [];
  const walk = (dir, match) => {
    for (const name of readdirSync(join(root, dir))) {
      const path = join(dir, name);
      if (statSync(join(root, path)).isDirectory()) walk(path, match);
      else if (match(name)) found.push(path);
    }
  };
  if (existsSync(join(root, 'README.md'))) found.push('README.md');
  if (existsSync(join(root, 'docs'))) walk('docs', (n) => n.endsWith('.md'));
  if (existsSync(join(root, 'src'))) walk('src', (n) => n === 'README.md');
  return found.map((f) => f.split(sep).join('/')).sort();
}

/** GitHub's anchor for a heading: lower case, punctuation and symbols dropped, spaces → hyphens. */
export function slug(heading) {
  const text = heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*_~]/g, (c) => (c === '_' ? '_' : ''))
    .trim()
    .toLowerCase();
  return text.replace(/[^\p{L}\p{N}\p{M}\s_-]/gu, '').replace(/\s/g, '-');
}

/** Every anchor of a Markdown text, duplicates numbered as GitHub does (x, x-1, x-2). */
export function anchors(markdown) {
  const seen = new Map();
  const out = new Set();
  for (const line of withoutFences(markdown).split('\n')) {
    const m = /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
    if (!m) continue;
    const base = slug(m[1]);
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    out.add(n === 0 ? base : `${base}-${n}`);
  }
  return out;
}

/** Fenced code blocks blanked out (same line numbers): a "# comment" in a shell example is no heading. */
function withoutFences(markdown) {
  return markdown.replace(/^(```|~~~)[\s\S]*?^\1[^\n]*$/gm, (block) => block.replace(/[^\n]/g, ' '));
}

/** Code blocks and inline code spans blanked out too, so examples in code are not links. */
function withoutCode(markdown) {
  return withoutFences(markdown).replace(/`[^`\n]*`/g, (span) => ' '.repeat(span.length));
}

/** The links of a Markdown text with their line numbers: [text](target), ![alt](target), <a href>. */
export function links(markdown) {
  const text = withoutCode(markdown);
  const found = [];
  const lineOf = (index) => text.slice(0, index).split('\n').length;
  for (const m of text.matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) found.push({ target: m[1], line: lineOf(m.index) });
  for (const m of text.matchAll(/<a\s[^>]*href="([^"]+)"/g)) found.push({ target: m[1], line: lineOf(m.index) });
  return found;
}

/** Folders never searched for a named path: dependencies, builds, tool state. */
const NOT_SOURCE = new Set(['node_modules', '.git', '.astro', 'test-results', 'playwright-report']);
const isBuild = (name) => name === 'dist' || name.startsWith('dist-');

/** Every file and folder of the repository, as '/'-joined paths relative to `root` (folders end in '/'). */
export function repositoryPaths(root) {
  const out = [];
  const walk = (dir) => {
    for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
      if (NOT_SOURCE.has(entry.name) || (dir === '' && isBuild(entry.name))) continue;
      const path = dir === '' ? entry.name : `${dir}/${entry.name}`;
      if (entry.isDirectory()) {
        out.push(`${path}/`);
        walk(path);
      } else out.push(path);
    }
  };
  walk('');
  return out;
}

/** File kinds of the repository's own source, configuration and documents. */
const SOURCE_FILE = /\.(?:ts|tsx|mts|cts|mjs|cjs|js|astro|mdx|md|json|css)$/;
/** Files the build writes into dist/ (no source of that name): the service worker. */
const BUILT = new Set(['sw.js']);
/** Top folders of the repository: a span starting with one of them and ending in '/' names a folder. */
const TOP = /^(?:src|tests|scripts|bench|docs|public|\.ci)\//;

/**
 * The repository paths named in inline code spans of a Markdown text, with their line numbers:
 * a span that is one word, names a source file by its extension (or a top folder with a
 * trailing '/') and holds no placeholder (`<lang>`, `NAME`, `*`, `…`), query or site address.
 */
export function namedPaths(markdown) {
  const text = withoutFences(markdown);
  const found = [];
  const lineOf = (index) => text.slice(0, index).split('\n').length;
  for (const m of text.matchAll(/`([^`\n]+)`/g)) {
    const span = m[1].trim().replace(/:\d+(?::\d+)?$/, '');
    if (/[\s<>*…{}$?:=@]|\.\.\/|^\/|^\.[a-z]+$/.test(span) || /\b(?:NAME|FILE|PATH|ID|LANG|CODE|SLUG|N)\b/.test(span) || BUILT.has(span)) continue;
    if (SOURCE_FILE.test(span) || (TOP.test(span) && span.endsWith('/'))) found.push({ path: span.replace(/^\.\//, ''), line: lineOf(m.index) });
  }
  return found;
}

/** Broken links of all documents under `root`, as "file:line: target: why". */
export function checkLinks(root) {
  const problems = [];
  const anchorCache = new Map();
  const anchorsOf = (file) => {
    if (!anchorCache.has(file)) anchorCache.set(file, anchors(readFileSync(file, 'utf8')));
    return anchorCache.get(file);
  };
  const paths = repositoryPaths(root);
  const names = new Set(paths.map((p) => p.replace(/\/$/, '').split('/').pop()));
  const exists = (named) => (named.includes('/') ? paths.some((p) => p === named || p.endsWith(`/${named}`)) : names.has(named));
  for (const doc of documents(root)) {
    const file = join(root, doc);
    const markdown = readFileSync(file, 'utf8');
    const found = [];
    const report = (line, target, why) => found.push({ line, text: `${doc}:${line}: ${target}: ${why}` });
    // A path outside the repository, even in code spans or prose, is a dead end in a clone.
    markdown.split('\n').forEach((text, i) => {
      if (/(^|[\s`(])\.\.\/shared\b|\/work\//.test(text)) report(i + 1, text.trim(), 'refers to a folder outside the repository');
    });
    for (const { target, line } of links(markdown)) {
      if (/^(https?:|mailto:)/i.test(target)) continue;
      if (/^[a-z][a-z0-9+.-]*:/i.test(target)) {
        report(line, target, 'only https, http and mailto links may leave the repository');
        continue;
      }
      const [pathPart, anchor] = target.split('#', 2);
      const path = decodeURIComponent(pathPart);
      const resolved = path === '' ? file : resolve(dirname(file), path);
      const rel = relative(root, resolved);
      if (rel.startsWith('..') || resolve(root, rel) !== resolved) {
        report(line, target, 'leaves the repository');
        continue;
      }
      if (!existsSync(resolved)) {
        report(line, target, 'no such file');
        continue;
      }
      if (anchor !== undefined && resolved.endsWith('.md') && !anchorsOf(resolved).has(anchor)) {
        report(line, target, `no heading with the anchor #${anchor} in ${rel.split(sep).join('/')}`);
      }
    }
    for (const { path, line } of namedPaths(markdown)) if (!exists(path)) report(line, path, 'names a path that does not exist');
    problems.push(...found.sort((a, b) => a.line - b.line).map((p) => p.text));
  }
  return problems;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  const problems = checkLinks(root);
  for (const p of problems) console.error(p);
  const docs = documents(root).length;
  console.log(
    problems.length === 0 ? `linkcheck: ${docs} documents, every link resolves` : `linkcheck: ${problems.length} broken link(s) in ${docs} documents`,
  );
  process.exit(problems.length === 0 ? 0 : 1);
}
