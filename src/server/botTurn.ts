/**
 * A computer player's turn as a plain value: what its seat sees, its legal actions and a seed.
 * The room decides it at once (a beginner thinks in microseconds) or hands it to a worker
 * thread (botPool.ts: a strong player samples and plays out deals for tens of milliseconds,
 * which must not stop every other table of the process). Both run `decideTurn`, so a turn
 * gives the same action wherever it is decided.
 */
import { createBot, DUEL_BOT_LIMITS, restrictBot } from '../engine/bots/index.ts';
import type { BotLevel } from '../engine/bots/types.ts';
import type { Action } from '../engine/deal.ts';
import type { Seat } from '../engine/parties.ts';
import { createRng } from '../engine/rng.ts';
import type { RuleSet } from '../engine/rules.ts';
import type { PlayerView } from '../engine/view.ts';
import { fromWireView, type WireView } from './protocol.ts';

export interface BotTurn {
  readonly seat: Seat;
  /** The table's change counter when the turn was asked: an answer to an older state is dropped. */
  readonly seq: number;
  readonly level: BotLevel;
  /** The duel's computer players: no announcements, no solo (restrictBot). */
  readonly limited: boolean;
  readonly view: WireView;
  readonly rules: RuleSet;
  /** The seat's legal actions now (legalActionsFor). */
  readonly legal: readonly Action[];
  readonly seed: number;
}

/**
 * The computer's action for its turn. In play it first decides on an announcement, then on
 * its card; before play it answers the reservation round (throw-in and half chicken are
 * offered once, before it: TableGame.offerComputersPreCalls).
 */
export function decideTurn(turn: BotTurn): Action {
  return decideFor(fromWireView(turn.view, turn.rules), turn.legal, turn.level, turn.limited, turn.seed);
}

/**
 * The same decision from the seat's own view, as the table takes it on the main thread (a
 * beginner's turn): no round trip through the wire form, which rebuilds the card order.
 */
export function decideFor(view: PlayerView, legal: readonly Action[], level: BotLevel, limited: boolean, seed: number): Action {
  const bot = createBot(level);
  const player = limited ? restrictBot(bot, DUEL_BOT_LIMITS) : bot;
  const rng = createRng(seed);
  const ask = (options: readonly Action[]) => (options.length === 0 ? null : player.decide!(view, options, rng).action);
  if (view.phase === 'playing') {
    const call = ask(legal.filter((a) => a.type === 'announce'));
    if (call) return call;
    return ask(legal.filter((a) => a.type === 'play'))!;
  }
  return ask(legal.filter((a) => a.type !== 'throwIn' && a.type !== 'halfChicken'))!;
}
