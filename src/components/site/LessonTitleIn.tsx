/**
 * A catalogue sentence that names a lesson, with the lesson's title in its own element marked
 * with the lessons' language when it is not the page's (English titles on a German page until
 * the German lessons exist: screen readers then read the title in English, and the language
 * checks leave it out). The sentence is the catalogue's own, in any word order.
 */
import { lessonLangAttr } from '../../i18n/runtime/lessonLang.ts';

const SLOT = '\u0000';

export function LessonTitleIn({ sentence, title }: { sentence: (title: string) => string; title: string }) {
  if (!lessonLangAttr) return <>{sentence(title)}</>;
  const [before, after = ''] = sentence(SLOT).split(SLOT);
  return (
    <>
      {before}
      <span lang={lessonLangAttr}>{title}</span>
      {after}
    </>
  );
}
