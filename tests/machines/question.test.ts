import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { questionMachine } from '../../src/machines/question.ts';

describe('questionMachine', () => {
  it('goes asking → wrong → solved and counts mistakes', () => {
    const a = createActor(questionMachine, { input: { answer: '25', hintCount: 1 } }).start();
    expect(a.getSnapshot().value).toBe('asking');
    a.send({ type: 'ANSWER', value: '24' });
    expect(a.getSnapshot().value).toBe('wrong');
    expect(a.getSnapshot().context).toMatchObject({ given: '24', mistakes: 1 });
    a.send({ type: 'ANSWER', value: ' 25 ' });
    expect(a.getSnapshot().value).toBe('solved');
    expect(a.getSnapshot().context.mistakes).toBe(1);
  });

  it('is solved at once, limits hints, and resets', () => {
    const a = createActor(questionMachine, { input: { answer: '2', hintCount: 1 } }).start();
    a.send({ type: 'HINT' });
    a.send({ type: 'HINT' });
    expect(a.getSnapshot().context.hints).toBe(1);
    a.send({ type: 'ANSWER', value: '2' });
    expect(a.getSnapshot().value).toBe('solved');
    a.send({ type: 'RESET' });
    expect(a.getSnapshot().value).toBe('asking');
    expect(a.getSnapshot().context).toMatchObject({ given: null, mistakes: 0, hints: 0 });
  });
});
