/**
 * Random legal deals through the friendly API: seeded hands, random legal cards and,
 * optionally, random legal announcements. Used by the CLI's `deal`, tests and benchmarks.
 */
import { apply, newDeal, type Action, type DealState } from './deal.ts';
import { legalActions, playableCards } from './legal.ts';
import type { Seat } from './parties.ts';
import { createRng, dealWith, type Rng } from './rng.ts';
import type { RuleSet } from './rules.ts';
import type { Contract } from './contract.ts';

export interface RandomDealOptions {
  /** Chance that a legal announcement is made before a card (0 = never). */
  readonly announceRate?: number;
  /** Dealer seat; random from the seed when omitted. */
  readonly dealer?: Seat;
  /** Play this contract instead of the normal game. */
  readonly contract?: Contract;
}

function must(r: ReturnType<typeof apply>): DealState {
  if (!r.ok) throw new Error(`random play produced an illegal action: ${JSON.stringify(r.error)}`);
  return r.value;
}

/** Play a deal from its start to the end with random legal choices. */
export function playRandomly(start: DealState, rng: Rng, announceRate = 0): DealState {
  let s = start;
  while (s.phase === 'playing') {
    if (s.forced || (announceRate > 0 && rng.next() < announceRate)) {
      const calls = legalActions(s).filter(
        (a): a is Extract<Action, { type: 'announce' }> => a.type === 'announce' && (!s.forced || s.parties!.re.includes(a.seat) === (s.forced.party === 're')),
      );
      if (calls.length > 0) {
        s = must(apply(s, calls[rng.int(calls.length)]));
        continue;
      }
    }
    const cards = playableCards(s);
    s = must(apply(s, { type: 'play', seat: s.toMove, card: cards[rng.int(cards.length)] }));
  }
  return s;
}

/** A complete random legal deal from a seed (normal game unless a contract is given). */
export function randomDeal(seed: number, rules: RuleSet, opts: RandomDealOptions = {}): DealState {
  const rng = createRng(seed);
  const hands = dealWith(rng, rules);
  const dealer = opts.dealer ?? (rng.int(4) as Seat);
  const start = newDeal({ rules, dealer, hands, contract: opts.contract ?? { kind: 'normal' } });
  if (!start.ok) throw new Error(`cannot start the deal: ${JSON.stringify(start.error)}`);
  return playRandomly(start.value, rng, opts.announceRate ?? 0);
}
