/**
 * The board before a deal is on it: the same areas with the same sizes (empty seats, an empty
 * trick, an empty hand). The server sends it in place of the table (no blank page while the
 * script loads), and the table shows it until its first deal is dealt, so nothing moves.
 */
import type { Seat } from '../../engine/parties.ts';
import { seatName, tableText as t } from '#words/practice';
import { SEAT_AREA } from './Felt.tsx';

export function BoardOutline({ message = t.loading }: { message?: string }) {
  return (
    <div class="pt-board" aria-busy="true" data-testid="board-outline">
      <div class="pt-bar">
        <p class="pt-deal">{message}</p>
      </div>
      <div class="pt-felt">
        {([2, 1, 3] as Seat[]).map((seat) => (
          <section key={seat} class={`pt-seat pt-seat-${SEAT_AREA[seat]}`} aria-label={seatName(seat)}>
            <h3 class="pt-seat-name">{seatName(seat)}</h3>
          </section>
        ))}
        <div class="pt-center">
          <figure class="pt-trick">
            <ul class="pt-cross" aria-hidden="true">
              {([2, 1, 3, 0] as Seat[]).map((seat) => (
                <li key={seat} class={`pt-slot pt-slot-${SEAT_AREA[seat]}`}>
                  <span class="pt-empty" />
                </li>
              ))}
            </ul>
            <figcaption>&nbsp;</figcaption>
          </figure>
        </div>
      </div>
      <div class="pt-south">
        <section class="pt-seat pt-seat-south" aria-label={seatName(0)}>
          <h3 class="pt-seat-name">{seatName(0)}</h3>
        </section>
      </div>
      <div class="pt-messages" />
      <div class="pt-controls" />
      <div class="pt-hand" />
    </div>
  );
}

/** What the server sends for the table's island: the outline, as tall as a screen, so the page below stays put. */
export function TableFallback() {
  return (
    <div class="practice-table is-outline" data-state="loading" data-testid="table-skeleton">
      <BoardOutline />
    </div>
  );
}
