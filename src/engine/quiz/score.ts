/**
 * "Score the deal": endless, reproducible items. A seed gives a deal under the learner's
 * rules, played to the end by the quiz players (src/engine/bots) with plausible calls, chosen
 * so that it fits the level. The answer is the engine's own Result (dealResult); the facts a
 * score sheet needs (parties, card points, calls, special points trick by trick) come from
 * the engine's functions too.
 *
 * Levels unlock in order: 1 a normal game without calls, 2 with Re/Kontra, 3 with Absagen,
 * 4 special points, 5 solos and silent solos, 6 marriages, 7 games without a winner, 8 house
 * rules. Calls the players would not make by themselves (Absagen; the calls that leave both
 * parties short of their targets) are added with hindsight, on time, and checked by replaying
 * the record.
 */
import { sumPoints } from '../cards.ts';
import { type Contract, holderOfPair } from '../contract.ts';
import { newDeal, type DealState, type Hands, type MadeAnnouncement } from '../deal.ts';
import type { SoloKind } from '../order.ts';
import { dealResult, specialEvents, type DealResult } from '../outcome.ts';
import { opponentOf, type Parties, type Party, type Seat } from '../parties.ts';
import { readDealRecord, toRecord } from '../record.ts';
import { createRng, dealWith, type Rng } from '../rng.ts';
import { parseRules, type RuleKey, type RuleSet } from '../rules.ts';
import { callOfLevel, LINE_ORDER, targetPoints, type Level, type LineReason, type Special, type Target } from '../scoring.ts';
import { rankSolos } from '../bots/evaluate.ts';
import { playOut, type CallPolicy } from './players.ts';
import { SCORE_LEVELS, type ScoreLevel } from './kinds.ts';
import { mixSeed } from './seed.ts';

export { isScoreLevel, SCORE_LEVELS, type ScoreLevel } from './kinds.ts';

// ---------------------------------------------------------------- the rows of the sheet

const BASE: readonly LineReason[] = ['won', 'below90', 'below60', 'below30', 'schwarz', 'againstTheElders'];
const ANSAGE: readonly LineReason[] = ['reAnnounced', 'kontraAnnounced'];
const ABSAGE: readonly LineReason[] = [
  'reNo90',
  'reNo60',
  'reNo30',
  'reSchwarz',
  'kontraNo90',
  'kontraNo60',
  'kontraNo30',
  'kontraSchwarz',
  'reached120AgainstNo90',
  'reached90AgainstNo60',
  'reached60AgainstNo30',
  'reached30AgainstSchwarz',
];
const NOT_SPECIAL = new Set<LineReason>([...BASE, ...ANSAGE, ...ABSAGE]);

/** The special-point lines the rules know. */
function specialRows(rules: RuleSet): LineReason[] {
  const out: LineReason[] = ['doppelkopf', 'foxCaught', 'karlchen'];
  if (rules.foxLastTrick) out.push('foxCaughtLastTrick');
  if (rules.lieschenMueller) out.push('lieschenMueller');
  else if (rules.karlchenCaught) out.push('karlchenCaught');
  return out;
}

/** The lines a sheet of this level asks about, in the rule book's order. */
export function sheetRows(level: ScoreLevel, rules: RuleSet): LineReason[] {
  const rows = new Set<LineReason>(BASE);
  if (level >= 2) ANSAGE.forEach((r) => rows.add(r));
  if (level >= 3) ABSAGE.forEach((r) => rows.add(r));
  if (level >= 4) specialRows(rules).forEach((r) => rows.add(r));
  return LINE_ORDER.filter((r) => rows.has(r));
}

// ---------------------------------------------------------------- level 8: house rules

interface HouseVariant {
  readonly key: RuleKey;
  readonly overrides: Partial<RuleSet>;
  /** What a deal must show to be about this house rule. */
  readonly shows?: (r: DealResult) => boolean;
  readonly usable?: (rules: RuleSet) => boolean;
}

const hasLine = (reason: LineReason) => (r: DealResult) => r.lines.some((l) => l.reason === reason);

