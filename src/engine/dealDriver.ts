/**
 * The table: runs a deal with four players from wherever it stands (reservation round,
 * declarations, poverty exchange, or in play) to its end. Each player sees only its own
 * PlayerView and its own legal actions. Before every card each seat is offered its legal
 * announcements (so calls out of turn work); a forced announcement (Pflichtansage) that no
 * player makes is made by the table for the first member of the obliged party who carries it
 * (in the duel, its person: duel.ts `forcedDutyHolders`).
 *
 * Seats whose computer player may not do everything the rules allow (the duel's, restrict.ts)
 * are offered only what they may do, and always something: a computer that inherited a
 * "Vorbehalt" it may not name has the cards dealt again (a 'redeal' step, docs/rules.md §18.2).
 *
 * `playDeal` runs it with four computer players; `startDrive`/`nextStep`/`takeStep`/`passStep`/
 * `redealStep` expose the same steps one at a time, so that a table with human seats (the
 * practice table, the table server) follows exactly the same order and the same duties.
 */
import { CALLS } from './calls.ts';
import { announcementRefusal, apply, forcedHolders, redealUnplayableReservation, type Action, type ActionError, type DealState } from './deal.ts';
import { legalActions, playableCards } from './legal.ts';
import type { Seat } from './parties.ts';
import { ok, type Result } from './result.ts';
import type { Rng } from './rng.ts';
import type { Call } from './scoring.ts';
import { viewFor, type PlayerView } from './view.ts';
import { sameCards } from './bots/common.ts';
import { allowedFor, type BotLimits } from './bots/restrict.ts';
import type { Decision, Player, Reason } from './bots/types.ts';

export interface PlayDealOptions {
  /** Keep a log of every action taken, with the reason the player gave. */
  readonly log?: boolean;
  /**
   * Seats that still owe their compulsory solo (session.ts soloIsCompulsory): a solo they
   * declare is a Pflichtsolo. Everyone else may declare only Lustsoli. Default: nobody owes.
   */
  readonly owesCompulsory?: readonly boolean[];
  /**
   * A seat that must play its compulsory solo in this deal (vorgeführt, session.ts
   * forcedSoloist): it is offered only "Vorbehalt" and compulsory solos.
   */
  readonly forcedSoloist?: Seat | null;
  /** Per seat, the limits of its computer player (the duel's, restrict.ts), or null. Default: none. */
  readonly limits?: SeatLimits;
  /** Stop with an error after this many actions (a safety net). Default 2000. */
  readonly maxActions?: number;
  /** Called after every action (e.g. for an animation or a test). */
  readonly onAction?: (entry: LogEntry, state: DealState) => void;
}

export interface LogEntry {
  readonly seat: Seat;
  readonly action: Action;
  readonly reason: Reason;
  /** Phase in which the action was taken. */
  readonly phase: DealState['phase'];
  /** The table, not the player, took the action (a forced announcement nobody made). */
  readonly byTable?: boolean;
}

export interface PlayedDeal {
  /** Finished, abandoned (a duel's marriage without partner) or 'redeal' (thrown in, nobody took the poverty, an unplayable reservation). */
  readonly state: DealState;
  readonly log: readonly LogEntry[];
}

export class IllegalBotAction extends Error {
  readonly seat: Seat;
  readonly action: Action | null;
  constructor(seat: Seat, action: Action | null, detail: string) {
    super(`seat ${seat}: ${detail}: ${JSON.stringify(action)}`);
    this.seat = seat;
    this.action = action;
  }
}

/** Whether two actions are the same move (exchanges compare their cards as a multiset). */
export function sameAction(a: Action, b: Action): boolean {
  if (a.type !== b.type || a.seat !== b.seat) return false;
  switch (a.type) {
    case 'reserve':
      return a.reservation === (b as typeof a).reservation;
    case 'declare': {
      const x = a.declaration;
      const y = (b as typeof a).declaration;
      if (x.kind !== y.kind) return false;
      return x.kind !== 'solo' || (y.kind === 'solo' && x.solo === y.solo && x.compulsory === y.compulsory);
    }
    case 'exchange':
      return sameCards(a.cards, (b as typeof a).cards);
    case 'answerPoverty':
      return a.accept === (b as typeof a).accept;
    case 'announce':
      return a.call === (b as typeof a).call;
    case 'play':
      return a.card === (b as typeof a).card;
    default:
      return true;
  }
}

