import type { ColyseusTestServer } from '@colyseus/testing';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { BotPool } from '../../src/server/botPool.ts';
import { TableRoom } from '../../src/server/room.ts';
import { DUEL, join, open, play, FOUR_ROUNDS, startServer, until } from './helpers.ts';

// Whole deals over real sockets with strong computers: generous limits for a busy machine.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 60_000 });
let colyseus: ColyseusTestServer;
beforeAll(async () => {
  ({ colyseus } = await startServer({ botThreads: 1 }));
});
afterAll(async () => {
  await colyseus.shutdown();
  await TableRoom.closeBotPool();
});
afterEach(async () => {
  await colyseus.cleanup();
  vi.restoreAllMocks();
});

/** One person with three strong computers, started. */
async function strongTable() {
  const anna = await open(colyseus, { ...FOUR_ROUNDS, botLevel: 'strong' }, 'Anna');
  await until(() => anna.state.seats?.[0]?.kind === 'person', 'the seat');
  anna.room.send('start');
  await until(() => anna.updates.length > 0, 'the first deal');
  return anna;
}

describe('strong computers think in worker threads', () => {
  it('while a table’s strong computers think, another table’s actions are answered', async () => {
    await TableRoom.closeBotPool();
    const anna = await strongTable();
    const pool = TableRoom.botPool()!;
    const clara = await open(colyseus, DUEL, 'Clara');
    const david = await join(colyseus, clara.room.roomId, 'David');
    // Each update of the other table notes whether a strong computer was thinking when it came.
    let answeredWhileThinking = 0;
    for (const p of [clara, david]) p.room.onMessage('*', () => (answeredWhileThinking += pool.pending > 0 ? 1 : 0));
    await Promise.all([
      play([anna], () => anna.overs.length > 0),
      play([clara, david], () => anna.overs.length > 0 || (clara.overs.length > 0 && david.overs.length > 0)),
    ]);
    expect(pool.decided).toBeGreaterThan(10); // the strong computers' turns went to the thread
    expect(answeredWhileThinking).toBeGreaterThan(0);
    expect(anna.refusals).toEqual([]);
  });

  it('a crashed thread is replaced; its turn is played as a beginner would, with a log line, and the table goes on', async () => {
    await TableRoom.closeBotPool();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    // Every turn crashes its thread: each is decided as a beginner would.
    TableRoom.pool = new BotPool(1, new URL('./fixtures/crashingBotWorker.ts', import.meta.url));
    const anna = await strongTable();
    await play([anna], () => anna.overs.length > 0);
    expect(['finished', 'redeal']).toContain(anna.overs[0].outcome.kind);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/a bot thread crashed.*plays this turn as a beginner/));
    expect(TableRoom.pool.pending).toBe(0);
    await TableRoom.closeBotPool();
  });
});
