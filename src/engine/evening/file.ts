/**
 * An evening as a file, `doko-evening/1` (docs/formats.md): read strictly (every field checked,
 * unknown fields refused, the first problem named with its path) and written back in the same
 * form. `readEvening` checks the shape; `checkEvening` asks the engine whether every deal can
 * be scored (a file, a link or the CLI refuses an evening with a deal no deal could produce;
 * the browser's own store keeps it and marks the deal).
 */
import { TOTAL_POINTS } from '../cards.ts';
import { callOfLevel, levelOfCall, type Call, type Level } from '../calls.ts';
import { fieldPath, safeText } from '../excerpt.ts';
import { readJson, type JsonProblem } from '../json.ts';
import { SOLO_KINDS, type SoloKind } from '../order.ts';
import type { Party } from '../parties.ts';
import { err, ok, type Result } from '../result.ts';
import { parseRules, ruleOverrides } from '../rules.ts';
import type { InputProblem } from '../validate.ts';
import { BOCK_EVENTS, type BockEvent, type BockRules } from './bock.ts';
import { PAD_SPECIAL_KINDS, type PadDeal, type PadEntry, type PadGame, type PadSpecial, type PadSpecialKind } from './entry.ts';
import { eveningSheet, EVENING_MODES, type Evening, type EveningMode, type RowProblem } from './evening.ts';
import { MAX_PLAYERS, MIN_PLAYERS } from './seating.ts';

export const EVENING_FORMAT = 'doko-evening/1';
/** The longest name of a player, and of an evening (in UTF-16 code units). */
export const MAX_NAME = 24;
export const MAX_TITLE = 60;
/** The most deals one evening holds (a long evening has sixty; a tournament round 24). */
export const MAX_DEALS = 400;
/** The most a point may be worth when settling up: 100.00 (in cents). */
export const MAX_STAKE_CENTS = 10_000;
/** The longest text of an evening file read at all: MAX_DEALS of the longest deals fit well. */
export const MAX_EVENING_TEXT = 200_000;

/** What a field should have been (the same kinds the browser's stores name: src/components/storage/schema.ts). */
export type FieldExpected =
  | { readonly kind: 'object' }
  | { readonly kind: 'list'; readonly max: number }
  | { readonly kind: 'text'; readonly max: number }
  | { readonly kind: 'whole'; readonly min: number; readonly max: number }
  | { readonly kind: 'boolean' }
  | { readonly kind: 'oneOf'; readonly values: readonly (string | number | boolean | null)[] }
  | { readonly kind: 'date' }
  | { readonly kind: 'noField' };

/** Why an evening file (or a link, or a stored evening) cannot be read, as a code and its data. */
export type EveningProblem =
  | { readonly code: 'json'; readonly problem: JsonProblem }
  | { readonly code: 'format'; readonly got: unknown }
  | { readonly code: 'field'; readonly expected: FieldExpected; readonly got: unknown }
  | { readonly code: 'players'; readonly count: number }
  | { readonly code: 'sameName'; readonly name: string }
  | { readonly code: 'badName'; readonly got: unknown }
  | { readonly code: 'rules'; readonly reason: InputProblem }
  | { readonly code: 'tournamentSize'; readonly players: number }
  | { readonly code: 'schwarzWithPoints' }
  | { readonly code: 'deal'; readonly number: number | null; readonly problem: RowProblem };

export interface EveningError {
  /** Where, as a path into the file (`deals[3].points.re`); empty for the whole. */
  readonly path: string;
  readonly problem: EveningProblem;
}

type Read<T> = Result<T, EveningError>;

const fail = (path: string, problem: EveningProblem): Read<never> => err({ path, problem });
const field = (path: string, expected: FieldExpected, got: unknown): Read<never> => fail(path, { code: 'field', expected, got });
const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** An object with no fields beyond `known`. */
function object(v: unknown, path: string, known: readonly string[]): Read<Record<string, unknown>> {
  if (!isObj(v)) return field(path, { kind: 'object' }, v);
  for (const k in v) if (Object.hasOwn(v, k) && !known.includes(k)) return field(fieldPath(path, k), { kind: 'noField' }, v[k]);
  return ok(v);
}

function whole(v: unknown, path: string, min: number, max: number): Read<number> {
  return typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max ? ok(v) : field(path, { kind: 'whole', min, max }, v);
}

function oneOf<T extends string | null>(v: unknown, path: string, values: readonly T[]): Read<T> {
  return values.includes(v as T) ? ok(v as T) : field(path, { kind: 'oneOf', values }, v);
}

