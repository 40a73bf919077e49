/**
 * The analyser's figures for experts, behind the toggle under the answer: the samples and seed,
 * the rules of thumb per solo with the classic count and the simulated win chances with their
 * intervals, the simulation's charts and each solo's reasons, and the deep evaluation.
 */
import { caseOf, compareTiers } from '../../engine/analysis/analyse.ts';
import { ANALYSER_TEXT as T, describeRecommendation, LEAD_NAME, LEVEL_WORD, LOSS_WORD, pct, signed, SOLO_NAME, SOLO_SHORT } from '#words/analysis';
import { reasonsFrom } from '../../i18n/compose/analysisReasons.ts';
import { hiddenCardCount } from '../../engine/cards.ts';
import type { OrderKind, SoloKind } from '../../engine/order.ts';
import type { AnalyseContext, AnalyseSettings } from '../../machines/analyse.ts';
import { DealView } from './DealView.tsx';
import { SoloChart } from './SoloChart.tsx';

export interface ExpertProps {
  readonly c: AnalyseContext;
  readonly quick: string;
  readonly deep: string;
  readonly view: OrderKind;
  readonly lead: 'withLead' | 'withoutLead';
  /** Workers for the deep evaluation (one per core). */
  readonly workers: number;
  readonly onSet: (settings: Partial<AnalyseSettings>) => void;
  readonly onView: (kind: OrderKind | null) => void;
  readonly onDeepRun: () => void;
  readonly onDeepCancel: () => void;
}

function quickStatus(state: string, c: AnalyseContext): string {
  const q = c.quick;
  if (state === 'running') return q.phase === 'keyCards' ? T.simKeyCards(q.done, q.total) : T.simRunning(q.done, c.samples);
  if (state === 'done') return T.simDone(q.result?.samples ?? 0);
  if (state === 'cancelled') return T.simCancelled;
  if (state === 'failed') return T.simFailed(q.error ?? '');
  return c.hand ? '' : T.simWaiting;
}

function deepStatus(state: string, c: AnalyseContext): string {
  if (state === 'running') return T.deepRunning(c.deep.done, c.deep.total);
  if (state === 'done') return T.deepDone(c.deep.done);
  if (state === 'cancelled') return T.deepCancelled;
  if (state === 'failed') return T.deepFailed(c.deep.error ?? '');
  return '';
}

/** A whole number from a field, clamped to its range (the previous value when it is no number). */
function wholeIn(v: string, min: number, max: number, fallback: number): number {
  const n = Math.floor(Number(v));
  return Number.isFinite(n) ? Math.max(min, Math.min(max, n)) : fallback;
}

