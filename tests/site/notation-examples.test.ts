/**
 * Every card notation a page shows as an example is one that page reads, in both languages:
 * the analyser's hint and placeholder, the practice table's card codes, the problem sets' hand
 * hint. Each page reads with the letters of its language (PREFERRED_LETTERS of its notation
 * catalogue), as its module graph does, so "KD" on a German page is Kreuz-Dame.
 */
import { describe, expect, it } from 'vitest';
import { ANALYSER_TEXT as analyserEn } from '#words/analysis';
import { isCardId, type CardId } from '../../src/engine/cards.ts';
import { PREFERRED_LETTERS as lettersEn } from '#words/notation';
import { parseCards, parseHand, type NotationSystem } from '../../src/engine/notation.ts';
import { DDV_RULES } from '../../src/engine/rules.ts';
import { ANALYSER_TEXT as analyserDe } from '../../src/i18n/de/analysis.ts';
import { PREFERRED_LETTERS as lettersDe } from '../../src/i18n/de/notation.ts';
import { tableText as practiceDe } from '../../src/i18n/de/practice.ts';
import { setsText as setsDe } from '../../src/i18n/de/sets.ts';
import { tableText as practiceEn } from '#words/practice';
import { setsText as setsEn } from '#words/sets';

const LANGUAGES = [
  { lang: 'en', prefer: lettersEn, analyser: analyserEn, practice: practiceEn, sets: setsEn },
  { lang: 'de', prefer: lettersDe, analyser: analyserDe, practice: practiceDe, sets: setsDe },
] as const;

/** Card codes in a sentence: a suit symbol with a rank, or one or two letters with a rank (KD, h10, KaA). */
const CODES = /[♣♠♥♦](?:10|[A-Z])|\b(?:Ka|[A-Za-z])(?:10|[A-Z])\b/g;

/** How the practice table reads a typed code (TypeCard.tsx): a card id in any case, else one card of the notation. */
function typedCard(text: string, prefer: NotationSystem): CardId | null {
  const id = text.trim().toUpperCase();
  if (isCardId(id)) return id;
  const r = parseCards(text, { prefer });
  return r.ok && r.value.length === 1 ? r.value[0].card : null;
}

describe.each(LANGUAGES)('the examples the $lang pages show', ({ lang, prefer, analyser, practice, sets }) => {
  it('prefers the letters of the language', () => {
    expect(prefer).toBe(lang === 'de' ? 'german' : 'english');
  });

  it('the analyser: every notation of the hint reads, and the hint shows them all', () => {
    const hint = analyser.handHint(analyser.handExamples);
    expect(analyser.handExamples.length).toBeGreaterThanOrEqual(6);
    for (const example of analyser.handExamples) {
      expect(hint).toContain(example);
      const r = parseCards(example, { prefer });
      expect(r.ok ? r.value.length : r.error.problems.map((p) => p.code).join(), example).toBeGreaterThan(0);
    }
    // The placeholder is a whole hand.
    expect(analyser.handPlaceholder(analyser.handPlaceholderHand)).toContain(analyser.handPlaceholderHand);
    expect(parseHand(analyser.handPlaceholderHand, DDV_RULES, { prefer })).toMatchObject({ ok: true });
  });

  it('the analyser: the letter codes of the hint mean what the hint says', () => {
    const read = (text: string) => {
      const r = parseCards(text, { prefer });
      return r.ok ? r.value.map((p) => p.card) : r.error.problems.map((p) => p.code).join();
    };
    if (lang === 'de') {
      expect(read('KD PZ HA KaA')).toEqual(['CQ', 'S10', 'HA', 'DA']);
      expect(read('2x KD')).toEqual(['CQ', 'CQ']);
      expect(read('CQ S10 HA')).toEqual(['CQ', 'S10', 'HA']);
    } else {
      expect(read('CQ S10 HA')).toEqual(['CQ', 'S10', 'HA']);
      expect(read('2x CQ')).toEqual(['CQ', 'CQ']);
    }
  });

  it('the practice table: each card code of its help reads as one card', () => {
    for (const text of [practice.typeHelp, practice.badCode('XX')]) {
      const codes = (text.match(CODES) ?? []).filter((c) => c !== 'XX');
      expect(codes.length, text).toBeGreaterThanOrEqual(3);
      for (const code of codes) expect(typedCard(code, prefer), `${code} in "${text}"`).not.toBeNull();
    }
    // What a German player types for Kreuz-Dame is Kreuz-Dame on the German table.
    if (lang === 'de') expect(typedCard('KD', prefer)).toBe('CQ');
  });

  it('the problem sets: the cards of the hand hint read', () => {
    const codes = sets.composer.hand.hint.match(CODES) ?? [];
    expect(codes.length).toBeGreaterThanOrEqual(6);
    const r = parseCards(codes.join(' '), { prefer });
    expect(r.ok ? r.value.length : r.error.problems.map((p) => p.code).join()).toBe(codes.length);
  });
});
