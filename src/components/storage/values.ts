/**
 * The schema helpers for texts, numbers, lists, nullable values and further conditions (see
 * schema.ts): apart from the core so that lesson pages, which keep only stars and settings, do
 * not load them.
 */
import { bad, good, under, type Problem, type Schema } from './schema.ts';

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

/**
 * A list of at most `max` items; salvage leaves bad items out. Items that are objects and passed
 * before (strict, without the clock) are not checked again: the site's values are never changed
 * in place, so a long list saved again (a session of thousands of deals) is walked only where it
 * grew.
 */
export const list = <T>(item: Schema<T>, max: number): Schema<T[]> => {
  const verified = new WeakSet<object>();
  return (v, ctx) => {
    if (!Array.isArray(v)) return bad({ kind: 'list', max }, v);
    if (v.length > max && !ctx.salvage) return bad({ kind: 'list', max }, `${v.length} items`);
    const plain = !ctx.salvage && ctx.now === undefined;
    const out: T[] = [];
    for (let i = 0; i < v.length && out.length < max; i++) {
      const x: unknown = v[i];
      if (plain && typeof x === 'object' && x !== null && verified.has(x)) {
        out.push(x as T);
        continue;
      }
      const mark = ctx.dropped.length;
      const r = under(i, item(x, ctx), ctx, mark);
      if (r.ok) {
        out.push(r.value);
        if (plain && typeof x === 'object' && x !== null) verified.add(x).add(r.value as object);
      } else if (ctx.salvage) ctx.dropped.push(r.problem);
      else return r;
    }
    return good(out);
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

