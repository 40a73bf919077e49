/**
 * What `prepare.ts` hands to an exercise's island: the items to choose from, and for each
 * the engine's verdict with its reasons as data. The island only turns reasons into words
 * (src/i18n/en/exercises.ts), so it needs no rules code of its own.
 */
import type { AnnouncementRefusal } from '../../engine/announcements.ts';
import type { CardId, Suit } from '../../engine/cards.ts';
import type { DeclarationRefusal, Declaration } from '../../engine/contract.ts';
import type { ForcedCall } from '../../engine/deal.ts';
import type { WithdrawRefusal } from '../../engine/legal.ts';
import type { CardOrder, EffectiveSuit, OrderKind } from '../../engine/order.ts';
import type { Party, Seat } from '../../engine/parties.ts';
import type { RuleSet } from '../../engine/rules.ts';
import type { Call, ScoreLine, Target, TargetReason } from '../../engine/scoring.ts';
import type { IllegalPlay, LegalWhy, LoserWhy, TrickWhy } from '../../engine/trick.ts';
import type { PartyEvidence } from '../../engine/view.ts';
import type { Hands } from '../../engine/deal.ts';
import type { SheetDeal } from '../../machines/scoreSheetFacts.ts';
import type { Choice, SeatScript } from './types.ts';

/** Why an answer is right or wrong, as the engine's data. */
export type Reason =
  // cards
  | { readonly code: 'wins'; readonly why: TrickWhy; readonly cards: readonly CardId[]; readonly index: number }
  | { readonly code: 'loses'; readonly why: LoserWhy; readonly cards: readonly CardId[]; readonly index: number }
  | { readonly code: 'legal'; readonly why: LegalWhy }
  | { readonly code: 'illegal'; readonly why: IllegalPlay }
  | { readonly code: 'trump'; readonly card: CardId; readonly suit: EffectiveSuit }
  | { readonly code: 'isCard'; readonly card: CardId; readonly wanted: CardId }
  | { readonly code: 'points'; readonly card: CardId; readonly points: number; readonly min: number }
  // calls
  | {
      readonly code: 'call';
      readonly call: Call;
      readonly refusal: AnnouncementRefusal | null;
      readonly needed: number;
      readonly reply: boolean;
      readonly holding: number;
    }
  // questions
  | { readonly code: 'leader'; readonly leader: Seat; readonly dealer: Seat; readonly soloist: boolean }
  | { readonly code: 'trickTaken'; readonly winner: Seat; readonly trickNo: number; readonly why: TrickWhy }
  | { readonly code: 'clockwise'; readonly last: Seat; readonly next: Seat }
  | { readonly code: 'targets'; readonly winner: Party | null; readonly re: PartyTarget; readonly kontra: PartyTarget }
  | { readonly code: 'nextDealer'; readonly dealt: Seat; readonly next: Seat; readonly game: 'normal' | 'lust' | 'compulsory' | 'forced' }
  | { readonly code: 'forcedSoloist'; readonly seat: Seat | null; readonly owing: readonly Seat[]; readonly left: number; readonly dealer: Seat }
  | { readonly code: 'withdraw'; readonly seat: Seat; readonly refusal: WithdrawRefusal | null }
  | {
      readonly code: 'throwIn';
      readonly allowed: boolean;
      readonly nines: number;
      readonly kings: number;
      readonly rules: Pick<RuleSet, 'redealFiveNines' | 'redealFiveKings' | 'withoutNines'>;
    }
  | { readonly code: 'declare'; readonly declaration: Declaration; readonly refusal: DeclarationRefusal | null; readonly trumps: number }
  | { readonly code: 'halfChicken'; readonly allowed: boolean; readonly tens: number }
  | { readonly code: 'showParty'; readonly seat: Seat; readonly bothSaid: boolean; readonly known: PartyEvidence | null }
  /** `threshold`: the card points in the first trick that force the announcement (house rule Pflichtansage). */
  | { readonly code: 'forcedParty'; readonly forced: ForcedCall | null; readonly winner: Seat; readonly points: number; readonly threshold: number }
  | { readonly code: 'specials'; readonly lines: readonly ScoreLine[]; readonly events: number }
  // numbers
  | { readonly code: 'cardPoints'; readonly cards: readonly { readonly card: CardId; readonly points: number }[] }
  | { readonly code: 'handSize'; readonly deck: number; readonly each: number }
  | { readonly code: 'target'; readonly party: Party; readonly why: TargetReason; readonly target: Target; readonly total: number }
  | {
      readonly code: 'score';
      readonly seat: Seat;
      readonly winner: Party | null;
      readonly lines: readonly ScoreLine[];
      readonly solo: boolean;
      readonly party: Party;
    }
  | { readonly code: 'count'; readonly kinds: readonly CardId[]; readonly suit: EffectiveSuit; readonly contract: OrderKind }
  /** `ansage`: cards still in hand Re or Kontra needs here; `step`: cards each further level needs fewer. */
  | { readonly code: 'deadline'; readonly call: Call; readonly handSize: number; readonly ansage: number; readonly step: number };

