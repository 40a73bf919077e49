#!/usr/bin/env node
// `npm run linkcheck`: every link in README.md, docs/ and the READMEs under src/ must reach a
// file of the repository (and a heading of it, for a #anchor) or a public web site. Nothing may
// point outside the repository (no ../shared or other neighbouring folders): a clone has only
// the repository. Exits 1 and lists each broken link as FILE:LINE: TARGET: WHY.
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

/** Broken links of all documents under `root`, as "file:line: target: why". */
export function checkLinks(root) {
  const problems = [];
  const anchorCache = new Map();
  const anchorsOf = (file) => {
    if (!anchorCache.has(file)) anchorCache.set(file, anchors(readFileSync(file, 'utf8')));
    return anchorCache.get(file);
  };
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
    problems.push(...found.sort((a, b) => a.line - b.line).map((p) => p.text));
  }
  return problems;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  const problems = checkLinks(root);
  for (const p of problems) console.error(p);
  const docs = documents(root).length;
  console.log(problems.length === 0 ? `linkcheck: ${docs} documents, every link resolves` : `linkcheck: ${problems.length} broken link(s) in ${docs} documents`);
  process.exit(problems.length === 0 ? 0 : 1);
}
