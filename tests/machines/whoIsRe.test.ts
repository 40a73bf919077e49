import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { EXERCISES, exerciseRules } from '../../src/content/exercises/index.ts';
import { replay, type WhoIsReExercise } from '../../src/content/exercises/lessons5to10.ts';
import { whoIsReMachine } from '../../src/machines/whoIsRe.ts';
import type { Seat } from '../../src/engine/parties.ts';

const ex = (id: string) => EXERCISES.find((e) => e.id === id) as WhoIsReExercise;
const start = (id: string) => {
  const e = ex(id);
  return createActor(whoIsReMachine, { input: { state: replay(e.deal, exerciseRules(e)), viewer: e.viewer, hintCount: e.hints.length } }).start();
};

describe('whoIsReMachine', () => {
  it('takes its answer from the engine view: Clara shows a ♣Q, the rest is unknown to Anna', () => {
    const a = start('who-queen-falls');
    expect(a.getSnapshot().context.expected).toEqual(['kontra', 'unknown', 're', 'unknown']);
    expect(a.getSnapshot().context.evidence.map((e) => e.code)).toEqual(['ownHand', 'unknown', 'playedClubQueen', 'unknown']);
  });

  it('marking → incomplete → marking → wrong (explained) → marking → solved', () => {
    const a = start('who-re-said');
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
    expect(a.getSnapshot().context.evidence[0]).toEqual({ code: 'elimination', party: 'kontra' });
    a.send({ type: 'MARK', seat: 3, mark: 'kontra' });
    expect(a.getSnapshot().value).toBe('marking');
    expect(a.getSnapshot().context.wrong).toEqual([]);
    a.send({ type: 'CHECK' });
    expect(a.getSnapshot().value).toBe('solved');
    expect(a.getSnapshot().context.mistakes).toBe(1);
  });

  it('explains marriage and silent-marriage positions by the contract', () => {
    const m = start('who-marriage-partner').getSnapshot().context;
    expect(m.expected).toEqual(['re', 'kontra', 're', 'kontra']);
    expect(m.evidence.map((e) => e.code)).toEqual(['marriagePartner', 'marriageOpponent', 'marriageDeclarer', 'marriageOpponent']);
    const s = start('who-silent-marriage').getSnapshot().context;
    expect(s.expected).toEqual(['kontra', 'kontra', 're', 'kontra']);
    expect(s.evidence[2].code).toBe('silentSoloist');
  });

  it('limits hints, ignores bad seats and resets', () => {
    const a = start('who-secret');
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
