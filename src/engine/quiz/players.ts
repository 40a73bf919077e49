/**
 * The computer players the quizzes use (src/engine/bots): the beginner at every seat plays
 * the deals of the score quiz (rules of thumb, Re/Kontra with a strong hand), and a filter
 * decides which of their announcements a quiz level lets through. This file is the one door
 * from the quizzes to the bots.
 */
import type { CardId } from '../cards.ts';
import type { Action, DealState } from '../deal.ts';
import { playableCards } from '../legal.ts';
import { viewFor, type PlayerView } from '../view.ts';
import { heuristicCard } from '../bots/common.ts';
import type { Rng } from '../rng.ts';
import { levelOfCall, type Call } from '../scoring.ts';
import { createBeginner } from '../bots/beginner.ts';
import { playDeal } from '../dealDriver.ts';
import type { Decision, Player } from '../bots/types.ts';

export type { Player };

const PASS: Decision = { action: null, reason: { rule: 'pass' } };

/** A player whose optional announcements are limited to the calls `allow` accepts. */
export function limitCalls(inner: Player, allow: (call: Call) => boolean): Player {
  const filter = (legal: readonly Action[]) => legal.filter((a) => a.type !== 'announce' || allow(a.call));
  const decide = (view: PlayerView, legal: readonly Action[], rng: Rng): Decision => {
    const onlyCalls = legal.length > 0 && legal.every((a) => a.type === 'announce');
    const allowed = filter(legal);
    if (onlyCalls && allowed.length === 0) return PASS;
    return inner.decide ? inner.decide(view, allowed, rng) : { action: inner.act(view, allowed, rng), reason: { rule: 'pass' } };
  };
  return { level: inner.level, decide, act: (view, legal, rng) => decide(view, legal, rng).action };
}

/** Which calls the players may make by themselves. */
export type CallPolicy = 'none' | 'ansage' | 'all';

const ALLOW: Record<CallPolicy, (c: Call) => boolean> = {
  none: () => false,
  ansage: (c) => levelOfCall(c) === 0,
  all: () => true,
};

/** Four beginners, their calls limited by the policy. */
export function quizPlayers(calls: CallPolicy): Player[] {
  return [0, 1, 2, 3].map(() => limitCalls(createBeginner(), ALLOW[calls]));
}

/** Play a deal from any phase to its end (or a redeal) with the quiz players. */
export function playOut(state: DealState, rng: Rng, calls: CallPolicy): DealState {
  return playDeal(state, quizPlayers(calls), rng).state;
}

/** The card the computer players' rules of thumb would lead here, with the rule's code. */
export function ruleOfThumbCard(state: DealState): { card: CardId; rule: string } {
  const view = viewFor(state, state.toMove);
  const plays = playableCards(state).map((card) => ({ type: 'play' as const, seat: state.toMove, card }));
  const d = heuristicCard(view, plays);
  return { card: d.action.card, rule: d.reason.rule };
}
