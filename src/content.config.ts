import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'a lesson slug (file name without .mdx)');

/**
 * One lesson: one idea, with its exercises right after it. Its place on the path is
 * src/content/path.ts; its minutes are estimated from its content (src/content/minutes.ts).
 */
const lessons = defineCollection({
  loader: glob({ pattern: '*.mdx', base: './src/content/lessons' }),
  schema: z.object({
    title: z.string().min(1),
    summary: z.string().min(1),
    objectives: z.array(z.string().min(1)).min(1),
    /** Lessons this one is best taken after (a recommendation: nothing is locked). */
    prerequisites: z.array(slug).default([]),
  }),
});

export const collections = { lessons };
