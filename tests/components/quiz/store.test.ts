import { describe, expect, it } from 'vitest';
import {
  currentStreak,
  dayOf,
  dueToday,
  EMPTY_PROGRESS,
  mergeProgress,
  missesByTheme,
  parseProgress,
  QUIZ_SCHEMA,
  recordOutcome,
  review,
  serializeProgress,
  UNLOCK_PERFECT,
  unlockedLevel,
  type OutcomeReport,
  type QuizProgress,
} from '../../../src/components/quiz/store.ts';
import { PACE, RATING, ratingFor } from '../../../src/engine/quiz/rating.ts';

const T0 = new Date(2026, 10, 2, 10, 0, 0);
const later = (days: number, hours = 0) => new Date(T0.getTime() + days * 86_400_000 + hours * 3_600_000);
const item = (n: number, theme = 'drill:trump') => ({ id: `item:drill:trump:${n}`, title: `Trump #${n}`, href: `/quiz/drills/?kind=trump&item=${n}`, theme });
const concept = { id: 'concept:drill:trump', title: 'Trump or not', href: '/quiz/drills/?kind=trump', theme: 'drill:trump' };
const report = (n: number, rating: 1 | 2 | 3 | 4, extra: Partial<OutcomeReport> = {}): OutcomeReport => ({
  item: item(n),
  rating,
  credit: rating === 1 ? 0 : 1,
  concepts: [{ ...concept, rating }],
  ...extra,
});

describe('ratings from outcomes', () => {
  it('wrong → Again, hint or slow → Hard, right → Good, fast → Easy', () => {
    const p = PACE.drill;
    expect(ratingFor({ credit: 0, hints: 0, seconds: 1 }, p)).toBe(RATING.again);
    expect(ratingFor({ credit: 1, hints: 3, seconds: 1 }, p)).toBe(RATING.again);
    expect(ratingFor({ credit: 1, hints: 1, seconds: 1 }, p)).toBe(RATING.hard);
    expect(ratingFor({ credit: 1, hints: 0, seconds: p.slow + 1 }, p)).toBe(RATING.hard);
    expect(ratingFor({ credit: 0.7, hints: 0, seconds: 1 }, p)).toBe(RATING.hard);
    expect(ratingFor({ credit: 1, hints: 0, seconds: p.fast + 1 }, p)).toBe(RATING.good);
    expect(ratingFor({ credit: 1, hints: 0, seconds: p.fast }, p)).toBe(RATING.easy);
  });
});

