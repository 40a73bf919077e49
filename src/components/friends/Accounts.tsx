/** The running accounts: each deal's score and every player's running total in points and money. */
import type { Seat } from '../../engine/parties.ts';
import { moneyCents } from '../../engine/stakes.ts';
import { contractText, friendsText as t } from '../../i18n/en-friends.ts';
import { seatName } from '../../i18n/seats.ts';
import type { PublicTable } from '../../server/received.ts';
import { seatWho } from './SeatList.tsx';

export function Accounts({ table, mySeat }: { table: PublicTable; mySeat: Seat | null }) {
  const stake = { centsPerPoint: table.centsPerPoint, limitCents: table.limitCents };
  const me = mySeat ?? undefined;
  let running = [0, 0, 0, 0];
  return (
    <section class="accounts" aria-labelledby="accounts-h" data-testid="accounts">
      <h3 id="accounts-h">{t.accountsTitle}</h3>
      <div class="table-wrap">
        <table>
          <caption class="sr-only">{t.accountsCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{t.colDeal}</th>
              <th scope="col">{t.colGame}</th>
              <th scope="col" class="num">
                {t.colValue}
              </th>
              {table.seats.map((s, seat) => (
                <th scope="col" class="num" key={seat}>
                  {seatName(seat, me)}
                  <span class="th-who">{seatWho(s)}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.sheet.map((r) => {
              running = running.map((x, k) => x + r.scores[k]);
              return (
                <tr key={r.deal} data-testid="account-row" data-outcome={r.outcome}>
                  <th scope="row">{r.deal}</th>
                  <td>{r.outcome === 'finished' ? contractText(r.contract) : r.outcome === 'abandoned' ? t.abandonedShort : t.redealShort}</td>
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
              <th scope="row" colSpan={3}>
                {t.totalRow}
              </th>
              {table.totals.map((points, seat) => (
                <td class="num" key={seat} data-testid={`total-${seat}`}>
                  {t.pointsMoney(points, moneyCents(points, stake))}
                </td>
              ))}
            </tr>
          </tfoot>
        </table>
      </div>
    </section>
  );
}
