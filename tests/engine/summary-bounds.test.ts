// Only summaries that could have happened (docs/rules.md §17): the card points a party's tricks
// can hold, with the cards its special events put there. Every summary of a real deal is
// accepted; summaries outside bounds computed here independently (from the sorted deck) are
// refused.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardPoints, deck, handSize } from '../../src/engine/cards.ts';
import { DDV_RULES, type RuleSet } from '../../src/engine/rules.ts';
import { scoreInput } from '../../src/engine/score.ts';
import { checkSummary, parseSummary } from '../../src/engine/summary.ts';
import { mostDoppelkoepfe, possibleRePoints } from '../../src/engine/summaryBounds.ts';
import { formatPathError } from '#words/record';
import { finishedDeal, ruleSetArb, summaryOf } from '../fuzz/hostile.ts';

const summary = (o: Record<string, unknown> = {}) => ({
  format: 'doko-summary/1',
  parties: { re: [0, 2], kontra: [1, 3] },
  cardPoints: { re: 131 },
  tricks: { re: 7 },
  ...o,
});
const error = (input: unknown) => {
  const r = scoreInput(input);
  return r.ok ? null : formatPathError(r.error);
};
const dk = (party: string, n: number) => Array.from({ length: n }, () => ({ kind: 'doppelkopf', party }));

describe('summaries that cannot have happened', () => {
  it('summaries found by fuzzing are refused, each with its reason', () => {
    expect(error(summary({ tricks: { re: 1 }, cardPoints: { re: 240 } }))).toBe("cardPoints.re: Re's 1 trick holds at most 44 card points, not 240");
    expect(error(summary({ tricks: { re: 1 }, cardPoints: { re: 100 } }))).toBe("cardPoints.re: Re's 1 trick holds at most 44 card points, not 100");
    expect(error(summary({ tricks: { re: 11 }, cardPoints: { re: 0 } }))).toBe("cardPoints.re: Re's 11 tricks hold at least 196 card points, not 0");
    expect(error(summary({ cardPoints: { re: 1 } }))).toBe("cardPoints.re: Re's 7 tricks hold at least 56 card points, not 1");
    expect(error(summary({ tricks: { re: 1 }, cardPoints: { re: 1 } }))).toBe('cardPoints.re: no 4 cards of the deck add up to exactly 1 card points');
    expect(error(summary({ cardPoints: { re: 130 }, specials: dk('re', 5) }))).toBe('specials[4]: more doppelkopf events than a deal can have (4)');
    expect(error(summary({ cardPoints: { re: 130 }, specials: dk('re', 4) }))).toBe(
      "cardPoints.re: with these special events, Re's 7 tricks hold at least 176 card points, not 130",
    );
    // The same numbers as Kontra's: the other side of the same bounds.
    expect(error(summary({ tricks: { re: 11 }, cardPoints: { re: 239 } }))).toBe('cardPoints.re: no 44 cards of the deck add up to exactly 239 card points');
  });

  it('the 40-card deck: the same bounds from its own cards', () => {
    const rules = { withoutNines: true };
    expect(error(summary({ rules, tricks: { re: 9 }, cardPoints: { re: 195 } }))).toBe("cardPoints.re: Re's 9 tricks hold at least 196 card points, not 195");
    expect(error(summary({ rules, tricks: { re: 1 }, cardPoints: { re: 7 } }))).toBe("cardPoints.re: Re's 1 trick holds at least 8 card points, not 7");
    expect(mostDoppelkoepfe({ withoutNines: true })).toBe(4);
  });

  it('events put their cards into the tricks of the party that earned them', () => {
    // Both foxes caught by Re and one by Kontra: three foxes, the deck has two ♦A.
    const foxes = [
      { kind: 'fox', party: 're' },
      { kind: 'fox', party: 're' },
      { kind: 'fox', party: 'kontra' },
    ];
    expect(error(summary({ specials: foxes }))).toBe('specials[2]: more fox events than a deal can have (2)');
    // Re's 4 Doppelköpfe take all 16 aces and tens, so Kontra cannot have caught a ♦A.
    expect(error(summary({ tricks: { re: 8 }, cardPoints: { re: 200 }, specials: [...dk('re', 4), { kind: 'fox', party: 'kontra' }] }))).toBe(
      'specials: these special events cannot all happen in one deal: the deck does not have the cards for them',
    );
    // Only one party wins the last trick.
    expect(
      error(
        summary({
          specials: [
            { kind: 'karlchen', party: 're' },
            { kind: 'karlchenCaught', party: 'kontra' },
          ],
          rules: { karlchenCaught: true },
        }),
      ),
    ).toBe('specials[1].party: Re won the last trick (an event before says so), so Kontra cannot have caught the ♣J in it');
    // A last trick with the ♣J in it is no Doppelkopf.
    expect(error(summary({ tricks: { re: 2 }, cardPoints: { re: 46 }, specials: [...dk('re', 2), { kind: 'karlchen', party: 're' }] }))).toBe(
      'specials: Re won 2 tricks and the last one holds the CJ, which makes it no Doppelkopf: it cannot have 2 Doppelköpfe',
    );
    expect(error(summary({ tricks: { re: 2 }, cardPoints: { re: 46 }, specials: [...dk('re', 1), { kind: 'karlchen', party: 're' }] }))).toBeNull();
  });

  it('in a solo the events are ignored beyond their number, the card points are not', () => {
    const solo = { contract: { kind: 'solo', declarer: 2, solo: 'queens' }, parties: { re: [2], kontra: [0, 1, 3] } };
    expect(error(summary({ ...solo, specials: dk('kontra', 4), cardPoints: { re: 230 }, tricks: { re: 11 } }))).toBeNull();
    expect(error(summary({ ...solo, tricks: { re: 1 }, cardPoints: { re: 100 } }))).toBe("cardPoints.re: Re's 1 trick holds at most 44 card points, not 100");
  });

  it('null where an object or a list is expected is refused, not read as absent', () => {
    expect(error(summary({ rules: null }))).toBe('rules: expected an object of rule keys, got null');
    expect(error(summary({ announcements: null }))).toBe('announcements: expected { "re": call or null, "kontra": call or null }');
    expect(error(summary({ specials: null }))).toBe('specials: expected an array of special events');
    expect(error(summary({ contract: null }))).toBe('contract: expected an object with "kind"');
    expect(error(summary({ cardPoints: { re: null, kontra: 109 } }))).toBe('cardPoints.re: expected a whole number from 0 to 240, got null');
    expect(error(summary({ cardPoints: { kontra: 109 } }))).toBeNull();
    expect(error(summary({ tricks: { kontra: 13 } }))).toBe('tricks.kontra: expected a whole number from 0 to 12, got 13');
  });
});

