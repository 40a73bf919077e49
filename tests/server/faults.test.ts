/**
 * No table's fault stops the process, over real sockets: errors injected into one table's
 * message handling, its computers' timer, the bot pool's answer and a person's departure end
 * that table alone (its people see why, with the accounts so far), while the other tables play
 * on. And the two ordinary plays that used to stop the whole server: a duel's person who says
 * "Vorbehalt" and leaves, and a late "Kontra" while Kontra owes its forced announcement.
 */
import type { ColyseusTestServer } from '@colyseus/testing';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CardId } from '../../src/engine/cards.ts';
import type { Hands } from '../../src/engine/deal.ts';
import type { Seat } from '../../src/engine/parties.ts';
import { newSession } from '../../src/engine/session.ts';
import type { BotPool } from '../../src/server/botPool.ts';
import { CLOSE_CODES, type SeatlessAction } from '../../src/protocol/protocol.ts';
import { DEFAULT_CONFIG, TableRoom } from '../../src/server/room.ts';
import { hands as handsFor } from '../engine/helpers.ts';
import { DUEL, FULL_SPEED, join, MANY_PEOPLE, open, play, FOUR_ROUNDS, startServer, until, type Person } from './helpers.ts';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 60_000 });
let colyseus: ColyseusTestServer;
const TEST_CONFIG = { ...DEFAULT_CONFIG, botDelayMs: 0, rate: FULL_SPEED, ...MANY_PEOPLE };
beforeAll(async () => {
  ({ colyseus } = await startServer());
});
afterAll(async () => colyseus.shutdown());
afterEach(async () => {
  TableRoom.config = TEST_CONFIG;
  TableRoom.pool = null;
  vi.restoreAllMocks();
  await colyseus.cleanup();
});

const roomOf = (p: Person) => colyseus.getRoomById(p.room.roomId) as TableRoom;

async function duel(first = 'Anna', second = 'Ben') {
  const a = await open(colyseus, DUEL, first);
  const b = await join(colyseus, a.room.roomId, second);
  await until(() => a.updates.length > 0 && b.updates.length > 0, 'the first deal');
  return { a, b, room: roomOf(a) };
}

/** The public state says the table ended after an error. */
const failedFor = (p: Person) => p.state.phase === 'over' && p.state.end === JSON.stringify({ reason: 'failed' });

describe('a table’s error ends that table only', () => {
  it('errors injected into one table’s message, timer, bot pool answer and departure end each that table; the other tables play whole deals', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const live = await duel('Live', 'Player');
    const byMessage = await duel();
    const byTimer = await duel('Clara', 'David');
    const byPool = await duel('Emil', 'Frieda');
    const byLeaving = await duel('Gustav', 'Hanna');

    // A message: the engine's answer throws.
    byMessage.room.table.act = () => {
      throw new Error('injected into act');
    };
    byMessage.a.act(byMessage.a.required.length > 0 ? { type: 'reserve', reservation: false } : { type: 'play', card: 'CQ' });
    await until(() => failedFor(byMessage.a) && failedFor(byMessage.b), 'the failed table’s end');

    // The computers' timer: with a pause before their actions, their step throws inside it.
    TableRoom.config = { ...TEST_CONFIG, botDelayMs: 20 };
    byTimer.room.table.botStep = () => {
      throw new Error('injected into a computer step');
    };
    await play([byTimer.a, byTimer.b], () => failedFor(byTimer.a));

    // The bot pool's answer: a pool that answers at once, and a table that throws on taking it.
    TableRoom.config = { ...TEST_CONFIG, botDelayMs: 20, botThreads: 1 };
    TableRoom.pool = { decide: async () => null } as unknown as BotPool;
    const strongTable = byPool.room.table as { settings: { botLevel: string } };
    strongTable.settings.botLevel = 'strong';
    byPool.room.table.takeBotAction = () => {
      throw new Error('injected into the pool’s answer');
    };
    await play([byPool.a, byPool.b], () => failedFor(byPool.a));
    TableRoom.config = TEST_CONFIG;
    TableRoom.pool = null;

    // A departure: the computer taking the seat throws.
    byLeaving.room.table.leave = () => {
      throw new Error('injected into leaving');
    };
    await byLeaving.b.room.leave(true);
    await until(() => failedFor(byLeaving.a), 'the failed table’s end');

    // Each failure was logged once, with its table's id.
    const failures = logged.mock.calls.map((c) => String(c[0])).filter((m) => m.includes('failed'));
    for (const t of [byMessage, byTimer, byPool, byLeaving]) expect(failures.filter((m) => m.includes(t.room.roomId))).toHaveLength(1);
    expect(failures.some((m) => m.includes(live.room.roomId))).toBe(false);
    // The failed table refuses further messages with the reason, and keeps its accounts to read.
    byMessage.a.act({ type: 'play', card: 'CQ' });
    await until(() => byMessage.a.refusals.some((r) => r.code === 'tableFailed'), 'the refusal');
    expect(byMessage.a.state.sheet).toEqual(byMessage.room.state.toJSON().sheet);
    // The live table plays a whole deal, and a new table opens: the process is fine.
    await play([live.a, live.b], () => live.a.overs.length > 0 && live.b.overs.length > 0);
    const fresh = await duel('Ida', 'Jan');
    expect(fresh.a.state.phase).toBe('playing');
  });

  it('a failed table closes its people’s connections with the reason after its time', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    TableRoom.config = { ...TEST_CONFIG, failedTableSeconds: 0.2 };
    const { a, b, room } = await duel();
    room.table.seatUpdate = () => {
      throw new Error('injected into a view');
    };
    a.room.send('view');
    await until(() => a.closedWith !== null && b.closedWith !== null, 'the closed connections');
    expect([a.closedWith, b.closedWith]).toEqual([CLOSE_CODES.tableFailed, CLOSE_CODES.tableFailed]);
  });
});

