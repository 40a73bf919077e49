/**
 * The analyser page's machine: parsing on every change, debounced quick simulation, cancel,
 * deep evaluation over several (in-process) workers, and every state of both regions visited.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, waitFor } from 'xstate';
import { analyseMachine, deepJobsOf, inProcessActors, plainOf, quickJobOf, viewOf, type AnalyseEvent } from '../../src/machines/analyse.ts';
import { MAX_NOTATION_TEXT } from '../../src/engine/notation.ts';
import { DDV_RULES } from '../../src/engine/rules.ts';

const HAND = 'CQ CQ SQ SQ HQ CA SA HA DA C10 S9 H9';
const FIVE_PLUS_THREE = '♣A ♣A ♣10 ♣K ♣9 ♠A ♥A ♦A ♠K ♥K ♦9 ♦J';

function start(actors: Partial<typeof inProcessActors> = {}, workers = 2) {
  const machine = analyseMachine.provide({ actors: { ...inProcessActors, ...actors }, delays: { DEBOUNCE: 0 } });
  const actor = createActor(machine, { input: { workers } });
  actor.start();
  actor.send({ type: 'SET', settings: { samples: 60, deepSamples: 2 } });
  return actor;
}

const quickState = (a: ReturnType<typeof start>) => (a.getSnapshot().value as { quick: string }).quick;
const deepState = (a: ReturnType<typeof start>) => (a.getSnapshot().value as { deep: string }).deep;

describe('analyse machine', () => {
  it('parses on every change and reports the error at the token without simulating', async () => {
    const a = start();
    a.send({ type: 'TEXT', text: 'CQ CQ Qx SQ HQ CA SA HA DA C10 S9 H9' });
    const c = a.getSnapshot().context;
    expect(c.hand).toBeNull();
    expect(c.error).toMatchObject({ code: 'unknownToken', token: 'Qx', index: 6 });
    expect(c.instant).toBeNull();
    await waitFor(a, (s) => s.matches({ quick: 'idle' }));
    a.send({ type: 'TEXT', text: '' });
    expect(a.getSnapshot().context.error).toBeNull(); // an empty box is not an error
    a.stop();
  });

  it('shows the instant verdict at once, then runs the quick simulation to the end with a recommendation', async () => {
    const a = start();
    a.send({ type: 'TEXT', text: HAND });
    const c = a.getSnapshot().context;
    expect(c.hand).toHaveLength(12);
    expect(c.instant?.best).toBe('queens');
    expect(quickState(a)).toBe('pending');
    const done = await waitFor(a, (s) => s.matches({ quick: 'done' }), { timeout: 20_000 });
    const q = done.context.quick;
    expect(q.result?.samples).toBe(60);
    expect(q.recommendation).not.toBeNull();
    expect(Object.keys(q.keyCards)).toHaveLength(7);
    expect(viewOf(done.context)).toBe(q.recommendation!.contract ?? done.context.instant!.best);
    // The learner's answer: the recommendation's solo, its win chance in deals out of ten.
    const plain = plainOf(done.context)!;
    expect(plain.solo).toBe(q.recommendation!.reason.solo);
    expect(plain.play).toBe(q.recommendation!.contract === null ? 'marriage' : 'solo');
    expect(plain.winsInTen).toBe(Math.round(plain.winProbability * 10));
    a.send({ type: 'VIEW', kind: 'clubs' });
    expect(viewOf(a.getSnapshot().context)).toBe('clubs');
    a.stop();
  }, 30_000);

  it('refuses a paste over the limit as it arrives: the hand and the running work stay as they were', async () => {
    const a = start();
    a.send({ type: 'TEXT', text: HAND });
    expect(plainOf(a.getSnapshot().context)).toBeNull();
    await waitFor(a, (s) => s.matches({ quick: 'running' }), { timeout: 20_000 });
    a.send({ type: 'TEXT', text: 'CQ '.repeat(40_000) });
    let c = a.getSnapshot().context;
    expect(c.refused).toBe(120_000);
    expect(c.text).toBe(HAND);
    expect(c.hand).toHaveLength(12);
    expect(quickState(a)).toBe('running');
    // At the limit the text is read; the notice goes.
    a.send({ type: 'TEXT', text: `${HAND}${' '.repeat(MAX_NOTATION_TEXT - HAND.length)}` });
    c = a.getSnapshot().context;
    expect(c.refused).toBeNull();
    expect(c.hand).toHaveLength(12);
    // A link with too long a hand loads nothing of it, and says so.
    a.send({ type: 'LOAD', text: 'x'.repeat(MAX_NOTATION_TEXT + 1), settings: {} });
    expect(a.getSnapshot().context).toMatchObject({ refused: MAX_NOTATION_TEXT + 1, hand: { length: 12 } });
    a.stop();
  }, 30_000);

  it('cancels a running simulation, and a change of input starts it again', async () => {
    const seen: AnalyseEvent[] = [];
    // A runner that never finishes on its own.
    const stuck = fromCallback<AnalyseEvent, unknown>(() => () => seen.push({ type: 'CANCEL' }));
    const a = start({ quickRunner: stuck as unknown as typeof inProcessActors.quickRunner });
    a.send({ type: 'TEXT', text: HAND });
    await waitFor(a, (s) => s.matches({ quick: 'running' }));
    a.send({ type: 'CANCEL' });
    expect(quickState(a)).toBe('cancelled');
    expect(seen).toHaveLength(1); // the runner was stopped
    a.send({ type: 'SET', settings: { compulsory: true } });
    await waitFor(a, (s) => s.matches({ quick: 'running' }));
    expect(quickJobOf(a.getSnapshot().context).compulsory).toBe(true);
    a.send({ type: 'RUN' });
    expect(quickState(a)).toBe('running');
    a.stop();
  });

  it('reports a failed run', async () => {
    const failing = fromCallback<AnalyseEvent, unknown>(({ sendBack }) => {
      sendBack({ type: 'QUICK', message: { type: 'error', message: 'boom' } });
    });
    const a = start({ quickRunner: failing as unknown as typeof inProcessActors.quickRunner });
    a.send({ type: 'TEXT', text: HAND });
    const s = await waitFor(a, (x) => x.matches({ quick: 'failed' }));
    expect(s.context.quick.error).toBe('boom');
    a.stop();
  });

  it('re-parses when the rules change (a 12-card hand is wrong without nines)', () => {
    const a = start();
    a.send({ type: 'TEXT', text: HAND });
    a.send({ type: 'SET', settings: { rules: { ...DDV_RULES, withoutNines: true }, rulesSource: 'ddv' } });
    const c = a.getSnapshot().context;
    expect(c.hand).toBeNull();
    expect(c.error?.code).toBe('nineWithoutNines');
    a.stop();
  });

  it('loads a shared link and starts at once', async () => {
    const a = start();
    a.send({ type: 'LOAD', text: FIVE_PLUS_THREE, settings: { samples: 40, seed: 9, compulsory: true, seat: 2 } });
    expect(quickState(a)).toBe('running');
    const s = await waitFor(a, (x) => x.matches({ quick: 'done' }), { timeout: 20_000 });
    expect(s.context.quick.recommendation?.contract).toBe('aces');
    expect(s.context.seed).toBe(9);
    a.stop();
  }, 30_000);

  it('runs the deep evaluation over several workers, can cancel it, and resets it on a change', async () => {
    const a = start({}, 2);
    a.send({ type: 'TEXT', text: FIVE_PLUS_THREE });
    expect(deepJobsOf(a.getSnapshot().context)).toHaveLength(2);
    a.send({ type: 'DEEP_RUN' });
    expect(deepState(a)).toBe('running');
    a.send({ type: 'DEEP_CANCEL' });
    expect(deepState(a)).toBe('cancelled');
    a.send({ type: 'DEEP_RUN' });
    const s = await waitFor(a, (x) => x.matches({ deep: 'done' }), { timeout: 60_000 });
    expect(s.context.deep.done).toBe(2);
    expect(s.context.deep.solos).toHaveLength(7);
    a.send({ type: 'TEXT', text: HAND });
    expect(deepState(a)).toBe('idle');
    a.stop();
  }, 90_000);

  it('reports a failed deep evaluation', async () => {
    const failing = fromCallback<AnalyseEvent, unknown>(({ sendBack }) => {
      sendBack({ type: 'DEEP', event: { kind: 'error', message: 'no workers' } });
    });
    const a = start({ deepRunner: failing as unknown as typeof inProcessActors.deepRunner });
    a.send({ type: 'TEXT', text: HAND });
    a.send({ type: 'DEEP_RUN' });
    const s = await waitFor(a, (x) => x.matches({ deep: 'failed' }));
    expect(s.context.deep.error).toBe('no workers');
    a.stop();
  });
});
