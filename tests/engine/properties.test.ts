/** Invariants over random seeds and random rule sets (fast-check). */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sumPoints } from '../../src/engine/cards.ts';
import { apply, newDeal, type DealState } from '../../src/engine/deal.ts';
import { legalActions, playableCards, possibleDeclarations } from '../../src/engine/legal.ts';
import { dealResult } from '../../src/engine/outcome.ts';
import { createRng, dealHands } from '../../src/engine/rng.ts';
import { playRandomly, randomDeal } from '../../src/engine/random.ts';
import { readDealRecord, toRecord } from '../../src/engine/record.ts';
import { RULE_KEYS, RULE_VALUES, type RuleSet } from '../../src/engine/rules.ts';
import { scoreInput } from '../../src/engine/score.ts';
import type { Seat } from '../../src/engine/parties.ts';

const ruleSetArb: fc.Arbitrary<RuleSet> = fc.record(
  Object.fromEntries(RULE_KEYS.map((k) => [k, fc.constantFrom(...(RULE_VALUES[k] as readonly unknown[]))])) as never,
) as unknown as fc.Arbitrary<RuleSet>;
const seedArb = fc.integer({ min: 0, max: 0xffffffff });

/** A whole deal from the reservation round on, every choice random among the legal actions. */
function randomFullDeal(seed: number, rules: RuleSet): DealState {
  const rng = createRng(seed ^ 0x5bd1e995);
  const start = newDeal({ rules, dealer: (seed % 4) as Seat, hands: dealHands(seed, rules) });
  if (!start.ok) throw new Error('start');
  let s = start.value;
  while (s.phase !== 'playing' && s.phase !== 'redeal' && s.phase !== 'finished') {
    const actions = legalActions(s);
    expect(actions.length).toBeGreaterThan(0);
    // Reserve rarely so that normal games stay common; declare anything that is possible.
    const pick = s.phase === 'reservation' ? actions.filter((a) => a.type !== 'reserve' || !a.reservation || rng.next() < 0.3) : actions;
    const a = pick[rng.int(pick.length)];
    const r = apply(s, a);
    expect(r.ok).toBe(true);
    if (r.ok) s = r.value;
  }
  if (s.phase === 'playing') s = playRandomly(s, rng, 0.05);
  return s;
}

describe('invariants of random deals', () => {
  it('240 card points, 12 (or 10) tricks, scores sum to zero, same parity', () => {
    fc.assert(
      fc.property(seedArb, ruleSetArb, (seed, rules) => {
        const s = randomFullDeal(seed, rules);
        if (s.phase === 'redeal') return;
        expect(s.phase).toBe('finished');
        expect(s.tricks).toHaveLength(rules.withoutNines ? 10 : 12);
        expect(s.tricks.reduce((p, t) => p + sumPoints(t.cards), 0)).toBe(240);
        const res = dealResult(s);
        expect(res.cardPoints.re + res.cardPoints.kontra).toBe(240);
        expect(res.tricks.re + res.tricks.kontra).toBe(s.tricks.length);
        expect(res.scores.reduce((a, b) => a + b, 0)).toBe(0);
        expect(new Set(res.scores.map((x) => Math.abs(x) % 2)).size).toBe(1);
        expect(res.value).toBe(res.lines.reduce((v, l) => v + (l.party === 're' ? l.points : -l.points), 0));
      }),
      { numRuns: 300 },
    );
  });

  it('a legal action always exists while the cards are played, and every listed one is accepted', () => {
    fc.assert(
      fc.property(seedArb, ruleSetArb, (seed, rules) => {
        const rng = createRng(seed);
        const start = newDeal({ rules, dealer: 0, hands: dealHands(seed, rules), contract: { kind: 'normal' } });
        let s = start.ok ? start.value : null!;
        while (s.phase === 'playing') {
          const actions = legalActions(s);
          expect(actions.length).toBeGreaterThan(0);
          if (playableCards(s).length === 0) expect(s.forced).not.toBeNull();
          for (const a of actions) expect(apply(s, a).ok).toBe(true);
          const r = apply(s, actions[rng.int(actions.length)]);
          if (r.ok) s = r.value;
        }
      }),
      { numRuns: 60 },
    );
  });

  it("one seat's legal actions are exactly its part of every seat's, in every phase", () => {
    fc.assert(
      fc.property(seedArb, ruleSetArb, (seed, rules) => {
        const rng = createRng(seed);
        const start = newDeal({ rules, dealer: (seed % 4) as Seat, hands: dealHands(seed, rules) });
        let s = start.ok ? start.value : null!;
        while (s.phase !== 'finished' && s.phase !== 'redeal' && s.phase !== 'abandoned') {
          const all = legalActions(s);
          for (const seat of [0, 1, 2, 3] as Seat[]) expect(legalActions(s, seat)).toEqual(all.filter((a) => a.seat === seat));
          const r = apply(s, all[rng.int(all.length)]);
          if (r.ok) s = r.value;
        }
      }),
      { numRuns: 25 },
    );
  });

  it('every random deal written as a record replays and scores the same', () => {
    fc.assert(
      fc.property(seedArb, ruleSetArb, (seed, rules) => {
        const s = randomFullDeal(seed, rules);
        const rec = JSON.parse(JSON.stringify(toRecord(s)));
        if (s.phase === 'redeal') return;
        const r = scoreInput(rec);
        if (!r.ok) throw new Error(JSON.stringify(r.error));
        expect(r.value).toEqual(dealResult(s));
      }),
      { numRuns: 200 },
    );
  });

  it('seeded dealing is reproducible and deals a full deck', () => {
    fc.assert(
      fc.property(seedArb, fc.boolean(), (seed, withoutNines) => {
        const h = dealHands(seed, { withoutNines });
        expect(dealHands(seed, { withoutNines })).toEqual(h);
        expect(h.flat()).toHaveLength(withoutNines ? 40 : 48);
        expect(sumPoints(h.flat())).toBe(240);
      }),
    );
  });

  it('random announcements never break scoring', () => {
    fc.assert(
      fc.property(seedArb, (seed) => {
        const s = randomDeal(seed, { ...RULE_VALUES_DEFAULT }, { announceRate: 0.3 });
        const res = dealResult(s);
        expect(res.scores.reduce((a, b) => a + b, 0)).toBe(0);
        expect(readDealRecord(JSON.parse(JSON.stringify(toRecord(s)))).ok).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it('a seat with both club queens can always declare a marriage', () => {
    fc.assert(
      fc.property(seedArb, (seed) => {
        const h = dealHands(seed, { withoutNines: false });
        const start = newDeal({ rules: RULE_VALUES_DEFAULT, dealer: 3, hands: h });
        if (!start.ok) return;
        for (const seat of [0, 1, 2, 3] as Seat[]) {
          const both = h[seat].filter((c) => c === 'CQ').length === 2;
          expect(possibleDeclarations(start.value, seat).some((d) => d.kind === 'marriage')).toBe(both);
        }
      }),
    );
  });
});

const RULE_VALUES_DEFAULT = Object.fromEntries(RULE_KEYS.map((k) => [k, RULE_VALUES[k][0]])) as unknown as RuleSet;
