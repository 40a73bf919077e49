/**
 * The coach's words: before the lesson that teaches a rule of thumb is done, the coach says it
 * with the words of the quick start only (no Fuchs, schmieren, Dulle, blank …), in English and in
 * German; after it, in the lesson's words. No figures up front. The table's lesson slugs and the
 * glossary anchors its end-of-deal explanation links to exist.
 */
import { describe, expect, it } from 'vitest';
import * as en from '#words/bots';
import { CARD_RULES, type CardAdvice, type CardRule } from '../../src/engine/bots/index.ts';
import { LINE_ORDER } from '../../src/engine/scoring.ts';
import * as de from '../../src/i18n/de/bots.ts';
import { GLOSSARY } from '#words/glossary';
import { GLOSSARY as GLOSSARY_DE } from '../../src/i18n/de/glossary.ts';
import { LINE_GLOSSARY, PARTY_GLOSSARY, VALUE_GLOSSARY } from '../../src/i18n/runtime/glossaryIds.ts';
import { valueWords } from '#words/practice';
import { LESSON_ORDER, PATH, QUICK_START } from '../../src/content/path.ts';
import {
  COACH_RULE_LESSONS,
  lessonsDone,
  ruleTaught,
  SPECIAL_GAME_LESSONS,
  specialGamesTaught,
  TABLE_LESSONS,
} from '../../src/components/practice/tableLessons.ts';

const quickStart = new Set(PATH.find((g) => g.id === QUICK_START)!.lessons);
/** The table words the glossary says a lesson after the quick start teaches, in both languages' glossaries. */
const laterTerms = [...GLOSSARY, ...GLOSSARY_DE]
  .filter((e) => e.lesson && !quickStart.has(e.lesson.split('#')[0]))
  .flatMap((e) => [e.term, ...(e.forms ?? []), ...(e.otherSpellings ?? [])])
  .filter((w) => !['Re', 'Kontra'].includes(w));
/** The English words for the tactics' German terms (the English coach says "fox", not "Fuchs"). */
const laterEnglish = ['fox', 'smear', 'Dulle', 'marriage', 'soloist', 'solo', 'clarifying trick', 'single'];
const word = (w: string) => new RegExp(`(^|[^\\p{L}])${w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\p{L}])`, 'iu');

const rule = (r: CardRule): CardAdvice => ({ kind: 'rule', card: 'CA', rule: r });
const never = () => false;
const always = () => true;

describe('the coach’s reason for a card', () => {
  for (const [lang, words] of [
    ['en', en],
    ['de', de],
  ] as const) {
    it(`${lang}: before its lesson, every rule in the quick start's words, one sentence, no figures`, () => {
      for (const r of CARD_RULES) {
        const text = words.coachCardReason(rule(r), never)!;
        expect(text, r).toMatch(/^[A-ZÄÖÜ].*\.$/u);
        expect(text, r).not.toMatch(/\d+ ?%|per deal|pro Spiel|simul/);
        for (const w of [...laterTerms, ...(lang === 'en' ? laterEnglish : [])]) expect(text, `${r} says “${w}” before its lesson`).not.toMatch(word(w));
      }
    });

    it(`${lang}: after its lesson, the rules that have the lesson's words use them`, () => {
      const differ = CARD_RULES.filter((r) => words.coachCardReason(rule(r), always) !== words.coachCardReason(rule(r), never));
      expect(differ.length).toBeGreaterThan(2);
      for (const r of differ) expect(COACH_RULE_LESSONS[r], `${r} has lesson words but no lesson`).toBeDefined();
      expect(words.coachCardReason(rule('smearOnPartner'), always)).toMatch(lang === 'en' ? /smear/ : /schmier/);
    });

    it(`${lang}: a card the sampling chose against the rule is spoken for without naming another card or a figure`, () => {
      for (const why of ['takesTrick', 'notTrumped', 'givesLess', 'bringsMore'] as const) {
        const text = words.coachCardReason({ kind: 'better', card: 'CA', rule: 'followLow', ruleCard: 'CK', why }, never)!;
        expect(text).not.toMatch(/[♣♠♥♦]|\d/);
      }
      expect(words.coachCardReason({ kind: 'sampled', card: 'CA' }, never)).not.toMatch(/[♣♠♥♦]|\d/);
    });
  }
});

