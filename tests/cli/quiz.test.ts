import { describe, expect, it } from 'vitest';
import { runQuiz } from '../../src/cli/quiz.ts';
import { DDV_RULES } from '../../src/engine/rules.ts';
import { scoreInput } from '../../src/engine/score.ts';
import { scoreItem } from '../../src/engine/quiz/score.ts';

describe('doko quiz score', () => {
  it('prints the deal and the answer of the site’s item', () => {
    const r = runQuiz(['score', '--seed', '42', '--level', '3']);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('');
    const out = JSON.parse(r.stdout);
    expect(Object.keys(out)).toEqual(['deal', 'answer']);
    expect(out.deal.format).toBe('doko-deal/1');
    const item = scoreItem(42, 3, DDV_RULES);
    expect(out.deal).toEqual(JSON.parse(JSON.stringify(item.record)));
    expect(out.answer).toEqual(JSON.parse(JSON.stringify(item.result)));
    const scored = scoreInput(out.deal);
    expect(scored.ok && JSON.parse(JSON.stringify(scored.value))).toEqual(out.answer);
  });

  it('takes house rules and a leading "quiz"; level 1 by default', () => {
    const r = runQuiz(['quiz', 'score', '--seed', '7', '--rules', '{"withoutNines":true}']);
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out.deal.rules).toEqual({ withoutNines: true });
    expect(out.deal.hands[0]).toHaveLength(10);
    expect(out.deal.announcements).toEqual([]);
  });

  it('answers bad input with exit code 2 and one message', () => {
    const cases: [string[], RegExp][] = [
      [[], /missing quiz: score/],
      [['lead'], /unknown quiz "lead"/],
      [['score'], /--seed is required/],
      [['score', '--seed'], /--seed needs a value/],
      [['score', '--seed', 'x'], /whole number/],
      [['score', '--seed', '1', '--level', '9'], /--level needs one of 1, 2, 3, 4, 5, 6, 7, 8/],
      [['score', '--seed', '1', '--rules', '{'], /--rules: not valid JSON/],
      [['score', '--seed', '1', '--rules', '{"dullen":true}'], /--rules: unknown rule key "dullen"/],
      [['score', '--seed', '1', '--colour', 'red'], /unknown option "--colour"/],
      [['score', '--seed', '1', '--seed', '1'], /--seed given twice/],
      [['score', '--seed', '1', '--level', '0x2'], /--level needs one of/],
      [['score', '--seed', '1', '--level', '2e0'], /--level needs one of/],
      [['score', '--seed', '1', 'extra'], /unexpected argument "extra"/],
    ];
    for (const [args, message] of cases) {
      const r = runQuiz(args);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr).toMatch(message);
    }
  });
});
