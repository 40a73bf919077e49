/**
 * The one way the site keeps things in the browser (localStorage). Every store (lesson stars,
 * quiz progress, the practice table's session, settings) reads and writes through here:
 *
 * - a read is checked against the store's schema; what cannot be read is moved to a backup key
 *   of its own (`<key>:unreadable:<time>`), the store starts empty, and a report names the first
 *   bad field and whether the copy could be kept (a full storage cannot take it: the page then
 *   offers it as a download while it is still in memory);
 * - every unreadable value is kept, up to MAX_BACKUPS per store: a new one never overwrites an
 *   earlier one; beyond the bound the oldest is deleted, and the report says so and still holds
 *   it for a download;
 * - a write that fails (storage full or blocked), or a value its own schema would refuse on the
 *   next read, is reported and not written, never swallowed;
 * - each backup can be restored on its own: what can be read of it is merged with what was saved since.
 *
 * Reports live for the page (every island of the page sees them: `subscribe`); the backups live
 * until they are restored or deleted, so the promise "a copy is kept" holds on later visits too.
 */
import { check, parseJson, type Checked, type Problem, type Schema } from './schema.ts';

export type StoreId = 'lessons' | 'quiz' | 'table' | 'settings' | 'sets' | 'pad';

export interface StoreSpec<T> {
  readonly id: StoreId;
  readonly key: string;
  readonly schema: Schema<T>;
  readonly empty: T;
  /** Fired on window after this tab saved (other tabs get the `storage` event). */
  readonly event: string;
  /** Older forms of the stored value, each checked with its own schema and then brought up to date. */
  readonly older?: readonly OlderForm<T>[];
  /** How two values are combined when a backup is restored into a store that has been used since. */
  readonly merge: (restored: T, current: T) => T;
}

export interface OlderForm<T> {
  /** Whether `data` claims to be of this form (e.g. `schema: 1`). */
  readonly is: (data: unknown) => boolean;
  readonly schema: Schema<unknown>;
  readonly upgrade: (old: never) => T;
}

/** The key of the single backup of earlier releases, and the prefix of every backup's key. */
export const backupKey = (spec: Pick<StoreSpec<unknown>, 'key'>): string => `${spec.key}:unreadable`;

/** Unreadable values kept per store; a storage holds about 5 MB for the whole site. */
export const MAX_BACKUPS = 5;

/** An unreadable value kept in the browser. */
export interface Backup {
  readonly key: string;
  /** When it was found unreadable (ISO), or null for the single backup of earlier releases. */
  readonly at: string | null;
  readonly raw: string;
}

/** What happened on this page to a store that needs the learner's attention. */
export type Report =
  | {
      readonly kind: 'reset';
      readonly store: StoreId;
      readonly problem: Problem;
      /** Whether the unreadable value could be kept as a backup. */
      readonly kept: boolean;
      /** The key of that backup, when kept. */
      readonly key?: string;
      /** The unreadable value, for a download while the page is open. */
      readonly raw: string;
      /** The oldest backup, deleted to keep at most MAX_BACKUPS: still here for a download while the page is open. */
      readonly dropped?: Backup;
    }
  /** The backup a reset made was restored or deleted, but the oldest one it pushed out is still to be offered. */
  | { readonly kind: 'dropped'; readonly store: StoreId; readonly dropped: Backup }
  | {
      readonly kind: 'notSaved';
      readonly store: StoreId;
      readonly full: boolean;
      /** What is wrong with the value that was not written, when it was refused as unreadable (not by the browser). */
      readonly problem?: Problem;
      readonly text: string;
    };

export type LoadStatus = 'empty' | 'ok' | 'migrated' | 'reset';

export interface Loaded<T> {
  readonly value: T;
  readonly status: LoadStatus;
  /** For 'reset': the first bad field. */
  readonly problem?: Problem;
}

// ---------------------------------------------------------------- the page's reports

const reports = new Map<StoreId, Report>();
const listeners = new Set<() => void>();

function publish(store: StoreId, report: Report | null): void {
  if (report) reports.set(store, report);
  else reports.delete(store);
  for (const f of listeners) f();
}

