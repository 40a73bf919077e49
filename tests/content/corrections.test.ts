/**
 * The statements a review found wrong in the first edition of the lessons, each checked
 * against the engine or the text so that it cannot come back.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { deck, rankOf, sumPoints } from '../../src/engine/cards.ts';
import { cardOrder } from '../../src/engine/order.ts';
import { DDV_RULES } from '../../src/engine/rules.ts';
import type { Special } from '../../src/engine/scoring.ts';
import { EXERCISES, FRESH_POSITIONS } from '../../src/content/exercises/index.ts';
import { MORE_EXAMPLES, SIX_EXAMPLES, WORKED_SESSION } from '../../src/content/exercises/examples.ts';
import { frameOf } from '../../src/content/exercises/prepare.ts';
import { ruleOfThumbOf, wordsOf } from '../../src/content/exercises/words.ts';
import { LESSON_ORDER } from '../../src/content/path.ts';
import { SPECIAL_CHOICES, specialOf } from '../../src/components/widgets/scoreChoices.ts';

const dir = new URL('../../src/content/lessons/', import.meta.url);
const lessons = Object.fromEntries(
  readdirSync(dir)
    .filter((f) => f.endsWith('.mdx'))
    .map((f) => [f.replace(/\.mdx$/, ''), readFileSync(new URL(f, dir), 'utf8')]),
);
const paragraphs = (slug: string) => lessons[slug].split(/\n\s*\n/);
/** The lesson catalogues without their code comments. */
const i18n = ['en/site.ts', 'en/scoring.ts', 'en/exercises.ts'].map((f) =>
  readFileSync(new URL(`../../src/i18n/${f}`, import.meta.url), 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, ''),
);
/** Every text a learner reads in the lessons: prose, exercise goals, hints and explanations. */
const exerciseTexts = [...EXERCISES, ...FRESH_POSITIONS].flatMap((e) => {
  const w = wordsOf(e);
  return [w.goal, w.explanation, ...w.hints, ...(e.kind === 'play' ? [ruleOfThumbOf(e)] : [])];
});
const allTexts = [...Object.values(lessons), ...exerciseTexts];

