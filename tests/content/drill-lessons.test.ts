/** The one table that ties drills to lessons names real lessons with exercises, and reads progress as the page does. */
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { coveredTopics, DRILL_LESSONS, drillLessons, kindsInOrder } from '../../src/components/quiz/drillLessons.ts';
import { exercisesOf } from '../../src/content/exercises/index.ts';
import { DRILL_KINDS } from '../../src/engine/quiz/drills.ts';

const SLUGS: readonly string[] = Object.values(DRILL_LESSONS);
const LESSONS = drillLessons((slug) => ({ title: slug, order: SLUGS.indexOf(slug) + 1, exercises: exercisesOf(slug).map((e) => e.id) }));

describe('drill lessons', () => {
  it('names a lesson with exercises for every drill kind and for solo games', () => {
    for (const topic of [...DRILL_KINDS, 'solo'] as const) {
      const slug = DRILL_LESSONS[topic];
      expect(existsSync(`src/content/lessons/${slug}.mdx`), slug).toBe(true);
      expect(exercisesOf(slug).length, slug).toBeGreaterThan(0);
    }
  });

  it('counts a lesson covered once one of its exercises has a star', () => {
    const first = exercisesOf(DRILL_LESSONS.winner)[0].id;
    expect([...coveredTopics(LESSONS, {})]).toEqual([]);
    expect([...coveredTopics(LESSONS, { [first]: 1 })]).toEqual(['winner']);
    // Only own keys count (progress comes from storage).
    expect([...coveredTopics(LESSONS, JSON.parse('{"__proto__": 3, "constructor": 2}'))]).toEqual([]);
  });

  it('lists covered kinds first, each group in lesson order', () => {
    const order = kindsInOrder(DRILL_KINDS, LESSONS, new Set(['legal', 'party']));
    expect(order.slice(0, 2)).toEqual(['legal', 'party']);
    const rest = order.slice(2).map((k) => LESSONS[k].order);
    expect(rest).toEqual([...rest].sort((a, b) => a - b));
  });
});
