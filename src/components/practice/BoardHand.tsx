/**
 * One's own hand at the bottom of the board, at the practice table and at a table with
 * friends: the cards in playing order, those that may not be played now dimmed (a screen
 * reader hears why), or all of them toggling while three are chosen for a poverty exchange.
 * After a card is played its button is gone; when the player is to act again and the focus
 * went with it, the focus returns to the hand, so keyboard play goes on where it was.
 */
import { useEffect, useRef } from 'preact/hooks';
import type { CardId } from '../../engine/cards.ts';
import { tableText as t } from '#words/practice';
import { Hand, type HandCard } from '../cards/Hand.tsx';

export interface BoardHandProps {
  /** The hand, sorted in playing order. */
  readonly hand: readonly CardId[];
  readonly trumps: readonly CardId[];
  /** The cards that may be played now; the others are dimmed. */
  readonly playable: readonly CardId[];
  /** Choosing cards for a poverty exchange: every card toggles, `picked` are chosen. */
  readonly selecting: boolean;
  readonly picked: readonly number[];
  /** Why the dimmed cards are dimmed ('' when nothing needs saying), read out for them. */
  readonly why: string;
  /** The element id of that sentence. */
  readonly whyId: string;
  /** The card play is on (dimmed cards are greyed). */
  readonly playing: boolean;
  /** The player is to act: the focus may come back into the hand. */
  readonly myTurn: boolean;
  readonly onPick: (index: number) => void;
  /** A dimmed card pressed: the table answers with the reason. */
  readonly onRefused: (index: number) => void;
}

export function BoardHand(p: BoardHandProps) {
  const refocus = useRef(false);
  const handRef = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!refocus.current || !p.myTurn) return;
    const active = document.activeElement;
    if (active && active !== document.body && handRef.current?.contains(active)) return;
    refocus.current = false;
    handRef.current?.querySelector<HTMLButtonElement>('button.hand-card[tabindex="0"]')?.focus();
  });
  const cards: HandCard[] = p.hand.map((c, i) => {
    const disabled = p.selecting ? false : !p.playable.includes(c);
    const card: HandCard = { id: c, trump: p.trumps.includes(c), disabled, describedBy: disabled && p.why ? p.whyId : undefined };
    return p.selecting ? { ...card, pressed: p.picked.includes(i) } : card;
  });
  const pick = (i: number) => {
    if (!p.selecting) refocus.current = true;
    p.onPick(i);
  };
  return (
    <section class="pt-hand" aria-labelledby="my-hand-h" ref={handRef} style={{ '--n': String(Math.max(p.hand.length, 2)) }}>
      <h3 id="my-hand-h" class="sr-only">
        {t.yourHand}
      </h3>
      <Hand
        cards={cards}
        label={t.yourHand}
        onPick={pick}
        onRefused={p.onRefused}
        togglable={p.selecting}
        class={`table-hand${p.playing ? ' is-playing' : ''}`}
      />
      <p id={p.whyId} class="sr-only">
        {p.why}
      </p>
    </section>
  );
}
