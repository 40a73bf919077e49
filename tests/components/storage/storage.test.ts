/**
 * The storage module (components/storage) with a fake localStorage that has a quota: backups,
 * honest reports when a copy cannot be kept or a save fails, restoring what can be read, the
 * one progress file. The corrupted stores the fuzz campaign found are here as fixed cases.
 */
import { EXERCISES } from '../../../src/content/exercises/index.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LESSONS_STORE, readStars, recordStars } from '../../../src/components/progress.ts';
import { QUIZ_STORE, loadProgress, recordAndSave, saveProgress, EMPTY_PROGRESS } from '../../../src/components/quiz/store.ts';
import { readProgressFile, replaceStores, writeProgressFile, exportProgress } from '../../../src/components/storage/progressFile.ts';
import { discardBackup, restoreBackup } from '../../../src/components/storage/restore.ts';
import { backupsOf, MAX_BACKUPS, readStore, reportsFor, writeStore, type StoreSpec } from '../../../src/components/storage/store.ts';
import { loadSettings, SETTINGS_STORE } from '../../../src/components/settings/store.ts';
import { loadStore, TABLE_STORE, freshStore } from '../../../src/components/practice/store.ts';
import { answered, loadSets, progressOf, saveSets, SETS_STORE, withProgress } from '../../../src/components/sets/store.ts';
import { toRecord } from '../../../src/engine/record.ts';
import { randomDeal } from '../../../src/engine/random.ts';
import { DDV_RULES } from '../../../src/engine/rules.ts';
import { problemText } from '#words/storage';
import { useFakeStorage, type FakeStorage } from './fakeStorage.ts';

/** The lessons' exercises, as the pages pass them to the import. */
const EXERCISE_IDS: ReadonlySet<string> = new Set(EXERCISES.map((e) => e.id));

const fake = useFakeStorage();
let store: FakeStorage;
beforeEach(() => {
  store = fake.current();
});
/** The raw values of a store's backups, the oldest first. */
const kept = (spec: { key: string }) => backupsOf(spec).map((b) => b.raw);
/** Restore a store's only backup. */
const restoreOnly = <T>(spec: StoreSpec<T>) => {
  const all = backupsOf(spec);
  expect(all).toHaveLength(1);
  return restoreBackup(spec, all[0].key);
};

const T0 = new Date(2026, 10, 2, 10, 0, 0);
const answer = (n: number, rating: 1 | 3 = 3) => ({
  item: { id: `item:drill:trump:${n}`, title: `Trump #${n}`, href: `/quiz/drills/?kind=trump&item=${n}`, theme: 'drill:trump' },
  rating,
  credit: rating === 1 ? 0 : 1,
});

