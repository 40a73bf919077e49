import { describe, expect, it } from 'vitest';
import type { CardId } from '../../src/engine/cards.ts';
import { cardOrder } from '../../src/engine/order.ts';
import { DDV_RULES, type RuleSet } from '../../src/engine/rules.ts';
import { explainLoser, explainTrick, illegalReason, legalCards, legalWhy, playRule, trickWinner } from '../../src/engine/trick.ts';

const normal = cardOrder('normal', DDV_RULES);
const hand: CardId[] = ['CQ', 'DA', 'HA', 'H9', 'C9', 'SA'];

describe('following suit (docs/rules.md §6)', () => {
  it('anything may be led', () => {
    expect(legalCards(hand, [], normal)).toEqual(hand);
  });
  it('a plain suit must be followed by the effective suit', () => {
    expect(legalCards(hand, ['HK'], normal)).toEqual(['HA', 'H9']);
    expect(illegalReason('CQ', hand, ['HK'], normal)).toEqual({ code: 'mustFollow', card: 'CQ', suit: 'H', holding: ['HA', 'H9'] });
  });
  it('the ♥10 and queens are trump, not hearts: a heart lead does not force them', () => {
    expect(legalCards(['H10', 'HQ', 'C9'], ['HA'], normal)).toEqual(['H10', 'HQ', 'C9']);
  });
  it('trump led: any trump, including the fox', () => {
    expect(legalCards(hand, ['DJ'], normal)).toEqual(['CQ', 'DA']);
    expect(illegalReason('HA', hand, ['DJ'], normal)).toEqual({ code: 'mustFollow', card: 'HA', suit: 'T', holding: ['CQ', 'DA'] });
  });
  it('void: anything goes', () => {
    expect(legalCards(['CQ', 'SA'], ['HK'], normal)).toEqual(['CQ', 'SA']);
    expect(illegalReason('SA', ['CQ', 'SA'], ['HK'], normal)).toBeNull();
  });
  it('a card not in the hand', () => {
    expect(illegalReason('DK', hand, [], normal)).toEqual({ code: 'notInHand', card: 'DK' });
  });
  it('in a queen solo the ♥10 is a heart and must follow hearts', () => {
    const q = cardOrder('queens', DDV_RULES);
    expect(legalCards(['H10', 'CQ', 'C9'], ['HA'], q)).toEqual(['H10']);
    expect(legalCards(['HJ', 'DQ', 'C9'], ['HA'], q)).toEqual(['HJ']);
  });
});

describe('playRule: what the rules require of the player to move', () => {
  it('leading: any card, each kind once', () => {
    expect(playRule(['CQ', 'CQ', 'HA'], [], normal)).toEqual({ code: 'lead', cards: ['CQ', 'HA'] });
  });
  it('following: the led effective suit, with the cards that follow it', () => {
    expect(playRule(hand, ['HK'], normal)).toEqual({ code: 'follow', led: 'H', ledCard: 'HK', cards: ['HA', 'H9'] });
    expect(playRule(hand, ['DJ', 'C9'], normal)).toEqual({ code: 'follow', led: 'T', ledCard: 'DJ', cards: ['CQ', 'DA'] });
  });
  it('void in the led suit: any card', () => {
    expect(playRule(['CQ', 'SA'], ['HK'], normal)).toEqual({ code: 'cannotFollow', led: 'H', ledCard: 'HK', cards: ['CQ', 'SA'] });
  });
});

describe('trick winner (docs/rules.md §6)', () => {
  const win = (t: CardId[], r: Partial<RuleSet> = {}, last = false) => {
    const rs = { ...DDV_RULES, ...r };
    return trickWinner(t, cardOrder('normal', rs), rs, last);
  };
  it('the highest trump wins', () => {
    expect(win(['CA', 'C10', 'D9', 'CK'])).toBe(2);
    expect(win(['DK', 'CQ', 'SQ', 'H10'])).toBe(3);
  });
  it('without trump the highest card of the led suit; other suits never win', () => {
    expect(win(['CK', 'C10', 'SA', 'C9'])).toBe(1);
    expect(win(['HK', 'SA', 'CA', 'H9'])).toBe(0);
  });
  it('of two equal cards the first wins, the ♥10 included (DDV)', () => {
    expect(win(['CA', 'CA', 'C9', 'CK'])).toBe(0);
    expect(win(['H10', 'DQ', 'H10', 'CQ'])).toBe(0);
    expect(win(['DJ', 'CQ', 'DK', 'CQ'])).toBe(1);
  });
  it('Dulle house rules: the second ♥10 wins, optionally not in the last trick', () => {
    expect(win(['H10', 'DQ', 'H10', 'CQ'], { dulle: 'secondWins' })).toBe(2);
    expect(win(['H10', 'DQ', 'H10', 'CQ'], { dulle: 'secondWins' }, true)).toBe(2);
    expect(win(['H10', 'DQ', 'H10', 'CQ'], { dulle: 'secondWinsExceptLastTrick' })).toBe(2);
    expect(win(['H10', 'DQ', 'H10', 'CQ'], { dulle: 'secondWinsExceptLastTrick' }, true)).toBe(0);
    // Other equal cards still go to the first one.
    expect(win(['CQ', 'CQ', 'D9', 'DK'], { dulle: 'secondWins' })).toBe(0);
  });
  it('without Dullen a ♥10 is a plain heart below the ace', () => {
    expect(win(['HA', 'H10', 'HK', 'H9'], { dulle: 'notTrump' })).toBe(0);
    expect(win(['HK', 'H10', 'H9', 'CA'], { dulle: 'notTrump' })).toBe(1);
    expect(win(['H10', 'DJ', 'HA', 'HK'], { dulle: 'notTrump' })).toBe(1);
  });
  it('piglets beat the Dulle; the first piglet beats the second', () => {
    const rs = { ...DDV_RULES, piglets: true };
    const o = cardOrder('normal', rs, { piglets: true, superpiglets: false });
    expect(trickWinner(['H10', 'DA', 'CQ', 'DA'], o, rs, false)).toBe(1);
  });
  it('in an ace solo there is no trump at all', () => {
    const o = cardOrder('aces', DDV_RULES);
    expect(trickWinner(['SQ', 'CQ', 'SA', 'H10'], o, DDV_RULES, false)).toBe(2);
  });
});

