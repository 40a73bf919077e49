import { useRef, useState } from 'preact/hooks';
import type { CardId } from '../../engine/cards.ts';
import { markText } from '#words/site';
import { CardFace } from './Card.tsx';

export type CardMark = keyof typeof markText;
export interface HandCard {
  readonly id: CardId;
  readonly trump?: boolean;
  readonly mark?: CardMark;
  /** Shown state for toggle-like uses (aria-pressed). */
  readonly pressed?: boolean;
  /** Not activatable now (stays focusable, announced as dimmed). */
  readonly disabled?: boolean;
  /** Id of the element that says why (read after the card's name). */
  readonly describedBy?: string;
  /** The mark's badge, where the mark alone does not say it (a partial credit: "70 %"). */
  readonly badge?: string;
  /** The mark in words for screen readers, where the mark's usual words do not fit. */
  readonly note?: string;
  /** The card the player picked, underlined (its words belong in `note`). */
  readonly chosen?: boolean;
}

const BADGE: Partial<Record<CardMark, string>> = { ok: '✓', wrong: '✗', winner: '★' };

/**
 * A row of card buttons with one tab stop (roving tabindex): arrow keys move, Home/End jump,
 * Enter/Space (native button) pick. Mouse and touch click as usual.
 */
export function Hand({
  cards,
  label,
  onPick,
  onRefused,
  togglable = false,
  class: cls = '',
}: {
  cards: readonly HandCard[];
  label: string;
  onPick: (index: number) => void;
  /** A disabled card was clicked, tapped or pressed: the caller says why. */
  onRefused?: (index: number) => void;
  togglable?: boolean;
  class?: string;
}) {
  const [focus, setFocus] = useState(0);
  const ref = useRef<HTMLDivElement>(null);
  const current = Math.min(focus, Math.max(0, cards.length - 1));

  const move = (to: number) => {
    const n = cards.length;
    if (n === 0) return;
    const next = (to + n) % n;
    setFocus(next);
    ref.current?.querySelectorAll<HTMLButtonElement>('button.hand-card')[next]?.focus();
  };
  const onKeyDown = (e: KeyboardEvent) => {
    const keys: Record<string, () => void> = {
      ArrowRight: () => move(current + 1),
      ArrowDown: () => move(current + 1),
      ArrowLeft: () => move(current - 1),
      ArrowUp: () => move(current - 1),
      Home: () => move(0),
      End: () => move(cards.length - 1),
    };
    const act = keys[e.key];
    if (act) {
      e.preventDefault();
      act();
    }
  };

  return (
    <div class={`hand ${cls}`} role="toolbar" aria-label={label} ref={ref} onKeyDown={onKeyDown}>
      {cards.map((c, i) => (
        <button
          key={`${c.id}-${i}`}
          type="button"
          class={`hand-card${c.mark ? ` mark-${c.mark}` : ''}${c.chosen ? ' is-chosen' : ''}`}
          tabIndex={i === current ? 0 : -1}
          aria-pressed={togglable ? Boolean(c.pressed) : undefined}
          aria-disabled={c.disabled ? 'true' : undefined}
          aria-describedby={c.describedBy}
          onFocus={() => setFocus(i)}
          onClick={() => {
            setFocus(i);
            if (!c.disabled) onPick(i);
            else onRefused?.(i);
          }}
        >
          <CardFace id={c.id} trump={c.trump} />
          {c.mark && (c.badge ?? BADGE[c.mark]) && (
            <span class="card-badge" aria-hidden="true">
              {c.badge ?? BADGE[c.mark]}
            </span>
          )}
          {c.mark && <span class="sr-only">, {c.note ?? markText[c.mark]}</span>}
        </button>
      ))}
    </div>
  );
}
