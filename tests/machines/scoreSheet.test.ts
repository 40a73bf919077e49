import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { DDV_RULES, parseRules } from '../../src/engine/rules.ts';
import { checkSheet, scoreSheetMachine } from '../../src/machines/scoreSheet.ts';
import fc from 'fast-check';
import { evaluateDeal, resultOf, sheetDeal, summaryInput, type SheetDeal } from '../../src/machines/scoreSheetFacts.ts';
import { parseSummary, summaryResult } from '../../src/engine/summary.ts';
import type { Party, Seat } from '../../src/engine/parties.ts';
import type { Level, Special } from '../../src/engine/scoring.ts';
import { sheetText as enSheet } from '#words/scoring';
import { sheetText as deSheet } from '../../src/i18n/de/scoring.ts';

const rules = (o: object) => {
  const r = parseRules(o);
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
};
// Worked example 6: soloist South, "Re" + "keine 90", 87 card points.
const ex6 = sheetDeal({ contract: 'solo', soloist: 0, reLevel: 1, reCardPoints: 87, reTricks: 4 });

describe('checkSheet', () => {
  const result = resultOf(ex6, DDV_RULES);
  it('marks every line: right, wrong points, wrong party, not due; counts missing lines', () => {
    const check = checkSheet(
      result,
      [
        { reason: 'won', party: 'kontra', points: 1 },
        { reason: 'reAnnounced', party: 'kontra', points: 1 },
        { reason: 'reNo90', party: 're', points: 1 },
        { reason: 'againstTheElders', party: 'kontra', points: 1 },
      ],
      ['-18', '6', '6', '5'],
    );
    expect(check.lines).toEqual(['right', 'wrongPoints', 'wrongParty', 'notDue']);
    expect(check.missing).toBe(result.lines.length - 2);
    expect(check.scores).toEqual([true, true, true, false]);
    expect(check.allRight).toBe(false);
  });
  it('accepts exactly the engine’s sheet, and rejects a duplicated line', () => {
    const scores = result.scores.map(String);
    expect(checkSheet(result, result.lines, scores).allRight).toBe(true);
    expect(checkSheet(result, [...result.lines, result.lines[0]], scores).allRight).toBe(false);
  });
});

