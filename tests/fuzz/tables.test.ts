/**
 * The table fuzz (tables.ts): 10,000 random tables in every test run, 100,000 with
 * `npm run fuzz`. The counts are printed so CI's output shows what was played.
 */
import { describe, expect, it } from 'vitest';
import { FULL, FUZZ_TIMEOUT } from './hostile.ts';
import { emptyCounts, fuzzTable } from './tables.ts';

const TABLES = FULL ? 100_000 : 10_000;
/** A different stretch of seeds each full campaign can be chosen with FUZZ_SEED; CI always plays the same ones. */
const FIRST_SEED = Number(process.env.FUZZ_SEED ?? 1);

describe('table fuzz: no random table breaks a promise of the table server', () => {
  it(
    `${TABLES.toLocaleString('en')} random tables: no exception, every deal ends, accounts sum to zero, the duel's rules hold`,
    () => {
      const counts = emptyCounts();
      const started = performance.now();
      const cpu = process.cpuUsage();
      for (let i = 0; i < TABLES; i++) fuzzTable(FIRST_SEED + i, counts);
      const used = process.cpuUsage(cpu);
      const seconds = `${((performance.now() - started) / 1000).toFixed(1)} s (${((used.user + used.system) / 1e6).toFixed(1)} s of CPU)`;
      console.log(
        `table fuzz: ${counts.tables} tables (${Object.entries(counts.byMode)
          .map(([m, n]) => `${m} ${n}`)
          .join(', ')}; Pflichtansage at ${counts.withForcedAnnouncement}) in ${seconds}; ` +
          `${counts.deals} deals ended (${counts.finished} finished, ${counts.abandoned} abandoned, ${counts.redealt} dealt again); ` +
          `${counts.personActions} people's actions, ${counts.refused} refused, ${counts.computerActions} computers' actions, ${counts.tableCalls} forced calls by the table; ` +
          `${counts.drops} drops, ${counts.returns} returns, ${counts.timeouts} timeouts, ${counts.leaves} leaves`,
      );
      expect(counts.tables).toBe(TABLES);
      // The fuzz reaches what it is for: every ending, refusals, departures, the table's own calls.
      expect(Math.min(counts.finished, counts.abandoned, counts.redealt, counts.refused, counts.timeouts, counts.leaves, counts.tableCalls)).toBeGreaterThan(0);
    },
    FUZZ_TIMEOUT,
  );
});
