/**
 * The strong player's card play: for a card it deals the unseen cards to the other seats
 * consistently with its view (HiddenSampler: hand sizes, voids, ♣Q/party constraints,
 * exchange cards, piglets), replays the history in the simulation core, plays each legal
 * card and the rest of the deal with the beginner policy (every seat applying the rules of
 * thumb with the sampled hands), and keeps the card with the best mean score for its seat;
 * the same samples serve every candidate (common random numbers), in two rounds: every legal
 * card on a few samples, then the best few on more. A rule-of-thumb card is kept unless
 * another card is clearly better over the samples. The same playouts give the win chance for
 * announcements (Re from 50 %, as docs/tactics.md teaches; Kontra from 65 %, since Kontra at
 * 50 % lost points against beginners in the benchmark; keine 90 from 89 %).
 */
import { CARD_IDS, KIND_INDEX, handSize, type CardId } from '../cards.ts';
import type { Action } from '../deal.ts';
import type { Rng } from '../rng.ts';
import { levelOfCall } from '../scoring.ts';
import { KIND_POINTS, type SimDeal, TRUMP } from '../sim/index.ts';
import { legalCards } from '../trick.ts';
import type { PlayerView } from '../view.ts';
import { CardEvaluation } from './cardEvaluation.ts';
import { forcedCall, heuristicCard, ofType, type AnnounceAction, type PlayAction } from './common.ts';
import { rolloutCard } from './rollout.ts';
import { HiddenSampler } from './sampler.ts';
import { revealedParties } from './situation.ts';
import { round2, type StrongScratch } from './strongShared.ts';
import type { CardEvidence, Decision } from './types.ts';

export interface CardPlayOptions {
  /** Most sampled deals for a card that reaches the final round. Default 64. */
  readonly maxSamples: number;
  /** Fewest sampled deals per legal card. Default 8. */
  readonly minSamples: number;
  /**
   * Simulated card plays (samples × cards × cards left in the deal) for the first round,
   * in which every legal card is played out on the same samples. Default 3000.
   */
  readonly budget: number;
  /**
   * Simulated card plays for the final round: the `finalists` best cards of the first
   * round (and the rule-of-thumb card) get more samples. Default 5000.
   */
  readonly finalBudget: number;
  readonly finalists: number;
  /** Win chance from which an announcement of each level is made (Re/Kontra, keine 90, 60, 30, schwarz). */
  readonly announceChance: readonly number[];
  /** Win chance from which "Kontra" is said (Kontra's first call; its Absagen use `announceChance`). */
  readonly kontraChance: number;
  /**
   * The rule-of-thumb card is kept unless the best sampled card beats it by more than
   * `keepMargin` points plus `keepZ` standard errors of the paired difference.
   */
  readonly keepMargin: number;
  readonly keepZ: number;
}

/** The sampled evidence behind a card: the chosen card and the card it is best compared with. */
export interface CardEvidencePair {
  readonly chosen: CardEvidence;
  readonly alternative: CardEvidence | null;
}

export interface StrongCardPlay {
  /** The card to play, or the announcement to make first (the playing phase). */
  playing(view: PlayerView, legal: readonly Action[], rng: Rng): Decision;
  /** The evidence behind the last card decision (see `StrongPlayer.evidence`), null when it sampled nothing. */
  evidence(view: PlayerView, card: CardId): CardEvidencePair | null;
}

/** Seats whose party the whole table knows (bit masks): what the view shows of the others, and the seat itself once it announced. */
function publicParties(view: PlayerView): { knownRe: number; knownKontra: number } {
  let knownRe = 0;
  let knownKontra = 0;
  revealedParties(view).forEach((p, s) => {
    if (p === 're') knownRe |= 1 << s;
    else if (p === 'kontra') knownKontra |= 1 << s;
  });
  return { knownRe, knownKontra };
}

