/**
 * What the storage module has to tell the learner about some stores, where they are used: a
 * value that could not be read (what was reset, whether a copy is kept), the unreadable copies
 * kept in this browser (every one, each with its date and what is wrong with it), an oldest copy
 * deleted to make room, a save the browser refused. With the actions that keep the promise, per
 * copy: restore what can be read, download it (also when the browser could not keep it), delete it.
 */
import { useEffect, useState } from 'preact/hooks';
import { storageText as t } from '#words/storage';
import { downloadText } from './download.ts';
import type { Problem } from './schema.ts';
import { discardBackup, restoreBackup } from './restore.ts';
import { backupsOf, readStore, readText, reportsFor, subscribe, type Backup, type Report, type StoreId, type StoreSpec } from './store.ts';
import './storage.css';

/** A kept copy with what is wrong with it. */
export interface ShownBackup extends Backup {
  readonly problem: Problem | null;
}

interface Shown {
  readonly spec: StoreSpec<unknown>;
  readonly report: Report | null;
  /** The unreadable copies kept in this browser, the oldest first. */
  readonly backups: readonly ShownBackup[];
}

function shownFor(specs: readonly StoreSpec<unknown>[]): Shown[] {
  return specs
    .map((spec) => ({
      spec,
      report: reportsFor([spec.id])[0] ?? null,
      backups: backupsOf(spec).map((b) => ({ ...b, problem: readText(spec, b.raw).problem ?? null })),
    }))
    .filter((s) => s.report !== null || s.backups.length > 0);
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

/** A copy's file name: the store and, for a kept copy, when it was found unreadable. */
const fileName = (store: StoreId, what: string, at?: string | null) => `doko-${store}-${what}${at ? `-${at.slice(0, 19).replace(/[:T]/g, '-')}` : ''}.json`;

/** The words about a store's state: its report, or (without one) the copies kept from earlier visits. */
function noticeText(store: StoreId, report: Report | null, backups: readonly ShownBackup[]): string {
  if (report?.kind === 'reset') return t.reset(store, report.problem, report.kept, backups.length);
  if (report?.kind === 'notSaved') return report.problem ? t.notKept(store, report.problem) : t.notSaved(store, report.full);
  if (backups.length === 1) return t.earlier(store, backups[0].problem);
  return t.earlierMany(store, backups.length);
}

export function StorageNotice({ specs }: { specs: readonly StoreSpec<unknown>[] }) {
  const shown = useStorageNotices(specs);
  const [done, setDone] = useState<{ store: StoreId; text: string } | null>(null);
  return (
    <div class="storage-notices" data-testid="storage-notices">
      {shown.map(({ spec, report, backups }) => {
        const about = `storage-notice-${spec.id}`;
        const onDone = (text: string) => setDone({ store: spec.id, text });
        // The copy the reset just made is named by the notice itself; other copies are listed.
        const own = report?.kind === 'reset' && report.kept && backups.length === 1 && backups[0].key === report.key ? backups[0] : null;
        const single = !report && backups.length === 1 ? backups[0] : own;
        const listed = single ? [] : backups;
        const dropped = report?.kind === 'reset' || report?.kind === 'dropped' ? report.dropped : undefined;
        return (
          <div key={spec.id} class="notice storage-notice" role={report ? 'alert' : undefined} data-store={spec.id}>
            {report?.kind !== 'dropped' && <p id={about}>{noticeText(spec.id, report, backups)}</p>}
            {report?.kind === 'notSaved' && (
              <p class="storage-actions">
                <button type="button" class="btn btn-quiet" aria-describedby={about} onClick={() => downloadText(fileName(spec.id, 'unsaved'), report.text)}>
                  {t.downloadCurrent}
                </button>
              </p>
            )}
            {report?.kind === 'reset' && !report.kept && (
              <p class="storage-actions">
                <button type="button" class="btn btn-quiet" aria-describedby={about} onClick={() => downloadText(fileName(spec.id, 'unreadable'), report.raw)}>
                  {t.download}
                </button>
              </p>
            )}
            {single && (
              <p class="storage-actions">
                <BackupActions spec={spec} backup={single} describedBy={about} onDone={onDone} />
              </p>
            )}
            {dropped && <DroppedCopy store={spec.id} dropped={dropped} />}
            {listed.length > 0 && (
              <ul class="storage-backups" aria-label={t.copiesLabel(spec.id)}>
                {listed.map((b) => (
                  <li key={b.key} data-backup={b.key}>
                    <span id={`copy-${b.key}`}>{t.copy(b.at, b.problem, report?.kind === 'reset' && report.key === b.key)}</span>
                    <span class="storage-actions">
                      <BackupActions spec={spec} backup={b} describedBy={`copy-${b.key}`} onDone={onDone} short />
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </div>
        );
      })}
      {done && (
        <p class="feedback tone-good storage-done" role="status">
          {done.text}
        </p>
      )}
    </div>
  );
}

/** The oldest copy a reset deleted to make room: said, and offered for a download while the page is open. */
function DroppedCopy({ store, dropped }: { store: StoreId; dropped: Backup }) {
  const id = `storage-dropped-${store}`;
  return (
    <p class="storage-actions">
      <span id={id}>{t.droppedOldest(store, dropped.at)}</span>
      <button type="button" class="btn btn-quiet" aria-describedby={id} onClick={() => downloadText(fileName(store, 'deleted', dropped.at), dropped.raw)}>
        {t.downloadDropped}
      </button>
    </p>
  );
}

/**
 * Restore, download and delete one unreadable copy kept in this browser. `short`: in a list of
 * copies the buttons say only what they do; each is described by its copy's line.
 */
export function BackupActions(props: { spec: StoreSpec<unknown>; backup: Backup; describedBy: string; onDone: (text: string) => void; short?: boolean }) {
  const { spec, backup, describedBy, onDone, short = false } = props;
  const restore = () => {
    const r = restoreBackup(spec, backup.key);
    onDone(r.ok ? t.restored(spec.id, r.dropped) : 'problem' in r ? t.restoreFailed(r.problem) : t.restoreNotSaved);
  };
  const discard = () => {
    if (!window.confirm(t.discardConfirm(spec.id, backup.at))) return;
    discardBackup(spec, backup.key);
    onDone(t.discarded);
  };
  // Several stores and copies may show these buttons on one page: each is described by its own line.
  return (
    <>
      <button type="button" class="btn" aria-describedby={describedBy} onClick={restore}>
        {short ? t.restoreShort : t.restore}
      </button>
      <button
        type="button"
        class="btn btn-quiet"
        aria-describedby={describedBy}
        onClick={() => downloadText(fileName(spec.id, 'unreadable', backup.at), backup.raw)}
      >
        {short ? t.downloadCurrent : t.download}
      </button>
      <button type="button" class="btn btn-quiet" aria-describedby={describedBy} onClick={discard}>
        {short ? t.discardShort : t.discard}
      </button>
    </>
  );
}
