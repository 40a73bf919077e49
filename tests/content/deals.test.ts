/** The worked deals and examples the lessons show: every one replays legally and agrees with its source. */
import { describe, expect, it } from 'vitest';
import { deck, handSize } from '../../src/engine/cards.ts';
import { DDV_RULES, parseRules } from '../../src/engine/rules.ts';
import { replay, rulesOf, WORKED } from '../../src/content/exercises/deals.ts';
import { MORE_EXAMPLES, SIX_EXAMPLES, WORKED_SESSION } from '../../src/content/exercises/examples.ts';
import { exampleTitle } from '../../src/content/exercises/words.ts';
import { resultOf, sheetDeal } from '../../src/machines/scoreSheetFacts.ts';
import { playSession } from '../../src/machines/sessionSteps.ts';

describe('worked deals', () => {
  it('replay legally', () => {
    for (const [name, spec] of Object.entries(WORKED)) {
      const rules = rulesOf(name === 'poverty' ? { poverty: true } : name === 'forcedAnnouncement' ? { forcedAnnouncement: true } : {});
      expect(spec.hands.map((h) => h.length)).toEqual([0, 1, 2, 3].map(() => handSize(rules)));
      expect([...spec.hands.flat()].sort()).toEqual(deck(rules).sort());
      expect(() => replay(spec, rules), name).not.toThrow();
    }
    expect(replay(WORKED.marriageToSolo, rulesOf()).marriage).toEqual({ declarer: 2, clarifiedIn: 3, partner: null });
    expect(replay(WORKED.marriageFirstTrick, rulesOf({ marriageTrickType: 'firstForeignTrump' })).marriage?.clarifiedIn).toBeNull();
    expect(replay(WORKED.forcedAnnouncement, rulesOf({ forcedAnnouncement: true })).forced).toMatchObject({ party: 'kontra', points: 32 });
  });
});

describe('worked examples', () => {
  for (const ex of [...SIX_EXAMPLES, ...MORE_EXAMPLES]) {
    it(`${ex.id}: the engine agrees with the source (${exampleTitle(ex.id)})`, () => {
      const rules = parseRules(ex.rules ?? {});
      if (!rules.ok) throw new Error(JSON.stringify(rules.error));
      const r = resultOf(sheetDeal(ex.deal), rules.value);
      expect({ value: r.value, scores: r.scores }).toEqual(ex.expected);
    });
  }

  it('the worked round replays: the dealer deals again after each Pflichtsolo, not after a forced one', () => {
    const { rows } = playSession(WORKED_SESSION, DDV_RULES);
    expect(rows).toHaveLength(WORKED_SESSION.length);
    for (const r of rows) {
      if (r.contract.kind === 'solo' && r.compulsory && !r.forced) expect(r.nextDealer, `deal ${r.deal}`).toBe(r.dealer);
      if (r.forced) expect(r.nextDealer, `deal ${r.deal}`).not.toBe(r.dealer);
    }
  });
});
