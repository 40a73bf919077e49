import { useMachine } from './useMachine.ts';
import type { OrderData } from '../../content/exercises/verdicts.ts';
import { widgetText } from '../../i18n/en.ts';
import { sortProblemText, sortText } from '../../i18n/en-sorting.ts';
import { placedCards, sortMachine } from '../../machines/sortHand.ts';
import { CardFace } from '../cards/Card.tsx';
import { Hand, type HandCard } from '../cards/Hand.tsx';
import { useSettings } from '../settings/useSettings.ts';
import { ExerciseFrame } from './ExerciseFrame.tsx';

const t = sortText;

/** Put a hand in order, highest trump first; a wrong order is explained by the engine's card order. */
export default function SortHand({ data }: { data: OrderData }) {
  const { frame } = data;
  const [snap, send] = useMachine(sortMachine, { input: { hand: data.hand, order: data.order, hintCount: frame.hints.length } });
  const { faces } = useSettings().settings;
  const c = snap.context;
  const solved = snap.matches('solved');
  const wrong = snap.matches('wrong');
  const placed = placedCards(c);

  const cards: HandCard[] = c.hand.map((id, i) => ({
    id,
    mark: c.placed.includes(i) ? 'placed' : undefined,
    disabled: c.placed.includes(i) || wrong || solved,
  }));
  const feedback = solved ? t.correct : wrong && c.problem ? sortProblemText(c.problem, { faces }) : '';

  return (
    <ExerciseFrame
      frame={frame}
      solved={solved}
      mistakes={c.mistakes}
      hints={c.hints}
      onHint={() => send({ type: 'HINT' })}
      onReset={() => send({ type: 'RESET' })}
      feedback={feedback}
      feedbackTone={solved ? 'good' : wrong ? 'bad' : 'neutral'}
      actions={
        <>
          {wrong && (
            <button type="button" class="btn" onClick={() => send({ type: 'RETRY' })}>
              {widgetText.tryAgain}
            </button>
          )}
          {!solved && (
            <button type="button" class="btn btn-quiet" onClick={() => send({ type: 'UNDO' })} disabled={placed.length === 0}>
              {t.undo}
            </button>
          )}
        </>
      }
    >
      <div class="sort-area" data-state={String(snap.value)}>
        <Hand cards={cards} label={t.hand} onPick={(i) => send({ type: 'PLACE', index: i })} />
        <h4 class="area-label" id={`sorted-${frame.id}`}>
          {t.placed}
        </h4>
        <ol class="card-row placed-row" aria-labelledby={`sorted-${frame.id}`} style={{ '--slots': c.hand.length }}>
          {placed.map((id, i) => (
            <li key={`${id}-${i}`} class={wrong && c.problem && i === c.problem.at ? 'is-misplaced' : undefined}>
              <CardFace id={id} trump={solved && c.order.suit[id] === 'T'} />
            </li>
          ))}
          {placed.length === 0 && <li class="placeholder">{t.empty}</li>}
        </ol>
        <p class="counter">{t.placedCount(placed.length, c.hand.length)}</p>
      </div>
    </ExerciseFrame>
  );
}