export function Expert({ c, quick, deep, view, lead, workers, onSet, onView, onDeepRun, onDeepCancel }: ExpertProps) {
  const instant = c.instant;
  if (!instant) return null;
  const result = c.quick.result;
  const rec = c.quick.recommendation;
  const selectedSolo: SoloKind | null = view === 'normal' ? null : view;
  return (
    <>
      <details class="an-more">
        <summary>{T.moreLegend}</summary>
        <div class="field-inline">
          <label for="samples-input">{T.samplesLabel}</label>
          <input
            id="samples-input"
            type="number"
            min={1}
            max={100000}
            value={c.samples}
            onChange={(e) => onSet({ samples: wholeIn((e.currentTarget as HTMLInputElement).value, 1, 100000, c.samples) })}
          />
          <label for="seed-input">{T.seedLabel}</label>
          <input
            id="seed-input"
            type="number"
            min={0}
            max={4294967295}
            value={c.seed}
            onChange={(e) => onSet({ seed: wholeIn((e.currentTarget as HTMLInputElement).value, 0, 4294967295, c.seed) })}
          />
          <label for="deep-input">{T.deepSamplesLabel}</label>
          <input
            id="deep-input"
            type="number"
            min={1}
            max={10000}
            value={c.deepSamples}
            onChange={(e) => onSet({ deepSamples: wholeIn((e.currentTarget as HTMLInputElement).value, 1, 10000, c.deepSamples) })}
          />
        </div>
      </details>

      <section aria-labelledby="verdict-heading">
        <h2 id="verdict-heading">{T.instantHeading}</h2>
        <p data-testid="instant-best">{instant.best ? T.instantBest(SOLO_NAME[instant.best]) : T.instantNone}</p>
        <div class="an-table-wrap" role="region" aria-labelledby="verdict-caption" tabIndex={0}>
          <table class="an-table" data-testid="verdict-table">
            <caption id="verdict-caption">{T.instantCaption}</caption>
            <thead>
              <tr>
                <th scope="col">{T.colSolo}</th>
                <th scope="col">{T.colVerdict}</th>
                <th scope="col">{T.colLosers}</th>
                <th scope="col">{T.colClassic}</th>
                <th scope="col">{T.colWin}</th>
                {c.deep.solos && <th scope="col">{T.colDeep}</th>}
                <th scope="col">{T.colScore}</th>
                <th scope="col">{T.colBelow90}</th>
              </tr>
            </thead>
            <tbody>
              {instant.solos.map((v) => {
                const s = result?.solos.find((x) => x.solo === v.solo);
                const r = s ? caseOf(s, lead) : null;
                const d = c.deep.solos?.find((x) => x.solo === v.solo);
                const dr = d ? caseOf(d, lead) : null;
                const isRec = rec?.contract === v.solo;
                return (
                  <tr key={v.solo} class={`${view === v.solo ? 'is-selected' : ''}${isRec ? ' is-recommended' : ''}`} data-solo={v.solo}>
                    <th scope="row">
                      <button type="button" class="an-solo-btn" aria-pressed={view === v.solo} onClick={() => onView(v.solo)}>
                        {SOLO_SHORT[v.solo]}
                      </button>
                    </th>
                    <td class={`level-${v.level}`}>{LEVEL_WORD[v.level]}</td>
                    <td>{v.features.losers.total}</td>
                    <td>
                      {v.classic.points}/{v.classic.threshold}
                    </td>
                    <td>{r ? `${pct(r.winProbability)} (${pct(r.low)}–${pct(r.high)})` : '…'}</td>
                    {c.deep.solos && <td>{dr ? `${pct(dr.winProbability)} (${pct(dr.low)}–${pct(dr.high)}), ${signed(dr.expectedScore)}` : '…'}</td>}
                    <td>{r ? signed(r.expectedScore) : '…'}</td>
                    <td>{r ? pct(r.pBelow90) : '…'}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      </section>

      <section aria-labelledby="sim-heading">
        <h2 id="sim-heading">{T.simHeading}</h2>
        <p class="muted">{T.simIntro(LEAD_NAME[lead], hiddenCardCount(c.rules))}</p>
        <p role="status" data-testid="sim-status">
          {quick === 'running' ? '' : quickStatus(quick, c)}
        </p>
        {quick === 'running' && <p aria-hidden="true">{quickStatus(quick, c)}</p>}
        {rec && (
          <div class="an-recommendation" data-testid="recommendation">
            <h3>{T.recommendationHeading}</h3>
            <p>{describeRecommendation(rec)}</p>
            {result?.normal && <p>{T.normalLine(signed(result.normal.expectedScore), pct(result.normal.winProbability))}</p>}
          </div>
        )}
        {result && (
          <ul class="an-charts" aria-label={T.simHeading}>
            {result.solos.map((s) => {
              const r = caseOf(s, lead);
              return (
                <li key={s.solo}>
                  <p class="an-chart-name" aria-hidden="true">
                    {SOLO_SHORT[s.solo]}
                  </p>
                  <SoloChart
                    id={`chart-${s.solo}`}
                    name={SOLO_NAME[s.solo]}
                    winProbability={r.winProbability}
                    low={r.low}
                    high={r.high}
                    meanPoints={r.meanPoints}
                    histogram={r.pointsHistogram}
                  />
                </li>
              );
            })}
          </ul>
        )}
        {selectedSolo && <SoloDetails c={c} solo={selectedSolo} lead={lead} />}
      </section>

      <section aria-labelledby="deep-heading">
        <h2 id="deep-heading">{T.deepHeading}</h2>
        <p class="muted">{T.deepIntro}</p>
        <div class="an-status">
          <p role="status" data-testid="deep-status">
            {deep === 'running' ? '' : deepStatus(deep, c)}
          </p>
          {deep === 'running' ? (
            <>
              <p aria-hidden="true">{deepStatus(deep, c)}</p>
              <progress aria-label={T.deepHeading} max={c.deep.total} value={c.deep.done} />
              <button type="button" class="btn btn-quiet" onClick={onDeepCancel}>
                {T.cancel}
              </button>
            </>
          ) : (
            <button type="button" class="btn" onClick={onDeepRun}>
              {T.deepRun(workers)}
            </button>
          )}
        </div>
        {c.deep.solos && deep === 'done' && <p>{T.deepFallbacks(c.deep.solos.reduce((n, s) => n + caseOf(s, lead).fallbacks, 0))}</p>}
      </section>
    </>
  );
}

function SoloDetails({ c, solo, lead }: { c: AnalyseContext; solo: SoloKind; lead: 'withLead' | 'withoutLead' }) {
  const verdict = c.instant!.solos.find((v) => v.solo === solo)!;
  const s = c.quick.result?.solos.find((x) => x.solo === solo);
  const r = s ? caseOf(s, lead) : null;
  const d = c.deep.solos?.find((x) => x.solo === solo);
  const comparison = r && d && c.deep.done > 0 ? compareTiers(r, caseOf(d, lead)) : null;
  const reasons = reasonsFrom({ solo, lead, verdict, simulated: r, keyCard: c.quick.keyCards[solo] ?? null, comparison });
  const lost = r ? r.n - r.wins : 0;
  return (
    <article class="an-details" aria-labelledby={`details-${solo}`} data-testid="solo-details">
      <h3 id={`details-${solo}`}>
        {T.whyHeading}: {SOLO_NAME[solo]}
      </h3>
      <ul class="an-reasons">
        {reasons.map((x, i) => (
          <li key={i}>{x}</li>
        ))}
      </ul>
      {r && r.losses.length > 0 && c.hand && (
        <>
          <h4>{T.lossesHeading}</h4>
          <ul class="an-losses">
            {r.losses.map((l) => (
              <li key={l.code}>
                {pct(l.count / lost)} — {LOSS_WORD[l.code]}
                <DealView
                  hand={c.hand!}
                  rules={c.rules}
                  seed={c.seed}
                  seat={c.seat}
                  solo={solo}
                  lead={lead}
                  sample={l.example}
                  label={`${T.example}: ${LOSS_WORD[l.code]}`}
                />
              </li>
            ))}
          </ul>
        </>
      )}
    </article>
  );
}
