/**
 * `doko evening FILE|- [--csv]`: an evening of the score pad (`doko-evening/1`, docs/formats.md)
 * as its sheet: one row per deal (dealer, game, calls, card points, Bock, each player's score and
 * running total), the totals, who deals next, and who pays whom at the evening's stake. `--csv`
 * prints the same table as the pad's CSV download. Every deal is scored by the engine; a file
 * with a deal no deal could produce is refused with the reason, like the pad refuses it.
 */
import { oneLine } from '../engine/excerpt.ts';
import { toCsv } from '../engine/evening/csv.ts';
import { eveningSheet, type Evening, type EveningSheet } from '../engine/evening/evening.ts';
import { checkEvening, readEveningText } from '../engine/evening/file.ts';
import { balances, settle } from '../engine/evening/settle.ts';
import { eveningCliText as c, eveningErrorText, money, padText as t } from '#words/pad';
import { num, signedNum } from '../i18n/runtime/numbers.ts';
import { eveningName, eveningRules, sheetCells } from '../i18n/compose/padSheet.ts';
import { fileOf, readOptions, UsageError } from './options.ts';
import { readInput } from './input.ts';
import type { RunOutput } from './output.ts';

export { EVENING_USAGE } from '#words/pad';

/** The sheet's columns of scores and running totals begin after deal, dealer, game, calls, card points and Bock. */
const FIRST_SCORE_COLUMN = 6;
const BOCK_COLUMN = 5;

/** A cell of the sheet as the text table shows it: scores signed, Bock as its factor. */
function shown(v: string | number, column: number): string {
  if (typeof v === 'string') return v;
  return column >= FIRST_SCORE_COLUMN ? signedNum(v) : column === BOCK_COLUMN ? t.bockMark(v) : num(v);
}

/** Cells in columns: text left-aligned, numbers right-aligned; no spaces at the end of a line. */
function columns(rows: readonly (readonly (string | number)[])[]): string[] {
  const text = rows.map((row) => row.map(shown));
  const width = text[0].map((_, i) => Math.max(...text.map((row) => [...row[i]].length)));
  return text.map((row, r) =>
    row
      .map((v, i) => {
        const pad = ' '.repeat(width[i] - [...v].length);
        return typeof rows[r][i] === 'number' ? pad + v : v + pad;
      })
      .join('  ')
      .trimEnd(),
  );
}

/** The sheet as text: heading, rules, the table, totals, what comes next, settling up. */
export function eveningReport(e: Evening, sheet: EveningSheet): string {
  const out = [c.heading(eveningName(e), e.players.length), c.rules(eveningRules(e)), '', ...columns(sheetCells(e, sheet)), ''];
  out.push(`${c.totals}: ${e.players.map((n, p) => `${n} ${signedNum(sheet.totals[p])}`).join(' · ')}`);
  const n = sheet.next;
  out.push(n.over ? t.roundOver(n.of ?? 0) : c.next(n.number, e.players[n.dealer]));
  if (e.stakeCents > 0) {
    const payments = settle(balances(sheet.totals, e.stakeCents));
    out.push('', c.settle(money(e.stakeCents)));
    out.push(...(payments.length === 0 ? [`  ${t.even}`] : payments.map((x) => `  ${t.pays(e.players[x.from], e.players[x.to], x.cents)}`)));
  }
  return `${out.join('\n')}\n`;
}

export function eveningCommand(args: readonly string[]): RunOutput {
  const o = readOptions(args, { flags: ['--csv'], positional: true });
  const read = readEveningText(readInput(fileOf(o)));
  const checked = read.ok ? checkEvening(read.value) : read;
  if (!checked.ok) throw new UsageError(c.readFailed(oneLine(eveningErrorText(checked.error))));
  const e = checked.value;
  const sheet = eveningSheet(e);
  return { code: 0, stdout: o.flags.has('--csv') ? toCsv(sheetCells(e, sheet)) : eveningReport(e, sheet), stderr: '' };
}
