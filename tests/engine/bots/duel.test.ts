import { describe, expect, it } from 'vitest';
import { allowedActions, createBot, DUEL_BOT_LIMITS, restrictBot, type Player } from '../../../src/engine/bots/index.ts';
import type { CardId } from '../../../src/engine/cards.ts';
import { apply, newDeal, type Action, type DealState, type Hands } from '../../../src/engine/deal.ts';
import { dealDuel, duelVariant } from '../../../src/engine/duel.ts';
import type { Seat } from '../../../src/engine/parties.ts';
import { createRng } from '../../../src/engine/rng.ts';
import { DDV_RULES } from '../../../src/engine/rules.ts';
import { legalActionsFor, viewFor } from '../../../src/engine/view.ts';
import { hands } from '../helpers.ts';

const DUEL = duelVariant(0);
/** Duel deals the computers play in the long test (the strong one samples: seconds on a busy machine). */
const DEALS = 16;
const restricted = restrictBot(createBot('beginner'), DUEL_BOT_LIMITS);

function reservationOf(h: Hands, seat: Seat): DealState {
  const r = newDeal({ rules: DDV_RULES, dealer: ((seat + 3) % 4) as Seat, hands: h, variant: DUEL });
  if (!r.ok) throw new Error('deal');
  return r.value;
}

describe("the duel's computer players never announce and never play a solo", () => {
  it('with both ♣Q the only answer is Vorbehalt, then the marriage (a silent solo is impossible)', () => {
    const h = hands({ 1: 'CQ CQ H10 H10 SQ SQ HQ HQ DQ DQ CJ CJ' });
    const s = reservationOf(h, 1);
    const legal = legalActionsFor(s, 1);
    expect(legal).toContainEqual({ type: 'reserve', seat: 1, reservation: false });
    expect(allowedActions(viewFor(s, 1), legal, DUEL_BOT_LIMITS)).toEqual([{ type: 'reserve', seat: 1, reservation: true }]);
    const d = restricted.decide!(viewFor(s, 1), legal, createRng(1));
    expect(d).toEqual({ action: { type: 'reserve', seat: 1, reservation: true }, reason: { rule: 'reserveMarriage' } });
    let t = apply(s, d.action!);
    for (const seat of [2, 3, 0] as Seat[]) if (t.ok) t = apply(t.value, { type: 'reserve', seat, reservation: false });
    if (!t.ok) throw new Error('reservation round');
    const decl = restricted.decide!(viewFor(t.value, 1), legalActionsFor(t.value, 1), createRng(1));
    expect(decl.action).toEqual({ type: 'declare', seat: 1, declaration: { kind: 'marriage' } });
  });

  it('a solo hand without another reservation says gesund', () => {
    // Eleven trumps and the ♣A: the beginner alone would reserve for a solo.
    const h = hands({ 3: 'CQ H10 H10 SQ SQ HQ HQ DQ DQ CJ CJ CA' });
    const s = reservationOf(h, 3);
    expect(createBot('beginner').decide!(viewFor(s, 3), legalActionsFor(s, 3), createRng(1)).action).toEqual({ type: 'reserve', seat: 3, reservation: true });
    expect(restricted.decide!(viewFor(s, 3), legalActionsFor(s, 3), createRng(1)).action).toEqual({ type: 'reserve', seat: 3, reservation: false });
  });

  it('announcements are never among its choices, and passing is its answer when only calls are offered', () => {
    const h = hands({ 1: 'CQ H10 H10 SQ SQ HQ HQ DQ DQ CJ CJ SJ' });
    let s = reservationOf(h, 1); // West leads: the beginner calls at its own turn
    for (const seat of [1, 2, 3, 0] as Seat[]) {
      const r = apply(s, { type: 'reserve', seat, reservation: false });
      if (!r.ok) throw new Error('reserve');
      s = r.value;
    }
    const calls = legalActionsFor(s, 1).filter((a) => a.type === 'announce');
    expect(calls.length).toBeGreaterThan(0);
    expect(createBot('beginner').decide!(viewFor(s, 1), calls, createRng(1)).action).not.toBeNull(); // a strong hand would say Re
    expect(restricted.decide!(viewFor(s, 1), calls, createRng(1))).toEqual({ action: null, reason: { rule: 'pass' } });
  });

  it('over many duel deals the computers (West, East) never announce or declare a solo, at either level', () => {
    const players: Player[] = [
      createBot('beginner'),
      restricted,
      createBot('beginner'),
      restrictBot(createBot('strong', { budget: 600, finalBudget: 600, reservationSamples: 8 }), DUEL_BOT_LIMITS),
    ];
    const outcomes = { finished: 0, abandoned: 0, redeal: 0 } as Record<string, number>;
    let marriages = 0;
    for (let seed = 0; seed < DEALS; seed++) {
      const rng = createRng(seed);
      const start = newDeal({ rules: DDV_RULES, dealer: (seed % 4) as Seat, hands: dealDuel(rng, DDV_RULES, DUEL), variant: DUEL });
      if (!start.ok) throw new Error('deal');
      let s = start.value;
      const taken: Action[] = [];
      const take = (a: Action) => {
        const r = apply(s, a);
        if (!r.ok) throw new Error(`${JSON.stringify(a)}: ${JSON.stringify(r.error)}`);
        taken.push(a);
        s = r.value;
      };
      while (s.phase !== 'finished' && s.phase !== 'abandoned' && s.phase !== 'redeal') {
        if (s.phase === 'playing') {
          for (const seat of [0, 1, 2, 3] as Seat[]) {
            const calls = legalActionsFor(s, seat).filter((a) => a.type === 'announce');
            const d = calls.length > 0 ? players[seat].decide!(viewFor(s, seat), calls, rng) : null;
            if (d?.action) take(d.action);
          }
        }
        const legal = legalActionsFor(s, s.toMove).filter((a) => a.type !== 'announce' && a.type !== 'throwIn' && a.type !== 'halfChicken');
        take(players[s.toMove].decide!(viewFor(s, s.toMove), legal, rng).action!);
      }
      outcomes[s.phase]++;
      if (s.contract?.kind === 'marriage') marriages++;
      const byComputer = taken.filter((a) => a.seat === 1 || a.seat === 3);
      expect(byComputer.filter((a) => a.type === 'announce')).toEqual([]);
      expect(byComputer.filter((a) => a.type === 'declare' && a.declaration.kind === 'solo')).toEqual([]);
      expect(byComputer.filter((a) => a.type === 'reserve' && !a.reservation && s.dealt[a.seat].filter((c: CardId) => c === 'CQ').length === 2)).toEqual([]);
    }
    expect(outcomes.finished + outcomes.abandoned + outcomes.redeal).toBe(DEALS);
    expect(marriages).toBeGreaterThan(0);
  }, 60_000);
});
