/**
 * The notice about the lesson stars on a lesson page: kept small (lesson pages carry little
 * JavaScript), it says what happened and links to "Your progress" on /learn/, where the full
 * notice offers to restore, download or delete the copy.
 */
import { useEffect, useState } from 'preact/hooks';
import { progressSectionText as t } from '../../i18n/en-progress.ts';
import { LESSONS_STORE } from '../progress.ts';
import { downloadText } from './download.ts';
import { readBackup, reportsFor, subscribe, type Report } from './store.ts';
import { localPath } from '../../i18n/current.ts';

export function LessonsNotice() {
  const [state, setState] = useState<{ report: Report | null; backup: boolean }>({ report: null, backup: false });
  useEffect(() => {
    const read = () => setState({ report: reportsFor(['lessons'])[0] ?? null, backup: readBackup(LESSONS_STORE as never) !== null });
    read();
    window.addEventListener(LESSONS_STORE.event, read);
    const off = subscribe(read);
    return () => {
      off();
      window.removeEventListener(LESSONS_STORE.event, read);
    };
  }, []);
  const { report, backup } = state;
  if (!report && !backup) return null;
  if (report?.kind === 'notSaved') {
    return (
      <p class="notice" role="alert">
        {t.starsNotSaved}
      </p>
    );
  }
  const kept = report ? report.kept : backup;
  return (
    <p class="notice" role={report ? 'alert' : undefined} data-testid="lessons-notice">
      {report ? t.starsReset(kept) : t.starsEarlier}{' '}
      {kept ? (
        <a href={localPath('/learn/#progress-file-title')}>{t.starsRestoreLink}</a>
      ) : (
        <button type="button" class="btn btn-quiet" onClick={() => downloadText('doko-lessons-unreadable.json', report!.raw)}>
          {t.download}
        </button>
      )}
      {kept ? '.' : ''}
    </p>
  );
}
