/**
 * Winner and game value (RULES.md §10, §11, §16): targets from the announcements, the
 * items of TSR §7.2.2 credited to the winner (or, without a winner, to whoever earned them),
 * the special points of §7.2.3 netted, and per-seat scores (solo ×3).
 */
import type { Parties, Party, Seat } from './parties.ts';
import type { RuleSet } from './rules.ts';

/** Announcement levels of a party: -1 none, 0 Re/Kontra, 1 keine 90, 2 keine 60, 3 keine 30, 4 schwarz. */
export type Level = -1 | 0 | 1 | 2 | 3 | 4;

export type Call = 're' | 'kontra' | 'no90' | 'no60' | 'no30' | 'schwarz';
export const CALLS: readonly Call[] = ['re', 'kontra', 'no90', 'no60', 'no30', 'schwarz'];
export const ABSAGE_CALLS = ['no90', 'no60', 'no30', 'schwarz'] as const;

export function levelOfCall(call: Call): Level {
  return call === 're' || call === 'kontra' ? 0 : ((ABSAGE_CALLS.indexOf(call) + 1) as Level);
}

/** The call that names a level for a party: level 0 is the party's own name. */
export function callOfLevel(party: Party, level: Exclude<Level, -1>): Call {
  return level === 0 ? party : ABSAGE_CALLS[level - 1];
}

export type Special =
  | { readonly kind: 'doppelkopf'; readonly party: Party }
  | { readonly kind: 'fox'; readonly party: Party; readonly lastTrick?: boolean }
  | { readonly kind: 'karlchen'; readonly party: Party }
  | { readonly kind: 'karlchenCaught'; readonly party: Party; readonly card?: string };

export type LineReason =
  | 'won' | 'below90' | 'below60' | 'below30' | 'schwarz'
  | 'reAnnounced' | 'kontraAnnounced'
  | 'reNo90' | 'reNo60' | 'reNo30' | 'reSchwarz'
  | 'kontraNo90' | 'kontraNo60' | 'kontraNo30' | 'kontraSchwarz'
  | 'reached120AgainstNo90' | 'reached90AgainstNo60' | 'reached60AgainstNo30' | 'reached30AgainstSchwarz'
  | 'againstTheElders' | 'doppelkopf' | 'foxCaught' | 'foxCaughtLastTrick'
  | 'karlchen' | 'karlchenCaught' | 'lieschenMueller';

/** The rule book's order of the items (TSR §7.2), used to order the lines. */
export const LINE_ORDER: readonly LineReason[] = [
  'won', 'below90', 'below60', 'below30', 'schwarz',
  'reAnnounced', 'kontraAnnounced',
  'reNo90', 'reNo60', 'reNo30', 'reSchwarz',
  'kontraNo90', 'kontraNo60', 'kontraNo30', 'kontraSchwarz',
  'reached120AgainstNo90', 'reached90AgainstNo60', 'reached60AgainstNo30', 'reached30AgainstSchwarz',
  'againstTheElders', 'doppelkopf', 'foxCaught', 'foxCaughtLastTrick', 'karlchen', 'karlchenCaught', 'lieschenMueller',
];

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
  /** Special events; ignored in a solo (§7.2.4). */
  readonly specials: readonly Special[];
}

export interface Score {
  readonly winner: Party | null;
  readonly lines: readonly ScoreLine[];
  /** Points credited to Re minus points credited to Kontra. */
  readonly value: number;
}

const BELOW: readonly [LineReason, number][] = [['below90', 90], ['below60', 60], ['below30', 30]];
const REACHED: readonly [LineReason, number][] = [
  ['reached120AgainstNo90', 120], ['reached90AgainstNo60', 90], ['reached60AgainstNo30', 60], ['reached30AgainstSchwarz', 30],
];

/** Whether a party reached its target (§10). */
export function meetsTarget(party: Party, f: ScoreFacts): boolean {
  const own = party === 're' ? f.reLevel : f.kontraLevel;
  const opp = party === 're' ? f.kontraLevel : f.reLevel;
  const mine = party === 're' ? f.reCardPoints : 240 - f.reCardPoints;
  const theirs = 240 - mine;
  const myTricks = party === 're' ? f.reTricks : f.kontraTricks;
  const theirTricks = party === 're' ? f.kontraTricks : f.reTricks;
  if (own >= 1) return own === 4 ? theirTricks === 0 : theirs < [90, 60, 30][own - 1];
  if (opp >= 1) return opp === 4 ? myTricks >= 1 : mine >= [90, 60, 30][opp - 1];
  const onlyKontra = f.kontraLevel === 0 && f.reLevel === -1;
  if (party === 're') return mine >= (onlyKontra ? 120 : 121);
  return mine >= (onlyKontra ? 121 : 120);
}

