/**
 * Hand notation: what a person may paste (docs/formats.md, "Hand notation"). Never throws on
 * user input; errors are values naming the token and its place.
 *
 * Cards are separated by whitespace, commas or semicolons. A card is one of:
 * - a Unicode suit (♣ ♠ ♥ ♦, also ♧ ♤ ♡ ♢, an emoji variation selector is ignored) with a
 *   rank, suit first or rank first: `♣Q`, `Q♣`, `♣D`, `10♥`, `♥T`, `♦As`. Rank letters:
 *   A (also As, Ass), 10 (also T, Z), K, Q or D (Dame) or O (Ober), J or B (Bube) or U
 *   (Unter), 9 (also N); a rank word works as well (`♥Zehn`). Cards written this way may also
 *   be run together: `♣Q♣Q♠10` or `Q♣Q♣10♠`;
 * - English words `<rank> of <suit>`: `queen of clubs`, `Ten of Hearts`, `10 of hearts`, also
 *   with the German-suited names of `names.ts` (`Ober of acorns`, `Daus of bells`);
 * - German words `<suit> <rank>`, `<suit>-<rank>` or `<suit><rank>`: `Kreuz Dame`,
 *   `Herz-Zehn`, `Karo Ass`, `Pik König` / `Pik Koenig`, `Kreuzbube`, `Karo Neun`, `Herz 10`,
 *   and the German-suited `Eichel Ober`, `Grün Unter` (Gruen, Laub, Blatt), `Rot Daus`,
 *   `Schellen Sau`;
 * - a short ASCII form (case-insensitive), read in one of the letter schemes below.
 * Any card may carry a count from 1 to 9: `2x CQ`, `2 x CQ`, `2×CQ`, `CQ×2`, `CQ x2`,
 * `2x queen of clubs`. A card written in words never spans a comma or semicolon.
 *
 * ## Letter schemes (the notation systems)
 * | system             | suits                                          | ranks                                         | examples            |
 * |--------------------|------------------------------------------------|-----------------------------------------------|---------------------|
 * | `english`          | C S H D, suit first                            | A, 10 or T, K, Q, J, 9                        | `CQ H10 HT DA`      |
 * | `englishRankFirst` | C S H D, rank first                            | as `english`                                  | `QC 10H TH AD`      |
 * | `german`           | K (Kreuz), P (Pik), H (Herz), Ka (Karo)        | A, 10 or Z, K (König), D (Dame), B (Bube), 9 or N | `KD PB HZ KaA`  |
 * | `germanSuited`     | E (Eichel), G or L (Grün), R or H (Rot), S (Schellen) | A (Daus), 10 or Z, K, O (Ober), U (Unter), 9 or N | `EO GU R10 SA` |
 *
 * Unicode and word forms mean the same card in every system. A short form may be read in
 * several systems: `SK` is the king of spades in English letters but Schellen-König (♦K) in
 * German-suited letters; `KD` is the king of diamonds rank first but Kreuz-Dame in German
 * letters. The parser keeps the systems in which every card of the text can be read (for a
 * hand, preferring those whose reading is a legal hand: no card more than twice, no nine
 * without nines). If their readings agree, that is the result; if they differ, the error
 * `ambiguous` names the first token read differently and two readings. When no single system
 * reads every card (short forms of several systems mixed), each token must then have one
 * meaning across all systems, or it is reported as `ambiguous`. The parser never guesses.
 *
 * Positions: `index` is the 0-based UTF-16 offset of the token in the text (what a text
 * field's selection uses) and `length` its UTF-16 length; messages give 1-based character
 * positions (Unicode code points).
 */
import { type CardId, type Rank, type Suit, handSize, rankOf } from './cards.ts';
import { cardName, cardShort } from './names.ts';
import { quote } from './excerpt.ts';
import { err, ok, type Result } from './result.ts';
import type { RuleSet } from './rules.ts';

export const NOTATION_SYSTEMS = ['english', 'englishRankFirst', 'german', 'germanSuited'] as const;
export type NotationSystem = (typeof NOTATION_SYSTEMS)[number];

