import type { ColyseusTestServer } from '@colyseus/testing';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { isCardId, type CardId } from '../../src/engine/cards.ts';
import type { DealState } from '../../src/engine/deal.ts';
import type { Seat } from '../../src/engine/parties.ts';
import { viewFor } from '../../src/engine/view.ts';
import { toWireView, type DealOver, type PrivateUpdate, type Refusal } from '../../src/protocol/protocol.ts';
import { DEFAULT_CONFIG, TableRoom } from '../../src/server/room.ts';
import { DUEL, FULL_SPEED, join, MANY_PEOPLE, next, open, play, FOUR_ROUNDS, sleep, startServer, until, type Person } from './helpers.ts';

// Whole sessions over real sockets: generous limits for a busy machine.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 60_000 });
let colyseus: ColyseusTestServer;
beforeAll(async () => {
  ({ colyseus } = await startServer());
});
afterAll(async () => colyseus.shutdown());
afterEach(async () => {
  TableRoom.config = { ...DEFAULT_CONFIG, botDelayMs: 0, rate: FULL_SPEED, ...MANY_PEOPLE };
  await colyseus.cleanup();
});

/** Every card id anywhere in a value (strings inside JSON strings included). */
function cardsIn(x: unknown, out = new Set<string>()): Set<string> {
  if (typeof x === 'string') {
    if (isCardId(x)) out.add(x);
    else if (x.startsWith('{') || x.startsWith('[')) {
      try {
        cardsIn(JSON.parse(x), out);
      } catch {
        /* not JSON */
      }
    }
  } else if (Array.isArray(x)) for (const y of x) cardsIn(y, out);
  else if (x && typeof x === 'object') for (const y of Object.values(x)) cardsIn(y, out);
  return out;
}

const played = (s: DealState): CardId[] => [...s.tricks, ...(s.current ? [s.current] : [])].flatMap((t) => t.cards);

/** Record the server's deal at every change, to know what each message was allowed to show. */
function recordDeals(room: TableRoom): Map<number, DealState> {
  const snaps = new Map<number, DealState>();
  const t = room.table;
  const seatUpdate = t.seatUpdate.bind(t);
  t.seatUpdate = (seat: Seat) => {
    if (t.deal) snaps.set(t.seq, t.deal);
    return seatUpdate(seat);
  };
  return snaps;
}

/** Fail if any message or state this person received shows a card hidden from him at the time. */
function checkNoHiddenCards(p: Person, seat: Seat, snaps: Map<number, DealState>): number {
  let checked = 0;
  let deal: DealState | null = null;
  let updates = 0;
  for (const m of p.messages) {
    if (m.type === 'deal' || m.type === 'step') {
      // The update as the person holds it (a step put onto the one before), and the frame itself.
      const u: PrivateUpdate = p.updates[updates++];
      const s = snaps.get(u.seq)!;
      expect(s, `server state for seq ${u.seq}`).toBeDefined();
      deal = s;
      const mine = viewFor(s, seat);
      expect(Object.keys(u).sort()).toEqual(['calls', 'deal', 'legal', 'seq', 'view']);
      expect(Object.keys(u.view).sort()).toEqual(
        Object.keys(mine)
          .filter((k) => k !== 'rules')
          .sort(),
      );
      expect([...u.view.hand].sort()).toEqual([...s.hands[seat]].sort());
      expect(u.view, `seat ${seat}'s view at ${u.seq}, steps put together`).toEqual(toWireView(mine));
      const allowed = new Set<string>([...s.dealt[seat], ...s.hands[seat], ...played(s), ...mine.exchangeSeen]);
      const hidden = new Set<string>(
        [0, 1, 2, 3]
          .filter((x) => x !== seat)
          .flatMap((x) => s.hands[x])
          .filter((c) => !allowed.has(c)),
      );
      for (const c of cardsIn([u, m.payload])) expect(hidden.has(c), `${c} of another hand in a message to seat ${seat}`).toBe(false);
      checked++;
    } else if (m.type === 'dealOver') {
      const o = (m.payload as DealOver).outcome;
      // A finished deal has shown every card; otherwise only the tricks played are public.
      if (o.kind !== 'finished' && deal) {
        const allowed = new Set<string>([...deal.dealt[seat], ...deal.tricks.flatMap((t) => t.cards)]);
        for (const c of cardsIn(o)) expect(allowed.has(c), `${c} in the end of an unfinished deal`).toBe(true);
      }
    } else if (m.type === 'refused' && deal) {
      const allowed = new Set<string>([...deal.dealt[seat], ...played(deal)]);
      for (const c of cardsIn(m.payload)) expect(allowed.has(c)).toBe(true);
    }
  }
  // The public state never holds a card at all.
  for (const st of p.states) expect([...cardsIn(st)]).toEqual([]);
  return checked;
}

