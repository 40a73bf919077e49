/**
 * Computer players: the interface every player implements, and the reasons a bot gives
 * for a decision (data only; `src/i18n/en/bots.ts` turns them into words).
 */
import type { CardId } from '../cards.ts';
import type { Action } from '../deal.ts';
import type { SoloKind } from '../order.ts';
import type { Rng } from '../rng.ts';
import type { Call } from '../scoring.ts';
import type { PlayerView } from '../view.ts';

export type BotLevel = 'beginner' | 'strong';

/** The rules of thumb (docs/tactics.md) the card policy applies, one code each. */
export type CardRule =
  | 'onlyCard'
  // leads
  | 'leadSingleBlackAce'
  | 'leadSingleHeartAce'
  | 'leadAceFromPair'
  | 'leadStandingAce'
  | 'leadTrumpToPartner'
  | 'leadTrumpPartnerKontra'
  | 'leadSideSuitKontra'
  | 'leadTopTrump'
  | 'soloPullTrumps'
  | 'soloLeadTrump'
  | 'leadAgainstSolo'
  | 'marriageLeadDulle'
  | 'marriageLeadAce'
  | 'marriageFindPartner'
  | 'leadLow'
  // following
  | 'smearOnPartner'
  | 'playLowToPartner'
  | 'secureTrick'
  | 'trumpJackOrHigher'
  | 'winCheaply'
  | 'saveFox'
  | 'playAceFirstRound'
  | 'ruff'
  | 'trumpWithJack'
  | 'followLow'
  | 'discardLow';

export const CARD_RULES: readonly CardRule[] = [
  'onlyCard',
  'leadSingleBlackAce',
  'leadSingleHeartAce',
  'leadAceFromPair',
  'leadStandingAce',
  'leadTrumpToPartner',
  'leadTrumpPartnerKontra',
  'leadSideSuitKontra',
  'leadTopTrump',
  'soloPullTrumps',
  'soloLeadTrump',
  'leadAgainstSolo',
  'marriageLeadDulle',
  'marriageLeadAce',
  'marriageFindPartner',
  'leadLow',
  'smearOnPartner',
  'playLowToPartner',
  'secureTrick',
  'trumpJackOrHigher',
  'winCheaply',
  'saveFox',
  'playAceFirstRound',
  'ruff',
  'trumpWithJack',
  'followLow',
  'discardLow',
];

/** Why a bot chose its action (or passed). Every variant has a `rule` code and plain data. */
export type Reason =
  | { readonly rule: CardRule; readonly card: CardId }
  | {
      /** Strong player: the card with the best average over sampled deals. */
      readonly rule: 'sampled';
      readonly card: CardId;
      /** Mean score of the bot's seat over the samples when playing `card`. */
      readonly mean: number;
      readonly samples: number;
      /** What the rule of thumb would have played, and its mean. */
      readonly heuristic: CardRule;
      readonly heuristicCard: CardId;
      readonly heuristicMean: number;
    }
  | { readonly rule: 'announceStrongHand'; readonly call: Call; readonly strength: number }
  | { readonly rule: 'announceWinChance'; readonly call: Call; readonly chance: number; readonly samples: number }
  | { readonly rule: 'announceForced'; readonly call: Call }
  | { readonly rule: 'noAnnouncement'; readonly strength?: number; readonly chance?: number }
  | { readonly rule: 'throwIn'; readonly reason: 'fiveNines' | 'fiveKings' }
  | { readonly rule: 'halfChicken' }
  | { readonly rule: 'healthy'; readonly losers?: number }
  | { readonly rule: 'reserveMarriage' }
  | { readonly rule: 'reservePoverty'; readonly trumps: number }
  | { readonly rule: 'reserveSolo'; readonly solo: SoloKind; readonly losers: number; readonly expected?: number; readonly normalExpected?: number }
  | { readonly rule: 'declareMarriage' }
  | { readonly rule: 'declarePoverty'; readonly trumps: number }
  | { readonly rule: 'declareSolo'; readonly solo: SoloKind; readonly losers: number; readonly expected?: number; readonly normalExpected?: number }
  | { readonly rule: 'givePoverty'; readonly cards: readonly CardId[] }
  | { readonly rule: 'acceptPoverty'; readonly trumps: number }
  | { readonly rule: 'declinePoverty'; readonly trumps: number }
  | { readonly rule: 'returnPoverty'; readonly cards: readonly CardId[] }
  | { readonly rule: 'pass' }
  /** The deal driver made a forced announcement (Pflichtansage) that no player made. */
  | { readonly rule: 'forcedByTable'; readonly call: Call };

export type ReasonCode = Reason['rule'];

/** What one card did over a strong player's sampled deals (for the hint's evidence). */
export interface CardEvidence {
  readonly card: CardId;
  readonly samples: number;
  /** Mean score of the seat per deal with this card (game points, as the score sheet counts). */
  readonly mean: number;
  /** Share of the samples (0..1) in which the seat itself wins the trick the card goes into. */
  readonly winsTrick: number;
  /** Share in which the seat's party (the seat or its partner) wins that trick. */
  readonly partyWinsTrick: number;
  /** Share in which an opponent wins that trick with a trump. */
  readonly lostToTrump: number;
  /** Mean card points in that trick. */
  readonly trickPoints: number;
}

export interface Decision {
  /** The action to take, or null to pass (optional announcements, half chicken, throw-in). */
  readonly action: Action | null;
  readonly reason: Reason;
}

/**
 * A seat at the table. `act` sees only what the seat may know (its PlayerView) and the
 * seat's legal actions (legalActionsFor); it returns one of them, or null to pass when every
 * legal action is optional (announcements out of turn, throw-in, half chicken).
 */
export interface Player {
  act(view: PlayerView, legal: readonly Action[], rng: Rng): Action | null;
  /** The same choice with its reason (bots implement it; the deal driver logs it). */
  decide?(view: PlayerView, legal: readonly Action[], rng: Rng): Decision;
  readonly level?: BotLevel;
}
