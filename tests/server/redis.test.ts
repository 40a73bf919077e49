/**
 * Two table server processes sharing their tables through Redis (REDIS_URL), as deployed: a
 * Redis server of its own on a free port, and `src/server/main.ts` twice, each with its own
 * port and public address. A table opened through one is listed by the other and joined
 * through it; a whole duel deal is played by one person who came through each; stopping one
 * process closes its own tables with the reason (serverStopped) while the other's play on.
 * Thirty tables asked for at once from one address through one process (the Redis list answers
 * later than a process's own memory) open only that address's limit of them.
 *
 * Needs Debian's redis-server (`.ci/run` and `npm test` install it when missing).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { ColyseusSDK } from '@colyseus/sdk';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CLOSE_CODES, ROOM_NAME, type OpenTable } from '../../src/protocol/protocol.ts';
import { sharedMatchmaking } from '../../src/server/scaleOut.ts';
import { DUEL, freePort, next, play, until, Person } from './helpers.ts';

vi.setConfig({ testTimeout: 180_000, hookTimeout: 120_000 });

/** Start a process and wait for a line of its output that says it is ready. */
function started(cmd: string, args: string[], env: NodeJS.ProcessEnv, ready: RegExp): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const seen = (chunk: Buffer) => {
      output += chunk.toString();
      if (ready.test(output)) resolve(child);
    };
    child.stdout!.on('data', seen);
    child.stderr!.on('data', seen);
    child.once('exit', (code) => reject(new Error(`${cmd} exited (${code}) before it was ready:\n${output.slice(-2000)}`)));
    child.once('error', reject);
  });
}

const stopped = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

let redis: ChildProcess;
const servers: { process: ChildProcess; port: number; sdk: ColyseusSDK; http: string }[] = [];

beforeAll(async () => {
  const redisServer = spawnSync('sh', ['-c', 'command -v redis-server']).stdout.toString().trim();
  if (!redisServer) throw new Error('redis-server is needed for this test: apt-get install redis-server (npm test installs it when run as root)');
  const redisPort = await freePort();
  redis = await started(
    redisServer,
    ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {},
    /Ready to accept connections/,
  );
  for (let i = 0; i < 2; i++) {
    const port = await freePort();
    const env = { REDIS_URL: `redis://127.0.0.1:${redisPort}`, PUBLIC_ADDRESS: `127.0.0.1:${port}`, DOKO_BOT_DELAY_MS: '0', DOKO_BOT_THREADS: '0' };
    const child = await started(process.execPath, ['src/server/main.ts', '--port', String(port)], env, /listening on/);
    servers.push({ process: child, port, sdk: new ColyseusSDK(`ws://127.0.0.1:${port}`), http: `http://127.0.0.1:${port}` });
  }
});

afterAll(async () => {
  await Promise.all(servers.map((s) => stopped(s.process)));
  if (redis) await stopped(redis);
});