describe('what the table knows of the lessons', () => {
  it('names lessons of the learning path, and the special games among them', () => {
    for (const slug of TABLE_LESSONS) expect(LESSON_ORDER).toContain(slug);
    expect(SPECIAL_GAME_LESSONS).toEqual(expect.arrayContaining(['marriage', 'silent-marriage', 'solos']));
  });

  it('a lesson is done when every one of its exercises has a star', () => {
    const lessons = { marriage: ['a', 'b'], solos: ['c'], reservations: ['d'], 'silent-marriage': ['e'], empty: [] };
    expect([...lessonsDone(lessons, { a: 3, b: 1, c: 2 })].sort()).toEqual(['marriage', 'solos']);
    expect(specialGamesTaught(lessonsDone(lessons, { a: 3, b: 1, c: 2 }))).toBe(false);
    expect(specialGamesTaught(lessonsDone(lessons, { a: 3, b: 1, c: 2, d: 1, e: 1 }))).toBe(true);
    // Stars of other exercises, or a lesson without exercises, teach nothing.
    expect(lessonsDone(lessons, { b: 3, x: 3, toString: 1 }).size).toBe(0);
    const taught = ruleTaught(new Set(['tactics-in-the-trick']));
    expect(taught('smearOnPartner')).toBe(true);
    expect(taught('leadSingleBlackAce')).toBe(false);
    expect(taught('followLow')).toBe(false);
  });
});

describe('the glossary anchors the end of a deal links to', () => {
  it('exist, one for every score line', () => {
    const ids = new Set(GLOSSARY.map((e) => e.id));
    for (const reason of LINE_ORDER) expect(ids, `${reason} → ${LINE_GLOSSARY[reason]}`).toContain(LINE_GLOSSARY[reason]);
    for (const id of [...Object.values(PARTY_GLOSSARY), VALUE_GLOSSARY]) expect(ids).toContain(id);
    // The special points, the heart of "Your score: 0 because of Karlchen", all have one.
    for (const reason of ['karlchen', 'foxCaught', 'doppelkopf', 'againstTheElders'] as const) expect(LINE_GLOSSARY[reason]).not.toBeNull();
  });
});

describe('the end of a deal explained', () => {
  it('"Your score: 0" because of Karlchen: each side’s lines with their table words marked, and what they net to', () => {
    const parts = valueWords(
      [
        { reason: 'won', party: 're', points: 1 },
        { reason: 'karlchen', party: 'kontra', points: 1 },
      ],
      0,
    );
    expect(parts).toEqual([
      { term: 'spielwert', text: 'The value' },
      ': ',
      { term: 're', text: 'Re' },
      ': ',
      { term: 'spielwert', text: 'won' },
      ' +1',
      '; ',
      { term: 'kontra', text: 'Kontra' },
      ': ',
      { term: 'karlchen', text: 'Karlchen won the last trick' },
      ' +1',
      '. The two sides’ points cancel out: nobody scores.',
    ]);
    const fox = valueWords(
      [
        { reason: 'won', party: 'kontra', points: 1 },
        { reason: 'foxCaught', party: 'kontra', points: 1 },
        { reason: 'doppelkopf', party: 're', points: 1 },
      ],
      -1,
    );
    expect(fox.filter((p) => typeof p !== 'string').map((p) => (p as { term: string | null }).term)).toEqual([
      'spielwert',
      're',
      'doppelkopf',
      'kontra',
      'spielwert',
      'fuchs',
    ]);
    expect(fox[fox.length - 1]).toBe('. Net 1 for Kontra.');
    expect(valueWords([], 0)).toEqual(['No line: nothing is credited, so nobody scores.']);
  });
});
