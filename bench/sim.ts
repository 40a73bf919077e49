/**
 * Benchmark of the simulation core: random legal play + scoring of complete deals (DDV
 * rules, 48 cards, normal contract incl. silent solos, no announcements), one core.
 * `benchRandomDeals(ms)` warms up, then plays batches of deals until `ms` milliseconds have
 * passed. `dealsPerSecond` is wall-clock; `cpuDealsPerSecond` divides by the process's CPU
 * time instead, which is steadier on a shared machine (it also counts V8's helper threads,
 * so it errs low).
 */
import { DDV_RULES, type RuleSet } from '../src/engine/rules.ts';
import { playRandomDealsWith, RandomDealStats, SimContract, SimDeal, SimRng } from '../src/engine/sim/index.ts';

export function benchRandomDeals(ms: number, rules: RuleSet = DDV_RULES, seed = 1): { dealsPerSecond: number; deals: number; cpuDealsPerSecond: number } {
  const sim = new SimDeal(rules);
  const rng = new SimRng(seed);
  const deck = new Uint8Array(48);
  const contract = new SimContract();
  playRandomDealsWith(sim, rng, 20_000, new RandomDealStats(), deck, contract); // warm-up
  const stats = new RandomDealStats();
  const batch = 2_000;
  const cpu0 = process.cpuUsage();
  const start = performance.now();
  let elapsed = 0;
  do {
    playRandomDealsWith(sim, rng, batch, stats, deck, contract);
    elapsed = performance.now() - start;
  } while (elapsed < ms);
  const cpu = process.cpuUsage(cpu0);
  if (stats.reWins + stats.kontraWins + stats.noWinner !== stats.deals) throw new Error('inconsistent stats');
  return {
    dealsPerSecond: (stats.deals * 1000) / elapsed,
    deals: stats.deals,
    cpuDealsPerSecond: (stats.deals * 1e6) / (cpu.user + cpu.system),
  };
}
