import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { lessonShape } from '../../src/content/lessonTwins.ts';
import { ruleFacts, type RuleFacts } from '../../src/engine/reference.ts';
import { DDV_RULES, parseRules } from '../../src/engine/rules.ts';
import { LINE_POINTS } from '../../src/engine/scoring.ts';
import { referenceText, type FactPair } from '#words/reference';
import { GLOSSARY, type GlossaryEntry } from '#words/glossary';
import { plain, type Rich } from '../../src/i18n/runtime/rich.ts';

const root = new URL('../../', import.meta.url);
const lessonDir = new URL('src/content/lessons/', root);
const lessonSlugs = readdirSync(lessonDir)
  .filter((f) => f.endsWith('.mdx'))
  .map((f) => f.replace(/\.mdx$/, ''));
const read = (path: string) => readFileSync(new URL(path, root), 'utf8');

/** What a learner reads: the lessons, the exercise data and every message catalogue (the glossary itself aside). */
const SITE_TEXT: { file: string; text: string }[] = [
  ...lessonSlugs.map((s) => `src/content/lessons/${s}.mdx`),
  ...readdirSync(new URL('src/content/exercises/', root))
    .filter((f) => f.endsWith('.ts'))
    .map((f) => `src/content/exercises/${f}`),
  ...readdirSync(new URL('src/i18n/', root))
    .filter((f) => f.endsWith('.ts') && f !== 'glossary.ts')
    .map((f) => `src/i18n/${f}`),
  'src/i18n/en/engine.ts',
].map((file) => ({ file, text: read(file) }));

/**
 * German table words a lesson may use. A word starting lower case is matched in any case (it
 * may open a sentence); a capitalised one exactly. When a lesson uses a word of this list, the
 * glossary must explain it. Add new table words here as lessons start using them.
 */
const TABLE_WORDS = [
  'Absage',
  'Absagen',
  'abwerfen',
  'Abwurf',
  'Alte',
  'Alten',
  'Ansage',
  'Ansagen',
  'ansagen',
  'Armut',
  'Ass',
  'Asse',
  'Assesolo',
  'Augen',
  'bedienen',
  'blank',
  'Bock',
  'Bockrunde',
  'Bockrunden',
  'Bube',
  'Buben',
  'Bubensolo',
  'Dame',
  'Damen',
  'Damensolo',
  'Daus',
  'DDV',
  'Doko',
  'Doppelkopf',
  'Dulle',
  'Dullen',
  'Eichel',
  'Erstansage',
  'Erwiderung',
  'Farbsolo',
  'Farbsoli',
  'Fehl',
  'Fehlfarbe',
  'Fehlfarben',
  'Fleischloser',
  'frei',
  'Fuchs',
  'Füchse',
  'gegen die Alten',
  'Genscher',
  'gesund',
  'Grün',
  'Hähnchen',
  'Herz',
  'Herzsolo',
  'Hinterhand',
  'Hochzeit',
  'Hochzeiter',
  'Hyperschweinchen',
  'Karlchen',
  'Karlchen gefangen',
  'Karo',
  'Karosolo',
  'keine 90',
  'keine 60',
  'keine 30',
  'Klärungsstich',
  'Knochenmann',
  'König',
  'Kontra',
  'Kreuz',
  'Kreuz-Dame',
  'Kreuz-Damen',
  'Kreuzsolo',
  'Laub',
  'Lieschen Müller',
  'Lustsolo',
  'Mittelhand',
  'Neun',
  'Neunen',
  'Ober',
  'ohne Neunen',
  'Pflichtansage',
  'Pflichtsoli',
  'Pflichtsolo',
  'Pik',
  'Piksolo',
  'Re',
  'Rot',
  'scharfer Doppelkopf',
  'Schellen',
  'schmeißen',
  'schmieren',
  'Schneider',
  'schwarz',
  'Schwein',
  'Schweine',
  'Schweinchen',
  'Sonderpunkt',
  'Sonderpunkte',
  'Spielwert',
  'Stich',
  'Stiche',
  'stille Hochzeit',
  'Superschweinchen',
  'taufen',
  'Trumpf',
  'Trümpfe',
  'Trumpfabgabe',
  'TSR',
  'Turnierspielregeln',
  'Unter',
  'Vorbehalt',
  'vorgeführt',
  'Vorhand',
  'Zehn',
];

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Whole-word match; letters include umlauts and ß, so "Re" does not match inside "Reservation". */
const wordPattern = (word: string) => new RegExp(`(?<![\\p{L}\\p{N}])${escape(word)}(?![\\p{L}\\p{N}])`, /^\p{Ll}/u.test(word) ? 'iu' : 'u');
const namesOf = (e: GlossaryEntry) => [e.term, ...(e.forms ?? []), ...(e.otherSpellings ?? [])].map((w) => w.toLowerCase());

/** Facts with every number changed (n → n + 1000), to find numbers written into the text instead of passed in. */
function shifted(f: RuleFacts): RuleFacts {
  const walk = (v: unknown): unknown =>
    typeof v === 'number'
      ? v + 1000
      : Array.isArray(v)
        ? v.map(walk)
        : v && typeof v === 'object'
          ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]))
          : v;
  return walk(f) as RuleFacts;
}
const ddv: FactPair = { f: ruleFacts(DDV_RULES), f40: ruleFacts((parseRules({ withoutNines: true }) as { value: typeof DDV_RULES }).value) };
const fake: FactPair = { f: shifted(ddv.f), f40: shifted(ddv.f40) };
/**
 * The numbers in a text that can only have been written in by hand: everything except the
 * shifted facts (≥ 1000), the names of the calls and marks (keine 90 / 60 / 30, below 90 …),
 * cards (♥10) and rule-book section numbers (7.2.3).
 */