describe('a corrupted store: reset, reported with its first bad field, kept as a backup, restorable', () => {
  it('a corrupted quiz store: {"schema":1,"cards":{},"log":[null],"streak":0} no longer throws', () => {
    const raw = '{"schema":1,"cards":{},"log":[null],"streak":0}';
    store.setItem('doko:quiz', raw);
    const loaded = loadProgress();
    expect(loaded).toEqual({ progress: EMPTY_PROGRESS, status: 'reset' });
    expect(store.getItem('doko:quiz')).toBeNull();
    expect(kept(QUIZ_STORE)).toEqual([raw]);
    const [report] = reportsFor(['quiz']);
    expect(report).toMatchObject({ kind: 'reset', kept: true, raw });
    expect(report.kind === 'reset' && problemText(report.problem)).toBe('log[0]: expected an object, got null');
    // Restoring keeps what can be read (nothing, here) and says what was left out.
    const r = restoreOnly(QUIZ_STORE);
    expect(r.ok && r.dropped.map(problemText)).toEqual(['log[0]: expected an object, got null']);
    expect(kept(QUIZ_STORE)).toEqual([]);
    expect(reportsFor(['quiz'])).toEqual([]);
  });

  it('lesson stars: the earlier valid stars come back, merged with those earned since', () => {
    store.setItem('doko:progress:v1', '{"stars":{"points-club-trick":3,"follow-void":"two","sort-short-hand":2}}');
    expect(readStars()).toEqual({});
    expect(reportsFor(['lessons'])[0]).toMatchObject({ kind: 'reset', kept: true, problem: { path: 'stars["follow-void"]' } });
    recordStars('points-doppelkopf', 2); // the next solve no longer overwrites the old stars: they are in the backup
    recordStars('sort-short-hand', 3);
    const r = restoreOnly(LESSONS_STORE);
    expect(r.ok && r.dropped.map((p) => p.path)).toEqual(['stars["follow-void"]']);
    expect({ ...readStars() }).toEqual({ 'points-club-trick': 3, 'sort-short-hand': 3, 'points-doppelkopf': 2 });
    expect(kept(LESSONS_STORE)).toEqual([]);
  });

  it('the table: a bad row is named and the session restored without it; a bad deal record is left to the table to report', () => {
    const rec = toRecord(randomDeal(3, DDV_RULES, { announceRate: 0 }));
    const row = { seed: 4, dealer: 0, contract: { kind: 'normal' }, redeal: false, value: 2, scores: [2, -2, 2, -2] };
    const session = { ...freshStore(), rows: [row, { ...row, contract: { kind: 'constructor' } }] };
    store.setItem('doko:table:v1', JSON.stringify(session));
    expect(loadStore()).toEqual({ store: null, corrupted: true });
    const [report] = reportsFor(['table']);
    expect(report.kind === 'reset' && problemText(report.problem)).toMatch(/^rows\[1\]\.contract\.kind: unknown contract "constructor"/);
    const r = restoreOnly(TABLE_STORE);
    expect(r.ok && r.dropped.map((p) => p.path)).toEqual(['rows[1].contract.kind']);
    expect(loadStore().store).toMatchObject({ rows: [row] });
    // A deal in progress with rules {"constructor":true}: the store is readable, the engine refuses the record (PracticeTable says so).
    writeStore(TABLE_STORE, { ...freshStore(), current: { seed: 5, record: { ...rec, rules: { constructor: true } } } });
    expect(loadStore().corrupted).toBe(false);
  });

  it('settings with a prototype name as a rule key', () => {
    store.setItem('doko:settings:v1', '{"rules":{"constructor":true,"dulle":"secondWins"},"theme":"dark"}');
    expect(loadSettings()).toMatchObject({ corrupted: true, settings: { theme: 'system' } });
    const r = restoreOnly(SETTINGS_STORE);
    expect(r.ok).toBe(true);
    expect(loadSettings().settings).toMatchObject({ theme: 'dark', rules: { dulle: 'secondWins' } });
  });

  it('a 5 MB corrupted value in a full storage: the copy is kept by moving it, or the report says it was not', () => {
    const big = `{"schema":2,${'x'.repeat(4_000_000)}`;
    store.setItem('doko:quiz', big);
    loadProgress();
    expect(reportsFor(['quiz'])[0]).toMatchObject({ kind: 'reset', kept: true });
    expect(kept(QUIZ_STORE)).toEqual([big]);

    // A storage that takes no write at all (private modes can be like that): the copy is not kept,
    // the report says so, and the page still holds the value to offer it as a download.
    store.clear();
    store.setItem('doko:quiz', big);
    store.quota = 0;
    loadProgress();
    const report = reportsFor(['quiz'])[0];
    expect(report).toMatchObject({ kind: 'reset', kept: false });
    expect(report.kind === 'reset' && report.raw).toBe(big);
  });

  it('a save the browser refuses is reported, not swallowed', () => {
    store.quota = 10;
    expect(saveProgress(EMPTY_PROGRESS)).toBe(false);
    expect(reportsFor(['quiz'])[0]).toMatchObject({ kind: 'notSaved', full: true });
    store.quota = 5_000_000;
    recordAndSave(answer(1), T0);
    expect(reportsFor(['quiz'])).toEqual([]);
    expect(loadProgress().progress.attempts).toHaveLength(1);
  });

  it('several stores are written all or none', () => {
    store.setItem('doko:progress:v1', '{"stars":{"a":1}}');
    store.quota = 200;
    expect(
      replaceStores([
        [LESSONS_STORE, { stars: { b: 2 } }],
        [
          QUIZ_STORE,
          { ...EMPTY_PROGRESS, attempts: Array(50).fill({ id: 'item:drill:trump:1', theme: 'drill:trump', at: T0.toISOString(), rating: 3, credit: 1 }) },
        ],
      ] as never),
    ).toBe(false);
    expect(store.getItem('doko:progress:v1')).toBe('{"stars":{"a":1}}');
    expect(store.getItem('doko:quiz')).toBeNull();
  });
});

