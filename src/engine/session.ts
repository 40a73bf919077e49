/**
 * A session of deals at one table (docs/rules.md §4, §5.6, §12): the dealer's rotation, the
 * running score, and in a tournament round the compulsory solos (Pflichtsoli) with the
 * forced ("vorgeführt") solos at the end.
 */
import type { Contract } from './contract.ts';
import { nextSeat, type Seat } from './parties.ts';

/**
 * `oneRound`: one round, each player dealing once (4 deals); not the four rounds (16 deals) of a
 * friends' table's mode (stakes.ts). Stored practice sessions before this name said 'round4' (the practice
 * store reads that as `oneRound`).
 */
export type SessionMode = 'open' | 'oneRound' | 'tournament24';

/** Deals in a session: open-ended, a round of 4, or a tournament round of 24 (docs/rules.md §12). */
export const SESSION_LENGTH: Record<SessionMode, number | null> = { open: null, oneRound: 4, tournament24: 24 };

export interface SessionGame {
  readonly dealer: Seat;
  readonly contract: Contract | null;
  /** The deal was thrown in or nobody took the poverty: it is dealt again and does not count. */
  readonly redeal: boolean;
  /** This solo was forced on the player (vorgeführt). */
  readonly forced: boolean;
  /** A duel's marriage found no partner and the deal was stopped after three tricks (duel.ts): scores zero, counts as played. */
  readonly abandoned?: boolean;
  readonly scores: readonly [number, number, number, number];
}

export interface Session {
  readonly mode: SessionMode;
  readonly dealer: Seat;
  /** Deals that count (redeals do not). */
  readonly played: number;
  readonly totals: readonly [number, number, number, number];
  /** Tournament only: whether each player still owes his compulsory solo. */
  readonly owesCompulsory: readonly [boolean, boolean, boolean, boolean];
  readonly games: readonly SessionGame[];
}

/** Whether every player owes a compulsory solo (Pflichtsolo) in a session of this kind: a tournament round. */
export function hasCompulsorySolos(mode: SessionMode): boolean {
  return mode === 'tournament24';
}

export function newSession(mode: SessionMode, firstDealer: Seat = 0): Session {
  const owes = hasCompulsorySolos(mode);
  return { mode, dealer: firstDealer, played: 0, totals: [0, 0, 0, 0], owesCompulsory: [owes, owes, owes, owes], games: [] };
}

export function sessionOver(s: Session): boolean {
  const n = SESSION_LENGTH[s.mode];
  return n !== null && s.played >= n;
}

/**
 * Whether a solo `seat` announces now is his compulsory one: in a tournament, the first
 * solo a player announces is his Pflichtsolo (TSR §4.3.1 (docs/rules.md §5)). Outside tournaments, never.
 */
export function soloIsCompulsory(s: Session, seat: Seat): boolean {
  return s.owesCompulsory[seat];
}

/**
 * The player who must play his compulsory solo in the next deal (vorgeführt, TSR §4.2.3 (docs/rules.md §5)): when
 * the compulsory solos still owed are as many as the deals left, the first player from the
 * dealer's left who owes one. Null otherwise.
 */
export function forcedSoloist(s: Session): Seat | null {
  const n = SESSION_LENGTH[s.mode];
  if (n === null || s.mode !== 'tournament24') return null;
  const owed = s.owesCompulsory.filter(Boolean).length;
  if (owed === 0 || owed < n - s.played) return null;
  for (let i = 1, seat = nextSeat(s.dealer); i <= 4; i++, seat = nextSeat(seat)) if (s.owesCompulsory[seat]) return seat;
  return null;
}

/**
 * Record a finished (or thrown-in) deal: totals, compulsory solos, and who deals next.
 * Whether the solo was forced (vorgeführt) is the session's to say, not the caller's: it is
 * the compulsory solo of the player `forcedSoloist` named for this deal.
 */
export function recordGame(s: Session, game: Omit<SessionGame, 'dealer' | 'forced'>): Session {
  const c = game.contract;
  const compulsory = c?.kind === 'solo' && c.compulsory;
  const forced = !game.redeal && compulsory && c.declarer === forcedSoloist(s);
  const entry: SessionGame = { contract: game.contract, redeal: game.redeal, forced, scores: game.scores, dealer: s.dealer };
  if (game.redeal) return { ...s, games: [...s.games, entry] }; // the same dealer deals again
  const owes = [...s.owesCompulsory] as [boolean, boolean, boolean, boolean];
  if (compulsory) owes[c.declarer] = false;
  // After a compulsory solo the same dealer deals again, unless the solo was forced (TSR §4.2.5 (docs/rules.md §4)).
  const dealer = compulsory && !forced ? s.dealer : nextSeat(s.dealer);
  const totals = s.totals.map((t, i) => t + game.scores[i]) as unknown as [number, number, number, number];
  return { ...s, dealer, played: s.played + 1, totals, owesCompulsory: owes, games: [...s.games, entry] };
}
