// The quiz wording states the engine's numbers, never its own copy: the announcement drill's
// first hint under "without nines" names the 40-card deadlines (9 … 5), the score quiz's rule
// hints the engine's targets and points, and a missing line is explained with the deal's numbers.
import { describe, expect, it } from 'vitest';
import { announceDrill, pointsDrill } from '../../src/engine/quiz/drills.ts';
import { ruleFacts } from '../../src/engine/reference.ts';
import { DDV_RULES } from '../../src/engine/rules.ts';
import { drillHint, scoreRuleHint } from '#words/quiz';

const withoutNines = { ...DDV_RULES, withoutNines: true };

describe('announcement drill hint', () => {
  it('with nines: Re or Kontra until 11 cards in hand, schwarz until 7', () => {
    const hint = drillHint(announceDrill(3, DDV_RULES), 0);
    expect(hint).toContain('Re or Kontra needs at least 11 cards in hand, keine 90 at least 10, keine 60 9, keine 30 8, schwarz 7.');
    expect(hint).toContain('may come one card later');
  });

  it('without nines: Re or Kontra until 9 cards in hand, schwarz until 5', () => {
    const hint = drillHint(announceDrill(3, withoutNines), 0);
    expect(hint).toContain('Re or Kontra needs at least 9 cards in hand, keine 90 at least 8, keine 60 7, keine 30 6, schwarz 5.');
    expect(hint).not.toMatch(/\b1[01]\b/);
  });
});

describe('points drill hint', () => {
  it('names the nine only when the pack has nines', () => {
    expect(drillHint(pointsDrill(5, DDV_RULES), 0)).toMatch(/^Ace 11, ten 10, king 4, queen 3, jack 2 and nine 0\./);
    expect(drillHint(pointsDrill(5, withoutNines), 0)).toMatch(/^Ace 11, ten 10, king 4, queen 3 and jack 2\./);
  });
});

describe('score quiz rule hints', () => {
  it('state the engine’s targets and points', () => {
    const f = ruleFacts(DDV_RULES);
    expect(scoreRuleHint[1](f)).toContain('needs 121 card points, Kontra 120');
    expect(scoreRuleHint[2](f)).toContain('adds 2 points for the winner');
    expect(scoreRuleHint[2](f)).toContain('Re then needs 120, Kontra 121');
    expect(scoreRuleHint[3](f)).toContain('reaches 120 against keine 90 (90 against keine 60, 60 against keine 30, 30 against schwarz)');
    expect(scoreRuleHint[8](f)).toContain('may count 2');
    expect(scoreRuleHint[8](f)).toContain('only 10 tricks');
  });
});
