/**
 * The table server's protocol: what a client may send, what it receives, and the checks on
 * every value that crosses the network. Pure (engine imports only), so the /friends/ page
 * and the server share it without pulling server code into the browser.
 *
 * Client → server messages (room.send(type, payload)):
 *   'act'   { action: <engine Action without its seat>, seat?: <own seat> }
 *   'start' (no payload): the host starts the session (computers take the empty seats)
 *   'next'  (no payload): ready for the next deal
 *   'view'  (no payload): send me my view now (after joining or reconnecting, once the
 *           client listens: a message sent during the join may come before it does)
 * Server → client messages:
 *   'seat'     { seat }: the sender's seat (on joining, returning, and on 'view')
 *   'deal'     PrivateUpdate: the seat's own PlayerView and legal actions (never another hand),
 *              whole: the first of a deal, and on returning or asking ('view')
 *   'step'     UpdateStep (updateStep.ts): after that, only what changed in that update
 *   'dealOver' DealOver: how the deal ended; the full deal only when every card was played
 *   'refused'  Refusal: why a message was not accepted (the table goes on)
 * The public table (seats, names, settings, score sheet) is the room's synchronised state.
 * A connection the server ends gets a close code (`CLOSE_CODES`) saying why.
 */
import type { BotLevel } from '../engine/bots/types.ts';
import type { CallOption } from '../engine/callOptions.ts';
import { isCardId, type CardId } from '../engine/cards.ts';
import type { Contract } from '../engine/contract.ts';
import type { Action, ActionError, Hands, RedealReason, Trick } from '../engine/deal.ts';
import type { DealResult } from '../engine/outcome.ts';
import { cardOrder, SOLO_KINDS, type CardOrder, type OrderExtras, type OrderKind } from '../engine/order.ts';
import { isSeat, type Seat } from '../engine/parties.ts';
import { err, ok, type Result } from '../engine/result.ts';
import { parseRules, ruleOverrides, type RuleSet } from '../engine/rules.ts';
import { CALLS } from '../engine/scoring.ts';
import { fixedRuleConflict } from '../engine/duel.ts';
import { modeHasLimit, modeVariant, TABLE_MODES, type SessionEnd, type Stake, type TableMode } from '../engine/stakes.ts';
import type { PlayerView } from '../engine/view.ts';

/** The Colyseus room name of a Doppelkopf table. */
export const ROOM_NAME = 'doko';
export const DEFAULT_PORT = 2567;
/** A dropped person keeps the seat this long (a reload, a lost connection). */
export const RECONNECT_SECONDS = 60;
/** A table that failed stays readable (its accounts, the last deal) this long before the server closes it. */
export const FAILED_TABLE_SECONDS = 600;

/**
 * WebSocket close codes with which the server ends a person's connection, and why. Colyseus'
 * own: 4000 the person left, 4001 the server is shutting down (a restart, or one of several
 * processes stopping), 4002 an error or a flood of messages.
 */
export const CLOSE_CODES = {
  serverStopped: 4001,
  /** The table ran into an error of the server's and was closed (other tables play on). */
  tableFailed: 4801,
  /** The same seat was opened again elsewhere (another tab, another device) with this seat's token. */
  openedElsewhere: 4802,
} as const;

export type CloseReason = keyof typeof CLOSE_CODES;

/** Why the server ended a connection, from its close code; null for a code that names no reason of the table's. */
export function closeReason(code: number): CloseReason | null {
  const found = (Object.keys(CLOSE_CODES) as CloseReason[]).find((k) => CLOSE_CODES[k] === code);
  return found ?? null;
}
/** Display names: 1 to 24 characters, no control characters. */
export const NAME_MAX = 24;
/** Largest accepted message, measured as JSON text (an action is well under 200). */
export const MESSAGE_MAX_CHARS = 512;
/** Per client: a burst of this many messages, refilled at RATE_PER_SECOND. */
export const RATE_BURST = 20;
export const RATE_PER_SECOND = 10;

/** Stakes a table may be opened with: cents per point, and the variable stake's limit in cents. */
export const STAKE_CENTS = { min: 1, max: 100 } as const;
export const LIMIT_CENTS = { min: 100, max: 100_000 } as const;
export const BOT_LEVELS: readonly BotLevel[] = ['beginner', 'strong'];
export type Visibility = 'invite' | 'open';

