/**
 * Benchmark of the solo analysis and the double-dummy solver, one thread, DDV rules. Every
 * figure is the median over fixed-seed positions (bench/positions.ts) of the time spent in
 * the measured work only — dealing, sampling and the policy tricks that reach an endgame are
 * done before the clock starts. Times are this thread's CPU time (what one core does while
 * other work shares the machine); `…WallMs` beside them is the wall clock.
 *
 * - `instantVerdictMs`: the instant verdict of a solo candidate (all seven solos, both lead
 *   cases' wording), per hand (mean of 20 repetitions, then the median over the hands);
 * - `quickAnalysisMs`: the quick simulation of a solo candidate: all 7 solos × both lead cases
 *   × 400 deals played by the policy players;
 * - `deepAnalysisMs`: the deep evaluation of a solo candidate on the same 400 deals: the policy
 *   plays 6 tricks, the solver answers the score's questions for the last 6 exactly (5,600
 *   endgames per hand, one table for all of them);
 * - `solve8TrickMedianMs` / `solve12TrickMedianMs`: the exact value (card points of the
 *   soloist with best play by all) of solo endgames of every solo type with 8 tricks to go
 *   (the policy played the first 4) and of whole solos from the first card, a fresh table each;
 * - `solverBudgetHits`: positions of these figures whose solver questions ran out of the node
 *   budget (`BENCH_NODE_BUDGET`, default 20 million nodes per question; must be 0 — while it is
 *   not, the times above are lower bounds).
 * Details beside the solver figures, on the same positions, each from a fresh table:
 * - `analysis.solve8TrickScoreMedianMs` / `analysis.solve12TrickScoreMedianMs`: the soloist's
 *   score bracket (`scoreBracket`: won or lost, the 90/60/30 levels, schwarz — the questions the
 *   deep tier asks), with their medians of nodes and budget hits (`…ScoreBudgetHits`);
 * - `analysis.solve8TrickProofsMedianMs`: with the exact value v known in advance, the two
 *   proofs alone (Re reaches v; Re does not reach v + 1): what any driver of null-window
 *   searches (MTD(f), bisection, an oracle's guess) must at least spend on an exact value.
 * Every figure is a median over at least 50 positions: `BENCH_HANDS` (default 50),
 * `BENCH_DEEP_HANDS` (default 50), `BENCH_SOLVES` (default 56, eight of each solo type) lower
 * them for a quick look. The budget hits are also counted per figure (`analysis.*BudgetHits`).
 */
import { DeepEvaluation, scoreBracket } from '../src/engine/analysis/deep.ts';
import { Simulation } from '../src/engine/analysis/montecarlo.ts';
import { Solver } from '../src/engine/analysis/solver/index.ts';
import { instantVerdict } from '../src/engine/analysis/verdict.ts';
import { DDV_RULES } from '../src/engine/rules.ts';
import { soloCandidates, soloEndgame } from './positions.ts';

export interface AnalysisFigures {
  instantVerdictMs: number;
  quickAnalysisMs: number;
  deepAnalysisMs: number;
  solve8TrickMedianMs: number;
  solve12TrickMedianMs: number;
  solverBudgetHits: number;
  [detail: string]: number;
}

/** This thread's CPU milliseconds (the process's where Node has no per-thread figure). */
function cpuMs(): number {
  const u = typeof process.threadCpuUsage === 'function' ? process.threadCpuUsage() : process.cpuUsage();
  return (u.user + u.system) / 1000;
}

interface Sample {
  cpu: number;
  wall: number;
}

function time(work: () => void): Sample {
  const c0 = cpuMs();
  const t0 = performance.now();
  work();
  return { cpu: cpuMs() - c0, wall: performance.now() - t0 };
}

function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const n = s.length;
  return n === 0 ? NaN : n % 2 ? s[(n - 1) >> 1] : (s[n / 2 - 1] + s[n / 2]) / 2;
}

const round = (x: number, places = 2) => Math.round(x * 10 ** places) / 10 ** places;

export interface BenchOptions {
  readonly hands?: number;
  readonly deepHands?: number;
  readonly solves?: number;
  readonly nodeBudget?: number;
  /** Progress lines on stderr (the deep figure takes minutes). */
  readonly log?: (line: string) => void;
}

