import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dealResult } from '../../src/engine/outcome.ts';
import { newSession, recordGame } from '../../src/engine/session.ts';
import { MAX_DEAL_VALUE, sessionProblem, sheetDealProblem, type Scores } from '../../src/engine/sessionCheck.ts';
import { finishedDeal, ruleSetArb } from '../fuzz/hostile.ts';

const normal = { kind: 'normal' } as const;
const row = (scores: Scores, extra: object = {}) => ({ contract: normal, redeal: false, scores, ...extra });

describe('what a session sheet can hold (docs/rules.md §11.3)', () => {
  it('every deal the engine scores is a row it accepts, and a session of them adds up', () => {
    fc.assert(
      fc.property(ruleSetArb, fc.nat(), fc.nat({ max: 19 }), (rules, seed, solo) => {
        const r = dealResult(finishedDeal(seed, rules, solo));
        expect(Math.abs(r.value)).toBeLessThanOrEqual(MAX_DEAL_VALUE);
        expect(sheetDealProblem({ contract: r.contract, redeal: false, value: r.value, scores: r.scores })).toBeNull();
        const s = recordGame(recordGame(newSession('open'), { contract: r.contract, redeal: false, scores: r.scores }), {
          contract: null,
          redeal: true,
          scores: [0, 0, 0, 0],
        });
        expect(sessionProblem(s, s.games)).toBeNull();
      }),
      { numRuns: 150 },
    );
  });

  it('refuses rows no deal can give, saying why', () => {
    expect(sheetDealProblem(row([1e6, 1e6, 1e6, 1e6]))).toEqual({ code: 'notZeroSum', sum: 4e6 });
    expect(sheetDealProblem(row([2, -2, 2, -1]))).toEqual({ code: 'notZeroSum', sum: 1 });
    expect(sheetDealProblem(row([2, -2, 1, -1]))).toEqual({ code: 'notSeatScores' });
    expect(sheetDealProblem(row([1e6, -1e6, 1e6, -1e6]))).toEqual({ code: 'valueTooHigh', value: 1e6, max: MAX_DEAL_VALUE });
    expect(sheetDealProblem(row([2, -2, 2, -2], { value: 3 }))).toEqual({ code: 'notTheValue', value: 3 });
    expect(sheetDealProblem(row([2, -2, 2, -2], { value: -2 }))).toBeNull();
    expect(sheetDealProblem({ contract: { kind: 'solo', declarer: 1, solo: 'jacks', compulsory: false }, redeal: false, scores: [6, -2, -2, -2] })).toEqual({
      code: 'soloistNotDeclarer',
      declarer: 1,
    });
    expect(sheetDealProblem({ contract: { kind: 'solo', declarer: 0, solo: 'jacks', compulsory: false }, redeal: false, scores: [-6, 2, 2, 2] })).toBeNull();
    // A silent marriage is a normal contract played alone: +3V against three −V is its pattern.
    expect(sheetDealProblem(row([-1, -1, 3, -1]))).toBeNull();
    // Named as a silent solo, the soloist's score must be his.
    expect(sheetDealProblem(row([-1, -1, 3, -1], { silentSoloist: 2 }))).toBeNull();
    expect(sheetDealProblem(row([-1, -1, 3, -1], { silentSoloist: 0 }))).toEqual({ code: 'soloistNotDeclarer', declarer: 0 });
    expect(sheetDealProblem({ contract: null, redeal: true, scores: [1, -1, 1, -1] })).toEqual({ code: 'scoredWithoutPlay' });
    expect(sheetDealProblem({ contract: normal, redeal: false, abandoned: true, scores: [0, 0, 0, 0] })).toBeNull();
  });

  it('refuses totals and counts that are not those of the deals', () => {
    const s = recordGame(newSession('open'), { contract: normal, redeal: false, scores: [2, -2, 2, -2] });
    expect(sessionProblem({ ...s, totals: [1e6, 1e6, 1e6, 1e6] }, s.games)).toEqual({ code: 'totals', seat: 0, total: 1e6, sum: 2 });
    expect(sessionProblem({ ...s, played: 2 }, s.games)).toEqual({ code: 'played', played: 2, counted: 1 });
  });
});
