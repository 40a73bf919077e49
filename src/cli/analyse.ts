/**
 * `doko analyse "HAND" [--rules JSON] [--samples N] [--seed S] [--json]
 *                      [--compulsory] [--seat 0-3] [--deep N] [--key-samples N] [--time-limit S]`
 * Solo analysis of a pasted hand (engine/analysis). Invalid hands: exit code 2 with the
 * parser's message. Without --json a readable table. The work is bounded by the time limit
 * (default `DEFAULT_TIME_LIMIT` seconds; the sample counts have limits too); stopped by it or by
 * Ctrl-C, it prints what it has, marked as partial.
 */
import { analyseHand, type Analysis, type AnalysisOptions } from '../engine/analysis/analyse.ts';
import { analysisJson, analysisTable } from './report.ts';
import type { CardId } from '../engine/cards.ts';
import { oneLine } from '../engine/excerpt.ts';
import { MAX_NOTATION_TEXT, parseHand } from '../engine/notation.ts';
import { describeNotationError, PREFERRED_LETTERS } from '#words/notation';
import type { Seat } from '../engine/parties.ts';
import { partialText, usageErrors as say } from '#words/cli';
import { rulesOf } from './input.ts';
import { catchInterrupts, deadlineStop, EXIT_INTERRUPTED, runInWorker, timeLimitOf, TIME_LIMIT_OPTION, type StopReason } from './longRun.ts';
import { readOptions, UsageError, valueOf, wholeNumber } from './options.ts';
import type { RunOutput } from './output.ts';

/**
 * The most tier-2 samples (1000 by default). The time limit bounds the work and memory does not
 * grow with the samples, so this only keeps the number sane: far more than a day's work.
 */
export const MAX_SAMPLES = 10_000_000;
/** The most deep samples (each solves 14 endgames exactly, about half a second; the time limit bounds the work). */
export const MAX_DEEP = 1_000_000;
/**
 * The most key-card samples: each solo replays them for every weakened card (about a dozen), in
 * one piece that a stop waits for, so this also bounds how long a stop waits (a few seconds).
 */
export const MAX_KEY_SAMPLES = 10_000;
/**
 * The most characters of HAND: the notation parser's own limit (twelve cards in the wordiest
 * notation, "queen of clubs, …", take about 200), so that a HAND the command accepts is read.
 */
export const MAX_HAND_TEXT = MAX_NOTATION_TEXT;

/** What the worker needs: the hand and the options, as plain data. */
interface AnalyseJob {
  readonly hand: readonly CardId[];
  readonly options: Omit<AnalysisOptions, 'onProgress' | 'shouldStop'>;
}

interface AnalyseRequest {
  readonly job: AnalyseJob;
  readonly json: boolean;
  readonly timeLimit: number;
}

/** The request of the arguments, or a UsageError. */
function readRequest(args: readonly string[]): AnalyseRequest {
  const o = readOptions(args, {
    flags: ['--json', '--compulsory'],
    valued: ['--rules', '--samples', '--seed', '--seat', '--deep', '--key-samples', TIME_LIMIT_OPTION],
    positional: true,
  });
  if (o.positional.length === 0) throw new UsageError(say.missingHand);
  const rules = rulesOf(o);
  const samples = valueOf(o, '--samples', (v) => wholeNumber('--samples', v, 1, MAX_SAMPLES), 1000);
  const seed = valueOf(o, '--seed', (v) => wholeNumber('--seed', v, 0, 0xffffffff), 1);
  const seat = valueOf<Seat | undefined>(o, '--seat', (v) => wholeNumber('--seat', v, 0, 3) as Seat, undefined);
  const deep = valueOf(o, '--deep', (v) => wholeNumber('--deep', v, 0, MAX_DEEP), 0);
  const keyCardSamples = valueOf<number | undefined>(o, '--key-samples', (v) => wholeNumber('--key-samples', v, 0, MAX_KEY_SAMPLES), undefined);
  const text = o.positional.join(' ');
  if (text.length > MAX_HAND_TEXT) throw new UsageError(say.handTooLong(text.length, MAX_HAND_TEXT));
  const hand = parseHand(text, rules, { prefer: PREFERRED_LETTERS });
  if (!hand.ok) throw new UsageError(describeNotationError(hand.error));
  return {
    job: {
      hand: hand.value,
      options: { rules, samples, seed, seat, compulsory: o.flags.has('--compulsory'), keyCardSamples, deep: deep > 0 ? { samples: deep } : null },
    },
    json: o.flags.has('--json'),
    timeLimit: timeLimitOf(o),
  };
}

/** The analysis, stopped where `shouldStop` says (the worker's job, and the in-thread run's). */
export function analyseJob(job: AnalyseJob, shouldStop: () => boolean): Analysis {
  return analyseHand(job.hand, { ...job.options, shouldStop });
}

/** The output of an analysis: JSON or the table, marked as partial where it was stopped. */
function output(a: Analysis, json: boolean, reason: StopReason | null): RunOutput {
  const stopped = a.stopped && reason ? { ...a.stopped, reason } : null;
  const stdout = json
    ? `${JSON.stringify(stopped ? { partial: partialJson(stopped), ...analysisJson(a) } : analysisJson(a))}\n`
    : `${stopped ? `${partialText.analysis(stopped)}\n\n` : ''}${analysisTable(a)}\n`;
  return { code: stopped?.reason.code === 'interrupted' ? EXIT_INTERRUPTED : 0, stdout, stderr: '' };
}

function partialJson(s: NonNullable<Analysis['stopped']> & { reason: StopReason }) {
  return {
    stoppedBy: s.reason.code,
    ...(s.reason.code === 'timeLimit' ? { timeLimitSeconds: s.reason.seconds } : {}),
    samples: s.simulation,
    keyCards: s.keyCards,
    ...(s.deep ? { deepSamples: s.deep } : {}),
  };
}

const refusal = (e: unknown): RunOutput => {
  if (e instanceof UsageError) return { code: 2, stdout: '', stderr: `${oneLine(e.message)}\n` };
  throw e;
};

/** Run in this thread: the time limit by the clock, no Ctrl-C (tests, `node src/cli/analyse.ts`). */
export function runAnalyse(args: readonly string[]): RunOutput {
  try {
    const r = readRequest(args);
    const stop = deadlineStop(r.timeLimit);
    const a = analyseJob(r.job, stop);
    return output(a, r.json, a.stopped ? { code: 'timeLimit', seconds: r.timeLimit } : null);
  } catch (e) {
    return refusal(e);
  }
}

/** Run as the `doko` command does: in a worker thread, stopped by the time limit or Ctrl-C. */
export async function analyseCommand(args: readonly string[]): Promise<RunOutput> {
  catchInterrupts();
  try {
    const r = readRequest(args);
    const { value, stopped } = await runInWorker('analyse', r.job, r.timeLimit);
    return output(value as Analysis, r.json, stopped);
  } catch (e) {
    return refusal(e);
  }
}

// Run directly: `node src/cli/analyse.ts "HAND" …` (the `doko` command hooks `analyseCommand` in).
if (import.meta.url === `file://${process.argv[1]}`) {
  const r = runAnalyse(process.argv.slice(2));
  process.stdout.write(r.stdout);
  process.stderr.write(r.stderr);
  process.exitCode = r.code;
}
