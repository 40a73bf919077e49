/**
 * Computer players (beginner and strong) and the hint for the learner (the deal driver that
 * plays a deal with them is src/engine/dealDriver.ts). They see only a PlayerView and their legal actions.
 *
 * ```ts
 * const players = [createBot('strong'), createBot('beginner'), createBot('beginner'), createBot('beginner')];
 * const { state, log } = playDeal(newDeal({ rules, dealer, hands }).value, players, createRng(7), { log: true });
 * hint(viewFor(state, 0), legalActionsFor(state, 0));   // { action, reason }
 * explainReason(reason);                                  // its words: '#words/bots' (src/i18n/en/bots.ts)
 * ```
 */
import type { Action } from '../deal.ts';
import { createRng } from '../rng.ts';
import type { PlayerView } from '../view.ts';
import { createBeginner } from './beginner.ts';
import { createStrong, type StrongOptions } from './strong.ts';
import { cardAdvice, type CardAdvice } from './coach.ts';
import type { BotLevel, CardEvidence, Decision, Player } from './types.ts';

export { beginnerDecision, createBeginner, BEGINNER_KONTRA_SCORE, BEGINNER_RE_SCORE, BEGINNER_SOLO_LOSERS } from './beginner.ts';
export { createStrong, STRONG_DEFAULTS, type StrongOptions, type StrongPlayer } from './strong.ts';
export { policyRollout, rolloutCard, type RolloutCalls } from './rollout.ts';
export { normalStrength, povertyGiveCards, povertyReturnCards, rankSolos, soloLosers, type NormalStrength, type SoloChoice } from './evaluate.ts';
export { betterWhy, cardAdvice, type BetterWhy, type CardAdvice } from './coach.ts';
export { chooseCard, describeCard, ruleFits, STANDALONE_RULES } from './policy.ts';
export { allowedActions, allowedFor, DUEL_BOT_LIMITS, NORMAL_GAMES_BOT_LIMITS, restrictBot, type BotLimits } from './restrict.ts';
export { canonicalHand, HiddenSampler, sampleSeed } from './sampler.ts';
export { SimSituation, ViewSituation } from './situation.ts';
export { CARD_RULES, type BotLevel, type CardEvidence, type CardRule, type Decision, type Player, type Reason, type ReasonCode } from './types.ts';

/** A computer player of the given level. */
export function createBot(level: BotLevel, options: StrongOptions = {}): Player {
  return level === 'strong' ? createStrong(options) : createBeginner();
}

export interface HintOptions {
  /** Default 'strong'. */
  readonly level?: BotLevel;
  /** Seed of the sampling; the same position and seed give the same hint. Default 1. */
  readonly seed?: number;
  readonly strong?: StrongOptions;
}

/** A hint: the decision, and for a card chosen by sampling the evidence behind it. */
export interface Hint extends Decision {
  /**
   * The suggested card's record over the sampled deals, and the card it is best compared
   * with (the rule of thumb's card when sampling overruled it, else the runner-up); null when
   * nothing was sampled (one legal card, a beginner's hint, or not a card).
   */
  readonly evidence: { readonly chosen: CardEvidence; readonly alternative: CardEvidence | null } | null;
  /** For a card: the coach's reason, always about this card (coach.ts); null for other actions. */
  readonly advice: CardAdvice | null;
}

/**
 * What a bot would do in the learner's seat, and why: for the hint button. `legal` are the
 * seat's legal actions (legalActionsFor). `action` is null when passing is best (an optional
 * announcement not worth making); the reason says why either way.
 */
export function hint(view: PlayerView, legal: readonly Action[], opts: HintOptions = {}): Hint {
  const rng = createRng(opts.seed ?? 1);
  const strong = (opts.level ?? 'strong') === 'strong';
  const bot = strong ? createStrong(opts.strong) : null;
  const d = bot ? bot.decide(view, legal, rng) : createBeginner().decide!(view, legal, rng);
  if (d.action?.type !== 'play') return { ...d, evidence: null, advice: null };
  const evidence = bot ? bot.evidence(view, d.action.card) : null;
  const cards = legal.flatMap((a) => (a.type === 'play' ? [a.card] : []));
  return { ...d, evidence, advice: cardAdvice(view, cards, d.action.card, d.reason, evidence) };
}
