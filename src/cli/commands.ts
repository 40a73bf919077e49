/**
 * The commands of `doko` over the engine (docs/formats.md, "Command line"); src/cli/doko.ts
 * picks the language (`--lang`) first and then runs `main`.
 *   doko score FILE|- [--jsonl]     score a doko-deal/1 or doko-summary/1 → Result JSON
 *   doko replay FILE|-              print a deal trick by trick
 *   doko deal --seed N [--rules JSON] [--announce RATE]   a complete random legal deal as a record
 *   doko analyse "HAND" [--rules JSON] [--samples N] [--seed S] [--json] [--time-limit S]   solo suitability of a hand
 *   doko solve FILE|- [--json] [--time-limit S]   exact card points of Re (whole deal) from a position, per card
 *   doko quiz score --seed N [--level L] [--rules JSON]   a score-quiz item with its answer
 *   doko evening FILE|- [--csv]     a score pad evening (doko-evening/1): its sheet, totals, who pays whom
 *   doko help                       the options of every command
 * Exit codes: 0 done; 2 invalid input or usage, with one line naming the problem and its place
 * (never a stack trace); 70 a bug ("internal error"); 74 the output could not be written;
 * 130 stopped by Ctrl-C (after printing what a long run knew).
 */
import { nextSeat } from '../engine/parties.ts';
import { readDealRecord, toRecord } from '../engine/record.ts';
import { randomDeal } from '../engine/random.ts';
import { scoreInput } from '../engine/score.ts';
import { dealResult } from '../engine/outcome.ts';
import { readJsonInput } from '../engine/jsonInput.ts';
import { formatPathError } from '#words/record';
import { oneLine } from '../engine/excerpt.ts';
import { MAX_SEED } from '../engine/quiz/seed.ts';
import { CALL_WORD, LINE_WORDS, PARTY_WORD } from '#words/engine';
import { failureText, helpText, replayText as t, usageErrors as say } from '#words/cli';
import { DEFAULT_LANG, LANGS } from '../i18n/runtime/lang.ts';
import { SCORE_LEVELS } from '../engine/quiz/score.ts';
import { sumPoints } from '../engine/cards.ts';
import { analyseCommand, MAX_DEEP, MAX_HAND_TEXT, MAX_KEY_SAMPLES, MAX_SAMPLES } from './analyse.ts';
import { inputLines, MAX_INPUT_BYTES, MAX_LINE_BYTES, parseJson, readInput, rulesOf } from './input.ts';
import { decimalNumber, fileOf, readOptions, UsageError, valueOf, wholeNumber } from './options.ts';
import { EXIT_OUTPUT_FAILED, OutputError, writeErr, writeOut, type RunOutput } from './output.ts';
import { runQuiz } from './quiz.ts';
import { solveCommand } from './solve.ts';
import { EVENING_USAGE, eveningCommand } from './evening.ts';
import { DEFAULT_TIME_LIMIT, MAX_TIME_LIMIT } from './longRun.ts';
import { JSON_MAX_DEPTH } from '../engine/json.ts';
import { MAX_RULES_TEXT } from '../engine/rules.ts';

const COMMANDS = ['score', 'replay', 'deal', 'analyse', 'solve', 'quiz', 'evening', 'help'];

/** What `doko help` says, with the limits it states from the modules that keep them. */
const HELP = helpText({
  maxInputBytes: MAX_INPUT_BYTES,
  maxLineBytes: MAX_LINE_BYTES,
  maxRulesText: MAX_RULES_TEXT,
  maxHandText: MAX_HAND_TEXT,
  maxSamples: MAX_SAMPLES,
  maxKeySamples: MAX_KEY_SAMPLES,
  maxDeep: MAX_DEEP,
  jsonMaxDepth: JSON_MAX_DEPTH,
  defaultTimeLimit: DEFAULT_TIME_LIMIT,
  maxTimeLimit: MAX_TIME_LIMIT,
  levels: SCORE_LEVELS,
  langs: LANGS,
  defaultLang: DEFAULT_LANG,
  moreUsage: [EVENING_USAGE],
});

/** One line of `--jsonl` output: the result, or `{"error": "line N: …"}` naming the line. */
function scoreLine(text: string, n: number): unknown {
  const input = readJsonInput(text, { maxLength: MAX_LINE_BYTES });
  const r = input.ok ? scoreInput(input.value) : input;
  return r.ok ? r.value : { error: say.line(n, formatPathError(r.error)) };
}

function score(args: readonly string[]): void {
  const o = readOptions(args, { flags: ['--jsonl'], positional: true });
  const file = fileOf(o);
  if (o.flags.has('--jsonl')) {
    // One result per input line, in order and as soon as the line is read; an invalid line
    // gives {"error": "line N: …"} in its place.
    for (const line of inputLines(file)) writeOut(`${JSON.stringify('error' in line ? { error: line.error } : scoreLine(line.text, line.n))}\n`);
    return;
  }
  const r = scoreInput(parseJson(readInput(file)));
  if (!r.ok) throw new UsageError(formatPathError(r.error));
  writeOut(`${JSON.stringify(r.value, null, 2)}\n`);
}