/**
 * A player's decision for a step from its own view: one of `legal`, or a pass (null) where the
 * step is optional; anything else is an IllegalBotAction.
 */
export function decideStep(player: Player, view: PlayerView, legal: readonly Action[], optional: boolean, rng: Rng): Decision {
  const d: Decision = player.decide ? player.decide(view, legal, rng) : { action: player.act(view, legal, rng), reason: { rule: 'pass' } };
  if (d.action === null) {
    if (!optional) throw new IllegalBotAction(view.seat, null, 'passed where an action is required');
    return d;
  }
  if (!legal.some((a) => sameAction(a, d.action!))) throw new IllegalBotAction(view.seat, d.action, 'not among the legal actions');
  return d;
}

/**
 * Play a deal to its end with four players. `state` may be in any phase; the players are
 * indexed by seat. Returns the final state (phase 'finished' or 'redeal') and the log.
 */
export function playDeal(state: DealState, players: readonly Player[], rng: Rng, opts: PlayDealOptions = {}): PlayedDeal {
  if (players.length !== 4) throw new Error('playDeal needs four players');
  const log: LogEntry[] = [];
  const max = opts.maxActions ?? 2000;
  const duty: SessionDuty = { owesCompulsory: opts.owesCompulsory ?? NO_DUTY.owesCompulsory, forcedSoloist: opts.forcedSoloist ?? null };
  const limits = opts.limits ?? NO_LIMITS;
  let d = startDrive(state);
  let steps = 0;
  for (let step = nextLimitedStep(d, duty, limits); step.kind !== 'over'; step = nextLimitedStep(d, duty, limits)) {
    const seat = step.seat;
    if (step.kind === 'redeal') {
      const r = redealStep(d, step);
      if (!r.ok) throw new Error(`playDeal: the redeal was refused (${JSON.stringify(r.error)})`);
      d = r.value;
      continue;
    }
    const dec: Decision =
      step.kind === 'forcedCall'
        ? { action: step.action, reason: { rule: 'forcedByTable', call: step.call } }
        : decideStep(players[seat], viewFor(d.state, seat), step.legal, step.kind !== 'turn', rng);
    if (dec.action === null) {
      d = passStep(d, step);
      continue;
    }
    const r = takeStep(d, step, dec.action);
    if (!r.ok) throw new IllegalBotAction(seat, dec.action, `refused by the engine (${JSON.stringify(r.error)})`);
    const byTable = step.kind === 'forcedCall';
    const entry: LogEntry = byTable
      ? { seat, action: dec.action, reason: dec.reason, phase: d.state.phase, byTable }
      : { seat, action: dec.action, reason: dec.reason, phase: d.state.phase };
    if (opts.log) log.push(entry);
    d = r.value;
    opts.onAction?.(entry, d.state);
    if (++steps > max) throw new Error(`playDeal: more than ${max} actions`);
  }
  return { state: d.state, log };
}

// ------------------------------------------------------------------------------------------
// The driver one step at a time: playDeal above runs it with four players; the practice table
// runs the same steps and waits for the learner where the step is his.

/** Session constraints on the reservation round (session.ts `soloIsCompulsory`, `forcedSoloist`). */
export interface SessionDuty {
  /** Seats that still owe their compulsory solo: a solo they declare is the compulsory one. */
  readonly owesCompulsory: readonly boolean[];
  /** The seat that must play its compulsory solo in this deal (vorgeführt), or null. */
  readonly forcedSoloist: Seat | null;
}

export const NO_DUTY: SessionDuty = { owesCompulsory: [false, false, false, false], forcedSoloist: null };

/**
 * Per seat, the limits of the computer player holding it (the duel's: no announcements, no
 * solo; restrict.ts), or null for a person or a computer the rules bind as any player.
 */
export type SeatLimits = readonly (BotLimits | null)[];

