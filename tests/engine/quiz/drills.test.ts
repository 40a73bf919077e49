import { describe, expect, it } from 'vitest';
import { cardKinds, sumPoints } from '../../../src/engine/cards.ts';
import { announcementRefusal, apply, partyOfSeat } from '../../../src/engine/deal.ts';
import { playableCards } from '../../../src/engine/legal.ts';
import { cardOrder } from '../../../src/engine/order.ts';
import { readDealRecord } from '../../../src/engine/record.ts';
import { viewFor } from '../../../src/engine/view.ts';
import { DDV_RULES, parseRules, type RuleSet } from '../../../src/engine/rules.ts';
import {
  DRILL_KINDS,
  drillDifficulty,
  drillItem,
  drillRound,
  gradeDrill,
  publicParties,
  roundItemSeed,
  roundKinds,
  type DrillAnswer,
  type DrillItem,
} from '../../../src/engine/quiz/drills.ts';

const HOUSE = parseRules({ withoutNines: true, dulle: 'secondWins' });
if (!HOUSE.ok) throw new Error('rules');
const RULE_SETS: [string, RuleSet][] = [
  ['DDV', DDV_RULES],
  ['house', HOUSE.value],
];
const SEEDS = Array.from({ length: 30 }, (_, i) => i * 7919 + 3);

function replay(item: DrillItem) {
  const r = readDealRecord(item.record);
  if (!r.ok) throw new Error(`${item.kind} ${item.seed}: ${JSON.stringify(r.error)}`);
  return r.value.state;
}

/** The right answer, as the grader expects it. */
function rightAnswer(item: DrillItem): DrillAnswer {
  return { kind: item.kind, value: item.answer } as DrillAnswer;
}

describe('drill items are legal and their keys are the engine’s', () => {
  for (const [name, rules] of RULE_SETS) {
    for (const kind of DRILL_KINDS) {
      it(`${kind} under ${name} rules`, () => {
        for (const seed of SEEDS) {
          const item = drillItem(kind, seed, rules);
          expect(item.kind).toBe(kind);
          expect(item.rules).toBe(rules);
          const s = replay(item);
          expect(s.rules).toEqual(rules);
          switch (item.kind) {
            case 'trump':
              expect(cardKinds(rules)).toContain(item.card);
              expect(item.answer).toBe(cardOrder(item.contract, rules).suit[item.card] === 'T');
              break;
            case 'winner': {
              const t = s.tricks[item.trickNo - 1];
              expect(s.tricks).toHaveLength(item.trickNo);
              expect(t.cards).toEqual(item.trick);
              expect((t.leader + item.answer) % 4).toBe(t.winner);
              break;
            }
            case 'legal':
              expect(s.toMove).toBe(item.seat);
              expect([...s.hands[item.seat]].sort()).toEqual([...item.hand].sort());
              expect(s.current!.cards).toEqual(item.trick);
              expect([...item.answer].sort()).toEqual([...playableCards(s)].sort());
              expect(item.answer.length).toBeGreaterThan(0);
              break;
            case 'announce': {
              expect(s.hands[item.seat]).toHaveLength(item.holding);
              expect(partyOfSeat(s, item.seat)).toBe(item.party);
              const refusal = announcementRefusal(s, item.seat, item.call);
              expect(refusal).toEqual(item.refusal);
              expect(apply(s, { type: 'announce', seat: item.seat, call: item.call }).ok).toBe(item.answer);
              if (item.answer) expect(item.holding).toBeGreaterThanOrEqual(item.needed);
              break;
            }
            case 'party': {
              expect(publicParties(s)).toEqual(item.answer);
              // What is known is true, and every player at the table knows it too (the engine's PlayerView).
              item.answer.forEach((p, seat) => {
                if (!p) return;
                expect(partyOfSeat(s, seat as 0)).toBe(p);
                for (const viewer of [0, 1, 2, 3] as const) expect(viewFor(s, viewer).knownParties[seat]).toBe(p);
              });
              expect(item.evidence.map((e) => e.seat).sort()).toEqual(item.answer.flatMap((p, i) => (p ? [i] : [])));
              break;
            }
            case 'points':
              expect(item.answer).toBe(sumPoints(item.trick));
              expect(s.tricks[s.tricks.length - 1].cards).toEqual(item.trick);
              break;
          }
          expect(gradeDrill(item, rightAnswer(item)).correct).toBe(true);
        }
      });
    }
  }
});

describe('drill generation', () => {
  it('is reproducible from the seed', () => {
    for (const kind of DRILL_KINDS) expect(drillItem(kind, 4242, DDV_RULES)).toEqual(drillItem(kind, 4242, DDV_RULES));
  });

  it('asks both yes and no questions, and several contracts', () => {
    const trumps = SEEDS.map((s) => drillItem('trump', s, DDV_RULES));
    expect(new Set(trumps.map((t) => t.answer)).size).toBe(2);
    expect(new Set(trumps.map((t) => t.contract)).size).toBeGreaterThan(3);
    const calls = SEEDS.map((s) => drillItem('announce', s, DDV_RULES));
    expect(new Set(calls.map((t) => t.answer)).size).toBe(2);
    const parties = SEEDS.map((s) => drillItem('party', s, DDV_RULES));
    expect(parties.some((p) => p.answer.some((x) => x === 'kontra'))).toBe(true);
    expect(parties.some((p) => p.evidence.some((e) => e.code === 'clubQueen'))).toBe(true);
  });

  it('mixes every kind into a mixed round and gives items their own seeds', () => {
    const kinds = roundKinds('mixed', 12, 5);
    expect(new Set(kinds)).toEqual(new Set(DRILL_KINDS));
    expect(roundKinds('points', 3, 5)).toEqual(['points', 'points', 'points']);
    expect(new Set([0, 1, 2, 3].map((i) => roundItemSeed(5, i))).size).toBe(4);
  });

  it('draws a mixed round from a pool of kinds', () => {
    expect(new Set(roundKinds('mixed', 12, 5, ['points', 'trump']))).toEqual(new Set(['points', 'trump']));
    // An empty pool falls back to every kind rather than to no question at all.
    expect(new Set(roundKinds('mixed', 12, 5, []))).toEqual(new Set(DRILL_KINDS));
  });
});

