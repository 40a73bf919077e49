// The German lessons and the exercises' words say "du" in lower case, as German sites do today
// (docs/german-style.md): a capital Du, Dein, Dich or Dir only where a sentence begins.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const LESSONS = 'src/content/lessons/de';
const CATALOGUES = [
  'lesson-exercises',
  'exercises',
  'learn',
  'reservation',
  'position',
  'timeline',
  'figures',
  'glossary',
  'reference',
  'scoring',
  'targets',
  'playground',
  'sorting',
].map((n) => `src/i18n/de/${n}.ts`);

/** Lines with a capital form of du after a word or a comma: inside a sentence. */
function capitalInside(file: string): string[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => /[\p{Ll},;] (Du|Dein\p{Ll}*|Dich|Dir)\b/u.test(line))
    .map((line) => `${file}: ${line.trim()}`);
}

describe('German address', () => {
  it('du in lower case inside a sentence, in every German lesson and the exercises’ catalogues', () => {
    const files = [...readdirSync(LESSONS).map((f) => `${LESSONS}/${f}`), ...CATALOGUES];
    expect(files.length).toBeGreaterThan(30);
    expect(files.flatMap(capitalInside)).toEqual([]);
  });
});