function replay(args: readonly string[]): void {
  const o = readOptions(args, { positional: true });
  const r = readDealRecord(parseJson(readInput(fileOf(o))));
  if (!r.ok) throw new UsageError(formatPathError(r.error));
  const s = r.value.state;
  const out: string[] = [];
  const c = t.columns;
  out.push(t.header(s.dealer, JSON.stringify(s.contract)));
  if (s.parties) out.push(t.parties(s.parties.re.join(', '), s.parties.kontra.join(', ')));
  for (let seat = 0; seat < 4; seat++) out.push(t.hand(seat, s.dealt[seat].join(' ')));
  out.push('');
  out.push(`${c.trick}  ${c.leader}  ${c.cards.padEnd(33)} ${c.winner}  ${c.points}`);
  s.tricks.forEach((tr, i) => {
    const cards = tr.cards.map((card, j) => `${nextSeat(tr.leader, j)}:${card}`.padEnd(7)).join(' ');
    out.push(
      `${String(i + 1).padStart(c.trick.length)}  ${String(tr.leader).padStart(c.leader.length)}  ${cards.padEnd(33)} ${String(tr.winner).padStart(c.winner.length)}  ${String(sumPoints(tr.cards)).padStart(c.points.length)}`,
    );
  });
  if (s.current && s.current.cards.length > 0) out.push(t.openTrick(s.current.leader, s.current.cards.join(' ')));
  if (s.announcements.length > 0) {
    out.push('');
    for (const a of s.announcements) out.push(t.announcement(a.seat, CALL_WORD[a.call], a.cardsPlayed));
  }
  if (s.phase === 'finished') {
    const res = dealResult(s);
    out.push('');
    out.push(t.result(res.cardPoints.re, res.cardPoints.kontra, res.winner ? PARTY_WORD[res.winner] : null));
    for (const l of res.lines) out.push(`  ${PARTY_WORD[l.party].padEnd(6)} ${LINE_WORDS[l.reason].padEnd(50)} ${l.points}`);
    out.push(t.value(res.value, res.scores.join(' ')));
  } else {
    out.push('', t.unfinished(s.phase, s.cardsPlayed));
  }
  writeOut(`${out.join('\n')}\n`);
}

function deal(args: readonly string[]): void {
  const o = readOptions(args, { valued: ['--seed', '--rules', '--announce'] });
  const seedText = o.values.get('--seed');
  if (seedText === undefined) throw new UsageError(say.wholeNumber('--seed', 0, MAX_SEED));
  const seed = wholeNumber('--seed', seedText, 0, MAX_SEED);
  const rules = rulesOf(o);
  const announceRate = valueOf(o, '--announce', (v) => decimalNumber('--announce', v, 0, 1), 0.05);
  writeOut(`${JSON.stringify(toRecord(randomDeal(seed, rules, { announceRate })))}\n`);
}

/** A progress line kept on one terminal line of standard error (none when it is not a terminal); cleared by `emit`. */
let progressShown = false;
function terminalProgress(): ((line: string) => void) | undefined {
  if (!process.stderr.isTTY) return undefined;
  return (line) => {
    progressShown = true;
    writeErr(`\r${line}\x1b[K`);
  };
}

/** Print what a sub-command produced and return its exit code. */
function emit(r: RunOutput): number {
  if (progressShown) writeErr('\r\x1b[K');
  writeOut(r.stdout);
  writeErr(r.stderr);
  return r.code;
}

async function run(command: string | undefined, args: readonly string[]): Promise<number> {
  switch (command) {
    case 'score':
      score(args);
      return 0;
    case 'replay':
      replay(args);
      return 0;
    case 'deal':
      deal(args);
      return 0;
    case 'analyse':
    case 'analyze':
      return emit(await analyseCommand(args));
    case 'quiz':
      return emit(runQuiz(args));
    case 'solve':
      return emit(await solveCommand(args, terminalProgress()));
    case 'evening':
      return emit(eveningCommand(args));
    case 'help':
    case '--help':
    case '-h':
      readOptions(args, {});
      writeOut(`${HELP}\n`);
      return 0;
    case undefined:
      throw new UsageError(say.missingCommand(COMMANDS));
    default:
      throw new UsageError(say.unknownCommand(command, COMMANDS));
  }
}

/** Run a command; its exit code. Nothing is thrown: every failure is one line on standard error. */
export async function main(argv: readonly string[]): Promise<number> {
  const [command, ...args] = argv;
  try {
    return await run(command, args);
  } catch (e) {
    if (e instanceof OutputError) {
      // The reader went away (`| head -1`): nothing more to say, and nobody to say it to.
      if (e.readerGone) return 0;
      writeErr(`${e.message}\n`);
      return EXIT_OUTPUT_FAILED;
    }
    if (e instanceof UsageError) {
      writeErr(`${oneLine(e.message)}\n`);
      return 2;
    }
    // Not the input's fault: a bug. Still one line, and an exit code of its own.
    writeErr(`${failureText.internalError(oneLine(e instanceof Error ? e.message : String(e), 200))}\n`);
    return 70;
  }
}
