/**
 * Is a sequence of cards in "trump order" (trumps high → low, then each plain suit together,
 * high → low)? Uses only the engine's CardOrder (effective suit and strength); knows no rule.
 */
import type { CardId, Suit } from '../engine/cards.ts';
import type { CardOrder } from '../engine/order.ts';

export type SortProblem =
  | { readonly code: 'plainBeforeTrump'; readonly plain: CardId; readonly trump: CardId; readonly at: number }
  | { readonly code: 'lowerBeforeHigher'; readonly lower: CardId; readonly higher: CardId; readonly trump: boolean; readonly at: number }
  | { readonly code: 'suitSplit'; readonly suit: Suit; readonly card: CardId; readonly at: number };

/** Null when `seq` is sorted; else the first problem, `at` = index of the first misplaced card. */
export function sortProblem(seq: readonly CardId[], order: CardOrder): SortProblem | null {
  const closed = new Set<string>();
  for (let i = 1; i < seq.length; i++) {
    const a = seq[i - 1];
    const b = seq[i];
    const sa = order.suit[a];
    const sb = order.suit[b];
    if (sa !== 'T' && sb === 'T') return { code: 'plainBeforeTrump', plain: a, trump: b, at: i - 1 };
    if (sa === sb) {
      if (order.strength[b] > order.strength[a]) return { code: 'lowerBeforeHigher', lower: a, higher: b, trump: sa === 'T', at: i - 1 };
      continue;
    }
    closed.add(sa);
    if (closed.has(sb)) return { code: 'suitSplit', suit: sb as Suit, card: b, at: i };
  }
  return null;
}
