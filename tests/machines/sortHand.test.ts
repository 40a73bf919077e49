import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { CardId } from '../../src/engine/cards.ts';
import { cardOrder, sortHand } from '../../src/engine/order.ts';
import { DDV_RULES } from '../../src/engine/rules.ts';
import { sortProblem } from '../../src/machines/sortCheck.ts';
import { placedCards, sortMachine } from '../../src/machines/sortHand.ts';

const hand: CardId[] = ['DA', 'CA', 'HQ', 'H10', 'SJ', 'HK', 'D9', 'C9'];
const order = cardOrder('normal', DDV_RULES);
const start = () => createActor(sortMachine, { input: { hand, order, hintCount: 2 } }).start();
/** Place cards in the given order (by card id; the first unplaced copy). */
const placeAll = (a: ReturnType<typeof start>, seq: CardId[]) => {
  for (const c of seq) {
    const { placed } = a.getSnapshot().context;
    a.send({ type: 'PLACE', index: hand.findIndex((h, i) => h === c && !placed.includes(i)) });
  }
};

describe('sortMachine', () => {
  it('is solved by the engine order', () => {
    const a = start();
    expect(a.getSnapshot().value).toBe('sorting');
    placeAll(a, sortHand(hand, order));
    expect(a.getSnapshot().value).toBe('solved');
    expect(a.getSnapshot().context.mistakes).toBe(0);
  });

  it('goes wrong, names the problem, and RETRY keeps the correct beginning', () => {
    const a = start();
    const good = sortHand(hand, order);
    const bad = [good[1], good[0], ...good.slice(2)]; // swap the two highest trumps
    placeAll(a, bad);
    const s = a.getSnapshot();
    expect(s.value).toBe('wrong');
    expect(s.context.problem).toMatchObject({ code: 'lowerBeforeHigher', trump: true, at: 0 });
    expect(s.context.mistakes).toBe(1);
    a.send({ type: 'RETRY' });
    expect(a.getSnapshot().value).toBe('sorting');
    expect(a.getSnapshot().context.placed).toEqual([]);
  });

  it('ignores placing a card twice, undoes, gives hints up to the limit, and resets', () => {
    const a = start();
    a.send({ type: 'PLACE', index: 3 });
    a.send({ type: 'PLACE', index: 3 });
    expect(a.getSnapshot().context.placed).toEqual([3]);
    a.send({ type: 'UNDO' });
    expect(a.getSnapshot().context.placed).toEqual([]);
    a.send({ type: 'HINT' });
    a.send({ type: 'HINT' });
    a.send({ type: 'HINT' });
    expect(a.getSnapshot().context.hints).toBe(2);
    a.send({ type: 'RESET' });
    expect(a.getSnapshot().context.hints).toBe(0);
  });

  it('a second wrong order shows the solution; asking for it shows it with the first problem so far', () => {
    const a = start();
    const reversed = [...sortHand(hand, order)].reverse();
    placeAll(a, reversed);
    a.send({ type: 'RETRY' });
    placeAll(a, reversed);
    expect(a.getSnapshot().value).toBe('revealed');
    expect(a.getSnapshot().context.mistakes).toBe(2);
    const b = start();
    placeAll(b, reversed.slice(0, 3));
    b.send({ type: 'SHOW' });
    expect(b.getSnapshot().value).toBe('revealed');
    expect(b.getSnapshot().context.problem).toMatchObject({ code: 'lowerBeforeHigher', at: 1 });
  });

  it('UNDO from wrong goes back to sorting', () => {
    const a = start();
    placeAll(a, [...sortHand(hand, order)].reverse());
    expect(a.getSnapshot().value).toBe('wrong');
    a.send({ type: 'UNDO' });
    expect(a.getSnapshot().value).toBe('sorting');
    expect(placedCards(a.getSnapshot().context)).toHaveLength(hand.length - 1);
  });
});

describe('sortProblem', () => {
  it('reports a plain card before a trump, and a split suit', () => {
    expect(sortProblem(['CA', 'H10'], order)).toMatchObject({ code: 'plainBeforeTrump', plain: 'CA', trump: 'H10' });
    expect(sortProblem(['CA', 'HK', 'C9'], order)).toMatchObject({ code: 'suitSplit', suit: 'C', card: 'C9' });
    expect(sortProblem(['H10', 'CA', 'C9', 'HK'], order)).toBeNull();
  });
});
