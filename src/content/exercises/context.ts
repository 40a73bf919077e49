/**
 * The static part of an exercise's position (rendered when the page is built, outside the
 * island): what is on the table, the deal as a player sees it, the facts of a deal to score.
 * Null where the island shows everything itself.
 */
import type { CardId } from '../../engine/cards.ts';
import type { DealState } from '../../engine/deal.ts';
import { cardOrder, type OrderKind } from '../../engine/order.ts';
import { nextSeat, type Seat } from '../../engine/parties.ts';
import type { RuleSet } from '../../engine/rules.ts';
import type { Level } from '../../engine/scoring.ts';
import type { SheetDeal } from '../../machines/scoreSheetFacts.ts';
import type { SessionStep } from '../../machines/sessionSteps.ts';
import { replay } from './deals.ts';
import type { DealSpec, Exercise } from './types.ts';

export type ExerciseContext =
  | { readonly kind: 'trickSoFar'; readonly cards: readonly CardId[]; readonly trumps: readonly CardId[] }
  | {
      readonly kind: 'position';
      readonly state: DealState;
      readonly viewer: Seat;
      readonly showHand: boolean;
      readonly you: boolean;
      readonly basic: boolean;
      readonly partnerFound: boolean;
    }
  | { readonly kind: 'cards'; readonly cards: readonly CardId[]; readonly trumps: readonly CardId[]; readonly what: 'count' | 'hand' | 'card' }
  | { readonly kind: 'sheet'; readonly deal: Partial<SheetDeal> }
  | { readonly kind: 'calls'; readonly re: Level; readonly kontra: Level }
  | { readonly kind: 'said'; readonly said: readonly { readonly seat: Seat; readonly reservation: boolean }[] }
  | { readonly kind: 'trickSeats'; readonly cards: readonly { readonly card: CardId; readonly seat: Seat; readonly re: boolean; readonly trump: boolean }[] };

/** What is shown once the exercise is solved. */
export type ExerciseReveal =
  { readonly kind: 'sheet'; readonly deal: Partial<SheetDeal> } | { readonly kind: 'session'; readonly steps: readonly SessionStep[] };

export function contextOf(ex: Exercise, rules: RuleSet): ExerciseContext | null {
  const trumpsOf = (kind: OrderKind): readonly CardId[] => (ex.hideTrumps ? [] : cardOrder(kind, rules).trumps);
  /**
   * The deal as `viewer` sees it, the learner's own seat ("you"); without a viewer, the hand of
   * the seat the question names (`seat`), or of the player to move, shown under that seat's name.
   */
  const position = (spec: DealSpec, viewer: Seat | undefined, showHand: boolean, seat?: Seat): ExerciseContext => {
    const state = replay(spec, rules);
    // Before trumps are taught, a position shows only the dealer and the cards; when the parties
    // are the question, the marriage's partner is left for the learner to find.
    return {
      kind: 'position',
      state,
      viewer: viewer ?? seat ?? state.toMove,
      showHand,
      you: viewer !== undefined,
      basic: ex.hideTrumps ?? false,
      partnerFound: ex.kind !== 'parties',
    };
  };
  switch (ex.kind) {
    case 'pick':
    case 'select':
      if (ex.spot.of === 'hand') return { kind: 'trickSoFar', cards: ex.spot.trick, trumps: trumpsOf(ex.spot.contract) };
      return ex.spot.of === 'deal' ? position(ex.spot.deal, undefined, false) : null;
    case 'calls':
      return position(ex.deal, ex.seat, true);
    case 'parties':
      return position(ex.deal, ex.viewer, true);
    case 'play':
      return position(ex.deal, undefined, false);
    case 'sheet':
      return { kind: 'sheet', deal: ex.deal };
    case 'order':
    case 'reservation':
      return null;
    case 'number':
      if (ex.ask.of === 'cardPoints') return { kind: 'cards', cards: ex.ask.cards, trumps: trumpsOf('normal'), what: 'count' };
      if (ex.ask.of === 'seatScore') return { kind: 'sheet', deal: ex.ask.deal };
      if (ex.ask.of === 'target') return { kind: 'calls', re: ex.ask.reLevel, kontra: ex.ask.kontraLevel };
      return null;
    case 'choose': {
      const q = ex.ask;
      switch (q.of) {
        case 'toMove':
        case 'forcedParty':
          return position(q.deal, q.viewer, q.viewer !== undefined);
        case 'mayCall':
        case 'showParty':
          return position(q.deal, q.viewer, true, q.seat);
        case 'dealWinner':
          return { kind: 'sheet', deal: q.deal };
        case 'throwIn':
        case 'declare':
        case 'halfChicken':
          return { kind: 'cards', cards: q.hand, trumps: trumpsOf('normal'), what: 'hand' };
        case 'isTrump':
          return { kind: 'cards', cards: [q.card], trumps: [], what: 'card' };
        case 'withdraw':
          return { kind: 'said', said: q.said.map((reservation, i) => ({ seat: nextSeat(q.dealer, i + 1), reservation })) };
        case 'trickSpecials': {
          const order = cardOrder(q.contract ?? 'normal', rules, q.extras);
          return {
            kind: 'trickSeats',
            cards: q.trick.map((card, j) => {
              const seat = nextSeat(q.leader, j);
              return { card, seat, re: q.re.includes(seat), trump: order.suit[card] === 'T' };
            }),
          };
        }
        case 'nextDealer':
        case 'forcedSoloist':
          return null;
      }
    }
  }
}

export function revealOf(ex: Exercise): ExerciseReveal | null {
  if (ex.kind === 'number' && ex.ask.of === 'seatScore') return { kind: 'sheet', deal: ex.ask.deal };
  if (ex.kind === 'choose' && ex.ask.of === 'dealWinner') return { kind: 'sheet', deal: ex.ask.deal };
  if (ex.kind === 'choose' && (ex.ask.of === 'nextDealer' || ex.ask.of === 'forcedSoloist')) return { kind: 'session', steps: ex.ask.steps };
  return null;
}
