/**
 * A problem set in a link (`doko-set/1`, docs/formats.md "Problem set links"): a title and an
 * ordered list of items, as compact JSON in base64url after `#set=`. The link is all there is
 * (no server), so reading it is strict: a link that is not a set gets one clear reason, and an
 * item that cannot be read is reported by its place and what it names while the rest of the
 * set still runs. Whether the things an item names exist (an exercise, a curated problem, a
 * readable hand) is checked against the catalogues in resolve.ts; this module is pure.
 */
import { readJson } from '../../engine/json.ts';
import { MAX_SEED } from '../../engine/quiz/seed.ts';
import { isScoreLevel, type ScoreLevel } from '../../engine/quiz/kinds.ts';

export const SET_FORMAT = 'doko-set/1';
/** Longest title, in UTF-16 code units. */
export const MAX_TITLE = 100;

/**
 * A title that shows nothing: white space, control and format characters (zero-width spaces,
 * direction marks …), characters fonts draw as nothing (Hangul fillers, variation selectors) and
 * the blank Braille cell, only.
 */
const BLANK = /^[\s\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}\u2800]*$/u;
/** A set's title as pages show it: trimmed, or null when nothing visible is left (the page then names the set by its default name, and says so). */
export const shownTitle = (title: string): string | null => (BLANK.test(title) ? null : title.trim());
export const MAX_ITEMS = 30;
/** Longest hand text of a "hand to analyse" item. */
export const MAX_HAND_TEXT = 300;
/** Longest link payload read at all (a set of MAX_ITEMS long items fits well within it). */
export const MAX_PAYLOAD = 24_000;

/** Rule overrides as the link carries them: checked by the engine in resolve.ts. */
export type RuleOverrides = Readonly<Record<string, unknown>>;

export type SetItem =
  | { readonly kind: 'exercise'; readonly id: string }
  | { readonly kind: 'score'; readonly level: ScoreLevel; readonly seed: number }
  | { readonly kind: 'lead'; readonly problem: string }
  | { readonly kind: 'leadSeed'; readonly seed: number }
  | { readonly kind: 'hand'; readonly hand: string; readonly rules?: RuleOverrides };

export type ItemKind = SetItem['kind'];

export interface ProblemSet {
  readonly title: string;
  /** Rule overrides of the DDV rules for the generated items (score quizzes, generated leads, hands without their own). */
  readonly rules?: RuleOverrides;
  readonly items: readonly SetItem[];
}

/** Why a link is not a set at all. */
export type SetError =
  | { readonly code: 'missing' }
  | { readonly code: 'tooLong'; readonly length: number }
  | { readonly code: 'notBase64' }
  | { readonly code: 'notJson' }
  /** A key twice in one object (`key` quoted, at `path`): the link could be read two ways. */
  | { readonly code: 'repeatedKey'; readonly key: string; readonly path: string }
  | { readonly code: 'notASet' }
  | { readonly code: 'version'; readonly format: string }
  | { readonly code: 'field'; readonly field: string; readonly got: unknown }
  | { readonly code: 'noItems' }
  | { readonly code: 'tooManyItems'; readonly count: number };

/** Why one item cannot be read (the rest of the set still runs). */
export type ItemProblem =
  | { readonly code: 'unreadable'; readonly got: unknown }
  | { readonly code: 'unknownKind'; readonly got: unknown }
  | { readonly code: 'badId'; readonly got: unknown }
  | { readonly code: 'badLevel'; readonly got: unknown }
  | { readonly code: 'badSeed'; readonly got: unknown }
  | { readonly code: 'badHandText'; readonly got: unknown }
  | { readonly code: 'badRules'; readonly got: unknown };

/** An item as read from the link: the item, or its problem with what it was meant to be (for its name). */
export type ReadItem = { readonly ok: true; readonly item: SetItem } | { readonly ok: false; readonly kind: ItemKind | null; readonly problem: ItemProblem };

export interface ReadSet {
  readonly title: string;
  readonly rules?: RuleOverrides;
  readonly items: readonly ReadItem[];
}

// ---------------------------------------------------------------- text ↔ base64url

/** Lone surrogates become U+FFFD, as UTF-8 would make them: the value that survives a round trip. */
export function wellFormed(s: string): string {
  return s.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');
}

/** Text as base64url (UTF-8), the form of a link's payload. */
export function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let bin = '';
  for (let i = 0; i < bytes.length; i += 0x8000) bin += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** A link's base64url payload as text, or null when it is not base64url of UTF-8. */
