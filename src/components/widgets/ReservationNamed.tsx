/**
 * The reservation round after a Vorbehalt: naming it (marriage, poverty, a solo), answering a
 * poverty offer, passing or giving back three cards. Loaded by ReservationRound when the round
 * gets there: a lesson that only asks for "gesund" does not ship it.
 */
import { useState } from 'preact/hooks';
import type { CardId } from '../../engine/cards.ts';
import type { Declaration } from '../../engine/contract.ts';
import type { Action, DealState } from '../../engine/deal.ts';
import { SOLO_KINDS, type CardOrder, type SoloKind } from '../../engine/order.ts';
import type { Seat } from '../../engine/parties.ts';
import type { RuleSet } from '../../engine/rules.ts';
import { contractName } from '#words/site';
import { reservationText as t } from '#words/reservation';
import { seatName } from '#words/seats';
import { Hand } from '../cards/Hand.tsx';

export function ReservationNamed({
  state: s,
  me,
  rules,
  hand,
  order,
  solo: soloId,
  act,
}: {
  state: DealState;
  me: Seat;
  rules: RuleSet;
  /** The learner's hand, sorted as shown. */
  hand: readonly CardId[];
  order: CardOrder;
  /** The id of the solo's select. */
  solo: string;
  act: (event: { type: 'ACT'; action: Action }) => void;
}) {
  const [picked, setPicked] = useState<number[]>([]);
  const [solo, setSolo] = useState<SoloKind>('queens');
  const declare = (declaration: Declaration) => act({ type: 'ACT', action: { type: 'declare', seat: me, declaration } });
  const exchangePhase = s.phase === 'povertyGive' || s.phase === 'povertyReturn';
  return (
    <>
      {exchangePhase && (
        <>
          <p class="l5-prompt">{s.phase === 'povertyGive' ? t.passTitle : t.returnTitle}</p>
          <Hand
            cards={hand.map((id, i) => ({ id, trump: order.suit[id] === 'T', pressed: picked.includes(i), mark: picked.includes(i) ? 'ok' : undefined }))}
            label={t.passHand}
            togglable
            onPick={(i) => setPicked((p) => (p.includes(i) ? p.filter((x) => x !== i) : p.length < 3 ? [...p, i] : p))}
          />
          <div class="l5-buttons">
            <span class="counter">{t.picked(picked.length)}</span>
            <button
              type="button"
              class="btn"
              disabled={picked.length !== 3}
              onClick={() => {
                const cards = picked.map((i) => hand[i]);
                setPicked([]);
                act({ type: 'ACT', action: { type: 'exchange', seat: me, cards } });
              }}
            >
              {t.pass}
            </button>
          </div>
        </>
      )}
      {s.phase === 'declaration' && (
        <div class="l5-declare" role="group" aria-label={t.nameIt}>
          <p class="l5-prompt">{t.nameIt}</p>
          <div class="l5-buttons">
            <button type="button" class="btn" onClick={() => declare({ kind: 'marriage' })}>
              {t.marriage}
            </button>
            {rules.poverty && (
              <button type="button" class="btn" onClick={() => declare({ kind: 'poverty' })}>
                {t.poverty}
              </button>
            )}
          </div>
          <div class="l5-buttons">
            <label for={soloId}>{t.soloKind}</label>
            <select id={soloId} value={solo} onChange={(e) => setSolo((e.target as HTMLSelectElement).value as SoloKind)}>
              {SOLO_KINDS.map((k) => (
                <option key={k} value={k}>
                  {contractName[k]}
                </option>
              ))}
            </select>
            <button type="button" class="btn" onClick={() => declare({ kind: 'solo', solo, compulsory: false })}>
              {t.lustsolo}
            </button>
            <button type="button" class="btn" onClick={() => declare({ kind: 'solo', solo, compulsory: true })}>
              {t.pflichtsolo}
            </button>
          </div>
        </div>
      )}
      {s.phase === 'povertyOffer' && s.poverty && (
        <div class="l5-buttons" role="group" aria-label={t.offer(seatName(s.poverty.declarer, me))}>
          <span class="l5-prompt">{t.offer(seatName(s.poverty.declarer, me))}</span>
          <button type="button" class="btn" onClick={() => act({ type: 'ACT', action: { type: 'answerPoverty', seat: me, accept: true } })}>
            {t.take}
          </button>
          <button type="button" class="btn" onClick={() => act({ type: 'ACT', action: { type: 'answerPoverty', seat: me, accept: false } })}>
            {t.decline}
          </button>
        </div>
      )}
    </>
  );
}
