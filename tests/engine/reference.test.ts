import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkCall, NO_CALLS, type AnnounceContext } from '../../src/engine/announcements.ts';
import { handSize } from '../../src/engine/cards.ts';
import { firstLeader } from '../../src/engine/contract.ts';
import type { Party } from '../../src/engine/parties.ts';
import { CALL_LEVELS, deadlineTable, MARRIAGE_SHIFTS, ruleFacts, targetTable } from '../../src/engine/reference.ts';
import { DDV_RULES, RULE_KEYS, RULE_VALUES, type RuleSet } from '../../src/engine/rules.ts';
import {
  LINE_ORDER,
  LINE_POINTS,
  LINE_RULES,
  meetsTarget,
  scoreDeal,
  targetPoints,
  type Level,
  type ScoreFacts,
  type Special,
} from '../../src/engine/scoring.ts';
import { R } from './helpers.ts';

const cells = (rules: Partial<RuleSet>, pick: 'call' | 'reply') =>
  deadlineTable(R(rules)).map((row) => row[pick].map((w) => `${w.inHand}/${w.beforeCard}`).join(' '));

describe('deadlineTable (RULES.md §9.2, §9.4, §9.7)', () => {
  it('48 cards: the DDV deadlines, shifted by a marriage clarified in trick 2 or 3', () => {
    expect(MARRIAGE_SHIFTS).toEqual([0, 1, 2]);
    // cards still in hand / before own card no., for no shift, shift 1, shift 2
    expect(cells({}, 'call')).toEqual(['11/2 10/3 9/4', '10/3 9/4 8/5', '9/4 8/5 7/6', '8/5 7/6 6/7', '7/6 6/7 5/8']);
    expect(cells({}, 'reply')).toEqual(['10/3 9/4 8/5', '9/4 8/5 7/6', '8/5 7/6 6/7', '7/6 6/7 5/8', '6/7 5/8 4/9']);
  });

  it('40 cards: Re/Kontra with 9 cards, schwarz with 5 (the decided trick-based reading)', () => {
    expect(cells({ withoutNines: true }, 'call')).toEqual(['9/2 8/3 7/4', '8/3 7/4 6/5', '7/4 6/5 5/6', '6/5 5/6 4/7', '5/6 4/7 3/8']);
    expect(cells({ withoutNines: true }, 'reply')[0]).toBe('8/3 7/4 6/5');
  });

  it('agrees with checkCall: on time with exactly that many cards, too late with one fewer', () => {
    for (const withoutNines of [false, true]) {
      const size = handSize({ withoutNines });
      for (const row of deadlineTable({ withoutNines })) {
        MARRIAGE_SHIFTS.forEach((shift, i) => {
          const party: Party = 're';
          const call = row.level === 0 ? 're' : (['no90', 'no60', 'no30', 'schwarz'] as const)[row.level - 1];
          // An Erstansage with every lower level already said on time.
          const ctx = (holding: number, own: Level, opp: Level): AnnounceContext => ({
            party,
            own: { level: own, lateReply: false },
            opponents: opp < 0 ? NO_CALLS : { level: opp, lateReply: false },
            holding,
            handSize: size,
            shift,
            forcedWindow: false,
          });
          const own = (row.level - 1) as Level;
          expect(checkCall(call, ctx(row.call[i].inHand, own, -1)).ok).toBe(true);
          expect(checkCall(call, ctx(row.call[i].inHand - 1, own, -1))).toMatchObject({ ok: false, error: { code: 'tooLate' } });
          // A reply "Re" to Kontra's call of this level.
          expect(checkCall('re', ctx(row.reply[i].inHand, -1, row.level)).ok).toBe(true);
          expect(checkCall('re', ctx(row.reply[i].inHand - 1, -1, row.level))).toMatchObject({ ok: false, error: { code: 'replyTooLate' } });
        });
      }
    }
  });
});

