/**
 * The calls a party can make (docs/rules.md §10) and their levels: Re/Kontra, then the Absagen
 * keine 90 … schwarz. Kept apart from scoring.ts so that what only names a call (the words,
 * the exercises) does not load the scoring.
 */
import type { Party } from './parties.ts';

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
