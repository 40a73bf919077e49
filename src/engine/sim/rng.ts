/**
 * The simulation core's PRNG and deal shuffle. `SimRng` is the engine's sfc32 (rng.ts) with
 * its state in plain fields, so hot loops can copy the state into locals and step it inline;
 * seeded with the same splitmix32 expansion it yields exactly the numbers of `createRng`.
 * `shuffleDeal` is `dealHands`/`dealWith` without allocation: same deck order, same
 * Fisher–Yates, into a reused buffer.
 */
import type { RuleSet } from '../rules.ts';
import { DECK_40, DECK_48 } from './kinds.ts';

function splitmix(s: number): number {
  let z = s;
  z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
  z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
  return (z ^ (z >>> 16)) >>> 0;
}

export class SimRng {
  a = 0;
  b = 0;
  c = 0;
  d = 0;

  constructor(seed = 0) {
    this.seed(seed);
  }

  /** Re-seed in place; the same sequence as `createRng(seed)`. */
  seed(seed: number): this {
    let s = seed >>> 0;
    s = (s + 0x9e3779b9) >>> 0;
    this.a = splitmix(s);
    s = (s + 0x9e3779b9) >>> 0;
    this.b = splitmix(s);
    s = (s + 0x9e3779b9) >>> 0;
    this.c = splitmix(s);
    s = (s + 0x9e3779b9) >>> 0;
    this.d = splitmix(s);
    for (let i = 0; i < 12; i++) this.next32();
    return this;
  }

  /** Next 32-bit unsigned output (sfc32). */
  next32(): number {
    const a = this.a,
      b = this.b,
      c = this.c,
      d = this.d;
    const t = (((a + b) >>> 0) + d) >>> 0;
    this.d = (d + 1) >>> 0;
    this.a = b ^ (b >>> 9);
    this.b = (c + (c << 3)) >>> 0;
    const c2 = (c << 21) | (c >>> 11);
    this.c = (c2 + t) >>> 0;
    return t;
  }

  /** Uniform float in [0, 1). */
  next(): number {
    return this.next32() / 4294967296;
  }

  /** Uniform integer in [0, n): the same value as `createRng(...).int(n)` for n < 2^21. */
  int(n: number): number {
    // floor(t / 2^32 * n) == floor(t * n / 2^32) exactly (scaling by 2^-32 is exact).
    return Math.floor((this.next32() / 4294967296) * n);
  }
}

/**
 * Shuffle a fresh deck (48 or 40 cards, as `deck(rules)` orders it) into `out` with the
 * engine's Fisher–Yates; `out[s*n .. s*n+n)` is then seat s's hand as `dealWith` deals it.
 * Returns the number of cards. No allocation.
 */
export function shuffleDeal(rng: SimRng, withoutNines: boolean, out: Uint8Array): number {
  const src = withoutNines ? DECK_40 : DECK_48;
  const len = src.length;
  out.set(src);
  let a = rng.a,
    b = rng.b,
    c = rng.c,
    d = rng.d;
  for (let i = len - 1; i > 0; i--) {
    const t = (((a + b) >>> 0) + d) >>> 0;
    d = (d + 1) >>> 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) >>> 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) >>> 0;
    const j = Math.floor((t / 4294967296) * (i + 1));
    const x = out[i];
    out[i] = out[j];
    out[j] = x;
  }
  rng.a = a;
  rng.b = b;
  rng.c = c;
  rng.d = d;
  return len;
}

/**
 * The four hands of `dealHands(seed, rules)` as card kinds: seat s holds
 * `out[s*n .. s*n+n)` with n = 12 (10 without nines). Reuse `out` (48 bytes) to avoid allocation.
 */
export function simDeal(seed: number, rules: Pick<RuleSet, 'withoutNines'>, out: Uint8Array = new Uint8Array(48), rng: SimRng = new SimRng()): Uint8Array {
  rng.seed(seed);
  shuffleDeal(rng, rules.withoutNines, out);
  return out;
}
