/** Small statistics for the Monte-Carlo tiers. */

/** z for a two-sided 95 % interval. */
export const Z95 = 1.959963984540054;

/**
 * Wilson score interval for k successes in n trials (95 %), the one the analysis and the
 * quizzes use. n = 0 gives [0, 1]; no successes give exactly 0 below, all successes exactly 1
 * above (the formula's bounds there, without rounding noise).
 */
export function wilson(k: number, n: number, z = Z95): { low: number; high: number } {
  if (n <= 0) return { low: 0, high: 1 };
  const p = k / n;
  const z2 = z * z;
  const denom = 1 + z2 / n;
  const centre = (p + z2 / (2 * n)) / denom;
  const half = (z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / denom;
  return { low: k <= 0 ? 0 : Math.max(0, centre - half), high: k >= n ? 1 : Math.min(1, centre + half) };
}

/** Width of a card-points histogram bin: 0–9, 10–19, …, 230–239, 240. */
export const POINT_BIN = 10;
export const POINT_BINS = 25;

export function pointBin(points: number): number {
  return Math.min(POINT_BINS - 1, Math.floor(points / POINT_BIN));
}

/** Running mean and standard error. */
export class Moments {
  n = 0;
  sum = 0;
  sumSq = 0;
  add(x: number): void {
    this.n++;
    this.sum += x;
    this.sumSq += x * x;
  }
  get mean(): number {
    return this.n === 0 ? 0 : this.sum / this.n;
  }
  /** Standard error of the mean. */
  get stderr(): number {
    if (this.n < 2) return 0;
    const m = this.mean;
    const v = Math.max(0, (this.sumSq - this.n * m * m) / (this.n - 1));
    return Math.sqrt(v / this.n);
  }
}

/** Round for output: probabilities to 4 places, scores to 3. */
export const round4 = (x: number): number => Math.round(x * 1e4) / 1e4;
export const round3 = (x: number): number => Math.round(x * 1e3) / 1e3;
