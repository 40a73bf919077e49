/**
 * One deal as a score keeper writes it down at the table (docs/formats.md, `doko-evening/1`):
 * who was Re, the calls, the card points one party counted, the special events and who won
 * them. Read as a `doko-summary/1` (the engine's `checkSummary` decides whether a deal can have
 * it, `summaryResult` scores it): the table does not count tricks, so the trick count is left
 * open, except that a party with no card point may have won no trick at all (schwarz).
 */
import { handSize, TOTAL_POINTS } from '../cards.ts';
import type { Contract } from '../contract.ts';
import type { SoloKind } from '../order.ts';
import type { DealResult } from '../outcome.ts';
import type { Parties, Party, Seat } from '../parties.ts';
import { err, ok, type Result } from '../result.ts';
import type { RuleSet } from '../rules.ts';
import type { Level, Special } from '../scoring.ts';
import { checkSummary, summaryResult, type DealSummary, type SpecialKind, type SummaryProblem } from '../summary.ts';
import { copiesOf, eventNeeds, FOX_CARD, KARLCHEN_CARD, mostDoppelkoepfe, possibleRePoints, pointsRange } from '../summaryBounds.ts';
import { seatOf, type TableSize } from './seating.ts';

/** The game of a deal, by players of the evening (0..n-1). */
export type PadGame =
  | { readonly kind: 'normal'; readonly re: readonly [number, number] }
  /** A marriage: the partner found, or null when none was found and the declarer played alone. */
  | { readonly kind: 'marriage'; readonly declarer: number; readonly partner: number | null }
  /** Both ♣Q in one hand, played alone without saying so. */
  | { readonly kind: 'silentMarriage'; readonly declarer: number }
  | { readonly kind: 'poverty'; readonly declarer: number; readonly partner: number }
  | { readonly kind: 'solo'; readonly declarer: number; readonly solo: SoloKind };

export type PadGameKind = PadGame['kind'];
export const PAD_GAME_KINDS: readonly PadGameKind[] = ['normal', 'marriage', 'silentMarriage', 'poverty', 'solo'];

/**
 * A special event as the table says it: what happened and the player who won it. Which party
 * that is follows from the game; `foxLast` is a fox caught in the last trick (the house rule
 * foxLastTrick), `karlchenCaught` a ♣J taken in the last trick (with Lieschen Müller: by a ♦Q).
 */
export type PadSpecialKind = 'fox' | 'foxLast' | 'doppelkopf' | 'karlchen' | 'karlchenCaught';
export const PAD_SPECIAL_KINDS: readonly PadSpecialKind[] = ['fox', 'foxLast', 'doppelkopf', 'karlchen', 'karlchenCaught'];

export interface PadSpecial {
  readonly kind: PadSpecialKind;
  readonly by: number;
}

/** A deal played to the end. */
export interface PadDeal {
  readonly kind: 'deal';
  readonly game: PadGame;
  /** Each party's highest call (-1: none). */
  readonly calls: Readonly<Record<Party, Level>>;
  /** The card points the table counted, of the party it counted. */
  readonly points: { readonly party: Party; readonly value: number };
  /** When a party has no card point: whether it also won no trick (schwarz). Read only then. */
  readonly schwarz: boolean;
  readonly specials: readonly PadSpecial[];
}

/** A line of the score pad: a deal, or a deal thrown in and dealt again by the same dealer. */
export type PadEntry = PadDeal | { readonly kind: 'redeal' };

/** Whether a game is scored as a solo: one player against three. */
export function playsAlone(g: PadGame): boolean {
  return g.kind === 'solo' || g.kind === 'silentMarriage' || (g.kind === 'marriage' && g.partner === null);
}

/** The players of the Re party. */
export function rePlayers(g: PadGame): number[] {
  switch (g.kind) {
    case 'normal':
      return [...g.re];
    case 'marriage':
      return g.partner === null ? [g.declarer] : [g.declarer, g.partner];
    case 'poverty':
      return [g.declarer, g.partner];
    default:
      return [g.declarer];
  }
}

/** Which special events the rules give a row on the pad (the others score nothing under them). */
export function specialKindsFor(rules: RuleSet): PadSpecialKind[] {
  return PAD_SPECIAL_KINDS.filter((k) =>
    k === 'foxLast' ? rules.foxLastTrick : k === 'karlchenCaught' ? rules.karlchenCaught || rules.lieschenMueller : true,
  );
}