const HOUSE_VARIANTS: readonly HouseVariant[] = [
  { key: 'foxLastTrick', overrides: { foxLastTrick: true }, shows: hasLine('foxCaughtLastTrick') },
  { key: 'karlchenCaught', overrides: { karlchenCaught: true }, shows: hasLine('karlchenCaught'), usable: (r) => !r.lieschenMueller },
  { key: 'withoutNines', overrides: { withoutNines: true }, usable: (r) => !r.superpiglets },
  { key: 'poverty', overrides: { poverty: true }, shows: (r) => r.contract.kind === 'poverty' },
];

/** After this many attempts a house-rule item need not show its rule at work any more. */
const SHOW_ATTEMPTS = 120;
const MAX_ATTEMPTS = 400;

// ---------------------------------------------------------------- the item

export interface ScoreItem {
  readonly seed: number;
  readonly level: ScoreLevel;
  /** The rules of the deal: the learner's, plus the house rule of a level-8 item. */
  readonly rules: RuleSet;
  readonly houseRule: RuleKey | null;
  /** The finished deal. */
  readonly state: DealState;
  /** The same deal as `doko-deal/1`. */
  readonly record: Record<string, unknown>;
  /** The key: the engine's Result. */
  readonly result: DealResult;
}

/** The item of a seed at a level under the learner's rules (the same in the page, the tests and the CLI). */
export function scoreItem(seed: number, level: ScoreLevel, rules: RuleSet): ScoreItem {
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const item = tryItem(seed, mixSeed(seed, level, attempt), level, rules, attempt < SHOW_ATTEMPTS);
    if (item) return item;
  }
  throw new Error(`score quiz: no level-${level} deal found for seed ${seed}`);
}

function withOverrides(rules: RuleSet, overrides: Partial<RuleSet>): RuleSet {
  const r = parseRules(overrides, rules);
  if (!r.ok) throw new Error(`withOverrides: ${JSON.stringify(r.error)}`);
  return r.value;
}

/** The seat whose hand suits a solo best (fewest losers, the bots' count), and that solo. */
function bestSolo(hands: Hands, rules: RuleSet, dealer: Seat): { seat: Seat; solo: SoloKind } {
  let best: { seat: Seat; solo: SoloKind; losers: number } | null = null;
  for (let s = 0; s < 4; s++) {
    const top = rankSolos(hands[s], rules, s === (dealer + 1) % 4)[0];
    if (!best || top.losers < best.losers) best = { seat: s as Seat, solo: top.solo, losers: top.losers };
  }
  return best!;
}

function contractFor(level: ScoreLevel, hands: Hands, rules: RuleSet, dealer: Seat, rng: Rng, variant: HouseVariant | null): Contract | null | 'bid' {
  const pair = holderOfPair(hands, 'CQ');
  if (variant?.key === 'poverty') return 'bid';
  if (level === 5) {
    if (pair !== null && rng.next() < 0.4) return { kind: 'normal' }; // a silent solo
    const { seat, solo } = bestSolo(hands, rules, dealer);
    return { kind: 'solo', declarer: seat, solo, compulsory: rng.next() < 0.3 };
  }
  if (level === 6) return pair === null ? null : { kind: 'marriage', declarer: pair };
  // Every other level plays a normal 2-v-2 game.
  return pair === null ? { kind: 'normal' } : null;
}

const POLICY: Readonly<Record<ScoreLevel, CallPolicy>> = { 1: 'none', 2: 'ansage', 3: 'ansage', 4: 'all', 5: 'all', 6: 'all', 7: 'none', 8: 'all' };

function tryItem(seed: number, sub: number, level: ScoreLevel, base: RuleSet, strict: boolean): ScoreItem | null {
  const rng = createRng(sub);
  let rules = base;
  let variant: HouseVariant | null = null;
  if (level === 8) {
    // The house rule comes from the seed alone, so that every rule gets its share of items.
    const usable = HOUSE_VARIANTS.filter((v) => v.usable?.(base) ?? true);
    variant = usable[mixSeed(seed, 8) % usable.length];
    rules = withOverrides(base, variant.overrides);
  }
  const hands = dealWith(rng, rules);
  const dealer = rng.int(4) as Seat;
  const contract = contractFor(level, hands, rules, dealer, rng, variant);
  if (contract === null) return null;
  const start = newDeal({ rules, dealer, hands, ...(contract === 'bid' ? {} : { contract }) });
  if (!start.ok) return null;
  let state = playOut(start.value, rng, POLICY[level]);
  if (state.phase !== 'finished') return null;
  const calls = hindsightCalls(state, level, rng);
  if (calls) {
    const replayed = readDealRecord({ ...toRecord(state), announcements: calls });
    if (!replayed.ok || replayed.value.state.phase !== 'finished') return null;
    state = replayed.value.state;
  }
  const result = dealResult(state);
  if (!fitsLevel(level, state, result)) return null;
  if (variant?.shows && (strict || variant.key === 'poverty') && !variant.shows(result)) return null;
  return { seed, level, rules, houseRule: variant?.key ?? null, state, record: toRecord(state), result };
}

