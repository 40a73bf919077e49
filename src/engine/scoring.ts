/**
 * Winner and game value (docs/rules.md §10, §11, §16): targets from the announcements, the
 * items of TSR §7.2.2 (docs/rules.md §11) credited to the winner (or, without a winner, to whoever earned them),
 * the special points of TSR §7.2.3 (docs/rules.md §11.1) netted, and per-seat scores (solo ×3).
 */
import type { Parties, Party, Seat } from './parties.ts';
import type { RuleKey, RuleSet } from './types.ts';

// The calls and their levels live in calls.ts (words and exercises need them without the scoring).
export { ABSAGE_CALLS, CALLS, callOfLevel, levelOfCall, type Call, type Level } from './calls.ts';
import type { Level } from './calls.ts';
import { ABSAGE_LINES, absageThreshold, BELOW, REACHED, SOLOIST_FACTOR, type LineReason } from './lines.ts';
// What each line means lives in lines.ts (words need it without the scoring).
export { absageThreshold, DOPPELKOPF_POINTS, lineMeaning, SOLOIST_FACTOR, type LineMeaning, type LineReason } from './lines.ts';

export type Special =
  | { readonly kind: 'doppelkopf'; readonly party: Party }
  | { readonly kind: 'fox'; readonly party: Party; readonly lastTrick?: boolean }
  | { readonly kind: 'karlchen'; readonly party: Party }
  | { readonly kind: 'karlchenCaught'; readonly party: Party; readonly card?: string };

/** The rule book's order of the items (TSR §7.2 (docs/rules.md §11)), used to order the lines. */
export const LINE_ORDER: readonly LineReason[] = [
  'won',
  'below90',
  'below60',
  'below30',
  'schwarz',
  'reAnnounced',
  'kontraAnnounced',
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
  'againstTheElders',
  'doppelkopf',
  'foxCaught',
  'foxCaughtLastTrick',
  'karlchen',
  'karlchenCaught',
  'lieschenMueller',
];

/** What each line is worth (TSR §7.2.2, §7.2.3; the house special points of §15). */
export const LINE_POINTS: Readonly<Record<LineReason, number>> = {
  won: 1,
  below90: 1,
  below60: 1,
  below30: 1,
  schwarz: 1,
  reAnnounced: 2,
  kontraAnnounced: 2,
  reNo90: 1,
  reNo60: 1,
  reNo30: 1,
  reSchwarz: 1,
  kontraNo90: 1,
  kontraNo60: 1,
  kontraNo30: 1,
  kontraSchwarz: 1,
  reached120AgainstNo90: 1,
  reached90AgainstNo60: 1,
  reached60AgainstNo30: 1,
  reached30AgainstSchwarz: 1,
  againstTheElders: 1,
  doppelkopf: 1,
  foxCaught: 1,
  foxCaughtLastTrick: 2,
  karlchen: 1,
  karlchenCaught: 1,
  lieschenMueller: 1,
};

/** The kinds of line, in the rule book's grouping (TSR §7.2.2 a–f, §7.2.3). */
export type LineGroup = 'result' | 'ansage' | 'absage' | 'reached' | 'special';

/** How a line is awarded: the rule behind each LineReason, for references and checks. */
export interface LineRule {
  readonly reason: LineReason;
  readonly points: number;
  readonly group: LineGroup;
  /** `winner`: credited to the winning party whoever earned it; `earner`: to the party that earned it. */
  readonly credit: 'winner' | 'earner';
  /** Still awarded in a deal without a winner (§7.1.3). */
  readonly withoutWinner: boolean;
  /** Counted in a solo (no special points there, §7.2.4). */
  readonly inSolo: boolean;
  /** The house rule that brings the line in; null under the DDV rules. */
  readonly houseRule: RuleKey | null;
}

const LINE_GROUP: Readonly<Record<LineReason, LineGroup>> = {
  won: 'result',
  below90: 'result',
  below60: 'result',
  below30: 'result',
  schwarz: 'result',
  reAnnounced: 'ansage',
  kontraAnnounced: 'ansage',
  reNo90: 'absage',
  reNo60: 'absage',
  reNo30: 'absage',
  reSchwarz: 'absage',
  kontraNo90: 'absage',
  kontraNo60: 'absage',
  kontraNo30: 'absage',
  kontraSchwarz: 'absage',
  reached120AgainstNo90: 'reached',
  reached90AgainstNo60: 'reached',
  reached60AgainstNo30: 'reached',
  reached30AgainstSchwarz: 'reached',
  againstTheElders: 'special',
  doppelkopf: 'special',
  foxCaught: 'special',
  foxCaughtLastTrick: 'special',
  karlchen: 'special',
  karlchenCaught: 'special',
  lieschenMueller: 'special',
};
const HOUSE_LINE: Partial<Record<LineReason, RuleKey>> = {
  foxCaughtLastTrick: 'foxLastTrick',
  karlchenCaught: 'karlchenCaught',
  lieschenMueller: 'lieschenMueller',
};