/** Ask for a new table over HTTP only (no seat taken afterwards), from another loopback address than the test people's. */
function createFrom(localAddress: string, http: string): Promise<{ status: number; body: string }> {
  const body = JSON.stringify({ name: 'Phantom', table: { ...DUEL, visibility: 'open' } });
  return new Promise((resolve, reject) => {
    const u = new URL(`/matchmake/create/${ROOM_NAME}`, http);
    const req = request(
      {
        host: u.hostname,
        port: u.port,
        path: u.pathname,
        method: 'POST',
        localAddress,
        agent: false,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        let text = '';
        res.on('data', (c: Buffer) => (text += c.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const listed = async (http: string): Promise<OpenTable[]> => ((await (await fetch(`${http}/tables`)).json()) as { tables: OpenTable[] }).tables;
/** The port of the process that holds a person's table (his WebSocket goes to its public address). */
const hostPort = (p: Person) => Number(new URL((p.room as unknown as { connection: { url: string } }).connection.url).port);

describe('two processes sharing their tables through Redis', () => {
  it('open through one, listed and joined through the other; a whole duel deal; stopping one process closes only its own tables, with the reason', async () => {
    const [a, b] = servers;
    const anna = new Person(await a.sdk.create(ROOM_NAME, { name: 'Anna', table: { ...DUEL, visibility: 'open' } }), 'Anna');
    await until(() => anna.state.seats?.[0]?.kind === 'person', 'Anna seated');
    // Listed by the other process, and joined through it.
    const seen = await listed(b.http);
    expect(seen.map((t) => t.id)).toEqual([anna.room.roomId]);
    expect(seen[0]).toMatchObject({ host: 'Anna', mode: 'duel', people: 1 });
    const ben = new Person(await b.sdk.joinById(anna.room.roomId, { name: 'Ben' }), 'Ben');
    expect(hostPort(ben)).toBe(hostPort(anna));
    await until(() => anna.updates.length > 0 && ben.updates.length > 0, 'the first deal');
    await play([anna, ben], () => anna.overs.length > 0 && ben.overs.length > 0);
    expect(anna.overs[0]).toEqual(ben.overs[0]);
    expect(['finished', 'abandoned', 'redeal']).toContain(anna.overs[0].outcome.kind);

    // A table on the other process (a new table goes to the process with fewer).
    const first = hostPort(anna);
    let clara: Person | null = null;
    for (let tries = 0; tries < 3 && clara === null; tries++) {
      const p = new Person(await b.sdk.create(ROOM_NAME, { name: 'Clara', table: DUEL }), 'Clara');
      if (hostPort(p) !== first) clara = p;
      else await p.room.leave(true);
    }
    expect(clara, 'a table on the second process').not.toBeNull();
    const other = servers.find((s) => s.port === hostPort(clara!))!;
    const david = new Person(await a.sdk.joinById(clara!.room.roomId, { name: 'David' }), 'David');
    await until(() => clara!.updates.length > 0 && david.updates.length > 0, 'the second table’s deal');

    // Stop the second table's process: its people are told why; the first table plays on.
    await stopped(other.process);
    await until(() => clara!.closedWith !== null && david.closedWith !== null, 'the stopped process’s people told');
    expect([clara!.closedWith, david.closedWith]).toEqual([CLOSE_CODES.serverStopped, CLOSE_CODES.serverStopped]);
    expect(anna.closedWith).toBeNull();
    next([anna, ben]);
    await until(() => anna.latest!.deal === 2 && ben.latest!.deal === 2, 'the next deal');
    await play([anna, ben], () => anna.overs.length > 1 && ben.overs.length > 1);
    const survivor = servers.find((s) => s !== other)!;
    expect((await listed(survivor.http)).map((t) => t.id)).not.toContain(clara!.room.roomId);
  });

  it('thirty tables asked for at once from one address: its limit of four are opened, the rest refused with tooManyTables, and none is listed', async () => {
    const alive = servers.find((s) => s.process.exitCode === null && s.process.signalCode === null)!;
    const answers = await Promise.all(Array.from({ length: 30 }, () => createFrom('127.0.0.2', alive.http)));
    const opened = answers.filter((a) => a.status === 200);
    expect(opened.length).toBe(4);
    for (const a of answers.filter((x) => x.status !== 200)) expect([a.status, JSON.parse(JSON.parse(a.body).error)]).toEqual([429, { code: 'tooManyTables' }]);
    const ids = opened.map((a) => (JSON.parse(a.body) as { roomId: string }).roomId);
    expect((await listed(alive.http)).map((t) => t.id).filter((id) => ids.includes(id))).toEqual([]);
  });

  it('a REDIS_URL where no Redis server answers is an error at start, not a process that fails later', async () => {
    const nobody = `redis://127.0.0.1:${await freePort()}`;
    await expect(sharedMatchmaking(nobody, 300)).rejects.toThrow(`no Redis server answered at ${nobody} within 0.3 s`);
  });
});
