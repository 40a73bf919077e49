/**
 * The score pad's evenings in the browser, through the storage module (a value that cannot be
 * read is backed up, reported and can be restored; nothing throws into the page). Each evening
 * is kept in its file form (`doko-evening/1`, read by the engine's reader), with the steps
 * that undo the last changes; the deal being entered is kept too, so a reload in the middle of
 * an entry loses nothing. All changes are pure functions of the stored value.
 */
import { eveningValue, lineValue, MAX_DEALS, readEvening, readLine, type EveningError } from '../../engine/evening/file.ts';
import type { PadEntry, PadSpecial } from '../../engine/evening/entry.ts';
import type { Evening } from '../../engine/evening/evening.ts';
import { SOLO_KINDS } from '../../engine/order.ts';
import { PAD_GAME_KINDS, PAD_SPECIAL_KINDS } from '../../engine/evening/entry.ts';
import { MAX_PLAYERS } from '../../engine/evening/seating.ts';
import { eveningProblemText } from '#words/pad';
import { bool, good, object, oneOf, type Problem, type Schema } from '../storage/schema.ts';
import { date } from '../storage/dates.ts';
import { list, nullable, refine, text, whole } from '../storage/values.ts';
import { readStore, writeStore, type StoreSpec } from '../storage/store.ts';
import type { PadDraft } from '../../machines/padEntry.ts';

export const PAD_KEY = 'doko:pad:v1';
export const PAD_EVENT = 'doko:pad';
/** Evenings kept; the oldest untouched one goes when a new one would make more. */
export const MAX_EVENINGS = 30;
/** Changes that can be undone, per evening. */
export const MAX_UNDO = 30;

/** A change of an evening's lines, as undo needs it: what stood at `index` before (null: nothing, the line was added). */
export interface UndoStep {
  readonly index: number;
  readonly before: PadEntry | null;
  /** The change removed the line at `index` (undo puts `before` back there). */
  readonly removed: boolean;
}

export interface StoredEvening {
  readonly id: string;
  readonly updated: string;
  readonly evening: Evening;
  readonly undo: readonly UndoStep[];
}

/** The deal being entered, with the evening and line it belongs to. */
export interface StoredDraft {
  readonly evening: string;
  readonly index: number | null;
  readonly draft: PadDraft;
}

export interface PadStore {
  readonly evenings: readonly StoredEvening[];
  readonly draft: StoredDraft | null;
}

const isEveningId = (s: string) => /^ev-[0-9a-f]{8}$/.test(s);

/** The engine's problem with an evening, as the storage module names problems (its path inside the stored value). */
function asProblem(e: EveningError, path: string): Problem {
  const at = e.path === '' ? path : e.path.startsWith('[') ? `${path}${e.path}` : `${path}.${e.path}`;
  return e.problem.code === 'field'
    ? { path: at, expected: e.problem.expected, got: e.problem.got }
    : { path: at, expected: { kind: 'rule', detail: eveningProblemText(e.problem) }, got: null };
}

/** What is stored of an evening: its file form (`doko-evening/1`), and the undo steps with their lines in that form too. */
interface StoredForm {
  readonly id: string;
  readonly updated: string;
  readonly evening: unknown;
  readonly undo: readonly { readonly index: number; readonly before: unknown; readonly removed: boolean }[];
}

/** The stored value: what the storage module checks, restores and merges. */
export interface StoredPad {
  readonly evenings: readonly StoredForm[];
  readonly draft: StoredDraft | null;
}

/** Any value: the engine's reader checks it below. */
const anything: Schema<unknown> = (v) => good(v);
const header = object<{ id: string; updated: string; evening: unknown; undo: unknown[] }>({
  id: refine(text(11), (id) => (isEveningId(id) ? null : { path: '', expected: { kind: 'text', max: 11 }, got: id })),
  updated: date,
  evening: anything,
  undo: list(anything, MAX_UNDO),
});
const undoHeader = object<{ index: number; before: unknown; removed: boolean }>({ index: whole(0, MAX_DEALS), before: anything, removed: bool });

/**
 * A stored evening, read by the engine's own reader (the same as an evening file), with its undo
 * steps' lines read for its number of players and their places inside its deals.
 */
