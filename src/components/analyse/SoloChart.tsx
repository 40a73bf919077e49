/**
 * A small chart per solo (inline SVG): the win probability as a bar with its 95 % interval,
 * and the distribution of the soloist's card points over the simulated deals, with the line
 * the soloist wins at (without announcements). The SVG is an image with a text alternative (title and description).
 */
import { POINT_BIN } from '../../engine/analysis/stats.ts';
import { TOTAL_POINTS } from '../../engine/cards.ts';
import { targetPoints } from '../../engine/scoring.ts';
import { num } from '../../i18n/runtime/numbers.ts';
import { ANALYSER_TEXT as T, pct } from '#words/analysis';

export interface SoloChartProps {
  readonly id: string;
  readonly name: string;
  readonly winProbability: number;
  readonly low: number;
  readonly high: number;
  readonly meanPoints: number;
  readonly histogram: readonly number[];
}

/** The card points a soloist (Re) wins with when nobody announced. */
const soloTarget = targetPoints('re', -1, -1);
const WIN_LINE = 'points' in soloTarget ? soloTarget.points : 0;

const W = 260;
const BAR_Y = 14;
const BAR_H = 12;
const HIST_TOP = 42;
const HIST_H = 56;

export function SoloChart({ id, name, winProbability, low, high, meanPoints, histogram }: SoloChartProps) {
  const x = (p: number) => 2 + p * (W - 4);
  const max = Math.max(1, ...histogram);
  const bins = histogram.length;
  const bw = (W - 4) / bins;
  const px = (points: number) => 2 + (points / (bins * POINT_BIN)) * (W - 4);
  const titleId = `${id}-title`;
  const descId = `${id}-desc`;
  return (
    <svg class="solo-chart" viewBox={`0 0 ${W} ${HIST_TOP + HIST_H + 14}`} role="img" aria-labelledby={`${titleId} ${descId}`} focusable="false">
      <title id={titleId}>{name}</title>
      <desc id={descId}>{T.chartAlt(name, pct(winProbability), pct(low), pct(high), meanPoints)}</desc>
      <text x="2" y="9" class="chart-label">
        {T.chartWin}
      </text>
      <rect x="2" y={BAR_Y} width={W - 4} height={BAR_H} class="chart-track" rx="3" />
      <rect x="2" y={BAR_Y} width={Math.max(0, x(winProbability) - 2)} height={BAR_H} class="chart-win" rx="3" />
      <line x1={x(low)} x2={x(high)} y1={BAR_Y + BAR_H / 2} y2={BAR_Y + BAR_H / 2} class="chart-ci" />
      <line x1={x(low)} x2={x(low)} y1={BAR_Y + 2} y2={BAR_Y + BAR_H - 2} class="chart-ci" />
      <line x1={x(high)} x2={x(high)} y1={BAR_Y + 2} y2={BAR_Y + BAR_H - 2} class="chart-ci" />
      <text x={W - 2} y="9" text-anchor="end" class="chart-value">
        {pct(winProbability)}
      </text>
      <text x="2" y={HIST_TOP - 4} class="chart-label">
        {T.chartPoints}
      </text>
      {histogram.map((n, i) => {
        const h = (n / max) * HIST_H;
        return (
          <rect
            key={i}
            x={2 + i * bw + 0.5}
            y={HIST_TOP + HIST_H - h}
            width={Math.max(0.5, bw - 1)}
            height={h}
            class={i * POINT_BIN >= WIN_LINE ? 'chart-bin is-won' : 'chart-bin'}
          />
        );
      })}
      <line x1={px(WIN_LINE)} x2={px(WIN_LINE)} y1={HIST_TOP} y2={HIST_TOP + HIST_H} class="chart-threshold" />
      <text x={px(WIN_LINE)} y={HIST_TOP + HIST_H + 11} text-anchor="middle" class="chart-tick">
        {num(WIN_LINE)}
      </text>
      <text x="2" y={HIST_TOP + HIST_H + 11} class="chart-tick">
        0
      </text>
      <text x={W - 2} y={HIST_TOP + HIST_H + 11} text-anchor="end" class="chart-tick">
        {num(TOTAL_POINTS)}
      </text>
    </svg>
  );
}
