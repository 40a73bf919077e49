import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CARD_IDS, RANKS, SUITS } from '../../src/engine/cards.ts';
import { CARD_NICKNAMES, type Faces, type Lang, SUIT_SYMBOLS, cardName, cardShort, rankName, suitName } from '../../src/engine/names.ts';
import { parseCards } from '../../src/engine/notation.ts';

const COMBOS: ReadonlyArray<{ lang: Lang; faces: Faces }> = [
  { lang: 'en', faces: 'french' },
  { lang: 'en', faces: 'german' },
  { lang: 'de', faces: 'french' },
  { lang: 'de', faces: 'german' },
];

describe('suit and rank names', () => {
  it('names the suits in each language and face', () => {
    expect(SUITS.map((s) => suitName(s, { lang: 'en', faces: 'french' }))).toEqual(['clubs', 'spades', 'hearts', 'diamonds']);
    expect(SUITS.map((s) => suitName(s, { lang: 'en', faces: 'german' }))).toEqual(['acorns', 'leaves', 'hearts', 'bells']);
    expect(SUITS.map((s) => suitName(s, { lang: 'de', faces: 'french' }))).toEqual(['Kreuz', 'Pik', 'Herz', 'Karo']);
    expect(SUITS.map((s) => suitName(s, { lang: 'de', faces: 'german' }))).toEqual(['Eichel', 'Grün', 'Herz', 'Schellen']);
    expect(suitName('C')).toBe('clubs');
  });
  it('names the ranks in each language and face', () => {
    expect(RANKS.map((r) => rankName(r, { lang: 'en', faces: 'french' }))).toEqual(['ace', 'ten', 'king', 'queen', 'jack', 'nine']);
    expect(RANKS.map((r) => rankName(r, { lang: 'en', faces: 'german' }))).toEqual(['Daus', 'ten', 'king', 'Ober', 'Unter', 'nine']);
    expect(RANKS.map((r) => rankName(r, { lang: 'de', faces: 'french' }))).toEqual(['Ass', 'Zehn', 'König', 'Dame', 'Bube', 'Neun']);
    expect(RANKS.map((r) => rankName(r, { lang: 'de', faces: 'german' }))).toEqual(['Daus', 'Zehn', 'König', 'Ober', 'Unter', 'Neun']);
    expect(rankName('Q', { lang: 'de' })).toBe('Dame');
  });
});

describe('cardName', () => {
  it('defaults to English with French faces', () => {
    expect(cardName('CQ')).toBe('queen of clubs');
    expect(cardName('H10')).toBe('ten of hearts');
    expect(cardName('DA')).toBe('ace of diamonds');
    expect(cardName('SJ', {})).toBe('jack of spades');
  });
  it('names German-suited cards in English', () => {
    const o = { lang: 'en', faces: 'german' } as const;
    expect(cardName('CQ', o)).toBe('Ober of acorns');
    expect(cardName('SJ', o)).toBe('Unter of leaves');
    expect(cardName('DA', o)).toBe('Daus of bells');
    expect(cardName('H10', o)).toBe('ten of hearts');
    expect(cardName('CK', { faces: 'german' })).toBe('king of acorns');
  });
  it('names French-suited cards in German', () => {
    const o = { lang: 'de' } as const;
    expect(['CQ', 'H10', 'DA', 'SK', 'CJ', 'D9'].map((c) => cardName(c as never, o))).toEqual([
      'Kreuz-Dame',
      'Herz-Zehn',
      'Karo-Ass',
      'Pik-König',
      'Kreuz-Bube',
      'Karo-Neun',
    ]);
  });
  it('names German-suited cards in German', () => {
    const o = { lang: 'de', faces: 'german' } as const;
    expect(['CQ', 'SJ', 'DA', 'H10', 'HK', 'S9'].map((c) => cardName(c as never, o))).toEqual([
      'Eichel-Ober',
      'Grün-Unter',
      'Schellen-Daus',
      'Herz-Zehn',
      'Herz-König',
      'Grün-Neun',
    ]);
  });
  it('gives the 24 cards 24 different names in every combination', () => {
    for (const o of COMBOS) expect(new Set(CARD_IDS.map((c) => cardName(c, o))).size).toBe(24);
  });
  it('produces names the hand notation reads back', () => {
    for (const o of COMBOS) {
      expect(parseCards(CARD_IDS.map((c) => cardName(c, o)).join(', ')), JSON.stringify(o)).toEqual({
        ok: true,
        value: CARD_IDS.map((c) => ({ card: c, token: cardName(c, o), index: expect.any(Number) })),
      });
      for (const c of CARD_IDS) {
        const r = parseCards(cardName(c, o));
        expect(r.ok && r.value.map((p) => p.card)).toEqual([c]);
      }
    }
  });
});

describe('cardShort', () => {
  it('uses the suit symbol and an English rank letter by default', () => {
    expect(cardShort('CQ')).toBe('♣Q');
    expect(cardShort('H10', { faces: 'french' })).toBe('♥10');
    expect(cardShort('DJ')).toBe('♦J');
    expect(cardShort('SA')).toBe('♠A');
    expect(SUITS.map((s) => SUIT_SYMBOLS[s]).join('')).toBe('♣♠♥♦');
  });
  it('uses German rank letters with lang de', () => {
    expect(cardShort('CQ', { lang: 'de' })).toBe('♣D');
    expect(cardShort('DJ', { lang: 'de' })).toBe('♦B');
    expect(cardShort('SK', { lang: 'de' })).toBe('♠K');
  });
  it('uses German-suited letters for German faces', () => {
    expect(cardShort('CQ', { faces: 'german' })).toBe('EO');
    expect(cardShort('SJ', { faces: 'german' })).toBe('GU');
    expect(cardShort('H10', { faces: 'german' })).toBe('R10');
    expect(cardShort('DA', { faces: 'german' })).toBe('SA');
    expect(cardShort('D9', { faces: 'german', lang: 'de' })).toBe('S9');
  });
  it('is distinct for the 24 cards and reads back', () => {
    for (const o of COMBOS) {
      const shorts = CARD_IDS.map((c) => cardShort(c, o));
      expect(new Set(shorts).size).toBe(24);
      const r = parseCards(shorts.join(' '));
      expect(r.ok && r.value.map((p) => p.card)).toEqual([...CARD_IDS]);
    }
  });
  it('French short forms read back alone, in any order', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...CARD_IDS)), fc.constantFrom<Lang>('en', 'de'), (cards, lang) => {
        const r = parseCards(cards.map((c) => cardShort(c, { lang })).join(''));
        expect(r.ok && r.value.map((p) => p.card)).toEqual(cards);
      }),
    );
  });
});

describe('nicknames', () => {
  it('knows the Dulle, the fox, Karlchen and die Alten', () => {
    expect(CARD_NICKNAMES.H10).toEqual({ en: 'Dulle', de: 'Dulle' });
    expect(CARD_NICKNAMES.DA).toEqual({ en: 'fox', de: 'Fuchs' });
    expect(CARD_NICKNAMES.CJ).toEqual({ en: 'Charlie', de: 'Karlchen' });
    expect(CARD_NICKNAMES.CQ).toEqual({ en: 'the elders', de: 'die Alten', pair: true });
    expect(CARD_NICKNAMES.SA).toBeUndefined();
  });
});
