/** Small inline cards and a deal's tricks as a list: who led, each seat's card, who won. */
import { suitOf, type CardId } from '../../engine/cards.ts';
import type { MadeAnnouncement, Trick } from '../../engine/deal.ts';
import { CALL_WORD } from '#words/engine';
import { nextSeat } from '../../engine/parties.ts';
import { trickText } from '#words/site';
import { cardName, cardShort } from '../../i18n/runtime/names.ts';
import { seatName } from '#words/seats';

/** A card as a small inline chip: suit symbol and rank, the full name for screen readers. */
export function MiniCard({ id, trump }: { id: CardId; trump?: boolean }) {
  return (
    <span class={`mini-card suit-${suitOf(id)}${trump ? ' is-trump' : ''}`} data-card={id}>
      <span class="face-fr" aria-hidden="true">
        {cardShort(id, { faces: 'french' })}
      </span>
      <span class="face-de" aria-hidden="true">
        {cardShort(id, { faces: 'german' })}
      </span>
      <span class="sr-only face-fr">{cardName(id, { faces: 'french' })}</span>
      <span class="sr-only face-de">{cardName(id, { faces: 'german' })}</span>
    </span>
  );
}

/**
 * Tricks as a list: who led, each player's card, who won. Calls appear before the card they
 * preceded. `viewer` is the reader's own seat, named "You".
 */
export function TrickList({
  tricks,
  announcements = [],
  showWinner = true,
  label,
  viewer,
}: {
  tricks: readonly Trick[];
  announcements?: readonly MadeAnnouncement[];
  showWinner?: boolean;
  label: string;
  viewer?: number;
}) {
  if (tricks.length === 0) return <p class="muted">{trickText.noTricks}</p>;
  const who = (seat: number) => seatName(seat, viewer);
  return (
    <ol class="trick-list" aria-label={label}>
      {tricks.map((t, i) => {
        const calls = (j: number) => announcements.filter((a) => a.cardsPlayed === i * 4 + j);
        return (
          <li key={i} class="trick-row" data-trick={i + 1}>
            <span class="trick-head">{trickText.trickLine(i + 1, who(t.leader))}</span>
            <span class="trick-cards">
              {t.cards.map((c, j) => {
                const seat = nextSeat(t.leader, j);
                return (
                  <span key={j} class={`trick-play${showWinner && t.winner === seat ? ' is-winner' : ''}`}>
                    {calls(j).map((a, k) => (
                      <span key={k} class="call-chip">
                        {who(a.seat)}: “{CALL_WORD[a.call]}”
                      </span>
                    ))}
                    <span class="play-seat">{who(seat)}</span> <MiniCard id={c} />
                  </span>
                );
              })}
            </span>
            {showWinner && t.winner !== null && <span class="trick-winner">{trickText.wonBy(who(t.winner))}</span>}
          </li>
        );
      })}
    </ol>
  );
}
