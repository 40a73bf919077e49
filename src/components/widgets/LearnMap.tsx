import { useEffect, useState } from 'preact/hooks';
import { FIRST_DEAL, QUICK_START } from '../../content/path.ts';
import { mapText as t } from '#words/learn';
import { firstDealPlayed, PROGRESS_EVENT, readStars } from '../progress.ts';
import { useMounted } from './useMounted.ts';
import { localPath } from '../../i18n/runtime/current.ts';
import './learn.css';

export interface MapLesson {
  readonly slug: string;
  readonly title: string;
  readonly summary: string;
  readonly minutes: number;
  readonly exercises: readonly string[];
  /** Lessons it is best taken after. */
  readonly after: readonly string[];
}
export interface MapGroup {
  readonly id: string;
  readonly title: string;
  readonly intro: string;
  readonly lessons: readonly MapLesson[];
}

type Stars = Record<string, number>;
interface Status {
  readonly solved: number;
  readonly stars: number;
  readonly done: boolean;
}

function statusOf(l: MapLesson, stars: Stars): Status {
  const got = l.exercises.map((id) => stars[id] ?? 0).filter((n) => n > 0);
  return { solved: got.length, stars: got.reduce((a, b) => a + b, 0), done: got.length === l.exercises.length };
}

/**
 * The learn map: the quick start and its guided first deal, then the groups of lessons, each
 * with its progress from the stored stars and the lessons it is best taken after. Until the
 * stored progress is read the statuses stay neutral (the server HTML shows no progress at all).
 */
export default function LearnMap({ groups }: { groups: readonly MapGroup[] }) {
  const mounted = useMounted();
  const [stars, setStars] = useState<Stars>({});
  const [played, setPlayed] = useState(false);
  const [unknown, setUnknown] = useState<string | null>(null);
  useEffect(() => {
    const read = () => {
      setStars(readStars());
      setPlayed(firstDealPlayed());
    };
    read();
    const wanted = new URLSearchParams(location.search).get('exercise');
    if (wanted && !groups.some((g) => g.lessons.some((l) => l.exercises.includes(wanted)))) setUnknown(wanted);
    window.addEventListener(PROGRESS_EVENT, read);
    window.addEventListener('storage', read);
    return () => {
      window.removeEventListener(PROGRESS_EVENT, read);
      window.removeEventListener('storage', read);
    };
  }, []);

  const all = groups.flatMap((g) => g.lessons);
  const status = new Map(all.map((l) => [l.slug, statusOf(l, stars)]));
  const titleOf = new Map(all.map((l) => [l.slug, l.title]));
  const isDone = (slug: string) => status.get(slug)?.done ?? false;
  // Next up: the first lesson on the path not done yet whose recommended lessons are done.
  // The quick start ends at the guided first deal, as its last lesson says: that comes next until it is played.
  const quick = groups.find((g) => g.id === QUICK_START);
  const firstDealNext = !played && quick !== undefined && quick.lessons.every((l) => isDone(l.slug));
  const next = firstDealNext ? undefined : (all.find((l) => !isDone(l.slug) && l.after.every(isDone)) ?? all.find((l) => !isDone(l.slug)));
  const started = all.some((l) => (status.get(l.slug)?.solved ?? 0) > 0);
  const solved = all.reduce((n, l) => n + (status.get(l.slug)?.solved ?? 0), 0);
  const total = all.reduce((n, l) => n + l.exercises.length, 0);

  return (
    <div class="learn-map">
      {unknown !== null && (
        <p class="notice" role="alert">
          {t.unknownExercise(unknown)}
        </p>
      )}
      <p class="map-next" data-testid="map-next">
        {!mounted ? (
          '\u00a0'
        ) : firstDealNext ? (
          <a href={localPath(FIRST_DEAL)}>{t.continue(t.firstDeal)}</a>
        ) : next ? (
          <>
            <a href={localPath(`/learn/${next.slug}/`)}>{started ? t.continue(next.title) : t.start(next.title)}</a>
            {started && <span class="muted"> · {t.progress(solved, total)}</span>}
          </>
        ) : (
          t.allDone
        )}
      </p>
      <nav aria-label={t.groups}>
        <ol class="map-toc">
          {groups.map((g) => {
            const done = g.lessons.filter((l) => isDone(l.slug) && l.exercises.length > 0).length;
            return (
              <li key={g.id}>
                <a href={`#group-${g.id}`}>{g.title}</a>{' '}
                <span class="muted">
                  {t.total(
                    g.lessons.reduce((n, l) => n + l.minutes, 0),
                    g.lessons.length,
                  )}
                  {mounted && done > 0 && <> · {t.groupDone(done, g.lessons.length)}</>}
                </span>
              </li>
            );
          })}
        </ol>
      </nav>
      {groups.map((g) => (
        <section class="map-group" aria-labelledby={`group-${g.id}`} key={g.id}>
          <h2 id={`group-${g.id}`}>{g.title}</h2>
          <p class="map-intro">{g.intro}</p>
          <ol class="lesson-list">
            {g.lessons.map((l) => {
              const s = status.get(l.slug)!;
              const state = !mounted || l.exercises.length === 0 ? 'unknown' : s.done ? 'done' : s.solved > 0 ? 'partial' : 'new';
              return (
                <li class={`lesson-card${mounted && next?.slug === l.slug ? ' is-next' : ''}`} key={l.slug} data-lesson={l.slug} data-state={state}>
                  <h3>
                    <a href={localPath(`/learn/${l.slug}/`)}>{l.title}</a>
                    {mounted && next?.slug === l.slug && <span class="map-badge">{t.next}</span>}
                  </h3>
                  <p>
                    {l.summary} <span class="muted">({t.minutes(l.minutes)})</span>
                  </p>
                  {l.after.length > 0 && (
                    <p class="map-after">
                      {t.after}:{' '}
                      {l.after.map((a, i) => (
                        <>
                          {i > 0 && ', '}
                          <a href={localPath(`/learn/${a}/`)}>{titleOf.get(a)}</a>
                          {mounted && isDone(a) && (
                            <span class="map-tick">
                              {' '}
                              ✓<span class="sr-only"> {t.ready}</span>
                            </span>
                          )}
                        </>
                      ))}
                    </p>
                  )}
                  <p class="lesson-status" data-testid={`status-${l.slug}`}>
                    {l.exercises.length === 0
                      ? t.noExercises
                      : !mounted
                        ? t.exercises(l.exercises.length)
                        : s.done
                          ? t.done(s.stars, l.exercises.length * 3)
                          : s.solved > 0
                            ? t.partial(s.solved, l.exercises.length)
                            : `${t.notStarted} · ${t.exercises(l.exercises.length)}`}
                  </p>
                </li>
              );
            })}
            {g.id === QUICK_START && (
              <li
                class={`lesson-card${mounted && firstDealNext ? ' is-next' : ''}`}
                data-lesson="first-deal"
                data-state={!mounted ? 'unknown' : played ? 'done' : 'new'}
              >
                <h3>
                  <a href={localPath(FIRST_DEAL)}>{t.firstDeal}</a>
                  {mounted && firstDealNext && <span class="map-badge">{t.next}</span>}
                </h3>
                <p>{t.firstDealText}</p>
                <p class="lesson-status" data-testid="status-first-deal">
                  {!mounted ? '\u00a0' : played ? t.firstDealPlayed : t.firstDealNotYet}
                </p>
              </li>
            )}
          </ol>
        </section>
      ))}
    </div>
  );
}