/** Hands given by their place after the dealer (row 0: forehand), dealt to the seats as they sit around `dealer`. */
function aroundDealer(rows: Partial<Record<Seat, string>>, dealer: Seat): Hands {
  const h = handsFor(rows);
  return ([0, 1, 2, 3] as Seat[]).map((seat) => h[(seat - dealer + 3) % 4]) as unknown as Hands;
}

describe('ordinary plays that stopped the whole server', () => {
  it('duel: the second person says Vorbehalt without both ♣Q and leaves; the deal is dealt again and the table plays on', async () => {
    const a = await open(colyseus, DUEL, 'Anna');
    const room = roomOf(a);
    const fresh = room.dealSource;
    // Dealer East (3): South (Anna) answers first, West, North (Ben), East. Anna holds the one ♣Q of the people.
    room.table.session = newSession('open', 3);
    room.dealSource = (rules) => ({
      seed: 1,
      hands: handsFor({ 0: 'CQ C9 C9 S9 S9 H9 H9 CK CK SK SK CA', 2: 'C10 C10 S10 S10 H10 H10 D10 D10 DA DA SA SA' }, rules),
    });
    const b = await join(colyseus, a.room.roomId, 'Ben');
    await until(() => a.required.length > 0, 'Anna’s reservation');
    a.act({ type: 'reserve', reservation: false });
    await until(() => b.required.some((x) => x.type === 'reserve'), 'Ben’s reservation');
    b.act({ type: 'reserve', reservation: true });
    await until(() => b.required.some((x) => x.type === 'declare'), 'Ben’s declaration');
    room.dealSource = fresh;
    await b.room.leave(true);
    await until(() => a.overs.length > 0, 'the end of the deal');
    expect(a.overs[0].outcome).toEqual({ kind: 'redeal', reason: 'reservationUnplayable' });
    await until(() => a.state.seats[2].kind === 'computer' && a.state.phase === 'between', 'the computer in Ben’s seat');
    a.room.send('next');
    await until(() => a.latest!.deal === 2, 'the next deal');
    await play([a], () => a.overs.length > 1);
    expect(['finished', 'abandoned', 'redeal']).toContain(a.overs[1].outcome.kind);
  });

  it('Pflichtansage: a late "Kontra" while Kontra owes its forced announcement is refused; the partner’s is taken, or else the table makes it', async () => {
    for (const partnerCalls of [true, false]) {
      const table = { ...FOUR_ROUNDS, visibility: 'invite', rules: { forcedAnnouncement: true } };
      const a = await open(colyseus, table, 'Anna');
      const room = roomOf(a);
      const dealer = room.table.session.dealer;
      // Forehand (row 0) and row 1 are Re (the ♣Q); row 3 wins trick 1 for Kontra with 42 points.
      room.dealSource = () => ({ seed: 3, hands: aroundDealer({ 0: 'CQ C9 C9 S9 S9 H9 H9 CK CK SK SK CA' }, dealer) });
      const people = [a, await join(colyseus, a.room.roomId, 'Ben'), await join(colyseus, a.room.roomId, 'Clara'), await join(colyseus, a.room.roomId, 'Dora')];
      await until(() => people.every((p) => p.updates.length > 0), 'the first deal');
      const at = (row: number) => people[(dealer + 1 + row) % 4];
      await play(
        people,
        () => people.every((p) => p.latest!.view.phase === 'playing'),
        (_p, legal) => ({ type: legal[0].type, reservation: false }) as SeatlessAction,
      );
      const reSays = at(1);
      reSays.act({ type: 'announce', call: 're' });
      await until(() => at(0).latest!.view.announcements.length === 1, 'Re');
      for (const [row, card] of [
        [0, 'CA'],
        [1, 'C10'],
        [2, 'HA'],
        [3, 'D10'],
      ] as const) {
        const before = at(row).latest!.seq;
        at(row).act({ type: 'play', card: card as CardId });
        await until(() => at(row).latest!.seq > before, `row ${row}'s card`);
      }
      const winner = at(3);
      await until(() => winner.latest!.view.forced !== null, 'the forced announcement');
      expect(winner.latest!.view.forced).toEqual({ party: 'kontra', trick: 1, points: 42 });
      const lead = winner.required[0];
      winner.act({ type: 'play', card: lead.type === 'play' ? lead.card : ('CQ' as CardId) });
      await until(() => winner.latest!.view.hand.length === 10, 'the lead of trick 2');
      const refused = winner.refusals.length;
      winner.act({ type: 'announce', call: 'kontra' });
      await until(() => winner.refusals.length > refused, 'the late Kontra’s refusal');
      expect(winner.refusals.at(-1)).toMatchObject({
        code: 'illegal',
        error: { code: 'illegalAnnouncement', refusal: { code: 'lateReplyWhileForced', needed: 11, holding: 10 } },
      });
      const partner = (dealer + 3) % 4; // row 2
      if (partnerCalls) at(2).act({ type: 'announce', call: 'kontra' });
      // Otherwise nobody calls (the test people never announce): the table makes it in the partner's name before his card.
      await play(people, () => people.every((p) => p.overs.length > 0));
      const o = a.overs[0].outcome;
      expect(o.kind).toBe('finished');
      const calls = at(0).latest!.view.announcements;
      expect(calls.filter((c) => c.call === 'kontra').map((c) => c.seat)).toEqual([partner]);
      await colyseus.cleanup();
    }
  });
});
