/** The evening file `doko-evening/1` (docs/formats.md): read strictly, written back the same. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BOCK_EVENTS, NO_BOCK } from '../../src/engine/evening/bock.ts';
import type { PadEntry, PadGame } from '../../src/engine/evening/entry.ts';
import type { Evening } from '../../src/engine/evening/evening.ts';
import { checkEvening, eveningText, eveningValue, MAX_EVENING_TEXT, readEvening, readEveningText } from '../../src/engine/evening/file.ts';
import { SOLO_KINDS } from '../../src/engine/order.ts';
import { DDV_RULES } from '../../src/engine/rules.ts';
import type { Level } from '../../src/engine/scoring.ts';

const base = { format: 'doko-evening/1', started: '2026-03-05T19:30:00.000Z', players: ['Anna', 'Ben', 'Cem', 'Dora'], firstDealer: 0 };
const read = (patch: Record<string, unknown>) => readEvening({ ...base, ...patch });
const error = (patch: Record<string, unknown>) => {
  const r = read(patch);
  return r.ok ? null : { path: r.error.path, code: r.error.problem.code };
};

describe('reading an evening file', () => {
  it('a minimal file is an open evening under DDV rules with no deals', () => {
    expect(read({})).toEqual({
      ok: true,
      value: {
        title: '',
        started: base.started,
        players: base.players,
        firstDealer: 0,
        rules: DDV_RULES,
        mode: 'open',
        bock: NO_BOCK,
        stakeCents: 0,
        deals: [],
      },
    });
  });
  it('names the first bad field with its path', () => {
    expect(error({ format: 'doko-evening/2' })).toMatchObject({ path: 'format', code: 'format' });
    expect(error({ colour: 'red' })).toMatchObject({ path: 'colour', code: 'field' });
    expect(error({ players: ['A', 'B', 'C'] })).toMatchObject({ path: 'players', code: 'players' });
    expect(error({ players: ['A', 'B', 'C', 'a'] })).toMatchObject({ path: 'players[3]', code: 'sameName' });
    expect(error({ players: ['A', 'B', 'C', ' D'] })).toMatchObject({ path: 'players[3]', code: 'badName' });
    expect(error({ players: ['A', 'B', 'C', 'D\u001b[2J'] })).toMatchObject({ path: 'players[3]', code: 'badName' });
    expect(error({ firstDealer: 4 })).toMatchObject({ path: 'firstDealer', code: 'field' });
    expect(error({ rules: { dullen: true } })).toMatchObject({ path: 'rules.dullen', code: 'rules' });
    expect(error({ mode: 'tournament', players: ['A', 'B', 'C', 'D', 'E'] })).toMatchObject({ path: 'mode', code: 'tournamentSize' });
    expect(error({ bock: ['tie120', 'tie120'] })).toMatchObject({ path: 'bock[1]', code: 'field' });
    expect(error({ stakeCents: -1 })).toMatchObject({ path: 'stakeCents', code: 'field' });
    expect(error({ deals: [{ game: 'normal', re: [0, 0], points: { re: 130 } }] })).toMatchObject({ path: 'deals[0].re[1]', code: 'field' });
    expect(error({ deals: [{ game: 'normal', re: [0, 1], points: { re: 130, kontra: 110 } }] })).toMatchObject({ path: 'deals[0].points', code: 'field' });
    expect(error({ deals: [{ game: 'normal', re: [0, 1], points: { re: 241 } }] })).toMatchObject({ path: 'deals[0].points.re', code: 'field' });
    expect(error({ deals: [{ game: 'normal', re: [0, 1], points: { re: 130 }, calls: { re: 'kontra' } }] })).toMatchObject({
      path: 'deals[0].calls.re',
      code: 'field',
    });
    expect(error({ deals: [{ game: 'normal', re: [0, 1], points: { re: 130 }, schwarz: false }] })).toMatchObject({
      path: 'deals[0].schwarz',
      code: 'schwarzWithPoints',
    });
    expect(error({ deals: [{ game: 'solo', soloist: 1, solo: 'trumps', points: { re: 130 } }] })).toMatchObject({ path: 'deals[0].solo', code: 'field' });
    expect(error({ deals: [{ game: 'redeal', points: { re: 1 } }] })).toMatchObject({ path: 'deals[0].points', code: 'field' });
    expect(error({ deals: [{ game: 'marriage', declarer: 0, partner: 0, points: { re: 1 } }] })).toMatchObject({ path: 'deals[0].partner', code: 'field' });
    expect(error({ deals: [{ game: 'normal', re: [0, 1], points: { re: 130 }, specials: [{ kind: 'fox', by: 9 }] }] })).toMatchObject({
      path: 'deals[0].specials[0].by',
      code: 'field',
    });
  });
  it('reads text strictly: a key twice, and the size limit', () => {
    const text = JSON.stringify(base).replace('"firstDealer":0', '"firstDealer":0,"firstDealer":1');
    expect(readEveningText(text)).toMatchObject({ ok: false, error: { path: 'firstDealer', problem: { code: 'json', problem: { code: 'duplicateKey' } } } });
    expect(readEveningText(' '.repeat(MAX_EVENING_TEXT + 1))).toMatchObject({ ok: false, error: { problem: { code: 'json', problem: { code: 'tooLong' } } } });
    expect(readEveningText('null')).toMatchObject({ ok: false, error: { path: '', problem: { code: 'field' } } });
  });
  it('checkEvening names the first deal no deal could produce', () => {
    const r = read({
      deals: [
        { game: 'normal', re: [0, 1], points: { re: 130 } },
        { game: 'normal', re: [0, 1], points: { re: 1 } },
      ],
    });
    expect(r.ok).toBe(true);
    expect(checkEvening((r as { value: Evening }).value)).toMatchObject({
      ok: false,
      error: { path: 'deals[1]', problem: { code: 'deal', number: 2, problem: { code: 'pointsNoCards' } } },
    });
  });
});

const player = (n: number) => fc.nat(n - 1);
const gameArb = (n: number): fc.Arbitrary<PadGame> =>
  fc.oneof(
    fc
      .tuple(player(n), player(n))
      .filter(([a, b]) => a !== b)
      .map(([a, b]) => ({ kind: 'normal' as const, re: [a, b] as const })),
    fc.tuple(player(n), fc.constantFrom(...SOLO_KINDS)).map(([d, solo]) => ({ kind: 'solo' as const, declarer: d, solo })),
    player(n).map((d) => ({ kind: 'silentMarriage' as const, declarer: d })),
    fc
      .tuple(player(n), fc.option(player(n), { nil: null }))
      .filter(([a, b]) => a !== b)
      .map(([d, p]) => ({ kind: 'marriage' as const, declarer: d, partner: p })),
    fc
      .tuple(player(n), player(n))
      .filter(([a, b]) => a !== b)
      .map(([d, p]) => ({ kind: 'poverty' as const, declarer: d, partner: p })),
  );
const level = fc.constantFrom<Level>(-1, 0, 1, 2, 3, 4);
const entryArb = (n: number): fc.Arbitrary<PadEntry> =>
  fc.oneof(
    { weight: 1, arbitrary: fc.constant({ kind: 'redeal' as const }) },
    {
      weight: 6,
      arbitrary: fc
        .record({
          game: gameArb(n),
          calls: fc.record({ re: level, kontra: level }),
          points: fc.record({ party: fc.constantFrom('re' as const, 'kontra' as const), value: fc.constantFrom(0, 90, 120, 131, 240) }),
          schwarz: fc.boolean(),
          specials: fc.array(
            fc.record({ kind: fc.constantFrom('fox' as const, 'doppelkopf' as const, 'karlchen' as const, 'foxLast' as const), by: player(n) }),
            { maxLength: 3 },
          ),
        })
        .map((d) => ({ kind: 'deal' as const, ...d, schwarz: d.points.value === 0 || d.points.value === 240 ? d.schwarz : true })),
    },
  );
const eveningArb = fc.integer({ min: 4, max: 6 }).chain((n) =>
  fc.record({
    title: fc.string({ maxLength: 20 }).map((s) => s.replace(/[\u0000-\u001f\u007f-\u009f]/g, '')),
    started: fc.constant('2026-03-05T19:30:00.000Z'),
    players: fc.constant(['Anna', 'Ben', 'Cem', 'Dora', 'Eva', 'Finn'].slice(0, n)),
    firstDealer: player(n),
    rules: fc.constant(DDV_RULES),
    mode: fc.constant('open' as const),
    bock: fc.subarray([...BOCK_EVENTS]).map((on) => ({ ...NO_BOCK, ...Object.fromEntries(on.map((e) => [e, true])) })),
    stakeCents: fc.nat(100),
    deals: fc.array(entryArb(n), { maxLength: 12 }),
  }),
);

describe('property: an evening written and read again is the same evening', () => {
  it('eveningText → readEveningText', () => {
    fc.assert(
      fc.property(eveningArb, (e) => {
        const r = readEveningText(eveningText(e as Evening));
        expect(r).toEqual({ ok: true, value: e });
        expect(readEvening(JSON.parse(JSON.stringify(eveningValue(e as Evening))))).toEqual({ ok: true, value: e });
      }),
    );
  });
});
