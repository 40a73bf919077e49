/**
 * One scored deal, itemised as the engine scored it: the winner, each line with the party it is
 * credited to and the lesson that explains it, the value, Bock, and each player's score.
 */
import type { DealRow } from '../../engine/evening/evening.ts';
import { bockFactor } from '../../engine/evening/bock.ts';
import { localPath } from '../../i18n/runtime/current.ts';
import { padText as t } from '#words/pad';
import { BOCK_PAGE } from './bockDrill.ts';
import { LINE_LESSON, SOLO_LESSON, type LessonTitles } from './lessons.ts';

function LessonLink({ slug, lessons }: { slug: string; lessons: LessonTitles }) {
  return <a href={localPath(`/learn/${slug}/`)}>{t.why(lessons[slug] ?? slug)}</a>;
}

export function DealLines({ row, names, lessons, heading }: { row: DealRow; names: readonly string[]; lessons: LessonTitles; heading: string }) {
  const scored = row.scored;
  if (!scored) return null;
  const { result } = scored;
  const alone = result.parties.re.length === 1;
  return (
    <section class="pad-lines" aria-label={heading} data-testid="pad-lines">
      <p class="pad-lines-head">
        <strong>{heading}</strong> {t.winner(result.winner)} {t.value(result.value)}
      </p>
      <ul class="pad-line-list">
        {result.lines.map((l) => (
          <li key={`${l.reason}/${l.party}`} data-reason={l.reason}>
            <span class="pad-line-what">
              {t.lineWord(l.reason)} <strong>{t.lineFor(l.party, l.points)}</strong>
            </span>
            <LessonLink slug={LINE_LESSON[l.reason]} lessons={lessons} />
          </li>
        ))}
        {alone && (
          <li>
            <span class="pad-line-what">{t.soloTimes}</span>
            <LessonLink slug={SOLO_LESSON} lessons={lessons} />
          </li>
        )}
        {row.bock > 0 && (
          <li>
            <span class="pad-line-what">{t.bockTimes(bockFactor(row.bock))}</span>
            <a href={localPath(BOCK_PAGE)}>{t.bockWhy}</a>
          </li>
        )}
      </ul>
      <p class="pad-line-scores" data-testid="pad-line-scores">
        {names.flatMap((n, p) => (row.out.includes(p) ? [] : [t.scoreOf(n, row.scores[p])])).join(' · ')}
      </p>
      {row.starts.length > 0 && <p class="pad-bock-start">{t.bockStarts(row.starts)}</p>}
    </section>
  );
}
