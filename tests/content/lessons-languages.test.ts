/**
 * Every language's lessons are twins of the English ones (LESSONS-STRUCTURE.md): same
 * prerequisites, the same exercises and components in the same order with the same data; only
 * the words differ. A lesson that exists in a language must match its twin already while the
 * translation is in progress; once a language publishes its lessons (no '/learn/' in its
 * PENDING_PAGES), every English lesson must have its twin.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { languageProblems, lessonShape, twinDifferences } from '../../src/content/lessonTwins.ts';
import { DEFAULT_LANG, LANGS, PENDING_PAGES } from '../../src/i18n/runtime/lang.ts';

const root = new URL('../../src/content/lessons/', import.meta.url);

function lessonsIn(dir: URL): Map<string, string> {
  if (!existsSync(dir)) return new Map();
  return new Map(
    readdirSync(dir)
      .filter((f) => f.endsWith('.mdx'))
      .map((f) => [f.replace(/\.mdx$/, ''), readFileSync(new URL(f, dir), 'utf8')]),
  );
}

const english = lessonsIn(root);
const others = LANGS.filter((l) => l !== DEFAULT_LANG);
const published = (lang: (typeof LANGS)[number]) => !PENDING_PAGES[lang].includes('/learn/');

describe('lessons in every language', () => {
  it.each(others)('every %s lesson that exists is a twin of its English lesson', (lang) => {
    expect(languageProblems(english, lessonsIn(new URL(`${lang}/`, root)), lang, false)).toEqual([]);
  });

  it.each(others.filter(published))('%s publishes its lessons, so every English lesson has its twin', (lang) => {
    expect(languageProblems(english, lessonsIn(new URL(`${lang}/`, root)), lang, true)).toEqual([]);
  });

  it('the English lessons are read as they are written', () => {
    const shape = lessonShape(english.get('how-a-deal-goes')!);
    expect(shape.keys).toEqual(['title', 'summary', 'objectives', 'prerequisites']);
    expect(shape.prerequisites).toEqual([]);
    expect(shape.exercises).toEqual(['deal-first-lead', 'deal-next-player', 'deal-next-lead']);
    expect(shape.components.slice(0, 2)).toEqual(['RuleFact fact="cards"', "CardRow cards={['CA', 'C10', 'CK', 'CQ', 'CJ', 'C9']}"]);
    // A prose prop (the caption) is not data: a translation words it its own way.
    expect(shape.components).toContain('DealerTable dealer={3} you={0}');
    expect(lessonShape(english.get('marriage')!).prerequisites).toEqual(['reservations']);
    expect(shape.anchors).toEqual(['the-pack', 'dealing-and-the-first-card', 'tricks']);
    expect(lessonShape(english.get('re-and-kontra')!).anchors).toContain('saying-re-or-kontra');
    expect(shape.links).toEqual(['/learn/winning-tricks/']);
  });
});

describe('the twin check', () => {
  const en = `---
title: Marriage
summary: One player holds both queens of clubs.
objectives:
  - Know the marriage
prerequisites:
  - reservations
  - solos
---
import Exercise from '../../components/widgets/Exercise.astro';
import TrickExample from '../../components/static/TrickExample.astro';

Text with a [link](/learn/solos/).

## Who plays with whom

### The “first” trick

<TrickExample cards={['SA', 'S10', 'SK', 'S9']} caption="A trick of spades" />

<ScoreExample deal={{ reCardPoints: 130, specials: [{ kind: 'fox', party: 'kontra' }] }} title="DDV: a fox" />

<Exercise id="who-marriage-partner" />

<Exercise id="marriage-first-trick" />
`;
  const de = `---
title: Hochzeit
summary: Ein Spieler hat beide Kreuz-Damen.
objectives:
  - Die Hochzeit kennen
prerequisites:
  - reservations
  - solos
---
import Exercise from '../../../components/widgets/Exercise.astro';
import TrickExample from '../../../components/static/TrickExample.astro';

Text mit einem [Link](/learn/solos/).

<h2 id="who-plays-with-whom">Wer mit wem spielt</h2>

<h3 id="the-first-trick">Der „erste“ Stich</h3>

<TrickExample
  cards={['SA', 'S10', 'SK', 'S9']}
  caption="Ein Stich in Pik"
/>

<ScoreExample deal={{ reCardPoints: 130, specials: [{ kind: 'fox', party: 'kontra' }] }} title="DDV: Kontra fängt einen Fuchs" />

<Exercise id="who-marriage-partner" />

<Exercise id="marriage-first-trick" />
`;

  it('accepts a twin whose words, import paths and line breaks differ', () => {
    expect(twinDifferences(en, de)).toEqual([]);
  });

  it('names other prerequisites', () => {
    expect(twinDifferences(en, de.replace('  - solos\n', ''))).toEqual(['prerequisites differ: English [reservations, solos], translation [reservations]']);
  });

  it('names exercises in another order, or one missing', () => {
    const swapped = de.replace('who-marriage-partner', 'X').replace('marriage-first-trick', 'who-marriage-partner').replace('X', 'marriage-first-trick');
    expect(twinDifferences(en, swapped)[0]).toBe('exercises differ at #1: English "who-marriage-partner", translation "marriage-first-trick"');
    expect(twinDifferences(en, de.replace('<Exercise id="marriage-first-trick" />', ''))[0]).toBe(
      'exercises differ at #2: English "marriage-first-trick", translation (nothing)',
    );
  });

  it('names a component with other data, or a component missing', () => {
    expect(twinDifferences(en, de.replace("'S9']", "'S10']"))).toEqual([
      `components differ at #1: English "TrickExample cards={['SA', 'S10', 'SK', 'S9']}", translation "TrickExample cards={['SA', 'S10', 'SK', 'S10']}"`,
    ]);
    expect(twinDifferences(en, de.replace(/<ScoreExample[^\n]*\n/, ''))).toEqual([
      `components differ at #2: English "ScoreExample deal={{ reCardPoints: 130, specials: [{ kind: 'fox', party: 'kontra' }] }}", translation "Exercise id="who-marriage-partner""`,
    ]);
  });

  it('names a section whose anchor is not the English one', () => {
    expect(twinDifferences(en, de.replace('id="the-first-trick"', 'id="der-erste-stich"'))).toEqual([
      'section anchors differ at #2: English "the-first-trick", translation "der-erste-stich" (write <h2 id="…">…</h2> with the English anchor)',
    ]);
    expect(twinDifferences(en, de.replace('<h2 id="who-plays-with-whom">Wer mit wem spielt</h2>', '## Wer mit wem spielt'))[0]).toMatch(
      /^section anchors differ at #1: English "who-plays-with-whom", translation "wer-mit-wem-spielt"/,
    );
  });

  it('names a link that goes elsewhere', () => {
    expect(twinDifferences(en, de.replace('(/learn/solos/)', '(/learn/marriage/)'))).toEqual([
      'links differ at #1: English "/learn/solos/", translation "/learn/marriage/"',
    ]);
  });

  it('names other frontmatter keys', () => {
    expect(twinDifferences(en, de.replace('summary:', 'zusammenfassung:'))).toEqual([
      'frontmatter keys differ: English title, summary, objectives, prerequisites; translation title, zusammenfassung, objectives, prerequisites',
    ]);
  });

  it('names the missing twins of a published language, and a translation without an English lesson', () => {
    const english = new Map([
      ['marriage', en],
      ['solos', en.replace('Marriage', 'Solos')],
    ]);
    const translated = new Map([
      ['marriage', de],
      ['hochzeit', de],
    ]);
    expect(languageProblems(english, translated, 'de', false)).toEqual(['de/hochzeit.mdx: no English lesson hochzeit.mdx']);
    expect(languageProblems(english, translated, 'de', true)).toEqual([
      'de/hochzeit.mdx: no English lesson hochzeit.mdx',
      'de/solos.mdx: missing (English solos.mdx has no twin)',
    ]);
    expect(languageProblems(english, new Map([['marriage', de.replace('  - solos\n', '')]]), 'de', false)).toEqual([
      'de/marriage.mdx: prerequisites differ: English [reservations, solos], translation [reservations]',
    ]);
  });
});
