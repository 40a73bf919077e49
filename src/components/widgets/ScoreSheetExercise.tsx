import { useMachine } from './useMachine.ts';
import type { ComponentChildren } from 'preact';
import type { SheetData } from '../../content/exercises/verdicts.ts';
import { sheetText as t } from '../../i18n/en-scoring.ts';
import { scoreSheetMachine } from '../../machines/scoreSheet.ts';
import { ExerciseFrame, type ExerciseParts } from './ExerciseFrame.tsx';
import { EngineSheet, feedbackOf, Practice } from './ScoreSheet.tsx';
import './ScoreSheet.css';

/** A score-sheet exercise: the facts are given, the learner writes every line and the four scores. */
export default function ScoreSheetExercise({ data, context, parts }: { data: SheetData; context?: ComponentChildren; parts: ExerciseParts }) {
  const { frame } = data;
  const [snap, send] = useMachine(scoreSheetMachine, {
    input: { rules: data.rules, deal: data.deal, practice: true, locked: true, hintCount: frame.hints.length },
  });
  const c = snap.context;
  const state = String(snap.value);
  const uid = `ex-${frame.id}`;
  return (
    <ExerciseFrame
      frame={frame}
      solved={state === 'solved'}
      mistakes={c.mistakes}
      hints={c.hints}
      onHint={() => send({ type: 'HINT' })}
      onReset={() => send({ type: 'RESET' })}
      feedback={feedbackOf(c, state)}
      feedbackTone={state === 'solved' ? 'good' : state === 'wrong' ? 'bad' : 'neutral'}
      actions={
        state === 'answering' || state === 'wrong' ? (
          <>
            <button type="button" class="btn" onClick={() => send({ type: 'CHECK' })}>
              {t.check}
            </button>
            <button type="button" class="btn btn-quiet" onClick={() => send({ type: 'SHOW' })}>
              {t.show}
            </button>
          </>
        ) : state === 'showing' ? (
          <button type="button" class="btn btn-quiet" onClick={() => send({ type: 'PRACTISE' })}>
            {t.practise}
          </button>
        ) : null
      }
    >
      {parts.context && <div class="exercise-context">{context}</div>}
      <div class="score-sheet" data-state={state}>
        {state === 'showing' || state === 'solved' ? <EngineSheet c={c} /> : null}
        {state !== 'showing' && <Practice uid={uid} c={c} send={send} state={state} />}
      </div>
    </ExerciseFrame>
  );
}
