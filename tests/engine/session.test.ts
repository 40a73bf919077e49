import { describe, expect, it } from 'vitest';
import { forcedSoloist, newSession, recordGame, sessionOver, soloIsCompulsory, type Session } from '../../src/engine/session.ts';

const normal = (s: Session, scores: [number, number, number, number] = [1, -1, 1, -1]) =>
  recordGame(s, { contract: { kind: 'normal' }, redeal: false, forced: false, scores });

describe('sessions (docs/rules.md §4, §12)', () => {
  it('the dealer rotates clockwise and totals add up', () => {
    let s = newSession('open', 3);
    s = normal(s);
    expect(s.dealer).toBe(0);
    s = normal(s, [-2, 2, -2, 2]);
    expect(s.dealer).toBe(1);
    expect(s.totals).toEqual([-1, 1, -1, 1]);
    expect(s.played).toBe(2);
    expect(sessionOver(s)).toBe(false);
  });
  it('a redeal does not count and the same dealer deals again', () => {
    const s = recordGame(newSession('round4', 2), { contract: null, redeal: true, forced: false, scores: [0, 0, 0, 0] });
    expect(s.dealer).toBe(2);
    expect(s.played).toBe(0);
  });
  it('a round of four deals ends after four', () => {
    let s = newSession('round4');
    for (let i = 0; i < 4; i++) s = normal(s);
    expect(sessionOver(s)).toBe(true);
  });
  it('tournament: the first solo is the compulsory one; after it the same dealer deals again', () => {
    let s = newSession('tournament24', 0);
    expect(soloIsCompulsory(s, 2)).toBe(true);
    s = recordGame(s, { contract: { kind: 'solo', declarer: 2, solo: 'jacks', compulsory: true }, redeal: false, forced: false, scores: [-1, -1, 3, -1] });
    expect(s.dealer).toBe(0);
    expect(soloIsCompulsory(s, 2)).toBe(false);
    // A voluntary solo (Lustsolo) counts like a normal game for the rotation.
    s = recordGame(s, { contract: { kind: 'solo', declarer: 2, solo: 'aces', compulsory: false }, redeal: false, forced: false, scores: [-1, -1, 3, -1] });
    expect(s.dealer).toBe(1);
  });
  it('vorgeführt: when the solos owed equal the deals left, the first owing player from the dealer\'s left must play', () => {
    let s = newSession('tournament24', 0);
    for (let i = 0; i < 19; i++) s = normal(s);
    expect(s.played).toBe(19);
    expect(forcedSoloist(s)).toBeNull(); // 4 owed, 5 left
    s = normal(s);
    expect(s.dealer).toBe(0);
    expect(forcedSoloist(s)).toBe(1); // 4 owed, 4 left
    s = recordGame(s, { contract: { kind: 'solo', declarer: 1, solo: 'queens', compulsory: true }, redeal: false, forced: true, scores: [-1, 3, -1, -1] });
    expect(s.dealer).toBe(1); // after a forced solo the next player deals
    expect(forcedSoloist(s)).toBe(2);
  });
  it('no compulsory solos outside tournaments', () => {
    expect(soloIsCompulsory(newSession('open'), 0)).toBe(false);
    expect(forcedSoloist(newSession('round4'))).toBeNull();
  });
});