/** Every line of the game value, in the rule book's order, with the rule that awards it. */
export const LINE_RULES: readonly LineRule[] = LINE_ORDER.map((reason) => {
  const group = LINE_GROUP[reason];
  return {
    reason,
    points: LINE_POINTS[reason],
    group,
    credit: group === 'reached' || group === 'special' ? 'earner' : 'winner',
    withoutWinner: reason !== 'won' && reason !== 'againstTheElders' && group !== 'ansage' && group !== 'absage',
    inSolo: group !== 'special',
    houseRule: HOUSE_LINE[reason] ?? null,
  };
});

export interface ScoreLine {
  readonly party: Party;
  readonly reason: LineReason;
  readonly points: number;
}

/** Everything the value of a deal depends on. */
export interface ScoreFacts {
  /** The Re party plays alone (announced solo, silent marriage, marriage that became a solo). */
  readonly solo: boolean;
  readonly reCardPoints: number;
  readonly reTricks: number;
  readonly kontraTricks: number;
  readonly reLevel: Level;
  readonly kontraLevel: Level;
  /** Special events; ignored in a solo (TSR §7.2.4 (docs/rules.md §11.1)). */
  readonly specials: readonly Special[];
}

export interface Score {
  readonly winner: Party | null;
  readonly lines: readonly ScoreLine[];
  /** Points credited to Re minus points credited to Kontra. */
  readonly value: number;
}

/** Whether a party reached its target (docs/rules.md §10). */
export function meetsTarget(party: Party, f: ScoreFacts): boolean {
  const own = party === 're' ? f.reLevel : f.kontraLevel;
  const opp = party === 're' ? f.kontraLevel : f.reLevel;
  const mine = party === 're' ? f.reCardPoints : 240 - f.reCardPoints;
  const theirs = 240 - mine;
  const myTricks = party === 're' ? f.reTricks : f.kontraTricks;
  const theirTricks = party === 're' ? f.kontraTricks : f.reTricks;
  if (own >= 1) return own === 4 ? theirTricks === 0 : theirs < absageThreshold(own as 1 | 2 | 3);
  if (opp >= 1) return opp === 4 ? myTricks >= 1 : mine >= absageThreshold(opp as 1 | 2 | 3);
  const onlyKontra = f.kontraLevel === 0 && f.reLevel === -1;
  if (party === 're') return mine >= (onlyKontra ? 120 : 121);
  return mine >= (onlyKontra ? 121 : 120);
}

/** Which clause of docs/rules.md §10 sets a party's target. */
export type TargetReason =
  | { readonly code: 'ownAbsage'; readonly level: 1 | 2 | 3 | 4 }
  | { readonly code: 'opponentsAbsage'; readonly level: 1 | 2 | 3 | 4 }
  | { readonly code: 'onlyKontra' }
  | { readonly code: 'plain' };

export function targetReason(party: Party, reLevel: Level, kontraLevel: Level): TargetReason {
  const own = party === 're' ? reLevel : kontraLevel;
  const opp = party === 're' ? kontraLevel : reLevel;
  if (own >= 1) return { code: 'ownAbsage', level: own as 1 | 2 | 3 | 4 };
  if (opp >= 1) return { code: 'opponentsAbsage', level: opp as 1 | 2 | 3 | 4 };
  return kontraLevel === 0 && reLevel === -1 ? { code: 'onlyKontra' } : { code: 'plain' };
}

/** A party's target: card points to reach, or tricks (all of them against its own schwarz, one against the opponents'). */
export type Target = { readonly points: number } | { readonly tricks: 'all' | 'one' };

/** The card points a party needs to reach its target, or the tricks when its target is about tricks. */
export function targetPoints(party: Party, reLevel: Level, kontraLevel: Level): Target {
  const own = party === 're' ? reLevel : kontraLevel;
  const opp = party === 're' ? kontraLevel : reLevel;
  if (own >= 1) return own === 4 ? { tricks: 'all' } : { points: [151, 181, 211][own - 1] };
  if (opp >= 1) return opp === 4 ? { tricks: 'one' } : { points: absageThreshold(opp as 1 | 2 | 3) };
  const onlyKontra = kontraLevel === 0 && reLevel === -1;
  return { points: party === 're' ? (onlyKontra ? 120 : 121) : onlyKontra ? 121 : 120 };
}

const line = (party: Party, reason: LineReason): ScoreLine => ({ party, reason, points: LINE_POINTS[reason] });

/**
 * The line a special event scores under the rules (a fox in the last trick is its own line when
 * the house rule foxLastTrick is on); null if it is worth nothing under them.
 */
