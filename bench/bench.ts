/**
 * `npm run bench`: engine, analysis, solver, computer-player and table-server figures. `--json`
 * prints them as one JSON line. `--only solver` takes only the analysis and solver figures (no
 * engine rates, no two-minute bot match, no server); `--only server` only the table server's;
 * `--no-bots` skips the bot match, `--no-server` the table server's load (bench/server.ts).
 * Engine rates are per second of this process's CPU time (one core's work, steady while other
 * work shares the machine), with the wall-clock rate beside them; analysis and solver figures
 * are medians of this thread's CPU milliseconds (bench/analysis.ts), wall clock beside them.
 * Targets: randomDealsPerSecond ≥ 200,000 (simulation core), friendlyDealsPerSecond ≥ 20,000
 * (what the analyser and the computer players need); instantVerdictMs ≤ 5, quickAnalysisMs ≤ 300, deepAnalysisMs ≤ 15,000,
 * solve8TrickMedianMs ≤ 2, solve12TrickMedianMs ≤ 500, solverBudgetHits = 0 (answers while the learner waits);
 * concurrentTables ≥ 500 and p95ActionToEveryClientUpdateMs ≤ 50 (the tables one
 * server process holds with simulated people playing at full speed, and the p95 time from an
 * action to every person's update at 500 tables). The server's figures depend on what else
 * runs on the machine: each comes with the load average, and server.cpuUsPerAction (CPU time
 * per action) and server.fullSpeed.actionsPerCpuSecond (people's actions answered per second of
 * the server's CPU) say what one core does. server.tablesPerProcessAtPersonsPace (what real play needs,
 * target ≥ 2,000) is the most tables one process holds with p95 ≤ 50 ms when people play at a
 * person's pace (a card every 1–3 s, 2 s on average) and the computers wait their production
 * 700 ms; server.personsPace.<tables>.* are its steps. BENCH_SERVER_TABLES (default
 * 50,100,150,250,500) and BENCH_SERVER_PACED_TABLES (default 500,1000,2000,3000) set the steps.
 * The bots' match over 2,000 deals takes a minute or two; BENCH_BOT_DEALS shortens it. The
 * solver figures take about half an hour (56 whole solos, their exact values and score brackets
 * each capped at 20 million nodes per question, and 50 deep analyses): BENCH_SOLVES and
 * BENCH_DEEP_HANDS (defaults 56 and 50) shorten them.
 */
import { loadavg } from 'node:os';
import { benchAnalysis } from './analysis.ts';
import { benchBots } from './bots.ts';
import { benchServerLoad } from './serverLoad.ts';
import { benchFriendlyDeals, benchParse } from './engine.ts';
import { benchRandomDeals } from './sim.ts';

const args = process.argv.slice(2);
const json = args.includes('--json');
const onlyAt = args.indexOf('--only');
const only = onlyAt >= 0 ? args[onlyAt + 1] : undefined;
if (onlyAt >= 0 && only !== 'solver' && only !== 'server') {
  process.stderr.write('--only takes "solver" (the analysis and solver figures) or "server" (the table server\'s load)\n');
  process.exit(2);
}
const round3 = (x: number) => Math.round(x * 1000) / 1000;
const ms = Number(process.env.BENCH_MS ?? 2000);
const num = (name: string) => (process.env[name] === undefined ? undefined : Number(process.env[name]));

const figures: Record<string, number> = {};
figures.loadAverageAtStart = round3(loadavg()[0]);

if (only === undefined) {
  const sim = benchRandomDeals(ms);
  const friendly = benchFriendlyDeals(ms);
  const parse = benchParse(Math.min(ms, 1000));
  figures.randomDealsPerSecond = Math.round(sim.cpuDealsPerSecond);
  figures.randomDealsPerWallSecond = Math.round(sim.dealsPerSecond);
  figures.friendlyDealsPerSecond = friendly.perCpuSecond;
  figures.friendlyDealsPerWallSecond = friendly.perWallSecond;
  figures.handsParsedPerSecond = parse.perCpuSecond;
}

// Analysis and solver.
if (only !== 'server') {
  const analysis = benchAnalysis({
    hands: num('BENCH_HANDS'),
    deepHands: num('BENCH_DEEP_HANDS'),
    solves: num('BENCH_SOLVES'),
    nodeBudget: num('BENCH_NODE_BUDGET'),
    log: json ? undefined : (l) => process.stderr.write(`${l}\n`),
  });
  const NAMED = ['instantVerdictMs', 'quickAnalysisMs', 'deepAnalysisMs', 'solve8TrickMedianMs', 'solve12TrickMedianMs', 'solverBudgetHits'];
  for (const k of NAMED) figures[k] = analysis[k];
  for (const [k, v] of Object.entries(analysis)) if (!NAMED.includes(k)) figures[`analysis.${k}`] = v;
}