describe('corrected statements', () => {
  it('aces and tens are 70 % of the pack, as the engine counts them; the lesson types no count of its own', () => {
    const pack = deck(DDV_RULES);
    const share = Math.round((100 * sumPoints(pack.filter((c) => rankOf(c) === 'A' || rankOf(c) === '10'))) / sumPoints(pack));
    expect(share).toBe(70);
    // The pack's points come from the engine (RuleFact); the share is said in words ("most of them").
    expect(lessons['cards-and-points']).toMatch(/<RuleFact fact="totalPoints" \/>/);
    expect(lessons['cards-and-points']).not.toMatch(/\b(168|240)\b|\d+ ?%/);
    for (const t of allTexts) expect(t).not.toMatch(/84 ?%/);
  });

  it('every Karlchen caught in lessons, examples and the score sheet is caught by a card that beats the ♣J', () => {
    const order = cardOrder('normal', DDV_RULES);
    const caught: Special[] = [
      ...SPECIAL_CHOICES.map((c) => specialOf(c, 'kontra')),
      ...[...SIX_EXAMPLES, ...MORE_EXAMPLES].flatMap((e) => e.deal.specials ?? []),
      ...EXERCISES.flatMap((e) =>
        e.kind === 'sheet' ? (e.deal.specials ?? []) : e.kind === 'number' && e.ask.of === 'seatScore' ? (e.ask.deal.specials ?? []) : [],
      ),
    ];
    const inMdx = [
      ...Object.values(lessons)
        .join('\n')
        .matchAll(/kind: 'karlchenCaught'[^}]*card: '([A-Z0-9]+)'/g),
    ].map((m) => m[1]);
    expect(inMdx.length).toBeGreaterThan(0);
    for (const card of [...caught.flatMap((s) => (s.kind === 'karlchenCaught' && s.card ? [s.card] : [])), ...inMdx]) {
      expect(order.strength[card as never], `${card} beats the ♣J`).toBeGreaterThan(order.strength.CJ);
    }
    for (const t of allTexts) expect(t).not.toMatch(/♥J takes|♥J catches/);
  });

  it('“you hold no ♣Q, so you are Kontra” says “in a normal game”', () => {
    for (const [slug, text] of Object.entries(lessons)) {
      for (const p of text.split(/\n\s*\n/)) {
        if (/without (one|a ♣Q)|no ♣Q/i.test(p) && /you are Kontra/.test(p)) expect(p, slug).toMatch(/normal game/);
      }
    }
    expect(lessons['finding-your-partner']).toMatch(/without one you are Kontra, in a normal game/);
  });

  it('a reply is only Re or Kontra: no exercise or lesson replies with an Absage', () => {
    for (const t of allTexts) expect(t).not.toMatch(/repl(y|ied|ies)( with)? “(keine (90|60|30)|schwarz)/i);
  });

  it('“the same dealer deals again” after a Pflichtsolo always names the exception (vorgeführt)', () => {
    let found = 0;
    for (const slug of Object.keys(lessons)) {
      for (const p of paragraphs(slug)) {
        if (/Pflichtsolo/.test(p) && /same dealer deals again/.test(p)) {
          found++;
          expect(p, slug).toMatch(/vorgeführt/);
        }
      }
    }
    expect(found).toBeGreaterThanOrEqual(2);
  });

  it('the ♥10 never belongs to hearts, not even in a hearts solo', () => {
    for (const t of allTexts) expect(t).not.toMatch(/both the top trump and a heart/);
    expect(lessons['colour-solos']).toMatch(/♥10 is still the top trump and never a heart/);
  });

  it('the solo-scoring sheet shows worked example 6, as the text promises', () => {
    expect(lessons['solo-scoring']).toMatch(/set to example 6[\s\S]*<ScoreSheet[^>]*deal=\{workedExample\('ex6'\)\.deal\}/);
  });

  it('“deals again” sits on the repeated deal, not on the Pflichtsolo before it', () => {
    const src = readFileSync(new URL('../../src/components/widgets/SessionRows.tsx', import.meta.url), 'utf8');
    expect(src).toMatch(/rows\[i - 1\]\.dealer === r\.dealer/);
    expect(WORKED_SESSION.length).toBe(24);
  });

  it('marriage exercises are labelled as a marriage, not as a normal game', () => {
    const marriages = EXERCISES.filter(
      (e) => 'deal' in e && typeof e.deal === 'object' && e.deal !== null && 'contract' in e.deal && (e.deal.contract as { kind: string }).kind === 'marriage',
    );
    expect(marriages.length).toBeGreaterThan(2);
    for (const e of marriages) expect(frameOf(e).setting, e.id).toEqual({ kind: 'marriage' });
  });

  it('one name for a silent marriage', () => {
    for (const t of [...allTexts, ...i18n]) expect(t).not.toMatch(/silent solo/i);
  });

  it('learner text cites neither RULES.md nor “the engine”', () => {
    const prose = Object.values(lessons).map((t) => t.replace(/^import .*$/gm, ''));
    const strings = i18n.flatMap((src) => [...src.matchAll(/(['`])((?:(?!\1).)*)\1/g)].map((m) => m[2]));
    for (const t of [...prose, ...exerciseTexts, ...strings]) {
      expect(t).not.toMatch(/RULES\.md|§/);
      expect(t).not.toMatch(/\bthe engine\b/i);
    }
  });

  it('Erstansage is defined where it is first used', () => {
    const first = LESSON_ORDER.find((slug) => lessons[slug].includes('Erstansage'));
    expect(first).toBe('announcements');
    expect(lessons.announcements).toMatch(/also called \*\*Erstansage\*\*/);
  });

  it('lesson 16’s marriage advice: the Hochzeiter holds the high trumps; the ♥10 lead is for joining him', () => {
    const t = lessons.tactics;
    expect(t).not.toMatch(/marriage partner usually holds/);
    expect(t).toMatch(/player with the marriage holds at least two high trumps/);
    expect(t).toMatch(/With a good\s+hand, lead the ♥10/);
  });

  it('“pair of aces” is not used (it meant two different things)', () => {
    for (const t of allTexts) expect(t).not.toMatch(/pair of (♠|♣|♥|♦)?A|pair of aces|ace from a pair/i);
  });
});