export function benchAnalysis(o: BenchOptions = {}): AnalysisFigures {
  // Whole solos still take the solver minutes each, so each question is capped and
  // every cap reached is counted in solverBudgetHits (the figure then is a lower bound).
  const hands = o.hands ?? 50;
  const deepHands = o.deepHands ?? 50;
  const solves = o.solves ?? 56;
  const budget = o.nodeBudget ?? 20_000_000;
  const log = o.log ?? (() => {});
  const rules = DDV_RULES;
  const cands = soloCandidates(Math.max(hands, deepHands));
  const out: Record<string, number> = {};

  // Instant verdict.
  instantVerdict(cands[0].hand, rules, true); // warm-up
  const verdict = cands.slice(0, hands).map((c) =>
    time(() => {
      for (let r = 0; r < 20; r++) instantVerdict(c.hand, rules, r % 2 === 0);
    }),
  );
  out.instantVerdictMs = round(median(verdict.map((t) => t.cpu / 20)), 3);
  out.instantVerdictWallMs = round(median(verdict.map((t) => t.wall / 20)), 3);

  // Quick simulation: 7 solos × 2 lead cases × 400 deals.
  new Simulation(cands[0].hand, { rules, samples: 50, seed: 1, normal: false }).run(50); // warm-up
  const quick = cands.slice(0, hands).map((c, i) => time(() => new Simulation(c.hand, { rules, samples: 400, seed: i + 1, normal: false }).run(400)));
  out.quickAnalysisMs = round(median(quick.map((t) => t.cpu)), 1);
  out.quickAnalysisWallMs = round(median(quick.map((t) => t.wall)), 1);
  log(`quick: ${out.quickAnalysisMs} ms`);

  // Solver: exact values of 8-trick endgames and of whole solos. Beside them, on the same
  // positions and each from a fresh table: the score bracket (the questions the analyser asks),
  // and, where the exact value v is known, the two proofs alone (Re reaches v, Re does not
  // reach v + 1), which any driver of null-window searches must make (`proofs`: 8 tricks only;
  // of whole solos too few exact values are known for a median).
  let budgetHits = 0;
  const solveAll = (left: number, proofs: boolean) => {
    const hitsBefore = budgetHits;
    const solver = new Solver({ nodeBudget: budget });
    const exact: Sample[] = [];
    const nodes: number[] = [];
    const bracket: Sample[] = [];
    const bracketNodes: number[] = [];
    const proofTimes: number[] = [];
    let bracketHits = 0;
    /** Time `ask` on `sim` from a fresh table: CPU and wall time, nodes, whether the budget ran out. */
    const measure = (sim: ReturnType<typeof soloEndgame>, ask: () => unknown) => {
      solver.clear();
      const n0 = solver.stats.nodes;
      const h0 = solver.stats.budgetHits;
      let answer: unknown;
      const t = time(() => {
        solver.load(sim);
        answer = ask();
      });
      return { t, answer, nodes: solver.stats.nodes - n0, hit: solver.stats.budgetHits > h0 };
    };
    for (let i = 0; i < solves; i++) {
      const sim = soloEndgame(i, left, rules);
      const x = measure(sim, () => solver.value());
      if (x.hit) budgetHits++;
      exact.push(x.t);
      nodes.push(x.nodes);
      if (left === 12) log(`solve12 #${i}: ${round(x.t.cpu, 1)} ms, ${x.nodes} nodes`);
      const b = measure(sim, () => scoreBracket(solver, solver.pointsBefore));
      if (b.hit) bracketHits++;
      bracket.push(b.t);
      bracketNodes.push(b.nodes);
      if (proofs && typeof x.answer === 'number') {
        const v = x.answer;
        const reach = measure(sim, () => solver.atLeast(v));
        const miss = measure(sim, () => solver.atLeast(v + 1));
        proofTimes.push(reach.t.cpu + miss.t.cpu);
      }
    }
    return {
      cpu: median(exact.map((t) => t.cpu)),
      wall: median(exact.map((t) => t.wall)),
      nodes: median(nodes),
      max: Math.max(...exact.map((t) => t.cpu)),
      hits: budgetHits - hitsBefore,
      bracketCpu: median(bracket.map((t) => t.cpu)),
      bracketNodes: median(bracketNodes),
      bracketHits,
      proofCpu: median(proofTimes),
    };
  };
  const s8 = solveAll(8, true);
  out.solve8TrickMedianMs = round(s8.cpu, 3);
  out.solve8TrickWallMs = round(s8.wall, 3);
  out.solve8TrickMedianNodes = s8.nodes;
  out.solve8TrickMaxMs = round(s8.max, 1);
  out.solve8BudgetHits = s8.hits;
  out.solve8TrickScoreMedianMs = round(s8.bracketCpu, 3);
  out.solve8TrickScoreMedianNodes = s8.bracketNodes;
  out.solve8ScoreBudgetHits = s8.bracketHits;
  out.solve8TrickProofsMedianMs = round(s8.proofCpu, 3);
  log(`solve8: ${out.solve8TrickMedianMs} ms (score bracket ${out.solve8TrickScoreMedianMs} ms, the two proofs alone ${out.solve8TrickProofsMedianMs} ms)`);
  const s12 = solveAll(12, false);
  out.solve12TrickMedianMs = round(s12.cpu, 1);
  out.solve12TrickWallMs = round(s12.wall, 1);
  out.solve12TrickMedianNodes = s12.nodes;
  out.solve12TrickMaxMs = round(s12.max, 1);
  out.solve12BudgetHits = s12.hits;
  out.solve12TrickScoreMedianMs = round(s12.bracketCpu, 1);
  out.solve12TrickScoreMedianNodes = s12.bracketNodes;
  out.solve12ScoreBudgetHits = s12.bracketHits;
  log(`solve12: ${out.solve12TrickMedianMs} ms (score bracket ${out.solve12TrickScoreMedianMs} ms)`);

  // Deep evaluation: the same 400 deals, the last 6 tricks solved (the policy tricks are part of it, a few percent).
  const hitsBeforeDeep = budgetHits;
  const deep = cands.slice(0, deepHands).map((c, i) => {
    const d = new DeepEvaluation(c.hand, { rules, samples: 400, seed: i + 1, policyTricks: 6, nodeBudget: budget });
    const t = time(() => d.run(400));
    if (d.solver.stats.budgetHits > 0) budgetHits++;
    log(`deep #${i}: ${round(t.cpu, 0)} ms`);
    return t;
  });
  out.deepAnalysisMs = round(median(deep.map((t) => t.cpu)), 0);
  out.deepAnalysisWallMs = round(median(deep.map((t) => t.wall)), 0);
  out.deepAnalysisMaxMs = round(Math.max(...deep.map((t) => t.cpu)), 0);
  out.deepBudgetHits = budgetHits - hitsBeforeDeep;

  out.solverBudgetHits = budgetHits;
  out.positionsPerFigure = Math.min(hands, deepHands, solves);
  return out as AnalysisFigures;
}

// Run directly: `node bench/analysis.ts`.
if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(benchAnalysis({ log: (l) => process.stderr.write(`${l}\n`) }), null, 2));
}