/** The reports of this page for these stores. */
export function reportsFor(stores: readonly StoreId[]): Report[] {
  return stores.flatMap((s) => reports.get(s) ?? []);
}

/** Be told when a report appears or goes; returns the unsubscribe function. */
export function subscribe(f: () => void): () => void {
  listeners.add(f);
  return () => listeners.delete(f);
}

// ---------------------------------------------------------------- storage access

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // blocked (e.g. cookies off): the site works, nothing is kept
  }
}

function getItem(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

const isQuota = (e: unknown) => e instanceof DOMException && (e.name === 'QuotaExceededError' || e.name === 'NS_ERROR_DOM_QUOTA_REACHED');

/** A value of the store's current form, or of an older one brought up to date, as a schema (a part of a progress file is one). */
export function valueSchema<T>(spec: StoreSpec<T>): Schema<T> {
  return (data, ctx) => {
    const old = spec.older?.find((f) => f.is(data));
    if (!old) return spec.schema(data, ctx);
    const r = old.schema(data, ctx);
    if (!r.ok) return r;
    const up = spec.schema(old.upgrade(r.value as never), ctx);
    return up.ok ? { ...up, migrated: true } : up;
  };
}

/**
 * Check a value of the store's current or an older form (brought up to date), at `path`; with
 * `now`, as handed in by a user (every date and count one that can have happened by then).
 */
export function checkValue<T>(spec: StoreSpec<T>, data: unknown, path = '', now?: number): Checked<T> & { readonly migrated?: boolean } {
  return check(valueSchema(spec), data, path, now);
}

/** Parse, bring up to date and check a stored text. */
export function readText<T>(spec: StoreSpec<T>, raw: string | null): Loaded<T> {
  if (raw === null) return { value: spec.empty, status: 'empty' };
  const json = parseJson(raw);
  if (!json.ok) return { value: spec.empty, status: 'reset', problem: json.problem };
  const r = checkValue(spec, json.value);
  if (!r.ok) return { value: spec.empty, status: 'reset', problem: r.problem };
  return { value: r.value, status: r.migrated ? 'migrated' : 'ok' };
}

// ---------------------------------------------------------------- backups

/** The backups of a store, the oldest first (the single backup of earlier releases before all). */
export function backupsOf(spec: Pick<StoreSpec<unknown>, 'key'>): Backup[] {
  const st = storage();
  if (!st) return [];
  const prefix = backupKey(spec);
  const out: Backup[] = [];
  try {
    for (let i = 0; i < st.length; i++) {
      const key = st.key(i);
      if (key === null || (key !== prefix && !key.startsWith(`${prefix}:`))) continue;
      const raw = st.getItem(key);
      if (raw !== null) out.push({ key, at: key === prefix ? null : key.slice(prefix.length + 1).replace(/#\d+$/, ''), raw });
    }
  } catch {
    return out;
  }
  return out.sort((a, b) => (a.at ?? '').localeCompare(b.at ?? '') || a.key.localeCompare(b.key));
}

/** A key for a new backup, named by the time it was made (numbered when that key is taken). */
function newBackupKey(spec: StoreSpec<unknown>, st: Storage): string {
  const base = `${backupKey(spec)}:${new Date().toISOString()}`;
  let key = base;
  for (let n = 2; st.getItem(key) !== null; n++) key = `${base}#${n}`;
  return key;
}

/**
 * Move an unreadable value to a backup key of its own. When the storage is full, the value
 * itself is removed first to make room for its copy (and put back if even that fails); whether
 * the copy is kept is reported as it is. Beyond MAX_BACKUPS the oldest earlier backup goes, and
 * is returned so that the report can offer it.
 */
function moveToBackup(spec: StoreSpec<unknown>, raw: string): { kept: boolean; key?: string; dropped?: Backup } {
  const st = storage();
  if (!st) return { kept: false };
  const earlier = backupsOf(spec);
  let key: string;
  try {
    key = newBackupKey(spec, st);
  } catch {
    return { kept: false };
  }
  let kept = false;
  try {
    st.setItem(key, raw);
    st.removeItem(spec.key);
    kept = true;
  } catch {
    /* full: make room below */
  }
  if (!kept) {
    try {
      st.removeItem(spec.key);
      st.setItem(key, raw);
      kept = true;
    } catch {
      try {
        st.setItem(spec.key, raw);
      } catch {
        /* the page still holds it: the notice offers it as a download */
      }
      return { kept: false };
    }
  }
  if (earlier.length < MAX_BACKUPS) return { kept, key };
  const dropped = earlier[0];
  try {
    st.removeItem(dropped.key);
  } catch {
    return { kept, key };
  }
  return { kept, key, dropped };
}

/**
 * The text each key was last read as or written with, and its value: reading the same text
 * again (every island of a page reads its stores, some on every event) costs a comparison of
 * strings, not a parse and a check of a value that may hold thousands of entries.
 */
const lastText = new Map<string, { readonly raw: string; readonly loaded: Loaded<unknown> }>();

/** Read a store: its value, or its empty value with the unreadable one backed up and reported. */
export function readStore<T>(spec: StoreSpec<T>): Loaded<T> {
  const raw = getItem(spec.key);
  const last = lastText.get(spec.key);
  if (raw !== null && last?.raw === raw) return last.loaded as Loaded<T>;
  const loaded = readText(spec, raw);
  if (loaded.status === 'ok') lastText.set(spec.key, { raw: raw!, loaded });
  if (loaded.status === 'reset') {
    const { kept, key, dropped } = moveToBackup(spec as StoreSpec<unknown>, raw!);
    publish(spec.id, { kind: 'reset', store: spec.id, problem: loaded.problem!, kept, raw: raw!, ...(key ? { key } : {}), ...(dropped ? { dropped } : {}) });
  } else if (loaded.status === 'migrated') writeStore(spec, loaded.value);
  return loaded;
}

// ---------------------------------------------------------------- writes

/**
 * Save a store; false (and a report the page shows) when the browser would not keep it, or when
 * the value is one its schema would refuse on the next read (written, it would be reset then).
 */
export function writeStore<T>(spec: StoreSpec<T>, value: T): boolean {
  const checked = check(spec.schema, value);
  if (!checked.ok) {
    reportNotSaved(spec, checked.problem, textOf(value));
    return false;
  }
  const text = JSON.stringify(value);
  const st = storage();
  try {
    if (!st) throw new DOMException('storage unavailable', 'SecurityError');
    st.setItem(spec.key, text);
  } catch (e) {
    publish(spec.id, { kind: 'notSaved', store: spec.id, full: isQuota(e), text });
    return false;
  }
  lastText.set(spec.key, { raw: text, loaded: { value: checked.value, status: 'ok' } });
  if (reports.get(spec.id)?.kind === 'notSaved') publish(spec.id, null);
  if (typeof window !== 'undefined') window.dispatchEvent(new CustomEvent(spec.event));
  return true;
}

/** A value's JSON for a download, or '' when even that cannot be written (the schema refused it anyway). */
function textOf(value: unknown): string {
  try {
    return JSON.stringify(value) ?? '';
  } catch {
    return '';
  }
}

/**
 * Report that a value of a store was not kept because it is not one the store can read back
 * (`problem` names the field), with its text for a download.
 */
export function reportNotSaved<T>(spec: StoreSpec<T>, problem: Problem, text = ''): void {
  publish(spec.id, { kind: 'notSaved', store: spec.id, full: false, problem, text });
}

// ---------------------------------------------------------------- for the module's other files

/** For the storage module's own files (restore.ts, progressFile.ts): the browser's storage (null where blocked), a key's text. */
export { storage as browserStorage, getItem as readRaw };

export const isBackupKey = (spec: Pick<StoreSpec<unknown>, 'key'>, key: string): boolean => key === backupKey(spec) || key.startsWith(`${backupKey(spec)}:`);

/**
 * The backup under `key` is gone (restored or deleted): the page's report of the reset that made
 * it goes with it, but an oldest backup that reset pushed out stays offered for a download.
 */
export function backupGone(spec: StoreSpec<unknown>, key: string): void {
  const report = reports.get(spec.id);
  if (report?.kind === 'reset' && report.key === key) publish(spec.id, report.dropped ? { kind: 'dropped', store: spec.id, dropped: report.dropped } : null);
  if (typeof window !== 'undefined') window.dispatchEvent(new CustomEvent(spec.event));
}
