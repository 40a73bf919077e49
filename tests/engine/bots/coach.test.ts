/**
 * The coach's reason never disagrees with the card it suggests: over more than a thousand
 * positions of whole deals (several seeds, computer players of both levels, the learner's seat
 * asking the same `hint` the practice table asks), the rule of thumb it shows picks exactly the
 * suggested card (the simulation's), or it says in which way the suggestion does better than the
 * usual rule's card, or it shows no rule. The words up front name no other card and no figures.
 * Fewer samples than the table uses keep it to seconds; the same code decides.
 */
import { describe, expect, it } from 'vitest';
import {
  betterWhy,
  chooseCard,
  createBot,
  hint,
  ruleFits,
  STANDALONE_RULES,
  type BotLevel,
  type Hint,
  type Player,
  type StrongOptions,
} from '../../../src/engine/bots/index.ts';
import { playDeal } from '../../../src/engine/dealDriver.ts';
import { ViewSituation } from '../../../src/engine/bots/situation.ts';
import { KIND_INDEX, type CardId } from '../../../src/engine/cards.ts';
import { newDeal, type Action } from '../../../src/engine/deal.ts';
import type { Seat } from '../../../src/engine/parties.ts';
import { createRng, dealHands } from '../../../src/engine/rng.ts';
import { DDV_RULES } from '../../../src/engine/rules.ts';
import type { PlayerView } from '../../../src/engine/view.ts';

/** Samples for the test's coach and computer players: a tenth of the table's, same code path. */
const FEW: StrongOptions = { budget: 400, finalBudget: 600, minSamples: 4, maxSamples: 16, reservationSamples: 8 };
const SEEDS_PER_LEVEL = 48;

interface Position {
  readonly view: PlayerView;
  readonly cards: readonly CardId[];
  readonly hint: Hint;
}

/** The learner's seat: asks the coach before every card, plays its card (or, every third deal, the first other legal one). */
function learner(positions: Position[], deviate: boolean): Player {
  const beginner = createBot('beginner');
  return {
    act(view, legal, rng) {
      const plays = legal.filter((a): a is Extract<Action, { type: 'play' }> => a.type === 'play');
      if (view.phase !== 'playing' || plays.length === 0) return beginner.act(view, legal, rng);
      const h = hint(view, legal, { seed: positions.length + 1, strong: FEW });
      positions.push({ view, cards: plays.map((a) => a.card), hint: h });
      if (h.action?.type !== 'play') return plays[0];
      const other = plays.find((a) => a.card !== (h.action as { card: CardId }).card);
      return deviate && other ? other : h.action;
    },
  };
}

function coachedPositions(level: BotLevel): Position[] {
  const positions: Position[] = [];
  for (let seed = 1; seed <= SEEDS_PER_LEVEL; seed++) {
    const r = newDeal({ rules: DDV_RULES, dealer: (seed % 4) as Seat, hands: dealHands(seed * 7919, DDV_RULES) });
    if (!r.ok) throw new Error('deal');
    const others = [1, 2, 3].map(() => createBot(level, FEW));
    playDeal(r.value, [learner(positions, seed % 3 === 0), ...others], createRng(seed));
  }
  return positions;
}

describe('the coach speaks for the card it suggests', () => {
  const seen = { rule: 0, better: 0, sampled: 0, overruled: 0 };
  let total = 0;

  for (const level of ['beginner', 'strong'] as const) {
    it(`against ${level} computer players: the shown rule picks the suggested card, or the line says why not`, () => {
      const positions = coachedPositions(level);
      expect(positions.length).toBeGreaterThan(500);
      for (const { view, cards, hint: h } of positions) {
        const card = h.action?.type === 'play' ? h.action.card : null;
        expect(card).not.toBeNull();
        const a = h.advice!;
        expect(a.card).toBe(card);
        if (h.reason.rule === 'sampled' && h.reason.heuristicCard !== card) seen.overruled++;
        seen[a.kind]++;
        const t = new ViewSituation(view, cards);
        const k = KIND_INDEX[card!];
        if (a.kind === 'rule') {
          // Applied here, the rule picks exactly this card: the policy's own choice, or the rule alone.
          const own = chooseCard(t) === k && t.rule === a.rule;
          expect(own || ruleFits(t, a.rule, k), `${a.rule} for ${card} in ${view.hand.join(' ')}`).toBe(true);
        } else if (a.kind === 'better') {
          // The usual rule picks another card, and the suggestion's own trick shows how it does better.
          expect(a.ruleCard).not.toBe(card);
          expect(h.evidence?.alternative?.card).toBe(a.ruleCard);
          expect(betterWhy(h.evidence!.chosen, h.evidence!.alternative!)).toBe(a.why);
          expect(STANDALONE_RULES.some((r) => ruleFits(t, r, k))).toBe(false);
        } else {
          // No rule is shown: none picks this card.
          expect(STANDALONE_RULES.some((r) => ruleFits(t, r, k))).toBe(false);
          expect(chooseCard(t)).not.toBe(k);
        }
      }
      total += positions.length;
    });
  }

  it('covered more than a thousand positions, among them cards the sampling chose against the rule', () => {
    expect(total).toBeGreaterThanOrEqual(1000);
    expect(seen.overruled).toBeGreaterThan(50);
    expect(seen.better).toBeGreaterThan(10);
    expect(seen.sampled).toBeGreaterThan(10);
  });
});
