/**
 * Card names for people (docs/rules.md §1): English and German, French-suited (♣ ♠ ♥ ♦) and
 * German-suited faces (Eichel, Grün, Herz, Schellen; Daus, Ober, Unter).
 *
 * | lang / faces | example names                                              |
 * |--------------|------------------------------------------------------------|
 * | en / french  | queen of clubs, ten of hearts, ace of diamonds             |
 * | en / german  | Ober of acorns, Unter of leaves, Daus of bells, ten of hearts |
 * | de / french  | Kreuz-Dame, Herz-Zehn, Karo-Ass, Pik-König, Kreuz-Bube      |
 * | de / german  | Eichel-Ober, Grün-Unter, Schellen-Daus, Herz-Zehn           |
 *
 * Short forms (`cardShort`): French faces use the suit symbol and a rank letter, English
 * letters by default (`♣Q`, `♥10`, `♦J`) or German ones with `lang: 'de'` (`♣D`, `♦B`).
 * German faces have no suit symbols, so their short form is the German-suited letter scheme
 * of the hand notation (src/engine/notation.ts): suit E (Eichel), G (Grün), R (Rot = Herz),
 * S (Schellen), then rank A (Daus), 10, K, O (Ober), U (Unter), 9: `EO`, `GU`, `R10`, `SA`.
 * Every name and short form produced here is read back by the hand notation parser. Only the
 * German-suited short forms SA, S10, SK, S9 standing alone are reported as ambiguous there
 * (S is spades in English letters); next to any other German-suited short form they are read
 * as Schellen.
 */
import { type CardId, type Rank, type Suit, rankOf, suitOf } from './cards.ts';

export type Lang = 'en' | 'de';
export type Faces = 'french' | 'german';

export interface NameOptions {
  readonly lang?: Lang;
  readonly faces?: Faces;
}

type Table<K extends string> = Readonly<Record<Lang, Readonly<Record<Faces, Readonly<Record<K, string>>>>>>;

const SUIT_NAMES: Table<Suit> = {
  en: {
    french: { C: 'clubs', S: 'spades', H: 'hearts', D: 'diamonds' },
    german: { C: 'acorns', S: 'leaves', H: 'hearts', D: 'bells' },
  },
  de: {
    french: { C: 'Kreuz', S: 'Pik', H: 'Herz', D: 'Karo' },
    german: { C: 'Eichel', S: 'Grün', H: 'Herz', D: 'Schellen' },
  },
};

const RANK_NAMES: Table<Rank> = {
  en: {
    french: { A: 'ace', '10': 'ten', K: 'king', Q: 'queen', J: 'jack', '9': 'nine' },
    german: { A: 'Daus', '10': 'ten', K: 'king', Q: 'Ober', J: 'Unter', '9': 'nine' },
  },
  de: {
    french: { A: 'Ass', '10': 'Zehn', K: 'König', Q: 'Dame', J: 'Bube', '9': 'Neun' },
    german: { A: 'Daus', '10': 'Zehn', K: 'König', Q: 'Ober', J: 'Unter', '9': 'Neun' },
  },
};

/** The four suit symbols, in the order of SUITS. */
export const SUIT_SYMBOLS: Readonly<Record<Suit, string>> = { C: '♣', S: '♠', H: '♥', D: '♦' };

const SHORT_RANKS: Readonly<Record<Lang, Readonly<Record<Rank, string>>>> = {
  en: { A: 'A', '10': '10', K: 'K', Q: 'Q', J: 'J', '9': '9' },
  de: { A: 'A', '10': '10', K: 'K', Q: 'D', J: 'B', '9': '9' },
};

/** German-suited short letters (the `germanSuited` scheme of the hand notation). */
const GERMAN_SUIT_LETTERS: Readonly<Record<Suit, string>> = { C: 'E', S: 'G', H: 'R', D: 'S' };
const GERMAN_RANK_LETTERS: Readonly<Record<Rank, string>> = { A: 'A', '10': '10', K: 'K', Q: 'O', J: 'U', '9': '9' };

/** The name of a suit: `clubs`, `acorns`, `Kreuz`, `Eichel`. */
export function suitName(suit: Suit, { lang = 'en', faces = 'french' }: NameOptions = {}): string {
  return SUIT_NAMES[lang][faces][suit];
}

/** The name of a rank: `queen`, `Ober`, `Dame`. */
export function rankName(rank: Rank, { lang = 'en', faces = 'french' }: NameOptions = {}): string {
  return RANK_NAMES[lang][faces][rank];
}

/** The full name of a card: `queen of clubs`, `Ober of acorns`, `Kreuz-Dame`, `Eichel-Ober`. */
export function cardName(id: CardId, { lang = 'en', faces = 'french' }: NameOptions = {}): string {
  const suit = suitName(suitOf(id), { lang, faces });
  const rank = rankName(rankOf(id), { lang, faces });
  return lang === 'de' ? `${suit}-${rank}` : `${rank} of ${suit}`;
}

/**
 * A short label: `♣Q` (French faces; `♣D` with `lang: 'de'`), or German-suited letters for
 * German faces: `EO` (Eichel-Ober), `GU` (Grün-Unter), `R10` (Rot-Zehn), `SA` (Schellen-Daus).
 */
export function cardShort(id: CardId, { lang = 'en', faces = 'french' }: NameOptions = {}): string {
  const suit = suitOf(id);
  const rank = rankOf(id);
  if (faces === 'german') return `${GERMAN_SUIT_LETTERS[suit]}${GERMAN_RANK_LETTERS[rank]}`;
  return `${SUIT_SYMBOLS[suit]}${SHORT_RANKS[lang][rank]}`;
}

export interface CardNickname {
  readonly en: string;
  readonly de: string;
  /** The nickname names both copies together (die Alten), not a single card. */
  readonly pair?: boolean;
}

/** The well-known nicknames (docs/rules.md §2, §15). */
export const CARD_NICKNAMES: Readonly<Partial<Record<CardId, CardNickname>>> = {
  H10: { en: 'Dulle', de: 'Dulle' },
  DA: { en: 'fox', de: 'Fuchs' },
  CJ: { en: 'Charlie', de: 'Karlchen' },
  CQ: { en: 'the elders', de: 'die Alten', pair: true },
};
