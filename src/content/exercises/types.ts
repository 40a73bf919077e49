/**
 * An exercise is data (as in lichess's ui/learn): a position, the rules it is played under,
 * a goal, and what counts as right, written as a check the engine answers. The answers are
 * never stored: `prepare.ts` asks the engine for them when the page is built, and
 * tests/content checks every position and answer. Link to one with `?exercise=<id>`.
 */
import type { CardId, Suit } from '../../engine/cards.ts';
import type { Contract, Declaration } from '../../engine/contract.ts';
import type { Hands } from '../../engine/deal.ts';
import type { OrderExtras, OrderKind } from '../../engine/order.ts';
import type { Party, Seat } from '../../engine/parties.ts';
import type { RuleSet } from '../../engine/rules.ts';
import type { Call, Level } from '../../engine/scoring.ts';
import type { SheetDeal } from '../../machines/scoreSheetFacts.ts';
import type { SessionStep } from '../../machines/sessionSteps.ts';
import type { SectionId } from '../sections.ts';

/** A call made after `after` cards of the deal were played. */
export interface CallSpec {
  readonly after: number;
  readonly seat: Seat;
  readonly call: Call;
}

/** A position in a whole deal: four hands, a contract, the cards played and the calls made, replayed by the engine. */
export interface DealSpec {
  readonly dealer: Seat;
  readonly hands: Hands;
  readonly contract: Contract;
  readonly plays: readonly CardId[];
  readonly calls?: readonly CallSpec[];
}

/**
 * Cards the learner picks from:
 * - `trick`: the four cards of a complete trick (`extras`: piglets or superpiglets declared);
 * - `hand`: one hand, with the cards of the trick so far on the table (no whole deal);
 * - `cards`: loose cards of a game;
 * - `deal`: the hand of the player to move in a replayed deal.
 */
export type CardSpot =
  | { readonly of: 'trick'; readonly contract: OrderKind; readonly trick: readonly CardId[]; readonly lastTrick?: boolean; readonly extras?: OrderExtras }
  | { readonly of: 'hand'; readonly contract: OrderKind; readonly trick: readonly CardId[]; readonly hand: readonly CardId[] }
  | { readonly of: 'cards'; readonly contract: OrderKind; readonly cards: readonly CardId[] }
  | { readonly of: 'deal'; readonly deal: DealSpec };

/**
 * The small engine-backed checks a card is graded by:
 * - `winsTrick`: this card of the trick takes it (trick spots);
 * - `legal`: it may be played now; `takesTrick`: played now, it would be winning the trick (hand, deal);
 * - `trump`: it is a trump in this game; `card`: it is this card; `minPoints`: it is worth at least so many card points.
 */
export type CardAtom = 'winsTrick' | 'legal' | 'takesTrick' | 'trump' | { readonly card: CardId } | { readonly minPoints: number };

/** Checks compose with and / or / not. */
export type CardCheck =
  { readonly is: CardAtom } | { readonly and: readonly CardCheck[] } | { readonly or: readonly CardCheck[] } | { readonly not: CardCheck };

/** A question with one answer among a few options, which the engine computes. */
export type Question =
  /** Who plays next: leads trick 1 (no card played yet), leads the next trick, or follows clockwise. */
  | { readonly of: 'toMove'; readonly deal: DealSpec; readonly viewer?: Seat }
  /** Re, Kontra or nobody. */
  | { readonly of: 'dealWinner'; readonly deal: Partial<SheetDeal> }
  | { readonly of: 'nextDealer'; readonly steps: readonly SessionStep[] }
  | { readonly of: 'forcedSoloist'; readonly steps: readonly SessionStep[] }
  /** May `seat` still take back its Vorbehalt, after these answers in seat order from the dealer's left? */
  | { readonly of: 'withdraw'; readonly dealer: Seat; readonly hands: Hands; readonly said: readonly boolean[]; readonly seat: Seat; readonly viewer?: Seat }
  /** May this hand be thrown in before the reservations? */
  | { readonly of: 'throwIn'; readonly hand: readonly CardId[] }
  /** May this hand make this declaration? */
  | { readonly of: 'declare'; readonly hand: readonly CardId[]; readonly declaration: Declaration }
  /** May this hand say "half chicken"? */
  | { readonly of: 'halfChicken'; readonly hand: readonly CardId[] }
  /** May `seat` make `call` now? */
  | { readonly of: 'mayCall'; readonly deal: DealSpec; readonly seat: Seat; readonly call: Call; readonly viewer?: Seat }
  /** Must `seat` show its party with a further call now? */
  | { readonly of: 'showParty'; readonly deal: DealSpec; readonly seat: Seat; readonly viewer?: Seat }
  /** Which party must announce under the Pflichtansage (or none)? */
  | { readonly of: 'forcedParty'; readonly deal: DealSpec; readonly viewer?: Seat }
  /** Which party scores a special point with this trick, under the rules? */
  | {
      readonly of: 'trickSpecials';
      readonly trick: readonly CardId[];
      readonly leader: Seat;
      readonly re: readonly Seat[];
      readonly lastTrick: boolean;
      readonly contract?: OrderKind;
      readonly extras?: OrderExtras;
    }
  | { readonly of: 'isTrump'; readonly contract: OrderKind; readonly card: CardId };

