/**
 * The running accounts: each deal's score and every player's running total in points and money.
 * Columns start with oneself and go round the table as the board shows it ("You", West, North, East).
 * In a duel, under them, who owes whom between the two people (the engine's duelDebt). The game
 * stands beside the deal's number; on a phone the deal's value goes under them too, so that the
 * four players' columns fit the screen.
 */
import type { Seat } from '../../engine/parties.ts';
import { realSeat, turnSeat } from '../../engine/perspective.ts';
import { duelDebt, MODE_SEAT_ORDER, moneyCents, type Stake } from '../../engine/stakes.ts';
import { contractText, friendsText as t } from '#words/friends';
import { seatName } from '#words/seats';
import type { PublicTable } from '../../protocol/received.ts';
import { RulesSummary } from './OpenTableForm.tsx';
import { seatWhoShort } from './SeatList.tsx';

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
      {/* Scrolls sideways only if names are too long for the screen: then the keyboard can scroll it too. */}
      <div class="table-wrap" role="region" aria-label={t.accountsCaption} tabIndex={0}>
        <table>
          <caption class="sr-only">{t.accountsCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{t.colDeal}</th>
              <th scope="col" class="num acc-value">
                {t.colValue}
              </th>
              {seats.map((seat) => (
                <th scope="col" class="num acc-seat" key={seat}>
                  {seatName(turnSeat(seat, me), 0)}
                  <span class="th-who">{seatWhoShort(table.seats[seat])}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.sheet.map((r) => {
              running = running.map((x, k) => x + r.scores[k]);
              const game = r.outcome === 'finished' ? contractText(r.contract) : r.outcome === 'abandoned' ? t.abandonedShort : t.redealShort;
              return (
                <tr key={r.deal} data-testid="account-row" data-outcome={r.outcome}>
                  <th scope="row">
                    {r.deal} <span class="acc-game">{game}</span>
                    <span class="acc-value-under">{t.valueUnder(r.value)}</span>
                  </th>
                  <td class="num acc-value">{r.value}</td>
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
              <th scope="row">{t.totalRow}</th>
              <td class="acc-value" />
              {seats.map((seat) => (
                <td class="num" key={seat} data-testid={`total-${seat}`}>
                  {t.pointsMoney(table.totals[seat], moneyCents(table.totals[seat], stake))}
                </td>
              ))}
            </tr>
          </tfoot>
        </table>
      </div>
      {table.mode === 'duel' && mySeat !== null && <DuelDebt table={table} me={mySeat} stake={stake} />}
    </section>
  );
}

/** Who owes whom between the duel's two people, said to one of them. */
function DuelDebt({ table, me, stake }: { table: PublicTable; me: Seat; stake: Stake }) {
  const [a, b] = MODE_SEAT_ORDER.duel;
  if (me !== a && me !== b) return null;
  const other = table.seats[me === a ? b : a].name;
  const debt = duelDebt(table, stake);
  const line = !debt ? t.debtEven(other) : debt.debtor === me ? t.debtYouOwe(other, debt.cents, debt.points) : t.debtOwesYou(other, debt.cents, debt.points);
  return (
    <p class="duel-debt" data-testid="duel-debt">
      <strong>{line}</strong> <span class="muted">{t.debtHelp}</span>
    </p>
  );
}
