/** The practice table (/play/): the deal's machine, the session around it, records in and out. */
import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { BotLevel } from '../../engine/bots/index.ts';
import { explainReason } from '../../engine/bots/index.ts';
import { newDeal, type Action, type DealState } from '../../engine/deal.ts';
import { describeActionError, CALL_WORD } from '../../engine/i18n/en.ts';
import { dealResult, type DealResult } from '../../engine/outcome.ts';
import { readDealRecord, toRecord } from '../../engine/record.ts';
import { dealHands } from '../../engine/rng.ts';
import { forcedSoloist, recordGame, SESSION_LENGTH, sessionOver, type SessionMode } from '../../engine/session.ts';
import { parseSeed, MAX_SEED } from '../../engine/quiz/seed.ts';
import { declarationText } from '../../i18n/en.ts';
import { cardName } from '../../i18n/names.ts';
import { contractWord, logText, MODE_WORD, seatName, tableText as t } from '../../i18n/en-table.ts';
import { tableMachine, type SessionDuty } from '../../machines/table.ts';
import { DownloadDeal } from '../records/DownloadDeal.tsx';
import { loadSettings } from '../settings/store.ts';
import { useSettings } from '../settings/useSettings.ts';
import { freshStore, loadStore, saveStore, type SheetRow, type TableStore } from './store.ts';
import { TableView } from './TableView.tsx';
import { DealSheet, SessionSheet } from './Sheets.tsx';
import { Review } from './Review.tsx';
import './table.css';

const MODES: readonly SessionMode[] = ['open', 'round4', 'tournament24'];
const freshSeed = () => Math.floor(Math.random() * 1_000_000);

function dutyOf(store: TableStore): SessionDuty {
  return { owesCompulsory: store.session.owesCompulsory, forcedSoloist: forcedSoloist(store.session) };
}

