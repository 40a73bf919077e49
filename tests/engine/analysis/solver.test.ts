/**
 * The double-dummy solver (src/engine/analysis/solver/) against brute force
 * (solver-brute.ts: plain minimax over every legal card on the simulation core): 5-trick
 * endgames precomputed in fixtures/solver-endgames.json, random 3-trick endgames under random
 * rule variants, solos and normal games, from trick boundaries and from inside a trick; the
 * schwarz questions; the table reused across positions and deals in any order; bounds; the
 * node budget; superpiglets that come into force during the search.
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { DeepEvaluation, mergeDeepSnapshots, scoreBracket } from '../../../src/engine/analysis/deep.ts';
import { PROGRESS_NODES, Solver, zobristWords } from '../../../src/engine/analysis/solver/index.ts';
import { soloEndgame } from '../../../bench/positions.ts';
import { DDV_RULES } from '../../../src/engine/rules.ts';
import { K_D9, K_DA, SimContract, SimDeal, simDeal, SimRng } from '../../../src/engine/sim/index.ts';
import { bruteTricks, bruteValue, endgame, SOLVER_RULE_VARIANTS, type EndgameSpec } from './solver-brute.ts';

interface Fixture {
  readonly spec: EndgameSpec;
  readonly value: number;
  readonly allTricks: boolean;
  readonly anyTrick: boolean;
}
const FIXTURES: readonly Fixture[] = JSON.parse(readFileSync(new URL('./fixtures/solver-endgames.json', import.meta.url), 'utf8'));

const specArb = (left: number) =>
  fc.record({
    seed: fc.integer({ min: 0, max: 0x7fffffff }),
    variant: fc.integer({ min: 0, max: SOLVER_RULE_VARIANTS.length - 1 }),
    solo: fc.integer({ min: -1, max: 6 }),
    declarer: fc.integer({ min: 0, max: 3 }),
    compulsory: fc.boolean(),
    left: fc.constant(left),
    extra: fc.integer({ min: 0, max: 3 }),
  });

const totals = { positions: 0, solverNodes: 0, bruteNodes: 0 };
afterAll(() => {
  console.log(
    `solver vs brute force: ${totals.positions} random endgames, solver ${totals.solverNodes} nodes, brute force ${totals.bruteNodes} nodes (${(totals.bruteNodes / Math.max(1, totals.solverNodes)).toFixed(1)}× more)`,
  );
});

/** Re's points from the position by the solver, checked for self-consistency on the way. */
function solve(solver: Solver, sim: SimDeal): number {
  expect(solver.load(sim)).toBe(true);
  const v = solver.value()!;
  expect(v).toBeGreaterThanOrEqual(0);
  expect(v).toBeLessThanOrEqual(solver.pointsLeft);
  expect(solver.atLeast(v)).toBe(true);
  expect(solver.atLeast(v + 1)).toBe(false);
  return v;
}

