/**
 * Every guided first deal, played through the table machine by a newcomer who always plays
 * the coach's suggestion: a normal game in which he follows suit, trumps and sees his
 * partner take tricks, with a coach's note before each of his cards.
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { FIRST_DEALS } from '../../src/content/firstDeals/index.ts';
import { currentOrder, newDeal } from '../../src/engine/deal.ts';
import { dealHands } from '../../src/engine/rng.ts';
import { DDV_RULES } from '../../src/engine/rules.ts';
import { learnerStep, practiceTableMachine } from '../../src/machines/practiceDeal.ts';

describe('first deals (guided)', () => {
  for (const fd of FIRST_DEALS) {
    it(`deal ${fd.seed}: a normal game where the newcomer follows suit, trumps and sees his partner win tricks`, () => {
      const r = newDeal({ rules: DDV_RULES, dealer: fd.dealer, hands: dealHands(fd.seed, DDV_RULES) });
      expect(r.ok).toBe(true);
      if (!r.ok) return;
      const actor = createActor(practiceTableMachine, { input: { delay: 0, pause: 0, coach: true } }).start();
      actor.send({ type: 'LOAD', state: r.value, seed: fd.seed, delay: 0, pause: 0, coach: true });
      let restricted = 0;
      let trumped = 0;
      let cards = 0;
      for (let i = 0; i < 100 && actor.getSnapshot().value === 'learnerTurn'; i++) {
        const c = actor.getSnapshot().context;
        const s = c.state!;
        const note = c.note!;
        expect(note).not.toBeNull();
        expect(note.hint?.action).not.toBeNull();
        if (s.phase === 'playing') {
          cards++;
          expect(note.rule).not.toBeNull();
          const card = note.hint!.action!.type === 'play' ? note.hint!.action!.card : null;
          expect(note.rule!.cards).toContain(card);
          if (note.rule!.code === 'follow' && note.rule!.cards.length < new Set(s.hands[0]).size) restricted++;
          if (note.rule!.code === 'cannotFollow' && card && currentOrder(s)!.suit[card] === 'T') trumped++;
        } else {
          // The coach says gesund: a plain normal game.
          expect(note.hint!.action).toMatchObject({ type: 'reserve', reservation: false });
          expect(learnerStep(c)?.kind).toBe('turn');
        }
        actor.send({ type: 'ACT', action: note.hint!.action! });
        expect(actor.getSnapshot().context.error).toBeNull();
      }
      const s = actor.getSnapshot().context.state!;
      expect(s.phase).toBe('finished');
      expect(s.contract).toEqual({ kind: 'normal' });
      expect(s.solo).toBe(false);
      expect(s.tricks[0].leader).toBe(1);
      expect(cards).toBe(12);
      expect(restricted).toBeGreaterThanOrEqual(2);
      expect(trumped).toBeGreaterThanOrEqual(1);
      const party = s.parties!.re.includes(0) ? s.parties!.re : s.parties!.kontra;
      const partner = party.find((x) => x !== 0)!;
      expect(s.tricks.filter((t) => t.winner === partner).length).toBeGreaterThanOrEqual(2);
    });
  }
});