export type NotationErrorCode =
  | 'empty'
  | 'unknownToken'
  | 'ambiguous'
  | 'wrongCount'
  | 'tooManyCopies'
  | 'nineWithoutNines';

export type NotationError = {
  readonly code: NotationErrorCode;
  /** One English sentence naming the token and its 1-based position. */
  readonly message: string;
  /** The offending text as typed (for a count, the whole `2x CQ`). */
  readonly token?: string;
  /** 0-based UTF-16 offset of `token` in the text. */
  readonly index?: number;
  /** UTF-16 length of `token`. */
  readonly length?: number;
  /** `ambiguous`: the two readings; `tooManyCopies`, `nineWithoutNines`: the card. */
  readonly cards?: readonly CardId[];
  /** `ambiguous`: the notation systems of the two readings. */
  readonly systems?: readonly NotationSystem[];
  /** `empty`, `wrongCount`: the number of cards a hand must have. */
  readonly expected?: number;
  /** `wrongCount`: the number of cards found. */
  readonly found?: number;
};

export type ParsedCard = {
  readonly card: CardId;
  /** The text of the card as typed, count included (`2x CQ` yields two entries). */
  readonly token: string;
  /** 0-based UTF-16 offset of `token` in the text. */
  readonly index: number;
};

// ---------------------------------------------------------------------------------------
// Messages: every text for people in one place, so that it can be translated.

const SYSTEM_LABELS: Readonly<Record<NotationSystem, string>> = {
  english: 'English letters',
  englishRankFirst: 'English letters, rank first',
  german: 'German letters',
  germanSuited: 'German-suited letters',
};

interface MessageParams {
  readonly token?: string;
  /** 1-based character position. */
  readonly position?: number;
  readonly cards?: readonly CardId[];
  readonly systems?: readonly NotationSystem[];
  readonly expected?: number;
  readonly found?: number;
}

function describeReading(card: CardId, system: NotationSystem): string {
  const german =
    system === 'german'
      ? `${cardName(card, { lang: 'de' })}, `
      : system === 'germanSuited'
        ? `${cardName(card, { lang: 'de', faces: 'german' })}, `
        : '';
  return `the ${cardName(card)} (${german}${SYSTEM_LABELS[system]})`;
}

const MESSAGES: Readonly<Record<NotationErrorCode, (p: MessageParams) => string>> = {
  empty: (p) => `the hand is empty: enter ${p.expected} cards`,
  unknownToken: (p) => `unknown card ${quote(p.token)} at position ${p.position}`,
  ambiguous: (p) => {
    const [a, b] = p.cards ?? [];
    const [sa, sb] = p.systems ?? [];
    return (
      `${quote(p.token)} at position ${p.position} could be ${describeReading(a, sa)} ` +
      `or ${describeReading(b, sb)}: write ${cardShort(a)} or ${cardShort(b)}`
    );
  },
  wrongCount: (p) =>
    p.token === undefined
      ? `the hand has ${p.found} cards but must have ${p.expected}`
      : `the hand has ${p.found} cards but must have ${p.expected}: ` +
        `${quote(p.token)} at position ${p.position} is card ${(p.expected ?? 0) + 1}`,
  tooManyCopies: (p) =>
    `${quote(p.token)} at position ${p.position} is a third ${cardName(p.cards?.[0] ?? 'CQ')}, ` +
    `but the deck has only two of each card`,
  nineWithoutNines: (p) =>
    `${quote(p.token)} at position ${p.position} is a nine (${cardName(p.cards?.[0] ?? 'C9')}), ` +
    `but the 40-card deck has no nines`,
};

/** 1-based position in code points of the UTF-16 offset `index`. */
function positionOf(text: string, index: number): number {
  return Array.from(text.slice(0, index)).length + 1;
}

interface ErrorData {
  readonly index?: number;
  readonly end?: number;
  readonly cards?: readonly CardId[];
  readonly systems?: readonly NotationSystem[];
  readonly expected?: number;
  readonly found?: number;
}

