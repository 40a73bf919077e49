/**
 * `doko quiz …`: the quiz items of the site from the command line.
 *   doko quiz score --seed N [--level L] [--rules JSON] [--explain]
 * prints `{"deal": <doko-deal/1>, "answer": <Result>}`: the same item /quiz/score/ shows for
 * that seed, level (default 1) and rules (the learner's house rules; default DDV). `--explain`
 * adds `"explanation"`: the key sheet in sentences, as the page says them (in `--lang`'s words).
 * Usage errors: exit code 2 and one line on stderr.
 */
import { oneLine, quote } from '../engine/excerpt.ts';
import { DDV_RULES, type RuleSet } from '../engine/rules.ts';
import { rulesOption, SEE_USAGE } from './input.ts';
import { dealFacts, isScoreLevel, SCORE_LEVELS, scoreItem, type ScoreItem } from '../engine/quiz/score.ts';
import { callsText, contractText, LINE_WORDS, lineWhy, PARTY_WORD, pointsText, scoresWhy, targetsText } from '../i18n/en-quiz.ts';
import { parseSeed } from '../engine/quiz/seed.ts';

export interface QuizRun {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

/** The lines `doko help` prints for this command. */
export const QUIZ_USAGE = `  npm run doko -- quiz score --seed N [--level ${SCORE_LEVELS[0]}..${SCORE_LEVELS[SCORE_LEVELS.length - 1]}] [--rules JSON] [--explain]`;

const usage = (message: string): QuizRun => ({ code: 2, stdout: '', stderr: `${oneLine(message)}\n` });

/** The value of `--name`, null when absent, or an error when it has no value. */
function option(args: readonly string[], name: string): string | null | { error: string } {
  const i = args.indexOf(name);
  if (i < 0) return null;
  const v = args[i + 1];
  return v === undefined || v.startsWith('--') ? { error: `${name} needs a value` } : v;
}

const KNOWN = new Set(['--seed', '--level', '--rules']);

/** The key sheet in sentences: the contract, the calls, the card points and targets, each line and why, the scores. */
function explanation(item: ScoreItem): string[] {
  const f = dealFacts(item.state, item.result);
  const lines = item.result.lines.map((l) => `${PARTY_WORD[l.party]}: ${LINE_WORDS[l.reason]} +${l.points} (${lineWhy(l.reason, l.party, f, item.result.winner)})`);
  return [contractText(f, item.state.marriage), callsText(f), pointsText(f), targetsText(f), ...lines, scoresWhy(f, item.result)];
}

function score(allArgs: readonly string[]): QuizRun {
  const explain = allArgs.includes('--explain');
  const args = allArgs.filter((a) => a !== '--explain');
  for (let i = 0; i < args.length; i += 2) if (!KNOWN.has(args[i])) return usage(`unknown argument ${quote(args[i])} (${SEE_USAGE})`);
  const seedText = option(args, '--seed');
  if (seedText === null) return usage(`--seed is required (${SEE_USAGE})`);
  if (typeof seedText !== 'string') return usage(seedText.error);
  const seed = parseSeed(seedText);
  if (seed === null) return usage('--seed needs a whole number from 0 to 4294967295');

  const levelText = option(args, '--level');
  if (levelText !== null && typeof levelText !== 'string') return usage(levelText.error);
  const level = levelText === null ? 1 : Number(levelText);
  if (!isScoreLevel(level)) return usage(`--level needs one of ${SCORE_LEVELS.join(', ')}`);

  let rules: RuleSet = DDV_RULES;
  const rulesText = option(args, '--rules');
  if (rulesText !== null) {
    if (typeof rulesText !== 'string') return usage(rulesText.error);
    const r = rulesOption(rulesText);
    if (!r.ok) return usage(r.error);
    rules = r.value;
  }
  const item = scoreItem(seed, level, rules);
  const out = explain ? { deal: item.record, answer: item.result, explanation: explanation(item) } : { deal: item.record, answer: item.result };
  return { code: 0, stdout: `${JSON.stringify(out)}\n`, stderr: '' };
}

/** Run `quiz …` with the arguments after `quiz` (a leading "quiz" is accepted too). */
export function runQuiz(args: string[]): QuizRun {
  const rest = args[0] === 'quiz' ? args.slice(1) : args;
  const [command, ...more] = rest;
  switch (command) {
    case 'score':
      return score(more);
    default:
      return usage(command ? `unknown quiz ${quote(command)}: score (${SEE_USAGE})` : `missing quiz: score (${SEE_USAGE})`);
  }
}
