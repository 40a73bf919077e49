/**
 * Hand notation: what a person may paste (formats README, "Hand notation"). Never throws on
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
 * Errors report every problem of the text at once (`problems`, in text order), each naming its
 * token and the token's place in the paste as a card number ("the 4th card, "XX", is not a
 * card"; a token that is no card counts as one card). `index` is the 0-based UTF-16 offset of
 * the token in the text (what a text field's selection uses) and `length` its UTF-16 length.
 */
import { type CardId, type Rank, type Suit, handSize, rankOf } from './cards.ts';
import { err, ok, type Result } from './result.ts';
import type { RuleSet } from './rules.ts';

export const NOTATION_SYSTEMS = ['english', 'englishRankFirst', 'german', 'germanSuited'] as const;
export type NotationSystem = (typeof NOTATION_SYSTEMS)[number];

/** The longest text the parser reads, in UTF-16 code units (a hand in words is under 300). */
export const MAX_NOTATION_TEXT = 1000;

/** How a text is read. */
export interface NotationOptions {
  /**
   * The letter scheme that settles a paste two schemes read equally well; null: none, such a
   * paste is `ambiguous`. Default: English letters, those of the card ids; a page or the CLI
   * passes its language's letters (PREFERRED_LETTERS of its notation catalogue).
   */
  readonly prefer?: NotationSystem | null;
}

export type NotationErrorCode = 'tooLong' | 'empty' | 'unknownToken' | 'ambiguous' | 'wrongCount' | 'tooManyCopies' | 'nineWithoutNines';

/** What a problem is, as a code and its data (the catalogues word it: src/i18n/en/notation.ts). */
export type NotationProblemData = {
  readonly code: NotationErrorCode;
  /** The offending text as typed (for a count, the whole `2x CQ`). */
  readonly token?: string;
  /** 0-based UTF-16 offset of `token` in the text. */
  readonly index?: number;
  /** UTF-16 length of `token`. */
  readonly length?: number;
  /**
   * The 1-based number of the card in the paste ("the 4th card"): every card before it counts,
   * a count's copies included, and a token that is not a card counts as one card.
   */
  readonly place?: number;
  /** `ambiguous`: the two readings; `tooManyCopies`, `nineWithoutNines`: the card. */
  readonly cards?: readonly CardId[];
  /** `ambiguous`: the notation systems of the two readings. */
  readonly systems?: readonly NotationSystem[];
  /** `empty`, `wrongCount`: the number of cards a hand must have; `tooLong`: the most characters read. */
  readonly expected?: number;
  /** `wrongCount`: the number of cards found; `tooLong`: the characters pasted. */
  readonly found?: number;
};

export type NotationProblem = NotationProblemData;

/**
 * Everything wrong with a text at once. The error's own fields are those of its first problem
 * (in text order); `problems` lists them all, each with its token.
 */
export type NotationError = NotationProblem & {
  readonly problems: readonly NotationProblem[];
};

export type ParsedCard = {
  readonly card: CardId;
  /** The text of the card as typed, count included (`2x CQ` yields two entries). */
  readonly token: string;
  /** 0-based UTF-16 offset of `token` in the text. */
  readonly index: number;
};

/** A problem at a stretch of the text. */
function problemAt(code: NotationErrorCode, text: string, at: Located, data: Omit<NotationProblemData, 'code'> = {}): NotationProblem {
  return { code, token: text.slice(at.start, at.end), index: at.start, length: at.end - at.start, place: at.place, ...data };
}

/** All problems in text order (those without a place in the text last), as one error. */
function failure(problems: readonly NotationProblem[]): NotationError {
  const sorted = [...problems].sort((a, b) => (a.index ?? Infinity) - (b.index ?? Infinity));
  return { ...sorted[0], problems: sorted };
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
const SYMBOL_RANKS: ReadonlyMap<string, Rank> = new Map([...RANK_LETTERS, ...DIGIT_RANKS, ...GERMAN_RANK_WORDS, ...ENGLISH_RANK_WORDS]);

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
  return s
    .replace(/[\uFE0E\uFE0F]/g, '')
    .normalize('NFC')
    .toLowerCase();
}

