/** A session's deals as the engine recorded them: dealer, game, scores, running totals, Pflichtsoli still owed. */
import type { SessionRow } from '../../machines/sessionSteps.ts';
import { SEAT_NAMES, seatName } from '#words/seats';
import { sessionText as t, soloWord } from '#words/session';
import { signed } from '#words/common';
import './ScoreSheet.css';

export function gameWord(r: SessionRow): string {
  if (r.contract.kind !== 'solo') return t.normal;
  const who = seatName(r.contract.declarer);
  const solo = soloWord[r.contract.solo];
  return r.forced ? t.forced(who, solo) : r.compulsory ? t.compulsory(who, solo) : t.lust(who, solo);
}

export function SessionRows({ rows, caption, compact = false }: { rows: readonly SessionRow[]; caption: string; compact?: boolean }) {
  return (
    <div class="table-wrap session-table" tabindex={0} role="region" aria-label={caption}>
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col" class="num">
              {t.deal}
            </th>
            <th scope="col">{t.dealer}</th>
            <th scope="col">{t.game}</th>
            {!compact &&
              SEAT_NAMES.map((p) => (
                <th scope="col" class="num" key={p}>
                  {p}
                </th>
              ))}
            <th scope="col">{t.owes}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r, i) => (
            <tr key={r.deal} class={r.contract.kind === 'solo' ? 'is-solo' : undefined} data-deal={r.deal}>
              <td class="num">{r.deal}</td>
              <td>
                {seatName(r.dealer)}
                {/* The repeated deal says so, not the Pflichtsolo before it. */}
                {i > 0 && rows[i - 1].dealer === r.dealer && <span class="muted"> ({t.sameDealer})</span>}
              </td>
              <td>{gameWord(r)}</td>
              {!compact &&
                r.totals.map((total, s) => (
                  <td class="num" key={s}>
                    <span class="total">{signed(total)}</span> <span class="muted delta">({signed(r.scores[s])})</span>
                  </td>
                ))}
              <td>{r.owes.length ? r.owes.map((x) => seatName(x)).join(', ') : <span class="muted">{t.nobody}</span>}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
