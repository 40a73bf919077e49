/**
 * A table that deals normal games only, for beginners who have not learnt the special games
 * yet. A hand holding both ♣Q would make a marriage (Vorbehalt) or, after "gesund", a silent
 * solo; such deals are dealt again. The computer players at such a table do not reserve
 * (`NORMAL_GAMES_BOT_LIMITS` in bots/restrict.ts): that is a property of the players.
 */
import { holderOfPair } from './contract.ts';
import type { Hands } from './deal.ts';
import { dealWith, type Rng } from './rng.ts';
import type { RuleSet } from './rules.ts';

/** Whether a deal gives a normal game once everyone says gesund: no hand holds both ♣Q. */
export function normalGameDeal(hands: Hands): boolean {
  return holderOfPair(hands, 'CQ') === null;
}

/**
 * Deal for a table of normal games only. Fair and seeded, as `dealDuel`: shuffle the whole
 * deck as for any deal and deal again (with the same generator) until `normalGameDeal` holds.
 * Rejection sampling keeps every allowed deal exactly as likely as under an ordinary shuffle
 * restricted to the allowed ones. One deal in about 4.3 has a hand with both ♣Q (11 in 47
 * for the second ♣Q with 12 cards a hand), so 1.3 shuffles are expected; a deal the first
 * shuffle allows is the ordinary deal of the same seed.
 */
export function dealNormalGames(rng: Rng, rules: Pick<RuleSet, 'withoutNines'>): Hands {
  for (;;) {
    const hands = dealWith(rng, rules);
    if (normalGameDeal(hands)) return hands;
  }
}
