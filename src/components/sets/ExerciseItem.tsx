/**
 * A lesson exercise in a set: it is done in its lesson (where its widget, hints and stars
 * live); the stars it earns there come back here, also when the student returns with the
 * browser's back button (the page may come back from the back-forward cache: `pageshow`).
 */
import { useEffect, useState } from 'preact/hooks';
import { setsText } from '../../i18n/en-sets.ts';
import { PROGRESS_EVENT, PROGRESS_KEY, readStars } from '../progress.ts';
import { exerciseHref } from './exercises.ts';
import type { ExerciseEntry } from './resolve.ts';

const t = setsText.exercise;

export function ExerciseItem({ exercise, lessonTitle, onAnswer }: { exercise: ExerciseEntry; lessonTitle: string; onAnswer: (credit: number) => void }) {
  const [stars, setStars] = useState(0);
  useEffect(() => {
    const read = () => setStars(readStars()[exercise.id] ?? 0);
    const onStorage = (e: StorageEvent) => (e.key === null || e.key === PROGRESS_KEY) && read();
    read();
    window.addEventListener(PROGRESS_EVENT, read);
    window.addEventListener('storage', onStorage);
    window.addEventListener('pageshow', read);
    return () => {
      window.removeEventListener(PROGRESS_EVENT, read);
      window.removeEventListener('storage', onStorage);
      window.removeEventListener('pageshow', read);
    };
  }, [exercise.id]);
  useEffect(() => {
    if (stars > 0) onAnswer(stars / 3);
  }, [stars]);
  return (
    <div class="quiz-question set-exercise">
      <p class="quiz-prompt">{exercise.goal}</p>
      <p>{t.where(lessonTitle)}</p>
      <p>
        <a class="btn" href={exerciseHref(exercise)}>
          {t.open}
        </a>
      </p>
      <p role="status">{stars > 0 ? t.solved(stars) : t.notYet}</p>
    </div>
  );
}
