/**
 * What a client accepts from the table server: the public table (the room's state as JSON)
 * and the private messages, each checked before use. Anything unreadable becomes null and the
 * page says so instead of breaking. Pure, like protocol.ts.
 */
import { isCardId } from '../engine/cards.ts';
import { CALLS } from '../engine/scoring.ts';
import type { Contract } from '../engine/contract.ts';
import { isSeat, type Seat } from '../engine/parties.ts';
import { parseRules, type RuleSet } from '../engine/rules.ts';
import type { SessionEnd, TableMode } from '../engine/stakes.ts';
import type { RedealReason } from '../engine/deal.ts';
import type { DealOver, PrivateUpdate, Refusal, SeatKind, TableEnd, TablePhase, Visibility } from './protocol.ts';
import { applyStep, type UpdateStep } from './updateStep.ts';

export interface PublicSeat {
  readonly kind: SeatKind;
  readonly name: string;
  readonly host: boolean;
  readonly connected: boolean;
  readonly ready: boolean;
  readonly replaced: boolean;
}

export interface PublicRow {
  readonly deal: number;
  readonly dealer: Seat;
  readonly contract: Contract | null;
  readonly outcome: 'finished' | 'abandoned' | 'redeal';
  readonly value: number;
  readonly scores: readonly number[];
}

export interface PublicTable {
  readonly mode: TableMode;
  readonly centsPerPoint: number;
  /** null for modes without a limit. */
  readonly limitCents: number | null;
  readonly botLevel: 'beginner' | 'strong';
  readonly visibility: Visibility;
  readonly rules: RuleSet;
  readonly phase: TablePhase;
  readonly seats: readonly PublicSeat[];
  readonly deal: number;
  readonly dealer: Seat;
  readonly played: number;
  readonly totals: readonly number[];
  readonly sheet: readonly PublicRow[];
  readonly end: TableEnd | null;
}

