/**
 * A lesson exercise inside a set: the lesson's own widget with its position, hints and
 * explanation, loaded when the item comes up (exerciseData.ts). The first solve in the set is
 * graded by its stars (3 stars = full credit), whatever the student earned in the lesson
 * before; the stars also count for the lesson, as if it had been done there.
 */
import type { ComponentType } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { PreparedExercise } from '../../content/exercises/island.ts';
import { setsText } from '#words/sets';
import { LessonTitleIn } from '../site/LessonTitleIn.tsx';
import { localPath } from '../../i18n/runtime/current.ts';
import { lessonLangAttr } from '../../i18n/runtime/lessonLang.ts';
import { EXERCISE_SOLVED_EVENT, type ExerciseSolved } from '../progress.ts';
import { exerciseCredit } from './credit.ts';
import { fetchExercise, loadParts, loadWidget } from './exerciseData.ts';
import type { ExerciseEntry } from './resolve.ts';

const t = setsText.exercise;

interface Ready {
  readonly prepared: PreparedExercise;
  /** Its props are paired with the data where the prepared value is made (island.ts). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each widget takes its own data type (see loadWidget)
  readonly Widget: ComponentType<any>;
  readonly parts: Extract<Awaited<ReturnType<typeof loadParts>>, { ok: true }>['value'];
}

type State = { readonly state: 'loading' } | { readonly state: 'failed'; readonly message: string } | ({ readonly state: 'ready' } & Ready);

/** Load an exercise with its views, and its widget where it is to be done (not on paper). */
export function useLessonExercise(id: string, withWidget = true): State {
  const [s, setS] = useState<State>({ state: 'loading' });
  useEffect(() => {
    let live = true;
    setS({ state: 'loading' });
    (async () => {
      const [prepared, parts] = await Promise.all([fetchExercise(id), loadParts()]);
      if (!prepared.ok) return { state: 'failed', message: prepared.message } as const;
      if (!parts.ok) return { state: 'failed', message: parts.message } as const;
      const Widget = withWidget ? await loadWidget(prepared.value.widget) : ({ ok: true, value: () => null } as const);
      if (!Widget.ok) return { state: 'failed', message: Widget.message } as const;
      return { state: 'ready', prepared: prepared.value, Widget: Widget.value, parts: parts.value } as const;
    })().then((next) => live && setS(next));
    return () => {
      live = false;
    };
  }, [id, withWidget]);
  return s;
}

export function LessonExercise({ exercise, lessonTitle, onAnswer }: { exercise: ExerciseEntry; lessonTitle: string; onAnswer: (credit: number) => void }) {
  const s = useLessonExercise(exercise.id);
  useEffect(() => {
    const onSolved = (e: Event) => {
      const d = (e as CustomEvent<ExerciseSolved>).detail;
      if (d?.id === exercise.id) onAnswer(exerciseCredit(d.stars));
    };
    window.addEventListener(EXERCISE_SOLVED_EVENT, onSolved);
    return () => window.removeEventListener(EXERCISE_SOLVED_EVENT, onSolved);
  }, [exercise.id, onAnswer]);

  if (s.state === 'loading')
    return (
      <p class="muted set-exercise" role="status">
        {t.loading}
      </p>
    );
  if (s.state === 'failed') {
    return (
      <div class="notice set-exercise" role="alert">
        <p>{t.failed(s.message)}</p>
        <p>
          <a href={`${localPath(`/learn/${exercise.lesson}/`)}?exercise=${exercise.id}#exercise-${exercise.id}`}>
            <LessonTitleIn sentence={t.inLesson} title={lessonTitle} />
          </a>
        </p>
      </div>
    );
  }
  const { prepared: p, Widget, parts } = s;
  const { Context, Reveal } = parts;
  return (
    <div class="set-exercise" lang={lessonLangAttr}>
      <Widget
        data={p.data}
        parts={{ context: p.context !== null, reveal: p.reveal !== null }}
        context={p.context && <Context context={p.context} rules={p.rules} />}
        reveal={p.reveal && <Reveal reveal={p.reveal} rules={p.rules} />}
      />
    </div>
  );
}