const sums = new Map<string, Set<number>>();
/** Sums some `count` cards of the deck can make, computed over single cards (not the engine's classes). */
function sumsOf(rules: RuleSet, count: number): Set<number> {
  const key = `${rules.withoutNines}|${count}`;
  if (!sums.has(key)) sums.set(key, computeSums(rules, count));
  return sums.get(key)!;
}
function computeSums(rules: RuleSet, count: number): Set<number> {
  let reach = [new Set([0])];
  for (const c of deck(rules)) {
    const next = reach.map((s) => new Set(s));
    for (let k = 0; k < reach.length && k < count; k++) {
      if (!next[k + 1]) next[k + 1] = new Set();
      for (const q of reach[k]) next[k + 1].add(q + cardPoints(c));
    }
    reach = next;
  }
  return reach[count] ?? new Set();
}

describe('property: the bounds', () => {
  it('every summary of a random legal deal is accepted', () => {
    fc.assert(
      fc.property(fc.nat(), ruleSetArb, fc.nat({ max: 20 }), (seed, rules, solo) => {
        const r = parseSummary(JSON.parse(JSON.stringify(summaryOf(finishedDeal(seed, rules, solo)))));
        expect(r.ok, r.ok ? '' : formatPathError(r.error)).toBe(true);
      }),
      { numRuns: 150 },
    );
  });

  it('card points no set of cards of that many tricks can hold are refused; every other count is accepted', () => {
    for (const rules of [DDV_RULES, { ...DDV_RULES, withoutNines: true }]) {
      for (let t = 0; t <= handSize(rules); t++) {
        const made = sumsOf(rules, 4 * t);
        const possible = possibleRePoints(rules, t);
        for (let p = 0; p <= 240; p++) expect(possible[p], `${t} tricks, ${p} points`).toBe(made.has(p));
      }
    }
  });

  it('mutants: Doppelköpfe beyond what the points hold (40 each), and foxes beyond the points (11 each), are refused', () => {
    fc.assert(
      fc.property(
        fc.nat(),
        fc.nat({ max: 12 }),
        fc.nat({ max: 240 }),
        fc.nat({ max: 4 }),
        fc.nat({ max: 2 }),
        fc.constantFrom('re', 'kontra'),
        (seed, t, p, d, f, party) => {
          const specials = [...dk(party, d), ...Array.from({ length: f }, () => ({ kind: 'fox', party }))];
          const input = summary({ tricks: { re: t }, cardPoints: { re: p }, specials });
          const r = scoreInput(input);
          const own = party === 're' ? { tricks: t, points: p } : { tricks: 12 - t, points: 240 - p };
          const outside =
            !sumsOf(DDV_RULES, 4 * t).has(p) || own.points < 40 * d || own.points < 11 * f || d > own.tricks || ((d > 0 || f > 0) && own.tricks === 0);
          if (outside) expect(r.ok, JSON.stringify({ t, p, d, f, party, seed })).toBe(false);
        },
      ),
      { numRuns: 1500 },
    );
  });

  it('checkSummary, the function a score pad calls, gives the same verdict as the reader', () => {
    const f = (reCardPoints: number, reTricks: number) =>
      checkSummary({
        rules: DDV_RULES,
        contract: { kind: 'normal' },
        parties: { re: [0, 2], kontra: [1, 3] },
        reLevel: -1,
        kontraLevel: -1,
        reCardPoints,
        reTricks,
        specials: [],
      });
    const r = f(240, 1);
    expect(!r.ok && r.error.problem).toEqual({ code: 'pointsOutOfReach', tricks: 1, points: 240, min: 0, max: 44, withEvents: false });
    expect(f(44, 1).ok).toBe(true);
  });
});