describe('drill difficulty and rounds', () => {
  it('rates a solo hardest, a plain trick everyone followed easiest', () => {
    const winners = SEEDS.map((s) => drillItem('winner', s, DDV_RULES));
    for (const w of winners) {
      const plainFollowed = w.why.code === 'highestOfLed' && w.why.others.length === 0;
      expect(drillDifficulty(w)).toBe(w.contract !== 'normal' ? 3 : plainFollowed ? 1 : 2);
    }
    expect(new Set(winners.map(drillDifficulty))).toEqual(new Set([1, 2, 3]));
    const legal = SEEDS.map((s) => drillItem('legal', s, DDV_RULES)).filter((l) => l.contract === 'normal');
    const trumpLed = legal.find((l) => cardOrder('normal', DDV_RULES).suit[l.trick[0]] === 'T')!;
    const plainLed = legal.find((l) => cardOrder('normal', DDV_RULES).suit[l.trick[0]] !== 'T')!;
    expect([drillDifficulty(plainLed), drillDifficulty(trumpLed)]).toEqual([1, 2]);
    expect(drillDifficulty(drillItem('party', 3, DDV_RULES))).toBe(2);
  });

  it('orders a round easiest first, reproducibly', () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const round = drillRound('winner', 8, seed, DDV_RULES);
      expect(round).toEqual(drillRound('winner', 8, seed, DDV_RULES));
      const levels = round.map(drillDifficulty);
      expect(levels).toEqual([...levels].sort((a, b) => a - b));
      // The same items as the unordered round (each item from its own seed).
      expect(round.map((i) => i.seed).sort()).toEqual([0, 1, 2, 3, 4, 5, 6, 7].map((i) => roundItemSeed(seed, i)).sort());
    }
  });

  it('keeps to the normal game without solos; every item still replays from its own seed', () => {
    let derived = 0;
    for (const seed of [1, 2, 3]) {
      for (const kind of ['trump', 'winner', 'legal', 'points'] as const) {
        const round = drillRound(kind, 8, seed, DDV_RULES, { solos: false });
        expect(round.every((i) => i.contract === 'normal')).toBe(true);
        for (const item of round) expect(drillItem(kind, item.seed, DDV_RULES)).toEqual(item);
        derived += round.filter((i) => !Array.from({ length: 8 }, (_, k) => roundItemSeed(seed, k)).includes(i.seed)).length;
      }
    }
    // Some seeds led to a solo and were replaced by a derived one.
    expect(derived).toBeGreaterThan(0);
    // With solos allowed, a trump round asks about solo games too.
    expect(drillRound('trump', 8, 1, DDV_RULES).some((i) => i.contract !== 'normal')).toBe(true);
  });

  it('a mixed round draws from the pool given', () => {
    const round = drillRound('mixed', 8, 9, DDV_RULES, { pool: ['points', 'legal'], solos: false });
    expect(new Set(round.map((i) => i.kind))).toEqual(new Set(['points', 'legal']));
  });
});

describe('drill grading', () => {
  it('marks wrong answers and names what was wrong', () => {
    const trump = drillItem('trump', 1, DDV_RULES);
    expect(gradeDrill(trump, { kind: 'trump', value: !trump.answer }).correct).toBe(false);
    const points = drillItem('points', 1, DDV_RULES);
    expect(gradeDrill(points, { kind: 'points', value: points.answer + 1 }).correct).toBe(false);
    const winner = drillItem('winner', 1, DDV_RULES);
    expect(gradeDrill(winner, { kind: 'winner', value: (winner.answer + 1) % 4 }).correct).toBe(false);

    const legal = SEEDS.map((s) => drillItem('legal', s, DDV_RULES)).find((l) => l.illegal.length > 0 && l.answer.length > 1)!;
    const wrong = gradeDrill(legal, { kind: 'legal', value: [legal.answer[0], legal.illegal[0].card] });
    expect(wrong).toMatchObject({ correct: false, wrongPicks: [legal.illegal[0].card], missed: legal.answer.slice(1) });
    expect(gradeDrill(legal, { kind: 'legal', value: [...legal.answer, legal.answer[0]] }).correct).toBe(true);

    const party = drillItem('party', 3, DDV_RULES);
    const flipped = party.answer.map((p, i) => (i === 0 ? (p === 're' ? null : 're') : p));
    expect(gradeDrill(party, { kind: 'party', value: flipped })).toMatchObject({ correct: false, wrongSeats: [0] });
    expect(() => gradeDrill(party, { kind: 'points', value: 3 })).toThrow();
  });
});
