import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { CardId } from '../../src/engine/cards.ts';
import { DDV_RULES } from '../../src/engine/rules.ts';
import { followMachine } from '../../src/machines/followSuit.ts';

const hand: CardId[] = ['H10', 'HK', 'H9', 'HQ', 'CA'];
const start = () => createActor(followMachine, { input: { hand, trick: ['HA'], kind: 'normal', rules: DDV_RULES, hintCount: 1 } }).start();

describe('followMachine', () => {
  it('knows the legal cards from the engine', () => {
    const a = start();
    expect(a.getSnapshot().value).toBe('choosing');
    expect(a.getSnapshot().context.legal).toEqual([1, 2]);
  });

  it('rejects an illegal card with the engine reason and counts the mistake', () => {
    const a = start();
    a.send({ type: 'PICK', index: 0 });
    const c = a.getSnapshot().context;
    expect(c.feedback).toEqual({ code: 'illegal', reason: { code: 'mustFollow', card: 'H10', suit: 'H', holding: ['HK', 'H9'] } });
    expect(c.mistakes).toBe(1);
    expect(c.wrong).toEqual([0]);
  });

  it('marks legal cards, notices repeats, and is done when all are found', () => {
    const a = start();
    a.send({ type: 'PICK', index: 1 });
    expect(a.getSnapshot().context.feedback).toEqual({ code: 'legal', card: 'HK' });
    a.send({ type: 'PICK', index: 1 });
    expect(a.getSnapshot().context.feedback).toEqual({ code: 'already', card: 'HK' });
    a.send({ type: 'PICK', index: 99 });
    expect(a.getSnapshot().value).toBe('choosing');
    a.send({ type: 'PICK', index: 2 });
    expect(a.getSnapshot().value).toBe('done');
    expect(a.getSnapshot().context.mistakes).toBe(0);
  });

  it('counts hints up to the limit and resets', () => {
    const a = start();
    a.send({ type: 'HINT' });
    a.send({ type: 'HINT' });
    expect(a.getSnapshot().context.hints).toBe(1);
    a.send({ type: 'PICK', index: 1 });
    a.send({ type: 'PICK', index: 2 });
    a.send({ type: 'RESET' });
    expect(a.getSnapshot().value).toBe('choosing');
    expect(a.getSnapshot().context).toMatchObject({ marked: [], hints: 0, mistakes: 0, feedback: null });
  });
});
