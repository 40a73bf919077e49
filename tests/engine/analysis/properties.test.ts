/**
 * Properties of the solo analysis over random hands (fast-check): deterministic for a seed,
 * independent of the order of the pasted cards and of how the simulation is sliced, and
 * weakening a card does not raise a win probability (same seed, common random numbers).
 *
 * About the last one: with points on the cards, "weaker" is not always worse — a king that
 * would be lost anyway hands the opponents 4 points, a nine none — and heuristic players can
 * turn such a swap either way on single deals. So the property is checked where it must hold:
 * over the paired deals, the deals won only with the weakened hand never outnumber those won
 * only with the real hand by more than chance allows (3 standard deviations of the paired
 * difference, McNemar-style; 2 for the strongest cards, aces and the top three trumps).
 */
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { analyseHand } from '../../../src/engine/analysis/analyse.ts';
import { runCase, weakenings } from '../../../src/engine/analysis/keycard.ts';
import { Simulation } from '../../../src/engine/analysis/montecarlo.ts';
import { analysisJson } from '../../../src/cli/report.ts';
import { HiddenSampler } from '../../../src/engine/bots/sampler.ts';
import { KIND_INDEX, rankOf, type CardId } from '../../../src/engine/cards.ts';
import { cardName } from '../../../src/engine/names.ts';
import { parseHand } from '../../../src/engine/notation.ts';
import { cardOrder, SOLO_KINDS } from '../../../src/engine/order.ts';
import { dealHands } from '../../../src/engine/rng.ts';
import { DDV_RULES } from '../../../src/engine/rules.ts';

const seedArb = fc.integer({ min: 0, max: 0xffffffff });

function shuffled<T>(xs: readonly T[], seed: number): T[] {
  const out = [...xs];
  let s = seed >>> 0;
  for (let i = out.length - 1; i > 0; i--) {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    const j = s % (i + 1);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

describe('analysis properties', () => {
  it('is deterministic for a seed and ignores the order of the pasted cards (and their notation)', () => {
    fc.assert(
      fc.property(seedArb, seedArb, fc.integer({ min: 0, max: 3 }), (dealSeed, order, seat) => {
        const hand = dealHands(dealSeed, DDV_RULES)[seat];
        const opts = { samples: 40, seed: dealSeed ^ 77, keyCardSamples: 15 };
        const a = analysisJson(analyseHand(hand, opts));
        const b = analysisJson(analyseHand(hand, opts));
        expect(b).toEqual(a);
        // Shuffled and written as words ("queen of clubs"), parsed back.
        const text = shuffled(hand, order)
          .map((c) => cardName(c))
          .join(', ');
        const parsed = parseHand(text, DDV_RULES);
        expect(parsed.ok).toBe(true);
        if (parsed.ok) expect(analysisJson(analyseHand(parsed.value, opts))).toEqual(a);
      }),
      { numRuns: 6, seed: 7 },
    );
  }, 60_000);

  it('gives the same result however the samples are sliced', () => {
    fc.assert(
      fc.property(seedArb, fc.integer({ min: 1, max: 59 }), (dealSeed, cut) => {
        const hand = dealHands(dealSeed, DDV_RULES)[0];
        const whole = new Simulation(hand, { rules: DDV_RULES, samples: 60, seed: 5 });
        whole.run(60);
        const sliced = new Simulation(hand, { rules: DDV_RULES, samples: 60, seed: 5 });
        sliced.run(cut);
        sliced.run(1000);
        expect(sliced.result()).toEqual(whole.result());
      }),
      { numRuns: 5, seed: 11 },
    );
  }, 60_000);

  const stats = { checks: 0, raisedAtAll: 0, worst: 0 };
  afterAll(() => {
    console.log(
      `weakening: ${stats.checks} paired checks, ${stats.raisedAtAll} with more deals won only after weakening than before (none beyond chance); largest excess ${stats.worst.toFixed(2)} standard deviations`,
    );
  });

  it('never raises a win probability by weakening a card (common random numbers)', () => {
    const N = 150;
    fc.assert(
      fc.property(seedArb, fc.integer({ min: 0, max: 3 }), fc.constantFrom(...SOLO_KINDS), fc.boolean(), fc.nat(), (dealSeed, seat, solo, withLead, pick) => {
        const hand = dealHands(dealSeed, DDV_RULES)[seat];
        const sampler = new HiddenSampler().forHand(hand, DDV_RULES);
        const ws = weakenings(sampler, solo, DDV_RULES);
        if (ws.length === 0) return;
        const w = ws[pick % ws.length];
        const lead = withLead ? 'withLead' : 'withoutLead';
        const base = runCase(sampler, DDV_RULES, 9, undefined, solo, lead, N).tally.perSample;
        const weak = runCase(sampler.weakened(KIND_INDEX[w.from], KIND_INDEX[w.to]), DDV_RULES, 9, undefined, solo, lead, N).tally.perSample;
        let onlyWeak = 0;
        let onlyBase = 0;
        for (let i = 0; i < N; i++) {
          const x = base[i] > 0;
          const y = weak[i] > 0;
          if (y && !x) onlyWeak++;
          if (x && !y) onlyBase++;
        }
        stats.checks++;
        if (onlyWeak > onlyBase) stats.raisedAtAll++;
        const sd = Math.sqrt(onlyWeak + onlyBase);
        if (sd > 0) stats.worst = Math.max(stats.worst, (onlyWeak - onlyBase) / sd);
        expect(onlyWeak - onlyBase).toBeLessThanOrEqual(3 * sd + 2);
        // The strongest cards: an ace, or one of the top three trump kinds.
        const order = cardOrder(solo, DDV_RULES);
        const top = rankOf(w.from as CardId) === 'A' && order.suit[w.from] !== 'T' ? true : order.trumps.slice(0, 3).includes(w.from);
        if (top) expect(onlyWeak).toBeLessThanOrEqual(onlyBase + 2 * sd + 1);
      }),
      // A fixed seed keeps the statistical check reproducible (other seeds were tried while tuning the players).
      { numRuns: 150, seed: 20260301 },
    );
  }, 120_000);
});
