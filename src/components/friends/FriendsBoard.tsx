/**
 * The deal at a table with friends, on the practice table's board: the bar, the felt with the
 * other three seats and the trick, one's own seat line, the table's words, the controls and the
 * hand. Each person sits at the bottom: the view is turned (engine/perspective.ts) so that the
 * practice table's parts and words ("You", West, North, East) apply unchanged, and every
 * action goes back to the server with the real seat (the server knows it anyway).
 *
 * Everything shown comes from the person's own view; every choice is one the server listed as
 * legal, and the server checks it again. A refused action comes back with the engine's reason,
 * put into the practice table's sentences.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import type { CardId } from '../../engine/cards.ts';
import type { Action } from '../../engine/deal.ts';
import { cardOrder, sortHand } from '../../engine/order.ts';
import type { Seat } from '../../engine/parties.ts';
import { realSeat, turnAction, turnActionError } from '../../engine/perspective.ts';
import { explainTrick, playRule } from '../../engine/trick.ts';
import { partyPoints, type PlayerView } from '../../engine/view.ts';
import { refusalText as friendsRefusal, friendsText as ft } from '#words/friends';
import { dimmedText, refusalText, tableText as t } from '#words/practice';
import { trickWhyText } from '#words/site';
import type { Faces } from '../../i18n/runtime/names.ts';
import type { CallOption } from '../../engine/callOptions.ts';
import type { Refusal, SeatlessAction } from '../../protocol/protocol.ts';
import type { PublicTable } from '../../protocol/received.ts';
import { BoardHand } from '../practice/BoardHand.tsx';
import { AnnouncePanel, DeclareForm } from '../practice/Controls.tsx';
import { SeatBox, SouthLine, TrickCross, trickPoints } from '../practice/Felt.tsx';
import { contractBanner, contractLine } from '../practice/Messages.tsx';
import '../practice/practice.css';

export interface FriendsBoardProps {
  readonly table: PublicTable;
  /** The person's view, turned so that he sits at 0. */
  readonly view: PlayerView;
  /** His real seat. */
  readonly me: Seat;
  /** His legal actions, turned like the view. */
  readonly legal: readonly Action[];
  readonly calls: readonly CallOption[];
  readonly refusal: Refusal | null;
  readonly faces: Faces;
  readonly dealInfo: preact.ComponentChildren;
  /** The update's number: a newer one replaces the board's content (tests wait for it). */
  readonly seq: number;
  readonly onAct: (a: SeatlessAction) => void;
  /** Among the controls once the deal is over (the next deal). */
  readonly after?: preact.ComponentChildren;
  /** At the top of the table's words once the deal is over: how it ended. */
  readonly outcome?: preact.ComponentChildren;
  /** Where the hand was, once a deal is played out (the hand is empty): its score sheet. */
  readonly review?: preact.ComponentChildren;
}

const withoutSeat = (a: Action): SeatlessAction => {
  const { seat: _own, ...rest } = a;
  return rest as SeatlessAction;
};

/** The words for a refusal: the engine's reason in the practice table's sentences, the server's own in the friends catalogue. */
function refusalWords(r: Refusal, me: Seat, faces: Faces, view: PlayerView): string {
  if (r.code === 'illegal' && r.error) return refusalText(turnActionError(r.error, me), faces, view.order);
  return friendsRefusal(r, me);
}

