/**
 * Which single card matters most: every card of the hand that has a weaker card of the same
 * suit (under the solo's order, worth no more card points) still among the hidden cards is
 * weakened in turn — replaced by the next such card, which goes to the hidden cards in its
 * place (so every sampled deal differs only by that swap: common random numbers) — and the
 * simulation of one solo and lead case is re-run on the same samples. The card whose weakening costs the most win
 * probability (then expected score) matters most.
 */
import { CARD_IDS, cardPoints, type CardId } from '../cards.ts';
import { cardOrder, SOLO_KINDS, type SoloKind } from '../order.ts';
import type { Seat } from '../parties.ts';
import type { RuleSet } from '../rules.ts';
import { CaseTally, Playout, seatWithoutLead, type LeadCase } from './montecarlo.ts';
import type { HiddenSampler } from '../bots/sampler.ts';
import { round3, round4 } from './stats.ts';

export interface Weakening {
  readonly from: CardId;
  readonly to: CardId;
}

/** The weakenings available for a hand under a solo: each distinct card to the next weaker kind of its suit, worth no more points, found among the hidden cards. */
export function weakenings(sampler: HiddenSampler, solo: SoloKind, rules: RuleSet): Weakening[] {
  const order = cardOrder(solo, rules);
  const inPool = new Set(Array.from(sampler.pool));
  const seen = new Set<number>();
  const out: Weakening[] = [];
  for (const k of sampler.hand) {
    if (seen.has(k)) continue;
    seen.add(k);
    const id = CARD_IDS[k];
    const e = order.suit[id];
    const list = e === 'T' ? order.trumps : order.plain[e];
    const i = list.indexOf(id);
    for (let j = i + 1; j < list.length; j++) {
      if (cardPoints(list[j]) <= cardPoints(id) && inPool.has(CARD_IDS.indexOf(list[j]))) {
        out.push({ from: id, to: list[j] });
        break;
      }
    }
  }
  return out;
}

export interface CaseRun {
  readonly winProbability: number;
  readonly expectedScore: number;
  readonly n: number;
}

/** Run one solo and lead case on samples 0..n-1 of `sampler` (the same deals as the main simulation). */
export function runCase(
  sampler: HiddenSampler,
  rules: RuleSet,
  seed: number,
  seat: Seat | undefined,
  solo: SoloKind,
  lead: LeadCase,
  n: number,
  playout: Playout = new Playout(rules),
): CaseRun & { readonly tally: CaseTally } {
  const t = new CaseTally(n);
  const si = SOLO_KINDS.indexOf(solo);
  for (let i = 0; i < n; i++) {
    const u = sampler.shuffle(seed, i);
    const s = lead === 'withLead' ? 0 : seatWithoutLead(seat, u);
    playout.setupSolo(sampler, si, lead === 'withLead', s);
    playout.players.playToEnd();
    playout.recordSolo(t, s, i);
  }
  return { winProbability: t.n ? t.wins / t.n : 0, expectedScore: t.score.mean, n: t.n, tally: t };
}

export interface KeyCardEntry {
  readonly card: CardId;
  readonly weakenedTo: CardId;
  readonly winProbability: number;
  readonly expectedScore: number;
  /** Change against the hand as it is (negative: the card helps). */
  readonly winDelta: number;
  readonly scoreDelta: number;
}

export interface KeyCardResult {
  readonly solo: SoloKind;
  readonly lead: LeadCase;
  readonly samples: number;
  readonly baseline: CaseRun;
  /** Every weakening, the most costly first. */
  readonly entries: readonly KeyCardEntry[];
  /** The card that matters most, or null when no weakening lowers anything. */
  readonly key: KeyCardEntry | null;
}

export function keyCard(
  sampler: HiddenSampler,
  rules: RuleSet,
  seed: number,
  seat: Seat | undefined,
  solo: SoloKind,
  lead: LeadCase,
  n: number,
): KeyCardResult {
  const playout = new Playout(rules);
  const base = runCase(sampler, rules, seed, seat, solo, lead, n, playout);
  const entries: KeyCardEntry[] = [];
  for (const w of weakenings(sampler, solo, rules)) {
    const weak = sampler.weakened(CARD_IDS.indexOf(w.from), CARD_IDS.indexOf(w.to));
    const r = runCase(weak, rules, seed, seat, solo, lead, n, playout);
    entries.push({
      card: w.from,
      weakenedTo: w.to,
      winProbability: round4(r.winProbability),
      expectedScore: round3(r.expectedScore),
      winDelta: round4(r.winProbability - base.winProbability),
      scoreDelta: round3(r.expectedScore - base.expectedScore),
    });
  }
  entries.sort((a, b) => a.winDelta - b.winDelta || a.scoreDelta - b.scoreDelta);
  const key = entries.length > 0 && (entries[0].winDelta < 0 || entries[0].scoreDelta < 0) ? entries[0] : null;
  return {
    solo,
    lead,
    samples: n,
    baseline: { winProbability: round4(base.winProbability), expectedScore: round3(base.expectedScore), n: base.n },
    entries,
    key,
  };
}