/** A name: text without control characters or surrounding spaces, 1 to `max` long. */
export function isName(v: unknown, max = MAX_NAME): v is string {
  return typeof v === 'string' && v.length >= 1 && v.length <= max && v.trim() === v && safeText(v, max + 1) === v;
}

const CALLS_OF: Readonly<Record<Party, readonly Call[]>> = {
  re: ['re', 'no90', 'no60', 'no30', 'schwarz'],
  kontra: ['kontra', 'no90', 'no60', 'no30', 'schwarz'],
};
const GAME_FIELDS: Readonly<Record<string, readonly string[]>> = {
  normal: ['re'],
  marriage: ['declarer', 'partner'],
  silentMarriage: ['declarer'],
  poverty: ['declarer', 'partner'],
  solo: ['soloist', 'solo'],
};
const GAMES = Object.keys(GAME_FIELDS);
const DEAL_FIELDS = ['game', 'calls', 'points', 'schwarz', 'specials'];

/** Read an evening's value (from a file, a link or the browser's store); its text: `readEveningText`. */
export function readEvening(input: unknown): Read<Evening> {
  const top = object(input, '', ['format', 'title', 'started', 'players', 'firstDealer', 'rules', 'mode', 'bock', 'stakeCents', 'deals']);
  if (!top.ok) return top;
  const v = top.value;
  if (v.format !== EVENING_FORMAT) return fail('format', { code: 'format', got: v.format });
  const title = v.title === undefined ? '' : v.title;
  if (typeof title !== 'string' || title.length > MAX_TITLE || safeText(title, MAX_TITLE + 1) !== title)
    return field('title', { kind: 'text', max: MAX_TITLE }, title);
  if (typeof v.started !== 'string' || v.started.length > 40 || Number.isNaN(Date.parse(v.started))) return field('started', { kind: 'date' }, v.started);
  if (!Array.isArray(v.players)) return field('players', { kind: 'list', max: MAX_PLAYERS }, v.players);
  if (v.players.length < MIN_PLAYERS || v.players.length > MAX_PLAYERS) return fail('players', { code: 'players', count: v.players.length });
  const players: string[] = [];
  for (let i = 0; i < v.players.length; i++) {
    const name = v.players[i];
    if (!isName(name)) return fail(`players[${i}]`, { code: 'badName', got: name });
    if (players.some((p) => p.toLowerCase() === name.toLowerCase())) return fail(`players[${i}]`, { code: 'sameName', name });
    players.push(name);
  }
  const n = players.length;
  const firstDealer = whole(v.firstDealer, 'firstDealer', 0, n - 1);
  if (!firstDealer.ok) return firstDealer;
  const rulesValue = v.rules === undefined ? {} : v.rules;
  if (!isObj(rulesValue)) return field('rules', { kind: 'object' }, rulesValue);
  const rules = parseRules(rulesValue);
  if (!rules.ok) return fail(rules.error.key ? fieldPath('rules', rules.error.key) : 'rules', { code: 'rules', reason: rules.error.problem });
  const mode = oneOf<EveningMode>(v.mode === undefined ? 'open' : v.mode, 'mode', EVENING_MODES);
  if (!mode.ok) return mode;
  if (mode.value === 'tournament' && n !== 4) return fail('mode', { code: 'tournamentSize', players: n });
  const bock = readBock(v.bock === undefined ? [] : v.bock);
  if (!bock.ok) return bock;
  const stake = whole(v.stakeCents === undefined ? 0 : v.stakeCents, 'stakeCents', 0, MAX_STAKE_CENTS);
  if (!stake.ok) return stake;
  const dealsValue = v.deals === undefined ? [] : v.deals;
  if (!Array.isArray(dealsValue) || dealsValue.length > MAX_DEALS)
    return field('deals', { kind: 'list', max: MAX_DEALS }, Array.isArray(dealsValue) ? `${dealsValue.length} deals` : dealsValue);
  const deals: PadEntry[] = [];
  for (let i = 0; i < dealsValue.length; i++) {
    const d = readLine(dealsValue[i], `deals[${i}]`, n);
    if (!d.ok) return d;
    deals.push(d.value);
  }
  return ok({
    title,
    started: v.started,
    players,
    firstDealer: firstDealer.value,
    rules: rules.value,
    mode: mode.value,
    bock: bock.value,
    stakeCents: stake.value,
    deals,
  });
}

