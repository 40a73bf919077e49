/**
 * Why a line is not in a deal's score sheet (the score quiz explains a learner's extra line with
 * it). Its own small module: the quiz pages that only word a verdict must not load the deal
 * generator of score.ts.
 */
import { opponentOf, type Party } from '../parties.ts';
import { LINE_RULES, lineMeaning, type Call, type LineReason, type Target } from '../scoring.ts';
import type { DealFacts } from './score.ts';

/**
 * Why a line credited to `party` is not in this deal's sheet, as a code with the numbers a
 * sentence needs (the quiz grading says it in words):
 * - specialInSolo: special points (and "against the club queens") do not count in a solo;
 * - noWinner: both parties missed their targets, so no "won" and no points for calls;
 * - notBelow: the opponents took `points`, not fewer than `threshold`;
 * - missedTarget: `party` took `points`, short of its target;
 * - tricksWon: the opponents won `tricks` tricks (no schwarz);
 * - notAnnounced: nobody of `party` made the Ansage `call`;
 * - onlyKontraWins: "against the club queens" is scored only when Kontra wins a normal game;
 * - absageNotMade: `party` did not announce `call`;
 * - didNotHappen: the event (a special point, points reached against an Absage) did not happen.
 */
export type LineAbsence =
  | { readonly code: 'specialInSolo' }
  | { readonly code: 'noWinner' }
  | { readonly code: 'notBelow'; readonly opponents: Party; readonly points: number; readonly threshold: number }
  | { readonly code: 'missedTarget'; readonly party: Party; readonly points: number; readonly target: Target }
  | { readonly code: 'tricksWon'; readonly opponents: Party; readonly tricks: number }
  | { readonly code: 'notAnnounced'; readonly party: Party; readonly call: Call }
  | { readonly code: 'onlyKontraWins' }
  | { readonly code: 'absageNotMade'; readonly party: Party; readonly call: Call }
  | { readonly code: 'didNotHappen' };

export function lineAbsence(reason: LineReason, party: Party, f: DealFacts, winner: Party | null): LineAbsence {
  const rule = LINE_RULES.find((r) => r.reason === reason)!;
  const meaning = lineMeaning(reason);
  const opponents = opponentOf(party);
  if (!rule.inSolo && f.solo) return { code: 'specialInSolo' };
  if (winner === null && !rule.withoutWinner) return { code: 'noWinner' };
  switch (meaning.kind) {
    case 'below':
      return { code: 'notBelow', opponents, points: f.cardPoints[opponents], threshold: meaning.threshold };
    case 'won':
      return { code: 'missedTarget', party, points: f.cardPoints[party], target: f.targets[party] };
    case 'schwarz':
      return { code: 'tricksWon', opponents, tricks: f.tricks[opponents] };
    case 'ansage':
      return { code: 'notAnnounced', party: meaning.party, call: meaning.call };
    case 'absage':
      return { code: 'absageNotMade', party: meaning.party, call: meaning.call };
    default:
      return reason === 'againstTheElders' ? { code: 'onlyKontraWins' } : { code: 'didNotHappen' };
  }
}
