/**
 * The table server as the load bench runs it (bench/server.ts starts this in its own process):
 * no table cap, DOKO_BOT_THREADS threads for strong computers (default: the cores but one),
 * DOKO_BOT_DELAY_MS before each computer action (default 0: at once), and limits the simulated
 * people (all from one address, and at full speed far faster than a person) never reach.
 * Everything else is the production room, with the HTTP guard in front; the transport pings
 * every 20 s instead of 3.
 */
import type { Server as HttpServer } from 'node:http';
import { defineServer } from '@colyseus/core';
import { WebSocketTransport } from '@colyseus/ws-transport';
import { protect, rooms, routes, transportOptions } from '../src/server/app.ts';
import { DEFAULT_CONFIG, TableRoom } from '../src/server/room.ts';

const port = Number(process.argv[2]);
const botThreads = process.env.DOKO_BOT_THREADS ? Number(process.env.DOKO_BOT_THREADS) : DEFAULT_CONFIG.botThreads;
const botDelayMs = Number(process.env.DOKO_BOT_DELAY_MS ?? 0);
// Joining waits for a seat reservation: on a busy machine give it as long as the bench asks (COLYSEUS_SEAT_RESERVATION_TIME, seconds).
const reservationMs = Number(process.env.COLYSEUS_SEAT_RESERVATION_TIME ?? 60) * 1000;
TableRoom.config = {
  ...DEFAULT_CONFIG,
  botDelayMs,
  maxTables: 1_000_000,
  rate: { burst: 1e6, perSecond: 1e6 },
  botThreads,
  tablesPerAddress: 1_000_000,
  addressLimits: { ...DEFAULT_CONFIG.addressLimits, reservations: 1_000_000, reservationMs },
};
// The bench stops the server with SIGTERM: exit normally, so that --cpu-prof (BENCH_SERVER_NODE_ARGS) writes its profile.
process.on('SIGTERM', () => process.exit(0));
// Thousands of simulated people share one process, whose event loop lags seconds while tables open:
// it must not be taken for thousands of dead connections (production pings every 3 s).
const transport = new WebSocketTransport({ ...transportOptions, pingInterval: 20_000 });
const server = defineServer({ rooms, routes, transport, greet: false });
await server.listen(port, undefined, undefined, () => protect(transport.server as HttpServer));
console.log('ready'); // the bench waits for this line
if (process.env.BENCH_LOOP_DELAY) {
  const { monitorEventLoopDelay, PerformanceObserver } = await import('node:perf_hooks');
  let gcMs = 0;
  let gcMax = 0;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      gcMs += e.duration;
      gcMax = Math.max(gcMax, e.duration);
    }
  }).observe({ entryTypes: ['gc'] });
  const h = monitorEventLoopDelay({ resolution: 10 });
  h.enable();
  setInterval(() => {
    console.error(
      `loop delay p50 ${(h.percentile(50) / 1e6).toFixed(1)} p99 ${(h.percentile(99) / 1e6).toFixed(1)} max ${(h.max / 1e6).toFixed(1)} ms; gc ${gcMs.toFixed(0)} ms, longest ${gcMax.toFixed(0)} ms; heap ${(process.memoryUsage().heapUsed / 1e6).toFixed(0)} MB`,
    );
    h.reset();
    gcMs = 0;
    gcMax = 0;
  }, 5000).unref();
}