function readBock(v: unknown): Read<BockRules> {
  if (!Array.isArray(v) || v.length > BOCK_EVENTS.length) return field('bock', { kind: 'list', max: BOCK_EVENTS.length }, v);
  const on: Record<BockEvent, boolean> = { tie120: false, soloLost: false, reAndKontra: false, zeroValue: false };
  for (let i = 0; i < v.length; i++) {
    const e = oneOf<BockEvent>(v[i], `bock[${i}]`, BOCK_EVENTS);
    if (!e.ok) return e;
    if (on[e.value]) return field(`bock[${i}]`, { kind: 'oneOf', values: BOCK_EVENTS.filter((x) => !on[x]) }, v[i]);
    on[e.value] = true;
  }
  return ok(on);
}

/** One line of an evening (a deal or a deal thrown in) among `n` players, at `path`. */
export function readLine(v: unknown, path: string, n: number): Read<PadEntry> {
  if (!isObj(v)) return field(path, { kind: 'object' }, v);
  const game = oneOf(v.game, `${path}.game`, [...GAMES, 'redeal']);
  if (!game.ok) return game;
  if (game.value === 'redeal') {
    const o = object(v, path, ['game']);
    return o.ok ? ok({ kind: 'redeal' }) : o;
  }
  const o = object(v, path, [...DEAL_FIELDS, ...GAME_FIELDS[game.value]]);
  if (!o.ok) return o;
  const player = (x: unknown, at: string) => whole(x, `${path}.${at}`, 0, n - 1);
  let g: PadGame;
  switch (game.value) {
    case 'normal': {
      if (!Array.isArray(v.re) || v.re.length !== 2) return field(`${path}.re`, { kind: 'list', max: 2 }, v.re);
      const a = player(v.re[0], 're[0]');
      if (!a.ok) return a;
      const b = player(v.re[1], 're[1]');
      if (!b.ok) return b;
      if (a.value === b.value)
        return field(`${path}.re[1]`, { kind: 'oneOf', values: Array.from({ length: n }, (_, p) => p).filter((p) => p !== a.value) }, v.re[1]);
      g = { kind: 'normal', re: [a.value, b.value] };
      break;
    }
    case 'solo': {
      const s = player(v.soloist, 'soloist');
      if (!s.ok) return s;
      const kind = oneOf<SoloKind>(v.solo, `${path}.solo`, SOLO_KINDS);
      if (!kind.ok) return kind;
      g = { kind: 'solo', declarer: s.value, solo: kind.value };
      break;
    }
    case 'silentMarriage': {
      const d = player(v.declarer, 'declarer');
      if (!d.ok) return d;
      g = { kind: 'silentMarriage', declarer: d.value };
      break;
    }
    default: {
      const d = player(v.declarer, 'declarer');
      if (!d.ok) return d;
      const marriage = game.value === 'marriage';
      if (marriage && v.partner === null) {
        g = { kind: 'marriage', declarer: d.value, partner: null };
        break;
      }
      const others = Array.from({ length: n }, (_, p) => p).filter((p) => p !== d.value);
      if (!others.includes(v.partner as number)) return field(`${path}.partner`, { kind: 'oneOf', values: marriage ? [null, ...others] : others }, v.partner);
      const partner = v.partner as number;
      g = marriage ? { kind: 'marriage', declarer: d.value, partner } : { kind: 'poverty', declarer: d.value, partner };
    }
  }
  const calls = readCalls(v.calls, `${path}.calls`);
  if (!calls.ok) return calls;
  const points = readPoints(v.points, `${path}.points`);
  if (!points.ok) return points;
  const re = points.value.party === 're' ? points.value.value : TOTAL_POINTS - points.value.value;
  let schwarz = true;
  if (v.schwarz !== undefined) {
    if (typeof v.schwarz !== 'boolean') return field(`${path}.schwarz`, { kind: 'boolean' }, v.schwarz);
    if (re !== 0 && re !== TOTAL_POINTS) return fail(`${path}.schwarz`, { code: 'schwarzWithPoints' });
    schwarz = v.schwarz;
  }
  const specials = readSpecials(v.specials === undefined ? [] : v.specials, `${path}.specials`, n);
  if (!specials.ok) return specials;
  const deal: PadDeal = { kind: 'deal', game: g, calls: calls.value, points: points.value, schwarz, specials: specials.value };
  return ok(deal);
}

function readCalls(v: unknown, path: string): Read<Record<Party, Level>> {
  const out: Record<Party, Level> = { re: -1, kontra: -1 };
  if (v === undefined) return ok(out);
  const o = object(v, path, ['re', 'kontra']);
  if (!o.ok) return o;
  for (const party of ['re', 'kontra'] as const) {
    const call = o.value[party];
    if (call === undefined || call === null) continue;
    const c = oneOf<Call | null>(call, `${path}.${party}`, [null, ...CALLS_OF[party]]);
    if (!c.ok) return c;
    out[party] = levelOfCall(c.value!);
  }
  return ok(out);
}

