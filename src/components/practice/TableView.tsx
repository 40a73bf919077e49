/** The table itself: four seats, the trick in the middle, the learner's hand and choices. */
import { useEffect, useRef, useState } from 'preact/hooks';
import { isCardId, type CardId } from '../../engine/cards.ts';
import { callDeadline, type Action, type DealState, type Trick } from '../../engine/deal.ts';
import { declarationText } from '../../i18n/en.ts';
import { parseCards } from '../../engine/notation.ts';
import { cardOrder, sortHand } from '../../engine/order.ts';
import type { Seat } from '../../engine/parties.ts';
import { viewFor, type PlayerView } from '../../engine/view.ts';
import { seatName, tableText as t } from '../../i18n/en-practice.ts';
import { actionsFor, LEARNER, learnerCalls, learnerPlays, type TableContext } from '../../machines/practiceDeal.ts';
import { CardFace } from '../cards/Card.tsx';
import { Hand, type HandCard } from '../cards/Hand.tsx';

const SEAT_AREA = ['south', 'west', 'north', 'east'] as const;

function TrickCards({ trick, view, caption }: { trick: Trick; view: PlayerView; caption: string }) {
  const trumps = view.order?.trumps ?? [];
  return (
    <figure class="trick" data-testid="trick">
      <figcaption>{caption}</figcaption>
      <ul class="trick-grid">
        {trick.cards.map((c, j) => {
          const seat = ((trick.leader + j) % 4) as Seat;
          return (
            <li key={j} class={`trick-${SEAT_AREA[seat]}${trick.winner === seat ? ' is-winner' : ''}`} data-seat={seat}>
              <CardFace id={c} trump={trumps.includes(c)} />
              <span class="trick-who">
                {seatName(seat)}
                {trick.winner === seat && <span> ★</span>}
              </span>
            </li>
          );
        })}
      </ul>
    </figure>
  );
}

function SeatBox({ seat, s, view }: { seat: Seat; s: DealState; view: PlayerView }) {
  const party = view.knownParties[seat];
  const won = s.tricks.filter((x) => x.winner === seat).length;
  const calls = s.announcements.filter((a) => a.seat === seat);
  const toMove = s.phase !== 'finished' && s.phase !== 'redeal' && s.toMove === seat;
  return (
    <section class={`seat seat-${SEAT_AREA[seat]}${toMove ? ' is-to-move' : ''}`} aria-label={seatName(seat)} data-testid={`seat-${seat}`}>
      <h3 class="seat-name">
        {seatName(seat)}
        {s.dealer === seat && <span class="tag">dealer</span>}
      </h3>
      <p class="seat-facts">
        <span class={`party party-${party ?? 'unknown'}`}>{party ? t.party(party) : t.partyUnknown}</span>
        {' · '}
        {t.cardsLeft(view.handSizes[seat])}
        {' · '}
        {t.tricksWon(won)}
      </p>
      {calls.length > 0 && <p class="seat-calls">{calls.map((c) => t.callBy(seat, c.call)).join(', ')}</p>}
      {toMove && <p class="seat-turn">{t.toMove(seat)}</p>}
    </section>
  );
}

