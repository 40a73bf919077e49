/**
 * The beginner: the simple rules of docs/tactics.md from its own view, no look-ahead.
 * Follows suit sensibly, wins tricks cheaply, leads aces, ruffs with at least a jack when
 * it could be over-ruffed, smears points on a partner's sure trick, says Re/Kontra only with
 * a clearly strong hand, announces a marriage, takes a poverty only with many trumps and
 * plays a solo only with a hand that loses at most two tricks.
 */
import type { Action } from '../deal.ts';
import { nextSeat } from '../parties.ts';
import type { Rng } from '../rng.ts';
import type { PlayerView } from '../view.ts';
import {
  bothClubQueens,
  canDeclarePoverty,
  declareOf,
  forcedCall,
  heuristicCard,
  ofType,
  optionalCalls,
  PASS,
  povertyDecision,
  soloDeclarations,
  trumpsOf,
  type AnnounceAction,
} from './common.ts';
import { normalStrength, rankSolos, soloLosers } from './evaluate.ts';
import type { Decision, Player } from './types.ts';

/** Loser count at or below which the beginner plays a solo ("rarely solo"). */
export const BEGINNER_SOLO_LOSERS = 2;
/** Point counts (normalStrength) from which the beginner says Re / Kontra. */
export const BEGINNER_RE_SCORE = 17;
export const BEGINNER_KONTRA_SCORE = 16;

export function createBeginner(): Player {
  const decide = (view: PlayerView, legal: readonly Action[]): Decision => beginnerDecision(view, legal);
  return { level: 'beginner', decide, act: (view, legal, _rng: Rng) => decide(view, legal).action };
}

export function beginnerDecision(view: PlayerView, legal: readonly Action[]): Decision {
  if (legal.length === 0) return PASS;
  const opt = optionalCalls(view, legal);
  if (opt) return opt;
  switch (view.phase) {
    case 'reservation':
      return beginnerReservation(view, legal);
    case 'declaration':
      return beginnerDeclaration(view, legal);
    case 'povertyGive':
    case 'povertyOffer':
    case 'povertyReturn':
      return povertyDecision(view, legal, 'beginner') ?? { action: legal[0], reason: { rule: 'pass' } };
    case 'playing':
      return beginnerPlay(view, legal);
    default:
      return PASS;
  }
}

/** The hand's best solo (fewest losers), whether or not the beginner would play it. */
function bestSolo(view: PlayerView) {
  const hasLead = view.seat === nextSeat(view.dealer);
  return rankSolos(view.hand, view.rules, hasLead)[0];
}

function beginnerSolo(view: PlayerView) {
  const best = bestSolo(view);
  return best.losers <= BEGINNER_SOLO_LOSERS ? best : null;
}

function beginnerReservation(view: PlayerView, legal: readonly Action[]): Decision {
  const reserve = (yes: boolean) => legal.find((a) => a.type === 'reserve' && a.reservation === yes) ?? legal.find((a) => a.type === 'reserve')!;
  // Ranked once: the same count decides a solo and, without one, is the "healthy" reason.
  const best = bestSolo(view);
  if (best.losers <= BEGINNER_SOLO_LOSERS) return { action: reserve(true), reason: { rule: 'reserveSolo', solo: best.solo, losers: best.losers } };
  if (bothClubQueens(view)) return { action: reserve(true), reason: { rule: 'reserveMarriage' } };
  if (canDeclarePoverty(view)) return { action: reserve(true), reason: { rule: 'reservePoverty', trumps: trumpsOf(view) } };
  return { action: reserve(false), reason: { rule: 'healthy', losers: best.losers } };
}

function beginnerDeclaration(view: PlayerView, legal: readonly Action[]): Decision {
  const solo = beginnerSolo(view);
  const solos = soloDeclarations(legal);
  if (solo && solos.includes(solo.solo)) {
    const a = declareOf(legal, { kind: 'solo', solo: solo.solo, compulsory: false })!;
    return { action: a, reason: { rule: 'declareSolo', solo: solo.solo, losers: solo.losers } };
  }
  const marriage = declareOf(legal, { kind: 'marriage' });
  if (marriage) return { action: marriage, reason: { rule: 'declareMarriage' } };
  const poverty = declareOf(legal, { kind: 'poverty' });
  if (poverty) return { action: poverty, reason: { rule: 'declarePoverty', trumps: trumpsOf(view) } };
  // A reservation must be named: the solo with the fewest losers.
  const hasLead = view.seat === nextSeat(view.dealer) || ofType(legal, 'declare').some((a) => a.declaration.kind === 'solo' && a.declaration.compulsory);
  const ranked = solos.map((s) => ({ solo: s, losers: soloLosers(view.hand, s, view.rules, hasLead) })).sort((a, b) => a.losers - b.losers);
  if (ranked.length === 0) return { action: legal[0], reason: { rule: 'pass' } };
  const a = declareOf(legal, { kind: 'solo', solo: ranked[0].solo, compulsory: false })!;
  return { action: a, reason: { rule: 'declareSolo', solo: ranked[0].solo, losers: ranked[0].losers } };
}

/** Re/Kontra with a clearly strong hand (normal games), at the seat's own turn. */
function beginnerAnnouncement(view: PlayerView, announces: readonly AnnounceAction[]): Decision | null {
  const own = view.ownParty;
  if (!own || view.toMove !== view.seat || view.calls[own].level >= 0) return null;
  const a = announces.find((x) => x.call === own);
  if (!a) return null;
  const c = view.contract;
  if (!c || c.kind === 'solo' || view.silentSolo || (view.marriage && view.marriage.partner === null)) return null;
  const st = normalStrength(view.hand, view.rules);
  const need = own === 're' ? BEGINNER_RE_SCORE : BEGINNER_KONTRA_SCORE;
  const score = st.score;
  if (score >= need) return { action: a, reason: { rule: 'announceStrongHand', call: a.call, strength: Math.round(score * 10) / 10 } };
  return null;
}

function beginnerPlay(view: PlayerView, legal: readonly Action[]): Decision {
  const announces = ofType(legal, 'announce');
  const plays = ofType(legal, 'play');
  const forced = forcedCall(view, announces);
  if (forced) return forced;
  if (announces.length > 0) {
    const d = beginnerAnnouncement(view, announces);
    if (d) return d;
  }
  if (plays.length === 0) {
    const st = view.ownParty ? normalStrength(view.hand, view.rules).score : undefined;
    return { action: null, reason: st === undefined ? { rule: 'noAnnouncement' } : { rule: 'noAnnouncement', strength: Math.round(st * 10) / 10 } };
  }
  const d = heuristicCard(view, plays);
  return { action: d.action, reason: d.reason };
}
