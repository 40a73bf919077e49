/** Entering a deal at the score pad: taps build the draft, the engine decides on "save". */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { NO_BOCK } from '../../src/engine/evening/bock.ts';
import type { Evening } from '../../src/engine/evening/evening.ts';
import type { PadEntry } from '../../src/engine/evening/entry.ts';
import { DDV_RULES } from '../../src/engine/rules.ts';
import { draftDeal, EMPTY_DRAFT, padEntryMachine, type PadEntryEvent } from '../../src/machines/padEntry.ts';

const evening = (o: Partial<Evening> = {}): Evening => ({
  title: '',
  started: '2026-01-01T19:00:00.000Z',
  players: ['Anna', 'Ben', 'Cem', 'Dora'],
  firstDealer: 3,
  rules: DDV_RULES,
  mode: 'open',
  bock: NO_BOCK,
  stakeCents: 0,
  deals: [],
  ...o,
});

function run(ev: Evening, events: PadEntryEvent[]) {
  const saved: PadEntry[] = [];
  let persisted = 0;
  const machine = padEntryMachine.provide({
    actions: {
      commit: ({ context }) => void saved.push(context.saved!.entry),
      persist: () => void persisted++,
    },
  });
  const actor = createActor(machine, { input: { evening: ev, index: null } }).start();
  for (const e of events) actor.send(e);
  return { actor, saved, persisted };
}
const digits = (n: number): PadEntryEvent[] => [...String(n)].map((d) => ({ type: 'DIGIT', digit: Number(d) }));

describe('the pad entry machine', () => {
  it("example 2 of §11.5: Re taps, Kontra's keine 60, Kontra counted 183, save → one line, the form fresh again", () => {
    const { actor, saved, persisted } = run(evening(), [
      { type: 'PLAYER', player: 0 },
      { type: 'PLAYER', player: 2 },
      { type: 'CALL', party: 'kontra', level: 2 },
      { type: 'COUNTED', party: 'kontra' },
      ...digits(183),
      { type: 'SAVE' },
    ]);
    expect(saved).toEqual([
      {
        kind: 'deal',
        game: { kind: 'normal', re: [0, 2] },
        calls: { re: -1, kontra: 2 },
        points: { party: 'kontra', value: 183 },
        schwarz: true,
        specials: [],
      },
    ]);
    expect(actor.getSnapshot().context).toMatchObject({ draft: EMPTY_DRAFT, index: null, refusal: null });
    expect(actor.getSnapshot().context.evening.deals).toHaveLength(1);
    // Every tap, and the fresh form after the save.
    expect(persisted).toBe(8);
  });
  it("refuses what is missing, then what no deal could produce, with the engine's reason", () => {
    const { actor, saved } = run(evening(), [{ type: 'PLAYER', player: 1 }, { type: 'SAVE' }]);
    expect(actor.getSnapshot().context.refusal).toEqual({ missing: 'players' });
    actor.send({ type: 'PLAYER', player: 3 });
    actor.send({ type: 'SAVE' });
    expect(actor.getSnapshot().context.refusal).toEqual({ missing: 'points' });
    actor.send({ type: 'DIGIT', digit: 1 });
    actor.send({ type: 'SAVE' });
    expect(actor.getSnapshot().context.refusal).toEqual({ problem: { code: 'pointsNoCards', points: 1, withEvents: false } });
    expect(saved).toEqual([]);
    // Any further tap clears the refusal.
    actor.send({ type: 'DIGIT', digit: 3 });
    expect(actor.getSnapshot().context.refusal).toBeNull();
  });
  it('a third player tapped replaces the second; a tap on a chosen one takes it back', () => {
    const { actor } = run(evening(), [
      { type: 'PLAYER', player: 0 },
      { type: 'PLAYER', player: 1 },
      { type: 'PLAYER', player: 2 },
    ]);
    expect(actor.getSnapshot().context.draft.picks).toEqual([0, 2]);
    actor.send({ type: 'PLAYER', player: 0 });
    expect(actor.getSnapshot().context.draft.picks).toEqual([2]);
  });
  it('a solo keeps its soloist, clears special events; the keypad stops at 240', () => {
    const { actor } = run(evening(), [
      { type: 'PLAYER', player: 1 },
      { type: 'SPECIAL', kind: 'fox', player: 1, most: 2 },
      { type: 'SOLO', solo: 'jacks' },
      ...digits(2409),
    ]);
    const d = actor.getSnapshot().context.draft;
    expect(d).toMatchObject({ game: 'solo', solo: 'jacks', picks: [1], specials: [], digits: '240' });
  });
  it('special events: each tap one more, up to the most a deal holds, then none', () => {
    const tap: PadEntryEvent = { type: 'SPECIAL', kind: 'fox', player: 2, most: 2 };
    const { actor } = run(evening(), [tap, tap]);
    expect(actor.getSnapshot().context.draft.specials).toHaveLength(2);
    actor.send(tap);
    expect(actor.getSnapshot().context.draft.specials).toHaveLength(0);
  });
  it('edits a past line in place, and starts from a kept draft after a reload', () => {
    const first: PadEntry = {
      kind: 'deal',
      game: { kind: 'normal', re: [0, 1] },
      calls: { re: -1, kontra: -1 },
      points: { party: 're', value: 130 },
      schwarz: true,
      specials: [],
    };
    const { actor, saved } = run(evening({ deals: [first, first] }), [
      { type: 'EDIT', index: 0 },
      { type: 'BACKSPACE' },
      { type: 'DIGIT', digit: 5 },
      { type: 'SAVE' },
    ]);
    expect(saved[0]).toMatchObject({ points: { value: 135 } });
    expect(actor.getSnapshot().context.evening.deals[0]).toMatchObject({ points: { value: 135 } });
    const kept = { ...EMPTY_DRAFT, picks: [2, 3], digits: '12' };
    const again = createActor(padEntryMachine, { input: { evening: evening(), index: null, draft: kept } }).start();
    expect(draftDeal(again.getSnapshot().context.draft)).toMatchObject({ game: { re: [2, 3] }, points: { value: 12 } });
  });
  it('a tournament deal in which a player is vorgeführt starts as his solo', () => {
    const solo = (p: number): PadEntry => ({
      kind: 'deal',
      game: { kind: 'solo', declarer: p, solo: 'queens' },
      calls: { re: -1, kontra: -1 },
      points: { party: 're', value: 150 },
      schwarz: true,
      specials: [],
    });
    const normal: PadEntry = {
      kind: 'deal',
      game: { kind: 'normal', re: [0, 1] },
      calls: { re: -1, kontra: -1 },
      points: { party: 're', value: 130 },
      schwarz: true,
      specials: [],
    };
    const { actor } = run(evening({ mode: 'tournament', deals: [solo(0), solo(1), solo(2), ...Array.from({ length: 20 }, () => normal)] }), []);
    expect(actor.getSnapshot().context.draft).toMatchObject({ game: 'solo', picks: [3] });
  });
});