describe('scheduling with FSRS', () => {
  it('brings a miss back sooner than a right answer, and an easy one later still', () => {
    const again = Date.parse(review(null, 1, T0).due);
    const good = Date.parse(review(null, 3, T0).due);
    const easy = Date.parse(review(null, 4, T0).due);
    expect(again).toBeLessThan(good);
    expect(good).toBeLessThan(easy);
    // A second good review pushes the card further out.
    const second = review(review(null, 3, T0), 3, later(3));
    expect(Date.parse(second.due) - later(3).getTime()).toBeGreaterThan(good - T0.getTime());
  });

  it('schedules the item and its concepts; due today lists concepts first', () => {
    let p = recordOutcome(EMPTY_PROGRESS, report(1, 1), T0);
    p = recordOutcome(p, report(2, 4), T0);
    expect(Object.keys(p.scheduled).sort()).toEqual([concept.id, item(1).id, item(2).id].sort());
    const due = dueToday(p, T0).map((s) => s.id);
    expect(due).toContain(item(1).id);
    expect(due).not.toContain(item(2).id);
    expect(due.indexOf(concept.id)).toBeLessThan(due.indexOf(item(1).id));
    expect(dueToday(p, later(60)).map((s) => s.id)).toContain(item(2).id);
  });

  it('keeps misses by theme until answered right', () => {
    let p = recordOutcome(EMPTY_PROGRESS, report(1, 1), T0);
    p = recordOutcome(p, { ...report(9, 1), item: item(9, 'score:2') }, T0);
    p = recordOutcome(p, report(1, 1), later(0, 1));
    expect(p.misses[item(1).id].count).toBe(2);
    expect(missesByTheme(p).map(([theme, ms]) => [theme, ms.map((m) => m.id)])).toEqual([
      ['drill:trump', [item(1).id]],
      ['score:2', [item(9).id]],
    ]);
    p = recordOutcome(p, report(1, 2, { credit: 0.6 }), later(0, 2));
    expect(p.misses[item(1).id]).toBeDefined();
    p = recordOutcome(p, report(1, 3), later(0, 3));
    expect(p.misses[item(1).id]).toBeUndefined();
  });

  it('counts a streak of days and lets it lapse', () => {
    let p = recordOutcome(EMPTY_PROGRESS, report(1, 3), T0);
    p = recordOutcome(p, report(2, 3), later(0, 5));
    expect(p.streak).toMatchObject({ current: 1, best: 1, lastDay: dayOf(T0) });
    p = recordOutcome(p, report(3, 3), later(1));
    p = recordOutcome(p, report(4, 3), later(2));
    expect(currentStreak(p, later(2))).toBe(3);
    expect(currentStreak(p, later(3))).toBe(3);
    expect(currentStreak(p, later(4))).toBe(0);
    p = recordOutcome(p, report(5, 3), later(5));
    expect(p.streak).toMatchObject({ current: 1, best: 3 });
  });

  it('opens score levels in order after perfect sheets', () => {
    let p: QuizProgress = EMPTY_PROGRESS;
    expect(unlockedLevel(p)).toBe(1);
    for (let i = 0; i < UNLOCK_PERFECT; i++) p = recordOutcome(p, { ...report(i, 3), scoreLevel: 1 }, T0);
    expect(unlockedLevel(p)).toBe(2);
    p = recordOutcome(p, { ...report(7, 1), scoreLevel: 2 }, T0);
    expect(unlockedLevel(p)).toBe(2);
    for (let i = 0; i < UNLOCK_PERFECT; i++) p = recordOutcome(p, { ...report(i, 3), scoreLevel: 3 }, T0);
    expect(unlockedLevel(p)).toBe(2);
    expect(p.levels['2']).toEqual({ answered: 1, perfect: 0 });
  });

  it('keeps at most the newest attempts', () => {
    let p: QuizProgress = EMPTY_PROGRESS;
    for (let i = 0; i < 320; i++) p = recordOutcome(p, report(i % 5, 3), T0);
    expect(p.attempts).toHaveLength(300);
    expect(p.attempts[299].id).toBe(item(319 % 5).id);
  });
});

