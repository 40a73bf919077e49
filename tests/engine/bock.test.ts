/** Bock rounds (docs/rules.md §19.2): which deals count double, and how overlapping rounds stack. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bockCover, bockCoverNext, bockEvents, bockFactor, NO_BOCK, type BockFacts } from '../../src/engine/evening/bock.ts';

const facts = (o: Partial<BockFacts> & { re?: number; winner?: 're' | 'kontra' | null; value?: number } = {}): BockFacts => ({
  result: { cardPoints: { re: o.re ?? 130, kontra: 240 - (o.re ?? 130) }, winner: o.winner === undefined ? 're' : o.winner, value: o.value ?? 1, lines: [] },
  solo: o.solo ?? false,
  reLevel: o.reLevel ?? -1,
  kontraLevel: o.kontraLevel ?? -1,
});
const ALL = { tie120: true, soloLost: true, reAndKontra: true, zeroValue: true };

describe('which events start a Bock round', () => {
  it('each event only where its setting is on', () => {
    expect(bockEvents(facts({ re: 120, winner: 'kontra', value: -2 }), ALL)).toEqual(['tie120']);
    expect(bockEvents(facts({ re: 120, winner: 'kontra', value: -2 }), NO_BOCK)).toEqual([]);
    expect(bockEvents(facts({ solo: true, winner: 'kontra', value: -1 }), ALL)).toEqual(['soloLost']);
    expect(bockEvents(facts({ solo: true, winner: null, value: 0 }), ALL)).toEqual(['soloLost', 'zeroValue']);
    expect(bockEvents(facts({ solo: true, winner: 're' }), ALL)).toEqual([]);
    expect(bockEvents(facts({ reLevel: 0, kontraLevel: 1 }), ALL)).toEqual(['reAndKontra']);
    expect(bockEvents(facts({ reLevel: 2 }), ALL)).toEqual([]);
  });
});

describe('how long a Bock round runs and how rounds stack', () => {
  it('one round of deals after the deal that started it', () => {
    expect(bockCover([1, 0, 0, 0, 0, 0], 4)).toEqual([0, 1, 1, 1, 1, 0]);
    expect(bockCover([1, 0, 1, 0, 0, 0, 0], 4)).toEqual([0, 1, 1, 2, 2, 1, 1]);
    expect(bockCover([2, 0], 5)).toEqual([0, 2]);
    expect(bockCoverNext([0, 0, 1], 4)).toBe(1);
    expect([0, 1, 2, 3].map(bockFactor)).toEqual([1, 2, 4, 8]);
  });

  const starts = fc.array(fc.nat(2), { maxLength: 40 });
  const length = fc.integer({ min: 4, max: 6 });
  it('property: each Bock round covers exactly the deals of one round that follow it (or those left)', () => {
    fc.assert(
      fc.property(starts, length, (s, n) => {
        const cover = bockCover(s, n);
        const total = s.reduce((sum, k, i) => sum + k * Math.min(n, s.length - 1 - i), 0);
        expect(cover.reduce((a, b) => a + b, 0)).toBe(total);
        expect(cover[0] ?? 0).toBe(0);
      }),
    );
  });
  it('property: a deal is covered by the rounds started in the round before it, and by nothing else', () => {
    fc.assert(
      fc.property(starts, length, (s, n) => {
        bockCover(s, n).forEach((c, j) => expect(c).toBe(s.slice(Math.max(0, j - n), j).reduce((a, b) => a + b, 0)));
      }),
    );
  });
  it('property: stacking multiplies: the factor of two overlapping sets of rounds is the product of theirs', () => {
    fc.assert(
      fc.property(fc.nat(6), fc.nat(6), (a, b) => {
        expect(bockFactor(a + b)).toBe(bockFactor(a) * bockFactor(b));
        expect(bockFactor(a)).toBeGreaterThanOrEqual(1);
      }),
    );
  });
  it("property: starting a Bock round never lowers any later deal's factor, and leaves earlier deals alone", () => {
    fc.assert(
      fc.property(starts, length, fc.nat(39), (s, n, at) => {
        fc.pre(at < s.length);
        const more = s.map((k, i) => (i === at ? k + 1 : k));
        const before = bockCover(s, n);
        const after = bockCover(more, n);
        after.forEach((c, j) => expect(c - before[j]).toBe(j > at && j <= at + n ? 1 : 0));
      }),
    );
  });
});
