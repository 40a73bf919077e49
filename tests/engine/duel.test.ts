import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deck, type CardId } from '../../src/engine/cards.ts';
import { apply, newDeal, type DealState, type Hands } from '../../src/engine/deal.ts';
import {
  dealDuel,
  duelDealAllowed,
  duelVariant,
  fixedRuleConflict,
  marriagePartnerAllowed,
  marriageWithoutPartner,
  rulesUnder,
} from '../../src/engine/duel.ts';
import { legalActions } from '../../src/engine/legal.ts';
import { dealResult } from '../../src/engine/outcome.ts';
import type { Seat } from '../../src/engine/parties.ts';
import { createRng } from '../../src/engine/rng.ts';
import { DDV_RULES } from '../../src/engine/rules.ts';
import { viewFor } from '../../src/engine/view.ts';
import { playCards, playOut } from './helpers.ts';

const DUEL = duelVariant(0); // people at 0 (South) and 2 (North); computers at 1 and 3

/**
 * One deal for every marriage case. Seat 0 holds both ♣Q. Each plain suit lets the tests pick
 * who wins a trick: clubs go to whoever plays the first ace (seat 1 or 2) or to seat 3's ten
 * when both play the king; seat 0's two spade aces and two heart aces win their tricks.
 */
const BASE: readonly string[] = [
  'CQ CQ H10 H10 SQ SQ C9 C9 SA SA HA HA',
  'HQ HQ DQ DQ CJ CJ SJ CA CK S9 S9 H9',
  'SJ HJ HJ DJ DJ DA CA CK S10 SK HK H9',
  'DA D10 D10 DK DK D9 D9 C10 C10 S10 SK HK',
];
const split = (s: string) => s.split(' ') as CardId[];
/** BASE with every hand moved `by` seats clockwise (base seat k sits at k + by). */
const rotated = (by: number): Hands => [0, 1, 2, 3].map((seat) => split(BASE[(seat - by + 4) % 4])) as unknown as Hands;

function marriage(declarer: Seat, hands: Hands, variant: typeof DUEL | null = DUEL): DealState {
  // The dealer sits right of the declarer, so the declarer leads the first trick.
  const r = newDeal({ rules: DDV_RULES, dealer: ((declarer + 3) % 4) as Seat, hands, contract: { kind: 'marriage', declarer }, variant: variant ?? undefined });
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
}

const winners = (s: DealState) => s.tricks.map((t) => t.winner);

