/**
 * The table server as the load bench runs it (bench/server.ts starts this in its own process):
 * computers at once, no table cap, DOKO_BOT_THREADS threads for strong computers (default: the cores but one), and a rate limit the simulated people (who play at full
 * speed, far faster than a person can) never reach. Everything else is the production room.
 */
import { defineServer } from '@colyseus/core';
import { createTransport, rooms, routes } from '../src/server/app.ts';
import { DEFAULT_CONFIG, TableRoom } from '../src/server/room.ts';

const port = Number(process.argv[2]);
const botThreads = process.env.DOKO_BOT_THREADS ? Number(process.env.DOKO_BOT_THREADS) : DEFAULT_CONFIG.botThreads;
TableRoom.config = { ...DEFAULT_CONFIG, botDelayMs: 0, maxTables: 1_000_000, rate: { burst: 1e6, perSecond: 1e6 }, botThreads };
// The bench stops the server with SIGTERM: exit normally, so that --cpu-prof (BENCH_SERVER_NODE_ARGS) writes its profile.
process.on('SIGTERM', () => process.exit(0));
const server = defineServer({ rooms, routes, transport: createTransport(), greet: false });
await server.listen(port);
console.log('ready'); // the bench waits for this line
