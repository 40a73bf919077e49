/**
 * Tier 1, the instant verdict: docs/tactics.md's rules of thumb ("When to play a solo") applied
 * to the features of each solo type, as findings (codes with data, worded in src/i18n/en/analysis.ts),
 * a level per solo, the classic point count beside it, and the other options of the hand
 * (marriage, poverty, throw-in). Cheap enough for the main thread.
 *
 * The level starts from the loser count (docs/tactics.md, doppelkopf.club: a solo with no more
 * than four losers is won with high probability, with five or more the opponents usually
 * win; with 10 cards the limit is three): fewer losers than the limit → strong, exactly the
 * limit → playable, more → weak. Each rule of thumb for the solo type that holds or fails
 * moves the level one step up or down; a hand over the loser limit never rises above
 * "doubtful".
 */
import { handSize, rankOf, type CardId, type Suit } from '../cards.ts';
import { declarationRefusal, holdsBoth, normalTrumps, throwInReason } from '../contract.ts';
import { COLOUR_OF_SOLO, SOLO_KINDS, type SoloKind } from '../order.ts';
import type { RuleSet } from '../rules.ts';
import { classicCount, type ClassicCount } from './classic.ts';
import { soloFeatures, type SoloFeatures } from './features.ts';

export const VERDICT_LEVELS = ['weak', 'doubtful', 'playable', 'strong'] as const;
export type VerdictLevel = (typeof VERDICT_LEVELS)[number];

export type Finding =
  | { readonly code: 'losers'; readonly sign: -1 | 0 | 1; readonly losers: number; readonly limit: number; readonly trump: number; readonly plain: number }
  | { readonly code: 'lead'; readonly sign: 0; readonly withLead: boolean }
  | { readonly code: 'colourTopTrumps'; readonly sign: -1 | 1; readonly held: number; readonly aceAndTen: boolean; readonly kinds: readonly CardId[] }
  | { readonly code: 'colourTrumpLength'; readonly sign: -1; readonly trumps: number }
  | { readonly code: 'pictureFloor'; readonly sign: -1 | 1; readonly trumps: number; readonly aces: number }
  | { readonly code: 'pictureControl'; readonly sign: -1 | 0 | 1; readonly black: number; readonly withLead: boolean }
  | { readonly code: 'aceLongSuit'; readonly sign: 1; readonly suit: Suit; readonly length: number; readonly top: readonly CardId[] }
  | { readonly code: 'aceFivePlusThree'; readonly sign: 1; readonly suit: Suit }
  | { readonly code: 'aceVolle'; readonly sign: -1 | 1; readonly volle: number; readonly losers: number }
  | { readonly code: 'aceUnguarded'; readonly sign: -1; readonly suits: readonly Suit[] }
  | { readonly code: 'blankTens'; readonly sign: -1; readonly count: number };

export interface SoloVerdict {
  readonly solo: SoloKind;
  readonly level: VerdictLevel;
  readonly findings: readonly Finding[];
  readonly features: SoloFeatures;
  readonly classic: ClassicCount;
}

export type HandOption =
  | { readonly code: 'marriage' }
  | { readonly code: 'poverty'; readonly trumps: number }
  | { readonly code: 'throwIn'; readonly reason: 'fiveNines' | 'fiveKings' };

export interface InstantVerdict {
  readonly withLead: boolean;
  readonly solos: readonly SoloVerdict[];
  /** The solo with the best level (fewest losers, then the classic count, break ties), or null when every solo is weak. */
  readonly best: SoloKind | null;
  readonly options: readonly HandOption[];
}

/** The floor of a queen or jack solo (docs/tactics.md): four trumps with at least two (side) aces. */
export const PICTURE_FLOOR = { trumps: 4, aces: 2 } as const;

/** Losers a solo may have and still be won with high probability: 4 with 12 cards, 3 with 10. */
export function loserLimit(rules: Pick<RuleSet, 'withoutNines'>): number {
  return Math.floor(handSize(rules) / 3);
}

