import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { Seat } from '../../src/engine/parties.ts';
import { markPartiesMachine, type PartyMark } from '../../src/machines/markParties.ts';

// West said "Re" after North trumped with a ♣Q: East (the viewer, no ♣Q) knows everything.
const expected: PartyMark[] = ['kontra', 're', 're', 'kontra'];
const start = () => createActor(markPartiesMachine, { input: { expected, hintCount: 2 } }).start();

describe('markPartiesMachine', () => {
  it('a second wrong check shows the solution; so does asking for it', () => {
    const a = start();
    for (const seat of [0, 1, 2, 3] as Seat[]) a.send({ type: 'MARK', seat, mark: 'unknown' });
    a.send({ type: 'CHECK' });
    expect(a.getSnapshot().value).toBe('wrong');
    a.send({ type: 'MARK', seat: 0, mark: 'kontra' });
    a.send({ type: 'CHECK' });
    expect(a.getSnapshot().value).toBe('revealed');
    a.send({ type: 'RESET' });
    a.send({ type: 'SHOW' });
    expect(a.getSnapshot().value).toBe('revealed');
  });

  it('marking → incomplete → marking → wrong (seats named) → marking → solved', () => {
    const a = start();
    expect(a.getSnapshot().value).toBe('marking');
    a.send({ type: 'MARK', seat: 0, mark: 'kontra' });
    a.send({ type: 'CHECK' });
    expect(a.getSnapshot().value).toBe('incomplete');
    expect(a.getSnapshot().context.mistakes).toBe(0);
    a.send({ type: 'MARK', seat: 1, mark: 're' });
    expect(a.getSnapshot().value).toBe('marking');
    a.send({ type: 'MARK', seat: 2, mark: 're' });
    a.send({ type: 'MARK', seat: 3, mark: 'unknown' });
    a.send({ type: 'CHECK' });
    expect(a.getSnapshot().value).toBe('wrong');
    expect(a.getSnapshot().context).toMatchObject({ wrong: [3], mistakes: 1 });
    a.send({ type: 'MARK', seat: 3, mark: 'kontra' });
    expect(a.getSnapshot().value).toBe('marking');
    expect(a.getSnapshot().context.wrong).toEqual([]);
    a.send({ type: 'CHECK' });
    expect(a.getSnapshot().value).toBe('solved');
    expect(a.getSnapshot().context.mistakes).toBe(1);
  });

  it('limits hints, ignores bad seats and resets', () => {
    const a = start();
    for (let i = 0; i < 5; i++) a.send({ type: 'HINT' });
    expect(a.getSnapshot().context.hints).toBe(2);
    a.send({ type: 'MARK', seat: 7 as Seat, mark: 're' });
    expect(a.getSnapshot().context.marks).toEqual([null, null, null, null]);
    a.send({ type: 'MARK', seat: 1, mark: 're' });
    a.send({ type: 'RESET' });
    expect(a.getSnapshot().value).toBe('marking');
    expect(a.getSnapshot().context).toMatchObject({ marks: [null, null, null, null], hints: 0, mistakes: 0 });
  });
});
