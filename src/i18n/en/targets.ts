/**
 * English words of the targets: what a party needs after the announcements, and the target calculator (lesson “What each side needs”).
 */
import { PARTY_WORD } from './engine.ts';
import { TOTAL_POINTS } from '../../engine/cards.ts';
import type { Party } from '../../engine/parties.ts';
import { targetPoints, targetReason, type Level, type Target } from '../../engine/scoring.ts';
import { targetReasonText } from './common.ts';

/** What a target is, in words: "151 card points", "all 12 tricks", "one trick". */
export function targetWord(t: Target, tricks: number): string {
  if ('points' in t) return `${t.points} card points`;
  return t.tricks === 'all' ? `all ${tricks} tricks` : 'one trick';
}

/** The same, short, for table cells: "≥ 151", "all 12 tricks", "1 trick". */
export function targetShort(t: Target, tricks: number): string {
  if ('points' in t) return `≥ ${t.points}`;
  return t.tricks === 'all' ? `all ${tricks} tricks` : 'any 1 trick';
}

/** Why a party's target is what it is, from the two parties' highest calls. */
export function targetWhy(party: Party, reLevel: Level, kontraLevel: Level): string {
  return targetReasonText(party, targetReason(party, reLevel, kontraLevel), targetPoints(party, reLevel, kontraLevel), TOTAL_POINTS);
}

export const targetText = {
  title: 'Target calculator',
  intro: 'Choose each party’s highest call, then move the slider: who wins, and why?',
  callLegend: (party: Party) => `${PARTY_WORD[party]}’s highest call`,
  needs: (party: Party) => `${PARTY_WORD[party]} needs`,
  pointsLabel: 'Re’s card points',
  kontraHas: (n: number) => `Kontra has ${n}`,
  tricksLabel: 'Tricks won by Re',
  tricksOf: (n: number) => `of ${n}`,
  reached: 'reached',
  missed: 'missed',
  has: (t: Target, points: number, tricks: number) => ('points' in t ? `Has ${points}` : `Has ${tricks} trick${tricks === 1 ? '' : 's'}`),
  verdict: {
    wins: (party: Party, points: number, tricks: number) =>
      `${PARTY_WORD[party]} wins with ${points} card points in ${tricks} trick${tricks === 1 ? '' : 's'}: only ${PARTY_WORD[party]} reached its target.`,
    noWinner: 'Nobody wins: both parties missed their targets (possible only when both made an Absage).',
    impossible: 'These numbers cannot happen together:',
  },
  reset: 'Start over',
};
