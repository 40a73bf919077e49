/**
 * A token bucket per client: a burst of `burst` messages, refilled at `perSecond`. A message
 * that finds the bucket empty is refused (with words, see protocol.ts 'rateLimited'); the
 * client stays at the table.
 */
export class TokenBucket {
  private tokens: number;
  private last: number;
  private readonly burst: number;
  private readonly perSecond: number;

  constructor(burst: number, perSecond: number, now: number) {
    this.burst = burst;
    this.perSecond = perSecond;
    this.tokens = burst;
    this.last = now;
  }

  /** Take one token at time `now` (milliseconds); false when none is left. */
  take(now: number): boolean {
    this.tokens = Math.min(this.burst, this.tokens + ((now - this.last) / 1000) * this.perSecond);
    this.last = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}