const is2v2 = (s: DealState) => !s.solo;
const highest = (s: DealState) => Math.max(s.calls.re.level, s.calls.kontra.level);

function fitsLevel(level: ScoreLevel, s: DealState, r: DealResult): boolean {
  const specials = r.lines.some((l) => !NOT_SPECIAL.has(l.reason));
  switch (level) {
    case 1:
      return is2v2(s) && s.announcements.length === 0 && !specials;
    case 2:
      return is2v2(s) && s.announcements.length > 0 && highest(s) === 0 && !specials;
    case 3:
      return is2v2(s) && highest(s) >= 1 && !specials;
    case 4:
      return is2v2(s) && s.contract!.kind === 'normal' && specials;
    case 5:
      return s.solo && (s.contract!.kind === 'solo' || s.contract!.kind === 'normal');
    case 6:
      return s.contract!.kind === 'marriage';
    case 7:
      return r.winner === null;
    case 8:
      return true;
  }
}

// ---------------------------------------------------------------- calls with hindsight

/** The first moment a party may speak: before the first card, or right after a marriage's Klärungsstich. */
function firstMoment(s: DealState): number {
  return s.marriage ? 4 * (s.marriage.clarifiedIn ?? 0) : 0;
}

/** The member of a party with the most trumps (the one most likely to speak). */
function speaker(s: DealState, party: Party): Seat {
  const members = s.parties![party];
  const trumps = (seat: Seat) => s.dealt[seat].filter((c) => s.orders!.base.suit[c] === 'T').length;
  return [...members].sort((a, b) => trumps(b) - trumps(a) || a - b)[0];
}

/** The calls with a party's call replaced by `level` (one call that implies the lower ones). */
function withCall(s: DealState, calls: readonly MadeAnnouncement[], party: Party, level: Exclude<Level, -1>): MadeAnnouncement[] {
  const members = s.parties![party];
  const rest = calls.filter((a) => !members.includes(a.seat));
  const seat = speaker(s, party);
  return [...rest, { seat, call: callOfLevel(party, level), cardsPlayed: firstMoment(s) }].sort((a, b) => a.cardsPlayed - b.cardsPlayed);
}

const THRESHOLD = [90, 60, 30] as const;

/** The Absage levels a party's opponents stayed below (their Absage would succeed), by card points and tricks. */
function safeLevels(r: DealResult, party: Party): Exclude<Level, -1 | 0>[] {
  const opp = opponentOf(party);
  const out: Exclude<Level, -1 | 0>[] = [];
  THRESHOLD.forEach((t, i) => r.cardPoints[opp] < t && out.push((i + 1) as 1 | 2 | 3));
  if (r.tricks[opp] === 0) out.push(4);
  return out;
}

/** The lowest Absage level of `party` that fails (its opponents reach the mark), or null. */
function failingLevel(r: DealResult, party: Party): Exclude<Level, -1 | 0> | null {
  const safe = safeLevels(r, party);
  for (const l of [1, 2, 3, 4] as const) if (!safe.includes(l)) return l;
  return null;
}

/**
 * Calls to add after the deal was played (the cards do not change): Absagen at level 3, the
 * two failing Absagen of a game without a winner at level 7, and now and then an Ansage or a
 * well-founded Absage elsewhere. Null: keep the players' own calls.
 */
