/**
 * Card order per game type (docs/rules.md §3, §6, §16.7): which cards are trumps, the rank of
 * every card and its effective suit. Trump is a suit of its own: a queen in the normal game
 * belongs to the trump suit, never to its printed suit.
 */
import { CARD_IDS, type CardId, type Suit, SUITS, rankOf, suitOf } from './cards.ts';
import type { RuleSet } from './types.ts';

export const SOLO_KINDS = ['clubs', 'spades', 'hearts', 'diamonds', 'queens', 'jacks', 'aces'] as const;
export type SoloKind = (typeof SOLO_KINDS)[number];

/** What decides the order of the cards: the normal game or a solo type. */
export type OrderKind = 'normal' | SoloKind;

/** A card's effective suit: `T` for trump, else its printed suit. */
export type EffectiveSuit = Suit | 'T';

export const COLOUR_OF_SOLO: Partial<Record<SoloKind, Suit>> = { clubs: 'C', spades: 'S', hearts: 'H', diamonds: 'D' };

/** Special trumps that depend on the deal (who holds both ♦A or both ♦9), not only on the rules. */
export interface OrderExtras {
  /** Both ♦A rank above the ♥10 (Schweinchen declared). */
  readonly piglets: boolean;
  /** Both ♦9 rank above the piglets (Superschweinchen declared). */
  readonly superpiglets: boolean;
}

export const NO_EXTRAS: OrderExtras = { piglets: false, superpiglets: false };

export interface CardOrder {
  readonly kind: OrderKind;
  /** Trumps high → low, one entry per kind. */
  readonly trumps: readonly CardId[];
  /** Plain cards of each suit high → low (empty where the whole suit is trump). */
  readonly plain: Readonly<Record<Suit, readonly CardId[]>>;
  readonly suit: Readonly<Record<CardId, EffectiveSuit>>;
  /** Larger beats smaller; every trump beats every plain card; plain cards compare only within a suit. */
  readonly strength: Readonly<Record<CardId, number>>;
  /** The ♥10 is a trump and two of them compare by the `dulle` rule. */
  readonly dulleIsTrump: boolean;
  readonly extras: OrderExtras;
}

/** Whether ♦A is a trump in this game, so that piglets can apply (docs/rules.md §16.7). */
export function diamondsAreTrump(kind: OrderKind): boolean {
  return kind === 'normal' || kind === 'diamonds';
}

const cache = new WeakMap<RuleSet, Map<string, CardOrder>>();

/** The order of one game type under a rule set (memoised per rule-set object; orders are never mutated). */
export function cardOrder(kind: OrderKind, rules: RuleSet, extras: OrderExtras = NO_EXTRAS): CardOrder {
  let byKey = cache.get(rules);
  if (!byKey) cache.set(rules, (byKey = new Map()));
  const key = `${kind}/${extras.piglets ? 1 : 0}${extras.superpiglets ? 1 : 0}`;
  let order = byKey.get(key);
  if (!order) byKey.set(key, (order = buildOrder(kind, rules, extras)));
  return order;
}

function buildOrder(kind: OrderKind, rules: RuleSet, extras: OrderExtras): CardOrder {
  const withNines = !rules.withoutNines;
  const present = (c: CardId) => withNines || rankOf(c) !== '9';
  const queens: CardId[] = ['CQ', 'SQ', 'HQ', 'DQ'];
  const jacks: CardId[] = ['CJ', 'SJ', 'HJ', 'DJ'];
  const dulleTrump = rules.dulle !== 'notTrump';

  let trumps: CardId[];
  if (kind === 'queens') trumps = queens;
  else if (kind === 'jacks') trumps = jacks;
  else if (kind === 'aces') trumps = [];
  else {
    const colour: Suit = kind === 'normal' ? 'D' : (COLOUR_OF_SOLO[kind] as Suit);
    const low = (['A', '10', 'K', '9'] as const).map((r) => `${colour}${r}` as CardId);
    // In a hearts solo without Dullen, the ♥10 simply sits in the hearts of the trump suit.
    const lowTrumps = low.filter((c) => c !== 'H10' || !dulleTrump);
    trumps = [...(dulleTrump ? (['H10'] as CardId[]) : []), ...queens, ...jacks, ...lowTrumps];
    const pigletsApply = diamondsAreTrump(kind);
    if (pigletsApply && extras.piglets) {
      trumps = ['DA', ...trumps.filter((c) => c !== 'DA')];
      if (extras.superpiglets && withNines) trumps = ['D9', ...trumps.filter((c) => c !== 'D9')];
    }
  }
  trumps = trumps.filter(present);

  const trumpSet = new Set(trumps);
  const plainRanks =
    kind === 'queens'
      ? ['A', '10', 'K', 'J', '9']
      : kind === 'jacks'
        ? ['A', '10', 'K', 'Q', '9']
        : kind === 'aces'
          ? ['A', '10', 'K', 'Q', 'J', '9']
          : ['A', '10', 'K', '9'];
  const plain = {} as Record<Suit, CardId[]>;
  for (const s of SUITS) {
    plain[s] = plainRanks.map((r) => `${s}${r}` as CardId).filter((c) => present(c) && !trumpSet.has(c));
  }

  const suit = {} as Record<CardId, EffectiveSuit>;
  const strength = {} as Record<CardId, number>;
  for (const c of CARD_IDS) {
    suit[c] = suitOf(c);
    strength[c] = 0;
  }
  trumps.forEach((c, i) => {
    suit[c] = 'T';
    strength[c] = 100 + trumps.length - i;
  });
  for (const s of SUITS) plain[s].forEach((c, i) => (strength[c] = plain[s].length - i));

  return { kind, trumps, plain, suit, strength, dulleIsTrump: dulleTrump && trumpSet.has('H10'), extras };
}

/** A hand sorted for display: trumps high → low, then clubs, spades, hearts, diamonds, each high → low. */
export function sortHand(hand: readonly CardId[], order: CardOrder): CardId[] {
  const suitRank: Record<EffectiveSuit, number> = { T: 0, C: 1, S: 2, H: 3, D: 4 };
  return [...hand].sort((a, b) => suitRank[order.suit[a]] - suitRank[order.suit[b]] || order.strength[b] - order.strength[a]);
}
