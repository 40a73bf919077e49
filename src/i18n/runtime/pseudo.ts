/**
 * The pseudo-language of test builds (DOKO_PSEUDO_LANG): every English catalogue export wrapped
 * so that its words come out accented and bracketed ("⟦Ṕŕàćţîćé ţàƀļé⟧"), while placeholders
 * (a rule number's "{deadline:0}" too), numbers and card symbols stay readable. A page built in it shows at a glance every word that
 * does not come from a catalogue. Build-time only (src/i18n/runtime/langBuild.ts).
 */
import { readFileSync } from 'node:fs';

/** The value-level export names of an English catalogue (type exports have no value to wrap). */
export function valueExports(source: string): string[] {
  const names = new Set<string>();
  for (const m of source.matchAll(/^export\s+(?:async\s+)?(?:const|let|function)\s+([A-Za-z_$][\w$]*)/gm)) names.add(m[1]!);
  for (const m of source.matchAll(/^export\s*\{([^}]*)\}/gm))
    for (const part of m[1]!.split(',')) {
      const name = part.trim();
      if (name && !name.startsWith('type '))
        names.add(
          name
            .split(/\s+as\s+/)
            .pop()!
            .trim(),
        );
    }
  return [...names];
}

export function pseudoModule(englishFile: string): string {
  const names = valueExports(readFileSync(englishFile, 'utf8'));
  const source = JSON.stringify(`${englishFile}?pseudo-source`);
  return `import * as en from ${source};
const ACCENT = { a: 'à', e: 'é', i: 'î', o: 'ö', u: 'ü', c: 'ć', n: 'ñ', s: 'ş', t: 'ţ', r: 'ŕ', l: 'ļ', A: 'À', E: 'É', O: 'Ö', S: 'Ş', T: 'Ţ' };
// Slugs, anchors and paths are data, not words.
const isData = (s) => s.trim() === "" || /^[\\p{Ll}\\d]+(?:[-#/.][\\p{Ll}\\d]+)+$/u.test(s);
// A rule number's placeholder in exercise words ("{deadline:0}", src/content/ruleNumber.ts) stays as it is.
const text = (s) => isData(s) ? s : '⟦' + s.replace(/\\{[^{}]*\\}|[aeioucnstrlAEOST]/g, (c) => ACCENT[c] ?? c) + '⟧';
const wrap = (v, depth = 0) => {
  if (typeof v === 'string') return text(v);
  if (typeof v === 'function') return (...args) => wrap(v(...args), depth);
  if (depth > 6 || v === null || typeof v !== 'object') return v;
  if (Array.isArray(v)) return v.map((x) => wrap(x, depth + 1));
  return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, wrap(x, depth + 1)]));
};
${names.map((n) => `export const ${n} = wrap(en.${n});`).join('\n')}
`;
}
