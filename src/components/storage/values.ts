/**
 * The schema helpers for texts, numbers, lists, nullable values and further conditions (see
 * schema.ts): apart from the core so that lesson pages, which keep only stars and settings, do
 * not load them.
 */
import { bad, dict, good, under, type Ctx, type Problem, type Schema } from './schema.ts';

export const text =
  (max = 200): Schema<string> =>
  (v) =>
    typeof v === 'string' && v.length <= max ? good(v) : bad({ kind: 'text', max }, v);

export const whole =
  (min: number, max: number): Schema<number> =>
  (v) =>
    typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max ? good(v) : bad({ kind: 'whole', min, max }, v);

export const number =
  (min = -Number.MAX_VALUE, max = Number.MAX_VALUE): Schema<number> =>
  (v) =>
    typeof v === 'number' && Number.isFinite(v) && v >= min && v <= max ? good(v) : bad({ kind: 'number', min, max }, v);

export const nullable =
  <T>(s: Schema<T>): Schema<T | null> =>
  (v, ctx) =>
    v === null ? good(null) : s(v, ctx);

/** A fixed number of items (the four seats). */
export const tuple =
  <T>(item: Schema<T>, n: number): Schema<T[]> =>
  (v, ctx) => {
    if (!Array.isArray(v) || v.length !== n) return bad({ kind: 'list', max: n }, v);
    const out: T[] = [];
    for (let i = 0; i < n; i++) {
      const mark = ctx.dropped.length;
      const r = item(v[i], ctx);
      if (!r.ok) return under(i, r, ctx, mark);
      out.push(r.value);
    }
    return good(out);
  };

/** Whether a check may skip what an earlier one passed: strict, and not against the clock. */
const plain = (ctx: Ctx): boolean => !ctx.salvage && ctx.now === undefined;

/**
 * The list or map a strict check without the clock last passed, as given and as read. An entry
 * that is the very same object in the same place passed then and, as the site never changes a
 * value in place, passes now: a session of thousands of deals saved again is checked only where
 * it grew, and reading it costs no bookkeeping per entry (comparing with the last one is free).
 */
function lastPassed() {
  let given: object | null = null;
  let read: object | null = null;
  const at = (o: object | null, place: string | number): unknown =>
    o !== null && Object.hasOwn(o, place) ? (o as Record<string | number, unknown>)[place] : undefined;
  return {
    has: (place: string | number, x: unknown): boolean => typeof x === 'object' && x !== null && (at(given, place) === x || at(read, place) === x),
    remember(v: object, value: object): void {
      given = v;
      read = value;
    },
  };
}

/** A list of at most `max` items; salvage leaves bad items out. Items unchanged since it last passed are not checked again. */
export const list = <T>(item: Schema<T>, max: number): Schema<T[]> => {
  const last = lastPassed();
  return (v, ctx) => {
    if (!Array.isArray(v)) return bad({ kind: 'list', max }, v);
    if (v.length > max && !ctx.salvage) return bad({ kind: 'list', max }, `${v.length} items`);
    const skip = plain(ctx);
    const out: T[] = [];
    for (let i = 0; i < v.length && out.length < max; i++) {
      const x: unknown = v[i];
      if (skip && last.has(i, x)) {
        out.push(x as T);
        continue;
      }
      const mark = ctx.dropped.length;
      const r = under(i, item(x, ctx), ctx, mark);
      if (r.ok) out.push(r.value);
      else if (ctx.salvage) ctx.dropped.push(r.problem);
      else return r;
    }
    if (skip) last.remember(v, out);
    return good(out);
  };
};

/** A map as schema.ts's `dict`, whose entries unchanged since it last passed are not checked again (for maps of thousands). */
export const largeDict = <T>(key: Schema<string>, item: (k: string) => Schema<T>, max: number): Schema<Record<string, T>> => {
  const last = lastPassed();
  const map = dict(key, (k) => (v, ctx) => (plain(ctx) && last.has(k, v) ? good(v as T) : item(k)(v, ctx)), max);
  return (v, ctx) => {
    const r = map(v, ctx);
    if (r.ok && plain(ctx)) last.remember(v as object, r.value);
    return r;
  };
};

/**
 * A further condition on a value that passed `s` (e.g. an entry's id equals its key), with the
 * problem's path relative to the value; `now` is set for what a user hands in (a condition on
 * what can have happened by then).
 */
export const refine =
  <T>(s: Schema<T>, ok: (value: T, now: number | undefined) => Problem | null): Schema<T> =>
  (v, ctx) => {
    const r = s(v, ctx);
    if (!r.ok) return r;
    const p = ok(r.value, ctx.now);
    return p ? { ok: false, problem: p } : r;
  };
