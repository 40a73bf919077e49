/**
 * Hand evaluation for solos (DESIGN.md "analysis/"): features and the instant verdict, the
 * policy players and Monte-Carlo runner, the double-dummy solver and deep evaluation, the
 * key card and example deals. Texts for people: src/i18n/en/analysis.ts (the CLI's report: src/cli/report.ts).
 */
export { analyseHand, analyseText, caseOf, compareTiers, leadInView, recommend, resolveOptions, TIER_GAP, VOLUNTARY_MARGIN } from './analyse.ts';
export type { Analysis, AnalysisOptions, DeepResult, DeepSettings, Recommendation, RecommendationReason, ResolvedOptions, TierComparison } from './analyse.ts';
export { CLASSIC_THRESHOLDS, classicCount, type ClassicCount, type ClassicItem } from './classic.ts';
export {
  DeepEvaluation,
  deepCaseResult,
  mergeDeepSnapshots,
  mergeDeepTally,
  type DeepCaseResult,
  type DeepOptions,
  type DeepSnapshot,
  type DeepTally,
} from './deep.ts';
export { exampleDeal, type ExampleDeal } from './example.ts';
export { instances, paperLosers, soloFeatures, type SoloFeatures, type SuitFeatures, type TrumpFeatures } from './features.ts';
export { keyCard, runCase, weakenings, type KeyCardEntry, type KeyCardResult, type Weakening } from './keycard.ts';
export { classifyLoss, LOSS_CODES, type LossCode } from './losses.ts';
export {
  caseResult,
  CaseTally,
  DEALER,
  LEAD_CASES,
  normalSeat,
  Playout,
  seatWithoutLead,
  Simulation,
  type CaseResult,
  type LeadCase,
  type SimulationOptions,
  type SimulationResult,
} from './montecarlo.ts';
export { MAX_FACTS, plainAnswer, plainFacts, type PlainAnswer, type PlainFact } from './plain.ts';
export { SoloPlayers } from './soloPlayers.ts';
export { Solver, type SolverOptions, type SolverStats } from './solver/index.ts';
export { pointBin, POINT_BIN, POINT_BINS, wilson } from './stats.ts';
export {
  handOptions,
  instantVerdict,
  loserLimit,
  PICTURE_FLOOR,
  soloVerdict,
  VERDICT_LEVELS,
  type Finding,
  type HandOption,
  type InstantVerdict,
  type SoloVerdict,
  type VerdictLevel,
} from './verdict.ts';
