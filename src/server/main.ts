/**
 * `npm run server [-- --port 2567]`: the table server for playing with friends (/friends/).
 * Environment: PORT, DOKO_BOT_DELAY_MS (pause before a computer's action, default 700),
 * DOKO_MAX_TABLES (tables per process, default 2000), DOKO_BOT_THREADS (threads for strong
 * computer players, default: the cores but one, at least 1), DOKO_TABLES_PER_ADDRESS (tables
 * one address may keep open, default 4), DOKO_TRUST_PROXY=1 (behind a reverse proxy: the
 * client's address is the last X-Forwarded-For entry), REDIS_URL and PUBLIC_ADDRESS (several
 * processes sharing the tables). See src/server/README.md.
 */
import type { Server as HttpServer } from 'node:http';
import { defineServer } from '@colyseus/core';
import { createTransport, protect, rooms, routes } from './app.ts';
import { DEFAULT_PORT } from '../protocol/protocol.ts';
import { DEFAULT_CONFIG, TableRoom } from './room.ts';
import { isRedisUrl, sharedMatchmaking } from './scaleOut.ts';

function numberFrom(name: string, raw: string | undefined, fallback: number, min: number): number {
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min) {
    console.error(`${name} must be a whole number ≥ ${min}, not "${raw}"`);
    process.exit(2);
  }
  return n;
}

const args = process.argv.slice(2);
const portFlag = args.indexOf('--port');
const unknown = args.filter((a, i) => a !== '--port' && i !== portFlag + 1);
if (unknown.length > 0 || (portFlag >= 0 && args[portFlag + 1] === undefined)) {
  console.error('usage: npm run server [-- --port <port>]');
  process.exit(2);
}
const port = numberFrom('port', portFlag >= 0 ? args[portFlag + 1] : process.env.PORT, DEFAULT_PORT, 1);

TableRoom.config = {
  botDelayMs: numberFrom('DOKO_BOT_DELAY_MS', process.env.DOKO_BOT_DELAY_MS, DEFAULT_CONFIG.botDelayMs, 0),
  maxTables: numberFrom('DOKO_MAX_TABLES', process.env.DOKO_MAX_TABLES, DEFAULT_CONFIG.maxTables, 1),
  botThreads: numberFrom('DOKO_BOT_THREADS', process.env.DOKO_BOT_THREADS, DEFAULT_CONFIG.botThreads, 0),
  reconnectSeconds: DEFAULT_CONFIG.reconnectSeconds,
  failedTableSeconds: DEFAULT_CONFIG.failedTableSeconds,
  rate: DEFAULT_CONFIG.rate,
  tablesPerAddress: numberFrom('DOKO_TABLES_PER_ADDRESS', process.env.DOKO_TABLES_PER_ADDRESS, DEFAULT_CONFIG.tablesPerAddress, 1),
  addressLimits: DEFAULT_CONFIG.addressLimits,
};

const redisUrl = process.env.REDIS_URL ?? '';
if (redisUrl !== '' && !isRedisUrl(redisUrl)) {
  console.error(`REDIS_URL must be a redis:// or rediss:// address, not "${redisUrl}"`);
  process.exit(2);
}
// This process's own address as the others' people reach it (a table lives in one process).
const publicAddress = process.env.PUBLIC_ADDRESS || undefined;
const shared = redisUrl
  ? await sharedMatchmaking(redisUrl).catch((e: unknown) => {
      console.error(`REDIS_URL: ${e instanceof Error ? e.message : String(e)}`);
      process.exit(1);
    })
  : {};
const trustProxy = process.env.DOKO_TRUST_PROXY === '1';

const transport = createTransport();
const server = defineServer({ rooms, routes, transport, greet: false, publicAddress, ...shared });
// The guard goes in front of the routes Colyseus binds when it starts listening.
await server.listen(port, undefined, undefined, () => protect(transport.server as HttpServer, trustProxy));
const scale = redisUrl ? ` sharing its tables through Redis${publicAddress ? ` as ${publicAddress}` : ''}` : '';
console.log(`Doko table server listening on ws://localhost:${port}${scale} (open tables: http://localhost:${port}/tables)`);