describe('stored progress: versions, migrations, corruption', () => {
  const sample = recordOutcome(recordOutcome(EMPTY_PROGRESS, report(1, 1), T0), { ...report(2, 3), scoreLevel: 1 }, later(1));

  it('round-trips the current schema', () => {
    expect(parseProgress(null)).toEqual({ progress: EMPTY_PROGRESS, status: 'empty' });
    expect(parseProgress(serializeProgress(sample))).toEqual({ progress: sample, status: 'ok' });
  });

  it('migrates schema 1 (the first release) to the current schema', () => {
    const v1 = {
      schema: 1,
      cards: sample.scheduled,
      log: [
        { id: item(1).id, theme: 'drill:trump', at: T0.toISOString(), rating: 1, credit: 0 },
        { id: item(2).id, theme: 'drill:trump', at: T0.toISOString(), rating: 1, credit: 0 },
        { id: item(2).id, theme: 'drill:trump', at: later(1).toISOString(), rating: 3, credit: 1 },
      ],
      streak: 4,
      lastDay: dayOf(later(1)),
    };
    const loaded = parseProgress(JSON.stringify(v1));
    expect(loaded.status).toBe('migrated');
    expect(loaded.progress.schema).toBe(QUIZ_SCHEMA);
    expect(loaded.progress.scheduled).toEqual(sample.scheduled);
    expect(loaded.progress.attempts).toHaveLength(3);
    expect(Object.keys(loaded.progress.misses)).toEqual([item(1).id]);
    expect(loaded.progress.streak).toEqual({ current: 4, best: 4, lastDay: dayOf(later(1)) });
    expect(loaded.progress.levels).toEqual({});
    // And it is now stored in the current form.
    expect(parseProgress(serializeProgress(loaded.progress)).status).toBe('ok');
  });

  it('detects corrupted data and resets instead of throwing', () => {
    const good = JSON.parse(serializeProgress(sample));
    const broken: unknown[] = [
      '{not json',
      '[]',
      '"text"',
      '{}',
      JSON.stringify({ ...good, schema: 99 }),
      JSON.stringify({ ...good, schema: '2' }),
      JSON.stringify({ ...good, attempts: 'many' }),
      JSON.stringify({ ...good, attempts: [{ id: 'x', theme: 't', at: 'yesterday', rating: 3, credit: 1 }] }),
      JSON.stringify({ ...good, attempts: [{ id: 'x', theme: 't', at: T0.toISOString(), rating: 7, credit: 1 }] }),
      JSON.stringify({ ...good, scheduled: { a: { ...(Object.values(good.scheduled)[0] as object), id: 'b' } } }),
      JSON.stringify({ ...good, scheduled: { [item(1).id]: { ...good.scheduled[item(1).id], card: { ...good.scheduled[item(1).id].card, state: 9 } } } }),
      JSON.stringify({ ...good, streak: { current: -1, best: 0, lastDay: null } }),
      JSON.stringify({ ...good, levels: { 1: { answered: 'x', perfect: 0 } } }),
      JSON.stringify({ ...good, misses: null }),
      JSON.stringify({ schema: 1, cards: {}, log: 'x', streak: 0 }),
    ];
    for (const raw of broken) {
      const r = parseProgress(raw as string);
      expect(r.status, String(raw).slice(0, 80)).toBe('reset');
      expect(r.progress).toEqual(EMPTY_PROGRESS);
      expect(r.problem).toBeTruthy();
    }
  });

  it('refuses what a hostile store held: null attempts in schema 1, links that are not the site’s, huge titles', () => {
    const good = JSON.parse(serializeProgress(sample));
    const key = Object.keys(good.scheduled)[0];
    const cases: [unknown, string][] = [
      [{ schema: 1, cards: {}, log: [null], streak: 0 }, 'log[0]'],
      [{ ...good, scheduled: { [key]: { ...good.scheduled[key], id: 'javascript:alert(1)' } } }, `scheduled["${key}"].id`],
      [{ ...good, scheduled: { 'javascript:alert(1)': { ...good.scheduled[key], id: 'javascript:alert(1)' } } }, 'scheduled["javascript:alert(1)"]'],
      [{ ...good, misses: { 'item:evil': { ...good.scheduled[key], id: 'item:evil', at: T0.toISOString(), count: 1 } } }, 'misses["item:evil"]'],
      [{ ...good, scheduled: { [key]: { ...good.scheduled[key], title: 'x'.repeat(10_000) } } }, `scheduled["${key}"].title`],
      [{ ...good, scheduled: { [key]: { ...good.scheduled[key], theme: 'constructor' } } }, `scheduled["${key}"].theme`],
      [{ ...good, extra: 1 }, 'extra'],
    ];
    for (const [value, path] of cases) {
      const r = parseProgress(JSON.stringify(value));
      expect(r.status, path).toBe('reset');
      expect(r.problem?.path.startsWith(path), `${r.problem?.path} should start with ${path}`).toBe(true);
    }
  });

  it('merges a restored copy with what was answered since, losing neither', () => {
    const since = recordOutcome(EMPTY_PROGRESS, { ...report(7, 3), scoreLevel: 1 }, later(5));
    const m = mergeProgress(sample, since);
    expect(Object.keys(m.scheduled).sort()).toEqual([...new Set([...Object.keys(sample.scheduled), ...Object.keys(since.scheduled)])].sort());
    expect(m.attempts.map((a) => a.at)).toEqual([...sample.attempts, ...since.attempts].map((a) => a.at));
    expect(m.levels['1']).toEqual({ answered: 2, perfect: 2 });
    expect(m.streak.lastDay).toBe(dayOf(later(5)));
    expect(parseProgress(serializeProgress(m)).status).toBe('ok');
  });
});
