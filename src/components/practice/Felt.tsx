/** The middle of the table: the three other seats, the trick in front of the players, and the learner's seat line. */
import { sumPoints, type CardId } from '../../engine/cards.ts';
import type { Trick } from '../../engine/deal.ts';
import { nextSeat, type Seat } from '../../engine/parties.ts';
import type { Call } from '../../engine/scoring.ts';
import { partyPoints, pointsTaken, type PlayerView } from '../../engine/view.ts';
import { seatName, tableText as t } from '#words/practice';
import { CardFace } from '../cards/Card.tsx';

export const SEAT_AREA = ['south', 'west', 'north', 'east'] as const;

/** What a seat said in the reservation round, for its chip. */
function spoken(s: PlayerView, seat: Seat): string | null {
  if (s.phase !== 'reservation' && s.phase !== 'declaration') return null;
  const r = s.reservations[seat];
  return r === null ? null : t.spoken(r);
}

/**
 * One player at the table: name, party as the learner knows it, tricks and card points taken,
 * calls, whose move. Everything from the learner's view (public facts and his own hand);
 * `who`: the player's name where people play (the friends' table).
 */
export function SeatBox({ seat, view, toMove, who }: { seat: Seat; view: PlayerView; toMove: boolean; who?: string }) {
  const s = view;
  const party = view.knownParties[seat];
  const won = s.tricks.filter((x) => x.winner === seat).length;
  const points = pointsTaken(view)[seat];
  const calls: Call[] = s.announcements.filter((a) => a.seat === seat).map((a) => a.call);
  const said = spoken(s, seat);
  const dealer = s.dealer === seat;
  return (
    <section class={`pt-seat pt-seat-${SEAT_AREA[seat]}${toMove ? ' is-to-move' : ''}`} aria-label={t.seatLabel(seat, dealer)} data-testid={`seat-${seat}`}>
      <h3 class="pt-seat-name">
        {seatName(seat)}
        {who && (
          <span class="pt-who">
            <span class="sr-only">, </span>
            {who}
          </span>
        )}
        {dealer && (
          <span class="pt-tag">
            <span class="sr-only">, </span>
            {t.dealerTag}
          </span>
        )}
      </h3>
      <p class="pt-seat-facts">
        {/* In the reservation round the chip shows what the player said; his party is read out all the same. */}
        <span class={`pt-party party-${party ?? 'unknown'}`}>
          <span class="sr-only">
            {t.partyOf(party)}
            {said ? ', ' : ''}
          </span>
          {!said && <span aria-hidden="true">{t.partyShort(party)}</span>}
        </span>
        {said && <strong class="pt-seat-calls">{said}</strong>}
        {calls.length > 0 && <strong class="pt-seat-calls"> · {t.callsOf(calls)}</strong>}
      </p>
      <p class="pt-seat-more">
        <span>
          <span class="sr-only">{t.pointsTakenLong(points)}</span>
          <span aria-hidden="true">{t.pointsTaken(points)}</span>
        </span>
        <span class="pt-seat-tricks">
          {' · '}
          {t.tricksWon(won)}
        </span>
      </p>
      {toMove && <p class="sr-only">{t.toMove(seat, s.phase)}</p>}
    </section>
  );
}

/** The learner's own line: his party, points, and his party's total once he knows every party. */
export function SouthLine({ view, toMove, waitingFor, who }: { view: PlayerView; toMove: boolean; waitingFor: Seat | null; who?: string }) {
  const totals = partyPoints(view);
  const own = view.ownParty;
  return (
    <div class="pt-south">
      <SeatBox seat={0} view={view} toMove={toMove} who={who} />
      {totals && own && (
        <p class="pt-totals" data-testid="party-totals">
          <span class="sr-only">{t.partyTotalsLabel}</span>
          {t.partyTotals(own, totals[own], totals[own === 're' ? 'kontra' : 're'])}
        </p>
      )}
      <p class="pt-turn" aria-hidden="true">
        {waitingFor !== null ? t.toMove(waitingFor, view.phase) : ''}
      </p>
    </div>
  );
}

/**
 * A trick laid out as the players sit: North at the top, West left, East right, South at the
 * bottom; empty places keep their size so nothing moves as cards arrive.
 */
export function TrickCross({ trick, trumps, caption, onTap }: { trick: Trick | null; trumps: readonly CardId[]; caption: string; onTap?: () => void }) {
  const bySeat: (CardId | null)[] = [null, null, null, null];
  trick?.cards.forEach((c, j) => (bySeat[nextSeat(trick.leader, j)] = c));
  return (
    <figure class={`pt-trick${onTap ? ' is-tappable' : ''}`} data-testid="trick" onClick={onTap}>
      <ul class="pt-cross" aria-label={caption}>
        {([2, 1, 3, 0] as Seat[]).map((seat) => (
          <li key={seat} class={`pt-slot pt-slot-${SEAT_AREA[seat]}${trick?.winner === seat ? ' is-winner' : ''}`} data-seat={seat}>
            {bySeat[seat] ? (
              <>
                <span class="sr-only">{t.trickCard(seat)} </span>
                <CardFace id={bySeat[seat]!} trump={trumps.includes(bySeat[seat]!)} />
                {trick?.winner === seat && (
                  <span class="card-badge" aria-hidden="true">
                    ★
                  </span>
                )}
              </>
            ) : (
              <span class="pt-empty" aria-hidden="true" />
            )}
          </li>
        ))}
      </ul>
      <figcaption>{caption}</figcaption>
    </figure>
  );
}

export const trickPoints = (trick: Trick) => sumPoints(trick.cards);