export const NO_LIMITS: SeatLimits = [null, null, null, null];

/** Where a driven deal stands between two actions. */
export interface Drive {
  readonly state: DealState;
  /**
   * Before the reservation round: how many seats (from the dealer's left) have been asked
   * about throwing in and the half chicken; 4 when that is over.
   */
  readonly preRound: number;
  /** In play: the seats that passed on their announcements since the last card or call. */
  readonly passed: readonly Seat[];
}

/** What the deal waits for next. `legal` is what the seat may do (already narrowed by the session's duties). */
export type DriveStep =
  | { readonly kind: 'over' }
  /** Before the reservation round: throw in or declare a half chicken (optional, once per seat). */
  | { readonly kind: 'preRound'; readonly seat: Seat; readonly legal: readonly Action[] }
  /** Before a card: announcements the seat may make (optional). */
  | { readonly kind: 'announce'; readonly seat: Seat; readonly legal: readonly Action[] }
  /** The seat to move must act: a reservation, declaration, poverty step, or a card. */
  | { readonly kind: 'turn'; readonly seat: Seat; readonly legal: readonly Action[] }
  /** A forced announcement (Pflichtansage) nobody made: the table makes it for this member of the party. */
  | { readonly kind: 'forcedCall'; readonly seat: Seat; readonly call: Call; readonly action: Action };

/** The seat to declare holds a "Vorbehalt" its computer player may not name (docs/rules.md §18.2): the cards are dealt again (`redealStep`). */
export interface RedealStep {
  readonly kind: 'redeal';
  readonly seat: Seat;
  readonly reason: 'reservationUnplayable';
}

/** What a deal waits for at a table whose computer players may have limits (`nextLimitedStep`). */
export type LimitedStep = DriveStep | RedealStep;

const ALL_SEATS: readonly Seat[] = [0, 1, 2, 3];

export function startDrive(state: DealState): Drive {
  const fresh = state.phase === 'reservation' && state.reservations.every((r) => r === null);
  return { state, preRound: fresh ? 0 : 4, passed: [] };
}

/**
 * The seat's own actions in its turn, narrowed by the session: a forced soloist (vorgeführt)
 * may only say Vorbehalt and name a compulsory solo; a seat that owes its compulsory solo
 * declares solos as Pflichtsoli, the others as Lustsoli. Throw-ins and the half chicken belong
 * before the round, announcements to their own step.
 */
export function turnActions(s: DealState, seat: Seat, duty: SessionDuty): Action[] {
  let legal = legalActions(s).filter((a) => a.seat === seat && a.type !== 'throwIn' && a.type !== 'halfChicken' && a.type !== 'announce');
  const forced = duty.forcedSoloist === seat;
  if (s.phase === 'reservation' && forced) legal = legal.filter((a) => a.type === 'reserve' && a.reservation);
  if (s.phase === 'declaration') {
    const owes = forced || (duty.owesCompulsory[seat] ?? false);
    const fitting = legal.filter((a) =>
      forced
        ? a.type === 'declare' && a.declaration.kind === 'solo' && a.declaration.compulsory
        : a.type !== 'declare' || a.declaration.kind !== 'solo' || a.declaration.compulsory === owes,
    );
    if (fitting.length > 0) legal = fitting;
  }
  return legal;
}

/** The next step of the deal: throw-ins before the round, then every seat's turn, with announcements offered before each card. */
export function nextStep(d: Drive, duty: SessionDuty): DriveStep {
  const step = nextLimitedStep(d, duty, NO_LIMITS);
  if (step.kind === 'redeal') throw new Error('a redeal step without limits'); // unreachable: only a limited seat can be left without a declaration
  return step;
}

/**
 * The next step as `nextStep`, where a seat with `limits` is offered only what its computer
 * player may do: no announcement step where it may not announce, and in its turn at least one
 * action, or, in the declarations, the redeal.
 */
