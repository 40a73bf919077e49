import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import { DDV_RULES } from '../../src/engine/rules.ts';
import {
  friendsMachine,
  type FriendsInput,
  type InvitationFailure,
  type ListedTable,
  type SeatCommand,
  type SeatEvent,
  type SeatHandle,
  type TableInvitation,
} from '../../src/machines/friends.ts';
import type { JoinFailure, PrivateUpdate, TableSettings } from '../../src/protocol/protocol.ts';
import type { Result } from '../../src/engine/result.ts';
import type { PublicTable } from '../../src/protocol/received.ts';

const SETTINGS: TableSettings = { mode: 'duel', stake: { centsPerPoint: 10, limitCents: null }, botLevel: 'beginner', visibility: 'invite', rules: DDV_RULES };
const LISTED: ListedTable = {
  id: 'a'.repeat(22),
  host: 'Anna',
  mode: 'fourRounds',
  stake: { centsPerPoint: 5, limitCents: null },
  botLevel: 'beginner',
  rules: DDV_RULES,
  people: 1,
  maxPeople: 4,
};
const seatOk = (roomId: string): Result<SeatHandle, JoinFailure> => ({ ok: true, value: { roomId } });

interface Fakes {
  answers?: boolean[];
  open?: Result<SeatHandle, JoinFailure>;
  join?: Result<SeatHandle, JoinFailure>;
  back?: Result<SeatHandle, JoinFailure>;
  /** What each look at an invitation's table finds, in turn (then the last again). */
  lookUps?: Result<TableInvitation, InvitationFailure>[];
}

/** The machine with in-process actors; `commands` collects what the seat actor was asked, `room` lets the test speak for the room. */
function run(input: FriendsInput, fakes: Fakes = {}) {
  const answers = [...(fakes.answers ?? [true])];
  const lookUps = [...(fakes.lookUps ?? [{ ok: true, value: { table: LISTED, joinable: true } }])];
  const commands: SeatCommand[] = [];
  const room: { say?: (e: SeatEvent) => void } = {};
  const machine = friendsMachine.provide({
    actors: {
      checkServer: fromPromise(async () => answers.shift() ?? true),
      listTables: fromPromise(async () => [LISTED] as readonly ListedTable[] | null),
      lookUpTable: fromPromise(async () => (lookUps.length > 1 ? lookUps.shift()! : lookUps[0])),
      openTable: fromPromise(async () => fakes.open ?? seatOk('b'.repeat(22))),
      joinTable: fromPromise(async () => fakes.join ?? seatOk('c'.repeat(22))),
      returnToSeat: fromPromise(async () => fakes.back ?? seatOk('d'.repeat(22))),
      seat: fromCallback<SeatCommand, { seat: SeatHandle }>(({ sendBack, receive }) => {
        room.say = (e) => sendBack(e);
        receive((c) => {
          commands.push(c);
          if (c.type === 'leave') sendBack({ type: 'room.left' });
        });
      }),
    },
  });
  const actor = createActor(machine, { input }).start();
  return { actor, commands, room };
}

const input = (over: Partial<FriendsInput> = {}): FriendsInput => ({ url: 'ws://localhost:2567', tableId: null, canReturn: false, ...over });
const update = (seq: number) => ({ seq, deal: 1, view: {}, legal: [] }) as unknown as PrivateUpdate;