describe('no hidden card ever leaves the server', () => {
  it('duel: every message and state patch to each person shows only his own hand and played cards', async () => {
    const anna = await open(colyseus, DUEL, 'Anna');
    const snaps = recordDeals(colyseus.getRoomById(anna.room.roomId) as TableRoom);
    const ben = await join(colyseus, anna.room.roomId, 'Ben');
    // Deals until each person has had a fair number of updates: a duel marriage abandoned after three tricks is short.
    const enough = () => anna.updates.length > 12 && ben.updates.length > 12;
    for (let deal = 1; ; deal++) {
      await play([anna, ben], () => anna.overs.length >= deal && ben.overs.length >= deal);
      if (enough()) break;
      next([anna, ben]);
      await until(() => anna.latest!.deal === deal + 1 && ben.latest!.deal === deal + 1, 'the next deal');
    }
    expect(checkNoHiddenCards(anna, 0, snaps)).toBeGreaterThan(10);
    expect(checkNoHiddenCards(ben, 2, snaps)).toBeGreaterThan(10);
  });

  it('four people with poverty allowed, over several deals', async () => {
    const table = { ...FOUR_ROUNDS, rules: { poverty: true } };
    const anna = await open(colyseus, table, 'Anna');
    const snaps = recordDeals(colyseus.getRoomById(anna.room.roomId) as TableRoom);
    const people = [
      anna,
      await join(colyseus, anna.room.roomId, 'Ben'),
      await join(colyseus, anna.room.roomId, 'Clara'),
      await join(colyseus, anna.room.roomId, 'David'),
    ];
    for (let deal = 1; deal <= 3; deal++) {
      await play(people, () => people.every((p) => p.overs.length >= deal));
      for (const p of people) p.room.send('next');
      if (deal < 3) await until(() => people.every((p) => p.latest!.deal === deal + 1), 'the next deal');
    }
    people.forEach((p, seat) => expect(checkNoHiddenCards(p, seat as Seat, snaps)).toBeGreaterThan(10));
  });
});