const storedEveningSchema: Schema<StoredForm> = (v, ctx) => {
  // Paths are relative to the stored evening (the list holding it puts its index in front).
  const h = header(v, ctx);
  if (!h.ok) return h;
  const ev = readEvening(h.value.evening);
  if (!ev.ok) return { ok: false, problem: asProblem(ev.error, '.evening') };
  const n = ev.value.players.length;
  let deals = ev.value.deals.length;
  // Undo steps are taken back last first: each must fit the deals as they stand after the later ones are undone.
  for (let i = h.value.undo.length - 1; i >= 0; i--) {
    const at = `.undo[${i}]`;
    const u = undoHeader(h.value.undo[i], ctx);
    if (!u.ok) return { ok: false, problem: { ...u.problem, path: at + u.problem.path } };
    const { index, before, removed } = u.value;
    const line = before === null ? null : readLine(before, `${at}.before`, n);
    if (line && !line.ok) return { ok: false, problem: asProblem(line.error, '') };
    const fits = removed ? line !== null && index <= deals : before === null ? index === deals - 1 : index < deals;
    if (!fits) return { ok: false, problem: { path: `${at}.index`, expected: { kind: 'whole', min: 0, max: Math.max(0, deals - 1) }, got: index } };
    deals += removed ? 1 : before === null ? -1 : 0;
  }
  return { ok: true, value: h.value as StoredForm };
};

const LEVELS = [-1, 0, 1, 2, 3, 4] as const;
const draftSchema = object<PadDraft>({
  game: oneOf(PAD_GAME_KINDS),
  picks: list(whole(0, MAX_PLAYERS - 1), 2),
  noPartner: bool,
  solo: oneOf(SOLO_KINDS),
  calls: object({ re: oneOf(LEVELS), kontra: oneOf(LEVELS) }),
  counted: oneOf(['re', 'kontra'] as const),
  digits: refine(text(3), (d) => (/^\d{0,3}$/.test(d) ? null : { path: '', expected: { kind: 'text', max: 3 }, got: d })),
  schwarz: bool,
  specials: list(object<PadSpecial>({ kind: oneOf(PAD_SPECIAL_KINDS), by: whole(0, MAX_PLAYERS - 1) }), 16),
});

const storedDraftSchema = object<StoredDraft>({ evening: text(11), index: nullable(whole(0, MAX_DEALS)), draft: draftSchema });

const byUpdated = <T extends { readonly updated: string }>(xs: readonly T[]): T[] =>
  [...xs].sort((a, b) => (a.updated < b.updated ? 1 : a.updated > b.updated ? -1 : 0)).slice(0, MAX_EVENINGS);

export const PAD_STORE: StoreSpec<StoredPad> = {
  id: 'pad',
  key: PAD_KEY,
  schema: object<StoredPad>({ evenings: list(storedEveningSchema, MAX_EVENINGS), draft: nullable(storedDraftSchema) }, { fallback: { draft: null } }),
  empty: { evenings: [], draft: null },
  event: PAD_EVENT,
  // Restoring a copy keeps the evenings changed since; of an evening in both, the newer one.
  merge: (restored, current) => {
    const byId = new Map(restored.evenings.map((e) => [e.id, e]));
    for (const e of current.evenings) {
      const old = byId.get(e.id);
      if (!old || e.updated >= old.updated) byId.set(e.id, e);
    }
    return { evenings: byUpdated([...byId.values()]), draft: current.draft ?? restored.draft };
  },
};

/** The stored value as the page works with it (every part already checked by the schema). */
function fromValue(v: StoredPad): PadStore {
  const evenings = v.evenings.flatMap((e) => {
    const ev = readEvening(e.evening);
    if (!ev.ok) return [];
    const n = ev.value.players.length;
    const undo = e.undo.map((u) => {
      const line = u.before === null ? null : readLine(u.before, '', n);
      return { index: u.index, removed: u.removed, before: line && line.ok ? line.value : null };
    });
    return [{ id: e.id, updated: e.updated, evening: ev.value, undo }];
  });
  return { evenings, draft: v.draft };
}

const toValue = (s: PadStore): StoredPad => ({
  evenings: s.evenings.map((e) => ({ ...e, evening: eveningValue(e.evening), undo: e.undo.map((u) => ({ ...u, before: u.before && lineValue(u.before) })) })),
  draft: s.draft,
});

