import type { ComponentChildren } from 'preact';
import { useMachine } from './useMachine.ts';
import type { Seat } from '../../engine/parties.ts';
import type { PartiesData } from '../../content/exercises/verdicts.ts';
import { partyMarkText } from '#words/site';
import { whoIsReText as t } from '#words/position';
import { partyWhyText } from '#words/exercises';
import { seatName } from '#words/seats';
import { markPartiesMachine, type PartyMark } from '../../machines/markParties.ts';
import { useSettings } from '../settings/useSettings.ts';
import { ExerciseFrame, type ExerciseParts } from './ExerciseFrame.tsx';
import './lessons5to10.css';

const MARKS: readonly PartyMark[] = ['re', 'kontra', 'unknown'];
const SEATS: readonly Seat[] = [0, 1, 2, 3];

/**
 * Mark every player Re, Kontra or unknown, as the viewer can know it; the engine's party
 * evidence grades. A wrong check names the wrong players and opens a hint; after the last try
 * (or on request) the right marks show, each with its reason.
 */
export default function MarkParties({ data, context, parts }: { data: PartiesData; context?: ComponentChildren; parts: ExerciseParts }) {
  const { frame, viewer } = data;
  const [snap, send] = useMachine(markPartiesMachine, { input: { expected: data.expected, hintCount: frame.hints.length } });
  const { faces } = useSettings().settings;
  const c = snap.context;
  const solved = snap.matches('solved');
  const revealed = snap.matches('revealed');
  const done = solved || revealed;
  const wrong = snap.matches('wrong');
  const why = (seat: Seat) => partyWhyText(seat, data.evidence[seat], { faces, viewer });
  const reasons = (
    <ul class="l5-reasons">
      {SEATS.map((seat) => (
        <li key={seat}>{why(seat)}</li>
      ))}
    </ul>
  );
  // A wrong check names the wrong players, not the right marks: those are the answer.
  const feedback = snap.matches('incomplete') ? (
    t.incomplete
  ) : wrong ? (
    `${t.wrong(4 - c.wrong.length)} ${t.wrongNamed(c.wrong.map((seat) => seatName(seat, viewer)))}`
  ) : solved ? (
    <>
      {t.right}
      {reasons}
    </>
  ) : revealed ? (
    <>
      {t.solution}
      {reasons}
    </>
  ) : (
    ''
  );
  // Once the solution shows, the marks are the right ones.
  const markOf = (seat: Seat) => (revealed ? data.expected[seat] : c.marks[seat]);

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
      feedbackTone={solved ? 'good' : wrong || snap.matches('incomplete') ? 'bad' : 'neutral'}
      missed={wrong}
      actions={
        !done && (
          <button type="button" class="btn" onClick={() => send({ type: 'CHECK' })}>
            {t.check}
          </button>
        )
      }
    >
      {parts.context && <div class="exercise-context">{context}</div>}
      <div class="l5-drill" data-state={String(snap.value)}>
        <p class="area-label">{t.marksLabel}</p>
        <div class="l5-marks">
          {SEATS.map((seat) => {
            const isWrong = c.wrong.includes(seat) && !revealed;
            return (
              <fieldset key={seat} class={`l5-mark${isWrong ? ' is-wrong' : ''}${done ? ' is-right' : ''}`} data-seat={seat}>
                <legend>
                  {seatName(seat, viewer)}
                  {isWrong && (
                    <span class="l5-badge l5-badge-bad" aria-hidden="true">
                      ✗
                    </span>
                  )}
                  {done && (
                    <span class="l5-badge l5-badge-good" aria-hidden="true">
                      ✓
                    </span>
                  )}
                </legend>
                {MARKS.map((mark) => (
                  <label key={mark} class="l5-choice">
                    <input
                      type="radio"
                      name={`${frame.id}-seat-${seat}`}
                      value={mark}
                      checked={markOf(seat) === mark}
                      disabled={done}
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
