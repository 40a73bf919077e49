/**
 * A weaker card in a play exercise is explained at once with the simulation's numbers (what it
 * brought against the best card) without naming the best card, which would give the answer away.
 */
import { describe, expect, it } from 'vitest';
import { DDV_RULES } from '../../src/engine/rules.ts';
import { EXERCISES } from '../../src/content/exercises/index.ts';
import { prepareItems } from '../../src/content/exercises/prepare.ts';
import type { PlayExercise } from '../../src/content/exercises/types.ts';
import type { Item, Verdict } from '../../src/content/exercises/verdicts.ts';
import { pickFeedback } from '#words/exercises';
import { cardName } from '../../src/i18n/runtime/names.ts';

const o = { faces: 'french' as const, viewer: 0 as const };
const items: Item[] = [
  { kind: 'card', card: 'D9', trump: true },
  { kind: 'card', card: 'DA', trump: true },
];

describe('play feedback', () => {
  it('gives a clearly worse card its average and the best card’s, one decimal at most', () => {
    const v: Verdict = { ok: false, credit: 0, points: 58.25, why: [] };
    expect(pickFeedback(items, 0, v, 'play', o, false, false, { samples: 300, bestPoints: 71.2 })).toBe(
      'The nine of diamonds? Not the best card here: in 300 deals played out from here, your party took 58.3 card points on average after it, and 71.2 after the best card.',
    );
    expect(pickFeedback(items, 0, { ...v, points: 120 }, 'play', o, false, false, { samples: 300, bestPoints: 127.06 })).toContain(
      'took 120 card points on average after it, and 127.1 after',
    );
  });

  it('calls a nearly as good card close', () => {
    const v: Verdict = { ok: false, credit: 60, points: 69, why: [] };
    expect(pickFeedback(items, 0, v, 'play', o, false, false, { samples: 300, bestPoints: 71.2 })).toMatch(
      /^The nine of diamonds\? Close, but not the best card here: in 300 deals/,
    );
  });

  it('names no card but the chosen one (the position "save the fox", simulated as on its page)', () => {
    const fox = EXERCISES.filter((e): e is PlayExercise => e.id === 'save-the-fox' && e.kind === 'play');
    expect(fox).toHaveLength(1);
    for (const ex of fox) {
      const data = prepareItems(ex, DDV_RULES);
      const best = Math.max(...data.verdicts.filter((v) => v.credit === 100).map((v) => v.points!));
      data.verdicts.forEach((v, i) => {
        if (v.ok || v.credit === undefined) return;
        const text = pickFeedback(data.items, i, v, 'play', o, false, false, { samples: data.play!.samples, bestPoints: best });
        expect(text).toContain(`after it, and ${Math.round(best * 10) / 10} after the best card`);
        const chosen = data.items[i].kind === 'card' ? data.items[i].card : null;
        for (const item of data.items) if (item.kind === 'card' && item.card !== chosen) expect(text).not.toContain(cardName(item.card));
      });
    }
  });
});
