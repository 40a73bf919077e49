/** The four seats: compass name ("You" for one's own), who sits there, and how they are. */
import type { Seat } from '../../engine/parties.ts';
import { friendsText as t } from '../../i18n/en-friends.ts';
import { seatName } from '../../i18n/seats.ts';
import type { PublicSeat, PublicTable } from '../../server/received.ts';

export function seatWho(s: PublicSeat): string {
  if (s.kind === 'empty') return t.seatEmpty;
  if (s.kind === 'computer') return s.replaced ? t.replacedBy(s.name) : t.computer;
  return s.name;
}

/** "You", "Ben (North)", "West (computer)": a seat in sentences about the deal. */
export function seatLabel(table: PublicTable, seat: Seat, viewer: Seat | null): string {
  const compass = seatName(seat, viewer ?? undefined);
  if (seat === viewer) return compass;
  const s = table.seats[seat];
  return t.seatLabel(compass, s.kind === 'person' ? s.name : null);
}

export function SeatList({ table, mySeat, facts }: { table: PublicTable; mySeat: Seat | null; facts?: (seat: Seat) => string }) {
  return (
    <ul class="seat-list" data-testid="seat-list">
      {table.seats.map((s, i) => {
        const seat = i as Seat;
        return (
          <li key={seat} data-seat={seat} data-kind={s.kind} class={s.kind === 'person' && !s.connected ? 'is-away' : undefined}>
            <span class="seat-compass">{seatName(seat, mySeat ?? undefined)}</span>{' '}
            <span class="seat-who">{seatWho(s)}</span>
            {s.host && <span class="tag">{t.hostMark}</span>}
            {s.kind === 'person' && !s.connected && <span class="seat-away"> · {t.away}</span>}
            {facts && <span class="seat-facts"> · {facts(seat)}</span>}
          </li>
        );
      })}
    </ul>
  );
}
