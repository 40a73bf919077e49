/**
 * The language build: one Astro integration that makes every page exist once per language,
 * each language with its own module graph, so a German page ships German words only.
 *
 * - Routes: for each page file under src/pages and each language but English, a route
 *   /<lang>/<page> whose entry is a generated wrapper rendering the English page module
 *   imported as `page.astro?lang=<lang>` (an endpoint such as `[id].json.ts`: a module passing on
 *   the exports of `[id].json.ts?lang=<lang>`, so its JSON is made from that language's words).
 * - Module graph: a module imported with `?lang=<lang>` passes that query on to every source
 *   module it imports, and an English catalogue listed in CATALOGUES (src/i18n/runtime/lang.ts) is
 *   replaced on the way by its twin src/i18n/<lang>/<name>.ts. src/i18n/runtime/current.ts is served with
 *   LANG set to the graph's language. Islands are imported with the query too (the wrapper and
 *   every .astro module in a language graph add it to their imports), so the hydrated island in
 *   the browser is the same language's copy.
 * - A pseudo-language (env DOKO_PSEUDO_LANG=xx, test builds only) is served from generated twins
 *   that wrap every English export in accented, bracketed text: proof that a language needs no
 *   code change beyond its registration and its catalogues.
 *
 * - Translated lessons (src/content/lessons/<lang>/*.mdx) are rendered through Astro's content
 *   layer, which imports them without the query: a lesson in a language's folder is of that
 *   language's graph by where it lies.
 *
 * Pages still waiting for their translation (PENDING_PAGES in src/i18n/runtime/lang.ts) get no route: a
 * missing page is a 404, never the English page at a German address.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import type { Plugin } from 'vite';
import { CATALOGUES, DEFAULT_LANG, LANGS, PENDING_CATALOGUES, PENDING_PAGES, isLang } from './lang.ts';
import { pseudoModule } from './pseudo.ts';

const QUERY = 'lang';
// Stylesheets too: an island's `import '../x.css'` shared by both languages' copies was bundled
// into the English chunk of that island's group, so a German page loaded the English chunk for it.
const SOURCE_EXT = /\.(?:tsx?|jsx?|astro|mdx|css)$/;
/** Page files: .astro pages and .ts/.js endpoints (such as the problem sets' exercise JSON). */
const PAGE_EXT = /\.(?:astro|ts|js)$/;
/** The folder (under the project root, git-ignored) of the generated route entries. */
const ROUTE_ENTRIES = '.astro/lang-pages';
const CURRENT_MARKER = "export const LANG: Lang = 'en';";

/** A page file's route (relative to the site root, no leading slash) is one a language has not translated yet (PENDING_PAGES). */
const pendingIn = (lang: string, route: string) => (isLang(lang) ? PENDING_PAGES[lang] : []).some((prefix) => `/${route}/`.startsWith(prefix));

const slash = (p: string) => p.split(sep).join('/');
const split = (id: string): [string, URLSearchParams] => {
  const q = id.indexOf('?');
  return q < 0 ? [id, new URLSearchParams()] : [id.slice(0, q), new URLSearchParams(id.slice(q + 1))];
};
const withLang = (path: string, lang: string) => `${path}?${QUERY}=${lang}`;

function pageFiles(dir: string, base = dir): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) return pageFiles(p, base);
    return PAGE_EXT.test(name) ? [slash(relative(base, p))] : [];
  });
}

