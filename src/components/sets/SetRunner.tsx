/**
 * /sets/run/#set=…: a student works through a set one item after another, with the site's own
 * quiz islands, the lessons' exercise widgets and the analyser (each given its one fixed
 * item); progress is kept in the browser (store.ts), a summary at the end. A link that is not
 * a set says why; items that cannot be found are named and left out, the rest runs.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { generatedProblem } from '../../engine/quiz/problems.ts';
import { leadProblem } from '../../content/quizzes/index.ts';
import { localPath } from '../../i18n/runtime/current.ts';
import { brokenText, itemName, setErrorText, setsText } from '#words/sets';
import LeadQuiz from '../quiz/LeadQuiz.tsx';
import ScoreQuiz from '../quiz/ScoreQuiz.tsx';
import { StorageNotice } from '../storage/StorageNotice.tsx';
import type { StoreSpec } from '../storage/store.ts';
import { LessonExercise } from './LessonExercise.tsx';
import { decodeSet, readHash, setKey, shownTitle } from './format.ts';
import { HandItem } from './HandItem.tsx';
import { exerciseLookup, resolveSet, type Entry, type ExerciseIndex, type ResolvedSet } from './resolve.ts';
import { answered, loadSets, movedTo, progressOf, saveSets, SETS_EVENT, SETS_STORE, withProgress, type SetProgress } from './store.ts';
import './sets.css';

const t = setsText.run;

type Loaded =
  { readonly ok: true; readonly key: string; readonly set: ResolvedSet; readonly payload: string } | { readonly ok: false; readonly message: string } | null;

type Runnable = Extract<Entry, { ok: true }>;

function load(exercises: ExerciseIndex): Loaded {
  const { payload } = readHash(location.hash);
  const r = decodeSet(payload);
  if (!r.ok) return { ok: false, message: setErrorText(r.error) };
  const set = resolveSet(r.set, { exercise: exerciseLookup(exercises), leadProblem });
  return { ok: true, key: setKey(payload!), set, payload: payload! };
}

/** The catalogue title of a runnable item, for its name. */
const titleOf = (e: Runnable) => (e.run.kind === 'exercise' ? e.run.exercise.title : e.run.kind === 'lead' ? e.run.problem.title : undefined);
export const nameOf = (e: Runnable) => itemName(e.item, titleOf(e));

