/**
 * Explainable features of a hand for each solo type (docs/tactics.md "When to play a solo"):
 * trump count and height, control of the top trumps, Volle (aces and tens) per suit, blank
 * and guarded aces, blank tens, voids, the long suit and its top cards, and a loser count.
 *
 * Everything is derived from the engine's `cardOrder` for the solo under the rule set, so
 * house rules that change the order (no Dullen, no nines) change the features with it.
 *
 * The loser count plays each suit out on paper: you lead your highest remaining card of the
 * suit, round after round; the opponents, holding every card of the suit you do not hold and
 * splitting them evenly, win the round when one of them holds a higher card (with the
 * cheapest card that beats yours), and the other two drop their lowest cards. A round you
 * lose is a loser. Trumps are counted the same way, and every trump the opponents still hold
 * when yours are gone counts as one more loser (it can ruff or win a lead); plain suits assume
 * the trumps are drawn (no ruffing). Equal cards: the one led first wins, so an equal card never beats yours.
 */
import { rankOf, type CardId, type Suit, SUITS } from '../cards.ts';
import { cardOrder, COLOUR_OF_SOLO, type CardOrder, type EffectiveSuit, type SoloKind } from '../order.ts';
import type { RuleSet } from '../rules.ts';

export interface SuitFeatures {
  readonly suit: Suit;
  /** Your cards of this plain suit, high → low. */
  readonly cards: readonly CardId[];
  readonly length: number;
  readonly aces: number;
  readonly tens: number;
  /** Aces + tens ("Volle"). */
  readonly volle: number;
  /** Cards of this plain suit in the deck (8, or 6 for hearts in a colour solo; fewer without nines). */
  readonly inDeck: number;
  /** Leading cards held from the top of the suit (A, A, 10, 10, …) without a gap. */
  readonly topRun: number;
  /** An ace that is the only card of the suit. */
  readonly blankAce: boolean;
  /** An ace with at least one more card of the suit. */
  readonly guardedAce: boolean;
  /** Tens held without an ace in a suit of at most two cards (FreeDoko's "single ten"). */
  readonly blankTens: number;
  /** Losers by the paper play-out (see the file comment). */
  readonly losers: number;
}

export interface TrumpFeatures {
  /** Your trumps, high → low. */
  readonly cards: readonly CardId[];
  readonly count: number;
  /** Trumps in the deck for this solo (26, 24, 8 or 0; fewer without nines). */
  readonly inDeck: number;
  /** Top trump instances (both copies of the top kinds) the features watch, and how many you hold. */
  readonly topKinds: readonly CardId[];
  readonly topHeld: number;
  /** Consecutive top trump instances held from the very top (2 = both copies of the highest trump). */
  readonly control: number;
  /** Trumps in the upper half of the trump order. */
  readonly high: number;
  /** Trump losers by the paper play-out, plus the opponents' trumps left when yours run out (each can take a trick). */
  readonly losers: number;
  /** Holds the ace and the ten of the trump suit (colour solos). */
  readonly trumpAceAndTen: boolean;
}

export interface SoloFeatures {
  readonly solo: SoloKind;
  readonly trumps: TrumpFeatures;
  /** The plain suits of this solo, in the order ♣ ♠ ♥ ♦ (the trump colour of a colour solo left out). */
  readonly suits: readonly SuitFeatures[];
  readonly voids: readonly Suit[];
  /** Volle over the whole hand (aces and tens, trump or plain). */
  readonly volle: number;
  readonly sideAces: number;
  readonly blankAces: number;
  readonly guardedAces: number;
  readonly blankTens: number;
  /** The longest plain suit (more top cards breaks a tie), or null when the hand has no plain cards. */
  readonly longSuit: { readonly suit: Suit; readonly length: number; readonly top: readonly CardId[] } | null;
  /** Plain suits of at least one card without their ace. */
  readonly suitsWithoutAce: readonly Suit[];
  /** Losers in trumps and in the plain suits; `total` is their sum, at most the number of tricks. */
  readonly losers: { readonly trump: number; readonly plain: number; readonly total: number };
}

/** Card instances of an effective suit, high → low (each kind twice). */
export function instances(order: CardOrder, suit: EffectiveSuit): CardId[] {
  const kinds = suit === 'T' ? order.trumps : order.plain[suit];
  return kinds.flatMap((c) => [c, c]);
}

/** How many times each card occurs in the hand. */
export function countCards(hand: readonly CardId[]): Map<CardId, number> {
  const m = new Map<CardId, number>();
  for (const c of hand) m.set(c, (m.get(c) ?? 0) + 1);
  return m;
}

/**
 * Rounds lost when leading the suit top-down against the rest of it split evenly among three
 * opponents (file comment). `mine` and `all` are instances high → low; `all` includes `mine`.
 */
