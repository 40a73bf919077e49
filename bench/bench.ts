/**
 * `npm run bench`: engine and analysis figures. `--json` prints them as one JSON line.
 * Rates are per second of this process's CPU time (one core's work, steady while other work
 * shares the machine), with the wall-clock rate beside them.
 * Targets (issue 2): randomDealsPerSecond ≥ 200,000 (simulation core), friendlyDealsPerSecond ≥ 20,000.
 */
import { benchFriendlyDeals, benchParse } from './engine.ts';
import { benchRandomDeals } from './sim.ts';

const json = process.argv.includes('--json');
const ms = Number(process.env.BENCH_MS ?? 2000);

const sim = benchRandomDeals(ms);
const friendly = benchFriendlyDeals(ms);
const parse = benchParse(Math.min(ms, 1000));
const figures: Record<string, number> = {
  randomDealsPerSecond: Math.round(sim.cpuDealsPerSecond),
  randomDealsPerWallSecond: Math.round(sim.dealsPerSecond),
  friendlyDealsPerSecond: friendly.perCpuSecond,
  friendlyDealsPerWallSecond: friendly.perWallSecond,
  handsParsedPerSecond: parse.perCpuSecond,
};

if (json) {
  process.stdout.write(`${JSON.stringify(figures)}\n`);
} else {
  const targets: Record<string, number> = { randomDealsPerSecond: 200_000, friendlyDealsPerSecond: 20_000 };
  for (const [k, v] of Object.entries(figures)) {
    const t = targets[k];
    const mark = t === undefined ? '' : `  (target ≥ ${t.toLocaleString('en')}: ${v >= t ? 'met' : 'NOT met'})`;
    console.log(`${k.padEnd(28)} ${v.toLocaleString('en').padStart(12)}${mark}`);
  }
}