export default function SetRunner({ lessonTitles, exercises }: { lessonTitles: Readonly<Record<string, string>>; exercises: ExerciseIndex }) {
  const [loaded, setLoaded] = useState<Loaded>(null);
  const [progress, setProgress] = useState<SetProgress | null>(null);
  const [summary, setSummary] = useState(false);
  const [cleared, setCleared] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  useEffect(() => {
    const read = () => {
      const l = load(exercises);
      setLoaded(l);
      if (l?.ok) setProgress(progressOf(loadSets(), l.key, l.set.title));
    };
    read();
    window.addEventListener('hashchange', read);
    // Another tab answered (or the store was restored): take its progress.
    const onStore = () => {
      const l = load(exercises);
      if (l?.ok) setProgress(progressOf(loadSets(), l.key, l.set.title));
    };
    window.addEventListener(SETS_EVENT, onStore);
    window.addEventListener('storage', onStore);
    return () => {
      window.removeEventListener('hashchange', read);
      window.removeEventListener(SETS_EVENT, onStore);
      window.removeEventListener('storage', onStore);
    };
  }, []);

  useEffect(() => {
    if (moved.current) headingRef.current?.focus();
    moved.current = false;
  }, [progress?.at, summary]);

  // Every state has the page's heading: the set's title once it is read, the page's name before.
  if (loaded === null)
    return (
      <div class="set-run" data-state="loading">
        <h1>{t.label}</h1>
        <p class="muted">{setsText.print.computing}</p>
      </div>
    );
  if (!loaded.ok) {
    return (
      <div class="set-run" data-state="error">
        <h1>{t.label}</h1>
        <p class="notice" role="alert">
          {loaded.message}
        </p>
        <p>
          <a class="btn btn-quiet" href={localPath('/sets/')}>
            {t.makeOwn}
          </a>
        </p>
      </div>
    );
  }
  const { set, key } = loaded;
  const runnable = set.entries.filter((e): e is Runnable => e.ok);
  const broken = set.entries.filter((e) => !e.ok);
  const p = progress ?? progressOf(loadSets(), key, set.title);
  const at = Math.min(p.at, Math.max(0, runnable.length - 1));
  const current = runnable[at];

  /** Save through the store, starting from what is stored now (another island may have saved since). */
  const update = (f: (p: SetProgress) => SetProgress) => {
    const store = loadSets();
    const next = f(progressOf(store, key, set.title));
    saveSets(withProgress(store, key, next));
    setProgress(next);
  };
  const go = (i: number) => {
    moved.current = true;
    setSummary(false);
    setCleared(false);
    update((q) => movedTo(q, i, new Date()));
  };
  const creditOf = (e: Runnable) => (Object.hasOwn(p.answers, String(e.index)) ? p.answers[String(e.index)].credit : null);

  return (
    <div class="set-run" data-state={summary ? 'summary' : 'item'} data-set={key}>
      <StorageNotice specs={[SETS_STORE as StoreSpec<unknown>]} />
      <header class="set-run-head">
        <p class="quiz-meta">{t.label}</p>
        <h1>{shownTitle(set.title) ?? setsText.defaultTitle}</h1>
        <p>{t.intro(runnable.length)}</p>
        {shownTitle(set.title) === null && (
          <p class="muted" data-testid="set-untitled">
            {t.untitled}
          </p>
        )}
      </header>
      {broken.length > 0 && (
        <div class="notice set-broken" role="alert" data-testid="broken-items">
          <p>
            <strong>{runnable.length > 0 ? t.broken(broken.length, set.entries.length) : t.noneLeft}</strong>
          </p>
          <ul>
            {broken.map((e) => (
              <li key={e.index}>{!e.ok && brokenText(e.index, e.kind, e.item, e.why)}</li>
            ))}
          </ul>
        </div>
      )}
      {runnable.length > 0 && (
        <>
          <nav class="set-steps" aria-label={t.steps}>
            <ol>
              {runnable.map((e, i) => {
                const credit = creditOf(e);
                return (
                  <li key={e.index}>
                    <button
                      type="button"
                      class={`set-step${credit === null ? '' : credit >= 1 ? ' is-right' : credit > 0 ? ' is-partial' : ' is-wrong'}`}
                      aria-current={!summary && i === at ? 'step' : undefined}
                      aria-label={`${t.position(i + 1, runnable.length)}: ${nameOf(e)}, ${t.stepState(credit)}`}
                      onClick={() => go(i)}
                    >
                      {i + 1}
                      {/* Marks are symbols (not ½, a number): the visible text stays within the button's name (axe label-content-name-mismatch). */}
                      <span aria-hidden="true">{credit === null ? '' : credit >= 1 ? ' ✓' : credit > 0 ? ' ◐' : ' ✗'}</span>
                    </button>
                  </li>
                );
              })}
            </ol>
            <a class="btn btn-quiet" href={`${localPath('/sets/print/')}#set=${loaded.payload}`}>
              {t.print}
            </a>
          </nav>
          {summary ? (
            <Summary
              runnable={runnable}
              creditOf={creditOf}
              headingRef={headingRef}
              cleared={cleared}
              onAgain={() => {
                update((q) => ({ ...q, answers: {}, at: 0, updated: new Date().toISOString() }));
                setCleared(true);
              }}
              onBack={() => go(0)}
            />
          ) : (
            <section class="set-current" aria-labelledby="set-item-title" data-index={current.index} data-kind={current.run.kind}>
              <p class="quiz-meta">{t.position(at + 1, runnable.length)}</p>
              <h2 id="set-item-title" tabIndex={-1} ref={headingRef}>
                {nameOf(current)}
              </h2>
              {creditOf(current) !== null && (
                <p class="set-answered" data-testid="item-answered">
                  {setsText.summary.outcome}: {setsText.summary.credit(creditOf(current)!)}
                </p>
              )}
              <ItemView
                key={`${key}:${current.index}`}
                entry={current}
                lessonTitles={lessonTitles}
                onAnswer={(credit) => update((q) => answered(q, current.index, credit, new Date()))}
              />
              <p class="set-nav">
                <button type="button" class="btn btn-quiet" disabled={at === 0} onClick={() => go(at - 1)}>
                  ← {t.previous}
                </button>
                {at < runnable.length - 1 ? (
                  <button type="button" class="btn" onClick={() => go(at + 1)}>
                    {t.next} →
                  </button>
                ) : (
                  <button
                    type="button"
                    class="btn"
                    onClick={() => {
                      moved.current = true;
                      setSummary(true);
                    }}
                  >
                    {t.finish}
                  </button>
                )}
              </p>
            </section>
          )}
        </>
      )}
    </div>
  );
}