export function nextLimitedStep(d: Drive, duty: SessionDuty, limits: SeatLimits): LimitedStep {
  const s = d.state;
  if (s.phase === 'finished' || s.phase === 'redeal' || s.phase === 'abandoned') return { kind: 'over' };
  if (s.phase === 'reservation' && s.reservations.every((r) => r === null)) {
    for (let i = d.preRound; i < 4; i++) {
      const seat = ((s.dealer + 1 + i) % 4) as Seat;
      const legal = legalActions(s).filter((a) => a.seat === seat && (a.type === 'throwIn' || a.type === 'halfChicken'));
      if (legal.length > 0) return { kind: 'preRound', seat, legal };
    }
  }
  if (s.phase === 'playing') {
    // Each seat's calls only when it is its step (a table asks this before every card, several times).
    for (let i = 0; i < 4; i++) {
      const seat = ((s.toMove + i) % 4) as Seat;
      if (d.passed.includes(seat) || limits[seat]?.announce === false) continue;
      const calls = callsOf(s, seat);
      if (calls.length > 0) return { kind: 'announce', seat, legal: calls };
    }
    const plays: Action[] = playableCards(s).map((card) => ({ type: 'play', seat: s.toMove, card }));
    if (plays.length === 0 && s.forced) {
      const party = s.forced.party;
      const holders = forcedHolders(s);
      for (let i = 0; i < 4; i++) {
        const seat = ((s.toMove + i) % 4) as Seat;
        const action = holders.includes(seat) ? callsOf(s, seat).find((a) => a.type === 'announce' && a.call === party) : undefined;
        if (action) return { kind: 'forcedCall', seat, call: party, action };
      }
      // Unreachable: play stops while a holder of the duty can still make it (deal.ts forcedLapses), and nothing else uses up the Ansage.
      throw new Error(`the forced announcement of ${party} cannot be made`);
    }
    return { kind: 'turn', seat: s.toMove, legal: plays };
  }
  const seat = s.toMove;
  const own = turnActions(s, seat, duty);
  const limit = limits[seat];
  if (!limit) return { kind: 'turn', seat, legal: own };
  const allowed = allowedFor(s.hands[seat], s.rules, own, limit);
  if (allowed.length > 0) return { kind: 'turn', seat, legal: allowed };
  if (s.phase === 'declaration') return { kind: 'redeal', seat, reason: 'reservationUnplayable' };
  throw new Error(`seat ${seat} may do nothing in the ${s.phase} phase`); // unreachable: restrict.ts narrows only announcements, solos and reservations
}

/** The announcements `seat` may make now. */
const callsOf = (s: DealState, seat: Seat): Action[] =>
  CALLS.flatMap((call) => (announcementRefusal(s, seat, call) === null ? [{ type: 'announce', seat, call } as const] : []));

/** The cards are dealt again: the seat to declare may not name its reservation (docs/rules.md §18.2). */
export function redealStep(d: Drive, step: RedealStep): Result<Drive, ActionError> {
  const r = redealUnplayableReservation(d.state, step.seat);
  return r.ok ? ok({ ...d, state: r.value }) : r;
}

/** The seat passes on an optional step (no throw-in, no announcement). */
export function passStep(d: Drive, step: DriveStep): Drive {
  if (step.kind === 'preRound') return { ...d, preRound: preRoundIndex(d.state, step.seat) + 1 };
  if (step.kind === 'announce') return { ...d, passed: [...d.passed, step.seat] };
  return d;
}

/**
 * Apply an action: the step's own, or an announcement made at any moment (a seat may call
 * out of turn). After a card or a call every seat is offered its announcements again; after
 * the table's forced call the card follows at once.
 */
export function takeStep(d: Drive, step: DriveStep | null, a: Action): Result<Drive, ActionError> {
  const r = apply(d.state, a);
  if (!r.ok) return r;
  const passed = step?.kind === 'forcedCall' ? ALL_SEATS : a.type === 'play' || a.type === 'announce' ? [] : d.passed;
  // A seat keeps its pre-round turn after a half chicken (it may still throw in).
  const preRound = step?.kind === 'preRound' ? preRoundIndex(d.state, step.seat) : d.preRound;
  return ok({ state: r.value, preRound, passed });
}

/** The seat's place in the pre-round order (0: the dealer's left). */
const preRoundIndex = (s: DealState, seat: Seat) => (seat - s.dealer + 3) % 4;
