/**
 * The table server's load figures for `npm run bench`: runs bench/server.ts in a
 * child process (it starts its own table server and the simulated people) and returns the
 * summary it prints with --json.
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export interface ServerLoadStep {
  readonly tables: number;
  readonly p50Ms: number;
  readonly p95Ms: number;
  readonly p99Ms: number;
  readonly actionsPerSecond: number;
  readonly serverCpuUsPerAction: number;
  /** The kernel's part of it (socket writes and reads). */
  readonly serverKernelUsPerAction: number;
  /** People's actions answered per second of the server's CPU time (computers' moves included). */
  readonly actionsPerCpuSecond: number;
  /** The server's CPU time in the step, in % of one core. */
  readonly serverCpuPercent: number;
  readonly load: number;
}

export interface ServerLoad {
  readonly concurrentTables: number;
  readonly p95ActionToEveryClientUpdateMs: number | null;
  readonly 'server.p95MeasuredAtTables': number | null;
  readonly 'server.cpuUsPerAction': number;
  readonly 'server.actionsPerCpuSecond': number;
  readonly 'server.refusals': number;
  readonly loadAverage: number;
  readonly steps: readonly ServerLoadStep[];
}

export function benchServerLoad(args: readonly string[]): ServerLoad {
  const script = fileURLToPath(new URL('./server.ts', import.meta.url));
  const out = execFileSync(process.execPath, [script, '--json', ...args], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], timeout: 20 * 60_000 });
  return JSON.parse(out.trim().split('\n').at(-1)!) as ServerLoad;
}
