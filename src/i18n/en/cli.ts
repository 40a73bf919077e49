import type { AnalysisStopped } from '../../engine/analysis/analyse.ts';
import type { StopReason } from '../../cli/stopReason.ts';
import { fixed, num } from '../runtime/numbers.ts';
import { quote } from '../../engine/excerpt.ts';
import type { Phase } from '../../engine/deal.ts';

/** Seconds as given, with as many decimals (0.5 s, 60 s). */
const seconds = (s: number) => fixed(s, Number.isInteger(s) ? 0 : String(s).split('.')[1].length);

/**
 * The words of the `doko` command: its help, every usage error and refusal of an input, the
 * replay, what a stopped long run says. Score lines, calls, parties and the problems of a record
 * come from the engine's catalogues; this file adds the sentences around them. The seat numbers
 * stay numbers: the output names seats as the record formats do (0..3). Option names, card ids
 * and JSON keys are the command's own and stay as they are in every language.
 * Outside tools read these lines (docs/formats.md, "Command line"): the English stays as it is.
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
  unfinished: (phase: Phase, cardsPlayed: number) => `Deal not complete (${phase}, ${cardsPlayed} cards played).`,
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

/** The numbers and names the help text states (the limits, the languages, the quiz levels). */
export interface HelpFacts {
  readonly maxInputBytes: number;
  readonly maxLineBytes: number;
  readonly maxRulesText: number;
  readonly maxHandText: number;
  readonly maxSamples: number;
  readonly maxKeySamples: number;
  readonly maxDeep: number;
  readonly jsonMaxDepth: number;
  readonly defaultTimeLimit: number;
  readonly maxTimeLimit: number;
  readonly levels: readonly number[];
  readonly langs: readonly string[];
  readonly defaultLang: string;
  /** Usage lines of commands whose words live in their own catalogue (the score pad's `evening`). */
  readonly moreUsage: readonly string[];
}

/** `doko help`: every command with its options, the limits and the exit codes. */
export function helpText(f: HelpFacts): string {
  return `usage:
  npm run doko -- score FILE|- [--jsonl]
  npm run doko -- replay FILE|-
  npm run doko -- deal --seed N [--rules JSON] [--announce RATE]
  npm run doko -- analyse "HAND" [--rules JSON] [--samples N] [--seed S] [--json]
                             [--compulsory] [--seat 0-3] [--deep N] [--key-samples N] [--time-limit S]
  npm run doko -- solve FILE|- [--json] [--time-limit S]   exact card points of Re (the soloist, or the ♣Q holders)
                                          at the end of the deal, tricks already played included, with best play by all
  npm run doko -- quiz score --seed N [--level ${f.levels[0]}..${f.levels[f.levels.length - 1]}] [--rules JSON] [--explain]
${f.moreUsage.map((u) => `${u}\n`).join('')}  npm run doko -- help
  every command: --lang ${f.langs.join('|')} (the words of the output; default ${f.defaultLang})
limits: FILE or standard input at most ${num(f.maxInputBytes)} bytes; a --jsonl line at most ${num(f.maxLineBytes)} bytes;
  --rules at most ${num(f.maxRulesText)} characters, HAND ${num(f.maxHandText)}; --samples at most ${num(f.maxSamples)}, --key-samples ${num(f.maxKeySamples)}, --deep ${num(f.maxDeep)}
JSON is read strictly: a key once per object, null is no object, at most ${f.jsonMaxDepth} levels deep
long runs: solve and analyse stop at --time-limit S (default ${f.defaultTimeLimit}, at most ${num(f.maxTimeLimit)}) or Ctrl-C and print what they know, marked partial
options: each once; numbers in decimal digits (0x2, 2e0 are refused)
--jsonl: one result per line as it is read; an invalid line gives {"error": "line N: …"}
exit codes: 0 done (also when the reader goes away, as with | head -1), 2 invalid input (one line), 70 internal error,
  74 output not written (a full disk), 130 Ctrl-C`;
}

/** Where a one-line usage error points for the whole story. */
const SEE_USAGE = 'npm run doko -- help lists the options';

/** How the command names its input in a sentence. */
const inputName = (file: string) => (file === '-' ? 'standard input' : quote(file));