function makeError(code: NotationErrorCode, text: string, data: ErrorData = {}): NotationError {
  const { index, end, ...rest } = data;
  if (index === undefined || end === undefined) {
    return { code, message: MESSAGES[code](rest), ...rest };
  }
  const token = text.slice(index, end);
  const message = MESSAGES[code]({ ...rest, token, position: positionOf(text, index) });
  return { code, message, token, index, length: end - index, ...rest };
}

// ---------------------------------------------------------------------------------------
// Vocabulary. Maps, not plain objects: a token such as "constructor" must find nothing.

const SUIT_SYMBOLS: ReadonlyMap<string, Suit> = new Map([
  ['♣', 'C'],
  ['♧', 'C'],
  ['♠', 'S'],
  ['♤', 'S'],
  ['♥', 'H'],
  ['♡', 'H'],
  ['♦', 'D'],
  ['♢', 'D'],
]);

const GERMAN_RANK_WORDS: ReadonlyArray<readonly [string, Rank]> = [
  ['ass', 'A'],
  ['as', 'A'],
  ['daus', 'A'],
  ['sau', 'A'],
  ['zehn', '10'],
  ['zehner', '10'],
  ['könig', 'K'],
  ['koenig', 'K'],
  ['dame', 'Q'],
  ['ober', 'Q'],
  ['bube', 'J'],
  ['bub', 'J'],
  ['unter', 'J'],
  ['neun', '9'],
  ['neuner', '9'],
];

const ENGLISH_RANK_WORDS: ReadonlyArray<readonly [string, Rank]> = [
  ['ace', 'A'],
  ['ten', '10'],
  ['king', 'K'],
  ['queen', 'Q'],
  ['jack', 'J'],
  ['nine', '9'],
  // German-suited ranks keep their German names in English (names.ts).
  ['daus', 'A'],
  ['ober', 'Q'],
  ['unter', 'J'],
];

const DIGIT_RANKS: ReadonlyArray<readonly [string, Rank]> = [
  ['10', '10'],
  ['9', '9'],
];

const RANK_LETTERS: ReadonlyArray<readonly [string, Rank]> = [
  ['a', 'A'],
  ['t', '10'],
  ['z', '10'],
  ['k', 'K'],
  ['q', 'Q'],
  ['d', 'Q'],
  ['o', 'Q'],
  ['j', 'J'],
  ['b', 'J'],
  ['u', 'J'],
  ['n', '9'],
];

/** Ranks after a German suit word: `Herz Zehn`, `Herz-10`. */
const GERMAN_WORD_RANKS: ReadonlyMap<string, Rank> = new Map([...GERMAN_RANK_WORDS, ...DIGIT_RANKS]);
/** Ranks before `of`: `queen of clubs`, `10 of hearts`. */
const ENGLISH_WORD_RANKS: ReadonlyMap<string, Rank> = new Map([...ENGLISH_RANK_WORDS, ...DIGIT_RANKS]);
/** Ranks next to a suit symbol: letters and words. */
const SYMBOL_RANKS: ReadonlyMap<string, Rank> = new Map([
  ...RANK_LETTERS,
  ...DIGIT_RANKS,
  ...GERMAN_RANK_WORDS,
  ...ENGLISH_RANK_WORDS,
]);

const GERMAN_SUIT_WORDS: ReadonlyMap<string, Suit> = new Map([
  ['kreuz', 'C'],
  ['treff', 'C'],
  ['pik', 'S'],
  ['herz', 'H'],
  ['karo', 'D'],
  ['eichel', 'C'],
  ['eicheln', 'C'],
  ['grün', 'S'],
  ['gruen', 'S'],
  ['laub', 'S'],
  ['blatt', 'S'],
  ['rot', 'H'],
  ['schellen', 'D'],
  ['schelle', 'D'],
]);

const ENGLISH_SUIT_WORDS: ReadonlyMap<string, Suit> = new Map([
  ['clubs', 'C'],
  ['club', 'C'],
  ['spades', 'S'],
  ['spade', 'S'],
  ['hearts', 'H'],
  ['heart', 'H'],
  ['diamonds', 'D'],
  ['diamond', 'D'],
  ['acorns', 'C'],
  ['acorn', 'C'],
  ['leaves', 'S'],
  ['leaf', 'S'],
  ['bells', 'D'],
  ['bell', 'D'],
]);

