/**
 * The `doko` command over the engine (docs/formats.md, "Command line").
 *   doko score FILE|- [--jsonl]     score a doko-deal/1 or doko-summary/1 → Result JSON
 *   doko replay FILE|-              print a deal trick by trick
 *   doko deal --seed N [--rules JSON] [--announce RATE]   a complete random legal deal as a record
 *   doko analyse "HAND" [--rules JSON] [--samples N] [--seed S] [--json] [--time-limit S]   solo suitability of a hand
 *   doko solve FILE|- [--json] [--time-limit S]   exact card points of Re (whole deal) from a position, per card
 *   doko quiz score --seed N [--level L] [--rules JSON]   a score-quiz item with its answer
 *   doko help                       the options of every command
 * and `--lang de` with any of them for German words. The language is chosen first (src/cli/lang.ts),
 * then the commands are loaded in it. Invalid input: exit code 2 and one line naming the problem.
 */
import { oneLine } from '../engine/excerpt.ts';
import { langOption, langProblemText, useLanguage } from './lang.ts';

// Nothing that holds words may load before the language is chosen (a module loads once, in
// the language of that moment): output.ts and the commands are imported after it.
const picked = langOption(process.argv.slice(2));
useLanguage(picked.lang);
const { writeErr } = await import('./output.ts');
if (!picked.ok) {
  writeErr(`${oneLine(await langProblemText(picked.problem))}\n`);
  process.exitCode = 2;
} else {
  const { main } = await import('./commands.ts');
  process.exitCode = await main(picked.args);
}
