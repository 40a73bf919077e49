/**
 * The table server as the load bench runs it (bench/server.ts starts this in its own process):
 * computers at once, no table cap, and a rate limit the simulated people (who play at full
 * speed, far faster than a person can) never reach. Everything else is the production room.
 */
import { defineServer } from '@colyseus/core';
import { createTransport, rooms, routes } from '../src/server/app.ts';
import { DEFAULT_CONFIG, TableRoom } from '../src/server/room.ts';

const port = Number(process.argv[2]);
TableRoom.config = { ...DEFAULT_CONFIG, botDelayMs: 0, maxTables: 1_000_000, rate: { burst: 1e6, perSecond: 1e6 } };
const server = defineServer({ rooms, routes, transport: createTransport(), greet: false });
await server.listen(port);
console.log('ready'); // the bench waits for this line
