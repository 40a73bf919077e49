import { describe, expect, it } from 'vitest';
import { allowedActions, createBot, NORMAL_GAMES_BOT_LIMITS, restrictBot } from '../../src/engine/bots/index.ts';
import { playDeal } from '../../src/engine/dealDriver.ts';
import { deck } from '../../src/engine/cards.ts';
import { healthyContract, holderOfPair } from '../../src/engine/contract.ts';
import { newDeal, type Hands } from '../../src/engine/deal.ts';
import { playableCards } from '../../src/engine/legal.ts';
import { dealNormalGames, normalGameDeal } from '../../src/engine/normalGames.ts';
import type { Seat } from '../../src/engine/parties.ts';
import { createRng, dealHands } from '../../src/engine/rng.ts';
import { DDV_RULES } from '../../src/engine/rules.ts';
import { hasCompulsorySolos } from '../../src/engine/session.ts';
import { knownSilentSoloist, legalActionsFor, viewFor } from '../../src/engine/view.ts';
import { act, hands, playCards, R, start } from './helpers.ts';

describe('dealing for a table of normal games only', () => {
  it('never gives one hand both ♣Q, uses the whole deck, and the same seed gives the same deal', () => {
    const sorted = deck(DDV_RULES).slice().sort();
    for (let seed = 0; seed < 400; seed++) {
      const h = dealNormalGames(createRng(seed), DDV_RULES);
      expect(holderOfPair(h, 'CQ')).toBeNull();
      expect(h.flat().sort()).toEqual(sorted);
      expect(dealNormalGames(createRng(seed), DDV_RULES)).toEqual(h);
    }
  });

  it('keeps the ordinary deal of a seed when it has no ♣Q pair, and deals again only when it has', () => {
    let redealt = 0;
    const n = 2000;
    for (let seed = 0; seed < n; seed++) {
      const plain = dealHands(seed, DDV_RULES);
      const dealt = dealNormalGames(createRng(seed), DDV_RULES);
      if (normalGameDeal(plain)) expect(dealt).toEqual(plain);
      else {
        redealt++;
        expect(dealt).not.toEqual(plain);
      }
    }
    // 11 of 47: the share of deals in which the second ♣Q lies in the first one's hand (0.234).
    expect(redealt / n).toBeGreaterThan(0.2);
    expect(redealt / n).toBeLessThan(0.27);
  });

  it('is fair: each seat holds a ♣Q in about two deals of three, as in any normal game', () => {
    const holds = [0, 0, 0, 0];
    const n = 3000;
    for (let seed = 0; seed < n; seed++) {
      const h = dealNormalGames(createRng(seed), DDV_RULES);
      h.forEach((hand, s) => hand.includes('CQ') && holds[s]++);
    }
    // Two ♣Q in two different hands: each seat holds one with probability 1/2.
    for (const x of holds) expect(Math.abs(x / n - 0.5)).toBeLessThan(0.04);
  });

  it('works without nines too', () => {
    const rules = { ...DDV_RULES, withoutNines: true };
    for (let seed = 0; seed < 50; seed++) {
      const h = dealNormalGames(createRng(seed), rules);
      expect(h.every((x) => x.length === 10)).toBe(true);
      expect(holderOfPair(h, 'CQ')).toBeNull();
    }
  });
});

describe('what "gesund" means for a hand (the engine says, the table asks)', () => {
  it('is a normal game, or a silent solo with both ♣Q', () => {
    const h = hands({ 0: 'CQ CQ H10 H10 SQ SQ HQ HQ DQ DQ CJ CJ' });
    expect(healthyContract(h[0])).toBe('silentSolo');
    expect(healthyContract(h[1])).toBe('normal');
    // The deal agrees: everyone says gesund, and South plays alone.
    const s = act(start(h, { dealer: 3 }), ...([0, 1, 2, 3] as Seat[]).map((seat) => ({ type: 'reserve' as const, seat, reservation: false })));
    expect(s.contract).toEqual({ kind: 'normal' });
    expect(s.solo).toBe(true);
    expect(s.parties?.re).toEqual([0]);
  });

  it('the silent soloist is known to himself at once, and to the others once he has played both ♣Q', () => {
    const h = hands({ 0: 'CQ CQ H10 H10 SQ SQ HQ HQ DQ DQ CJ CJ' });
    let s = act(start(h, { dealer: 3 }), ...([0, 1, 2, 3] as Seat[]).map((seat) => ({ type: 'reserve' as const, seat, reservation: false })));
    expect(knownSilentSoloist(s, 0)).toBe(0);
    expect(knownSilentSoloist(s, 1)).toBeNull();
    // South leads both ♣Q in the first two tricks (the others follow with their first trump).
    s = playCards(s, 'CQ');
    for (let i = 0; i < 3; i++) s = act(s, { type: 'play', seat: s.toMove, card: playableCards(s)[0] });
    expect(knownSilentSoloist(s, 1)).toBeNull();
    expect(s.tricks[0].winner).toBe(0);
    s = playCards(s, 'CQ');
    expect(knownSilentSoloist(s, 1)).toBe(0);
    expect(knownSilentSoloist(s, null)).toBe(0);
  });
});

