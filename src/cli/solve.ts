/**
 * `doko solve FILE|- [--json] [--time-limit S]`: the exact value of a position. Reads a
 * doko-deal/1 record whose plays stop at any point of a solo or a normal game (also inside a
 * trick) and prints, with every hand open and best play by all, the card points the Re party
 * (the soloist, or the ♣Q holders) has at the end of the deal — the tricks already played
 * included — and the same after each card the player to move may play:
 *   {"toMove": 2, "best": "HA", "partyPoints": 143, "cards": [{"card": "HA", "partyPoints": 143}, …]}
 * Without --json a readable table. Bad input: exit code 2 and one line (the record reader's
 * errors name the place). Stopped by the time limit (default `DEFAULT_TIME_LIMIT` seconds) or
 * Ctrl-C, it prints what it knows, marked as partial: the cards valued and bounds on the rest.
 */
import { solveWithin, type PartialSolve, type SolveOutcome, type SolveProgress, type SolveRefusal } from '../engine/analysis/solve.ts';
import { oneLine } from '../engine/excerpt.ts';
import { readDealRecord } from '../engine/record.ts';
import type { Result } from '../engine/result.ts';
import { formatPathError } from '#words/record';
import { stoppedBy } from '#words/cli';
import { describeSolveRefusal, partialSolveReport, solveProgressLine, solveReport } from '#words/solve';
import { parseJson, readInput } from './input.ts';
import { catchInterrupts, deadlineStop, EXIT_INTERRUPTED, runInWorker, timeLimitOf, TIME_LIMIT_OPTION, type StopReason } from './longRun.ts';
import { fileOf, readOptions, UsageError } from './options.ts';
import type { RunOutput } from './output.ts';

interface SolveRequest {
  /** The record as read (checked here; the worker reads it again). */
  readonly record: unknown;
  readonly json: boolean;
  readonly timeLimit: number;
}

function readRequest(args: readonly string[]): SolveRequest {
  const o = readOptions(args, { flags: ['--json'], valued: [TIME_LIMIT_OPTION], positional: true });
  const timeLimit = timeLimitOf(o);
  const record = parseJson(readInput(fileOf(o)));
  const r = readDealRecord(record);
  if (!r.ok) throw new UsageError(formatPathError(r.error));
  return { record, json: o.flags.has('--json'), timeLimit };
}

/** Solve the record's position until `shouldStop` says stop (the worker's job, and the in-thread run's). */
export function solveJob(
  input: { readonly record: unknown },
  shouldStop: () => boolean,
  progress?: (p: SolveProgress) => void,
): Result<SolveOutcome, SolveRefusal> {
  const r = readDealRecord(input.record);
  if (!r.ok) throw new Error(`solveJob: a record that was read before is refused: ${formatPathError(r.error)}`);
  return solveWithin(r.value.state, shouldStop, progress);
}

/** The output of a solve: JSON or the report, marked as partial where it was stopped. */
function output(solved: Result<SolveOutcome, SolveRefusal>, json: boolean, reason: StopReason | null): RunOutput {
  if (!solved.ok) throw new UsageError(describeSolveRefusal(solved.error));
  const outcome = solved.value;
  if (outcome.complete) {
    const p = outcome.position;
    const stdout = json ? `${JSON.stringify({ toMove: p.toMove, best: p.best, partyPoints: p.partyPoints, cards: p.cards })}\n` : `${solveReport(p)}\n`;
    return { code: 0, stdout, stderr: '' };
  }
  // Only a stop ends a solve early, so there is a reason.
  const why = reason ?? { code: 'interrupted' };
  const p = outcome.partial;
  const stdout = json ? `${JSON.stringify(partialJson(p, why))}\n` : `${partialSolveReport(p, stoppedBy(why))}\n`;
  return { code: why.code === 'interrupted' ? EXIT_INTERRUPTED : 0, stdout, stderr: '' };
}

function partialJson(p: PartialSolve, why: StopReason) {
  return {
    partial: { stoppedBy: why.code, ...(why.code === 'timeLimit' ? { timeLimitSeconds: why.seconds } : {}), cardsValued: p.cardsValued, cards: p.cards.length },
    toMove: p.toMove,
    atLeast: p.atLeast,
    atMost: p.atMost,
    cards: p.cards,
  };
}

const refusal = (e: unknown): RunOutput => {
  if (e instanceof UsageError) return { code: 2, stdout: '', stderr: `${oneLine(e.message)}\n` };
  throw e;
};

/** A progress line about once a second (`progress` is given when standard error is a terminal). */
function throttled(progress: ((line: string) => void) | undefined): ((p: SolveProgress) => void) | undefined {
  if (!progress) return undefined;
  const start = performance.now();
  let shown = start;
  return (p) => {
    const now = performance.now();
    if (now - shown < 1000) return;
    shown = now;
    progress(solveProgressLine(p, Math.round((now - start) / 1000)));
  };
}

/** Run in this thread: the time limit by the clock, no Ctrl-C (tests). */
export function runSolve(args: readonly string[], progress?: (line: string) => void): RunOutput {
  try {
    const r = readRequest(args);
    const solved = solveJob(r, deadlineStop(r.timeLimit), throttled(progress));
    return output(solved, r.json, { code: 'timeLimit', seconds: r.timeLimit });
  } catch (e) {
    return refusal(e);
  }
}

/**
 * Run as the `doko` command does: in a worker thread, stopped by the time limit or Ctrl-C.
 * `progress` (given when standard error is a terminal) hears a line about once a second.
 */
export async function solveCommand(args: readonly string[], progress?: (line: string) => void): Promise<RunOutput> {
  catchInterrupts();
  try {
    const r = readRequest(args);
    const report = throttled(progress);
    const { value, stopped } = await runInWorker('solve', { record: r.record }, r.timeLimit, report && ((data) => report(data as SolveProgress)));
    return output(value as Result<SolveOutcome, SolveRefusal>, r.json, stopped);
  } catch (e) {
    return refusal(e);
  }
}
