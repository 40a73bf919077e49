/**
 * The score pad's sheet as rows of cells in the page's (or the command's) language: for the CSV
 * download and for `doko evening`. One function for every language; the words are the
 * catalogue's (en-pad.ts and its twins).
 */
import { BOCK_EVENTS, bockFactor } from '../../engine/evening/bock.ts';
import { rePlayers } from '../../engine/evening/entry.ts';
import type { DealRow, Evening, EveningSheet } from '../../engine/evening/evening.ts';
import { DDV_RULES } from '../../engine/rules.ts';
import { LANG_TAG } from '../runtime/current.ts';
import { ruleBarLabels } from '#words/site';
import { BOCK_EVENT_WORD, padText as t, sheetWords as w } from '#words/pad';

const dateFormat = new Intl.DateTimeFormat(LANG_TAG, { dateStyle: 'medium' });

/** The evening's title, or "Evening of 5 Mar 2026". */
export const eveningName = (e: Evening): string => e.title || t.untitled(dateFormat.format(new Date(e.started)));

/** What the game of a line was, in words: "Re: Ben & Dora", "Queens solo: Ben", "thrown in". */
export function rowGame(row: DealRow, names: readonly string[]): string {
  if (row.entry.kind === 'redeal') return w.thrownIn;
  const g = row.entry.game;
  return t.gameText(
    g.kind,
    rePlayers(g).map((p) => names[p]),
    g.kind === 'solo' ? g.solo : undefined,
  );
}

export function rowCalls(row: DealRow): string {
  return row.entry.kind === 'deal' ? t.callsText(row.entry.calls.re, row.entry.calls.kontra) : '';
}

export function rowPoints(row: DealRow): string {
  return row.entry.kind === 'deal' ? t.pointsText(row.entry.points.party, row.entry.points.value) : '';
}

/** The house rules and Bock rounds of an evening in one line. */
export function eveningRules(e: Evening): string {
  const labels = ruleBarLabels(e.rules, DDV_RULES);
  const bock = BOCK_EVENTS.filter((b) => e.bock[b]).map((b) => BOCK_EVENT_WORD[b]);
  return [labels.length ? labels.join(' · ') : t.ddvRules, ...(bock.length ? [t.bockOn(bock)] : [])].join(' · ');
}

/** The sheet as a table: a header row, one row per line (scores, then running totals), numbers as numbers. */
export function sheetCells(e: Evening, sheet: EveningSheet): (string | number)[][] {
  const header = [w.deal, w.dealer, w.game, w.calls, w.points, w.bock, ...e.players.map(w.score), ...e.players.map(w.total)];
  const rows = sheet.rows.map((r) => [
    r.number ?? '',
    e.players[r.dealer],
    r.problem ? `${rowGame(r, e.players)} (${w.doesNotCount})` : rowGame(r, e.players),
    rowCalls(r),
    rowPoints(r),
    r.bock > 0 ? bockFactor(r.bock) : '',
    ...r.scores,
    ...r.totals,
  ]);
  return [header, ...rows];
}
