/**
 * The one way the site keeps things in the browser (localStorage). Every store (lesson stars,
 * quiz progress, the practice table's session, settings) reads and writes through here:
 *
 * - a read is checked against the store's schema; what cannot be read is moved to a backup key
 *   (`<key>:unreadable`), the store starts empty, and a report names the first bad field and
 *   whether the copy could be kept (a full storage cannot take it: the page then offers it as a
 *   download while it is still in memory);
 * - a write that fails (storage full or blocked) is reported, never swallowed;
 * - a backup can be restored: what can be read of it is merged with what was saved since.
 *
 * Reports live for the page (every island of the page sees them: `subscribe`); the backup lives
 * until it is restored or discarded, so the promise "a copy is kept" holds on later visits too.
 */
import { check, parseJson, salvage, type Checked, type Problem, type Schema } from './schema.ts';

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

export const backupKey = (spec: Pick<StoreSpec<unknown>, 'key'>): string => `${spec.key}:unreadable`;

/** What happened on this page to a store that needs the learner's attention. */
export type Report =
  | {
      readonly kind: 'reset';
      readonly store: StoreId;
      readonly problem: Problem;
      /** Whether the unreadable value could be kept under the backup key. */
      readonly kept: boolean;
      /** The unreadable value, for a download while the page is open. */
      readonly raw: string;
    }
  | { readonly kind: 'notSaved'; readonly store: StoreId; readonly full: boolean; readonly text: string };

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

const isQuota = (e: unknown) =>
  e instanceof DOMException && (e.name === 'QuotaExceededError' || e.name === 'NS_ERROR_DOM_QUOTA_REACHED');

/** Check a value of the store's current or an older form (brought up to date), at `path`. */
export function checkValue<T>(spec: StoreSpec<T>, data: unknown, path = ''): Checked<T> & { readonly migrated?: boolean } {
  const old = spec.older?.find((f) => f.is(data));
  if (!old) return check(spec.schema, data, path);
  const r = check(old.schema, data, path);
  if (!r.ok) return r;
  const up = check(spec.schema, old.upgrade(r.value as never), path);
  return up.ok ? { ...up, migrated: true } : up;
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

/**
 * Move an unreadable value to the backup key. When the storage is full, the value itself is
 * removed first to make room for its copy (and put back if even that fails); whether the copy
 * is kept is reported as it is.
 */
function moveToBackup(spec: StoreSpec<unknown>, raw: string): boolean {
  const st = storage();
  if (!st) return false;
  try {
    st.setItem(backupKey(spec), raw);
    st.removeItem(spec.key);
    return true;
  } catch {
    /* full: make room below */
  }
  try {
    st.removeItem(spec.key);
    st.setItem(backupKey(spec), raw);
    return true;
  } catch {
    try {
      st.setItem(spec.key, raw);
    } catch {
      /* the page still holds it: the notice offers it as a download */
    }
    return false;
  }
}

/** Read a store: its value, or its empty value with the unreadable one backed up and reported. */
export function readStore<T>(spec: StoreSpec<T>): Loaded<T> {
  const raw = getItem(spec.key);
  const loaded = readText(spec, raw);
  if (loaded.status === 'reset') {
    const kept = moveToBackup(spec as StoreSpec<unknown>, raw!);
    publish(spec.id, { kind: 'reset', store: spec.id, problem: loaded.problem!, kept, raw: raw! });
  } else if (loaded.status === 'migrated') writeStore(spec, loaded.value);
  return loaded;
}

/** Save a store; false (and a report the page shows) when the browser would not keep it. */
export function writeStore<T>(spec: StoreSpec<T>, value: T): boolean {
  const text = JSON.stringify(value);
  const st = storage();
  try {
    if (!st) throw new DOMException('storage unavailable', 'SecurityError');
    st.setItem(spec.key, text);
  } catch (e) {
    publish(spec.id, { kind: 'notSaved', store: spec.id, full: isQuota(e), text });
    return false;
  }
  if (reports.get(spec.id)?.kind === 'notSaved') publish(spec.id, null);
  if (typeof window !== 'undefined') window.dispatchEvent(new CustomEvent(spec.event));
  return true;
}

/**
 * Save several stores at once, all or none: when the browser refuses one (full), the ones
 * already written get their earlier values back. No report: the caller says what happened.
 */
export function replaceStores(entries: readonly (readonly [StoreSpec<unknown>, unknown])[]): boolean {
  const st = storage();
  if (!st) return false;
  const before = entries.map(([spec]) => [spec.key, getItem(spec.key)] as const);
  try {
    for (const [spec, value] of entries) st.setItem(spec.key, JSON.stringify(value));
  } catch {
    for (const [key, raw] of before) {
      try {
        if (raw === null) st.removeItem(key);
        else st.setItem(key, raw);
      } catch {
        /* it fitted before, so it fits again; nothing else to do */
      }
    }
    return false;
  }
  if (typeof window !== 'undefined') for (const [spec] of entries) window.dispatchEvent(new CustomEvent(spec.event));
  return true;
}

/** Remove a store's value (its backup stays). */
export function clearStore(spec: StoreSpec<unknown>): void {
  try {
    storage()?.removeItem(spec.key);
  } catch {
    /* nothing kept anyway */
  }
  if (typeof window !== 'undefined') window.dispatchEvent(new CustomEvent(spec.event));
}

// ---------------------------------------------------------------- backups

/** The unreadable value kept for a store, or null. */
export function readBackup(spec: StoreSpec<unknown>): string | null {
  return getItem(backupKey(spec));
}

export type RestoreResult<T> =
  | { readonly ok: true; readonly value: T; readonly dropped: readonly Problem[] }
  | { readonly ok: false; readonly problem: Problem }
  | { readonly ok: false; readonly notSaved: true };

/**
 * Restore what can be read of the backup: bad entries are left out (and listed), the rest is
 * merged with what the store holds now, saved, and the backup removed.
 */
export function restoreBackup<T>(spec: StoreSpec<T>): RestoreResult<T> {
  const raw = readBackup(spec as StoreSpec<unknown>);
  if (raw === null) return { ok: false, problem: { path: '', expected: { kind: 'json' }, got: null } };
  const json = parseJson(raw);
  if (!json.ok) return json;
  const r = salvageAny(spec, json.value);
  if (!r.ok) return r;
  // What was saved since the reset (without side effects: the backup must not be replaced now).
  const now = readText(spec, getItem(spec.key));
  const current = now.status === 'reset' ? spec.empty : now.value;
  const value = spec.merge(r.value, current);
  if (!writeStore(spec, value)) return { ok: false, notSaved: true };
  discardBackup(spec as StoreSpec<unknown>);
  return { ok: true, value, dropped: r.dropped };
}

/** What can be read of a value of the current or an older form. */
function salvageAny<T>(spec: StoreSpec<T>, data: unknown): ReturnType<typeof salvage<T>> {
  const old = spec.older?.find((f) => f.is(data));
  if (!old) return salvage(spec.schema, data);
  const r = salvage(old.schema, data);
  if (!r.ok) return r;
  const up = salvage(spec.schema, old.upgrade(r.value as never));
  return up.ok ? { ...up, dropped: [...r.dropped, ...up.dropped] } : up;
}

export function discardBackup(spec: StoreSpec<unknown>): void {
  try {
    storage()?.removeItem(backupKey(spec));
  } catch {
    /* nothing to remove */
  }
  if (reports.get(spec.id)?.kind === 'reset') publish(spec.id, null);
  if (typeof window !== 'undefined') window.dispatchEvent(new CustomEvent(spec.event));
}
