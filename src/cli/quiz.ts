/**
 * `doko quiz …`: the quiz items of the site from the command line.
 *   doko quiz score --seed N [--level L] [--rules JSON] [--explain]
 * prints `{"deal": <doko-deal/1>, "answer": <Result>}`: the same item /quiz/score/ shows for
 * that seed, level (default 1) and rules (the learner's house rules; default DDV). `--explain`
 * adds `"explanation"`: the key sheet in sentences, as the page says them (in `--lang`'s words).
 * Usage errors: exit code 2 and one line on stderr.
 */
import { oneLine } from '../engine/excerpt.ts';
import { usageErrors as say } from '#words/cli';
import { rulesOf } from './input.ts';
import { readOptions, UsageError, valueOf, wholeNumber } from './options.ts';
import type { RunOutput } from './output.ts';
import { dealFacts, isScoreLevel, SCORE_LEVELS, scoreItem, type ScoreItem } from '../engine/quiz/score.ts';
import { callsText, contractText, LINE_WORDS, lineWhy, PARTY_WORD, pointsText, scoresWhy, targetsText } from '#words/quiz';
import { MAX_SEED } from '../engine/quiz/seed.ts';

/** The quizzes of the command. */
const QUIZZES = ['score'];

const usage = (message: string): RunOutput => ({ code: 2, stdout: '', stderr: `${oneLine(message)}\n` });

/** The key sheet in sentences: the contract, the calls, the card points and targets, each line and why, the scores. */
function explanation(item: ScoreItem): string[] {
  const f = dealFacts(item.state, item.result);
  const lines = item.result.lines.map(
    (l) => `${PARTY_WORD[l.party]}: ${LINE_WORDS[l.reason]} +${l.points} (${lineWhy(l.reason, l.party, f, item.result.winner)})`,
  );
  return [contractText(f, item.state.marriage), callsText(f), pointsText(f), targetsText(f), ...lines, scoresWhy(f, item.result)];
}

function score(args: readonly string[]): RunOutput {
  const o = readOptions(args, { flags: ['--explain'], valued: ['--seed', '--level', '--rules'] });
  const seedText = o.values.get('--seed');
  if (seedText === undefined) throw new UsageError(say.seedRequired);
  const seed = wholeNumber('--seed', seedText, 0, MAX_SEED);
  const level = valueOf(
    o,
    '--level',
    (v) => {
      const n = /^[0-9]{1,3}$/.test(v) ? Number(v) : NaN;
      if (!isScoreLevel(n)) throw new UsageError(say.levelNeeds(SCORE_LEVELS));
      return n;
    },
    1,
  );
  const item = scoreItem(seed, level, rulesOf(o));
  const out = o.flags.has('--explain')
    ? { deal: item.record, answer: item.result, explanation: explanation(item) }
    : { deal: item.record, answer: item.result };
  return { code: 0, stdout: `${JSON.stringify(out)}\n`, stderr: '' };
}

/** Run `quiz …` with the arguments after `quiz` (a leading "quiz" is accepted too). */
export function runQuiz(args: readonly string[]): RunOutput {
  const rest = args[0] === 'quiz' ? args.slice(1) : args;
  const [command, ...more] = rest;
  try {
    switch (command) {
      case 'score':
        return score(more);
      default:
        return usage(command ? say.unknownQuiz(command, QUIZZES) : say.missingQuiz(QUIZZES));
    }
  } catch (e) {
    if (e instanceof UsageError) return usage(e.message);
    throw e;
  }
}
