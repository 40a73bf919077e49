/**
 * "Your progress": save all progress to one file, import it again (checked field by field,
 * refused with the first bad field named), and the unreadable copies kept in this browser with
 * their actions. On /learn/ and /quiz/. The import and export code loads when it is used.
 */
import { useState } from 'preact/hooks';
import { progressSectionText as section } from '#words/progress';
import { progressFileText as t } from '#words/input';
import { LESSONS_STORE } from '../progress.ts';
import { QUIZ_STORE } from '../quiz/progressSpec.ts';
import { TABLE_STORE } from '../practice/store.ts';
import { SETS_STORE } from '../sets/store.ts';
import { downloadText } from './download.ts';
import { MAX_FILE_BYTES } from './limits.ts';
import { StorageNotice } from './StorageNotice.tsx';
import type { StoreSpec } from './store.ts';
import './storage.css';

const SPECS = [LESSONS_STORE, QUIZ_STORE, TABLE_STORE, SETS_STORE] as StoreSpec<unknown>[];

/**
 * `heading`: the section's own heading level (h2 on /learn/; h3 inside the quiz's progress).
 * `noticeFor`: the stores whose notices it shows (a page that shows one elsewhere leaves it out).
 * `exerciseIds`: the lessons' exercises, from the build (stars for others are left out of an import).
 */
export default function ProgressFile(props: { heading?: 'h2' | 'h3'; noticeFor?: readonly StoreSpec<unknown>[]; exerciseIds: readonly string[] }) {
  const { heading = 'h2', noticeFor = SPECS, exerciseIds } = props;
  const [message, setMessage] = useState<{ text: string; tone: 'good' | 'bad' } | null>(null);
  const [busy, setBusy] = useState(false);

  const exportAll = async () => {
    const { exportProgress } = await import('./progressFile.ts');
    downloadText(t.fileName, exportProgress(new Date()));
    setMessage({ text: t.exported, tone: 'good' });
  };

  const importFile = async (input: HTMLInputElement) => {
    const file = input.files?.[0];
    input.value = ''; // the same file can be chosen again after fixing it
    if (!file) return;
    if (file.size > MAX_FILE_BYTES) return setMessage({ text: t.tooBig(file.size, MAX_FILE_BYTES), tone: 'bad' });
    setBusy(true);
    try {
      const { importPlan, readProgressFile, replacesAnything, writeProgressFile } = await import('./progressFile.ts');
      const r = readProgressFile(await file.text(), new Set(exerciseIds));
      if (!r.ok) return setMessage({ text: r.problem === 'notAFile' ? t.notAFile : t.failed(r.problem), tone: 'bad' });
      const plan = importPlan(r.file);
      if (replacesAnything(plan) && !window.confirm(t.confirmReplace(plan))) return setMessage({ text: t.cancelled, tone: 'bad' });
      if (!writeProgressFile(r.file)) return setMessage({ text: t.notSaved, tone: 'bad' });
      setMessage({ text: t.imported(plan, r.unknownExercises), tone: 'good' });
    } finally {
      setBusy(false);
    }
  };

  const Title = heading;
  return (
    <section class="progress-file" aria-labelledby="progress-file-title" data-testid="progress-file">
      <Title id="progress-file-title">{heading === 'h2' ? section.title : section.fileTitle}</Title>
      <p>{section.intro}</p>
      <StorageNotice specs={noticeFor} />
      <div class="progress-file-tools">
        <button type="button" class="btn btn-quiet" onClick={() => void exportAll()}>
          {t.exportButton}
        </button>
        <label for="progress-file-input">{t.importLabel}</label>
        <input
          id="progress-file-input"
          class="file-input"
          type="file"
          accept="application/json,.json"
          disabled={busy}
          onChange={(e) => void importFile(e.currentTarget)}
        />
      </div>
      {message && (
        <p class={`feedback tone-${message.tone}`} role="status" data-testid="progress-file-message">
          {message.text}
        </p>
      )}
    </section>
  );
}
