/**
 * What the coach may say for a suggested card, as data: a reason that is always about the card
 * the hint suggests. The strong player's sampling sometimes prefers another card than its rule
 * of thumb; the coach then never shows that rule as the reason for the suggestion. It finds a
 * rule of thumb that picks the suggested card itself (`describeCard`), or says in which way the
 * suggestion does better in its own trick than the usual rule's card, or shows no rule at all
 * (the sampled figures are the reason, behind "Details").
 */
import { KIND_INDEX, type CardId } from '../cards.ts';
import type { PlayerView } from '../view.ts';
import { describeCard } from './policy.ts';
import { ViewSituation } from './situation.ts';
import { CARD_RULES, type CardEvidence, type CardRule, type Reason } from './types.ts';

/** In which way the suggested card does better in its own trick than the usual rule's card. */
export type BetterWhy =
  /** It takes the trick for the learner's side clearly more often. */
  | 'takesTrick'
  /** The other card is lost to an opponent's trump clearly more often. */
  | 'notTrumped'
  /** Both mostly lose the trick; the suggestion gives the other side clearly fewer points. */
  | 'givesLess'
  /** Both mostly win the trick; the suggestion brings clearly more points home. */
  | 'bringsMore';

export type CardAdvice =
  /** A rule of thumb that, applied here, picks exactly the suggested card. */
  | { readonly kind: 'rule'; readonly card: CardId; readonly rule: CardRule }
  /** The usual rule picks `ruleCard`; the suggestion does better in its trick as `why` says. */
  | { readonly kind: 'better'; readonly card: CardId; readonly rule: CardRule; readonly ruleCard: CardId; readonly why: BetterWhy }
  /** No rule of thumb picks the card, and its trick alone does not show why: only the sampled figures speak for it. */
  | { readonly kind: 'sampled'; readonly card: CardId };

/** A share (0..1) "clearly" higher than another: what the coach's words "more often" stand for. */
const CLEARLY = 0.15;
/** Card points "clearly" more or fewer in a trick. */
const CLEARLY_POINTS = 3;

/** How the suggestion beats the rule's card in its own trick, if it clearly does. */
export function betterWhy(chosen: CardEvidence, other: CardEvidence): BetterWhy | null {
  if (chosen.partyWinsTrick >= other.partyWinsTrick + CLEARLY) return 'takesTrick';
  if (other.lostToTrump >= chosen.lostToTrump + CLEARLY) return 'notTrumped';
  const lost = chosen.partyWinsTrick < 0.5 && other.partyWinsTrick < 0.5;
  const won = chosen.partyWinsTrick >= 0.5 && other.partyWinsTrick >= 0.5;
  if (lost && chosen.trickPoints <= other.trickPoints - CLEARLY_POINTS) return 'givesLess';
  if (won && chosen.trickPoints >= other.trickPoints + CLEARLY_POINTS) return 'bringsMore';
  return null;
}

/**
 * The coach's reason for playing `card` now (the hint's card): see `CardAdvice`. `reason` is the
 * hint's reason and `evidence` its sampled record of the card and of the card it is best compared
 * with (the rule's card when the sampling overruled the rule). `cards` are the legal cards.
 */
export function cardAdvice(
  view: PlayerView,
  cards: readonly CardId[],
  card: CardId,
  reason: Reason,
  evidence: { readonly chosen: CardEvidence; readonly alternative: CardEvidence | null } | null,
): CardAdvice {
  if (reason.rule === 'sampled' && reason.heuristicCard === card) return { kind: 'rule', card, rule: reason.heuristic };
  if (isCardRule(reason) && reason.card === card) return { kind: 'rule', card, rule: reason.rule };
  const rule = describeCard(new ViewSituation(view, cards), KIND_INDEX[card]);
  if (rule) return { kind: 'rule', card, rule };
  if (reason.rule === 'sampled' && reason.heuristicCard !== card && evidence?.alternative?.card === reason.heuristicCard) {
    const why = betterWhy(evidence.chosen, evidence.alternative);
    if (why) return { kind: 'better', card, rule: reason.heuristic, ruleCard: reason.heuristicCard, why };
  }
  return { kind: 'sampled', card };
}

const isCardRule = (r: Reason): r is Extract<Reason, { rule: CardRule }> => (CARD_RULES as readonly string[]).includes(r.rule);
