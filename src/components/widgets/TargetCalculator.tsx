import { useMachine } from './useMachine.ts';
import { useEffect, useState } from 'preact/hooks';
import type { Party } from '../../engine/parties.ts';
import { DDV_RULES } from '../../engine/rules.ts';
import type { Level } from '../../engine/scoring.ts';
import { ruleBarLabels, widgetText } from '#words/site';
import { targetText as t, targetWhy, targetWord } from '#words/targets';
import { levelWord } from '#words/common';
import { LEVELS } from './scoreChoices.ts';
import { targetCalculatorMachine } from '../../machines/targetCalculator.ts';
import type { Evaluation } from '../../machines/scoreSheetFacts.ts';
import { useSettings } from '../settings/useSettings.ts';
import './ScoreSheet.css';
import { localPath } from '../../i18n/runtime/current.ts';

const PARTIES: readonly Party[] = ['re', 'kontra'];

/** Each party's highest call → each side's target; a slider for Re's card points → who wins and why. */
export default function TargetCalculator({ uid = 'targets', reLevel, kontraLevel }: { uid?: string; reLevel?: Level; kontraLevel?: Level }) {
  const { settings } = useSettings();
  const [snap, send] = useMachine(targetCalculatorMachine, { input: { rules: DDV_RULES, reLevel, kontraLevel } });
  useEffect(() => send({ type: 'RULES', rules: settings.rules }), [settings.rules]);
  const impossible = useImpossibleDetail(snap.context.evaluation);
  const c = snap.context;
  const labels = ruleBarLabels(c.rules, DDV_RULES);
  const state = String(snap.value);
  const kontraPoints = c.evaluation.ok ? c.evaluation.result.cardPoints.kontra : null;
  const kontraTricks = c.evaluation.ok ? c.evaluation.result.tricks.kontra : null;
  const has = { re: { points: c.reCardPoints, tricks: c.reTricks }, kontra: { points: kontraPoints ?? 0, tricks: kontraTricks ?? 0 } };

  return (
    <section class="widget target-calc" aria-labelledby={`${uid}-title`} data-state={state}>
      <header class="exercise-head">
        <h3 id={`${uid}-title`}>{t.title}</h3>
      </header>
      <p class="exercise-meta">
        {widgetText.ladder.currentRules}: <span data-testid="target-rules">{labels.length ? labels.join(', ') : widgetText.ddvOnly}</span> ·{' '}
        <a href={localPath('/settings/')}>{widgetText.settingsLink}</a>
      </p>
      <p>{t.intro}</p>
      <div class="calls-grid">
        {PARTIES.map((party) => (
          <fieldset key={party} class={`call-choice party-${party}`}>
            <legend>{t.callLegend(party)}</legend>
            <div class="chips">
              {LEVELS.map((level) => (
                <label key={level} class="chip">
                  <input
                    type="radio"
                    name={`${uid}-${party}`}
                    value={String(level)}
                    checked={(party === 're' ? c.reLevel : c.kontraLevel) === level}
                    onChange={() => send({ type: 'SET_LEVEL', party, level })}
                  />
                  <span>{levelWord(party, level)}</span>
                </label>
              ))}
            </div>
          </fieldset>
        ))}
      </div>
      <div class="targets" aria-live="polite">
        {PARTIES.map((party) => {
          const target = c.targets[party];
          const met = c.meets?.[party];
          return (
            <div
              key={party}
              class={`target-card party-${party}${met === true ? ' is-met' : met === false ? ' is-missed' : ''}`}
              data-testid={`target-${party}`}
            >
              <p class="target-need">
                {t.needs(party)} <strong>{targetWord(target, c.tricks)}</strong>
              </p>
              <p class="target-why">{targetWhy(party, c.reLevel, c.kontraLevel)}</p>
              {met !== undefined && (
                <p class="target-status">
                  {t.has(target, has[party].points, has[party].tricks)}: <strong>{met ? `✓ ${t.reached}` : `✗ ${t.missed}`}</strong>
                </p>
              )}
            </div>
          );
        })}
      </div>
      <div class="split">
        <div class="split-field">
          <label for={`${uid}-points`}>{t.pointsLabel}</label>
          <input
            id={`${uid}-points`}
            type="range"
            min={0}
            max={240}
            step={1}
            value={c.reCardPoints}
            aria-valuetext={`Re ${c.reCardPoints}, Kontra ${kontraPoints ?? '?'}`}
            onInput={(e) => send({ type: 'SET_POINTS', points: Number((e.target as HTMLInputElement).value) })}
          />
          <output for={`${uid}-points`} class="split-output" data-testid="target-points">
            Re {c.reCardPoints} · {kontraPoints === null ? '' : t.kontraHas(kontraPoints)}
          </output>
        </div>
        <div class="split-field">
          <label for={`${uid}-tricks`}>{t.tricksLabel}</label>
          <span class="stepper">
            <input
              id={`${uid}-tricks`}
              type="number"
              min={0}
              max={c.tricks}
              step={1}
              value={c.reTricks}
              onInput={(e) => {
                const v = Number((e.target as HTMLInputElement).value);
                if (Number.isInteger(v)) send({ type: 'SET_TRICKS', tricks: Math.max(0, Math.min(c.tricks, v)) });
              }}
            />
            <span class="muted">{t.tricksOf(c.tricks)}</span>
          </span>
        </div>
      </div>
      <p
        class={`feedback verdict tone-${state === 'impossible' ? 'bad' : state === 'noWinner' ? 'neutral' : 'good'}`}
        role="status"
        data-testid="target-verdict"
      >
        {!c.evaluation.ok
          ? `${t.verdict.impossible}${impossible ? ` ${impossible}.` : ''}`
          : c.evaluation.result.winner
            ? t.verdict.wins(
                c.evaluation.result.winner,
                c.evaluation.result.cardPoints[c.evaluation.result.winner],
                c.evaluation.result.tricks[c.evaluation.result.winner],
              )
            : t.verdict.noWinner}
      </p>
      <div class="exercise-actions">
        <button type="button" class="btn btn-quiet" onClick={() => send({ type: 'RESET' })}>
          {t.reset}
        </button>
      </div>
    </section>
  );
}

/**
 * Why a combination cannot happen, in words. The words for every problem a deal can have live in
 * the record catalogue, a large file no lesson needs until a learner sets such a combination:
 * it loads then, and the verdict says "impossible" at once and why a moment later.
 */
function useImpossibleDetail(evaluation: Evaluation): string | null {
  const [detail, setDetail] = useState<string | null>(null);
  const error = evaluation.ok ? null : evaluation.error;
  useEffect(() => {
    setDetail(null);
    if (!error) return;
    let current = true;
    void import('#words/record').then((words) => current && setDetail(words.describePathError(error)));
    return () => {
      current = false;
    };
  }, [error]);
  return detail;
}
