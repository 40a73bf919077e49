/**
 * Numbers for people, in the language of the module graph (src/i18n/runtime/current.ts) through Intl:
 * 1,000 / 1.000, "70%" / "70 %", and the minus sign U+2212 for negative scores in every language.
 */
import { LANG_TAG } from './current.ts';

const whole = new Intl.NumberFormat(LANG_TAG, { maximumFractionDigits: 0 });
const percentFormat = new Intl.NumberFormat(LANG_TAG, { style: 'percent', maximumFractionDigits: 0 });
const pluralRules = new Intl.PluralRules(LANG_TAG);

/** 1000 → "1,000" in English, "1.000" in German. */
export const num = (n: number): string => whole.format(n);

/** A number with a sign always, the minus as U+2212: "+3", "−3", "0". */
export const signedNum = (n: number): string => (n > 0 ? `+${num(n)}` : n < 0 ? `\u2212${num(-n)}` : num(0));

/** A number with `digits` decimals and a sign always: "+0.25" / "+0,25", "−1.50" (U+2212), "0.00". */
export function signedFixed(n: number, digits: number): string {
  const text = new Intl.NumberFormat(LANG_TAG, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(Math.abs(n));
  const zero = Number(Math.abs(n).toFixed(digits)) === 0;
  return zero ? text : n > 0 ? `+${text}` : `\u2212${text}`;
}

/** A number with `digits` decimals, the minus as U+2212: "123.2" / "123,2", "−0.21" / "−0,21". */
export function fixed(n: number, digits: number): string {
  const text = new Intl.NumberFormat(LANG_TAG, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(Math.abs(n));
  return n < 0 && Number(Math.abs(n).toFixed(digits)) !== 0 ? `\u2212${text}` : text;
}

/** 0.7 → "70%" in English, "70 %" in German. */
export const percent = (share: number): string => percentFormat.format(share);

/** The form for n of a word's plural forms, by the language's plural rules: plural(3, {one: 'Stich', other: 'Stiche'}). */
export function plural(n: number, forms: { readonly one: string; readonly other: string }): string {
  return `${num(n)} ${pluralRules.select(n) === 'one' ? forms.one : forms.other}`;
}
