import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { LEAD_PROBLEMS } from '../../src/content/quizzes/index.ts';
import { DDV_RULES } from '../../src/engine/rules.ts';
import { generatedProblem, gradeGenerated, GENERATED_SAMPLES } from '../../src/engine/quiz/problems.ts';
import { CURATED_SAMPLES, leadMachine } from '../../src/machines/quizLead.ts';

const problem = LEAD_PROBLEMS.find((p) => p.id === 'single-club-ace')!;

describe('lead quiz machine', () => {
  const alt = (Object.keys(problem.credit).find((c) => c !== problem.key) ?? problem.legal.find((c) => c !== problem.key)!) as 'CA';
  const altCredit = problem.credit[alt] ?? 0;

  it('curated: a lead that is not the best gets a second try; the key then earns half, never less than the first try', async () => {
    const a = createActor(leadMachine).start();
    expect(a.getSnapshot().value).toBe('idle');
    a.send({ type: 'LOAD', source: { kind: 'curated', problem } });
    expect(a.getSnapshot().value).toBe('asking');
    a.send({ type: 'TICK' });
    a.send({ type: 'HINT' });
    // A card the learner cannot lead is ignored.
    a.send({ type: 'PICK', card: 'HA' });
    expect(a.getSnapshot().value).toBe('asking');
    a.send({ type: 'PICK', card: alt });
    let s = a.getSnapshot();
    expect(s.value).toBe('retry');
    expect(s.context).toMatchObject({ pick: alt, picks: [alt], pickCredits: [altCredit], credit: null, hints: 1, seconds: 1, evaluation: null });
    // The same card again is no second try.
    a.send({ type: 'PICK', card: alt });
    expect(a.getSnapshot().value).toBe('retry');
    a.send({ type: 'PICK', card: problem.key });
    s = a.getSnapshot();
    expect(s.value).toEqual({ answered: 'simulating' });
    expect(s.context).toMatchObject({ pick: problem.key, picks: [alt, problem.key], pickCredits: [altCredit, 100], credit: Math.max(altCredit, 50) });
    // Further picks are ignored.
    a.send({ type: 'PICK', card: problem.legal.find((c) => c !== alt && c !== problem.key)! });
    expect(a.getSnapshot().context.picks).toHaveLength(2);
    s = await waitFor(a, (x) => x.matches({ answered: 'ready' }), { timeout: 20_000 });
    expect(s.context.evaluation!.samples).toBe(CURATED_SAMPLES);
    expect(s.context.verdicts).toHaveLength(problem.legal.length);
    expect(s.context.credit).toBe(Math.max(altCredit, 50));
    a.send({ type: 'LOAD', source: { kind: 'curated', problem } });
    expect(a.getSnapshot().context).toMatchObject({ pick: null, picks: [], pickCredits: [], credit: null, hints: 0, evaluation: null });
  }, 30_000);

  it('curated: the key at once is full credit; after a miss the learner may ask for the answer instead', () => {
    const a = createActor(leadMachine).start();
    a.send({ type: 'LOAD', source: { kind: 'curated', problem } });
    a.send({ type: 'PICK', card: problem.key });
    expect(a.getSnapshot().value).toEqual({ answered: 'simulating' });
    expect(a.getSnapshot().context.credit).toBe(100);
    const wrong = problem.legal.find((c) => !(c in problem.credit))!;
    a.send({ type: 'LOAD', source: { kind: 'curated', problem } });
    a.send({ type: 'REVEAL' });
    expect(a.getSnapshot().value).toBe('asking');
    a.send({ type: 'PICK', card: wrong });
    expect(a.getSnapshot().value).toBe('retry');
    a.send({ type: 'REVEAL' });
    expect(a.getSnapshot().value).toEqual({ answered: 'simulating' });
    expect(a.getSnapshot().context).toMatchObject({ picks: [wrong], credit: 0 });
    a.stop();
  });

  it('generated: the first pick is graded by the simulation, with progress on the way; a second try is graded at once', async () => {
    const a = createActor(leadMachine).start();
    const p = generatedProblem(99, DDV_RULES);
    a.send({ type: 'LOAD', source: { kind: 'generated', problem: p } });
    const seen: number[] = [];
    a.subscribe((s) => s.context.evaluation && seen.push(s.context.evaluation.samples));
    // A lead the same simulation grades with no credit (worked out here beforehand).
    const worst = gradeGenerated(p).verdicts.find((v) => v.credit === 0)!.card;
    a.send({ type: 'PICK', card: worst });
    expect(a.getSnapshot().value).toEqual({ judging: 'simulating' });
    expect(a.getSnapshot().context.credit).toBeNull();
    let s = await waitFor(a, (x) => !x.matches('judging'), { timeout: 20_000 });
    expect(s.context.evaluation!.samples).toBe(GENERATED_SAMPLES);
    expect(new Set(seen).size).toBeGreaterThan(2);
    expect(s.context.pickCredits).toEqual([0]);
    expect(s.value).toBe('retry');
    const best = s.context.verdicts!.find((v) => v.credit === 100)!;
    a.send({ type: 'PICK', card: best.card });
    s = a.getSnapshot();
    expect(s.value).toEqual({ answered: 'ready' });
    expect(s.context.credit).toBe(50);
  }, 30_000);

  it('generated: the answer hint runs the simulation, and the pick is graded at once', () => {
    const a = createActor(leadMachine).start();
    const p = generatedProblem(7, DDV_RULES);
    a.send({ type: 'LOAD', source: { kind: 'generated', problem: p } });
    a.send({ type: 'HINT' });
    a.send({ type: 'HINT' });
    expect(a.getSnapshot().context.verdicts).toBeNull();
    a.send({ type: 'HINT' });
    a.send({ type: 'HINT' });
    const c = a.getSnapshot().context;
    expect(c.hints).toBe(3);
    const best = c.verdicts!.find((v) => v.credit === 100)!;
    a.send({ type: 'PICK', card: best.card });
    expect(a.getSnapshot().value).toEqual({ answered: 'ready' });
    expect(a.getSnapshot().context.credit).toBe(100);
  });
});
