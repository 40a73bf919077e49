/**
 * The rule facts a printed reference or a glossary states, gathered from the modules that
 * apply them: deadlines per call and marriage shift, targets per announcement situation, and
 * the numbers of the rules (card points, thresholds, counts). Nothing here decides a deal;
 * it only reads the same constants and functions the deal and the scoring use.
 */
import { deadline, deadlineCard, FORCED_ANNOUNCEMENT_POINTS, marriageShift, replyDeadline } from './announcements.ts';
import { cardPoints, deck, handSize, RANKS, SUITS, TOTAL_POINTS, type Rank, type Suit } from './cards.ts';
import { MARRIAGE_TRICKS, POVERTY_CARDS, POVERTY_MAX_TRUMPS, THROW_IN_COUNT } from './contract.ts';
import { cardOrder } from './order.ts';
import type { Party } from './parties.ts';
import type { RuleSet } from './rules.ts';
import { absageThreshold, DOPPELKOPF_POINTS, LINE_POINTS, LINE_RULES, lineMeaning, SOLOIST_FACTOR, targetPoints, type Level, type Target } from './scoring.ts';
import { SESSION_LENGTH } from './session.ts';

export type CallLevel = Exclude<Level, -1>;
/** Re/Kontra (0), keine 90, keine 60, keine 30, schwarz (4). */
export const CALL_LEVELS: readonly CallLevel[] = [0, 1, 2, 3, 4];

/** The marriage shifts, indexed by shift: Klärungsstich in trick 1, 2, 3 → 0, 1, 2 (§6.4.2). */
export const MARRIAGE_SHIFTS: readonly number[] = Array.from({ length: MARRIAGE_TRICKS }, (_, i) => marriageShift(i + 1));

/** The last moment for a call: at least `inHand` cards still held, i.e. before playing own card `beforeCard`. */
export interface CallWindow {
  readonly inHand: number;
  readonly beforeCard: number;
}

export interface DeadlineRow {
  readonly level: CallLevel;
  /** As an Erstansage, one entry per marriage shift (index 0: no shift). */
  readonly call: readonly CallWindow[];
  /** A reply (Re or Kontra) to the opponents' call of this level, per marriage shift. */
  readonly reply: readonly CallWindow[];
}

const windowOf = (inHand: number, size: number): CallWindow => ({ inHand, beforeCard: deadlineCard(inHand, size) });

/** Every call's deadline and reply window for a deck (48 or 40 cards), per marriage shift (§9.2, §9.4, §9.7). */
export function deadlineTable(rules: Pick<RuleSet, 'withoutNines'>): DeadlineRow[] {
  const size = handSize(rules);
  return CALL_LEVELS.map((level) => ({
    level,
    call: MARRIAGE_SHIFTS.map((shift) => windowOf(deadline(level, size, shift), size)),
    reply: MARRIAGE_SHIFTS.map((shift) => windowOf(replyDeadline(level, size, shift), size)),
  }));
}

export interface TargetRow {
  /** Each party's highest call (-1: none). */
  readonly re: Level;
  readonly kontra: Level;
  /**
   * The party whose own plain Re/Kontra would not change this row: in a row where only the
   * other party made an Absage, "none" and "Re"/"Kontra" give the same targets.
   */
  readonly ansageIrrelevant: Party | null;
  readonly targets: Readonly<Record<Party, Target>>;
}

const ABSAGE_LEVELS: readonly CallLevel[] = [1, 2, 3, 4];

/**
 * One row per clause of §10: no calls, Re only, Kontra only, both Ansagen, each Absage of one
 * party (the other made none), and Absagen by both (each party's own Absage sets its target).
 */
export function targetTable(): TargetRow[] {
  const row = (re: Level, kontra: Level, ansageIrrelevant: Party | null): TargetRow => ({
    re,
    kontra,
    ansageIrrelevant,
    targets: { re: targetPoints('re', re, kontra), kontra: targetPoints('kontra', re, kontra) },
  });
  return [
    row(-1, -1, null),
    row(0, -1, null),
    row(-1, 0, null),
    row(0, 0, null),
    ...ABSAGE_LEVELS.map((l) => row(l, -1, 'kontra')),
    ...ABSAGE_LEVELS.map((l) => row(-1, l, 're')),
    row(1, 1, null),
  ];
}

