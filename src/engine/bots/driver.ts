/**
 * The table: runs a deal with four players from wherever it stands (reservation round,
 * declarations, poverty exchange, or in play) to its end. Each player sees only its own
 * PlayerView and its own legal actions. Before every card each seat is offered its legal
 * announcements (so calls out of turn work); a forced announcement (Pflichtansage) that no
 * player makes is made by the table for the first member of the obliged party.
 */
import { apply, type Action, type DealState } from '../deal.ts';
import { legalActions } from '../legal.ts';
import type { Seat } from '../parties.ts';
import type { Rng } from '../rng.ts';
import { viewFor } from '../view.ts';
import { sameCards } from './common.ts';
import type { Decision, Player, Reason } from './types.ts';

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
  /** Finished, or 'redeal' (thrown in, or nobody took the poverty). */
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

function ask(player: Player, s: DealState, seat: Seat, legal: readonly Action[], rng: Rng, optional: boolean): Decision {
  const view = viewFor(s, seat);
  const d: Decision = player.decide ? player.decide(view, legal, rng) : { action: player.act(view, legal, rng), reason: { rule: 'pass' } };
  if (d.action === null) {
    if (!optional) throw new IllegalBotAction(seat, null, 'passed where an action is required');
    return d;
  }
  if (!legal.some((a) => sameAction(a, d.action!))) throw new IllegalBotAction(seat, d.action, 'not among the legal actions');
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
  let s = state;
  let steps = 0;
  const take = (seat: Seat, d: Decision, byTable = false) => {
    const r = apply(s, d.action!);
    if (!r.ok) throw new IllegalBotAction(seat, d.action, `refused by the engine (${JSON.stringify(r.error)})`);
    const entry: LogEntry = byTable
      ? { seat, action: d.action!, reason: d.reason, phase: s.phase, byTable }
      : { seat, action: d.action!, reason: d.reason, phase: s.phase };
    if (opts.log) log.push(entry);
    s = r.value;
    opts.onAction?.(entry, s);
    if (++steps > max) throw new Error(`playDeal: more than ${max} actions`);
  };

  // Before the reservation round: throw-ins and half chickens, offered once to every seat.
  if (s.phase === 'reservation' && s.reservations.every((r) => r === null)) {
    for (let i = 1; i <= 4 && s.phase === 'reservation'; i++) {
      const seat = ((s.dealer + i) % 4) as Seat;
      for (let k = 0; k < 2; k++) {
        const now = legalActions(s).filter((a) => a.seat === seat && (a.type === 'throwIn' || a.type === 'halfChicken'));
        if (now.length === 0 || s.phase !== 'reservation') break;
        const d = ask(players[seat], s, seat, now, rng, true);
        if (d.action === null) break;
        take(seat, d);
      }
    }
  }

  while (s.phase !== 'finished' && s.phase !== 'redeal') {
    const seat = s.toMove;
    if (s.phase === 'playing') {
      offerAnnouncements();
      if (s.phase !== 'playing') break;
      const all = legalActions(s);
      let plays = all.filter((a) => a.type === 'play');
      if (plays.length === 0 && s.forced) {
        tableForcedCall();
        plays = legalActions(s).filter((a) => a.type === 'play');
      }
      if (plays.length === 0) throw new Error(`playDeal: seat ${seat} has no legal card`);
      take(seat, ask(players[seat], s, seat, plays, rng, false));
      continue;
    }
    let legal = legalActions(s).filter((a) => a.seat === seat && a.type !== 'throwIn' && a.type !== 'halfChicken');
    const forced = opts.forcedSoloist === seat;
    if (s.phase === 'reservation' && forced) legal = legal.filter((a) => a.type === 'reserve' && a.reservation);
    if (s.phase === 'declaration') {
      const owes = forced || (opts.owesCompulsory?.[seat] ?? false);
      const fitting = legal.filter((a) =>
        forced ? a.type === 'declare' && a.declaration.kind === 'solo' && a.declaration.compulsory : a.type !== 'declare' || a.declaration.kind !== 'solo' || a.declaration.compulsory === owes,
      );
      if (fitting.length > 0) legal = fitting;
    }
    take(seat, ask(players[seat], s, seat, legal, rng, false));
  }
  return { state: s, log };

  /** Offer every seat (the one to move first) its announcements until all pass. */
  function offerAnnouncements(): void {
    for (let round = 0; round < 20; round++) {
      const all = legalActions(s);
      let made = false;
      for (let i = 0; i < 4; i++) {
        const seat = ((s.toMove + i) % 4) as Seat;
        const calls = all.filter((a) => a.type === 'announce' && a.seat === seat);
        if (calls.length === 0) continue;
        const d = ask(players[seat], s, seat, calls, rng, true);
        if (d.action === null) continue;
        take(seat, d);
        made = true;
        break;
      }
      if (!made) return;
    }
  }

  /** A forced announcement nobody made: the first member of the party (from the seat to move) makes it. */
  function tableForcedCall(): void {
    const f = s.forced!;
    const calls = legalActions(s).filter((a) => a.type === 'announce' && a.call === f.party);
    for (let i = 0; i < 4; i++) {
      const seat = ((s.toMove + i) % 4) as Seat;
      const a = calls.find((x) => x.seat === seat);
      if (a && a.type === 'announce') {
        take(seat, { action: a, reason: { rule: 'forcedByTable', call: a.call } }, true);
        return;
      }
    }
    throw new Error(`playDeal: the forced announcement of ${f.party} cannot be made`);
  }
}