function hindsightCalls(s: DealState, level: ScoreLevel, rng: Rng): MadeAnnouncement[] | null {
  if (!s.parties) return null;
  const r = dealResult(s);
  const winner = r.winner ?? (rng.next() < 0.5 ? 're' : 'kontra');
  const loser = opponentOf(winner);
  const own = s.announcements;
  const said = (p: Party) => s.calls[p].level >= 0;
  switch (level) {
    case 1:
      return null;
    case 2: {
      let calls: MadeAnnouncement[] = [...own];
      if (own.length === 0) calls = withCall(s, calls, rng.next() < 0.7 ? winner : loser, 0);
      const other = rng.next() < 0.5 ? loser : winner;
      if (!calls.some((a) => s.parties![other].includes(a.seat)) && rng.next() < 0.3) calls = withCall(s, calls, other, 0);
      return calls;
    }
    case 3: {
      const party = rng.next() < 0.65 ? winner : loser;
      const safe = safeLevels(r, party).filter((l) => l < 4);
      const bold = rng.next() < 0.3 || safe.length === 0;
      const lvl = bold ? Math.min(3, (safe[safe.length - 1] ?? 0) + 1) : safe[rng.int(safe.length)];
      let calls = withCall(s, own, party, lvl as 1 | 2 | 3);
      if (!said(opponentOf(party)) && rng.next() < 0.3) calls = withCall(s, calls, opponentOf(party), 0);
      return calls;
    }
    case 7: {
      const re = failingLevel(r, 're');
      const kontra = failingLevel(r, 'kontra');
      if (re === null || kontra === null) return null;
      return withCall(s, withCall(s, [], 're', re), 'kontra', kontra);
    }
    default: {
      const roll = rng.next();
      if (roll < 0.3 && !said(winner)) return withCall(s, own, winner, 0);
      if (roll < 0.45) {
        const safe = safeLevels(r, winner).filter((l) => l < 4);
        if (safe.length > 0) return withCall(s, own, winner, safe[0]);
      }
      return null;
    }
  }
}

// ---------------------------------------------------------------- the facts of a deal

/** A special event with the trick it happened in (1-based). */
export type TrickSpecial = Special & { readonly trickNo: number };

/** What a score sheet needs, as the facts view and the hints show it. */
export interface DealFacts {
  readonly rules: RuleSet;
  readonly contract: Contract;
  readonly solo: boolean;
  readonly parties: Parties;
  readonly cardPoints: { readonly re: number; readonly kontra: number };
  readonly tricks: { readonly re: number; readonly kontra: number };
  readonly levels: { readonly re: Level; readonly kontra: Level };
  readonly announcements: readonly MadeAnnouncement[];
  readonly targets: { readonly re: Target; readonly kontra: Target };
  /** Special events of a 2-v-2 game, trick by trick (none in a solo: they do not count there). */
  readonly specials: readonly TrickSpecial[];
  /** Card points of each trick, in order. */
  readonly trickPoints: readonly number[];
}

/** The special events trick by trick: the engine's specialEvents, told apart by trick. */
function specialsByTrick(s: DealState): TrickSpecial[] {
  if (s.solo) return [];
  const out: TrickSpecial[] = [];
  let before: Special[] = [];
  for (let t = 1; t <= s.tricks.length; t++) {
    const upTo = specialEvents({ ...s, tricks: s.tricks.slice(0, t) });
    out.push(...upTo.slice(before.length).map((e) => ({ ...e, trickNo: t })));
    before = upTo;
  }
  return out;
}

export function dealFacts(s: DealState, r: DealResult = dealResult(s)): DealFacts {
  const re = s.calls.re.level as Level;
  const kontra = s.calls.kontra.level as Level;
  return {
    rules: s.rules,
    contract: r.contract,
    solo: s.solo,
    parties: r.parties,
    cardPoints: r.cardPoints,
    tricks: r.tricks,
    levels: { re, kontra },
    announcements: s.announcements,
    targets: { re: targetPoints('re', re, kontra), kontra: targetPoints('kontra', re, kontra) },
    specials: specialsByTrick(s),
    trickPoints: s.tricks.map((t) => sumPoints(t.cards)),
  };
}

/** The first level whose sheet has this line (house-rule lines: level 8). */
export function levelOfLine(reason: LineReason, rules: RuleSet): ScoreLevel {
  return SCORE_LEVELS.find((l) => l < 8 && sheetRows(l, rules).includes(reason)) ?? 8;
}
