import type { ColyseusTestServer } from '@colyseus/testing';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ROOM_NAME } from '../../src/protocol/protocol.ts';
import { REFUSAL_ERROR } from '../../src/server/room.ts';
import { DUEL, join, next, open, play, FOUR_ROUNDS, sleep, startServer, until, type Person } from './helpers.ts';

// Whole sessions over real sockets: generous limits for a busy machine.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 60_000 });
let colyseus: ColyseusTestServer;
let url: string;
beforeAll(async () => {
  ({ colyseus, url } = await startServer());
});
afterAll(async () => colyseus.shutdown());
afterEach(async () => colyseus.cleanup());

const listed = async (): Promise<{ id: string; host: string; people: number; mode: string }[]> =>
  ((await (await fetch(`${url}/tables`)).json()) as { tables: never[] }).tables;

/** Play deals until the session ends, everyone asking for the next deal in between. */
async function playSession(people: Person[]): Promise<void> {
  const [first] = people;
  for (let deal = 1; ; deal++) {
    await play(people, () => people.every((p) => p.overs.length >= deal));
    if (first.overs[deal - 1].end) return;
    next(people);
    await until(() => people.every((p) => p.latest!.deal === deal + 1), 'the next deal');
  }
}

describe('four players at the table server', () => {
  it('four people: the table starts when the fourth sits down; all see the same deal end and score sheet', async () => {
    const anna = await open(colyseus, FOUR_ROUNDS, 'Anna');
    const others = [
      await join(colyseus, anna.room.roomId, 'Ben'),
      await join(colyseus, anna.room.roomId, 'Clara'),
      await join(colyseus, anna.room.roomId, 'David'),
    ];
    const people = [anna, ...others];
    await until(() => people.every((p) => p.updates.length > 0), 'the first deal');
    expect(people.map((p) => p.seat)).toEqual([0, 1, 2, 3]);
    await play(people, () => people.every((p) => p.overs.length > 0));
    for (const p of others) expect(p.overs[0]).toEqual(anna.overs[0]);
    await until(() => people.every((p) => p.state.sheet.length === 1), 'the score sheet');
    for (const p of others) expect(p.state.sheet).toEqual(anna.state.sheet);
    expect(anna.state.seats.map((s: { name: string }) => s.name)).toEqual(['Anna', 'Ben', 'Clara', 'David']);
  });

  it('in a deal each action costs each person one small frame: a step, no state patch', async () => {
    const anna = await open(colyseus, FOUR_ROUNDS, 'Anna');
    const people = [
      anna,
      await join(colyseus, anna.room.roomId, 'Ben'),
      await join(colyseus, anna.room.roomId, 'Clara'),
      await join(colyseus, anna.room.roomId, 'David'),
    ];
    await until(() => people.every((p) => p.updates.length > 0), 'the first deal');
    // Into the play, past the first trick.
    await play(people, () => people.some((p) => p.overs.length > 0) || (anna.latest!.view.phase === 'playing' && anna.latest!.view.tricks.length >= 1));
    expect(people.every((p) => p.overs.length === 0)).toBe(true); // people never throw in here (play() takes the required actions)
    await until(() => people.some((p) => p.required.length > 0), 'a person to move');
    for (let card = 0; card < 4; card++) {
      const mover = people.find((p) => p.required.length > 0)!;
      const seq = mover.latest!.seq;
      const before = people.map((p) => ({ messages: p.messages.length, states: p.states.length }));
      const { seat: _own, ...action } = mover.required.find((a) => a.type === 'play')!;
      mover.act(action);
      await until(() => people.every((p) => p.latest!.seq > seq), 'everyone’s update');
      await sleep(50); // anything else the server sent for this action arrives by now
      people.forEach((p, i) => {
        expect(p.messages.slice(before[i].messages).map((m) => m.type)).toEqual(['step']);
        expect(p.states.length).toBe(before[i].states);
      });
    }
  });

  it('an open table is listed for guests until it starts; an invitation-only table never is', async () => {
    const host = await open(colyseus, FOUR_ROUNDS, 'Anna');
    const secret = await open(colyseus, DUEL, 'Clara');
    await until(() => host.state.seats?.[0]?.kind === 'person', 'the host seated');
    let tables = await listed();
    expect(tables.map((t) => t.id)).toEqual([host.room.roomId]);
    expect(tables[0]).toMatchObject({ host: 'Anna', people: 1, mode: 'fourRounds', centsPerPoint: 5, maxPeople: 4 });
    expect(tables.map((t) => t.id)).not.toContain(secret.room.roomId);
    // A guest can join the listed table without a link (matchmaking), never the private one.
    const guest = await colyseus.sdk.join(ROOM_NAME, { name: 'Guest' });
    expect(guest.roomId).toBe(host.room.roomId);
    tables = await listed();
    expect(tables[0].people).toBe(2);
    host.room.send('start');
    await until(() => host.state.phase === 'playing', 'the start');
    // The list is read from the matchmaker: wait until it no longer shows the started table.
    let remaining = await listed();
    for (let i = 0; i < 50 && remaining.length > 0; i++) remaining = (await sleep(20), await listed());
    expect(remaining).toEqual([]);
  });

  it('table ids are unguessable (128 random bits)', async () => {
    const a = await open(colyseus, DUEL, 'Anna');
    const b = await open(colyseus, DUEL, 'Anna');
    for (const id of [a.room.roomId, b.room.roomId]) expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(a.room.roomId).not.toBe(b.room.roomId);
  });

  it('only the host starts, and a duel cannot start with one person', async () => {
    const anna = await open(colyseus, FOUR_ROUNDS, 'Anna');
    const ben = await join(colyseus, anna.room.roomId, 'Ben');
    ben.room.send('start');
    await until(() => ben.refusals.length > 0, 'a refusal');
    expect(ben.refusals[0]).toEqual({ code: 'notHost', about: 'start' });
    const solo = await open(colyseus, DUEL, 'Clara');
    solo.room.send('start');
    await until(() => solo.refusals.length > 0, 'a refusal');
    expect(solo.refusals[0]).toEqual({ code: 'needsPeople', about: 'start' });
    anna.room.send('start');
    await until(() => anna.state.phase === 'playing', 'the start');
    expect(anna.state.seats.map((s: { kind: string }) => s.kind)).toEqual(['person', 'person', 'computer', 'computer']);
    // The table is locked: nobody else sits down.
    await expect(join(colyseus, anna.room.roomId, 'Late')).rejects.toThrow();
  });

  it('opening a table with bad options or a bad name is refused with the reason', async () => {
    const refusal = async (table: object, name = 'Anna') => {
      try {
        await open(colyseus, table, name);
      } catch (e) {
        const err = e as { code: number; message: string };
        expect(err.code).toBe(REFUSAL_ERROR);
        return JSON.parse(err.message);
      }
      throw new Error('not refused');
    };
    expect(await refusal({ ...FOUR_ROUNDS, centsPerPoint: 0 })).toEqual({ code: 'badOptions', field: 'centsPerPoint' });
    expect(await refusal({ ...FOUR_ROUNDS, mode: 'variable' })).toEqual({ code: 'badOptions', field: 'limitCents' });
    expect(await refusal({ ...FOUR_ROUNDS, rules: { dulle: 'never' } })).toEqual({ code: 'badOptions', field: 'rules.dulle' });
    expect(await refusal({ ...FOUR_ROUNDS, rules: { constructor: true } })).toEqual({ code: 'badOptions', field: 'rules.constructor' });
    expect(await refusal(FOUR_ROUNDS, '')).toEqual({ code: 'badName' });
    expect(await refusal(FOUR_ROUNDS, 'x'.repeat(25))).toEqual({ code: 'badName' });
    expect(await refusal(FOUR_ROUNDS, 'Anna\u0000')).toEqual({ code: 'badName' });
    const anna = await open(colyseus, FOUR_ROUNDS, '  Anna   Maria ');
    await until(() => anna.state.seats?.[0]?.name === 'Anna Maria', 'the name');
  });
});

