import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';
import type { Lang } from './i18n/runtime/lang.ts';

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'a lesson slug (file name without .mdx)');

/**
 * One lesson: one idea, with its exercises right after it. Its place on the path is
 * src/content/path.ts; its minutes are estimated from its English content (src/content/minutes.ts).
 * Every language's lessons have this one schema; a translated lesson is its English twin's
 * prose in another language (LESSONS-STRUCTURE.md, tests/content/lessons-languages.test.ts).
 */
export const lessonSchema = z.object({
  title: z.string().min(1),
  summary: z.string().min(1),
  objectives: z.array(z.string().min(1)).min(1),
  /** Lessons this one is best taken after (a recommendation: nothing is locked). */
  prerequisites: z.array(slug).default([]),
});

/** The lessons of one language: English in src/content/lessons/, others in a folder named by the language. */
const lessonsIn = (folder: string) => defineCollection({ loader: glob({ pattern: '*.mdx', base: `./src/content/lessons${folder}` }), schema: lessonSchema });

export const collections = { lessons: lessonsIn(''), lessonsDe: lessonsIn('/de') };

/** Each language's lesson collection. */
export const lessonCollections = { en: 'lessons', de: 'lessonsDe' } as const satisfies Record<Lang, keyof typeof collections>;
