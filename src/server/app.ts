/**
 * The table server's parts, shared by the entry point (main.ts), the tests and the bench:
 * the room, the HTTP route that lists open tables, the transport's limits and the guard in
 * front of the HTTP routes.
 */
import type { Server } from 'node:http';
import { createEndpoint, createRouter, defineRoom, matchMaker } from '@colyseus/core';
import { WebSocketTransport } from '@colyseus/ws-transport';
import { guardHttp } from './httpGuard.ts';
import { publicListing, ROOM_NAME, type OpenTable, type TableMetadata } from '../protocol/protocol.ts';
import { TableRoom } from './room.ts';
import { tableById } from './invitation.ts';

/** Frames above this close the connection (the ws library's limit); smaller oversized messages get a refusal. */
export const MAX_FRAME_BYTES = 64 * 1024;
/** The list of open tables shows at most this many, newest first. */
export const LIST_MAX = 50;

export const rooms = { [ROOM_NAME]: defineRoom(TableRoom) };

/** GET /tables: tables opened for guests that still have a free seat and whose host is at the table. */
const listTables = createEndpoint('/tables', { method: 'GET' }, async () => {
  const found = await matchMaker.query({ name: ROOM_NAME, private: false, locked: false, hostConnected: true }, { createdAt: -1 });
  const tables: OpenTable[] = found.slice(0, LIST_MAX).map((r) => ({ id: r.roomId, ...publicListing(r.metadata as TableMetadata) }));
  return Response.json({ tables });
});

export const routes = createRouter({ listTables, tableById });

export const transportOptions = { maxPayload: MAX_FRAME_BYTES };
export const createTransport = () => new WebSocketTransport(transportOptions);

/**
 * The guard in front of the routes (httpGuard.ts), with the per-address counts of the rooms.
 * Call it once Colyseus has bound its routes to `server` (after listen).
 */
export function protect(server: Server, trustProxy = false): void {
  guardHttp(server, { limits: () => TableRoom.addresses, trustProxy });
}
