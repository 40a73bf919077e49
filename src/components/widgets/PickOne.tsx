import type { ComponentChildren } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { useMachine } from './useMachine.ts';
import type { ItemsData } from '../../content/exercises/verdicts.ts';
import { choiceText, exerciseText as t, missText, pickFeedback, solutionText, type PlayNumbers } from '#words/exercises';
import { pickOneMachine } from '../../machines/pickOne.ts';
import { Hand, type HandCard } from '../cards/Hand.tsx';
import { useSettings } from '../settings/useSettings.ts';
import { ExerciseFrame, type ExerciseParts } from './ExerciseFrame.tsx';
import type { PlayEvidence } from './PlayEvidence.tsx';
import type { ReasonTable } from './SeatTable.tsx';

/**
 * Pick the one right item: the card that wins a trick, the card to play, the answer to a
 * question. A right pick is answered with the engine's reason; a wrong one opens a hint, and
 * after the last try (or on request) the solution shows with the reasons.
 */
export default function PickOne({
  data,
  context,
  reveal,
  parts,
}: {
  data: ItemsData;
  context?: ComponentChildren;
  reveal?: ComponentChildren;
  parts: ExerciseParts;
}) {
  const { frame, items, verdicts, prompt, inTrick } = data;
  const [snap, send] = useMachine(pickOneMachine, { input: { right: verdicts.map((v) => v.ok), hintCount: frame.hints.length } });
  const { faces } = useSettings().settings;
  const c = snap.context;
  const solved = snap.matches('solved');
  const revealed = snap.matches('revealed');
  const done = solved || revealed;
  const viewer = items[0]?.kind === 'choice' ? items[0].viewer : null;
  const o = { faces, viewer };
  const feedback = revealed
    ? solutionText(items, verdicts, c.picked, prompt, o, inTrick, false, playNumbers(data))
    : c.picked === null
      ? ''
      : solved
        ? pickFeedback(items, c.picked, verdicts[c.picked], prompt, o, inTrick, false, playNumbers(data))
        : missText(items, c.picked, verdicts[c.picked], prompt, o, inTrick, playNumbers(data));
  const cards = items.flatMap((i) => (i.kind === 'card' ? [i] : []));
  // Trump marks would give the answer away: they appear once it is over (always in a play position).
  const showTrumps = done || prompt === 'play';
  const isAnswer = (i: number) => (solved && i === c.picked) || (revealed && verdicts[i].ok);
  // "Who plays?" questions answer with the table drawn: after a miss without the answer, once over with it.
  // Shown only after an answer, so loaded only then (a lesson page's JavaScript budget): the table
  // drawn for a "who plays?" question (SeatTable knows which reasons it draws), a play's evidence.
  const [Table, setTable] = useState<typeof ReasonTable | null>(null);
  const [Evidence, setEvidence] = useState<typeof PlayEvidence | null>(null);
  const seatQuestion = items[0]?.kind === 'choice' && items[0].choice.kind === 'seat';
  const figure = seatQuestion && (c.mistakes > 0 || done);
  useEffect(() => {
    if (figure && !Table) import('./SeatTable.tsx').then((m) => setTable(() => m.ReasonTable));
  }, [figure]);
  useEffect(() => {
    if (data.play && done && !Evidence) import('./PlayEvidence.tsx').then((m) => setEvidence(() => m.PlayEvidence));
  }, [done]);

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
      feedbackTone={solved ? 'good' : snap.matches('wrong') ? 'bad' : 'neutral'}
      missed={snap.matches('wrong')}
      figure={figure && Table && verdicts[0] && <Table why={verdicts[0].why[0]} answer={done} you={viewer} />}
      after={
        <>
          {Evidence && <Evidence data={data} faces={faces} words={t.play} />}
          {parts.reveal && <div class="exercise-reveal">{reveal}</div>}
        </>
      }
    >
      {parts.context && <div class="exercise-context">{context}</div>}
      <div class="pick-area" data-state={String(snap.value)}>
        {cards.length === items.length ? (
          <>
            <p class="area-label" aria-hidden="true">
              {inTrick ? t.trickCards : t.yourHand}
            </p>
            <Hand
              cards={cards.map((item, i): HandCard => ({
                id: item.card,
                trump: showTrumps && item.trump,
                mark: isAnswer(i) ? (inTrick ? 'winner' : 'ok') : c.tried.includes(i) ? 'wrong' : undefined,
              }))}
              label={inTrick ? t.trickCards : t.pickCard}
              onPick={(i) => !done && send({ type: 'PICK', index: i })}
              class={inTrick ? 'trick-cards' : undefined}
            />
          </>
        ) : (
          <div
            class={`choice-row${items.every((item) => item.kind === 'choice' && item.choice.kind === 'seat') ? ' is-seats' : ''}`}
            role="group"
            aria-label={t.answers}
          >
            {items.map((item, i) =>
              item.kind === 'choice' ? (
                <button
                  key={i}
                  type="button"
                  class={`btn btn-quiet choice-btn${c.tried.includes(i) ? ' is-wrong' : ''}${isAnswer(i) ? ' is-right' : ''}`}
                  aria-pressed={c.picked === i}
                  disabled={done}
                  onClick={() => send({ type: 'PICK', index: i })}
                >
                  {choiceText(item.choice, item.viewer)}
                </button>
              ) : null,
            )}
          </div>
        )}
      </div>
    </ExerciseFrame>
  );
}

/** A play exercise's deals and the best card's average (the engine's simulation, prepared at build time). */
function playNumbers(data: ItemsData): PlayNumbers | undefined {
  if (!data.play) return undefined;
  const best = data.verdicts.filter((v) => v.credit === 100 && v.points !== undefined).map((v) => v.points!);
  return best.length ? { samples: data.play.samples, bestPoints: Math.max(...best) } : undefined;
}
