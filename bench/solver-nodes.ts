/**
 * Where the solver's nodes go: a fixed set of endings (by default 8 tricks to go; 4 of each
 * solo type and 4 normal games, the policy players playing the tricks before), each solved
 * for its exact value with a fresh table. Per position: nodes, null-window searches (MTD(f)
 * iterations), nodes per search, table hits / stores / replacements, quick cuts, CPU time and
 * the value; then the medians and totals.
 *
 * `node bench/solver-nodes.ts [--left N] [--per-type N] [--quiet] [--json]`
 */
import { soloEndgame, solverEndings } from './positions.ts';

const args = process.argv.slice(2);
const arg = (name: string, dflt: number) => {
  const i = args.indexOf(name);
  return i >= 0 ? Number(args[i + 1]) : dflt;
};
const left = arg('--left', 8);
const perType = arg('--per-type', 4);
const quiet = args.includes('--quiet');
const json = args.includes('--json');

const positions = solverEndings(left, perType);

const cpu = () => {
  const u = process.threadCpuUsage();
  return (u.user + u.system) / 1000;
};
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) >> 1] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

// SOLVER_MODULE: another solver file to compare against (its stats may lack the newer counters).
const { Solver } = (await import(
  process.env.SOLVER_MODULE ?? '../src/engine/analysis/solver/index.ts'
)) as typeof import('../src/engine/analysis/solver/index.ts');
// SOLVER_OPTIONS: the solver's options as JSON (e.g. '{"partition":false}' for comparisons).
const solver = new Solver(JSON.parse(process.env.SOLVER_OPTIONS ?? '{}'));
/** The counters, 0 for those an older solver (SOLVER_MODULE) lacks. */
const snapshot = () => {
  const x: Partial<Record<keyof typeof solver.stats, number>> = solver.stats;
  return {
    nodes: x.nodes ?? 0,
    ttHits: x.ttHits ?? 0,
    quickCuts: x.quickCuts ?? 0,
    searches: x.searches ?? 0,
    ttStores: x.ttStores ?? 0,
    ttReplaced: x.ttReplaced ?? 0,
  };
};
// Warm up the JIT on a position not measured.
solver.load(soloEndgame(999, left));
solver.value();

type Row = {
  name: string;
  value: number;
  nodes: number;
  searches: number;
  perSearch: number;
  hits: number;
  stores: number;
  replaced: number;
  cuts: number;
  ms: number;
};
const rows: Row[] = [];
for (const { name, sim } of positions) {
  solver.clear();
  const s0 = snapshot();
  const c0 = cpu();
  solver.load(sim);
  const value = solver.value() ?? -1;
  const ms = cpu() - c0;
  const st = snapshot();
  const searches = st.searches - s0.searches;
  const nodes = st.nodes - s0.nodes;
  const row: Row = {
    name,
    value,
    nodes,
    searches,
    perSearch: Math.round(nodes / Math.max(1, searches)),
    hits: st.ttHits - s0.ttHits,
    stores: st.ttStores - s0.ttStores,
    replaced: st.ttReplaced - s0.ttReplaced,
    cuts: st.quickCuts - s0.quickCuts,
    ms: Math.round(ms * 100) / 100,
  };
  rows.push(row);
  if (!quiet && !json) console.log(Object.values(row).join('\t'));
}
const summary = {
  left,
  positions: rows.length,
  medianNodes: median(rows.map((r) => r.nodes)),
  totalNodes: rows.reduce((a, r) => a + r.nodes, 0),
  medianSearches: median(rows.map((r) => r.searches)),
  medianMs: Math.round(median(rows.map((r) => r.ms)) * 100) / 100,
  totalMs: Math.round(rows.reduce((a, r) => a + r.ms, 0)),
  valueChecksum: rows.reduce((a, r) => (a * 31 + r.value) % 1_000_000_007, 0),
};
if (json) console.log(JSON.stringify({ summary, rows }));
else console.log(JSON.stringify(summary));
