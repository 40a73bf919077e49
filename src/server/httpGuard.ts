/**
 * In front of Colyseus' HTTP routes and WebSocket upgrades: what every request must pass before
 * Colyseus reads it. A request body over the limit is refused with 413 before a byte of it is
 * read (and one of unknown length with 411); the client's address is worked out here once
 * (`ADDRESS_HEADER`, overwriting whatever the client sent) for the per-address limits of the
 * matchmaking (room.ts); and reconnections, over HTTP (`/matchmake/reconnect/…`) or straight
 * over a WebSocket with a token, are refused with 429 while the address has failed too often.
 *
 * Colyseus binds its router as a listener of the server's 'request' event; the guard takes the
 * listeners that are there and calls them only for requests it lets through.
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { matchMaker } from '@colyseus/core';
import type { AddressLimits } from './addressLimits.ts';

/** The header that carries the client's address, as the guard saw it, to the matchmaking (room.ts onAuth). */
export const ADDRESS_HEADER = 'x-doko-client-address';

/** Largest request body: a table's options and a name are well under 1 KB. */
export const BODY_MAX_BYTES = 4096;

export interface GuardOptions {
  /** The per-address counts (asked each time: a test may change the limits). */
  readonly limits: () => AddressLimits;
  readonly bodyMaxBytes?: number;
  /**
   * Behind a reverse proxy every connection comes from the proxy: then the client's address is
   * the last entry of X-Forwarded-For (the one the proxy added; earlier ones the client can forge).
   */
  readonly trustProxy?: boolean;
}

/** The address of the client behind a request. */
export function clientAddress(req: IncomingMessage, trustProxy: boolean): string {
  const forwarded = req.headers['x-forwarded-for'];
  if (trustProxy && typeof forwarded === 'string') {
    const last = forwarded.split(',').at(-1)?.trim();
    if (last) return last;
  }
  return req.socket.remoteAddress ?? 'unknown';
}

const isReconnect = (path: string) => path.startsWith('/matchmake/reconnect/');

/**
 * A refused request's body is read and thrown away (never kept, never parsed) for at most this
 * long and this many bytes after the answer, then the connection is cut.
 */
export const DISCARD_MS = 10_000;
export const DISCARD_MAX_BYTES = 64 * 1024 * 1024;

/**
 * A refusal as Colyseus answers its own errors (`{ code, error }`, the error a Refusal as JSON),
 * readable by a page on another host; the connection closes after it.
 *
 * The answer goes out at once, but the connection stays open while the client is still sending
 * the body it announced, which is read and dropped: closing a socket with unread data resets
 * it, and a client that sends its whole body before it reads the answer (many do) would see
 * a broken connection instead of the refusal.
 */
function refuse(req: IncomingMessage, res: ServerResponse, status: number, code: string): void {
  const body = JSON.stringify({ code: status, error: JSON.stringify({ code }) });
  const cors = { ...matchMaker.controller.DEFAULT_CORS_HEADERS, ...matchMaker.controller.getCorsHeaders(new Headers(headerPairs(req))) };
  res.writeHead(status, { ...cors, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), connection: 'close' });
  res.write(body);
  let dropped = 0;
  const cut = () => {
    clearTimeout(timer);
    res.end();
    req.socket.destroy();
  };
  const timer = setTimeout(cut, DISCARD_MS);
  req.on('data', (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > DISCARD_MAX_BYTES) cut();
  });
  req.once('end', () => {
    clearTimeout(timer);
    res.end();
  });
  req.once('error', cut);
  res.once('close', () => clearTimeout(timer));
}

const headerPairs = (req: IncomingMessage): [string, string][] =>
  Object.entries(req.headers).flatMap(([k, v]) => (v === undefined ? [] : [[k, Array.isArray(v) ? v.join(', ') : v] as [string, string]]));

function refuseUpgrade(socket: Duplex, status: number, reason: string): void {
  socket.end(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

/** Why a request's body may not be read (413: too large, 411: length unknown), or null. */
export function bodyRefusal(req: IncomingMessage, max: number): 411 | 413 | null {
  const length = req.headers['content-length'];
  if (length !== undefined) return Number(length) > max ? 413 : null;
  // A body without a length (chunked) could be of any size; a request without either has none.
  return req.headers['transfer-encoding'] !== undefined ? 411 : null;
}

/** Put the guard in front of the server's 'request' and 'upgrade' listeners (call it once the routes are bound). */
export function guardHttp(server: Server, options: GuardOptions): void {
  const limits = options.limits;
  const max = options.bodyMaxBytes ?? BODY_MAX_BYTES;
  const trustProxy = options.trustProxy ?? false;
  const onRequest = server.listeners('request') as ((req: IncomingMessage, res: ServerResponse) => void)[];
  const onUpgrade = server.listeners('upgrade') as ((req: IncomingMessage, socket: Duplex, head: Buffer) => void)[];
  server.removeAllListeners('request');
  server.removeAllListeners('upgrade');

  // A client that asks before sending its body (Expect: 100-continue) is refused before it sends a byte of it.
  server.on('checkContinue', (req: IncomingMessage, res: ServerResponse) => {
    if (bodyRefusal(req, max) === null) res.writeContinue();
    server.emit('request', req, res);
  });

  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const address = clientAddress(req, trustProxy);
    req.headers[ADDRESS_HEADER] = address;
    const tooBig = bodyRefusal(req, max);
    if (tooBig) return refuse(req, res, tooBig, tooBig === 413 ? 'tooLarge' : 'lengthRequired');
    const path = (req.url ?? '/').split('?')[0];
    if (req.method === 'POST' && isReconnect(path)) {
      if (!limits().mayReconnect(address)) return refuse(req, res, 429, 'tooManyAttempts');
      res.once('finish', () => {
        if (res.statusCode >= 400) limits().failedReconnection(address);
      });
    }
    for (const listener of onRequest) listener.call(server, req, res);
  });

  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const address = clientAddress(req, trustProxy);
    const url = new URL(req.url ?? '/', 'ws://server');
    const token = url.searchParams.get('reconnectionToken');
    const sessionId = url.searchParams.get('sessionId');
    const roomId = /\/([A-Za-z0-9_-]+)$/.exec(url.pathname)?.[1];
    if (sessionId !== null && roomId !== undefined) {
      if (token !== null && !limits().mayReconnect(address)) return refuseUpgrade(socket, 429, 'Too Many Requests');
      // A seat is entered only with its reservation (and on returning, the seat's own token): anything else is a guess.
      const room = matchMaker.getLocalRoomById(roomId);
      if (!room?.hasReservedSeat(sessionId, token ?? undefined)) {
        limits().failedReconnection(address);
        return refuseUpgrade(socket, 403, 'Forbidden');
      }
    }
    for (const listener of onUpgrade) listener.call(server, req, socket, head);
  });
}
