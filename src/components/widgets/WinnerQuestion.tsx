import { useMachine } from '@xstate/react';
import { cardOrder } from '../../engine/order.ts';
import type { WinnerExercise } from '../../content/exercises/index.ts';
import { exerciseRules } from '../../content/exercises/rules.ts';
import { trickWhyText, widgetText } from '../../i18n/en.ts';
import { cardName } from '../../i18n/names.ts';
import { explainTrick } from '../../engine/trick.ts';
import { questionMachine } from '../../machines/question.ts';
import { Hand, type HandCard } from '../cards/Hand.tsx';
import { useSettings } from '../settings/useSettings.ts';
import { ExerciseFrame } from './ExerciseFrame.tsx';

const t = widgetText.question;

export default function WinnerQuestion({ exercise: ex }: { exercise: WinnerExercise }) {
  const rules = exerciseRules(ex);
  const order = cardOrder(ex.contract, rules);
  const outcome = explainTrick(ex.trick, order, rules, ex.lastTrick ?? false);
  const [snap, send] = useMachine(questionMachine, { input: { answer: String(outcome.winner), hintCount: ex.hints.length } });
  const { faces } = useSettings().settings;
  const solved = snap.matches('solved');
  const given = snap.context.given === null ? -1 : Number(snap.context.given);

  const cards: HandCard[] = ex.trick.map((id, i) => ({
    id,
    trump: solved && order.suit[id] === 'T',
    mark: solved && i === outcome.winner ? 'winner' : !solved && snap.matches('wrong') && i === given ? 'wrong' : undefined,
  }));
  const feedback = solved
    ? `${t.right} ${trickWhyText(outcome.why, { faces })}`
    : snap.matches('wrong')
      ? t.wrongWinner(cardName(ex.trick[given], { faces }))
      : '';

  return (
    <ExerciseFrame
      exercise={ex}
      solved={solved}
      mistakes={snap.context.mistakes}
      hints={snap.context.hints}
      onHint={() => send({ type: 'HINT' })}
      onReset={() => send({ type: 'RESET' })}
      feedback={feedback}
      feedbackTone={solved ? 'good' : snap.matches('wrong') ? 'bad' : 'neutral'}
    >
      <div data-state={String(snap.value)}>
        <Hand
          cards={cards}
          label={`${t.which} (${widgetText.trick.trick}, in play order)`}
          onPick={(i) => !solved && send({ type: 'ANSWER', value: String(i) })}
          class="trick-cards"
        />
      </div>
    </ExerciseFrame>
  );
}
