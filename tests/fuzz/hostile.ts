/**
 * Hostile input for the fuzz suite: valid records, summaries, rule sets and pastes,
 * and mutations of them made of what broke the engine before (prototype names as keys, deep
 * nesting, huge strings, control characters, wrong types, unknown keys).
 *
 * Mutants are built as JSON *text*: deep nesting is written as text (JSON.stringify itself
 * overflows the stack on it), and keys such as `__proto__` become own properties when parsed,
 * exactly as they do for a file a user hands in.
 *
 * `FUZZ=full` (npm run fuzz) scales every property up to the campaign's size.
 */
import fc from 'fast-check';
import { CARD_IDS, deck, handSize, type CardId } from '../../src/engine/cards.ts';
import type { DealState } from '../../src/engine/deal.ts';
import { scoreFacts, specialEvents } from '../../src/engine/outcome.ts';
import { SOLO_KINDS } from '../../src/engine/order.ts';
import type { Seat } from '../../src/engine/parties.ts';
import { randomDeal } from '../../src/engine/random.ts';
import { toRecord } from '../../src/engine/record.ts';
import { RULE_KEYS, RULE_VALUES, ruleOverrides, type RuleSet, DDV_RULES } from '../../src/engine/rules.ts';
import { callOfLevel } from '../../src/engine/scoring.ts';
import { SUMMARY_FORMAT } from '../../src/engine/summary.ts';

export const FULL = process.env.FUZZ === 'full';
/** Runs of a property: a few hundred in the default test run, the campaign's size with FUZZ=full. */
export const runs = (quick: number, full: number): number => (FULL ? full : quick);
/** Time a property may take: generous, since the machine running the tests may be shared and busy. */
export const FUZZ_TIMEOUT = FULL ? 3_600_000 : 180_000;

// ---------------------------------------------------------------- checks every message must pass

/** Characters that must never reach a terminal or a page from input. */
const UNSAFE =
  /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069\ufeff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
export const MESSAGE_LIMIT = 400;

/** Why a message is not one short safe line, or null. */
export function messageProblem(m: unknown): string | null {
  if (typeof m !== 'string' || m.length === 0) return `not a message: ${typeof m}`;
  if (m.length > MESSAGE_LIMIT) return `${m.length} characters long`;
  const bad = UNSAFE.exec(m);
  if (bad) return `holds U+${bad[0].charCodeAt(0).toString(16).padStart(4, '0')}`;
  return null;
}

// ---------------------------------------------------------------- valid inputs

export const ruleSetArb: fc.Arbitrary<RuleSet> = fc.record(
  Object.fromEntries(RULE_KEYS.map((k) => [k, fc.constantFrom(...(RULE_VALUES[k] as readonly unknown[]))])) as never,
) as unknown as fc.Arbitrary<RuleSet>;

/** A complete random legal deal: a normal game or a solo, with random calls. */
export function finishedDeal(seed: number, rules: RuleSet, solo: number): DealState {
  const kind = solo % 10;
  const contract = kind < SOLO_KINDS.length ? { kind: 'solo' as const, declarer: (seed % 4) as Seat, solo: SOLO_KINDS[kind], compulsory: false } : undefined;
  return randomDeal(seed, rules, { announceRate: 0.15, ...(contract ? { contract } : {}) });
}

/** The doko-summary/1 of a finished deal: what a score sheet would record. */
export function summaryOf(s: DealState): Record<string, unknown> {
  const f = scoreFacts(s);
  const call = (party: 're' | 'kontra', level: number) => (level < 0 ? null : callOfLevel(party, level as 0));
  return {
    format: SUMMARY_FORMAT,
    rules: ruleOverrides(s.rules),
    contract: s.contract,
    parties: s.parties,
    announcements: { re: call('re', f.reLevel), kontra: call('kontra', f.kontraLevel) },
    cardPoints: { re: f.reCardPoints },
    tricks: { re: f.reTricks },
    specials: s.solo ? [] : specialEvents(s),
  };
}

/** A pool of valid records and summaries to mutate (built once: dealing is the slow part). */
export function validPool(size: number): { records: Record<string, unknown>[]; summaries: Record<string, unknown>[] } {
  const rules = fc.sample(ruleSetArb, { numRuns: size, seed: 15 });
  const records: Record<string, unknown>[] = [];
  const summaries: Record<string, unknown>[] = [];
  rules.forEach((r, i) => {
    const s = finishedDeal(1000 + i, r, i);
    records.push(toRecord(s));
    summaries.push(summaryOf(s));
  });
  return { records, summaries };
}

