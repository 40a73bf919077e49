/**
 * Hand evaluation from the seat's own cards (docs/tactics.md "When to play a solo",
 * "Announcements", poverty): a point count for the normal game, a loser count per solo,
 * and the cards to pass in a poverty exchange.
 */
import { SUITS, cardPoints, rankOf, suitOf, type CardId } from '../cards.ts';
import { normalTrumps } from '../contract.ts';
import { cardOrder, SOLO_KINDS, type CardOrder, type SoloKind } from '../order.ts';
import type { RuleSet } from '../rules.ts';

export interface NormalStrength {
  /** Trumps of the normal game. */
  readonly trumps: number;
  /** ♥10 (when a trump), ♣Q and ♠Q held. */
  readonly high: number;
  /** Plain aces held. */
  readonly aces: number;
  /** Weighted point count (TACTICS "say Re/Kontra when things look good"). */
  readonly score: number;
}

/** A point count for the normal game: trumps weighted by height, plain aces, voids. */
export function normalStrength(hand: readonly CardId[], rules: RuleSet): NormalStrength {
  const order = cardOrder('normal', rules);
  const trumpIndex = new Map(order.trumps.map((c, i) => [c, i] as const));
  let score = 0;
  let trumps = 0;
  let high = 0;
  for (const c of hand) {
    const i = trumpIndex.get(c);
    if (i === undefined) continue;
    trumps++;
    if (c === 'H10' || c === 'CQ' || c === 'SQ') high++;
    const top = order.trumps[0] === 'H10' ? 0 : -1; // without Dullen the ♣Q is the top trump
    const j = i - top;
    score += j <= 1 ? 3 : j === 2 ? 2.5 : j <= 4 ? 2 : j <= 8 ? 1.5 : 1;
  }
  let aces = 0;
  for (const s of SUITS) {
    const plain = order.plain[s];
    if (plain.length === 0) continue;
    const cards = hand.filter((c) => order.suit[c] === s);
    const n = cards.filter((c) => rankOf(c) === 'A').length;
    aces += n;
    if (n > 0) score += cards.length <= 3 ? 1.5 : 0.75;
    if (n > 1) score += 0.5;
    if (cards.length === 0 && trumps >= 5) score += 1;
  }
  return { trumps, high, aces, score };
}

/** Trumps of a hand under an order, strengths high → low. */
function strengths(cards: readonly CardId[], order: CardOrder): number[] {
  return cards.map((c) => order.strength[c]).sort((a, b) => b - a);
}

/** The rest of the deck's cards of `suit` ('T' for trumps) as strengths, high → low. */
function outstandingOf(hand: readonly CardId[], order: CardOrder, kinds: readonly CardId[]): number[] {
  const out: number[] = [];
  for (const k of kinds) {
    const mine = hand.filter((c) => c === k).length;
    for (let i = mine; i < 2; i++) out.push(order.strength[k]);
  }
  return out.sort((a, b) => b - a);
}

/**
 * Losers when the seat leads from the top of a suit: each round its best card meets the
 * opponents' best; the opponents follow with their lowest. Ties go to the leader (first
 * played wins), unless `tiesLose` (second ♥10 wins).
 */
function roundLosers(mine: number[], theirs: number[], tiesLose: boolean): { losers: number; mineLeft: number; theirsLeft: number } {
  const m = mine.slice();
  const o = theirs.slice();
  let losers = 0;
  while (m.length > 0 && o.length > 0) {
    if (o[0] > m[0] || (tiesLose && o[0] === m[0])) {
      losers++;
      o.shift();
      m.pop();
      o.splice(Math.max(0, o.length - 2));
    } else {
      m.shift();
      o.splice(Math.max(0, o.length - (o.length > 6 ? 3 : 2)));
    }
  }
  return { losers, mineLeft: m.length, theirsLeft: o.length };
}

