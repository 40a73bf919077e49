/**
 * A computer player's turn as a plain value: what its seat sees, its legal actions and a seed.
 * The room decides it at once (a beginner thinks in microseconds) or hands it to a worker
 * thread (botPool.ts: a strong player samples and plays out deals for tens of milliseconds,
 * which must not stop every other table of the process). Both run `decideTurn`, so a turn
 * gives the same action wherever it is decided.
 */
import { createBot, DUEL_BOT_LIMITS, restrictBot } from '../engine/bots/index.ts';
import { decideStep } from '../engine/dealDriver.ts';
import type { BotLevel } from '../engine/bots/types.ts';
import type { Action } from '../engine/deal.ts';
import type { Seat } from '../engine/parties.ts';
import { createRng } from '../engine/rng.ts';
import type { RuleSet } from '../engine/rules.ts';
import type { PlayerView } from '../engine/view.ts';
import { fromWireView, type WireView } from '../protocol/protocol.ts';

export interface BotTurn {
  readonly seat: Seat;
  /** The table's change counter when the turn was asked: an answer to an older state is dropped. */
  readonly seq: number;
  readonly level: BotLevel;
  /** The duel's computer players: no announcements, no solo (restrictBot). */
  readonly limited: boolean;
  readonly view: WireView;
  readonly rules: RuleSet;
  /** What the engine's deal driver offers the seat in this step (src/engine/dealDriver.ts). */
  readonly legal: readonly Action[];
  /** The step may be passed (an announcement before a card): the answer is then null. */
  readonly optional: boolean;
  readonly seed: number;
}

/** The computer's action for its turn (null: it passes an optional step). */
export function decideTurn(turn: BotTurn): Action | null {
  return decideFor(fromWireView(turn.view, turn.rules), turn.legal, turn.level, turn.limited, turn.optional, turn.seed);
}

/**
 * The same decision from the seat's own view, as the table takes it on the main thread (a
 * beginner's turn): no round trip through the wire form, which rebuilds the card order. The
 * driver checks it is one of `legal` (or a pass where allowed).
 */
export function decideFor(view: PlayerView, legal: readonly Action[], level: BotLevel, limited: boolean, optional: boolean, seed: number): Action | null {
  const bot = createBot(level);
  const player = limited ? restrictBot(bot, DUEL_BOT_LIMITS) : bot;
  return decideStep(player, view, legal, optional, createRng(seed)).action;
}
