/**
 * A tiny schema helper for what the browser keeps and what a user imports: every field is
 * checked, the first bad one is named with its path (`quiz.scheduled["item:x"].title`), and
 * nothing is taken on trust (prototype names as keys find nothing; lists and texts have a
 * length limit; nothing recurses deeper than the schema itself).
 *
 * Two modes. `check` is strict: the first problem fails the whole value. `salvage` (restore.ts,
 * which restoring a backup uses) keeps what can be read: a bad entry of a list or a map is left
 * out, a bad optional field takes its default, and every such loss is listed.
 *
 * Two standards. What the browser keeps is checked for what the code can use (a date is a real
 * date, a number is in range). What a user hands in (a progress file) is checked with the clock
 * as well (`now`): every date, count and streak must be one that can have happened by then.
 * Stored values are not checked against the clock: a clock set back must not make the learner's
 * own progress unreadable (the quiz's scheduler takes a review dated in the future as now).
 *
 * Texts, numbers, lists and conditions are in values.ts (what lesson pages, which keep only
 * stars and settings, do not load).
 *
 * Paths are built only where a problem is found: a schema reports a problem at a path relative
 * to the value it was given (`.card.due`, `[3].at`), and each enclosing list, map or object puts
 * its own segment in front as the problem goes up. A store of thousands of entries is checked
 * without building a path for each of its fields.
 */
import { fieldPath } from '../../engine/excerpt.ts';
import type { SessionProblem, SheetDealProblem } from '../../engine/sessionCheck.ts';

/** What a field should have been: codes and numbers; words for people are in src/i18n/en/storage.ts. */
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
  /** A value kept as it is (a deal record the engine reads later) nested deeper than any real one. */
  | { readonly kind: 'nesting'; readonly max: number }
  /** A quiz card the scheduler could not go on from. */
  | { readonly kind: 'schedulable' }
  /** A score sheet's deal or totals that no play can give (the engine says why). */
  | { readonly kind: 'sheet'; readonly problem: SheetDealProblem | SessionProblem }
  | { readonly kind: 'rule'; readonly detail: string };

/** Kinds of ids a store keeps (each has its own words). */
export type IdKind = 'exercise' | 'quizItem' | 'quizTheme' | 'quizLink' | 'scoreLevel' | 'sameId' | 'setKey' | 'setItem';

export interface Problem {
  /**
   * Where, as a path from the stored value (`attempts[3].rating`); empty for the value itself.
   * Inside a schema, relative to the value it checks, in segments (`.attempts[3].rating`).
   */
  readonly path: string;
  readonly expected: Expected;
  /** The offending value (quote it to show it: engine/excerpt.ts). */
  readonly got: unknown;
}

export type Checked<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly problem: Problem };

export interface Ctx {
  readonly salvage: boolean;
  readonly dropped: Problem[];
  /** Set for what a user hands in: the time (ms) by which every date and count must have been possible. */
  readonly now?: number;
}

/** Checks a value: its value as read, or the problem at a path relative to it. */
export type Schema<T> = (v: unknown, ctx: Ctx) => Checked<T>;

/** A value that passed. */
export const good = <T>(value: T): Checked<T> => ({ ok: true, value });
/** A problem with the value itself (its path is given by whoever holds it). */
export const bad = (expected: Expected, got: unknown): Checked<never> => ({ ok: false, problem: { path: '', expected, got } });

/** The segment of a field in a path: `.name`, or `["odd name"]` (quoted as engine/excerpt.ts does). */
const fieldSegment = (key: string): string => fieldPath('.', key).slice(1);

/**
 * A child's result seen from its parent: the child's place (a field's name or an item's index)
 * put in front of its problem's path, and of everything it dropped since `mark`. Free when the
 * child passed and dropped nothing, which is nearly always.
 */
export function under<T>(place: string | number, r: Checked<T>, ctx: Ctx, mark: number): Checked<T> {
  if (r.ok && ctx.dropped.length === mark) return r;
  const seg = typeof place === 'number' ? `[${place}]` : fieldSegment(place);
  for (let i = mark; i < ctx.dropped.length; i++) ctx.dropped[i] = { ...ctx.dropped[i], path: seg + ctx.dropped[i].path };
  return r.ok ? r : { ok: false, problem: { ...r.problem, path: seg + r.problem.path } };
}