export function FriendsBoard(p: FriendsBoardProps) {
  const { view, table, me, legal, faces } = p;
  const [picked, setPicked] = useState<number[]>([]);
  const [showLast, setShowLast] = useState(false);
  const [announcing, setAnnouncing] = useState(false);
  const announceRef = useRef<HTMLButtonElement>(null);
  const order = view.order ?? cardOrder('normal', table.rules);
  const hand = sortHand(view.hand, order);
  const plays = legal.flatMap((a) => (a.type === 'play' ? [a.card] : []));
  const over = view.phase === 'finished' || view.phase === 'abandoned' || view.phase === 'redeal';
  const myTurn = !over && view.toMove === 0 && legal.some((a) => a.type !== 'announce');
  const selecting = legal.some((a) => a.type === 'exchange');
  const lastTrick = view.tricks.at(-1) ?? null;
  const live = view.current && view.current.cards.length > 0 ? view.current : null;
  const toMove = (seat: Seat) => !over && view.toMove === seat;
  const who = (seat: Seat) => {
    const x = table.seats[realSeat(seat, me)];
    if (x.kind !== 'person') return ft.computerShort;
    return x.connected ? x.name : ft.awayShort(x.name);
  };
  const closeAnnounce = () => {
    setAnnouncing(false);
    announceRef.current?.focus();
  };
  const totals = partyPoints(view);
  const cardsPlayed = view.tricks.length * 4 + (view.current?.cards.length ?? 0);
  useEffect(() => {
    setPicked([]);
    setShowLast(false);
  }, [view.phase, cardsPlayed]);

  const act = (a: Action) => p.onAct(withoutSeat(a));
  const rule = view.phase === 'playing' && view.toMove === 0 && view.current ? playRule(view.hand, view.current.cards, order) : null;
  const forcedOnMe = view.forced && view.knownParties[0] === view.forced.party && plays.length === 0 && myTurn ? view.forced : null;
  const why = dimmedText({ phase: view.phase, toMove: view.toMove, mine: myTurn, forced: forcedOnMe, rule }, faces, order);
  const pickCard = (i: number) => {
    if (selecting) return setPicked((x) => (x.includes(i) ? x.filter((y) => y !== i) : x.length < 3 ? [...x, i] : x));
    p.onAct({ type: 'play', card: hand[i] });
  };
  // A dimmed card pressed: the server answers with the engine's reason.
  const refuseCard = (i: number) => p.onAct({ type: 'play', card: hand[i] });

  const shown =
    showLast && lastTrick ? lastTrick : (live ?? (view.phase === 'playing' || view.phase === 'finished' || view.phase === 'abandoned' ? lastTrick : null));
  let caption: string;
  if (!shown) caption = view.phase === 'playing' ? t.leads(view.toMove) : t.phaseCaption(view.phase);
  else if (shown === live) caption = t.leads(shown.leader);
  else caption = `${showLast ? `${t.lastTrickTitle(view.tricks.length)} · ` : ''}${t.winsWith(shown.winner!, trickPoints(shown))}`;

  const trickOnShow = lastTrick && !live;
  const why3 = trickOnShow && view.order ? explainTrick(lastTrick.cards, view.order, view.rules, view.phase === 'finished') : null;
  const iPlayed = view.current !== null && view.current.cards.length > 0 && (0 - view.current.leader + 4) % 4 < view.current.cards.length;
  const banner = view.phase === 'playing' && view.tricks.length === 0 && !iPlayed ? contractBanner(view, faces) : [];
  const mine = (type: Action['type']) => (myTurn ? legal.filter((a) => a.type === type) : []);
  const declares = mine('declare');
  const pre = legal.filter((a) => a.type === 'throwIn' || a.type === 'halfChicken');

  return (
    <div class="pt-board" data-testid="board" data-phase={view.phase} data-seq={p.seq}>
      <h2 class="sr-only">{t.tableHeading}</h2>
      <div class="pt-bar">
        <p class="pt-deal" data-testid="deal-info">
          {p.dealInfo}
        </p>
        <p class="pt-contract">
          <span class="sr-only">{t.contract}: </span>
          <span data-testid="contract">{contractLine(view)}</span>
        </p>
        {/* On a phone the parties' card points stand here, in the deal's bar, not at the end of one's own line, which has no room for them. */}
        {totals && view.ownParty && (
          <p class="fr-bar-totals" data-testid="bar-totals">
            <span class="sr-only">{t.partyTotalsLabel}</span>
            {t.partyTotals(view.ownParty, totals[view.ownParty], totals[view.ownParty === 're' ? 'kontra' : 're'])}
          </p>
        )}
      </div>
      <div class="pt-felt">
        {([2, 1, 3] as Seat[]).map((seat) => (
          <SeatBox key={seat} seat={seat} view={view} toMove={toMove(seat)} who={who(seat)} />
        ))}
        <div class="pt-center" data-testid="trick-area">
          <TrickCross trick={shown} trumps={order.trumps} caption={caption} />
        </div>
      </div>
      <SouthLine view={view} toMove={toMove(0)} waitingFor={over ? null : view.toMove} />
      <div class="pt-messages" data-testid="messages">
        <div class="pt-messages-inner" role="region" aria-label={t.messagesLabel} tabIndex={0}>
          {p.refusal && (
            <p class="notice" role="alert" data-testid="refusal">
              {refusalWords(p.refusal, me, faces, view)}
            </p>
          )}
          {over && p.outcome}
          <p class="pt-turn-words" role="status" data-testid="to-move">
            {over ? '' : view.toMove === 0 ? t.toMove(0, view.phase) : ft.toMoveWho(t.toMove(view.toMove, view.phase), who(view.toMove))}
          </p>
          {banner.length > 0 && (
            <div class="pt-banner" data-testid="contract-banner">
              {banner.map((line, i) => (
                <p key={i}>{line}</p>
              ))}
            </div>
          )}
          {view.variant && view.marriage && view.marriage.clarifiedIn === null && <p>{ft.duelMarriageOpen}</p>}
          {forcedOnMe && <p class="notice">{t.forcedCall(forcedOnMe)}</p>}
          {selecting && <p class="pt-instruction">{view.phase === 'povertyGive' ? t.povertyGive : t.povertyReturn}</p>}
          <div aria-live="polite" data-testid="trick-report">
            {trickOnShow && why3 && (
              <p class="pt-trick-report">
                <strong>{t.trickOf(view.tricks.length, lastTrick.winner!, trickPoints(lastTrick))}</strong> {trickWhyText(why3.why, { faces })}
              </p>
            )}
          </div>
        </div>
        {announcing && view.phase === 'playing' && (
          <AnnouncePanel options={p.calls} holding={view.hand.length} onCall={(call) => act({ type: 'announce', seat: 0, call })} onClose={closeAnnounce} />
        )}
      </div>
      <div class="pt-controls" data-testid="table-controls">
        {pre.length > 0 && view.phase === 'reservation' && (
          <div class="pt-choices" role="group" aria-label={t.preRoundTitle} data-testid="pre-round">
            {pre.map((a, i) => (
              <button type="button" class="btn" key={i} onClick={() => act(a)}>
                {a.type === 'throwIn' ? t.throwIn : t.halfChicken}
              </button>
            ))}
          </div>
        )}
        {mine('reserve').length > 0 && (
          <div class="pt-choices" role="group" aria-label={t.reservationTitle} data-testid="reservation">
            {mine('reserve').map((a, i) =>
              a.type === 'reserve' ? (
                <button type="button" class="btn" key={i} onClick={() => act(a)}>
                  {a.reservation ? t.reservationWord : t.healthyWord}
                  <span class="pt-sub">{a.reservation ? t.reservationMeaning : t.healthyMeaning}</span>
                </button>
              ) : null,
            )}
          </div>
        )}
        {declares.length > 0 && <DeclareForm declares={declares} onAct={act} id="fr-declare" />}
        {mine('answerPoverty').length > 0 && (
          <div class="pt-choices" role="group" aria-label={t.povertyOffered} data-testid="poverty-offer">
            {mine('answerPoverty').map((a, i) =>
              a.type === 'answerPoverty' ? (
                <button type="button" class="btn" key={i} onClick={() => act(a)}>
                  {a.accept ? t.acceptPoverty : t.declinePoverty}
                </button>
              ) : null,
            )}
          </div>
        )}
        {selecting && (
          <div class="pt-choices">
            <span>{t.selected(picked.length)}</span>
            <button
              type="button"
              class="btn"
              disabled={picked.length !== 3}
              onClick={() => p.onAct({ type: 'exchange', cards: picked.map((i) => hand[i]) as CardId[] })}
            >
              {t.giveCards}
            </button>
          </div>
        )}
        {view.phase === 'playing' && (
          <button
            type="button"
            class="btn btn-quiet"
            ref={announceRef}
            aria-expanded={announcing}
            aria-controls="announce-panel"
            onClick={() => (announcing ? closeAnnounce() : setAnnouncing(true))}
            data-testid="announce"
          >
            {t.announceButton}
          </button>
        )}
        {view.phase === 'playing' && lastTrick !== null && live !== null && (
          <button type="button" class="btn btn-quiet" aria-pressed={showLast} onClick={() => setShowLast((x) => !x)} data-testid="last-trick">
            {showLast ? t.hideLastTrick : t.lastTrick}
          </button>
        )}
        {over && p.after}
      </div>
      {over && p.review && hand.length === 0 ? (
        p.review
      ) : (
        <BoardHand
          hand={hand}
          trumps={order.trumps}
          playable={plays}
          selecting={selecting}
          picked={picked}
          why={why}
          whyId="fr-dimmed-why"
          playing={view.phase === 'playing'}
          myTurn={myTurn}
          onPick={pickCard}
          onRefused={refuseCard}
        />
      )}
    </div>
  );
}

/** The legal actions as the turned view sees them. */
export const turnLegal = (legal: readonly Action[], me: Seat): Action[] => legal.map((a) => turnAction(a, me));