/** Source text with its relative imports of source modules taken into a language's graph. */
const importsIn = (code: string, lang: string) =>
  code.replace(
    /(\bfrom\s*|\bimport\s*\(?\s*)(['"])(\.{1,2}\/[^'"?]+\.(?:tsx|jsx|ts|js|astro|mdx))\2/g,
    (_m, lead: string, q: string, spec: string) => `${lead}${q}${withLang(spec, lang)}${q}`,
  );

/** 'quiz/index.astro' → 'quiz', 'play.astro' → 'play', 'index.astro' → '', 'sets/exercise/[id].json.ts' → 'sets/exercise/[id].json'. */
const routeOf = (page: string) => page.replace(PAGE_EXT, '').replace(/(?:^|\/)index$/, '');

export function languages(): AstroIntegration {
  const pseudo = process.env.DOKO_PSEUDO_LANG;
  // A pseudo-language build checks that language alone (tests/site/pseudo-build.test.ts): the real
  // translations are left out of it, which keeps the test's build a third shorter.
  const langs = pseudo ? [pseudo] : LANGS.filter((l) => l !== DEFAULT_LANG);
  let root = '';
  let src = '';

  const catalogueTwin = (file: string, lang: string): string | null => {
    const key = slash(relative(src, file));
    if (!Object.hasOwn(CATALOGUES, key)) return null;
    if (lang === pseudo) return `\0pseudo:${file}`;
    const name = CATALOGUES[key as keyof typeof CATALOGUES];
    if (isLang(lang) && PENDING_CATALOGUES[lang].includes(name)) return null;
    const twin = join(src, 'i18n', lang, `${name}.ts`);
    if (!existsSync(twin)) throw new Error(`language ${lang}: ${key} has no twin ${slash(relative(root, twin))}`);
    return twin;
  };

  /** The language of a translated lesson file (src/content/lessons/<lang>/<slug>.mdx), or null. */
  const lessonLanguage = (file: string): string | null => {
    const [folder, name, ...deeper] = slash(relative(join(src, 'content', 'lessons'), file)).split('/');
    return name && !deeper.length && folder && folder !== DEFAULT_LANG && langs.includes(folder) ? folder : null;
  };

  const plugin: Plugin = {
    name: 'doko-languages',
    enforce: 'pre',
    async resolveId(source, importer, opts) {
      if (source.startsWith('\0pseudo:')) return source;
      const [bare, query] = split(source);
      const lang = query.get(QUERY) ?? (importer ? split(importer)[1].get(QUERY) : null);
      if (!lang || !(bare.startsWith('.') || bare.startsWith('/') || bare.startsWith('#words/'))) return null;
      if ([...query.keys()].some((k) => k !== QUERY)) return null;
      const base = importer?.startsWith('\0pseudo:') ? undefined : importer && split(importer)[0];
      const resolved = await this.resolve(bare, base, { ...opts, skipSelf: true });
      if (!resolved || resolved.external || resolved.id.includes('?') || resolved.id.startsWith('\0')) return resolved;
      const file = resolved.id;
      if (!file.startsWith(src + sep) || !SOURCE_EXT.test(file)) return resolved;
      const twin = catalogueTwin(file, lang);
      if (twin?.startsWith('\0')) return twin;
      return withLang(twin ?? file, lang);
    },
    load(id) {
      if (id.startsWith('\0pseudo:')) return pseudoModule(id.slice('\0pseudo:'.length));
      const [file, query] = split(id);
      const lang = query.get(QUERY);
      if (lang && file === join(src, 'i18n', 'runtime', 'current.ts')) {
        const text = readFileSync(file, 'utf8');
        if (!text.includes(CURRENT_MARKER)) throw new Error(`src/i18n/runtime/current.ts must contain: ${CURRENT_MARKER}`);
        return text.replace(CURRENT_MARKER, `export const LANG: Lang = ${JSON.stringify(lang)};`);
      }
      // The Astro compiler records an island's import specifier as the module the browser loads,
      // so an .astro module of a language graph names its imports with the query before it is compiled.
      if (lang && file.endsWith('.astro') && [...query.keys()].length === 1) {
        // Only the frontmatter: a <script> is one module shared by every language of the page
        // (Astro keys it by file), so it takes its words from the page's markup instead.
        const text = readFileSync(file, 'utf8');
        const fence = /^---\r?\n[\s\S]*?\r?\n---/.exec(text);
        if (!fence) return text;
        return importsIn(fence[0], lang) + text.slice(fence[0].length);
      }
      // A translated lesson is of its folder's language, but Astro's content layer imports it
      // without the query: its own imports (ESM lines at the top of the MDX) carry it instead,
      // which also names its islands in that language's graph.
      const lessonLang = lessonLanguage(file);
      if (lessonLang && file.endsWith('.mdx')) return readFileSync(file, 'utf8').replace(/^import .*$/gm, (line) => importsIn(line, lessonLang));
      return null;
    },
  };

  /** The route entry for /<lang>/<page>: the English page's own module in that language's graph. */
  function routeEntry(lang: string, pageFile: string): string {
    const page = join(src, 'pages', pageFile);
    // An endpoint is a module of exports (GET, getStaticPaths): its entry passes them all on.
    if (!pageFile.endsWith('.astro')) return `export * from ${JSON.stringify(withLang(slash(page), lang))};\n`;
    const hasPaths = /export\s+(?:async\s+)?function\s+getStaticPaths\b/.test(readFileSync(page, 'utf8'));
    const target = JSON.stringify(withLang(slash(page), lang));
    return `---\nimport Page from ${target};\n${hasPaths ? `export { getStaticPaths } from ${target};\n` : ''}---\n<Page {...Astro.props} />\n`;
  }

  return {
    name: 'doko-languages',
    hooks: {
      'astro:config:setup': ({ config, injectRoute, updateConfig, logger }) => {
        for (const lang of langs)
          if (isLang(lang) && PENDING_CATALOGUES[lang].length) logger.warn(`${lang}: not translated yet, English used: ${PENDING_CATALOGUES[lang].join(', ')}`);
        root = fileURLToPath(config.root).replace(/[\\/]$/, '');
        src = fileURLToPath(config.srcDir).replace(/[\\/]$/, '');
        const pages = pageFiles(join(src, 'pages'));
        // Astro reads a route's entry from disk, so the entries are written out (and rewritten on every start).
        rmSync(join(root, ROUTE_ENTRIES), { recursive: true, force: true });
        for (const lang of langs)
          for (const page of pages) {
            if (pendingIn(lang, routeOf(page))) continue;
            const entry = join(root, ROUTE_ENTRIES, lang, page);
            mkdirSync(dirname(entry), { recursive: true });
            writeFileSync(entry, routeEntry(lang, page));
            const route = routeOf(page);
            injectRoute({ pattern: `/${lang}${route ? `/${route}` : ''}`, entrypoint: `./${ROUTE_ENTRIES}/${lang}/${page}` });
          }
        updateConfig({ vite: { plugins: [plugin] } });
      },
    },
  };
}
