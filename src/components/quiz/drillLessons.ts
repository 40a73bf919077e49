/**
 * Which lesson teaches what each drill asks, and the lesson after which solo games join the
 * drills. This is the ONE place that ties drills to lessons: when the lessons change, only
 * these slugs change (the page looks up each lesson's title, number and exercises at build
 * time and fails the build for a slug that names no lesson).
 */
import type { DrillKind } from '../../engine/quiz/drills.ts';

export const DRILL_LESSONS = {
  points: 'cards-and-points',
  trump: 'trumps-and-plain-suits',
  legal: 'following-suit',
  winner: 'winning-tricks',
  party: 'finding-your-partner',
  announce: 'announcements',
  solo: 'queen-jack-ace-solos',
} as const satisfies Record<DrillKind | 'solo', string>;

export type DrillTopic = keyof typeof DRILL_LESSONS;

/** What the drills page knows of a lesson of the table. */
export interface LessonRef {
  readonly slug: string;
  readonly title: string;
  /** The lesson's number in the course. */
  readonly order: number;
  /** Its exercises' ids (their stars live in components/progress.ts). */
  readonly exercises: readonly string[];
}

export type DrillLessons = Readonly<Record<DrillTopic, LessonRef>>;

/** The table's lessons, each looked up by its slug (the page passes what the content collection knows). */
export function drillLessons(lessonOf: (slug: string) => Omit<LessonRef, 'slug'>): DrillLessons {
  const out: Partial<Record<DrillTopic, LessonRef>> = {};
  for (const topic of Object.keys(DRILL_LESSONS) as DrillTopic[]) out[topic] = { slug: DRILL_LESSONS[topic], ...lessonOf(DRILL_LESSONS[topic]) };
  return out as DrillLessons;
}

/** The topics whose lesson is covered: one of its exercises has earned a star. */
export function coveredTopics(lessons: DrillLessons, stars: Readonly<Record<string, number>>): ReadonlySet<DrillTopic> {
  const covered = new Set<DrillTopic>();
  for (const topic of Object.keys(lessons) as DrillTopic[]) {
    if (lessons[topic].exercises.some((id) => Object.hasOwn(stars, id) && stars[id] > 0)) covered.add(topic);
  }
  return covered;
}

/** The drill kinds in the order to learn them: covered ones first, each group in lesson order. */
export function kindsInOrder(kinds: readonly DrillKind[], lessons: DrillLessons, covered: ReadonlySet<DrillTopic>): DrillKind[] {
  const rank = (k: DrillKind) => (covered.has(k) ? 0 : 1000) + lessons[k].order;
  return [...kinds].sort((a, b) => rank(a) - rank(b));
}
