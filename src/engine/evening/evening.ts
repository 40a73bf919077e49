/**
 * An evening at the score pad (docs/rules.md §19): the players, the table's rules, and the
 * deals as the score keeper wrote them. `eveningSheet` is the one pure reducer over them: each
 * deal read and scored by the engine, who dealt it and who sat out, the Bock rounds, the
 * tournament's compulsory solos (session.ts), each player's score and running total. Nothing is
 * stored that this computes, so an edited deal changes everything after it consistently.
 */
import { SEATS, type Seat } from '../parties.ts';
import type { RuleSet } from '../rules.ts';
import { forcedSoloist, newSession, recordGame, sessionOver, SESSION_LENGTH, soloIsCompulsory, type Session } from '../session.ts';
import { bockCover, bockCoverNext, bockEvents, bockFactor, type BockEvent, type BockRules } from './bock.ts';
import { playsAlone, rePlayers, scoreDeal, type EntryProblem, type PadEntry, type PadGame, type ScoredDeal } from './entry.ts';
import { nextDealer, sittingOut, type TableSize } from './seating.ts';

/** An open evening, or a tournament round (four players, 24 deals, one Pflichtsolo each: docs/rules.md §12). */
export type EveningMode = 'open' | 'tournament';
export const EVENING_MODES: readonly EveningMode[] = ['open', 'tournament'];

export interface Evening {
  readonly title: string;
  /** When the evening began (ISO date and time). */
  readonly started: string;
  /** The players clockwise round the table: four, five or six. */
  readonly players: readonly string[];
  /** Who dealt the first deal. */
  readonly firstDealer: number;
  readonly rules: RuleSet;
  readonly mode: EveningMode;
  readonly bock: BockRules;
  /** What one point is worth when settling up, in cents (0: the table plays for nothing). */
  readonly stakeCents: number;
  readonly deals: readonly PadEntry[];
}

/** Why a line of the pad does not count as written. */
export type RowProblem =
  | EntryProblem
  /** A tournament deal in which this player is vorgeführt must be his solo. */
  | { readonly code: 'forcedSolo'; readonly player: number }
  /** The tournament round had its 24 deals already. */
  | { readonly code: 'roundOver'; readonly deals: number };

export interface DealRow {
  /** The line's place in `deals`. */
  readonly index: number;
  readonly entry: PadEntry;
  /** The deal's number among those that count; null for a deal thrown in. */
  readonly number: number | null;
  readonly dealer: number;
  readonly out: readonly number[];
  /** The engine's reading and score; null for a deal thrown in or one with a problem. */
  readonly scored: ScoredDeal | null;
  readonly problem: RowProblem | null;
  /** Tournament: this solo was the soloist's Pflichtsolo, and whether it was forced on him. */
  readonly compulsory: boolean;
  readonly forced: boolean;
  /** Bock rounds covering this deal (its score counts 2^bock times), and the ones it started. */
  readonly bock: number;
  readonly starts: readonly BockEvent[];
  /** Each player's score for this deal (0 for those who sat out), Bock included. */
  readonly scores: readonly number[];
  /** Each player's running total after this deal. */
  readonly totals: readonly number[];
}

/** What comes next at the table. */
export interface NextDeal {
  readonly number: number;
  readonly dealer: number;
  readonly out: readonly number[];
  readonly bock: number;
  /** Tournament: the player who must play his Pflichtsolo now (vorgeführt), else null. */
  readonly forced: number | null;
  /** Tournament: who still owes a Pflichtsolo; null in an open evening. */
  readonly owes: readonly boolean[] | null;
  /** A tournament round that has had all its deals. */
  readonly over: boolean;
  /** Deals in the round (tournament), else null. */
  readonly of: number | null;
}

export interface EveningSheet {
  readonly size: TableSize;
  readonly rows: readonly DealRow[];
  readonly totals: readonly number[];
  readonly next: NextDeal;
}

/**
 * Who deals, and whether a solo is compulsory: at four players a session of the engine
 * (session.ts: the dealer deals again after a Pflichtsolo, vorgeführt at the end of a
 * tournament); at five or six, one deal each clockwise.
 */
interface Turns {
  readonly dealer: number;
  readonly played: number;
  readonly session: Session | null;
}

function startTurns(e: Evening, size: TableSize): Turns {
  return {
    dealer: e.firstDealer,
    played: 0,
    session: size === 4 ? newSession(e.mode === 'tournament' ? 'tournament24' : 'open', e.firstDealer as Seat) : null,
  };
}