export default function PracticeTable() {
  const { faces } = useSettings().settings;
  const [snap, send] = useMachine(tableMachine, { input: { delay: 600 } });
  const [store, setStore] = useState<TableStore>(() => freshStore());
  const [seed, setSeed] = useState<number | null>(null);
  const [notices, setNotices] = useState<string[]>([]);
  const [importMsg, setImportMsg] = useState<{ ok: boolean; text: string } | null>(null);
  const [ready, setReady] = useState(false);
  const [reviewing, setReviewing] = useState(false);
  const delayRef = useRef(600);
  const storeRef = useRef(store);
  storeRef.current = store;
  const ctx = snap.context;
  const state = ctx.state;
  const value = String(snap.value);

  const load = (s: DealState, dealSeed: number | null, st: TableStore) => {
    setSeed(dealSeed);
    send({
      type: 'LOAD',
      state: s,
      seed: dealSeed ?? 1,
      level: st.level,
      delay: delayRef.current,
      allowUndo: st.session.mode === 'open',
      duty: dutyOf(st),
    });
    const url = new URL(location.href);
    if (dealSeed === null) url.searchParams.delete('seed');
    else url.searchParams.set('seed', String(dealSeed));
    history.replaceState(null, '', url);
  };

  const startDeal = (dealSeed: number, st: TableStore) => {
    const rules = loadSettings().settings.rules;
    const r = newDeal({ rules, dealer: st.session.dealer, hands: dealHands(dealSeed, rules) });
    if (!r.ok) return; // a fresh deal always starts
    const next = { ...st, current: { seed: dealSeed, record: toRecord(r.value) } };
    setStore(next);
    saveStore(next);
    load(r.value, dealSeed, next);
  };

  // First visit: the URL's seed and flags, the saved session (and its deal in progress).
  useEffect(() => {
    const q = new URLSearchParams(location.search);
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    delayRef.current = q.get('delay') === '0' || reduced ? 0 : 600;
    const msgs: string[] = [];
    const loaded = loadStore();
    if (loaded.corrupted) msgs.push(t.sessionReset);
    let st = loaded.store ?? freshStore();
    const level = q.get('bots');
    if (level === 'beginner' || level === 'strong') st = { ...st, level };
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
    setReady(true);
    // A finished session waits for a new one to be started.
    if (sessionOver(st.session) && !st.current) {
      setStore(st);
      return;
    }
    // Resume the saved deal if it is the one asked for (or none was asked for).
    if (st.current && (wanted === null || st.current.seed === wanted)) {
      const r = readDealRecord(st.current.record);
      if (r.ok) {
        setStore(st);
        load(r.value.state, st.current.seed, st);
        return;
      }
    }
    startDeal(wanted ?? freshSeed(), st);
  }, []);

  // Keep the deal in progress in the store, so that a reload finds it.
  useEffect(() => {
    if (!state || !ready) return;
    const next = { ...storeRef.current, current: { seed, record: toRecord(state) } };
    setStore(next);
    saveStore(next);
  }, [state]);

  useEffect(() => setReviewing(false), [state]);
  const result: DealResult | null = useMemo(() => (state?.phase === 'finished' ? dealResult(state) : null), [state]);

  const nextDeal = () => {
    let st = storeRef.current;
    if (state && (state.phase === 'finished' || state.phase === 'redeal')) {
      const redeal = state.phase === 'redeal';
      const soloist = forcedSoloist(st.session);
      const forced = soloist !== null && state.contract?.kind === 'solo' && state.contract.declarer === soloist;
      const scores = (result ? [...result.scores] : [0, 0, 0, 0]) as [number, number, number, number];
      const row: SheetRow = { seed, dealer: state.dealer, contract: state.contract, redeal, value: result?.value ?? 0, scores };
      st = { ...st, session: recordGame(st.session, { contract: state.contract, redeal, forced, scores }), rows: [...st.rows, row] };
    }
    if (sessionOver(st.session)) {
      setStore({ ...st, current: null });
      saveStore({ ...st, current: null });
      return;
    }
    startDeal(seed === null ? freshSeed() : (seed + 1) % (MAX_SEED + 1), st);
  };

  const newSessionWith = (mode: SessionMode, level: BotLevel) => {
    startDeal(freshSeed(), freshStore(mode, level));
  };

  const onImport = async (file: File) => {
    let json: unknown;
    try {
      json = JSON.parse(await file.text());
    } catch {
      setImportMsg({ ok: false, text: t.notJson });
      return;
    }
    const r = readDealRecord(json);
    if (!r.ok) {
      setImportMsg({ ok: false, text: t.importError(r.error.path, r.error.message) });
      return;
    }
    setImportMsg({ ok: true, text: t.imported });
    const st = { ...storeRef.current, current: { seed: null, record: toRecord(r.value.state) } };
    setStore(st);
    saveStore(st);
    load(r.value.state, null, st);
  };

  const act = (action: Action) => send({ type: 'ACT', action });
  const errorText = ctx.error ? describeActionError(ctx.error, (s) => (s === 0 ? 'you' : seatName(s))) : null;
  const hintText = ctx.hint ? t.hintText(actionWord(ctx.hint.action, faces), explainReason(ctx.hint.reason)) : null;
  const callHintText = ctx.callHint ? t.hintText(actionWord(ctx.callHint.action, faces), explainReason(ctx.callHint.reason)) : null;
  const news = ctx.log.slice(ctx.logMark).map((i) => logText(i, faces));
  const total = SESSION_LENGTH[store.session.mode];
  const over = value === 'over';

  return (
    <div class="practice-table" data-state={value} data-phase={state?.phase ?? 'none'} data-testid="practice-table">
      {notices.map((n) => (
        <p class="notice" role="alert" key={n}>
          {n}
        </p>
      ))}
      <SessionControls store={store} onNew={newSessionWith} />
      {!state && <p>{sessionOver(store.session) ? t.sessionOver : t.loading}</p>}
      {state && (
        <>
          <p class="deal-info" data-testid="deal-info">
            {t.dealOf(seed, store.session.played + 1, total)} · {t.dealer(state.dealer)} · {t.contract}: <span data-testid="contract">{contractWord(state.contract)}</span>
            {seed !== null && (
              <>
                {' · '}
                <a href={`/play/?seed=${seed}`}>{t.share}</a>
              </>
            )}
          </p>
          <TableView
            ctx={ctx}
            value={value}
            onAct={act}
            onUndo={() => send({ type: 'UNDO' })}
            onHint={() => send({ type: 'HINT' })}
          />
          <div class="table-status">
            {errorText && (
              <p class="notice" role="alert" data-testid="table-error">
                {errorText}
              </p>
            )}
            {hintText && (
              <p class="hint-text" data-testid="hint-text">
                {hintText}
              </p>
            )}
            {callHintText && (
              <p class="hint-text" data-testid="call-hint-text">
                {callHintText}
              </p>
            )}
            {ctx.failure && <p class="notice">{t.broken(ctx.failure)}</p>}
            <div aria-live="polite" class="news" data-testid="news">
              {news.length > 0 && <p>{news.join(' ')}</p>}
            </div>
          </div>
          {over && state.phase === 'redeal' && <p class="notice">{t.redeal(t.redealWhy[state.redealReason ?? ''] ?? '')}</p>}
          {over && result && <DealSheet result={result} />}
          {over && result && !reviewing && (
            <p>
              <button type="button" class="btn btn-quiet" onClick={() => setReviewing(true)} data-testid="review-button">
                {t.review}
              </button>
            </p>
          )}
          {over && result && reviewing && <Review state={state} faces={faces} />}
          {(over || ctx.failure) && !(sessionOver(store.session) && store.current === null) && (
            <p>
              <button type="button" class="btn" onClick={nextDeal} data-testid="next-deal">
                {t.nextDeal}
              </button>
            </p>
          )}
          <section class="records" aria-labelledby="records-h">
            <h2 id="records-h" class="sr-only">
              Records
            </h2>
            {state && <DownloadDeal record={toRecord(state)} name={`doko-deal-${seed ?? 'imported'}`} testId="download" />}
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
            {importMsg && (
              <p class={importMsg.ok ? 'ok-text' : 'notice'} role={importMsg.ok ? 'status' : 'alert'} data-testid="import-msg">
                {importMsg.text}
              </p>
            )}
          </section>
        </>
      )}
      <SessionSheet store={store} />
    </div>
  );
}

