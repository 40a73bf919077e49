/**
 * The notice about the lesson stars on a lesson page: kept small (lesson pages carry little
 * JavaScript), it says what happened and links to "Your progress" on /learn/, where the full
 * notice offers to restore, download or delete the copy.
 */
import { useEffect, useState } from 'preact/hooks';
import { progressSectionText as t } from '#words/progress';
import { LESSONS_STORE } from '../progress.ts';
import { downloadText } from './download.ts';
import { backupsOf, reportsFor, subscribe, type Report } from './store.ts';
import { localPath } from '../../i18n/runtime/current.ts';

export function LessonsNotice() {
  const [state, setState] = useState<{ report: Report | null; backup: boolean }>({ report: null, backup: false });
  useEffect(() => {
    const read = () => setState({ report: reportsFor(['lessons'])[0] ?? null, backup: backupsOf(LESSONS_STORE).length > 0 });
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
  const reset = report?.kind === 'reset' ? report : null;
  const kept = reset ? reset.kept : true;
  // The oldest copy a reset deleted to make room exists only on this page: offered here.
  const dropped = report?.kind === 'reset' || report?.kind === 'dropped' ? report.dropped : undefined;
  const download = (name: string, text: string) => (
    <button type="button" class="btn btn-quiet" onClick={() => downloadText(`doko-lessons-${name}.json`, text)}>
      {t.download}
    </button>
  );
  return (
    <p class="notice" role={report ? 'alert' : undefined} data-testid="lessons-notice">
      {reset ? t.starsReset(kept) : t.starsEarlier}{' '}
      {kept ? <a href={localPath('/learn/#progress-file-title')}>{t.starsRestoreLink}</a> : download('unreadable', reset!.raw)}
      {kept ? '.' : ''}
      {dropped && (
        <>
          {' '}
          {t.starsDropped} {download('deleted', dropped.raw)}
        </>
      )}
    </p>
  );
}