describe("the duel's dealing (seed 002: in a normal game the two people are never partners)", () => {
  it('every dealt deal keeps the promise, uses the whole deck, and the same seed gives the same deal', () => {
    const sorted = deck(DDV_RULES).slice().sort();
    for (let seed = 0; seed < 500; seed++) {
      const h = dealDuel(createRng(seed), DDV_RULES, DUEL);
      expect(duelDealAllowed(h, DUEL)).toBe(true);
      expect(h.flat().sort()).toEqual(sorted);
      expect(dealDuel(createRng(seed), DDV_RULES, DUEL)).toEqual(h);
    }
  });

  it('rejects exactly the deals where both people, or both computers, hold one ♣Q each', () => {
    const bothPeople = rotated(0).map((h) => h.slice()) as CardId[][];
    // Move one ♣Q from South to North in exchange for North's ♦A: South and North then hold one each.
    bothPeople[0].splice(bothPeople[0].indexOf('CQ'), 1, 'DA');
    bothPeople[2].splice(bothPeople[2].indexOf('DA'), 1, 'CQ');
    expect(duelDealAllowed(bothPeople as unknown as Hands, DUEL)).toBe(false);
    const bothComputers = rotated(1); // the ♣Q pair sits with West, a computer: a marriage deal
    expect(duelDealAllowed(bothComputers, DUEL)).toBe(true);
    const split2 = bothComputers.map((h) => h.slice()) as CardId[][];
    split2[1].splice(split2[1].indexOf('CQ'), 1, 'DA');
    split2[3].splice(split2[3].indexOf('DA'), 1, 'CQ');
    expect(duelDealAllowed(split2 as unknown as Hands, DUEL)).toBe(false);
    const onePerson = split2.map((h) => h.slice());
    onePerson[1].splice(onePerson[1].indexOf('CQ'), 1, 'SJ');
    onePerson[0].splice(onePerson[0].indexOf('SJ'), 1, 'CQ');
    expect(duelDealAllowed(onePerson as unknown as Hands, DUEL)).toBe(true);
  });

  it('in every normal game one person is Re and the other Kontra (property over seeds and hand sizes)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffffff }), fc.boolean(), (seed, withoutNines) => {
        const rules = { ...DDV_RULES, withoutNines };
        const hands = dealDuel(createRng(seed), rules, DUEL);
        const s = newDeal({ rules, dealer: 3, hands, contract: { kind: 'normal' }, variant: DUEL });
        if (!s.ok) return false;
        if (s.value.solo) return s.value.parties!.re.length === 1; // one hand holds both ♣Q: a silent solo
        const re = s.value.parties!.re;
        return re.includes(0) !== re.includes(2);
      }),
      { numRuns: 300 },
    );
  });

  it('is fair: each person is Re about half the time, and either computer holds the other ♣Q', () => {
    let normal = 0;
    let southRe = 0;
    let westQueen = 0;
    let pair = 0;
    const n = 4000;
    for (let seed = 0; seed < n; seed++) {
      const h = dealDuel(createRng(seed), DDV_RULES, DUEL);
      if (h.some((hand) => hand.filter((c) => c === 'CQ').length === 2)) {
        pair++;
        continue;
      }
      normal++;
      if (h[0].includes('CQ')) southRe++;
      if (h[1].includes('CQ')) westQueen++;
    }
    // Exact expectations: a pair in one hand in 0.234 / 0.745 = 31 % of the allowed deals; 50 % each otherwise.
    expect(pair / n).toBeGreaterThan(0.28);
    expect(pair / n).toBeLessThan(0.35);
    expect(southRe / normal).toBeGreaterThan(0.46);
    expect(southRe / normal).toBeLessThan(0.54);
    expect(westQueen / normal).toBeGreaterThan(0.46);
    expect(westQueen / normal).toBeLessThan(0.54);
  });
});

