/**
 * Every kind of problem-set item is graded by the engine's rules, through the same functions
 * and machines the set's pages use: a score sheet by the deal's Result, a curated lead by its
 * credit table (two tries), a generated lead by the simulation the answer key prints, a hand by
 * the games the hand can lead to at the table (with both ♣Q a marriage or a silent solo, never
 * a normal game) against the analyser's recommendation, a lesson exercise by its stars.
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { exerciseCredit } from '../../src/components/sets/credit.ts';
import { EXERCISE_ENTRIES, preparedExercise } from '../../src/components/sets/exercises.ts';
import type { CardId } from '../../src/engine/cards.ts';
import { declarationRefusal } from '../../src/engine/contract.ts';
import { parseHand } from '../../src/engine/notation.ts';
import { SOLO_KINDS } from '../../src/engine/order.ts';
import { gradeHand, handChoices, handKey, SILENT_SOLO_PLAYS } from '../../src/engine/quiz/hand.ts';
import { SCORE_LEVELS } from '../../src/engine/quiz/kinds.ts';
import { keySheet } from '../../src/engine/quiz/sheet.ts';
import { DDV_RULES, type RuleSet } from '../../src/engine/rules.ts';
import { DEFAULT_ANALYSE_SETTINGS, quickJobOf, type AnalyseContext } from '../../src/machines/analyse.ts';
import { scoreMachine } from '../../src/machines/quizScore.ts';
import { leadMachine } from '../../src/machines/quizLead.ts';
import { LEAD_PROBLEMS } from '../../src/content/quizzes/index.ts';
import { runKeyJob } from '../../src/components/sets/keyJobs.ts';
import { generatedProblem } from '../../src/engine/quiz/problems.ts';
import { runQuickJob } from '../../src/workers/protocol.ts';

const hand = (text: string, rules: RuleSet = DDV_RULES) => {
  const r = parseHand(text, rules);
  if (!r.ok) throw new Error(text);
  return r.value;
};

/** The recommendation the set's hand item grades by: the analyser's own quick job (fewer samples here). */
function recommended(cards: readonly CardId[], rules: RuleSet = DDV_RULES) {
  const job = { ...quickJobOf({ ...DEFAULT_ANALYSE_SETTINGS, rules, hand: cards } as AnalyseContext), samples: 240, keyCardSamples: 0 };
  let out: unknown = null;
  runQuickJob(job, (m) => {
    if (m.type === 'done') out = m.recommendation;
    if (m.type === 'error') throw new Error(m.message);
  });
  return out as { contract: (typeof SOLO_KINDS)[number] | null };
}

const BOTH_QUEENS_WEAK = '♣Q ♣Q ♠A ♠9 ♥9 ♥K ♣9 ♣K ♦9 ♦K ♠K ♥A';
const BOTH_QUEENS_STRONG = '♣Q ♣Q ♠Q ♠Q ♥Q ♥10 ♥10 ♦A ♦A ♦10 ♣J ♠J';
const PLAIN = '♣A ♣A ♣10 ♣K ♣9 ♠A ♥A ♦A ♠K ♥K ♦9 ♦J';

describe('hand items', () => {
  it('with both ♣Q: a marriage or a silent solo (or a solo), never a normal game', () => {
    const cards = hand(BOTH_QUEENS_WEAK);
    expect(declarationRefusal({ kind: 'marriage' }, cards, DDV_RULES)).toBeNull();
    expect(handChoices(cards, DDV_RULES)).toEqual(['marriage', 'silentSolo', ...SOLO_KINDS]);
    // The walk-through's bug: "No solo: a normal game" graded right. It is not even a choice now.
    expect(gradeHand(cards, DDV_RULES, null, 'normal')).toEqual({ ok: false, key: 'marriage', notAChoice: 'normal' });
    expect(handKey(cards, DDV_RULES, null)).toBe('marriage');
  });

  it('without both ♣Q: a normal game or a solo; marriage and silent solo are not choices', () => {
    const cards = hand(PLAIN);
    expect(declarationRefusal({ kind: 'marriage' }, cards, DDV_RULES)).toEqual({ code: 'marriageNeedsBothClubQueens' });
    expect(handChoices(cards, DDV_RULES)).toEqual(['normal', ...SOLO_KINDS]);
    expect(gradeHand(cards, DDV_RULES, null, 'marriage').ok).toBe(false);
    expect(gradeHand(cards, DDV_RULES, null, 'silentSolo').ok).toBe(false);
    expect(gradeHand(cards, DDV_RULES, 'clubs', 'clubs')).toEqual({ ok: true, key: 'clubs', credit: 100, why: 'key' });
    expect(gradeHand(cards, DDV_RULES, 'clubs', 'normal')).toEqual({ ok: true, key: 'clubs', credit: 0, why: 'other' });
  });

  it('a silent solo counts as the solo it plays, and nothing else', () => {
    const cards = hand(BOTH_QUEENS_STRONG);
    expect(gradeHand(cards, DDV_RULES, SILENT_SOLO_PLAYS, 'silentSolo')).toEqual({ ok: true, key: SILENT_SOLO_PLAYS, credit: 100, why: 'silentIsTheSolo' });
    expect(gradeHand(cards, DDV_RULES, 'queens', 'silentSolo')).toMatchObject({ ok: true, credit: 0 });
    expect(gradeHand(cards, DDV_RULES, null, 'silentSolo')).toMatchObject({ ok: true, key: 'marriage', credit: 0 });
  });

  it('grades by the analyser’s own recommendation: its key is always one of the hand’s choices and earns full credit', () => {
    const withoutNines: RuleSet = { ...DDV_RULES, withoutNines: true };
    const cases: [string, RuleSet][] = [
      [BOTH_QUEENS_WEAK, DDV_RULES],
      [BOTH_QUEENS_STRONG, DDV_RULES],
      [PLAIN, DDV_RULES],
      ['♣Q ♣Q ♠A ♥10 ♦A ♦10 ♣J ♠J ♥J ♦K', withoutNines],
    ];
    for (const [text, rules] of cases) {
      const cards = hand(text, rules);
      const rec = recommended(cards, rules);
      const key = handKey(cards, rules, rec.contract);
      const choices = handChoices(cards, rules);
      expect(choices, text).toContain(key);
      expect(gradeHand(cards, rules, rec.contract, key), text).toMatchObject({ ok: true, credit: 100 });
      for (const other of choices.filter((c) => c !== key && !(c === 'silentSolo' && key === SILENT_SOLO_PLAYS))) {
        expect(gradeHand(cards, rules, rec.contract, other), `${text}: ${other}`).toMatchObject({ ok: true, credit: 0 });
      }
    }
    // The weak hand with both ♣Q: no solo beats the marriage, so the answer is the marriage.
    expect(handKey(hand(BOTH_QUEENS_WEAK), DDV_RULES, recommended(hand(BOTH_QUEENS_WEAK)).contract)).toBe('marriage');
  });
});