const isObj = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const isInt = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x);
const hasOnlyKeys = (o: Record<string, unknown>, keys: readonly string[]) => Object.keys(o).every((k) => keys.includes(k));
const oneOf = <T extends string>(x: unknown, values: readonly T[]): x is T => typeof x === 'string' && (values as readonly string[]).includes(x);
const json = (text: unknown): unknown => {
  if (typeof text !== 'string' || text === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

function readPublicSeat(x: unknown): PublicSeat | null {
  if (!isObj(x) || !oneOf(x.kind, ['empty', 'person', 'computer'] as const) || typeof x.name !== 'string') return null;
  if (typeof x.host !== 'boolean' || typeof x.connected !== 'boolean' || typeof x.ready !== 'boolean' || typeof x.replaced !== 'boolean') return null;
  return { kind: x.kind, name: x.name, host: x.host, connected: x.connected, ready: x.ready, replaced: x.replaced };
}

function readContract(x: unknown): Contract | null | undefined {
  if (x === null) return null;
  if (!isObj(x) || !oneOf(x.kind, ['normal', 'marriage', 'poverty', 'solo'] as const)) return undefined;
  if (x.kind !== 'normal' && !isSeat(x.declarer)) return undefined;
  return x as unknown as Contract;
}

function readRow(x: unknown): PublicRow | null {
  if (!isObj(x) || !isInt(x.deal) || !isSeat(x.dealer) || !oneOf(x.outcome, ['finished', 'abandoned', 'redeal'] as const) || !isInt(x.value)) return null;
  if (!Array.isArray(x.scores) || x.scores.length !== 4 || !x.scores.every(isInt)) return null;
  const contract = readContract(json(x.contract));
  if (contract === undefined) return null;
  return { deal: x.deal, dealer: x.dealer, contract, outcome: x.outcome, value: x.value, scores: x.scores };
}

function readSessionEnd(x: unknown): SessionEnd | null | undefined {
  if (x === null) return null;
  if (isObj(x) && x.reason === 'deals' && isInt(x.deals)) return { reason: 'deals', deals: x.deals };
  if (isObj(x) && x.reason === 'limit' && isInt(x.limitCents) && Array.isArray(x.seats) && x.seats.every(isSeat))
    return { reason: 'limit', seats: x.seats, limitCents: x.limitCents };
  return undefined;
}

/** How the table's session ended: its deals or limit, or an error of the server's that ended it. */
function readTableEnd(x: unknown): TableEnd | null | undefined {
  return isObj(x) && x.reason === 'failed' && Object.keys(x).length === 1 ? { reason: 'failed' } : readSessionEnd(x);
}

const REDEAL_REASONS: readonly RedealReason[] = ['fiveNines', 'fiveKings', 'povertyRefused', 'reservationUnplayable'];

/** The room's state as plain JSON (state.toJSON()) → the public table, or null if unreadable. */
export function readPublicTable(x: unknown): PublicTable | null {
  if (!isObj(x) || !oneOf(x.mode, ['variable', 'fourRounds', 'duel'] as const) || !oneOf(x.phase, ['lobby', 'playing', 'between', 'over'] as const))
    return null;
  if (
    !isInt(x.centsPerPoint) ||
    !isInt(x.limitCents) ||
    !oneOf(x.botLevel, ['beginner', 'strong'] as const) ||
    !oneOf(x.visibility, ['invite', 'open'] as const)
  )
    return null;
  if (!isInt(x.deal) || !isSeat(x.dealer) || !isInt(x.played) || !Array.isArray(x.totals) || x.totals.length !== 4 || !x.totals.every(isInt)) return null;
  const rules = parseRules(json(x.rules) ?? {});
  const seats = Array.isArray(x.seats) ? x.seats.map(readPublicSeat) : [];
  const sheet = Array.isArray(x.sheet) ? x.sheet.map(readRow) : [null];
  const end = readTableEnd(json(x.end));
  if (!rules.ok || seats.length !== 4 || seats.includes(null) || sheet.includes(null) || end === undefined) return null;
  return {
    mode: x.mode,
    centsPerPoint: x.centsPerPoint,
    limitCents: x.mode === 'variable' ? x.limitCents : null,
    botLevel: x.botLevel,
    visibility: x.visibility,
    rules: rules.value,
    phase: x.phase,
    seats: seats as PublicSeat[],
    deal: x.deal,
    dealer: x.dealer,
    played: x.played,
    totals: x.totals,
    sheet: sheet as PublicRow[],
    end,
  };
}

const isTrick = (t: unknown) =>
  isObj(t) && isSeat(t.leader) && Array.isArray(t.cards) && t.cards.length <= 4 && t.cards.every(isCardId) && (t.winner === null || isSeat(t.winner));

/**
 * A 'step' message put onto the update the client holds: the new whole update (checked as a
 * whole), 'resend' when the step does not go onto it (the client asks for its view), or null
 * if the step is unreadable.
 */
export function readStep(held: PrivateUpdate | null, x: unknown): PrivateUpdate | 'resend' | null {
  if (!isObj(x) || !isInt(x.base) || !isInt(x.seq) || !isObj(x.view)) return null;
  if (!hasOnlyKeys(x, ['base', 'seq', 'view', 'legal', 'calls'])) return null;
  // A step changes parts of the view the client has; it never brings new ones.
  if (held && !Object.keys(x.view).every((k) => Object.hasOwn(held.view, k))) return null;
  const merged = held && applyStep(held, x as unknown as UpdateStep);
  return merged ? readUpdate(merged) : 'resend';
}

/** A 'deal' message: the seat's own view and legal actions, or null if it does not hold together. */
export function readUpdate(x: unknown): PrivateUpdate | null {
  if (!isObj(x) || !isInt(x.seq) || !isInt(x.deal) || !isObj(x.view) || !Array.isArray(x.legal)) return null;
  const v = x.view;
  if (!isSeat(v.seat) || !isSeat(v.toMove) || !isSeat(v.dealer) || typeof v.phase !== 'string') return null;
  if (!Array.isArray(v.hand) || !v.hand.every(isCardId) || !Array.isArray(v.tricks) || !v.tricks.every(isTrick)) return null;
  if (!(v.current === null || isTrick(v.current)) || !Array.isArray(v.announcements) || !Array.isArray(v.handSizes) || !Array.isArray(v.knownParties))
    return null;
  if (readContract(v.contract) === undefined || !(v.order === null || (isObj(v.order) && typeof v.order.kind === 'string' && isObj(v.order.extras))))
    return null;
  if (!x.legal.every((a) => isObj(a) && typeof a.type === 'string' && a.seat === v.seat)) return null;
  if (
    !Array.isArray(x.calls) ||
    !x.calls.every(
      (c) => isObj(c) && CALLS.some((k) => k === c.call) && (c.openUntil === null || isInt(c.openUntil)) && (c.refusal === null || isObj(c.refusal)),
    )
  )
    return null;
  return x as unknown as PrivateUpdate;
}

export function readDealOver(x: unknown): DealOver | null {
  if (!isObj(x) || !isInt(x.deal) || !isObj(x.outcome) || readSessionEnd(x.end ?? null) === undefined) return null;
  const o = x.outcome;
  if (o.kind === 'redeal') return oneOf(o.reason, REDEAL_REASONS) ? (x as unknown as DealOver) : null;
  if (o.kind === 'abandoned') return isSeat(o.declarer) && Array.isArray(o.tricks) && o.tricks.every(isTrick) ? (x as unknown as DealOver) : null;
  if (o.kind !== 'finished' || !isObj(o.result) || !Array.isArray(o.tricks) || !o.tricks.every(isTrick) || !isObj(o.record)) return null;
  const r = o.result;
  const ok4 = (a: unknown) => Array.isArray(a) && a.length === 4 && a.every(isInt);
  if (!ok4(r.scores) || !isInt(r.value) || !isObj(r.cardPoints) || !isObj(r.parties) || !Array.isArray(r.lines) || readContract(r.contract) === undefined)
    return null;
  return x as unknown as DealOver;
}

/** A 'seat' message: where the receiver sits. */
export function readSeatMessage(x: unknown): Seat | null {
  return isObj(x) && isSeat(x.seat) ? x.seat : null;
}

export function readRefusal(x: unknown): Refusal | null {
  return isObj(x) && typeof x.code === 'string' ? (x as unknown as Refusal) : null;
}
