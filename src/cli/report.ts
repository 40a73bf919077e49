/**
 * The analysis of `doko analyse` as JSON (docs/formats.md, "Command line") and as a readable
 * table, in the words of the command's language (the analysis catalogue,
 * src/i18n/en/analysis.ts and its twins): `contracts[].reasons` are its sentences.
 */
import { SOLO_KINDS, type SoloKind } from '../engine/order.ts';
import { caseOf, type Analysis } from '../engine/analysis/analyse.ts';
import type { DeepCaseResult } from '../engine/analysis/deep.ts';
import {
  describeComparison,
  describeEvaluator,
  describeOption,
  describeRecommendation,
  LEAD_NAME,
  LEVEL_WORD,
  REPORT_TEXT as t,
  SOLO_NAME,
  SOLO_SHORT,
  pct,
  signed,
} from '#words/analysis';
import type { CaseResult } from '../engine/analysis/montecarlo.ts';
import { reasonsFrom } from '../i18n/compose/analysisReasons.ts';

function caseJson(r: CaseResult) {
  return {
    winProbability: r.winProbability,
    low: r.low,
    high: r.high,
    expectedScore: r.expectedScore,
    pOpponentsBelow90: r.pBelow90,
    meanCardPoints: r.meanPoints,
    cardPointsHistogram: r.pointsHistogram,
    losses: r.losses.map((l) => ({ reason: l.code, count: l.count, exampleSample: l.example })),
  };
}

function deepJson(r: DeepCaseResult) {
  return {
    winProbability: r.winProbability,
    low: r.low,
    high: r.high,
    expectedScore: r.expectedScore,
    pOpponentsBelow90: r.pBelow90,
    fallbacks: r.fallbacks,
    meanHandoverTrick: r.meanHandover,
    solverNodes: r.nodes,
  };
}

export function soloReasons(a: Analysis, solo: SoloKind): string[] {
  const s = a.simulation.solos.find((x) => x.solo === solo);
  return reasonsFrom({
    solo,
    lead: a.lead,
    verdict: a.instant.solos.find((x) => x.solo === solo)!,
    simulated: s ? caseOf(s, a.lead) : null,
    keyCard: a.keyCards[solo] ?? null,
    comparison: a.comparisons[solo] ?? null,
  });
}

export function analysisJson(a: Analysis) {
  return {
    hand: a.hand,
    rules: a.options.rules,
    seed: a.options.seed,
    compulsory: a.options.compulsory,
    ...(a.options.seat !== undefined ? { seat: a.options.seat } : {}),
    leadInView: a.lead,
    contracts: SOLO_KINDS.map((solo) => {
      const s = a.simulation.solos.find((x) => x.solo === solo)!;
      const v = a.instant.solos.find((x) => x.solo === solo)!;
      const k = a.keyCards[solo];
      const d = a.deep?.solos.find((x) => x.solo === solo);
      return {
        contract: solo,
        withLead: caseJson(s.withLead),
        withoutLead: caseJson(s.withoutLead),
        reasons: soloReasons(a, solo),
        verdict: v.level,
        losers: v.features.losers,
        classic: { points: v.classic.points, threshold: v.classic.threshold, passes: v.classic.passes },
        ...(k ? { keyCard: k.key ? { card: k.key.card, weakenedTo: k.key.weakenedTo, winDelta: k.key.winDelta, scoreDelta: k.key.scoreDelta } : null } : {}),
        ...(d ? { deep: { withLead: deepJson(d.withLead), withoutLead: deepJson(d.withoutLead) } } : {}),
      };
    }),
    normalGame: a.simulation.normal
      ? {
          expectedScore: a.simulation.normal.expectedScore,
          winProbability: a.simulation.normal.winProbability,
          low: a.simulation.normal.low,
          high: a.simulation.normal.high,
        }
      : null,
    options: a.instant.options.map((o) => ({ ...o, text: describeOption(o) })),
    instantBest: a.instant.best,
    recommendation: { contract: a.recommendation.contract, reason: describeRecommendation(a.recommendation) },
    samples: a.simulation.samples,
    ...(a.deep ? { deepSamples: a.deep.samples } : {}),
    evaluator: describeEvaluator(a.deep !== null),
  };
}

const pad = (s: string, n: number) => s.padEnd(n);
const padL = (s: string, n: number) => s.padStart(n);

/** The readable table of the CLI. */
export function analysisTable(a: Analysis): string {
  const out: string[] = [];
  const c = t.columns;
  // Columns as wide as their longest word in the output's language.
  const soloWidth = Math.max(9, c.solo.length, ...Object.values(SOLO_SHORT).map((w) => w.length));
  const levelWidth = Math.max(9, c.verdict.length, ...Object.values(LEVEL_WORD).map((w) => w.length));
  out.push(t.hand(a.hand));
  out.push(t.game(a.options.compulsory, LEAD_NAME[a.lead], a.simulation.samples, a.options.seed));
  out.push('');
  const head = `${pad(c.solo, soloWidth)} ${pad(c.verdict, levelWidth)} ${padL(c.losers, 6)} ${padL(c.classic, 8)}  ${pad(c.withLead, 25)} ${pad(c.withoutLead, 25)}${a.deep ? `  ${c.deep}` : ''}`;
  out.push(head);
  out.push('-'.repeat(head.length));
  for (const solo of SOLO_KINDS) {
    const v = a.instant.solos.find((x) => x.solo === solo)!;
    const s = a.simulation.solos.find((x) => x.solo === solo)!;
    const cell = (r: CaseResult) => `${padL(pct(r.winProbability), 5)} [${pct(r.low)}–${pct(r.high)}] ${padL(signed(r.expectedScore), 5)}`;
    const d = a.deep?.solos.find((x) => x.solo === solo);
    const deep = d ? `  ${padL(pct(caseOf(d, a.lead).winProbability), 5)} ${padL(signed(caseOf(d, a.lead).expectedScore), 5)}` : '';
    out.push(
      `${pad(SOLO_SHORT[solo], soloWidth)} ${pad(LEVEL_WORD[v.level], levelWidth)} ${padL(String(v.features.losers.total), 6)} ${padL(`${v.classic.points}/${v.classic.threshold}`, 8)}  ${pad(cell(s.withLead), 25)} ${pad(cell(s.withoutLead), 25)}${deep}`,
    );
  }
  // The two estimates side by side where they part by more than TIER_GAP (the best solo's reasons say it anyway).
  for (const solo of SOLO_KINDS) {
    const c = a.comparisons[solo];
    if (c && c.code !== 'agree' && solo !== a.recommendation.reason.solo) out.push(`${SOLO_SHORT[solo]}: ${describeComparison(c)}`);
  }
  if (a.simulation.normal) out.push(t.normal(signed(a.simulation.normal.expectedScore), pct(a.simulation.normal.winProbability)));
  for (const o of a.instant.options) out.push(describeOption(o));
  out.push('');
  out.push(t.recommendation(describeRecommendation(a.recommendation)));
  const best = a.recommendation.reason.solo;
  out.push('');
  out.push(t.why(SOLO_NAME[best]));
  for (const r of soloReasons(a, best)) out.push(`  - ${r}`);
  out.push('');
  out.push(t.evaluator(describeEvaluator(a.deep !== null)));
  return out.join('\n');
}
