// Catalogue parity at run time (the types are checked by src/i18n/runtime/parity.ts): every translated
// catalogue exports the English names, objects with the same keys at every depth, functions
// with the same number of parameters; pending catalogues are listed, not silently English.
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CATALOGUES, DEFAULT_LANG, LANGS, PENDING_CATALOGUES } from '../../src/i18n/runtime/lang.ts';

const isWords = (v: unknown) => typeof v === 'string' || (typeof v === 'object' && v !== null && Object.keys(v).join() === 'de');

function shape(value: unknown, depth = 0): unknown {
  if (typeof value === 'function') return `function/${value.length}`;
  // Words (a list of sentences, or rich text with marked German words) may be cut differently in
  // another language: only that it is text counts. Lists of records keep their length and keys.
  if (Array.isArray(value)) return value.every(isWords) ? 'words' : value.map((v) => shape(v, depth + 1));
  if (value && typeof value === 'object' && depth < 8)
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, shape((value as Record<string, unknown>)[k], depth + 1)]),
    );
  return typeof value;
}

for (const lang of LANGS.filter((l) => l !== DEFAULT_LANG)) {
  describe(`${lang} catalogues`, () => {
    for (const [source, name] of Object.entries(CATALOGUES)) {
      const pending = PENDING_CATALOGUES[lang].includes(name);
      const twin = new URL(`../../src/i18n/${lang}/${name}.ts`, import.meta.url);
      it(`${name}: ${pending ? 'listed as pending and not yet written' : `has the shape of src/${source}`}`, async () => {
        if (pending) {
          expect(existsSync(twin), `src/i18n/${lang}/${name}.ts exists: take it off PENDING_CATALOGUES`).toBe(false);
          return;
        }
        const en = await import(new URL(`../../src/${source}`, import.meta.url).href);
        const tr = await import(twin.href);
        expect(Object.keys(tr).sort()).toEqual(Object.keys(en).sort());
        for (const key of Object.keys(en)) expect(shape(tr[key]), `${name}.${key}`).toEqual(shape(en[key]));
      });
    }
  });
}

describe('the German glossary', () => {
  it('explains the same terms under the same anchors, with the same lesson links', async () => {
    const en = await import('#words/glossary');
    const de = await import('../../src/i18n/de/glossary.ts');
    expect(de.GLOSSARY.map((e) => [e.id, e.lesson, e.house ?? false])).toEqual(en.GLOSSARY.map((e) => [e.id, e.lesson, e.house ?? false]));
  });
});

describe('the German lead problems', () => {
  it('give every curated problem a German title and explanation of its own', async () => {
    const { LEAD_PROBLEMS } = await import('../../src/content/quizzes/index.ts');
    const de = await import('../../src/i18n/de/lead-problems.ts');
    const untranslated = LEAD_PROBLEMS.filter((p) => {
      const w = de.leadProblemWords(p);
      return w.title === p.title || w.explanation === p.explanation || w.explanation.length < 40;
    });
    expect(untranslated.map((p) => p.id)).toEqual([]);
  });
});
