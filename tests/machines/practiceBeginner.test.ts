/**
 * The practice table for beginners: a table of normal games only (the computer players never
 * reserve, the coach never suggests a reservation), and what the learner's other card than the
 * coach's changed in its trick.
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { holderOfPair } from '../../src/engine/contract.ts';
import { newDeal, type DealState } from '../../src/engine/deal.ts';
import { dealNormalGames } from '../../src/engine/normalGames.ts';
import type { Seat } from '../../src/engine/parties.ts';
import { createRng } from '../../src/engine/rng.ts';
import { DDV_RULES } from '../../src/engine/rules.ts';
import { hands } from '../engine/helpers.ts';

/** Card points by rank (a test's own table, to check the machine's sum). */
const POINTS_OF: Record<string, number> = { A: 11, '10': 10, K: 4, Q: 3, J: 2, '9': 0 };
import { learnerPlays, learnerStep, practiceTableMachine, type TableContext } from '../../src/machines/practiceDeal.ts';

function start(state: DealState, opts: { normalOnly?: boolean; coach?: boolean; pause?: number } = {}) {
  const actor = createActor(practiceTableMachine, { input: { delay: 0, pause: 0 } }).start();
  actor.send({ type: 'LOAD', state, seed: 7, delay: 0, pause: opts.pause ?? 0, coach: opts.coach ?? false, normalOnly: opts.normalOnly ?? false });
  return actor;
}
const ctx = (actor: ReturnType<typeof start>): TableContext => actor.getSnapshot().context;

function dealt(h: ReturnType<typeof hands>, dealer: Seat = 3): DealState {
  const r = newDeal({ rules: DDV_RULES, dealer, hands: h });
  if (!r.ok) throw new Error('deal');
  return r.value;
}

describe('a table of normal games only', () => {
  it('its computer players say gesund with a solo hand, and the coach suggests gesund for one', () => {
    // West (speaking first after dealer South) and South hold solo hands; North and East plain ones.
    const h = hands({ 1: 'CQ H10 H10 SQ SQ HQ HQ DQ DQ CJ CJ CA', 0: 'CQ SJ SJ HJ HJ DJ DJ DA DA D10 D10 DK' });
    const free = start(dealt(h, 0), { coach: true });
    expect(ctx(free).state!.reservations[1]).toBe(true); // West reserves for his solo
    const safe = start(dealt(h, 0), { coach: true, normalOnly: true });
    expect(ctx(safe).state!.reservations[1]).toBe(false);
    expect(learnerStep(ctx(safe))?.kind).toBe('turn');
    // Without the setting the coach would suggest a solo for South's hand; here gesund, and it says so.
    expect(ctx(free).note!.hint!.action).toEqual({ type: 'reserve', seat: 0, reservation: true });
    expect(ctx(safe).note!.hint).toMatchObject({ action: { type: 'reserve', seat: 0, reservation: false }, reason: { rule: 'healthy' } });
    // The learner may still reserve himself: the table refuses nothing the rules allow.
    safe.send({ type: 'ACT', action: { type: 'reserve', seat: 0, reservation: true } });
    expect(ctx(safe).error).toBeNull();
  });

  it('plays only normal games over many deals dealt for it', () => {
    for (let seed = 0; seed < 8; seed++) {
      const h = dealNormalGames(createRng(seed), DDV_RULES);
      expect(holderOfPair(h, 'CQ')).toBeNull();
      const actor = start(dealt(h, (seed % 4) as Seat), { normalOnly: true });
      for (let i = 0; i < 200 && actor.getSnapshot().value !== 'over'; i++) {
        if (actor.getSnapshot().value === 'trickShown') {
          actor.send({ type: 'DISMISS' });
          continue;
        }
        const step = learnerStep(ctx(actor))!;
        if (step.kind === 'preRound') actor.send({ type: 'PASS' });
        else if (step.kind === 'forcedCall') actor.send({ type: 'ACT', action: step.action });
        else
          actor.send({
            type: 'ACT',
            action: step.legal.find((a) => a.type === 'reserve' && !a.reservation) ?? step.legal.find((a) => a.type === 'play') ?? step.legal[0],
          });
      }
      const s = ctx(actor).state!;
      if (s.phase === 'redeal') continue;
      expect(s.phase).toBe('finished');
      expect(s.contract).toEqual({ kind: 'normal' });
      expect(s.solo).toBe(false);
    }
  });
});

describe('what the learner’s other card changed', () => {
  it('after a card that is not the coach’s: the trick as it went, and as it would have gone with the coach’s card', () => {
    let checked = 0;
    let compared = 0;
    for (let seed = 0; seed < 40 && checked < 3; seed++) {
      const actor = start(dealt(dealNormalGames(createRng(seed), DDV_RULES)), { coach: true, normalOnly: true, pause: -1 });
      actor.send({ type: 'ACT', action: { type: 'reserve', seat: 0, reservation: false } });
      if (actor.getSnapshot().value !== 'learnerTurn') continue;
      const c = ctx(actor);
      const suggested = c.note!.hint!.action;
      const other = learnerPlays(c).find((x) => suggested?.type === 'play' && x !== suggested.card);
      if (!other || suggested?.type !== 'play') continue;
      const trick = c.state!.tricks.length + 1;
      actor.send({ type: 'ACT', action: { type: 'play', seat: 0, card: other } });
      const d = ctx(actor).deviation!;
      expect(d).toMatchObject({ trick, played: other, suggested: suggested.card });
      // The same deal at a second table where the learner plays the coach's card: the trick goes as `instead` says
      // (the beginners answer the same way; a call in between could change their cards, so such deals are left out).
      const twin = start(dealt(dealNormalGames(createRng(seed), DDV_RULES)), { coach: true, normalOnly: true, pause: -1 });
      twin.send({ type: 'ACT', action: { type: 'reserve', seat: 0, reservation: false } });
      twin.send({ type: 'ACT', action: suggested });
      const t = ctx(twin).state!;
      if (t.announcements.length === 0) {
        const played = t.tricks[trick - 1];
        expect(d.instead).toEqual({ winner: played.winner, points: played.cards.reduce((n, k) => n + POINTS_OF[k.slice(1)], 0) });
        compared++;
      }
      // The real deal went on untouched: the learner's card is in the trick, not the coach's.
      const s = ctx(actor).state!;
      const inTrick = s.tricks.length >= trick ? s.tricks[trick - 1].cards : s.current!.cards;
      expect(inTrick).toContain(other);
      checked++;
    }
    expect(checked).toBe(3);
    expect(compared).toBeGreaterThan(0);
  });

  it('nothing when the learner plays the coach’s card, or when the coach is off', () => {
    const h = dealNormalGames(createRng(3), DDV_RULES);
    const coached = start(dealt(h), { coach: true });
    coached.send({ type: 'ACT', action: { type: 'reserve', seat: 0, reservation: false } });
    const card = ctx(coached).note!.hint!.action!;
    coached.send({ type: 'ACT', action: card });
    expect(ctx(coached).deviation).toBeNull();
    const quiet = start(dealt(h));
    quiet.send({ type: 'ACT', action: { type: 'reserve', seat: 0, reservation: false } });
    quiet.send({ type: 'ACT', action: { type: 'play', seat: 0, card: learnerPlays(ctx(quiet))[0] } });
    expect(ctx(quiet).deviation).toBeNull();
  });
});
