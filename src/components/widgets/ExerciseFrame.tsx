import type { ComponentChildren } from 'preact';
import { useEffect } from 'preact/hooks';
import { DDV_RULES, parseRules, ruleOverrides, RULE_KEYS, type RuleSet } from '../../engine/rules.ts';
import type { FrameData } from '../../content/exercises/verdicts.ts';
import { ruleShortLabel, widgetText as t } from '#words/site';
import { exerciseText, settingText } from '#words/exercises';
import { EXERCISE_SOLVED_EVENT, recordStars, starsFor, STARS_ASKED_AGAIN, useStars, type ExerciseSolved } from '../progress.ts';
import { hintsOpen, outOfTries } from '../../machines/tries.ts';
import { useSettings } from '../settings/useSettings.ts';
import { useMounted } from './useMounted.ts';
import { localPath } from '../../i18n/runtime/current.ts';
import './exercise.css';

export const LESSON_RESET_EVENT = 'doko:lesson-reset';

/** Which static parts the page passed in (the position, what to show once solved). */
export interface ExerciseParts {
  readonly context: boolean;
  readonly reveal: boolean;
}

/** Stars earned; nothing but the empty frame until the stored progress is read, so earned stars never flash "not solved". */
export function Stars({ n, known }: { n: number; known: boolean }) {
  if (!known)
    return (
      <span class="stars is-pending" aria-hidden="true">
        ☆☆☆
      </span>
    );
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

/** The element of a lesson page that holds this exercise's fresh position (pages/learn/[slug].astro). */
export const againId = (id: string) => `again-${id}`;
/** The section at the end of a lesson that holds its fresh positions, hidden until one is needed. */
export const ASKED_AGAIN_ID = 'asked-again';
/** The note below an exercise that says its fresh position waits at the end of the lesson (Exercise.astro). */
export const freshNoteId = (id: string) => `fresh-note-${id}`;

/**
 * Open the fresh position of a missed exercise at the end of its lesson (if the page has one), or
 * close them all again (the lesson was reset). The frame does it, whose code the page has loaded
 * anyway, rather than a script of the page's own.
 */
function askAgain(id: string | null): void {
  const section = document.getElementById(ASKED_AGAIN_ID);
  if (!section) return;
  if (id === null) {
    section.hidden = true;
    for (const el of document.querySelectorAll<HTMLElement>('[id^="again-"], .fresh-note')) el.hidden = true;
    return;
  }
  for (const el of [section, document.getElementById(againId(id)), document.getElementById(freshNoteId(id))]) if (el) el.hidden = false;
}

/**
 * Title, situation, rules, goal, feedback, explanation and hints around one exercise; keeps its
 * stars. Every kind of exercise answers a miss the same way (src/machines/tries.ts): a miss that
 * leaves a try opens the next hint; after the last try, or when asked, the widget shows the
 * solution (`revealed`) and the exercise ends without stars. A fresh position (`asksAgain`)
 * earns the stars of the exercise it stands for, at most STARS_ASKED_AGAIN.
 */
export function ExerciseFrame(props: {
  frame: FrameData;
  solved: boolean;
  /** The solution is shown (after the last try, or on request). */
  revealed: boolean;
  mistakes: number;
  /** Hints the learner asked for. */
  hints: number;
  onHint: () => void;
  /** Show the solution; absent while there is none to show yet (the reservation round before its question). */
  onShow?: () => void;
  onReset: () => void;
  feedback: ComponentChildren;
  feedbackTone?: 'good' | 'bad' | 'neutral';
  /** The feedback answers a miss that leaves a try: the frame asks again (and says a hint opened). */
  missed?: boolean;
  actions?: ComponentChildren;
  /** Shown below the explanation once solved or revealed: the full score sheet, the simulation's evidence. */
  after?: ComponentChildren;
  /** A picture that belongs to the feedback (the table seen from above), right below it. */
  figure?: ComponentChildren;
  children: ComponentChildren;
}) {
  const { frame, solved, revealed, mistakes, hints } = props;
  const counted = frame.asksAgain ?? frame.id;
  const stars = useStars(counted);
  const mounted = useMounted();
  const { settings } = useSettings();
  const done = solved || revealed;
  useEffect(() => {
    if (!done) return;
    const earned = revealed ? 0 : frame.asksAgain ? Math.min(STARS_ASKED_AGAIN, starsFor(mistakes, hints)) : starsFor(mistakes, hints);
    if (earned > 0) recordStars(counted, earned);
    const detail: ExerciseSolved = { id: frame.id, stars: earned, missed: revealed || mistakes > 0 };
    if (detail.missed) askAgain(frame.id);
    window.dispatchEvent(new CustomEvent<ExerciseSolved>(EXERCISE_SOLVED_EVENT, { detail }));
  }, [done]);
  useEffect(() => {
    const onLessonReset = (e: Event) => {
      if (!(e as CustomEvent<string[]>).detail?.includes(counted)) return;
      props.onReset();
      askAgain(null);
    };
    window.addEventListener(LESSON_RESET_EVENT, onLessonReset);
    return () => window.removeEventListener(LESSON_RESET_EVENT, onLessonReset);
  }, [props.onReset]);

  const headingId = `exercise-${frame.id}-title`;
  const empty = props.feedback === '' || props.feedback === null || props.feedback === undefined || props.feedback === false;
  const open = hintsOpen({ mistakes, hints, hintCount: frame.hints.length });
  const tries = exerciseText.tries;
  return (
    <section
      class="exercise"
      id={`exercise-${frame.id}`}
      aria-labelledby={headingId}
      data-solved={solved ? 'true' : 'false'}
      data-revealed={revealed ? 'true' : 'false'}
    >
      <header class="exercise-head">
        <h3 id={headingId}>{frame.title}</h3>
        <Stars n={stars} known={mounted} />
      </header>
      <p class="exercise-meta">
        {settingText(frame.setting)} · {exerciseText.rules.label}: <span data-testid="exercise-rules">{rulesLine(settings.rules, frame.fixed)}</span>
      </p>
      <p class="exercise-goal">{frame.goal}</p>
      {props.children}
      <div class={`feedback tone-${empty || revealed ? 'neutral' : (props.feedbackTone ?? 'neutral')}`} role="status">
        {revealed && <strong class="solution-head">{outOfTries({ mistakes }) ? tries.outOfTries : tries.asked} </strong>}
        {empty ? null : props.feedback}
        {props.missed && !done && ` ${tries.again(open > 0)}`}
      </div>
      {props.figure}
      {done && (
        <p class="explanation">
          <strong>{t.explanation}:</strong> {frame.explanation}
        </p>
      )}
      {done && props.after}
      {open > 0 && (
        <ol class="hints" aria-label={t.hints}>
          {frame.hints.slice(0, open).map((h) => (
            <li key={h}>{h}</li>
          ))}
        </ol>
      )}
      <div class="exercise-actions">
        {props.actions}
        {!done && frame.hints.length > 0 && (
          <button type="button" class="btn btn-quiet" onClick={props.onHint} disabled={open >= frame.hints.length}>
            {open >= frame.hints.length ? t.noMoreHints : t.hintN(open + 1, frame.hints.length)}
          </button>
        )}
        {!done && props.onShow && (mistakes > 0 || hints > 0) && (
          <button type="button" class="btn btn-quiet" onClick={props.onShow}>
            {tries.show}
          </button>
        )}
        <button type="button" class="btn btn-quiet" onClick={props.onReset}>
          {t.startOver}
        </button>
        {!frame.asksAgain && (
          <a class="exercise-link" href={`${localPath(`/learn/${frame.lesson}/`)}?exercise=${frame.id}#exercise-${frame.id}`}>
            {t.exerciseLink}
          </a>
        )}
      </div>
    </section>
  );
}
