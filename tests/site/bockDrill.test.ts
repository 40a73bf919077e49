// The Bock drill's answers are the engine's: one round covers as many deals as there are players,
// starting with the next deal; overlapping rounds multiply.
import { describe, expect, it } from 'vitest';
import { bockAnswer, bockReaches, BOCK_CHOICES, BOCK_SCENARIOS } from '../../src/components/pad/bockDrill.ts';

describe('the Bock round drill', () => {
  it('answers each scenario with the factor the engine gives', () => {
    expect(BOCK_SCENARIOS.map(bockAnswer)).toEqual([2, 4, 1, 4, 8]);
    for (const s of BOCK_SCENARIOS) expect(BOCK_CHOICES).toContain(bockAnswer(s));
  });
  it('says which deals each Bock round covers', () => {
    expect(bockReaches(BOCK_SCENARIOS[1])).toEqual([
      { deal: 2, event: 'tie120', first: 3, last: 6, covers: true },
      { deal: 4, event: 'soloLost', first: 5, last: 8, covers: true },
    ]);
    expect(bockReaches(BOCK_SCENARIOS[2])).toEqual([{ deal: 1, event: 'soloLost', first: 2, last: 6, covers: false }]);
    // The answer is 2 to the number of rounds that cover the deal.
    for (const s of BOCK_SCENARIOS) expect(bockAnswer(s)).toBe(2 ** bockReaches(s).filter((r) => r.covers).length);
  });
});
