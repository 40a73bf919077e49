/**
 * What an exercise says after a wrong answer (src/machines/tries.ts): a miss that leaves a try
 * never names the right answer, and the solution, once shown, always does.
 */
import { describe, expect, it } from 'vitest';
import { EXERCISES, FRESH_POSITIONS } from '../../src/content/exercises/index.ts';
import { prepareExercise } from '../../src/content/exercises/island.ts';
import { DDV_RULES } from '../../src/engine/rules.ts';
import { itemText, missText, solutionText } from '#words/exercises';

const o = { faces: 'french' as const, viewer: null };

describe('a miss and the solution', () => {
  // Play positions are excluded: a refused card is answered with the rule it breaks, which lists the cards in hand.
  const asked = [...EXERCISES, ...FRESH_POSITIONS]
    .map((e) => prepareExercise(e, DDV_RULES))
    .flatMap((p) => ((p.widget === 'pickOne' || p.widget === 'selectAll') && !p.data.play ? [{ ...p.data, several: p.widget === 'selectAll' }] : []));

  it('a miss names the wrong answer only; the solution names every right answer', () => {
    expect(asked.length).toBeGreaterThan(50);
    for (const d of asked) {
      const right = d.verdicts.flatMap((v, i) => (v.ok ? [itemText(d.items, i, o, d.inTrick)] : []));
      const wrong = d.verdicts.flatMap((v, i) => (v.ok ? [] : [i]));
      for (const i of wrong) {
        const miss = missText(d.items, i, d.verdicts[i], d.prompt, o, d.inTrick);
        // The frame adds "Try again" after it (ExerciseFrame's `missed`).
        expect(miss, `${d.frame.id}: ${miss}`).toMatch(/^(No, not .+\.|Not “.+”\.|.+\? No\.)$/);
        // Of yes and no, naming the wrong one says the other: nothing to hide there.
        const yesNo = d.items[i].kind === 'choice' && d.items[i].choice.kind === 'yesNo';
        if (!yesNo) for (const name of right) expect(miss, `${d.frame.id} gives away ${name}`).not.toContain(name);
        const solution = solutionText(d.items, d.verdicts, i, d.prompt, o, d.inTrick, d.several);
        for (const name of right) expect(solution, `${d.frame.id}: ${solution}`).toContain(name);
      }
      expect(solutionText(d.items, d.verdicts, null, d.prompt, o, d.inTrick, d.several)).toMatch(/^The answer: /);
    }
  });

  it('reads as a player says it', () => {
    const first = asked.find((d) => d.frame.id === 'deal-first-lead')!;
    const south = first.items.findIndex((x) => x.kind === 'choice' && x.choice.kind === 'seat' && x.choice.seat === 0);
    expect(missText(first.items, south, first.verdicts[south], first.prompt, o, false)).toBe('No, not South.');
    expect(solutionText(first.items, first.verdicts, south, first.prompt, o, false, false)).toBe(
      'No, not South. The answer: East. North dealt, so the player on the dealer’s left leads the first trick: East.',
    );
    const trick = asked.find((d) => d.frame.id === 'winner-trumped')!;
    expect(missText(trick.items, 0, trick.verdicts[0], trick.prompt, o, true)).toBe('The ace of clubs wins? No.');
    expect(solutionText(trick.items, trick.verdicts, 0, trick.prompt, o, true, false)).toBe(
      'The ace of clubs wins? No: the king of diamonds is a trump, and any trump beats every plain card. The answer: the king of diamonds.',
    );
  });
});
