/**
 * Example deals of the simulation as `doko-deal/1` records (docs/formats.md): the sampled deal
 * i of a solo and lead case, replayed with the same policy players, so a person can open or
 * download a deal that was lost (or won) and follow it trick by trick.
 */
import { CARD_IDS, type CardId } from '../cards.ts';
import { SOLO_KINDS, type SoloKind } from '../order.ts';
import type { Seat } from '../parties.ts';
import { DEAL_FORMAT } from '../record.ts';
import { ruleOverrides, type RuleSet } from '../rules.ts';
import { HiddenSampler } from '../bots/sampler.ts';
import { DEALER, Playout, seatWithoutLead, type LeadCase } from './montecarlo.ts';

export interface ExampleDeal {
  readonly format: typeof DEAL_FORMAT;
  readonly rules: Partial<RuleSet>;
  readonly dealer: Seat;
  readonly hands: CardId[][];
  readonly contract: { readonly kind: 'solo'; readonly declarer: Seat; readonly solo: SoloKind; readonly compulsory: boolean };
  readonly announcements: [];
  readonly plays: CardId[];
}

/** The record of sample `i` of the analysis (same hand, rules, seed and seat as the simulation). */
export function exampleDeal(
  hand: readonly CardId[],
  rules: RuleSet,
  seed: number,
  seat: Seat | undefined,
  solo: SoloKind,
  lead: LeadCase,
  i: number,
): ExampleDeal {
  const sampler = new HiddenSampler().forHand(hand, rules);
  const p = new Playout(rules);
  const u = sampler.shuffle(seed, i);
  const s = lead === 'withLead' ? 0 : seatWithoutLead(seat, u);
  p.setupSolo(sampler, SOLO_KINDS.indexOf(solo), lead === 'withLead', s);
  const n = p.sim.tricks;
  const hands = [0, 1, 2, 3].map((seat) => Array.from(p.cards.subarray(seat * n, seat * n + n), (k) => CARD_IDS[k]));
  p.players.playToEnd();
  const plays = Array.from(p.sim.trickCards.subarray(0, 4 * n), (k) => CARD_IDS[k]);
  return {
    format: DEAL_FORMAT,
    rules: ruleOverrides(rules),
    dealer: DEALER as Seat,
    hands,
    contract: { kind: 'solo', declarer: s as Seat, solo, compulsory: lead === 'withLead' },
    announcements: [],
    plays,
  };
}
