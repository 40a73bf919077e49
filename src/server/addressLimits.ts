/**
 * What one network address may do, so that nobody can fill the server or guess his way into a
 * seat: seat reservations it holds unused (opening or joining a table reserves a seat for the
 * 15 seconds until the WebSocket connects), and failed reconnections (a wrong or stale token).
 * The tables an address keeps open are counted from the matchmaking list itself (room.ts), so
 * that several processes sharing it through Redis count them together; these counts are per
 * process.
 *
 * An IPv6 address counts by its /64 network: one connection usually holds a whole /64, so a
 * single address there would be no limit at all.
 */
import { createHash, randomBytes } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';

export interface AddressLimitSettings {
  /** Seat reservations an address may hold unused at once. */
  readonly reservations: number;
  /** How long an unused reservation counts and holds its seat (the rooms' seat reservation time). */
  readonly reservationMs: number;
  /** Failed reconnections an address may make within `failureWindowMs`; beyond it reconnecting is refused until the window has passed. */
  readonly failedReconnections: number;
  readonly failureWindowMs: number;
}

export const DEFAULT_ADDRESS_LIMITS: AddressLimitSettings = {
  reservations: 6,
  reservationMs: 15_000,
  failedReconnections: 10,
  failureWindowMs: 60_000,
};

/** Addresses remembered at most; beyond it the oldest entries are forgotten (an attacker with many addresses cannot fill the memory). */
const MAX_ADDRESSES = 100_000;

/** The key an address counts under: IPv4 as it is (also when mapped into IPv6), IPv6 by its /64 network. */
export function addressKey(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1];
  if (isIPv4(address) || !isIPv6(address)) return address;
  const [head, tail = ''] = address.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((g) => Number.parseInt(g || '0', 16).toString(16))
    .join(':')}::/64`;
}

/** The address as the matchmaking list keeps it (who opened a table): a hash, never the address itself. */
export function openerKey(address: string): string {
  return createHash('sha256')
    .update(`doko-opener:${addressKey(address)}`)
    .digest('base64url')
    .slice(0, 22);
}

/** A seat reservation's session id: 128 random bits (Colyseus' own has 54), so nobody can guess another's. */
export const newSessionId = () => randomBytes(16).toString('base64url');

export class AddressLimits {
  readonly settings: AddressLimitSettings;
  private readonly now: () => number;
  /** Per address key: the unused reservations' session ids and when each stops counting. */
  private readonly reserved = new Map<string, Map<string, number>>();
  /** Session id → its address key, to release a reservation when it is used. */
  private readonly owner = new Map<string, string>();
  /** Per address key: the times of its recent failed reconnections. */
  private readonly failures = new Map<string, number[]>();

  constructor(settings: AddressLimitSettings = DEFAULT_ADDRESS_LIMITS, now: () => number = () => performance.now()) {
    this.settings = settings;
    this.now = now;
  }

  /** A new seat reservation for `address`: its session id, or null while the address holds too many unused ones. */
  reserve(address: string): string | null {
    const key = addressKey(address);
    const now = this.now();
    const held = this.reserved.get(key) ?? new Map<string, number>();
    for (const [id, until] of held) if (until <= now) this.release(id);
    if (held.size >= this.settings.reservations) return null;
    const id = newSessionId();
    held.set(id, now + this.settings.reservationMs);
    this.owner.set(id, key);
    this.reserved.set(key, held);
    this.trim(this.reserved);
    return id;
  }

  /** The reservation was used (the person's WebSocket connected) or has gone: it counts no more. */
  release(sessionId: string): void {
    const key = this.owner.get(sessionId);
    if (key === undefined) return;
    this.owner.delete(sessionId);
    const held = this.reserved.get(key);
    held?.delete(sessionId);
    if (held?.size === 0) this.reserved.delete(key);
  }

  /** Unused reservations `address` holds now. */
  held(address: string): number {
    const now = this.now();
    let n = 0;
    for (const until of this.reserved.get(addressKey(address))?.values() ?? []) if (until > now) n++;
    return n;
  }

  /** Whether `address` may try to reconnect now (it has not failed too often lately). */
  mayReconnect(address: string): boolean {
    return this.recentFailures(addressKey(address)).length < this.settings.failedReconnections;
  }

  /** A reconnection from `address` failed (a wrong, stale or guessed token). */
  failedReconnection(address: string): void {
    const key = addressKey(address);
    this.failures.set(key, [...this.recentFailures(key), this.now()]);
    this.trim(this.failures);
  }

  private recentFailures(key: string): number[] {
    const since = this.now() - this.settings.failureWindowMs;
    const recent = (this.failures.get(key) ?? []).filter((t) => t > since);
    if (recent.length === 0) this.failures.delete(key);
    return recent;
  }

  /** Forget the oldest addresses beyond MAX_ADDRESSES (a Map keeps insertion order). */
  private trim<V>(map: Map<string, V>): void {
    for (const key of map.keys()) {
      if (map.size <= MAX_ADDRESSES) return;
      if (map === this.reserved) for (const id of this.reserved.get(key)!.keys()) this.owner.delete(id);
      map.delete(key);
    }
  }
}

/**
 * The tables each opener (`openerKey`) has in this process, from the moment a request to open
 * one passes the check until the table is gone. The matchmaking list shows a table only once
 * it has been created, so requests arriving together would otherwise all pass the check
 * before any of their tables is listed.
 */
export class OpenersTables {
  private readonly now: () => number;
  /** Per opener: its tables' ids and the tokens of requests passed but not yet a table, with when each stops counting. */
  private readonly held = new Map<string, Map<string, number>>();

  constructor(now: () => number = () => performance.now()) {
    this.now = now;
  }

  /** How many tables the opener has: those `listed` (the matchmaking list, every process) and this process's own, each once. */
  count(opener: string, listed: readonly string[]): number {
    const mine = this.live(opener);
    return mine.size + listed.filter((id) => !mine.has(id)).length;
  }

  /** A request to open a table passed the check: it counts until `release`d (its table created or refused) or for `forMs` at most; its token. */
  claim(opener: string, forMs: number): string {
    // Openers whose claims ran out without a table are forgotten now and then.
    if (this.held.size > MAX_ADDRESSES) for (const key of this.held.keys()) if (this.live(key).size === 0) this.held.delete(key);
    const token = `claim:${randomBytes(9).toString('base64url')}`;
    const mine = this.live(opener);
    mine.set(token, this.now() + forMs);
    this.held.set(opener, mine);
    return token;
  }

  /** The table `id` (a claim's token or a room id) counts no more: the claim became a table or was refused, or the table is gone. */
  release(opener: string, id: string): void {
    const mine = this.live(opener);
    mine.delete(id);
    if (mine.size === 0) this.held.delete(opener);
  }

  /** A table of the opener's in this process: it counts until `release`d. */
  add(opener: string, roomId: string): void {
    const mine = this.live(opener);
    mine.set(roomId, Infinity);
    this.held.set(opener, mine);
  }

  private live(opener: string): Map<string, number> {
    const mine = this.held.get(opener) ?? new Map<string, number>();
    const now = this.now();
    for (const [id, until] of mine) if (until <= now) mine.delete(id);
    return mine;
  }
}
