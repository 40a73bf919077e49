/**
 * Benchmark of the solo analysis, one core (DDV rules, 48 cards). Rates are per second of this
 * process's CPU time (steady while other work shares the machine); `…PerWallSecond` beside
 * them. `benchAnalysis(ms)` returns:
 * - `tier2SamplesPerSecond`: quick-simulation samples per second (each sample plays all seven
 *   solos with and without the lead plus the normal game: 15 policy playouts);
 * - `tier2PlayoutsPerSecond`: the same as policy playouts per second;
 * - `solverNodesPerSecond`, `solverPositionsPerSecond`: tier 3's double-dummy solver on
 *   positions after four policy tricks (8 tricks left), one null-window question each (can
 *   the soloist reach 121?), node budget 250,000;
 * - `deepPositionsPerSecond`: whole tier-3 evaluations (policy tricks, the score questions,
 *   retries from a later trick after a budget overrun) per second;
 * - `verdictMs1000` (CPU) / `verdictWallMs1000`: a complete 1,000-sample verdict (`analyseHand`:
 *   instant verdict, simulation, normal game, key cards on 400 samples per solo).
 */
import { analyseHand } from '../src/engine/analysis/analyse.ts';
import { DeepEvaluation } from '../src/engine/analysis/deep.ts';
import { Playout, Simulation } from '../src/engine/analysis/montecarlo.ts';
import { Sampler } from '../src/engine/analysis/sampler.ts';
import { Solver } from '../src/engine/analysis/solver.ts';
import type { CardId } from '../src/engine/cards.ts';
import { DDV_RULES } from '../src/engine/rules.ts';
import { dealHands } from '../src/engine/rng.ts';

const BENCH_HANDS: CardId[][] = [
  ['H10', 'CQ', 'CQ', 'SQ', 'HQ', 'DQ', 'CJ', 'CA', 'C10', 'CK', 'SA', 'HA'],
  ['CA', 'CA', 'C10', 'CK', 'C9', 'SA', 'HA', 'DA', 'SK', 'HK', 'D9', 'DJ'],
  ['CQ', 'SQ', 'HQ', 'DQ', 'HQ', 'CA', 'SA', 'HA', 'DA', 'C10', 'S9', 'H9'],
];

export interface AnalysisFigures {
  tier2SamplesPerSecond: number;
  tier2SamplesPerWallSecond: number;
  tier2PlayoutsPerSecond: number;
  solverNodesPerSecond: number;
  solverPositionsPerSecond: number;
  deepPositionsPerSecond: number;
  /** CPU milliseconds of a complete 1,000-sample verdict. */
  verdictMs1000: number;
  verdictWallMs1000: number;
}

/** CPU seconds of this process so far. */
const cpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
};

interface Timed {
  count: number;
  cpu: number;
  wall: number;
}

/** Run `step` (returning units done) until `ms` of wall time have passed. */
function timed(ms: number, step: () => number): Timed {
  let count = 0;
  const c0 = cpu();
  const t0 = performance.now();
  do count += step();
  while (performance.now() - t0 < ms);
  return { count, cpu: cpu() - c0, wall: (performance.now() - t0) / 1000 };
}

function tier2(ms: number): Timed {
  new Simulation(BENCH_HANDS[0], { rules: DDV_RULES, samples: 100, seed: 1 }).run(100); // warm-up
  let h = 0;
  return timed(ms, () => {
    h++;
    return new Simulation(BENCH_HANDS[h % BENCH_HANDS.length], { rules: DDV_RULES, samples: 200, seed: h }).run(200);
  });
}

function solver(ms: number): { nodes: Timed; positions: Timed } {
  const solver = new Solver({ budget: 250_000 });
  const p = new Playout(DDV_RULES);
  let nodes = 0;
  let i = 0;
  const positions = timed(ms, () => {
    const hand = dealHands(i, DDV_RULES)[0];
    const sampler = new Sampler(hand, DDV_RULES);
    sampler.shuffle(1, i);
    p.setupSolo(sampler, i % 7, true, 0);
    p.policy.playTricks(4);
    solver.load(p.sim, 0);
    const n0 = solver.stats.nodes;
    solver.atLeast(121 - p.sim.seatPoints[0]);
    nodes += solver.stats.nodes - n0;
    i++;
    return 1;
  });
  return { nodes: { ...positions, count: nodes }, positions };
}

function deep(ms: number): Timed {
  let h = 0;
  return timed(ms, () => {
    const d = new DeepEvaluation(BENCH_HANDS[h % BENCH_HANDS.length], { rules: DDV_RULES, samples: 2, seed: h + 1 });
    h++;
    return 14 * d.run(2);
  });
}

const rate = (t: Timed, by: 'cpu' | 'wall' = 'cpu') => t.count / Math.max(1e-9, t[by]);

export function benchAnalysis(ms = 2000): AnalysisFigures {
  const t2 = tier2(ms);
  const s = solver(ms);
  const d = deep(ms);
  const c0 = cpu();
  const t0 = performance.now();
  analyseHand(BENCH_HANDS[2], { samples: 1000, seed: 1 });
  const verdictCpu = (cpu() - c0) * 1000;
  const verdictWall = performance.now() - t0;
  return {
    tier2SamplesPerSecond: Math.round(rate(t2)),
    tier2SamplesPerWallSecond: Math.round(rate(t2, 'wall')),
    tier2PlayoutsPerSecond: Math.round(rate(t2) * 15),
    solverNodesPerSecond: Math.round(rate(s.nodes)),
    solverPositionsPerSecond: Math.round(rate(s.positions) * 10) / 10,
    deepPositionsPerSecond: Math.round(rate(d) * 10) / 10,
    verdictMs1000: Math.round(verdictCpu),
    verdictWallMs1000: Math.round(verdictWall),
  };
}

// Run directly: `node bench/analysis.ts`.
if (import.meta.url === `file://${process.argv[1]}`) {
  const ms = Number(process.env.BENCH_MS ?? 2000);
  console.log(JSON.stringify(benchAnalysis(ms), null, 2));
}
