/**
 * Card kinds for the simulation core and, per rule set, each contract's card order as
 * kind-indexed arrays (`kindOrders`). Everything is derived from the engine's `cardOrder`
 * (never restated by hand): effective suit per kind (0..3 plain C,S,H,D; 4 trump), strength
 * per kind, card points per kind, and the Dulle flags.
 *
 * Card kinds are the indices 0..23 of CARD_IDS (KIND_INDEX).
 */
import { CARD_IDS, KIND_INDEX, SUITS, cardPoints, type CardId } from '../cards.ts';
import { cardOrder, diamondsAreTrump, SOLO_KINDS, type OrderKind } from '../order.ts';
import type { RuleSet } from '../rules.ts';

/** Effective suit of a trump in the kind orders. */
export const TRUMP = 4;

/** Kind indices of the cards with a special role. */
export const K_H10 = KIND_INDEX.H10;
export const K_CQ = KIND_INDEX.CQ;
export const K_CJ = KIND_INDEX.CJ;
export const K_DQ = KIND_INDEX.DQ;
export const K_DA = KIND_INDEX.DA;
export const K_D9 = KIND_INDEX.D9;

/** Card points per kind. */
export const KIND_POINTS: Uint8Array = Uint8Array.from(CARD_IDS, (c) => cardPoints(c));

/** Order kinds as small integers: 0 normal, 1 + index in SOLO_KINDS for the solos. */
export const ORDER_KINDS: readonly OrderKind[] = ['normal', ...SOLO_KINDS];
export const ORDER_NORMAL = 0;

/** Order variants: no special trumps, piglets, piglets + superpiglets. */
export const VARIANT_PLAIN = 0;
export const VARIANT_PIGLETS = 1;
export const VARIANT_SUPER = 2;

/** The 48-card and 40-card decks in the order `deck(rules)` builds them (each kind twice). */
export const DECK_48: Uint8Array = Uint8Array.from(CARD_IDS.flatMap((_, i) => [i, i]));
export const DECK_40: Uint8Array = Uint8Array.from(CARD_IDS.flatMap((c, i) => (c.endsWith('9') ? [] : [i, i])));

export interface KindOrder {
  /** Effective suit per kind: 0..3 plain (C, S, H, D), 4 trump. */
  readonly suit: Uint8Array;
  /** Strength per kind and variant: `strength[variant]`; trumps > 100 > plain. */
  readonly strength: readonly [Uint8Array, Uint8Array, Uint8Array];
  /** Two ♥10 in one trick: the second wins (not in the last trick / in the last trick). */
  readonly dulleSecondWins: boolean;
  readonly dulleSecondWinsLast: boolean;
  /** Whether ♦A is a trump (piglets can apply). */
  readonly pigletsApply: boolean;
}

export interface KindOrders {
  readonly rules: RuleSet;
  /** Indexed by order kind (ORDER_KINDS). */
  readonly orders: readonly KindOrder[];
  /** Cards per hand / tricks per deal. */
  readonly handSize: number;
  readonly deck: Uint8Array;
}

const SUIT_INDEX: Record<string, number> = { C: 0, S: 1, H: 2, D: 3, T: TRUMP };

function kindOrder(kind: OrderKind, rules: RuleSet): KindOrder {
  const variants = [
    cardOrder(kind, rules, { piglets: false, superpiglets: false }),
    cardOrder(kind, rules, { piglets: true, superpiglets: false }),
    cardOrder(kind, rules, { piglets: true, superpiglets: true }),
  ];
  const base = variants[0];
  const suit = Uint8Array.from(CARD_IDS, (c: CardId) => SUIT_INDEX[base.suit[c]]);
  const strength = variants.map((o) => {
    const s = Uint8Array.from(CARD_IDS, (c: CardId) => o.strength[c]);
    // Effective suits never change between the variants (only strengths do).
    for (const c of CARD_IDS) if (SUIT_INDEX[o.suit[c]] !== suit[KIND_INDEX[c]]) throw new Error('variant changes a suit');
    return s;
  }) as unknown as [Uint8Array, Uint8Array, Uint8Array];
  const dulle = base.dulleIsTrump;
  return {
    suit,
    strength,
    dulleSecondWins: dulle && (rules.dulle === 'secondWins' || rules.dulle === 'secondWinsExceptLastTrick'),
    dulleSecondWinsLast: dulle && rules.dulle === 'secondWins',
    pigletsApply: diamondsAreTrump(kind),
  };
}

const cache = new WeakMap<RuleSet, KindOrders>();

/** The tables of every order kind under `rules` (cached per rule-set object). */
export function kindOrders(rules: RuleSet): KindOrders {
  let t = cache.get(rules);
  if (!t) {
    t = {
      rules,
      orders: ORDER_KINDS.map((k) => kindOrder(k, rules)),
      handSize: rules.withoutNines ? 10 : 12,
      deck: rules.withoutNines ? DECK_40 : DECK_48,
    };
    cache.set(rules, t);
  }
  return t;
}

/** Effective suit index 0..3 of a printed suit letter, for tests and tools. */
export function suitIndex(s: (typeof SUITS)[number] | 'T'): number {
  return SUIT_INDEX[s];
}
