/**
 * Rates measured two ways: per second of this process's CPU time (what one core does, even
 * while other work shares the machine) and per second of wall-clock time.
 */
export interface Rate {
  readonly count: number;
  readonly perCpuSecond: number;
  readonly perWallSecond: number;
}

/** Run `batch()` (which returns how many items it did) repeatedly for about `ms` milliseconds. */
export function measure(ms: number, batch: () => number): Rate {
  batch(); // warm up the JIT
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  let count = 0;
  let elapsed = 0;
  while (elapsed < ms) {
    count += batch();
    elapsed = performance.now() - t0;
  }
  const cpu = process.cpuUsage(cpu0);
  return { count, perCpuSecond: Math.round((count * 1e6) / (cpu.user + cpu.system)), perWallSecond: Math.round((count * 1000) / elapsed) };
}
