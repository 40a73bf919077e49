import { cardPoints, rankOf, suitOf, type CardId } from '../../engine/cards.ts';
import { cardText } from '#words/site';
import { cardShort } from '../../i18n/runtime/names.ts';
import { SuitIcon } from './SuitIcon.tsx';

export interface CardFaceProps {
  id: CardId;
  /** Say "trump" in the accessible name and mark the card (the caller asks the engine). */
  trump?: boolean;
  class?: string;
}

/** The rank part of the engine's short form (one suit character, then the rank: ♣Q, EO, R10). */
const rankLabel = (id: CardId, faces: 'french' | 'german') => cardShort(id, { faces }).slice(1);

/**
 * One card face, fixed size. French and German faces and names are both rendered; the
 * settings on <html> (data-faces) pick one with CSS, so static pages need no JS.
 * The accessible name is "Queen of clubs, trump, 3 points".
 */
export function CardFace({ id, trump, class: cls = '' }: CardFaceProps) {
  const suit = suitOf(id);
  const points = cardPoints(id);
  return (
    <span class={`card suit-${suit}${trump ? ' is-trump' : ''} ${cls}`} data-card={id} data-rank={rankOf(id)}>
      <span class="card-index" aria-hidden="true">
        <span class="card-rank face-fr">{rankLabel(id, 'french')}</span>
        <span class="card-rank face-de">{rankLabel(id, 'german')}</span>
        <SuitIcon suit={suit} class="suit-small" />
      </span>
      <span class="card-pip" aria-hidden="true">
        <SuitIcon suit={suit} />
      </span>
      <span class="sr-only face-fr">{cardText.label(id, trump, points, { faces: 'french' })}</span>
      <span class="sr-only face-de">{cardText.label(id, trump, points, { faces: 'german' })}</span>
    </span>
  );
}

/** A row of static cards (a list for screen readers). */
export function CardRow({ cards, trumps, label }: { cards: readonly CardId[]; trumps?: readonly CardId[]; label?: string }) {
  return (
    <ul class="card-row" aria-label={label}>
      {cards.map((c, i) => (
        <li key={`${c}-${i}`}>
          <CardFace id={c} trump={trumps?.includes(c)} />
        </li>
      ))}
    </ul>
  );
}