describe('the computer players of a table of normal games only', () => {
  const restricted = (level: 'beginner' | 'strong') =>
    restrictBot(createBot(level, { budget: 200, finalBudget: 200, minSamples: 2, maxSamples: 8, reservationSamples: 4 }), NORMAL_GAMES_BOT_LIMITS);

  it('say gesund with a solo hand and with a poverty hand, and still announce', () => {
    const solo = hands({ 1: 'CQ H10 H10 SQ SQ HQ HQ DQ DQ CJ CJ CA' });
    let s = start(solo, { dealer: 0 });
    expect(createBot('beginner').decide!(viewFor(s, 1), legalActionsFor(s, 1), createRng(1)).action).toEqual({ type: 'reserve', seat: 1, reservation: true });
    expect(allowedActions(viewFor(s, 1), legalActionsFor(s, 1), NORMAL_GAMES_BOT_LIMITS)).toEqual([{ type: 'reserve', seat: 1, reservation: false }]);
    for (const level of ['beginner', 'strong'] as const) {
      expect(restricted(level).decide!(viewFor(s, 1), legalActionsFor(s, 1), createRng(1)).action).toEqual({ type: 'reserve', seat: 1, reservation: false });
    }
    const poor = hands({ 1: 'CA CA CK CK C9 C9 SA SA SK SK DJ H9' });
    s = start(poor, { dealer: 0, rules: R({ poverty: true }) });
    expect(createBot('beginner').decide!(viewFor(s, 1), legalActionsFor(s, 1), createRng(1)).action).toEqual({ type: 'reserve', seat: 1, reservation: true });
    expect(restricted('beginner').decide!(viewFor(s, 1), legalActionsFor(s, 1), createRng(1)).action).toEqual({ type: 'reserve', seat: 1, reservation: false });
    // Announcements stay theirs: the strong hand says Re at its first card.
    s = act(start(solo, { dealer: 0 }), ...([1, 2, 3, 0] as Seat[]).map((seat) => ({ type: 'reserve' as const, seat, reservation: false })));
    const calls = legalActionsFor(s, 1).filter((a) => a.type === 'announce');
    expect(allowedActions(viewFor(s, 1), calls, NORMAL_GAMES_BOT_LIMITS)).toEqual(calls);
  });

  it('play only normal games, deal after deal, at both levels', () => {
    for (let seed = 0; seed < 16; seed++) {
      const level = seed % 4 === 0 ? 'strong' : 'beginner';
      const h: Hands = dealNormalGames(createRng(seed), DDV_RULES);
      const r = newDeal({ rules: DDV_RULES, dealer: (seed % 4) as Seat, hands: h });
      if (!r.ok) throw new Error('deal');
      const { state } = playDeal(
        r.value,
        [0, 1, 2, 3].map(() => restricted(level)),
        createRng(seed),
      );
      if (state.phase === 'redeal') continue; // thrown in before the reservations (a house rule; not on in DDV)
      expect(state.contract).toEqual({ kind: 'normal' });
      expect(state.solo).toBe(false);
      expect(state.reservations.every((x) => x === false)).toBe(true);
    }
  });
});

describe('sessions', () => {
  it('only a tournament round has compulsory solos', () => {
    expect(hasCompulsorySolos('tournament24')).toBe(true);
    expect(hasCompulsorySolos('open')).toBe(false);
    expect(hasCompulsorySolos('oneRound')).toBe(false);
  });
});
