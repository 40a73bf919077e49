import type { Suit } from '../../engine/cards.ts';

/** Suit pictures, French (♣♠♥♦) and German (Eichel, Grün, Rot, Schellen); CSS shows the chosen set. */
const FRENCH: Record<Suit, preact.JSX.Element> = {
  C: (
    <g>
      <circle cx="12" cy="7" r="4.4" />
      <circle cx="6.6" cy="13.6" r="4.4" />
      <circle cx="17.4" cy="13.6" r="4.4" />
      <path d="M11 11h2l1.6 10.5h-5.2z" />
    </g>
  ),
  S: <path d="M12 1.8C9.2 6 3 9.2 3 14.2a4.6 4.6 0 0 0 7.9 3.1L9.6 22h4.8l-1.3-4.7A4.6 4.6 0 0 0 21 14.2C21 9.2 14.8 6 12 1.8z" />,
  H: <path d="M12 21.5S2.6 15.6 2.6 9.1A5 5 0 0 1 12 6.6a5 5 0 0 1 9.4 2.5c0 6.5-9.4 12.4-9.4 12.4z" />,
  D: <path d="M12 1.5 20 12l-8 10.5L4 12z" />,
};
const GERMAN: Record<Suit, preact.JSX.Element> = {
  C: (
    <g>
      <path d="M11.3 1.5h1.4v3.6h-1.4z" />
      <path d="M5 9.6C5 6.6 8.1 4.6 12 4.6s7 2 7 5v1H5z" />
      <path d="M6.6 11.6h10.8c0 5.4-2.8 9.2-5.4 10.9-2.6-1.7-5.4-5.5-5.4-10.9z" />
    </g>
  ),
  S: (
    <g>
      <path d="M12 1.5C6.2 5.6 4.3 11.4 6 16.8c1.3 3 3.6 4.3 6 4.3s4.7-1.3 6-4.3c1.7-5.4-.2-11.2-6-15.3z" />
      <path d="M11.3 17h1.4v5.5h-1.4z" />
    </g>
  ),
  H: <path d="M12 21.5S2.6 15.6 2.6 9.1A5 5 0 0 1 12 6.6a5 5 0 0 1 9.4 2.5c0 6.5-9.4 12.4-9.4 12.4z" />,
  D: (
    <g>
      <path fill-rule="evenodd" d="M12 4a8.5 8.5 0 1 1 0 17 8.5 8.5 0 0 1 0-17zm-5 9.2v1.6h10v-1.6z" />
      <path d="M10.5 1.5h3v2.8h-3z" />
    </g>
  ),
};

export function SuitIcon({ suit, class: cls = '' }: { suit: Suit; class?: string }) {
  return (
    <>
      <svg class={`suit-icon face-fr ${cls}`} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        {FRENCH[suit]}
      </svg>
      <svg class={`suit-icon face-de ${cls}`} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        {GERMAN[suit]}
      </svg>
    </>
  );
}
