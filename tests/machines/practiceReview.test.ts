import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { newDeal } from '../../src/engine/deal.ts';
import { dealHands } from '../../src/engine/rng.ts';
import { DDV_RULES } from '../../src/engine/rules.ts';
import { learnerStep, practiceTableMachine } from '../../src/machines/practiceDeal.ts';
import { choiceTricks, judgeCard, positionBeforeCard, reviewTricks } from '../../src/machines/practiceReview.ts';
import { playableCards } from '../../src/engine/legal.ts';

function finishedDeal(seed: number) {
  const actor = createActor(practiceTableMachine, { input: { delay: 0 } }).start();
  const start = newDeal({ rules: DDV_RULES, dealer: 3, hands: dealHands(seed, DDV_RULES) });
  if (!start.ok) throw new Error('deal');
  actor.send({ type: 'LOAD', state: start.value, seed, delay: 0, pause: 0 });
  // The learner always plays his last legal card (often a poor choice: something to review).
  while (actor.getSnapshot().value === 'learnerTurn') {
    const step = learnerStep(actor.getSnapshot().context)!;
    const legal = step.kind === 'turn' || step.kind === 'preRound' ? step.legal : [];
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

  // Sampling every chosen card of three deals: seconds on a loaded machine.
  it("replays the position before each of the learner's cards and judges the cards he chose by sampling", { timeout: 60_000 }, () => {
    let judged = 0;
    let follows = 0;
    for (const seed of [11, 12, 13]) {
      const s = finishedDeal(seed);
      const tricks = choiceTricks(s, 0);
      expect(tricks).not.toContain(12); // one card left: no choice
      for (const n of tricks) {
        const before = positionBeforeCard(s, n, 0)!;
        expect(before.phase).toBe('playing');
        expect(before.toMove).toBe(0);
        expect(playableCards(before).length).toBeGreaterThan(1);
        const j = judgeCard(s, n, 0, { samples: 40 })!;
        expect(j.card).toBe(s.tricks[n - 1].cards[(0 - s.tricks[n - 1].leader + 4) % 4]);
        expect(j.samples).toBeGreaterThan(0);
        if (j.better) {
          expect(j.better.card).not.toBe(j.card);
          expect(j.better.points).toBeGreaterThanOrEqual(4); // more than 4 card points, rounded
        }
        if (s.tricks[n - 1].leader !== 0) follows++;
        judged++;
      }
    }
    expect(judged).toBeGreaterThan(0);
    expect(follows).toBeGreaterThan(0); // cards played to others' leads are judged too
  });
});
