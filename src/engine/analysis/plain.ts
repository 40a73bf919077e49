/**
 * The analysis in a learner's terms: which game to play, how often it wins out of ten deals,
 * and the few facts of the hand that carry it (or sink it). The numbers and facts come from the
 * instant verdict and the simulation; the catalogues (src/i18n/en/analysis.ts and its twins) make the sentence:
 * "A clubs solo here wins about 7 in 10 deals: you hold 9 trumps, both ♣Q and three aces."
 *
 * A fact's sign says whether the rules of thumb of the verdict (docs/tactics.md) count it for the
 * solo (+1), against it (−1), or not at all (0); a solo played that wins at least every other
 * deal names its facts for it, any other solo (not worth playing, or a compulsory solo that
 * usually loses) its facts against it.
 */
import { rankOf, type CardId, type Suit } from '../cards.ts';
import { COLOUR_OF_SOLO, type SoloKind } from '../order.ts';
import { caseOf, type Recommendation } from './analyse.ts';
import type { SimulationResult } from './montecarlo.ts';
import { PICTURE_FLOOR, type Finding, type InstantVerdict, type SoloVerdict } from './verdict.ts';

export type Sign = -1 | 0 | 1;

/** A top trump kind and how many of its two cards the hand holds. */
export interface HeldCard {
  readonly card: CardId;
  readonly count: number;
}

export type PlainFact =
  /** Trumps held (in a queen or jack solo the queens or jacks). */
  | { readonly code: 'trumps'; readonly sign: Sign; readonly count: number }
  /** The top trump kinds the verdict watches (♥10 ♣Q ♠Q in a colour solo, the black queens or jacks), those held. */
  | { readonly code: 'topTrumps'; readonly sign: Sign; readonly kinds: readonly CardId[]; readonly held: readonly HeldCard[]; readonly of: number }
  /** Aces held (in a colour solo the trump ace counts too; in a queen or jack solo all are side aces). */
  | { readonly code: 'aces'; readonly sign: Sign; readonly count: number }
  /** Aces and tens (an ace solo). */
  | { readonly code: 'volle'; readonly sign: Sign; readonly count: number }
  /** A long suit headed by its top cards (an ace solo). */
  | { readonly code: 'longSuit'; readonly sign: Sign; readonly suit: Suit; readonly length: number; readonly top: readonly CardId[] }
  /** Suits without their ace (an ace solo without the lead). */
  | { readonly code: 'noAce'; readonly sign: Sign; readonly suits: readonly Suit[] }
  /** Tens without their ace in a short suit. */
  | { readonly code: 'singleTens'; readonly sign: Sign; readonly count: number };

export interface PlainAnswer {
  /** What to do: play `solo`, or no solo (a normal game, or with both ♣Q a marriage). */
  readonly play: 'solo' | 'normal' | 'marriage';
  /** The solo recommended, or the best solo when none is. */
  readonly solo: SoloKind;
  readonly compulsory: boolean;
  /** The solo's win probability in the lead case in view. */
  readonly winProbability: number;
  /** The same as whole deals out of ten (0–10). */
  readonly winsInTen: number;
  /** At most MAX_FACTS facts: for a solo played that usually wins, those for it; else those against it. */
  readonly facts: readonly PlainFact[];
}

/** The most facts a plain answer names. */
export const MAX_FACTS = 3;

const signOf = (findings: readonly Finding[], code: Finding['code'], absent: Sign = 0): Sign => {
  const f = findings.find((x) => x.code === code);
  return f ? (f.sign as Sign) : absent;
};

/** Every plain fact of a hand for one solo, most telling first. */
export function plainFacts(v: SoloVerdict, hand: readonly CardId[]): PlainFact[] {
  const f = v.features;
  const aces = hand.filter((c) => rankOf(c) === 'A').length;
  const held = f.trumps.topKinds.map((card) => ({ card, count: hand.filter((c) => c === card).length })).filter((h) => h.count > 0);
  const topTrumps = (sign: Sign): PlainFact => ({ code: 'topTrumps', sign, kinds: f.trumps.topKinds, held, of: f.trumps.topKinds.length * 2 });
  const singleTens: PlainFact[] = f.blankTens > 0 ? [{ code: 'singleTens', sign: -1, count: f.blankTens }] : [];
  if (COLOUR_OF_SOLO[v.solo]) {
    return [
      { code: 'trumps', sign: v.findings.some((x) => x.code === 'colourTrumpLength') ? -1 : 1, count: f.trumps.count },
      topTrumps(signOf(v.findings, 'colourTopTrumps')),
      { code: 'aces', sign: 0, count: aces },
      ...singleTens,
    ];
  }
  if (v.solo === 'queens' || v.solo === 'jacks') {
    return [
      { code: 'trumps', sign: f.trumps.count >= PICTURE_FLOOR.trumps ? 1 : -1, count: f.trumps.count },
      topTrumps(signOf(v.findings, 'pictureControl')),
      { code: 'aces', sign: f.sideAces >= PICTURE_FLOOR.aces ? 1 : -1, count: f.sideAces },
      ...singleTens,
    ];
  }
  const long = v.findings.find((x) => x.code === 'aceLongSuit');
  const unguarded = v.findings.find((x) => x.code === 'aceUnguarded');
  // An ace solo counts its aces and tens together (Volle).
  return [
    { code: 'volle', sign: signOf(v.findings, 'aceVolle'), count: f.volle },
    ...(long ? [{ code: 'longSuit', sign: 1, suit: long.suit, length: long.length, top: long.top } as const] : []),
    ...(unguarded ? [{ code: 'noAce', sign: -1, suits: unguarded.suits } as const] : []),
    ...singleTens,
  ];
}

/**
 * The plain answer of a finished simulation: the recommendation, its win chance and the facts
 * behind it. With no solo recommended, the answer names the best solo by expected score (the
 * recommendation's) and the facts against it (none when the hand is fine for it but the
 * normal game pays more).
 */
export function plainAnswer(instant: InstantVerdict, hand: readonly CardId[], simulation: SimulationResult, rec: Recommendation): PlainAnswer {
  const solo = rec.reason.solo;
  const simulated = simulation.solos.find((s) => s.solo === solo);
  const winProbability = simulated ? caseOf(simulated, rec.lead).winProbability : rec.reason.winProbability;
  const verdict = instant.solos.find((v) => v.solo === solo);
  const facts = verdict ? plainFacts(verdict, hand) : [];
  const played = rec.contract !== null;
  const marriage = instant.options.some((o) => o.code === 'marriage');
  // A solo played that usually wins is explained by what carries it; any other by what sinks it.
  const forIt = played && winProbability >= 0.5;
  return {
    play: played ? 'solo' : marriage ? 'marriage' : 'normal',
    solo,
    compulsory: rec.reason.code === 'compulsoryBest',
    winProbability,
    winsInTen: Math.round(winProbability * 10),
    facts: (forIt ? facts.filter((x) => x.sign > 0 || (x.sign === 0 && !nothing(x))) : facts.filter((x) => x.sign < 0)).slice(0, MAX_FACTS),
  };
}

/** A neutral fact that holds nothing ("no aces") says nothing for a solo. */
function nothing(x: PlainFact): boolean {
  switch (x.code) {
    case 'topTrumps':
      return x.held.length === 0;
    case 'noAce':
      return x.suits.length === 0;
    case 'longSuit':
      return false;
    default:
      return x.count === 0;
  }
}
