import { useMachine } from '@xstate/react';
import type { Seat } from '../../engine/parties.ts';
import { forcedSoloist } from '../../engine/session.ts';
import { framed, scoringExerciseRules, type SessionExercise } from '../../content/exercises/lessons11to17.ts';
import { playerName, questionText as q, sessionText as t } from '../../i18n/en-scoring.ts';
import { questionMachine } from '../../machines/question.ts';
import { playSession } from '../../machines/sessionSteps.ts';
import { ExerciseFrame } from './ExerciseFrame.tsx';
import { SessionRows } from './SessionRows.tsx';
import './ScoreSheet.css';

const SEATS: readonly Seat[] = [0, 1, 2, 3];

/** Who deals next, or who is vorgeführt: the engine's session answers. */
export default function SessionQuestion({ exercise: ex }: { exercise: SessionExercise }) {
  const played = playSession(ex.steps, scoringExerciseRules(ex));
  const answer = ex.ask === 'nextDealer' ? played.session.dealer : forcedSoloist(played.session);
  const [snap, send] = useMachine(questionMachine, { input: { answer: String(answer), hintCount: ex.hints.length } });
  const solved = snap.matches('solved');
  const wrong = snap.matches('wrong');
  const given = snap.context.given;
  const feedback = solved ? `${q.right} ${ex.ask === 'nextDealer' ? `${playerName(answer ?? 0)} deals.` : t.forcedNext(playerName(answer ?? 0))}` : wrong ? q.wrong(playerName(Number(given))) : '';
  return (
    <ExerciseFrame
      exercise={framed(ex)}
      solved={solved}
      mistakes={snap.context.mistakes}
      hints={snap.context.hints}
      onHint={() => send({ type: 'HINT' })}
      onReset={() => send({ type: 'RESET' })}
      feedback={feedback}
      feedbackTone={solved ? 'good' : wrong ? 'bad' : 'neutral'}
    >
      <div class="session-question" data-state={String(snap.value)}>
        <div class="choice-row" role="group" aria-label={t.answer[ex.ask]}>
          {SEATS.map((s) => (
            <button
              key={s}
              type="button"
              class={`btn btn-quiet choice-btn${wrong && given === String(s) ? ' is-wrong' : ''}${solved && answer === s ? ' is-right' : ''}`}
              aria-pressed={given === String(s)}
              disabled={solved}
              onClick={() => send({ type: 'ANSWER', value: String(s) })}
            >
              {playerName(s)}
            </button>
          ))}
        </div>
        {solved && <SessionRows rows={played.rows} caption={`The deals so far, recorded by the engine`} compact />}
      </div>
    </ExerciseFrame>
  );
}