/** Which clause of §10 sets a party's target. */
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

/** What a party needs to win: card points, or all tricks / one trick when "schwarz" was said. */
export type Target = { readonly points: number } | { readonly tricks: 'all' | 'one' };

/** The card points a party needs to reach its target, or the tricks when its target is about tricks. */
export function targetPoints(party: Party, reLevel: Level, kontraLevel: Level): Target {
  const own = party === 're' ? reLevel : kontraLevel;
  const opp = party === 're' ? kontraLevel : reLevel;
  if (own >= 1) return own === 4 ? { tricks: 'all' } : { points: [151, 181, 211][own - 1] };
  if (opp >= 1) return opp === 4 ? { tricks: 'one' } : { points: [90, 60, 30][opp - 1] };
  const onlyKontra = kontraLevel === 0 && reLevel === -1;
  return { points: party === 're' ? (onlyKontra ? 120 : 121) : onlyKontra ? 121 : 120 };
}

/** The worth of a special event under the rules, with its line reason; null if it is worth nothing. */
function specialLine(s: Special, rules: RuleSet): ScoreLine | null {
  switch (s.kind) {
    case 'doppelkopf':
      return { party: s.party, reason: 'doppelkopf', points: 1 };
    case 'karlchen':
      return { party: s.party, reason: 'karlchen', points: 1 };
    case 'fox':
      return s.lastTrick && rules.foxLastTrick
        ? { party: s.party, reason: 'foxCaughtLastTrick', points: 2 }
        : { party: s.party, reason: 'foxCaught', points: 1 };
    case 'karlchenCaught':
      if (rules.lieschenMueller) return s.card === 'DQ' ? { party: s.party, reason: 'lieschenMueller', points: 1 } : null;
      return rules.karlchenCaught ? { party: s.party, reason: 'karlchenCaught', points: 1 } : null;
  }
}

/** Winner, itemised lines (merged per reason and party, in the rule book's order) and value. */
export function scoreDeal(f: ScoreFacts, rules: RuleSet): Score {
  const re = meetsTarget('re', f);
  const kontra = meetsTarget('kontra', f);
  const winner: Party | null = re ? 're' : kontra ? 'kontra' : null;
  const raw: ScoreLine[] = [];
  const add = (party: Party, reason: LineReason, points = 1) => raw.push({ party, reason, points });
  const points: Record<Party, number> = { re: f.reCardPoints, kontra: 240 - f.reCardPoints };
  const tricks: Record<Party, number> = { re: f.reTricks, kontra: f.kontraTricks };

  if (winner) {
    const loser: Party = winner === 're' ? 'kontra' : 're';
    add(winner, 'won');
    for (const [reason, limit] of BELOW) if (points[loser] < limit) add(winner, reason);
    if (tricks[loser] === 0) add(winner, 'schwarz');
    if (f.reLevel >= 0) add(winner, 'reAnnounced', 2);
    if (f.kontraLevel >= 0) add(winner, 'kontraAnnounced', 2);
    const reAbs: LineReason[] = ['reNo90', 'reNo60', 'reNo30', 'reSchwarz'];
    const koAbs: LineReason[] = ['kontraNo90', 'kontraNo60', 'kontraNo30', 'kontraSchwarz'];
    for (let l = 1; l <= f.reLevel; l++) add(winner, reAbs[l - 1]);
    for (let l = 1; l <= f.kontraLevel; l++) add(winner, koAbs[l - 1]);
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
  const value = lines.reduce((v, l) => v + (l.party === 're' ? l.points : -l.points), 0);
  return { winner, lines, value };
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

/** Per-seat scores: each Re player +value, each Kontra player −value; a soloist 3 × value. */
export function seatScores(parties: Parties, value: number): [number, number, number, number] {
  const scores: [number, number, number, number] = [0, 0, 0, 0];
  const soloist = parties.re.length === 1;
  for (const s of parties.re) scores[s as Seat] = soloist ? 3 * value : value;
  for (const s of parties.kontra) scores[s as Seat] = 0 - value; // 0 - v, not -v: no negative zero
  return scores;
}
