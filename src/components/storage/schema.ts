/**
 * A tiny schema helper for what the browser keeps and what a user imports: every field is
 * checked, the first bad one is named with its path (`quiz.scheduled["item:x"].title`), and
 * nothing is taken on trust (prototype names as keys find nothing; lists and texts have a
 * length limit; nothing recurses deeper than the schema itself).
 *
 * Two modes. `check` is strict: the first problem fails the whole value. `salvage` keeps what
 * can be read: a bad entry of a list or a map is left out, a bad optional field takes its
 * default, and every such loss is listed (restoring a backup uses it).
 *
 * Two standards. What the browser keeps is checked for what the code can use (a date is a real
 * date, a number is in range). What a user hands in (a progress file) is checked with the clock
 * as well (`now`): every date, count and streak must be one that can have happened by then.
 * Stored values are not checked against the clock: a clock set back must not make the learner's
 * own progress unreadable (the quiz's scheduler takes a review dated in the future as now).
 */
import { fieldPath } from '../../engine/excerpt.ts';
import type { SessionProblem, SheetDealProblem } from '../../engine/sessionCheck.ts';

/** What a field should have been: codes and numbers; words for people are in i18n/en-storage.ts. */
export type Expected =
  | { readonly kind: 'json' }
  | { readonly kind: 'object' }
  | { readonly kind: 'list'; readonly max: number }
  | { readonly kind: 'entries'; readonly max: number }
  | { readonly kind: 'text'; readonly max: number }
  | { readonly kind: 'whole'; readonly min: number; readonly max: number }
  | { readonly kind: 'number'; readonly min: number; readonly max: number }
  | { readonly kind: 'boolean' }
  | { readonly kind: 'oneOf'; readonly values: readonly (string | number | boolean | null)[] }
  /** `latest`: the last day it may be (YYYY-MM-DD), when checked against the clock. */
  | { readonly kind: 'date'; readonly latest?: string }
  | { readonly kind: 'day'; readonly latest?: string }
  | { readonly kind: 'id'; readonly what: IdKind }
  | { readonly kind: 'noField' }
  /** A quiz card the scheduler could not go on from. */
  | { readonly kind: 'schedulable' }
  /** A score sheet's deal or totals that no play can give (the engine says why). */
  | { readonly kind: 'sheet'; readonly problem: SheetDealProblem | SessionProblem }
  | { readonly kind: 'rule'; readonly detail: string };

/** Kinds of ids a store keeps (each has its own words). */
export type IdKind = 'exercise' | 'quizItem' | 'quizTheme' | 'quizLink' | 'scoreLevel' | 'sameId' | 'setKey' | 'setItem';

export interface Problem {
  /** Where, as a path from the stored value (`attempts[3].rating`); empty for the value itself. */
  readonly path: string;
  readonly expected: Expected;
  /** The offending value (quote it to show it: engine/excerpt.ts). */
  readonly got: unknown;
}

export type Checked<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly problem: Problem };

interface Ctx {
  readonly salvage: boolean;
  readonly dropped: Problem[];
  /** Set for what a user hands in: the time (ms) by which every date and count must have been possible. */
  readonly now?: number;
}

export type Schema<T> = (v: unknown, path: string, ctx: Ctx) => Checked<T>;

const good = <T>(value: T): Checked<T> => ({ ok: true, value });
const bad = (path: string, expected: Expected, got: unknown): Checked<never> => ({ ok: false, problem: { path, expected, got } });
const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export const text =
  (max = 200): Schema<string> =>
  (v, path) =>
    typeof v === 'string' && v.length <= max ? good(v) : bad(path, { kind: 'text', max }, v);

export const whole =
  (min: number, max: number): Schema<number> =>
  (v, path) =>
    typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max ? good(v) : bad(path, { kind: 'whole', min, max }, v);

export const number =
  (min = -Number.MAX_VALUE, max = Number.MAX_VALUE): Schema<number> =>
  (v, path) =>
    typeof v === 'number' && Number.isFinite(v) && v >= min && v <= max ? good(v) : bad(path, { kind: 'number', min, max }, v);

export const bool: Schema<boolean> = (v, path) => (typeof v === 'boolean' ? good(v) : bad(path, { kind: 'boolean' }, v));

export const oneOf =
  <T extends string | number | boolean | null>(values: readonly T[]): Schema<T> =>
  (v, path) =>
    values.includes(v as T) ? good(v as T) : bad(path, { kind: 'oneOf', values }, v);

const DAY_MS = 86_400_000;
/** A date a clock can have shown: nothing before the Unix epoch, nothing after the year 9999. */
const FIRST_YEAR = 1970;
const LAST_YEAR = 9999;
/** How far ahead of `now` a date handed in may be: a day, for clocks a little fast and time zones. */
const SLACK_MS = DAY_MS;

