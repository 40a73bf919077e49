import { useMachine } from './useMachine.ts';
import type { OrderData } from '../../content/exercises/verdicts.ts';
import { sortHand } from '../../engine/order.ts';
import { widgetText } from '#words/site';
import { sortProblemText, sortText } from '#words/sorting';
import { placedCards, sortMachine } from '../../machines/sortHand.ts';
import { CardFace, CardRow } from '../cards/Card.tsx';
import { Hand, type HandCard } from '../cards/Hand.tsx';
import { useSettings } from '../settings/useSettings.ts';
import { ExerciseFrame } from './ExerciseFrame.tsx';

const t = sortText;

/**
 * Put a hand in order, highest trump first. A wrong order marks the first misplaced card and
 * opens a hint; after the last try (or on request) the engine's order shows, with what was
 * wrong in the learner's.
 */
export default function SortHand({ data }: { data: OrderData }) {
  const { frame } = data;
  const [snap, send] = useMachine(sortMachine, { input: { hand: data.hand, order: data.order, hintCount: frame.hints.length } });
  const { faces } = useSettings().settings;
  const c = snap.context;
  const solved = snap.matches('solved');
  const revealed = snap.matches('revealed');
  const wrong = snap.matches('wrong');
  const placed = placedCards(c);

  const cards: HandCard[] = c.hand.map((id, i) => ({
    id,
    mark: c.placed.includes(i) ? 'placed' : undefined,
    disabled: c.placed.includes(i) || wrong || solved || revealed,
  }));
  const feedback = solved
    ? t.correct
    : revealed
      ? `${c.problem ? sortProblemText(c.problem, { faces }) : ''} ${t.solutionBelow}`.trim()
      : wrong
        ? t.notYet
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
      onReset={() => send({ type: 'RESET' })}
      feedback={feedback}
      feedbackTone={solved ? 'good' : wrong ? 'bad' : 'neutral'}
      missed={wrong}
      after={
        revealed && (
          <>
            <p class="area-label">{t.solution}</p>
            <CardRow cards={sortHand(c.hand, c.order)} trumps={c.hand.filter((id) => c.order.suit[id] === 'T')} label={t.solution} />
          </>
        )
      }
      actions={
        <>
          {wrong && (
            <button type="button" class="btn" onClick={() => send({ type: 'RETRY' })}>
              {widgetText.tryAgain}
            </button>
          )}
          {!solved && !revealed && (
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
            <li key={`${id}-${i}`} class={(wrong || revealed) && c.problem && i === c.problem.at ? 'is-misplaced' : undefined}>
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
