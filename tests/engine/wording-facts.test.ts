// The rule facts that wording asks the engine for, so that no catalogue restates a rule: what a
// score line stands for, which line a special event scores, why a line is not in a sheet, and
// the numbers of the rules with and without nines.
import { describe, expect, it } from 'vitest';
import { marriageShift, REPLY_GRACE, replyDeadline } from '../../src/engine/announcements.ts';
import type { DealFacts } from '../../src/engine/quiz/score.ts';
import { lineAbsence } from '../../src/engine/quiz/absence.ts';
import { ruleFacts } from '../../src/engine/reference.ts';
import { absageThreshold, lineMeaning, lineTotals, specialLineReason, targetPoints } from '../../src/engine/scoring.ts';
import { R } from './helpers.ts';

describe('lineMeaning', () => {
  it('gives the thresholds, the points reached and the calls behind the lines', () => {
    expect(lineMeaning('below60')).toEqual({ kind: 'below', threshold: 60 });
    expect(lineMeaning('reached120AgainstNo90')).toEqual({ kind: 'reached', points: 120, against: 'no90' });
    expect(lineMeaning('reached30AgainstSchwarz')).toEqual({ kind: 'reached', points: 30, against: 'schwarz' });
    expect(lineMeaning('kontraAnnounced')).toEqual({ kind: 'ansage', party: 'kontra', call: 'kontra' });
    expect(lineMeaning('reNo30')).toEqual({ kind: 'absage', party: 're', call: 'no30' });
    expect(lineMeaning('kontraSchwarz')).toEqual({ kind: 'absage', party: 'kontra', call: 'schwarz' });
    expect(lineMeaning('won')).toEqual({ kind: 'won' });
    expect(lineMeaning('foxCaught')).toEqual({ kind: 'special' });
  });

  it('absageThreshold is what targetPoints asks of the other party', () => {
    expect([1, 2, 3].map((l) => absageThreshold(l as 1 | 2 | 3))).toEqual([90, 60, 30]);
    expect(targetPoints('kontra', 2, -1)).toEqual({ points: 60 });
  });
});

describe('specialLineReason', () => {
  it('a fox in the last trick is its own line only under the house rule', () => {
    const fox = { kind: 'fox', party: 're', lastTrick: true } as const;
    expect(specialLineReason(fox, R())).toBe('foxCaught');
    expect(specialLineReason(fox, R({ foxLastTrick: true }))).toBe('foxCaughtLastTrick');
    expect(specialLineReason({ kind: 'fox', party: 're' }, R({ foxLastTrick: true }))).toBe('foxCaught');
  });
  it('a caught Karlchen scores only under a house rule, Lieschen Müller only with the ♦Q', () => {
    const caught = { kind: 'karlchenCaught', party: 'kontra', card: 'HQ' } as const;
    expect(specialLineReason(caught, R())).toBeNull();
    expect(specialLineReason(caught, R({ karlchenCaught: true }))).toBe('karlchenCaught');
    expect(specialLineReason(caught, R({ lieschenMueller: true }))).toBeNull();
    expect(specialLineReason({ ...caught, card: 'DQ' }, R({ lieschenMueller: true }))).toBe('lieschenMueller');
  });
});

describe('lineTotals', () => {
  it('adds each party’s lines; the value is Re minus Kontra', () => {
    const lines = [
      { party: 'kontra', reason: 'won', points: 1 },
      { party: 'kontra', reason: 'reAnnounced', points: 2 },
      { party: 're', reason: 'foxCaught', points: 1 },
    ] as const;
    expect(lineTotals(lines)).toEqual({ re: 1, kontra: 3 });
  });
});

