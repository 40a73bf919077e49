/**
 * /sets/print/#set=…[&part=key]: the set on paper. The worksheet shows each item's position
 * in a print-friendly form with room to write; the answer key gives each answer with its
 * explanation, all from the engine (score sheets from the deal's Result, curated leads from
 * their key, generated leads and hands from the same simulations the runner uses). Buttons
 * and links are screen-only: under print media only the sheet remains. Score deals and
 * generated leads are worked out by one worker (keyWorker.ts), hands by the analyser's
 * workers, two at a time: a key of thirty level-8 deals fills in item by item while the page
 * stays responsive.
 */
import { createContext } from 'preact';
import { memo } from 'preact/compat';
import { useCallback, useContext, useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { describeRecommendation, SOLO_NAME } from '#words/analysis';
import type { Recommendation } from '../../engine/analysis/analyse.ts';
import { instantVerdict } from '../../engine/analysis/verdict.ts';
import type { CardId } from '../../engine/cards.ts';
import { currentOrder } from '../../engine/deal.ts';
import { cardOrder, sortHand } from '../../engine/order.ts';
import type { RuleSet } from '../../engine/rules.ts';
import { generatedProblem, type CheckedProblem, type GeneratedProblem } from '../../engine/quiz/problems.ts';
import { dealFacts, sheetRows, type ScoreLevel } from '../../engine/quiz/score.ts';
import { keySheet } from '../../engine/quiz/sheet.ts';
import { handChoices, handKey } from '../../engine/quiz/hand.ts';
import { viewFor } from '../../engine/view.ts';
import { leadProblem } from '../../content/quizzes/index.ts';
import { localPath } from '../../i18n/runtime/current.ts';
import { lessonLangAttr } from '../../i18n/runtime/lessonLang.ts';
import { cardName } from '../../i18n/runtime/names.ts';
import {
  callsSoFarText,
  callsText,
  contractText,
  LEAD_RULE_TEXT,
  leadText,
  LINE_WORDS,
  listWords,
  PARTY_WORD,
  pointsText,
  scoreText,
  seatName,
  targetsText,
} from '#words/quiz';
import { brokenText, itemName, setErrorText, setsText } from '#words/sets';
import { startQuickWorker } from '../analyse/runners.ts';
import { CardRow } from '../cards/Card.tsx';
import { TrickList } from '../cards/TrickList.tsx';
import { RulesLine } from '../quiz/parts.tsx';
import { KeySheet } from '../quiz/ScoreQuiz.tsx';
import { DEFAULT_ANALYSE_SETTINGS, quickJobOf, type AnalyseContext } from '../../machines/analyse.ts';
import { ExerciseKey, ExerciseWorksheet } from './ExercisePrint.tsx';
import { decodeSet, readHash, shownTitle } from './format.ts';
import type { KeyJob, KeyOutcome } from './keyJobs.ts';
import { KeyWorker, WorkerSlots } from './keyWorker.ts';
import { exerciseLookup, resolveSet, type Entry, type ExerciseIndex, type ResolvedSet, type RunItem } from './resolve.ts';
import './sets.css';

const t = setsText.print;
type Runnable = Extract<Entry, { ok: true }>;
type Loaded = { ok: true; set: ResolvedSet; payload: string; key: boolean } | { ok: false; message: string } | null;

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function load(exercises: ExerciseIndex): Loaded {
  const { payload, params } = readHash(location.hash);
  const r = decodeSet(payload);
  if (!r.ok) return { ok: false, message: setErrorText(r.error) };
  return { ok: true, set: resolveSet(r.set, { exercise: exerciseLookup(exercises), leadProblem }), payload: payload!, key: params.get('part') === 'key' };
}

/** The page's worker for score deals and generated leads. */
const Jobs = createContext<KeyWorker | null>(null);

/** A job's outcome once the worker has it (null before), then `onDone`; asked again when `deps` change. */
function useKeyJob<J extends KeyJob>(job: J, deps: readonly unknown[], onDone: () => void): KeyOutcome<J> | null {
  const worker = useContext(Jobs);
  const [outcome, setOutcome] = useState<KeyOutcome<J> | null>(null);
  useEffect(() => {
    if (!worker) return;
    let live = true;
    setOutcome(null);
    worker.run(job).then((o) => {
      if (!live) return;
      setOutcome(o);
      onDone();
    });
    return () => {
      live = false;
    };
  }, deps);
  return outcome;
}

/** What an item shows while its job runs, or when it failed. */
function NotYet({ outcome, waiting }: { outcome: { ok: false; message: string } | null; waiting: string }) {
  return outcome === null ? <p class="muted">{waiting}</p> : <p class="notice">{t.keyFailed(outcome.message)}</p>;
}

export default function SetPrint({ exercises }: { exercises: ExerciseIndex }) {
  const [loaded, setLoaded] = useState<Loaded>(null);
  const [worker, setWorker] = useState<KeyWorker | null>(null);
  // Items whose key is worked out, counted without a render: the page renders again once, when all are.
  const done = useRef(new Set<number>());
  const [complete, setComplete] = useState(false);
  const runnable = useMemo(() => (loaded?.ok ? loaded.set.entries.filter((e): e is Runnable => e.ok) : []), [loaded]);
  const total = useRef(0);
  total.current = runnable.length;
  const markDone = useCallback((index: number) => {
    done.current.add(index);
    if (done.current.size >= total.current) setComplete(true);
  }, []);
  useEffect(() => {
    let current: KeyWorker | null = null;
    const read = () => {
      // A new set drops the jobs of the old one.
      current?.stop();
      current = new KeyWorker();
      done.current = new Set();
      setComplete(false);
      setWorker(current);
      setLoaded(load(exercises));
    };
    read();
    window.addEventListener('hashchange', read);
    return () => {
      window.removeEventListener('hashchange', read);
      current?.stop();
    };
  }, []);
  // Every state has the page's heading: the set's title once it is read, the page's name before.
  if (loaded === null)
    return (
      <div class="set-print">
        <h1>{setsText.run.label}</h1>
        <p class="muted">{t.computing}</p>
      </div>
    );
  if (!loaded.ok) {
    return (
      <div class="set-print">
        <h1>{setsText.run.label}</h1>
        <p class="notice" role="alert">
          {loaded.message}
        </p>
      </div>
    );
  }
  const { set, key, payload } = loaded;
  const broken = set.entries.filter((e) => !e.ok);
  const title = shownTitle(set.title) ?? setsText.defaultTitle;
  const finished = complete || runnable.length === 0;
  return (
    <div class={`set-print${key ? ' is-key' : ' is-worksheet'}`} data-part={key ? 'key' : 'worksheet'} data-complete={finished ? 'true' : 'false'}>
      <p class="set-print-tools no-print">
        <button type="button" class="btn" onClick={() => window.print()}>
          {t.print}
        </button>
        <a class="btn btn-quiet" href={`${localPath('/sets/print/')}#set=${payload}${key ? '' : '&part=key'}`}>
          {key ? t.showWorksheet : t.showKey}
        </a>
        <a class="btn btn-quiet" href={`${localPath('/sets/run/')}#set=${payload}`}>
          {t.back}
        </a>
        <span role="status">{finished ? (key ? t.computed : t.worksheetReady) : key ? t.computing : t.preparing}</span>
      </p>
      <h1>{t.heading(title, key)}</h1>
      {!key && (
        <p class="print-name">
          <span>{t.name}:</span> <span class="write-in" /> <span>{t.date}:</span> <span class="write-in short" />
        </p>
      )}
      {broken.length > 0 && (
        <div class="notice" role="alert" data-testid="broken-items">
          <p>
            <strong>{t.brokenHeading}</strong>
          </p>
          <ul>
            {broken.map((e) => (
              <li key={e.index}>{!e.ok && brokenText(e.index, e.kind, e.item, e.why)}</li>
            ))}
          </ul>
        </div>
      )}
      <Jobs.Provider value={worker}>
        <PrintItems runnable={runnable} isKey={key} onDone={markDone} />
      </Jobs.Provider>
    </div>
  );
}

/** The items, rendered again only when the set changes (not when the page's status does). */
const PrintItems = memo(function PrintItems({ runnable, isKey, onDone }: { runnable: readonly Runnable[]; isKey: boolean; onDone: (index: number) => void }) {
  return (
    <ol class="print-items">
      {runnable.map((e) => (
        <li key={e.index} class="print-item" data-kind={e.run.kind}>
          <h2>{itemName(e.item, e.run.kind === 'exercise' ? e.run.exercise.title : e.run.kind === 'lead' ? e.run.problem.title : undefined)}</h2>
          {/* A lesson exercise speaks its lesson's language (English until the page's language has its lessons). */}
          <div lang={e.run.kind === 'exercise' ? lessonLangAttr : undefined}>
            {isKey ? (
              <KeyPart run={e.run} index={e.index} onDone={() => onDone(e.index)} />
            ) : (
              <WorksheetPart run={e.run} index={e.index} onDone={() => onDone(e.index)} />
            )}
          </div>
        </li>
      ))}
    </ol>
  );
});

// ---------------------------------------------------------------- worksheet

function WriteLines({ label, lines = 2 }: { label: string; lines?: number }) {
  return (
    <div class="write-lines">
      <p class="write-label">{label}:</p>
      {Array.from({ length: lines }, (_, i) => (
        <span key={i} class="write-line" aria-hidden="true" />
      ))}
    </div>
  );
}

function useScoreItem(run: Extract<RunItem, { kind: 'score' }>, onDone: () => void) {
  return useKeyJob({ kind: 'score', seed: run.seed, level: run.level, rules: run.rules }, [run.seed, run.level, run.rules], onDone);
}

function WorksheetPart({ run, index, onDone }: { run: RunItem; index: number; onDone: () => void }) {
  // Only a score deal is worked out first; everything else is on paper at once.
  useEffect(() => {
    if (run.kind !== 'score') onDone();
  }, []);
  switch (run.kind) {
    case 'exercise':
      return <ExerciseWorksheet exercise={run.exercise} />;
    case 'score':
      return <ScoreWorksheet run={run} index={index} onDone={onDone} />;
    case 'lead':
      return <LeadPosition problem={run.problem} index={index} />;
    case 'leadSeed':
      return <LeadPosition problem={generatedProblem(run.seed, run.rules)} index={index} />;
    case 'hand':
      return (
        <>
          <RulesLine rules={run.rules} />
          <HandCards hand={run.hand} rules={run.rules} />
          <p class="quiz-prompt">{t.handTask}</p>
          {handChoices(run.hand, run.rules).includes('marriage') && <p>{setsText.hand.bothQueens}</p>}
          <WriteLines label={t.answer} lines={3} />
        </>
      );
  }
}

function HandCards({ hand, rules }: { hand: readonly CardId[]; rules: RuleSet }) {
  const order = cardOrder('normal', rules);
  const sorted = sortHand(hand, order);
  return <CardRow cards={sorted} trumps={sorted.filter((c) => order.suit[c] === 'T')} label={t.handShown} />;
}

function ScoreWorksheet({ run, index, onDone }: { run: Extract<RunItem, { kind: 'score' }>; index: number; onDone: () => void }) {
  const outcome = useScoreItem(run, onDone);
  if (!outcome?.ok) return <NotYet outcome={outcome} waiting={t.preparing} />;
  const item = outcome.value;
  const facts = dealFacts(item.state, item.result);
  const rows = sheetRows(item.level as ScoreLevel, item.rules);
  return (
    <>
      <RulesLine rules={item.rules} />
      <p>{contractText(facts, item.state.marriage)}</p>
      <p>{callsText(facts)}</p>
      <TrickList tricks={item.state.tricks} announcements={item.state.announcements} label={scoreText.tricksN(item.state.tricks.length)} />
      <p class="quiz-prompt">{t.scoreTask}</p>
      <p>{t.winner}</p>
      <table class="sheet-table print-sheet" aria-labelledby={`print-sheet-${index}`}>
        <caption id={`print-sheet-${index}`}>{scoreText.linesCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{scoreText.line}</th>
            <th scope="col" class="num">
              {PARTY_WORD.re}
            </th>
            <th scope="col" class="num">
              {PARTY_WORD.kontra}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((reason) => (
            <tr key={reason}>
              <th scope="row">{cap(LINE_WORDS[reason])}</th>
              <td class="blank" />
              <td class="blank" />
            </tr>
          ))}
        </tbody>
      </table>
      <p class="print-scores">
        {t.scores}:{' '}
        {[0, 1, 2, 3].map((s) => (
          <span key={s}>
            {seatName(s)} <span class="write-in short" />{' '}
          </span>
        ))}
      </p>
    </>
  );
}

function LeadPosition({ problem, index }: { problem: CheckedProblem | GeneratedProblem; index: number }) {
  const ds = problem.state;
  const seat = ds.toMove;
  const view = viewFor(ds, seat);
  const order = currentOrder(ds)!;
  const hand = sortHand(ds.hands[seat], order);
  return (
    <>
      <RulesLine rules={ds.rules} />
      <p>
        {leadText.contract(ds.contract!, seat)} {leadText.youAre(seat, view.ownParty ? PARTY_WORD[view.ownParty] : null)}
      </p>
      <p>{callsSoFarText(ds.announcements)}</p>
      {ds.tricks.length === 0 ? (
        <p>{leadText.noTricks}</p>
      ) : (
        <TrickList tricks={ds.tricks} announcements={ds.announcements} label={`${leadText.tricksSoFar} (${index + 1})`} />
      )}
      <CardRow cards={hand} trumps={hand.filter((c) => order.suit[c] === 'T')} label={leadText.yourHand} />
      <p class="quiz-prompt">{t.leadTask}</p>
      <WriteLines label={t.answer} lines={1} />
      <WriteLines label={t.why} lines={2} />
    </>
  );
}

// ---------------------------------------------------------------- answer key

function KeyPart({ run, index, onDone }: { run: RunItem; index: number; onDone: () => void }) {
  useEffect(() => {
    if (run.kind === 'lead') onDone();
  }, []);
  switch (run.kind) {
    case 'exercise':
      return <ExerciseKey exercise={run.exercise} onDone={onDone} />;
    case 'score':
      return <ScoreKey run={run} index={index} onDone={onDone} />;
    case 'lead': {
      const p = run.problem;
      const others = Object.entries(p.credit)
        .filter(([c]) => c !== p.key)
        .sort((a, b) => b[1] - a[1])
        .map(([c, n]) => `${cardName(c as CardId)} ${n} %`);
      return (
        <>
          <p class="key-answer">{t.bestLead(cardName(p.key))}</p>
          <p>{p.reason}</p>
          {others.length > 0 && <p>{t.credits(listWords(others))}</p>}
          <p>{p.explanation}</p>
          <p>
            <strong>
              {leadText.ruleLabel} — {LEAD_RULE_TEXT[p.rule].title}:
            </strong>{' '}
            {LEAD_RULE_TEXT[p.rule].rule}
          </p>
        </>
      );
    }
    case 'leadSeed':
      return <GeneratedLeadKey seed={run.seed} rules={run.rules} onDone={onDone} />;
    case 'hand':
      return <HandKey hand={run.hand} rules={run.rules} onDone={onDone} />;
  }
}

function ScoreKey({ run, index, onDone }: { run: Extract<RunItem, { kind: 'score' }>; index: number; onDone: () => void }) {
  const outcome = useScoreItem(run, onDone);
  if (!outcome?.ok) return <NotYet outcome={outcome} waiting={t.computing} />;
  const item = outcome.value;
  const facts = dealFacts(item.state, item.result);
  return (
    <>
      <p>{contractText(facts, item.state.marriage)}</p>
      <p>{pointsText(facts)}</p>
      <p>{targetsText(facts)}</p>
      <KeySheet rows={sheetRows(item.level as ScoreLevel, item.rules)} sheet={keySheet(item.result)} titleId={`key-sheet-${index}`} />
    </>
  );
}

function GeneratedLeadKey({ seed, rules, onDone }: { seed: number; rules: RuleSet; onDone: () => void }) {
  // The same simulation the runner grades by (seed and samples of the problem), in the page's worker.
  const outcome = useKeyJob({ kind: 'leadSeed', seed, rules }, [seed, rules], onDone);
  if (!outcome?.ok) return <NotYet outcome={outcome} waiting={t.computing} />;
  const graded = outcome.value;
  const best = graded.evaluation.stats.reduce((b, x) => (x.points > b.points ? x : b));
  const also = graded.verdicts.filter((v) => v.credit === 100 && v.card !== best.card).map((v) => cardName(v.card));
  return (
    <>
      <p class="key-answer">{t.simulated(cardName(best.card), graded.evaluation.samples)}</p>
      {also.length > 0 && <p>{t.alsoGood(listWords(also))}</p>}
      <p class="muted">{leadText.generatedNote}</p>
    </>
  );
}

/** Hands are analysed two at a time: the machine's cores, not thirty workers at once. */
const HAND_SLOTS = new WorkerSlots(2);

function HandKey({ hand, rules, onDone }: { hand: readonly CardId[]; rules: RuleSet; onDone: () => void }) {
  const [rec, setRec] = useState<Recommendation | string | null>(null);
  const instant = useMemo(() => instantVerdict(hand, rules, false), [hand, rules]);
  useEffect(() => {
    // The analyser's own quick job with its default settings: the answer the runner grades by.
    const job = quickJobOf({ ...DEFAULT_ANALYSE_SETTINGS, rules, hand } as AnalyseContext);
    let live = true;
    let stop: (() => void) | null = null;
    let release: (() => void) | null = null;
    const finish = () => {
      stop?.();
      release?.();
      stop = release = null;
    };
    HAND_SLOTS.take().then((free) => {
      release = free;
      if (!live) return finish();
      stop = startQuickWorker(job, (m) => {
        if (m.type !== 'done' && m.type !== 'error') return;
        setRec(m.type === 'done' ? m.recommendation : m.message);
        onDone();
        finish();
      });
    });
    return () => {
      live = false;
      finish();
    };
  }, [hand]);
  return (
    <>
      <HandCards hand={hand} rules={rules} />
      {rec === null ? (
        <p class="muted">{t.computing}</p>
      ) : typeof rec === 'string' ? (
        <p class="notice">{t.keyFailed(rec)}</p>
      ) : (
        <>
          <p class="key-answer">{t.handAnswer(setsText.hand.choice(handKey(hand, rules, rec.contract)))}</p>
          <p>{describeRecommendation(rec)}</p>
          {handChoices(hand, rules).includes('marriage') && <p>{t.handBothQueens}</p>}
        </>
      )}
      <p>{t.instant(instant.best ? SOLO_NAME[instant.best] : null)}</p>
    </>
  );
}
