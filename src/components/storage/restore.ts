/**
 * Restoring and deleting the unreadable copies the storage module keeps (store.ts makes them):
 * only the pages that offer them (the notices) load this.
 */
import { joinPath, parseJson, placed, type Ctx, type Problem, type Schema } from './schema.ts';
import { backupGone, browserStorage, isBackupKey, readRaw, readText, writeStore, type StoreSpec } from './store.ts';

/** What can be read: the value and the problems left out, or the problem that left nothing. */
export function salvage<T>(schema: Schema<T>, v: unknown, path = ''): { ok: true; value: T; dropped: Problem[] } | { ok: false; problem: Problem } {
  const ctx: Ctx = { salvage: true, dropped: [] };
  const r = placed(schema(v, ctx), path);
  return r.ok ? { ok: true, value: r.value, dropped: ctx.dropped.map((p) => ({ ...p, path: joinPath(path, p.path) })) } : r;
}

/** The backup kept under `key` for a store, or null. */
export function readBackup(spec: StoreSpec<unknown>, key: string): string | null {
  return isBackupKey(spec, key) ? readRaw(key) : null;
}

export type RestoreResult<T> =
  | { readonly ok: true; readonly value: T; readonly dropped: readonly Problem[] }
  | { readonly ok: false; readonly problem: Problem }
  | { readonly ok: false; readonly notSaved: true };

/**
 * Restore what can be read of the backup under `key`: bad entries are left out (and listed),
 * the rest is merged with what the store holds now, saved, and that backup removed.
 */
export function restoreBackup<T>(spec: StoreSpec<T>, key: string): RestoreResult<T> {
  const raw = readBackup(spec as StoreSpec<unknown>, key);
  if (raw === null) return { ok: false, problem: { path: '', expected: { kind: 'json' }, got: null } };
  const json = parseJson(raw);
  if (!json.ok) return json;
  const r = salvageAny(spec, json.value);
  if (!r.ok) return r;
  // What was saved since the reset (without side effects: no backup must be made now).
  const now = readText(spec, readRaw(spec.key));
  const current = now.status === 'reset' ? spec.empty : now.value;
  const value = spec.merge(r.value, current);
  if (!writeStore(spec, value)) return { ok: false, notSaved: true };
  discardBackup(spec as StoreSpec<unknown>, key);
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

/** Delete the backup under `key` (the page's report of it goes with it). */
export function discardBackup(spec: StoreSpec<unknown>, key: string): void {
  if (!isBackupKey(spec, key)) return;
  try {
    browserStorage()?.removeItem(key);
  } catch {
    /* nothing to remove */
  }
  backupGone(spec, key);
}