/** The most of an event one player can have won in a deal (the pad's buttons count up to it; the summary bounds judge the whole). */
export function mostOf(kind: PadSpecialKind, rules: RuleSet): number {
  switch (kind) {
    case 'fox':
    case 'foxLast':
      return copiesOf(rules, FOX_CARD);
    case 'doppelkopf':
      return mostDoppelkoepfe(rules);
    case 'karlchen':
      return 1;
    case 'karlchenCaught':
      return copiesOf(rules, KARLCHEN_CARD);
  }
}

/** Re's card points, whichever party the table counted. */
export const reCardPoints = (d: Pick<PadDeal, 'points'>): number => (d.points.party === 're' ? d.points.value : TOTAL_POINTS - d.points.value);

/** Where the deal stands in the evening: the table, the dealer, the rules, and whether a solo now is a Pflichtsolo. */
export interface DealPlace {
  readonly size: TableSize;
  readonly dealer: number;
  readonly rules: RuleSet;
  /** Whether a solo this player announces now is his compulsory one (a tournament: `soloIsCompulsory`). */
  readonly compulsory: (player: number) => boolean;
}

/**
 * Why a deal as written cannot be scored. `summary`: what no deal can have (the engine's
 * bounds); the others are about the evening: a player who sits this deal out, a player twice, a
 * game the rules do not play. `pointsOutOfReach` and `pointsNoCards` are the summary's own
 * problems with the trick count left open (over every trick count the table could mean).
 */
export type EntryProblem =
  | { readonly code: 'sitsOut'; readonly player: number }
  | { readonly code: 'samePlayer'; readonly player: number }
  | { readonly code: 'povertyOff' }
  | { readonly code: 'specialInSolo' }
  | { readonly code: 'specialOff'; readonly kind: PadSpecialKind }
  | { readonly code: 'pointsOutOfReach'; readonly points: number; readonly min: number; readonly max: number; readonly withEvents: boolean }
  | { readonly code: 'pointsNoCards'; readonly points: number; readonly withEvents: boolean }
  | { readonly code: 'eventsWithPoints'; readonly points: number }
  | { readonly code: 'summary'; readonly problem: SummaryProblem };

/** A deal read and scored: its summary (engine seats), its result and the seats of its players. */
export interface ScoredDeal {
  readonly summary: DealSummary;
  readonly result: DealResult;
  readonly parties: Parties;
}

const SPECIAL_OF: Readonly<Record<PadSpecialKind, (party: Party) => Special>> = {
  fox: (party) => ({ kind: 'fox', party }),
  foxLast: (party) => ({ kind: 'fox', party, lastTrick: true }),
  doppelkopf: (party) => ({ kind: 'doppelkopf', party }),
  karlchen: (party) => ({ kind: 'karlchen', party }),
  // Under Lieschen Müller only a ♦Q's capture scores, so that is what the pad's row asks for.
  karlchenCaught: (party) => ({ kind: 'karlchenCaught', party }),
};

/** The problems that hold whatever the tricks: they are the answer when every trick count fails alike. */
const TRICKS_DO_NOT_MATTER: ReadonlySet<SummaryProblem['code']> = new Set(['tooManyEvents', 'lastTrickBoth', 'cannotCatchKarlchen', 'eventsTogether']);

/** The deal as the engine reads it (`checkSummary`), or why no deal can be so; then its score. */
export function scoreDeal(d: PadDeal, place: DealPlace): Result<ScoredDeal, EntryProblem> {
  const { rules } = place;
  const players = [...rePlayers(d.game), ...d.specials.map((s) => s.by)];
  for (const p of players) if (seatOf(place.size, place.dealer, p) === null) return err({ code: 'sitsOut', player: p });
  const re = rePlayers(d.game);
  if (re.length === 2 && re[0] === re[1]) return err({ code: 'samePlayer', player: re[0] });
  if (d.game.kind === 'poverty' && !rules.poverty) return err({ code: 'povertyOff' });
  const alone = playsAlone(d.game);
  if (alone && d.specials.length > 0) return err({ code: 'specialInSolo' });
  const offered = specialKindsFor(rules);
  const off = d.specials.find((s) => !offered.includes(s.kind));
  if (off) return err({ code: 'specialOff', kind: off.kind });

  const seat = (p: number) => seatOf(place.size, place.dealer, p)!;
  const reSeats = re.map(seat).sort((a, b) => a - b);
  const parties: Parties = { re: reSeats, kontra: ([0, 1, 2, 3] as Seat[]).filter((s) => !reSeats.includes(s)) };
  const partyOfPlayer = (p: number): Party => (re.includes(p) ? 're' : 'kontra');
  const specials = d.specials.map((s) => {
    const special = SPECIAL_OF[s.kind](partyOfPlayer(s.by));
    return s.kind === 'karlchenCaught' && rules.lieschenMueller ? { ...special, card: 'DQ' } : special;
  });
  const points = reCardPoints(d);
  const facts = { rules, contract: contractOf(d.game, seat, place), parties, reLevel: d.calls.re, kontraLevel: d.calls.kontra, reCardPoints: points, specials };

  const n = handSize(rules);
  const candidates = trickCounts(points, d.schwarz, n);
  const problems: SummaryProblem[] = [];
  for (const reTricks of candidates) {
    const checked = checkSummary({ ...facts, reTricks });
    if (checked.ok) return ok({ summary: checked.value, result: summaryResult(checked.value), parties });
    problems.push(checked.error.problem);
  }
  if (candidates.length === 1) return err({ code: 'summary', problem: problems[0] });
  return err(overTricks(points, candidates, problems, alone ? [] : specials, rules));
}

