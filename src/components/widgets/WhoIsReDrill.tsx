import { useMachine } from '@xstate/react';
import type { Seat } from '../../engine/parties.ts';
import { exerciseRules } from '../../content/exercises/rules.ts';
import { replay, type WhoIsReExercise } from '../../content/exercises/lessons5to10.ts';
import { partyMarkText, seatLabel, seatNames, whoIsReText as t } from '../../i18n/en.ts';
import { whoIsReMachine, type PartyMark } from '../../machines/whoIsRe.ts';
import { ExerciseFrame } from './ExerciseFrame.tsx';
import { WhoIsRePosition } from './WhoIsRePosition.tsx';
import './lessons5to10.css';

const MARKS: readonly PartyMark[] = ['re', 'kontra', 'unknown'];
const SEATS: readonly Seat[] = [0, 1, 2, 3];

/** Mark every player Re, Kontra or unknown, as the viewer can know it; the engine's player view grades. */
export default function WhoIsReDrill({ exercise: ex }: { exercise: WhoIsReExercise }) {
  const [snap, send] = useMachine(whoIsReMachine, {
    input: { state: replay(ex.deal, exerciseRules(ex)), viewer: ex.viewer, hintCount: ex.hints.length },
  });
  const c = snap.context;
  const solved = snap.matches('solved');
  const wrong = snap.matches('wrong');
  const why = (seat: Seat) => t.why(seatNames[seat], c.evidence[seat], seat === c.viewer);

  const feedback = snap.matches('incomplete') ? (
    t.incomplete
  ) : wrong ? (
    <>
      {t.wrong(4 - c.wrong.length)}
      <ul class="l5-reasons">
        {c.wrong.map((seat) => (
          <li key={seat}>
            {t.youMarked(seatLabel(seat, c.viewer), partyMarkText[c.marks[seat]!])} {why(seat)}
          </li>
        ))}
      </ul>
    </>
  ) : solved ? (
    <>
      {t.right}
      <ul class="l5-reasons">
        {SEATS.map((seat) => (
          <li key={seat}>{why(seat)}</li>
        ))}
      </ul>
    </>
  ) : (
    ''
  );

  return (
    <ExerciseFrame
      exercise={ex}
      solved={solved}
      mistakes={c.mistakes}
      hints={c.hints}
      onHint={() => send({ type: 'HINT' })}
      onReset={() => send({ type: 'RESET' })}
      feedback={feedback}
      feedbackTone={solved ? 'good' : wrong || snap.matches('incomplete') ? 'bad' : 'neutral'}
      actions={
        !solved && (
          <button type="button" class="btn" onClick={() => send({ type: 'CHECK' })}>
            {t.check}
          </button>
        )
      }
    >
      <div class="l5-drill" data-state={String(snap.value)}>
        <WhoIsRePosition state={c.state} viewer={c.viewer} />
        <p class="area-label">{t.marksLabel}</p>
        <div class="l5-marks">
          {SEATS.map((seat) => {
            const isWrong = c.wrong.includes(seat);
            const isRight = solved;
            return (
              <fieldset key={seat} class={`l5-mark${isWrong ? ' is-wrong' : ''}${isRight ? ' is-right' : ''}`} data-seat={seat}>
                <legend>
                  {seatLabel(seat, c.viewer)}
                  {isWrong && <span class="l5-badge l5-badge-bad" aria-hidden="true">✗</span>}
                  {isRight && <span class="l5-badge l5-badge-good" aria-hidden="true">✓</span>}
                </legend>
                {MARKS.map((mark) => (
                  <label key={mark} class="l5-choice">
                    <input
                      type="radio"
                      name={`${ex.id}-seat-${seat}`}
                      value={mark}
                      checked={c.marks[seat] === mark}
                      disabled={solved}
                      onChange={() => send({ type: 'MARK', seat, mark })}
                    />
                    <span class={`l5-party l5-party-${mark}`}>{partyMarkText[mark]}</span>
                  </label>
                ))}
              </fieldset>
            );
          })}
        </div>
      </div>
    </ExerciseFrame>
  );
}