export interface PartyTarget {
  readonly target: Target;
  readonly reached: boolean;
  readonly points: number;
  readonly tricks: number;
}

export interface Verdict {
  readonly ok: boolean;
  readonly why: readonly Reason[];
  /** Simulation (play exercises): credit 0..100 and the party's average card points over the sampled deals. */
  readonly credit?: number;
  readonly points?: number;
}

/** What the frame around every exercise shows. */
export interface FrameData {
  readonly id: string;
  /** Slug of its lesson (the exercise's own link points there, also where a problem set runs it). */
  readonly lesson: string;
  readonly title: string;
  readonly goal: string;
  readonly hints: readonly string[];
  readonly explanation: string;
  /** Pinned rules (the rest follow the learner's settings). */
  readonly fixed: Partial<RuleSet>;
  /** A fresh position of this exercise (src/content/exercises/types.ts): it earns the stars of this one. */
  readonly asksAgain: string | null;
  /** What kind of game or situation it is about, e.g. a contract's name key. */
  readonly setting: Setting;
}

/** The situation line above the goal. */
export type Setting =
  | { readonly kind: 'game'; readonly contract: OrderKind }
  | { readonly kind: 'marriage' }
  | { readonly kind: 'poverty' }
  | { readonly kind: 'reservation' }
  | { readonly kind: 'scoring' }
  | { readonly kind: 'session' }
  | { readonly kind: 'pack' };

/** One item to pick or select. */
export type Item =
  | { readonly kind: 'card'; readonly card: CardId; readonly trump: boolean }
  | { readonly kind: 'call'; readonly call: Call }
  | { readonly kind: 'choice'; readonly choice: Choice; readonly viewer: Seat | null };

/** What the prompt of a wrong pick asks ("… wins?", "… may be played?"). */
export type Prompt = 'wins' | 'legal' | 'trump' | 'takes' | 'plain' | 'choice' | 'play';

/** Props of the pick-one and select-all islands. */
export interface ItemsData {
  readonly frame: FrameData;
  readonly items: readonly Item[];
  readonly verdicts: readonly Verdict[];
  readonly prompt: Prompt;
  /** The items are the cards of a trick in play order (show their order). */
  readonly inTrick: boolean;
  /** Play exercises: the rule of thumb, and the samples behind the credits. */
  readonly play?: { readonly ruleOfThumb: string; readonly samples: number };
}

/** Props of the number island. */
export interface NumberData {
  readonly frame: FrameData;
  readonly answer: number;
  /** Scores may be negative; counts may not. */
  readonly signed: boolean;
  readonly why: Reason;
  /** What is asked, for the input's label. */
  readonly label: NumberLabel;
}

export type NumberLabel =
  | { readonly of: 'cardPoints' | 'handSize' | 'trumpCount' | 'plainCount' | 'deadline' }
  | { readonly of: 'target'; readonly party: Party }
  | { readonly of: 'seatScore'; readonly seat: Seat };

/** Props of the order island. */
export interface OrderData {
  readonly frame: FrameData;
  readonly hand: readonly CardId[];
  readonly order: CardOrder;
}

/** Props of the parties island. */
export interface PartiesData {
  readonly frame: FrameData;
  readonly viewer: Seat;
  readonly expected: readonly (Party | 'unknown')[];
  readonly evidence: readonly (PartyEvidence | null)[];
}

/** Props of the reservation-round island: it runs the engine itself, under these rules. */
export interface ReservationData {
  readonly frame: FrameData;
  readonly rules: RuleSet;
  readonly dealer: Seat;
  readonly hands: Hands;
  readonly learner: Seat;
  readonly script: Readonly<Partial<Record<Seat, SeatScript>>>;
  /** The learner's first word, where the exercise asks for one (ReservationExercise.say). */
  readonly say: 'gesund' | 'vorbehalt' | null;
}

/** Props of the score-sheet island. */
export interface SheetData {
  readonly frame: FrameData;
  readonly rules: RuleSet;
  readonly deal: SheetDeal;
}

export type { Suit };
