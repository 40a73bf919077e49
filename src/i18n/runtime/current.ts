/**
 * The language of the module graph that imports this file: 'en' as written here; the language
 * build (src/i18n/runtime/langBuild.ts) serves each other language's copy of this module with that
 * language. Components use it for links (`localPath('/quiz/')`) and Intl formatting.
 */
import { type Lang, LANG_TAGS, pathIn } from './lang.ts';

export const LANG: Lang = 'en';
export const LANG_TAG: string = LANG_TAGS[LANG];

/** A site path in this graph's language: '/quiz/' → '/de/quiz/' in German. */
export const localPath = (path: string): string => pathIn(LANG, path);
