/**
 * `npm run bench`: engine and analysis figures on one core. `--json` prints one JSON line.
 * Targets (issue 2): randomDealsPerSecond ≥ 200,000 (simulation core), friendlyDealsPerSecond ≥ 20,000.
 */
import { benchFriendlyDeals, benchParse } from './engine.ts';
import { benchRandomDeals } from './sim.ts';

const json = process.argv.includes('--json');
const ms = Number(process.env.BENCH_MS ?? 2000);

const figures: Record<string, number> = {};
figures.randomDealsPerSecond = Math.round(benchRandomDeals(ms).dealsPerSecond);
figures.friendlyDealsPerSecond = benchFriendlyDeals(ms).dealsPerSecond;
figures.handsParsedPerSecond = benchParse(Math.min(ms, 1000)).handsPerSecond;

if (json) {
  process.stdout.write(`${JSON.stringify(figures)}\n`);
} else {
  const targets: Record<string, number> = { randomDealsPerSecond: 200_000, friendlyDealsPerSecond: 20_000 };
  for (const [k, v] of Object.entries(figures)) {
    const t = targets[k];
    const mark = t === undefined ? '' : v >= t ? `  (target ≥ ${t.toLocaleString('en')}: met)` : `  (target ≥ ${t.toLocaleString('en')}: NOT met)`;
    console.log(`${k.padEnd(26)} ${v.toLocaleString('en').padStart(12)}${mark}`);
  }
}
