/**
 * The evening as a chart: each player's running total after each deal, one line per player,
 * told apart by colour and by dash pattern (so it reads in black and white and for colour-blind
 * eyes too). An SVG drawn here, no library; its words (title and description with the standings)
 * are for screen readers, and the sheet above is the same data as a table.
 */
import type { Evening, EveningSheet } from '../../engine/evening/evening.ts';
import { padText as t } from '#words/pad';
import { num, signedNum } from '../../i18n/runtime/numbers.ts';

const W = 360;
const H = 200;
const PAD = { left: 36, right: 8, top: 10, bottom: 24 };
const DASHES = ['', '8 5', '2 4', '12 4 2 4', '4 4', '1 6'];

export function Chart({ evening, sheet }: { evening: Evening; sheet: EveningSheet }) {
  const counted = sheet.rows.filter((r) => r.number !== null);
  if (counted.length === 0) return <p class="muted">{t.chartEmpty}</p>;
  const series = evening.players.map((_, p) => [0, ...counted.map((r) => r.totals[p])]);
  const all = series.flat();
  const lo = Math.min(0, ...all);
  const hi = Math.max(0, ...all, 1);
  const x = (i: number) => PAD.left + (i / counted.length) * (W - PAD.left - PAD.right);
  const y = (v: number) => PAD.top + ((hi - v) / (hi - lo || 1)) * (H - PAD.top - PAD.bottom);
  const last = counted.at(-1)!;
  const standings = evening.players.map((n, p) => `${n} ${signedNum(last.totals[p])}`).join(', ');
  const xTicks = [...new Set([1, Math.ceil(counted.length / 2), counted.length])];
  return (
    <figure class="pad-chart" data-testid="pad-chart">
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby="pad-chart-title pad-chart-desc">
        <title id="pad-chart-title">{t.chart}</title>
        <desc id="pad-chart-desc">{t.chartDesc(last.number!, standings)}</desc>
        <line class="pad-chart-zero" x1={PAD.left} x2={W - PAD.right} y1={y(0)} y2={y(0)} />
        {[hi, 0, lo]
          .filter((v, i, a) => a.indexOf(v) === i)
          .map((v) => (
            <text key={v} class="pad-chart-tick" x={PAD.left - 6} y={y(v) + 4} text-anchor="end">
              {signedNum(v)}
            </text>
          ))}
        {xTicks.map((i) => (
          <text key={i} class="pad-chart-tick" x={x(i)} y={H - 8} text-anchor="middle">
            {num(counted[i - 1].number!)}
          </text>
        ))}
        {series.map((s, p) => (
          <polyline
            key={p}
            class={`pad-chart-line pad-c${p}`}
            stroke-dasharray={DASHES[p] || undefined}
            fill="none"
            points={s.map((v, i) => `${x(i).toFixed(1)},${y(v).toFixed(1)}`).join(' ')}
          />
        ))}
      </svg>
      <figcaption>
        <ul class="pad-legend">
          {evening.players.map((n, p) => (
            <li key={n}>
              <svg width="28" height="10" aria-hidden="true">
                <line class={`pad-chart-line pad-c${p}`} x1="0" x2="28" y1="5" y2="5" stroke-dasharray={DASHES[p] || undefined} />
              </svg>
              {n} {signedNum(last.totals[p])}
            </li>
          ))}
        </ul>
        <span class="muted">
          {t.axisDeal} 1–{num(last.number!)}
        </span>
      </figcaption>
    </figure>
  );
}
