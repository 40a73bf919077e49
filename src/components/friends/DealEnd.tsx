/** How the last deal ended: the score sheet of a played deal, or why it did not count or was abandoned. */
import type { Party, Seat } from '../../engine/parties.ts';
import { PARTY_WORD } from '../../engine/i18n/en.ts';
import { friendsText as t } from '../../i18n/en-friends.ts';
import { seatName } from '../../i18n/seats.ts';
import type { DealOver } from '../../server/protocol.ts';
import { ScoreLinesTable } from '../widgets/ScoreSheetParts.tsx';

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

export function DealEnd({ over, mySeat }: { over: DealOver; mySeat: Seat | null }) {
  const me = mySeat ?? undefined;
  const o = over.outcome;
  return (
    <section class="deal-end" aria-labelledby="deal-end-h" data-testid="deal-end">
      <h3 id="deal-end-h">{t.dealOverTitle(over.deal)}</h3>
      {o.kind === 'redeal' && <p>{t.redeal(o.reason)}</p>}
      {o.kind === 'abandoned' && <p data-testid="abandoned">{t.abandoned(o.declarer, mySeat ?? -1)}</p>}
      {o.kind === 'finished' && (
        <>
          <p>{t.gameLine(o.result.contract)}</p>
          <p>{t.cardPoints(o.result.cardPoints.re, o.result.cardPoints.kontra)}</p>
          <ScoreLinesTable result={o.result} />
          <ul class="seat-scores" data-testid="deal-scores">
            {o.result.scores.map((s, seat) => {
              const party: Party = o.result.parties.re.includes(seat as Seat) ? 're' : 'kontra';
              return (
                <li key={seat} data-seat={seat} data-score={s}>
                  {seatName(seat, me)} ({PARTY_WORD[party]}) <span class={s > 0 ? 'is-plus' : s < 0 ? 'is-minus' : ''}>{signed(s)}</span>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}