function readPoints(v: unknown, path: string): Read<PadDeal['points']> {
  const o = object(v, path, ['re', 'kontra']);
  if (!o.ok) return o;
  const given = (['re', 'kontra'] as const).filter((p) => o.value[p] !== undefined);
  if (given.length !== 1) return field(path, { kind: 'oneOf', values: ['{"re": card points}', '{"kontra": card points}'] }, v);
  const party = given[0];
  const value = whole(o.value[party], `${path}.${party}`, 0, TOTAL_POINTS);
  return value.ok ? ok({ party, value: value.value }) : value;
}

function readSpecials(v: unknown, path: string, n: number): Read<PadSpecial[]> {
  // No deal holds more special events than its tricks and cards allow; 16 is far beyond any.
  if (!Array.isArray(v) || v.length > 16) return field(path, { kind: 'list', max: 16 }, v);
  const out: PadSpecial[] = [];
  for (let i = 0; i < v.length; i++) {
    const at = `${path}[${i}]`;
    const o = object(v[i], at, ['kind', 'by']);
    if (!o.ok) return o;
    const kind = oneOf<PadSpecialKind>(o.value.kind, `${at}.kind`, PAD_SPECIAL_KINDS);
    if (!kind.ok) return kind;
    const by = whole(o.value.by, `${at}.by`, 0, n - 1);
    if (!by.ok) return by;
    out.push({ kind: kind.value, by: by.value });
  }
  return ok(out);
}

/** Read an evening's text (a file, a link's payload): strict JSON, at most MAX_EVENING_TEXT characters. */
export function readEveningText(text: string): Read<Evening> {
  const json = readJson(text, { maxLength: MAX_EVENING_TEXT });
  if (!json.ok) return err({ path: json.error.path, problem: { code: 'json', problem: json.error.problem } });
  return readEvening(json.value);
}

/** Whether every deal can be scored: the first one that cannot, with its problem. */
export function checkEvening(e: Evening): Read<Evening> {
  const bad = eveningSheet(e).rows.find((r) => r.problem !== null);
  return bad ? fail(`deals[${bad.index}]`, { code: 'deal', number: bad.number, problem: bad.problem! }) : ok(e);
}

/** The evening as its file's value (`readEvening` reads it back to the same evening). */
export function eveningValue(e: Evening): Record<string, unknown> {
  const out: Record<string, unknown> = { format: EVENING_FORMAT };
  if (e.title !== '') out.title = e.title;
  Object.assign(out, {
    started: e.started,
    players: e.players,
    firstDealer: e.firstDealer,
    rules: ruleOverrides(e.rules),
    mode: e.mode,
    bock: BOCK_EVENTS.filter((b) => e.bock[b]),
    stakeCents: e.stakeCents,
    deals: e.deals.map(lineValue),
  });
  return out;
}

/** A line as the file writes it. */
export function lineValue(d: PadEntry): Record<string, unknown> {
  if (d.kind === 'redeal') return { game: 'redeal' };
  const g = d.game;
  const game: Record<string, unknown> =
    g.kind === 'normal'
      ? { game: 'normal', re: g.re }
      : g.kind === 'solo'
        ? { game: 'solo', soloist: g.declarer, solo: g.solo }
        : g.kind === 'silentMarriage'
          ? { game: 'silentMarriage', declarer: g.declarer }
          : { game: g.kind, declarer: g.declarer, partner: g.partner };
  const out: Record<string, unknown> = { ...game };
  const call = (party: Party, level: Level) => (level < 0 ? null : callOfLevel(party, level as Exclude<Level, -1>));
  if (d.calls.re >= 0 || d.calls.kontra >= 0) out.calls = { re: call('re', d.calls.re), kontra: call('kontra', d.calls.kontra) };
  out.points = { [d.points.party]: d.points.value };
  const re = d.points.party === 're' ? d.points.value : TOTAL_POINTS - d.points.value;
  if ((re === 0 || re === TOTAL_POINTS) && !d.schwarz) out.schwarz = false;
  if (d.specials.length > 0) out.specials = d.specials.map((s) => ({ kind: s.kind, by: s.by }));
  return out;
}

/** The evening's file text: `doko-evening/1`, one deal a line. */
export function eveningText(e: Evening): string {
  const { deals, ...head } = eveningValue(e);
  const lines = (deals as unknown[]).map((d) => `    ${JSON.stringify(d)}`);
  const top = JSON.stringify(head, null, 2).replace(/\n}$/, '');
  return `${top},\n  "deals": [${lines.length ? `\n${lines.join(',\n')}\n  ` : ''}]\n}\n`;
}