describe('scoreSheetMachine', () => {
  it('shows the engine’s sheet: worked example 6 is −18 for the soloist', () => {
    const a = createActor(scoreSheetMachine, { input: { rules: DDV_RULES, deal: ex6 } }).start();
    expect(a.getSnapshot().value).toBe('showing');
    const e = a.getSnapshot().context.evaluation;
    expect(e.ok && e.result.scores).toEqual([-18, 6, 6, 6]);
  });

  it('goes impossible on facts the engine rejects, and back', () => {
    const a = createActor(scoreSheetMachine, { input: { rules: DDV_RULES } }).start();
    a.send({ type: 'SET_DEAL', patch: { reTricks: 12 } });
    expect(a.getSnapshot().value).toBe('impossible');
    a.send({ type: 'SET_DEAL', patch: { reCardPoints: 240 } });
    expect(a.getSnapshot().value).toBe('showing');
  });

  it('adds and removes special events and follows the rules (fox in the last trick)', () => {
    const a = createActor(scoreSheetMachine, { input: { rules: DDV_RULES, deal: sheetDeal({ reCardPoints: 130, reTricks: 7 }) } }).start();
    a.send({ type: 'ADD_SPECIAL', special: { kind: 'fox', party: 'kontra', lastTrick: true } });
    const value = () => {
      const e = a.getSnapshot().context.evaluation;
      return e.ok ? e.result.value : null;
    };
    expect(value()).toBe(0);
    a.send({ type: 'RULES', rules: rules({ foxLastTrick: true }) });
    expect(value()).toBe(-1);
    a.send({ type: 'REMOVE_SPECIAL', index: 0 });
    expect(value()).toBe(1);
    expect(a.getSnapshot().context.deal.specials).toEqual([]);
  });

  it('practice: answering → wrong → solved, counting mistakes; SHOW and PRACTISE switch views', () => {
    const a = createActor(scoreSheetMachine, { input: { rules: DDV_RULES, deal: ex6 } }).start();
    a.send({ type: 'PRACTISE' });
    expect(a.getSnapshot().value).toBe('answering');
    a.send({ type: 'ADD_LINE', line: { reason: 'won', party: 're', points: 1 } });
    a.send({ type: 'CHECK' });
    expect(a.getSnapshot().value).toBe('wrong');
    expect(a.getSnapshot().context.check?.lines).toEqual(['wrongParty']);
    expect(a.getSnapshot().context.mistakes).toBe(1);
    a.send({ type: 'REMOVE_LINE', index: 0 });
    expect(a.getSnapshot().value).toBe('answering');
    expect(a.getSnapshot().context.check).toBeNull();
    const result = evaluateDeal(ex6, DDV_RULES);
    if (!result.ok) throw new Error('ex6');
    for (const line of result.result.lines) a.send({ type: 'ADD_LINE', line });
    result.result.scores.forEach((s, seat) => a.send({ type: 'SET_SCORE', seat, text: String(s) }));
    a.send({ type: 'CHECK' });
    expect(a.getSnapshot().value).toBe('solved');
    a.send({ type: 'SHOW' });
    expect(a.getSnapshot().value).toBe('showing');
    a.send({ type: 'PRACTISE' });
    expect(a.getSnapshot().value).toBe('answering');
    a.send({ type: 'SHOW' });
    expect(a.getSnapshot().value).toBe('showing');
  });

  it('a locked exercise ignores fact changes, limits hints, and resets to answering', () => {
    const a = createActor(scoreSheetMachine, { input: { rules: DDV_RULES, deal: ex6, practice: true, locked: true, hintCount: 1 } }).start();
    expect(a.getSnapshot().value).toBe('answering');
    a.send({ type: 'SET_DEAL', patch: { reCardPoints: 200 } });
    a.send({ type: 'ADD_SPECIAL', special: { kind: 'doppelkopf', party: 're' } });
    a.send({ type: 'REMOVE_SPECIAL', index: 0 });
    expect(a.getSnapshot().context.deal).toEqual(ex6);
    a.send({ type: 'HINT' });
    a.send({ type: 'HINT' });
    expect(a.getSnapshot().context.hints).toBe(1);
    a.send({ type: 'SET_SCORE', seat: 0, text: '-18' });
    a.send({ type: 'CHECK' });
    a.send({ type: 'RESET' });
    expect(a.getSnapshot().value).toBe('answering');
    expect(a.getSnapshot().context).toMatchObject({ mistakes: 0, hints: 0, draft: [], scores: ['', '', '', ''], check: null });
    // An exercise shows the engine's sheet as its solution after the second wrong check, or when asked.
    a.send({ type: 'CHECK' });
    expect(a.getSnapshot().value).toBe('wrong');
    a.send({ type: 'CHECK' });
    expect(a.getSnapshot().value).toBe('revealed');
    a.send({ type: 'RESET' });
    a.send({ type: 'SHOW' });
    expect(a.getSnapshot().value).toBe('revealed');
  });
});

describe('evaluateDeal asks the engine directly', () => {
  const seat = fc.constantFrom(0, 1, 2, 3) as fc.Arbitrary<Seat>;
  const level = fc.constantFrom(-1, 0, 1, 2, 3, 4) as fc.Arbitrary<Level>;
  const party = fc.constantFrom('re', 'kontra') as fc.Arbitrary<Party>;
  const special: fc.Arbitrary<Special> = fc.oneof(
    party.map((p) => ({ kind: 'doppelkopf', party: p }) as const),
    fc.tuple(party, fc.boolean()).map(([p, last]) => (last ? { kind: 'fox', party: p, lastTrick: true } : { kind: 'fox', party: p }) as Special),
    party.map((p) => ({ kind: 'karlchen', party: p }) as const),
    fc.tuple(party, fc.constantFrom('DQ', 'HQ', 'CJ', 'D10')).map(([p, card]) => ({ kind: 'karlchenCaught', party: p, card }) as const),
  );
  const deal = fc.record({
    contract: fc.constantFrom('normal', 'solo') as fc.Arbitrary<'normal' | 'solo'>,
    re: fc.constantFrom([0, 1], [0, 2], [1, 3], [2, 3]) as fc.Arbitrary<[Seat, Seat]>,
    soloist: seat,
    solo: fc.constantFrom('clubs', 'queens', 'jacks', 'aces'),
    reLevel: level,
    kontraLevel: level,
    reCardPoints: fc.integer({ min: 0, max: 240 }),
    reTricks: fc.integer({ min: 0, max: 12 }),
    specials: fc.array(special, { maxLength: 5 }),
  }) as fc.Arbitrary<SheetDeal>;
  it('gives what reading the deal as a doko-summary/1 gives: the same verdict, error or result', () => {
    fc.assert(
      fc.property(deal, fc.boolean(), (d, withoutNines) => {
        const r = rules({ withoutNines });
        const read = parseSummary(summaryInput(d, r));
        const direct = evaluateDeal(d, r);
        if (read.ok) expect(direct).toEqual({ ok: true, summary: read.value, result: summaryResult(read.value) });
        // The reader checks the ranges itself (a whole number in range); the rest is the same check.
        else {
          expect(direct).toMatchObject({ ok: false, error: { path: read.error.path } });
          if (read.error.problem.code !== 'notWholeNumber') expect(direct).toMatchObject({ ok: false, error: read.error });
        }
      }),
      { numRuns: 400 },
    );
  });
  it('a concrete refusal: Re with no trick cannot have card points', () => {
    expect(evaluateDeal(sheetDeal({ reTricks: 0, reCardPoints: 10 }), DDV_RULES)).toEqual({
      ok: false,
      error: { path: 'cardPoints.re', problem: { code: 'pointsWithoutTrick', points: 10 } },
    });
  });
});

