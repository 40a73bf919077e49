/** Play a card by typing its code (CQ, h10, ♠9, Kreuz-Dame): the keyboard's second way to the hand. */
import { useState } from 'preact/hooks';
import { isCardId, type CardId } from '../../engine/cards.ts';
import type { Action } from '../../engine/deal.ts';
import { parseCards } from '../../engine/notation.ts';
import { describeNotationError, PREFERRED_LETTERS } from '#words/notation';
import { tableText as t } from '#words/practice';
import { LEARNER } from '../../machines/practiceDeal.ts';

export function TypeCard({ inPlay, onAct }: { inPlay: boolean; onAct: (a: Action) => void }) {
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (e: Event) => {
    e.preventDefault();
    // A card id in any case (CQ, h10, s9) first; else any notation the engine reads (♠9, Kreuz-Dame).
    const id = typed.trim().toUpperCase();
    let card: CardId | null = isCardId(id) ? id : null;
    if (!card) {
      const r = parseCards(typed, { prefer: PREFERRED_LETTERS });
      if (!r.ok || r.value.length !== 1) {
        setError(r.ok ? t.badCode(typed) : `${t.badCode(typed)} ${describeNotationError(r.error)}`);
        return;
      }
      card = r.value[0].card as CardId;
    }
    if (!inPlay) {
      setError(t.notYourCard);
      return;
    }
    setError(null);
    setTyped('');
    // The table answers a card that may not be played with the reason.
    onAct({ type: 'play', seat: LEARNER, card });
  };
  return (
    <form class="type-card" onSubmit={submit}>
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
      {error && (
        <p class="notice" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
