/** Small helpers to read untrusted JSON with errors that name the JSON path. */
import type { CardId } from './cards.ts';
import type { ActionError } from './deal.ts';
import { fieldPath, quote } from './excerpt.ts';
import { readJson, type JsonError, type JsonOptions, type JsonProblem } from './json.ts';
import type { Seat } from './parties.ts';
import { err, ok, type Result } from './result.ts';

/**
 * What is wrong with a deal record (or a part other stored values share), as a code and its
 * data, so that each language words it (src/i18n/de/record.ts); `message` is the CLI's English.
 * Values from the input (`got`) are already quoted and cut (`quote`).
 */
export type InputProblem =
  | { readonly code: 'json'; readonly problem: JsonProblem }
  | { readonly code: 'notRecord' }
  | { readonly code: 'wrongFormat'; readonly expected: string; readonly got: string }
  | { readonly code: 'unknownField'; readonly field: string; readonly known: readonly string[] }
  | { readonly code: 'notWholeNumber'; readonly min: number; readonly max: number; readonly got: string }
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
  | { readonly code: 'notList'; readonly of: 'bidding' | 'announcements' | 'cards' }
  | { readonly code: 'notEntry'; readonly of: 'bidding' | 'announcements' | 'contract' }
  | { readonly code: 'unknownName'; readonly of: 'say' | 'solo' | 'call' | 'contract'; readonly got: string; readonly known: readonly string[] }
  | { readonly code: 'notBoolean'; readonly got: string }
  | { readonly code: 'callsOutOfOrder'; readonly cardsPlayed: number; readonly before: number }
  | { readonly code: 'illegal'; readonly error: ActionError }
  | { readonly code: 'thrownIn'; readonly reason: string }
  | { readonly code: 'biddingOpen'; readonly seat: Seat }
  | { readonly code: 'contractDiffers'; readonly bidding: string; readonly record: string }
  | { readonly code: 'tooManyCards'; readonly count: number; readonly most: number }
  | { readonly code: 'notCardId'; readonly got: string }
  | { readonly code: 'notSeat'; readonly got: string }
  | { readonly code: 'partnerIsPoor' };

export interface PathError {
  /** JSON path, e.g. `plays[17]` or `hands[2][3]`; empty for the whole document. */
  readonly path: string;
  readonly message: string;
  /** The same as a code, where the reader gives one (deal records and their parts). */
  readonly reason?: InputProblem;
}

export const fail = (path: string, message: string, reason?: InputProblem) => err<PathError>(reason ? { path, message, reason } : { path, message });

/** "path: message", the one-line form the CLI prints. */
export function formatPathError(e: PathError): string {
  return e.path ? `${e.path}: ${e.message}` : e.message;
}

/** The value of a JSON text (strictly read: json.ts), or its problem as a path error. */
export function readJsonInput(text: string, options?: JsonOptions): Result<unknown, PathError> {
  const r = readJson(text, options);
  return r.ok ? r : err(jsonPathError(r.error));
}

/** A problem of the JSON reader as a path error (its reason the reader's code). */
export function jsonPathError(e: JsonError): PathError {
  return { path: e.path, message: e.message, reason: { code: 'json', problem: e.problem } };
}

export function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

export function readInt(v: unknown, path: string, min: number, max: number): Result<number, PathError> {
  if (typeof v !== 'number' || !Number.isInteger(v) || v < min || v > max) {
    return fail(path, `expected a whole number from ${min} to ${max}, got ${quote(v)}`, { code: 'notWholeNumber', min, max, got: quote(v) });
  }
  return ok(v);
}

/** Reject keys a reader does not know, so typos are reported rather than ignored. */
export function checkKeys(o: Record<string, unknown>, known: readonly string[], path: string): PathError | null {
  for (const k in o) {
    if (Object.hasOwn(o, k) && !known.includes(k)) {
      return { path: fieldPath(path, k), message: `unknown field ${quote(k)} (known: ${known.join(', ')})`, reason: { code: 'unknownField', field: quote(k), known } };
    }
  }
  return null;
}
