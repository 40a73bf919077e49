import type { ComponentChildren } from 'preact';
import { useEffect } from 'preact/hooks';
import { DDV_RULES, parseRules, ruleOverrides, RULE_KEYS, type RuleSet } from '../../engine/rules.ts';
import type { FrameData } from '../../content/exercises/verdicts.ts';
import { ruleShortLabel, widgetText as t } from '../../i18n/en.ts';
import { exerciseText, settingText } from '../../i18n/en-exercises.ts';
import { EXERCISE_SOLVED_EVENT, recordStars, starsFor, useStars, type ExerciseSolved } from '../progress.ts';
import { useSettings } from '../settings/useSettings.ts';
import { useMounted } from './useMounted.ts';
import { localPath } from '../../i18n/current.ts';
import './exercise.css';

export const LESSON_RESET_EVENT = 'doko:lesson-reset';

/** Which static parts the page passed in (the position, what to show once solved). */
export interface ExerciseParts {
  readonly context: boolean;
  readonly reveal: boolean;
}

/** Stars earned; nothing but the empty frame until the stored progress is read, so earned stars never flash "not solved". */
export function Stars({ n, known }: { n: number; known: boolean }) {
  if (!known) return <span class="stars is-pending" aria-hidden="true">☆☆☆</span>;
  return (
    <span class="stars" data-stars={n}>
      <span aria-hidden="true">{[1, 2, 3].map((i) => (i <= n ? '★' : '☆')).join('')}</span>
      <span class="sr-only">{t.stars(n)}</span>
    </span>
  );
}

/**
 * The rules an exercise runs under, in words: the learner's house rules, and the rules the
 * exercise pins where they differ from the learner's settings ("set for this exercise").
 */
function rulesLine(learner: RuleSet, fixed: Partial<RuleSet>): string {
  const parsed = parseRules({ ...ruleOverrides(learner), ...fixed });
  const rules = parsed.ok ? parsed.value : DDV_RULES;
  const pinned = RULE_KEYS.filter((k) => Object.hasOwn(fixed, k) && fixed[k] !== learner[k]);
  const free = RULE_KEYS.filter((k) => !pinned.includes(k) && rules[k] !== DDV_RULES[k]).map((k) => ruleShortLabel(k, rules[k]));
  const parts = free.length || pinned.length ? [free.join(', ')] : [t.ddvOnly];
  if (pinned.length) parts.push(exerciseText.rules.fixed(pinned.map((k) => ruleShortLabel(k, rules[k])).join(', ')));
  return parts.filter(Boolean).join('; ');
}

/** Title, situation, rules, goal, feedback, explanation and hints around one exercise; keeps its stars. */
export function ExerciseFrame(props: {
  frame: FrameData;
  solved: boolean;
  mistakes: number;
  hints: number;
  onHint: () => void;
  onReset: () => void;
  feedback: ComponentChildren;
  feedbackTone?: 'good' | 'bad' | 'neutral';
  actions?: ComponentChildren;
  /** Shown below the explanation once solved: the full score sheet, the simulation's evidence. */
  after?: ComponentChildren;
  children: ComponentChildren;
}) {
  const { frame, solved, mistakes, hints } = props;
  const stars = useStars(frame.id);
  const mounted = useMounted();
  const { settings } = useSettings();
  useEffect(() => {
    if (!solved) return;
    const earned = starsFor(mistakes, hints);
    recordStars(frame.id, earned);
    window.dispatchEvent(new CustomEvent<ExerciseSolved>(EXERCISE_SOLVED_EVENT, { detail: { id: frame.id, stars: earned } }));
  }, [solved]);
  useEffect(() => {
    const onLessonReset = (e: Event) => {
      if ((e as CustomEvent<string[]>).detail?.includes(frame.id)) props.onReset();
    };
    window.addEventListener(LESSON_RESET_EVENT, onLessonReset);
    return () => window.removeEventListener(LESSON_RESET_EVENT, onLessonReset);
  }, [props.onReset]);

  const headingId = `exercise-${frame.id}-title`;
  const empty = props.feedback === '' || props.feedback === null || props.feedback === undefined || props.feedback === false;
  return (
    <section class="exercise" id={`exercise-${frame.id}`} aria-labelledby={headingId} data-solved={solved ? 'true' : 'false'}>
      <header class="exercise-head">
        <h3 id={headingId}>{frame.title}</h3>
        <Stars n={stars} known={mounted} />
      </header>
      <p class="exercise-meta">
        {settingText(frame.setting)} · {exerciseText.rules.label}: <span data-testid="exercise-rules">{rulesLine(settings.rules, frame.fixed)}</span>
      </p>
      <p class="exercise-goal">{frame.goal}</p>
      {props.children}
      <div class={`feedback tone-${empty ? 'neutral' : (props.feedbackTone ?? 'neutral')}`} role="status">
        {empty ? null : props.feedback}
      </div>
      {solved && (
        <p class="explanation">
          <strong>{t.explanation}:</strong> {frame.explanation}
        </p>
      )}
      {solved && props.after}
      {hints > 0 && (
        <ol class="hints" aria-label={t.hints}>
          {frame.hints.slice(0, hints).map((h) => (
            <li key={h}>{h}</li>
          ))}
        </ol>
      )}
      <div class="exercise-actions">
        {props.actions}
        {!solved && frame.hints.length > 0 && (
          <button type="button" class="btn btn-quiet" onClick={props.onHint} disabled={hints >= frame.hints.length}>
            {hints >= frame.hints.length ? t.noMoreHints : t.hintN(hints + 1, frame.hints.length)}
          </button>
        )}
        <button type="button" class="btn btn-quiet" onClick={props.onReset}>
          {t.startOver}
        </button>
        <a class="exercise-link" href={`${localPath(`/learn/${frame.lesson}/`)}?exercise=${frame.id}#exercise-${frame.id}`}>
          {t.exerciseLink}
        </a>
      </div>
    </section>
  );
}
