import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { EXERCISES, exerciseRules } from '../../src/content/exercises/index.ts';
import { replay, type AnnounceExercise } from '../../src/content/exercises/lessons5to10.ts';
import { announcementDrillMachine } from '../../src/machines/announcementTimelineDrill.ts';
import type { Call } from '../../src/engine/scoring.ts';

const start = (id: string) => {
  const e = EXERCISES.find((x) => x.id === id) as AnnounceExercise;
  return createActor(announcementDrillMachine, { input: { state: replay(e.deal, exerciseRules(e)), seat: e.seat, hintCount: e.hints.length } }).start();
};

describe('announcementDrillMachine', () => {
  it('a late reply: only Kontra, and the engine says why keine 90 is refused', () => {
    const a = start('announce-reply');
    expect(a.getSnapshot().context.legal).toEqual(['kontra']);
    a.send({ type: 'PICK', call: 'no90' });
    expect(a.getSnapshot().value).toBe('choosing');
    expect(a.getSnapshot().context.feedback).toEqual({ code: 'refused', call: 'no90', refusal: { code: 'absageAfterLateReply', call: 'no90' } });
    a.send({ type: 'PICK', call: 're' });
    expect(a.getSnapshot().context.refusals.re).toEqual({ code: 'wrongPartyCall', call: 're', party: 'kontra' });
    expect(a.getSnapshot().context).toMatchObject({ mistakes: 2, wrong: ['no90', 're'] });
    a.send({ type: 'PICK', call: 'kontra' });
    expect(a.getSnapshot().value).toBe('done');
  });

  it('repeats are not mistakes; unknown calls are ignored; reset', () => {
    const a = start('announce-early');
    expect(a.getSnapshot().context.legal).toEqual(['re', 'no90', 'no60', 'no30', 'schwarz']);
    a.send({ type: 'PICK', call: 're' });
    a.send({ type: 'PICK', call: 're' });
    expect(a.getSnapshot().context.feedback).toEqual({ code: 'already', call: 're' });
    a.send({ type: 'PICK', call: 'nonsense' as Call });
    expect(a.getSnapshot().context.mistakes).toBe(0);
    a.send({ type: 'HINT' });
    a.send({ type: 'RESET' });
    expect(a.getSnapshot().context).toMatchObject({ marked: [], hints: 0, feedback: null });
  });

  it('the marriage shift and the 40-card deadlines come from the engine', () => {
    expect(start('announce-marriage-shift').getSnapshot().context.legal).toEqual(['kontra', 'no90', 'no60', 'no30', 'schwarz']);
    const forty = start('announce-without-nines').getSnapshot().context;
    expect(forty.legal).toEqual(['no90', 'no60', 'no30', 'schwarz']);
    expect(forty.refusals.re).toEqual({ code: 'alreadyAnnounced', call: 're' });
  });
});