describe("each mode's end of session", () => {
  it('variable stake: the session ends when a balance reaches the limit, naming who reached it', async () => {
    const anna = await open(colyseus, { ...FOUR_ROUNDS, mode: 'variable', centsPerPoint: 100, limitCents: 100 }, 'Anna');
    anna.room.send('start');
    await until(() => anna.updates.length > 0, 'the first deal');
    await playSession([anna]);
    const end = anna.overs.at(-1)!.end!;
    expect(end.reason).toBe('limit');
    if (end.reason !== 'limit') return;
    expect(end.limitCents).toBe(100);
    await until(() => anna.state.phase === 'over', 'the end');
    const balances = anna.state.totals.map((p: number) => p * 100);
    expect(end.seats).toEqual([0, 1, 2, 3].filter((s) => Math.abs(balances[s]) >= 100));
    expect(end.seats.length).toBeGreaterThan(0);
    expect(anna.state.limitCents).toBe(100);
  });

  it('four rounds at a fixed stake: sixteen deals that count', async () => {
    const anna = await open(colyseus, FOUR_ROUNDS, 'Anna');
    anna.room.send('start');
    await until(() => anna.updates.length > 0, 'the first deal');
    await playSession([anna]);
    expect(anna.overs.at(-1)!.end).toEqual({ reason: 'deals', deals: 16 });
    expect(anna.overs.filter((o) => o.outcome.kind !== 'redeal')).toHaveLength(16);
    await until(() => anna.state.phase === 'over' && anna.state.played === 16, 'the end');
    const sum = anna.state.totals.reduce((a: number, b: number) => a + b, 0);
    expect(sum).toBe(0);
    // After the end nobody can ask for another deal.
    anna.room.send('next');
    await until(() => anna.refusals.length > 0, 'a refusal');
    expect(anna.refusals[0]).toEqual({ code: 'notBetweenDeals', about: 'next' });
  });
});
