/**
 * The kinds of quiz items, on their own: small enough for any page (the progress store checks
 * stored ids against them) without the generators that make the items.
 */

/** Drill kinds (drills.ts makes their questions). */
export const DRILL_KINDS = ['trump', 'winner', 'legal', 'announce', 'party', 'points'] as const;
export type DrillKind = (typeof DRILL_KINDS)[number];

export function isDrillKind(v: unknown): v is DrillKind {
  return DRILL_KINDS.includes(v as DrillKind);
}

/** The rules of thumb for leads (TACTICS.md "Leads (normal game)" and "Marriage"; problems.ts). */
export const LEAD_RULES = [
  'singleBlackAce',
  'shortestAceFirst',
  'singleHeartAce',
  'aceFromPair',
  'secondRoundRuffed',
  'noSecondHeart',
  'reTrumpToPartner',
  'kontraSideSuit',
  'trumpForKontraPartner',
  'marriageDulle',
  'marriageShortAce',
  'soloPullTrumps',
] as const;
export type LeadRule = (typeof LEAD_RULES)[number];

export function isLeadRule(v: unknown): v is LeadRule {
  return LEAD_RULES.includes(v as LeadRule);
}

/** The levels of the score quiz (score.ts), unlocked in order. */
export const SCORE_LEVELS = [1, 2, 3, 4, 5, 6, 7, 8] as const;
export type ScoreLevel = (typeof SCORE_LEVELS)[number];

export function isScoreLevel(v: unknown): v is ScoreLevel {
  return SCORE_LEVELS.includes(v as ScoreLevel);
}