/** After a line: a deal thrown in is dealt again by the same dealer. */
function advance(t: Turns, size: TableSize, game: PadGame | null, redeal: boolean, scores: readonly number[], compulsory: boolean): Turns {
  if (t.session) {
    const contract = game && game.kind === 'solo' ? { kind: 'solo' as const, declarer: game.declarer as Seat, solo: game.solo, compulsory } : null;
    const seatScores = SEATS.map((s) => scores[s] ?? 0) as [number, number, number, number];
    const session = recordGame(t.session, { contract, redeal, scores: seatScores });
    return { dealer: session.dealer, played: session.played, session };
  }
  return redeal ? t : { dealer: nextDealer(size, t.dealer), played: t.played + 1, session: null };
}

const zeros = (n: number) => new Array<number>(n).fill(0);

/** The whole evening worked out from its lines (pure: the same lines, the same sheet). */
export function eveningSheet(e: Evening): EveningSheet {
  const size = e.players.length as TableSize;
  const tournament = e.mode === 'tournament' && size === 4;
  const roundLength = size;
  let turns = startTurns(e, size);
  let totals = zeros(size);
  const rows: DealRow[] = [];
  // Bock rounds started by each deal that counts, in order.
  const starts: number[] = [];

  e.deals.forEach((entry, index) => {
    const dealer = turns.dealer;
    const out = sittingOut(size, dealer);
    const session = turns.session;
    const over = tournament && session !== null && sessionOver(session);
    if (entry.kind === 'redeal' || over) {
      const problem: RowProblem | null = over ? { code: 'roundOver', deals: SESSION_LENGTH.tournament24! } : null;
      rows.push({
        index,
        entry,
        number: null,
        dealer,
        out,
        scored: null,
        problem,
        compulsory: false,
        forced: false,
        bock: 0,
        starts: [],
        scores: zeros(size),
        totals,
      });
      if (!over) turns = advance(turns, size, null, true, zeros(size), false);
      return;
    }
    const number = turns.played + 1;
    const forcedPlayer = tournament && session ? forcedSoloist(session) : null;
    const isCompulsory = (p: number) => tournament && session !== null && p < 4 && soloIsCompulsory(session, p as Seat);
    const compulsory = entry.game.kind === 'solo' && isCompulsory(entry.game.declarer);
    const forced = forcedPlayer !== null && entry.game.kind === 'solo' && entry.game.declarer === forcedPlayer;
    const cover = bockCover([...starts, 0], roundLength)[starts.length];
    let problem: RowProblem | null = null;
    let scored: ScoredDeal | null = null;
    if (forcedPlayer !== null && !forced) problem = { code: 'forcedSolo', player: forcedPlayer };
    else {
      const r = scoreDeal(entry, { size, dealer, rules: e.rules, compulsory: isCompulsory });
      if (r.ok) scored = r.value;
      else problem = r.error;
    }
    const events = scored
      ? bockEvents({ result: scored.result, solo: entry.game.kind === 'solo', reLevel: entry.calls.re, kontraLevel: entry.calls.kontra }, e.bock)
      : [];
    starts.push(events.length);
    const scores = scored ? playerScores(scored, size, dealer, bockFactor(cover)) : zeros(size);
    totals = totals.map((t, p) => t + scores[p]);
    rows.push({ index, entry, number, dealer, out, scored, problem, compulsory, forced, bock: cover, starts: events, scores, totals });
    turns = advance(turns, size, entry.game, false, scores, compulsory);
  });

  const session = turns.session;
  const next: NextDeal = {
    number: turns.played + 1,
    dealer: turns.dealer,
    out: sittingOut(size, turns.dealer),
    bock: bockCoverNext(starts, roundLength),
    forced: tournament && session ? forcedSoloist(session) : null,
    owes: tournament && session ? [...session.owesCompulsory] : null,
    over: tournament && session !== null && sessionOver(session),
    of: tournament ? SESSION_LENGTH.tournament24 : null,
  };
  return { size, rows, totals, next };
}

/** Each player's score: the engine's seat scores by who sat where, times the Bock factor. */
function playerScores(s: ScoredDeal, size: TableSize, dealer: number, factor: number): number[] {
  const out = sittingOut(size, dealer);
  const scores = zeros(size);
  let seat = 0;
  for (let p = 0; p < size; p++) {
    if (out.includes(p)) continue;
    // 0 - x, not -x: no negative zero in a total.
    scores[p] = 0 + s.result.scores[seat++] * factor;
  }
  return scores;
}

/** The players of a deal's Re party (for words and statistics). */
export function rowRe(row: DealRow): number[] {
  return row.entry.kind === 'deal' ? rePlayers(row.entry.game) : [];
}

/** Whether a row's game was played one against three. */
export const rowAlone = (row: DealRow): boolean => row.entry.kind === 'deal' && playsAlone(row.entry.game);