export function paperLosers(mine: readonly CardId[], all: readonly CardId[], strength: Readonly<Record<CardId, number>>): { losers: number; left: number } {
  const theirs = [...all];
  for (const c of mine) theirs.splice(theirs.indexOf(c), 1);
  // `theirs` stays sorted high → low.
  let losers = 0;
  for (const card of mine) {
    if (theirs.length === 0) break;
    const s = strength[card];
    // The cheapest card that beats ours: the last one (lowest) with strength > s.
    let beat = -1;
    for (let i = 0; i < theirs.length && strength[theirs[i]] > s; i++) beat = i;
    const drop: number[] = [];
    if (beat >= 0) {
      losers++;
      drop.push(beat);
    }
    // The other opponents follow with their lowest cards (three cards a round in all).
    for (let i = theirs.length - 1; i >= 0 && drop.length < 3; i--) if (i !== beat) drop.push(i);
    drop.sort((a, b) => b - a);
    for (const i of drop) theirs.splice(i, 1);
  }
  return { losers, left: theirs.length };
}

/** The top trump kinds a solo's verdict watches (docs/tactics.md): colour solos the six top trumps, picture solos the black ones. */
function topTrumpKinds(solo: SoloKind, order: CardOrder): CardId[] {
  if (solo === 'queens') return ['CQ', 'SQ'];
  if (solo === 'jacks') return ['CJ', 'SJ'];
  if (solo === 'aces') return [];
  // ♥10, ♣Q, ♠Q when the Dulle is a trump; otherwise the three highest trumps.
  return order.trumps.slice(0, 3);
}

export function soloFeatures(hand: readonly CardId[], solo: SoloKind, rules: RuleSet): SoloFeatures {
  const order = cardOrder(solo, rules);
  const counts = countCards(hand);
  const held = (c: CardId) => counts.get(c) ?? 0;
  const byStrength = (a: CardId, b: CardId) => order.strength[b] - order.strength[a];

  // Trumps.
  const trumpCards = hand.filter((c) => order.suit[c] === 'T').sort(byStrength);
  const allTrumps = instances(order, 'T');
  const topKinds = topTrumpKinds(solo, order);
  let control = 0;
  {
    const left = new Map(counts);
    for (const c of allTrumps) {
      const n = left.get(c) ?? 0;
      if (n === 0) break;
      left.set(c, n - 1);
      control++;
    }
  }
  const half = Math.ceil(order.trumps.length / 2);
  const highKinds = new Set(order.trumps.slice(0, half));
  const colour = COLOUR_OF_SOLO[solo];
  const trumpPaper = paperLosers(trumpCards, allTrumps, order.strength);
  const trumps: TrumpFeatures = {
    cards: trumpCards,
    count: trumpCards.length,
    inDeck: allTrumps.length,
    topKinds,
    topHeld: topKinds.reduce((n, c) => n + held(c), 0),
    control,
    high: trumpCards.filter((c) => highKinds.has(c)).length,
    losers: trumpPaper.losers + trumpPaper.left,
    trumpAceAndTen: colour !== undefined && held(`${colour}A` as CardId) > 0 && held(`${colour}10` as CardId) > 0,
  };

  // Plain suits.
  const suits: SuitFeatures[] = [];
  for (const s of SUITS) {
    const all = instances(order, s);
    if (all.length === 0) continue; // the trump colour of a colour solo
    const cards = hand.filter((c) => order.suit[c] === s).sort(byStrength);
    const aces = cards.filter((c) => rankOf(c) === 'A').length;
    const tens = cards.filter((c) => rankOf(c) === '10').length;
    let topRun = 0;
    {
      const left = countCards(cards);
      for (const c of all) {
        const n = left.get(c) ?? 0;
        if (n === 0) break;
        left.set(c, n - 1);
        topRun++;
      }
    }
    suits.push({
      suit: s,
      cards,
      length: cards.length,
      aces,
      tens,
      volle: aces + tens,
      inDeck: all.length,
      topRun,
      blankAce: aces === 1 && cards.length === 1,
      guardedAce: aces >= 1 && cards.length >= 2,
      blankTens: aces === 0 && cards.length <= 2 ? tens : 0,
      losers: paperLosers(cards, all, order.strength).losers,
    });
  }

  const voids = suits.filter((f) => f.length === 0).map((f) => f.suit);
  let longSuit: SoloFeatures['longSuit'] = null;
  for (const f of suits) {
    if (f.length === 0) continue;
    if (!longSuit || f.length > longSuit.length || (f.length === longSuit.length && f.topRun > longSuit.top.length)) {
      longSuit = { suit: f.suit, length: f.length, top: f.cards.slice(0, f.topRun) };
    }
  }
  const plainLosers = suits.reduce((n, f) => n + f.losers, 0);
  return {
    solo,
    trumps,
    suits,
    voids,
    volle: hand.filter((c) => rankOf(c) === 'A' || rankOf(c) === '10').length,
    sideAces: suits.reduce((n, f) => n + f.aces, 0),
    blankAces: suits.filter((f) => f.blankAce).length,
    guardedAces: suits.filter((f) => f.guardedAce).length,
    blankTens: suits.reduce((n, f) => n + f.blankTens, 0),
    longSuit,
    suitsWithoutAce: suits.filter((f) => f.length > 0 && f.aces === 0).map((f) => f.suit),
    losers: { trump: trumps.losers, plain: plainLosers, total: Math.min(hand.length, trumps.losers + plainLosers) },
  };
}
