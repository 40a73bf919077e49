/**
 * `doko solve FILE|- [--json]`: the exact value of a position. Reads a doko-deal/1 record
 * whose plays stop at any point of a solo or a normal game (also inside a trick) and prints,
 * with every hand open and best play by all, the card points the Re party (the soloist, or
 * the ♣Q holders) has at the end of the deal — the tricks already played included — and the
 * same after each card the player to move may play:
 *   {"toMove": 2, "best": "HA", "partyPoints": 143, "cards": [{"card": "HA", "partyPoints": 143}, …]}
 * Without --json a readable table. Bad input: exit code 2 and one line (the record reader's
 * errors name the place).
 */
import { solvePosition } from '../engine/analysis/solve.ts';
import { readDealRecord } from '../engine/record.ts';
import { formatPathError } from '../engine/validate.ts';
import { describeSolveRefusal, solveProgressLine, solveReport } from '../i18n/en-solve.ts';
import { oneLine } from '../engine/excerpt.ts';
import { fileArgument, parseJson, readInput, UsageError } from './input.ts';

export const SOLVE_USAGE = `  npm run doko -- solve FILE|- [--json]   exact card points of Re (the soloist, or the ♣Q holders) at the end
                                          of the deal, tricks already played included, with best play by all`;

/**
 * `progress` (given when standard error is a terminal) hears a line about once a second while
 * the solver works: a whole deal from its first cards can take minutes or more.
 */
export function runSolve(args: readonly string[], progress?: (line: string) => void): { code: number; stdout: string; stderr: string } {
  try {
    const r = readDealRecord(parseJson(readInput(fileArgument(args, ['--json']))));
    if (!r.ok) throw new UsageError(formatPathError(r.error));
    const start = performance.now();
    let shown = start;
    const solved = solvePosition(
      r.value.state,
      undefined,
      progress &&
        ((p) => {
          const now = performance.now();
          if (now - shown < 1000) return;
          shown = now;
          progress(solveProgressLine(p, Math.round((now - start) / 1000)));
        }),
    );
    if (!solved.ok) throw new UsageError(describeSolveRefusal(solved.error));
    const p = solved.value;
    const stdout = args.includes('--json')
      ? `${JSON.stringify({ toMove: p.toMove, best: p.best, partyPoints: p.partyPoints, cards: p.cards })}\n`
      : `${solveReport(p)}\n`;
    return { code: 0, stdout, stderr: '' };
  } catch (e) {
    if (e instanceof UsageError) return { code: 2, stdout: '', stderr: `${oneLine(e.message)}\n` };
    throw e;
  }
}
