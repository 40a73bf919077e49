/**
 * GET /tables/:id: one table's listing by its id, for the invitation page, which shows the
 * host, mode, stake, limit and house rules before a person takes a seat. Tables for friends
 * only are private and never listed by GET /tables; this route names one of them only to
 * whoever already holds its id, and the id is the table's unguessable 128-bit room id
 * (room.ts), so it tells a link holder nothing he could not learn by joining.
 *
 * Answers: 200 `Invitation`; 404 `{ code: 'tableNotFound' }` for an id no table has (never
 * existed, or closed).
 */
import { createEndpoint, matchMaker } from '@colyseus/core';
import { publicListing, ROOM_NAME, type OpenTable, type TableMetadata } from '../protocol/protocol.ts';

export interface Invitation {
  readonly table: OpenTable;
  /** False once the table takes nobody more: its session has started, or every seat for a person is taken. */
  readonly joinable: boolean;
}

/** The code of the 404 answer. */
export const TABLE_NOT_FOUND = 'tableNotFound';

export const tableById = createEndpoint('/tables/:id', { method: 'GET' }, async (ctx) => {
  const [room] = await matchMaker.query({ name: ROOM_NAME, roomId: ctx.params.id });
  if (!room) return Response.json({ code: TABLE_NOT_FOUND }, { status: 404 });
  const answer: Invitation = { table: { id: room.roomId, ...publicListing(room.metadata as TableMetadata) }, joinable: !room.locked };
  return Response.json(answer);
});
