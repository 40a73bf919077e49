/**
 * `--lang CODE` for every `doko` command: the same language registry as the site
 * (src/i18n/runtime/lang.ts). A language other than English is chosen before any command module is
 * loaded, by module hooks that do for Node what the site's language build does for a page: an
 * English catalogue listed in CATALOGUES resolves to its twin src/i18n/<lang>/<name>.ts (a
 * catalogue still pending stays English), and src/i18n/runtime/current.ts says LANG = '<lang>'. The
 * command modules themselves import English paths only and need no language parameter.
 */
import { registerHooks } from 'node:module';
import { fileURLToPath } from 'node:url';
import { CATALOGUES, DEFAULT_LANG, isLang, LANGS, PENDING_CATALOGUES, type Lang } from '../i18n/runtime/lang.ts';

/** What is wrong with `--lang`, as a code: the words come once a language is chosen. */
export type LangProblem = { readonly code: 'needsValue' } | { readonly code: 'notALanguage'; readonly value: string } | { readonly code: 'twice' };

/**
 * The language asked for and the arguments without `--lang CODE`, or its problem and the
 * language to say it in (the first language the arguments name, else the default).
 */
export function langOption(args: readonly string[]): { ok: true; lang: Lang; args: string[] } | { ok: false; problem: LangProblem; lang: Lang } {
  const i = args.indexOf('--lang');
  if (i < 0) return { ok: true, lang: DEFAULT_LANG, args: [...args] };
  const value = args[i + 1];
  const fail = (problem: LangProblem) => ({ ok: false as const, problem, lang: isLang(value) ? value : DEFAULT_LANG });
  if (value === undefined || value.startsWith('--')) return fail({ code: 'needsValue' });
  if (!isLang(value)) return fail({ code: 'notALanguage', value });
  if (args.indexOf('--lang', i + 1) >= 0) return fail({ code: 'twice' });
  return { ok: true, lang: value, args: [...args.slice(0, i), ...args.slice(i + 2)] };
}

/** A problem of `--lang` in the words of the chosen language (load after `useLanguage`). */
export async function langProblemText(p: LangProblem): Promise<string> {
  const { usageErrors: say } = await import('#words/cli');
  if (p.code === 'needsValue') return say.langNeedsValue(LANGS);
  return p.code === 'notALanguage' ? say.notALanguage(p.value, LANGS) : say.langTwice;
}

const SRC = new URL('../', import.meta.url);

/** From now on, modules load in `lang`: catalogues resolve to its twins, current.ts names it. */
export function useLanguage(lang: Lang): void {
  if (lang === DEFAULT_LANG) return;
  const pending = PENDING_CATALOGUES[lang];
  const twins = new Map<string, string>();
  for (const [source, name] of Object.entries(CATALOGUES))
    if (!pending.includes(name)) twins.set(new URL(source, SRC).href, new URL(`i18n/${lang}/${name}.ts`, SRC).href);
  const current = new URL('i18n/runtime/current.ts', SRC).href;
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
