/**
 * Several table server processes sharing one list of tables: Colyseus' own Redis presence
 * (messages between processes: a seat reserved through one process for a table another one
 * holds) and Redis driver (the list of rooms, so GET /tables and every join see all tables).
 * Only loaded when REDIS_URL is set; without it a process keeps both in memory, on its own.
 */
import type { Presence } from '@colyseus/core';
import type { MatchMakerDriver } from '@colyseus/core';

export interface SharedMatchmaking {
  readonly presence: Presence;
  readonly driver: MatchMakerDriver;
}

/** Whether a REDIS_URL names a Redis server (redis:// or rediss://, with a host). */
export function isRedisUrl(raw: string): boolean {
  try {
    const url = new URL(raw);
    return (url.protocol === 'redis:' || url.protocol === 'rediss:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** Presence and driver on the Redis server at `url`. */
export async function sharedMatchmaking(url: string): Promise<SharedMatchmaking> {
  const [{ RedisPresence }, { RedisDriver }] = await Promise.all([import('@colyseus/redis-presence'), import('@colyseus/redis-driver')]);
  return { presence: new RedisPresence(url), driver: new RedisDriver(url) };
}