describe('targetTable (RULES.md §10)', () => {
  const show = (t: { points: number } | { tricks: 'all' | 'one' }) => ('points' in t ? String(t.points) : t.tricks);
  it('has one row per clause, with the rule book’s targets', () => {
    expect(targetTable().map((r) => `${r.re},${r.kontra}: ${show(r.targets.re)} / ${show(r.targets.kontra)}`)).toEqual([
      '-1,-1: 121 / 120',
      '0,-1: 121 / 120',
      '-1,0: 120 / 121',
      '0,0: 121 / 120',
      '1,-1: 151 / 90',
      '2,-1: 181 / 60',
      '3,-1: 211 / 30',
      '4,-1: all / one',
      '-1,1: 90 / 151',
      '-1,2: 60 / 181',
      '-1,3: 30 / 211',
      '-1,4: one / all',
      '1,1: 151 / 151',
    ]);
  });

  it('rows marked so do not change when that party adds a plain Re/Kontra', () => {
    const marked = targetTable().filter((r) => r.ansageIrrelevant);
    expect(marked).toHaveLength(8);
    for (const row of marked) {
      const re: Level = row.ansageIrrelevant === 're' ? 0 : row.re;
      const kontra: Level = row.ansageIrrelevant === 'kontra' ? 0 : row.kontra;
      expect({ re: targetPoints('re', re, kontra), kontra: targetPoints('kontra', re, kontra) }).toEqual(row.targets);
    }
  });

  it('point targets are exact thresholds of meetsTarget', () => {
    for (const row of targetTable()) {
      for (const p of ['re', 'kontra'] as const) {
        const t = row.targets[p];
        if (!('points' in t)) continue;
        const facts = (mine: number): ScoreFacts => ({
          solo: false,
          reCardPoints: p === 're' ? mine : 240 - mine,
          reTricks: 6,
          kontraTricks: 6,
          reLevel: row.re,
          kontraLevel: row.kontra,
          specials: [],
        });
        expect(meetsTarget(p, facts(t.points))).toBe(true);
        expect(meetsTarget(p, facts(t.points - 1))).toBe(false);
      }
    }
  });
});

