/**
 * Computer players that may not do everything the rules allow: the duel's computer players
 * never announce and never play a solo (seed 002, duel.ts); at a table of normal games only
 * (normalGames.ts) they never reserve. The wrapper narrows the legal
 * actions before the inner player chooses, so every level can be restricted and the table
 * driver's check (the choice is among the legal actions) still holds.
 */
import type { CardId } from '../cards.ts';
import { declarationRefusal, holdsBoth } from '../contract.ts';
import type { Action } from '../deal.ts';
import type { RuleSet } from '../rules.ts';
import type { PlayerView } from '../view.ts';
import { PASS } from './common.ts';
import type { Decision, Player } from './types.ts';

export interface BotLimits {
  /** May make announcements of its own choice. A forced announcement (Pflichtansage) is the table's. */
  readonly announce: boolean;
  /**
   * May play a solo. When false: no solo declaration, and a hand with both ♣Q declares its
   * marriage (saying "gesund" with it would be a silent solo).
   */
  readonly solo: boolean;
  /**
   * May say "Vorbehalt" (absent: yes). When false it always says "gesund": no marriage, poverty
   * or solo. Meant for deals without a hand holding both ♣Q (dealNormalGames), where "gesund"
   * is always a normal game.
   */
  readonly reserve?: boolean;
}

/** The duel's computer players (seed 002). */
export const DUEL_BOT_LIMITS: BotLimits = { announce: false, solo: false };

/** The computer players of a table of normal games only: they announce, but never reserve. */
export const NORMAL_GAMES_BOT_LIMITS: BotLimits = { announce: true, solo: false, reserve: false };

/** Whether the hand can name a reservation other than a solo (marriage or poverty). */
function hasNonSoloReservation(hand: readonly CardId[], rules: RuleSet): boolean {
  return declarationRefusal({ kind: 'marriage' }, hand, rules) === null || declarationRefusal({ kind: 'poverty' }, hand, rules) === null;
}

/**
 * The legal actions a restricted player holding `hand` may choose from. Empty only in the
 * declarations when it inherited a "Vorbehalt" it may not name (the deal driver then has the
 * cards dealt again, dealDriver.ts).
 */
export function allowedFor(hand: readonly CardId[], rules: RuleSet, legal: readonly Action[], limits: BotLimits): Action[] {
  return legal.filter((a) => {
    if (a.type === 'announce') return limits.announce;
    if (a.type === 'reserve' && limits.reserve === false) return !a.reservation;
    if (limits.solo) return true;
    if (a.type === 'declare') return a.declaration.kind !== 'solo';
    if (a.type === 'reserve') return holdsBoth(hand, 'CQ') ? a.reservation : !a.reservation || hasNonSoloReservation(hand, rules);
    return true;
  });
}

/** The legal actions a restricted player may choose from, from its own view. */
export function allowedActions(view: PlayerView, legal: readonly Action[], limits: BotLimits): Action[] {
  return allowedFor(view.hand, view.rules, legal, limits);
}

export function restrictBot(player: Player, limits: BotLimits): Player {
  const decide = (view: PlayerView, legal: readonly Action[], rng: Parameters<Player['act']>[2]): Decision => {
    const allowed = allowedActions(view, legal, limits);
    if (allowed.length === 0) return PASS;
    // A reservation round with one answer left needs no thought (and no solo simulation).
    const reserves = allowed.filter((a) => a.type === 'reserve');
    if (view.phase === 'reservation' && reserves.length === 1 && allowed.length === 1) {
      const only = reserves[0];
      return { action: only, reason: only.type === 'reserve' && only.reservation ? { rule: 'reserveMarriage' } : { rule: 'healthy' } };
    }
    if (player.decide) return player.decide(view, allowed, rng);
    return { action: player.act(view, allowed, rng), reason: { rule: 'pass' } };
  };
  return { level: player.level, decide, act: (view, legal, rng) => decide(view, legal, rng).action };
}
