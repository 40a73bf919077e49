/**
 * Contracts (docs/rules.md §2, §5, §7, §8): what was declared in the reservation round, who may
 * declare what, the ranking of reservations, and the card order each contract plays with.
 */
import type { CardId } from './cards.ts';
import { cardOrder, diamondsAreTrump, type CardOrder, type OrderKind, type SoloKind } from './order.ts';
import { nextSeat, type Seat } from './parties.ts';
import type { RuleSet } from './types.ts';

export type Contract =
  | { readonly kind: 'normal' }
  | { readonly kind: 'marriage'; readonly declarer: Seat }
  | {
      readonly kind: 'poverty';
      readonly declarer: Seat;
      readonly partner: Seat;
      readonly given: readonly CardId[];
      readonly returned: readonly CardId[];
    }
  | { readonly kind: 'solo'; readonly declarer: Seat; readonly solo: SoloKind; readonly compulsory: boolean };

/** What a player names after saying "Vorbehalt". */
export type Declaration =
  { readonly kind: 'marriage' } | { readonly kind: 'poverty' } | { readonly kind: 'solo'; readonly solo: SoloKind; readonly compulsory: boolean };

/** A marriage finds its partner within this many tricks, else it becomes a Karo solo (docs/rules.md §7). */
export const MARRIAGE_TRICKS = 3;

/** Armut (docs/rules.md §16.3): a hand with at most this many trumps may declare it … */
export const POVERTY_MAX_TRUMPS = 3;
/** … and passes this many cards (all its trumps among them); the acceptor returns as many. */
export const POVERTY_CARDS = 3;

/** A hand with at least this many nines (or kings) may be thrown in where the rules allow it (docs/rules.md §16.10). */
export const THROW_IN_COUNT = 5;

/** Reservation ranking: Pflichtsolo > Lustsolo > Armut > Hochzeit (TSR §4.1.5 (docs/rules.md §5), HOUSE Armut §16.3). */
export function declarationRank(d: Declaration): number {
  if (d.kind === 'solo') return d.compulsory ? 3 : 2;
  return d.kind === 'poverty' ? 1 : 0;
}

/** Who leads the first trick: the soloist of a Pflichtsolo, else the player left of the dealer (docs/rules.md §4). */
export function firstLeader(contract: Contract, dealer: Seat): Seat {
  return contract.kind === 'solo' && contract.compulsory ? contract.declarer : nextSeat(dealer);
}

/** The order of cards under a contract: the normal order, or the solo's. */
export function orderKindOf(contract: Contract): OrderKind {
  return contract.kind === 'solo' ? contract.solo : 'normal';
}

const count = (hand: readonly CardId[], card: CardId) => {
  let n = 0;
  for (const c of hand) if (c === card) n++;
  return n;
};

/** The seat holding both copies of a card, if one does. */
export function holderOfPair(hands: readonly (readonly CardId[])[], card: CardId): Seat | null {
  for (let s = 0; s < 4; s++) if (count(hands[s], card) === 2) return s as Seat;
  return null;
}

export function holdsBoth(hand: readonly CardId[], card: CardId): boolean {
  return count(hand, card) === 2;
}

/**
 * The game a hand plays when its holder says "gesund" and nobody else reserves: a normal game,
 * or with both ♣Q a silent solo (stille Hochzeit: he is Re alone, the other three Kontra).
 */
export function healthyContract(hand: readonly CardId[]): 'normal' | 'silentSolo' {
  return holdsBoth(hand, 'CQ') ? 'silentSolo' : 'normal';
}

/** The trumps of a hand in the normal game (the order that decides poverty, docs/rules.md §16.3). */
export function normalTrumps(hand: readonly CardId[], rules: RuleSet): CardId[] {
  const order = cardOrder('normal', rules);
  return hand.filter((c) => order.suit[c] === 'T');
}

export type DeclarationRefusal =
  | { readonly code: 'marriageNeedsBothClubQueens' }
  | { readonly code: 'povertyOff' }
  | { readonly code: 'povertyTooManyTrumps'; readonly trumps: number }
  | { readonly code: 'povertyWithPiglets' }
  | { readonly code: 'povertyWithBothClubQueens' };

/** Null if the hand may make this declaration, else why not. */
export function declarationRefusal(d: Declaration, hand: readonly CardId[], rules: RuleSet): DeclarationRefusal | null {
  if (d.kind === 'marriage') return holdsBoth(hand, 'CQ') ? null : { code: 'marriageNeedsBothClubQueens' };
  if (d.kind === 'poverty') {
    if (!rules.poverty) return { code: 'povertyOff' };
    if (holdsBoth(hand, 'CQ')) return { code: 'povertyWithBothClubQueens' };
    if (rules.piglets && holdsBoth(hand, 'DA')) return { code: 'povertyWithPiglets' };
    const trumps = normalTrumps(hand, rules).length;
    return trumps <= POVERTY_MAX_TRUMPS ? null : { code: 'povertyTooManyTrumps', trumps };
  }
  return null;
}

/** Whether a hand may say "half chicken" (docs/rules.md §16.11): the house rule is on and it holds both ♦10. It changes nothing else. */
export function mayDeclareHalfChicken(hand: readonly CardId[], rules: RuleSet): boolean {
  return rules.halfChicken && holdsBoth(hand, 'D10');
}

/** Whether a hand may be thrown in before the reservation round (docs/rules.md §16.10). */
export function throwInReason(hand: readonly CardId[], rules: RuleSet): 'fiveNines' | 'fiveKings' | null {
  const nines = hand.filter((c) => c.endsWith('9')).length;
  const kings = hand.filter((c) => c.endsWith('K')).length;
  if (rules.redealFiveNines && !rules.withoutNines && nines >= THROW_IN_COUNT) return 'fiveNines';
  if (rules.redealFiveKings && kings >= THROW_IN_COUNT) return 'fiveKings';
  return null;
}

/**
 * The card orders a deal plays with: `base`, and `withSuperpiglets` once Superschweinchen
 * are declared (they may come later than the deal's start when piglets are declared on play).
 */
export interface DealOrders {
  readonly base: CardOrder;
  readonly withSuperpiglets: CardOrder | null;
  /** Seat holding both ♦A when piglets apply, else null. */
  readonly pigletHolder: Seat | null;
  /** Seat holding both ♦9 when superpiglets can apply, else null. */
  readonly superpigletHolder: Seat | null;
}

/** Orders for a contract given the hands after any poverty exchange (docs/rules.md §16.7). */
export function dealOrders(contract: Contract, hands: readonly (readonly CardId[])[], rules: RuleSet): DealOrders {
  const kind = orderKindOf(contract);
  const pigletHolder = rules.piglets && diamondsAreTrump(kind) ? holderOfPair(hands, 'DA') : null;
  const superpigletHolder = pigletHolder !== null && rules.superpiglets && !rules.withoutNines ? holderOfPair(hands, 'D9') : null;
  const piglets = pigletHolder !== null;
  return {
    base: cardOrder(kind, rules, { piglets, superpiglets: false }),
    withSuperpiglets: superpigletHolder !== null ? cardOrder(kind, rules, { piglets, superpiglets: true }) : null,
    pigletHolder,
    superpigletHolder,
  };
}
