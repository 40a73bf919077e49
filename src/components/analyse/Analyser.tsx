/**
 * The analyser page's island: renders the analyse machine's snapshot and sends it events.
 * No game logic here: parsing, verdicts, simulation and texts come from the engine.
 */
import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { caseOf, compareTiers } from '../../engine/analysis/analyse.ts';
import {
  ANALYSER_TEXT as T, describeOption, describeRecommendation, LEAD_NAME, LEVEL_WORD, LOSS_WORD, pct, signed, SOLO_NAME, SOLO_SHORT,
} from '../../engine/analysis/i18n-en.ts';
import { reasonsFrom } from '../../engine/analysis/report.ts';
import { hiddenCardCount } from '../../engine/cards.ts';
import { cardOrder, sortHand, type SoloKind } from '../../engine/order.ts';
import type { Seat } from '../../engine/parties.ts';
import { DDV_RULES, ruleOverrides, type RuleSet } from '../../engine/rules.ts';
import { ruleBarLabels } from '../../i18n/en.ts';
import { analyseMachine, leadOf, viewOf, type AnalyseContext, type RulesSource } from '../../machines/analyse.ts';
import { CardRow } from '../cards/Card.tsx';
import { loadSettings } from '../settings/store.ts';
import { useSettings } from '../settings/useSettings.ts';
import { DealView } from './DealView.tsx';
import { HandInput } from './HandInput.tsx';
import { coreCount, workerActors } from './runners.ts';
import { SoloChart } from './SoloChart.tsx';
import { analyseLinkNoticeText } from '../../i18n/en-input.ts';
import { readLink, writeLink, type AnalyseLinkNotice } from './url.ts';
import type { Recommendation } from '../../engine/analysis/analyse.ts';
import './analyser.css';

const machine = analyseMachine.provide({ actors: workerActors });

const sameRules = (a: RuleSet, b: RuleSet) => JSON.stringify(ruleOverrides(a)) === JSON.stringify(ruleOverrides(b));
const ruleLabels = (r: RuleSet) => ruleBarLabels(r, DDV_RULES).join(' · ') || T.ddvShort;

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

/** A given hand, as an item of a problem set: its rules pinned, the address left alone. */
export interface FixedHand {
  readonly text: string;
  readonly rules: RuleSet;
  readonly onRecommendation?: (r: Recommendation) => void;
}

