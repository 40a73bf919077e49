import { describe, expect, it } from 'vitest';
import { freshStore, parseStore } from '../../../src/components/practice/store.ts';

describe('practice table store: the table options', () => {
  it('keeps each computer player’s strength, the trick pause, the coach and whether the deal is scored', () => {
    const st = {
      ...freshStore('oneRound'),
      levels: ['strong', 'beginner', 'strong'] as const,
      pause: -1,
      coach: true,
      current: { seed: 5, record: { format: 'x' }, scored: true },
    };
    expect(parseStore(JSON.stringify(st))).toEqual({ store: st, corrupted: false });
  });
  it('reads a session saved before the options existed', () => {
    const old = freshStore('open');
    expect(parseStore(JSON.stringify(old))).toEqual({ store: old, corrupted: false });
  });
  it("reads a session stored while one round of four deals was called 'round4' as a oneRound session", () => {
    const now = freshStore('oneRound');
    const stored = { ...now, session: { ...now.session, mode: 'round4' } };
    expect(parseStore(JSON.stringify(stored))).toEqual({ store: now, corrupted: false });
    expect(parseStore(JSON.stringify({ ...now, session: { ...now.session, mode: 'fourRounds' } }))).toEqual({ store: null, corrupted: true });
  });
  it('resets options that are not what the table writes', () => {
    for (const bad of [
      { levels: ['strong'] },
      { levels: ['a', 'b', 'c'] },
      { pause: 'slow' },
      { pause: 99_999 },
      { pause: 1.5 },
      { coach: 'yes' },
      { current: { seed: 1, record: {}, scored: 1 } },
    ]) {
      expect(parseStore(JSON.stringify({ ...freshStore(), ...bad }))).toEqual({ store: null, corrupted: true });
    }
  });
  it('keeps the silent soloist of a sheet row, and refuses one that is not a seat', () => {
    const scores = [-1, 3, -1, -1] as const;
    const session = {
      ...freshStore('open').session,
      played: 1,
      totals: [...scores],
      games: [{ dealer: 0, contract: { kind: 'normal' }, redeal: false, forced: false, scores }],
    };
    const row = { seed: 4, dealer: 0, contract: { kind: 'normal' }, redeal: false, value: 1, scores, silentSoloist: 1 };
    const st = { ...freshStore('open'), session, rows: [row] };
    expect(parseStore(JSON.stringify(st))).toEqual({ store: st, corrupted: false });
    expect(parseStore(JSON.stringify({ ...st, rows: [{ ...row, silentSoloist: 'West' }] }))).toEqual({ store: null, corrupted: true });
  });
});
