import type { AnalysisStopped } from '../engine/analysis/analyse.ts';
import type { StopReason } from '../cli/longRun.ts';
import { fixed, num } from './numbers.ts';

/** Seconds as given, with as many decimals (0.5 s, 60 s). */
const seconds = (s: number) => fixed(s, Number.isInteger(s) ? 0 : String(s).split('.')[1].length);

/**
 * The words of the `doko` command's human output (replay; the quiz's explanation; what a stopped
 * long run says). Score lines,
 * calls and parties come from the engine's words; this file adds the sentences around them.
 * The seat numbers stay numbers: the output names seats as the record formats do (0..3).
 */
export const replayText = {
  header: (dealer: number, contract: string) => `Dealer: seat ${dealer}   Contract: ${contract}`,
  parties: (re: string, kontra: string) => `Re: seats ${re}   Kontra: seats ${kontra}`,
  hand: (seat: number, cards: string) => `Seat ${seat}: ${cards}`,
  columns: { trick: 'Trick', leader: 'Leader', cards: 'Cards (seat:card)', winner: 'Winner', points: 'Points' },
  openTrick: (leader: number, cards: string) => `  (open trick led by seat ${leader}: ${cards})`,
  announcement: (seat: number, call: string, cardsPlayed: number) => `Announcement: seat ${seat} "${call}" after ${cardsPlayed} cards`,
  result: (re: number, kontra: number, winner: string | null) => `Card points: Re ${re}, Kontra ${kontra}   Winner: ${winner ?? 'nobody'}`,
  value: (value: number, scores: string) => `Value: ${value}   Scores: ${scores}`,
  unfinished: (phase: string, cardsPlayed: number) => `Deal not complete (${phase}, ${cardsPlayed} cards played).`,
};

/** What stopped a long run, as a phrase after "stopped by". */
export function stoppedBy(r: StopReason): string {
  return r.code === 'timeLimit' ? `the time limit of ${seconds(r.seconds)} s (--time-limit)` : 'Ctrl-C';
}

const doneOf = (part: { readonly done: number; readonly asked: number }) => `${num(part.done)} of ${num(part.asked)}`;

export const partialText = {
  /** The first line of a stopped analysis: how far each part got. */
  analysis: (s: AnalysisStopped & { readonly reason: StopReason }) =>
    `Partial result, stopped by ${stoppedBy(s.reason)}: ${doneOf(s.simulation)} samples simulated` +
    `${s.keyCards.asked > 0 ? `, key cards of ${doneOf(s.keyCards)} solos` : ''}` +
    `${s.deep ? `, ${doneOf(s.deep)} deep samples` : ''}. The figures below rest on these alone.`,
};
