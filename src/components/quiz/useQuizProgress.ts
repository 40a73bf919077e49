import { useEffect, useState } from 'preact/hooks';
import { EMPTY_PROGRESS, loadProgress, QUIZ_EVENT, QUIZ_KEY, type LoadStatus, type QuizProgress } from './store.ts';

export interface ProgressState {
  readonly progress: QuizProgress;
  /** How the stored value was found on this page ('reset' stays set); the storage module reports the details. */
  readonly status: LoadStatus | 'loading';
}

/**
 * The learner's quiz progress. The first render (server and hydration) shows nothing stored;
 * the stored progress arrives in an effect, and later saves in this tab or others are followed.
 */
export function useQuizProgress(): ProgressState {
  const [state, setState] = useState<ProgressState>({ progress: EMPTY_PROGRESS, status: 'loading' });
  useEffect(() => {
    let first: LoadStatus | null = null;
    const read = () => {
      const loaded = loadProgress();
      first ??= loaded.status;
      setState({ status: first, progress: loaded.progress });
    };
    read();
    const onStorage = (e: StorageEvent) => (e.key === null || e.key === QUIZ_KEY) && read();
    window.addEventListener(QUIZ_EVENT, read);
    window.addEventListener('storage', onStorage);
    return () => {
      window.removeEventListener(QUIZ_EVENT, read);
      window.removeEventListener('storage', onStorage);
    };
  }, []);
  return state;
}