/** Why a file cannot be read, by the system's error code (others are shown as the code). */
const READ_ERRORS: Readonly<Record<string, string>> = {
  ENOENT: 'no such file',
  EISDIR: 'it is a folder',
  EACCES: 'permission denied',
  ENAMETOOLONG: 'the name is too long',
};

/** Why the output could not be written, by the system's error code. */
const WRITE_ERRORS: Readonly<Record<string, string>> = {
  ENOSPC: 'no space left on the device',
  EDQUOT: 'the disk quota is used up',
  EFBIG: 'the file is too large',
  EIO: 'input/output error',
  EBADF: 'standard output is closed',
};

/** The one-line refusals of the command: options, files, limits, commands. */
export const usageErrors = {
  givenTwice: (option: string) => `${option} given twice (give each option once)`,
  needsValue: (option: string) => `${option} needs a value`,
  unknownOption: (option: string) => `unknown option ${quote(option)} (${SEE_USAGE})`,
  unexpectedArgument: (arg: string) => `unexpected argument ${quote(arg)} (${SEE_USAGE})`,
  missingFile: 'missing FILE (or - for standard input)',
  oneFile: (files: readonly string[]) =>
    `one FILE at a time, got ${files.length}: ${files
      .slice(0, 3)
      .map((f) => quote(f))
      .join(', ')}${files.length > 3 ? ', …' : ''}`,
  wholeNumber: (option: string, min: number, max: number) => `${option} needs a whole number from ${min} to ${max}`,
  decimalNumber: (option: string, min: number, max: number) => `${option} needs a number from ${min} to ${max} (decimal digits, like 0.5)`,
  missingCommand: (commands: readonly string[]) => `missing command: ${commands.join(', ')} (${SEE_USAGE})`,
  unknownCommand: (command: string, commands: readonly string[]) => `unknown command ${quote(command)}: ${commands.join(', ')} (${SEE_USAGE})`,
  missingQuiz: (kinds: readonly string[]) => `missing quiz: ${kinds.join(', ')} (${SEE_USAGE})`,
  unknownQuiz: (kind: string, kinds: readonly string[]) => `unknown quiz ${quote(kind)}: ${kinds.join(', ')} (${SEE_USAGE})`,
  seedRequired: `--seed is required (${SEE_USAGE})`,
  levelNeeds: (levels: readonly number[]) => `--level needs one of ${levels.join(', ')}`,
  missingHand: `missing HAND, the cards in quotes: analyse "CQ CQ H10 …" (${SEE_USAGE})`,
  handTooLong: (length: number, most: number) => `HAND: the text has ${num(length)} characters, at most ${num(most)} are read`,
  cannotRead: (file: string, code: string) => `cannot read ${inputName(file)}: ${READ_ERRORS[code] ?? code}`,
  inputTooLarge: (file: string, most: number) => `${inputName(file)} is larger than ${num(most)} bytes, the most one input may have`,
  notUtf8: (file: string) => `${inputName(file)} is not UTF-8 text`,
  /** A `--jsonl` line's problem, named by its number (also the `"error"` of that line's output). */
  line: (n: number, problem: string) => `line ${n}: ${problem}`,
  lineTooLong: (most: number) => `longer than ${num(most)} bytes, the most one --jsonl line may have`,
  lineNotUtf8: 'not UTF-8 text',
  /** A problem of the `--rules` argument. */
  rules: (problem: string) => `--rules: ${problem}`,
  langNeedsValue: (langs: readonly string[]) => `--lang needs a value: ${langs.join(', ')}`,
  notALanguage: (value: string, langs: readonly string[]) => `--lang ${quote(value)} is not a language of Doko Trainer: ${langs.join(', ')}`,
  langTwice: '--lang given twice',
};

/** The command's own failures: the output could not be written, a second Ctrl-C, a bug. */
export const failureText = {
  cannotWrite: (code: string) => `cannot write the output: ${WRITE_ERRORS[code] ?? code}`,
  interrupted: 'interrupted',
  workerEnded: (exitCode: number) => `the worker ended without an answer (exit code ${exitCode})`,
  internalError: (message: string) => `internal error: ${message} (please report it with the input)`,
};
