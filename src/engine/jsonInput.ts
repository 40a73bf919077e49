/**
 * Untrusted JSON text read strictly (json.ts), its problem as a path error. Apart from
 * validate.ts so that what only checks values (every page's stored data) does not load the JSON
 * reader: pages that read no text stay lighter.
 */
import { readJson, type JsonError, type JsonOptions } from './json.ts';
import { err, type Result } from './result.ts';
import type { PathError } from './validate.ts';

/** The value of a JSON text (strictly read: json.ts), or its problem as a path error. */
export function readJsonInput(text: string, options?: JsonOptions): Result<unknown, PathError> {
  const r = readJson(text, options);
  return r.ok ? r : err(jsonPathError(r.error));
}

/** A problem of the JSON reader as a path error. */
export function jsonPathError(e: JsonError): PathError {
  return { path: e.path, problem: { code: 'json', problem: e.problem } };
}
