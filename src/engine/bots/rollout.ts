/**
 * The one sampled rollout of the computer players: set up a deal the sampler dealt, replay
 * the cards played so far, play a candidate card for the seat to move and finish the deal
 * with the rules of thumb at every seat (each seat judging from its own hand and what the
 * table saw). The strong player's card choice and the lead quiz's evidence both run it.
 */
import type { SimDeal } from '../sim/index.ts';
import { chooseCard } from './policy.ts';
import type { HiddenSampler } from './sampler.ts';
import type { SimSituation } from './situation.ts';

/** Play the deal in `sim` to its end with the rules of thumb at every seat. */
export function policyRollout(sim: SimDeal, situation: SimSituation): void {
  while (!sim.finished) {
    situation.sync();
    const k = chooseCard(situation);
    situation.onPlay(k);
    sim.play(k);
  }
}

/** The calls in force and the seats whose party the whole table knows (bit masks). */
export interface RolloutCalls {
  readonly reLevel: number;
  readonly kontraLevel: number;
  readonly knownRe?: number;
  readonly knownKontra?: number;
}

/**
 * Set up the sampled deal `dealt` (from `sampler`), replay the history, play `card` (a kind)
 * for the sampler's seat and the rest of the deal by the rules of thumb. False — and `sim`
 * left in between — when the sampled deal cannot reproduce the history or it is not the
 * seat's turn.
 */
export function rolloutCard(sim: SimDeal, sampler: HiddenSampler, dealt: Uint8Array, situation: SimSituation, card: number, calls: RolloutCalls): boolean {
  sim.setup(dealt, sampler.dealer, sampler.contract);
  for (let i = 0; i < sampler.nHistory; i++) {
    const k = sampler.history[i];
    if (sim.toMove !== sampler.historySeat[i] || sim.copies(sim.toMove, k) === 0) return false;
    sim.play(k);
  }
  if (sim.toMove !== sampler.me) return false;
  situation.attach(sim, calls.reLevel, calls.kontraLevel, calls.knownRe ?? 0, calls.knownKontra ?? 0);
  situation.onPlay(card);
  sim.play(card);
  policyRollout(sim, situation);
  return true;
}
