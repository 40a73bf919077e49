/**
 * The lessons a page of this module graph shows, in path order: its own language's once that
 * language publishes them (no '/learn/' in PENDING_PAGES, see src/i18n/runtime/lang.ts), English until
 * then (pages that name a lesson then mark its title as English). A pseudo-language of test
 * builds has no lessons of its own and shows the English ones.
 */
import { type CollectionEntry, getCollection } from 'astro:content';
import { lessonCollections } from '../content.config.ts';
import { LANG } from '../i18n/runtime/current.ts';
import { DEFAULT_LANG, hasPage, isLang } from '../i18n/runtime/lang.ts';
import { exercisesOf } from './exercises/index.ts';
import { lessonMinutes, shownMinutes } from './minutes.ts';
import { LESSON_ORDER } from './path.ts';

export type Lesson = CollectionEntry<(typeof lessonCollections)[keyof typeof lessonCollections]>;

/** Whether this graph's pages show lessons in its own language (and have lesson pages at all). */
export const ownLessons = isLang(LANG) && hasPage(LANG, '/learn/');

async function lessonsOf(collection: (typeof lessonCollections)[keyof typeof lessonCollections]): Promise<Map<string, Lesson>> {
  const all: Lesson[] = await getCollection(collection);
  const stray = all.filter((l) => !LESSON_ORDER.includes(l.id)).map((l) => `${collection}/${l.id}`);
  if (stray.length) throw new Error(`lessons not on the learning path (src/content/path.ts): ${stray.join(', ')}`);
  const bySlug = new Map(all.map((l) => [l.id, l]));
  return new Map(LESSON_ORDER.flatMap((slug) => (bySlug.has(slug) ? [[slug, bySlug.get(slug)!] as const] : [])));
}

/**
 * The lessons of this graph's language (see the module comment), by slug in path order. English
 * has every lesson of the path (the build fails otherwise); a translation lists the lessons it
 * has so far (tests/content/lessons-languages.test.ts requires them all before it is published).
 */
export async function lessons(): Promise<ReadonlyMap<string, Lesson>> {
  const english = await lessonsOf(lessonCollections[DEFAULT_LANG]);
  const missing = LESSON_ORDER.filter((slug) => !english.has(slug));
  if (missing.length) throw new Error(`learning path names lessons that do not exist: ${missing.join(', ')}`);
  return ownLessons && LANG !== DEFAULT_LANG ? lessonsOf(lessonCollections[LANG]) : english;
}

/**
 * A lesson's minutes as pages show them, in every language from its English text: a
 * translation takes as long as its twin, and one estimate keeps the languages' maps alike.
 */
export async function lessonMinutesShown(): Promise<ReadonlyMap<string, number>> {
  const english = await lessonsOf(lessonCollections[DEFAULT_LANG]);
  return new Map(
    [...english].map(([slug, l]) => [
      slug,
      shownMinutes(
        lessonMinutes(
          l.body ?? '',
          exercisesOf(slug).map((e) => e.kind),
        ),
      ),
    ]),
  );
}
