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

/** How long a process waits for the Redis server at start before it gives up. */
export const REDIS_ANSWER_MS = 5000;

/**
 * Presence and driver on the Redis server at `url`, once that server has answered; an error
 * saying so when it does not answer within `waitMs` (a wrong address, Redis not running): a
 * process that started anyway would accept people and then fail every table they open.
 */
export async function sharedMatchmaking(url: string, waitMs = REDIS_ANSWER_MS): Promise<SharedMatchmaking> {
  const [{ RedisPresence }, { RedisDriver }] = await Promise.all([import('@colyseus/redis-presence'), import('@colyseus/redis-driver')]);
  const presence = new RedisPresence(url);
  const driver = new RedisDriver(url);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const silent = new Promise<'silent'>((resolve) => (timer = setTimeout(() => resolve('silent'), waitMs)));
  const answer = await Promise.race([
    Promise.all([presence.exists('doko:ping'), driver.query({ name: 'doko:ping' })]).then(
      () => 'answered' as const,
      () => 'silent' as const,
    ),
    silent,
  ]);
  clearTimeout(timer);
  if (answer === 'answered') return { presence, driver };
  // Not awaited: a client that never connected may wait for ever to say goodbye.
  presence.shutdown();
  driver.shutdown().catch(() => {});
  throw new Error(`no Redis server answered at ${url} within ${waitMs / 1000} s`);
}
