/**
 * Following suit and winning tricks (docs/rules.md §6): follow the led card's effective suit;
 * the highest trump wins, else the highest card of the led suit; of two equal cards the
 * first played wins, except for the ♥10 under the Dulle house rules.
 */
import type { CardId, Suit } from './cards.ts';
import type { CardOrder, EffectiveSuit } from './order.ts';
import type { RuleSet } from './types.ts';

/** Why a card may not be played now. */
export type IllegalPlay =
  | { readonly code: 'notInHand'; readonly card: CardId }
  | { readonly code: 'mustFollow'; readonly card: CardId; readonly suit: EffectiveSuit; readonly holding: readonly CardId[] };

/** The cards of `hand` that may be played on `trick` (the cards already in it, in play order). */
export function legalCards(hand: readonly CardId[], trick: readonly CardId[], order: CardOrder): CardId[] {
  if (trick.length === 0) return [...hand];
  const led = order.suit[trick[0]];
  const following = hand.filter((c) => order.suit[c] === led);
  return following.length > 0 ? following : [...hand];
}

/**
 * What the rules require of the player to move (docs/rules.md §6), as data for an explanation:
 * he leads (any card), must follow the led effective suit with these cards, or cannot follow
 * and may play any card. `cards` are the distinct legal cards in hand order.
 */
export type PlayRule =
  | { readonly code: 'lead'; readonly cards: readonly CardId[] }
  | { readonly code: 'follow'; readonly led: EffectiveSuit; readonly ledCard: CardId; readonly cards: readonly CardId[] }
  | { readonly code: 'cannotFollow'; readonly led: EffectiveSuit; readonly ledCard: CardId; readonly cards: readonly CardId[] };

export function playRule(hand: readonly CardId[], trick: readonly CardId[], order: CardOrder): PlayRule {
  const cards = [...new Set(legalCards(hand, trick, order))];
  if (trick.length === 0) return { code: 'lead', cards };
  const led = order.suit[trick[0]];
  const follows = hand.some((c) => order.suit[c] === led);
  return { code: follows ? 'follow' : 'cannotFollow', led, ledCard: trick[0], cards };
}

/** Null when `card` may be played, else the reason it may not. */
export function illegalReason(card: CardId, hand: readonly CardId[], trick: readonly CardId[], order: CardOrder): IllegalPlay | null {
  if (!hand.includes(card)) return { code: 'notInHand', card };
  if (trick.length === 0) return null;
  const led = order.suit[trick[0]];
  if (order.suit[card] === led) return null;
  const holding = hand.filter((c) => order.suit[c] === led);
  return holding.length === 0 ? null : { code: 'mustFollow', card, suit: led, holding };
}

/**
 * Index (0-based, in play order) of the card that wins a complete or partial trick.
 * `lastTrick` matters only for the `secondWinsExceptLastTrick` Dulle rule.
 */
export function trickWinner(trick: readonly CardId[], order: CardOrder, rules: Pick<RuleSet, 'dulle'>, lastTrick: boolean): number {
  const secondDulleWins = order.dulleIsTrump && (rules.dulle === 'secondWins' || (rules.dulle === 'secondWinsExceptLastTrick' && !lastTrick));
  const led = order.suit[trick[0]];
  let best = 0;
  for (let i = 1; i < trick.length; i++) {
    if (beats(trick[i], trick[best], led, order, secondDulleWins)) best = i;
  }
  return best;
}

/** Whether `later` (played after `earlier`) takes the trick from it. */
function beats(later: CardId, earlier: CardId, led: EffectiveSuit, order: CardOrder, secondDulleWins: boolean): boolean {
  const ls = order.suit[later];
  const es = order.suit[earlier];
  if (ls === 'T') {
    if (es !== 'T') return true;
    if (later === earlier) return secondDulleWins && later === 'H10';
    return order.strength[later] > order.strength[earlier];
  }
  if (es === 'T' || ls !== led) return false;
  return order.strength[later] > order.strength[earlier];
}

/** Why a trick went the way it did, for explanations. */
export type TrickWhy =
  | { readonly code: 'highestTrump'; readonly card: CardId; readonly trumps: number }
  | { readonly code: 'highestOfLed'; readonly card: CardId; readonly led: Suit; readonly others: readonly CardId[] }
  | { readonly code: 'equalFirst'; readonly card: CardId }
  | { readonly code: 'dulleLastTrick'; readonly card: CardId }
  | { readonly code: 'secondDulle'; readonly card: CardId };

export interface TrickOutcome {
  /** Index of the winning card in play order. */
  readonly winner: number;
  readonly why: TrickWhy;
}