const newestFirst = (evenings: readonly StoredEvening[]): StoredEvening[] => byUpdated(evenings);

export const loadPad = (): PadStore => fromValue(readStore(PAD_STORE).value);
/** Save; false when the browser would not keep it (the storage notice says so). */
export const savePad = (s: PadStore): boolean => writeStore(PAD_STORE, toValue(s));

export const eveningOf = (s: PadStore, id: string): StoredEvening | null => s.evenings.find((e) => e.id === id) ?? null;

/** A new evening (or one imported), first in the list. */
export function withEvening(s: PadStore, id: string, evening: Evening, now: Date): PadStore {
  return { ...s, evenings: newestFirst([{ id, updated: now.toISOString(), evening, undo: [] }, ...s.evenings.filter((e) => e.id !== id)]) };
}

function changed(s: PadStore, id: string, f: (e: StoredEvening) => StoredEvening, now: Date): PadStore {
  return { ...s, evenings: newestFirst(s.evenings.map((e) => (e.id === id ? { ...f(e), updated: now.toISOString() } : e))) };
}

const step = (undo: readonly UndoStep[], u: UndoStep) => [...undo, u].slice(-MAX_UNDO);

/** A line written: added at the end (`index` null) or put in place of the line at `index`. */
export function withLine(s: PadStore, id: string, entry: PadEntry, index: number | null, now: Date): PadStore {
  return changed(
    s,
    id,
    (e) => {
      const deals = e.evening.deals;
      if (index === null || index >= deals.length)
        return { ...e, evening: { ...e.evening, deals: [...deals, entry] }, undo: step(e.undo, { index: deals.length, before: null, removed: false }) };
      return {
        ...e,
        evening: { ...e.evening, deals: deals.map((d, i) => (i === index ? entry : d)) },
        undo: step(e.undo, { index, before: deals[index], removed: false }),
      };
    },
    now,
  );
}

export function withoutLine(s: PadStore, id: string, index: number, now: Date): PadStore {
  return changed(
    s,
    id,
    (e) => {
      const deals = e.evening.deals;
      if (index >= deals.length) return e;
      return {
        ...e,
        evening: { ...e.evening, deals: deals.filter((_, i) => i !== index) },
        undo: step(e.undo, { index, before: deals[index], removed: true }),
      };
    },
    now,
  );
}

/** What an undo did, for the page to say. */
export type Undone = { readonly kind: 'added' | 'changed' | 'removed'; readonly index: number } | null;

/** Take back the evening's last change; the store unchanged and null when there is none. */
export function undone(s: PadStore, id: string, now: Date): { readonly store: PadStore; readonly undone: Undone } {
  const e = eveningOf(s, id);
  const last = e?.undo.at(-1);
  if (!e || !last) return { store: s, undone: null };
  const deals = [...e.evening.deals];
  let kind: 'added' | 'changed' | 'removed';
  if (last.removed && last.before) {
    deals.splice(last.index, 0, last.before);
    kind = 'removed';
  } else if (last.before) {
    deals[last.index] = last.before;
    kind = 'changed';
  } else {
    deals.splice(last.index, 1);
    kind = 'added';
  }
  const store = changed(s, id, (x) => ({ ...x, evening: { ...x.evening, deals }, undo: x.undo.slice(0, -1) }), now);
  return { store, undone: { kind, index: last.index } };
}

export function withEveningChanged(s: PadStore, id: string, patch: Partial<Pick<Evening, 'stakeCents' | 'title'>>, now: Date): PadStore {
  return changed(s, id, (e) => ({ ...e, evening: { ...e.evening, ...patch } }), now);
}

export function withoutEvening(s: PadStore, id: string): PadStore {
  return { evenings: s.evenings.filter((e) => e.id !== id), draft: s.draft?.evening === id ? null : s.draft };
}

export const withDraft = (s: PadStore, draft: StoredDraft | null): PadStore => ({ ...s, draft });

/** A fresh evening id: `ev-` and 8 hex digits. */
export function newEveningId(random: () => number = Math.random): string {
  return `ev-${Math.floor(random() * 0x1_0000_0000)
    .toString(16)
    .padStart(8, '0')}`;
}