describe('every unreadable value is kept: a second never overwrites the first', () => {
  afterEach(() => vi.useRealTimers());
  const SPECS = [
    [QUIZ_STORE, () => loadProgress()],
    [LESSONS_STORE, () => readStars()],
    [SETS_STORE, () => loadSets()],
    [TABLE_STORE, () => loadStore()],
  ] as const;

  for (const [spec, read] of SPECS) {
    it(`${spec.key}: two unreadable values in a row are both kept, each restorable and deletable on its own`, () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(T0);
      store.setItem(spec.key, '{"first": broken');
      read();
      vi.setSystemTime(new Date(T0.getTime() + 60_000));
      store.setItem(spec.key, '{"second": broken');
      read();
      const all = backupsOf(spec);
      expect(all.map((b) => [b.raw, b.at])).toEqual([
        ['{"first": broken', T0.toISOString()],
        ['{"second": broken', new Date(T0.getTime() + 60_000).toISOString()],
      ]);
      expect(all.map((b) => b.key)).toEqual([
        `${spec.key}:unreadable:${T0.toISOString()}`,
        `${spec.key}:unreadable:${new Date(T0.getTime() + 60_000).toISOString()}`,
      ]);
      // The report is about the second; deleting the first leaves it, deleting the second ends it.
      expect(reportsFor([spec.id])[0]).toMatchObject({ kind: 'reset', kept: true, key: all[1].key });
      discardBackup(spec as StoreSpec<unknown>, all[0].key);
      expect(kept(spec)).toEqual(['{"second": broken']);
      expect(reportsFor([spec.id])).toHaveLength(1);
      const r = restoreBackup(spec as StoreSpec<unknown>, all[1].key);
      expect(r.ok).toBe(false); // nothing of it is JSON; it stays until deleted
      discardBackup(spec as StoreSpec<unknown>, all[1].key);
      expect(kept(spec)).toEqual([]);
      expect(reportsFor([spec.id])).toEqual([]);
    });
  }

  it(`at most ${MAX_BACKUPS} per store: the oldest goes only with a report that still holds it, never the new one (even with the clock set back)`, () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    for (let i = 0; i < MAX_BACKUPS; i++) {
      vi.setSystemTime(new Date(T0.getTime() + i * 60_000));
      store.setItem('doko:quiz', `broken ${i}`);
      loadProgress();
      expect(reportsFor(['quiz'])[0]).not.toHaveProperty('dropped');
    }
    expect(kept(QUIZ_STORE)).toEqual(['broken 0', 'broken 1', 'broken 2', 'broken 3', 'broken 4']);
    // A clock set back a day: the new copy is dated before all the others and still is not the one dropped.
    vi.setSystemTime(new Date(T0.getTime() - 86_400_000));
    store.setItem('doko:quiz', 'broken 5');
    loadProgress();
    expect(kept(QUIZ_STORE)).toEqual(['broken 5', 'broken 1', 'broken 2', 'broken 3', 'broken 4']);
    const report = reportsFor(['quiz'])[0];
    expect(report).toMatchObject({ kind: 'reset', kept: true, raw: 'broken 5', dropped: { raw: 'broken 0', at: T0.toISOString() } });
    // Once the new copy is dealt with, the dropped one is still offered for the rest of the visit.
    discardBackup(QUIZ_STORE as StoreSpec<unknown>, backupsOf(QUIZ_STORE)[0].key);
    expect(reportsFor(['quiz'])[0]).toMatchObject({ kind: 'dropped', dropped: { raw: 'broken 0' } });
  });

  it('the single backup of earlier releases (<key>:unreadable) is listed first and restorable', () => {
    recordStars('points-club-trick', 1);
    store.setItem('doko:progress:v1:unreadable', '{"stars":{"follow-void":3,"bad":"x"}}');
    store.setItem('doko:progress:v1', 'broken');
    readStars();
    const all = backupsOf(LESSONS_STORE);
    expect(all.map((b) => [b.key, b.at, b.raw])).toEqual([
      ['doko:progress:v1:unreadable', null, '{"stars":{"follow-void":3,"bad":"x"}}'],
      [expect.stringMatching(/^doko:progress:v1:unreadable:\d{4}-/), expect.any(String), 'broken'],
    ]);
    const r = restoreBackup(LESSONS_STORE, 'doko:progress:v1:unreadable');
    expect(r.ok && r.dropped.map((p) => p.path)).toEqual(['stars.bad']);
    expect({ ...readStars() }).toEqual({ 'follow-void': 3 });
    expect(kept(LESSONS_STORE)).toEqual(['broken']);
    // A key that is not one of this store's backups is neither read nor deleted.
    expect(restoreBackup(LESSONS_STORE, 'doko:quiz')).toMatchObject({ ok: false });
    store.setItem('doko:quiz', '{}');
    discardBackup(LESSONS_STORE as StoreSpec<unknown>, 'doko:quiz');
    expect(store.getItem('doko:quiz')).toBe('{}');
  });
});