/** The winner of a trick with the reason, as data (docs/rules.md §6). */
export function explainTrick(cards: readonly CardId[], order: CardOrder, rules: Pick<RuleSet, 'dulle'>, lastTrick: boolean): TrickOutcome {
  const winner = trickWinner(cards, order, rules, lastTrick);
  const card = cards[winner];
  const copies = cards.map((c, i) => (c === card && i !== winner ? i : -1)).filter((i) => i >= 0);
  if (copies.some((i) => i < winner)) return { winner, why: { code: 'secondDulle', card } };
  if (copies.some((i) => i > winner)) {
    // An equal card came later and did not take the trick; name the last-trick Dulle exception when it applied.
    const exception = lastTrick && trickWinner([card, card], order, rules, false) === 1;
    return { winner, why: { code: exception ? 'dulleLastTrick' : 'equalFirst', card } };
  }
  if (order.suit[card] === 'T') {
    return { winner, why: { code: 'highestTrump', card, trumps: cards.filter((c) => order.suit[c] === 'T').length } };
  }
  const led = order.suit[cards[0]] as Suit;
  return { winner, why: { code: 'highestOfLed', card, led, others: cards.filter((c) => order.suit[c] !== led) } };
}

/** Why a card may be played now (the other side of `illegalReason`). */
export type LegalWhy =
  | { readonly code: 'lead'; readonly card: CardId }
  | { readonly code: 'follows'; readonly card: CardId; readonly suit: EffectiveSuit }
  | { readonly code: 'cannotFollow'; readonly card: CardId; readonly suit: EffectiveSuit };

/** Why `card` may be played on `trick`, or null when it may not (then `illegalReason` says why). */
export function legalWhy(card: CardId, hand: readonly CardId[], trick: readonly CardId[], order: CardOrder): LegalWhy | null {
  if (illegalReason(card, hand, trick, order)) return null;
  if (trick.length === 0) return { code: 'lead', card };
  const suit = order.suit[trick[0]];
  return order.suit[card] === suit ? { code: 'follows', card, suit } : { code: 'cannotFollow', card, suit };
}

/** Why a card of a trick does not take it: what beats it, in the words a player would use. */
export type LoserWhy =
  /** A plain card of another suit than the one led: it can never win. */
  | { readonly code: 'offSuit'; readonly card: CardId; readonly led: EffectiveSuit; readonly winner: CardId }
  /** A plain card of the led suit, and a trump is in the trick. */
  | { readonly code: 'trumped'; readonly card: CardId; readonly winner: CardId }
  /** A lower trump than the winner. */
  | { readonly code: 'lowerTrump'; readonly card: CardId; readonly winner: CardId }
  /** A lower card of the led suit than the winner. */
  | { readonly code: 'lowerOfLed'; readonly card: CardId; readonly winner: CardId; readonly led: Suit }
  /** The same card was played earlier: of two equal cards the first wins. */
  | { readonly code: 'equalLater'; readonly card: CardId }
  /** The second ♥10 under "second ♥10 wins, except in the last trick": this is the last trick. */
  | { readonly code: 'dulleLastTrick'; readonly card: CardId }
  /** The first ♥10 under a house rule that lets the second one beat it. */
  | { readonly code: 'secondDulle'; readonly card: CardId };

/**
 * Why the card at `index` (play order) does not win the trick, or null when it does.
 * `winner` is the index of the card that takes the trick instead.
 */
export function explainLoser(
  cards: readonly CardId[],
  index: number,
  order: CardOrder,
  rules: Pick<RuleSet, 'dulle'>,
  lastTrick: boolean,
): { readonly winner: number; readonly why: LoserWhy } | null {
  const winner = trickWinner(cards, order, rules, lastTrick);
  if (winner === index) return null;
  const card = cards[index];
  const best = cards[winner];
  const led = order.suit[cards[0]];
  const suit = order.suit[card];
  if (card === best) {
    if (index < winner) return { winner, why: { code: 'secondDulle', card } };
    const exception = lastTrick && trickWinner([card, card], order, rules, false) === 1;
    return { winner, why: { code: exception ? 'dulleLastTrick' : 'equalLater', card } };
  }
  if (suit !== 'T' && suit !== led) return { winner, why: { code: 'offSuit', card, led, winner: best } };
  if (suit !== 'T') {
    return order.suit[best] === 'T'
      ? { winner, why: { code: 'trumped', card, winner: best } }
      : { winner, why: { code: 'lowerOfLed', card, winner: best, led: led as Suit } };
  }
  return { winner, why: { code: 'lowerTrump', card, winner: best } };
}
