import { afterEach, describe, expect, it } from 'vitest';
import { apply, newDeal, type DealState } from '../../src/engine/deal.ts';
import { createRng, dealWith } from '../../src/engine/rng.ts';
import { DDV_RULES } from '../../src/engine/rules.ts';
import { legalActionsFor, viewFor } from '../../src/engine/view.ts';
import { BotPool } from '../../src/server/botPool.ts';
import { decideFor, decideTurn, type BotTurn } from '../../src/server/botTurn.ts';
import { toWireView } from '../../src/protocol/protocol.ts';

const FLAKY = new URL('./fixtures/flakyBotWorker.ts', import.meta.url);

/** A computer's first card of a deal (everyone said gesund), with the deal it comes from. */
function firstCard(seed: number, level: BotTurn['level'] = 'strong'): { s: DealState; turn: BotTurn } {
  const dealt = newDeal({ rules: DDV_RULES, dealer: 0, hands: dealWith(createRng(seed), DDV_RULES) });
  if (!dealt.ok) throw new Error(dealt.error.code);
  let s: DealState = dealt.value;
  while (s.phase === 'reservation') {
    const r = apply(s, { type: 'reserve', seat: s.toMove, reservation: false });
    if (!r.ok) throw new Error(r.error.code);
    s = r.value;
  }
  const seat = s.toMove;
  // The driver's step for the card: the plays alone (calls are offered in steps of their own).
  const legal = legalActionsFor(s, seat).filter((a) => a.type === 'play');
  return { s, turn: { seat, seq: 1, level, limited: false, view: toWireView(viewFor(s, seat)), rules: s.rules, legal, optional: false, seed } };
}

const firstCardTurn = (seed: number) => firstCard(seed).turn;

let pool: BotPool | null = null;
afterEach(async () => pool?.close());

describe('the bot pool (strong players think in worker threads)', () => {
  it('a turn sent as a message (the wire view) is decided as the table decides it from the view itself', () => {
    for (const [seed, level] of [
      [5, 'strong'],
      [8, 'beginner'],
      [21, 'beginner'],
    ] as const) {
      const { s, turn } = firstCard(seed, level);
      for (const limited of [false, true]) {
        expect(decideFor(viewFor(s, turn.seat), turn.legal, level, limited, false, seed)).toEqual(decideTurn({ ...turn, limited }));
      }
    }
  });

  it('decides a turn in a thread exactly as on the main thread', async () => {
    pool = new BotPool(1);
    const turn = firstCardTurn(5);
    expect(await pool.decide(turn)).toEqual(decideTurn(turn));
    expect(pool.decided).toBe(1);
  });

  it('refuses a turn whose thread crashed, replaces the thread and decides the next turns', async () => {
    pool = new BotPool(1, FLAKY);
    await expect(pool.decide(firstCardTurn(13))).rejects.toThrow('a bot thread crashed');
    const turn = firstCardTurn(7);
    expect(await pool.decide(turn)).toEqual(decideTurn(turn));
    expect(pool.pending).toBe(0);
  });

  it('refuses turns beyond its queue at once', async () => {
    pool = new BotPool(1, undefined, 1);
    const turns = [firstCardTurn(1), firstCardTurn(2), firstCardTurn(3)];
    const answers = await Promise.allSettled(turns.map((t) => pool!.decide(t)));
    // The first goes to the thread, the second waits in the queue of one, the third is refused.
    expect(answers.map((a) => a.status)).toEqual(['fulfilled', 'fulfilled', 'rejected']);
    expect((answers[2] as PromiseRejectedResult).reason.message).toContain('queue is full');
  });
});
