import type { ComponentChildren } from 'preact';
import { useEffect } from 'preact/hooks';
import { DDV_RULES } from '../../engine/rules.ts';
import type { Exercise } from '../../content/exercises/index.ts';
import { exerciseRules } from '../../content/exercises/rules.ts';
import { contractName, ruleBarLabels, widgetText as t } from '../../i18n/en.ts';
import { recordStars, starsFor, useStars } from '../progress.ts';

export const LESSON_RESET_EVENT = 'doko:lesson-reset';

export function Stars({ n }: { n: number }) {
  return (
    <span class="stars" data-stars={n}>
      <span aria-hidden="true">{[1, 2, 3].map((i) => (i <= n ? '★' : '☆')).join('')}</span>
      <span class="sr-only">{t.stars(n)}</span>
    </span>
  );
}

/** Title, goal, rules, hints, feedback and explanation around one exercise; keeps its stars. */
export function ExerciseFrame(props: {
  exercise: Exercise;
  solved: boolean;
  mistakes: number;
  hints: number;
  onHint: () => void;
  onReset: () => void;
  feedback: ComponentChildren;
  feedbackTone?: 'good' | 'bad' | 'neutral';
  actions?: ComponentChildren;
  /** What the exercise is about, where the contract alone would mislead (e.g. a reservation round). */
  setting?: string;
  children: ComponentChildren;
}) {
  const { exercise: ex, solved, mistakes, hints } = props;
  const stars = useStars(ex.id);
  useEffect(() => {
    if (solved) recordStars(ex.id, starsFor(mistakes, hints));
  }, [solved]);
  useEffect(() => {
    const onLessonReset = (e: Event) => {
      if ((e as CustomEvent<string[]>).detail?.includes(ex.id)) props.onReset();
    };
    window.addEventListener(LESSON_RESET_EVENT, onLessonReset);
    return () => window.removeEventListener(LESSON_RESET_EVENT, onLessonReset);
  }, [props.onReset]);

  const rules = ruleBarLabels(exerciseRules(ex), DDV_RULES);
  const headingId = `exercise-${ex.id}-title`;
  return (
    <section class="exercise" id={`exercise-${ex.id}`} aria-labelledby={headingId} data-solved={solved ? 'true' : 'false'}>
      <header class="exercise-head">
        <h3 id={headingId}>{ex.title}</h3>
        <Stars n={stars} />
      </header>
      <p class="exercise-meta">
        {props.setting ?? contractName[ex.contract]} · {t.rulesUsed}: {rules.length ? rules.join(', ') : t.ddvOnly}
      </p>
      <p class="exercise-goal">{ex.goal}</p>
      {props.children}
      <p class={`feedback tone-${props.feedbackTone ?? 'neutral'}`} role="status">
        {props.feedback}
      </p>
      {solved && (
        <p class="explanation">
          <strong>{t.explanation}:</strong> {ex.explanation}
        </p>
      )}
      {hints > 0 && (
        <ol class="hints" aria-label={t.hints}>
          {ex.hints.slice(0, hints).map((h) => (
            <li key={h}>{h}</li>
          ))}
        </ol>
      )}
      <div class="exercise-actions">
        {props.actions}
        {!solved && ex.hints.length > 0 && (
          <button type="button" class="btn btn-quiet" onClick={props.onHint} disabled={hints >= ex.hints.length}>
            {hints >= ex.hints.length ? t.noMoreHints : t.hintN(hints + 1, ex.hints.length)}
          </button>
        )}
        <button type="button" class="btn btn-quiet" onClick={props.onReset}>
          {t.startOver}
        </button>
        <a class="exercise-link" href={`?exercise=${ex.id}#exercise-${ex.id}`}>
          {t.exerciseLink}
        </a>
      </div>
    </section>
  );
}
