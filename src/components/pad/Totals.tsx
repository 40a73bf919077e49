/**
 * Each player's running total, side by side: on a phone it stays at the top while the form
 * scrolls, and at the table it also marks who deals the next deal (with its number) and who sits
 * out, so both stay in view.
 */
import type { NextDeal } from '../../engine/evening/evening.ts';
import { padText as t } from '#words/pad';
import { signedNum } from '../../i18n/runtime/numbers.ts';

export function Totals({ names, totals, next }: { names: readonly string[]; totals: readonly number[]; next?: NextDeal }) {
  const table = next && !next.over ? next : null;
  return (
    <div class="pad-totals" role="group" aria-label={t.totals} data-testid="pad-totals" style={{ '--players': names.length }}>
      {names.map((n, p) => (
        <p class={`pad-total ${totals[p] > 0 ? 'is-plus' : totals[p] < 0 ? 'is-minus' : ''}`} key={n} data-player={p}>
          <span class="pad-total-name">{n}</span>
          <span class="pad-total-points">{signedNum(totals[p])}</span>
          {table && <span class="pad-total-role">{p === table.dealer ? t.dealsMark(table.number) : table.out.includes(p) ? t.sitsOutMark : '\u00a0'}</span>}
        </p>
      ))}
    </div>
  );
}
