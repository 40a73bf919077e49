/**
 * The evening at the table: who deals and who sits out, the running totals always in view, the
 * form for the next deal (the entry machine), the deal just scored with its lines, the sheet,
 * and the chart, settling up, statistics and sharing below. Every change is saved at once.
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { bockFactor } from '../../engine/evening/bock.ts';
import { eveningSheet, type EveningSheet } from '../../engine/evening/evening.ts';
import { padText as t } from '#words/pad';
import { eveningRules } from '../../i18n/compose/padSheet.ts';
import { padEntryMachine, type PadEntryContext } from '../../machines/padEntry.ts';
import { useMachine } from '../widgets/useMachine.ts';
import { Chart } from './Chart.tsx';
import { DealEntry, type EntryPlace } from './DealEntry.tsx';
import { DealLines } from './DealLines.tsx';
import { Settle, Stats } from './Figures.tsx';
import { Keep } from './Keep.tsx';
import type { LessonTitles } from './lessons.ts';
import { SheetTable } from './SheetTable.tsx';
import { Totals } from './Totals.tsx';
import { undone, withDraft, withLine, withoutLine, type PadStore, type StoredDraft, type StoredEvening } from './store.ts';
import { eveningName } from './words.ts';

type Update = (f: (s: PadStore) => PadStore) => boolean;

/** What the form's deal is: the next one, or the line being changed. */
function placeOf(sheet: EveningSheet, index: number | null): EntryPlace {
  const row = index === null ? null : sheet.rows[index];
  return row ? { number: row.number, out: row.out } : { number: sheet.next.number, out: sheet.next.out };
}

function Header({ stored, sheet }: { stored: StoredEvening; sheet: EveningSheet }) {
  const e = stored.evening;
  const n = sheet.next;
  const names = e.players;
  return (
    <div class="pad-head" data-testid="pad-head">
      <h2 class="pad-title">{eveningName(e)}</h2>
      <p class="pad-next" aria-live="polite">
        <strong>{n.over ? t.roundOver(n.of ?? 0) : t.dealNumber(n.number, n.of)}</strong>
        {!n.over && (
          <>
            {' · '}
            <span data-testid="pad-dealer">{t.dealer(names[n.dealer])}</span>
            {n.out.length > 0 && ` · ${t.sitsOut(n.out.map((p) => names[p]))}`}
            {n.bock > 0 && <span class="pad-bock-now"> · {t.bockNow(bockFactor(n.bock))}</span>}
          </>
        )}
      </p>
      {n.forced !== null && <p class="pad-forced">{t.forcedNow(names[n.forced])}</p>}
      {n.owes && !n.over && <p class="pad-owes muted">{t.owes(names.filter((_, p) => n.owes![p]))}</p>}
      <p class="pad-rules-line muted">{t.rulesOf(eveningRules(e))}</p>
    </div>
  );
}

