/**
 * The practice table's session in localStorage, through the storage module: every field is
 * checked (the deal in progress is replayed by the table), an unreadable value is backed up,
 * reported and reset, and can be restored; nothing is thrown into the page.
 */
import type { BotLevel } from '../../engine/bots/index.ts';
import type { Contract } from '../../engine/contract.ts';
import type { Seat } from '../../engine/parties.ts';
import { MAX_SEED } from '../../engine/quiz/seed.ts';
import { readContractShape } from '../../engine/readContract.ts';
import { newSession, type Session, type SessionGame, type SessionMode } from '../../engine/session.ts';
import { sessionProblem, sheetDealProblem, type SheetDeal } from '../../engine/sessionCheck.ts';
import { bad, bool, good, isObj, object, oneOf, type Problem, type Schema } from '../storage/schema.ts';
import { list, nullable, refine, tuple, whole } from '../storage/values.ts';
import { readStore, readText, writeStore, type StoreSpec } from '../storage/store.ts';
import { describePathError } from '#words/record';

export const TABLE_KEY = 'doko:table:v1';
export const TABLE_EVENT = 'doko:table';

/** One finished (or thrown-in) deal on the session sheet. */
export interface SheetRow {
  readonly seed: number | null;
  readonly dealer: Seat;
  readonly contract: Contract | null;
  readonly redeal: boolean;
  readonly value: number;
  readonly scores: readonly [number, number, number, number];
  /** The player of a silent solo (the contract says normal game; absent in every other game and in sessions saved before it was kept). */
  readonly silentSoloist?: Seat;
}

export interface TableStore {
  readonly v: 1;
  /** The computer players' strength before each seat had its own (read as the default for all three). */
  readonly level: BotLevel;
  readonly session: Session;
  readonly rows: readonly SheetRow[];
  /**
   * The deal in progress: its seed (null when imported) and its doko-deal/1 record; `scored`
   * once it is over and on the session sheet.
   */
  readonly current: { readonly seed: number | null; readonly record: unknown; readonly scored?: boolean } | null;
  // Table options (absent in sessions saved before they existed).
  /** Strength of West, North and East. */
  readonly levels?: readonly [BotLevel, BotLevel, BotLevel];
  /** How long a finished trick stays, in ms (0 instant, -1 until the learner goes on). */
  readonly pause?: number;
  /** The learner's own choice of the coach (absent: on for his first deals, `COACHED_DEALS`). */
  readonly coach?: boolean;
  /** The learner's own choice of "normal games only" (absent: on until he has done the special-game lessons). */
  readonly normalOnly?: boolean;
  /** Deals finished at this table, over all sessions (absent: none yet). */
  readonly dealsFinished?: number;
}

/** The coach is on by default for a learner's first deals at the table. */
export const COACHED_DEALS = 10;

/** Whether the coach is on: the learner's choice, else on for his first deals. */
export const coachOn = (st: TableStore): boolean => st.coach ?? (st.dealsFinished ?? 0) < COACHED_DEALS;

/** One more deal finished at the table. */
export const withDealFinished = (st: TableStore): TableStore => ({ ...st, dealsFinished: Math.min((st.dealsFinished ?? 0) + 1, MAX_DEALS_EVER) });

export const freshStore = (mode: SessionMode = 'open', level: BotLevel = 'beginner'): TableStore => ({
  v: 1,
  level,
  session: newSession(mode),
  rows: [],
  current: null,
});

// ---------------------------------------------------------------- schema

/** More deals than a session at this table will have: a bound on what a stored value may hold. */
const MAX_DEALS = 10_000;
/** A bound on the deals one browser finishes at the table, over all sessions. */
const MAX_DEALS_EVER = 10_000_000;
const POINTS = 1_000_000;

const seat = oneOf([0, 1, 2, 3] as const) as Schema<Seat>;
const seed = whole(0, MAX_SEED);
const scores = tuple(whole(-POINTS, POINTS), 4) as unknown as Schema<readonly [number, number, number, number]>;

/** A contract as records write it (the engine reads it). */
const contract: Schema<Contract> = (v) => {
  const r = readContractShape(v, '');
  return r.ok ? r : { ok: false, problem: { path: r.error.path, expected: { kind: 'rule', detail: describePathError(r.error) }, got: v } };
};

/** How deep a JSON value nests (1 for a scalar), counting no further than `limit` + 1. */
function nestingDepth(v: unknown, limit: number): number {
  if (typeof v !== 'object' || v === null) return 1;
  if (limit <= 0) return 1;
  let deepest = 0;
  for (const child of Array.isArray(v) ? v : Object.values(v)) {
    deepest = Math.max(deepest, nestingDepth(child, limit - 1));
    if (deepest >= limit) break;
  }
  return deepest + 1;
}

/**
 * An object kept as it is, for a reader elsewhere (the engine reads a deal record), nested at
 * most `max` deep: a value nested thousands deep would break the JSON it is saved as.
 */
const opaqueObject =
  (max: number): Schema<object> =>
  (v) =>
    !isObj(v) ? bad({ kind: 'object' }, v) : nestingDepth(v, max) > max ? bad({ kind: 'nesting', max }, `${'{'.repeat(3)}…`) : good(v);