function findingsFor(f: SoloFeatures, withLead: boolean, limit: number): Finding[] {
  const out: Finding[] = [];
  const L = f.losers.total;
  out.push({ code: 'losers', sign: L < limit ? 1 : L === limit ? 0 : -1, losers: L, limit, trump: f.losers.trump, plain: f.losers.plain });
  out.push({ code: 'lead', sign: 0, withLead });
  const solo = f.solo;
  if (COLOUR_OF_SOLO[solo]) {
    // erster-oldenburger-doppelkopf-club.de: without the ace and ten of trumps, hold at least
    // four of the six top trumps. "Trump solos need a much stronger hand than expected."
    const held = f.trumps.topHeld;
    const kinds = f.trumps.topKinds;
    if (held >= 4) out.push({ code: 'colourTopTrumps', sign: 1, held, aceAndTen: f.trumps.trumpAceAndTen, kinds });
    else if (!f.trumps.trumpAceAndTen) out.push({ code: 'colourTopTrumps', sign: -1, held, aceAndTen: false, kinds });
    if (f.trumps.count < Math.round(f.trumps.inDeck * 0.3)) out.push({ code: 'colourTrumpLength', sign: -1, trumps: f.trumps.count });
  } else if (solo === 'queens' || solo === 'jacks') {
    // "Four trumps with a reasonable number of aces suffice" — as a floor; control (the black
    // queens or jacks) and the lead matter.
    const aces = f.sideAces;
    out.push({ code: 'pictureFloor', sign: f.trumps.count >= PICTURE_FLOOR.trumps && aces >= PICTURE_FLOOR.aces ? 1 : -1, trumps: f.trumps.count, aces });
    const black = f.trumps.topHeld;
    if (black >= 3) out.push({ code: 'pictureControl', sign: 1, black, withLead });
    else if (!withLead && black < 2) out.push({ code: 'pictureControl', sign: -1, black, withLead });
    else out.push({ code: 'pictureControl', sign: 0, black, withLead });
  } else {
    // Ace solo: a five-card suit headed A-A-10; "5+3"; 7 Volle in 8 tricks or 8 in 7;
    // without the lead every suit guarded by an ace.
    const long = f.suits.find((s) => s.length >= 5 && s.topRun >= 3);
    if (long) {
      out.push({ code: 'aceLongSuit', sign: 1, suit: long.suit, length: long.length, top: long.cards.slice(0, long.topRun) });
      const otherAces = f.suits.filter((s) => s.suit !== long.suit && s.aces > 0).length;
      if (otherAces >= 3) out.push({ code: 'aceFivePlusThree', sign: 1, suit: long.suit });
    }
    const tricks = f.suits.reduce((n, s) => n + s.length, 0);
    const volle = f.volle;
    const winners = tricks - L;
    if ((volle >= 7 && winners >= tricks - limit) || (volle >= 8 && winners >= tricks - limit - 1)) {
      out.push({ code: 'aceVolle', sign: 1, volle, losers: L });
    } else if (volle < 6) {
      out.push({ code: 'aceVolle', sign: -1, volle, losers: L });
    }
    if (!withLead) {
      const unguarded = f.suits.filter((s) => s.aces === 0).map((s) => s.suit);
      if (unguarded.length > 0) out.push({ code: 'aceUnguarded', sign: -1, suits: unguarded });
    }
  }
  if (f.blankTens > 0) out.push({ code: 'blankTens', sign: -1, count: f.blankTens });
  return out;
}

function levelOf(findings: readonly Finding[], losers: number, limit: number): VerdictLevel {
  let level = losers < limit ? 3 : losers === limit ? 2 : 0;
  for (const x of findings) if (x.code !== 'losers') level += x.sign;
  level = Math.max(0, Math.min(3, level));
  if (losers > limit) level = Math.min(level, 1);
  return VERDICT_LEVELS[level];
}

export function soloVerdict(hand: readonly CardId[], solo: SoloKind, rules: RuleSet, withLead: boolean): SoloVerdict {
  const features = soloFeatures(hand, solo, rules);
  const limit = loserLimit(rules);
  const findings = findingsFor(features, withLead, limit);
  return { solo, level: levelOf(findings, features.losers.total, limit), findings, features, classic: classicCount(hand, solo, rules) };
}

export function handOptions(hand: readonly CardId[], rules: RuleSet): HandOption[] {
  const out: HandOption[] = [];
  if (holdsBoth(hand, 'CQ')) out.push({ code: 'marriage' });
  if (declarationRefusal({ kind: 'poverty' }, hand, rules) === null) out.push({ code: 'poverty', trumps: normalTrumps(hand, rules).length });
  const throwIn = throwInReason(hand, rules);
  if (throwIn) out.push({ code: 'throwIn', reason: throwIn });
  return out;
}

export function instantVerdict(hand: readonly CardId[], rules: RuleSet, withLead: boolean): InstantVerdict {
  const solos = SOLO_KINDS.map((s) => soloVerdict(hand, s, rules, withLead));
  const rank = (v: SoloVerdict) => VERDICT_LEVELS.indexOf(v.level);
  let best: SoloVerdict | null = null;
  for (const v of solos) {
    if (rank(v) === 0) continue;
    if (
      !best ||
      rank(v) > rank(best) ||
      (rank(v) === rank(best) &&
        (v.features.losers.total < best.features.losers.total ||
          (v.features.losers.total === best.features.losers.total && v.classic.points - v.classic.threshold > best.classic.points - best.classic.threshold)))
    ) {
      best = v;
    }
  }
  return { withLead, solos, best: best ? best.solo : null, options: handOptions(hand, rules) };
}

/** Aces in a hand that are plain cards under the solo (for texts). */
export function sideAceCards(f: SoloFeatures): CardId[] {
  return f.suits.flatMap((s) => s.cards.filter((c) => rankOf(c) === 'A'));
}
