/**
 * Seeds for endless, reproducible quiz items: a whole number in the URL (`?seed=N`), and
 * derived seeds for the attempts and items behind it, so that one seed always gives the
 * same item in the page, the tests and the CLI.
 */

/** The largest seed a URL may carry (a 32-bit unsigned integer). */
export const MAX_SEED = 0xffffffff;

/** Mix a seed with further numbers into a new 32-bit seed (splitmix32 steps). */
export function mixSeed(seed: number, ...parts: readonly number[]): number {
  let h = seed >>> 0;
  for (const p of [0x51ed27, ...parts]) {
    h = (h ^ (p >>> 0)) >>> 0;
    h = (h + 0x9e3779b9) >>> 0;
    let z = h;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    h = (z ^ (z >>> 16)) >>> 0;
  }
  return h;
}

/** A seed from text (a URL parameter, a CLI argument), or null if it is not a whole number in range. */
export function parseSeed(text: string | null | undefined): number | null {
  if (text == null || !/^\d{1,10}$/.test(text.trim())) return null;
  const n = Number(text.trim());
  return n <= MAX_SEED ? n : null;
}

/** A fresh seed for a new item (from Math.random: only the choice of item is random, never the item). */
export function freshSeed(random: () => number = Math.random): number {
  return Math.floor(random() * 1_000_000_000);
}
