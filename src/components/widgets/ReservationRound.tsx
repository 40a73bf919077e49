import { useMachine } from './useMachine.ts';
import { useEffect, useState } from 'preact/hooks';
import type { ReservationNamed } from './ReservationNamed.tsx';
import { declarationRank, normalTrumps } from '../../engine/contract.ts';
import { newDeal, type ActionError } from '../../engine/deal.ts';
import { describeDeclarationRefusal } from '#words/engine';
import { describeActionError } from '#words/actions';
import { cardOrder, sortHand } from '../../engine/order.ts';
import { nextSeat } from '../../engine/parties.ts';
import type { ReservationData } from '../../content/exercises/verdicts.ts';
import { contractName, declarationText } from '#words/site';
import { reservationText as t } from '#words/reservation';
import { seatName } from '#words/seats';
import { leadAnswer, reservationMachine } from '../../machines/reservationRound.ts';
import { CardRow } from '../cards/Card.tsx';
import { ExerciseFrame } from './ExerciseFrame.tsx';
import { exerciseText } from '#words/exercises';
import './lessons5to10.css';

const errorText = (e: ActionError): string => {
  if (e.code === 'notEligible') return describeDeclarationRefusal(e.refusal);
  if (e.code === 'badExchange') return t.badExchange[e.problem];
  return describeActionError(e);
};

