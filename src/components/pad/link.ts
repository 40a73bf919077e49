/**
 * A read-only evening in a link (`/pad/view/#evening=…`): the evening's file form
 * (`doko-evening/1`, compact JSON) in base64url, as problem-set links carry a set
 * (components/sets/format.ts). The link is all there is, so reading it is strict: its length is
 * bounded before anything is decoded, the JSON is read by the engine's strict reader (a key twice
 * is refused), every field is checked and every deal must be one the engine can score.
 */
import { checkEvening, eveningValue, readEveningText, type EveningError } from '../../engine/evening/file.ts';
import type { Evening } from '../../engine/evening/evening.ts';
import { fromBase64Url, toBase64Url } from '../sets/format.ts';

/** The longest payload read at all: a long evening of sixty deals needs about a quarter of it. */
export const MAX_EVENING_PAYLOAD = 32_000;
export const VIEW_PAGE = '/pad/view/';

export type EveningLinkError =
  | { readonly code: 'missing' }
  | { readonly code: 'tooLong'; readonly length: number }
  | { readonly code: 'notBase64' }
  | { readonly code: 'evening'; readonly error: EveningError };

/** The payload of an evening's link, or null when the evening is too long for a link. */
export function eveningPayload(e: Evening): string | null {
  const payload = toBase64Url(JSON.stringify(eveningValue(e)));
  return payload.length <= MAX_EVENING_PAYLOAD ? payload : null;
}

/** Read a link's payload; never throws. */
export function readEveningPayload(payload: string | null | undefined): { ok: true; evening: Evening } | { ok: false; error: EveningLinkError } {
  if (!payload) return { ok: false, error: { code: 'missing' } };
  if (payload.length > MAX_EVENING_PAYLOAD) return { ok: false, error: { code: 'tooLong', length: payload.length } };
  const text = fromBase64Url(payload);
  if (text === null) return { ok: false, error: { code: 'notBase64' } };
  const read = readEveningText(text);
  const checked = read.ok ? checkEvening(read.value) : read;
  return checked.ok ? { ok: true, evening: checked.value } : { ok: false, error: { code: 'evening', error: checked.error } };
}

/** The payload in a page's hash (`#evening=…`). */
export const payloadOfHash = (hash: string): string | null => new URLSearchParams(hash.replace(/^#/, '')).get('evening');
