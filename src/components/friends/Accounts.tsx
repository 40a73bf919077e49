/**
 * The running accounts: each deal's score and every player's running total in points and money.
 * Columns start with oneself and go round the table as the board shows it ("You", West, North, East).
 */
import type { Seat } from '../../engine/parties.ts';
import { realSeat, turnSeat } from '../../engine/perspective.ts';
import { moneyCents } from '../../engine/stakes.ts';
import { contractText, friendsText as t } from '../../i18n/en-friends.ts';
import { seatName } from '../../i18n/seats.ts';
import type { PublicTable } from '../../server/received.ts';
import { RulesSummary } from './OpenTableForm.tsx';
import { seatWho } from './SeatList.tsx';

export function Accounts({ table, mySeat }: { table: PublicTable; mySeat: Seat | null }) {
  const stake = { centsPerPoint: table.centsPerPoint, limitCents: table.limitCents };
  const me: Seat = mySeat ?? 0;
  const seats = ([0, 1, 2, 3] as Seat[]).map((k) => realSeat(k, me));
  let running = [0, 0, 0, 0];
  return (
    <section class="accounts" aria-labelledby="accounts-h" data-testid="accounts">
      <h3 id="accounts-h">{t.accountsTitle}</h3>
      <p class="muted">
        {t.tableRules}: <RulesSummary rules={table.rules} />
      </p>
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
              {seats.map((seat) => (
                <th scope="col" class="num" key={seat}>
                  {seatName(turnSeat(seat, me), 0)}
                  <span class="th-who">{seatWho(table.seats[seat])}</span>
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
                  {seats.map((seat) => (
                    <td class="num" key={seat}>
                      {running[seat]}
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
              {seats.map((seat) => (
                <td class="num" key={seat} data-testid={`total-${seat}`}>
                  {t.pointsMoney(table.totals[seat], moneyCents(table.totals[seat], stake))}
                </td>
              ))}
            </tr>
          </tfoot>
        </table>
      </div>
    </section>
  );
}
