import { describe, expect, it } from 'vitest';
import { CARD_IDS, cardPoints, deck, handSize, hiddenCardCount, sumPoints } from '../../src/engine/cards.ts';
import { cardOrder, sortHand } from '../../src/engine/order.ts';
import { DDV_RULES, parseRules, RULE_KEYS, ruleOverrides, type RuleSet } from '../../src/engine/rules.ts';
import { describeInputProblem } from '#words/record';

const rules = (o: Partial<RuleSet> = {}): RuleSet => ({ ...DDV_RULES, ...o });

describe('cards (docs/rules.md §1)', () => {
  it('has 24 kinds with the DDV point values', () => {
    expect(CARD_IDS).toHaveLength(24);
    expect((['CA', 'C10', 'CK', 'CQ', 'CJ', 'C9'] as const).map((c) => cardPoints(c))).toEqual([11, 10, 4, 3, 2, 0]);
  });
  it('deals 48 cards totalling 240, or 40 without nines', () => {
    expect(deck(DDV_RULES)).toHaveLength(48);
    expect(sumPoints(deck(DDV_RULES))).toBe(240);
    expect(deck(rules({ withoutNines: true }))).toHaveLength(40);
    expect(sumPoints(deck(rules({ withoutNines: true })))).toBe(240);
    expect(handSize(DDV_RULES)).toBe(12);
    expect(handSize(rules({ withoutNines: true }))).toBe(10);
    // What a player cannot see: the other three hands.
    expect(hiddenCardCount(DDV_RULES)).toBe(36);
    expect(hiddenCardCount(rules({ withoutNines: true }))).toBe(30);
  });
});

describe('rule sets', () => {
  it('defaults to the DDV rules', () => {
    const r = parseRules({});
    expect(r.ok && r.value).toEqual(DDV_RULES);
    expect(RULE_KEYS).toHaveLength(14);
  });
  it('takes overrides and reports them back', () => {
    const r = parseRules({ dulle: 'secondWins', poverty: true });
    expect(r.ok).toBe(true);
    if (r.ok) expect(ruleOverrides(r.value)).toEqual({ dulle: 'secondWins', poverty: true });
  });
  it('names an unknown key', () => {
    const r = parseRules({ dullen: true });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.key).toBe('dullen');
      expect(r.error.problem).toEqual({ code: 'unknownRule', key: '"dullen"', known: RULE_KEYS });
      expect(describeInputProblem(r.error.problem)).toContain('unknown rule key "dullen"');
    }
  });
  it('names a bad value', () => {
    const r = parseRules({ dulle: 'sometimes' });
    expect(!r.ok && describeInputProblem(r.error.problem)).toContain('rule "dulle" cannot be "sometimes"');
    expect(parseRules([]).ok).toBe(false);
    expect(parseRules('x').ok).toBe(false);
  });
});

describe('card order (docs/rules.md §3)', () => {
  it('normal game: 26 trumps from the Dulle down to the diamond nine', () => {
    const o = cardOrder('normal', DDV_RULES);
    expect(o.trumps).toEqual(['H10', 'CQ', 'SQ', 'HQ', 'DQ', 'CJ', 'SJ', 'HJ', 'DJ', 'DA', 'D10', 'DK', 'D9']);
    expect(o.plain).toEqual({ C: ['CA', 'C10', 'CK', 'C9'], S: ['SA', 'S10', 'SK', 'S9'], H: ['HA', 'HK', 'H9'], D: [] });
    expect(o.suit.HQ).toBe('T');
    expect(o.suit.H10).toBe('T');
    expect(o.suit.HA).toBe('H');
  });
  it('colour solos replace the diamonds by the solo suit; the Dulle stays on top', () => {
    expect(cardOrder('clubs', DDV_RULES).trumps).toEqual(['H10', 'CQ', 'SQ', 'HQ', 'DQ', 'CJ', 'SJ', 'HJ', 'DJ', 'CA', 'C10', 'CK', 'C9']);
    expect(cardOrder('spades', DDV_RULES).trumps.slice(-4)).toEqual(['SA', 'S10', 'SK', 'S9']);
    const hearts = cardOrder('hearts', DDV_RULES);
    expect(hearts.trumps).toEqual(['H10', 'CQ', 'SQ', 'HQ', 'DQ', 'CJ', 'SJ', 'HJ', 'DJ', 'HA', 'HK', 'H9']);
    expect(hearts.plain.D).toEqual(['DA', 'D10', 'DK', 'D9']);
    expect(cardOrder('diamonds', DDV_RULES).trumps).toEqual(cardOrder('normal', DDV_RULES).trumps);
    expect(cardOrder('clubs', DDV_RULES).plain.H).toEqual(['HA', 'HK', 'H9']);
  });
  it('queen, jack and ace solos', () => {
    const q = cardOrder('queens', DDV_RULES);
    expect(q.trumps).toEqual(['CQ', 'SQ', 'HQ', 'DQ']);
    expect(q.plain.H).toEqual(['HA', 'H10', 'HK', 'HJ', 'H9']);
    const j = cardOrder('jacks', DDV_RULES);
    expect(j.trumps).toEqual(['CJ', 'SJ', 'HJ', 'DJ']);
    expect(j.plain.C).toEqual(['CA', 'C10', 'CK', 'CQ', 'C9']);
    const a = cardOrder('aces', DDV_RULES);
    expect(a.trumps).toEqual([]);
    expect(a.plain.D).toEqual(['DA', 'D10', 'DK', 'DQ', 'DJ', 'D9']);
  });
  it('counts without nines (docs/rules.md §3.4)', () => {
    const r = rules({ withoutNines: true });
    const count = (k: Parameters<typeof cardOrder>[0]) => cardOrder(k, r).trumps.length * 2;
    expect([count('normal'), count('clubs'), count('hearts'), count('queens'), count('aces')]).toEqual([24, 24, 22, 8, 0]);
    const plain = cardOrder('normal', r).plain;
    expect([plain.C.length * 2, plain.S.length * 2, plain.H.length * 2]).toEqual([6, 6, 4]);
  });
  it('without Dullen the ♥10 is a plain heart', () => {
    const o = cardOrder('normal', rules({ dulle: 'notTrump' }));
    expect(o.trumps[0]).toBe('CQ');
    expect(o.plain.H).toEqual(['HA', 'H10', 'HK', 'H9']);
    expect(cardOrder('hearts', rules({ dulle: 'notTrump' })).trumps.slice(-4)).toEqual(['HA', 'H10', 'HK', 'H9']);
  });
  it('piglets rank above the Dulle, superpiglets above the piglets (docs/rules.md §16.7)', () => {
    const o = cardOrder('normal', rules({ piglets: true }), { piglets: true, superpiglets: false });
    expect(o.trumps.slice(0, 3)).toEqual(['DA', 'H10', 'CQ']);
    const s = cardOrder('normal', rules({ piglets: true, superpiglets: true }), { piglets: true, superpiglets: true });
    expect(s.trumps.slice(0, 3)).toEqual(['D9', 'DA', 'H10']);
    expect(s.trumps.at(-1)).toBe('DK');
    // Not in solos where diamonds are not trump.
    expect(cardOrder('clubs', rules({ piglets: true }), { piglets: true, superpiglets: false }).trumps[0]).toBe('H10');
  });
  it('sorts a hand: trumps high to low, then clubs, spades, hearts', () => {
    const o = cardOrder('normal', DDV_RULES);
    expect(sortHand(['H9', 'DA', 'CA', 'H10', 'SK', 'CQ'], o)).toEqual(['H10', 'CQ', 'DA', 'CA', 'SK', 'H9']);
  });
});
