/**
 * The exact value of a position of a deal (the `solve` command): with every hand open and best
 * play by all, how many card points the Re party (the soloist in a solo, the ♣Q holders in a
 * normal game, the couple of a clarified marriage or a poverty) has at the end of the deal —
 * the tricks already played included — and what each card the player to move may play is
 * worth. Works from any point of the play, also inside a trick; announcements do not change
 * card points and are ignored.
 */
import { CARD_IDS, KIND_INDEX, type CardId } from '../cards.ts';
import { currentOrder, type DealState, type Phase } from '../deal.ts';
import { sortHand } from '../order.ts';
import type { Seat } from '../parties.ts';
import { err, ok, type Result } from '../result.ts';
import { SimContract, SimDeal, simContractOf } from '../sim/deal.ts';
import { KIND_POINTS } from '../sim/kinds.ts';
import { Solver } from './solver.ts';

export interface SolvedCard {
  readonly card: CardId;
  /** Re's card points at the end of the deal after this card, best play by all. */
  readonly partyPoints: number;
}

export interface SolvedPosition {
  /** The seat to play. */
  readonly toMove: Seat;
  /** Whether the seat to play is Re. */
  readonly toMoveIsRe: boolean;
  /** The Re party, and whether the deal is scored as a solo. */
  readonly re: readonly Seat[];
  readonly solo: boolean;
  readonly cardsPlayed: number;
  /** Re's card points in the tricks completed so far. */
  readonly pointsSoFar: number;
  /** Re's card points at the end of the deal with best play by all, and Kontra's. */
  readonly partyPoints: number;
  readonly kontraPoints: number;
  /** The best card for the player to move (the first in card order among equals). */
  readonly best: CardId;
  /** Every card the player to move may play (one per card id), best for him first. */
  readonly cards: readonly SolvedCard[];
}

/** How far a solve got: cards of the player to move valued so far, of how many, and positions searched. */
export interface SolveProgress {
  readonly cardsValued: number;
  readonly cards: number;
  readonly nodes: number;
}

export type SolveRefusal =
  | { readonly code: 'notInPlay'; readonly phase: Phase }
  | { readonly code: 'partiesOpen' };

/** The simulation core's deal at the position of `state` (the hands after any exchange, the plays replayed). */
export function simAt(state: DealState): SimDeal {
  const played: CardId[][] = [[], [], [], []];
  const plays: CardId[] = [];
  for (const t of state.current ? [...state.tricks, state.current] : state.tricks) {
    t.cards.forEach((c, j) => {
      played[(t.leader + j) & 3].push(c);
      plays.push(c);
    });
  }
  const hands = [0, 1, 2, 3].map((s) => [...state.hands[s], ...played[s]]);
  const sim = new SimDeal(state.rules).setupFromIds(hands, state.dealer, simContractOf(state.contract!, new SimContract()));
  for (const c of plays) sim.play(KIND_INDEX[c]);
  return sim;
}

function deckPoints(sim: SimDeal): number {
  let p = 0;
  for (const k of sim.orders.deck) p += KIND_POINTS[k];
  return p;
}

/**
 * Solve the position of a deal in play. `solver` (without a node budget) may be reused between
 * calls: its table stays valid. `onProgress` (with a new solver only) hears every few tenths of a
 * second how far it got: a whole deal from its first cards can take a long time.
 */
export function solvePosition(
  state: DealState,
  solver?: Solver,
  onProgress?: (p: SolveProgress) => void,
): Result<SolvedPosition, SolveRefusal> {
  if (!solver) {
    const s: Solver = new Solver({ onProgress: onProgress && ((nodes) => onProgress({ cardsValued: s.cardsValued, cards: s.cardsToValue, nodes })) });
    solver = s;
  }
  if (state.phase !== 'playing' || !state.contract) return err({ code: 'notInPlay', phase: state.phase });
  const sim = simAt(state);
  if (!solver.load(sim)) return err({ code: 'partiesOpen' });
  const values = solver.cardValues();
  if (values === null) throw new Error('solvePosition: the solver has a node budget');
  const seat = sim.toMove as Seat;
  const isRe = sim.isRe(seat);
  const before = solver.pointsBefore;
  const inOrder = sortHand(
    values.map((v) => CARD_IDS[v.kind]),
    currentOrder(state)!,
  );
  const cards = values
    .map((v) => ({ card: CARD_IDS[v.kind], partyPoints: before + v.value }))
    .sort((a, b) => (isRe ? b.partyPoints - a.partyPoints : a.partyPoints - b.partyPoints) || inOrder.indexOf(a.card) - inOrder.indexOf(b.card));
  const re = ([0, 1, 2, 3] as Seat[]).filter((s) => sim.isRe(s));
  return ok({
    toMove: seat,
    toMoveIsRe: isRe,
    re,
    solo: sim.solo,
    cardsPlayed: sim.cardsPlayed,
    pointsSoFar: before,
    partyPoints: cards[0].partyPoints,
    kontraPoints: deckPoints(sim) - cards[0].partyPoints,
    best: cards[0].card,
    cards,
  });
}
