import type { ComponentChildren } from 'preact';
import { useMachine } from './useMachine.ts';
import { useRef } from 'preact/hooks';
import type { NumberData } from '../../content/exercises/verdicts.ts';
import { exerciseText as t, numberLabelText, reasonText } from '#words/exercises';
import { numberAnswerMachine, readNumber } from '../../machines/numberAnswer.ts';
import { useSettings } from '../settings/useSettings.ts';
import { ExerciseFrame, type ExerciseParts } from './ExerciseFrame.tsx';

/**
 * Answer with a number. There is no form to submit: Enter in the field checks the answer once
 * the island runs, and before that it does nothing (no page reload, the typed text stays).
 */
export default function NumberAnswer({
  data,
  context,
  reveal,
  parts,
}: {
  data: NumberData;
  context?: ComponentChildren;
  reveal?: ComponentChildren;
  parts: ExerciseParts;
}) {
  const { frame } = data;
  const [snap, send] = useMachine(numberAnswerMachine, { input: { answer: data.answer, hintCount: frame.hints.length } });
  const { faces } = useSettings().settings;
  const input = useRef<HTMLInputElement>(null);
  const c = snap.context;
  const solved = snap.matches('solved');
  const revealed = snap.matches('revealed');
  const done = solved || revealed;
  const invalid = snap.matches('invalid');
  const wrong = snap.matches('wrong');
  const why = reasonText(data.why, { faces, viewer: null });
  const inputId = `answer-${frame.id}`;
  // The field's own text counts, also what was typed before the island ran.
  const check = () => send({ type: 'ANSWER', value: readNumber(input.current?.value ?? '', data.signed) });
  // A miss says only that the number is not right: the engine's reason would give it away.
  const feedback = invalid
    ? t.notANumber(data.signed)
    : solved
      ? t.rightNumber(data.answer, data.signed, why)
      : revealed
        ? t.tries.numberAnswer(c.given, data.answer, data.signed, why)
        : wrong && c.given !== null
          ? t.tries.numberMiss(c.given, data.signed)
          : '';

  return (
    <ExerciseFrame
      frame={frame}
      solved={solved}
      revealed={revealed}
      mistakes={c.mistakes}
      hints={c.hints}
      onHint={() => send({ type: 'HINT' })}
      onShow={() => send({ type: 'SHOW' })}
      onReset={() => {
        if (input.current) input.current.value = '';
        send({ type: 'RESET' });
      }}
      feedback={feedback}
      feedbackTone={solved ? 'good' : invalid || wrong ? 'bad' : 'neutral'}
      missed={wrong}
      after={parts.reveal && <div class="exercise-reveal">{reveal}</div>}
    >
      {parts.context && <div class="exercise-context">{context}</div>}
      <div class="answer-row" data-state={String(snap.value)}>
        <label for={inputId}>{numberLabelText(data.label, null)}</label>
        <input
          id={inputId}
          ref={input}
          type="text"
          inputMode={data.signed ? 'text' : 'numeric'}
          autoComplete="off"
          size={5}
          readOnly={done}
          aria-invalid={invalid || wrong ? 'true' : undefined}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !done) {
              e.preventDefault();
              check();
            }
          }}
        />
        <button type="button" class="btn" disabled={done} onClick={check}>
          {t.check}
        </button>
      </div>
    </ExerciseFrame>
  );
}
