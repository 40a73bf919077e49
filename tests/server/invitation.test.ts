/**
 * GET /tables/:id, the invitation page's look at a table before taking a seat: a real server,
 * and the page's own reader (components/friends/listing.ts) on what it answers.
 */
import type { ColyseusTestServer } from '@colyseus/testing';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { readInvitation, readListedTable, readTableList } from '../../src/components/friends/listing.ts';
import { DDV_RULES } from '../../src/engine/rules.ts';
import { DUEL, join, open, sleep, startServer } from './helpers.ts';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });
let colyseus: ColyseusTestServer;
let url: string;
beforeAll(async () => {
  ({ colyseus, url } = await startServer());
});
afterAll(async () => colyseus.shutdown());
afterEach(async () => colyseus.cleanup());

const lookUp = async (id: string) => {
  const r = await fetch(`${url}/tables/${encodeURIComponent(id)}`);
  return { status: r.status, body: (await r.json()) as unknown };
};

const VARIABLE = {
  mode: 'variable',
  centsPerPoint: 5,
  limitCents: 2000,
  botLevel: 'strong',
  visibility: 'invite',
  rules: { dulle: 'secondWins', piglets: true },
};

describe('GET /tables/:id', () => {
  it('names an invitation-only table by its id: host, mode, stake, house rules, seats; not joinable once full', async () => {
    const anna = await open(colyseus, DUEL, 'Anna');
    const id = anna.room.roomId;
    const first = await lookUp(id);
    expect(first.status).toBe(200);
    // Exactly the listing the room keeps, nothing more (no seat, token or card).
    expect(first.body).toEqual({
      table: { id, mode: 'duel', centsPerPoint: 10, limitCents: null, botLevel: 'beginner', rules: {}, host: 'Anna', people: 1, maxPeople: 2 },
      joinable: true,
    });
    expect(readInvitation(first.body, id)).toEqual({
      table: {
        id,
        host: 'Anna',
        mode: 'duel',
        stake: { centsPerPoint: 10, limitCents: null },
        botLevel: 'beginner',
        rules: DDV_RULES,
        people: 1,
        maxPeople: 2,
      },
      joinable: true,
    });
    await join(colyseus, id, 'Ben');
    // The matchmaker's record follows the room (the lock and the listing are two updates): wait until it has both.
    let later = await lookUp(id);
    const settled = (b: unknown) => !(b as { joinable: boolean }).joinable && (b as { table: { people: number } }).table.people === 2;
    for (let i = 0; i < 100 && !settled(later.body); i++) later = (await sleep(20), await lookUp(id));
    expect(later.body).toMatchObject({ table: { people: 2 }, joinable: false });
  });

  it('a variable stake shows its limit and house rules as the page reads them', async () => {
    const host = await open(colyseus, VARIABLE, 'Clara');
    const { status, body } = await lookUp(host.room.roomId);
    expect(status).toBe(200);
    const seen = readInvitation(body, host.room.roomId);
    expect(seen?.table).toMatchObject({
      host: 'Clara',
      mode: 'variable',
      stake: { centsPerPoint: 5, limitCents: 2000 },
      botLevel: 'strong',
      people: 1,
      maxPeople: 4,
    });
    expect(seen?.table.rules).toEqual({ ...DDV_RULES, dulle: 'secondWins', piglets: true });
  });

  it('404 with a clear code for an id no table has: never opened, malformed, or closed', async () => {
    for (const id of ['A'.repeat(22), 'not an id', 'x'.repeat(300)]) expect(await lookUp(id)).toEqual({ status: 404, body: { code: 'tableNotFound' } });
    const anna = await open(colyseus, DUEL, 'Anna');
    const id = anna.room.roomId;
    await anna.room.leave(true);
    let gone = await lookUp(id);
    for (let i = 0; i < 50 && gone.status !== 404; i++) gone = (await sleep(20), await lookUp(id));
    expect(gone).toEqual({ status: 404, body: { code: 'tableNotFound' } });
  });
});

describe('the page reads a listing only when every field is what the server sends', () => {
  const id = 'b'.repeat(22);
  const good = {
    id,
    mode: 'variable',
    centsPerPoint: 5,
    limitCents: 2000,
    botLevel: 'strong',
    rules: { piglets: true },
    host: 'Clara',
    people: 1,
    maxPeople: 4,
  };

  it('accepts the good one and rejects each damaged field', () => {
    expect(readListedTable(good)).toMatchObject({ host: 'Clara', stake: { centsPerPoint: 5, limitCents: 2000 } });
    const damaged: Record<string, unknown>[] = [
      { id: 'short' },
      { host: '' },
      { host: 'Eve\u202e' }, // a direction override would turn the page's text round
      { host: ' Clara ' }, // not as the server keeps names
      { host: 'x'.repeat(25) },
      { mode: 'poker' },
      { centsPerPoint: 0 },
      { centsPerPoint: 1.5 },
      { limitCents: null }, // the variable stake has a limit
      { limitCents: 10 ** 9 },
      { botLevel: 'grandmaster' },
      { rules: { dulle: 'always' } },
      { rules: { cheat: true } },
      { people: 5 },
      { people: -1 },
      { maxPeople: 2 },
    ];
    for (const change of damaged) expect(readListedTable({ ...good, ...change }), JSON.stringify(change)).toBeNull();
    // A duel has no limit and no poverty.
    const duel = { ...good, mode: 'duel', limitCents: null, rules: {}, maxPeople: 2 };
    expect(readListedTable(duel)).not.toBeNull();
    expect(readListedTable({ ...duel, limitCents: 1000 })).toBeNull();
    expect(readListedTable({ ...duel, rules: { poverty: true } })).toBeNull();
  });

  it('an invitation must name the asked table and say whether it takes a person; a list leaves out what it cannot read', () => {
    expect(readInvitation({ table: good, joinable: false }, id)).toMatchObject({ joinable: false });
    expect(readInvitation({ table: good, joinable: false }, 'c'.repeat(22))).toBeNull();
    expect(readInvitation({ table: good }, id)).toBeNull();
    expect(readInvitation({ table: { ...good, people: 9 }, joinable: true }, id)).toBeNull();
    expect(readInvitation([good], id)).toBeNull();
    expect(readTableList({ tables: [good, { ...good, id: 'bad' }] })?.map((t) => t.id)).toEqual([id]);
    expect(readTableList({ tables: 'none' })).toBeNull();
  });
});