function readLetters(scheme: LetterScheme, t: string): CardId | undefined {
  // A short form is at most a two-letter suit and a two-character rank.
  if (t.length > 4) return undefined;
  let found: CardId | undefined;
  const first = scheme.suitFirst ? scheme.suits : scheme.ranks;
  const second = scheme.suitFirst ? scheme.ranks : scheme.suits;
  for (const [key, value] of first) {
    if (!t.startsWith(key)) continue;
    const other = second.get(t.slice(key.length));
    if (other === undefined) continue;
    const card = (scheme.suitFirst ? `${value}${other}` : `${other}${value}`) as CardId;
    if (found !== undefined && found !== card) return undefined;
    found = card;
  }
  return found;
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
  return readNormalised(normalise(token));
}

function readNormalised(t: string): Readings | undefined {
  if (t.length === 0) return undefined;
  const firstSuit = SUIT_SYMBOLS.get(t[0]);
  const lastSuit = SUIT_SYMBOLS.get(t[t.length - 1]);
  if (firstSuit !== undefined || lastSuit !== undefined) {
    const rank = firstSuit !== undefined ? SYMBOL_RANKS.get(t.slice(1)) : SYMBOL_RANKS.get(t.slice(0, t.length - 1));
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

/** A stretch of the text that stands for `count` cards, from the card numbered `place` on. */
interface Located {
  readonly start: number;
  readonly end: number;
  readonly place: number;
  readonly count: number;
}

interface CardItem extends Located {
  readonly kind: 'card';
  readonly readings: Readings;
}

/** Text that is no card (counted as one card for the places of those after it). */
interface BadItem extends Located {
  readonly kind: 'bad';
}

type Item = CardItem | BadItem;

type Match = { readonly ok: true; readonly readings: Readings; readonly next: number } | { readonly ok: false; readonly to: number };

/** Every card and every stretch that is no card, in text order; reading goes on after a bad token. */
function group(lexemes: readonly Lexeme[]): Item[] {
  const joinable = (k: number) => k < lexemes.length && !lexemes[k].hardBefore;
  // Each word normalised once and each distinct word read once: reading goes on after bad
  // tokens, so words are looked at several times, and a long paste repeats its words.
  const words = lexemes.map((l) => normalise(l.text));
  const readings = new Map<string, Readings | undefined>();
  const word = (k: number) => words[k];
  const read = (k: number) => {
    const w = words[k];
    if (!readings.has(w)) readings.set(w, readNormalised(w));
    return readings.get(w);
  };
  const recognised = (k: number) => {
    const t = word(k);
    return read(k) !== undefined || PREFIX_COUNT.test(t) || SUFFIX_COUNT.test(t) || DIGIT.test(t) || GERMAN_SUIT_WORDS.has(t) || ENGLISH_WORD_RANKS.has(t);
  };

  const matchCard = (j: number): Match => {
    const t = word(j);
    // `<rank> of <suit>`; with a word that is no rank or suit ("Dame of clubs"), the whole phrase is one bad token.
    if (joinable(j + 1) && word(j + 1) === 'of') {
      if (!joinable(j + 2)) return { ok: false, to: j + 1 };
      const englishRank = ENGLISH_WORD_RANKS.get(t);
      const suit = ENGLISH_SUIT_WORDS.get(word(j + 2));
      if (englishRank === undefined || suit === undefined) return { ok: false, to: j + 2 };
      return { ok: true, readings: everywhere(`${suit}${englishRank}` as CardId), next: j + 3 };
    }
    let suitWord = t;
    if (suitWord.length > 0 && HYPHENS.has(suitWord[suitWord.length - 1])) suitWord = suitWord.slice(0, -1);
    const germanSuit = GERMAN_SUIT_WORDS.get(suitWord);
    if (germanSuit !== undefined) {
      if (joinable(j + 1)) {
        const rank = GERMAN_WORD_RANKS.get(word(j + 1));
        if (rank !== undefined) return { ok: true, readings: everywhere(`${germanSuit}${rank}`), next: j + 2 };
        if (!recognised(j + 1)) return { ok: false, to: j + 1 };
      }
      return { ok: false, to: j };
    }
    const found = read(j);
    return found === undefined ? { ok: false, to: j } : { ok: true, readings: found, next: j + 1 };
  };

  const items: Item[] = [];
  let place = 1;
  const push = (from: number, to: number, found: { count: number; readings: Readings } | null) => {
    const at = { start: lexemes[from].start, end: lexemes[to].end, place };
    items.push(found ? { kind: 'card', ...at, ...found } : { kind: 'bad', ...at, count: 1 });
    place += found ? found.count : 1;
  };
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
    if (prefixed && !joinable(j)) {
      push(i, j - 1, null);
      i = j;
      continue;
    }
    const m = matchCard(j);
    if (!m.ok) {
      // The whole stretch is no card (a count before it included); read on after it.
      push(i, m.to, null);
      i = m.to + 1;
      continue;
    }
    let next = m.next;
    if (!prefixed && joinable(next)) {
      const suffix = SUFFIX_COUNT.exec(lexemes[next].text);
      if (suffix) {
        count = Number(suffix[1]);
        next++;
      }
    }
    push(i, next - 1, { count, readings: m.readings });
    i = next;
  }
  return items;
}

// ---------------------------------------------------------------------------------------
// Choosing the notation system.

function cardsIn(items: readonly CardItem[], pick: (g: CardItem) => CardId): CardId[] {
  const out: CardId[] = [];
  for (const g of items) for (let k = 0; k < g.count; k++) out.push(pick(g));
  return out;
}

function ambiguity(text: string, g: CardItem, systems: readonly NotationSystem[]): NotationProblem | undefined {
  const first = systems.find((s) => g.readings[s] !== undefined);
  if (first === undefined) return undefined;
  const a = g.readings[first] as CardId;
  const other = systems.find((s) => g.readings[s] !== undefined && g.readings[s] !== a);
  if (other === undefined) return undefined;
  return problemAt('ambiguous', text, g, { cards: [a, g.readings[other] as CardId], systems: [first, other] });
}

/**
 * The systems the paste is read in: those that read the most of its cards, of those the ones
 * whose reading `legal` accepts (if any does), and of those the preferred one (if it is there).
 */
function chooseSystems(
  items: readonly CardItem[],
  legal: ((cards: readonly CardId[]) => boolean) | undefined,
  prefer: NotationSystem | null,
): readonly NotationSystem[] {
  const reads = (s: NotationSystem) => items.filter((g) => g.readings[s] !== undefined);
  const most = Math.max(0, ...NOTATION_SYSTEMS.map((s) => reads(s).length));
  let systems = NOTATION_SYSTEMS.filter((s) => reads(s).length === most);
  if (legal) {
    const good = systems.filter((s) => legal(cardsIn(reads(s), (g) => g.readings[s] as CardId)));
    if (good.length > 0) systems = good;
  }
  return prefer !== null && systems.includes(prefer) ? [prefer] : systems;
}

/**
 * One card per item, or null where the item stays ambiguous (with the problem saying so).
 * `legal` prefers systems whose reading it accepts; `prefer` settles a tie (see the file comment).
 */
function resolve(
  text: string,
  items: readonly CardItem[],
  prefer: NotationSystem | null,
  legal?: (cards: readonly CardId[]) => boolean,
): { readonly cards: readonly (CardId | null)[]; readonly problems: readonly NotationProblem[] } {
  const chosen = chooseSystems(items, legal, prefer);
  const problems: NotationProblem[] = [];
  const cards = items.map((g) => {
    // A token the chosen systems cannot all read: any system that reads it may, if they agree (the preferred one first).
    const systems = chosen.every((s) => g.readings[s] !== undefined)
      ? chosen
      : prefer !== null && g.readings[prefer] !== undefined
        ? [prefer]
        : NOTATION_SYSTEMS;
    const unclear = ambiguity(text, g, systems);
    if (unclear) {
      problems.push(unclear);
      return null;
    }
    const s = systems.find((sys) => g.readings[sys] !== undefined) as NotationSystem;
    return g.readings[s] as CardId;
  });
  return { cards, problems };
}

const isCard = (item: Item): item is CardItem => item.kind === 'card';

function unknownTokens(text: string, items: readonly Item[]): NotationProblem[] {
  return items.filter((x) => x.kind === 'bad').map((x) => problemAt('unknownToken', text, x));
}

interface PlacedCard extends ParsedCard {
  readonly item: CardItem;
}

function expand(text: string, items: readonly CardItem[], cards: readonly (CardId | null)[]): PlacedCard[] {
  const out: PlacedCard[] = [];
  items.forEach((g, n) => {
    const card = cards[n];
    if (card === null) return;
    const token = text.slice(g.start, g.end);
    for (let k = 0; k < g.count; k++) out.push({ card, token, index: g.start, item: g });
  });
  return out;
}

// ---------------------------------------------------------------------------------------
// Public API.

const preferenceOf = (o: NotationOptions): NotationSystem | null => (o.prefer === undefined ? 'english' : o.prefer);

/** The error for a text over the limit, or null. */
function tooLong(text: string): NotationError | null {
  return text.length > MAX_NOTATION_TEXT ? failure([{ code: 'tooLong', expected: MAX_NOTATION_TEXT, found: text.length }]) : null;
}

/**
 * Any number of cards (also none), in input order; a count yields several entries. On error,
 * every token that is no card or stays ambiguous is reported (a text over MAX_NOTATION_TEXT:
 * that alone).
 */
export function parseCards(text: string, options: NotationOptions = {}): Result<ParsedCard[], NotationError> {
  const input = typeof text === 'string' ? text : '';
  const long = tooLong(input);
  if (long) return err(long);
  const items = group(lex(input));
  const cardItems = items.filter(isCard);
  const resolved = resolve(input, cardItems, preferenceOf(options));
  const problems = [...unknownTokens(input, items), ...resolved.problems];
  if (problems.length > 0) return err(failure(problems));
  return ok(expand(input, cardItems, resolved.cards).map(({ card, token, index }) => ({ card, token, index })));
}

/**
 * A hand: exactly `handSize(rules)` cards (12, or 10 without nines), none more than twice,
 * no nine without nines. Cards in input order. On error, every problem is reported at once:
 * each token that is no card, stays ambiguous, is a nine without nines or a third copy, and a
 * wrong number of cards (a token that is no card counts as one).
 */
export function parseHand(text: string, rules: Pick<RuleSet, 'withoutNines'>, options: NotationOptions = {}): Result<CardId[], NotationError> {
  const input = typeof text === 'string' ? text : '';
  const size = handSize(rules);
  const long = tooLong(input);
  if (long) return err(long);
  const items = group(lex(input));
  if (items.length === 0) return err(failure([{ code: 'empty', expected: size }]));

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
  const cardItems = items.filter(isCard);
  const resolved = resolve(input, cardItems, preferenceOf(options), legal);
  const problems = [...unknownTokens(input, items), ...resolved.problems];
  const parsed = expand(input, cardItems, resolved.cards);

  // One problem per token, at the first copy that is wrong.
  const reported = new Set<CardItem>();
  const seen = new Map<CardId, number>();
  const copies = new Map<CardItem, number>();
  for (const p of parsed) {
    const copy = copies.get(p.item) ?? 0;
    copies.set(p.item, copy + 1);
    const at = { ...p.item, place: p.item.place + copy };
    if (rules.withoutNines && rankOf(p.card) === '9') {
      if (!reported.has(p.item)) problems.push(problemAt('nineWithoutNines', input, at, { cards: [p.card] }));
      reported.add(p.item);
      continue;
    }
    const n = (seen.get(p.card) ?? 0) + 1;
    seen.set(p.card, n);
    if (n > 2 && !reported.has(p.item)) {
      problems.push(problemAt('tooManyCopies', input, at, { cards: [p.card] }));
      reported.add(p.item);
    }
  }

  const found = items.reduce((n, x) => n + x.count, 0);
  if (found !== size) {
    // Too many: the stretch that holds the first card too many.
    const extra = found > size ? items.find((x) => x.place + x.count > size + 1) : undefined;
    problems.push(
      extra ? problemAt('wrongCount', input, { ...extra, place: size + 1 }, { expected: size, found }) : { code: 'wrongCount', expected: size, found },
    );
  }
  if (problems.length > 0) return err(failure(problems));
  return ok(parsed.map((p) => p.card));
}