describe('explainTrick: the winner with its reason', () => {
  const rs = (o: Partial<RuleSet> = {}) => ({ ...DDV_RULES, ...o });
  it('names each case', () => {
    expect(explainTrick(['CA', 'C10', 'D9', 'CK'], normal, DDV_RULES, false)).toEqual({ winner: 2, why: { code: 'highestTrump', card: 'D9', trumps: 1 } });
    expect(explainTrick(['CK', 'C10', 'SA', 'C9'], normal, DDV_RULES, false)).toEqual({
      winner: 1,
      why: { code: 'highestOfLed', card: 'C10', led: 'C', others: ['SA'] },
    });
    expect(explainTrick(['H10', 'DQ', 'H10', 'CQ'], normal, DDV_RULES, false).why).toEqual({ code: 'equalFirst', card: 'H10' });
    const second = rs({ dulle: 'secondWins' });
    expect(explainTrick(['H10', 'DQ', 'H10', 'CQ'], cardOrder('normal', second), second, false).why).toEqual({ code: 'secondDulle', card: 'H10' });
    const except = rs({ dulle: 'secondWinsExceptLastTrick' });
    expect(explainTrick(['H10', 'DQ', 'H10', 'CQ'], cardOrder('normal', except), except, true)).toEqual({
      winner: 0,
      why: { code: 'dulleLastTrick', card: 'H10' },
    });
  });
});

describe('why a card may be played, why a card does not win', () => {
  it('legalWhy: a lead, following, and free when void; null when illegal', () => {
    expect(legalWhy('CQ', hand, [], normal)).toEqual({ code: 'lead', card: 'CQ' });
    expect(legalWhy('HA', hand, ['HK'], normal)).toEqual({ code: 'follows', card: 'HA', suit: 'H' });
    expect(legalWhy('CQ', hand, ['DJ'], normal)).toEqual({ code: 'follows', card: 'CQ', suit: 'T' });
    expect(legalWhy('SA', ['CQ', 'SA'], ['HK'], normal)).toEqual({ code: 'cannotFollow', card: 'SA', suit: 'H' });
    expect(legalWhy('CQ', hand, ['HK'], normal)).toBeNull();
  });

  const lose = (t: CardId[], i: number, r: Partial<RuleSet> = {}, last = false, kind: 'normal' | 'queens' = 'normal') => {
    const rs = { ...DDV_RULES, ...r };
    return explainLoser(t, i, cardOrder(kind, rs), rs, last);
  };
  it('null for the winning card', () => {
    expect(lose(['SA', 'SK', 'CA', 'S10'], 0)).toBeNull();
  });
  it('another plain suit can never win, even an ace', () => {
    expect(lose(['SA', 'SK', 'CA', 'S10'], 2)).toEqual({ winner: 0, why: { code: 'offSuit', card: 'CA', led: 'S', winner: 'SA' } });
    expect(lose(['DJ', 'CA', 'D9', 'DK'], 1)).toEqual({ winner: 0, why: { code: 'offSuit', card: 'CA', led: 'T', winner: 'DJ' } });
  });
  it('a plain card of the led suit is trumped or beaten by a higher one of the suit', () => {
    expect(lose(['CA', 'C9', 'D9', 'CK'], 0)).toEqual({ winner: 2, why: { code: 'trumped', card: 'CA', winner: 'D9' } });
    expect(lose(['SK', 'SA', 'S9', 'S10'], 0)).toEqual({ winner: 1, why: { code: 'lowerOfLed', card: 'SK', winner: 'SA', led: 'S' } });
  });
  it('a lower trump', () => {
    expect(lose(['DK', 'CQ', 'SQ', 'H10'], 1)).toEqual({ winner: 3, why: { code: 'lowerTrump', card: 'CQ', winner: 'H10' } });
  });
  it('equal cards: the second loses to the first; the Dulle house rules name their case', () => {
    expect(lose(['CJ', 'SQ', 'SQ', 'HJ'], 2)).toEqual({ winner: 1, why: { code: 'equalLater', card: 'SQ' } });
    expect(lose(['H10', 'CQ', 'H10', 'DA'], 0, { dulle: 'secondWins' })).toEqual({ winner: 2, why: { code: 'secondDulle', card: 'H10' } });
    expect(lose(['SA', 'H10', 'CQ', 'H10'], 3, { dulle: 'secondWinsExceptLastTrick' }, true)).toEqual({
      winner: 1,
      why: { code: 'dulleLastTrick', card: 'H10' },
    });
    expect(lose(['SA', 'H10', 'CQ', 'H10'], 3, { dulle: 'firstWins' }, true)).toEqual({ winner: 1, why: { code: 'equalLater', card: 'H10' } });
  });
  it('in a queen solo the ♥10 is an ordinary heart', () => {
    expect(lose(['H10', 'HK', 'HA', 'DJ'], 0, {}, false, 'queens')).toEqual({ winner: 2, why: { code: 'lowerOfLed', card: 'H10', winner: 'HA', led: 'H' } });
  });
});
