/** The quiz index: what is due today, misses by theme, streak and levels; the progress file and reset. */
import { useState } from 'preact/hooks';
import { leadRuleTitle, quizText as t, themeTitle } from '#words/quiz';
import { LESSONS_STORE } from '../progress.ts';
import ProgressFile from '../storage/ProgressFile.tsx';
import type { StoreSpec } from '../storage/store.ts';
import { TABLE_STORE } from '../practice/store.ts';
import { subjectHref } from './links.ts';
import { ProgressNotice } from './parts.tsx';
import { currentStreak, dueToday, EMPTY_PROGRESS, missesByTheme, saveProgress, SCORE_LEVEL_COUNT, unlockedLevel } from './store.ts';
import { useQuizProgress } from './useQuizProgress.ts';
import { localPath } from '../../i18n/runtime/current.ts';

const SHOWN = 12;

/** `exerciseIds`: the lessons' exercises, for the progress file's import. */
export default function QuizHome({ exerciseIds }: { exerciseIds: readonly string[] }) {
  const { progress, status } = useQuizProgress();
  const [message, setMessage] = useState<{ text: string; tone: 'good' | 'bad' } | null>(null);
  const now = new Date();
  const due = dueToday(progress, now);
  const groups = missesByTheme(progress);
  const loading = status === 'loading';

  const reset = () => {
    if (!window.confirm(t.progress.resetConfirm)) return;
    saveProgress(EMPTY_PROGRESS);
    setMessage({ text: t.progress.resetDone, tone: 'good' });
  };

  return (
    <div class="quiz-home" data-state={loading ? 'loading' : 'ready'}>
      <ProgressNotice />
      <section class="quiz-card" aria-labelledby="due-title">
        <h2 id="due-title">{t.due.title}</h2>
        {due.length === 0 ? (
          <p data-testid="due-empty">{t.due.none}</p>
        ) : (
          <ul class="due-list" data-testid="due-list">
            {due.slice(0, SHOWN).map((s) => (
              <li key={s.id}>
                <span class="due-kind">{s.id.startsWith('concept:') ? t.due.concept : t.due.item}</span>
                <a href={localPath(subjectHref(s.id, s.theme) ?? '/quiz/')}>{s.title}</a>
              </li>
            ))}
            {due.length > SHOWN && <li class="muted">{t.due.more(due.length - SHOWN)}</li>}
          </ul>
        )}
      </section>
      <section class="quiz-card" aria-labelledby="progress-title">
        <h2 id="progress-title">{t.progress.title}</h2>
        <p data-testid="streak">{t.progress.streak(currentStreak(progress, now), progress.streak.best)}</p>
        <p data-testid="answered">{t.progress.answered(progress.attempts.length)}</p>
        <p data-testid="level">{t.progress.level(unlockedLevel(progress), SCORE_LEVEL_COUNT)}</p>
        <h3>{t.progress.misses}</h3>
        {groups.length === 0 ? (
          <p>{t.progress.noMisses}</p>
        ) : (
          <dl class="miss-groups" data-testid="misses">
            {groups.map(([theme, misses]) => (
              <div key={theme}>
                <dt>{themeTitle(theme, leadRuleTitle)}</dt>
                <dd>
                  <ul class="miss-list">
                    {misses.slice(0, SHOWN).map((m) => (
                      <li key={m.id}>
                        <a href={localPath(subjectHref(m.id, m.theme) ?? '/quiz/')}>{m.title}</a>
                      </li>
                    ))}
                  </ul>
                </dd>
              </div>
            ))}
          </dl>
        )}
        <div class="progress-tools">
          <button type="button" class="btn btn-quiet" onClick={reset} disabled={loading}>
            {t.progress.reset}
          </button>
        </div>
        {message && (
          <p class={`feedback tone-${message.tone}`} role="status">
            {message.text}
          </p>
        )}
        {/* The quiz's own notice is at the top of the page; the other stores' are here. */}
        <ProgressFile heading="h3" noticeFor={[LESSONS_STORE, TABLE_STORE] as StoreSpec<unknown>[]} exerciseIds={exerciseIds} />
      </section>
    </div>
  );
}
