/** The score sheet of a finished deal and the session sheet with running totals, a page at a time. */
import { useMemo, useState } from 'preact/hooks';
import type { DealResult } from '../../engine/outcome.ts';
import type { Party } from '../../engine/parties.ts';
import { SESSION_LENGTH } from '../../engine/session.ts';
import { contractWord, seatName, SILENT_SOLO_WORD, tableText as t } from '#words/practice';
import { lineWord } from '#words/scoring';
import { LINE_GLOSSARY, PARTY_GLOSSARY } from '../../i18n/runtime/glossaryIds.ts';
import { ScoreLinesTable } from '../widgets/ScoreSheetParts.tsx';
import { GlossaryTerm } from './GlossaryTerm.tsx';
import type { SheetRow, TableStore } from './store.ts';
import '../widgets/ScoreSheet.css';
import './sheets.css';

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

export function DealSheet({ result }: { result: DealResult }) {
  return (
    <section class="deal-sheet" aria-labelledby="deal-sheet-h" data-testid="deal-sheet">
      <h2 id="deal-sheet-h">{t.finished}</h2>
      <p>{t.cardPointsLine(result.cardPoints.re, result.cardPoints.kontra, result.tricks.re, result.tricks.kontra)}</p>
      {/* Each line's table word (Karlchen, Fuchs gefangen …) and each party links to its glossary entry. */}
      <ScoreLinesTable
        result={result}
        caption={t.linesCaption}
        lineLabel={(reason) => <GlossaryTerm id={LINE_GLOSSARY[reason]}>{lineWord(reason)}</GlossaryTerm>}
        partyLabel={(party) => <GlossaryTerm id={PARTY_GLOSSARY[party]}>{t.party(party)}</GlossaryTerm>}
      />
      <ul class="seat-scores" aria-label={t.scores} data-testid="table-scores">
        {result.scores.map((s, seat) => {
          const party: Party = result.parties.re.includes(seat as never) ? 're' : 'kontra';
          return (
            <li key={seat} class={`party-${party}`} data-seat={seat} data-score={s}>
              <span class="seat-name">
                {seatName(seat)} ({t.party(party)})
              </span>{' '}
              <span class={`seat-score ${s > 0 ? 'is-plus' : s < 0 ? 'is-minus' : ''}`}>{signed(s)}</span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** The game a row's deal was: a normal contract that one player played alone is his silent solo. */
const gameWord = (r: SheetRow): string =>
  r.redeal ? t.thrownIn : r.contract?.kind === 'normal' && r.silentSoloist !== undefined ? SILENT_SOLO_WORD : contractWord(r.contract);

/** Rows of the session sheet on one page: a long session (an imported one may have thousands) is paged, never drawn whole. */
export const SHEET_PAGE_ROWS = 20;

type Totals = readonly [number, number, number, number];

/** The running totals after each row: the sum of the seats' scores so far (what a score pad shows in its seat columns). */
function runningTotals(store: TableStore): Totals[] {
  const out: Totals[] = [];
  let running: Totals = [0, 0, 0, 0];
  for (const r of store.rows) {
    running = [running[0] + r.scores[0], running[1] + r.scores[1], running[2] + r.scores[2], running[3] + r.scores[3]];
    out.push(running);
  }
  return out;
}

export function SessionSheet({ store }: { store: TableStore }) {
  const total = SESSION_LENGTH[store.session.mode];
  const rows = store.rows;
  const running = useMemo(() => runningTotals(store), [rows]);
  const pages = Math.max(1, Math.ceil(rows.length / SHEET_PAGE_ROWS));
  // null: the latest page, which follows the deals as they are added.
  const [chosen, setChosen] = useState<number | null>(null);
  const page = chosen === null ? pages - 1 : Math.min(chosen, pages - 1);
  const from = page * SHEET_PAGE_ROWS;
  const to = Math.min(rows.length, from + SHEET_PAGE_ROWS);
  const go = (p: number) => setChosen(p >= pages - 1 ? null : Math.max(0, p));
  return (
    <section class="session-sheet" aria-labelledby="session-h" data-testid="session-sheet">
      <h2 id="session-h">
        {t.sessionTitle}
        {total !== null && (
          <span class="muted">
            {' '}
            ({store.session.played} / {total})
          </span>
        )}
      </h2>
      {total !== null && store.session.played >= total && <p>{t.sessionOver}</p>}
      {rows.length === 0 ? (
        <p class="muted">{t.noGames}</p>
      ) : (
        <>
          {pages > 1 && <SheetPager page={page} pages={pages} go={go} range={t.sheetRange(from + 1, to, rows.length)} />}
          <div class="table-wrap session-sheet-table" role="region" aria-label={t.sessionTableLabel} tabIndex={0}>
            <table>
              <caption class="sr-only">
                {t.sessionTitle}
                {pages > 1 ? `: ${t.sheetRange(from + 1, to, rows.length)}` : ''}
              </caption>
              <thead>
                <tr>
                  <th scope="col">{t.sessionCols.game}</th>
                  <th scope="col" class="sheet-wide">
                    {t.sessionCols.dealer}
                  </th>
                  <th scope="col">{t.sessionCols.contract}</th>
                  <th scope="col" class="num sheet-wide">
                    {t.sessionCols.value}
                  </th>
                  {[0, 1, 2, 3].map((seat) => (
                    <th scope="col" class="num" key={seat}>
                      {seatName(seat)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.slice(from, to).map((r, i) => (
                  <tr key={from + i} data-testid="session-row">
                    <th scope="row">{from + i + 1}</th>
                    <td class="sheet-wide">{seatName(r.dealer)}</td>
                    <td>
                      {gameWord(r)}
                      {/* Narrow screens hide the dealer and value columns (display: none, so neither is read twice). */}
                      <span class="sheet-narrow muted">{t.sheetDealtValue(seatName(r.dealer), r.value)}</span>
                    </td>
                    <td class="num sheet-wide">{r.value}</td>
                    {running[from + i].map((x, k) => (
                      <td class="num" key={k}>
                        {x}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row" colSpan={4} class="sheet-wide">
                    {t.total}
                  </th>
                  <th scope="row" colSpan={2} class="sheet-narrow">
                    {t.total}
                  </th>
                  {store.session.totals.map((x, k) => (
                    <td class="num" key={k} data-testid={`total-${k}`}>
                      {x}
                    </td>
                  ))}
                </tr>
              </tfoot>
            </table>
          </div>
        </>
      )}
    </section>
  );
}

/**
 * First, earlier, later, latest: buttons that stay focusable at either end (aria-disabled, so
 * a keyboard user pressing "Later" to the last page keeps his place), with the range said aloud.
 */
function SheetPager({ page, pages, go, range }: { page: number; pages: number; go: (p: number) => void; range: string }) {
  const button = (label: string, target: number, off: boolean) => (
    <button type="button" class="btn btn-quiet" aria-disabled={off ? 'true' : undefined} onClick={() => !off && go(target)}>
      {label}
    </button>
  );
  return (
    <nav class="sheet-pager" aria-label={t.sheetPages}>
      {button(t.sheetFirst, 0, page === 0)}
      {button(t.sheetEarlier, page - 1, page === 0)}
      <span class="sheet-range" aria-live="polite" data-testid="sheet-range">
        {range}
      </span>
      {button(t.sheetLater, page + 1, page === pages - 1)}
      {button(t.sheetLatest, pages - 1, page === pages - 1)}
    </nav>
  );
}
