/** Small helpers to read untrusted JSON with errors that name the JSON path and say what is wrong as a code. */
import type { CardId } from './cards.ts';
import type { ActionError } from './deal.ts';
import { fieldPath, quote } from './excerpt.ts';
import type { JsonProblem } from './json.ts';
import type { Party, Seat } from './parties.ts';
import type { Call } from './calls.ts';
import type { Special } from './scoring.ts';
import { err, ok, type Result } from './result.ts';

/**
 * What is wrong with a deal record, a deal summary or a part other stored values share, as a
 * code and its data: the engine speaks no language, the catalogues word it (`describeInputProblem`
 * in src/i18n/en/record.ts, the English the CLI prints; src/i18n/de/record.ts). Values
 * from the input (`got`) are already quoted and cut (`quote`).
 */
export type InputProblem =
  | { readonly code: 'json'; readonly problem: JsonProblem }
  | { readonly code: 'notRecord' }
  | { readonly code: 'notSummary' }
  | { readonly code: 'wrongFormat'; readonly expected: readonly string[]; readonly got: string }
  | { readonly code: 'unknownField'; readonly field: string; readonly known: readonly string[] }
  | { readonly code: 'notWholeNumber'; readonly min: number; readonly max: number; readonly got: string }
  | { readonly code: 'rulesNull' }
  | { readonly code: 'rulesNotObject'; readonly got: string }
  | { readonly code: 'unknownRule'; readonly key: string; readonly known: readonly string[] }
  | { readonly code: 'badRuleValue'; readonly key: string; readonly got: string; readonly allowed: readonly string[] }
  | { readonly code: 'noContract' }
  | { readonly code: 'tooManyPlays'; readonly count: number; readonly total: number }
  | { readonly code: 'notFourHands' }
  | { readonly code: 'handSize'; readonly count: number; readonly size: number }
  | { readonly code: 'noNines'; readonly card: CardId }
  | { readonly code: 'thirdCopy'; readonly card: CardId; readonly at: readonly string[] }
  | { readonly code: 'notTwice'; readonly card: CardId }
  | { readonly code: 'povertyOff' }
  | { readonly code: 'notList'; readonly of: 'bidding' | 'announcements' | 'cards' | 'seats' | 'specials' }
  | { readonly code: 'notEntry'; readonly of: EntryKind }
  | { readonly code: 'unknownName'; readonly of: 'say' | 'solo' | 'call' | 'contract' | 'special'; readonly got: string; readonly known: readonly string[] }
  | { readonly code: 'notBoolean'; readonly got: string }
  | { readonly code: 'callsOutOfOrder'; readonly cardsPlayed: number; readonly before: number }
  | { readonly code: 'illegal'; readonly error: ActionError; readonly step?: IllegalStep }
  | { readonly code: 'thrownIn'; readonly reason: string }
  | { readonly code: 'biddingOpen'; readonly seat: Seat }
  | { readonly code: 'contractDiffers'; readonly bidding: string; readonly record: string }
  | { readonly code: 'tooManyCards'; readonly count: number; readonly most: number }
  | { readonly code: 'notCardId'; readonly got: string }
  | { readonly code: 'notSeat'; readonly got: string }
  | { readonly code: 'partnerIsPoor' }
  | { readonly code: 'notPlayed'; readonly reason: string }
  | { readonly code: 'notComplete'; readonly played: number; readonly total: number }
  | { readonly code: 'notShare'; readonly field: 'cardPoints' | 'tricks'; readonly total: number }
  | { readonly code: 'sharesDisagree'; readonly field: 'cardPoints' | 'tricks'; readonly re: number; readonly kontra: string; readonly total: number }
  | { readonly code: 'notPartyCall'; readonly party: Party; readonly got: string; readonly allowed: readonly string[] }
  | { readonly code: 'seatTwice'; readonly seat: Seat }
  | { readonly code: 'seatsNotAll' }
  | { readonly code: 'reSize' }
  | { readonly code: 'declarerNotRe'; readonly seat: Seat }
  | { readonly code: 'povertyNeedsTwo' }
  | { readonly code: 'partnerNotRe'; readonly seat: Seat }
  | { readonly code: 'soloNeedsOne' }
  | { readonly code: 'notCardList'; readonly most: number }
  | { readonly code: 'notParty'; readonly got: string }
  | SummaryProblem;

/** What an entry of a list (or an object field) must look like, by what it is. */
export type EntryKind = 'bidding' | 'announcements' | 'contract' | 'summaryAnnouncements' | 'parties' | 'special';

/** The step of a record that the rules refuse: a call (with its seat) or a card. */
export type IllegalStep = { readonly call: Call; readonly seat: Seat } | { readonly card: CardId };

/** A special event's kind in a summary. */
export type SpecialKind = Special['kind'];

/**
 * Why facts cannot be one deal, as a code with its numbers (`checkSummary`, src/engine/summary.ts):
 * a score sheet words it in the page's language, the CLI in its own.
 */
export type SummaryProblem =
  | { readonly code: 'outOfRange'; readonly field: 'cardPoints' | 'tricks'; readonly min: number; readonly max: number }
  | { readonly code: 'pointsWithoutTrick'; readonly points: number }
  | { readonly code: 'allTricksNotAllPoints' }
  | {
      readonly code: 'pointsOutOfReach';
      readonly tricks: number;
      readonly points: number;
      readonly min: number;
      readonly max: number;
      readonly withEvents: boolean;
    }
  | { readonly code: 'pointsNoCards'; readonly tricks: number; readonly points: number; readonly withEvents: boolean }
  | { readonly code: 'eventsTogether' }
  | { readonly code: 'lastTrickBoth'; readonly party: Party; readonly kind: SpecialKind }
  | { readonly code: 'karlchenTrickNoDoppelkopf'; readonly party: Party; readonly tricks: number; readonly count: number }
  | { readonly code: 'tooManyEvents'; readonly kind: SpecialKind; readonly most: number }
  | { readonly code: 'eventWithoutTrick'; readonly party: Party; readonly kind: SpecialKind }
  | { readonly code: 'moreDoppelkoepfeThanTricks'; readonly party: Party; readonly tricks: number; readonly count: number }
  | { readonly code: 'cannotCatchKarlchen'; readonly card: CardId; readonly catchers: readonly CardId[] };

/** Every code of an input problem. */
export type InputProblemCode = InputProblem['code'];

export interface PathError {
  /** JSON path, e.g. `plays[17]` or `hands[2][3]`; empty for the whole document. */
  readonly path: string;
  readonly problem: InputProblem;
}

export const fail = (path: string, problem: InputProblem) => err<PathError>({ path, problem });

export function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

export function readInt(v: unknown, path: string, min: number, max: number): Result<number, PathError> {
  if (typeof v !== 'number' || !Number.isInteger(v) || v < min || v > max) {
    return fail(path, { code: 'notWholeNumber', min, max, got: quote(v) });
  }
  return ok(v);
}

/** Reject keys a reader does not know, so typos are reported rather than ignored. */
export function checkKeys(o: Record<string, unknown>, known: readonly string[], path: string): PathError | null {
  for (const k in o) {
    if (Object.hasOwn(o, k) && !known.includes(k)) {
      return { path: fieldPath(path, k), problem: { code: 'unknownField', field: quote(k), known } };
    }
  }
  return null;
}
