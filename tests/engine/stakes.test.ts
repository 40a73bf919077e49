import { describe, expect, it } from 'vitest';
import { newSession, recordGame, type Session } from '../../src/engine/session.ts';
import { balancesCents, MODE_DEALS, MODE_PEOPLE, MODE_SEAT_ORDER, modeHasLimit, modeVariant, moneyCents, sessionEnd } from '../../src/engine/stakes.ts';

type Four = [number, number, number, number];
const deal = (s: Session, scores: Four) => recordGame(s, { contract: { kind: 'normal' }, redeal: false, scores });

describe('playing for a stake (seed 002: the three modes)', () => {
  it('the modes: deals, people, seats and variant', () => {
    expect(MODE_DEALS).toEqual({ variable: null, rounds4: 16, duel: 16 });
    expect(MODE_PEOPLE.duel).toEqual({ min: 2, max: 2 });
    expect(MODE_SEAT_ORDER.duel).toEqual([0, 2]);
    expect(MODE_SEAT_ORDER.rounds4).toEqual([0, 1, 2, 3]);
    expect(modeVariant('duel')).toEqual({ kind: 'duel', people: [0, 2] });
    expect(modeVariant('variable')).toBeNull();
    expect([modeHasLimit('variable'), modeHasLimit('rounds4'), modeHasLimit('duel')]).toEqual([true, false, false]);
  });

  it('points are worth the stake: balances in cents', () => {
    const stake = { centsPerPoint: 5, limitCents: null };
    expect(moneyCents(-3, stake)).toBe(-15);
    const s = deal(deal(newSession('open'), [3, -3, 3, -3]), [-6, 2, 2, 2]);
    expect(balancesCents(s, stake)).toEqual([-15, -5, 25, -5]);
  });

  it('four rounds and the duel end after 16 deals that count (a redeal does not, an abandoned deal does)', () => {
    const stake = { centsPerPoint: 10, limitCents: null };
    let s = newSession('open', 0);
    for (let i = 0; i < 15; i++) s = deal(s, [1, -1, 1, -1]);
    s = recordGame(s, { contract: null, redeal: true, scores: [0, 0, 0, 0] });
    expect(sessionEnd('rounds4', s, stake)).toBeNull();
    const abandoned = recordGame(s, { contract: { kind: 'marriage', declarer: 1 }, redeal: false, abandoned: true, scores: [0, 0, 0, 0] });
    expect(abandoned.played).toBe(16);
    expect(abandoned.totals).toEqual(s.totals);
    expect(abandoned.dealer).toBe(0); // 16 deals: the deal passed round the table four times
    expect(sessionEnd('duel', abandoned, stake)).toEqual({ reason: 'deals', deals: 16 });
    expect(sessionEnd('rounds4', abandoned, stake)).toEqual({ reason: 'deals', deals: 16 });
  });

  it('the variable stake ends when a balance reaches the limit, won or lost, naming every such player', () => {
    const stake = { centsPerPoint: 10, limitCents: 100 };
    let s = deal(newSession('open'), [3, -3, 3, -3]);
    expect(sessionEnd('variable', s, stake)).toBeNull();
    s = deal(s, [6, 2, -6, -2]); // points [9, -1, -3, -5]: 90, −10, −30, −50 cents
    expect(balancesCents(s, stake)).toEqual([90, -10, -30, -50]);
    expect(sessionEnd('variable', s, stake)).toBeNull();
    const won = deal(s, [1, 1, -1, -1]); // South +100 c
    expect(sessionEnd('variable', won, stake)).toEqual({ reason: 'limit', seats: [0], limitCents: 100 });
    const lost = deal(s, [-1, 3, 3, -5]); // East −100 c, South +80 c
    expect(sessionEnd('variable', lost, stake)).toEqual({ reason: 'limit', seats: [3], limitCents: 100 });
    const two = deal(s, [1, 3, -7, 3]); // South +100 c, North −100 c
    expect(sessionEnd('variable', two, stake)).toEqual({ reason: 'limit', seats: [0, 2], limitCents: 100 });
  });
});
