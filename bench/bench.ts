/**
 * `npm run bench`: engine and analysis figures. `--json` prints them as one JSON line.
 * Rates are per second of this process's CPU time (one core's work, steady while other work
 * shares the machine), with the wall-clock rate beside them.
 * Targets (issue 2): randomDealsPerSecond ≥ 200,000 (simulation core), friendlyDealsPerSecond ≥ 20,000.
 * The bots' match over 2,000 deals takes a minute or two; `--no-bots` skips it, BENCH_BOT_DEALS shortens it.
 */
import { benchAnalysis } from './analysis.ts';
import { benchBots } from './bots.ts';
import { benchFriendlyDeals, benchParse } from './engine.ts';
import { benchRandomDeals } from './sim.ts';

const json = process.argv.includes('--json');
const round3 = (x: number) => Math.round(x * 1000) / 1000;
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

// Analysis (issue 6): tier-2 simulation, the double-dummy solver, time to a 1,000-sample verdict.
for (const [k, v] of Object.entries(benchAnalysis(ms))) figures[`analysis.${k}`] = Math.round(v * 10) / 10;

// Computer players (issue 4): the strong player against three beginners over 2,000 seeded deals.
if (!process.argv.includes('--no-bots')) {
  const bots = benchBots(Number(process.env.BENCH_BOT_DEALS ?? 2000));
  const r = bots.strongVsBeginners;
  figures['bots.strongVsBeginners.deals'] = r.deals;
  figures['bots.strongVsBeginners.meanScore'] = round3(r.meanScore);
  figures['bots.strongVsBeginners.low'] = round3(r.low);
  figures['bots.strongVsBeginners.high'] = round3(r.high);
  figures['bots.decisionsPerSecond.beginner'] = Math.round(bots.decisionsPerSecond.beginner);
  figures['bots.decisionsPerSecond.strong'] = Math.round(bots.decisionsPerSecond.strong);
}

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
