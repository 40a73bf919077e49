/**
 * The accounts as a file any spreadsheet opens (CSV): each deal's game and value and every
 * player's running total, then the totals in points and money. The columns are those of the
 * table on screen (oneself first, then round the table). It can be downloaded at any moment of
 * the session, also when the table has ended after an error of the server's.
 *
 * Names come from people: a field a spreadsheet would read as a formula (=, +, -, @ first) is
 * kept as text with a leading apostrophe, and every field is quoted.
 */
import type { Seat } from '../../engine/parties.ts';
import { realSeat, turnSeat } from '../../engine/perspective.ts';
import { moneyCents } from '../../engine/stakes.ts';
import { contractText, friendsText as t } from '#words/friends';
import { seatName } from '#words/seats';
import type { PublicTable } from '../../protocol/received.ts';
import { seatWho } from './SeatList.tsx';

const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV field: quoted, quotes doubled; text a spreadsheet would run as a formula is marked as text. */
export function csvField(value: string | number, isText = typeof value === 'string'): string {
  // The screen's typography (a minus sign, a word joiner that keeps "+€" together) means
  // nothing to a spreadsheet: plain ASCII signs there.
  const text = String(value).replaceAll('\u2060', '').replaceAll('\u2212', '-');
  const safe = isText && FORMULA_START.test(text) ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
}

const csvLine = (fields: readonly string[]) => fields.join(',');

/** The accounts of `table` as CSV text (lines end in CRLF, as the format has it), seen from `me`. */
export function accountsCsv(table: PublicTable, me: Seat): string {
  const stake = { centsPerPoint: table.centsPerPoint, limitCents: table.limitCents };
  const seats = ([0, 1, 2, 3] as Seat[]).map((k) => realSeat(k, me));
  const head = [t.colDeal, t.colGame, t.colValue, ...seats.map((seat) => `${seatName(turnSeat(seat, me), 0)}: ${seatWho(table.seats[seat])}`)].map((x) =>
    csvField(x),
  );
  let running = [0, 0, 0, 0];
  const rows = table.sheet.map((r) => {
    running = running.map((x, k) => x + r.scores[k]);
    const game = r.outcome === 'finished' ? contractText(r.contract) : r.outcome === 'abandoned' ? t.abandonedShort : t.redealShort;
    return csvLine([csvField(r.deal), csvField(game), csvField(r.value), ...seats.map((seat) => csvField(running[seat]))]);
  });
  const total = csvLine([
    csvField(t.totalRow),
    csvField(''),
    csvField(''),
    ...seats.map((seat) => csvField(t.pointsMoney(table.totals[seat], moneyCents(table.totals[seat], stake)), false)),
  ]);
  return [csvLine(head), ...rows, total].map((line) => `${line}\r\n`).join('');
}
