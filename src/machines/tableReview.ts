/**
 * The review of a finished deal at the practice table: every trick with all hands open, and
 * the learner's leads compared with the other leads by sampling (the engine's lead
 * simulation: hidden cards sampled from the learner's view, every candidate played out with
 * the computer players' rollouts on the same samples).
 *
 * Only leads are judged: the engine's simulation evaluates the seat to move at the start of
 * a trick; a card played to a trick led by someone else is shown but not judged.
 */
import type { CardId } from '../engine/cards.ts';
import type { DealState, Trick } from '../engine/deal.ts';
import type { Seat } from '../engine/parties.ts';
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
  for (const t of s.tricks) t.cards.forEach((c, j) => playedBy[(t.leader + j) % 4].push(c));
  return s.tricks.map((trick, i) => ({
    number: i + 1,
    trick,
    hands: playedBy.map((cards, seat) => [...cards.slice(i), ...s.hands[seat]]),
  }));
}

export interface LeadJudgement {
  /** 1-based trick number. */
  readonly trick: number;
  readonly card: CardId;
  readonly samples: number;
  /** The best lead that beats the learner's clearly, or null when none does. */
  readonly better: { readonly card: CardId; readonly points: number } | null;
}

/** The tricks the seat led (1-based). */
export function ledTricks(s: DealState, seat: Seat): number[] {
  return s.tricks.flatMap((t, i) => (t.leader === seat ? [i + 1] : []));
}

/** The deal as it stood before the lead of trick `n` (1-based), by replaying its record. */
export function positionBeforeTrick(s: DealState, n: number): DealState | null {
  const rec = toRecord(s) as { plays: CardId[]; announcements: { cardsPlayed: number }[] };
  const cut = 4 * (n - 1);
  const r = readDealRecord({ ...rec, plays: rec.plays.slice(0, cut), announcements: rec.announcements.filter((a) => a.cardsPlayed <= cut) });
  return r.ok ? r.value.state : null;
}

/** Judge the seat's lead to trick `n` by sampling. */
export function judgeLead(s: DealState, n: number, opts: { samples?: number; seed?: number } = {}): LeadJudgement | null {
  const before = positionBeforeTrick(s, n);
  if (!before || before.phase !== 'playing') return null;
  const card = s.tricks[n - 1].cards[0];
  let ev;
  try {
    ev = evaluateLeads(before, { samples: opts.samples ?? 120, seed: opts.seed ?? n });
  } catch {
    return null; // no deal consistent with what the learner saw could be sampled
  }
  const better = clearlyBetter(ev, card).sort((a, b) => b.mean - a.mean)[0];
  return { trick: n, card, samples: ev.samples, better: better ? { card: better.card, points: Math.round(better.mean) } : null };
}