const HYPHENS = new Set(['-', '\u2010', '\u2011', '\u2013']);

interface LetterScheme {
  readonly suitFirst: boolean;
  readonly suits: ReadonlyMap<string, Suit>;
  readonly ranks: ReadonlyMap<string, Rank>;
}

const ENGLISH_SUITS: ReadonlyMap<string, Suit> = new Map([
  ['c', 'C'],
  ['s', 'S'],
  ['h', 'H'],
  ['d', 'D'],
]);
const ENGLISH_RANKS: ReadonlyMap<string, Rank> = new Map([
  ['a', 'A'],
  ['10', '10'],
  ['t', '10'],
  ['k', 'K'],
  ['q', 'Q'],
  ['j', 'J'],
  ['9', '9'],
]);

const SCHEMES: Readonly<Record<NotationSystem, LetterScheme>> = {
  english: { suitFirst: true, suits: ENGLISH_SUITS, ranks: ENGLISH_RANKS },
  englishRankFirst: { suitFirst: false, suits: ENGLISH_SUITS, ranks: ENGLISH_RANKS },
  german: {
    suitFirst: true,
    suits: new Map([
      ['k', 'C'],
      ['p', 'S'],
      ['h', 'H'],
      ['ka', 'D'],
    ]),
    ranks: new Map([
      ['a', 'A'],
      ['10', '10'],
      ['z', '10'],
      ['k', 'K'],
      ['d', 'Q'],
      ['b', 'J'],
      ['9', '9'],
      ['n', '9'],
    ]),
  },
  germanSuited: {
    suitFirst: true,
    suits: new Map([
      ['e', 'C'],
      ['g', 'S'],
      ['l', 'S'],
      ['r', 'H'],
      ['h', 'H'],
      ['s', 'D'],
    ]),
    ranks: new Map([
      ['a', 'A'],
      ['10', '10'],
      ['z', '10'],
      ['k', 'K'],
      ['o', 'Q'],
      ['u', 'J'],
      ['9', '9'],
      ['n', '9'],
    ]),
  },
};

// ---------------------------------------------------------------------------------------
// Reading single words.

/** What a token means in each notation system (absent: not readable there). */
export type Readings = Partial<Record<NotationSystem, CardId>>;

function everywhere(card: CardId): Readings {
  const out: Readings = {};
  for (const s of NOTATION_SYSTEMS) out[s] = card;
  return out;
}

function normalise(s: string): string {
  return s.replace(/[\uFE0E\uFE0F]/g, '').normalize('NFC').toLowerCase();
}

function readLetters(scheme: LetterScheme, t: string): CardId | undefined {
  const found = new Set<CardId>();
  const [first, second] = scheme.suitFirst ? [scheme.suits, scheme.ranks] : [scheme.ranks, scheme.suits];
  for (const [key, value] of first) {
    if (!t.startsWith(key)) continue;
    const other = second.get(t.slice(key.length));
    if (other === undefined) continue;
    found.add((scheme.suitFirst ? `${value}${other}` : `${other}${value}`) as CardId);
  }
  return found.size === 1 ? [...found][0] : undefined;
}

function readGermanCompound(t: string): CardId | undefined {
  for (const [word, suit] of GERMAN_SUIT_WORDS) {
    if (!t.startsWith(word)) continue;
    let rest = t.slice(word.length);
    if (rest.length > 0 && HYPHENS.has(rest[0])) rest = rest.slice(1);
    const rank = GERMAN_WORD_RANKS.get(rest);
    if (rank !== undefined) return `${suit}${rank}`;
  }
  return undefined;
}