export function specialLineReason(s: Special, rules: RuleSet): LineReason | null {
  switch (s.kind) {
    case 'doppelkopf':
      return 'doppelkopf';
    case 'karlchen':
      return 'karlchen';
    case 'fox':
      return s.lastTrick && rules.foxLastTrick ? 'foxCaughtLastTrick' : 'foxCaught';
    case 'karlchenCaught':
      if (rules.lieschenMueller) return s.card === 'DQ' ? 'lieschenMueller' : null;
      return rules.karlchenCaught ? 'karlchenCaught' : null;
  }
}

/** The worth of a special event under the rules, with its line reason; null if it is worth nothing. */
function specialLine(s: Special, rules: RuleSet): ScoreLine | null {
  const reason = specialLineReason(s, rules);
  return reason ? line(s.party, reason) : null;
}

/** Winner, itemised lines (merged per reason and party, in the rule book's order) and value. */
export function scoreDeal(f: ScoreFacts, rules: RuleSet): Score {
  const re = meetsTarget('re', f);
  const kontra = meetsTarget('kontra', f);
  const winner: Party | null = re ? 're' : kontra ? 'kontra' : null;
  const raw: ScoreLine[] = [];
  const add = (party: Party, reason: LineReason) => raw.push(line(party, reason));
  const points: Record<Party, number> = { re: f.reCardPoints, kontra: 240 - f.reCardPoints };
  const tricks: Record<Party, number> = { re: f.reTricks, kontra: f.kontraTricks };

  if (winner) {
    const loser: Party = winner === 're' ? 'kontra' : 're';
    add(winner, 'won');
    for (const [reason, limit] of BELOW) if (points[loser] < limit) add(winner, reason);
    if (tricks[loser] === 0) add(winner, 'schwarz');
    if (f.reLevel >= 0) add(winner, 'reAnnounced');
    if (f.kontraLevel >= 0) add(winner, 'kontraAnnounced');
    for (let l = 1; l <= f.reLevel; l++) add(winner, ABSAGE_LINES.re[l - 1]);
    for (let l = 1; l <= f.kontraLevel; l++) add(winner, ABSAGE_LINES.kontra[l - 1]);
  } else {
    for (const p of ['re', 'kontra'] as const) {
      const opp: Party = p === 're' ? 'kontra' : 're';
      for (const [reason, limit] of BELOW) if (points[opp] < limit) add(p, reason);
      if (tricks[opp] === 0) add(p, 'schwarz');
    }
  }
  // (e)/(f): points reached against the opponents' Absagen; only the winner (or, without a
  // winner, each party) can hold them, since reaching them defeats that Absage.
  for (const p of ['re', 'kontra'] as const) {
    if (winner && winner !== p) continue;
    const oppLevel = p === 're' ? f.kontraLevel : f.reLevel;
    for (let l = 1; l <= oppLevel; l++) {
      const [reason, limit] = REACHED[l - 1];
      if (points[p] >= limit) add(p, reason);
    }
  }
  if (!f.solo) {
    if (winner === 'kontra') add('kontra', 'againstTheElders');
    for (const s of f.specials) {
      const line = specialLine(s, rules);
      if (line) raw.push(line);
    }
  }

  const lines = mergeLines(raw);
  const totals = lineTotals(lines);
  return { winner, lines, value: totals.re - totals.kontra };
}

/** The points the lines credit to each party; the game value is Re's total minus Kontra's. */
export function lineTotals(lines: readonly ScoreLine[]): Record<Party, number> {
  const totals: Record<Party, number> = { re: 0, kontra: 0 };
  for (const l of lines) totals[l.party] += l.points;
  return totals;
}

function mergeLines(raw: readonly ScoreLine[]): ScoreLine[] {
  const merged = new Map<string, ScoreLine>();
  for (const l of raw) {
    const key = `${l.reason}/${l.party}`;
    const prev = merged.get(key);
    merged.set(key, prev ? { ...prev, points: prev.points + l.points } : l);
  }
  const rank = (l: ScoreLine) => LINE_ORDER.indexOf(l.reason) * 2 + (l.party === 're' ? 0 : 1);
  return [...merged.values()].sort((a, b) => rank(a) - rank(b));
}

/** Per-seat scores: each Re player +value, each Kontra player −value; a soloist SOLOIST_FACTOR × value. */
export function seatScores(parties: Parties, value: number): [number, number, number, number] {
  const scores: [number, number, number, number] = [0, 0, 0, 0];
  const soloist = parties.re.length === 1;
  for (const s of parties.re) scores[s as Seat] = soloist ? SOLOIST_FACTOR * value : value;
  for (const s of parties.kontra) scores[s as Seat] = 0 - value; // 0 - v, not -v: no negative zero
  return scores;
}
