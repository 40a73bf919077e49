import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { DDV_RULES, parseRules } from '../../src/engine/rules.ts';
import { meetsTarget, targetPoints } from '../../src/engine/scoring.ts';
import { targetCalculatorMachine } from '../../src/machines/targetCalculator.ts';

const rules = (o: object) => {
  const r = parseRules(o);
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
};
const start = (input: object = {}) => createActor(targetCalculatorMachine, { input: { rules: DDV_RULES, ...input } }).start();

describe('targetCalculatorMachine', () => {
  it('starts without calls: Re needs 121, and 121 wins for Re', () => {
    const a = start();
    const c = a.getSnapshot().context;
    expect(a.getSnapshot().value).toBe('reWins');
    expect(c.targets).toEqual({ re: targetPoints('re', -1, -1), kontra: targetPoints('kontra', -1, -1) });
    expect(c.meets).toEqual({ re: true, kontra: false });
    expect(c.tricks).toBe(12);
  });

  it('reaches kontraWins, noWinner and back, always agreeing with meetsTarget', () => {
    const a = start();
    a.send({ type: 'SET_POINTS', points: 120 });
    expect(a.getSnapshot().value).toBe('kontraWins');
    a.send({ type: 'SET_LEVEL', party: 're', level: 1 });
    a.send({ type: 'SET_LEVEL', party: 'kontra', level: 1 });
    a.send({ type: 'SET_POINTS', points: 140 });
    expect(a.getSnapshot().value).toBe('noWinner');
    const c = a.getSnapshot().context;
    expect(c.targets.re).toEqual({ points: 151 });
    const facts = { solo: false, reCardPoints: 140, reTricks: 6, kontraTricks: 6, reLevel: 1, kontraLevel: 1, specials: [] } as const;
    expect(c.meets).toEqual({ re: meetsTarget('re', facts), kontra: meetsTarget('kontra', facts) });
    a.send({ type: 'SET_POINTS', points: 160 });
    expect(a.getSnapshot().value).toBe('reWins');
  });

  it('swaps the tie when only Kontra is said', () => {
    const a = start({ reCardPoints: 120 });
    expect(a.getSnapshot().value).toBe('kontraWins');
    a.send({ type: 'SET_LEVEL', party: 'kontra', level: 0 });
    expect(a.getSnapshot().value).toBe('reWins');
    expect(a.getSnapshot().context.targets.re).toEqual({ points: 120 });
  });

  it('goes to impossible when points and tricks cannot go together, with the engine’s reason', () => {
    const a = start();
    a.send({ type: 'SET_TRICKS', tricks: 0 });
    expect(a.getSnapshot().value).toBe('impossible');
    expect(a.getSnapshot().context.meets).toBeNull();
    const e = a.getSnapshot().context.evaluation;
    expect(e.ok).toBe(false);
    if (!e.ok) expect(e.error.problem.code).toBe('pointsWithoutTrick');
    a.send({ type: 'SET_POINTS', points: 0 });
    expect(a.getSnapshot().value).toBe('kontraWins');
  });

  it('counts tricks for schwarz: one trick against schwarz is enough', () => {
    const a = start({ reLevel: 4, reCardPoints: 240, reTricks: 11 });
    expect(a.getSnapshot().context.targets).toEqual({ re: { tricks: 'all' }, kontra: { tricks: 'one' } });
    expect(a.getSnapshot().value).toBe('kontraWins');
    a.send({ type: 'SET_TRICKS', tricks: 12 });
    expect(a.getSnapshot().value).toBe('reWins');
  });

  it('follows the rules: without nines a deal has 10 tricks; reset keeps the rules', () => {
    const a = start({ reTricks: 12, reCardPoints: 240 });
    a.send({ type: 'RULES', rules: rules({ withoutNines: true }) });
    expect(a.getSnapshot().context.tricks).toBe(10);
    expect(a.getSnapshot().context.reTricks).toBe(10);
    a.send({ type: 'SET_LEVEL', party: 're', level: 2 });
    a.send({ type: 'RESET' });
    expect(a.getSnapshot().context.reLevel).toBe(-1);
    expect(a.getSnapshot().context.rules.withoutNines).toBe(true);
  });
});