/** The readings of one token written without spaces, or undefined if no system reads it. */
export function readToken(token: string): Readings | undefined {
  const t = normalise(token);
  if (t.length === 0) return undefined;
  const firstSuit = SUIT_SYMBOLS.get(t[0]);
  const lastSuit = SUIT_SYMBOLS.get(t[t.length - 1]);
  if (firstSuit !== undefined || lastSuit !== undefined) {
    const rank =
      firstSuit !== undefined ? SYMBOL_RANKS.get(t.slice(1)) : SYMBOL_RANKS.get(t.slice(0, t.length - 1));
    const suit = firstSuit ?? lastSuit;
    return rank === undefined ? undefined : everywhere(`${suit}${rank}` as CardId);
  }
  const compound = readGermanCompound(t);
  if (compound !== undefined) return everywhere(compound);
  const readings: Readings = {};
  let any = false;
  for (const system of NOTATION_SYSTEMS) {
    const card = readLetters(SCHEMES[system], t);
    if (card !== undefined) {
      readings[system] = card;
      any = true;
    }
  }
  return any ? readings : undefined;
}

// ---------------------------------------------------------------------------------------
// Lexing: words between separators, glued counts and runs of symbol cards split off.

interface Lexeme {
  readonly text: string;
  readonly start: number;
  readonly end: number;
  /** A comma or semicolon stands between this lexeme and the one before. */
  readonly hardBefore: boolean;
}

const SEPARATOR = /[\s,;]/;
const PREFIX_COUNT = /^([1-9])[x×]$/i;
const SUFFIX_COUNT = /^[x×]([1-9])$/i;
const GLUED_PREFIX = /^[1-9][x×]/i;
const GLUED_SUFFIX = /[x×][1-9]$/i;
const TIMES = /^[x×]$/i;
const NINE_TIMES = /^9[x×][1-9]$/i;
const DIGIT = /^[1-9]$/;
const SELECTORS = /[\uFE0E\uFE0F]/;

function isSelector(ch: string | undefined): boolean {
  return ch !== undefined && SELECTORS.test(ch);
}

/** Splits `♣Q♣Q♠10` before each symbol and `Q♣10♠` after each; other words stay whole. */
function splitSymbolRun(raw: string): Array<readonly [number, number]> {
  const symbols: number[] = [];
  for (let k = 0; k < raw.length; k++) if (SUIT_SYMBOLS.has(raw[k])) symbols.push(k);
  if (symbols.length < 2) return [[0, raw.length]];
  const cuts: number[] = [];
  if (symbols[0] === 0) {
    cuts.push(...symbols.slice(1));
  } else {
    let end = raw.length;
    while (end > 0 && isSelector(raw[end - 1])) end--;
    if (symbols[symbols.length - 1] !== end - 1) return [[0, raw.length]];
    for (const s of symbols) {
      let cut = s + 1;
      while (isSelector(raw[cut])) cut++;
      if (cut < raw.length) cuts.push(cut);
    }
  }
  const parts: Array<readonly [number, number]> = [];
  let from = 0;
  for (const cut of cuts) {
    parts.push([from, cut]);
    from = cut;
  }
  parts.push([from, raw.length]);
  return parts;
}

function lex(text: string): Lexeme[] {
  const out: Lexeme[] = [];
  let hard = false;
  let i = 0;
  const push = (start: number, end: number) => {
    if (end <= start) return;
    out.push({ text: text.slice(start, end), start, end, hardBefore: hard });
    hard = false;
  };
  while (i < text.length) {
    const ch = text[i];
    if (SEPARATOR.test(ch)) {
      if (ch === ',' || ch === ';') hard = true;
      i++;
      continue;
    }
    let j = i;
    while (j < text.length && !SEPARATOR.test(text[j])) j++;
    let start = i;
    // `9x2` is a nine with a count (`Herz 9x2`), not a count of the unknown card `2`.
    if (GLUED_PREFIX.test(text.slice(start, j)) && !NINE_TIMES.test(text.slice(start, j))) {
      push(start, start + 2);
      start += 2;
    }
    for (const [a, b] of splitSymbolRun(text.slice(start, j))) {
      const part = text.slice(start + a, start + b);
      if (part.length > 2 && GLUED_SUFFIX.test(part)) {
        push(start + a, start + b - 2);
        push(start + b - 2, start + b);
      } else {
        push(start + a, start + b);
      }
    }
    i = j;
  }
  return out;
}

// ---------------------------------------------------------------------------------------
// Grouping lexemes into cards.

interface Group {
  readonly start: number;
  readonly end: number;
  readonly count: number;
  readonly readings: Readings;
}

