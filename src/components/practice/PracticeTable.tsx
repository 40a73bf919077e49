/**
 * The practice table (/play/) and the guided first deals (/play/first-deal/): the deal's
 * machine, the session around it (scored the moment a deal ends), the table's options, and
 * records in and out.
 */
import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { FIRST_DEALS } from '../../content/firstDeals/index.ts';
import { newDeal, silentSoloist, type Action, type DealState } from '../../engine/deal.ts';
import { dealResult, type DealResult } from '../../engine/outcome.ts';
import { parseSeed, MAX_SEED } from '../../engine/quiz/seed.ts';
import { MAX_RECORD_TEXT, readDealRecord, readDealRecordText, toRecord } from '../../engine/record.ts';
import { fileTooLong } from '../../engine/json.ts';
import { dealNormalGames } from '../../engine/normalGames.ts';
import { createRng, dealHands } from '../../engine/rng.ts';
import { jsonPathError } from '../../engine/jsonInput.ts';
import { formatPathError } from '#words/record';
import { dealUnreadable } from '#words/storage';
import { DDV_RULES, type RuleSet } from '../../engine/rules.ts';
import { forcedSoloist, hasCompulsorySolos, recordGame, SESSION_LENGTH, sessionOver, type SessionMode } from '../../engine/session.ts';
import { PAUSE_WORD, tableText as t } from '#words/practice';
import { DEFAULT_PAUSE, learnerStep, practiceTableMachine, UNTIL_TAP, type BotLevels, type SessionDuty } from '../../machines/practiceDeal.ts';
import { loadSettings } from '../settings/store.ts';
import { useSettings } from '../settings/useSettings.ts';
import { BoardOutline } from './BoardOutline.tsx';
import { Options } from './Options.tsx';
import { Review } from './Review.tsx';
import { DealSheet, SessionSheet } from './Sheets.tsx';
import { DownloadDeal } from '../records/DownloadDeal.tsx';
import { StorageNotice } from '../storage/StorageNotice.tsx';
import type { StoreSpec } from '../storage/store.ts';
import { coachOn, freshStore, loadStore, saveStore, TABLE_STORE, withDealFinished, type SheetRow, type TableStore } from './store.ts';
import { lessonsDone, ruleTaught, specialGamesTaught, type LessonExercises } from './tableLessons.ts';
import { readStars } from '../progress.ts';
import { TableView } from './TableView.tsx';
import { TypeCard } from './TypeCard.tsx';
import './practice.css';
import { localPath } from '../../i18n/runtime/current.ts';
import { recordFirstDeal } from '../progress.ts';

const freshSeed = () => Math.floor(Math.random() * 1_000_000);

function dutyOf(store: TableStore): SessionDuty {
  return { owesCompulsory: store.session.owesCompulsory, forcedSoloist: forcedSoloist(store.session) };
}
const levelsOf = (st: TableStore): BotLevels => st.levels ?? [st.level, st.level, st.level];

/** The `pause` URL parameter: one of the option values (milliseconds) or `tap`; null if absent, NaN if unreadable. */
function pauseParam(raw: string | null): number | null {
  if (raw === null) return null;
  const ms = raw === 'tap' ? UNTIL_TAP : /^\d{1,5}$/.test(raw) ? Number(raw) : NaN;
  return PAUSE_WORD.has(ms) ? ms : NaN;
}

/** Whether the table deals normal games only: the learner's choice, else until he has done the special-game lessons; never in a tournament round (it owes solos). */
function normalOnlyAt(st: TableStore, done: ReadonlySet<string>): boolean {
  return (st.normalOnly ?? !specialGamesTaught(done)) && !hasCompulsorySolos(st.session.mode);
}

/** The deal of a seed: at a table of normal games only, dealt again while a hand holds both ♣Q. */
const handsFor = (seed: number, rules: RuleSet, normalOnly: boolean) => (normalOnly ? dealNormalGames(createRng(seed), rules) : dealHands(seed, rules));

