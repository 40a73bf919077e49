import { describe, expect, it } from 'vitest';
import { forcedSoloist, newSession, recordGame, sessionOver, soloIsCompulsory, type Session } from '../../src/engine/session.ts';

const normal = (s: Session, scores: [number, number, number, number] = [1, -1, 1, -1]) =>
  recordGame(s, { contract: { kind: 'normal' }, redeal: false, scores });

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
    const s = recordGame(newSession('oneRound', 2), { contract: null, redeal: true, scores: [0, 0, 0, 0] });
    expect(s.dealer).toBe(2);
    expect(s.played).toBe(0);
  });
  it('a round of four deals ends after four', () => {
    let s = newSession('oneRound');
    for (let i = 0; i < 4; i++) s = normal(s);
    expect(sessionOver(s)).toBe(true);
  });
  it('tournament: the first solo is the compulsory one; after it the same dealer deals again', () => {
    let s = newSession('tournament24', 0);
    expect(soloIsCompulsory(s, 2)).toBe(true);
    s = recordGame(s, { contract: { kind: 'solo', declarer: 2, solo: 'jacks', compulsory: true }, redeal: false, scores: [-1, -1, 3, -1] });
    expect(s.dealer).toBe(0);
    expect(soloIsCompulsory(s, 2)).toBe(false);
    // A voluntary solo (Lustsolo) counts like a normal game for the rotation.
    s = recordGame(s, { contract: { kind: 'solo', declarer: 2, solo: 'aces', compulsory: false }, redeal: false, scores: [-1, -1, 3, -1] });
    expect(s.dealer).toBe(1);
  });
  it("vorgeführt: when the solos owed equal the deals left, the first owing player from the dealer's left must play", () => {
    let s = newSession('tournament24', 0);
    for (let i = 0; i < 19; i++) s = normal(s);
    expect(s.played).toBe(19);
    expect(forcedSoloist(s)).toBeNull(); // 4 owed, 5 left
    s = normal(s);
    expect(s.dealer).toBe(0);
    expect(forcedSoloist(s)).toBe(1); // 4 owed, 4 left
    s = recordGame(s, { contract: { kind: 'solo', declarer: 1, solo: 'queens', compulsory: true }, redeal: false, scores: [-1, 3, -1, -1] });
    expect(s.dealer).toBe(1); // after a forced solo the next player deals
    expect(forcedSoloist(s)).toBe(2);
  });
  it("recordGame derives vorgeführt itself: the forced soloist's compulsory solo passes the deal on, another player's keeps it", () => {
    let s = newSession('tournament24', 0);
    for (let i = 0; i < 20; i++) s = normal(s);
    expect(forcedSoloist(s)).toBe(1);
    const solo = (declarer: 0 | 1 | 2 | 3) => ({ kind: 'solo' as const, declarer, solo: 'queens' as const, compulsory: true });
    // North (2) wins the reservation with his own Pflichtsolo in the deal where West is vorgeführt: not forced.
    const other = recordGame(s, { contract: solo(2), redeal: false, scores: [-1, -1, 3, -1] });
    expect(other.games[other.games.length - 1].forced).toBe(false);
    expect(other.dealer).toBe(s.dealer);
    expect(forcedSoloist(other)).toBe(1);
    // West plays it: forced, and the next player deals.
    const forced = recordGame(s, { contract: solo(1), redeal: false, scores: [-1, 3, -1, -1] });
    expect(forced.games[forced.games.length - 1].forced).toBe(true);
    expect(forced.dealer).toBe(1);
  });

  it('no compulsory solos outside tournaments', () => {
    expect(soloIsCompulsory(newSession('open'), 0)).toBe(false);
    expect(forcedSoloist(newSession('oneRound'))).toBeNull();
  });
});
