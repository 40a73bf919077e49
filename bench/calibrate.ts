/**
 * `node bench/calibrate.ts [--hands N] [--deals D]`: how well the instant verdict's levels
 * (and their loser limit) predict a solo's win chance, by both estimates the analyser shows:
 * the policy players (tier 2) and the exact double-dummy estimate (tier 3, the last 6 tricks
 * solved with every card open). Hands: the golden hands of the analysis tests and N (default
 * 200) random solo candidates (bench/positions.ts), each with the solo the instant verdict
 * likes best, with the lead (a voluntary solo from forehand), on the same D (default 100)
 * deals for both estimates. Prints a Markdown report (recorded in
 * src/engine/analysis/README.md, "Calibration").
 */
import { parseArgs } from 'node:util';
import { DeepEvaluation, deepCaseResult } from '../src/engine/analysis/deep.ts';
import { Simulation } from '../src/engine/analysis/montecarlo.ts';
import { instantVerdict } from '../src/engine/analysis/verdict.ts';
import type { CardId } from '../src/engine/cards.ts';
import { DDV_RULES } from '../src/engine/rules.ts';
import { soloCandidates } from './positions.ts';

const { values } = parseArgs({ options: { hands: { type: 'string', default: '200' }, deals: { type: 'string', default: '100' } } });
const HANDS = Number(values.hands);
const DEALS = Number(values.deals);
const ids = (t: string) => t.split(' ') as CardId[];
/** The golden hands of tests/engine/analysis/analysis.test.ts: "5+3" aces, four queens with aces, hopeless. */
const GOLDEN = [ids('CA CA C10 CK C9 SA HA DA SK HK D9 DJ'), ids('CQ CQ SQ SQ HQ CA SA HA DA C10 S9 H9'), ids('C9 C9 SK S9 HK H9 D9 DK DJ HJ SJ CK')];

interface Row {
  level: string;
  losers: number;
  policy: number;
  exact: number;
}

const rules = DDV_RULES;
const rows: Row[] = [];
const hands = [...GOLDEN, ...soloCandidates(HANDS).map((c) => c.hand)];
const started = performance.now();
hands.forEach((hand, i) => {
  const v = instantVerdict(hand, rules, true);
  // The hopeless hand has no best solo: take the one with the fewest losers.
  const verdict = v.best ? v.solos.find((s) => s.solo === v.best)! : [...v.solos].sort((a, b) => a.features.losers.total - b.features.losers.total)[0];
  const solos = [verdict.solo];
  const sim = new Simulation(hand, { rules, samples: DEALS, seed: i + 1, solos, normal: false });
  sim.run(DEALS);
  const deep = new DeepEvaluation(hand, { rules, samples: DEALS, seed: i + 1, solos });
  deep.run(DEALS);
  rows.push({
    level: verdict.level,
    losers: verdict.features.losers.total,
    policy: sim.result().solos[0].withLead.winProbability,
    exact: deepCaseResult(deep.tallies[0].withLead).winProbability,
  });
  if ((i + 1) % 20 === 0) process.stderr.write(`${i + 1} of ${hands.length} hands\n`);
});

const pct = (x: number) => `${Math.round(x * 100)} %`;
const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
const line = (label: string, rs: readonly Row[]) =>
  `| ${label} | ${rs.length} | ${pct(mean(rs.map((r) => r.policy)))} | ${pct(mean(rs.map((r) => r.exact)))} | ${pct(mean(rs.map((r) => r.exact - r.policy)))} | ${rs.filter((r) => Math.abs(r.exact - r.policy) > 0.1).length} |`;
const out: string[] = [];
out.push(`${hands.length} hands (${GOLDEN.length} golden, ${HANDS} solo candidates), ${DEALS} deals each, the instant verdict's best solo with the lead.`, '');
out.push(
  '| instant verdict | hands | policy players win | exact (cards open) win | exact − policy | hands differing > 10 points |',
  '|---|---|---|---|---|---|',
);
for (const level of ['strong', 'playable', 'doubtful', 'weak']) {
  const rs = rows.filter((r) => r.level === level);
  if (rs.length) out.push(line(level, rs));
}
out.push(line('all', rows), '');
out.push('| losers | hands | policy players win | exact (cards open) win | exact − policy | hands differing > 10 points |', '|---|---|---|---|---|---|');
for (const l of [...new Set(rows.map((r) => r.losers))].sort((a, b) => a - b))
  out.push(
    line(
      String(l),
      rows.filter((r) => r.losers === l),
    ),
  );
out.push(
  '',
  `Golden hands (policy / exact): ${rows
    .slice(0, GOLDEN.length)
    .map((r) => `${pct(r.policy)} / ${pct(r.exact)}`)
    .join(', ')}.`,
);
out.push(`Took ${Math.round((performance.now() - started) / 1000)} s.`);
console.log(out.join('\n'));
