import type { ComponentChildren } from 'preact';
import { useMachine } from './useMachine.ts';
import type { ItemsData } from '../../content/exercises/verdicts.ts';
import { choiceText, exerciseText as t, missText, pickFeedback, solutionText, type PlayNumbers } from '../../i18n/en-exercises.ts';
import { cardName } from '../../i18n/names.ts';
import { pickOneMachine } from '../../machines/pickOne.ts';
import { hintsOpen } from '../../machines/tries.ts';
import { Hand, type HandCard } from '../cards/Hand.tsx';
import { useSettings } from '../settings/useSettings.ts';
import { ExerciseFrame, type ExerciseParts } from './ExerciseFrame.tsx';
import { figureOf, SeatTable } from './SeatTable.tsx';
import { seatTableText } from '../../i18n/en-exercises.ts';

/**
 * Pick the one right item: the card that wins a trick, the card to play, the answer to a
 * question. A right pick is answered with the engine's reason; a wrong one opens a hint, and
 * after the last try (or on request) the solution shows with the reasons.
 */
export default function PickOne({ data, context, reveal, parts }: { data: ItemsData; context?: ComponentChildren; reveal?: ComponentChildren; parts: ExerciseParts }) {
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
    ? solutionText(items, verdicts, c.picked, prompt, o, inTrick, false)
    : c.picked === null
      ? ''
      : solved
        ? pickFeedback(items, c.picked, verdicts[c.picked], prompt, o, inTrick, false, playNumbers(data))
        : missText(items, c.picked, verdicts[c.picked], prompt, o, inTrick, hintsOpen(c) > 0, playNumbers(data));
  const cards = items.flatMap((i) => (i.kind === 'card' ? [i] : []));
  // Trump marks would give the answer away: they appear once it is over (always in a play position).
  const showTrumps = done || prompt === 'play';
  const isAnswer = (i: number) => (solved && i === c.picked) || (revealed && verdicts[i].ok);
  // "Who plays?" questions answer with the table drawn: after a miss without the answer, once over with it.
  const figure = c.mistakes > 0 || done ? figureOf(verdicts[0]?.why[0], done) : null;

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
      figure={figure && <SeatTable roles={figure.roles} you={viewer} caption={seatTableText.caption[figure.caption]} />}
      after={
        <>
          {data.play && <PlayEvidence data={data} faces={faces} />}
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
              cards={cards.map(
                (item, i): HandCard => ({
                  id: item.card,
                  trump: showTrumps && item.trump,
                  mark: isAnswer(i) ? (inTrick ? 'winner' : 'ok') : c.tried.includes(i) ? 'wrong' : undefined,
                }),
              )}
              label={inTrick ? t.trickCards : t.pickCard}
              onPick={(i) => !done && send({ type: 'PICK', index: i })}
              class={inTrick ? 'trick-cards' : undefined}
            />
          </>
        ) : (
          <div class={`choice-row${items.every((item) => item.kind === 'choice' && item.choice.kind === 'seat') ? ' is-seats' : ''}`} role="group" aria-label={t.answers}>
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

/** After a play exercise: the rule of thumb and the simulation's numbers behind the grade. */
function PlayEvidence({ data, faces }: { data: ItemsData; faces: 'french' | 'german' }) {
  const rows = data.items
    .map((item, i) => ({ item, v: data.verdicts[i] }))
    .filter((r, i, all) => r.item.kind === 'card' && r.v.credit !== undefined && all.findIndex((x) => x.item.kind === 'card' && r.item.kind === 'card' && x.item.card === r.item.card) === i)
    .sort((a, b) => (b.v.points ?? 0) - (a.v.points ?? 0));
  return (
    <div class="play-evidence">
      <p class="rule-of-thumb">
        <strong>{t.play.ruleOfThumb}:</strong> {data.play!.ruleOfThumb}
      </p>
      <p id={`${data.frame.id}-evidence`}>{t.play.evidence(data.play!.samples)}</p>
      <div class="table-wrap">
        <table aria-labelledby={`${data.frame.id}-evidence`}>
          <thead>
            <tr>
              <th scope="col">{t.play.card}</th>
              <th scope="col" class="num">{t.play.points}</th>
              <th scope="col">{t.play.verdict}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(({ item, v }) => (
              <tr key={item.kind === 'card' ? item.card : ''} class={v.credit === 100 ? 'is-best' : undefined}>
                <th scope="row">{item.kind === 'card' ? cardName(item.card, { faces }) : ''}</th>
                <td class="num">{(v.points ?? 0).toFixed(1)}</td>
                <td>{t.play.credit(v.credit ?? 0)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p>
        <a href="/quiz/lead/">{t.play.quiz}</a>
      </p>
    </div>
  );
}
