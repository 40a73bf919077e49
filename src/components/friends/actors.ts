/**
 * The friends machine's actors over the real network (connection.ts): the server check, the
 * list, an invitation's table, opening, joining, returning, and the seat: the room's state and
 * messages in (checked by received.ts), the person's requests out.
 */
import type { Room } from '@colyseus/sdk';
import { fromCallback, fromPromise } from 'xstate';
import type { Result } from '../../engine/result.ts';
import type { InvitationFailure, ListedTable, SeatCommand, SeatEvent, SeatHandle, TableInvitation } from '../../machines/friends.ts';
import { closeReason, type JoinFailure, type PrivateUpdate, type TableSettings } from '../../protocol/protocol.ts';
import { readDealOver, readPublicTable, readRefusal, readSeatMessage, readStep, readUpdate } from '../../protocol/received.ts';
import {
  forgetSeat,
  joinTable,
  listOpenTables,
  lookUpTable,
  openTable,
  rememberSeat,
  returnToSeat,
  savedSeat,
  serverAnswers,
  type Seated,
} from './connection.ts';

/** A seat handle that carries its room (the machine sees only `roomId`). */
interface RoomSeat extends SeatHandle {
  readonly room: Room;
  readonly url: string;
}

const handle = (r: Result<Seated, JoinFailure>): Result<SeatHandle, JoinFailure> =>
  r.ok ? { ok: true, value: { roomId: r.value.room.roomId, room: r.value.room, url: r.value.url } as RoomSeat } : r;

export const networkActors = {
  checkServer: fromPromise<boolean, { url: string }>(({ input }) => serverAnswers(input.url)),
  listTables: fromPromise<readonly ListedTable[] | null, { url: string }>(({ input }) => listOpenTables(input.url)),
  lookUpTable: fromPromise<Result<TableInvitation, InvitationFailure>, { url: string; id: string }>(({ input }) => lookUpTable(input.url, input.id)),
  openTable: fromPromise<Result<SeatHandle, JoinFailure>, { url: string; name: string; settings: TableSettings }>(async ({ input }) =>
    handle(await openTable(input.url, input.name, input.settings)),
  ),
  joinTable: fromPromise<Result<SeatHandle, JoinFailure>, { url: string; id: string; name: string }>(async ({ input }) =>
    handle(await joinTable(input.url, input.id, input.name)),
  ),
  returnToSeat: fromPromise<Result<SeatHandle, JoinFailure>, { tableId: string | null }>(async ({ input }) => {
    const saved = savedSeat(input.tableId);
    return saved ? handle(await returnToSeat(saved)) : { ok: false, error: { code: 'tableGone' } };
  }),
  seat: fromCallback<SeatCommand, { seat: SeatHandle }>(({ input, sendBack: send, receive }) => {
    const sendBack = (e: SeatEvent) => send(e);
    const { room, url } = input.seat as RoomSeat;
    let gone = false;
    const table = (state: unknown) => {
      const t = readPublicTable(JSON.parse(JSON.stringify(state)));
      sendBack(t ? { type: 'room.table', table: t } : { type: 'room.unreadable' });
    };
    room.onStateChange(table);
    // The full state may have come before this listener; before it has, the state is still empty.
    const early = room.state ? readPublicTable(JSON.parse(JSON.stringify(room.state))) : null;
    if (early) sendBack({ type: 'room.table', table: early });
    room.onMessage('seat', (x: unknown) => {
      const seat = readSeatMessage(x);
      sendBack(seat === null ? { type: 'room.unreadable' } : { type: 'room.seat', seat });
    });
    // The update this person holds: each 'step' goes onto it (updateStep.ts).
    let held: PrivateUpdate | null = null;
    room.onMessage('deal', (x: unknown) => {
      held = readUpdate(x);
      sendBack(held ? { type: 'room.update', update: held } : { type: 'room.unreadable' });
    });
    room.onMessage('step', (x: unknown) => {
      const u = readStep(held, x);
      if (u === 'resend') return room.send('view'); // not onto the held update (the whole one came before this listener): ask for it
      held = u ?? held;
      sendBack(u ? { type: 'room.update', update: u } : { type: 'room.unreadable' });
    });
    room.onMessage('dealOver', (x: unknown) => {
      const o = readDealOver(x);
      sendBack(o ? { type: 'room.over', over: o } : { type: 'room.unreadable' });
    });
    room.onMessage('refused', (x: unknown) => {
      const r = readRefusal(x);
      if (r) sendBack({ type: 'room.refused', refusal: r });
    });
    room.onDrop(() => sendBack({ type: 'room.dropped' }));
    room.onReconnect(() => {
      rememberSeat(url, room); // a reconnection brings a new token
      sendBack({ type: 'room.back' });
    });
    room.onLeave((code: number) => {
      if (gone) return;
      forgetSeat();
      sendBack({ type: 'room.closed', reason: closeReason(code) });
    });
    // Messages sent while joining can arrive before these listeners: ask for the view now.
    room.send('view');
    receive((c) => {
      if (c.type === 'act') room.send('act', { action: c.action });
      else if (c.type === 'start' || c.type === 'next') room.send(c.type);
      else {
        gone = true;
        forgetSeat();
        void room.leave(true);
        sendBack({ type: 'room.left' });
      }
    });
    return () => room.removeAllListeners();
  }),
};