/**
 * Estimated tricks lost in a solo (TACTICS: "you win a solo with high probability if you
 * lose no more than four tricks"): trump losers by playing from the top, side-suit losers in
 * the first rounds (aces win, the rest lose; long suits run once the trumps are drawn), and
 * half a trick without the opening lead.
 */
export function soloLosers(hand: readonly CardId[], solo: SoloKind, rules: RuleSet, hasLead: boolean): number {
  const order = cardOrder(solo, rules);
  const myTrumps = hand.filter((c) => order.suit[c] === 'T');
  const tiesLose = order.dulleIsTrump && rules.dulle === 'secondWins';
  const trump = roundLosers(strengths(myTrumps, order), outstandingOf(hand, order, order.trumps), tiesLose);
  let losers = trump.losers;
  if (trump.mineLeft === 0 && trump.theirsLeft > 0) losers += Math.ceil(trump.theirsLeft / 3);
  const control = trump.theirsLeft === 0;
  for (const s of SUITS) {
    const plain = order.plain[s];
    if (plain.length === 0) continue;
    const cards = hand.filter((c) => order.suit[c] === s).sort((a, b) => order.strength[b] - order.strength[a]);
    if (cards.length === 0) continue;
    if (order.trumps.length === 0) {
      losers += roundLosers(strengths(cards, order), outstandingOf(hand, order, plain), false).losers;
      continue;
    }
    const aces = cards.filter((c) => rankOf(c) === 'A').length;
    for (let r = 0; r < cards.length; r++) {
      if (r < aces) continue;
      if (r < 3) losers += r === 2 && aces === 2 && rankOf(cards[r]) === '10' ? 0.5 : 1;
      else if (!control) losers += 0.5;
    }
  }
  return losers + (hasLead ? 0 : 0.5);
}

export interface SoloChoice {
  readonly solo: SoloKind;
  readonly losers: number;
}

/** Every solo with its loser count, fewest losers first (the order of SOLO_KINDS among equals). */
export function rankSolos(hand: readonly CardId[], rules: RuleSet, hasLead: boolean): SoloChoice[] {
  return SOLO_KINDS.map((solo) => ({ solo, losers: soloLosers(hand, solo, rules, hasLead) })).sort((a, b) => a.losers - b.losers);
}

/** The three cards a poor player lays down: every trump, filled up with his cheapest plain cards (shortest suits first). */
export function povertyGiveCards(hand: readonly CardId[], rules: RuleSet): CardId[] {
  const trumps = normalTrumps(hand, rules);
  const order = cardOrder('normal', rules);
  const plain = hand.filter((c) => order.suit[c] !== 'T');
  const len = (c: CardId) => plain.filter((x) => suitOf(x) === suitOf(c)).length;
  const fill = plain.slice().sort((a, b) => cardPoints(a) - cardPoints(b) || len(a) - len(b) || a.localeCompare(b));
  return [...trumps, ...fill].slice(0, 3);
}

/** The three cards the acceptor returns: plain cards from his shortest suits (to ruff later), cheapest first; trumps only if he must. */
export function povertyReturnCards(hand: readonly CardId[], rules: RuleSet): CardId[] {
  const order = cardOrder('normal', rules);
  const plain = hand.filter((c) => order.suit[c] !== 'T');
  const len = (c: CardId) => plain.filter((x) => suitOf(x) === suitOf(c)).length;
  const pick = plain
    .slice()
    .sort((a, b) => (rankOf(a) === 'A' ? 1 : 0) - (rankOf(b) === 'A' ? 1 : 0) || len(a) - len(b) || cardPoints(a) - cardPoints(b) || a.localeCompare(b))
    .slice(0, 3);
  if (pick.length < 3) {
    const trumps = hand.filter((c) => order.suit[c] === 'T').sort((a, b) => order.strength[a] - order.strength[b]);
    pick.push(...trumps.slice(0, 3 - pick.length));
  }
  return pick;
}
