/**
 * The double-dummy solver (src/engine/analysis/solver.ts) against brute force: random small
 * endgames reached by random legal play under random rule variants, solos and seats; the
 * exact card points (bisection over null-window searches) and the schwarz questions must
 * equal plain minimax over every legal card. Node counts of both are reported.
 */
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { DeepEvaluation, mergeDeepSnapshots } from '../../src/engine/analysis/deep.ts';
import { bruteForceValue, cloneSim, Solver } from '../../src/engine/analysis/solver.ts';
import { DDV_RULES, type RuleSet } from '../../src/engine/rules.ts';
import { SimContract, SimDeal, simDeal, SimRng } from '../../src/engine/sim/index.ts';

const RULE_VARIANTS: RuleSet[] = [
  DDV_RULES,
  { ...DDV_RULES, dulle: 'secondWins' },
  { ...DDV_RULES, dulle: 'secondWinsExceptLastTrick' },
  { ...DDV_RULES, dulle: 'notTrump' },
  { ...DDV_RULES, withoutNines: true },
  { ...DDV_RULES, piglets: true },
];

/** A deal of a solo played at random until `left` tricks remain. */
function endgame(seed: number, variant: number, solo: number, soloist: number, compulsory: boolean, left: number): SimDeal {
  const rules = RULE_VARIANTS[variant];
  const sim = new SimDeal(rules);
  sim.setup(simDeal(seed, rules), 3, new SimContract().soloOf(soloist, solo, compulsory));
  const rng = new SimRng(seed ^ 0x5bd1e995);
  const buf = new Uint8Array(12);
  while (sim.trickNo < sim.tricks - left) {
    const m = sim.legalMoves(buf);
    sim.play(buf[rng.int(m)]);
  }
  return sim;
}

/** Brute force for the schwarz questions: can the soloist win every remaining trick / can the opponents keep him from any? */
function bruteTricks(sim: SimDeal, soloist: number, all: boolean): boolean {
  if (sim.finished) return all;
  const buf = new Uint8Array(12);
  const m = sim.legalMoves(buf);
  const max = sim.toMove === soloist;
  for (let i = 0; i < m; i++) {
    const c = cloneSim(sim);
    const t = c.trickNo;
    c.play(buf[i]);
    let r: boolean;
    if (c.trickNo > t) {
      const w = c.trickWinner[t];
      if (all && w !== soloist) r = false;
      else if (!all && w === soloist) r = true;
      else r = bruteTricks(c, soloist, all);
    } else r = bruteTricks(c, soloist, all);
    // all: the soloist wants true; !all: "the soloist gets a trick" — he wants true too.
    if (max ? r : !r) return r;
  }
  return !max;
}

const totals = { positions: 0, solverNodes: 0, bruteNodes: 0 };

afterAll(() => {
  console.log(
    `solver vs brute force: ${totals.positions} endgames, solver ${totals.solverNodes} nodes, brute force ${totals.bruteNodes} nodes (${(totals.bruteNodes / Math.max(1, totals.solverNodes)).toFixed(1)}× more)`,
  );
});

describe('double-dummy solver', () => {
  it('finds the exact card points of random endgames (2–3 tricks left), as brute force does', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 0xffffffff }),
        fc.integer({ min: 0, max: RULE_VARIANTS.length - 1 }),
        fc.integer({ min: 0, max: 6 }),
        fc.integer({ min: 0, max: 3 }),
        fc.boolean(),
        fc.integer({ min: 2, max: 3 }),
        (seed, variant, solo, soloist, compulsory, left) => {
          const sim = endgame(seed, variant, solo, soloist, compulsory, left);
          const solver = new Solver({ budget: 10_000_000, ttBits: 12 });
          if (!solver.load(sim, soloist)) return; // superpiglets pending: not solved exactly
          const n0 = solver.stats.nodes;
          const v = solver.value();
          totals.solverNodes += solver.stats.nodes - n0;
          const counter = { nodes: 0 };
          const b = bruteForceValue(sim, soloist, counter);
          totals.bruteNodes += counter.nodes;
          totals.positions++;
          expect(v).toBe(b);
        },
      ),
      { numRuns: 150 },
    );
  }, 60_000);

  it('answers the schwarz questions as brute force does', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 0xffffffff }),
        fc.integer({ min: 0, max: RULE_VARIANTS.length - 1 }),
        fc.integer({ min: 0, max: 6 }),
        fc.integer({ min: 0, max: 3 }),
        (seed, variant, solo, soloist) => {
          const sim = endgame(seed, variant, solo, soloist, true, 2);
          const solver = new Solver({ budget: 10_000_000, ttBits: 12 });
          if (!solver.load(sim, soloist)) return;
          const before = sim.seatTricks[soloist];
          const oppBefore = sim.trickNo - before;
          expect(solver.atLeastTricks(true)).toBe(oppBefore === 0 && bruteTricks(sim, soloist, true));
          expect(solver.atLeastTricks(false)).toBe(before === 0 && !bruteTricks(sim, soloist, false));
        },
      ),
      { numRuns: 80 },
    );
  }, 60_000);

  it('agrees with brute force on 4-trick endgames and keeps a table across questions', () => {
    for (let seed = 1; seed <= 2; seed++) {
      const sim = endgame(seed * 7919, 0, seed % 7, seed % 4, true, 4);
      const solver = new Solver({ budget: 10_000_000, ttBits: 14 });
      solver.load(sim, seed % 4);
      const v = solver.value();
      const counter = { nodes: 0 };
      expect(v).toBe(bruteForceValue(sim, seed % 4, counter));
      // Every threshold question agrees with the value.
      expect(solver.atLeast(v!)).toBe(true);
      expect(solver.atLeast(v! + 1)).toBe(false);
    }
  }, 120_000);

  it('stops at its node budget and reports null', () => {
    const rules = DDV_RULES;
    const sim = new SimDeal(rules);
    sim.setup(simDeal(42, rules), 3, new SimContract().soloOf(0, 0, true));
    const solver = new Solver({ budget: 50 });
    solver.load(sim, 0);
    expect(solver.atLeast(121)).toBeNull();
    expect(solver.value()).toBeNull();
  });
});

describe('deep evaluation', () => {
  it('gives the same result split over workers as in one run', () => {
    const hand = ['CA', 'CA', 'C10', 'CK', 'C9', 'SA', 'HA', 'DA', 'SK', 'HK', 'D9', 'DJ'] as const;
    const opts = { rules: DDV_RULES, samples: 4, seed: 3, solos: ['aces'] as const, policyTricks: 6, nodeBudget: 200_000 };
    const one = new DeepEvaluation([...hand], opts);
    one.run(10);
    const a = new DeepEvaluation([...hand], { ...opts, offset: 0, stride: 2 });
    const b = new DeepEvaluation([...hand], { ...opts, offset: 1, stride: 2 });
    a.run(10);
    b.run(10);
    const merged = mergeDeepSnapshots([a.snapshot(), b.snapshot()]);
    const single = mergeDeepSnapshots([one.snapshot()]);
    expect(merged.samples).toBe(4);
    expect(merged.solos[0].withLead.winProbability).toBe(single.solos[0].withLead.winProbability);
    expect(merged.solos[0].withLead.expectedScore).toBe(single.solos[0].withLead.expectedScore);
    expect(merged.solos[0].withoutLead.pointsHistogram).toEqual(single.solos[0].withoutLead.pointsHistogram);
  });
});