/** The card play of one strong player (it remembers its last evaluation for `evidence`). */
export function createCardPlay(o: CardPlayOptions, scratch: StrongScratch): StrongCardPlay {
  const { simRng, flat, situation } = scratch;
  const sampler = new HiddenSampler();
  let lastEval: CardEvaluation | null = null;
  /** The rule-of-thumb card of the last card decision. */
  let lastRuleCard: CardId | null = null;

  function positionKey(view: PlayerView): string {
    const cur = view.current;
    return `${view.seat}|${view.dealer}|${view.tricks.length}|${cur ? cur.cards.join(',') : ''}|${[...view.hand].sort().join(',')}|${view.tricks.map((t) => t.cards.join('')).join('/')}`;
  }

  /**
   * Play every legal card out on the same sampled deals; then give the best few (and the
   * rule-of-thumb card `keep`) more samples.
   */
  function evaluate(view: PlayerView, cards: readonly CardId[], keep: number): CardEvaluation {
    const key = positionKey(view);
    if (lastEval && lastEval.key === key) return lastEval;
    const rules = view.rules;
    sampler.prepare(view);
    const seen = new Uint8Array(24);
    for (const c of cards) seen[KIND_INDEX[c]] = 1;
    const cands: number[] = [];
    for (let k = 0; k < 24; k++) if (seen[k]) cands.push(k);
    const n = handSize(rules);
    const cardsLeft = 4 * n - sampler.nHistory;
    const nc = cands.length;
    const clamp = (x: number, lo: number, hi: number) => Math.max(lo, Math.min(hi, Math.floor(x)));
    const twoRounds = nc > o.finalists + 1;
    const first = clamp((twoRounds ? o.budget : o.budget + o.finalBudget) / (nc * cardsLeft), o.minSamples, o.maxSamples);
    const ev = new CardEvaluation(key, cands, o.maxSamples, n);
    const all = cands.map((_, i) => i);
    const ctx = { view, sim: scratch.simFor(rules), ...publicParties(view) };
    let got = play(ev, ctx, all, 0, first);
    if (twoRounds && got > 0) {
      const reL = view.calls.re.level;
      const koL = view.calls.kontra.level;
      const ranked = all.slice().sort((a, b) => ev.mean(b, reL, koL) - ev.mean(a, reL, koL));
      const finals = ranked.slice(0, o.finalists);
      const ki = cands.indexOf(keep);
      if (ki >= 0 && !finals.includes(ki)) finals.push(ki);
      const more = clamp(o.finalBudget / (finals.length * cardsLeft), 0, o.maxSamples - got);
      got = play(ev, ctx, finals, got, got + more);
    }
    lastEval = ev;
    return ev;
  }

  /** Sample deals and play the cards `active` out on each, filling samples from..to−1; returns the samples reached. */
  function play(
    ev: CardEvaluation,
    ctx: { view: PlayerView; sim: SimDeal; knownRe: number; knownKontra: number },
    active: readonly number[],
    from: number,
    to: number,
  ): number {
    const { view, sim, knownRe, knownKontra } = ctx;
    const me = view.seat;
    const reLevel = view.calls.re.level;
    const kontraLevel = view.calls.kontra.level;
    const calls = { reLevel, kontraLevel, knownRe, knownKontra };
    let got = from;
    for (let attempt = 0; got < to && attempt < 3 * (to - from); attempt++) {
      sampler.sample(simRng, flat);
      let consistent = true;
      for (let j = 0; j < active.length && consistent; j++) {
        const ci = active[j];
        consistent = rolloutCard(sim, sampler, flat, situation, ev.cands[ci], calls);
        if (!consistent) break;
        const idx = ci * ev.cap + got;
        ev.rePts[idx] = sim.reCardPoints();
        ev.reTricks[idx] = sim.reTricks();
        ev.special[idx] = sim.solo ? 0 : sim.specialsNet();
        let reCount = 0;
        for (let s = 0; s < 4; s++) if (sim.isRe(s)) reCount++;
        ev.flags[idx] = (sim.isRe(me) ? 1 : 0) | (sim.solo ? 2 : 0) | (reCount === 1 ? 4 : 0) | (sim.abandoned ? 8 : 0);
        const t = view.tricks.length;
        const w = sim.trickWinner[t];
        const ours = sim.isRe(w) === sim.isRe(me);
        const winning = sim.trickCards[t * 4 + ((w - sim.trickLeader[t] + 4) & 3)];
        ev.trickWon[idx] = (w === me ? 1 : 0) | (ours ? 2 : 0) | (!ours && sim.suit[winning] === TRUMP ? 4 : 0);
        ev.trickPoints[idx] =
          KIND_POINTS[sim.trickCards[t * 4]] +
          KIND_POINTS[sim.trickCards[t * 4 + 1]] +
          KIND_POINTS[sim.trickCards[t * 4 + 2]] +
          KIND_POINTS[sim.trickCards[t * 4 + 3]];
      }
      if (consistent) {
        got++;
        for (const ci of active) ev.count[ci] = got;
      }
    }
    return got;
  }

  /** The card: the best mean over the samples, unless the rule-of-thumb card is about as good. */
  function chooseCardFrom(view: PlayerView, plays: readonly PlayAction[], ev: CardEvaluation, h: ReturnType<typeof heuristicCard>): Decision {
    const reL = view.calls.re.level;
    const koL = view.calls.kontra.level;
    const best = ev.best(reL, koL);
    if (plays.length === 1 || ev.count[best] === 0) return { action: h.action, reason: h.reason };
    const means = ev.cands.map((_, ci) => ev.mean(ci, reL, koL));
    const hi = ev.cands.indexOf(KIND_INDEX[h.action.card]);
    let pick = best;
    if (hi >= 0 && hi !== best) {
      const d = ev.pairedDiff(best, hi, reL, koL);
      if (d.mean <= o.keepZ * d.se + o.keepMargin) pick = hi;
    }
    const card = CARD_IDS[ev.cands[pick]];
    const action = plays.find((a) => a.card === card)!;
    return {
      action,
      reason: {
        rule: 'sampled',
        card,
        mean: round2(means[pick]),
        samples: ev.count[pick],
        heuristic: h.reason.rule,
        heuristicCard: h.action.card,
        heuristicMean: round2(hi >= 0 ? means[hi] : means[pick]),
      },
    };
  }

  /** Re/Kontra or an Absage when the sampled win chance with it is high enough. */
  function announcement(view: PlayerView, announces: readonly AnnounceAction[], ev: CardEvaluation, ci: number): Decision | null {
    const own = view.ownParty;
    if (!own || ev.count[ci] === 0) return null;
    const ownLevel = view.calls[own].level;
    const next = announces.filter((a) => levelOfCall(a.call) === ownLevel + 1).sort((a, b) => levelOfCall(a.call) - levelOfCall(b.call))[0];
    if (!next) return null;
    const level = levelOfCall(next.call);
    const reL = own === 're' ? level : view.calls.re.level;
    const koL = own === 'kontra' ? level : view.calls.kontra.level;
    const chance = ev.winChance(ci, reL, koL);
    const need = level === 0 && own === 'kontra' ? o.kontraChance : o.announceChance[level];
    if (chance >= need) {
      return { action: next, reason: { rule: 'announceWinChance', call: next.call, chance: round2(chance), samples: ev.count[ci] } };
    }
    return null;
  }

  function playing(view: PlayerView, legal: readonly Action[], rng: Rng): Decision {
    const announces = ofType(legal, 'announce');
    const plays = ofType(legal, 'play');
    const forced = forcedCall(view, announces);
    if (forced) return forced;
    const myTurn = view.toMove === view.seat && view.current !== null;
    if (plays.length === 0 && !myTurn) return { action: null, reason: { rule: 'noAnnouncement' } };
    const cards = plays.length > 0 ? plays.map((a) => a.card) : [...new Set(legalCards(view.hand, view.current!.cards, view.order!))];
    const asPlays: PlayAction[] = plays.length > 0 ? plays : cards.map((card) => ({ type: 'play', seat: view.seat, card }));
    const h = heuristicCard(view, asPlays);
    lastRuleCard = h.action.card;
    if (cards.length === 1 && announces.length === 0) return { action: h.action, reason: h.reason };
    scratch.seedFrom(rng);
    const ev = evaluate(view, cards, KIND_INDEX[h.action.card]);
    const reL = view.calls.re.level;
    const koL = view.calls.kontra.level;
    const ci = ev.best(reL, koL);
    if (announces.length > 0 && myTurn) {
      const d = announcement(view, announces, ev, ci);
      if (d) return d;
    }
    if (plays.length === 0) {
      const chance = view.ownParty && ev.count[ci] > 0 ? round2(ev.winChance(ci, reL, koL)) : undefined;
      return { action: null, reason: chance === undefined ? { rule: 'noAnnouncement' } : { rule: 'noAnnouncement', chance } };
    }
    return chooseCardFrom(view, plays, ev, h);
  }

  function evidence(view: PlayerView, card: CardId): CardEvidencePair | null {
    const ev = lastEval;
    if (!ev || ev.key !== positionKey(view)) return null;
    const ci = ev.cands.indexOf(KIND_INDEX[card]);
    if (ci < 0 || ev.count[ci] === 0) return null;
    const reL = view.calls.re.level;
    const koL = view.calls.kontra.level;
    // The runner-up among the cards sampled as often as the chosen one (the finalists), so
    // that both stand on the same deals; any sampled card if none was.
    const runnerUp = (same: boolean) => {
      let best = -1;
      for (let i = 0; i < ev.cands.length; i++) {
        if (i === ci || ev.count[i] === 0 || (same && ev.count[i] !== ev.count[ci])) continue;
        if (best < 0 || ev.mean(i, reL, koL) > ev.mean(best, reL, koL)) best = i;
      }
      return best;
    };
    let alt = runnerUp(true);
    if (alt < 0) alt = runnerUp(false);
    const rule = lastRuleCard !== null && lastRuleCard !== card ? ev.cands.indexOf(KIND_INDEX[lastRuleCard]) : -1;
    if (rule >= 0 && ev.count[rule] > 0) alt = rule;
    return { chosen: ev.trickEvidence(ci, reL, koL), alternative: alt >= 0 ? ev.trickEvidence(alt, reL, koL) : null };
  }

  return { playing, evidence };
}