/** The time of a real calendar date (and time) in the years FIRST_YEAR..LAST_YEAR, or NaN. */
function calendarTime(y: string, mo: string, d: string, h = '00', mi = '00', s = '00', ms = '0'): number {
  const t = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s), Number(ms.padEnd(3, '0')));
  const back = new Date(t);
  const same = back.getUTCFullYear() === Number(y) && back.getUTCMonth() === Number(mo) - 1 && back.getUTCDate() === Number(d) && Number(h) < 24 && Number(mi) < 60 && Number(s) < 60;
  return same && Number(y) >= FIRST_YEAR && Number(y) <= LAST_YEAR ? t : Number.NaN;
}

const ISO_INSTANT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,3}))?Z$/;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The time of an instant as `Date.toISOString` writes it (a real date, years 1970–9999), or NaN. */
export function instantTime(v: string): number {
  const m = ISO_INSTANT.exec(v);
  return m ? calendarTime(m[1], m[2], m[3], m[4], m[5], m[6], m[7]) : Number.NaN;
}

/** The UTC start of a calendar day "YYYY-MM-DD" (a real one, years 1970–9999), or NaN. */
export function dayTime(v: string): number {
  const m = ISO_DAY.exec(v);
  return m ? calendarTime(m[1], m[2], m[3]) : Number.NaN;
}

const dayOfTime = (t: number) => new Date(t).toISOString().slice(0, 10);

/**
 * An instant as `Date.toISOString` writes it: a real date, in the years 1970–9999. Handed in
 * (`now` set), not later than `aheadDays` days after now (and the day's slack): a review or an
 * answer cannot lie in the future, a due date at most as far as the scheduler plans.
 */
export const dateUpTo =
  (aheadDays: number): Schema<string> =>
  (v, path, ctx) => {
    const t = typeof v === 'string' ? instantTime(v) : Number.NaN;
    if (Number.isNaN(t)) return bad(path, { kind: 'date' }, v);
    if (ctx.now === undefined) return good(v as string);
    const latest = ctx.now + aheadDays * DAY_MS + SLACK_MS;
    return t <= latest ? good(v as string) : bad(path, { kind: 'date', latest: dayOfTime(latest) }, v);
  };

/** A date in the past (handed in: not after now and the day's slack). */
export const date: Schema<string> = dateUpTo(0);

/**
 * A calendar day "YYYY-MM-DD" (a real one, years 1970–9999). Handed in, it must have begun
 * somewhere on earth by now and the day's slack (the day is a local one; time zones reach 14
 * hours ahead of UTC).
 */
export const day: Schema<string> = (v, path, ctx) => {
  const t = typeof v === 'string' ? dayTime(v) : Number.NaN;
  if (Number.isNaN(t)) return bad(path, { kind: 'day' }, v);
  if (ctx.now === undefined) return good(v as string);
  const latest = ctx.now + SLACK_MS + 14 * 3_600_000;
  return t <= latest ? good(v as string) : bad(path, { kind: 'day', latest: dayOfTime(latest) }, v);
};

/** A text the `accept` function recognises as an id of this kind. */
export const id =
  (what: IdKind, accept: (s: string) => boolean, max = 300): Schema<string> =>
  (v, path) =>
    typeof v === 'string' && v.length <= max && accept(v) ? good(v) : bad(path, { kind: 'id', what }, v);

export const nullable =
  <T>(s: Schema<T>): Schema<T | null> =>
  (v, path, ctx) =>
    v === null ? good(null) : s(v, path, ctx);

/** A fixed number of items (the four seats). */
export const tuple =
  <T>(item: Schema<T>, n: number): Schema<T[]> =>
  (v, path, ctx) => {
    if (!Array.isArray(v) || v.length !== n) return bad(path, { kind: 'list', max: n }, v);
    const out: T[] = [];
    for (let i = 0; i < n; i++) {
      const r = item(v[i], `${path}[${i}]`, ctx);
      if (!r.ok) return r;
      out.push(r.value);
    }
    return good(out);
  };

/** A list of at most `max` items; salvage leaves bad items out. */
export const list =
  <T>(item: Schema<T>, max: number): Schema<T[]> =>
  (v, path, ctx) => {
    if (!Array.isArray(v)) return bad(path, { kind: 'list', max }, v);
    if (v.length > max && !ctx.salvage) return bad(path, { kind: 'list', max }, `${v.length} items`);
    const out: T[] = [];
    for (let i = 0; i < v.length && out.length < max; i++) {
      const r = item(v[i], `${path}[${i}]`, ctx);
      if (r.ok) out.push(r.value);
      else if (ctx.salvage) ctx.dropped.push(r.problem);
      else return r;
    }
    return good(out);
  };

