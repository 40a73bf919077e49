// A rule's number in a lesson's prose (<RuleFact>) or in its exercises' words ("{deadline:0}")
// comes from the engine under the exercise's own rules: every placeholder names a rule number,
// both languages use the same ones, and none is left unfilled.
import { describe, expect, it } from 'vitest';
import { EXERCISES, FRESH_POSITIONS } from '../../src/content/exercises/index.ts';
import { wordsOf } from '../../src/content/exercises/words.ts';
import { fillRuleNumbers, parseRuleNumber, placeholders, ruleNumber } from '../../src/content/ruleNumber.ts';
import { ruleFacts } from '../../src/engine/reference.ts';
import { DDV_RULES } from '../../src/engine/rules.ts';
import { exerciseWords as deWords } from '../../src/i18n/de/lesson-exercises.ts';
import { figureText } from '#words/figures';
import { exerciseWords as enWords } from '#words/lesson-exercises';

const withNines = ruleFacts(DDV_RULES);
const withoutNines = ruleFacts({ ...DDV_RULES, withoutNines: true });
const write = (n: number) => String(n);

type Words = { title: string; goal: string; hints: readonly string[]; explanation: string; ruleOfThumb?: string };
const textsOf = (w: Words) => [w.title, w.goal, ...w.hints, w.explanation, ...(w.ruleOfThumb === undefined ? [] : [w.ruleOfThumb])];

describe('rule numbers', () => {
  it('read the engine: deadlines, the card before which Re must come, steps, replies, marks, the marriage shift', () => {
    const n = (name: string, f = withNines) => ruleNumber(parseRuleNumber(name, f)!, f);
    expect([0, 1, 2, 3, 4].map((i) => n(`deadline:${i}`))).toEqual([11, 10, 9, 8, 7]);
    expect([0, 1, 2, 3, 4].map((i) => n(`deadline:${i}`, withoutNines))).toEqual([9, 8, 7, 6, 5]);
    expect(n('beforeCard:0')).toBe(2);
    expect(n('beforeCard:0', withoutNines)).toBe(2);
    expect(n('deadlineStep')).toBe(1);
    expect([n('reply'), n('replyLater')]).toEqual([10, 1]);
    expect([n('below:1'), n('below:2'), n('below:3')]).toEqual([90, 60, 30]);
    expect([n('reached:1'), n('reached:2'), n('reached:3'), n('reached:4')]).toEqual([120, 90, 60, 30]);
    // What a party needs after its own keine 90, keine 60, keine 30: more than the opponents' mark.
    expect([n('needs:1'), n('needs:2'), n('needs:3')]).toEqual([151, 181, 211]);
    expect([n('needs:1', withoutNines), n('needs:3', withoutNines)]).toEqual([151, 211]);
    expect([n('shift:1'), n('shift:2')]).toEqual([1, 2]);
    expect([n('onlyKontra:re'), n('onlyKontra:kontra')]).toEqual([120, 121]);
    // Different trumps of the normal game: ♥10, four queens, four jacks, ♦A 10 K 9; without nines no ♦9.
    expect([n('normalTrumpKinds'), n('normalTrumps'), n('normalTrumpKinds', withoutNines)]).toEqual([13, 26, 12]);
    // Plain cards of the normal game: clubs and spades A 10 K 9, hearts A K 9 (♥10, ♥Q, ♥J are trump), twice each.
    const facts = ruleFacts(DDV_RULES);
    expect([n('normalPlainCards'), n('normalPlainCards', withoutNines)]).toEqual([22, 16]);
    expect((['C', 'S', 'H', 'D'] as const).map((plainSuit) => ruleNumber({ plainSuit }, facts))).toEqual([8, 8, 6, 0]);
    expect(ruleNumber({ plainSuit: 'H' }, withoutNines)).toBe(4);
    expect([n('handSize'), n('handSize', withoutNines), n('totalPoints'), n('forcedAnnouncementPoints'), n('line:won'), n('rank:A')]).toEqual([
      12, 10, 240, 30, 1, 11,
    ]);
  });

  it('refuse a name that is no rule number, and a fill stops on one rather than show a brace', () => {
    for (const bad of [
      'deadline:5',
      'below:0',
      'reached:0',
      'reached:5',
      'needs:0',
      'needs:4',
      'needs',
      'shift:3',
      'rank:X',
      'line:nothing',
      'onlyKontra:both',
      'handSize:1',
      'rankPoints',
      'deadlines',
      'whatever',
      'deadline:0:1',
      '',
    ])
      expect(parseRuleNumber(bad, withNines), bad).toBeNull();
    expect(fillRuleNumbers('Re until {deadline:0}, keine 90 until {deadline:1}.', withNines, write)).toBe('Re until 11, keine 90 until 10.');
    expect(() => fillRuleNumbers('Re until {deadlines}.', withNines, write)).toThrow(/names no rule number/);
  });

  it('an ordinal in English', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22].map(figureText.ordinal)).toEqual(['1st', '2nd', '3rd', '4th', '11th', '12th', '13th', '21st', '22nd']);
  });

  it('every exercise’s words are filled, and each German entry uses the English entry’s rule numbers', () => {
    for (const e of [...EXERCISES, ...FRESH_POSITIONS]) {
      const filled = wordsOf(e);
      expect(
        textsOf(filled).filter((t) => /[{}]/.test(t)),
        e.id,
      ).toEqual([]);
      const en = (enWords as Record<string, Words>)[e.id];
      const de = (deWords as Record<string, Words>)[e.id];
      expect(textsOf(de).flatMap(placeholders).sort(), e.id).toEqual(textsOf(en).flatMap(placeholders).sort());
    }
  });

  it('the exercise’s own rules fill them: without nines the deadlines of the smaller hand', () => {
    const fresh = wordsOf(EXERCISES.find((e) => e.id === 'announce-without-nines')!);
    expect(fresh.goal).toMatch(/^Without nines, 10 cards each\./);
    expect(fresh.hints.join(' ')).toContain('keine 90 needs 8 cards in hand');
    expect(wordsOf(EXERCISES.find((e) => e.id === 'call-re-in-time')!).hints[0]).toBe('“Re” must be said before your 2nd card.');
  });
});
