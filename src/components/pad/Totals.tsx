/** Each player's running total, side by side: on a phone it stays at the top while the form scrolls. */
import { padText as t } from '../../i18n/en-pad.ts';
import { signedNum } from '../../i18n/numbers.ts';

export function Totals({ names, totals }: { names: readonly string[]; totals: readonly number[] }) {
  return (
    <div class="pad-totals" role="group" aria-label={t.totals} data-testid="pad-totals" style={{ '--players': names.length }}>
      {names.map((n, p) => (
        <p class={`pad-total ${totals[p] > 0 ? 'is-plus' : totals[p] < 0 ? 'is-minus' : ''}`} key={n} data-player={p}>
          <span class="pad-total-name">{n}</span>
          <span class="pad-total-points">{signedNum(totals[p])}</span>
        </p>
      ))}
    </div>
  );
}
