/**
 * The commands of `doko` over the engine (docs/formats.md, "Command line"); src/cli/doko.ts
 * picks the language (`--lang`) first and then runs `main`.
 *   doko score FILE|- [--jsonl]     score a doko-deal/1 or doko-summary/1 → Result JSON
 *   doko replay FILE|-              print a deal trick by trick
 *   doko deal --seed N [--rules JSON] [--announce RATE]   a complete random legal deal as a record
 *   doko analyse "HAND" [--rules JSON] [--samples N] [--seed S] [--json]   solo suitability of a hand
 *   doko solve FILE|- [--json]      exact card points of Re (whole deal) from a position, per card
 *   doko quiz score --seed N [--level L] [--rules JSON]   a score-quiz item with its answer
 *   doko help                       the options of every command
 * Invalid input: exit code 2 and one line naming the problem and its place (never a stack
 * trace; a bug says "internal error" with exit code 70).
 */
import { nextSeat } from '../engine/parties.ts';
import { readDealRecord, toRecord } from '../engine/record.ts';
import { randomDeal } from '../engine/random.ts';
import { DDV_RULES, type RuleSet } from '../engine/rules.ts';
import { scoreInput } from '../engine/score.ts';
import { dealResult } from '../engine/outcome.ts';
import { formatPathError } from '../engine/validate.ts';
import { oneLine, quote } from '../engine/excerpt.ts';
import { MAX_SEED, parseSeed } from '../engine/quiz/seed.ts';
import { CALL_WORD, LINE_WORDS, PARTY_WORD } from '../engine/i18n/en.ts';
import { replayText as t } from '../i18n/en-cli.ts';
import { LANG_USAGE } from './lang.ts';
import { sumPoints } from '../engine/cards.ts';
import { ANALYSE_USAGE, runAnalyse } from './analyse.ts';
import { fileArgument, parseJson, parseJsonText, readInput, rulesOption, SEE_USAGE, UsageError } from './input.ts';
import { QUIZ_USAGE, runQuiz } from './quiz.ts';
import { runSolve, SOLVE_USAGE } from './solve.ts';

const COMMANDS = ['score', 'replay', 'deal', 'analyse', 'solve', 'quiz', 'help'];

const USAGE = `usage:
  npm run doko -- score FILE|- [--jsonl]
  npm run doko -- replay FILE|-
  npm run doko -- deal --seed N [--rules JSON] [--announce RATE]
${ANALYSE_USAGE}
${SOLVE_USAGE}
${QUIZ_USAGE}
  npm run doko -- help
${LANG_USAGE}`;

function option(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  if (i < 0) return undefined;
  const v = args[i + 1];
  if (v === undefined || v.startsWith('--')) throw new UsageError(`${name} needs a value`);
  return v;
}

/** One line of `--jsonl` output: the result, or `{"error": …}` naming the line when it is not JSON. */
function scoreLine(line: string, n: number): unknown {
  const input = parseJsonText(line);
  if (!input.ok) return { error: `line ${n}: ${input.error}` };
  const r = scoreInput(input.value);
  return r.ok ? r.value : { error: formatPathError(r.error) };
}

function score(args: string[]): void {
  const text = readInput(fileArgument(args, ['--jsonl']));
  if (args.includes('--jsonl')) {
    // One result per input line, in order; an invalid line gives {"error": "..."} in its place.
    const lines = text.split('\n').filter((l, i, all) => l.trim() !== '' || i < all.length - 1);
    for (const [i, line] of lines.entries()) process.stdout.write(`${JSON.stringify(scoreLine(line, i + 1))}\n`);
    return;
  }
  const r = scoreInput(parseJson(text));
  if (!r.ok) throw new UsageError(formatPathError(r.error));
  process.stdout.write(`${JSON.stringify(r.value, null, 2)}\n`);
}

function replay(args: string[]): void {
  const r = readDealRecord(parseJson(readInput(fileArgument(args, []))));
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
  process.stdout.write(`${out.join('\n')}\n`);
}

function deal(args: string[]): void {
  const known = ['--seed', '--rules', '--announce'];
  for (let i = 0; i < args.length; i += 2) if (!known.includes(args[i])) throw new UsageError(`unknown argument ${quote(args[i])} (${SEE_USAGE})`);
  const seed = parseSeed(option(args, '--seed'));
  if (seed === null) throw new UsageError(`--seed needs a whole number from 0 to ${MAX_SEED}`);
  let rules: RuleSet = DDV_RULES;
  const rulesText = option(args, '--rules');
  if (rulesText !== undefined) {
    const r = rulesOption(rulesText);
    if (!r.ok) throw new UsageError(r.error);
    rules = r.value;
  }
  const rateText = option(args, '--announce');
  const announceRate = rateText === undefined ? 0.05 : rateText.trim() === '' ? NaN : Number(rateText);
  if (!(announceRate >= 0 && announceRate <= 1)) throw new UsageError('--announce needs a number from 0 to 1');
  const s = randomDeal(seed, rules, { announceRate });
  process.stdout.write(`${JSON.stringify(toRecord(s))}\n`);
}

/** A progress line kept on one terminal line of standard error (none when it is not a terminal); cleared by `emit`. */
let progressShown = false;
function terminalProgress(): ((line: string) => void) | undefined {
  if (!process.stderr.isTTY) return undefined;
  return (line) => {
    progressShown = true;
    process.stderr.write(`\r${line}\x1b[K`);
  };
}

/** Print what a sub-command produced and return its exit code. */
function emit(r: { code: number; stdout: string; stderr: string }): number {
  if (progressShown) process.stderr.write('\r\x1b[K');
  process.stdout.write(r.stdout);
  process.stderr.write(r.stderr);
  return r.code;
}

export function main(argv: string[]): number {
  const [command, ...args] = argv;
  try {
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
        return emit(runAnalyse(args));
      case 'quiz':
        return emit(runQuiz(args));
      case 'solve':
        return emit(runSolve(args, terminalProgress()));
      case 'help':
      case '--help':
      case '-h':
        process.stdout.write(`${USAGE}\n`);
        return 0;
      case undefined:
        throw new UsageError(`missing command: ${COMMANDS.join(', ')} (${SEE_USAGE})`);
      default:
        throw new UsageError(`unknown command ${quote(command)}: ${COMMANDS.join(', ')} (${SEE_USAGE})`);
    }
  } catch (e) {
    if (e instanceof UsageError) {
      process.stderr.write(`${oneLine(e.message)}\n`);
      return 2;
    }
    // Not the input's fault: a bug. Still one line, and an exit code of its own.
    process.stderr.write(`internal error: ${oneLine(e instanceof Error ? e.message : String(e), 200)} (please report it with the input)\n`);
    return 70;
  }
}
