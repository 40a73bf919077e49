/** The score sheet of a finished deal and the session sheet with running totals. */
import type { DealResult } from '../../engine/outcome.ts';
import type { Party } from '../../engine/parties.ts';
import { SESSION_LENGTH } from '../../engine/session.ts';
import { contractWord, seatName, tableText as t } from '../../i18n/en-practice.ts';
import { ScoreLinesTable } from '../widgets/ScoreSheetParts.tsx';
import type { TableStore } from './store.ts';
import '../widgets/ScoreSheet.css';

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

export function DealSheet({ result }: { result: DealResult }) {
  return (
    <section class="deal-sheet" aria-labelledby="deal-sheet-h" data-testid="deal-sheet">
      <h2 id="deal-sheet-h">{t.finished}</h2>
      <p>{t.cardPointsLine(result.cardPoints.re, result.cardPoints.kontra, result.tricks.re, result.tricks.kontra)}</p>
      <ScoreLinesTable result={result} caption={t.linesCaption} />
      <ul class="seat-scores" aria-label={t.scores} data-testid="table-scores">
        {result.scores.map((s, seat) => {
          const party: Party = result.parties.re.includes(seat as never) ? 're' : 'kontra';
          return (
            <li key={seat} class={`party-${party}`} data-seat={seat} data-score={s}>
              <span class="seat-name">
                {seatName(seat)} ({t.party(party)})
              </span>{' '}
              <span class={`seat-score ${s > 0 ? 'is-plus' : s < 0 ? 'is-minus' : ''}`}>{signed(s)}</span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

export function SessionSheet({ store }: { store: TableStore }) {
  const total = SESSION_LENGTH[store.session.mode];
  let running = [0, 0, 0, 0];
  return (
    <section class="session-sheet" aria-labelledby="session-h" data-testid="session-sheet">
      <h2 id="session-h">
        {t.sessionTitle}
        {total !== null && (
          <span class="muted">
            {' '}
            ({store.session.played} / {total})
          </span>
        )}
      </h2>
      {total !== null && store.session.played >= total && <p>{t.sessionOver}</p>}
      {store.rows.length === 0 ? (
        <p class="muted">{t.noGames}</p>
      ) : (
        <div class="table-wrap" role="region" aria-label={t.sessionTableLabel} tabIndex={0}>
          <table>
            <caption class="sr-only">{t.sessionTitle}</caption>
            <thead>
              <tr>
                <th scope="col">{t.sessionCols.game}</th>
                <th scope="col">{t.sessionCols.dealer}</th>
                <th scope="col">{t.sessionCols.contract}</th>
                <th scope="col" class="num">
                  {t.sessionCols.value}
                </th>
                {[0, 1, 2, 3].map((seat) => (
                  <th scope="col" class="num" key={seat}>
                    {seatName(seat)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {store.rows.map((r, i) => {
                running = running.map((x, k) => x + r.scores[k]);
                return (
                  <tr key={i} data-testid="session-row">
                    <th scope="row">{i + 1}</th>
                    <td>{seatName(r.dealer)}</td>
                    <td>{r.redeal ? t.thrownIn : contractWord(r.contract)}</td>
                    <td class="num">{r.value}</td>
                    {running.map((x, k) => (
                      <td class="num" key={k}>
                        {x}
                      </td>
                    ))}
                  </tr>
                );
              })}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={4}>
                  {t.total}
                </th>
                {store.session.totals.map((x, k) => (
                  <td class="num" key={k} data-testid={`total-${k}`}>
                    {x}
                  </td>
                ))}
              </tr>
            </tfoot>
          </table>
        </div>
      )}
    </section>
  );
}
