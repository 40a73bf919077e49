/**
 * What the storage module has to tell the learner about some stores, where they are used: a
 * value that could not be read (what was reset, whether a copy is kept), an earlier unreadable
 * copy still kept, a save the browser refused. With the actions that keep the promise: restore
 * what can be read, download the copy (also when the browser could not keep it), delete it.
 */
import { useEffect, useState } from 'preact/hooks';
import { storageText as t } from '../../i18n/en-storage.ts';
import { downloadText } from './download.ts';
import type { Problem } from './schema.ts';
import { discardBackup, readBackup, readStore, readText, reportsFor, restoreBackup, subscribe, type Report, type StoreId, type StoreSpec } from './store.ts';
import './storage.css';

interface Shown {
  readonly spec: StoreSpec<unknown>;
  readonly report: Report | null;
  /** An unreadable copy from an earlier visit is still kept (with what is wrong with it), or null. */
  readonly backup: { readonly problem: Problem | null } | null;
}

function shownFor(specs: readonly StoreSpec<unknown>[]): Shown[] {
  return specs
    .map((spec) => {
      const raw = readBackup(spec);
      return { spec, report: reportsFor([spec.id])[0] ?? null, backup: raw === null ? null : { problem: readText(spec, raw).problem ?? null } };
    })
    .filter((s) => s.report !== null || s.backup !== null);
}

/** The notices of these stores, following the reports of every island of the page and other tabs. */
export function useStorageNotices(specs: readonly StoreSpec<unknown>[]): Shown[] {
  const [shown, setShown] = useState<Shown[]>([]);
  useEffect(() => {
    const read = () => setShown(shownFor(specs));
    // Reading the stores is what finds an unreadable value (and backs it up) on this page.
    for (const spec of specs) readStore(spec);
    read();
    const events = specs.map((s) => s.event);
    for (const e of events) window.addEventListener(e, read);
    window.addEventListener('storage', read);
    const off = subscribe(read);
    return () => {
      off();
      for (const e of events) window.removeEventListener(e, read);
      window.removeEventListener('storage', read);
    };
  }, []);
  return shown;
}

const fileName = (store: StoreId, what: string) => `doko-${store}-${what}.json`;

export function StorageNotice({ specs }: { specs: readonly StoreSpec<unknown>[] }) {
  const shown = useStorageNotices(specs);
  const [done, setDone] = useState<{ store: StoreId; text: string } | null>(null);
  return (
    <div class="storage-notices" data-testid="storage-notices">
      {shown.map(({ spec, report, backup }) => (
        <div key={spec.id} class="notice storage-notice" role={report ? 'alert' : undefined} data-store={spec.id}>
          <p id={`storage-notice-${spec.id}`}>
            {report?.kind === 'reset' ? t.reset(spec.id, report.problem, report.kept) : report?.kind === 'notSaved' ? t.notSaved(spec.id, report.full) : t.earlier(spec.id, backup?.problem ?? null)}
          </p>
          <p class="storage-actions">
            {report?.kind === 'notSaved' ? (
              <button type="button" class="btn btn-quiet" aria-describedby={`storage-notice-${spec.id}`} onClick={() => downloadText(fileName(spec.id, 'unsaved'), report.text)}>
                {t.downloadCurrent}
              </button>
            ) : (
              <BackupActions spec={spec} raw={report?.kind === 'reset' ? report.raw : null} kept={report?.kind === 'reset' ? report.kept : backup !== null} onDone={(text) => setDone({ store: spec.id, text })} />
            )}
          </p>
        </div>
      ))}
      {done && (
        <p class="feedback tone-good storage-done" role="status">
          {done.text}
        </p>
      )}
    </div>
  );
}

/** Restore, download and delete an unreadable copy (download only when the browser could not keep it). */
export function BackupActions({ spec, raw, kept, onDone }: { spec: StoreSpec<unknown>; raw: string | null; kept: boolean; onDone: (text: string) => void }) {
  const restore = () => {
    const r = restoreBackup(spec);
    onDone(r.ok ? t.restored(spec.id, r.dropped) : 'problem' in r ? t.restoreFailed(r.problem) : t.restoreNotSaved);
  };
  const download = () => {
    const text = raw ?? readBackup(spec);
    if (text !== null) downloadText(fileName(spec.id, 'unreadable'), text);
  };
  const discard = () => {
    if (!window.confirm(t.discardConfirm(spec.id))) return;
    discardBackup(spec);
    onDone(t.discarded);
  };
  // Several stores may show these buttons on one page: each is described by its notice.
  const about = `storage-notice-${spec.id}`;
  return (
    <>
      {kept && (
        <button type="button" class="btn" aria-describedby={about} onClick={restore}>
          {t.restore}
        </button>
      )}
      <button type="button" class="btn btn-quiet" aria-describedby={about} onClick={download}>
        {t.download}
      </button>
      {kept && (
        <button type="button" class="btn btn-quiet" aria-describedby={about} onClick={discard}>
          {t.discard}
        </button>
      )}
    </>
  );
}