export function fromBase64Url(payload: string): string | null {
  if (!/^[A-Za-z0-9_-]*$/.test(payload) || payload.length % 4 === 1) return null;
  try {
    const bin = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = Uint8Array.from(bin, (c) => c.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

// ---------------------------------------------------------------- encode

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const isSlug = (v: unknown): v is string => typeof v === 'string' && v.length <= 80 && SLUG.test(v);
export const isSeed = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= MAX_SEED;
const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const hasRules = (r: RuleOverrides | undefined): r is RuleOverrides => r !== undefined && Object.keys(r).length > 0;

/** An item as its compact tuple (docs/formats.md). */
function itemTuple(item: SetItem): unknown[] {
  switch (item.kind) {
    case 'exercise':
      return ['x', item.id];
    case 'score':
      return ['s', item.level, item.seed];
    case 'lead':
      return ['l', item.problem];
    case 'leadSeed':
      return ['g', item.seed];
    case 'hand':
      return hasRules(item.rules) ? ['h', wellFormed(item.hand), item.rules] : ['h', wellFormed(item.hand)];
  }
}

/** The set as the payload of a link (the part after `#set=`). */
export function encodeSet(set: ProblemSet): string {
  const body: Record<string, unknown> = { f: SET_FORMAT, t: wellFormed(set.title), i: set.items.map(itemTuple) };
  if (hasRules(set.rules)) body.r = set.rules;
  return toBase64Url(JSON.stringify(body));
}

/** A page's address for a set: `/sets/run/#set=…` (extra hash parameters such as `part=key` after it). */
export function setHref(page: string, set: ProblemSet, extra: Readonly<Record<string, string>> = {}): string {
  const p = new URLSearchParams({ set: encodeSet(set), ...extra });
  return `${page}#${p.toString()}`;
}

// ---------------------------------------------------------------- decode

const KIND_OF_TAG: Readonly<Record<string, ItemKind>> = { x: 'exercise', s: 'score', l: 'lead', g: 'leadSeed', h: 'hand' };
const ARITY: Readonly<Record<ItemKind, readonly [number, number]>> = { exercise: [2, 2], score: [3, 3], lead: [2, 2], leadSeed: [2, 2], hand: [2, 3] };

function readItem(raw: unknown): ReadItem {
  const fail = (kind: ItemKind | null, problem: ItemProblem): ReadItem => ({ ok: false, kind, problem });
  if (!Array.isArray(raw) || raw.length === 0) return fail(null, { code: 'unreadable', got: raw });
  const tag = raw[0];
  const kind = typeof tag === 'string' && Object.hasOwn(KIND_OF_TAG, tag) ? KIND_OF_TAG[tag] : null;
  if (kind === null) return fail(null, { code: 'unknownKind', got: tag });
  const [min, max] = ARITY[kind];
  if (raw.length < min || raw.length > max) return fail(kind, { code: 'unreadable', got: raw });
  switch (kind) {
    case 'exercise':
      return isSlug(raw[1]) ? { ok: true, item: { kind, id: raw[1] } } : fail(kind, { code: 'badId', got: raw[1] });
    case 'lead':
      return isSlug(raw[1]) ? { ok: true, item: { kind, problem: raw[1] } } : fail(kind, { code: 'badId', got: raw[1] });
    case 'score':
      if (!isScoreLevel(raw[1])) return fail(kind, { code: 'badLevel', got: raw[1] });
      return isSeed(raw[2]) ? { ok: true, item: { kind, level: raw[1], seed: raw[2] } } : fail(kind, { code: 'badSeed', got: raw[2] });
    case 'leadSeed':
      return isSeed(raw[1]) ? { ok: true, item: { kind, seed: raw[1] } } : fail(kind, { code: 'badSeed', got: raw[1] });
    case 'hand': {
      const text = raw[1];
      if (typeof text !== 'string' || text.trim() === '' || text.length > MAX_HAND_TEXT) return fail(kind, { code: 'badHandText', got: text });
      if (raw.length === 2) return { ok: true, item: { kind, hand: text } };
      return isPlainObject(raw[2]) ? { ok: true, item: { kind, hand: text, rules: raw[2] } } : fail(kind, { code: 'badRules', got: raw[2] });
    }
  }
}

type Decoded = { readonly ok: true; readonly set: ReadSet } | { readonly ok: false; readonly error: SetError };

/** Read a link's payload; never throws. */
export function decodeSet(payload: string | null | undefined): Decoded {
  const fail = (error: SetError): Decoded => ({ ok: false, error });
  if (payload === null || payload === undefined || payload === '') return fail({ code: 'missing' });
  if (payload.length > MAX_PAYLOAD) return fail({ code: 'tooLong', length: payload.length });
  const text = fromBase64Url(payload);
  if (text === null) return fail({ code: 'notBase64' });
  // Read strictly (engine/json.ts): a key given twice would let the link say two things.
  const json = readJson(text);
  if (!json.ok)
    return fail(json.error.problem.code === 'duplicateKey' ? { code: 'repeatedKey', key: json.error.problem.key, path: json.error.path } : { code: 'notJson' });
  const data = json.value;
  if (!isPlainObject(data) || typeof data.f !== 'string' || !data.f.startsWith('doko-set/')) return fail({ code: 'notASet' });
  if (data.f !== SET_FORMAT) return fail(/^doko-set\/\d+$/.test(data.f) ? { code: 'version', format: data.f } : { code: 'notASet' });
  for (const k of Object.keys(data)) if (!['f', 't', 'r', 'i'].includes(k)) return fail({ code: 'field', field: k, got: data[k] });
  if (typeof data.t !== 'string' || data.t.length > MAX_TITLE) return fail({ code: 'field', field: 't', got: data.t });
  if (Object.hasOwn(data, 'r') && !isPlainObject(data.r)) return fail({ code: 'field', field: 'r', got: data.r });
  if (!Array.isArray(data.i)) return fail({ code: 'field', field: 'i', got: data.i });
  if (data.i.length === 0) return fail({ code: 'noItems' });
  if (data.i.length > MAX_ITEMS) return fail({ code: 'tooManyItems', count: data.i.length });
  const set: ReadSet = { title: data.t, items: data.i.map(readItem), ...(Object.hasOwn(data, 'r') ? { rules: data.r as RuleOverrides } : {}) };
  return { ok: true, set };
}

/** The set payload of a page's hash (`#set=…&part=key`), and the other hash parameters. */
export function readHash(hash: string): { payload: string | null; params: URLSearchParams } {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  return { payload: params.get('set'), params };
}

/** A short, stable name for a set's stored progress: FNV-1a of its payload. */
export function setKey(payload: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < payload.length; i++) {
    h ^= payload.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return `set-${h.toString(16).padStart(8, '0')}`;
}
