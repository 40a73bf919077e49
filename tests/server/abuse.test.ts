/**
 * Nobody can lock the server out or take another's seat, over real HTTP and sockets: limits per
 * address on opening tables and on seat reservations, request bodies refused before they are
 * read, the list of open tables only with their host at the table, 128-bit tokens, a second
 * connection with a seat's token closing the first with the reason, and failed reconnections
 * locked out.
 */
import { request } from 'node:http';
import { connect } from 'node:net';
import type { ColyseusTestServer } from '@colyseus/testing';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { OpenersTables } from '../../src/server/addressLimits.ts';
import { CLOSE_CODES, ROOM_NAME, type OpenTable } from '../../src/protocol/protocol.ts';
import { DEFAULT_CONFIG, TableRoom, type TableServerConfig } from '../../src/server/room.ts';
import { DUEL, FULL_SPEED, join, MANY_PEOPLE, open, FOUR_ROUNDS, sleep, startServer, until } from './helpers.ts';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });
let colyseus: ColyseusTestServer;
let base: string;
const TEST_CONFIG: TableServerConfig = { ...DEFAULT_CONFIG, botDelayMs: 0, rate: FULL_SPEED, ...MANY_PEOPLE };
beforeAll(async () => {
  ({ colyseus, url: base } = await startServer());
});
afterAll(async () => colyseus.shutdown());
afterEach(async () => {
  TableRoom.config = TEST_CONFIG;
  await colyseus.cleanup();
});

const limits = (o: Partial<TableServerConfig['addressLimits']> & { tablesPerAddress?: number }) => {
  const { tablesPerAddress = TEST_CONFIG.tablesPerAddress, ...address } = o;
  TableRoom.config = { ...TEST_CONFIG, tablesPerAddress, addressLimits: { ...TEST_CONFIG.addressLimits, ...address } };
};

/** A matchmaking request as an attacker sends it: HTTP only, no WebSocket afterwards. */
async function post(path: string, body: unknown): Promise<{ status: number; refusal: unknown; json: Record<string, unknown> }> {
  const r = await fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const json = (await r.json()) as Record<string, unknown>;
  let refusal: unknown = null;
  try {
    refusal = typeof json.error === 'string' ? JSON.parse(json.error) : null;
  } catch {
    /* not a refusal */
  }
  return { status: r.status, refusal, json };
}

/** Whether a WebSocket to the server opens, or is refused before the upgrade. */
function upgrade(pathAndQuery: string): Promise<'opened' | 'refused'> {
  return new Promise((resolve) => {
    const ws = new WebSocket(`${base.replace('http', 'ws')}/process/${pathAndQuery}`);
    ws.onopen = () => {
      ws.close();
      resolve('opened');
    };
    ws.onerror = () => resolve('refused');
  });
}

const create = (name = 'Mallory') => post(`/matchmake/create/${ROOM_NAME}`, { name, table: FOUR_ROUNDS });
const listed = async (): Promise<OpenTable[]> => ((await (await fetch(`${base}/tables`)).json()) as { tables: OpenTable[] }).tables;

/** A raw request with the given headers and no body sent: the answer comes only if the server does not wait for the body. */
function headersOnly(path: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const u = new URL(path, base);
    const req = request({ host: u.hostname, port: u.port, path: u.pathname, method: 'POST', headers }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
      req.destroy();
    });
    req.on('error', reject);
    req.flushHeaders();
  });
}

/**
 * A request sent whole before its answer is read, as many clients send (Python's urllib, for
 * one): the status line of the answer, or the error the connection ended with.
 */
function sendWholeThenRead(path: string, body: Buffer): Promise<string> {
  return new Promise((resolve) => {
    const u = new URL(path, base);
    const socket = connect(Number(u.port), u.hostname);
    let answer = '';
    socket.on('data', (d: Buffer) => (answer += d.toString('latin1')));
    socket.on('error', (e: NodeJS.ErrnoException) => resolve(`error ${e.code}`));
    socket.on('close', () => resolve(answer.split('\r\n')[0] ?? ''));
    const head = `POST ${u.pathname} HTTP/1.1\r\nHost: ${u.host}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n`;
    socket.write(head);
    socket.write(body, (e) => {
      if (e) resolve(`error ${(e as NodeJS.ErrnoException).code}`);
    });
  });
}