describe('score items', () => {
  it('the engine’s own sheet earns full credit in the score quiz’s machine at every level, a wrong score less', () => {
    for (const level of SCORE_LEVELS) {
      const a = createActor(scoreMachine).start();
      a.send({ type: 'LOAD', seed: 4711 + level, level, rules: DDV_RULES });
      const item = a.getSnapshot().context.item!;
      const key = keySheet(item.result);
      a.send({ type: 'WINNER', value: key.winner! });
      for (const [reason, e] of Object.entries(key.lines)) {
        a.send({ type: 'LINE', reason: reason as keyof typeof key.lines, party: 're', value: String(e!.re) });
        a.send({ type: 'LINE', reason: reason as keyof typeof key.lines, party: 'kontra', value: String(e!.kontra) });
      }
      key.scores.forEach((v, seat) => a.send({ type: 'SCORE', seat, value: String(v) }));
      a.send({ type: 'CHECK' });
      expect(a.getSnapshot().context.firstGrade?.credit, `level ${level}`).toBe(1);
      a.send({ type: 'RETRY' });
      a.send({ type: 'SCORE', seat: 0, value: String((key.scores[0] ?? 0) + 1) });
      a.send({ type: 'CHECK' });
      expect(a.getSnapshot().context.grade!.credit, `level ${level}`).toBeLessThan(1);
    }
  });
});

describe('lesson exercises', () => {
  it('an exercise a set names carries its engine-prepared answer (tests/content checks them all); three stars are full credit', () => {
    const some = [EXERCISE_ENTRIES[0], EXERCISE_ENTRIES[Math.floor(EXERCISE_ENTRIES.length / 2)], EXERCISE_ENTRIES[EXERCISE_ENTRIES.length - 1]];
    for (const e of some) expect(preparedExercise(e.id), e.id).toBeDefined();
    expect([0, 1, 2, 3].map(exerciseCredit)).toEqual([0, 1 / 3, 2 / 3, 1]);
    expect([-1, 4, Number.NaN].map(exerciseCredit)).toEqual([0, 1, 0]);
  });
});

describe('lead items', () => {
  it('every curated problem: its key is full credit at once, and half on the second try after a lead worth nothing', () => {
    for (const problem of LEAD_PROBLEMS) {
      const a = createActor(leadMachine).start();
      a.send({ type: 'LOAD', source: { kind: 'curated', problem } });
      a.send({ type: 'PICK', card: problem.key });
      expect(a.getSnapshot().context.credit, problem.id).toBe(100);
      const nothing = problem.legal.find((c) => !(c in problem.credit));
      if (nothing) {
        a.send({ type: 'LOAD', source: { kind: 'curated', problem } });
        a.send({ type: 'PICK', card: nothing });
        a.send({ type: 'PICK', card: problem.key });
        expect(a.getSnapshot().context.credit, problem.id).toBe(50);
      }
      a.stop();
    }
  });

  it('a generated lead: the best lead of the answer key’s simulation is full credit in the runner’s machine', () => {
    for (const seed of [12, 31]) {
      const key = runKeyJob({ kind: 'leadSeed', seed, rules: DDV_RULES });
      if (!key.ok) throw new Error(key.message);
      const best = key.value.evaluation.stats.reduce((b, x) => (x.points > b.points ? x : b)).card;
      const a = createActor(leadMachine).start();
      a.send({ type: 'LOAD', source: { kind: 'generated', problem: generatedProblem(seed, DDV_RULES) } });
      // The answer hint runs the same simulation at once (seed and samples of the problem).
      for (let i = 0; i < 3; i++) a.send({ type: 'HINT' });
      expect(a.getSnapshot().context.verdicts).toEqual(key.value.verdicts);
      a.send({ type: 'PICK', card: best });
      expect(a.getSnapshot().context.credit, `#${seed}`).toBe(100);
      a.stop();
    }
  });
});
