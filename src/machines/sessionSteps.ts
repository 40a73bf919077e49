/**
 * A tournament session written as a list of games, replayed through the engine's session
 * (`newSession`, `recordGame`, `soloIsCompulsory`; `recordGame` decides vorgeführt). Whether a solo is the
 * player's Pflichtsolo and whether it was forced is never written down: the engine says so.
 */
import type { Contract } from '../engine/contract.ts';
import type { SoloKind } from '../engine/order.ts';
import type { Seat } from '../engine/parties.ts';
import type { RuleSet } from '../engine/rules.ts';
import { newSession, recordGame, soloIsCompulsory, type Session, type SessionMode } from '../engine/session.ts';
import { resultOf, sheetDeal, type SheetDeal } from './scoreSheetFacts.ts';

export type SessionStep =
  | { readonly game: 'normal'; readonly deal?: Partial<SheetDeal> }
  | { readonly game: 'solo'; readonly seat: Seat; readonly solo: SoloKind; readonly deal?: Partial<SheetDeal> };

export interface SessionRow {
  /** 1-based number of the deal. */
  readonly deal: number;
  readonly dealer: Seat;
  readonly step: SessionStep;
  readonly contract: Contract;
  /** The engine: this solo is the player's Pflichtsolo. */
  readonly compulsory: boolean;
  /** The engine: this solo was forced on the player (vorgeführt). */
  readonly forced: boolean;
  readonly scores: readonly [number, number, number, number];
  /** After this deal. */
  readonly totals: readonly [number, number, number, number];
  readonly owes: readonly Seat[];
  readonly nextDealer: Seat;
}

export interface PlayedSession {
  readonly session: Session;
  readonly rows: readonly SessionRow[];
}

/** Replay the steps; each game's scores come from scoring its deal. */
export function playSession(steps: readonly SessionStep[], rules: RuleSet, mode: SessionMode = 'tournament24', firstDealer: Seat = 0): PlayedSession {
  let session = newSession(mode, firstDealer);
  const rows: SessionRow[] = [];
  for (const step of steps) {
    const dealer = session.dealer;
    const solo = step.game === 'solo';
    const compulsory = solo && soloIsCompulsory(session, step.seat);
    const contract: Contract = solo ? { kind: 'solo', declarer: step.seat, solo: step.solo, compulsory } : { kind: 'normal' };
    const deal = solo ? sheetDeal({ contract: 'solo', soloist: step.seat, solo: step.solo, ...step.deal }) : sheetDeal(step.deal);
    const scores = resultOf(deal, rules).scores as [number, number, number, number];
    session = recordGame(session, { contract, redeal: false, scores });
    const forced = session.games[session.games.length - 1].forced;
    rows.push({
      deal: session.played,
      dealer,
      step,
      contract,
      compulsory,
      forced,
      scores,
      totals: session.totals,
      owes: ([0, 1, 2, 3] as Seat[]).filter((s) => session.owesCompulsory[s]),
      nextDealer: session.dealer,
    });
  }
  return { session, rows };
}
