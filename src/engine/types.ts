/**
 * The engine's shared vocabulary of types: cards, the rule set, hands and tricks. It imports only
 * the leaf parties.ts, so any engine file can name these without importing the modules that
 * compute with them; that keeps the engine's import graph free of cycles (npm run lint checks it).
 * The modules that own the values re-export their types (cards.ts, rules.ts, deal.ts): callers
 * keep importing from there.
 */
import type { Seat } from './parties.ts';

/** Clubs, spades, hearts, diamonds: the values are `SUITS` in cards.ts. */
export type Suit = 'C' | 'S' | 'H' | 'D';
/** A 10 K Q J 9: the values are `RANKS` in cards.ts. */
export type Rank = 'A' | '10' | 'K' | 'Q' | 'J' | '9';
/** A card's id, `<suit><rank>` (docs/formats.md): `CQ`, `H10`, `DA`. */
export type CardId = `${Suit}${Rank}`;

export interface RuleSet {
  /** 40 cards without nines: 10 cards each, 10 tricks (docs/rules.md §1, §9.7). */
  readonly withoutNines: boolean;
  /** How the two ♥10 compare, or whether they are trumps at all (docs/rules.md §6). */
  readonly dulle: 'firstWins' | 'secondWins' | 'secondWinsExceptLastTrick' | 'notTrump';
  /** Which trick finds the marriage partner (docs/rules.md §7, §16.8). */
  readonly marriageTrickType: 'firstForeign' | 'firstForeignPlain' | 'firstForeignTrump';
  /** Armut / poverty (docs/rules.md §8, §16.3). */
  readonly poverty: boolean;
  /** Schweinchen: both ♦A in one hand rank above the ♥10 (docs/rules.md §16.7). */
  readonly piglets: boolean;
  readonly pigletsDeclared: 'reservation' | 'firstPlay';
  /** Superschweinchen: both ♦9 in one hand rank above the piglets (docs/rules.md §16.7). */
  readonly superpiglets: boolean;
  /** Pflichtansage: ≥ 30 points in the first trick force Re/Kontra (docs/rules.md §16.9). */
  readonly forcedAnnouncement: boolean;
  /** A fox caught in the last trick is worth 2 (docs/rules.md §15). */
  readonly foxLastTrick: boolean;
  /** A ♣J lost to the opponents in the last trick scores for the captors (docs/rules.md §15). */
  readonly karlchenCaught: boolean;
  /** Only a ♦Q capturing the opponents' ♣J in the last trick scores (docs/rules.md §15, §16.13). */
  readonly lieschenMueller: boolean;
  /** Throw in a hand with five or more nines (docs/rules.md §16.10). */
  readonly redealFiveNines: boolean;
  /** Throw in a hand with five or more kings (docs/rules.md §16.10). */
  readonly redealFiveKings: boolean;
  /** Halbes Hähnchen: a declaration of both ♦10, no effect on play or score (docs/rules.md §16.11). */
  readonly halfChicken: boolean;
}

export type Hands = readonly [readonly CardId[], readonly CardId[], readonly CardId[], readonly CardId[]];

export interface Trick {
  readonly leader: Seat;
  readonly cards: readonly CardId[];
  /** Set once the trick is complete. */
  readonly winner: Seat | null;
}

/** A rule's name: a key of `RuleSet`. */
export type RuleKey = keyof RuleSet;