type Match =
  | { readonly ok: true; readonly readings: Readings; readonly next: number }
  | { readonly ok: false; readonly from: number; readonly to: number };

function group(text: string, lexemes: readonly Lexeme[]): Result<Group[], NotationError> {
  const joinable = (k: number) => k < lexemes.length && !lexemes[k].hardBefore;
  const word = (k: number) => normalise(lexemes[k].text);
  const recognised = (k: number) => {
    const t = word(k);
    return (
      readToken(lexemes[k].text) !== undefined ||
      PREFIX_COUNT.test(t) ||
      SUFFIX_COUNT.test(t) ||
      DIGIT.test(t) ||
      GERMAN_SUIT_WORDS.has(t) ||
      ENGLISH_WORD_RANKS.has(t)
    );
  };
  const unknown = (from: number, to: number) =>
    err(makeError('unknownToken', text, { index: lexemes[from].start, end: lexemes[to].end }));

  const matchCard = (j: number): Match => {
    const t = word(j);
    const englishRank = ENGLISH_WORD_RANKS.get(t);
    if (englishRank !== undefined && joinable(j + 1) && word(j + 1) === 'of') {
      if (!joinable(j + 2)) return { ok: false, from: j, to: j + 1 };
      const suit = ENGLISH_SUIT_WORDS.get(word(j + 2));
      if (suit === undefined) return { ok: false, from: j, to: j + 2 };
      return { ok: true, readings: everywhere(`${suit}${englishRank}` as CardId), next: j + 3 };
    }
    let suitWord = t;
    if (suitWord.length > 0 && HYPHENS.has(suitWord[suitWord.length - 1])) suitWord = suitWord.slice(0, -1);
    const germanSuit = GERMAN_SUIT_WORDS.get(suitWord);
    if (germanSuit !== undefined) {
      if (joinable(j + 1)) {
        const rank = GERMAN_WORD_RANKS.get(word(j + 1));
        if (rank !== undefined) return { ok: true, readings: everywhere(`${germanSuit}${rank}`), next: j + 2 };
        if (!recognised(j + 1)) return { ok: false, from: j, to: j + 1 };
      }
      return { ok: false, from: j, to: j };
    }
    const readings = readToken(lexemes[j].text);
    return readings === undefined ? { ok: false, from: j, to: j } : { ok: true, readings, next: j + 1 };
  };

  const groups: Group[] = [];
  let i = 0;
  while (i < lexemes.length) {
    let j = i;
    let count = 1;
    let prefixed = false;
    const prefix = PREFIX_COUNT.exec(lexemes[i].text);
    if (prefix) {
      count = Number(prefix[1]);
      prefixed = true;
      j = i + 1;
    } else if (DIGIT.test(lexemes[i].text) && joinable(i + 1) && TIMES.test(lexemes[i + 1].text)) {
      count = Number(lexemes[i].text);
      prefixed = true;
      j = i + 2;
    }
    if (prefixed && !joinable(j)) return unknown(i, j - 1);
    const m = matchCard(j);
    if (!m.ok) return unknown(m.from, m.to);
    let next = m.next;
    if (!prefixed && joinable(next)) {
      const suffix = SUFFIX_COUNT.exec(lexemes[next].text);
      if (suffix) {
        count = Number(suffix[1]);
        next++;
      }
    }
    groups.push({ start: lexemes[i].start, end: lexemes[next - 1].end, count, readings: m.readings });
    i = next;
  }
  return ok(groups);
}

// ---------------------------------------------------------------------------------------
// Choosing the notation system.

function cardsIn(groups: readonly Group[], pick: (g: Group) => CardId): CardId[] {
  const out: CardId[] = [];
  for (const g of groups) for (let k = 0; k < g.count; k++) out.push(pick(g));
  return out;
}

function ambiguity(text: string, g: Group, systems: readonly NotationSystem[]): NotationError | undefined {
  const first = systems.find((s) => g.readings[s] !== undefined);
  if (first === undefined) return undefined;
  const a = g.readings[first] as CardId;
  const other = systems.find((s) => g.readings[s] !== undefined && g.readings[s] !== a);
  if (other === undefined) return undefined;
  return makeError('ambiguous', text, {
    index: g.start,
    end: g.end,
    cards: [a, g.readings[other] as CardId],
    systems: [first, other],
  });
}

