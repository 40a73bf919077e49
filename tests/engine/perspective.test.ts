import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apply, newDeal, type DealState } from '../../src/engine/deal.ts';
import { dealDuel, duelVariant } from '../../src/engine/duel.ts';
import { legalActions } from '../../src/engine/legal.ts';
import type { Seat } from '../../src/engine/parties.ts';
import { realSeat, turnAction, turnRecord, turnSeat, turnView } from '../../src/engine/perspective.ts';
import { parseDealRecord, replayRecord, toRecord } from '../../src/engine/record.ts';
import { createRng } from '../../src/engine/rng.ts';
import { DDV_RULES } from '../../src/engine/rules.ts';
import { viewFor } from '../../src/engine/view.ts';

/** A duel deal played by random legal actions until `steps` cards and calls are made (or it ends). */
function playedDuel(seed: number, steps: number): DealState {
  const rng = createRng(seed);
  const variant = duelVariant(0);
  const s = newDeal({ rules: DDV_RULES, dealer: (seed % 4) as Seat, hands: dealDuel(rng, DDV_RULES, variant), variant });
  if (!s.ok) throw new Error('deal refused');
  let state = s.value;
  for (let i = 0; i < steps; i++) {
    const legal = legalActions(state).filter((a) => a.type !== 'throwIn' && a.type !== 'halfChicken');
    if (legal.length === 0) break;
    const next = apply(state, legal[rng.int(legal.length)]);
    if (!next.ok) throw new Error('legal action refused');
    state = next.value;
  }
  return state;
}

describe('a deal seen from another seat (the friends table shows each person at the bottom)', () => {
  it('turning a seat and back is the identity; the viewer sits at 0', () => {
    for (const viewer of [0, 1, 2, 3] as Seat[]) {
      expect(turnSeat(viewer, viewer)).toBe(0);
      for (const seat of [0, 1, 2, 3] as Seat[]) expect(realSeat(turnSeat(seat, viewer), viewer)).toBe(seat);
    }
    expect(turnSeat(0, 2)).toBe(2); // South, seen from North, sits opposite
    expect(turnSeat(3, 1)).toBe(2);
    expect(turnAction(turnAction({ type: 'play', seat: 3, card: 'CA' }, 1), 1, true)).toEqual({ type: 'play', seat: 3, card: 'CA' });
  });

  it('the turned view is the view of seat 0 in the turned deal, at every moment of random duel deals', () => {
    let compared = 0;
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 }), fc.integer({ min: 4, max: 60 }), fc.constantFrom<Seat>(0, 1, 2, 3), (seed, steps, viewer) => {
        const s = playedDuel(seed, steps);
        if (s.phase !== 'playing' && s.phase !== 'finished') return; // records start once the contract is known
        const record = parseDealRecord(toRecord(s));
        if (!record.ok) throw new Error(JSON.stringify(record.error));
        const variant = duelVariant(0);
        const turned = replayRecord(turnRecord(record.value, viewer), { ...variant, people: [turnSeat(0, viewer), turnSeat(2, viewer)] });
        if (!turned.ok) throw new Error(JSON.stringify(turned.error));
        const mine = turnView(viewFor(s, viewer));
        const theirs = viewFor(turned.value, 0);
        // The reservation round is not in the record (the contract is): compare everything after it.
        const { reservations: _a, declarations: _b, ...a } = mine;
        const { reservations: _c, declarations: _d, ...b } = theirs;
        expect(a).toEqual(b);
        compared++;
      }),
      { numRuns: 60 },
    );
    expect(compared).toBeGreaterThan(30);
  });
});