/** Who sits in a seat of the public table. */
export type SeatKind = 'empty' | 'person' | 'computer';

/** lobby: people join; playing: a deal runs; between: its score sheet is shown; over: the session has ended. */
export type TablePhase = 'lobby' | 'playing' | 'between' | 'over';
export const VISIBILITIES: readonly Visibility[] = ['invite', 'open'];

export interface TableSettings {
  readonly mode: TableMode;
  readonly stake: Stake;
  readonly botLevel: BotLevel;
  readonly visibility: Visibility;
  readonly rules: RuleSet;
}

/** A table as the list of open tables shows it (from the room's matchmaking metadata, `publicListing`). */
export interface TableListing {
  readonly mode: TableMode;
  readonly centsPerPoint: number;
  readonly limitCents: number | null;
  readonly botLevel: BotLevel;
  readonly rules: Record<string, unknown>;
  readonly host: string;
  readonly people: number;
  readonly maxPeople: number;
}

/**
 * The room's matchmaking metadata: its listing, and what only the server reads. Never send it
 * as it is: `publicListing` picks what may be shown.
 */
export interface TableMetadata extends TableListing {
  /** The host is at the table now: only then is an open table listed. */
  readonly hostConnected: boolean;
  /** Who opened it, as a hash of the address (addressLimits.ts openerKey), for the limit of tables per address. */
  readonly opener: string;
}

/** What a listing may show of a room's metadata. */
export function publicListing(m: TableMetadata): TableListing {
  return {
    mode: m.mode,
    centsPerPoint: m.centsPerPoint,
    limitCents: m.limitCents,
    botLevel: m.botLevel,
    rules: m.rules,
    host: m.host,
    people: m.people,
    maxPeople: m.maxPeople,
  };
}

/** GET /tables: `{ tables: OpenTable[] }`. */
export interface OpenTable extends TableListing {
  readonly id: string;
}

/** Refusal codes; the words are in src/i18n/en/friends.ts. */
export type RefusalCode =
  | 'malformed'
  | 'tooLarge'
  | 'unknownMessage'
  | 'rateLimited'
  | 'notYourSeat'
  | 'noDeal'
  | 'notHost'
  | 'alreadyStarted'
  | 'needsPeople'
  | 'notBetweenDeals'
  | 'illegal'
  // joining or opening a table
  | 'badName'
  | 'badOptions'
  | 'tableFull'
  | 'tableStarted'
  | 'serverFull'
  // limits per network address (addressLimits.ts), and of requests (httpGuard.ts)
  | 'tooManyTables'
  | 'tooManyReservations'
  | 'tooManyAttempts'
  | 'lengthRequired'
  // the table ran into an error and was ended
  | 'tableFailed';

export interface Refusal {
  readonly code: RefusalCode;
  /** The message type refused, when it was a message. */
  readonly about?: string;
  /** badOptions: which option was wrong. */
  readonly field?: string;
  /** illegal: the engine's reason. */
  readonly error?: ActionError;
}

/** Why a client could not open or join a table: the server's refusal, or what went wrong on the way. */
export type JoinFailure = Refusal | { readonly code: 'tableGone' } | { readonly code: 'network' };

const refuse = (code: RefusalCode, extra: Omit<Refusal, 'code'> = {}): { ok: false; error: Refusal } => err({ code, ...extra });

const isObj = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const isInt = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x);
const hasOnly = (o: Record<string, unknown>, keys: readonly string[]) => Object.keys(o).every((k) => keys.includes(k));

/** Whether a decoded message is small enough to look at (JSON text length). */
export function withinSize(payload: unknown, max = MESSAGE_MAX_CHARS): boolean {
  if (payload === undefined) return true;
  try {
    const text = JSON.stringify(payload);
    return text === undefined || text.length <= max;
  } catch {
    return false; // cycles or BigInts cannot come from msgpack as JSON would need them
  }
}

/**
 * A display name: trimmed, inner white space collapsed, 1..NAME_MAX characters, no control
 * or formatting characters (it is shown to everyone at the table, always as text).
 */
