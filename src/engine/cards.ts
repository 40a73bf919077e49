/**
 * Cards, card points and decks (docs/rules.md §1). A card is identified by its id, `<suit><rank>`
 * (docs/formats.md): `CQ`, `H10`, `DA`. The two physical copies of a card share one id.
 */
import type { CardId, Rank, RuleSet, Suit } from './types.ts';

export type { CardId, Rank, Suit } from './types.ts';

export const SUITS = ['C', 'S', 'H', 'D'] as const satisfies readonly Suit[];

/** Ranks in the order of a plain suit in the normal game (A 10 K Q J 9). */
export const RANKS = ['A', '10', 'K', 'Q', 'J', '9'] as const satisfies readonly Rank[];

/** The 24 kinds of card, suit by suit (clubs, spades, hearts, diamonds), each A 10 K Q J 9. */
export const CARD_IDS: readonly CardId[] = SUITS.flatMap((s) => RANKS.map((r) => `${s}${r}` as CardId));

const RANK_POINTS: Record<Rank, number> = { A: 11, '10': 10, K: 4, Q: 3, J: 2, '9': 0 };

/** Index 0..23 of a card kind in CARD_IDS; the simulation core works on these. */
export const KIND_INDEX: Readonly<Record<CardId, number>> = Object.fromEntries(CARD_IDS.map((id, i) => [id, i])) as Record<CardId, number>;

const CARD_ID_SET: ReadonlySet<string> = new Set(CARD_IDS);

export function isCardId(value: unknown): value is CardId {
  return typeof value === 'string' && CARD_ID_SET.has(value);
}

export function suitOf(card: CardId): Suit {
  return card[0] as Suit;
}

export function rankOf(card: CardId): Rank {
  return card.slice(1) as Rank;
}

/** Card points ("Augen"): A 11, 10 10, K 4, Q 3, J 2, 9 0. */
export function cardPoints(card: CardId): number {
  return RANK_POINTS[rankOf(card)];
}

/** Sum of card points of a list of cards. */
export function sumPoints(cards: readonly CardId[]): number {
  let total = 0;
  for (const c of cards) total += RANK_POINTS[rankOf(c)];
  return total;
}

/** The card kinds in play: 24, or 20 without nines. */
export function cardKinds(rules: Pick<RuleSet, 'withoutNines'>): readonly CardId[] {
  return rules.withoutNines ? CARD_IDS.filter((c) => rankOf(c) !== '9') : CARD_IDS;
}

const DECKS = { 48: CARD_IDS.flatMap((c) => [c, c]), 40: CARD_IDS.filter((c) => rankOf(c) !== '9').flatMap((c) => [c, c]) };

/** The full deck, two copies of every kind: 48 cards, or 40 without nines (a fresh array). */
export function deck(rules: Pick<RuleSet, 'withoutNines'>): CardId[] {
  return (rules.withoutNines ? DECKS[40] : DECKS[48]).slice();
}

/** Cards per hand and tricks per deal: 12, or 10 without nines. */
export function handSize(rules: Pick<RuleSet, 'withoutNines'>): number {
  return rules.withoutNines ? 10 : 12;
}

/** The cards a player cannot see at the start of a deal (the other three hands): 36, or 30 without nines. */
export function hiddenCardCount(rules: Pick<RuleSet, 'withoutNines'>): number {
  return (rules.withoutNines ? DECKS[40] : DECKS[48]).length - handSize(rules);
}

/** Total card points of the deck, 240 with or without nines (the nines count 0). */
export const TOTAL_POINTS = sumPoints(DECKS[48]);
