/**
 * Adding a language needs no code change: the site built with a generated
 * pseudo-language (DOKO_PSEUDO_LANG=xx, src/i18n/runtime/pseudo.ts) has its pages at /xx/…, and on them
 * every word of the page's own text comes out of a catalogue (wrapped "⟦…⟧"). Only what is in
 * every language on purpose is left: the language switch and the browser-language offer, which
 * speak each language in itself, and card names and lesson words, which fall back to English
 * for a language that has none.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANG_NAMES, LANG_OFFER } from '../../src/i18n/runtime/lang.ts';

const out = mkdtempSync(join(tmpdir(), 'doko-pseudo-'));
let build: ReturnType<typeof spawnSync>;

beforeAll(() => {
  build = spawnSync('npx', ['astro', 'build'], {
    env: { ...process.env, DOKO_PSEUDO_LANG: 'xx', DOKO_OUT_DIR: out, ASTRO_TELEMETRY_DISABLED: '1' },
    encoding: 'utf8',
  });
}, 600_000);
afterAll(() => rmSync(out, { recursive: true, force: true }));

/** The English lessons' titles: a language without lessons of its own links to those. */
const LESSON_TITLES = readdirSync('src/content/lessons')
  .filter((f) => f.endsWith('.mdx'))
  .map((f) => /^title:\s*(.+)$/m.exec(readFileSync(join('src/content/lessons', f), 'utf8'))![1].replace(/^(['"])(.*)\1$/, '$2'));

/** Words that are in every language on purpose, and the English lesson titles. */
const ALLOWED = new Set([...Object.values(LANG_NAMES), ...Object.values(LANG_OFFER).flatMap((o) => [o.text, o.go, o.dismiss]), ...LESSON_TITLES]);

/** The text pieces of a built page (between tags, scripts and styles left out) that hold a word and no catalogue mark. */
function unmarked(file: string): string[] {
  const html = readFileSync(file, 'utf8').replace(/<(script|style|template)\b[\s\S]*?<\/\1>/g, '');
  return html
    .split(/<[^>]+>/)
    .map((t) =>
      t
        .replace(/&amp;/g, '&')
        .replace(/&#39;|&apos;/g, "'")
        .replace(/&quot;/g, '"')
        .trim(),
    )
    .filter((t) => /[A-Za-z]{3,}/.test(t) && !t.includes('⟦') && !ALLOWED.has(t));
}

describe('a pseudo-language build', () => {
  it('builds every page at /xx/ without a code change', () => {
    expect(build.status, String(build.stderr).slice(-2000)).toBe(0);
    for (const page of [
      'index.html',
      'learn/index.html',
      'quiz/index.html',
      'analyse/index.html',
      'play/index.html',
      'friends/index.html',
      'settings/index.html',
      'sets/index.html',
      '404/index.html',
    ]) {
      expect(existsSync(join(out, 'xx', page)), page).toBe(true);
    }
  });
  it.each(['', 'quiz/', 'analyse/', 'play/', 'friends/', 'settings/', 'search/', '404/'])('/xx/%s: every word comes from a catalogue', (page) => {
    expect(unmarked(join(out, 'xx', page, 'index.html'))).toEqual([]);
  });
});