/** One card per group, or `ambiguous`. `legal` prefers systems whose reading it accepts. */
function resolve(
  text: string,
  groups: readonly Group[],
  legal?: (cards: readonly CardId[]) => boolean,
): Result<CardId[], NotationError> {
  let systems = NOTATION_SYSTEMS.filter((s) => groups.every((g) => g.readings[s] !== undefined));
  if (systems.length > 0) {
    if (legal) {
      const good = systems.filter((s) => legal(cardsIn(groups, (g) => g.readings[s] as CardId)));
      if (good.length > 0) systems = good;
    }
  } else {
    // Short forms of several systems mixed: each token must mean one card in all of them.
    systems = [...NOTATION_SYSTEMS];
  }
  const out: CardId[] = [];
  for (const g of groups) {
    const problem = ambiguity(text, g, systems);
    if (problem) return err(problem);
    const s = systems.find((sys) => g.readings[sys] !== undefined) as NotationSystem;
    out.push(g.readings[s] as CardId);
  }
  return ok(out);
}

function expand(text: string, groups: readonly Group[], cards: readonly CardId[]): ParsedCard[] {
  const out: ParsedCard[] = [];
  groups.forEach((g, n) => {
    const token = text.slice(g.start, g.end);
    for (let k = 0; k < g.count; k++) out.push({ card: cards[n], token, index: g.start });
  });
  return out;
}

function parseGroups(text: string): Result<Group[], NotationError> {
  return group(text, lex(text));
}

// ---------------------------------------------------------------------------------------
// Public API.

/** Any number of cards (also none), in input order; a count yields several entries. */
export function parseCards(text: string): Result<ParsedCard[], NotationError> {
  const input = typeof text === 'string' ? text : '';
  const groups = parseGroups(input);
  if (!groups.ok) return groups;
  const cards = resolve(input, groups.value);
  if (!cards.ok) return cards;
  return ok(expand(input, groups.value, cards.value));
}

/**
 * A hand: exactly `handSize(rules)` cards (12, or 10 without nines), none more than twice,
 * no nine without nines. Cards in input order.
 */
export function parseHand(text: string, rules: Pick<RuleSet, 'withoutNines'>): Result<CardId[], NotationError> {
  const input = typeof text === 'string' ? text : '';
  const size = handSize(rules);
  const groups = parseGroups(input);
  if (!groups.ok) return groups;
  if (groups.value.length === 0) return err(makeError('empty', input, { expected: size }));

  const legal = (cards: readonly CardId[]) => {
    const seen = new Map<CardId, number>();
    for (const c of cards) {
      if (rules.withoutNines && rankOf(c) === '9') return false;
      const n = (seen.get(c) ?? 0) + 1;
      if (n > 2) return false;
      seen.set(c, n);
    }
    return true;
  };
  const resolved = resolve(input, groups.value, legal);
  if (!resolved.ok) return resolved;
  const parsed = expand(input, groups.value, resolved.value);
  const at = (p: ParsedCard) => ({ index: p.index, end: p.index + p.token.length, cards: [p.card] });

  if (rules.withoutNines) {
    const nine = parsed.find((p) => rankOf(p.card) === '9');
    if (nine) return err(makeError('nineWithoutNines', input, at(nine)));
  }
  const seen = new Map<CardId, number>();
  for (const p of parsed) {
    const n = (seen.get(p.card) ?? 0) + 1;
    if (n > 2) return err(makeError('tooManyCopies', input, at(p)));
    seen.set(p.card, n);
  }
  if (parsed.length !== size) {
    const extra = parsed.length > size ? parsed[size] : undefined;
    return err(
      makeError('wrongCount', input, {
        ...(extra ? { index: extra.index, end: extra.index + extra.token.length } : {}),
        expected: size,
        found: parsed.length,
      }),
    );
  }
  return ok(parsed.map((p) => p.card));
}
