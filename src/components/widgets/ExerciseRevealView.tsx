import type { RuleSet } from '../../engine/rules.ts';
import type { ExerciseReveal } from '../../content/exercises/context.ts';
import { evaluateDeal, sheetDeal } from '../../machines/scoreSheetFacts.ts';
import { playSession } from '../../machines/sessionSteps.ts';
import { sessionText } from '#words/session';
import { ScoreLinesTable, SeatScores } from './ScoreSheetParts.tsx';
import { SessionRows } from './SessionRows.tsx';

/** What an exercise shows once it is solved (src/content/exercises/context.ts): the engine's score sheet, the session so far. */
export function ExerciseRevealView({ reveal: r, rules }: { reveal: ExerciseReveal; rules: RuleSet }) {
  if (r.kind === 'sheet') {
    const scored = evaluateDeal(sheetDeal(r.deal), rules);
    return scored.ok ? (
      <div class="engine-sheet">
        <ScoreLinesTable result={scored.result} />
        <SeatScores result={scored.result} />
      </div>
    ) : null;
  }
  return <SessionRows rows={playSession(r.steps, rules).rows} caption={sessionText.soFar} compact />;
}
