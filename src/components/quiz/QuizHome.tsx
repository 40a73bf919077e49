/** The quiz index: what is due today, misses by theme, streak and levels; export, import and reset. */
import { useState } from 'preact/hooks';
import { leadRuleTitle, quizText as t, themeTitle } from '../../i18n/en-quiz.ts';
import { ProgressNotice } from './parts.tsx';
import {
  currentStreak, dueToday, EMPTY_PROGRESS, exportText, importText, missesByTheme, saveProgress, SCORE_LEVEL_COUNT, unlockedLevel,
} from './store.ts';
import { useQuizProgress } from './useQuizProgress.ts';

const SHOWN = 12;

export default function QuizHome() {
  const { progress, status } = useQuizProgress();
  const [message, setMessage] = useState<{ text: string; tone: 'good' | 'bad' } | null>(null);
  const now = new Date();
  const due = dueToday(progress, now);
  const groups = missesByTheme(progress);
  const loading = status === 'loading';

  const download = () => {
    const href = URL.createObjectURL(new Blob([exportText(progress, new Date())], { type: 'application/json' }));
    const a = document.createElement('a');
    a.href = href;
    a.download = 'doko-quiz-progress.json';
    a.click();
    setTimeout(() => URL.revokeObjectURL(href), 1000);
  };
  const upload = async (file: File | undefined) => {
    if (!file) return;
    const r = importText(await file.text());
    if (r.ok) {
      saveProgress(r.progress);
      setMessage({ text: t.progress.imported, tone: 'good' });
    } else setMessage({ text: t.progress.importFailed(r.problem), tone: 'bad' });
  };
  const reset = () => {
    if (!window.confirm(t.progress.resetConfirm)) return;
    saveProgress(EMPTY_PROGRESS);
    setMessage({ text: t.progress.resetDone, tone: 'good' });
  };

  return (
    <div class="quiz-home" data-state={loading ? 'loading' : 'ready'}>
      <ProgressNotice status={status} />
      <section class="quiz-card" aria-labelledby="due-title">
        <h2 id="due-title">{t.due.title}</h2>
        {due.length === 0 ? (
          <p data-testid="due-empty">{t.due.none}</p>
        ) : (
          <ul class="due-list" data-testid="due-list">
            {due.slice(0, SHOWN).map((s) => (
              <li key={s.id}>
                <span class="due-kind">{s.id.startsWith('concept:') ? t.due.concept : t.due.item}</span>
                <a href={s.href}>{s.title}</a>
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
                        <a href={m.href}>{m.title}</a>
                      </li>
                    ))}
                  </ul>
                </dd>
              </div>
            ))}
          </dl>
        )}
        <div class="progress-tools">
          <button type="button" class="btn btn-quiet" onClick={download} disabled={loading}>
            {t.progress.exportButton}
          </button>
          <label for="progress-import">{t.progress.importLabel}</label>
          <input
            id="progress-import"
            class="file-input"
            type="file"
            accept="application/json,.json"
            onChange={(e) => void upload((e.target as HTMLInputElement).files?.[0])}
          />
          <button type="button" class="btn btn-quiet" onClick={reset} disabled={loading}>
            {t.progress.reset}
          </button>
        </div>
        {message && (
          <p class={`feedback tone-${message.tone}`} role="status">
            {message.text}
          </p>
        )}
      </section>
    </div>
  );
}