describe('double-dummy solver', () => {
  it('finds the exact card points of 5-trick endgames, as brute force did (fixtures)', () => {
    expect(FIXTURES.length).toBeGreaterThanOrEqual(20);
    const solver = new Solver({ ttBits: 16 });
    for (const f of FIXTURES) {
      const sim = endgame(f.spec);
      expect(solve(solver, sim), JSON.stringify(f.spec)).toBe(f.value);
      expect(solver.allTricks()).toBe(f.allTricks && sim.trickNo - reTricks(sim) === 0);
      expect(solver.noTrick()).toBe(!f.anyTrick && reTricks(sim) === 0);
    }
  });

  it('finds the exact card points of random 3-trick endgames, from inside a trick too', () => {
    fc.assert(
      fc.property(specArb(3), (spec) => {
        const sim = endgame(spec);
        const solver = new Solver({ ttBits: 12 });
        if (!solver.load(sim)) return;
        const n0 = solver.stats.nodes;
        const v = solve(solver, sim);
        totals.solverNodes += solver.stats.nodes - n0;
        const counter = { nodes: 0 };
        expect(v).toBe(bruteValue(sim, counter));
        totals.bruteNodes += counter.nodes;
        totals.positions++;
      }),
      { numRuns: 120 },
    );
  }, 120_000);

  it('finds the exact card points of random 4-trick endgames of every solo type and the normal game', () => {
    for (let solo = -1; solo <= 6; solo++) {
      fc.assert(
        fc.property(specArb(4), (drawn) => {
          const spec = { ...drawn, solo };
          const sim = endgame(spec);
          const solver = new Solver({ ttBits: 14 });
          if (!solver.load(sim)) return;
          const v = solve(solver, sim);
          expect(v, JSON.stringify(spec)).toBe(bruteValue(sim, { nodes: 0 }));
        }),
        { numRuns: 4 },
      );
    }
  }, 120_000);

  it('values every card of the player to move: the best of them is the position', () => {
    fc.assert(
      fc.property(specArb(3), (spec) => {
        const sim = endgame(spec);
        const solver = new Solver({ ttBits: 12 });
        if (!solver.load(sim)) return;
        const v = solver.value()!;
        const cards = solver.cardValues()!;
        expect(cards.length).toBeGreaterThan(0);
        const values = cards.map((c) => c.value);
        const re = sim.isRe(sim.toMove);
        expect(re ? Math.max(...values) : Math.min(...values)).toBe(v);
        const buf = new Uint8Array(12);
        const legal = Array.from(buf.subarray(0, sim.legalMoves(buf))).sort((a, b) => a - b);
        expect(cards.map((c) => c.kind).sort((a, b) => a - b)).toEqual(legal);
      }),
      { numRuns: 60 },
    );
  }, 60_000);

  it('answers the schwarz questions as brute force does', () => {
    fc.assert(
      fc.property(specArb(2), (spec) => {
        const sim = endgame({ ...spec, extra: 0 });
        const solver = new Solver({ ttBits: 12 });
        if (!solver.load(sim)) return;
        const before = reTricks(sim);
        expect(solver.allTricks()).toBe(sim.trickNo - before === 0 && bruteTricks(sim, true));
        expect(solver.noTrick()).toBe(before === 0 && !bruteTricks(sim, false));
      }),
      { numRuns: 80 },
    );
  }, 60_000);

  it('plays the last two tricks out exactly from any of their cards, for every question, one table for all', () => {
    // The last two tricks are searched without move ordering or bounds (lastTwo); their
    // boundary positions still go into the table that later positions read.
    const shared = new Solver({ ttBits: 10 });
    fc.assert(
      fc.property(specArb(2), (spec) => {
        const sim = endgame(spec);
        if (!shared.load(sim)) return;
        expect(shared.value(), JSON.stringify(spec)).toBe(bruteValue(sim));
        const before = reTricks(sim);
        expect(shared.allTricks()).toBe(sim.trickNo - before === 0 && bruteTricks(sim, true));
        expect(shared.noTrick()).toBe(before === 0 && !bruteTricks(sim, false));
      }),
      { numRuns: 150 },
    );
  }, 60_000);

  it('reuses its table across positions of one deal and across deals, in any order', () => {
    // Positions along one deal (every trick boundary and some in between) and of other deals.
    const positions: SimDeal[] = [];
    for (let d = 0; d < 3; d++) {
      for (let cards = 24; cards <= 40; cards += 4) {
        const left = 12 - Math.floor(cards / 4);
        positions.push(endgame({ seed: 77 + d, variant: d, solo: d === 2 ? -1 : d * 3, declarer: d, compulsory: true, left, extra: cards % 4 }));
      }
    }
    const fresh = positions.map((p) => solve(new Solver({ ttBits: 14 }), p));
    fc.assert(
      fc.property(
        fc.shuffledSubarray(
          positions.map((_, i) => i),
          { minLength: positions.length },
        ),
        (order) => {
          const shared = new Solver({ ttBits: 14 });
          for (const i of order) {
            expect(shared.load(positions[i], true)).toBe(true);
            expect(shared.value()).toBe(fresh[i]);
          }
        },
      ),
      { numRuns: 6 },
    );
  }, 120_000);

  it('takes bounds from positions of the same structure only widened by their point gap', () => {
    // One table for many positions of many deals and solos: positions whose cards differ only
    // in points share structural entries. The values must be those of a solver without them.
    const shared = new Solver({ ttBits: 14 });
    const plain = new Solver({ ttBits: 14, structural: false });
    fc.assert(
      fc.property(specArb(5), (spec) => {
        const sim = endgame(spec);
        if (!shared.load(sim, true)) return;
        plain.clear();
        plain.load(sim);
        expect(shared.value(), JSON.stringify(spec)).toBe(plain.value());
      }),
      { numRuns: 60 },
    );
    expect(shared.stats.structureHits).toBeGreaterThan(0);
    expect(plain.stats.structureHits).toBe(0);
  }, 120_000);

  it('takes bounds from positions of the same pattern (partition search) only as a solver without them would', () => {
    // One table for many positions of many deals, solos and rule variants, from trick
    // boundaries and from inside a trick: entries proved for a pattern (the relevant top cards
    // of each suit, the others only counted per hand) decide other positions of that pattern,
    // widened by the points of their other cards. Random play to six tricks from the end
    // leaves scattered cards, so patterns meet often; the values must be the plain solver's.
    const shared = new Solver({ ttBits: 14 });
    const plain = new Solver({ ttBits: 14, partition: false });
    fc.assert(
      fc.property(specArb(6), (spec) => {
        const sim = endgame(spec);
        if (!shared.load(sim, true)) return;
        plain.clear();
        plain.load(sim);
        expect(shared.value(), JSON.stringify(spec)).toBe(plain.value());
        const need = Math.max(1, plain.pointsLeft >> 1);
        expect(shared.atLeast(need), JSON.stringify(spec)).toBe(plain.atLeast(need));
      }),
      { numRuns: 300 },
    );
    expect(shared.stats.patternHits).toBeGreaterThan(0);
    expect(plain.stats.patternHits).toBe(0);
  }, 120_000);

  it('solves the endings of the bench (7 tricks to go, every solo type) alike with and without the partition search', () => {
    const partitioned = new Solver();
    const plain = new Solver({ partition: false });
    for (let i = 0; i < 7; i++) {
      const sim = soloEndgame(i, 7);
      partitioned.load(sim);
      plain.clear();
      plain.load(sim);
      expect(partitioned.value(), `ending ${i}`).toBe(plain.value());
    }
    // Fewer cards tried with it: the point of the pattern table.
    expect(partitioned.stats.nodes).toBeLessThan(plain.stats.nodes);
  }, 120_000);

  it('keys positions with two independent 32-bit words (a 64-bit key, not one word and a function of it)', () => {
    // Rank over GF(2) of the features' 64-bit keys: with the second word a linear map of the
    // first (consecutive xorshift32 outputs) it was 32, and a verified table hit had 32-bit safety.
    const [z1, z2] = zobristWords();
    const basis: bigint[] = [];
    for (let i = 0; i < z1.length; i++) {
      let v = (BigInt(z1[i] >>> 0) << 32n) | BigInt(z2[i] >>> 0);
      for (const b of basis) if ((v ^ b) < v) v ^= b;
      if (v !== 0n) {
        basis.push(v);
        basis.sort((a, b) => (a > b ? -1 : a < b ? 1 : 0));
      }
    }
    expect(basis.length).toBe(64);
    expect(new Set(z1).size).toBe(z1.length);
  });

  it('solves superpiglets that come into force during the search', () => {
    // Diamonds solo, piglets announced on their first play: find a deal where the holder of
    // both ♦A has not played one yet and another hand still holds both ♦9 three tricks from the end.
    const rules = { ...DDV_RULES, piglets: true, superpiglets: true, pigletsDeclared: 'firstPlay' as const };
    let found = 0;
    for (let seed = 1; found < 4 && seed < 4000; seed++) {
      const sim = new SimDeal(rules);
      sim.setup(simDeal(seed, rules), 3, new SimContract().soloOf(seed & 3, 'diamonds', true));
      if (sim.pigletHolder < 0 || sim.superHolder < 0) continue;
      const rng = new SimRng(seed);
      const buf = new Uint8Array(12);
      while (sim.trickNo < sim.tricks - 3) {
        const m = sim.legalMoves(buf);
        // Keep the ♦A and ♦9 when there is a choice.
        const keep = Array.from(buf.subarray(0, m)).filter((k) => k !== K_DA && k !== K_D9);
        sim.play(keep.length > 0 ? keep[rng.int(keep.length)] : buf[rng.int(m)]);
      }
      if (sim.superActive || sim.copies(sim.pigletHolder, K_DA) === 0 || sim.copies(sim.superHolder, K_D9) !== 2) continue;
      found++;
      expect(solve(new Solver({ ttBits: 12 }), sim)).toBe(bruteValue(sim));
    }
    expect(found).toBeGreaterThan(0);
  }, 60_000);

  it('stops at its node budget, answers null and counts it', () => {
    const sim = endgame({ seed: 42, variant: 0, solo: 0, declarer: 0, compulsory: true, left: 12, extra: 0 });
    const solver = new Solver({ nodeBudget: 50 });
    solver.load(sim);
    expect(solver.atLeast(60)).toBeNull();
    expect(solver.value()).toBeNull();
    expect(solver.stats.budgetHits).toBe(2);
    // The position is intact after the abort: a larger budget answers.
    solver.nodeBudget = Infinity;
    expect(solver.atLeast(0)).toBe(true);
  });

  it('reports its progress every PROGRESS_NODES cards tried, and how many cards it has valued', () => {
    const seen: number[] = [];
    const solver = new Solver({ ttBits: 14, onProgress: (nodes) => seen.push(nodes) });
    // 8 tricks to go of a spades solo: a few million cards tried (bench/positions.ts #1).
    const sim = soloEndgame(1, 8);
    expect(solver.load(sim)).toBe(true);
    const values = solver.cardValues()!;
    expect(solver.cardsValued).toBe(values.length);
    expect(solver.cardsToValue).toBe(values.length);
    expect(seen.length).toBe(Math.floor(solver.stats.nodes / PROGRESS_NODES));
    seen.forEach((n, i) => expect(n).toBe((i + 1) * PROGRESS_NODES + 1));
  }, 60_000);

  it('refuses positions whose parties are not known yet (an open marriage)', () => {
    const sim = new SimDeal(DDV_RULES);
    // The sim core does not check who holds the ♣Q: a marriage of seat 0 is open until a trick clarifies it.
    sim.setup(simDeal(5, DDV_RULES), 3, new SimContract().marriage(0));
    expect(sim.marriageOpen).toBe(true);
    expect(new Solver({ ttBits: 10 }).load(sim)).toBe(false);
  });
});