describe('one file for all progress', () => {
  it('exports lesson stars, quiz progress and the table session, and imports them again', () => {
    recordStars('points-club-trick', 3);
    recordAndSave(answer(1), T0);
    writeStore(TABLE_STORE, freshStore('oneRound', 'strong'));
    const text = exportProgress(T0);
    expect(JSON.parse(text)).toMatchObject({ format: 'doko-progress', version: 1, lessons: { stars: { 'points-club-trick': 3 } }, table: { level: 'strong' } });
    store.clear();
    const r = readProgressFile(text, EXERCISE_IDS);
    expect(r.ok).toBe(true);
    expect(r.ok && writeProgressFile(r.file)).toBe(true);
    expect(readStars()).toEqual({ 'points-club-trick': 3 });
    expect(loadProgress().progress.attempts).toHaveLength(1);
    expect(readStore(TABLE_STORE).value?.session.mode).toBe('oneRound');
  });

  it("carries the answers to problem sets, checked like the store; a file without them leaves this browser's alone", () => {
    const p = answered(progressOf(loadSets(), 'set-0badc0de', 'Trumps'), 2, 2 / 3, T0);
    expect(saveSets(withProgress(loadSets(), 'set-0badc0de', p))).toBe(true);
    const text = exportProgress(T0);
    expect(JSON.parse(text).sets).toEqual({
      sets: { 'set-0badc0de': { title: 'Trumps', at: 0, answers: { '2': { credit: 2 / 3, at: T0.toISOString() } }, updated: T0.toISOString() } },
    });
    store.clear();
    const r = readProgressFile(text, EXERCISE_IDS);
    expect(r.ok && writeProgressFile(r.file)).toBe(true);
    expect(loadSets().sets['set-0badc0de'].answers['2'].credit).toBeCloseTo(2 / 3);

    const file = (sets: unknown) => JSON.stringify({ format: 'doko-progress', version: 1, exported: T0.toISOString(), sets });
    const problem = (text: string) => {
      const r = readProgressFile(text, EXERCISE_IDS);
      return r.ok ? 'accepted' : r.problem === 'notAFile' ? 'notAFile' : problemText(r.problem);
    };
    const one = (answers: unknown, key = 'set-0badc0de') => file({ sets: { [key]: { title: 'T', at: 0, answers, updated: T0.toISOString() } } });
    expect(problem(one({ '0': { credit: 1.5, at: T0.toISOString() } }))).toMatch(/^sets\.sets\["set-0badc0de"\]\.answers\["0"\]\.credit: /);
    expect(problem(one({ '30': { credit: 1, at: T0.toISOString() } }))).toBe(
      'sets.sets["set-0badc0de"].answers["30"]: expected the number of an item of the set, got "30"',
    );
    expect(problem(one({}, '__proto__'))).toBe('sets.sets.__proto__: expected the name of a problem set (set- and 8 hex digits), got "__proto__"');
    expect(problem(file({ sets: {}, extra: 1 }))).toBe('sets.extra: unknown field');
    // An older file (no `sets`) is read, and importing it keeps the sets answered here.
    saveSets(withProgress(loadSets(), 'set-00000001', answered(progressOf(loadSets(), 'set-00000001', 'Kept'), 0, 1, T0)));
    const older = readProgressFile(JSON.stringify({ format: 'doko-progress', version: 1, exported: T0.toISOString(), lessons: { stars: {} } }), EXERCISE_IDS);
    expect(older.ok && older.file.sets).toBeNull();
    expect(older.ok && writeProgressFile(older.file)).toBe(true);
    expect(Object.keys(loadSets().sets)).toContain('set-00000001');
  });

  it('reads the quiz-only files of earlier releases', () => {
    recordAndSave(answer(2), T0);
    const legacy = JSON.stringify({ format: 'doko-quiz-progress', exported: T0.toISOString(), progress: loadProgress().progress });
    const r = readProgressFile(legacy, EXERCISE_IDS);
    expect(r.ok && r.file).toMatchObject({ lessons: null, table: null, quiz: { attempts: [{ id: 'item:drill:trump:2' }] } });
  });

  it('refuses a crafted file, naming the first bad field: javascript: links, prototype keys, wrong types', () => {
    recordAndSave(answer(3, 1), T0);
    const quiz = loadProgress().progress;
    const id = 'item:drill:trump:3';
    const file = (o: Record<string, unknown>) =>
      JSON.stringify({ format: 'doko-progress', version: 1, exported: T0.toISOString(), lessons: { stars: {} }, quiz, table: null, ...o });
    const problem = (text: string) => {
      const r = readProgressFile(text, EXERCISE_IDS);
      return r.ok ? 'accepted' : r.problem === 'notAFile' ? 'notAFile' : problemText(r.problem);
    };
    expect(problem(file({ quiz: { ...quiz, scheduled: { [id]: { ...quiz.scheduled[id], href: 'javascript:alert(1)' } } } }))).toBe(
      `quiz.scheduled["${id}"].href: expected a link to a quiz page of this site, got "javascript:alert(1)"`,
    );
    expect(problem(file({ quiz: { ...quiz, misses: { [id]: { ...quiz.misses[id], href: 'javascript:alert(document.cookie)' } } } }))).toMatch(
      /^quiz\.misses\["item:drill:trump:3"\]\.href: expected a link to a quiz page/,
    );
    expect(problem(file({ lessons: { stars: { 'points-club-trick': 4 } } }))).toBe('lessons.stars["points-club-trick"]: expected one of 1, 2, 3, got 4');
    expect(problem(file({ quiz: { schema: 1, cards: {}, log: [null], streak: 0 } }))).toBe('quiz.log[0]: expected an object, got null');
    expect(problem(file({ table: { v: 1, level: 'beginner', session: { mode: 'constructor' } } }))).toMatch(
      /^table\.session\.mode: expected one of "open", "oneRound", "tournament24", got "constructor"/,
    );
    expect(problem(file({ extra: true }))).toBe('extra: unknown field');
    expect(problem('{"format":"doko-progress","version":2}')).toBe('version: expected 1, got 2');
    expect(problem('not json')).toBe('notAFile');
    expect(problem('{"format":"something"}')).toBe('notAFile');
  });
});
