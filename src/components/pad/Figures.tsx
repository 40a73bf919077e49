/** Settling up (who pays whom, fewest payments) and the evening's statistics: the engine's figures, in words. */
import { balances, settle } from '../../engine/evening/settle.ts';
import { eveningStats } from '../../engine/evening/stats.ts';
import type { Evening, EveningSheet } from '../../engine/evening/evening.ts';
import { padText as t } from '#words/pad';
import { num, signedNum } from '../../i18n/runtime/numbers.ts';

export function Settle({ evening, sheet }: { evening: Evening; sheet: EveningSheet }) {
  const names = evening.players;
  if (evening.stakeCents === 0) return <p class="muted">{t.noStake}</p>;
  const money = balances(sheet.totals, evening.stakeCents);
  const payments = settle(money);
  return (
    <div class="pad-settle" data-testid="pad-settle">
      <ul class="pad-balances">
        {names.map((n, p) => (
          <li key={n}>{t.balanceOf(n, money[p])}</li>
        ))}
      </ul>
      {payments.length === 0 ? (
        <p>{t.even}</p>
      ) : (
        <>
          <ul class="pad-payments">
            {payments.map((x) => (
              <li key={`${x.from}-${x.to}`}>
                <strong>{t.pays(names[x.from], names[x.to], x.cents)}</strong>
              </li>
            ))}
          </ul>
          <p class="muted">{t.fewest(payments.length)}</p>
        </>
      )}
    </div>
  );
}

export function Stats({ evening, sheet }: { evening: Evening; sheet: EveningSheet }) {
  const s = eveningStats(sheet);
  const decided = s.wins.re + s.wins.kontra + s.wins.none;
  return (
    <div class="pad-stats" data-testid="pad-stats">
      <p>
        {t.dealsPlayed(s.deals)}: {t.partyWins('re', s.wins.re, decided)}; {t.partyWins('kontra', s.wins.kontra, decided)}
        {s.wins.none > 0 && `; ${t.noWinner(s.wins.none)}`}. {t.solos(s.solos.won, s.solos.lost)}.
      </p>
      <div class="table-wrap">
        <table>
          <caption>{t.statsCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{t.colPlayer}</th>
              <th scope="col" class="num">
                {t.colPlayed}
              </th>
              <th scope="col" class="num">
                {t.colWon}
              </th>
              <th scope="col" class="num">
                {t.colSolos}
              </th>
              <th scope="col" class="num">
                {t.colBest}
              </th>
              <th scope="col" class="num">
                {t.colWorst}
              </th>
            </tr>
          </thead>
          <tbody>
            {evening.players.map((n, p) => {
              const x = s.players[p];
              return (
                <tr key={n}>
                  <th scope="row">{n}</th>
                  <td class="num">{num(x.played)}</td>
                  <td class="num">{num(x.won)}</td>
                  <td class="num">
                    {num(x.solosWon)} / {num(x.solosLost)}
                  </td>
                  <td class="num">{x.best === null ? '–' : signedNum(x.best)}</td>
                  <td class="num">{x.worst === null ? '–' : signedNum(x.worst)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}
