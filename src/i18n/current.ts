/**
 * The language of the module graph that imports this file: 'en' as written here; the language
 * build (src/i18n/langBuild.ts) serves each other language's copy of this module with that
 * language. Components use it for links (`localPath('/quiz/')`) and Intl formatting.
 */
import { DEFAULT_LANG, hasPage, isLang, type Lang, LANG_TAGS, pathIn } from './lang.ts';

export const LANG: Lang = 'en';
export const LANG_TAG: string = LANG_TAGS[LANG];

/** A site path in this graph's language: '/quiz/' → '/de/quiz/' in German. */
export const localPath = (path: string): string => pathIn(LANG, path);

/**
 * The language the lessons and their exercises speak on this graph's pages: its own once it has
 * its lessons (PENDING_PAGES), else English, the lessons its links lead to. Pages that show
 * lesson words in another language mark them with `lessonLangAttr` (screen readers, the tests'
 * language checks).
 */
export const LESSON_LANG: Lang = isLang(LANG) && hasPage(LANG, '/learn/') ? LANG : DEFAULT_LANG;
export const lessonLangAttr: string | undefined = LESSON_LANG === LANG ? undefined : LANG_TAGS[LESSON_LANG];
