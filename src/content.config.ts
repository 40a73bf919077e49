import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'a lesson slug (file name without .mdx)');

const lessons = defineCollection({
  loader: glob({ pattern: '*.mdx', base: './src/content/lessons' }),
  schema: z.object({
    title: z.string().min(1),
    order: z.number().int().positive(),
    summary: z.string().min(1),
    objectives: z.array(z.string().min(1)).min(1),
    prerequisites: z.array(slug).default([]),
    minutes: z.number().int().positive(),
  }),
});

export const collections = { lessons };