export function EveningScreen({
  stored,
  draft,
  update,
  lessons,
  onLeave,
}: {
  stored: StoredEvening;
  draft: StoredDraft | null;
  update: Update;
  lessons: LessonTitles;
  onLeave: () => void;
}) {
  const evening = stored.evening;
  const id = stored.id;
  const sheet = useMemo(() => eveningSheet(evening), [evening]);
  const [status, setStatus] = useState('');
  const [shown, setShown] = useState<number | null>(null);
  const [open, setOpen] = useState<number | null>(null);
  const entryRef = useRef<HTMLDivElement>(null);

  // The machine's effects go through refs, so they always act on the latest store.
  const onCommit = useRef<(c: PadEntryContext) => void>(() => {});
  const onPersist = useRef<(c: PadEntryContext) => void>(() => {});
  onCommit.current = (c) => {
    const saved = c.saved!;
    const at = saved.index ?? evening.deals.length;
    update((s) => withLine(s, id, saved.entry, saved.index, new Date()));
    const after = eveningSheet({
      ...evening,
      deals: saved.index === null ? [...evening.deals, saved.entry] : evening.deals.map((d, i) => (i === saved.index ? saved.entry : d)),
    });
    const row = after.rows[at];
    setShown(row.number === null ? null : at);
    setOpen(null);
    setStatus(row.number === null ? t.redealSaved(evening.players[after.next.dealer]) : saved.index === null ? t.saved(row.number) : t.changed(row.number));
  };
  onPersist.current = (c) => update((s) => withDraft(s, { evening: id, index: c.index, draft: c.draft }));
  const machine = useMemo(
    () =>
      padEntryMachine.provide({
        actions: {
          commit: ({ context }) => onCommit.current(context),
          persist: ({ context }) => onPersist.current(context),
        },
      }),
    [],
  );
  const [snapshot, send] = useMachine(machine, { input: { evening, index: draft?.index ?? null, draft: draft?.draft } });
  useEffect(() => send({ type: 'EVENING', evening }), [evening]);
  // The printed sheet has every section open (a closed <details> prints its summary alone).
  useEffect(() => {
    const open = () => document.querySelectorAll<HTMLDetailsElement>('.pad-section').forEach((d) => (d.open = true));
    window.addEventListener('beforeprint', open);
    return () => window.removeEventListener('beforeprint', open);
  }, []);

  const ctx = snapshot.context;
  const place = placeOf(sheet, ctx.index);
  const undo = () => {
    let what: ReturnType<typeof undone>['undone'] = null;
    update((s) => {
      const r = undone(s, id, new Date());
      what = r.undone;
      return r.store;
    });
    const w = what as ReturnType<typeof undone>['undone'];
    setShown(null);
    setOpen(null);
    setStatus(w ? t.undone(w.kind, w.index + 1) : t.nothingToUndo);
  };
  const actions = {
    open,
    toggle: (i: number) => setOpen(open === i ? null : i),
    change: (i: number) => {
      send({ type: 'EDIT', index: i });
      setOpen(null);
      entryRef.current?.scrollIntoView({ block: 'start' });
    },
    remove: (i: number) => {
      const n = sheet.rows[i]?.number ?? null;
      update((s) => withoutLine(s, id, i, new Date()));
      setOpen(null);
      setShown(null);
      setStatus(t.removed(n));
    },
  };
  const last = shown !== null ? sheet.rows[shown] : null;

  return (
    <div class="pad-evening" data-testid="pad-evening">
      <p class="pad-back">
        <button type="button" class="btn btn-quiet" onClick={onLeave}>
          ← {t.backToList}
        </button>
      </p>
      <Header stored={stored} sheet={sheet} />
      <Totals names={evening.players} totals={sheet.totals} next={sheet.next} />
      <div class="pad-feedback">
        <p class="feedback tone-good pad-status" role="status" data-testid="pad-status">
          {status}
        </p>
        {stored.undo.length > 0 && (
          <button type="button" class="btn btn-quiet pad-undo" onClick={undo}>
            {t.undo}
          </button>
        )}
      </div>
      <div ref={entryRef} class="pad-entry-wrap">
        {sheet.next.over && ctx.index === null ? null : <DealEntry evening={evening} place={place} context={ctx} send={send} />}
      </div>
      {last?.scored && <DealLines row={last} names={evening.players} lessons={lessons} heading={t.lastDeal(last.number!)} />}
      <SheetTable evening={evening} sheet={sheet} lessons={lessons} actions={actions} />
      {sheet.rows.length > 0 && (
        <>
          <details class="pad-section" open>
            <summary>
              <h2>{t.chart}</h2>
            </summary>
            <Chart evening={evening} sheet={sheet} />
          </details>
          <details class="pad-section" open>
            <summary>
              <h2>{t.settle}</h2>
            </summary>
            <Settle evening={evening} sheet={sheet} />
          </details>
          <details class="pad-section">
            <summary>
              <h2>{t.stats}</h2>
            </summary>
            <Stats evening={evening} sheet={sheet} />
          </details>
        </>
      )}
      <Keep stored={stored} sheet={sheet} update={update} onDeleted={onLeave} />
    </div>
  );
}