// Computer players: the strong player against three beginners over 2,000 seeded deals.
if (only === undefined && !args.includes('--no-bots')) {
  const bots = benchBots(Number(process.env.BENCH_BOT_DEALS ?? 2000));
  const r = bots.strongVsBeginners;
  figures['bots.strongVsBeginners.deals'] = r.deals;
  figures['bots.strongVsBeginners.meanScore'] = round3(r.meanScore);
  figures['bots.strongVsBeginners.low'] = round3(r.low);
  figures['bots.strongVsBeginners.high'] = round3(r.high);
  figures['bots.decisionsPerSecond.beginner'] = Math.round(bots.decisionsPerSecond.beginner);
  figures['bots.decisionsPerSecond.strong'] = Math.round(bots.decisionsPerSecond.strong);
}
// The table server: a mix of four-person, duel and two-person tables, people at full speed, then at a person's pace.
if (only === 'server' || (only === undefined && !args.includes('--no-server'))) {
  const steps = process.env.BENCH_SERVER_TABLES ?? '50,100,150,250,500';
  const full = benchServerLoad(['--tables', steps, '--seconds', '8', '--warmup', '2']);
  figures.concurrentTables = full.concurrentTables;
  figures.p95ActionToEveryClientUpdateMs = full.p95ActionToEveryClientUpdateMs ?? NaN;
  figures['server.p95MeasuredAtTables'] = full['server.p95MeasuredAtTables'] ?? NaN;
  figures['server.cpuUsPerAction'] = full['server.cpuUsPerAction'];
  figures['server.fullSpeed.actionsPerCpuSecond'] = full['server.actionsPerCpuSecond'];
  figures['server.refusals'] = full['server.refusals'];
  figures['server.loadAverage'] = full.loadAverage;
  for (const step of full.steps) {
    for (const k of ['p50Ms', 'p95Ms', 'actionsPerSecond', 'serverCpuUsPerAction', 'serverKernelUsPerAction', 'actionsPerCpuSecond', 'load'] as const)
      figures[`server.fullSpeed.${step.tables}.${k}`] = step[k];
  }
  // A person's pace: a card every ~2 s per person, computers with their production pause.
  const pacedSteps = process.env.BENCH_SERVER_PACED_TABLES ?? '500,1000,2000,3000';
  const paced = benchServerLoad(['--tables', pacedSteps, '--think', '2000', '--bot-delay', '700', '--seconds', '15', '--warmup', '8']);
  figures['server.tablesPerProcessAtPersonsPace'] = paced.concurrentTables;
  for (const step of paced.steps) {
    for (const k of ['p50Ms', 'p95Ms', 'actionsPerSecond', 'serverCpuPercent', 'serverCpuUsPerAction', 'load'] as const)
      figures[`server.personsPace.${step.tables}.${k}`] = step[k];
  }
}
figures.loadAverageAtEnd = round3(loadavg()[0]);

if (json) {
  process.stdout.write(`${JSON.stringify(figures)}\n`);
} else {
  const atLeast: Record<string, number> = {
    randomDealsPerSecond: 200_000,
    friendlyDealsPerSecond: 20_000,
    concurrentTables: 500,
    'server.tablesPerProcessAtPersonsPace': 2000,
  };
  const atMost: Record<string, number> = {
    instantVerdictMs: 5,
    quickAnalysisMs: 300,
    deepAnalysisMs: 15_000,
    solve8TrickMedianMs: 2,
    solve12TrickMedianMs: 500,
    solverBudgetHits: 0,
    p95ActionToEveryClientUpdateMs: 50,
  };
  for (const [k, v] of Object.entries(figures)) {
    let mark = '';
    if (atLeast[k] !== undefined) mark = `  (target ≥ ${atLeast[k].toLocaleString('en')}: ${v >= atLeast[k] ? 'met' : 'NOT met'})`;
    if (atMost[k] !== undefined) mark = `  (target ≤ ${atMost[k].toLocaleString('en')}: ${v <= atMost[k] ? 'met' : 'NOT met'})`;
    console.log(`${k.padEnd(34)} ${v.toLocaleString('en').padStart(12)}${mark}`);
  }
}