export default function PracticeTable({ mode = 'practice', lessons = {} }: { mode?: 'practice' | 'firstDeal'; lessons?: LessonExercises }) {
  const guided = mode === 'firstDeal';
  const { faces } = useSettings().settings;
  const [snap, send] = useMachine(practiceTableMachine, { input: { delay: 600 } });
  const [store, setStore] = useState<TableStore>(() => freshStore());
  const [seed, setSeed] = useState<number | null>(null);
  const [guide, setGuide] = useState(0);
  const [notices, setNotices] = useState<string[]>([]);
  const [importMsg, setImportMsg] = useState<{ ok: boolean; text: string } | null>(null);
  const [reviewing, setReviewing] = useState(false);
  // The lessons done (read from the browser once the page runs): the table's defaults and the coach's words.
  const [done, setDone] = useState<ReadonlySet<string>>(() => new Set());
  const doneRef = useRef<ReadonlySet<string>>(done);
  const delayRef = useRef(600);
  const storeRef = useRef(store);
  storeRef.current = store;
  const ctx = snap.context;
  const state = ctx.state;
  const value = String(snap.value);

  /** Keep the store in the page, and (at the practice table) in the browser. */
  const keep = (next: TableStore) => {
    storeRef.current = next;
    setStore(next);
    if (!guided) saveStore(next);
  };

  const load = (s: DealState, dealSeed: number | null, st: TableStore) => {
    setSeed(dealSeed);
    send({
      type: 'LOAD',
      state: s,
      seed: dealSeed ?? 1,
      levels: levelsOf(st),
      delay: delayRef.current,
      pause: st.pause ?? (guided ? UNTIL_TAP : DEFAULT_PAUSE),
      coach: guided || coachOn(st),
      normalOnly: guided || normalOnlyAt(st, doneRef.current),
      allowUndo: st.session.mode === 'open',
      duty: dutyOf(st),
    });
    if (guided) return;
    const url = new URL(location.href);
    if (dealSeed === null) url.searchParams.delete('seed');
    else url.searchParams.set('seed', String(dealSeed));
    history.replaceState(null, '', url);
  };

  const startDeal = (dealSeed: number, st: TableStore) => {
    // The guided deals are chosen under the DDV rules; the practice table plays the learner's.
    const rules = guided ? DDV_RULES : loadSettings().settings.rules;
    const forced = forcedSoloist(st.session);
    const hands = handsFor(dealSeed, rules, guided || normalOnlyAt(st, doneRef.current));
    const r = newDeal({ rules, dealer: st.session.dealer, hands, ...(forced === null ? {} : { forcedSoloist: forced }) });
    if (!r.ok) return; // a fresh deal always starts
    const next = { ...st, current: { seed: dealSeed, record: toRecord(r.value) } };
    keep(next);
    load(r.value, dealSeed, next);
  };

  const startGuided = (i: number, st: TableStore) => {
    setGuide(i);
    const fd = FIRST_DEALS[i];
    startDeal(fd.seed, { ...st, session: { ...st.session, dealer: fd.dealer } });
  };

  // First visit: the URL's flags and seed, the saved session (and its deal in progress).
  useEffect(() => {
    const q = new URLSearchParams(location.search);
    doneRef.current = lessonsDone(lessons, readStars());
    setDone(doneRef.current);
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    delayRef.current = q.get('delay') === '0' || reduced ? 0 : 600;
    const msgs: string[] = [];
    const pause = pauseParam(q.get('pause'));
    if (pause !== null && Number.isNaN(pause)) msgs.push(t.badPause(q.get('pause')!));
    const withPause = (st: TableStore) => (pause !== null && !Number.isNaN(pause) ? { ...st, pause } : st);
    if (guided) {
      setNotices(msgs);
      startGuided(0, withPause(freshStore('open')));
      return;
    }
    // An unreadable session is backed up and reported by the storage module (StorageNotice below).
    let st = withPause(loadStore().store ?? freshStore());
    const level = q.get('bots');
    if (level === 'beginner' || level === 'strong') st = { ...st, levels: [level, level, level] };
    else if (level !== null) msgs.push(t.badBots(level));
    const raw = q.get('seed');
    let wanted: number | null = null;
    if (raw !== null) {
      wanted = parseSeed(raw);
      if (wanted === null) {
        wanted = st.current?.seed ?? freshSeed();
        msgs.push(t.badSeed(raw, wanted));
      }
    }
    setNotices(msgs);
    // A finished session waits for a new one to be started.
    if (sessionOver(st.session) && !st.current) {
      keep(st);
      return;
    }
    // Resume the saved deal if it is the one asked for (or none was asked for).
    if (st.current && (wanted === null || st.current.seed === wanted)) {
      const r = readDealRecord(st.current.record);
      if (r.ok) {
        keep(st);
        load(r.value.state, st.current.seed, st);
        return;
      }
      // A deal still in its reservation round is saved without a contract: it is simply dealt
      // again. A record that names its contract and still cannot be read is reported.
      const rec = st.current.record as Record<string, unknown>;
      if (rec.contract !== undefined || rec.bidding !== undefined) msgs.push(dealUnreadable(formatPathError(r.error)));
      setNotices(msgs);
    }
    startDeal(wanted ?? freshSeed(), st);
  }, []);

  // Keep the deal in progress in the store; the moment it is over, score it on the session sheet.
  useEffect(() => {
    if (!state || !storeRef.current.current) return;
    let st = storeRef.current;
    const scored = st.current?.scored ?? false;
    const over = state.phase === 'finished' || state.phase === 'redeal';
    if (over && !scored && value === 'over') {
      const redeal = state.phase === 'redeal';
      const res = redeal ? null : dealResult(state);
      const scores = (res ? [...res.scores] : [0, 0, 0, 0]) as [number, number, number, number];
      const soloist = silentSoloist(state);
      const row: SheetRow = {
        seed,
        dealer: state.dealer,
        contract: state.contract,
        redeal,
        value: res?.value ?? 0,
        scores,
        ...(soloist !== null ? { silentSoloist: soloist } : {}),
      };
      st = withDealFinished({ ...st, session: recordGame(st.session, { contract: state.contract, redeal, scores }), rows: [...st.rows, row] });
    }
    keep({ ...st, current: { seed, record: toRecord(state), scored: scored || (over && value === 'over') } });
  }, [state, value]);

  useEffect(() => setReviewing(false), [state]);
  // A guided deal played to its end is the quick start's last step: the learn map goes on from there.
  useEffect(() => {
    if (guided && value === 'over') recordFirstDeal();
  }, [guided, value]);
  const result: DealResult | null = useMemo(() => (state?.phase === 'finished' ? dealResult(state) : null), [state]);

  const nextDeal = () => {
    const st = storeRef.current;
    if (sessionOver(st.session)) {
      keep({ ...st, current: null });
      return;
    }
    if (guided) {
      if (guide + 1 < FIRST_DEALS.length) startGuided(guide + 1, st);
      return;
    }
    startDeal(seed === null ? freshSeed() : (seed + 1) % (MAX_SEED + 1), st);
  };

  const newSessionWith = (m: SessionMode) => {
    const old = storeRef.current;
    startDeal(freshSeed(), {
      ...freshStore(m, old.level),
      levels: old.levels,
      pause: old.pause,
      coach: old.coach,
      normalOnly: old.normalOnly,
      dealsFinished: old.dealsFinished,
    });
  };

  const setLevels = (levels: BotLevels) => {
    send({ type: 'SET_LEVELS', levels });
    keep({ ...storeRef.current, levels });
  };
  const setPause = (pause: number) => {
    send({ type: 'SET_PAUSE', pause });
    keep({ ...storeRef.current, pause });
  };
  const setCoach = (coach: boolean) => {
    send({ type: 'SET_COACH', coach });
    keep({ ...storeRef.current, coach });
  };
  // From the next deal on: this one was dealt under the other setting.
  const setNormalOnly = (normalOnly: boolean) => keep({ ...storeRef.current, normalOnly });

  const onImport = async (file: File) => {
    // A file too large to be a record is refused before it is read; the text is read strictly
    // (engine/json.ts): not JSON, a key given twice, nesting too deep, each named.
    const r =
      file.size > MAX_RECORD_TEXT
        ? { ok: false as const, error: jsonPathError(fileTooLong(file.size, MAX_RECORD_TEXT)) }
        : readDealRecordText(await file.text());
    if (!r.ok) {
      const syntax = r.error.problem.code === 'json' && r.error.problem.problem.code === 'syntax';
      setImportMsg({ ok: false, text: syntax ? t.notJson : t.importError(r.error) });
      return;
    }
    setImportMsg({ ok: true, text: t.imported });
    const st = { ...storeRef.current, current: { seed: null, record: toRecord(r.value.state) } };
    keep(st);
    load(r.value.state, null, st);
  };

  const act = (action: Action) => send({ type: 'ACT', action });
  const total = SESSION_LENGTH[store.session.mode];
  const over = value === 'over';
  const sessionDone = sessionOver(store.session);
  const lastGuided = guided && guide + 1 >= FIRST_DEALS.length;
  const taught = useMemo(() => ruleTaught(done), [done]);
  // A seeded deal that differs from the seed's ordinary deal was dealt again (a hand held both ♣Q).
  const redealt = useMemo(
    () => !!state && seed !== null && !guided && JSON.stringify(state.dealt) !== JSON.stringify(dealHands(seed, state.rules)),
    [state?.dealt, seed],
  );

  const dealInfo = guided ? (
    <>{t.firstDealOf(guide + 1, FIRST_DEALS.length)}</>
  ) : (
    <>
      {t.dealOf(seed, store.session.played + (store.current?.scored ? 0 : 1), total)} · {state ? t.dealer(state.dealer) : ''}
      {seed !== null && (
        <>
          {' · '}
          <a href={localPath(`/play/?seed=${seed}`)}>{t.share}</a>
        </>
      )}
    </>
  );

  const after = (
    <>
      {(over || ctx.failure) && !sessionDone && !lastGuided && (
        <button type="button" class="btn" onClick={nextDeal} data-testid="next-deal">
          {guided ? t.firstDealNext : t.nextDeal}
        </button>
      )}
      {guided && (
        <a class="btn btn-quiet" href={localPath('/play/')} data-testid="to-practice">
          {t.toPractice}
        </a>
      )}
    </>
  );

  return (
    <div class="practice-table" data-state={value} data-phase={state?.phase ?? 'none'} data-testid="practice-table">
      <StorageNotice specs={[TABLE_STORE as StoreSpec<unknown>]} />
      {notices.map((n) => (
        <p class="notice" role="alert" key={n}>
          {n}
        </p>
      ))}
      {!state && <BoardOutline message={sessionDone ? t.sessionOver : t.loading} />}
      {state && (
        <TableView
          ctx={ctx}
          value={value}
          faces={faces}
          result={result}
          dealInfo={dealInfo}
          onAct={act}
          onPass={() => send({ type: 'PASS' })}
          onUndo={() => send({ type: 'UNDO' })}
          onHint={() => send({ type: 'HINT' })}
          onDismiss={() => send({ type: 'DISMISS' })}
          onCoach={setCoach}
          taught={taught}
          redealt={redealt}
          after={after}
        />
      )}
      {state && over && lastGuided && <p class="pt-guided-done">{t.firstDealDone}</p>}
      {state && over && result && <DealSheet result={result} />}
      {state && over && result && !reviewing && (
        <p>
          <button type="button" class="btn btn-quiet" onClick={() => setReviewing(true)} data-testid="review-button">
            {t.review}
          </button>
        </p>
      )}
      {state && over && result && reviewing && <Review state={state} faces={faces} />}
      {state && !over && <TypeCard inPlay={state.phase === 'playing' && learnerStep(ctx)?.kind === 'turn'} onAct={act} />}
      <Options
        mode={store.session.mode}
        levels={levelsOf(store)}
        pause={store.pause ?? (guided ? UNTIL_TAP : DEFAULT_PAUSE)}
        sessions={!guided}
        normalOnly={guided ? null : { on: normalOnlyAt(store, done), possible: !hasCompulsorySolos(store.session.mode), current: ctx.normalOnly }}
        onNewSession={newSessionWith}
        onLevels={setLevels}
        onPause={setPause}
        onNormalOnly={setNormalOnly}
      />
      {state && (
        <section class="records" aria-labelledby="records-h">
          <h2 id="records-h" class="sr-only">
            {t.records}
          </h2>
          {state && <DownloadDeal record={toRecord(state)} name={`doko-deal-${seed ?? 'imported'}`} testId="download" />}
          {!guided && (
            <label class="import">
              {t.importLabel}
              <input
                type="file"
                accept="application/json,.json"
                data-testid="import"
                onChange={(e) => {
                  const f = (e.target as HTMLInputElement).files?.[0];
                  if (f) void onImport(f);
                }}
              />
            </label>
          )}
          {importMsg && (
            <p class={importMsg.ok ? 'ok-text' : 'notice'} role={importMsg.ok ? 'status' : 'alert'} data-testid="import-msg">
              {importMsg.text}
            </p>
          )}
        </section>
      )}
      <SessionSheet store={store} />
      <p class="pt-about">
        {guided ? (
          t.firstDealIntro
        ) : (
          <>
            {t.intro} <a href={localPath('/play/first-deal/')}>{t.firstDealLink}</a>
          </>
        )}
      </p>
    </div>
  );
}
