/**
 * Dates in stored values and progress files: an instant as `Date.toISOString` writes it or a
 * calendar day, a real one, in the years 1970 to 9999; handed in (`now` set), not after today
 * (a due date: not after the scheduler's furthest plan). Apart from the schema helpers so that
 * pages keeping no dates (the lessons) do not load them.
 */
import { bad, good, type Schema } from './schema.ts';

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
  const same =
    back.getUTCFullYear() === Number(y) &&
    back.getUTCMonth() === Number(mo) - 1 &&
    back.getUTCDate() === Number(d) &&
    Number(h) < 24 &&
    Number(mi) < 60 &&
    Number(s) < 60;
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
  (v, ctx) => {
    const t = typeof v === 'string' ? instantTime(v) : Number.NaN;
    if (Number.isNaN(t)) return bad({ kind: 'date' }, v);
    if (ctx.now === undefined) return good(v as string);
    const latest = ctx.now + aheadDays * DAY_MS + SLACK_MS;
    return t <= latest ? good(v as string) : bad({ kind: 'date', latest: dayOfTime(latest) }, v);
  };

/** A date in the past (handed in: not after now and the day's slack). */
export const date: Schema<string> = dateUpTo(0);

/**
 * A calendar day "YYYY-MM-DD" (a real one, years 1970–9999). Handed in, it must have begun
 * somewhere on earth by now and the day's slack (the day is a local one; time zones reach 14
 * hours ahead of UTC).
 */
export const day: Schema<string> = (v, ctx) => {
  const t = typeof v === 'string' ? dayTime(v) : Number.NaN;
  if (Number.isNaN(t)) return bad({ kind: 'day' }, v);
  if (ctx.now === undefined) return good(v as string);
  const latest = ctx.now + SLACK_MS + 14 * 3_600_000;
  return t <= latest ? good(v as string) : bad({ kind: 'day', latest: dayOfTime(latest) }, v);
};
