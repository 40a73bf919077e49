// Astro's CSP (security.csp) hashes the scripts and styles it bundles, but not `is:inline` or
// `define:vars` scripts (the theme and rule-bar scripts of the layout, the lesson list's progress
// script), which must run exactly where they stand. After the build this integration adds the
// SHA-256 of every inline script and <style> element of each page to that page's CSP meta tag,
// so the policy never needs 'unsafe-inline' and a script added later cannot be forgotten.
import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
const EXECUTABLE = /^(|module|text\/javascript|application\/javascript)$/i;

/** The hashes of the inline scripts (that a browser would run) and of the <style> elements. */
export function inlineHashes(html: string): { scripts: string[]; styles: string[] } {
  const scripts = [...html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)]
    .filter(([, attrs = '']) => !/\ssrc\s*=/i.test(attrs) && EXECUTABLE.test(/\stype\s*=\s*"?([^"\s>]*)/i.exec(attrs)?.[1] ?? ''))
    .map(([, , body]) => sha256(body));
  const styles = [...html.matchAll(/<style(\s[^>]*)?>([\s\S]*?)<\/style>/gi)].map(([, , body]) => sha256(body));
  return { scripts: [...new Set(scripts)], styles: [...new Set(styles)] };
}

/** Add the missing hashes to the page's CSP meta tag (script-src and style-src). */
export function addInlineHashes(html: string): { html: string; error?: string } {
  const meta = /(<meta http-equiv="content-security-policy" content=")([^"]*)(")/i.exec(html);
  if (!meta) return { html, error: 'no Content-Security-Policy meta tag' };
  const { scripts, styles } = inlineHashes(html);
  const add = (policy: string, directive: string, hashes: string[]) =>
    policy.replace(new RegExp(`(^|;)\\s*${directive}\\s([^;]*)`), (whole, sep: string, sources: string) => {
      const missing = hashes.filter((h) => !sources.split(/\s+/).includes(h));
      return missing.length ? `${sep} ${directive} ${sources.trim()} ${missing.join(' ')}` : whole;
    });
  const policy = add(add(meta[2], 'script-src', scripts), 'style-src', styles);
  return { html: html.replace(meta[0], `${meta[1]}${policy}${meta[3]}`) };
}

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile() && e.name.endsWith('.html')).map((e) => path.join(e.parentPath, e.name));
}

export function hashInlineScripts(): AstroIntegration {
  return {
    name: 'doko-csp-inline-hashes',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const files = await htmlFiles(fileURLToPath(dir));
        for (const file of files) {
          const { html, error } = addInlineHashes(await readFile(file, 'utf8'));
          if (error) throw new Error(`CSP: ${path.relative(fileURLToPath(dir), file)}: ${error}`);
          await writeFile(file, html);
        }
        logger.info(`inline script hashes added to ${files.length} pages`);
      },
    },
  };
}
