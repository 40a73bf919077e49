/** Settling up: who pays whom, in the fewest payments. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { balances, settle, type Payment } from '../../src/engine/evening/settle.ts';

const after = (b: readonly number[], ps: readonly Payment[]) => {
  const out = [...b];
  for (const p of ps) {
    out[p.from] += p.cents;
    out[p.to] -= p.cents;
  }
  return out;
};

/** The fewest payments by brute force: n' minus the most zero-sum groups over every set partition. */
function fewest(b: readonly number[]): number {
  const open = b.filter((x) => x !== 0);
  let best = 0;
  const go = (i: number, groups: number[]) => {
    if (i === open.length) {
      if (groups.every((g) => g === 0)) best = Math.max(best, groups.length);
      return;
    }
    for (let g = 0; g < groups.length; g++) {
      groups[g] += open[i];
      go(i + 1, groups);
      groups[g] -= open[i];
    }
    go(i + 1, [...groups, open[i]]);
  };
  go(0, []);
  return open.length - best;
}

const zeroSum = fc.array(fc.integer({ min: -500, max: 500 }), { minLength: 3, maxLength: 5 }).map((xs) => [...xs, -xs.reduce((a, b) => a + b, 0)]);

describe('settling up', () => {
  it('pays the stake per point', () => {
    expect(balances([12, -4, -8, 0], 10)).toEqual([120, -40, -80, 0]);
    expect(settle([120, -40, -80, 0])).toEqual([
      { from: 2, to: 0, cents: 80 },
      { from: 1, to: 0, cents: 40 },
    ]);
  });
  it('pairs that cancel pay each other: two payments, not three', () => {
    expect(settle([30, -30, 50, -50]).length).toBe(2);
    expect(settle([0, 0, 0, 0])).toEqual([]);
  });
  it('property: the payments even out every balance, each above zero', () => {
    fc.assert(
      fc.property(zeroSum, (b) => {
        const ps = settle(b);
        expect(after(b, ps).every((x) => x === 0)).toBe(true);
        for (const p of ps) expect(p.cents).toBeGreaterThan(0);
      }),
    );
  });
  it('property: no fewer payments could do it (brute force over every grouping)', () => {
    fc.assert(
      fc.property(zeroSum, (b) => {
        expect(settle(b).length).toBe(fewest(b));
      }),
    );
  });
  it('refuses balances that do not sum to zero', () => {
    expect(() => settle([1, 0, 0, 0])).toThrow();
  });
});
