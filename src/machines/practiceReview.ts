/**
 * The review of a finished deal at the practice table: every trick with all hands open, and
 * each card the learner chose compared with his other legal cards by sampling (the engine's
 * card simulation: hidden cards sampled from the learner's view, every candidate played out
 * with the computer players' rollouts on the same samples).
 */
import type { CardId } from '../engine/cards.ts';
import type { DealState, Trick } from '../engine/deal.ts';
import { nextSeat, type Seat } from '../engine/parties.ts';
import { playableCards } from '../engine/legal.ts';
import { clearlyBetter, evaluateLeads } from '../engine/quiz/lead.ts';
import { readDealRecord, toRecord } from '../engine/record.ts';

export interface ReviewTrick {
  readonly number: number;
  readonly trick: Trick;
  /** Each seat's cards before the trick (hands open). */
  readonly hands: readonly (readonly CardId[])[];
}

/** The tricks of a finished deal with every hand as it was before each trick. */
export function reviewTricks(s: DealState): ReviewTrick[] {
  const playedBy: CardId[][] = [[], [], [], []];
  for (const t of s.tricks) t.cards.forEach((c, j) => playedBy[nextSeat(t.leader, j)].push(c));
  return s.tricks.map((trick, i) => ({
    number: i + 1,
    trick,
    hands: playedBy.map((cards, seat) => [...cards.slice(i), ...s.hands[seat]]),
  }));
}

export interface CardJudgement {
  /** 1-based trick number. */
  readonly trick: number;
  readonly card: CardId;
  readonly samples: number;
  /** The best card that beats the learner's clearly, or null when none does. */
  readonly better: { readonly card: CardId; readonly points: number } | null;
}

/** Index (0-based, in play order) of `seat`'s card in trick `n` (1-based). */
function playIndex(s: DealState, n: number, seat: Seat): number {
  return 4 * (n - 1) + ((seat - s.tricks[n - 1].leader + 4) % 4);
}

/** The deal as it stood just before `seat` played to trick `n` (1-based), by replaying its record. */
export function positionBeforeCard(s: DealState, n: number, seat: Seat): DealState | null {
  const rec = toRecord(s) as { plays: CardId[]; announcements: { cardsPlayed: number }[] };
  const cut = playIndex(s, n, seat);
  const r = readDealRecord({ ...rec, plays: rec.plays.slice(0, cut), announcements: rec.announcements.filter((a) => a.cardsPlayed <= cut) });
  return r.ok ? r.value.state : null;
}

/** The tricks in which `seat` had a real choice (more than one distinct legal card). */
export function choiceTricks(s: DealState, seat: Seat): number[] {
  return s.tricks.flatMap((_, i) => {
    const before = positionBeforeCard(s, i + 1, seat);
    return before && playableCards(before).length > 1 ? [i + 1] : [];
  });
}

/** Judge `seat`'s card in trick `n` against the other legal cards, by sampling. */
export function judgeCard(s: DealState, n: number, seat: Seat, opts: { samples?: number; seed?: number } = {}): CardJudgement | null {
  const before = positionBeforeCard(s, n, seat);
  if (!before || before.phase !== 'playing') return null;
  const card = s.tricks[n - 1].cards[(seat - s.tricks[n - 1].leader + 4) % 4];
  let ev;
  try {
    ev = evaluateLeads(before, { samples: opts.samples ?? 120, seed: opts.seed ?? n });
  } catch {
    return null; // no deal consistent with what the learner saw could be sampled
  }
  const better = clearlyBetter(ev, card).sort((a, b) => b.mean - a.mean)[0];
  return { trick: n, card, samples: ev.samples, better: better ? { card: better.card, points: Math.round(better.mean) } : null };
}
