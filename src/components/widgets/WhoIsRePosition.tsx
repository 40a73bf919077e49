import type { DealState } from '../../engine/deal.ts';
import { sortHand } from '../../engine/order.ts';
import { nextSeat, type Seat } from '../../engine/parties.ts';
import { viewFor } from '../../engine/view.ts';
import { CALL_WORD } from '#words/engine';
import { declarationText } from '#words/site';
import { positionText as t } from '#words/position';
import { seatName } from '#words/seats';
import { CardFace, CardRow } from '../cards/Card.tsx';

/**
 * A position as one player sees it: the contract the table knows, his own hand, every card
 * played (who played it, who won) and the calls made. Rendered at build time for the
 * exercises' positions and the worked deals. `basic` shows only the dealer and the cards
 * (for the first lessons, before contracts, calls and trumps are taught). Without
 * `partnerFound` a marriage shows no Klärungsstich: finding the partner is the exercise.
 */
export function WhoIsRePosition({
  state,
  viewer,
  showHand = true,
  you = true,
  basic = false,
  partnerFound = true,
}: {
  state: DealState;
  viewer: Seat;
  showHand?: boolean;
  you?: boolean;
  basic?: boolean;
  partnerFound?: boolean;
}) {
  const view = viewFor(state, viewer);
  const me = you ? viewer : null;
  const name = (seat: Seat) => seatName(seat, me ?? undefined);
  const order = basic ? null : view.order;
  const c = basic ? null : view.contract;
  const contract = !c
    ? null
    : c.kind === 'normal'
      ? t.contractOf.normal
      : c.kind === 'marriage'
        ? t.contractOf.marriage(seatName(c.declarer))
        : c.kind === 'poverty'
          ? t.contractOf.poverty(seatName(c.declarer), seatName(c.partner))
          : t.contractOf.solo(seatName(c.declarer), declarationText({ kind: 'solo', solo: c.solo, compulsory: c.compulsory }));
  const m = view.marriage;
  const marriage =
    !m || !partnerFound
      ? null
      : m.clarifiedIn === null
        ? t.marriageOpen
        : m.partner === null
          ? t.marriageSolo
          : t.marriageFound(m.clarifiedIn, seatName(m.partner));
  const tricks = [...view.tricks, ...(view.current && view.current.cards.length > 0 ? [view.current] : [])];
  const hand = order ? sortHand(view.hand, order) : view.hand;
  return (
    <div class="l5-position">
      {basic && <p class="l5-contract">{t.dealer(name(state.dealer))}</p>}
      {contract && (
        <p class="l5-contract">
          <strong>{t.contract}:</strong> {contract}
          {marriage && <> · {marriage}</>}
        </p>
      )}
      {c?.kind === 'poverty' && c.given.length > 0 && (
        <div class="l5-exchange">
          <p class="area-label">{t.passed(seatName(c.declarer), seatName(c.partner))}</p>
          <CardRow cards={c.given} trumps={order?.trumps} label={t.passed(seatName(c.declarer), seatName(c.partner))} />
          <p class="area-label">{t.returned(seatName(c.partner))}</p>
          <CardRow cards={c.returned} trumps={order?.trumps} label={t.returned(seatName(c.partner))} />
        </div>
      )}
      {showHand && (
        <>
          <p class="area-label">
            {you
              ? t.yourHand(seatName(viewer), state.cardsPlayed > 0 ? hand.length : null)
              : t.handOf(seatName(viewer), state.cardsPlayed > 0 ? hand.length : null)}
          </p>
          <ul class="card-row" aria-label={t.handOf(seatName(viewer), null)}>
            {hand.map((id, i) => (
              <li key={`${id}-${i}`}>
                <CardFace id={id} trump={order?.suit[id] === 'T'} />
              </li>
            ))}
          </ul>
        </>
      )}
      <p class="area-label">{t.tricks}</p>
      {tricks.length === 0 ? (
        <p class="muted l5-none">{t.noTricks}</p>
      ) : (
        <ol class="l5-tricks">
          {tricks.map((trick, n) => (
            <li key={n} class="l5-trick">
              <p class="l5-trick-head">
                <strong>{t.trick(n + 1)}</strong>, {t.ledBy(name(trick.leader))}
                {trick.winner !== null ? <>, {t.wonBy(name(trick.winner))}</> : <> ({t.inProgress})</>}
              </p>
              <ol class="l5-trick-cards">
                {trick.cards.map((id, j) => {
                  const seat = nextSeat(trick.leader, j);
                  const won = trick.winner === seat;
                  return (
                    <li key={j} class={won ? 'is-winner' : undefined}>
                      <CardFace id={id} trump={order?.suit[id] === 'T'} />
                      <span class="l5-card-seat">
                        {name(seat)}
                        {won && <span aria-hidden="true"> ★</span>}
                      </span>
                    </li>
                  );
                })}
              </ol>
            </li>
          ))}
        </ol>
      )}
      {!basic && <p class="area-label">{t.calls}</p>}
      {basic ? null : view.announcements.length === 0 ? (
        <p class="muted l5-none">{t.noCalls}</p>
      ) : (
        <ul class="l5-calls">
          {view.announcements.map((a, i) => (
            <li key={i}>{t.call(name(a.seat), CALL_WORD[a.call], a.cardsPlayed)}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
