/**
 * The words of `npm run doko -- solve` (the exact value of a position). Numbers and codes come
 * from the engine (engine/analysis/solve.ts); seats are named by seats.ts.
 */
import type { PartialSolve, SolvedPosition, SolveProgress, SolveRefusal } from '../../engine/analysis/solve.ts';
import type { Phase } from '../../engine/deal.ts';
import { fixed } from '../runtime/numbers.ts';
import { seatName } from './seats.ts';

const PHASE_WORDS: Partial<Record<Phase, string>> = {
  finished: 'the deal is over: every card has been played',
  redeal: 'the deal was thrown in',
};

/** One line for a position the solver cannot take. */
export function describeSolveRefusal(r: SolveRefusal): string {
  switch (r.code) {
    case 'notInPlay':
      return `nothing to solve: ${PHASE_WORDS[r.phase] ?? `the cards are not in play yet (${r.phase})`}`;
    case 'partiesOpen':
      return 'nothing to solve yet: the marriage has no partner so far, so the parties are not known';
  }
}

const seat = (s: number) => `seat ${s} (${seatName(s)})`;

/** The readable report: who is Re, the value of the position and of every card. */
export function solveReport(p: SolvedPosition): string {
  const party = p.solo ? `Re is the soloist, ${seat(p.re[0])}` : `Re is ${p.re.map(seat).join(' and ')}`;
  const lines = [
    `${party}. ${p.cardsPlayed} cards played; Re has ${p.pointsSoFar} card points in the tricks so far.`,
    `With best play by all, Re ends the deal with ${p.partyPoints} card points (Kontra ${p.kontraPoints}).`,
    `${seat(p.toMove)} to play (${p.toMoveIsRe ? 'Re' : 'Kontra'}); best card: ${p.best}.`,
    '',
    'Card   Re ends with',
    ...p.cards.map(
      (c) =>
        `${c.card.padEnd(6)} ${String(c.partyPoints).padStart(4)}${c.partyPoints === p.partyPoints ? '' : `  (${signedLoss(c.partyPoints - p.partyPoints, p.toMoveIsRe)})`}`,
    ),
  ];
  return lines.join('\n');
}

/**
 * The report of a stopped solve, marked as partial on its first line: the cards valued exactly,
 * bounds on the others and on the position. `why` says what stopped it (en-cli.ts `stoppedBy`).
 */
export function partialSolveReport(p: PartialSolve, why: string): string {
  const party = p.solo ? `Re is the soloist, ${seat(p.re[0])}` : `Re is ${p.re.map(seat).join(' and ')}`;
  const lines = [
    `Partial result, stopped by ${why}: ${p.cardsValued} of ${p.cards.length} cards valued exactly.`,
    `${party}. ${p.cardsPlayed} cards played; Re has ${p.pointsSoFar} card points in the tricks so far.`,
    `With best play by all, Re ends the deal with ${p.atLeast === p.atMost ? p.atLeast : `${p.atLeast} to ${p.atMost}`} card points (not yet known exactly).`,
    `${seat(p.toMove)} to play (${p.toMoveIsRe ? 'Re' : 'Kontra'}).`,
    '',
    'Card   Re ends with',
    ...p.cards.map(
      (c) =>
        `${c.card.padEnd(6)} ${'partyPoints' in c ? String(c.partyPoints).padStart(4) : `${String(c.atLeast).padStart(4)} to ${c.atMost} (not yet known)`}`,
    ),
  ];
  return lines.join('\n');
}

/** How much worse than the best card a card is for the player to move, in card points. */
function signedLoss(diff: number, re: boolean): string {
  const loss = re ? -diff : diff;
  return `${loss} card ${loss === 1 ? 'point' : 'points'} worse for ${re ? 'Re' : 'Kontra'}`;
}

/** The line a terminal sees while the solver works. */
export function solveProgressLine(p: SolveProgress, seconds: number): string {
  return `solving: ${p.cardsValued} of ${p.cards} cards valued, ${fixed(p.nodes / 1e6, 1)} million positions searched, ${seconds} s (Ctrl+C stops)`;
}