// ---------------------------------------------------------------- hostile pieces

export const PROTO_KEYS = [
  'constructor',
  '__proto__',
  'toString',
  'hasOwnProperty',
  'valueOf',
  'isPrototypeOf',
  'propertyIsEnumerable',
  '__defineGetter__',
  'toLocaleString',
  'prototype',
];
const WORDS = [
  '',
  ' ',
  're',
  'kontra',
  'Re',
  'fox',
  'doppelkopf',
  'karlchen',
  'karlchenCaught',
  'normal',
  'solo',
  'poverty',
  'marriage',
  'queens',
  'no90',
  'schwarz',
  'doko-deal/1',
  'doko-summary/1',
  'CQ',
  'H10',
  'CJ',
  'HJ',
  'DA',
  'XQ',
  'true',
  'null',
  '0',
  '-1',
];
const CONTROL = [
  '\u0000',
  '\u0007',
  '\u0008',
  '\t',
  '\n',
  '\r',
  '\u001b',
  '\u001b[2J',
  '\u001b]0;owned\u0007',
  '\u007f',
  '\u0085',
  '\u009b',
  '\u2028',
  '\u2029',
  '\u202e',
  '\u200b',
  '\ufeff',
  '\ud800',
  '\udfff',
  '"',
  '\\',
  '\u{1F0CF}',
];

const controlString = fc.string({ unit: fc.oneof(fc.constantFrom(...CONTROL), fc.string({ unit: 'binary', minLength: 1, maxLength: 1 })), maxLength: 12 });
/** Big values are rare (they are slow to build and to copy) but always there. */
const hugeString = fc
  .tuple(fc.integer({ min: 1_000, max: FULL ? 1_100_000 : 60_000 }), fc.constantFrom(...CONTROL))
  .map(([n, c]) => `${c}${'A'.repeat(n)}${c}`);

export const hostileKey: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...PROTO_KEYS) },
  { weight: 3, arbitrary: fc.constantFrom(...WORDS) },
  { weight: 2, arbitrary: controlString },
  { weight: 1, arbitrary: fc.string({ maxLength: 8 }) },
);

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...WORDS, ...PROTO_KEYS) },
  { weight: 3, arbitrary: controlString },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
  { weight: 1, arbitrary: hugeString },
);

/** A JSON value as text. Deep nesting is text from the start; nothing here recurses on it. */
export type JsonText = string;

const deepText: fc.Arbitrary<JsonText> = fc
  .tuple(fc.integer({ min: 50, max: FULL ? 200_000 : 20_000 }), fc.boolean(), fc.constantFrom('1', '"x"', 'null', '{}', '[]'))
  .map(([depth, arrays, leaf]) => (arrays ? `${'['.repeat(depth)}${leaf}${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}${leaf}${'}'.repeat(depth)}`));

const scalarText: fc.Arbitrary<JsonText> = fc.oneof(
  fc.constantFrom('null', 'true', 'false', '0', '-0', '1', '3', '12', '120', '240', '-1', '1.5', '1e309', '-1e309', '9007199254740993', '1e-400'),
  fc.integer().map(String),
  fc.double({ noNaN: true, noDefaultInfinity: true }).map((x) => JSON.stringify(x)),
  hostileString.map((s) => JSON.stringify(s)),
);

export const hostileText: fc.Arbitrary<JsonText> = fc.letrec<{ value: JsonText }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    { weight: 6, arbitrary: scalarText },
    { weight: 1, arbitrary: deepText },
    { weight: 2, arbitrary: fc.array(tie('value'), { maxLength: 4 }).map((xs) => `[${xs.join(',')}]`) },
    {
      weight: 2,
      arbitrary: fc.array(fc.tuple(hostileKey, tie('value')), { maxLength: 4 }).map((kv) => `{${kv.map(([k, v]) => `${JSON.stringify(k)}:${v}`).join(',')}}`),
    },
  ),
})).value;

// ---------------------------------------------------------------- mutations of valid JSON