function ItemView({ entry, lessonTitles, onAnswer }: { entry: Runnable; lessonTitles: Readonly<Record<string, string>>; onAnswer: (credit: number) => void }) {
  const run = entry.run;
  switch (run.kind) {
    case 'exercise':
      return <LessonExercise exercise={run.exercise} lessonTitle={lessonTitles[run.exercise.lesson] ?? run.exercise.lesson} onAnswer={onAnswer} />;
    case 'score':
      return <ScoreQuiz fixed={{ seed: run.seed, level: run.level, rules: run.rules, onAnswer }} />;
    case 'lead':
      return <LeadQuiz fixed={{ source: { kind: 'curated', problem: run.problem }, onAnswer }} />;
    case 'leadSeed':
      return <LeadQuiz fixed={{ source: { kind: 'generated', problem: generatedProblem(run.seed, run.rules) }, onAnswer }} />;
    case 'hand':
      return <HandItem text={run.text} hand={run.hand} rules={run.rules} onAnswer={onAnswer} />;
  }
}

function Summary(props: {
  runnable: readonly Runnable[];
  creditOf: (e: Runnable) => number | null;
  headingRef: { current: HTMLHeadingElement | null };
  cleared: boolean;
  onAgain: () => void;
  onBack: () => void;
}) {
  const s = setsText.summary;
  const credits = props.runnable.map(props.creditOf);
  const done = credits.filter((c): c is number => c !== null);
  const total = props.runnable.length ? done.reduce((a, b) => a + b, 0) / props.runnable.length : 0;
  return (
    <section class="set-summary" aria-labelledby="set-summary-title">
      <h2 id="set-summary-title" tabIndex={-1} ref={props.headingRef}>
        {s.heading}
      </h2>
      <p class="grade-summary" data-testid="set-result">
        {s.result(done.length, props.runnable.length, total)}
      </p>
      <div class="table-wrap" tabIndex={0} role="group" aria-labelledby="set-summary-title">
        <table class="set-summary-table">
          <thead>
            <tr>
              <th scope="col">{s.item}</th>
              <th scope="col">{s.outcome}</th>
            </tr>
          </thead>
          <tbody>
            {props.runnable.map((e, i) => {
              const c = credits[i];
              return (
                <tr key={e.index}>
                  <th scope="row">
                    {i + 1}. {nameOf(e)}
                  </th>
                  <td>{c === null ? s.notAnswered : s.credit(c)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <p class="set-nav">
        <button type="button" class="btn btn-quiet" onClick={props.onBack}>
          {s.back}
        </button>
        <button type="button" class="btn btn-quiet" onClick={props.onAgain}>
          {s.again}
        </button>
      </p>
      <p role="status">{props.cleared ? s.againDone : ''}</p>
    </section>
  );
}
