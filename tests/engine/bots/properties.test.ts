/**
 * Properties of the computer players over random seeds and random rule sets:
 * - whole deals from the reservation round, four bots of random levels: every action legal
 *   (the deal driver throws otherwise), every deal finished or redealt;
 * - bots never read hidden cards: two deal states that differ only in how the other
 *   players' unseen cards are distributed (same public history) give the same view, the
 *   same legal actions and the same decision for the same seed, at the first lead and
 *   mid-deal.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CardId } from '../../../src/engine/cards.ts';
import { apply, newDeal, type Action, type DealState, type Hands } from '../../../src/engine/deal.ts';
import { dealResult } from '../../../src/engine/outcome.ts';
import type { Seat } from '../../../src/engine/parties.ts';
import { createRng, dealHands, type Rng } from '../../../src/engine/rng.ts';
import { RULE_VALUES, type RuleSet } from '../../../src/engine/rules.ts';
import { legalActionsFor, viewFor } from '../../../src/engine/view.ts';
import { createBot, type BotLevel, type Player } from '../../../src/engine/bots/index.ts';
import { playDeal } from '../../../src/engine/dealDriver.ts';

const FAST = { maxSamples: 5, minSamples: 3, budget: 300, reservationSamples: 6 } as const;

const rulesArb: fc.Arbitrary<RuleSet> = fc.record(
  Object.fromEntries(Object.entries(RULE_VALUES).map(([k, vs]) => [k, fc.constantFrom(...(vs as unknown[]))])),
) as unknown as fc.Arbitrary<RuleSet>;
const seedArb = fc.integer({ min: 0, max: 0xffffffff });
const levelArb = fc.constantFrom<BotLevel>('beginner', 'strong');
const levelsArb = fc.tuple(levelArb, levelArb, levelArb, levelArb);

function unwrap<T>(r: { ok: true; value: T } | { ok: false; error: unknown }): T {
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
}

const players = (levels: readonly BotLevel[]): Player[] => levels.map((l) => createBot(l, FAST));

describe('bots play legally', () => {
  it('whole deals from the reservation round end finished or redealt', () => {
    fc.assert(
      fc.property(seedArb, rulesArb, levelsArb, fc.array(fc.boolean(), { minLength: 4, maxLength: 4 }), (seed, rules, levels, owes) => {
        const start = unwrap(newDeal({ rules, dealer: (seed % 4) as Seat, hands: dealHands(seed, rules) }));
        const { state, log } = playDeal(start, players(levels), createRng(seed), { log: true, owesCompulsory: owes });
        expect(['finished', 'redeal']).toContain(state.phase);
        if (state.phase === 'finished') {
          expect(state.tricks).toHaveLength(rules.withoutNines ? 10 : 12);
          const res = dealResult(state);
          expect(res.scores.reduce((a, b) => a + b, 0)).toBe(0);
        }
        // Replaying the log through the engine reproduces the final state.
        let s = start;
        for (const e of log) s = unwrap(apply(s, e.action));
        expect(s).toEqual(state);
      }),
      { numRuns: Number(process.env.BOT_RUNS ?? 60) },
    );
  }, 300_000);
});

// ------------------------------------------------------------------ hidden cards

/** Suits (effective) each seat has shown it cannot follow. */
function shownVoids(s: DealState): Set<string>[] {
  const order = viewFor(s, 0).order!;
  const voids = [0, 1, 2, 3].map(() => new Set<string>());
  const tricks = s.current ? [...s.tricks, s.current] : s.tricks;
  for (const t of tricks) {
    if (t.cards.length === 0) continue;
    const led = order.suit[t.cards[0]];
    t.cards.forEach((c, j) => {
      if (j > 0 && order.suit[c] !== led) voids[(t.leader + j) % 4].add(led);
    });
  }
  return voids;
}

/**
 * The dealt hands of a deal in which the other players' unseen cards are shuffled among
 * them by random swaps that keep every shown void, every hand size and the ♣Q (the
 * parties); cards whose holder is public in some rule set (♦A/♦9 piglets, ♦10 half chicken)
 * stay put. Null when no swap was possible.
 */
