/** Small helpers to read untrusted JSON with errors that name the JSON path. */
import { fieldPath, quote } from './excerpt.ts';
import { err, ok, type Result } from './result.ts';

export interface PathError {
  /** JSON path, e.g. `plays[17]` or `hands[2][3]`; empty for the whole document. */
  readonly path: string;
  readonly message: string;
}

export const fail = (path: string, message: string) => err<PathError>({ path, message });

/** "path: message", the one-line form the CLI prints. */
export function formatPathError(e: PathError): string {
  return e.path ? `${e.path}: ${e.message}` : e.message;
}

export function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

export function readInt(v: unknown, path: string, min: number, max: number): Result<number, PathError> {
  if (typeof v !== 'number' || !Number.isInteger(v) || v < min || v > max) {
    return fail(path, `expected a whole number from ${min} to ${max}, got ${quote(v)}`);
  }
  return ok(v);
}

/** Reject keys a reader does not know, so typos are reported rather than ignored. */
export function checkKeys(o: Record<string, unknown>, known: readonly string[], path: string): PathError | null {
  for (const k in o) {
    if (Object.hasOwn(o, k) && !known.includes(k)) return { path: fieldPath(path, k), message: `unknown field ${quote(k)} (known: ${known.join(', ')})` };
  }
  return null;
}