describe('a refusal in the page’s words', () => {
  const problemOf = (d: Partial<SheetDeal>) => {
    const e = evaluateDeal(sheetDeal(d), DDV_RULES);
    if (e.ok) throw new Error('expected a refusal');
    return e.error.problem;
  };
  // One deal for every reason the engine gives, with what each language says.
  const cases: [Partial<SheetDeal>, string, string][] = [
    [{ reTricks: 0, reCardPoints: 10 }, 'Re won no trick, so Re cannot have 10 card points', 'Re hat keinen Stich gemacht, kann also keine 10 Augen haben'],
    [{ reTricks: 12, reCardPoints: 200 }, 'Re won every trick, so Re has every card point', 'Re hat alle Stiche gemacht, hat also alle Augen'],
    [{ reTricks: 13 }, 'Re’s tricks must be a whole number from 0 to 12', 'Die Stiche von Re müssen eine ganze Zahl von 0 bis 12 sein'],
    [
      {
        specials: [
          { kind: 'karlchen', party: 're' },
          { kind: 'karlchen', party: 'kontra' },
        ],
      },
      'one deal can hold Karlchen at most once',
      'in einem Spiel gibt es höchstens ein Karlchen',
    ],
    [
      { reTricks: 12, reCardPoints: 240, specials: [{ kind: 'fox', party: 'kontra' }] },
      'Kontra won no trick, so Kontra cannot have a caught fox',
      'Kontra hat keinen Stich gemacht, kann also keinen Fuchs gefangen haben',
    ],
    [
      {
        reTricks: 1,
        reCardPoints: 40,
        specials: [
          { kind: 'doppelkopf', party: 're' },
          { kind: 'doppelkopf', party: 're' },
        ],
      },
      'Re won 1 trick, so Re cannot have 2 Doppelköpfe',
      'Re hat einen Stich gemacht, kann also nicht 2 Doppelköpfe haben',
    ],
    [
      { specials: [{ kind: 'karlchenCaught', party: 're', card: 'D10' }] },
      'cannot catch Karlchen (♣J): only',
      'kann das Karlchen (♣B) nicht fangen: das können nur',
    ],
  ];
  it.each(cases)('%j', (deal, english, german) => {
    const problem = problemOf(deal);
    expect(enSheet.problem(problem)).toContain(english);
    expect(deSheet.problem(problem)).toContain(german);
  });
  it('names the cards that can catch Karlchen, from the engine (with piglets, the ♦A too)', () => {
    const problem = problemOf({ specials: [{ kind: 'karlchenCaught', party: 're', card: 'D10' }] });
    expect(problem).toEqual({ code: 'cannotCatchKarlchen', card: 'D10', catchers: expect.arrayContaining(['H10', 'CQ', 'DQ', 'CJ']) });
    expect(enSheet.problem(problem)).toMatch(/^♦10 cannot catch Karlchen \(♣J\): only .*♥10.*♣Q.* and /);
  });
});
