/**
 * The page's side of the table server: its address (build-time default, changeable and kept
 * in localStorage), whether it answers, the list of open tables, opening, joining and
 * returning to a seat (the reconnection token lives in sessionStorage, so a reload keeps the
 * seat). Everything the server says is checked before the page uses it.
 */
import type { Room } from '@colyseus/sdk';
import { err, ok, type Result } from '../../engine/result.ts';
import type { InvitationFailure, ListedTable, TableInvitation } from '../../machines/friends.ts';
import { DEFAULT_PORT, ROOM_NAME, tableOptions, type JoinFailure, type Refusal, type TableSettings } from '../../protocol/protocol.ts';
import { readInvitation, readTableList, TABLE_ID } from './listing.ts';

export const SERVER_KEY = 'doko:friends:server:v1';
export const SEAT_KEY = 'doko:friends:seat:v1';
/** The HTTP statuses the server refuses a join with (room.ts REFUSAL_ERROR, LIMIT_ERROR; httpGuard.ts 411 and 413), a Refusal as JSON in the message. */
const REFUSAL_STATUS = [422, 429, 413, 411];

/** The default server: the build's PUBLIC_DOKO_SERVER_URL, else port 2567 on this page's host. */
export function defaultServerUrl(): string {
  const configured = import.meta.env.PUBLIC_DOKO_SERVER_URL as string | undefined;
  if (configured) return configured;
  const secure = location.protocol === 'https:';
  return `${secure ? 'wss' : 'ws'}://${location.hostname}:${DEFAULT_PORT}`;
}

/** A server address typed by a person: ws(s):// or http(s):// with a host; normalised to ws(s)://. */
export function parseServerUrl(text: string): Result<string, 'badUrl'> {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return err('badUrl');
  }
  const scheme = { 'ws:': 'ws:', 'wss:': 'wss:', 'http:': 'ws:', 'https:': 'wss:' }[url.protocol];
  if (!scheme || !url.hostname || url.username || url.password || url.search || url.hash) return err('badUrl');
  return ok(`${scheme}//${url.host}${url.pathname.replace(/\/+$/, '')}`);
}

const httpBase = (wsUrl: string) => wsUrl.replace(/^ws/, 'http');

export function loadServerUrl(): string {
  try {
    const saved = localStorage.getItem(SERVER_KEY);
    const parsed = saved === null ? null : parseServerUrl(saved);
    if (parsed?.ok) return parsed.value;
    if (saved !== null) localStorage.removeItem(SERVER_KEY);
  } catch {
    /* storage unavailable: the default */
  }
  return defaultServerUrl();
}

export function saveServerUrl(url: string | null): void {
  try {
    if (url === null) localStorage.removeItem(SERVER_KEY);
    else localStorage.setItem(SERVER_KEY, url);
  } catch {
    /* storage unavailable: kept for this visit only */
  }
}

/** Whether the table server answers (its health check) within `ms`. */
export async function serverAnswers(url: string, ms = 4000): Promise<boolean> {
  try {
    const r = await fetch(`${httpBase(url)}/__healthcheck`, { signal: AbortSignal.timeout(ms), cache: 'no-store' });
    return r.ok;
  } catch {
    return false;
  }
}

const isObj = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

/** The tables open for guests, or null when the list cannot be had. */
export async function listOpenTables(url: string): Promise<ListedTable[] | null> {
  try {
    const r = await fetch(`${httpBase(url)}/tables`, { signal: AbortSignal.timeout(5000), cache: 'no-store' });
    return r.ok ? readTableList(await r.json()) : null;
  } catch {
    return null;
  }
}

/** The table an invitation link names, as its server lists it: before anyone takes a seat there. */
export async function lookUpTable(url: string, id: string): Promise<Result<TableInvitation, InvitationFailure>> {
  let r: Response;
  try {
    r = await fetch(`${httpBase(url)}/tables/${encodeURIComponent(id)}`, { signal: AbortSignal.timeout(5000), cache: 'no-store' });
  } catch {
    return err('network');
  }
  if (r.status === 404) return err('tableGone');
  try {
    const invitation = r.ok ? readInvitation(await r.json(), id) : null;
    return invitation ? ok(invitation) : err('unreadable');
  } catch {
    return err('unreadable'); // not JSON
  }
}

function failure(e: unknown): JoinFailure {
  const { code, message } = (isObj(e) ? e : {}) as { code?: unknown; message?: unknown };
  const text = typeof message === 'string' ? message : '';
  if (typeof code === 'number' && REFUSAL_STATUS.includes(code)) {
    try {
      const r: unknown = JSON.parse(text);
      if (isObj(r) && typeof r.code === 'string') return r as unknown as Refusal;
    } catch {
      /* not a refusal after all */
    }
  }
  if (text.includes('locked')) return { code: 'tableStarted' };
  if (code === 522 || code === 524 || text.includes('not found') || text.includes('expired')) return { code: 'tableGone' };
  return { code: 'network' };
}

export interface Seated {
  readonly room: Room;
  readonly url: string;
}

interface SavedSeat {
  readonly url: string;
  readonly roomId: string;
  readonly token: string;
}

/** Remember the seat for this tab (a reload returns to it). */
export function rememberSeat(url: string, room: Room): void {
  try {
    sessionStorage.setItem(SEAT_KEY, JSON.stringify({ url, roomId: room.roomId, token: room.reconnectionToken } satisfies SavedSeat));
  } catch {
    /* storage unavailable: a reload loses the seat */
  }
}

export function forgetSeat(): void {
  try {
    sessionStorage.removeItem(SEAT_KEY);
  } catch {
    /* nothing to forget */
  }
}

/** The seat this tab held, if it was at the table `roomId` (or at any table when null). */
export function savedSeat(roomId: string | null): SavedSeat | null {
  try {
    const x: unknown = JSON.parse(sessionStorage.getItem(SEAT_KEY) ?? 'null');
    if (!isObj(x) || typeof x.url !== 'string' || typeof x.roomId !== 'string' || typeof x.token !== 'string') return null;
    if (!TABLE_ID.test(x.roomId) || !x.token.startsWith(`${x.roomId}:`) || !parseServerUrl(x.url).ok) return null;
    return roomId === null || roomId === x.roomId ? (x as unknown as SavedSeat) : null;
  } catch {
    return null;
  }
}

/** The client library loads only when a table is opened or joined (it is most of the page's weight). */
const sdk = async (url: string) => new (await import('@colyseus/sdk')).ColyseusSDK(url);

async function attempt(run: () => Promise<Room>, url: string): Promise<Result<Seated, JoinFailure>> {
  try {
    const room = await run();
    rememberSeat(url, room);
    return ok({ room, url });
  } catch (e) {
    return err(failure(e));
  }
}

export function openTable(url: string, name: string, settings: TableSettings): Promise<Result<Seated, JoinFailure>> {
  return attempt(async () => (await sdk(url)).create(ROOM_NAME, { name, table: tableOptions(settings) }), url);
}

export function joinTable(url: string, id: string, name: string): Promise<Result<Seated, JoinFailure>> {
  return attempt(async () => (await sdk(url)).joinById(id, { name }), url);
}

export async function returnToSeat(seat: SavedSeat): Promise<Result<Seated, JoinFailure>> {
  const r = await attempt(async () => (await sdk(seat.url)).reconnect(seat.token), seat.url);
  if (!r.ok) forgetSeat();
  return r;
}
