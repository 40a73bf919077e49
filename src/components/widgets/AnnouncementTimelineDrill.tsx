import { useMachine } from '@xstate/react';
import { CALL_WORD, describeAnnouncementRefusal } from '../../engine/i18n/en.ts';
import { partyOfSeat } from '../../engine/deal.ts';
import { CALLS } from '../../engine/scoring.ts';
import { exerciseRules } from '../../content/exercises/rules.ts';
import { replay, type AnnounceExercise } from '../../content/exercises/lessons5to10.ts';
import { announceText as t, partyMarkText, seatLabel } from '../../i18n/en.ts';
import { announcementDrillMachine, type AnnounceFeedback } from '../../machines/announcementTimelineDrill.ts';
import { ExerciseFrame } from './ExerciseFrame.tsx';
import { WhoIsRePosition } from './WhoIsRePosition.tsx';
import './lessons5to10.css';

/** Select every call a seat may make now; the engine's announcementRefusal decides and explains. */
export default function AnnouncementTimelineDrill({ exercise: ex }: { exercise: AnnounceExercise }) {
  const [snap, send] = useMachine(announcementDrillMachine, {
    input: { state: replay(ex.deal, exerciseRules(ex)), seat: ex.seat, hintCount: ex.hints.length },
  });
  const c = snap.context;
  const done = snap.matches('done');
  const party = partyOfSeat(c.state, c.seat);
  const say = (f: AnnounceFeedback | null) => {
    if (!f) return '';
    if (f.code === 'allowed') return t.allowed(CALL_WORD[f.call]);
    if (f.code === 'already') return t.already(CALL_WORD[f.call]);
    return t.refused(CALL_WORD[f.call], describeAnnouncementRefusal(f.refusal));
  };
  const feedback = done ? t.done(c.legal.length) : say(c.feedback);

  return (
    <ExerciseFrame
      exercise={ex}
      solved={done}
      mistakes={c.mistakes}
      hints={c.hints}
      onHint={() => send({ type: 'HINT' })}
      onReset={() => send({ type: 'RESET' })}
      feedback={feedback}
      feedbackTone={done || c.feedback?.code === 'allowed' ? 'good' : c.feedback?.code === 'refused' ? 'bad' : 'neutral'}
    >
      <div class="l5-drill" data-state={String(snap.value)}>
        <WhoIsRePosition state={c.state} viewer={c.seat} />
        <p class="l5-facts">
          {party && t.party(seatLabel(c.seat, c.seat), partyMarkText[party])} {t.holding(seatLabel(c.seat, c.seat), c.state.hands[c.seat].length)}
        </p>
        <p class="area-label" id={`${ex.id}-calls`}>
          {t.which}
        </p>
        <div class="l5-calls-pick" role="group" aria-labelledby={`${ex.id}-calls`}>
          {CALLS.map((call) => {
            const marked = c.marked.includes(call);
            const wrong = c.wrong.includes(call);
            return (
              <button
                key={call}
                type="button"
                class={`l5-call${marked ? ' is-ok' : ''}${wrong ? ' is-wrong' : ''}`}
                aria-pressed={marked}
                onClick={() => !done && send({ type: 'PICK', call })}
              >
                {CALL_WORD[call]}
                {marked && <span aria-hidden="true"> ✓</span>}
                {wrong && (
                  <>
                    <span aria-hidden="true"> ✗</span>
                    <span class="sr-only">, {t.refused(CALL_WORD[call], describeAnnouncementRefusal(c.refusals[call]!))}</span>
                  </>
                )}
              </button>
            );
          })}
        </div>
        <p class="counter">{t.found(c.marked.length, c.legal.length)}</p>
      </div>
    </ExerciseFrame>
  );
}
