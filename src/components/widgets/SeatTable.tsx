import { Fragment } from 'preact';
import { SEATS, type Seat } from '../../engine/parties.ts';
import type { Reason } from '../../content/exercises/verdicts.ts';
import { seatTableText as t } from '#words/figures';
import { seatName } from '#words/seats';
import './seatTable.css';

/** What the figure says about a seat; each comes from the engine (the dealer, the first leader, whose turn it is). */
export type SeatRole = 'deals' | 'leads' | 'playedLast' | 'next' | 'won';
export type SeatRoles = Readonly<Partial<Record<Seat, readonly SeatRole[]>>>;

/**
 * The table for the engine's reason behind a "who plays?" answer: with `answer` the roles
 * that give the answer, without it only what the question already says (a miss that leaves a
 * try shows the table, not the answer). Null for a reason about something else.
 */
export function figureOf(why: Reason, answer: boolean): { roles: SeatRoles; caption: keyof typeof t.caption } | null {
  switch (why.code) {
    case 'leader':
      return { roles: answer ? { [why.dealer]: ['deals'], [why.leader]: ['leads'] } : { [why.dealer]: ['deals'] }, caption: 'leader' };
    case 'clockwise':
      return { roles: answer ? { [why.last]: ['playedLast'], [why.next]: ['next'] } : { [why.last]: ['playedLast'] }, caption: 'clockwise' };
    case 'trickTaken':
      return { roles: { [why.winner]: answer ? ['won', 'leads'] : ['won'] }, caption: 'trickTaken' };
    default:
      return null;
  }
}

/**
 * The table from above: the four seats where they sit, in the engine's seat order (clockwise:
 * South at the bottom, then West, North, East), with what each one does now. The seats are a
 * list in that order, so a screen reader reads them clockwise with their roles; the arrow in
 * the middle is only drawn. Static in a lesson (no JS), and inside an exercise's feedback.
 */
export function SeatTable({ roles, you = null, caption }: { roles: SeatRoles; you?: Seat | null; caption: string }) {
  return (
    <figure class="seat-table">
      <ol class="seat-table-grid" aria-label={t.seatsLabel}>
        {SEATS.map((seat) => {
          const own = roles[seat] ?? [];
          return (
            <li key={seat} class={`seat-table-seat seat-${seat}${own.length ? ' has-role' : ''}`} data-roles={own.join(' ')}>
              <strong>{seat === you ? t.you(seatName(seat)) : seatName(seat)}</strong>
              {own.map((r) => (
                <Fragment key={r}>
                  {' '}
                  <span class={`seat-role role-${r}`}>{t.role[r]}</span>
                </Fragment>
              ))}
            </li>
          );
        })}
        {/* Only drawn: the list above says the order in words. */}
        <li class="seat-table-felt" aria-hidden="true">
          <svg viewBox="0 0 100 100" class="seat-table-arrow">
            {/* Clockwise on the screen is clockwise at the table seen from above, South at the bottom. */}
            <path d="M 50 14 A 36 36 0 1 1 22 27" fill="none" stroke="currentColor" stroke-width="5" stroke-linecap="round" />
            <path d="M 13 27 L 24 25 L 24 36" fill="none" stroke="currentColor" stroke-width="5" stroke-linecap="round" stroke-linejoin="round" />
          </svg>
          <span>{t.clockwise}</span>
        </li>
      </ol>
      <figcaption>{caption}</figcaption>
    </figure>
  );
}

/**
 * The table for an answer's reason (figureOf), with its caption; nothing for a reason about
 * something else. Exercises load this module when they first show the table.
 */
export function ReasonTable({ why, answer, you }: { why: Reason; answer: boolean; you: Seat | null }) {
  const figure = figureOf(why, answer);
  return figure && <SeatTable roles={figure.roles} you={you} caption={t.caption[figure.caption]} />;
}
