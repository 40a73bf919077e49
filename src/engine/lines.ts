/**
 * The lines of a game value and what each stands for (docs/rules.md §11): the thresholds and
 * points behind "below 90" or "120 reached against keine 90". Apart from scoring.ts so that
 * words naming a line (src/i18n/en/engine.ts) do not load the whole scoring.
 */
import type { Party } from './parties.ts';
import { ABSAGE_CALLS, callOfLevel, type Call } from './calls.ts';

export type LineReason =
  | 'won'
  | 'below90'
  | 'below60'
  | 'below30'
  | 'schwarz'
  | 'reAnnounced'
  | 'kontraAnnounced'
  | 'reNo90'
  | 'reNo60'
  | 'reNo30'
  | 'reSchwarz'
  | 'kontraNo90'
  | 'kontraNo60'
  | 'kontraNo30'
  | 'kontraSchwarz'
  | 'reached120AgainstNo90'
  | 'reached90AgainstNo60'
  | 'reached60AgainstNo30'
  | 'reached30AgainstSchwarz'
  | 'againstTheElders'
  | 'doppelkopf'
  | 'foxCaught'
  | 'foxCaughtLastTrick'
  | 'karlchen'
  | 'karlchenCaught'
  | 'lieschenMueller';

/** A trick with at least this many card points is a Doppelkopf, a special point (§7.2.3). */
export const DOPPELKOPF_POINTS = 40;

/** The soloist wins or pays the game value this many times, once from each opponent (§11.3). */
export const SOLOIST_FACTOR = 3;

/** The card points the opponents must stay below after keine 90, keine 60, keine 30 (levels 1–3, §10). */
const ABSAGE_THRESHOLDS = [90, 60, 30] as const;
/** The card points a party must stay below after the opponents' Absage of `level` 1–3: 90, 60, 30. */
export const absageThreshold = (level: 1 | 2 | 3): number => ABSAGE_THRESHOLDS[level - 1];

export const BELOW: readonly [LineReason, number][] = (['below90', 'below60', 'below30'] as const).map((r, i) => [r, ABSAGE_THRESHOLDS[i]]);
export const REACHED: readonly [LineReason, number][] = [
  ['reached120AgainstNo90', 120],
  ['reached90AgainstNo60', 90],
  ['reached60AgainstNo30', 60],
  ['reached30AgainstSchwarz', 30],
];
export const ANSAGE_LINES: readonly (readonly [LineReason, Party])[] = [
  ['reAnnounced', 're'],
  ['kontraAnnounced', 'kontra'],
];
export const ABSAGE_LINES: Readonly<Record<Party, readonly LineReason[]>> = {
  re: ['reNo90', 'reNo60', 'reNo30', 'reSchwarz'],
  kontra: ['kontraNo90', 'kontraNo60', 'kontraNo30', 'kontraSchwarz'],
};

/**
 * What a line of the game value stands for, as data for sentences: the threshold of a "below"
 * line, the points reached and the Absage they defeat, the party and call of an Ansage or
 * Absage line. Wording never keeps its own copy of these tables.
 */
export type LineMeaning =
  | { readonly kind: 'won' }
  | { readonly kind: 'below'; readonly threshold: number }
  | { readonly kind: 'schwarz' }
  | { readonly kind: 'ansage'; readonly party: Party; readonly call: Call }
  | { readonly kind: 'absage'; readonly party: Party; readonly call: Call }
  | { readonly kind: 'reached'; readonly points: number; readonly against: Call }
  | { readonly kind: 'special' };

export function lineMeaning(reason: LineReason): LineMeaning {
  if (reason === 'won') return { kind: 'won' };
  if (reason === 'schwarz') return { kind: 'schwarz' };
  const below = BELOW.find(([r]) => r === reason);
  if (below) return { kind: 'below', threshold: below[1] };
  const reached = REACHED.findIndex(([r]) => r === reason);
  if (reached >= 0) return { kind: 'reached', points: REACHED[reached][1], against: ABSAGE_CALLS[reached] };
  const ansage = ANSAGE_LINES.find(([r]) => r === reason);
  if (ansage) return { kind: 'ansage', party: ansage[1], call: callOfLevel(ansage[1], 0) };
  for (const party of ['re', 'kontra'] as const) {
    const level = ABSAGE_LINES[party].indexOf(reason);
    if (level >= 0) return { kind: 'absage', party, call: ABSAGE_CALLS[level] };
  }
  return { kind: 'special' };
}