export function TableView({
  ctx,
  value,
  onAct,
  onUndo,
  onHint,
}: {
  ctx: TableContext;
  value: string;
  onAct: (a: Action) => void;
  onUndo: () => void;
  onHint: () => void;
}) {
  const s = ctx.state!;
  const view = viewFor(s, LEARNER);
  const [picked, setPicked] = useState<number[]>([]);
  const [showLast, setShowLast] = useState(false);
  const [typed, setTyped] = useState('');
  const [typedError, setTypedError] = useState<string | null>(null);
  const order = view.order ?? cardOrder('normal', s.rules);
  const hand = sortHand(view.hand, order);
  const mine = value === 'learnerTurn' && s.toMove === LEARNER;
  const legal = mine ? actionsFor(s, LEARNER, ctx.duty) : [];
  const plays = learnerPlays(s);
  const calls = value === 'learnerTurn' || value === 'botTurn' ? learnerCalls(s) : [];
  const selecting = mine && (s.phase === 'povertyGive' || s.phase === 'povertyReturn');
  const lastTrick = s.tricks[s.tricks.length - 1] ?? null;
  const shown: Trick | null = s.current && s.current.cards.length > 0 ? s.current : lastTrick;

  const handCards: HandCard[] = hand.map((c, i) => ({
    id: c,
    trump: order.trumps.includes(c),
    pressed: selecting ? picked.includes(i) : undefined,
    disabled: s.phase === 'playing' ? !plays.includes(c) : !selecting,
  }));

  // After a card from the hand, keep the focus in the hand (the played card's button is gone).
  const refocus = useRef(false);
  const handRef = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!refocus.current || !mine) return;
    const active = document.activeElement;
    if (active && active !== document.body && handRef.current?.contains(active)) return;
    refocus.current = false;
    handRef.current?.querySelector<HTMLButtonElement>('button.hand-card[tabindex="0"]')?.focus();
  });

  const pickCard = (i: number) => {
    if (selecting) {
      setPicked((p) => (p.includes(i) ? p.filter((x) => x !== i) : p.length < 3 ? [...p, i] : p));
      return;
    }
    if (s.phase === 'playing' && plays.includes(hand[i])) {
      refocus.current = true;
      onAct({ type: 'play', seat: LEARNER, card: hand[i] });
    }
  };

  const playTyped = (e: Event) => {
    e.preventDefault();
    // A card id in any case (CQ, h10, s9) first; else any notation the engine reads (♠9, Kreuz-Dame).
    const id = typed.trim().toUpperCase();
    let card: CardId | null = isCardId(id) ? id : null;
    if (!card) {
      const r = parseCards(typed);
      if (!r.ok || r.value.length !== 1) {
        setTypedError(r.ok ? t.badCode(typed) : `${t.badCode(typed)} ${r.error.message}`);
        return;
      }
      card = r.value[0].card as CardId;
    }
    if (!(mine && s.phase === 'playing')) {
      setTypedError(t.notYourCard);
      return;
    }
    setTypedError(null);
    setTyped('');
    onAct({ type: 'play', seat: LEARNER, card });
  };

  const forcedMissing = mine && s.phase === 'playing' && plays.length === 0 && !!s.forced;

  return (
    <div class="table-area">
      <h2 class="sr-only">{t.tableHeading}</h2>
      <div class="table-grid">
        {([2, 1, 3] as Seat[]).map((seat) => (
          <SeatBox key={seat} seat={seat} s={s} view={view} />
        ))}
        <div class="table-center">
          {shown ? (
            <TrickCards
              trick={shown}
              view={view}
              caption={
                shown === s.current
                  ? `${t.currentTrick} · ${t.leads(shown.leader)}`
                  : `${t.trick(s.tricks.length)} · ${t.wins(shown.winner!)}`
              }
            />
          ) : (
            <p class="muted">{s.phase === 'playing' ? t.leads(s.toMove) : t.reservationTitle}</p>
          )}
        </div>
        <SeatBox seat={0} s={s} view={view} />
      </div>

      {mine && s.phase === 'reservation' && (
        <fieldset class="choices" data-testid="reservation">
          <legend>{t.reservationTitle}</legend>
          {ctx.duty.forcedSoloist === LEARNER && <p>{t.mustSolo}</p>}
          {legal.map((a, i) => (
            <button type="button" class="btn" key={i} onClick={() => onAct(a)}>
              {a.type === 'reserve' ? (a.reservation ? t.reservation : t.healthy) : a.type === 'throwIn' ? t.throwIn : a.type === 'halfChicken' ? t.halfChicken : a.type}
            </button>
          ))}
        </fieldset>
      )}
      {mine && s.phase === 'declaration' && (
        <fieldset class="choices" data-testid="declaration">
          <legend>{t.declareTitle}</legend>
          {ctx.duty.forcedSoloist === LEARNER ? <p>{t.mustSolo}</p> : ctx.duty.owesCompulsory[LEARNER] && <p>{t.owesSolo}</p>}
          {legal.map((a, i) =>
            a.type === 'declare' ? (
              <button type="button" class="btn btn-quiet" key={i} onClick={() => onAct(a)}>
                {declarationText(a.declaration)}
              </button>
            ) : null,
          )}
        </fieldset>
      )}
      {mine && s.phase === 'povertyOffer' && (
        <fieldset class="choices" data-testid="poverty-offer">
          <legend>{t.povertyOffered}</legend>
          {legal.map((a, i) =>
            a.type === 'answerPoverty' ? (
              <button type="button" class="btn" key={i} onClick={() => onAct(a)}>
                {a.accept ? t.acceptPoverty : t.declinePoverty}
              </button>
            ) : null,
          )}
        </fieldset>
      )}

      {calls.length > 0 && (
        <fieldset class="choices calls" data-testid="calls">
          <legend>{t.announceTitle}</legend>
          {calls.map((c) => (
            <button type="button" class="btn btn-quiet" key={c} data-call={c} onClick={() => onAct({ type: 'announce', seat: LEARNER, call: c })}>
              {t.announce(c, callDeadline(s, c))}
            </button>
          ))}
        </fieldset>
      )}
      {forcedMissing && <p class="notice">{t.forcedCall}</p>}

      <section class="my-hand" aria-labelledby="my-hand-h" ref={handRef}>
        <h3 id="my-hand-h">
          {t.yourHand}
          {selecting && <span class="muted"> · {t.selected(picked.length)}</span>}
        </h3>
        {selecting && <p>{s.phase === 'povertyGive' ? t.povertyGive : t.povertyReturn}</p>}
        <Hand cards={handCards} label={t.yourHand} onPick={pickCard} togglable={selecting} class="table-hand" />
        {selecting && (
          <button
            type="button"
            class="btn"
            disabled={picked.length !== 3}
            onClick={() => {
              onAct({ type: 'exchange', seat: LEARNER, cards: picked.map((i) => hand[i]) });
              setPicked([]);
            }}
          >
            {t.giveCards}
          </button>
        )}
        {s.phase === 'playing' && (
          <form class="type-card" onSubmit={playTyped}>
            <label for="type-card">{t.typeLabel}</label>
            <input
              id="type-card"
              type="text"
              autocomplete="off"
              spellcheck={false}
              size={6}
              value={typed}
              aria-describedby="type-card-help"
              onInput={(e) => setTyped((e.target as HTMLInputElement).value)}
            />
            <button type="submit" class="btn btn-quiet">
              {t.typeButton}
            </button>
            <span id="type-card-help" class="muted">
              {t.typeHelp}
            </span>
            {typedError && (
              <p class="notice" role="alert">
                {typedError}
              </p>
            )}
          </form>
        )}
        <div class="table-actions">
          {value === 'learnerTurn' && (
            <button type="button" class="btn btn-quiet" onClick={onHint} data-testid="hint">
              {t.hint}
            </button>
          )}
          {ctx.allowUndo && ctx.history.length > 0 && (value === 'learnerTurn' || value === 'over') && (
            <button type="button" class="btn btn-quiet" onClick={onUndo} data-testid="undo">
              {t.undo}
            </button>
          )}
          {lastTrick && (
            <button type="button" class="btn btn-quiet" aria-expanded={showLast} aria-controls="last-trick" onClick={() => setShowLast((x) => !x)}>
              {showLast ? t.hideLastTrick : t.lastTrick}
            </button>
          )}
        </div>
        <div id="last-trick" hidden={!showLast || !lastTrick}>
          {showLast && lastTrick && <TrickCards trick={lastTrick} view={view} caption={`${t.lastTrickTitle(s.tricks.length)} · ${t.wins(lastTrick.winner!)}`} />}
        </div>
      </section>
    </div>
  );
}