/**
 * A map from ids to items, at most `max` entries, as an object without a prototype (a key
 * such as "constructor" finds only what is stored under it). Salvage leaves bad entries out.
 */
export const dict =
  <T>(key: Schema<string>, item: (k: string) => Schema<T>, max: number): Schema<Record<string, T>> =>
  (v, path, ctx) => {
    if (!isObj(v)) return bad(path, { kind: 'object' }, v);
    const out = Object.create(null) as Record<string, T>;
    let n = 0;
    for (const k in v) {
      if (!Object.hasOwn(v, k)) continue;
      const at = fieldPath(path, k);
      if (++n > max) {
        if (ctx.salvage) break;
        return bad(path, { kind: 'entries', max }, `${Object.keys(v).length} entries`);
      }
      const kr = key(k, at, ctx);
      const r = kr.ok ? item(k)(v[k], at, ctx) : kr;
      if (r.ok) out[k] = r.value;
      else if (ctx.salvage) ctx.dropped.push(r.problem);
      else return r;
    }
    return good(out);
  };

type Fields<T> = { readonly [K in keyof T]-?: Schema<T[K]> };

/**
 * An object with exactly these fields. A field in `optional` may be missing (it takes that
 * value); in salvage a bad field with a `fallback` (or an optional value) takes it. Any other
 * field is refused (salvage: left out).
 */
export function object<T extends object>(fields: Fields<T>, opts: { optional?: Partial<T>; fallback?: Partial<T> } = {}): Schema<T> {
  const names = Object.keys(fields) as (keyof T & string)[];
  const optional: Partial<T> = opts.optional ?? {};
  const fallback = { ...optional, ...opts.fallback } as Partial<T>;
  return (v, path, ctx) => {
    if (!isObj(v)) return bad(path, { kind: 'object' }, v);
    for (const k in v) {
      if (!Object.hasOwn(v, k) || Object.hasOwn(fields, k)) continue;
      const p: Problem = { path: fieldPath(path, k), expected: { kind: 'noField' }, got: v[k] };
      if (!ctx.salvage) return { ok: false, problem: p };
      ctx.dropped.push(p);
    }
    const out = {} as T;
    for (const k of names) {
      const has = Object.hasOwn(v, k);
      // An optional field whose default is `undefined` stays absent, so the value checks again.
      if (!has && Object.hasOwn(optional, k)) {
        if (optional[k] !== undefined) out[k] = optional[k] as T[typeof k];
        continue;
      }
      const r = fields[k](has ? v[k] : undefined, fieldPath(path, k), ctx);
      if (r.ok) out[k] = r.value;
      else if (ctx.salvage && Object.hasOwn(fallback, k)) {
        ctx.dropped.push(r.problem);
        if (fallback[k] !== undefined) out[k] = fallback[k] as T[typeof k];
      } else return r;
    }
    return good(out);
  };
}

/**
 * A further condition on a value that passed `s` (e.g. an entry's id equals its key); `now` is
 * set for what a user hands in (a condition on what can have happened by then).
 */
export const refine =
  <T>(s: Schema<T>, ok: (value: T, now: number | undefined) => Problem | null): Schema<T> =>
  (v, path, ctx) => {
    const r = s(v, path, ctx);
    if (!r.ok) return r;
    const p = ok(r.value, ctx.now);
    return p ? { ok: false, problem: { ...p, path: p.path ? `${path}${p.path}` : path } } : r;
  };

/** Strict: the value, or the first problem. With `now`: as handed in by a user, checked against the clock. */
export function check<T>(schema: Schema<T>, v: unknown, path = '', now?: number): Checked<T> {
  return schema(v, path, { salvage: false, dropped: [], ...(now === undefined ? {} : { now }) });
}

/** What can be read: the value and the problems left out, or the problem that left nothing. */
export function salvage<T>(schema: Schema<T>, v: unknown, path = ''): { ok: true; value: T; dropped: Problem[] } | { ok: false; problem: Problem } {
  const ctx: Ctx = { salvage: true, dropped: [] };
  const r = schema(v, path, ctx);
  return r.ok ? { ok: true, value: r.value, dropped: ctx.dropped } : r;
}

/** JSON text, or the problem that it is not JSON. */
export function parseJson(raw: string): Checked<unknown> {
  try {
    return good(JSON.parse(raw) as unknown);
  } catch {
    return bad('', { kind: 'json' }, raw);
  }
}