/** One edit at a place in a JSON value, chosen by walking down `path` (indices mod the children). */
export interface Mutation {
  readonly path: readonly number[];
  readonly op: 'replace' | 'delete' | 'addKey' | 'wrap';
  readonly key: string;
  readonly text: JsonText;
}

export const mutationArb: fc.Arbitrary<Mutation> = fc.record({
  path: fc.array(fc.nat(), { maxLength: 4 }),
  op: fc.constantFrom('replace', 'replace', 'delete', 'addKey', 'wrap'),
  key: hostileKey,
  text: hostileText,
});

const PLACEHOLDER = '\u0000mutation\u0000';

/**
 * The JSON text of `base` with the mutations applied. The valid base is small and plain, so
 * it is copied and written with JSON.stringify; the hostile parts are spliced in as text.
 */
export function mutate(base: unknown, mutations: readonly Mutation[]): JsonText {
  const copy = JSON.parse(JSON.stringify(base)) as unknown;
  const inserts: JsonText[] = [];
  let root: unknown = copy;
  for (const m of mutations) {
    const marker = `${PLACEHOLDER}${inserts.length}`;
    inserts.push(m.text);
    root = apply(root, m, 0, marker);
  }
  let text = JSON.stringify(root);
  // A marker string (with its quotes, as JSON.stringify wrote it) becomes the hostile text.
  text = text.replace(/"\\u0000mutation\\u0000(\d+)"/g, (_, i: string) => inserts[Number(i)]);
  return text;
}

function apply(node: unknown, m: Mutation, depth: number, marker: string): unknown {
  const children = Array.isArray(node) ? node.map((_, i) => i) : node && typeof node === 'object' ? Object.keys(node) : [];
  if (depth >= m.path.length || children.length === 0) {
    if (m.op === 'wrap') return [marker, node];
    if (m.op === 'addKey' && node && typeof node === 'object' && !Array.isArray(node)) return { ...(node as object), [m.key]: marker };
    return marker;
  }
  const child = children[m.path[depth] % children.length];
  if (Array.isArray(node)) {
    const out = [...node];
    if (m.op === 'delete' && depth === m.path.length - 1) out.splice(child as number, 1);
    else out[child as number] = apply(node[child as number], m, depth + 1, marker);
    return out;
  }
  const o = { ...(node as Record<string, unknown>) };
  if (m.op === 'delete' && depth === m.path.length - 1) delete o[child as string];
  else o[child as string] = apply(o[child as string], m, depth + 1, marker);
  return o;
}

// ---------------------------------------------------------------- pastes

const NOTATIONS: readonly ((c: CardId) => string)[] = [
  (c) => c,
  (c) => c.toLowerCase(),
  (c) => `${({ C: '♣', S: '♠', H: '♥', D: '♦' } as const)[c[0] as 'C']}${c.slice(1)}`,
  (c) => `${c.slice(1)}${({ C: '♣', S: '♠', H: '♥', D: '♦' } as const)[c[0] as 'C']}`,
];
const SEPARATORS = [' ', ', ', ';', '\n', '  ', '\t'];

/** A pasted hand: a real one written in some notation, then possibly damaged. */
export const pasteArb: fc.Arbitrary<{ text: string; rules: RuleSet }> = fc
  .record({
    rules: fc.constantFrom(DDV_RULES, { ...DDV_RULES, withoutNines: true }),
    seed: fc.nat(),
    notation: fc.nat({ max: NOTATIONS.length - 1 }),
    sep: fc.constantFrom(...SEPARATORS),
    damage: fc.array(fc.tuple(fc.nat(), fc.oneof(hostileString, fc.constantFrom(...CARD_IDS), fc.constant(''))), { maxLength: 3 }),
  })
  .map(({ rules, seed, notation, sep, damage }) => {
    const cards = deck(rules);
    const hand: CardId[] = [];
    let x = seed;
    for (let i = 0; i < handSize(rules); i++) {
      x = (x * 1103515245 + 12345) >>> 0;
      hand.push(cards.splice(x % cards.length, 1)[0]);
    }
    const words = hand.map(NOTATIONS[notation]);
    for (const [at, piece] of damage) {
      if (words.length === 0) break;
      if (piece === '') words.splice(at % words.length, 1);
      else words.splice(at % (words.length + 1), 0, piece);
    }
    return { text: words.join(sep), rules };
  });
