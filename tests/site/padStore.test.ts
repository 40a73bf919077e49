// The score pad's store: evenings kept in their doko-evening/1 form with undo steps, checked by
// the storage module's schema (a damaged value is a problem with its path, never a throw), and
// the pure changes the page makes: add, change, remove a line, undo each, a draft kept.
import { describe, expect, it } from 'vitest';
import { check } from '../../src/components/storage/schema.ts';
import { salvage } from '../../src/components/storage/restore.ts';
import {
  newEveningId,
  PAD_STORE,
  undone,
  withDraft,
  withEvening,
  withLine,
  withoutEvening,
  withoutLine,
  type PadStore,
} from '../../src/components/pad/store.ts';
import type { PadEntry } from '../../src/engine/evening/entry.ts';
import type { Evening } from '../../src/engine/evening/evening.ts';
import { NO_BOCK } from '../../src/engine/evening/bock.ts';
import { eveningValue } from '../../src/engine/evening/file.ts';
import { DDV_RULES } from '../../src/engine/rules.ts';

const EVENING: Evening = {
  title: '',
  started: '2026-12-03T19:00:00.000Z',
  players: ['A', 'B', 'C', 'D'],
  firstDealer: 0,
  rules: DDV_RULES,
  mode: 'open',
  bock: NO_BOCK,
  stakeCents: 0,
  deals: [],
};
const deal = (re: number): PadEntry => ({
  kind: 'deal',
  game: { kind: 'normal', re: [0, 2] },
  calls: { re: -1, kontra: -1 },
  points: { party: 're', value: re },
  schwarz: true,
  specials: [],
});
const at = (m: number) => new Date(Date.UTC(2026, 11, 3, 20, m));
const ID = 'ev-0000abcd';
const empty: PadStore = { evenings: [], draft: null };

describe('the score pad store', () => {
  it('adds, changes and removes lines, and undoes each in turn', () => {
    let s = withEvening(empty, ID, EVENING, at(0));
    s = withLine(s, ID, deal(131), null, at(1));
    s = withLine(s, ID, deal(150), null, at(2));
    s = withLine(s, ID, deal(100), 0, at(3));
    s = withoutLine(s, ID, 1, at(4));
    expect(s.evenings[0].evening.deals).toEqual([deal(100)]);
    const steps: string[] = [];
    for (;;) {
      const r = undone(s, ID, at(5));
      if (!r.undone) break;
      steps.push(`${r.undone.kind} ${r.undone.index}`);
      s = r.store;
    }
    expect(steps).toEqual(['removed 1', 'changed 0', 'added 1', 'added 0']);
    expect(s.evenings[0].evening.deals).toEqual([]);
  });

  it('checks a stored value with the engine’s reader: a damaged evening is a problem with its path', () => {
    const stored = (evening: unknown, undo: unknown[] = []) => ({ evenings: [{ id: ID, updated: at(0).toISOString(), evening, undo }], draft: null });
    const good = { ...eveningValue(EVENING), deals: [{ game: 'normal', re: [0, 2], points: { re: 131 } }] };
    expect(check(PAD_STORE.schema, stored(good)).ok).toBe(true);
    const bad = check(PAD_STORE.schema, stored({ ...good, deals: [{ game: 'normal', re: [0, 9], points: { re: 131 } }] }));
    expect(bad).toMatchObject({ ok: false, problem: { path: 'evenings[0].evening.deals[0].re[1]' } });
    // An undo step must fit the deals it would change: a change of deal 5 in an evening of one deal is refused.
    const step = check(PAD_STORE.schema, stored(good, [{ index: 5, before: { game: 'redeal' }, removed: false }]));
    expect(step).toMatchObject({ ok: false, problem: { path: 'evenings[0].undo[0].index' } });
    // Salvaged, the damaged evening is dropped and the rest kept (the storage module backs up the original).
    const two = { evenings: [...stored(good).evenings, { ...stored({ ...good, players: ['A'] }).evenings[0], id: 'ev-0000abce' }], draft: null };
    const kept = salvage(PAD_STORE.schema, two);
    expect(kept.ok && kept.value.evenings.map((e) => e.id)).toEqual([ID]);
  });

  it('keeps the deal being entered, and forgets it with its evening', () => {
    const draft = {
      evening: ID,
      index: null,
      draft: {
        game: 'normal' as const,
        picks: [1, 3],
        noPartner: false,
        solo: 'queens' as const,
        calls: { re: 0 as const, kontra: -1 as const },
        counted: 're' as const,
        digits: '14',
        schwarz: true,
        specials: [],
      },
    };
    let s = withDraft(withEvening(empty, ID, EVENING, at(0)), draft);
    expect(check(PAD_STORE.schema, { evenings: [], draft }).ok).toBe(true);
    expect(check(PAD_STORE.schema, { evenings: [], draft: { ...draft, draft: { ...draft.draft, digits: '1234' } } }).ok).toBe(false);
    s = withoutEvening(s, ID);
    expect(s).toEqual(empty);
    expect(newEveningId(() => 0.5)).toBe('ev-80000000');
  });
});
