/**
 * A deal seen from one seat as if that seat were South (seat 0): every seat number turned by
 * the same amount, nothing else changed. Doppelkopf knows no fixed places, only the order
 * around the table, so a turned deal is the same deal. A table where people sit anywhere (the
 * friends' table) shows each person at the bottom with the practice table's words and parts.
 */
import type { Contract } from './contract.ts';
import type { Action, ActionError, Trick } from './deal.ts';
import type { DealVariant } from './duel.ts';
import type { Seat } from './parties.ts';
import type { DealRecord } from './record.ts';
import type { PlayerView } from './view.ts';

/** Where `seat` sits for `viewer` (the viewer himself at 0, the next seat clockwise at 1). */
export const turnSeat = (seat: Seat, viewer: Seat): Seat => ((seat - viewer + 4) % 4) as Seat;

/** The real seat behind a turned one (the inverse of turnSeat). */
export const realSeat = (turned: Seat, viewer: Seat): Seat => ((turned + viewer) % 4) as Seat;

const turnOrNull = (seat: Seat | null, viewer: Seat): Seat | null => (seat === null ? null : turnSeat(seat, viewer));

/** A per-seat list reordered so that index k holds what the turned seat k has. */
export function turnSeats<T>(list: readonly T[], viewer: Seat): T[] {
  return list.map((_, k) => list[realSeat(k as Seat, viewer)]);
}

export function turnContract(c: Contract, viewer: Seat): Contract {
  if (c.kind === 'normal') return c;
  if (c.kind === 'poverty') return { ...c, declarer: turnSeat(c.declarer, viewer), partner: turnSeat(c.partner, viewer) };
  return { ...c, declarer: turnSeat(c.declarer, viewer) };
}

export function turnTrick(t: Trick, viewer: Seat): Trick {
  return { ...t, leader: turnSeat(t.leader, viewer), winner: turnOrNull(t.winner, viewer) };
}

export function turnVariant(v: DealVariant, viewer: Seat): DealVariant {
  return { ...v, people: [turnSeat(v.people[0], viewer), turnSeat(v.people[1], viewer)] };
}

/** A seat's view with that seat at 0. */
export function turnView(v: PlayerView, viewer: Seat = v.seat): PlayerView {
  return {
    ...v,
    seat: turnSeat(v.seat, viewer),
    dealer: turnSeat(v.dealer, viewer),
    toMove: turnSeat(v.toMove, viewer),
    reservations: turnSeats(v.reservations, viewer),
    declarations: turnSeats(v.declarations, viewer),
    contract: v.contract && turnContract(v.contract, viewer),
    knownParties: turnSeats(v.knownParties, viewer),
    partyReasons: turnSeats(v.partyReasons, viewer),
    marriage: v.marriage && { ...v.marriage, declarer: turnSeat(v.marriage.declarer, viewer), partner: turnOrNull(v.marriage.partner, viewer) },
    tricks: v.tricks.map((t) => turnTrick(t, viewer)),
    current: v.current && turnTrick(v.current, viewer),
    announcements: v.announcements.map((a) => ({ ...a, seat: turnSeat(a.seat, viewer) })),
    handSizes: turnSeats(v.handSizes, viewer),
    variant: v.variant && turnVariant(v.variant, viewer),
  };
}

/** An action with its seat turned (`back`: from the turned seat to the real one). */
export function turnAction(a: Action, viewer: Seat, back = false): Action {
  return { ...a, seat: back ? realSeat(a.seat, viewer) : turnSeat(a.seat, viewer) };
}

/** The engine's refusal with its seats turned, so its words name seats as the viewer sees them. */
export function turnActionError(e: ActionError, viewer: Seat): ActionError {
  if (e.code === 'notYourTurn') return { ...e, seat: turnSeat(e.seat, viewer), toMove: turnSeat(e.toMove, viewer) };
  if (e.code === 'wrongPhase' || e.code === 'forcedAnnouncementMissing') return e;
  return { ...e, seat: turnSeat(e.seat, viewer) };
}

/** A deal record as the viewer sees it (replay it under the turned variant, if any). */
export function turnRecord(r: DealRecord, viewer: Seat): DealRecord {
  return {
    ...r,
    dealer: turnSeat(r.dealer, viewer),
    hands: turnSeats(r.hands, viewer) as unknown as DealRecord['hands'],
    ...(r.contract ? { contract: turnContract(r.contract, viewer) } : {}),
    ...(r.bidding ? { bidding: r.bidding.map((b) => ({ ...b, seat: turnSeat(b.seat, viewer) })) } : {}),
    announcements: r.announcements.map((a) => ({ ...a, seat: turnSeat(a.seat, viewer) })),
  };
}