export default function Analyser({ fixed }: { fixed?: FixedHand } = {}) {
  const [snap, send] = useMachine(machine, { input: { workers: 1 } });
  const { settings } = useSettings();
  const [workers, setWorkers] = useState(1);
  const [linkNotices, setLinkNotices] = useState<readonly AnalyseLinkNotice[]>([]);
  const [copied, setCopied] = useState(false);
  const loaded = useRef(false);
  const c = snap.context;
  const value = snap.value as { quick: string; deep: string };

  // On load: the shared link if there is one (its rules win), else the learner's settings.
  useEffect(() => {
    setWorkers(coreCount());
    const own = loadSettings().settings.rules;
    const link = fixed ? { text: fixed.text, settings: { rules: fixed.rules, rulesSource: 'link' as const }, notices: [] } : readLink(window.location.search);
    if (link) {
      setLinkNotices(link.notices);
      send({ type: 'LOAD', text: link.text, settings: { rules: own, rulesSource: 'settings', ...link.settings } });
    } else if (!sameRules(own, c.rules)) {
      send({ type: 'SET', settings: { rules: own, rulesSource: 'settings' } });
    }
    loaded.current = true;
  }, []);

  // Follow changes of the house rules while they are the rules in use.
  useEffect(() => {
    if (loaded.current && c.rulesSource === 'settings' && !sameRules(settings.rules, c.rules)) {
      send({ type: 'SET', settings: { rules: settings.rules } });
    }
  }, [settings.rules]);

  const link = useMemo(() => writeLink(c.text, c), [c.text, c.rules, c.compulsory, c.seat, c.samples, c.seed, c.deepSamples]);
  useEffect(() => {
    if (!loaded.current || fixed) return;
    if (c.text.trim() !== '') window.history.replaceState(null, '', link);
    else window.history.replaceState(null, '', window.location.pathname);
  }, [link]);

  useEffect(() => {
    if (c.quick.recommendation) fixed?.onRecommendation?.(c.quick.recommendation);
  }, [c.quick.recommendation]);
  // On its own page the link is this page's query; elsewhere it opens the analyser.
  const href = fixed ? `/analyse/${link}` : link;

  const lead = leadOf(c);
  const view = viewOf(c);
  const order = cardOrder(view, c.rules);
  const sorted = c.hand ? sortHand(c.hand, order) : [];
  const trumps = sorted.filter((x) => order.suit[x] === 'T');
  const result = c.quick.result;
  const rec = c.quick.recommendation;
  const selectedSolo: SoloKind | null = view === 'normal' ? null : view;
  const linkRules = c.rulesSource === 'link' ? c.rules : null;

  const pickRules = (source: RulesSource) => {
    const rules = source === 'settings' ? settings.rules : source === 'ddv' ? DDV_RULES : (linkRules ?? c.rules);
    send({ type: 'SET', settings: { rules, rulesSource: source } });
  };
  const num = (v: string, min: number, max: number, fallback: number) => {
    const n = Math.floor(Number(v));
    return Number.isFinite(n) ? Math.max(min, Math.min(max, n)) : fallback;
  };

  return (
    <div class="analyser" data-quick={value.quick} data-deep={value.deep}>
      <form class="an-form" onSubmit={(e) => e.preventDefault()}>
        <div class="an-field">
          <label for="hand-input">{T.handLabel}</label>
          <p class="muted an-hint" id="hand-hint">
            {T.handHint}
          </p>
          <HandInput text={c.text} error={c.error} onText={(text) => send({ type: 'TEXT', text })} />
        </div>

        <fieldset class="an-fieldset">
          <legend>{T.gameLegend}</legend>
          <label class="check">
            <input type="radio" name="mode" checked={!c.compulsory} onChange={() => send({ type: 'SET', settings: { compulsory: false } })} />
            {T.voluntary}
          </label>
          <label class="check">
            <input type="radio" name="mode" checked={c.compulsory} onChange={() => send({ type: 'SET', settings: { compulsory: true } })} />
            {T.compulsory}
          </label>
          <div class="field-inline">
            <label for="seat-select">{T.seatLabel}</label>
            <select
              id="seat-select"
              value={c.seat === null ? '' : String(c.seat)}
              onChange={(e) => {
                const v = (e.currentTarget as HTMLSelectElement).value;
                send({ type: 'SET', settings: { seat: v === '' ? null : (Number(v) as Seat) } });
              }}
            >
              <option value="">{T.seatAny}</option>
              {T.seatNames.map((n, i) => (
                <option key={i} value={String(i)}>
                  {n}
                </option>
              ))}
            </select>
          </div>
          <div class="field-inline">
            <label for="rules-select">{T.rulesLabel}</label>
            <select id="rules-select" value={c.rulesSource} onChange={(e) => pickRules((e.currentTarget as HTMLSelectElement).value as RulesSource)}>
              <option value="settings">{T.rulesSettings(ruleLabels(settings.rules))}</option>
              <option value="ddv">{T.rulesDdv}</option>
              {linkRules && <option value="link">{T.rulesLink(ruleLabels(linkRules))}</option>}
            </select>
          </div>
          {linkNotices.map((n, i) => (
            <p class="notice" key={i}>{n.param === 'rules' ? T.rulesBadLink : analyseLinkNoticeText(n)}</p>
          ))}
        </fieldset>

        <details class="an-more">
          <summary>{T.moreLegend}</summary>
          <div class="field-inline">
            <label for="samples-input">{T.samplesLabel}</label>
            <input id="samples-input" type="number" min={1} max={100000} value={c.samples}
              onChange={(e) => send({ type: 'SET', settings: { samples: num((e.currentTarget as HTMLInputElement).value, 1, 100000, c.samples) } })} />
            <label for="seed-input">{T.seedLabel}</label>
            <input id="seed-input" type="number" min={0} max={4294967295} value={c.seed}
              onChange={(e) => send({ type: 'SET', settings: { seed: num((e.currentTarget as HTMLInputElement).value, 0, 4294967295, c.seed) } })} />
            <label for="deep-input">{T.deepSamplesLabel}</label>
            <input id="deep-input" type="number" min={1} max={10000} value={c.deepSamples}
              onChange={(e) => send({ type: 'SET', settings: { deepSamples: num((e.currentTarget as HTMLInputElement).value, 1, 10000, c.deepSamples) } })} />
          </div>
        </details>

        {c.text.trim() !== '' && (
          <p class="an-share">
            <a href={href} id="share-link">
              {T.shareLabel}
            </a>{' '}
            <button
              type="button"
              class="btn btn-quiet"
              onClick={() => {
                const url = new URL(href, window.location.href).toString();
                navigator.clipboard?.writeText(url).then(() => setCopied(true), () => setCopied(false));
              }}
            >
              {T.copy}
            </button>
            <span role="status">{copied ? T.copied : ''}</span>
          </p>
        )}
      </form>

      {c.hand && c.instant && (
        <>
          <section aria-labelledby="parsed-heading">
            <h2 id="parsed-heading">{T.parsedHeading}</h2>
            <p class="an-view">
              {T.viewLabel}:{' '}
              <span class="an-view-name" data-testid="view-name">
                {view === 'normal' ? T.normalGame : SOLO_NAME[view]}
              </span>{' '}
              {view !== 'normal' && (
                <button type="button" class="btn btn-quiet" onClick={() => send({ type: 'VIEW', kind: 'normal' })}>
                  {T.normalGame}
                </button>
              )}
            </p>
            <div data-testid="parsed-hand">
              <CardRow cards={sorted} trumps={trumps} label={`${T.parsedHeading}, ${view === 'normal' ? T.normalGame : SOLO_NAME[view]}`} />
            </div>
          </section>

          <section aria-labelledby="verdict-heading">
            <h2 id="verdict-heading">{T.instantHeading}</h2>
            <p data-testid="instant-best">{c.instant.best ? T.instantBest(SOLO_NAME[c.instant.best]) : T.instantNone}</p>
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
                  {c.instant.solos.map((v) => {
                    const s = result?.solos.find((x) => x.solo === v.solo);
                    const r = s ? caseOf(s, lead) : null;
                    const d = c.deep.solos?.find((x) => x.solo === v.solo);
                    const dr = d ? caseOf(d, lead) : null;
                    const isRec = rec?.contract === v.solo;
                    return (
                      <tr key={v.solo} class={`${view === v.solo ? 'is-selected' : ''}${isRec ? ' is-recommended' : ''}`} data-solo={v.solo}>
                        <th scope="row">
                          <button type="button" class="an-solo-btn" aria-pressed={view === v.solo} onClick={() => send({ type: 'VIEW', kind: v.solo })}>
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
            {c.instant.options.length > 0 && (
              <>
                <h3>{T.optionsHeading}</h3>
                <ul data-testid="hand-options">
                  {c.instant.options.map((o) => (
                    <li key={o.code}>{describeOption(o)}</li>
                  ))}
                </ul>
              </>
            )}
          </section>

          <section aria-labelledby="sim-heading">
            <h2 id="sim-heading">{T.simHeading}</h2>
            <p class="muted">{T.simIntro(LEAD_NAME[lead], hiddenCardCount(c.rules))}</p>
            <div class="an-status">
              <p role="status" data-testid="sim-status">
                {value.quick === 'running' ? '' : quickStatus(value.quick, c)}
              </p>
              {value.quick === 'running' && (
                <>
                  <p aria-hidden="true">{quickStatus(value.quick, c)}</p>
                  <progress
                    aria-label={T.progressLabel}
                    max={c.quick.phase === 'keyCards' ? c.quick.total : c.samples}
                    value={c.quick.done}
                  />
                  <button type="button" class="btn btn-quiet" onClick={() => send({ type: 'CANCEL' })}>
                    {T.cancel}
                  </button>
                </>
              )}
              {(value.quick === 'cancelled' || value.quick === 'failed' || value.quick === 'done') && (
                <button type="button" class="btn btn-quiet" onClick={() => send({ type: 'RUN' })}>
                  {T.rerun}
                </button>
              )}
            </div>
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
            {selectedSolo && (
              <SoloDetails c={c} solo={selectedSolo} lead={lead} />
            )}
          </section>

          <section aria-labelledby="deep-heading">
            <h2 id="deep-heading">{T.deepHeading}</h2>
            <p class="muted">{T.deepIntro}</p>
            <div class="an-status">
              <p role="status" data-testid="deep-status">
                {value.deep === 'running' ? '' : deepStatus(value.deep, c)}
              </p>
              {value.deep === 'running' ? (
                <>
                  <p aria-hidden="true">{deepStatus(value.deep, c)}</p>
                  <progress aria-label={T.deepHeading} max={c.deep.total} value={c.deep.done} />
                  <button type="button" class="btn btn-quiet" onClick={() => send({ type: 'DEEP_CANCEL' })}>
                    {T.cancel}
                  </button>
                </>
              ) : (
                <button type="button" class="btn" onClick={() => send({ type: 'DEEP_RUN', workers })}>
                  {T.deepRun(workers)}
                </button>
              )}
            </div>
            {c.deep.solos && value.deep === 'done' && (
              <p>
                {T.deepFallbacks(c.deep.solos.reduce((n, s) => n + caseOf(s, lead).fallbacks, 0))}
              </p>
            )}
          </section>
        </>
      )}
    </div>
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

