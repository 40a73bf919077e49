/**
 * A student's progress through problem sets, in the browser, through the storage module (an
 * unreadable value is backed up, reported and can be restored; it never throws into the page).
 * One entry per set, named by its link (format.ts `setKey`): where the student is, and the
 * credit of each item answered. The fifty most recently used sets are kept.
 */
import { date } from '../storage/dates.ts';
import { dict, id, object } from '../storage/schema.ts';
import { number, text, whole } from '../storage/values.ts';
import { readStore, writeStore, type StoreSpec } from '../storage/store.ts';
import { MAX_ITEMS, MAX_TITLE } from './format.ts';

export const SETS_KEY = 'doko:sets:v1';
export const SETS_EVENT = 'doko:sets';
export const MAX_SETS = 50;

export interface ItemAnswer {
  /** 0..1, as the item's grading gives it. */
  readonly credit: number;
  readonly at: string;
}

export interface SetProgress {
  readonly title: string;
  /** The item the student is on (0-based). */
  readonly at: number;
  /** By item number ("0", "1", …). */
  readonly answers: Readonly<Record<string, ItemAnswer>>;
  readonly updated: string;
}

export interface SetsStore {
  readonly sets: Readonly<Record<string, SetProgress>>;
}

const isSetKey = (s: string) => /^set-[0-9a-f]{8}$/.test(s);
const isItemNumber = (s: string) => /^(0|[1-9]\d?)$/.test(s) && Number(s) < MAX_ITEMS;

const progressSchema = object<SetProgress>({
  title: text(MAX_TITLE),
  at: whole(0, MAX_ITEMS - 1),
  answers: dict(id('setItem', isItemNumber), () => object<ItemAnswer>({ credit: number(0, 1), at: date }), MAX_ITEMS),
  updated: date,
});

export const SETS_STORE: StoreSpec<SetsStore> = {
  id: 'sets',
  key: SETS_KEY,
  schema: object<SetsStore>({ sets: dict(id('setKey', isSetKey), () => progressSchema, MAX_SETS) }),
  empty: { sets: {} },
  event: SETS_EVENT,
  // Restoring a copy keeps whatever was answered since; for an answer in both, the newer one.
  merge: (restored, current) => {
    const sets: Record<string, SetProgress> = { ...restored.sets };
    for (const [k, p] of Object.entries(current.sets)) {
      const old = sets[k];
      sets[k] = old ? { ...p, answers: { ...old.answers, ...p.answers }, updated: p.updated > old.updated ? p.updated : old.updated } : p;
    }
    return { sets: keepNewest(sets) };
  },
};

function keepNewest(sets: Readonly<Record<string, SetProgress>>): Record<string, SetProgress> {
  const entries = Object.entries(sets).sort((a, b) => Date.parse(b[1].updated) - Date.parse(a[1].updated));
  return Object.fromEntries(entries.slice(0, MAX_SETS));
}

/** This set's progress (empty when it has none). */
export function progressOf(store: SetsStore, key: string, title: string): SetProgress {
  return Object.hasOwn(store.sets, key) ? store.sets[key] : { title, at: 0, answers: {}, updated: new Date(0).toISOString() };
}

/** The store with this set's progress replaced (pure). */
export function withProgress(store: SetsStore, key: string, p: SetProgress): SetsStore {
  return { sets: keepNewest({ ...store.sets, [key]: p }) };
}

/** An answer: the first answer of an item counts (a retry does not raise it), like a test on paper. */
export function answered(p: SetProgress, index: number, credit: number, now: Date): SetProgress {
  const k = String(index);
  if (Object.hasOwn(p.answers, k)) return p;
  return { ...p, answers: { ...p.answers, [k]: { credit: Math.max(0, Math.min(1, credit)), at: now.toISOString() } }, updated: now.toISOString() };
}

export function movedTo(p: SetProgress, index: number, now: Date): SetProgress {
  return { ...p, at: index, updated: now.toISOString() };
}

export const loadSets = (): SetsStore => readStore(SETS_STORE).value;
export const saveSets = (s: SetsStore): boolean => writeStore(SETS_STORE, s);
