/**
 * `--lang CODE` for every `doko` command: the same language registry as the site
 * (src/i18n/lang.ts). A language other than English is chosen before any command module is
 * loaded, by module hooks that do for Node what the site's language build does for a page: an
 * English catalogue listed in CATALOGUES resolves to its twin src/i18n/<lang>/<name>.ts (a
 * catalogue still pending stays English), and src/i18n/current.ts says LANG = '<lang>'. The
 * command modules themselves import English paths only and need no language parameter.
 */
import { registerHooks } from 'node:module';
import { fileURLToPath } from 'node:url';
import { quote } from '../engine/excerpt.ts';
import { CATALOGUES, DEFAULT_LANG, isLang, LANGS, PENDING_CATALOGUES, type Lang } from '../i18n/lang.ts';

export const LANG_USAGE = `  every command: --lang ${LANGS.join('|')} (the words of the output; default ${DEFAULT_LANG})`;

/** The language asked for and the arguments without `--lang CODE`, or the one-line problem. */
export function langOption(args: readonly string[]): { ok: true; lang: Lang; args: string[] } | { ok: false; error: string } {
  const i = args.indexOf('--lang');
  if (i < 0) return { ok: true, lang: DEFAULT_LANG, args: [...args] };
  const value = args[i + 1];
  if (value === undefined || value.startsWith('--')) return { ok: false, error: `--lang needs a value: ${LANGS.join(', ')}` };
  if (!isLang(value)) return { ok: false, error: `--lang ${quote(value)} is not a language of Doko Trainer: ${LANGS.join(', ')}` };
  if (args.indexOf('--lang', i + 1) >= 0) return { ok: false, error: '--lang given twice' };
  return { ok: true, lang: value, args: [...args.slice(0, i), ...args.slice(i + 2)] };
}

const SRC = new URL('../', import.meta.url);

/** From now on, modules load in `lang`: catalogues resolve to its twins, current.ts names it. */
export function useLanguage(lang: Lang): void {
  if (lang === DEFAULT_LANG) return;
  const pending = PENDING_CATALOGUES[lang];
  const twins = new Map<string, string>();
  for (const [source, name] of Object.entries(CATALOGUES))
    if (!pending.includes(name)) twins.set(new URL(source, SRC).href, new URL(`i18n/${lang}/${name}.ts`, SRC).href);
  const current = new URL('i18n/current.ts', SRC).href;
  const marker = "export const LANG: Lang = 'en';";
  registerHooks({
    resolve(specifier, context, nextResolve) {
      const resolved = nextResolve(specifier, context);
      const twin = twins.get(resolved.url);
      return twin ? { ...resolved, url: twin } : resolved;
    },
    load(url, context, nextLoad) {
      const loaded = nextLoad(url, context);
      if (url !== current) return loaded;
      const text = String(loaded.source);
      if (!text.includes(marker)) throw new Error(`${fileURLToPath(url)} must contain: ${marker}`);
      return { ...loaded, source: text.replace(marker, `export const LANG: Lang = ${JSON.stringify(lang)};`) };
    },
  });
}

