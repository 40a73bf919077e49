/**
 * Solvers side by side in one process, interleaved per position (each from a fresh table, the
 * order rotating), so a busy machine slows each alike: CPU time per round and in all, with each
 * solver's nodes and value checksum (equal when only speed changed).
 *
 * `SOLVERS=a/index.ts,b/index.ts [ROUNDS=6] [LEFT=8] [PER=4] node bench/solver-ab.ts`; the first
 * is the baseline. Another version's solver: `git archive <commit> src/engine | tar -x -C /tmp/old`,
 * then `/tmp/old/src/engine/analysis/solver/index.ts`. The positions are bench/solver-nodes.ts' endings.
 */
import { soloEndgame, solverEndings } from './positions.ts';
import { resolve } from 'node:path';
const left = Number(process.env.LEFT ?? 8),
  perType = Number(process.env.PER ?? 4),
  rounds = Number(process.env.ROUNDS ?? 2);
const positions = solverEndings(left, perType).map((p) => p.sim);
const cpu = () => {
  const u = process.threadCpuUsage();
  return (u.user + u.system) / 1000;
};
const paths = (process.env.SOLVERS ?? '').split(',').filter(Boolean);
if (paths.length < 2) throw new Error('SOLVERS: two or more solver entry files, separated by commas');
const solvers = await Promise.all(paths.map(async (p) => new (await import(resolve(p))).Solver({})));
for (const s of solvers) {
  s.load(soloEndgame(999, left));
  s.value();
}
const t = solvers.map(() => 0),
  nodes = solvers.map(() => 0),
  sum = solvers.map(() => 0);
for (let r = 0; r < rounds; r++) {
  const ra = solvers.map(() => 0);
  positions.forEach((sim, i) => {
    for (let j = 0; j < solvers.length; j++) {
      const k = (i + r + j) % solvers.length;
      const s = solvers[k];
      s.clear();
      const n0 = s.stats.nodes,
        c0 = cpu();
      s.load(sim);
      const v = s.value();
      ra[k] += cpu() - c0;
      nodes[k] += s.stats.nodes - n0;
      sum[k] = (sum[k] * 31 + (v ?? -1)) % 1_000_000_007;
    }
  });
  ra.forEach((x, k) => (t[k] += x));
  console.log(`round ${r}: ` + ra.map((x, k) => `${k}: ${(x / 1000).toFixed(2)} s (${(x / ra[0]).toFixed(4)})`).join(', '));
}
console.log('total ' + t.map((x, k) => `${k}: ${(x / 1000).toFixed(2)} s (${(x / t[0]).toFixed(4)}) nodes ${nodes[k]} sum ${sum[k]}`).join('; '));
