/**
 * The fuzz campaign's harness: feed one surface its inputs, in batches, and count what happened
 * to each: a crash (the code under test threw), a wrong answer (a check failed), a hang (one
 * input took longer than `HANG_MS`). It prints one line per surface,
 *   fuzz records: 100,000 inputs, 0 crashes, 0 wrong, 0 hangs (14.2 s)
 * and the test fails with the first bad input when any count is not 0. `npm run fuzz`
 * (FUZZ=full) runs `CAMPAIGN_RUNS` inputs per surface; `npm test` a few thousand in all.
 */
import fc from 'fast-check';
import { expect } from 'vitest';
import { FULL } from './hostile.ts';

/** Inputs per surface in the full campaign. */
export const CAMPAIGN_RUNS = 100_000;
/**
 * One input longer than this is a hang. Generous, since the machine may be shared and busy (a
 * process start alone took 3 s on a loaded 2-core machine); a real hang never ends.
 */
export const HANG_MS = 30_000;

/** A failed check, as opposed to a crash of the code under test (checks throw this). */
export class WrongAnswer extends Error {}

/** Check a condition of an answer; a false one is a wrong answer, not a crash. */
export function check(ok: boolean, what: string): void {
  if (!ok) throw new WrongAnswer(what);
}

export interface SurfaceReport {
  readonly inputs: number;
  readonly crashes: number;
  readonly wrong: number;
  readonly hangs: number;
}

/**
 * Run `test` on `runs` inputs of `arb` (quick: `quick` of them), seeded for a repeatable CI run
 * and fresh in the full campaign. The test may be async (a command run in process).
 */
export async function fuzzSurface<T>(
  name: string,
  arb: fc.Arbitrary<T>,
  test: (input: T) => void | Promise<void>,
  quick: number,
  runs = CAMPAIGN_RUNS,
): Promise<SurfaceReport> {
  const total = FULL ? runs : quick;
  const seed = FULL ? Date.now() : 26;
  const counts = { inputs: 0, crashes: 0, wrong: 0, hangs: 0 };
  let first: string | null = null;
  const started = performance.now();
  const describe = (input: T) => {
    const text = typeof input === 'string' ? input : fc.stringify(input);
    return text.length > 300 ? `${text.slice(0, 300)}… (${text.length} characters)` : text;
  };
  for (let done = 0, batch = 0; done < total; batch++) {
    const size = Math.min(1000, total - done);
    for (const input of fc.sample(arb, { numRuns: size, seed: seed + batch })) {
      const t0 = performance.now();
      try {
        await test(input);
      } catch (e) {
        // A failed check (this module's or vitest's expect) is a wrong answer; anything else a crash.
        const wrong = e instanceof WrongAnswer || (e instanceof Error && e.name === 'AssertionError');
        if (wrong) counts.wrong++;
        else counts.crashes++;
        first ??= `${wrong ? 'wrong answer' : 'crash'}: ${e instanceof Error ? e.message : String(e)}\ninput: ${describe(input)}`;
      }
      const ms = performance.now() - t0;
      if (ms > HANG_MS) {
        counts.hangs++;
        first ??= `hang: ${Math.round(ms)} ms\ninput: ${describe(input)}`;
      }
      counts.inputs++;
    }
    done += size;
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `fuzz ${name}: ${counts.inputs.toLocaleString('en')} inputs, ${counts.crashes} crashes, ${counts.wrong} wrong, ${counts.hangs} hangs (${seconds} s)`,
  );
  expect(first, `fuzz ${name}`).toBeNull();
  return counts;
}
