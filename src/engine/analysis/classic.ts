/**
 * The "classic" point count: FreeDoko's solo hand value (FreeDoko 0.7.6,
 * `src/player/ai/new_code/hand_evaluation.cpp`, `checksolo`; thresholds from
 * `src/player/aiconfig.cpp`), a baseline shown beside the verdict, never the verdict itself
 * (docs/tactics.md). Re-implemented from the published description; the weights:
 *
 * Queen / jack solo (FreeDoko "single picture", threshold 20):
 *   each trump ♣ +4, ♠ +3, ♥ +2, ♦ +1; each other ace +1; every other card −1;
 *   three or more black trumps +4; more than four trumps +(9 + trumps − cards in hand);
 *   each void +2, and −4 for a suit with no card and no ace (net −2 a void, as in FreeDoko);
 *   each single ten −4.
 * Colour solo (threshold 30):
 *   each ♥10 (a trump) +6 (+4 when piglets are in play in a diamond solo, which then add +9);
 *   each queen +3; each jack +2; cards of the trump colour 0;
 *   a side ace in a suit of at most two cards +1 (hearts: a blank ♥A when the ♥10 is a trump);
 *   every other plain card −1; a hearts solo with the Dulle +2;
 *   each void +2; no card of the trump colour (besides queens and jacks) −3;
 *   all trumps +5, one plain card +4, two plain cards +2; each single ten −4.
 * Ace solo (Fleischloser, threshold 28):
 *   per suit: length × (aces + tens) of that suit; each single ten −5;
 *   each void −4 (FreeDoko: −2 × (2 − aces) for a suit without cards).
 * A "single ten" is a ten of a plain suit of at most two cards that holds no ace. A solo
 * passes when its count is above the threshold (FreeDoko: `solovalue > threshold`).
 */
import { rankOf, suitOf, type CardId, type Suit } from '../cards.ts';
import { holdsBoth } from '../contract.ts';
import { cardOrder, COLOUR_OF_SOLO, type SoloKind } from '../order.ts';
import type { RuleSet } from '../rules.ts';
import { soloFeatures } from './features.ts';

export type ClassicItemCode =
  | 'trump'
  | 'dulle'
  | 'queen'
  | 'jack'
  | 'trumpColour'
  | 'shortSideAce'
  | 'sideAce'
  | 'otherCard'
  | 'blackTrumps'
  | 'manyTrumps'
  | 'void'
  | 'voidWithoutAce'
  | 'singleTen'
  | 'heartsWithDulle'
  | 'noTrumpColour'
  | 'fewPlainCards'
  | 'piglets'
  | 'suitVolle';

export interface ClassicItem {
  readonly code: ClassicItemCode;
  /** How many times it counted. */
  readonly count: number;
  /** Points it added (negative: a penalty). */
  readonly points: number;
  /** The cards or suit it is about, where that helps the explanation. */
  readonly cards?: readonly CardId[];
  readonly suit?: Suit;
}

export interface ClassicCount {
  readonly solo: SoloKind;
  readonly points: number;
  readonly threshold: number;
  readonly passes: boolean;
  readonly items: readonly ClassicItem[];
}

export const CLASSIC_THRESHOLDS: Readonly<Record<SoloKind, number>> = {
  clubs: 30,
  spades: 30,
  hearts: 30,
  diamonds: 30,
  queens: 20,
  jacks: 20,
  aces: 28,
};

const PICTURE_SUIT_POINTS: Readonly<Record<Suit, number>> = { C: 4, S: 3, H: 2, D: 1 };

class Tally {
  readonly items: ClassicItem[] = [];
  add(code: ClassicItemCode, count: number, each: number, extra: Partial<ClassicItem> = {}): void {
    if (count === 0 || each === 0) return;
    this.items.push({ code, count, points: count * each, ...extra });
  }
  addPoints(code: ClassicItemCode, count: number, points: number, extra: Partial<ClassicItem> = {}): void {
    if (count === 0 || points === 0) return;
    this.items.push({ code, count, points, ...extra });
  }
  get total(): number {
    return this.items.reduce((n, i) => n + i.points, 0);
  }
}

