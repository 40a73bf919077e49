/**
 * The sheet as on paper: one row per line, each player's running total with the deal's score
 * under it. In the score pad a row opens to show how the deal was scored, with "change" and
 * "delete"; the shared evening shows it read only.
 */
import { Fragment } from 'preact';
import { bockFactor } from '../../engine/evening/bock.ts';
import type { DealRow, Evening, EveningSheet } from '../../engine/evening/evening.ts';
import { padText as t } from '#words/pad';
import { signedNum } from '../../i18n/runtime/numbers.ts';
import { rowCalls, rowGame, rowPoints } from '../../i18n/compose/padSheet.ts';
import { DealLines } from './DealLines.tsx';
import type { LessonTitles } from './lessons.ts';

export interface RowActions {
  readonly open: number | null;
  readonly toggle: (index: number) => void;
  readonly change: (index: number) => void;
  readonly remove: (index: number) => void;
}

function what(row: DealRow, names: readonly string[]): string {
  const parts = [rowGame(row, names), rowCalls(row), rowPoints(row)].filter(Boolean);
  if (row.compulsory) parts.push(row.forced ? t.forced : t.pflicht);
  return parts.join(' · ');
}

export function SheetTable({ evening, sheet, lessons, actions }: { evening: Evening; sheet: EveningSheet; lessons: LessonTitles; actions?: RowActions }) {
  const names = evening.players;
  if (sheet.rows.length === 0) return null;
  return (
    <section class="pad-sheet" aria-labelledby="pad-sheet-h">
      <h2 id="pad-sheet-h">{t.sheet}</h2>
      <div class="table-wrap">
        <table data-testid="pad-sheet">
          <caption class="sr-only">{t.sheetCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{t.colDeal}</th>
              <th scope="col">{t.colGame}</th>
              {names.map((n) => (
                <th scope="col" class="num" key={n}>
                  {n}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {sheet.rows.map((r) => {
              const open = actions?.open === r.index;
              return (
                <Fragment key={r.index}>
                  <tr data-line={r.index} class={r.problem ? 'pad-row-problem' : r.number === null ? 'pad-row-redeal' : undefined}>
                    <th scope="row">
                      {actions ? (
                        <button type="button" class="pad-row-btn" aria-expanded={open} onClick={() => actions.toggle(r.index)}>
                          {r.number ?? '–'}
                        </button>
                      ) : (
                        (r.number ?? '–')
                      )}
                    </th>
                    <td class="pad-row-what">
                      {what(r, names)}
                      {r.bock > 0 && <span class="pad-bock-mark"> {t.bockMark(bockFactor(r.bock))}</span>}
                      {r.problem && (
                        <span class="pad-row-note">
                          {' '}
                          ({t.doesNotCount}: {t.problem(r.problem, names)})
                        </span>
                      )}
                    </td>
                    {names.map((n, p) => (
                      <td class="num" key={n} data-player={p}>
                        {r.number === null ? '' : <strong>{signedNum(r.totals[p])}</strong>}
                        {r.number !== null && !r.out.includes(p) && <span class="pad-row-score">{signedNum(r.scores[p])}</span>}
                      </td>
                    ))}
                  </tr>
                  {open && actions && (
                    <tr class="pad-row-detail">
                      <td colSpan={names.length + 2}>
                        <DealLines row={r} names={names} lessons={lessons} heading={t.rowOpen(r.number)} />
                        <p class="pad-actions">
                          <button type="button" class="btn" onClick={() => actions.change(r.index)}>
                            {t.change}
                          </button>
                          <button type="button" class="btn btn-quiet" onClick={() => actions.remove(r.index)}>
                            {t.remove}
                          </button>
                        </p>
                      </td>
                    </tr>
                  )}
                </Fragment>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