export function parseName(raw: unknown): Result<string, Refusal> {
  if (typeof raw !== 'string') return refuse('badName');
  const name = raw.replace(/\s+/gu, ' ').trim();
  const length = [...name].length;
  if (length === 0 || length > NAME_MAX || /[\p{Cc}\p{Cf}\p{Co}\p{Cn}]/u.test(name)) return refuse('badName');
  return ok(name);
}

/** The options a table is opened with (from the /friends/ form), checked field by field. */
export function parseTableSettings(raw: unknown): Result<TableSettings, Refusal> {
  const bad = (field: string) => refuse('badOptions', { field });
  if (!isObj(raw) || !hasOnly(raw, ['mode', 'centsPerPoint', 'limitCents', 'botLevel', 'visibility', 'rules'])) return bad('table');
  // A page cached before the four-round mode was renamed still sends 'rounds4'.
  const mode = raw.mode === 'rounds4' ? 'fourRounds' : TABLE_MODES.find((m) => m === raw.mode);
  if (!mode) return bad('mode');
  const cents = raw.centsPerPoint;
  if (!isInt(cents) || cents < STAKE_CENTS.min || cents > STAKE_CENTS.max) return bad('centsPerPoint');
  let limitCents: number | null = null;
  if (modeHasLimit(mode)) {
    const limit = raw.limitCents;
    if (!isInt(limit) || limit < LIMIT_CENTS.min || limit > LIMIT_CENTS.max) return bad('limitCents');
    limitCents = limit;
  } else if (raw.limitCents !== undefined && raw.limitCents !== null) return bad('limitCents');
  const botLevel = BOT_LEVELS.find((l) => l === raw.botLevel);
  if (!botLevel) return bad('botLevel');
  const visibility = VISIBILITIES.find((v) => v === raw.visibility);
  if (!visibility) return bad('visibility');
  const rules = parseRules(raw.rules ?? {});
  if (!rules.ok) return bad(`rules.${rules.error.key}`);
  const fixed = fixedRuleConflict(modeVariant(mode), rules.value);
  if (fixed) return bad(`rules.${fixed}`);
  return ok({ mode, stake: { centsPerPoint: cents, limitCents }, botLevel, visibility, rules: rules.value });
}

/** The settings as sent when opening a table (the inverse of parseTableSettings). */
export function tableOptions(s: TableSettings): Record<string, unknown> {
  return {
    mode: s.mode,
    centsPerPoint: s.stake.centsPerPoint,
    limitCents: s.stake.limitCents,
    botLevel: s.botLevel,
    visibility: s.visibility,
    rules: ruleOverrides(s.rules),
  };
}

type WithoutSeat<A> = A extends unknown ? Omit<A, 'seat'> : never;
/** What an action message carries: an engine action without its seat (the server knows the sender's). */
export type SeatlessAction = WithoutSeat<Action>;

function parseSeatless(raw: unknown): SeatlessAction | null {
  if (!isObj(raw) || typeof raw.type !== 'string') return null;
  const only = (...keys: string[]) => hasOnly(raw, ['type', ...keys]);
  switch (raw.type) {
    case 'throwIn':
    case 'halfChicken':
      return only() ? { type: raw.type } : null;
    case 'reserve':
      return only('reservation') && typeof raw.reservation === 'boolean' ? { type: 'reserve', reservation: raw.reservation } : null;
    case 'answerPoverty':
      return only('accept') && typeof raw.accept === 'boolean' ? { type: 'answerPoverty', accept: raw.accept } : null;
    case 'announce': {
      const call = CALLS.find((c) => c === raw.call);
      return only('call') && call ? { type: 'announce', call } : null;
    }
    case 'play':
      return only('card') && isCardId(raw.card) ? { type: 'play', card: raw.card } : null;
    case 'exchange': {
      const cards = raw.cards;
      if (!only('cards') || !Array.isArray(cards) || cards.length !== 3 || !cards.every(isCardId)) return null;
      return { type: 'exchange', cards: cards as CardId[] };
    }
    case 'declare': {
      const d = raw.declaration;
      if (!only('declaration') || !isObj(d)) return null;
      if ((d.kind === 'marriage' || d.kind === 'poverty') && hasOnly(d, ['kind'])) return { type: 'declare', declaration: { kind: d.kind } };
      const solo = SOLO_KINDS.find((k) => k === d.solo);
      if (d.kind === 'solo' && solo && typeof d.compulsory === 'boolean' && hasOnly(d, ['kind', 'solo', 'compulsory'])) {
        return { type: 'declare', declaration: { kind: 'solo', solo, compulsory: d.compulsory } };
      }
      return null;
    }
    default:
      return null;
  }
}