/** A suggested action in words (for the hint). */
function actionWord(a: Action | null, faces: 'french' | 'german'): string {
  if (a === null) return t.hintPass;
  switch (a.type) {
    case 'play':
      return cardName(a.card, { faces });
    case 'announce':
      return CALL_WORD[a.call];
    case 'declare':
      return declarationText(a.declaration);
    case 'reserve':
      return a.reservation ? t.reservation : t.healthy;
    case 'answerPoverty':
      return a.accept ? t.acceptPoverty : t.declinePoverty;
    case 'exchange':
      return a.cards.map((c) => cardName(c, { faces })).join(', ');
    case 'throwIn':
      return t.throwIn;
    case 'halfChicken':
      return t.halfChicken;
  }
}

function SessionControls({ store, onNew }: { store: TableStore; onNew: (mode: SessionMode, level: BotLevel) => void }) {
  const [mode, setMode] = useState<SessionMode>(store.session.mode);
  const [level, setLevel] = useState<BotLevel>(store.level);
  useEffect(() => {
    setMode(store.session.mode);
    setLevel(store.level);
  }, [store.session.mode, store.level]);
  return (
    <form
      class="session-controls"
      onSubmit={(e) => {
        e.preventDefault();
        onNew(mode, level);
      }}
    >
      <div class="field">
        <label for="table-mode">{t.mode}</label>
        <select id="table-mode" value={mode} onChange={(e) => setMode((e.target as HTMLSelectElement).value as SessionMode)}>
          {MODES.map((m) => (
            <option key={m} value={m}>
              {MODE_WORD[m]}
            </option>
          ))}
        </select>
      </div>
      <div class="field">
        <label for="table-level">{t.level}</label>
        <select id="table-level" value={level} onChange={(e) => setLevel((e.target as HTMLSelectElement).value as BotLevel)}>
          <option value="beginner">{t.levels.beginner}</option>
          <option value="strong">{t.levels.strong}</option>
        </select>
      </div>
      <button type="submit" class="btn btn-quiet">
        {t.newSession}
      </button>
    </form>
  );
}

