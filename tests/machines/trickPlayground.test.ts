import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { DDV_RULES, parseRules } from '../../src/engine/rules.ts';
import { trickMachine } from '../../src/machines/trickPlayground.ts';

const rules = (o: object) => {
  const r = parseRules(o);
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
};

describe('trickMachine', () => {
  it('builds a trick card by card and evaluates it when complete', () => {
    const a = createActor(trickMachine, { input: { rules: DDV_RULES } }).start();
    expect(a.getSnapshot().value).toBe('building');
    for (const card of ['CA', 'C9', 'D9', 'CK'] as const) a.send({ type: 'PLAY', card });
    const s = a.getSnapshot();
    expect(s.value).toBe('complete');
    expect(s.context.outcome).toMatchObject({ winner: 2, why: { code: 'highestTrump', card: 'D9', trumps: 1 } });
  });

  it('allows only two copies of a card, and none beyond four cards', () => {
    const a = createActor(trickMachine, { input: { rules: DDV_RULES } }).start();
    a.send({ type: 'PLAY', card: 'H10' });
    a.send({ type: 'PLAY', card: 'H10' });
    a.send({ type: 'PLAY', card: 'H10' });
    expect(a.getSnapshot().context.cards).toEqual(['H10', 'H10']);
  });

  it('changes the winner of two Dullen with the house rule', () => {
    const a = createActor(trickMachine, { input: { rules: DDV_RULES, cards: ['H10', 'SQ', 'H10', 'DA'] } }).start();
    expect(a.getSnapshot().value).toBe('complete');
    expect(a.getSnapshot().context.outcome).toMatchObject({ winner: 0, why: { code: 'equalFirst' } });
    a.send({ type: 'RULES', rules: rules({ dulle: 'secondWins' }) });
    expect(a.getSnapshot().context.outcome).toMatchObject({ winner: 2, why: { code: 'secondDulle' } });
    a.send({ type: 'RULES', rules: rules({ dulle: 'secondWinsExceptLastTrick' }) });
    expect(a.getSnapshot().context.outcome?.winner).toBe(2);
    a.send({ type: 'LAST_TRICK', value: true });
    expect(a.getSnapshot().context.outcome).toMatchObject({ winner: 0, why: { code: 'dulleLastTrick' } });
  });

  it('undoes, clears, switches contract and drops nines without nines', () => {
    const a = createActor(trickMachine, { input: { rules: DDV_RULES, cards: ['SA', 'SK', 'S9', 'CQ'] } }).start();
    a.send({ type: 'UNDO' });
    expect(a.getSnapshot().value).toBe('building');
    a.send({ type: 'UNDO' });
    expect(a.getSnapshot().context.cards).toEqual(['SA', 'SK']);
    a.send({ type: 'PLAY', card: 'S9' });
    a.send({ type: 'RULES', rules: rules({ withoutNines: true }) });
    expect(a.getSnapshot().context.cards).toEqual(['SA', 'SK']);
    a.send({ type: 'PLAY', card: 'S9' });
    expect(a.getSnapshot().context.cards).toEqual(['SA', 'SK']);
    a.send({ type: 'PLAY', card: 'CQ' });
    a.send({ type: 'PLAY', card: 'S10' });
    expect(a.getSnapshot().context.outcome).toMatchObject({ winner: 2, why: { code: 'highestTrump' } });
    a.send({ type: 'KIND', kind: 'aces' });
    expect(a.getSnapshot().context.outcome).toMatchObject({ winner: 0, why: { code: 'highestOfLed', led: 'S', others: ['CQ'] } });
    a.send({ type: 'CLEAR' });
    expect(a.getSnapshot().value).toBe('building');
    expect(a.getSnapshot().context.cards).toEqual([]);
  });
});
