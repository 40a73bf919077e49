/**
 * The print page's long jobs run off the page's thread: a job's outcome is plain data that a
 * worker's message carries whole, a job the engine cannot do gives its reason instead of
 * throwing, and the page keeps at most two analyser workers at once.
 */
import { describe, expect, it } from 'vitest';
import { runKeyJob } from '../../src/components/sets/keyJobs.ts';
import { KeyWorker, WorkerSlots } from '../../src/components/sets/keyWorker.ts';
import { gradeGenerated, generatedProblem } from '../../src/engine/quiz/problems.ts';
import { scoreItem, type ScoreLevel } from '../../src/engine/quiz/score.ts';
import { DDV_RULES } from '../../src/engine/rules.ts';

describe('key jobs', () => {
  it('a score deal and a generated lead come back as the engine makes them, and survive a worker message', () => {
    const score = runKeyJob({ kind: 'score', seed: 101, level: 8, rules: DDV_RULES });
    expect(score).toEqual({ ok: true, value: scoreItem(101, 8, DDV_RULES) });
    expect(structuredClone(score)).toEqual(score);
    const lead = runKeyJob({ kind: 'leadSeed', seed: 12, rules: DDV_RULES });
    expect(lead).toEqual({ ok: true, value: gradeGenerated(generatedProblem(12, DDV_RULES)) });
    expect(structuredClone(lead)).toEqual(lead);
  });

  it('a job the engine refuses gives its reason', () => {
    const r = runKeyJob({ kind: 'score', seed: 1, level: 9 as ScoreLevel, rules: DDV_RULES });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.message).not.toBe('');
  });

  it('without a Worker (as in Node) a job runs on the page in a task of its own', async () => {
    const w = new KeyWorker();
    const outcome = await w.run({ kind: 'score', seed: 7, level: 1, rules: DDV_RULES });
    expect(outcome).toEqual({ ok: true, value: scoreItem(7, 1, DDV_RULES) });
    w.stop();
  });
});

describe('worker slots', () => {
  it('grant at most the size at once, the next when one is freed, each freed once', async () => {
    const slots = new WorkerSlots(2);
    const granted: number[] = [];
    const frees: (() => void)[] = [];
    for (let i = 0; i < 4; i++)
      slots.take().then((free) => {
        granted.push(i);
        frees[i] = free;
      });
    await Promise.resolve();
    expect(granted).toEqual([0, 1]);
    frees[0]();
    frees[0]();
    await Promise.resolve();
    expect(granted).toEqual([0, 1, 2]);
    frees[1]();
    await Promise.resolve();
    expect(granted).toEqual([0, 1, 2, 3]);
  });
});