const handWritten = (text: string) =>
  (
    text
      .replace(/[♣♠♥♦](10|9)/g, '')
      .replace(/\b\d+\.\d+(\.\d+)?\b/g, '')
      .match(/\d+/g) ?? []
  )
    .map(Number)
    .filter((n) => n < 1000 && ![90, 60, 30].includes(n));

describe('glossary entries', () => {
  it('have unique, URL-safe anchors and unique words', () => {
    const ids = GLOSSARY.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    const words = GLOSSARY.flatMap(namesOf);
    expect(words.filter((w, i) => words.indexOf(w) !== i)).toEqual([]);
  });

  it('link only to lessons that exist, and to headings they have', () => {
    for (const e of GLOSSARY.filter((x) => x.lesson)) {
      const [slug, hash] = e.lesson!.split('#');
      const file = new URL(`${slug}.mdx`, lessonDir);
      expect(existsSync(file), `${e.term} → ${e.lesson}`).toBe(true);
      // The anchors as the page has them: Markdown headings by Astro's slug, and `<h2 id="…">` as written.
      const headings = lessonShape(readFileSync(file, 'utf8')).anchors;
      if (hash !== undefined) expect(headings, `${e.term} → ${e.lesson}`).toContain(hash);
    }
  });

  it('explain every German table word the lessons and the site use', () => {
    const known = new Set(GLOSSARY.flatMap(namesOf));
    const missing: string[] = [];
    for (const word of TABLE_WORDS) {
      const used = SITE_TEXT.filter(({ text }) => wordPattern(word).test(text)).map((s) => s.file);
      if (used.length > 0 && !known.has(word.toLowerCase())) missing.push(`${word} (used in ${used.join(', ')})`);
    }
    expect(missing).toEqual([]);
  });

  it('take their rule numbers from the engine, never written in', () => {
    for (const e of GLOSSARY) {
      expect(handWritten(plain(e.definition(fake))), e.term).toEqual([]);
      expect(handWritten(e.literal ?? ''), e.term).toEqual([]);
    }
  });
});

describe('corrected glossary statements (a review of the first edition found them wrong)', () => {
  const entry = (term: string) => GLOSSARY.find((e) => e.term === term)!;
  const text = (term: string) => plain(entry(term).definition(ddv));

  it('Ansage adds 2 points under the DDV rules; doubling is a house variant', () => {
    expect(text('Ansage')).toContain(`adds ${LINE_POINTS.reAnnounced} points to the game value`);
    expect(text('Ansage')).toMatch(/double the stakes for each Ansage instead: a house variant, not the DDV rule/);
    expect(text('Ansage')).not.toMatch(/^[^.]*doubles/);
  });

  it('Absage is a refusal of the opponents’ score, not “calling off”', () => {
    expect(entry('Absage').literal).not.toMatch(/calling off/i);
    expect(text('Absage')).toContain('151 card points');
  });

  it('vorgeführt means brought before, not “led out”', () => {
    expect(entry('vorgeführt').literal).not.toMatch(/led out/i);
    expect(entry('vorgeführt').literal).toMatch(/brought before/);
    expect(text('vorgeführt')).toMatch(/moves on to the next dealer/);
  });

  it('Fehl is the plain cards; a suit you hold none of makes you frei, not “fehl”', () => {
    expect(text('Fehl')).toMatch(/^The plain cards: everything that is not trump/);
    expect(text('Fehl')).not.toMatch(/fehl[”"]? in a suit means/i);
    expect(text('Fehl')).toMatch(/being frei in it/);
    expect(
      entry('frei')
        .definition(ddv)
        .some((p) => typeof p === 'string' && /Void/.test(p)),
    ).toBe(true);
  });

  it('defines the words a newcomer meets first at the table', () => {
    const terms = GLOSSARY.flatMap(namesOf);
    for (const w of [
      'Erstansage',
      'Erwiderung',
      'Sonderpunkte',
      'Farbsolo',
      'Damensolo',
      'Bubensolo',
      'Fleischloser',
      'stille Hochzeit',
      'schmieren',
      'Pflichtansage',
    ]) {
      expect(terms, w).toContain(w.toLowerCase());
    }
  });
});

describe('rules reference words', () => {
  it('take their rule numbers from the engine, never written in', () => {
    const check = (name: string, value: unknown) => {
      if (typeof value === 'string') expect(handWritten(value), name).toEqual([]);
      else if (Array.isArray(value) && value.every((p) => typeof p === 'string' || (p && typeof p === 'object' && 'de' in p))) {
        expect(handWritten(plain(value as Rich)), name).toEqual([]);
      } else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) check(`${name}.${k}`, v);
    };
    check('referenceText', referenceText);
    // The sentences that state rule numbers get them as parameters.
    const withFacts = [
      'pack',
      'parties',
      'throwIn',
      'marriage',
      'silentMarriage',
      'poverty',
      'solos',
      'tournament',
      'calls',
      'forced',
      'scoringIntro',
    ] as const;
    for (const name of withFacts) expect(handWritten(plain(referenceText[name](fake))), name).toEqual([]);
    for (const [reason, words] of Object.entries(referenceText.specialWhen(fake))) expect(handWritten(words ?? ''), reason).toEqual([]);
  });
});
