/**
 * The strong player: the beginner's rules of thumb plus card counting and sampling. Its two
 * parts: the card play (strongCards.ts: every legal card played out on sampled deals, the
 * announcements from the same playouts) and the reservation planning (strongReservation.ts:
 * a solo when sampled deals say it scores more than the normal game). This file puts them
 * together by phase; the optional calls and poverty come from the rules of thumb (common.ts).
 */
import type { CardId } from '../cards.ts';
import type { Action } from '../deal.ts';
import type { Rng } from '../rng.ts';
import type { PlayerView } from '../view.ts';
import { optionalCalls, PASS, povertyDecision } from './common.ts';
import { type CardEvidencePair, type CardPlayOptions, createCardPlay } from './strongCards.ts';
import { createReservationPlanning, type ReservationOptions } from './strongReservation.ts';
import { StrongScratch } from './strongShared.ts';
import type { Decision, Player } from './types.ts';

/** The strong player's tuning: its card play's and its reservation planning's (each documented there). */
export interface StrongOptions extends Partial<CardPlayOptions>, Partial<ReservationOptions> {}

export const STRONG_DEFAULTS: Required<StrongOptions> = {
  maxSamples: 64,
  minSamples: 8,
  budget: 3000,
  finalBudget: 5000,
  finalists: 3,
  reservationSamples: 48,
  soloFloor: 5,
  soloMargin: 0.25,
  announceChance: [0.5, 0.89, 0.92, 0.95, 0.99],
  kontraChance: 0.65,
  keepMargin: 0.05,
  keepZ: 0.5,
};

/** The strong player, which can also show the sampled evidence behind its last card. */
export interface StrongPlayer extends Player {
  decide(view: PlayerView, legal: readonly Action[], rng: Rng): Decision;
  /**
   * The sampled evidence behind the last card decision: the chosen card and the card it is
   * best compared with (the rule of thumb's card when the samples overruled it, else the
   * runner-up). Null when the decision needed no sampling (one legal card).
   */
  evidence(view: PlayerView, card: CardId): CardEvidencePair | null;
}

export function createStrong(options: StrongOptions = {}): StrongPlayer {
  const o: Required<StrongOptions> = { ...STRONG_DEFAULTS, ...options };
  const scratch = new StrongScratch();
  const { playing, evidence } = createCardPlay(o, scratch);
  const { reservation, declaration } = createReservationPlanning(o, scratch);

  function decide(view: PlayerView, legal: readonly Action[], rng: Rng): Decision {
    if (legal.length === 0) return PASS;
    const opt = optionalCalls(view, legal);
    if (opt) return opt;
    switch (view.phase) {
      case 'reservation':
        return reservation(view, legal, rng);
      case 'declaration':
        return declaration(view, legal, rng);
      case 'povertyGive':
      case 'povertyOffer':
      case 'povertyReturn':
        return povertyDecision(view, legal, 'strong') ?? { action: legal[0], reason: { rule: 'pass' } };
      case 'playing':
        return playing(view, legal, rng);
      default:
        return PASS;
    }
  }

  return { level: 'strong', decide, act: (view, legal, rng) => decide(view, legal, rng).action, evidence };
}
