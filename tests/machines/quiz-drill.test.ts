import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { DDV_RULES } from '../../src/engine/rules.ts';
import { drillDifficulty, drillItem, type DrillAnswer, type DrillItem } from '../../src/engine/quiz/drills.ts';
import { drillMachine, rightCount, ROUND_LENGTH, ROUND_SECONDS } from '../../src/machines/quizDrill.ts';

const right = (item: DrillItem): DrillAnswer => ({ kind: item.kind, value: item.answer }) as DrillAnswer;
const wrong = (item: DrillItem): DrillAnswer =>
  item.kind === 'points'
    ? { kind: 'points', value: item.answer + 1 }
    : item.kind === 'trump'
      ? { kind: 'trump', value: !item.answer }
      : ({ kind: item.kind, value: null } as unknown as DrillAnswer);

describe('drill round machine', () => {
  it('runs setup → asking → feedback → … → finished, grading each answer', () => {
    const a = createActor(drillMachine).start();
    expect(a.getSnapshot().value).toBe('setup');
    a.send({ type: 'START', kind: 'points', timed: false, seed: 11, rules: DDV_RULES });
    const seen = new Set<string>();
    for (let i = 0; i < ROUND_LENGTH; i++) {
      const s = a.getSnapshot();
      seen.add(String(s.value));
      expect(s.value).toBe('asking');
      expect(s.context.index).toBe(i);
      const item = s.context.items[i];
      a.send({ type: 'TICK' });
      a.send({ type: 'ANSWER', answer: i % 2 ? wrong(item) : right(item) });
      expect(a.getSnapshot().value).toBe('feedback');
      seen.add('feedback');
      // Answers count once: a second answer in feedback is ignored.
      a.send({ type: 'ANSWER', answer: right(item) });
      expect(a.getSnapshot().context.results).toHaveLength(i + 1);
      expect(a.getSnapshot().context.results[i].seconds).toBe(1);
      a.send({ type: 'NEXT' });
    }
    expect(a.getSnapshot().value).toBe('finished');
    expect(rightCount(a.getSnapshot().context)).toBe(ROUND_LENGTH / 2);
    expect(a.getSnapshot().context.timeUp).toBe(false);
    a.send({ type: 'SETUP' });
    expect(a.getSnapshot().value).toBe('setup');
    expect(a.getSnapshot().context.results).toEqual([]);
    expect(seen).toEqual(new Set(['asking', 'feedback']));
  });

  it('gives three hint steps at most and resets them for the next item', () => {
    const a = createActor(drillMachine).start();
    a.send({ type: 'START', kind: 'mixed', timed: false, seed: 3, rules: DDV_RULES });
    for (let i = 0; i < 5; i++) a.send({ type: 'HINT' });
    expect(a.getSnapshot().context.hints).toBe(3);
    a.send({ type: 'ANSWER', answer: right(a.getSnapshot().context.items[0]) });
    expect(a.getSnapshot().context.results[0].hints).toBe(3);
    a.send({ type: 'NEXT' });
    expect(a.getSnapshot().context.hints).toBe(0);
  });

  it('starts a round easiest first, within what the learner has covered', () => {
    const a = createActor(drillMachine).start();
    a.send({ type: 'START', kind: 'mixed', timed: false, seed: 21, rules: DDV_RULES, options: { pool: ['points', 'winner'], solos: false } });
    const items = a.getSnapshot().context.items;
    expect(items).toHaveLength(ROUND_LENGTH);
    expect(new Set(items.map((i) => i.kind))).toEqual(new Set(['points', 'winner']));
    expect(items.every((i) => i.contract === 'normal')).toBe(true);
    const levels = items.map(drillDifficulty);
    expect(levels).toEqual([...levels].sort((x, y) => x - y));
    // A single item replays exactly as it was asked, whatever the options.
    const b = createActor(drillMachine).start();
    b.send({ type: 'START', kind: items[0].kind, timed: false, seed: items[0].seed, rules: DDV_RULES, single: true, options: { solos: true } });
    expect(b.getSnapshot().context.items).toEqual([drillItem(items[0].kind, items[0].seed, DDV_RULES)]);
    expect(b.getSnapshot().context.items[0]).toEqual(items[0]);
  });

  it('ignores an answer of the wrong kind', () => {
    const a = createActor(drillMachine).start();
    a.send({ type: 'START', kind: 'trump', timed: false, seed: 3, rules: DDV_RULES });
    a.send({ type: 'ANSWER', answer: { kind: 'points', value: 3 } });
    expect(a.getSnapshot().value).toBe('asking');
  });

  it('ends a timed round when the time is up', () => {
    const a = createActor(drillMachine).start();
    a.send({ type: 'START', kind: 'trump', timed: true, seed: 5, rules: DDV_RULES });
    expect(a.getSnapshot().context.remaining).toBe(ROUND_SECONDS);
    a.send({ type: 'ANSWER', answer: right(a.getSnapshot().context.items[0]) });
    for (let i = 0; i < ROUND_SECONDS; i++) a.send({ type: 'TICK' });
    expect(a.getSnapshot().value).toBe('finished');
    expect(a.getSnapshot().context.timeUp).toBe(true);
    expect(a.getSnapshot().context.results).toHaveLength(1);
    // A new round from the summary.
    a.send({ type: 'START', kind: 'trump', timed: false, seed: 6, rules: DDV_RULES });
    expect(a.getSnapshot().value).toBe('asking');
    expect(a.getSnapshot().context.timeUp).toBe(false);
    for (let i = 0; i < ROUND_SECONDS + 5; i++) a.send({ type: 'TICK' });
    expect(a.getSnapshot().value).toBe('asking');
  });

  it('replays a single item from its seed', () => {
    const a = createActor(drillMachine).start();
    a.send({ type: 'START', kind: 'legal', timed: true, seed: 77, rules: DDV_RULES, single: true });
    const c = a.getSnapshot().context;
    expect(c.items).toHaveLength(1);
    expect(c.items[0].seed).toBe(77);
    expect(c.timed).toBe(false);
    a.send({ type: 'ANSWER', answer: right(c.items[0]) });
    a.send({ type: 'NEXT' });
    expect(a.getSnapshot().value).toBe('finished');
  });
});