describe('deep evaluation', () => {
  it("asks only the score's questions and lands in the bracket of the exact card points (fixtures)", () => {
    const brackets = [0, 30, 60, 90, 121, 151, 181, 211];
    let seen = 0;
    for (const f of FIXTURES) {
      const sim = endgame(f.spec);
      if (!sim.solo) continue;
      seen++;
      const solver = new Solver({ ttBits: 14 });
      expect(solver.load(sim)).toBe(true);
      const before = solver.pointsBefore;
      const total = before + f.value;
      const s0 = solver.stats.searches;
      const b = scoreBracket(solver, before)!;
      const allTricks = f.allTricks && sim.trickNo - reTricks(sim) === 0;
      const noTrick = !f.anyTrick && reTricks(sim) === 0;
      const floor = brackets.filter((x) => x <= total).at(-1)!;
      expect(b.points, JSON.stringify(f.spec)).toBe(allTricks ? 240 : floor);
      expect(b.allTricks).toBe(allTricks);
      expect(b.noTrick).toBe(floor === 0 && noTrick);
      // At most the win question, three level questions and one schwarz question.
      expect(solver.stats.searches - s0).toBeLessThanOrEqual(5);
    }
    expect(seen).toBeGreaterThanOrEqual(10);
  });

  it('gives the same result split over workers as in one run', () => {
    const hand = ['CA', 'CA', 'C10', 'CK', 'C9', 'SA', 'HA', 'DA', 'SK', 'HK', 'D9', 'DJ'] as const;
    const opts = { rules: DDV_RULES, samples: 4, seed: 3, solos: ['aces'] as const };
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
    expect(single.solos[0].withLead.fallbacks).toBe(0);
  });
});

function reTricks(sim: SimDeal): number {
  let n = 0;
  for (let s = 0; s < 4; s++) if (sim.isRe(s)) n += sim.seatTricks[s];
  return n;
}
