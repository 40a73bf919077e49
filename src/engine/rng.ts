/**
 * Seeded randomness: a small fast PRNG (sfc32) and the deal shuffle. Deals are
 * reproducible from a seed, in the friendly API and in the simulation core alike.
 */
import { deck, handSize, type CardId } from './cards.ts';
import type { Hands, RuleSet } from './types.ts';

export interface Rng {
  /** Uniform integer in [0, n). */
  int(n: number): number;
  /** Uniform float in [0, 1). */
  next(): number;
}

/** sfc32 seeded from one 32-bit integer (splitmix32 expands the seed). */
export function createRng(seed: number): Rng {
  let s = seed >>> 0;
  const split = () => {
    s = (s + 0x9e3779b9) >>> 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return (z ^ (z >>> 16)) >>> 0;
  };
  let a = split(),
    b = split(),
    c = split(),
    d = split();
  const next32 = () => {
    const t = (((a + b) >>> 0) + d) >>> 0;
    d = (d + 1) >>> 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) >>> 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) >>> 0;
    return t;
  };
  for (let i = 0; i < 12; i++) next32();
  return {
    next: () => next32() / 4294967296,
    int: (n: number) => Math.floor((next32() / 4294967296) * n),
  };
}

/** Fisher–Yates shuffle in place. */
export function shuffleInPlace<T>(xs: T[], rng: Rng): T[] {
  for (let i = xs.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    const t = xs[i];
    xs[i] = xs[j];
    xs[j] = t;
  }
  return xs;
}

/** Deal four hands from a seed: the shuffled deck in four consecutive blocks. */
export function dealHands(seed: number, rules: Pick<RuleSet, 'withoutNines'>): Hands {
  return dealWith(createRng(seed), rules);
}

export function dealWith(rng: Rng, rules: Pick<RuleSet, 'withoutNines'>): Hands {
  const cards: CardId[] = shuffleInPlace(deck(rules), rng);
  const n = handSize(rules);
  return [cards.slice(0, n), cards.slice(n, 2 * n), cards.slice(2 * n, 3 * n), cards.slice(3 * n)];
}