describe('LINE_RULES: the catalogue of score lines', () => {
  it('lists every line once, in the rule book’s order, with its points', () => {
    expect(LINE_RULES.map((l) => l.reason)).toEqual(LINE_ORDER);
    expect(LINE_RULES.filter((l) => l.points !== 1).map((l) => `${l.reason}:${l.points}`)).toEqual([
      'reAnnounced:2',
      'kontraAnnounced:2',
      'foxCaughtLastTrick:2',
    ]);
    expect(LINE_RULES.filter((l) => l.houseRule).map((l) => `${l.reason}:${l.houseRule}`)).toEqual([
      'foxCaughtLastTrick:foxLastTrick',
      'karlchenCaught:karlchenCaught',
      'lieschenMueller:lieschenMueller',
    ]);
    expect(LINE_RULES.filter((l) => !l.withoutWinner).map((l) => l.reason)).toEqual([
      'won',
      'reAnnounced',
      'kontraAnnounced',
      'reNo90',
      'reNo60',
      'reNo30',
      'reSchwarz',
      'kontraNo90',
      'kontraNo60',
      'kontraNo30',
      'kontraSchwarz',
      'againstTheElders',
    ]);
  });

  it('describes what scoreDeal does, for random deals and rule sets', () => {
    const ruleSetArb: fc.Arbitrary<RuleSet> = fc.record(
      Object.fromEntries(RULE_KEYS.map((k) => [k, fc.constantFrom(...(RULE_VALUES[k] as readonly unknown[]))])) as never,
    );
    const party = fc.constantFrom<Party>('re', 'kontra');
    const specialArb: fc.Arbitrary<Special> = fc.oneof(
      fc.record({ kind: fc.constant('doppelkopf' as const), party }),
      fc.record({ kind: fc.constant('fox' as const), party, lastTrick: fc.boolean() }),
      fc.record({ kind: fc.constant('karlchen' as const), party }),
      fc.record({ kind: fc.constant('karlchenCaught' as const), party, card: fc.constantFrom('DQ', 'HJ') }),
    );
    const level = fc.constantFrom<Level>(-1, 0, 1, 2, 3, 4);
    const byReason = new Map(LINE_RULES.map((l) => [l.reason, l]));
    fc.assert(
      fc.property(
        ruleSetArb,
        fc.boolean(),
        fc.integer({ min: 0, max: 240 }),
        fc.integer({ min: 0, max: 12 }),
        level,
        level,
        fc.array(specialArb, { maxLength: 5 }),
        (rules, solo, points, reTricks, reLevel, kontraLevel, specials) => {
          // 0 tricks hold 0 points, all 12 hold all 240.
          const reCardPoints = reTricks === 0 ? 0 : reTricks === 12 ? 240 : points;
          const facts: ScoreFacts = { solo, reCardPoints, reTricks, kontraTricks: 12 - reTricks, reLevel, kontraLevel, specials };
          const score = scoreDeal(facts, rules);
          for (const line of score.lines) {
            const rule = byReason.get(line.reason)!;
            expect(line.points % LINE_POINTS[line.reason]).toBe(0);
            if (!score.winner) expect(rule.withoutWinner, line.reason).toBe(true);
            if (score.winner && rule.credit === 'winner') expect(line.party).toBe(score.winner);
            if (solo) expect(rule.inSolo, line.reason).toBe(true);
            if (rule.houseRule) expect(rules[rule.houseRule], line.reason).toBe(true);
          }
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('ruleFacts', () => {
  it('states the DDV numbers', () => {
    const f = ruleFacts(DDV_RULES);
    expect(f).toMatchObject({
      cards: 48,
      handSize: 12,
      totalPoints: 240,
      normalTrumps: 26,
      reNeeds: 121,
      kontraNeeds: 120,
      ansagePoints: 2,
      absagePoints: 1,
      marriageTricks: 3,
      povertyMaxTrumps: 3,
      povertyCards: 3,
      forcedAnnouncementPoints: 30,
      doppelkopfPoints: 40,
      soloistFactor: 3,
      throwInCount: 5,
      tournamentDeals: 24,
    });
    expect(f.rankPoints).toEqual({ A: 11, '10': 10, K: 4, Q: 3, J: 2, '9': 0 });
    expect(f.deadlines.map((d) => d.inHand)).toEqual([11, 10, 9, 8, 7]);
    expect(f.deadlines.map((d) => d.beforeCard)).toEqual([2, 3, 4, 5, 6]);
    expect(f.replyToAnsage).toEqual({ inHand: 10, beforeCard: 3 });
    expect(f.absageNeeds).toEqual([151, 181, 211]);
    expect(CALL_LEVELS).toHaveLength(f.deadlines.length);
  });

  it('without nines: 40 cards, 10 per hand, 24 trumps, still 240 points', () => {
    const f = ruleFacts(R({ withoutNines: true }));
    expect(f).toMatchObject({ cards: 40, handSize: 10, totalPoints: 240, normalTrumps: 24 });
    expect(f.deadlines.map((d) => d.inHand)).toEqual([9, 8, 7, 6, 5]);
  });
});

describe('firstLeader (RULES.md §4)', () => {
  it('the Pflicht soloist leads; otherwise the player left of the dealer', () => {
    expect(firstLeader({ kind: 'solo', declarer: 2, solo: 'queens', compulsory: true }, 3)).toBe(2);
    expect(firstLeader({ kind: 'solo', declarer: 2, solo: 'queens', compulsory: false }, 3)).toBe(0);
    expect(firstLeader({ kind: 'marriage', declarer: 1 }, 0)).toBe(1);
    expect(firstLeader({ kind: 'normal' }, 1)).toBe(2);
  });
});
