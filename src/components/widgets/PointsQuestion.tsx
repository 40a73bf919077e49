import { useMachine } from '@xstate/react';
import { useState } from 'preact/hooks';
import { sumPoints } from '../../engine/cards.ts';
import { cardOrder } from '../../engine/order.ts';
import type { PointsExercise } from '../../content/exercises/index.ts';
import { exerciseRules } from '../../content/exercises/rules.ts';
import { widgetText } from '../../i18n/en.ts';
import { questionMachine } from '../../machines/question.ts';
import { CardRow } from '../cards/Card.tsx';
import { ExerciseFrame } from './ExerciseFrame.tsx';

const t = widgetText.question;

export default function PointsQuestion({ exercise: ex }: { exercise: PointsExercise }) {
  const [snap, send] = useMachine(questionMachine, {
    input: { answer: String(sumPoints(ex.cards)), hintCount: ex.hints.length },
  });
  const [value, setValue] = useState('');
  const [invalid, setInvalid] = useState(false);
  const order = cardOrder(ex.contract, exerciseRules(ex));
  const solved = snap.matches('solved');
  const inputId = `points-${ex.id}`;

  const feedback = invalid
    ? t.notANumber
    : solved
      ? `${t.right} ${widgetText.trick.points(Number(snap.context.answer))}`
      : snap.matches('wrong')
        ? t.wrongPoints(Number(snap.context.given))
        : '';

  return (
    <ExerciseFrame
      exercise={ex}
      solved={solved}
      mistakes={snap.context.mistakes}
      hints={snap.context.hints}
      onHint={() => send({ type: 'HINT' })}
      onReset={() => {
        setValue('');
        setInvalid(false);
        send({ type: 'RESET' });
      }}
      feedback={feedback}
      feedbackTone={solved ? 'good' : invalid || snap.matches('wrong') ? 'bad' : 'neutral'}
    >
      <CardRow cards={ex.cards} trumps={order.trumps} />
      <form
        class="answer-form"
        data-state={String(snap.value)}
        onSubmit={(e) => {
          e.preventDefault();
          if (!/^\s*\d+\s*$/.test(value)) {
            setInvalid(true);
            return;
          }
          setInvalid(false);
          send({ type: 'ANSWER', value: String(Number(value)) });
        }}
      >
        <label for={inputId}>{t.pointsLabel}</label>
        <input
          id={inputId}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          size={4}
          value={value}
          readOnly={solved}
          onInput={(e) => setValue((e.target as HTMLInputElement).value)}
        />
        <button type="submit" class="btn" disabled={solved}>
          {t.check}
        </button>
      </form>
    </ExerciseFrame>
  );
}