function redistribute(s: DealState, seat: Seat, rng: Rng): Hands | null {
  const order = viewFor(s, seat).order!;
  const voids = shownVoids(s);
  const fixed = new Set<CardId>(['CQ', 'DA', 'D9', 'D10']);
  const cur = s.hands.map((h) => [...h]);
  const dealt = s.dealt.map((h) => [...h]);
  const others = ([0, 1, 2, 3] as Seat[]).filter((x) => x !== seat);
  let swaps = 0;
  for (let tries = 0; tries < 60; tries++) {
    const a = others[rng.int(3)];
    const b = others[rng.int(3)];
    if (a === b || cur[a].length === 0) continue;
    const i = rng.int(cur[a].length);
    const j = rng.int(cur[b].length);
    const ca = cur[a][i];
    const cb = cur[b][j];
    if (ca === cb || fixed.has(ca) || fixed.has(cb)) continue;
    if (voids[b].has(order.suit[ca]) || voids[a].has(order.suit[cb])) continue;
    const da = dealt[a].indexOf(ca);
    const db = dealt[b].indexOf(cb);
    if (da < 0 || db < 0) continue; // came in a poverty exchange
    cur[a][i] = cb;
    cur[b][j] = ca;
    dealt[a][da] = cb;
    dealt[b][db] = ca;
    swaps++;
  }
  return swaps > 0 ? (dealt as unknown as Hands) : null;
}

function replay(start: DealState, hands: Hands, actions: readonly Action[]): DealState | null {
  const r = newDeal({ rules: start.rules, dealer: start.dealer, hands });
  if (!r.ok) return null;
  let s = r.value;
  for (const a of actions) {
    const n = apply(s, a);
    if (!n.ok) return null;
    s = n.value;
  }
  return s;
}

describe('bots never read hidden cards', () => {
  it('the same view gives the same decision, however the unseen cards lie (first lead and mid-deal)', () => {
    let compared = 0;
    fc.assert(
      fc.property(seedArb, rulesArb, levelsArb, fc.integer({ min: 0, max: 40 }), fc.nat(), (seed, rules, levels, midPlay, swapSeed) => {
        const start = unwrap(newDeal({ rules, dealer: (seed % 4) as Seat, hands: dealHands(seed, rules) }));
        const { state, log } = playDeal(start, players(levels), createRng(seed), { log: true });
        if (state.phase !== 'finished') return;
        const plays = log.map((e, i) => (e.action.type === 'play' ? i : -1)).filter((i) => i >= 0);
        // Decision points: the first lead, and before a card in mid-deal.
        for (const cut of [plays[0], plays[Math.min(midPlay, plays.length - 1)]]) {
          const prefix = log.slice(0, cut).map((e) => e.action);
          const a = replay(start, start.hands, prefix)!;
          const seat = a.toMove;
          const hands = redistribute(a, seat, createRng(swapSeed));
          if (!hands) continue;
          const b = replay(start, hands, prefix);
          if (!b) continue; // the swapped deal does not allow the same history (e.g. a declaration)
          expect(b.hands[seat]).toEqual(a.hands[seat]);
          const sorted = (x: DealState) => x.hands.map((h) => [...h].sort().join(' '));
          if (sorted(b).join('|') === sorted(a).join('|')) continue; // the swaps cancelled out
          expect(viewFor(b, seat)).toEqual(viewFor(a, seat));
          const legal = legalActionsFor(a, seat);
          expect(legalActionsFor(b, seat)).toEqual(legal);
          for (const level of ['beginner', 'strong'] as const) {
            const da = createBot(level, FAST).decide!(viewFor(a, seat), legal, createRng(swapSeed));
            const db = createBot(level, FAST).decide!(viewFor(b, seat), legal, createRng(swapSeed));
            expect(db).toEqual(da);
          }
          compared++;
        }
      }),
      { numRuns: Number(process.env.BOT_RUNS ?? 60) },
    );
    expect(compared).toBeGreaterThan(30);
  }, 300_000);
});