/** Deeper than a doko-deal/1 record nests (record, bidding, call, contract, cards: five). */
const MAX_RECORD_DEPTH = 12;

/**
 * The deal in progress as stored: an object, nested no deeper than a record does. The table replays it through the engine, which
 * refuses a bad record without throwing, and says so (a deal still in its reservation round is
 * written without a contract and simply dealt again).
 */
const dealRecord: Schema<unknown> = opaqueObject(MAX_RECORD_DEPTH);

/**
 * Handed in (an imported session), a deal must be one play can give: the engine says what a
 * score sheet can hold. (Stored sessions were written by the table and are not second-guessed.)
 */
const possibleDeal = <T extends SheetDeal>(s: Schema<T>): Schema<T> =>
  refine(s, (d, now) => {
    const why = now === undefined ? null : sheetDealProblem(d);
    return why ? { path: '.scores', expected: { kind: 'sheet', problem: why }, got: d.scores } : null;
  });

// `abandoned`: a deal ended when a player left a table with friends (never at the practice table).
const game: Schema<SessionGame> = possibleDeal(
  object<SessionGame>(
    { dealer: seat, contract: nullable(contract), redeal: bool, forced: bool, scores, abandoned: bool },
    { optional: { abandoned: undefined } },
  ),
);
const level = oneOf(['beginner', 'strong'] as const);

/** Handed in, the totals and the count of deals played must be those of the deals (`deals`: the games, or the sheet's rows). */
const addsUp = (s: Session, deals: readonly SheetDeal[], path: string, now: number | undefined): Problem | null => {
  const why = now === undefined ? null : sessionProblem(s, deals);
  if (!why) return null;
  return why.code === 'played'
    ? { path: `${path}.played`, expected: { kind: 'sheet', problem: why }, got: s.played }
    : { path: `${path}.totals`, expected: { kind: 'sheet', problem: why }, got: s.totals };
};

const currentMode = oneOf<SessionMode>(['open', 'oneRound', 'tournament24']);
/** A session's mode; a session stored while one round of four deals was called 'round4' reads as `oneRound`. */
const sessionMode: Schema<SessionMode> = (v, ctx) => (v === 'round4' ? good('oneRound') : currentMode(v, ctx));

const session: Schema<Session> = refine(
  object<Session>({
    mode: sessionMode,
    dealer: seat,
    played: whole(0, MAX_DEALS),
    totals: tuple(whole(-POINTS * MAX_DEALS, POINTS * MAX_DEALS), 4) as unknown as Schema<Session['totals']>,
    owesCompulsory: tuple(bool, 4) as unknown as Schema<Session['owesCompulsory']>,
    games: list(game, MAX_DEALS),
  }),
  (s, now) => addsUp(s, s.games, '', now),
);

const row: Schema<SheetRow> = possibleDeal(
  object<SheetRow>(
    { seed: nullable(seed), dealer: seat, contract: nullable(contract), redeal: bool, value: whole(-POINTS, POINTS), scores, silentSoloist: seat },
    { optional: { silentSoloist: undefined } },
  ),
);

export const tableSchema: Schema<TableStore> = refine(
  object<TableStore>(
    {
      v: oneOf([1] as const),
      level,
      session,
      rows: list(row, MAX_DEALS),
      current: nullable(
        object<NonNullable<TableStore['current']>>({ seed: nullable(seed), record: dealRecord, scored: bool }, { optional: { scored: undefined } }),
      ),
      levels: tuple(level, 3) as unknown as Schema<NonNullable<TableStore['levels']>>,
      pause: whole(-1, 10_000),
      coach: bool,
      normalOnly: bool,
      dealsFinished: whole(0, MAX_DEALS_EVER),
    },
    {
      optional: { levels: undefined, pause: undefined, coach: undefined, normalOnly: undefined, dealsFinished: undefined },
      // Restoring keeps the session even when the deal in progress cannot be read.
      fallback: {
        level: 'beginner',
        rows: [],
        current: null,
        levels: undefined,
        pause: undefined,
        coach: undefined,
        normalOnly: undefined,
        dealsFinished: undefined,
      },
    },
  ),
  // The sheet shows the rows' running sums above the session's totals: handed in, they agree.
  (t, now) => addsUp(t.session, t.rows, '.session', now),
);

export const TABLE_STORE: StoreSpec<TableStore | null> = {
  id: 'table',
  key: TABLE_KEY,
  schema: tableSchema as Schema<TableStore | null>,
  empty: null,
  event: TABLE_EVENT,
  // A session is one thing: the restored one replaces a session started since the reset.
  merge: (restored) => restored,
};

/** Parse the stored text: the store (null: none yet), and whether it was unreadable. Pure. */
export function parseStore(raw: string | null): { store: TableStore | null; corrupted: boolean } {
  const r = readText(TABLE_STORE, raw);
  return { store: r.value, corrupted: r.status === 'reset' };
}

/** Load; an unreadable session is backed up and reported by the storage module (the page shows it). */
export function loadStore(): { store: TableStore | null; corrupted: boolean } {
  const r = readStore(TABLE_STORE);
  return { store: r.value, corrupted: r.status === 'reset' };
}

/** Save; false when the browser would not keep it (reported to the page by the storage module). */
export function saveStore(s: TableStore): boolean {
  return writeStore(TABLE_STORE, s);
}