/**
 * The trick counts Re's card points allow: none with no card point and schwarz, all with every
 * card point and schwarz; otherwise any but those, nearest the share of the points first.
 */
function trickCounts(points: number, schwarz: boolean, n: number): number[] {
  if (points === 0 && schwarz) return [0];
  if (points === TOTAL_POINTS && schwarz) return [n];
  const guess = Math.round((points / TOTAL_POINTS) * n);
  return Array.from({ length: n - 1 }, (_, i) => i + 1).sort((a, b) => Math.abs(a - guess) - Math.abs(b - guess) || a - b);
}

/**
 * Why a deal fails at every trick count the table could mean, in the order `checkSummary` asks:
 * the card points themselves (out of reach of any count, or no cards make them), a problem of
 * the special events that holds whatever the tricks, the points together with the events.
 */
function overTricks(
  points: number,
  tricks: readonly number[],
  problems: readonly SummaryProblem[],
  specials: readonly Special[],
  rules: RuleSet,
): EntryProblem {
  const alone = reachable(points, tricks, rules, undefined);
  if (alone) return alone;
  // At the trick counts whose tricks can hold the points, what the special events make of them.
  const ofEvents = problems.filter((p) => !((p.code === 'pointsOutOfReach' || p.code === 'pointsNoCards') && !p.withEvents));
  if (ofEvents.length > 0 && ofEvents.every((p) => p.code === ofEvents[0].code && TRICKS_DO_NOT_MATTER.has(p.code)))
    return { code: 'summary', problem: ofEvents[0] };
  return reachable(points, tricks, rules, eventNeeds(specials)) ?? { code: 'eventsWithPoints', points };
}

/** Null when some trick count lets Re's tricks hold `points` (with the events' cards, given `needs`); else why not. */
function reachable(points: number, tricks: readonly number[], rules: RuleSet, needs: ReturnType<typeof eventNeeds> | undefined): EntryProblem | null {
  const possible = new Array<boolean>(TOTAL_POINTS + 1).fill(false);
  for (const t of tricks) possibleRePoints(rules, t, needs).forEach((yes, q) => (possible[q] ||= yes));
  if (possible[points]) return null;
  const withEvents = needs !== undefined;
  const range = pointsRange(possible);
  if (range === null) return { code: 'summary', problem: { code: 'eventsTogether' } };
  if (points < range.min || points > range.max) return { code: 'pointsOutOfReach', points, min: range.min, max: range.max, withEvents };
  return { code: 'pointsNoCards', points, withEvents };
}

function contractOf(g: PadGame, seat: (p: number) => Seat, place: DealPlace): Contract {
  switch (g.kind) {
    case 'normal':
    case 'silentMarriage':
      return { kind: 'normal' };
    case 'marriage':
      return { kind: 'marriage', declarer: seat(g.declarer) };
    case 'poverty':
      return { kind: 'poverty', declarer: seat(g.declarer), partner: seat(g.partner), given: [], returned: [] };
    case 'solo':
      return { kind: 'solo', declarer: seat(g.declarer), solo: g.solo, compulsory: place.compulsory(g.declarer) };
  }
}

/** The special event kinds of the summary a pad special is (for words that name it). */
export const summaryKindOf = (k: PadSpecialKind): SpecialKind => (k === 'foxLast' ? 'fox' : k);