describe('limits per address', () => {
  it('opening tables: an address keeps at most its limit of tables open, refused with tooManyTables; none of them is listed while its host is away', async () => {
    limits({ tablesPerAddress: 3 });
    for (let i = 0; i < 3; i++) expect((await create(`Phantom ${i}`)).status).toBe(200);
    const fourth = await create();
    expect(fourth.status).toBe(429);
    expect(fourth.refusal).toEqual({ code: 'tooManyTables' });
    // The three reserved tables are not listed: no host ever sat down.
    expect(await listed()).toEqual([]);
  });

  it('seat reservations: an address holds at most its limit unused, refused with tooManyReservations until they run out', async () => {
    limits({ reservations: 3, reservationMs: 500 });
    const anna = await open(colyseus, FOUR_ROUNDS, 'Anna');
    const clara = await open(colyseus, FOUR_ROUNDS, 'Clara');
    const joinById = (roomId: string) => post(`/matchmake/joinById/${roomId}`, { name: 'Mallory' });
    for (const id of [anna.room.roomId, anna.room.roomId, clara.room.roomId]) expect((await joinById(id)).status).toBe(200);
    const fourth = await joinById(clara.room.roomId);
    expect(fourth.status).toBe(429);
    expect(fourth.refusal).toEqual({ code: 'tooManyReservations' });
    await sleep(600);
    expect((await joinById(clara.room.roomId)).status).toBe(200);
  });

  it('a table being opened counts before the list shows it, until it exists or its claim runs out (redis.test.ts: thirty at once)', () => {
    let now = 0;
    const tables = new OpenersTables(() => now);
    const claim = tables.claim('x', 1000);
    expect(tables.count('x', [])).toBe(1);
    tables.release('x', claim);
    tables.add('x', 'room1');
    expect(tables.count('x', ['room1', 'room2'])).toBe(2);
    expect(tables.count('y', ['room3'])).toBe(1);
    tables.claim('x', 1000);
    expect(tables.count('x', ['room1'])).toBe(2);
    now = 1000;
    expect(tables.count('x', ['room1'])).toBe(1);
    tables.release('x', 'room1');
    expect(tables.count('x', [])).toBe(0);
  });

  it('a used reservation counts no more: people from one address sit down one after another', async () => {
    limits({ reservations: 1 });
    const anna = await open(colyseus, FOUR_ROUNDS, 'Anna');
    const ben = await join(colyseus, anna.room.roomId, 'Ben');
    const clara = await join(colyseus, anna.room.roomId, 'Clara');
    expect([ben.room.roomId, clara.room.roomId]).toEqual([anna.room.roomId, anna.room.roomId]);
  });
});

describe('requests', () => {
  it('a body over the limit is refused with 413 before it is read; one of unknown length with 411; a small bad one with 400', async () => {
    expect(await headersOnly(`/matchmake/create/${ROOM_NAME}`, { 'content-type': 'application/json', 'content-length': String(40 * 1024 * 1024) })).toBe(413);
    expect(await headersOnly(`/matchmake/create/${ROOM_NAME}`, { 'content-type': 'application/json', 'transfer-encoding': 'chunked' })).toBe(411);
    const small = await fetch(`${base}/matchmake/create/${ROOM_NAME}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"name":' });
    expect(small.status).toBe(400);
    const big = await fetch(`${base}/matchmake/create/${ROOM_NAME}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'x'.repeat(5000) }),
    });
    expect(big.status).toBe(413);
    expect(JSON.parse(((await big.json()) as { error: string }).error)).toEqual({ code: 'tooLarge' });
    // A client that sends its whole 40 MB before reading gets the refusal too, not a broken connection.
    expect(await sendWholeThenRead(`/matchmake/create/${ROOM_NAME}`, Buffer.alloc(40 * 1024 * 1024, 0x61))).toBe('HTTP/1.1 413 Payload Too Large');
    // One that asks first (Expect: 100-continue) is refused before it sends its body.
    expect(
      await headersOnly(`/matchmake/create/${ROOM_NAME}`, {
        'content-type': 'application/json',
        'content-length': String(40 * 1024 * 1024),
        expect: '100-continue',
      }),
    ).toBe(413);
  });

  it('the list of open tables shows a table only while its host is at it', async () => {
    const anna = await open(colyseus, FOUR_ROUNDS, 'Anna');
    await until(() => anna.state.seats?.[0]?.kind === 'person', 'Anna seated');
    expect((await listed()).map((t) => t.id)).toEqual([anna.room.roomId]);
    expect(Object.keys((await listed())[0]).sort()).toEqual(['botLevel', 'centsPerPoint', 'host', 'id', 'limitCents', 'maxPeople', 'mode', 'people', 'rules']);
    const token = anna.room.reconnectionToken;
    await anna.room.leave(false);
    await until(() => colyseus.getRoomById(anna.room.roomId)?.metadata.hostConnected === false, 'the host away');
    expect(await listed()).toEqual([]);
    anna.listen(await colyseus.sdk.reconnect(token));
    await until(() => colyseus.getRoomById(anna.room.roomId)?.metadata.hostConnected === true, 'the host back');
    expect((await listed()).map((t) => t.id)).toEqual([anna.room.roomId]);
  });
});

