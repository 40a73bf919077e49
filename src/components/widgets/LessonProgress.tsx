import { useEffect, useState } from 'preact/hooks';
import { widgetText } from '#words/site';
import { PROGRESS_EVENT, readStars, resetExercises } from '../progress.ts';
import { LessonsNotice } from '../storage/LessonsNotice.tsx';
import { LESSON_RESET_EVENT } from './ExerciseFrame.tsx';
import { useMounted } from './useMounted.ts';

const t = widgetText.progress;

/** "n of m exercises solved" and a button that clears this lesson's stars and exercises. */
export default function LessonProgress({ ids }: { ids: string[] }) {
  const [solved, setSolved] = useState(0);
  const [notice, setNotice] = useState('');
  // Nothing about progress until the stored stars are read (no "0 solved" flash on revisit).
  const mounted = useMounted();
  useEffect(() => {
    const read = () => {
      const stars = readStars();
      setSolved(ids.filter((id) => (stars[id] ?? 0) > 0).length);
    };
    read();
    window.addEventListener(PROGRESS_EVENT, read);
    window.addEventListener('storage', read);
    return () => {
      window.removeEventListener(PROGRESS_EVENT, read);
      window.removeEventListener('storage', read);
    };
  }, []);
  return (
    <div class="lesson-progress">
      <LessonsNotice />
      <p>
        <span data-testid="lesson-progress">{mounted ? t.summary(solved, ids.length) : '\u00a0'}</span>
        <span class="sr-only" role="status">
          {notice}
        </span>
      </p>
      <button
        type="button"
        class="btn btn-quiet"
        onClick={() => {
          resetExercises(ids);
          window.dispatchEvent(new CustomEvent(LESSON_RESET_EVENT, { detail: ids }));
          setNotice(t.resetDone);
        }}
      >
        {t.reset}
      </button>
    </div>
  );
}
