/**
 * The practice table's session in localStorage (versioned key, validated on load; anything
 * unreadable is reported and reset, never thrown).
 */
import type { BotLevel } from '../../engine/bots/index.ts';
import type { Contract } from '../../engine/contract.ts';
import { isSeat, type Seat } from '../../engine/parties.ts';
import { newSession, SESSION_LENGTH, type Session, type SessionMode } from '../../engine/session.ts';

export const TABLE_KEY = 'doko:table:v1';

/** One finished (or thrown-in) deal on the session sheet. */
export interface SheetRow {
  readonly seed: number | null;
  readonly dealer: Seat;
  readonly contract: Contract | null;
  readonly redeal: boolean;
  readonly value: number;
  readonly scores: readonly [number, number, number, number];
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
  readonly coach?: boolean;
}

export const freshStore = (mode: SessionMode = 'open', level: BotLevel = 'beginner'): TableStore => ({
  v: 1,
  level,
  session: newSession(mode),
  rows: [],
  current: null,
});

const isObj = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const isInt = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x);
const four = <T>(x: unknown, item: (y: unknown) => y is T): x is [T, T, T, T] => Array.isArray(x) && x.length === 4 && x.every(item);
const isBool = (x: unknown): x is boolean => typeof x === 'boolean';
const isLevel = (x: unknown): x is BotLevel => x === 'beginner' || x === 'strong';
const isContract = (x: unknown): x is Contract | null =>
  x === null || (isObj(x) && ['normal', 'marriage', 'poverty', 'solo'].includes(x.kind as string) && (x.kind === 'normal' || isSeat(x.declarer)));

function isSession(x: unknown): x is Session {
  if (!isObj(x)) return false;
  if (!Object.prototype.hasOwnProperty.call(SESSION_LENGTH, x.mode as string)) return false;
  if (!isSeat(x.dealer) || !isInt(x.played) || (x.played as number) < 0) return false;
  if (!four(x.totals, isInt) || !four(x.owesCompulsory, isBool) || !Array.isArray(x.games)) return false;
  return x.games.every((g) => isObj(g) && isSeat(g.dealer) && isContract(g.contract) && isBool(g.redeal) && isBool(g.forced) && four(g.scores, isInt));
}

function isRow(x: unknown): x is SheetRow {
  return (
    isObj(x) && (x.seed === null || isInt(x.seed)) && isSeat(x.dealer) && isContract(x.contract) && isBool(x.redeal) && isInt(x.value) && four(x.scores, isInt)
  );
}

/** Parse the stored text: the store, or a fresh one with `corrupted` set. */
export function parseStore(raw: string | null): { store: TableStore | null; corrupted: boolean } {
  if (raw === null) return { store: null, corrupted: false };
  try {
    const x: unknown = JSON.parse(raw);
    if (!isObj(x) || x.v !== 1) throw new Error('version');
    if (!isLevel(x.level)) throw new Error('level');
    if (!isSession(x.session)) throw new Error('session');
    if (!Array.isArray(x.rows) || !x.rows.every(isRow)) throw new Error('rows');
    const cur = x.current;
    if (cur !== null && !(isObj(cur) && (cur.seed === null || isInt(cur.seed)) && isObj(cur.record) && (cur.scored === undefined || isBool(cur.scored)))) {
      throw new Error('current');
    }
    if (x.levels !== undefined && !(Array.isArray(x.levels) && x.levels.length === 3 && x.levels.every(isLevel))) throw new Error('levels');
    if (x.pause !== undefined && !(isInt(x.pause) && x.pause >= -1 && x.pause <= 10_000)) throw new Error('pause');
    if (x.coach !== undefined && !isBool(x.coach)) throw new Error('coach');
    return { store: x as unknown as TableStore, corrupted: false };
  } catch {
    return { store: null, corrupted: true };
  }
}

export function loadStore(): { store: TableStore | null; corrupted: boolean } {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(TABLE_KEY);
  } catch {
    return { store: null, corrupted: false };
  }
  const r = parseStore(raw);
  if (r.corrupted) {
    try {
      localStorage.removeItem(TABLE_KEY);
    } catch {
      /* storage unavailable */
    }
  }
  return r;
}

export function saveStore(s: TableStore): void {
  try {
    localStorage.setItem(TABLE_KEY, JSON.stringify(s));
  } catch {
    /* storage full or unavailable: the session lives on in the page */
  }
}
