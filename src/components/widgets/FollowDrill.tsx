import { useMachine } from '@xstate/react';
import type { FollowExercise } from '../../content/exercises/index.ts';
import { exerciseRules } from '../../content/exercises/rules.ts';
import { effectiveSuitName, illegalText, widgetText } from '../../i18n/en.ts';
import { cardName } from '../../i18n/names.ts';
import { followMachine, type FollowFeedback } from '../../machines/followSuit.ts';
import { CardRow } from '../cards/Card.tsx';
import { Hand, type HandCard } from '../cards/Hand.tsx';
import { useSettings } from '../settings/useSettings.ts';
import { ExerciseFrame } from './ExerciseFrame.tsx';

const t = widgetText.follow;

export default function FollowDrill({ exercise: ex }: { exercise: FollowExercise }) {
  const [snap, send] = useMachine(followMachine, {
    input: { hand: ex.hand, trick: ex.trick, kind: ex.contract, rules: exerciseRules(ex), hintCount: ex.hints.length },
  });
  const { faces } = useSettings().settings;
  const c = snap.context;
  const done = snap.matches('done');
  const isTrump = (id: (typeof ex.hand)[number]) => c.order.suit[id] === 'T';

  const cards: HandCard[] = c.hand.map((id, i) => ({
    id,
    pressed: c.marked.includes(i),
    mark: c.marked.includes(i) ? 'ok' : c.wrong.includes(i) ? 'wrong' : undefined,
  }));
  const say = (f: FollowFeedback | null): string => {
    if (!f) return '';
    if (f.code === 'legal') return t.yes(cardName(f.card, { faces }));
    if (f.code === 'already') return t.already(cardName(f.card, { faces }));
    return illegalText(f.reason, { faces });
  };
  const led = c.order.suit[c.trick[0]];
  const feedback = done ? `${t.done(c.legal.length)} ${t.led(cardName(c.trick[0], { faces }), effectiveSuitName(led, { faces }))}` : say(c.feedback);

  return (
    <ExerciseFrame
      exercise={ex}
      solved={done}
      mistakes={c.mistakes}
      hints={c.hints}
      onHint={() => send({ type: 'HINT' })}
      onReset={() => send({ type: 'RESET' })}
      feedback={feedback}
      feedbackTone={done || c.feedback?.code === 'legal' ? 'good' : c.feedback?.code === 'illegal' ? 'bad' : 'neutral'}
    >
      <div class="follow-area" data-state={String(snap.value)}>
        <p class="area-label" aria-hidden="true">{t.trick}</p>
        <CardRow cards={c.trick} trumps={done ? c.trick.filter(isTrump) : []} label={t.trick} />
        <p class="area-label" aria-hidden="true">{t.handTitle}</p>
        <Hand cards={cards} label={t.hand} onPick={(i) => !done && send({ type: 'PICK', index: i })} togglable />
        <p class="counter">{t.found(c.marked.length, c.legal.length)}</p>
      </div>
    </ExerciseFrame>
  );
}
