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
import { playableCards } from '../legal.ts';
import { sortHand } from '../order.ts';
import type { Seat } from '../parties.ts';
import { err, ok, type Result } from '../result.ts';
import { SimContract, SimDeal, simContractOf } from '../sim/deal.ts';
import { KIND_POINTS } from '../sim/kinds.ts';
import { Solver } from './solver/index.ts';

export interface SolvedCard {
  readonly card: CardId;
  /** Re's card points at the end of the deal after this card, best play by all. */
  readonly partyPoints: number;
}

/** Who is where in a solved position (complete or stopped). */
export interface PositionFacts {
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
}

export interface SolvedPosition extends PositionFacts {
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

export type SolveRefusal = { readonly code: 'notInPlay'; readonly phase: Phase } | { readonly code: 'partiesOpen' };

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
export function solvePosition(state: DealState, solver?: Solver, onProgress?: (p: SolveProgress) => void): Result<SolvedPosition, SolveRefusal> {
  if (!solver) {
    const s: Solver = new Solver({ onProgress: onProgress && ((nodes) => onProgress({ cardsValued: s.cardsValued, cards: s.cardsToValue, nodes })) });
    solver = s;
  }
  const loaded = load(state, solver);
  if (!loaded.ok) return loaded;
  const values = solver.cardValues();
  if (values === null) throw new Error('solvePosition: the solver has a node budget');
  return ok(solved(state, loaded.value, solver, values));
}

/** Bounds on Re's card points at the end of the deal, where the solver stopped before the exact value. */
export interface PointsBounds {
  readonly atLeast: number;
  readonly atMost: number;
}

/** A card of a stopped solve: its exact value, or the bounds known so far. */
export type PartialCard = SolvedCard | ({ readonly card: CardId } & PointsBounds);

/** What a solve knew when it was stopped: the cards valued, bounds on the others and on the position. */
export interface PartialSolve extends PositionFacts, PointsBounds {
  /** Every card the player to move may play: those valued first (best for him first), then the others in card order. */
  readonly cards: readonly PartialCard[];
  readonly cardsValued: number;
}

export type SolveOutcome = { readonly complete: true; readonly position: SolvedPosition } | { readonly complete: false; readonly partial: PartialSolve };

/**
 * Solve the position, or stop when `shouldStop` says so (asked every few tenths of a second)
 * and return what is known then: the cards valued exactly, bounds on the others, and bounds on
 * the value of the position (the player to move takes his best card, so the bounds of the
 * position are the best of the cards' bounds for him).
 */
export function solveWithin(state: DealState, shouldStop: () => boolean, onProgress?: (p: SolveProgress) => void): Result<SolveOutcome, SolveRefusal> {
  const solver: Solver = new Solver({
    onProgress: (nodes) => {
      onProgress?.({ cardsValued: solver.cardsValued, cards: solver.cardsToValue, nodes });
      // A budget below the nodes searched stops the search at its next node.
      if (shouldStop()) solver.nodeBudget = 0;
    },
  });
  const loaded = load(state, solver);
  if (!loaded.ok) return loaded;
  const values = solver.cardValues();
  if (values !== null) return ok({ complete: true, position: solved(state, loaded.value, solver, values) });
  const stop = solver.stoppedAt!;
  const facts = positionFacts(loaded.value, solver);
  const isRe = facts.toMoveIsRe;
  const before = facts.pointsSoFar;
  const order = currentOrder(state)!;
  const known = stop.values.map((v) => ({ card: CARD_IDS[v.kind], partyPoints: before + v.value }));
  const open = { card: CARD_IDS[stop.kind], atLeast: before + stop.low, atMost: before + stop.high };
  const listed = new Set([...known.map((c) => c.card), open.card]);
  const untried = sortHand(
    [...new Set(playableCards(state))].filter((c) => !listed.has(c)),
    order,
  ).map((card) => ({ card, atLeast: before, atMost: before + solver.pointsLeft }));
  const bounds: PointsBounds[] = [...known.map((c) => ({ atLeast: c.partyPoints, atMost: c.partyPoints })), open, ...untried];
  const pick = isRe ? Math.max : Math.min;
  const cards: PartialCard[] = [...known.sort((a, b) => (isRe ? b.partyPoints - a.partyPoints : a.partyPoints - b.partyPoints)), open, ...untried];
  return ok({
    complete: false,
    partial: {
      ...facts,
      atLeast: pick(...bounds.map((b) => b.atLeast)),
      atMost: pick(...bounds.map((b) => b.atMost)),
      cards,
      cardsValued: known.length,
    },
  });
}

/** The position loaded into the solver, or why it cannot be. */
function load(state: DealState, solver: Solver): Result<SimDeal, SolveRefusal> {
  if (state.phase !== 'playing' || !state.contract) return err({ code: 'notInPlay', phase: state.phase });
  const sim = simAt(state);
  if (!solver.load(sim)) return err({ code: 'partiesOpen' });
  return ok(sim);
}

/** Who is where in the position loaded in `solver`. */
function positionFacts(sim: SimDeal, solver: Solver): PositionFacts {
  const toMove = sim.toMove as Seat;
  return {
    toMove,
    toMoveIsRe: sim.isRe(toMove),
    re: ([0, 1, 2, 3] as Seat[]).filter((s) => sim.isRe(s)),
    solo: sim.solo,
    cardsPlayed: sim.cardsPlayed,
    pointsSoFar: solver.pointsBefore,
  };
}

/** The solved position from the values of every card the player to move may play. */
function solved(state: DealState, sim: SimDeal, solver: Solver, values: readonly { kind: number; value: number }[]): SolvedPosition {
  const facts = positionFacts(sim, solver);
  const isRe = facts.toMoveIsRe;
  const before = facts.pointsSoFar;
  const inOrder = sortHand(
    values.map((v) => CARD_IDS[v.kind]),
    currentOrder(state)!,
  );
  const cards = values
    .map((v) => ({ card: CARD_IDS[v.kind], partyPoints: before + v.value }))
    .sort((a, b) => (isRe ? b.partyPoints - a.partyPoints : a.partyPoints - b.partyPoints) || inOrder.indexOf(a.card) - inOrder.indexOf(b.card));
  return {
    ...facts,
    partyPoints: cards[0].partyPoints,
    kontraPoints: deckPoints(sim) - cards[0].partyPoints,
    best: cards[0].card,
    cards,
  };
}