describe('bad messages are refused with a reason and the table goes on', () => {
  async function duelStarted(): Promise<[Person, Person]> {
    const anna = await open(colyseus, DUEL, 'Anna');
    const ben = await join(colyseus, anna.room.roomId, 'Ben');
    await until(() => anna.updates.length > 0 && ben.updates.length > 0, 'the first deal');
    return [anna, ben];
  }

  async function refusal(p: Person, send: () => void): Promise<Refusal> {
    const n = p.refusals.length;
    send();
    await until(() => p.refusals.length > n, 'a refusal');
    return p.refusals[n];
  }

  it('malformed, oversized, unknown, for another seat, out of turn and twice', async () => {
    const [anna, ben] = await duelStarted();
    // Get through the reservation round to the first card.
    await play([anna, ben], () => anna.latest!.view.phase === 'playing' && ben.latest!.view.phase === 'playing');
    const mover = anna.latest!.view.toMove === 0 ? anna : ben;
    await until(() => mover.required.length > 0, 'a person to move');
    const waiting = mover === anna ? ben : anna;
    const card = mover.latest!.view.hand[0];

    expect(await refusal(mover, () => mover.room.send('act', {}))).toEqual({ code: 'malformed', about: 'act' });
    expect(await refusal(mover, () => mover.room.send('act', 'play CQ'))).toEqual({ code: 'malformed', about: 'act' });
    expect(await refusal(mover, () => mover.act({ type: 'play', card: 'ZZ' }))).toEqual({ code: 'malformed', about: 'act' });
    expect(await refusal(mover, () => mover.act({ type: 'play', card, constructor: 1 }))).toEqual({ code: 'malformed', about: 'act' });
    expect(await refusal(mover, () => mover.act({ type: 'teleport' }))).toEqual({ code: 'malformed', about: 'act' });
    expect(await refusal(mover, () => mover.act({ type: 'play', card }, { note: 'x'.repeat(2000) }))).toEqual({ code: 'tooLarge', about: 'act' });
    expect(await refusal(mover, () => mover.act({ type: 'play', card }, { seat: (mover.seat + 1) % 4 }))).toEqual({ code: 'notYourSeat', about: 'act' });
    expect(await refusal(mover, () => mover.room.send('cheat', { hands: true }))).toEqual({ code: 'unknownMessage', about: 'cheat' });
    expect(await refusal(mover, () => mover.room.send(7 as never, {}))).toEqual({ code: 'unknownMessage', about: '7' });
    expect(await refusal(mover, () => mover.room.send('start', { now: true }))).toEqual({ code: 'malformed', about: 'start' });

    const outOfTurn = await refusal(waiting, () => waiting.act({ type: 'play', card: waiting.latest!.view.hand[0] }));
    expect(outOfTurn.code).toBe('illegal');
    expect(outOfTurn.error).toMatchObject({ code: 'notYourTurn' });

    // The same card twice (a double click): the first is played, the second refused.
    const legalCard = mover.required.find((a) => a.type === 'play')!;
    const before = mover.refusals.length;
    mover.act({ type: 'play', card: (legalCard as { card: CardId }).card });
    mover.act({ type: 'play', card: (legalCard as { card: CardId }).card });
    await until(() => mover.refusals.length > before, 'the second play refused');
    expect(mover.refusals[before].code).toBe('illegal');
    expect(mover.latest!.view.tricks.length + (mover.latest!.view.current?.cards.length ?? 0)).toBeGreaterThan(0);

    // After all that, the deal is played to its end as usual.
    await play([anna, ben], () => anna.overs.length > 0 && ben.overs.length > 0);
    expect(anna.overs[0]).toEqual(ben.overs[0]);
  });

  it('an announcement made twice is refused the second time', async () => {
    const [anna, ben] = await duelStarted();
    const canCall = () => [anna, ben].some((p) => p.latest!.legal.some((a) => a.type === 'announce'));
    // A deal may end before any call is open to either person (a duel marriage the other person
    // clarifies is abandoned after trick 3; hands thrown in): then the next deal.
    for (let deal = 1; ; deal++) {
      await play([anna, ben], () => canCall() || (anna.overs.length >= deal && ben.overs.length >= deal));
      if (canCall()) break;
      if (deal >= 6) throw new Error('no call was open to either person in six deals');
      next([anna, ben]);
      await until(() => anna.latest!.deal === deal + 1 && ben.latest!.deal === deal + 1, 'the next deal');
    }
    const p = [anna, ben].find((x) => x.latest!.legal.some((a) => a.type === 'announce'))!;
    const call = p.latest!.legal.find((a) => a.type === 'announce')!;
    if (call.type !== 'announce') throw new Error('no call');
    p.act({ type: 'announce', call: call.call });
    const r = await refusal(p, () => p.act({ type: 'announce', call: call.call }));
    expect(r.code).toBe('illegal');
    expect(r.error?.code).toBe('illegalAnnouncement');
    // A computer player may call too once the deal goes on, so look for this person's call.
    const other = p === anna ? ben : anna;
    await until(
      () => other.latest!.view.announcements.filter((a) => a.seat === p.seat && a.call === call.call).length === 1,
      'the call seen by the other person',
    );
  });

  it('a client sending too fast is refused (rate limit) and stays at the table', async () => {
    TableRoom.config = { ...TableRoom.config, rate: { burst: 5, perSecond: 2 } };
    const [anna, ben] = await duelStarted();
    for (let i = 0; i < 12; i++) anna.room.send('next');
    await until(() => anna.refusals.filter((r) => r.code === 'rateLimited').length >= 5, 'rate limit refusals');
    // The burst is heard (and answered: no deal to finish), then the rest is refused for speed.
    const heard = anna.refusals.filter((r) => r.code === 'notBetweenDeals').length;
    expect(heard).toBeGreaterThan(0);
    expect(heard).toBeLessThanOrEqual(5);
    expect(anna.refusals.slice(0, heard).every((r) => r.code === 'notBetweenDeals')).toBe(true);
    expect(anna.refusals.slice(heard).every((r) => r.code === 'rateLimited')).toBe(true);
    await sleep(1100); // the bucket refills: the same client is heard again
    const mover = [anna, ben].find((p) => p.required.length > 0)!;
    const seq = mover.latest!.seq;
    const refused = mover.refusals.length;
    const { seat: _own, ...action } = mover.required[0];
    mover.act(action);
    await until(() => mover.latest!.seq > seq, 'the action taken');
    expect(mover.refusals.length).toBe(refused);
  });

  it("a client flooding past Colyseus' own limit per second is disconnected (the backstop behind the bucket)", async () => {
    TableRoom.config = { ...TableRoom.config, rate: { burst: 5, perSecond: 2 } };
    const [anna, ben] = await duelStarted();
    const room = colyseus.getRoomById(anna.room.roomId) as TableRoom;
    expect(room.maxMessagesPerSecond).toBe(60);
    const flooder = anna.room.sessionId;
    for (let i = 0; i < 3 * room.maxMessagesPerSecond; i++) anna.room.send('view');
    await until(() => !room.clients.some((c) => c.sessionId === flooder), 'the flooding client disconnected');
    // Heard up to the limit (each refused for speed beyond the bucket), then cut off.
    expect(anna.refusals.length).toBeLessThanOrEqual(room.maxMessagesPerSecond);
    // The table goes on for the other person: his messages are still answered.
    const refused = ben.refusals.length;
    ben.room.send('next');
    await until(() => ben.refusals.length > refused, 'an answer to the other person');
  });

  it('display names are plain text, length-limited', async () => {
    const anna = await open(colyseus, FOUR_ROUNDS, '<b onclick=x>Anna</b>');
    await until(() => anna.state.seats?.[0]?.name !== undefined && anna.state.seats[0].name !== '', 'the name');
    expect(anna.state.seats[0].name).toBe('<b onclick=x>Anna</b>'); // kept as text; the page renders it as text
    await expect(join(colyseus, anna.room.roomId, 'y'.repeat(25))).rejects.toMatchObject({ code: 422 });
  });
});

