/**
 * Positions inside a finished deal: the state after the first `k` cards (and the calls made
 * by then), replayed through the deal record so that every rule check applies again.
 */
import type { CardId } from '../cards.ts';
import type { DealState } from '../deal.ts';
import { readDealRecord, toRecord } from '../record.ts';

/** The cards played so far, in play order. */
export function playsOf(s: DealState): CardId[] {
  const out: CardId[] = [];
  for (const t of s.tricks) out.push(...t.cards);
  if (s.current) out.push(...s.current.cards);
  return out;
}

/** The deal record of `s` cut after `k` cards (calls made before card `k` included). */
export function recordAt(s: DealState, k: number): Record<string, unknown> {
  const full = toRecord(s);
  return {
    ...full,
    announcements: s.announcements.filter((a) => a.cardsPlayed <= k),
    plays: playsOf(s).slice(0, k),
  };
}

/** The state after the first `k` cards of `s`; throws if the cut record does not replay (a bug). */
export function positionAt(s: DealState, k: number): DealState {
  const r = readDealRecord(recordAt(s, k));
  if (!r.ok) throw new Error(`positionAt(${k}): ${JSON.stringify(r.error)}`);
  return r.value.state;
}
