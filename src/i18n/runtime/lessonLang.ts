/**
 * The language the lessons and their exercises speak on this graph's pages: its own once it has
 * its lessons (PENDING_PAGES), else English, the lessons its links lead to. Pages that show
 * lesson words in another language mark them with `lessonLangAttr` (screen readers, the tests'
 * language checks). A module of its own, so the lesson islands do not carry it.
 */
import { LANG } from './current.ts';
import { DEFAULT_LANG, hasPage, isLang, type Lang, LANG_TAGS } from './lang.ts';

export const LESSON_LANG: Lang = isLang(LANG) && hasPage(LANG, '/learn/') ? LANG : DEFAULT_LANG;
export const lessonLangAttr: string | undefined = LESSON_LANG === LANG ? undefined : LANG_TAGS[LESSON_LANG];
