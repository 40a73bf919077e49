/**
 * The deal as one person sees it: deliberately plain for now (the practice table's screen
 * replaces it): the game, whose turn, the trick, the hand, and the person's legal choices as
 * buttons. Everything shown comes from the person's own view; every choice is one the server
 * listed as legal, and the server checks it again.
 */
import { useState } from 'preact/hooks';
import type { CardId } from '../../engine/cards.ts';
import type { Action } from '../../engine/deal.ts';
import { PARTY_WORD } from '../../engine/i18n/en.ts';
import { cardOrder, sortHand } from '../../engine/order.ts';
import type { Seat } from '../../engine/parties.ts';
import { friendsText as t, refusalText } from '../../i18n/en-friends.ts';
import { declarationText } from '../../i18n/en.ts';
import { fromWireView, type PrivateUpdate, type Refusal, type SeatlessAction } from '../../server/protocol.ts';
import type { PublicTable } from '../../server/received.ts';
import { CardFace } from '../cards/Card.tsx';
import { Hand } from '../cards/Hand.tsx';
import { seatLabel, SeatList } from './SeatList.tsx';

const withoutSeat = (a: Action): SeatlessAction => {
  const { seat: _own, ...rest } = a;
  return rest as SeatlessAction;
};

function choiceLabel(a: Action): string {
  switch (a.type) {
    case 'reserve':
      return a.reservation ? t.reservation : t.healthy;
    case 'declare':
      return declarationText(a.declaration);
    case 'announce':
      return t.announce(a.call);
    case 'answerPoverty':
      return t.answerPoverty(a.accept);
    case 'throwIn':
      return t.throwIn;
    case 'halfChicken':
      return t.halfChicken;
    default:
      return '';
  }
}

export function DealScreen({ table, update, refusal, onAct }: { table: PublicTable; update: PrivateUpdate; refusal: Refusal | null; onAct: (a: SeatlessAction) => void }) {
  const view = fromWireView(update.view, table.rules);
  const me = view.seat;
  const order = view.order ?? cardOrder('normal', table.rules);
  const [picked, setPicked] = useState<number[]>([]);
  const legal = update.legal;
  const plays = legal.filter((a): a is Extract<Action, { type: 'play' }> => a.type === 'play');
  const exchanging = legal.some((a) => a.type === 'exchange');
  const buttons = legal.filter((a) => a.type !== 'play' && a.type !== 'exchange');
  const hand = sortHand(view.hand, order);
  const trick = view.current && view.current.cards.length > 0 ? view.current : (view.tricks.at(-1) ?? null);
  const trickNo = view.current && view.current.cards.length > 0 ? view.tricks.length + 1 : view.tricks.length;
  const inPlay = view.phase !== 'finished' && view.phase !== 'redeal' && view.phase !== 'abandoned';

  const pick = (i: number) => {
    if (exchanging) return setPicked(picked.includes(i) ? picked.filter((x) => x !== i) : picked.length < 3 ? [...picked, i] : picked);
    const card = hand[i];
    if (plays.some((a) => a.card === card)) onAct({ type: 'play', card });
  };
  const pass = () => {
    onAct({ type: 'exchange', cards: picked.map((i) => hand[i]) as CardId[] });
    setPicked([]);
  };
  const facts = (seat: Seat) => {
    const won = view.tricks.filter((x) => x.winner === seat).length;
    const party = view.knownParties[seat];
    return t.seatFacts(view.handSizes[seat], won, party ? PARTY_WORD[party] : null);
  };

  const label = (seat: Seat) => seatLabel(table, seat, me);
  return (
    <section class="deal-screen" aria-labelledby="deal-h" data-testid="deal-screen" data-seq={update.seq} data-phase={view.phase}>
      <h3 id="deal-h">{t.gameLine(view.contract)}</h3>
      <p class="deal-status" role="status" data-testid="to-move">
        {inPlay ? (view.toMove === me ? t.yourTurn : t.waitingFor(label(view.toMove))) : ''}
      </p>
      {view.variant && view.marriage && view.marriage.clarifiedIn === null && <p>{t.duelMarriageOpen}</p>}
      {trick && (
        <figure class="trick" data-testid="trick">
          <figcaption>{view.current && view.current.cards.length > 0 ? t.trickTitle(trickNo) : t.lastTrick(trickNo)}</figcaption>
          <ul class="trick-grid">
            {trick.cards.map((c, j) => {
              const seat = ((trick.leader + j) % 4) as Seat;
              return (
                <li key={j} data-seat={seat} class={trick.winner === seat ? 'is-winner' : undefined}>
                  <CardFace id={c} trump={order.suit[c] === 'T'} />
                  <span class="trick-who">{label(seat)}</span>
                </li>
              );
            })}
          </ul>
          {trick.winner !== null && <p class="muted">{t.wonBy(label(trick.winner), trick.winner === me)}</p>}
        </figure>
      )}
      {refusal && (
        <p class="notice" role="alert" data-testid="refusal">
          {refusalText(refusal, me)}
        </p>
      )}
      {buttons.length > 0 && (
        <div class="choices" role="group" aria-label={view.phase === 'playing' ? t.announceTitle : view.phase === 'declaration' ? t.declareTitle : t.reserveTitle}>
          {buttons.map((a, i) => (
            <button key={i} type="button" class="btn btn-quiet" onClick={() => onAct(withoutSeat(a))}>
              {choiceLabel(a)}
            </button>
          ))}
        </div>
      )}
      {view.hand.length > 0 && (
        <Hand
          label={t.yourHand}
          class="table-hand"
          togglable={exchanging}
          cards={hand.map((id, i) => ({
            id,
            trump: order.suit[id] === 'T',
            pressed: exchanging ? picked.includes(i) : undefined,
            disabled: !exchanging && !plays.some((a) => a.card === id),
          }))}
          onPick={pick}
        />
      )}
      {exchanging && (
        <div>
          <p>{t.exchangeHelp}</p>
          <button type="button" class="btn" disabled={picked.length !== 3} onClick={pass}>
            {t.exchangeButton(picked.length)}
          </button>
        </div>
      )}
      <p>{t.callsLine(view.announcements, me)}</p>
      <SeatList table={table} mySeat={me} facts={facts} />
    </section>
  );
}
