import type { ComponentChildren } from 'preact';
import { useMachine } from './useMachine.ts';
import type { ItemsData } from '../../content/exercises/verdicts.ts';
import { CALL_WORD } from '#words/engine';
import { exerciseText as t, itemText, missText, pickFeedback, solutionText } from '#words/exercises';
import { selectAllMachine } from '../../machines/selectAll.ts';
import { Hand, type HandCard } from '../cards/Hand.tsx';
import { useSettings } from '../settings/useSettings.ts';
import { ExerciseFrame, type ExerciseParts } from './ExerciseFrame.tsx';
import './lessons5to10.css';

/**
 * Select every right item: the cards you may play, the trumps of a hand, the calls still
 * allowed. A right pick is answered at once with the engine's reason; a wrong one opens a hint,
 * and after the last try (or on request) every right item is marked, with the reasons.
 */
export default function SelectAll({ data, context, parts }: { data: ItemsData; context?: ComponentChildren; parts: ExerciseParts }) {
  const { frame, items, verdicts, prompt, inTrick } = data;
  const [snap, send] = useMachine(selectAllMachine, { input: { right: verdicts.map((v) => v.ok), hintCount: frame.hints.length } });
  const { faces } = useSettings().settings;
  const c = snap.context;
  const solved = snap.matches('done');
  const revealed = snap.matches('revealed');
  const done = solved || revealed;
  const o = { faces, viewer: null };
  const total = verdicts.filter((v) => v.ok).length;
  const last = c.last;
  const said = !last
    ? ''
    : last.code === 'already'
      ? t.already(itemText(items, last.index, o, inTrick))
      : last.code === 'wrong'
        ? missText(items, last.index, verdicts[last.index], prompt, o, inTrick)
        : pickFeedback(items, last.index, verdicts[last.index], prompt, o, inTrick, true);
  const feedback = revealed
    ? solutionText(items, verdicts, last?.code === 'wrong' ? last.index : null, prompt, o, inTrick, true)
    : solved
      ? `${said} ${t.doneSelect(total)}`.trim()
      : said;
  const cards = items.flatMap((i) => (i.kind === 'card' ? [i] : []));
  const pick = (i: number) => !done && send({ type: 'PICK', index: i });
  // Once the solution shows, every right item is marked.
  const isMarked = (i: number) => c.marked.includes(i) || (revealed && verdicts[i].ok);

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
      feedbackTone={solved || last?.code === 'right' ? 'good' : last?.code === 'wrong' ? 'bad' : 'neutral'}
      missed={last?.code === 'wrong'}
    >
      {parts.context && <div class="exercise-context">{context}</div>}
      <div class="select-area" data-state={String(snap.value)}>
        {cards.length === items.length ? (
          <>
            <p class="area-label" aria-hidden="true">
              {t.yourHand}
            </p>
            <Hand
              cards={cards.map((item, i): HandCard => ({
                id: item.card,
                trump: done && item.trump,
                pressed: isMarked(i),
                mark: isMarked(i) ? 'ok' : c.wrong.includes(i) ? 'wrong' : undefined,
              }))}
              label={frame.goal}
              onPick={pick}
              togglable
            />
          </>
        ) : (
          <div class="l5-calls-pick" role="group" aria-label={t.pickCalls}>
            {items.map((item, i) => {
              if (item.kind !== 'call') return null;
              const marked = isMarked(i);
              const wrong = c.wrong.includes(i);
              return (
                <button
                  key={item.call}
                  type="button"
                  class={`l5-call${marked ? ' is-ok' : ''}${wrong ? ' is-wrong' : ''}`}
                  aria-pressed={marked}
                  disabled={revealed}
                  onClick={() => pick(i)}
                >
                  {CALL_WORD[item.call]}
                  {marked && <span aria-hidden="true"> ✓</span>}
                  {wrong && <span aria-hidden="true"> ✗</span>}
                </button>
              );
            })}
          </div>
        )}
        <p class="counter">{t.foundCards(c.marked.length, total)}</p>
      </div>
    </ExerciseFrame>
  );
}
