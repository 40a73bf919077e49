import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { cardOrder } from '../../src/engine/order.ts';
import { DDV_RULES, parseRules } from '../../src/engine/rules.ts';
import { ladderMachine } from '../../src/machines/ladder.ts';

const rules = (o: object) => {
  const r = parseRules(o);
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
};

describe('ladderMachine', () => {
  it('starts on the normal game with the engine order', () => {
    const a = createActor(ladderMachine, { input: { rules: DDV_RULES } }).start();
    expect(a.getSnapshot().value).toBe('trumps');
    expect(a.getSnapshot().context.order.trumps).toEqual(cardOrder('normal', DDV_RULES).trumps);
  });

  it('reaches noTrumps for the aces solo and back to trumps', () => {
    const a = createActor(ladderMachine, { input: { rules: DDV_RULES } }).start();
    a.send({ type: 'PICK', kind: 'aces' });
    expect(a.getSnapshot().value).toBe('noTrumps');
    a.send({ type: 'PICK', kind: 'queens' });
    expect(a.getSnapshot().value).toBe('trumps');
    expect(a.getSnapshot().context.order.trumps).toEqual(cardOrder('queens', DDV_RULES).trumps);
  });

  it('follows new house rules', () => {
    const a = createActor(ladderMachine, { input: { kind: 'normal', rules: DDV_RULES } }).start();
    const noDulle = rules({ dulle: 'notTrump' });
    a.send({ type: 'RULES', rules: noDulle });
    expect(a.getSnapshot().context.order.trumps).toEqual(cardOrder('normal', noDulle).trumps);
    expect(a.getSnapshot().context.order.trumps).not.toContain('H10');
  });
});
