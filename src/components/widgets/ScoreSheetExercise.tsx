import { useMachine } from '@xstate/react';
import { framed, scoringExerciseRules, type SheetExercise } from '../../content/exercises/lessons11to17.ts';
import { sheetText as t } from '../../i18n/en-scoring.ts';
import { scoreSheetMachine } from '../../machines/scoreSheet.ts';
import { sheetDeal } from '../../machines/scoreSheetFacts.ts';
import { ExerciseFrame } from './ExerciseFrame.tsx';
import { EngineSheet, feedbackOf, Practice } from './ScoreSheet.tsx';
import { DealFacts } from './ScoreSheetParts.tsx';
import './ScoreSheet.css';

/** A score-sheet exercise: the facts are given, the learner writes every line and the four scores. */
export default function ScoreSheetExercise({ exercise: ex }: { exercise: SheetExercise }) {
  const rules = scoringExerciseRules(ex);
  const [snap, send] = useMachine(scoreSheetMachine, {
    input: { rules, deal: sheetDeal(ex.deal), practice: true, locked: true, hintCount: ex.hints.length },
  });
  const c = snap.context;
  const state = String(snap.value);
  const uid = `ex-${ex.id}`;
  return (
    <ExerciseFrame
      exercise={framed(ex)}
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
      <div class="score-sheet" data-state={state}>
        {c.evaluation.ok && <DealFacts deal={c.deal} result={c.evaluation.result} />}
        {state === 'showing' || state === 'solved' ? <EngineSheet c={c} /> : null}
        {state !== 'showing' && <Practice uid={uid} c={c} send={send} state={state} />}
      </div>
    </ExerciseFrame>
  );
}
