import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Seat } from '../../src/engine/parties.ts';
import { newSession, recordGame, type Session } from '../../src/engine/session.ts';
import {
  balancesCents,
  duelDebt,
  MODE_DEALS,
  MODE_PEOPLE,
  MODE_SEAT_ORDER,
  modeHasLimit,
  modeVariant,
  moneyCents,
  sessionEnd,
} from '../../src/engine/stakes.ts';

type Four = [number, number, number, number];
const deal = (s: Session, scores: Four) => recordGame(s, { contract: { kind: 'normal' }, redeal: false, scores });

describe('playing for a stake (seed 002: the three modes)', () => {
  it('the modes: deals, people, seats and variant', () => {
    expect(MODE_DEALS).toEqual({ variable: null, fourRounds: 16, duel: 16 });
    expect(MODE_PEOPLE.duel).toEqual({ min: 2, max: 2 });
    expect(MODE_SEAT_ORDER.duel).toEqual([0, 2]);
    expect(MODE_SEAT_ORDER.fourRounds).toEqual([0, 1, 2, 3]);
    expect(modeVariant('duel')).toEqual({ kind: 'duel', people: [0, 2] });
    expect(modeVariant('variable')).toBeNull();
    expect([modeHasLimit('variable'), modeHasLimit('fourRounds'), modeHasLimit('duel')]).toEqual([true, false, false]);
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
    expect(sessionEnd('fourRounds', s, stake)).toBeNull();
    const abandoned = recordGame(s, { contract: { kind: 'marriage', declarer: 1 }, redeal: false, abandoned: true, scores: [0, 0, 0, 0] });
    expect(abandoned.played).toBe(16);
    expect(abandoned.totals).toEqual(s.totals);
    expect(abandoned.dealer).toBe(0); // 16 deals: the deal passed round the table four times
    expect(sessionEnd('duel', abandoned, stake)).toEqual({ reason: 'deals', deals: 16 });
    expect(sessionEnd('fourRounds', abandoned, stake)).toEqual({ reason: 'deals', deals: 16 });
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

  it('docs/rules.md §16.17: in a duel the two people (South and North) settle half the difference of their balances', () => {
    const stake = { centsPerPoint: 10, limitCents: null };
    // Opposite parties, the computers even: the debt is each person's balance.
    let s = deal(deal(newSession('open'), [3, -3, -3, 3]), [-1, 1, 1, -1]); // South +2, North −2
    expect(duelDebt(s, stake)).toEqual({ debtor: 2, creditor: 0, points: 2, cents: 20 });
    // North wins a solo: +3v against −v each; the computers' −2v is shared, so South owes 2v.
    s = recordGame(s, { contract: { kind: 'solo', solo: 'queens', declarer: 2, compulsory: false }, redeal: false, scores: [-4, -4, 12, -4] });
    expect(s.totals).toEqual([-2, -6, 10, -2]);
    expect(duelDebt(s, stake)).toEqual({ debtor: 0, creditor: 2, points: 6, cents: 60 });
    // Even: nobody owes anything, whatever the computers won or lost.
    expect(duelDebt({ totals: [5, -9, 5, -1] }, stake)).toBeNull();
    expect(duelDebt(newSession('open'), stake)).toBeNull();
  });

  it('the duel’s debt is whole for every score sheet the duel can make, and what both won alike moves nothing', () => {
    const value = fc.integer({ min: -12, max: 12 });
    // A deal: two seats +v and two −v (a normal game, a marriage), or a soloist +3v and −v for the others.
    const dealScores = fc.oneof(
      fc
        .tuple(fc.constantFrom<[Seat, Seat]>([0, 1], [0, 2], [0, 3], [1, 2], [1, 3], [2, 3]), value)
        .map(([re, v]) => [0, 1, 2, 3].map((k) => (re.includes(k as Seat) ? v : -v))),
      fc.tuple(fc.constantFrom<Seat>(0, 1, 2, 3), value).map(([soloist, v]) => [0, 1, 2, 3].map((k) => (k === soloist ? 3 * v : -v))),
    );
    fc.assert(
      fc.property(fc.array(dealScores, { maxLength: 16 }), fc.integer({ min: 1, max: 100 }), fc.integer({ min: -50, max: 50 }), (deals, cents, alike) => {
        const totals = deals.reduce((t, d) => t.map((x, k) => x + d[k]), [0, 0, 0, 0]);
        const stake = { centsPerPoint: cents, limitCents: null };
        const debt = duelDebt({ totals }, stake);
        const signed = debt === null ? 0 : debt.creditor === 0 ? debt.points : -debt.points;
        expect(Number.isInteger(signed)).toBe(true);
        expect(signed * 2).toBe(totals[0] - totals[2]);
        if (debt) expect(debt).toMatchObject({ cents: debt.points * cents, debtor: debt.creditor === 0 ? 2 : 0 });
        expect(duelDebt({ totals: [totals[0] + alike, totals[1], totals[2] + alike, totals[3]] }, stake)).toEqual(debt);
      }),
    );
  });
});