describe('lineAbsence', () => {
  const facts = (o: Partial<DealFacts> = {}): DealFacts => ({
    rules: R(),
    contract: { kind: 'normal' },
    solo: false,
    parties: { re: [0, 2], kontra: [1, 3] },
    cardPoints: { re: 150, kontra: 90 },
    tricks: { re: 8, kontra: 4 },
    levels: { re: 0, kontra: -1 },
    announcements: [],
    targets: { re: { points: 121 }, kontra: { points: 120 } },
    specials: [],
    trickPoints: [],
    ...o,
  });

  it('says with the numbers why a line is missing', () => {
    expect(lineAbsence('below90', 're', facts(), 're')).toEqual({ code: 'notBelow', opponents: 'kontra', points: 90, threshold: 90 });
    expect(lineAbsence('schwarz', 're', facts(), 're')).toEqual({ code: 'tricksWon', opponents: 'kontra', tricks: 4 });
    expect(lineAbsence('kontraAnnounced', 're', facts(), 're')).toEqual({ code: 'notAnnounced', party: 'kontra', call: 'kontra' });
    expect(lineAbsence('reNo90', 're', facts(), 're')).toEqual({ code: 'absageNotMade', party: 're', call: 'no90' });
    expect(lineAbsence('againstTheElders', 'kontra', facts(), 're')).toEqual({ code: 'onlyKontraWins' });
    expect(lineAbsence('foxCaught', 're', facts(), 're')).toEqual({ code: 'didNotHappen' });
    expect(lineAbsence('reached90AgainstNo60', 're', facts(), 're')).toEqual({ code: 'didNotHappen' });
  });

  it('a solo has no special points; a deal without a winner no “won” and no points for calls', () => {
    expect(lineAbsence('doppelkopf', 're', facts({ solo: true }), 're')).toEqual({ code: 'specialInSolo' });
    expect(lineAbsence('againstTheElders', 'kontra', facts({ solo: true }), 'kontra')).toEqual({ code: 'specialInSolo' });
    expect(lineAbsence('won', 're', facts(), null)).toEqual({ code: 'noWinner' });
    expect(lineAbsence('reAnnounced', 'kontra', facts(), null)).toEqual({ code: 'noWinner' });
    // "below" lines still count without a winner: this one is missing for its own reason.
    expect(lineAbsence('below60', 'kontra', facts({ cardPoints: { re: 70, kontra: 170 } }), null)).toEqual({
      code: 'notBelow',
      opponents: 're',
      points: 70,
      threshold: 60,
    });
  });
});

describe('ruleFacts: the numbers wording states', () => {
  it('with nines: 12 cards, Re/Kontra until 11 in hand … schwarz until 7, a reply one card later', () => {
    const f = ruleFacts(R());
    expect(f.deadlines.map((w) => w.inHand)).toEqual([11, 10, 9, 8, 7]);
    expect(f.replyToAnsage.inHand).toBe(10);
    expect(f.reNeeds).toBe(121);
    expect(f.kontraNeeds).toBe(120);
    expect(f.onlyKontraNeeds).toEqual({ re: 120, kontra: 121 });
    expect(f.absageThresholds).toEqual([90, 60, 30]);
    expect(f.reachedAgainst).toEqual([120, 90, 60, 30]);
    expect(f.ansagePoints).toBe(2);
    expect(f.foxLastTrickPoints).toBe(2);
    expect(f.tricksWithoutNines).toBe(10);
  });

  it('without nines: 10 cards, Re/Kontra until 9 in hand … schwarz until 5, a reply until 8', () => {
    const f = ruleFacts(R({ withoutNines: true }));
    expect(f.handSize).toBe(10);
    expect(f.deadlines.map((w) => w.inHand)).toEqual([9, 8, 7, 6, 5]);
    expect(f.replyToAnsage.inHand).toBe(8);
  });

  it('the marriage shift and the reply deadline the announcement timeline asks for', () => {
    expect([1, 2, 3].map(marriageShift)).toEqual([0, 1, 2]);
    expect(REPLY_GRACE).toBe(1);
    expect(replyDeadline(1, 12, marriageShift(3))).toBe(7);
    expect(replyDeadline(0, 10, 0)).toBe(8);
  });
});
