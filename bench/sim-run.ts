/**
 * Run the sim benchmark: `npx node bench/sim-run.ts [ms] [rounds]`. Prints every round and,
 * for several rounds, the median and best (a shared machine makes single rounds noisy).
 */
import { benchRandomDeals } from './sim.ts';

const ms = Number(process.argv[2] ?? 2000);
const rounds = Number(process.argv[3] ?? 1);
const fmt = (x: number) => Math.round(x).toLocaleString('en');
const rates: number[] = [];
for (let i = 0; i < rounds; i++) {
  const r = benchRandomDeals(ms);
  rates.push(r.dealsPerSecond);
  console.log(`sim random deals: ${fmt(r.dealsPerSecond)} deals/s wall, ${fmt(r.cpuDealsPerSecond)} deals/s of CPU time (${fmt(r.deals)} deals in ~${ms} ms)`);
}
if (rounds > 1) {
  const sorted = [...rates].sort((a, b) => a - b);
  console.log(`wall: median ${fmt(sorted[sorted.length >> 1])} deals/s, best ${fmt(sorted[sorted.length - 1])} deals/s`);
}
