import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { LEAD_PROBLEMS } from '../../src/content/quizzes/index.ts';
import { DDV_RULES } from '../../src/engine/rules.ts';
import { generatedProblem, GENERATED_SAMPLES } from '../../src/engine/quiz/problems.ts';
import { CURATED_SAMPLES, leadMachine } from '../../src/machines/quizLead.ts';

const problem = LEAD_PROBLEMS.find((p) => p.id === 'single-club-ace')!;

describe('lead quiz machine', () => {
  it('curated: idle → asking → answered.simulating → answered.ready, credit from the table at once', async () => {
    const a = createActor(leadMachine).start();
    expect(a.getSnapshot().value).toBe('idle');
    a.send({ type: 'LOAD', source: { kind: 'curated', problem } });
    expect(a.getSnapshot().value).toBe('asking');
    a.send({ type: 'TICK' });
    a.send({ type: 'HINT' });
    // A card the learner cannot lead is ignored.
    a.send({ type: 'PICK', card: 'HA' });
    expect(a.getSnapshot().value).toBe('asking');
    const alt = Object.keys(problem.credit).find((c) => c !== problem.key) ?? problem.legal.find((c) => c !== problem.key)!;
    a.send({ type: 'PICK', card: alt as never });
    let s = a.getSnapshot();
    expect(s.value).toEqual({ answered: 'simulating' });
    expect(s.context).toMatchObject({ pick: alt, credit: problem.credit[alt as 'CA'] ?? 0, hints: 1, seconds: 1 });
    // Further picks are ignored.
    a.send({ type: 'PICK', card: problem.key });
    expect(a.getSnapshot().context.pick).toBe(alt);
    s = await waitFor(a, (x) => x.matches({ answered: 'ready' }), { timeout: 20_000 });
    expect(s.context.evaluation!.samples).toBe(CURATED_SAMPLES);
    expect(s.context.verdicts).toHaveLength(problem.legal.length);
    expect(s.context.credit).toBe(problem.credit[alt as 'CA'] ?? 0);
    a.send({ type: 'LOAD', source: { kind: 'curated', problem } });
    expect(a.getSnapshot().context).toMatchObject({ pick: null, credit: null, hints: 0, evaluation: null });
  }, 30_000);

  it('generated: graded by the simulation once it is done, with progress on the way', async () => {
    const a = createActor(leadMachine).start();
    const p = generatedProblem(99, DDV_RULES);
    a.send({ type: 'LOAD', source: { kind: 'generated', problem: p } });
    const seen: number[] = [];
    a.subscribe((s) => s.context.evaluation && seen.push(s.context.evaluation.samples));
    a.send({ type: 'PICK', card: p.legal[0] });
    expect(a.getSnapshot().context.credit).toBeNull();
    const s = await waitFor(a, (x) => x.matches({ answered: 'ready' }), { timeout: 20_000 });
    expect(s.context.evaluation!.samples).toBe(GENERATED_SAMPLES);
    expect([0, 50, 100]).toContain(s.context.credit);
    expect(new Set(seen).size).toBeGreaterThan(2);
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