describe('the friends machine', () => {
  it('says when no server answers, and finds it again at a new address', async () => {
    const { actor } = run(input(), { answers: [false, true] });
    await waitFor(actor, (s) => s.matches('offline'));
    actor.send({ type: 'SET_URL', url: 'ws://example.org:2567' });
    await waitFor(actor, (s) => s.matches({ online: { home: 'shown' } }));
    expect(actor.getSnapshot().context.url).toBe('ws://example.org:2567');
    expect(actor.getSnapshot().context.tables).toEqual([LISTED]);
  });

  it('opens a table and sits down; the room’s messages land in the context', async () => {
    const { actor, room, commands } = run(input());
    await waitFor(actor, (s) => s.matches({ online: 'home' }));
    actor.send({ type: 'OPEN', name: 'Anna', settings: SETTINGS });
    await waitFor(actor, (s) => s.matches({ online: 'seated' }));
    expect(actor.getSnapshot().context.seat).toEqual({ roomId: 'b'.repeat(22) });
    room.say!({ type: 'room.seat', seat: 0 });
    room.say!({ type: 'room.update', update: update(5) });
    room.say!({ type: 'room.update', update: update(3) }); // an older view never replaces a newer one
    expect(actor.getSnapshot().context.mySeat).toBe(0);
    expect(actor.getSnapshot().context.update!.seq).toBe(5);
    room.say!({ type: 'room.refused', refusal: { code: 'illegal' } });
    expect(actor.getSnapshot().context.refusal).toEqual({ code: 'illegal' });
    actor.send({ type: 'ACT', action: { type: 'play', card: 'CQ' } });
    expect(actor.getSnapshot().context.refusal).toBeNull();
    actor.send({ type: 'START' });
    actor.send({ type: 'NEXT' });
    expect(commands).toEqual([{ type: 'act', action: { type: 'play', card: 'CQ' } }, { type: 'start' }, { type: 'next' }]);
    room.say!({ type: 'room.dropped' });
    expect(actor.getSnapshot().context.notice).toBe('dropped');
    room.say!({ type: 'room.back' });
    expect(actor.getSnapshot().context.notice).toBe('back');
  });

  it('a refused opening goes back home with the reason', async () => {
    const { actor } = run(input(), { open: { ok: false, error: { code: 'badOptions', field: 'centsPerPoint' } } });
    await waitFor(actor, (s) => s.matches({ online: 'home' }));
    actor.send({ type: 'OPEN', name: 'Anna', settings: SETTINGS });
    await waitFor(actor, (s) => s.matches({ online: 'home' }) && s.context.failure !== null);
    expect(actor.getSnapshot().context.failure).toEqual({ code: 'badOptions', field: 'centsPerPoint' });
  });

  it('an invitation looks the table up before asking for a name; a refused seat is said, and the table looked up again', async () => {
    const full: TableInvitation = { table: { ...LISTED, people: 4 }, joinable: false };
    const { actor } = run(input({ tableId: 'e'.repeat(22) }), {
      join: { ok: false, error: { code: 'tableFull' } },
      lookUps: [
        { ok: true, value: { table: LISTED, joinable: true } },
        { ok: true, value: full },
      ],
    });
    await waitFor(actor, (s) => s.matches({ online: { invited: 'shown' } }));
    expect(actor.getSnapshot().context.invitation).toEqual({ ok: true, value: { table: LISTED, joinable: true } });
    actor.send({ type: 'JOIN', id: 'e'.repeat(22), name: 'Ben' });
    await waitFor(actor, (s) => s.matches({ online: { invited: 'shown' } }) && s.context.failure !== null);
    expect(actor.getSnapshot().context.failure).toEqual({ code: 'tableFull' });
    expect(actor.getSnapshot().context.invitation).toEqual({ ok: true, value: full });
    // From the invitation to the page's start: the invitation is forgotten.
    actor.send({ type: 'HOME' });
    await waitFor(actor, (s) => s.matches({ online: { home: 'shown' } }));
    expect(actor.getSnapshot().context).toMatchObject({ tableId: null, invitation: null, failure: null });
  });

  it('an invitation whose table is gone, or cannot be looked up, says so', async () => {
    for (const error of ['tableGone', 'network', 'unreadable'] as const) {
      const { actor } = run(input({ tableId: 'e'.repeat(22) }), { lookUps: [{ ok: false, error }] });
      await waitFor(actor, (s) => s.matches({ online: { invited: 'shown' } }));
      expect(actor.getSnapshot().context.invitation).toEqual({ ok: false, error });
    }
  });

  it('after a reload it returns to the saved seat, or says the seat is gone', async () => {
    const back = run(input({ canReturn: true, tableId: 'd'.repeat(22) }));
    await waitFor(back.actor, (s) => s.matches({ online: 'seated' }));
    const gone = run(input({ canReturn: true }), { back: { ok: false, error: { code: 'tableGone' } } });
    await waitFor(gone.actor, (s) => s.matches({ online: 'home' }));
    expect(gone.actor.getSnapshot().context.notice).toBe('seatGone');
  });

  it('leaving asks the room to let go and goes home; a table closed by the server says so', async () => {
    const { actor, room, commands } = run(input());
    await waitFor(actor, (s) => s.matches({ online: 'home' }));
    actor.send({ type: 'JOIN', id: LISTED.id, name: 'Ben' });
    await waitFor(actor, (s) => s.matches({ online: 'seated' }));
    actor.send({ type: 'LEAVE' });
    await waitFor(actor, (s) => s.matches({ online: 'home' }));
    expect(commands.at(-1)).toEqual({ type: 'leave' });
    expect(actor.getSnapshot().context.seat).toBeNull();
    actor.send({ type: 'JOIN', id: LISTED.id, name: 'Ben' });
    await waitFor(actor, (s) => s.matches({ online: 'seated' }));
    room.say!({ type: 'room.closed' });
    await waitFor(actor, (s) => s.matches({ online: 'home' }));
    expect(actor.getSnapshot().context.notice).toBe('tableClosed');
    // The server's reason, when its close code gave one (protocol.ts CLOSE_CODES).
    actor.send({ type: 'JOIN', id: LISTED.id, name: 'Ben' });
    await waitFor(actor, (s) => s.matches({ online: 'seated' }));
    room.say!({ type: 'room.closed', reason: 'openedElsewhere' });
    await waitFor(actor, (s) => s.matches({ online: 'home' }));
    expect(actor.getSnapshot().context.notice).toBe('openedElsewhere');
    expect(actor.getSnapshot().context.ended).toBeNull(); // nothing was dealt: no accounts to keep
  });

  it('a table the server ends after deals were dealt stays at hand for its accounts, until the next seat', async () => {
    const { actor, room } = run(input());
    await waitFor(actor, (s) => s.matches({ online: 'home' }));
    actor.send({ type: 'JOIN', id: LISTED.id, name: 'Ben' });
    await waitFor(actor, (s) => s.matches({ online: 'seated' }));
    const table = { phase: 'playing', sheet: [] } as unknown as PublicTable;
    room.say!({ type: 'room.seat', seat: 2 });
    room.say!({ type: 'room.table', table });
    room.say!({ type: 'room.closed', reason: 'serverStopped' });
    await waitFor(actor, (s) => s.matches({ online: 'home' }));
    expect(actor.getSnapshot().context).toMatchObject({ notice: 'serverStopped', table: null, ended: { roomId: 'c'.repeat(22), table, mySeat: 2 } });
    actor.send({ type: 'JOIN', id: LISTED.id, name: 'Ben' });
    await waitFor(actor, (s) => s.matches({ online: 'seated' }));
    expect(actor.getSnapshot().context.ended).toBeNull();
  });

  it('a damaged invitation link is said at once', async () => {
    const { actor } = run(input({ badTableId: true }));
    await waitFor(actor, (s) => s.matches({ online: 'home' }));
    expect(actor.getSnapshot().context.notice).toBe('badTableId');
  });
});
