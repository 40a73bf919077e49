/**
 * The table server's parts, shared by the entry point (main.ts), the tests and the bench:
 * the room, the HTTP route that lists open tables, and the transport's limits.
 */
import { createEndpoint, createRouter, defineRoom, matchMaker } from '@colyseus/core';
import { WebSocketTransport } from '@colyseus/ws-transport';
import { ROOM_NAME, type OpenTable, type TableListing } from './protocol.ts';
import { TableRoom } from './room.ts';
import { tableById } from './invitation.ts';

/** Frames above this close the connection (the ws library's limit); smaller oversized messages get a refusal. */
export const MAX_FRAME_BYTES = 64 * 1024;
/** The list of open tables shows at most this many, newest first. */
export const LIST_MAX = 50;

export const rooms = { [ROOM_NAME]: defineRoom(TableRoom) };

/** GET /tables: tables opened for guests that still have a free seat. */
const listTables = createEndpoint('/tables', { method: 'GET' }, async () => {
  const found = await matchMaker.query({ name: ROOM_NAME, private: false, locked: false }, { createdAt: -1 });
  const tables: OpenTable[] = found.slice(0, LIST_MAX).map((r) => ({ id: r.roomId, ...(r.metadata as TableListing) }));
  return Response.json({ tables });
});

export const routes = createRouter({ listTables, tableById });

export const transportOptions = { maxPayload: MAX_FRAME_BYTES };
export const createTransport = () => new WebSocketTransport(transportOptions);