/**
 * An 'act' message from the client seated at `seat`: the engine action for that seat, or
 * why not. A seat named in the message must be the sender's own.
 */
export function parseActMessage(payload: unknown, seat: Seat): Result<Action, Refusal> {
  if (!withinSize(payload)) return refuse('tooLarge', { about: 'act' });
  if (!isObj(payload) || !hasOnly(payload, ['action', 'seat'])) return refuse('malformed', { about: 'act' });
  if (payload.seat !== undefined && !(isSeat(payload.seat) && payload.seat === seat)) return refuse('notYourSeat', { about: 'act' });
  const action = parseSeatless(payload.action);
  if (!action) return refuse('malformed', { about: 'act' });
  return ok({ ...action, seat } as Action);
}

/** 'start', 'next' and 'view' carry nothing. */
export function parseEmptyMessage(type: 'start' | 'next' | 'view', payload: unknown): Result<null, Refusal> {
  if (!withinSize(payload)) return refuse('tooLarge', { about: type });
  if (payload === undefined || payload === null || (isObj(payload) && Object.keys(payload).length === 0)) return ok(null);
  return refuse('malformed', { about: type });
}

// ---------------------------------------------------------------- server → client

/**
 * The PlayerView as sent: without the rules (they are the table's, in the public state) and
 * with the card order as its key, rebuilt by the engine on arrival. A quarter of the bytes.
 */
export type WireView = Omit<PlayerView, 'order' | 'rules'> & { readonly order: { readonly kind: OrderKind; readonly extras: OrderExtras } | null };

export function toWireView(v: PlayerView): WireView {
  const { rules: _tables, order, ...rest } = v;
  return { ...rest, order: toWireOrder(order) };
}

/** A card order as it travels: its key, from which the engine rebuilds it (fromWireView). */
export function toWireOrder(order: CardOrder | null): WireView['order'] {
  return order && { kind: order.kind, extras: order.extras };
}

export function fromWireView(w: WireView, rules: RuleSet): PlayerView {
  const order: CardOrder | null = w.order && cardOrder(w.order.kind, rules, w.order.extras);
  return { ...w, rules, order };
}

/** One seat's private update, sent after every change of the deal. */
export interface PrivateUpdate {
  /** Counts every change at the table; a client keeps only the newest. */
  readonly seq: number;
  /** 1-based number of the deal in the session (redeals included). */
  readonly deal: number;
  readonly view: WireView;
  /** The seat's legal actions now (its plays when it is to move, its calls at any time). */
  readonly legal: readonly Action[];
  /** In play: the calls of the seat's party, open (with their last moment) or refused (why). */
  readonly calls: readonly CallOption[];
}

export type DealOutcome =
  | {
      readonly kind: 'finished';
      readonly result: DealResult;
      readonly dealt: Hands;
      readonly tricks: readonly Trick[];
      readonly seed: number;
      /** The whole deal as a record (docs/formats.md `doko-deal/1`): for the review and to download. */
      readonly record: Record<string, unknown>;
    }
  | { readonly kind: 'abandoned'; readonly declarer: Seat; readonly tricks: readonly Trick[] }
  | { readonly kind: 'redeal'; readonly reason: RedealReason };

/** Why a table's session is over: its deals or limit (the engine's SessionEnd), or an error of the server's that ended it. */
export type TableEnd = SessionEnd | { readonly reason: 'failed' };

export interface DealOver {
  readonly deal: number;
  readonly outcome: DealOutcome;
  /** Set when this deal ended the session. */
  readonly end: SessionEnd | null;
}

/** The contract as the score sheet shows it: a poverty's passed cards stay private. */
export function sheetContract(c: Contract | null): Contract | null {
  return c && c.kind === 'poverty' ? { ...c, given: [], returned: [] } : c;
}