/** The reservation round: the learner speaks for one seat, the engine settles the contract; then: who leads? */
export default function ReservationRound({ data }: { data: ReservationData }) {
  const { frame, rules } = data;
  const start = newDeal({ rules, dealer: data.dealer, hands: data.hands });
  if (!start.ok) throw new Error(`exercise ${frame.id}: ${describeActionError(start.error)}`);
  const [snap, send] = useMachine(reservationMachine, {
    input: {
      start: start.value,
      learner: data.learner,
      script: data.script,
      hintCount: frame.hints.length,
      say: data.say === null ? null : data.say === 'vorbehalt',
    },
  });
  // What follows a Vorbehalt (naming it, a poverty's cards) is loaded when it is needed (a lesson page's JavaScript budget).
  const [Named, setNamed] = useState<typeof ReservationNamed | null>(null);
  const c = snap.context;
  const s = c.state;
  const me = c.learner;
  const order = cardOrder('normal', rules);
  const hand = sortHand(s.hands[me], order);
  const speaking = snap.matches('speaking');
  const over = !speaking;
  const solved = snap.matches('solved');
  const revealed = snap.matches('revealed');
  const done = solved || revealed;
  const forehand = nextSeat(s.dealer);
  const seats = [0, 1, 2, 3].map((i) => nextSeat(forehand, i));
  const act = (action: Parameters<typeof send>[0] & { type: 'ACT' }) => send(action);
  useEffect(() => {
    if (speaking && s.phase !== 'reservation' && !Named) import('./ReservationNamed.tsx').then((m) => setNamed(() => m.ReservationNamed));
  }, [speaking, s.phase]);

  const lead = leadAnswer(s);
  const leadWhy =
    lead === 'redeal'
      ? t.leadWhy.redeal
      : s.contract?.kind === 'solo' && s.contract.compulsory
        ? t.leadWhy.compulsory(seatName(s.contract.declarer, me))
        : t.leadWhy.forehand(seatName(Number(lead), me));
  const given = c.given;
  // The word asked for, in the solution when it was said for the learner.
  const askedWord = data.say !== null && c.saidForLearner ? `${t.asked[data.say]} ` : '';
  const feedback = c.error
    ? t.refused(errorText(c.error))
    : solved
      ? `${t.right} ${leadWhy}`
      : revealed
        ? `${askedWord}${exerciseText.tries.answer(lead === 'redeal' ? t.redealOption : seatName(Number(lead), me))} ${leadWhy}`
        : speaking && c.otherWord && data.say !== null
          ? t.otherWord[data.say]
          : snap.matches('wrong') && given !== null
            ? given === 'redeal'
              ? t.wrongRedeal
              : t.wrongSeat(seatName(Number(given), me))
            : '';

  // The learner's answer is marked right or wrong; once the solution shows, the right one too.
  const answerClass = (value: string) => (done && value === lead ? ' is-ok' : given === value ? ' is-wrong' : '');
  const exchangePhase = speaking && (s.phase === 'povertyGive' || s.phase === 'povertyReturn');
  const contract = s.contract;
  const contractLine =
    s.phase === 'redeal'
      ? t.redeal
      : !contract
        ? ''
        : contract.kind === 'normal'
          ? contractName.normal
          : contract.kind === 'marriage'
            ? `${declarationText({ kind: 'marriage' })}: ${seatName(contract.declarer, me)}`
            : contract.kind === 'poverty'
              ? `${declarationText({ kind: 'poverty' })}: ${seatName(contract.declarer, me)} + ${seatName(contract.partner, me)}. ${t.returnedTrumps(seatName(contract.partner, me), normalTrumps(contract.returned, rules).length)}`
              : `${declarationText(contract)}: ${seatName(contract.declarer, me)}`;
  const declared = seats.filter((x) => s.declarations[x] !== null);
  const best = declared.length ? Math.max(...declared.map((x) => declarationRank(s.declarations[x]!))) : -1;
  const winner = declared.find((x) => declarationRank(s.declarations[x]!) === best);

  return (
    <ExerciseFrame
      frame={frame}
      solved={solved}
      revealed={revealed}
      mistakes={c.mistakes}
      hints={c.hints}
      onHint={() => send({ type: 'HINT' })}
      onShow={over || data.say !== null ? () => send({ type: 'SHOW' }) : undefined}
      onReset={() => send({ type: 'RESET' })}
      feedback={feedback}
      feedbackTone={solved ? 'good' : c.error || snap.matches('wrong') || (speaking && c.otherWord) ? 'bad' : 'neutral'}
      missed={!c.error && (snap.matches('wrong') || (speaking && c.otherWord))}
    >
      <div class="l5-drill l5-reservation" data-state={String(snap.value)} data-phase={s.phase}>
        <p class="muted l5-none">{t.dealerNote(seatName(s.dealer, me), forehand === me ? null : seatName(forehand, me))}</p>
        <div class="table-wrap">
          <table class="l5-round">
            <caption class="sr-only">{t.table}</caption>
            <thead>
              <tr>
                <th scope="col">{t.seat}</th>
                <th scope="col">{t.said}</th>
                <th scope="col">{t.named}</th>
              </tr>
            </thead>
            <tbody>
              {seats.map((seat) => {
                const r = s.reservations[seat];
                const d = s.declarations[seat];
                return (
                  <tr key={seat} class={`${seat === me ? 'is-you' : ''}${speaking && s.toMove === seat ? ' is-turn' : ''}`}>
                    <th scope="row">{seatName(seat, me)}</th>
                    <td>{r === null ? <span class="muted">{t.waiting}</span> : r ? <strong>{t.vorbehalt}</strong> : t.gesund}</td>
                    <td>
                      {d ? declarationText(d) : <span class="muted">{r ? t.waiting : '—'}</span>}
                      {over && winner === seat && s.phase !== 'redeal' && <span class="l5-win">★ {t.winnerMark}</span>}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>

        <p class="area-label">{t.handTitle}</p>
        {!exchangePhase && <CardRow cards={hand} trumps={order.trumps} label={t.handTitle} />}
        {speaking && s.phase === 'reservation' && (
          <div class="l5-buttons" role="group" aria-label={t.yourTurn}>
            <span class="l5-prompt">{t.yourTurn}</span>
            <button type="button" class="btn" onClick={() => act({ type: 'ACT', action: { type: 'reserve', seat: me, reservation: false } })}>
              {t.sayGesund}
            </button>
            <button type="button" class="btn" onClick={() => act({ type: 'ACT', action: { type: 'reserve', seat: me, reservation: true } })}>
              {t.sayVorbehalt}
            </button>
          </div>
        )}
        {speaking && s.phase !== 'reservation' && Named && (
          <Named state={s} me={me} rules={rules} hand={hand} order={order} solo={`${frame.id}-solo`} act={act} />
        )}

        {over && (
          <div class="l5-result">
            <p class="area-label">{t.result}</p>
            <p class="l5-contract">{contractLine}</p>
            {declared.length > 0 && (
              <>
                <p class="l5-rank-title">{t.ranking}</p>
                <ol class="l5-ranking">
                  {[...declared]
                    .sort((a, b) => declarationRank(s.declarations[b]!) - declarationRank(s.declarations[a]!) || seats.indexOf(a) - seats.indexOf(b))
                    .map((seat) => (
                      <li key={seat} class={seat === winner && s.phase !== 'redeal' ? 'is-winner' : undefined}>
                        {seatName(seat, me)}: {declarationText(s.declarations[seat]!)}
                      </li>
                    ))}
                </ol>
              </>
            )}
            <p class="l5-prompt" id={`${frame.id}-q`}>
              {t.question}
            </p>
            <div class="l5-buttons" role="group" aria-labelledby={`${frame.id}-q`}>
              {seats.map((seat) => (
                <button
                  key={seat}
                  type="button"
                  class={`btn btn-quiet l5-answer${answerClass(String(seat))}`}
                  aria-pressed={given === String(seat)}
                  disabled={done}
                  onClick={() => send({ type: 'PREDICT', value: String(seat) })}
                >
                  {seatName(seat, me)}
                </button>
              ))}
              {rules.poverty && (
                <button
                  type="button"
                  class={`btn btn-quiet l5-answer${answerClass('redeal')}`}
                  aria-pressed={given === 'redeal'}
                  disabled={done}
                  onClick={() => send({ type: 'PREDICT', value: 'redeal' })}
                >
                  {t.redealOption}
                </button>
              )}
            </div>
          </div>
        )}
      </div>
    </ExerciseFrame>
  );
}
