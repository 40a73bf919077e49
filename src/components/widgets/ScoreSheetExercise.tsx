import { useMachine } from './useMachine.ts';
import type { ComponentChildren } from 'preact';
import type { SheetData } from '../../content/exercises/verdicts.ts';
import { sheetText as t } from '#words/scoring';
import { scoreSheetMachine } from '../../machines/scoreSheet.ts';
import { ExerciseFrame, type ExerciseParts } from './ExerciseFrame.tsx';
import { EngineSheet } from './ScoreSheetParts.tsx';
import { feedbackOf, Practice } from './ScoreSheetPractice.tsx';
import './ScoreSheet.css';

/**
 * A score-sheet exercise: the facts are given, the learner writes every line and the four
 * scores. A wrong check marks each line and opens a hint; after the last try (or on request)
 * the engine's sheet shows instead.
 */
export default function ScoreSheetExercise({ data, context, parts }: { data: SheetData; context?: ComponentChildren; parts: ExerciseParts }) {
  const { frame } = data;
  const [snap, send] = useMachine(scoreSheetMachine, {
    input: { rules: data.rules, deal: data.deal, practice: true, locked: true, hintCount: frame.hints.length },
  });
  const c = snap.context;
  const state = String(snap.value);
  const revealed = state === 'revealed';
  const uid = `ex-${frame.id}`;
  const checked = feedbackOf(c, state);
  return (
    <ExerciseFrame
      frame={frame}
      solved={state === 'solved'}
      revealed={revealed}
      mistakes={c.mistakes}
      hints={c.hints}
      onHint={() => send({ type: 'HINT' })}
      onShow={() => send({ type: 'SHOW' })}
      onReset={() => send({ type: 'RESET' })}
      feedback={revealed ? t.solutionShown : checked}
      missed={state === 'wrong'}
      feedbackTone={state === 'solved' ? 'good' : state === 'wrong' ? 'bad' : 'neutral'}
      actions={
        state === 'answering' || state === 'wrong' ? (
          <button type="button" class="btn" onClick={() => send({ type: 'CHECK' })}>
            {t.check}
          </button>
        ) : null
      }
    >
      {parts.context && <div class="exercise-context">{context}</div>}
      <div class="score-sheet" data-state={state}>
        {revealed || state === 'solved' ? <EngineSheet c={c} /> : null}
        {!revealed && <Practice uid={uid} c={c} send={send} state={state} />}
      </div>
    </ExerciseFrame>
  );
}