describe("the duel's marriage rules (seed 002)", () => {
  it('who may become the partner: a computer for a person, a person for a computer', () => {
    expect(marriagePartnerAllowed(DUEL, 0, 1)).toBe(true);
    expect(marriagePartnerAllowed(DUEL, 0, 2)).toBe(false);
    expect(marriagePartnerAllowed(DUEL, 1, 2)).toBe(true);
    expect(marriagePartnerAllowed(DUEL, 1, 3)).toBe(false);
    expect(marriagePartnerAllowed(null, 0, 2)).toBe(true);
    expect(marriageWithoutPartner(null, 1, [])).toBe('solo');
  });

  describe("a person's marriage (South)", () => {
    it('a computer player winning the first trick becomes the partner', () => {
      const s = playCards(marriage(0, rotated(0)), 'C9 CA CK C10');
      expect(s.marriage).toEqual({ declarer: 0, clarifiedIn: 1, partner: 1 });
      expect(s.parties).toEqual({ re: [0, 1], kontra: [2, 3] });
    });

    it("the other person's trick does not count; a computer's later trick does", () => {
      let s = playCards(marriage(0, rotated(0)), 'C9 CK CA C10');
      expect(winners(s)).toEqual([2]);
      expect(s.marriage!.partner).toBeNull();
      expect(s.parties).toBeNull();
      s = playCards(s, 'CK C10 C9 CA');
      expect(winners(s)).toEqual([2, 1]);
      expect(s.marriage).toEqual({ declarer: 0, clarifiedIn: 2, partner: 1 });
      expect(s.parties).toEqual({ re: [0, 1], kontra: [2, 3] });
    });

    it('without the duel the same tricks make North the partner at once (ordinary rules unchanged)', () => {
      const s = playCards(marriage(0, rotated(0), null), 'C9 CK CA C10');
      expect(s.marriage).toEqual({ declarer: 0, clarifiedIn: 1, partner: 2 });
      expect(s.variant).toBeNull();
    });

    it('the marriage player who wins all three tricks plays a solo, scored as one', () => {
      let s = playCards(marriage(0, rotated(0)), 'SA S9 SK SK SA S9 S10 S10 HA H9 H9 HK');
      expect(winners(s)).toEqual([0, 0, 0]);
      expect(s.phase).toBe('playing');
      expect(s.solo).toBe(true);
      expect(s.parties).toEqual({ re: [0], kontra: [1, 2, 3] });
      expect(s.marriage).toEqual({ declarer: 0, clarifiedIn: 3, partner: null });
      s = playOut(s);
      const r = dealResult(s);
      expect(r.scores[0]).toBe(3 * r.value);
      expect(r.scores[2]).toBe(-r.value);
    });

    it('when the other person won one of the three tricks (and no computer), the deal is abandoned', () => {
      const s = playCards(marriage(0, rotated(0)), 'SA S9 SK SK C9 CK CA C10 HK HK HA H9');
      expect(winners(s)).toEqual([0, 2, 0]);
      expect(s.phase).toBe('abandoned');
      expect(s.current).toBeNull();
      expect(s.parties).toBeNull();
      expect(s.marriage).toEqual({ declarer: 0, clarifiedIn: 3, partner: null });
      expect(legalActions(s)).toEqual([]);
      expect(apply(s, { type: 'play', seat: 0, card: 'SQ' })).toEqual({ ok: false, error: { code: 'wrongPhase', action: 'play', phase: 'abandoned' } });
      expect(viewFor(s, 2).phase).toBe('abandoned');
      expect(viewFor(s, 2).variant).toEqual(DUEL);
    });

    it('without the duel those tricks find North as the partner in trick 2', () => {
      const s = playCards(marriage(0, rotated(0), null), 'SA S9 SK SK C9 CK CA C10');
      expect(s.marriage).toEqual({ declarer: 0, clarifiedIn: 2, partner: 2 });
    });
  });

  describe("a computer's marriage (West)", () => {
    // The same deal one seat on: West (a computer) holds both ♣Q; the people are North (base
    // seat 1) and South (base seat 3); East (base seat 2) is the other computer.
    it('a person winning the first trick becomes the partner', () => {
      const s = playCards(marriage(1, rotated(1)), 'C9 CA CK C10');
      expect(winners(s)).toEqual([2]);
      expect(s.marriage).toEqual({ declarer: 1, clarifiedIn: 1, partner: 2 });
      expect(s.parties).toEqual({ re: [1, 2], kontra: [0, 3] });
    });

    it("the other computer's trick does not count; a person's later trick does", () => {
      let s = playCards(marriage(1, rotated(1)), 'C9 CK CA C10');
      expect(winners(s)).toEqual([3]);
      expect(s.parties).toBeNull();
      s = playCards(s, 'CK C10 C9 CA');
      expect(winners(s)).toEqual([3, 2]);
      expect(s.marriage).toEqual({ declarer: 1, clarifiedIn: 2, partner: 2 });
    });

    it('when no person wins one of the first three tricks the deal is abandoned, even if the computer won them all', () => {
      const all = playCards(marriage(1, rotated(1)), 'SA S9 SK SK SA S9 S10 S10 HA H9 H9 HK');
      expect(winners(all)).toEqual([1, 1, 1]);
      expect(all.phase).toBe('abandoned');
      const mixed = playCards(marriage(1, rotated(1)), 'SA S9 SK SK C9 CK CA C10 HK HK HA H9');
      expect(winners(mixed)).toEqual([1, 3, 1]);
      expect(mixed.phase).toBe('abandoned');
    });
  });
});

describe('the duel plays without poverty (Armut)', () => {
  it('fixes poverty off whatever the house rules say, and leaves other tables alone', () => {
    const withPoverty = { ...DDV_RULES, poverty: true, piglets: true };
    expect(rulesUnder(DUEL, withPoverty)).toEqual({ ...withPoverty, poverty: false });
    expect(rulesUnder(null, withPoverty)).toBe(withPoverty);
    expect(fixedRuleConflict(DUEL, withPoverty)).toBe('poverty');
    expect(fixedRuleConflict(DUEL, { ...DDV_RULES, piglets: true })).toBeNull();
    expect(fixedRuleConflict(null, withPoverty)).toBeNull();
  });
});
