/** The generic exercise machines: pick one, select all, answer a number. The engine's verdicts come in as data. */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { numberAnswerMachine, readNumber } from '../../src/machines/numberAnswer.ts';
import { pickOneMachine } from '../../src/machines/pickOne.ts';
import { selectAllMachine } from '../../src/machines/selectAll.ts';
import { hintLeft, hintsOpen, outOfTries, TRIES } from '../../src/machines/tries.ts';

describe('tries: one rule for every exercise', () => {
  it('a miss that leaves a try opens the next hint without counting it as asked; the last try shows the solution', () => {
    expect(TRIES).toBe(2);
    expect(hintsOpen({ mistakes: 0, hints: 0, hintCount: 2 })).toBe(0);
    expect(hintsOpen({ mistakes: 1, hints: 0, hintCount: 2 })).toBe(1);
    expect(hintsOpen({ mistakes: 1, hints: 1, hintCount: 2 })).toBe(2);
    expect(hintsOpen({ mistakes: 1, hints: 0, hintCount: 0 })).toBe(0);
    expect(hintLeft({ mistakes: 1, hints: 0, hintCount: 1 })).toBe(false);
    expect(hintLeft({ mistakes: 0, hints: 0, hintCount: 1 })).toBe(true);
    expect(outOfTries({ mistakes: 1 })).toBe(false);
    expect(outOfTries({ mistakes: 2 })).toBe(true);
  });
});

describe('pick one', () => {
  const start = () => createActor(pickOneMachine, { input: { right: [false, false, true, false], hintCount: 2 } }).start();
  it('a wrong pick is remembered and counted and opens the first hint, the right one solves', () => {
    const a = start();
    a.send({ type: 'PICK', index: 1 });
    expect(a.getSnapshot().value).toBe('wrong');
    expect(a.getSnapshot().context).toMatchObject({ picked: 1, tried: [1], mistakes: 1, hints: 0 });
    expect(hintsOpen(a.getSnapshot().context)).toBe(1);
    a.send({ type: 'PICK', index: 2 });
    expect(a.getSnapshot().value).toBe('solved');
    expect(a.getSnapshot().context.picked).toBe(2);
    a.send({ type: 'PICK', index: 0 });
    expect(a.getSnapshot().context.picked).toBe(2);
  });
  it('the second miss shows the solution and takes no more answers; asking for it does too', () => {
    const a = start();
    a.send({ type: 'PICK', index: 1 });
    a.send({ type: 'PICK', index: 1 });
    expect(a.getSnapshot().value).toBe('revealed');
    expect(a.getSnapshot().context).toMatchObject({ tried: [1], mistakes: 2 });
    a.send({ type: 'PICK', index: 2 });
    expect(a.getSnapshot().value).toBe('revealed');
    a.send({ type: 'RESET' });
    a.send({ type: 'SHOW' });
    expect(a.getSnapshot().value).toBe('revealed');
    expect(a.getSnapshot().context.mistakes).toBe(0);
  });
  it('ignores picks out of range; hints up to the count; reset starts over', () => {
    const a = start();
    a.send({ type: 'PICK', index: 9 });
    a.send({ type: 'PICK', index: -1 });
    expect(a.getSnapshot().value).toBe('asking');
    for (let i = 0; i < 3; i++) a.send({ type: 'HINT' });
    expect(a.getSnapshot().context.hints).toBe(2);
    a.send({ type: 'PICK', index: 0 });
    a.send({ type: 'RESET' });
    expect(a.getSnapshot().value).toBe('asking');
    expect(a.getSnapshot().context).toMatchObject({ picked: null, tried: [], mistakes: 0, hints: 0 });
  });
  it('several right answers: any of them solves', () => {
    const a = createActor(pickOneMachine, { input: { right: [true, false, true] } }).start();
    a.send({ type: 'PICK', index: 2 });
    expect(a.getSnapshot().value).toBe('solved');
  });
});

describe('select all', () => {
  const start = () => createActor(selectAllMachine, { input: { right: [true, false, true, false], hintCount: 1 } }).start();
  it('each pick is answered at once; done when every right item is marked', () => {
    const a = start();
    a.send({ type: 'PICK', index: 1 });
    expect(a.getSnapshot().context).toMatchObject({ last: { index: 1, code: 'wrong' }, wrong: [1], mistakes: 1 });
    a.send({ type: 'PICK', index: 0 });
    expect(a.getSnapshot().context.last).toEqual({ index: 0, code: 'right' });
    a.send({ type: 'PICK', index: 0 });
    expect(a.getSnapshot().context).toMatchObject({ last: { index: 0, code: 'already' }, mistakes: 1 });
    expect(a.getSnapshot().value).toBe('choosing');
    a.send({ type: 'PICK', index: 2 });
    expect(a.getSnapshot().value).toBe('done');
    expect(a.getSnapshot().context.marked).toEqual([0, 2]);
  });
  it('a wrong item picked twice counts twice, is listed once and shows the solution; reset clears', () => {
    const a = start();
    a.send({ type: 'HINT' });
    a.send({ type: 'HINT' });
    expect(a.getSnapshot().context.hints).toBe(1);
    a.send({ type: 'PICK', index: 3 });
    expect(a.getSnapshot().value).toBe('choosing');
    a.send({ type: 'PICK', index: 3 });
    expect(a.getSnapshot().context).toMatchObject({ wrong: [3], mistakes: 2 });
    expect(a.getSnapshot().value).toBe('revealed');
    a.send({ type: 'RESET' });
    expect(a.getSnapshot().value).toBe('choosing');
    expect(a.getSnapshot().context).toMatchObject({ marked: [], wrong: [], last: null, mistakes: 0, hints: 0 });
  });
});

describe('number answer', () => {
  const start = () => createActor(numberAnswerMachine, { input: { answer: -6, hintCount: 1 } }).start();
  it('text that is not a number is refused without a mistake; a wrong number counts', () => {
    const a = start();
    a.send({ type: 'ANSWER', value: null });
    expect(a.getSnapshot().value).toBe('invalid');
    expect(a.getSnapshot().context.mistakes).toBe(0);
    a.send({ type: 'ANSWER', value: 6 });
    expect(a.getSnapshot().value).toBe('wrong');
    expect(a.getSnapshot().context).toMatchObject({ given: 6, mistakes: 1 });
    a.send({ type: 'ANSWER', value: -6 });
    expect(a.getSnapshot().value).toBe('solved');
    a.send({ type: 'RESET' });
    expect(a.getSnapshot().context).toMatchObject({ given: null, mistakes: 0 });
    a.send({ type: 'ANSWER', value: 6 });
    a.send({ type: 'ANSWER', value: null });
    a.send({ type: 'ANSWER', value: 5 });
    expect(a.getSnapshot().value).toBe('revealed');
  });
  it('reads numbers as people type them', () => {
    expect(readNumber(' 25 ', false)).toBe(25);
    expect(readNumber('+6', true)).toBe(6);
    expect(readNumber('−18', true)).toBe(-18);
    expect(readNumber('-18', false)).toBeNull();
    expect(readNumber('6.5', true)).toBeNull();
    expect(readNumber('lots', false)).toBeNull();
    expect(readNumber('', true)).toBeNull();
  });
});