/** The numbers of the rules, for sentences that state them (glossary, reference). */
export interface RuleFacts {
  /** Cards in the pack, per hand (= tricks per deal), and card points in the pack. */
  readonly cards: number;
  readonly handSize: number;
  readonly totalPoints: number;
  readonly rankPoints: Readonly<Record<Rank, number>>;
  /** Trump cards in the pack in the normal game (both copies counted). */
  readonly normalTrumps: number;
  /** Different trump cards in the normal game (each copy once): "13 verschiedene Trümpfe". */
  readonly normalTrumpKinds: number;
  /** Plain (non-trump) cards in the pack in the normal game, in all and per suit (both copies counted). */
  readonly normalPlainCards: number;
  readonly normalPlainOfSuit: Readonly<Record<Suit, number>>;
  /** Card points each party needs without any announcement. */
  readonly reNeeds: number;
  readonly kontraNeeds: number;
  /** Points an Ansage (Re or Kontra) and each Absage level add to the game value. */
  readonly ansagePoints: number;
  readonly absagePoints: number;
  /** Card points a party needs after its own keine 90, keine 60, keine 30. */
  readonly absageNeeds: readonly number[];
  /** Card points the opponents must stay below after keine 90, keine 60, keine 30 (the "below" lines too). */
  readonly absageThresholds: readonly number[];
  /** Card points that defeat the opponents' keine 90, keine 60, keine 30 and (as tricks: one) schwarz, as lines "reached against". */
  readonly reachedAgainst: readonly number[];
  /** Card points each party needs when only Kontra was announced. */
  readonly onlyKontraNeeds: Readonly<Record<Party, number>>;
  /** Points of a fox caught in the last trick under the house rule foxLastTrick. */
  readonly foxLastTrickPoints: number;
  /** Tricks in a deal with the 40-card pack (without nines). */
  readonly tricksWithoutNines: number;
  /** Cards still in hand an Erstansage needs, per level (no marriage shift). */
  readonly deadlines: readonly CallWindow[];
  /** A reply to the opponents' Re/Kontra: cards still in hand. */
  readonly replyToAnsage: CallWindow;
  readonly marriageTricks: number;
  readonly povertyMaxTrumps: number;
  readonly povertyCards: number;
  readonly forcedAnnouncementPoints: number;
  readonly doppelkopfPoints: number;
  readonly soloistFactor: number;
  readonly throwInCount: number;
  /** Deals in a tournament round; each player owes one Pflichtsolo in it. */
  readonly tournamentDeals: number;
}

const pointsOf = (t: Target): number => ('points' in t ? t.points : Number.NaN);

export function ruleFacts(rules: RuleSet): RuleFacts {
  const size = handSize(rules);
  const table = deadlineTable(rules);
  return {
    cards: deck(rules).length,
    handSize: size,
    totalPoints: TOTAL_POINTS,
    rankPoints: Object.fromEntries(RANKS.map((r) => [r, cardPoints(`C${r}`)])) as Record<Rank, number>,
    normalTrumps: cardOrder('normal', rules).trumps.length * 2,
    normalTrumpKinds: cardOrder('normal', rules).trumps.length,
    normalPlainCards: SUITS.reduce((n, suit) => n + cardOrder('normal', rules).plain[suit].length * 2, 0),
    normalPlainOfSuit: Object.fromEntries(SUITS.map((suit) => [suit, cardOrder('normal', rules).plain[suit].length * 2])) as Record<Suit, number>,
    reNeeds: pointsOf(targetPoints('re', -1, -1)),
    kontraNeeds: pointsOf(targetPoints('kontra', -1, -1)),
    ansagePoints: LINE_POINTS.reAnnounced,
    absagePoints: LINE_POINTS.reNo90,
    absageNeeds: ([1, 2, 3] as const).map((l) => pointsOf(targetPoints('re', l, -1))),
    absageThresholds: ([1, 2, 3] as const).map(absageThreshold),
    reachedAgainst: LINE_RULES.filter((l) => l.group === 'reached').map((l) => {
      const m = lineMeaning(l.reason);
      return m.kind === 'reached' ? m.points : Number.NaN;
    }),
    onlyKontraNeeds: { re: pointsOf(targetPoints('re', -1, 0)), kontra: pointsOf(targetPoints('kontra', -1, 0)) },
    foxLastTrickPoints: LINE_POINTS.foxCaughtLastTrick,
    tricksWithoutNines: handSize({ withoutNines: true }),
    deadlines: table.map((r) => r.call[0]),
    replyToAnsage: table[0].reply[0],
    marriageTricks: MARRIAGE_TRICKS,
    povertyMaxTrumps: POVERTY_MAX_TRUMPS,
    povertyCards: POVERTY_CARDS,
    forcedAnnouncementPoints: FORCED_ANNOUNCEMENT_POINTS,
    doppelkopfPoints: DOPPELKOPF_POINTS,
    soloistFactor: SOLOIST_FACTOR,
    throwInCount: THROW_IN_COUNT,
    tournamentDeals: SESSION_LENGTH.tournament24 ?? 0,
  };
}
