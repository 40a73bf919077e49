/**
 * What the strong player's card play (strongCards.ts) and reservation planning
 * (strongReservation.ts) share: the simulation core they play sampled deals in (one `SimDeal`
 * per rule set), its random numbers (seeded from the caller's rng at each decision that
 * samples, so that a decision depends on its own rng only), the buffer a sampled deal is
 * dealt into and the situation the rules of thumb read. One set per player, so that its
 * playouts allocate nothing per deal.
 */
import type { Rng } from '../rng.ts';
import type { RuleSet } from '../rules.ts';
import { SimDeal, SimRng } from '../sim/index.ts';
import { SimSituation } from './situation.ts';

export class StrongScratch {
  private readonly sims = new WeakMap<RuleSet, SimDeal>();
  readonly simRng = new SimRng(1);
  /** A sampled deal: seat s's cards (kinds) at `flat[s * handSize ..]`. */
  readonly flat = new Uint8Array(48);
  readonly situation = new SimSituation();

  /** The simulation core for `rules` (made once per rule set). */
  simFor(rules: RuleSet): SimDeal {
    let s = this.sims.get(rules);
    if (!s) this.sims.set(rules, (s = new SimDeal(rules)));
    return s;
  }

  /** Seed the simulation's random numbers from the decision's rng. */
  seedFrom(rng: Rng): void {
    this.simRng.seed(rng.int(0x7fffffff));
  }
}

/** A figure of a reason (means, chances) to two decimals. */
export const round2 = (x: number): number => Math.round(x * 100) / 100;
