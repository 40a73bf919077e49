/**
 * What the set pages are given when they are built: the lesson exercises lesson by lesson (in
 * the learning path's order) with the lessons' titles, and the curated lead problems' ids and
 * titles (so the islands need not load the catalogues to list them).
 */
import { getCollection } from 'astro:content';
import { LESSON_ORDER } from '../../content/path.ts';
import { LEAD_PROBLEMS } from '../../content/quizzes/index.ts';
import { EXERCISE_ENTRIES } from './exercises.ts';
import type { CatalogueProps } from './Composer.tsx';

export async function lessonTitles(): Promise<Record<string, string>> {
  return Object.fromEntries((await getCollection('lessons')).map((l) => [l.id, l.data.title]));
}

export async function catalogues(): Promise<CatalogueProps> {
  const titles = await lessonTitles();
  const exerciseGroups = LESSON_ORDER.map((lesson) => ({
    lesson,
    lessonTitle: titles[lesson] ?? lesson,
    exercises: EXERCISE_ENTRIES.filter((e) => e.lesson === lesson).map((e) => ({ id: e.id, title: e.title })),
  })).filter((g) => g.exercises.length > 0);
  return { exerciseGroups, leadProblems: LEAD_PROBLEMS.map((p) => ({ id: p.id, title: p.title })) };
}