/** A relative path as people read it, under `prefix` (`quiz`): `quiz.attempts[3]`, or `attempts[3]` with none. */
export const joinPath = (prefix: string, rel: string): string => (prefix ? `${prefix}${rel}` : rel.startsWith('.') ? rel.slice(1) : rel);
export const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export const bool: Schema<boolean> = (v) => (typeof v === 'boolean' ? good(v) : bad({ kind: 'boolean' }, v));

export const oneOf =
  <T extends string | number | boolean | null>(values: readonly T[]): Schema<T> =>
  (v) =>
    values.includes(v as T) ? good(v as T) : bad({ kind: 'oneOf', values }, v);

/** A text the `accept` function recognises as an id of this kind. */
export const id =
  (what: IdKind, accept: (s: string) => boolean, max = 300): Schema<string> =>
  (v) =>
    typeof v === 'string' && v.length <= max && accept(v) ? good(v) : bad({ kind: 'id', what }, v);

/**
 * A map from ids to items, at most `max` entries, as an object without a prototype (a key
 * such as "constructor" finds only what is stored under it). Salvage leaves bad entries out.
 */
export const dict =
  <T>(key: Schema<string>, item: (k: string) => Schema<T>, max: number): Schema<Record<string, T>> =>
  (v, ctx) => {
    if (!isObj(v)) return bad({ kind: 'object' }, v);
    const out = Object.create(null) as Record<string, T>;
    let n = 0;
    for (const k in v) {
      if (!Object.hasOwn(v, k)) continue;
      if (++n > max) {
        if (ctx.salvage) break;
        return bad({ kind: 'entries', max }, `${Object.keys(v).length} entries`);
      }
      const mark = ctx.dropped.length;
      const kr = key(k, ctx);
      const r = under(k, kr.ok ? item(k)(v[k], ctx) : kr, ctx, mark);
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
  return (v, ctx) => {
    if (!isObj(v)) return bad({ kind: 'object' }, v);
    for (const k in v) {
      // A field holding `undefined` is absent, as in the JSON the value is saved as.
      if (!Object.hasOwn(v, k) || Object.hasOwn(fields, k) || v[k] === undefined) continue;
      const p: Problem = { path: fieldSegment(k), expected: { kind: 'noField' }, got: v[k] };
      if (!ctx.salvage) return { ok: false, problem: p };
      ctx.dropped.push(p);
    }
    const out = {} as T;
    for (const k of names) {
      const has = Object.hasOwn(v, k) && v[k] !== undefined;
      // An optional field whose default is `undefined` stays absent, so the value checks again.
      if (!has && Object.hasOwn(optional, k)) {
        if (optional[k] !== undefined) out[k] = optional[k] as T[typeof k];
        continue;
      }
      const mark = ctx.dropped.length;
      const r = under(k, fields[k](has ? v[k] : undefined, ctx), ctx, mark);
      if (r.ok) out[k] = r.value;
      else if (ctx.salvage && Object.hasOwn(fallback, k)) {
        ctx.dropped.push(r.problem);
        if (fallback[k] !== undefined) out[k] = fallback[k] as T[typeof k];
      } else return r;
    }
    return good(out);
  };
}

/** A value's result as people read it, under `path`. */
export const placed = <T>(r: Checked<T>, path: string): Checked<T> =>
  r.ok ? r : { ok: false, problem: { ...r.problem, path: joinPath(path, r.problem.path) } };

/** Strict: the value, or the first problem (its path under `path`). With `now`: as handed in by a user, checked against the clock. */
export function check<T>(schema: Schema<T>, v: unknown, path = '', now?: number): Checked<T> {
  return placed(schema(v, { salvage: false, dropped: [], ...(now === undefined ? {} : { now }) }), path);
}

/** JSON text, or the problem that it is not JSON. */
export function parseJson(raw: string): Checked<unknown> {
  try {
    return good(JSON.parse(raw) as unknown);
  } catch {
    return bad({ kind: 'json' }, raw);
  }
}