export function classicCount(hand: readonly CardId[], solo: SoloKind, rules: RuleSet): ClassicCount {
  const order = cardOrder(solo, rules);
  const f = soloFeatures(hand, solo, rules);
  const t = new Tally();
  const n = hand.length;
  const singleTens = f.suits.flatMap((s) => (s.blankTens > 0 ? [{ suit: s.suit, n: s.blankTens }] : []));

  if (solo === 'queens' || solo === 'jacks') {
    const trumps = f.trumps.cards;
    let pts = 0;
    for (const c of trumps) pts += PICTURE_SUIT_POINTS[suitOf(c)];
    t.addPoints('trump', trumps.length, pts, { cards: trumps });
    const aces = hand.filter((c) => order.suit[c] !== 'T' && rankOf(c) === 'A');
    t.add('sideAce', aces.length, 1, { cards: aces });
    t.add('otherCard', n - trumps.length - aces.length, -1);
    const black = trumps.filter((c) => suitOf(c) === 'C' || suitOf(c) === 'S').length;
    if (black >= 3) t.add('blackTrumps', 1, 4);
    if (trumps.length > 4) t.add('manyTrumps', 1, 9 + trumps.length - n);
    t.add('void', f.voids.length, 2);
    t.add('voidWithoutAce', f.voids.length, -4);
    for (const s of singleTens) t.add('singleTen', s.n, -4, { suit: s.suit });
  } else if (solo === 'aces') {
    for (const s of f.suits) {
      if (s.length > 0 && s.volle > 0) t.addPoints('suitVolle', 1, s.length * s.volle, { suit: s.suit, cards: s.cards });
    }
    for (const s of singleTens) t.add('singleTen', s.n, -5, { suit: s.suit });
    t.add('voidWithoutAce', f.voids.length, -4);
  } else {
    const colour = COLOUR_OF_SOLO[solo] as Suit;
    const piglets = rules.piglets && solo === 'diamonds' && holdsBoth(hand, 'DA');
    if (piglets) t.add('piglets', 1, 9);
    if (solo === 'hearts' && order.dulleIsTrump) t.add('heartsWithDulle', 1, 2);
    let plainCards = 0;
    const dullen = hand.filter((c) => c === 'H10' && order.suit[c] === 'T');
    t.add('dulle', dullen.length, piglets ? 4 : 6, { cards: dullen });
    const queens = hand.filter((c) => rankOf(c) === 'Q');
    t.add('queen', queens.length, 3, { cards: queens });
    const jacks = hand.filter((c) => rankOf(c) === 'J');
    t.add('jack', jacks.length, 2, { cards: jacks });
    const shortAces: CardId[] = [];
    let others = 0;
    for (const c of hand) {
      if (order.suit[c] === 'T') continue;
      plainCards++;
      const len = f.suits.find((s) => s.suit === suitOf(c))?.length ?? 0;
      const short = suitOf(c) === 'H' && order.dulleIsTrump ? len < 2 : len < 3;
      if (rankOf(c) === 'A' && short) shortAces.push(c);
      else others++;
    }
    t.add('shortSideAce', shortAces.length, 1, { cards: shortAces });
    t.add('otherCard', others, -1);
    t.add('void', f.voids.length, 2);
    const colourCards = hand.filter((c) => suitOf(c) === colour && rankOf(c) !== 'Q' && rankOf(c) !== 'J' && c !== 'H10');
    if (colourCards.length === 0) t.add('noTrumpColour', 1, -3);
    if (plainCards <= 2) t.add('fewPlainCards', 1, plainCards === 0 ? 5 : plainCards === 1 ? 4 : 2);
    for (const s of singleTens) t.add('singleTen', s.n, -4, { suit: s.suit });
  }
  const points = t.total;
  const threshold = CLASSIC_THRESHOLDS[solo];
  return { solo, points, threshold, passes: points > threshold, items: t.items };
}