/** A number the engine computes. */
export type Quantity =
  | { readonly of: 'cardPoints'; readonly cards: readonly CardId[] }
  /** Cards each player is dealt. */
  | { readonly of: 'handSize' }
  | { readonly of: 'target'; readonly party: Party; readonly reLevel: Level; readonly kontraLevel: Level }
  | { readonly of: 'seatScore'; readonly deal: Partial<SheetDeal>; readonly seat: Seat }
  /** Trump cards in the pack (both copies counted). */
  | { readonly of: 'trumpCount'; readonly contract: OrderKind }
  /** Plain cards of a suit in the pack (both copies counted). */
  | { readonly of: 'plainCount'; readonly contract: OrderKind; readonly suit: Suit }
  /** The fewest cards in hand with which a call can still be made as an Erstansage. */
  | { readonly of: 'deadline'; readonly call: Call; readonly shift?: number };

/** What a computer seat says and does in the reservation round. */
export interface SeatScript {
  readonly reserve: boolean;
  readonly declaration?: Declaration;
  /** Poverty: the cards it passes (as the poor player) or returns (as the acceptor). */
  readonly exchange?: readonly CardId[];
  /** Poverty: whether it takes the cards when they are offered. */
  readonly accept?: boolean;
}

/**
 * An exercise's words, kept out of the data in the exercise catalogue
 * (src/i18n/en/lesson-exercises.ts and its twins), keyed by the exercise's id.
 */
export interface ExerciseWords {
  readonly title: string;
  readonly goal: string;
  /** Given one at a time, as a teacher helps step by step. */
  readonly hints: readonly string[];
  /** The idea behind the answer, shown once it is solved. */
  readonly explanation: string;
}

/** A play exercise also names the rule of thumb it teaches, shown after the answer. */
export interface PlayWords extends ExerciseWords {
  readonly ruleOfThumb: string;
}

/** Its words are in the exercise catalogue under `id` (src/content/exercises/words.ts). */
export interface ExerciseBase {
  readonly id: string;
  /** Slug of the lesson that shows it. */
  readonly lesson: string;
  /**
   * Rules pinned for this exercise (shown with it). Every other rule follows the learner's
   * settings; tests/content checks that no other setting changes the answer.
   */
  readonly fixed?: Partial<RuleSet>;
  /** The sections of the rules it grades (docs/coverage.md). */
  readonly drills: readonly SectionId[];
  /** Do not mark trumps on the cards (before trumps are taught). */
  readonly hideTrumps?: boolean;
  /**
   * A fresh position of another exercise of the same lesson and kind (its id): asked at the end
   * of the lesson when that one was missed, and its stars count for that one.
   */
  readonly asksAgain?: string;
}

/** Pick the one right card. */
export type PickExercise = ExerciseBase & { readonly kind: 'pick'; readonly spot: CardSpot; readonly right: CardCheck };
/** Select every right card. */
export type SelectExercise = ExerciseBase & { readonly kind: 'select'; readonly spot: CardSpot; readonly right: CardCheck };
/** Select every call the seat may make now. */
export type CallsExercise = ExerciseBase & { readonly kind: 'calls'; readonly deal: DealSpec; readonly seat: Seat };
/** One answer to a question: a player, a party (or nobody, or both), yes or no. */
export type Choice =
  | { readonly kind: 'seat'; readonly seat: Seat }
  | { readonly kind: 'party'; readonly party: Party | 'none' | 'both' }
  | { readonly kind: 'yesNo'; readonly yes: boolean };

/**
 * Choose the answer to a question. `expected`, where given, is the rule book's answer: never
 * shown, only compared with the engine's in tests, so a slip in either shows.
 */
export type ChooseExercise = ExerciseBase & { readonly kind: 'choose'; readonly ask: Question; readonly expected?: Choice };
/** Type a number (`expected` as for ChooseExercise). */
export type NumberExercise = ExerciseBase & { readonly kind: 'number'; readonly ask: Quantity; readonly expected?: number };
/** Put cards in order (trumps high to low, then each plain suit). */
export type OrderExercise = ExerciseBase & { readonly kind: 'order'; readonly contract: OrderKind; readonly hand: readonly CardId[] };
/** Mark every player Re, Kontra or unknown, as the viewer can know it. */
export type PartiesExercise = ExerciseBase & { readonly kind: 'parties'; readonly deal: DealSpec; readonly viewer: Seat };
/** Speak in the reservation round for one seat, then say who leads. */
export type ReservationExercise = ExerciseBase & {
  readonly kind: 'reservation';
  readonly dealer: Seat;
  readonly hands: Hands;
  readonly learner: Seat;
  readonly script: Readonly<Partial<Record<Seat, SeatScript>>>;
  /**
   * What the learner is asked to say first, where the lesson asks for one word (the quick start:
   * gesund with an ordinary hand). The other word is then a miss, not a way into declarations
   * the lesson has not taught. Without it the learner may say either, and the round follows.
   */
  readonly say?: 'gesund' | 'vorbehalt';
};
/** Write the whole score sheet. `expected` is the rule book's answer: never shown, only compared with the engine's in tests. */
export type SheetExercise = ExerciseBase & {
  readonly kind: 'sheet';
  readonly deal: Partial<SheetDeal>;
  readonly expected: { readonly value: number; readonly scores: readonly [number, number, number, number] };
};
/**
 * Play a card in a position, graded by the engine's simulation (the same as the lead quiz):
 * `key` is the card the rule of thumb asks for; tests/content checks that no card beats it
 * clearly over the simulated deals.
 */
export type PlayExercise = ExerciseBase & {
  readonly kind: 'play';
  readonly deal: DealSpec;
  readonly key: CardId;
};

export type Exercise =
  | PickExercise
  | SelectExercise
  | CallsExercise
  | ChooseExercise
  | NumberExercise
  | OrderExercise
  | PartiesExercise
  | ReservationExercise
  | SheetExercise
  | PlayExercise;

export type ExerciseKind = Exercise['kind'];