describe('seats and their tokens', () => {
  it('reconnection tokens and session ids carry 128 random bits, and each return brings a new token', async () => {
    const anna = await open(colyseus, DUEL, 'Anna');
    const [roomId, token] = anna.room.reconnectionToken.split(':');
    expect(roomId).toBe(anna.room.roomId);
    expect(token).toMatch(/^[A-Za-z0-9_-]{22}$/); // 22 base64url characters: 132 bits, of which 128 random
    expect(anna.room.sessionId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    await anna.room.leave(false);
    anna.listen(await colyseus.sdk.reconnect(`${roomId}:${token}`));
    const again = anna.room.reconnectionToken.split(':')[1];
    expect(again).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(again).not.toBe(token);
  });

  it('returning with the token of a seat still connected closes the older connection with the reason; the seat and hand go to the newer one only', async () => {
    const anna = await open(colyseus, DUEL, 'Anna');
    const ben = await join(colyseus, anna.room.roomId, 'Ben');
    await until(() => ben.updates.length > 0, 'the first deal');
    const hand = [...ben.latest!.view.hand].sort();
    const first = ben.room;
    const secondTab = await colyseus.sdk.reconnect(first.reconnectionToken);
    await until(() => ben.closedWith !== null, 'the first tab closed');
    expect([ben.closedWith, ben.closeReason]).toEqual([CLOSE_CODES.openedElsewhere, 'openedElsewhere']);
    ben.listen(secondTab);
    await until(() => ben.updates.length > 0 && ben.room === secondTab && ben.latest!.seq > 0, 'the view in the second tab');
    await until(() => ben.messages.filter((m) => m.type === 'deal').length >= 2, 'the second tab’s whole view');
    expect(ben.seat).toBe(2);
    expect([...ben.latest!.view.hand].sort()).toEqual(hand);
    const room = colyseus.getRoomById(anna.room.roomId) as TableRoom;
    expect(room.clients.length).toBe(2);
    await until(() => anna.state.seats[2].connected === true, 'Ben connected for Anna');
  });

  it('failed reconnections are locked out per address, over HTTP and over the WebSocket, until the window has passed', async () => {
    limits({ failedReconnections: 4, failureWindowMs: 1500 });
    const anna = await open(colyseus, DUEL, 'Anna');
    await until(() => anna.state.seats?.[0]?.kind === 'person', 'Anna seated');
    const reconnect = (token: string) => post(`/matchmake/reconnect/${anna.room.roomId}`, { reconnectionToken: token });
    for (let i = 0; i < 4; i++) expect((await reconnect(`guess${i}`)).status).not.toBe(200);
    const locked = await reconnect('guess5');
    expect(locked.status).toBe(429);
    expect(locked.refusal).toEqual({ code: 'tooManyAttempts' });
    // Straight to the WebSocket with a token (Colyseus would open the socket, then close it): refused before the upgrade.
    expect(await upgrade(`${anna.room.roomId}?sessionId=${anna.room.sessionId}&reconnectionToken=guess`)).toBe('refused');
    // Even the right token waits out the window.
    const token = anna.room.reconnectionToken.split(':')[1];
    await anna.room.leave(false);
    expect((await reconnect(token)).status).toBe(429);
    await sleep(1600);
    expect((await reconnect(token)).status).toBe(200);
  });
});
