/**
 * The tactics positions are graded by simulation (the lead quiz's evidence): the card the rule
 * of thumb asks for must be the best or within the interval of the best, and no other card may
 * beat it clearly (more than 2.58 standard errors and 4 card points, over the same deals).
 */
import { describe, expect, it } from 'vitest';
import { DDV_RULES } from '../../src/engine/rules.ts';
import { clearlyBetter, evaluateLeads } from '../../src/engine/quiz/lead.ts';
import { EXERCISES } from '../../src/content/exercises/index.ts';
import { replay } from '../../src/content/exercises/deals.ts';
import { exerciseRules, PLAY_SAMPLES, PLAY_SEED, prepareItems } from '../../src/content/exercises/prepare.ts';
import type { PlayExercise } from '../../src/content/exercises/types.ts';

const plays = EXERCISES.filter((e): e is PlayExercise => e.kind === 'play');

describe('tactics positions', () => {
  it('cover smearing, saving the fox, keeping trumps and leading for the partner', () => {
    expect(plays.map((p) => p.id).sort()).toEqual(['keep-trumps', 'lead-for-partner', 'save-the-fox', 'smear-to-partner']);
  });

  for (const e of plays) {
    it(`${e.id}: ${e.key} is backed by the simulation`, () => {
      const state = replay(e.deal, exerciseRules(e, DDV_RULES));
      const ev = evaluateLeads(state, { samples: PLAY_SAMPLES, seed: PLAY_SEED });
      expect(ev.samples).toBe(PLAY_SAMPLES);
      const worse = clearlyBetter(ev, e.key).map((d) => `${d.card} +${d.mean.toFixed(1)}±${d.se.toFixed(1)}`);
      expect(worse, `${e.id}: ${e.key} is beaten clearly by ${worse.join(', ')}`).toEqual([]);
      // What the page shows: the key is right, some legal card is not, and every card has a reason.
      const p = prepareItems(e, DDV_RULES);
      const key = p.items.findIndex((i) => i.kind === 'card' && i.card === e.key);
      expect(p.verdicts[key].ok).toBe(true);
      expect(p.verdicts.some((v) => !v.ok && v.credit !== undefined)).toBe(true);
      expect(p.play?.samples).toBe(PLAY_SAMPLES);
    }, 60_000);
  }
});
