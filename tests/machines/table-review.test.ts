import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { newDeal } from '../../src/engine/deal.ts';
import { dealHands } from '../../src/engine/rng.ts';
import { DDV_RULES } from '../../src/engine/rules.ts';
import { actionsFor, LEARNER, NO_DUTY, tableMachine } from '../../src/machines/table.ts';
import { judgeLead, ledTricks, positionBeforeTrick, reviewTricks } from '../../src/machines/tableReview.ts';

function finishedDeal(seed: number) {
  const actor = createActor(tableMachine, { input: { delay: 0 } }).start();
  const start = newDeal({ rules: DDV_RULES, dealer: 3, hands: dealHands(seed, DDV_RULES) });
  if (!start.ok) throw new Error('deal');
  actor.send({ type: 'LOAD', state: start.value, seed, delay: 0 });
  // The learner always plays his last legal card (often a poor choice: something to review).
  while (actor.getSnapshot().value === 'learnerTurn') {
    const legal = actionsFor(actor.getSnapshot().context.state!, LEARNER, NO_DUTY).filter((a) => a.type !== 'announce');
    const plays = legal.filter((a) => a.type === 'play');
    actor.send({ type: 'ACT', action: plays.length ? plays[plays.length - 1] : legal.find((a) => a.type === 'reserve' && !a.reservation)! });
  }
  return actor.getSnapshot().context.state!;
}

describe('table review', () => {
  it('shows every trick with all hands open before it', () => {
    const s = finishedDeal(11);
    const tricks = reviewTricks(s);
    expect(tricks).toHaveLength(12);
    tricks.forEach((t, i) => {
      expect(t.hands.every((h) => h.length === 12 - i)).toBe(true);
      t.trick.cards.forEach((c, j) => expect(t.hands[(t.trick.leader + j) % 4]).toContain(c));
    });
  });

  it('replays the position before a lead and judges the learner’s leads by sampling', () => {
    let judged = 0;
    for (const seed of [11, 12, 13, 14]) {
      const s = finishedDeal(seed);
      for (const n of ledTricks(s, 0)) {
        const before = positionBeforeTrick(s, n)!;
        expect(before.phase).toBe('playing');
        expect(before.toMove).toBe(0);
        expect(before.cardsPlayed).toBe(4 * (n - 1));
        if (n === 12) continue;
        const j = judgeLead(s, n, { samples: 60 })!;
        expect(j.card).toBe(s.tricks[n - 1].cards[0]);
        expect(j.samples).toBeGreaterThan(0);
        if (j.better) {
          expect(j.better.card).not.toBe(j.card);
          expect(j.better.points).toBeGreaterThan(4);
        }
        judged++;
      }
    }
    expect(judged).toBeGreaterThan(0);
  });
});
