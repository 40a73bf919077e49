/**
 * Problem-set links (doko-set/1): encode and decode round-trip for any set (hostile titles and
 * hands included), bad links give one reason and never throw, a broken item is named while the
 * others still resolve, and the progress store takes only what it can read.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  decodeSet,
  encodeSet,
  MAX_ITEMS,
  MAX_PAYLOAD,
  readHash,
  setHref,
  setKey,
  wellFormed,
  type ProblemSet,
  type SetItem,
} from '../../src/components/sets/format.ts';
import { resolveSet } from '../../src/components/sets/resolve.ts';
import { EXERCISE_ENTRIES, EXERCISE_INDEX, findExercise, preparedExercise } from '../../src/components/sets/exercises.ts';
import { exerciseLookup } from '../../src/components/sets/resolve.ts';
import { answered, progressOf, SETS_STORE, withProgress } from '../../src/components/sets/store.ts';
import { checkValue } from '../../src/components/storage/store.ts';
import { LEAD_PROBLEMS, leadProblem } from '../../src/content/quizzes/index.ts';
import { brokenText, itemName, setErrorText } from '#words/sets';

const CATALOGUES = { exercise: findExercise, leadProblem };
const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64url');
const payload = (data: unknown) => b64(JSON.stringify(data));

const EXAMPLE: ProblemSet = {
  title: 'Club evening, week 3',
  items: [
    { kind: 'exercise', id: EXERCISE_ENTRIES[0].id },
    { kind: 'score', level: 3, seed: 4711 },
    { kind: 'lead', problem: LEAD_PROBLEMS[0].id },
    { kind: 'leadSeed', seed: 12 },
    { kind: 'hand', hand: '♣A ♣A ♣10 ♣K ♣9 ♠A ♥A ♦A ♠K ♥K ♦9 ♦J' },
  ],
};

describe('doko-set/1 links', () => {
  it('writes the compact form of docs/formats.md', () => {
    const text = Buffer.from(
      encodeSet({
        title: 'T',
        rules: { withoutNines: true },
        items: [
          { kind: 'score', level: 2, seed: 7 },
          { kind: 'hand', hand: 'CQ', rules: { poverty: true } },
        ],
      }),
      'base64url',
    ).toString('utf8');
    expect(JSON.parse(text)).toEqual({
      f: 'doko-set/1',
      t: 'T',
      i: [
        ['s', 2, 7],
        ['h', 'CQ', { poverty: true }],
      ],
      r: { withoutNines: true },
    });
  });

  it('reads back the example set, and resolves every item in the catalogues', () => {
    const r = decodeSet(encodeSet(EXAMPLE));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.set.items.map((i) => (i.ok ? i.item : null))).toEqual(EXAMPLE.items);
    const resolved = resolveSet(r.set, CATALOGUES);
    expect(resolved.entries.map((e) => e.ok)).toEqual([true, true, true, true, true]);
    const hand = resolved.entries[4];
    expect(hand.ok && hand.run.kind === 'hand' ? hand.run.hand.length : 0).toBe(12);
  });

  it('names an item that cannot be found and still resolves the others', () => {
    const link = payload({
      f: 'doko-set/1',
      t: 'Old link',
      i: [
        ['x', 'no-such-exercise'],
        ['s', 2, 99],
        ['l', 'gone-problem'],
        ['h', '♣A ♣A ♣X'],
        ['s', 9, 1],
        ['q', 1],
        ['g', -1],
      ],
    });
    const r = decodeSet(link);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const entries = resolveSet(r.set, CATALOGUES).entries;
    expect(entries.map((e) => e.ok)).toEqual([false, true, false, false, false, false, false]);
    const lines = entries.flatMap((e) => (e.ok ? [] : [brokenText(e.index, e.kind, e.item, e.why)]));
    expect(lines[0]).toBe(
      'Item 1 (Lesson exercise "no-such-exercise") cannot be used: there is no such exercise (the lessons may have changed since the link was made).',
    );
    expect(lines[1]).toContain('Item 3 (Pick the lead: problem "gone-problem")');
    expect(lines[2]).toMatch(/^Item 4 \(Hand to analyse: ♣A ♣A ♣X\) cannot be used: the hand cannot be read: /);
    expect(lines[3]).toBe('Item 5 (Score the deal) cannot be used: level 9 does not exist (levels 1 to 8).');
    expect(lines[4]).toContain('Item 6 (An item) cannot be used: "q" is not a kind of item');
    expect(lines[5]).toContain('deal number -1 is not a whole number');
  });

  it('a set whose rules the engine refuses keeps its curated items and names the others', () => {
    const r = decodeSet(
      payload({
        f: 'doko-set/1',
        t: '',
        r: { dulle: 'sometimes' },
        i: [
          ['s', 1, 1],
          ['l', LEAD_PROBLEMS[0].id],
        ],
      }),
    );
    if (!r.ok) throw new Error('expected a set');
    const entries = resolveSet(r.set, CATALOGUES).entries;
    expect(entries.map((e) => e.ok)).toEqual([false, true]);
    const e = entries[0];
    expect(e.ok ? '' : brokenText(e.index, e.kind, e.item, e.why)).toContain('its rules cannot be used');
  });

  it('gives one clear reason for a link that is not a set', () => {
    const cases: [string | null, string][] = [
      [null, 'missing'],
      ['', 'missing'],
      ['***', 'notBase64'],
      ['A', 'notBase64'],
      [b64('{not json'), 'notJson'],
      [b64('{"f":"doko-set/1","t":"a","t":"b","i":[["g",1]]}'), 'repeatedKey'],
      [b64('{"f":"doko-set/1","t":"a","i":[["h","CQ",{"dulle":"firstWins","dulle":"notTrump"}]]}'), 'repeatedKey'],
      [payload([1, 2]), 'notASet'],
      [payload({ f: 'doko-deal/1' }), 'notASet'],
      [payload({ f: 'doko-set/2', t: '', i: [] }), 'version'],
      [payload({ f: 'doko-set/1', t: 5, i: [] }), 'field'],
      [payload({ f: 'doko-set/1', t: '', i: [], extra: 1 }), 'field'],
      [payload({ f: 'doko-set/1', t: '', i: [] }), 'noItems'],
      [payload({ f: 'doko-set/1', t: '', i: Array.from({ length: MAX_ITEMS + 1 }, () => ['g', 1]) }), 'tooManyItems'],
      ['A'.repeat(MAX_PAYLOAD + 4), 'tooLong'],
      [b64('\u{1F600}').slice(0, -2) + 'AA', 'notBase64'],
    ];
    for (const [link, code] of cases) {
      const r = decodeSet(link);
      expect(r.ok ? 'ok' : r.error.code, String(link).slice(0, 30)).toBe(code);
      if (!r.ok) expect(setErrorText(r.error).length).toBeGreaterThan(10);
    }
    // A repeated key is named with its place (JSON.parse would keep the last silently).
    const twice = decodeSet(b64('{"f":"doko-set/1","t":"a","i":[["h","CQ",{"dulle":"firstWins","dulle":"notTrump"}]]}'));
    expect(!twice.ok && setErrorText(twice.error)).toBe(
      'This link to a problem set has the field "dulle" twice (at i[0][2].dulle), so it could be read two ways. Ask for the link again.',
    );
  });

  it('keys are looked up as own keys only (constructor, __proto__ find nothing)', () => {
    const r = decodeSet(payload({ f: 'doko-set/1', t: '', i: [['constructor', 1], ['__proto__', 1], ['toString']] }));
    if (!r.ok) throw new Error('expected a set');
    expect(r.set.items.every((i) => !i.ok && i.problem.code === 'unknownKind')).toBe(true);
    const x = decodeSet(
      payload({
        f: 'doko-set/1',
        t: '',
        i: [
          ['x', 'constructor'],
          ['l', 'to-string'],
        ],
      }),
    );
    if (!x.ok) throw new Error('expected a set');
    expect(resolveSet(x.set, CATALOGUES).entries.every((e) => !e.ok)).toBe(true);
  });

  it('page addresses carry the payload after #set= and further parameters after it', () => {
    const href = setHref('/sets/print/', EXAMPLE, { part: 'key' });
    expect(href.startsWith('/sets/print/#set=')).toBe(true);
    const { payload: p, params } = readHash(href.slice(href.indexOf('#')));
    expect(params.get('part')).toBe('key');
    expect(p).toBe(encodeSet(EXAMPLE));
    expect(setKey(p!)).toMatch(/^set-[0-9a-f]{8}$/);
  });
});

// ---------------------------------------------------------------- properties

const hostile = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.constantFrom('__proto__', 'constructor', '"}]', '\u202e\u0000\u001b[31m', '\ud800', 'a\udc00b', '%00#set=&', '<script>alert(1)</script>'),
);
const slug = fc.stringMatching(/^[a-z0-9]{1,8}(-[a-z0-9]{1,8}){0,3}$/);
const seed = fc.integer({ min: 0, max: 0xffffffff });
const item: fc.Arbitrary<SetItem> = fc.oneof(
  slug.map((id) => ({ kind: 'exercise' as const, id })),
  fc.record({ kind: fc.constant('score' as const), level: fc.constantFrom(1, 2, 3, 4, 5, 6, 7, 8 as const), seed }),
  slug.map((problem) => ({ kind: 'lead' as const, problem })),
  seed.map((s) => ({ kind: 'leadSeed' as const, seed: s })),
  hostile.filter((h) => h.trim() !== '').map((hand) => ({ kind: 'hand' as const, hand })),
  fc.record({ kind: fc.constant('hand' as const), hand: fc.constant('CQ CQ'), rules: fc.constant({ withoutNines: true }) }),
);
const set: fc.Arbitrary<ProblemSet> = fc.record({ title: hostile, items: fc.array(item, { minLength: 1, maxLength: MAX_ITEMS }) });

describe('doko-set/1 properties', () => {
  it('decode(encode(set)) is the set (titles and hands as UTF-8 keeps them)', () => {
    fc.assert(
      fc.property(set, (s) => {
        const r = decodeSet(encodeSet(s));
        if (!r.ok) return false;
        const items = r.set.items.map((i) => (i.ok ? i.item : null));
        const expected = s.items.map((i) => (i.kind === 'hand' ? { ...i, hand: wellFormed(i.hand) } : i));
        expect(r.set.title).toBe(wellFormed(s.title));
        expect(items).toEqual(expected);
        return true;
      }),
      { numRuns: 300 },
    );
  });

  it('any text as a link: a set or one reason, never a throw; resolving and naming never throw', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          hostile,
          fc.string({ unit: 'binary', maxLength: 400 }),
          fc.json().map(b64),
          fc.anything().map((v) => payload({ f: 'doko-set/1', t: '', i: [v] })),
        ),
        (text) => {
          const r = decodeSet(text);
          if (!r.ok) return setErrorText(r.error).length > 0;
          for (const e of resolveSet(r.set, CATALOGUES).entries) {
            const line = e.ok ? itemName(e.item) : brokenText(e.index, e.kind, e.item, e.why);
            if (typeof line !== 'string' || line.length > 600) return false;
          }
          return true;
        },
      ),
      { numRuns: 400 },
    );
  });
});

describe('lesson exercises in a set', () => {
  it('each is prepared as for its lesson (island.ts) and survives JSON (/sets/exercise/<id>.json) unchanged', () => {
    expect(EXERCISE_ENTRIES.length).toBeGreaterThan(50);
    for (const { id, lesson } of EXERCISE_ENTRIES) {
      const p = preparedExercise(id)!;
      expect(p.data.frame).toMatchObject({ id, lesson });
      expect(JSON.parse(JSON.stringify(p))).toEqual(p);
    }
    expect(preparedExercise('no-such-exercise')).toBeUndefined();
  });

  it('the index the pages get names each exercise; ids from a link are looked up as own keys only', () => {
    const lookup = exerciseLookup(EXERCISE_INDEX);
    expect(lookup('deal-first-lead')).toEqual({ id: 'deal-first-lead', lesson: 'how-a-deal-goes', title: 'The first card' });
    for (const id of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) expect(lookup(id)).toBeUndefined();
  });
});

describe('set progress in the browser', () => {
  it('keeps the first answer of an item and refuses what it cannot read', () => {
    const now = new Date('2025-03-01T10:00:00Z');
    let p = progressOf({ sets: {} }, 'set-0000abcd', 'T');
    p = answered(p, 2, 0.5, now);
    p = answered(p, 2, 1, now);
    expect(p.answers['2'].credit).toBe(0.5);
    const store = withProgress({ sets: {} }, 'set-0000abcd', p);
    expect(checkValue(SETS_STORE, JSON.parse(JSON.stringify(store))).ok).toBe(true);
    for (const bad of [
      { sets: { constructor: p } },
      { sets: { 'set-0000abcd': { ...p, at: 99 } } },
      { sets: { 'set-0000abcd': { ...p, answers: { x: p.answers['2'] } } } },
      { sets: [] },
      null,
    ]) {
      expect(checkValue(SETS_STORE, bad).ok).toBe(false);
    }
  });

  it('keeps the fifty sets used last', () => {
    let store = { sets: {} };
    for (let i = 0; i < 60; i++)
      store = withProgress(store, `set-${String(i).padStart(8, '0')}`, {
        title: '',
        at: 0,
        answers: {},
        updated: new Date(Date.UTC(2025, 0, 1, 0, i)).toISOString(),
      });
    expect(Object.keys(store.sets)).toHaveLength(50);
    expect(Object.hasOwn(store.sets, 'set-00000059')).toBe(true);
    expect(Object.hasOwn(store.sets, 'set-00000009')).toBe(false);
  });
});