describe('a seat survives a dropped connection', () => {
  it('reconnecting with the token gives back the same seat and hand; the other person sees the drop', async () => {
    const anna = await open(colyseus, DUEL, 'Anna');
    const ben = await join(colyseus, anna.room.roomId, 'Ben');
    await until(() => ben.updates.length > 0 && anna.state.seats[2].kind === 'person', 'the first deal');
    const hand = [...ben.latest!.view.hand];
    const token = ben.room.reconnectionToken;
    await ben.room.leave(false);
    await until(() => anna.state.seats[2].connected === false, 'the drop seen by Anna');
    expect(anna.state.seats[2]).toMatchObject({ kind: 'person', name: 'Ben' });
    const seen = ben.updates.length;
    ben.listen(await colyseus.sdk.reconnect(token));
    await until(() => ben.updates.length > seen, 'the view after reconnecting');
    expect(ben.seat).toBe(2);
    expect([...ben.latest!.view.hand].sort()).toEqual(hand.sort());
    await until(() => anna.state.seats[2].connected === true, 'the return seen by Anna');
    await play([anna, ben], () => anna.overs.length > 0 && ben.overs.length > 0);
  });

  it('a person who does not come back in time is replaced by a computer, and the others play on', async () => {
    TableRoom.config = { ...TableRoom.config, reconnectSeconds: 1 };
    const anna = await open(colyseus, DUEL, 'Anna');
    const ben = await join(colyseus, anna.room.roomId, 'Ben');
    await until(() => ben.updates.length > 0, 'the first deal');
    await ben.room.leave(false);
    await until(() => anna.state.seats[2].kind === 'computer', 'a computer in Ben’s seat', 5000);
    expect(anna.state.seats[2]).toMatchObject({ kind: 'computer', name: 'Ben', replaced: true });
    await play([anna], () => anna.overs.length > 0);
    expect(['finished', 'abandoned', 'redeal']).toContain(anna.overs[0].outcome.kind);
  });
});
