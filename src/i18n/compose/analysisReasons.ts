/**
 * The reasons for one solo in words, put together from the analysis catalogue
 * (src/i18n/en/analysis.ts, a German twin in German builds and with `doko --lang de`):
 * the analyser page and `doko analyse` say the same sentences in the same order.
 */
import type { SoloKind } from '../../engine/order.ts';
import type { TierComparison } from '../../engine/analysis/analyse.ts';
import {
  describeCase,
  describeClassic,
  describeComparison,
  describeFinding,
  describeKeyCard,
  describeLosses,
  LEAD_NAME,
  LEVEL_WORD,
  REPORT_TEXT as t,
} from '#words/analysis';
import type { KeyCardResult } from '../../engine/analysis/keycard.ts';
import type { CaseResult, LeadCase } from '../../engine/analysis/montecarlo.ts';
import type { SoloVerdict } from '../../engine/analysis/verdict.ts';

/** What the reasons of one solo are made from (any part may be missing while the page is still working). */
export interface ReasonParts {
  readonly solo: SoloKind;
  readonly lead: LeadCase;
  readonly verdict: SoloVerdict;
  readonly simulated?: CaseResult | null;
  readonly keyCard?: KeyCardResult | null;
  readonly comparison?: TierComparison | null;
}

/** Reasons for one solo, in words: the verdict's findings, the classic count, the simulation and its lost deals, the key card, the tiers' comparison. */
export function reasonsFrom(p: ReasonParts): string[] {
  const out: string[] = [];
  out.push(t.instant(LEVEL_WORD[p.verdict.level]));
  for (const f of p.verdict.findings) out.push(describeFinding(f, p.solo));
  out.push(describeClassic(p.verdict.classic));
  if (p.simulated) {
    out.push(t.simulated(LEAD_NAME[p.lead], describeCase(p.simulated)));
    const l = describeLosses(p.simulated);
    if (l) out.push(l);
  }
  if (p.keyCard) out.push(describeKeyCard(p.keyCard, p.simulated?.n));
  if (p.comparison) out.push(describeComparison(p.comparison));
  return out;
}
