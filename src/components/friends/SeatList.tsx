/** The four seats: compass name as seen from one's own ("You" at the bottom), who sits there, and how they are. */
import type { Seat } from '../../engine/parties.ts';
import { turnSeat } from '../../engine/perspective.ts';
import { friendsText as t } from '#words/friends';
import { seatName } from '#words/seats';
import type { PublicSeat, PublicTable } from '../../protocol/received.ts';

export function seatWho(s: PublicSeat): string {
  if (s.kind === 'empty') return t.seatEmpty;
  if (s.kind === 'computer') return s.replaced ? t.replacedBy(s.name) : t.computer;
  return s.name;
}

/** The same in few words, for narrow places (the accounts' columns). */
export function seatWhoShort(s: PublicSeat): string {
  if (s.kind === 'computer') return s.replaced ? t.replacedShort(s.name) : t.computerShort;
  return seatWho(s);
}

export function SeatList({ table, mySeat }: { table: PublicTable; mySeat: Seat | null }) {
  return (
    <ul class="seat-list" data-testid="seat-list">
      {table.seats.map((s, i) => {
        const seat = i as Seat;
        return (
          <li key={seat} data-seat={seat} data-kind={s.kind} class={s.kind === 'person' && !s.connected ? 'is-away' : undefined}>
            <span class="seat-compass">{seatName(turnSeat(seat, mySeat ?? 0), 0)}</span> <span class="seat-who">{seatWho(s)}</span>
            {s.host && <span class="tag">{t.hostMark}</span>}
            {s.kind === 'person' && !s.connected && <span class="seat-away"> · {t.away}</span>}
          </li>
        );
      })}
    </ul>
  );
}
