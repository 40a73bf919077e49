/**
 * Computer players: concrete rules of thumb (docs/tactics.md), reservations, poverty, marriage,
 * solos, announcements, the deal driver, hints and their English words.
 */
import { describe, expect, it } from 'vitest';
import type { CardId } from '../../../src/engine/cards.ts';
import { newDeal, type Action, type DealState, type Hands } from '../../../src/engine/deal.ts';
import { dealResult } from '../../../src/engine/outcome.ts';
import type { Seat } from '../../../src/engine/parties.ts';
import { createRng, dealHands } from '../../../src/engine/rng.ts';
import { DDV_RULES, type RuleSet } from '../../../src/engine/rules.ts';
import { SimRng } from '../../../src/engine/sim/index.ts';
import { legalActionsFor, viewFor } from '../../../src/engine/view.ts';
import { cardOrder } from '../../../src/engine/order.ts';
import { CARD_RULE_TEXT, explainReason } from '#words/bots';
import {
  beginnerDecision,
  CARD_RULES,
  createBeginner,
  createBot,
  createStrong,
  HiddenSampler,
  hint,
  normalStrength,
  rankSolos,
  type Decision,
  type Player,
  type Reason,
} from '../../../src/engine/bots/index.ts';
import { playDeal } from '../../../src/engine/dealDriver.ts';
import { act, hands, playCards, R, start } from '../helpers.ts';

const FAST = { maxSamples: 6, minSamples: 3, budget: 400, reservationSamples: 8 } as const;
const strongFast = () => createStrong(FAST);

/** Hands fixed card by card (see the comments in the tests). */
const TABLE: Hands = [
  'CA CK CJ C9 SA SK S9 HA HK HJ D10 DQ',
  'C10 C9 SQ SJ S10 S9 HJ H9 DK DQ DJ D9',
  'CA CQ CJ SA SK SJ HA H10 HQ H9 DK D9',
  'C10 CK CQ S10 SQ H10 HK HQ DA DA D10 DJ',
].map((h) => h.split(' ') as CardId[]) as unknown as Hands;

const decide = (s: DealState, seat: Seat, level: 'beginner' | 'strong' = 'beginner'): Decision => {
  const view = viewFor(s, seat);
  const legal = legalActionsFor(s, seat);
  return level === 'beginner' ? beginnerDecision(view, legal) : strongFast().decide!(view, legal, createRng(3));
};

describe('card play (beginner rules of thumb)', () => {
  it('leads a single black ace at trick 1, the shortest suit first', () => {
    const h = hands({ 0: 'CA C9 C9 SA S9 HA H9 DQ DJ DK HJ SJ' });
    const s = start(h, { dealer: 3, contract: { kind: 'normal' } });
    const d = decide(s, 0);
    expect(d.action).toEqual({ type: 'play', seat: 0, card: 'SA' });
    expect(d.reason).toEqual({ rule: 'leadSingleBlackAce', card: 'SA' });
  });

  it('leads a single heart ace when it has no single black ace', () => {
    const h = hands({ 0: 'CK C9 C9 SK S9 HA H9 DQ DJ DK HJ SJ' });
    const d = decide(start(h, { dealer: 3, contract: { kind: 'normal' } }), 0);
    expect(d.reason).toEqual({ rule: 'leadSingleHeartAce', card: 'HA' });
  });

  it('trumps with at least a jack when a later player could over-trump', () => {
    // Trick 1: ♥A ♥9 ♥9 ♥K; seat 0 leads the second round of hearts, seat 1 is void.
    let s = start(TABLE, { dealer: 3, contract: { kind: 'normal' } });
    s = playCards(s, 'HA H9 H9 HK HK');
    const d = decide(s, 1);
    expect(d.reason).toEqual({ rule: 'trumpWithJack', card: 'DJ' });
  });

  it('ruffs cheaply when nobody after it is expected to over-trump', () => {
    // First round of clubs, seven clubs still out: the beginner expects the others to follow.
    const h = hands({ 0: 'CA C9 C9 CQ SA S10 HA H10 DA D10 DQ HQ', 1: 'D9 DK DJ SJ S9 S9 SK H9 H9 HK HJ SA' });
    const s = playCards(start(h, { dealer: 3, contract: { kind: 'normal' } }), 'CA');
    expect(decide(s, 1).reason).toEqual({ rule: 'ruff', card: 'D9' });
  });

  it('smears a ten on its partner sure trick, but not on an unknown player’s trick', () => {
    // Seats 2 and 3 hold the ♣Q (Re). Seat 0 leads ♣9, seat 1 ♣9, seat 2 takes with ♣A.
    let s = start(TABLE, { dealer: 3, contract: { kind: 'normal' } });
    s = act(s, { type: 'announce', seat: 2, call: 're' });
    s = playCards(s, 'C9 C9 CA');
    expect(decide(s, 3).reason).toEqual({ rule: 'smearOnPartner', card: 'C10' });
    let u = start(TABLE, { dealer: 3, contract: { kind: 'normal' } });
    u = playCards(u, 'C9 C9 CA');
    expect(decide(u, 3).reason).toEqual({ rule: 'followLow', card: 'CK' });
  });

  it('wins cheaply as the last player', () => {
    // ♦Q ♦9 ♦9: seat 3 can win with ♥10, ♣Q, ♠Q or ♥Q and takes the cheapest.
    const s = playCards(start(TABLE, { dealer: 3, contract: { kind: 'normal' } }), 'DQ D9 D9');
    expect(decide(s, 3).reason).toEqual({ rule: 'winCheaply', card: 'HQ' });
  });
});

describe('reservations', () => {
  const reservationStart = (h: Hands, rules: RuleSet = DDV_RULES) => start(h, { dealer: 3, rules });

  it('declares a marriage with both club queens', () => {
    const h = hands({ 0: 'CQ CQ C9 C9 CK S9 S9 SK H9 H9 HK DK' });
    for (const level of ['beginner', 'strong'] as const) {
      let s = reservationStart(h);
      const r = decide(s, 0, level);
      expect(r.action).toEqual({ type: 'reserve', seat: 0, reservation: true });
      expect(r.reason.rule).toBe('reserveMarriage');
      s = act(
        s,
        r.action!,
        { type: 'reserve', seat: 1, reservation: false },
        { type: 'reserve', seat: 2, reservation: false },
        { type: 'reserve', seat: 3, reservation: false },
      );
      const d = decide(s, 0, level);
      expect(d.action).toEqual({ type: 'declare', seat: 0, declaration: { kind: 'marriage' } });
    }
  });

  it('plays a solo with a hand that cannot lose, and says gesund with an ordinary one', () => {
    const monster = hands({ 0: 'CJ CJ SJ SJ HJ HJ CA CA SA SA HA HA' });
    expect(rankSolos(monster[0], DDV_RULES, true)[0]).toEqual({ solo: 'jacks', losers: 0 });
    for (const level of ['beginner', 'strong'] as const) {
      const players = [createBot(level, FAST), createBeginner(), createBeginner(), createBeginner()];
      const { state } = playDeal(reservationStart(monster), players, createRng(1));
      expect(state.contract).toEqual({ kind: 'solo', declarer: 0, solo: 'jacks', compulsory: false });
      expect(dealResult(state).scores[0]).toBeGreaterThan(0);
    }
    const plain = hands({ 0: 'CK C9 C9 SK S9 HA H9 DQ DJ DK HJ SJ' });
    expect(decide(reservationStart(plain), 0, 'beginner').reason.rule).toBe('healthy');
    expect(decide(reservationStart(plain), 0, 'strong').action).toEqual({ type: 'reserve', seat: 0, reservation: false });
  });

  it('declares a Pflichtsolo only when the seat owes one', () => {
    const monster = hands({ 0: 'CJ CJ SJ SJ HJ HJ CA CA SA SA HA HA' });
    const players = [createBeginner(), createBeginner(), createBeginner(), createBeginner()];
    const { state } = playDeal(reservationStart(monster), players, createRng(1), { owesCompulsory: [true, false, false, false] });
    expect(state.contract).toEqual({ kind: 'solo', declarer: 0, solo: 'jacks', compulsory: true });
  });

  it('a forced (vorgeführt) soloist names its best solo even with an ordinary hand', () => {
    const plain = hands({ 2: 'CK C9 C9 SK S9 HA H9 DQ DJ DK HJ SJ' });
    for (const level of ['beginner', 'strong'] as const) {
      const players = [createBeginner(), createBeginner(), createBot(level, FAST), createBeginner()];
      const { state } = playDeal(reservationStart(plain), players, createRng(2), { forcedSoloist: 2 });
      expect(state.contract?.kind === 'solo' && state.contract.declarer === 2 && state.contract.compulsory).toBe(true);
      expect(state.phase).toBe('finished');
    }
  });

  describe('poverty', () => {
    const rules = R({ poverty: true });
    const poor = 'CA CA CK CK C9 C9 SA SA SK HA HK DJ';
    const toOffer = (seat1: string) => {
      let s = reservationStart(hands({ 0: poor, 1: seat1 }, rules), rules);
      const r = decide(s, 0);
      expect(r.reason).toEqual({ rule: 'reservePoverty', trumps: 1 });
      s = act(
        s,
        r.action!,
        { type: 'reserve', seat: 1, reservation: false },
        { type: 'reserve', seat: 2, reservation: false },
        { type: 'reserve', seat: 3, reservation: false },
      );
      s = act(s, decide(s, 0).action!);
      const give = decide(s, 0);
      expect(give.action?.type).toBe('exchange');
      expect(give.action?.type === 'exchange' && give.action.cards).toContain('DJ');
      return act(s, give.action!);
    };

    it('takes it with many trumps', () => {
      const s = toOffer('H10 CQ SQ SQ HQ DQ CJ SJ DA D10 DK S10');
      for (const level of ['beginner', 'strong'] as const) {
        const d = decide(s, 1, level);
        expect(d.action).toEqual({ type: 'answerPoverty', seat: 1, accept: true });
        expect(d.reason).toEqual({ rule: 'acceptPoverty', trumps: 11 });
      }
      const taken = act(s, decide(s, 1).action!);
      const back = decide(taken, 1);
      expect(back.reason.rule).toBe('returnPoverty');
      const after = act(taken, back.action!);
      expect(after.phase).toBe('playing');
      // The acceptor keeps his trumps: he returns side cards only.
      const order = cardOrder('normal', rules);
      expect(after.contract?.kind === 'poverty' && after.contract.returned.every((c) => order.suit[c] !== 'T')).toBe(true);
    });

    it('declines it with few trumps', () => {
      const s = toOffer('S10 S10 S9 S9 H9 H9 HK C10 C10 CQ D9 DK');
      for (const level of ['beginner', 'strong'] as const) {
        expect(decide(s, 1, level).action).toEqual({ type: 'answerPoverty', seat: 1, accept: false });
      }
    });
  });
});

describe('announcements', () => {
  it('the beginner says Re with a clearly strong hand at its first card, and nothing with a weak one', () => {
    const strongHand = hands({ 0: 'H10 H10 CQ SQ SQ HQ HQ DQ CJ CA SA HA' });
    expect(normalStrength(strongHand[0], DDV_RULES).score).toBeGreaterThanOrEqual(17);
    const s = start(strongHand, { dealer: 3, contract: { kind: 'normal' } });
    const d = decide(s, 0);
    expect(d.action).toEqual({ type: 'announce', seat: 0, call: 're' });
    expect(d.reason.rule).toBe('announceStrongHand');
    const weak = start(hands({ 0: 'CQ C9 C9 SK S9 HK H9 DK DJ D9 HJ SJ' }), { dealer: 3, contract: { kind: 'normal' } });
    expect(decide(weak, 0).action?.type).toBe('play');
  });

  it('the strong player says Re when nearly every sampled deal is won', () => {
    const s = start(hands({ 0: 'H10 H10 CQ SQ SQ HQ HQ DQ CJ CA SA HA' }), { dealer: 3, contract: { kind: 'normal' } });
    const d = decide(s, 0, 'strong');
    expect(d.action).toEqual({ type: 'announce', seat: 0, call: 're' });
    expect(d.reason.rule).toBe('announceWinChance');
  });

  it('out of turn, bots pass', () => {
    const s = start(TABLE, { dealer: 3, contract: { kind: 'normal' } });
    const calls = legalActionsFor(s, 2).filter((a) => a.type === 'announce');
    expect(calls.length).toBeGreaterThan(0);
    expect(beginnerDecision(viewFor(s, 2), calls).action).toBeNull();
    expect(strongFast().act(viewFor(s, 2), calls, createRng(1))).toBeNull();
  });

  it('forced announcements (Pflichtansage) are made by the bots themselves', () => {
    const rules = R({ forcedAnnouncement: true });
    let forced = 0;
    for (let seed = 0; seed < 30; seed++) {
      const players: Player[] = [createBeginner(), strongFast(), createBeginner(), createBeginner()];
      const st = unwrap(newDeal({ rules, dealer: (seed % 4) as Seat, hands: dealHands(seed, rules), contract: { kind: 'normal' } }));
      const { state, log } = playDeal(st, players, createRng(seed), { log: true });
      expect(state.phase).toBe('finished');
      expect(log.some((e) => e.byTable)).toBe(false);
      forced += log.filter((e) => e.reason.rule === 'announceForced').length;
    }
    expect(forced).toBeGreaterThan(0);
  }, 60_000);
});

describe('the strong player', () => {
  it('samples hidden cards consistently with hand sizes and shown voids', () => {
    let s = start(TABLE, { dealer: 3, contract: { kind: 'normal' } });
    s = playCards(s, 'HA H9 H9 HK HK DJ'); // seat 1 ruffs hearts: void in hearts
    const view = viewFor(s, 2);
    const sampler = new HiddenSampler().prepare(view);
    const rng = new SimRng(5);
    const out = new Uint8Array(48);
    for (let i = 0; i < 50; i++) {
      expect(sampler.sample(rng, out)).toBe(0);
      // Seat 1 (void in hearts) received no plain heart; the ♥10 is a trump.
      const seat1 = Array.from(out.subarray(12, 24));
      expect(seat1.filter((k) => k === 12 || k === 14 || k === 17).length).toBe(1); // only the ♥9 it played
      // Seat 2's own hand and plays are kept.
      expect(Array.from(out.subarray(24, 36)).sort()).toEqual([...s.dealt[2]].map((c) => cardKind(c)).sort());
    }
  });

  it('gives its reason as sampled means with the rule of thumb', () => {
    const s = playCards(start(TABLE, { dealer: 3, contract: { kind: 'normal' } }), 'HA H9 H9 HK HK');
    const plays = legalActionsFor(s, 1).filter((a) => a.type === 'play');
    const d = strongFast().decide!(viewFor(s, 1), plays, createRng(3));
    expect(d.reason.rule).toBe('sampled');
    if (d.reason.rule === 'sampled') {
      expect(d.reason.heuristic).toBe('trumpWithJack');
      expect(d.reason.samples).toBeGreaterThan(0);
    }
  });
});

describe('information', () => {
  it('does not use what the view lets slip about a silent solo', () => {
    // World A: seat 0 holds both ♣Q (a silent solo); world B: seats 0 and 3 hold one each.
    // After "Kontra" (seat 1) and "keine 90" (seat 2) the engine's view shows seats 0 and 3
    // as Re only in world B. The bots must decide alike in both worlds.
    const H = (xs: string[]) => xs.map((h) => h.split(' ') as CardId[]) as unknown as Hands;
    const worlds = [
      H([
        'CQ CQ C9 SK S9 HA H9 DQ DJ DK HJ SJ',
        'CA C9 SA S9 HK H9 DK DJ D9 CJ SQ HQ',
        'CA C10 SA S10 HK HA D10 DA D9 CJ SQ HQ',
        'C10 CK CK S10 SK H10 H10 DA D10 DQ HJ SJ',
      ]),
      H([
        'CQ SK C9 SK S9 HA H9 DQ DJ DK HJ SJ',
        'CA C9 SA S9 HK H9 DK DJ D9 CJ SQ HQ',
        'CA C10 SA S10 HK HA D10 DA D9 CJ SQ HQ',
        'C10 CK CK S10 CQ H10 H10 DA D10 DQ HJ SJ',
      ]),
    ].map((h) => {
      let s = start(h, { dealer: 3, contract: { kind: 'normal' } });
      s = act(s, { type: 'announce', seat: 1, call: 'kontra' }, { type: 'announce', seat: 2, call: 'no90' });
      return playCards(s, 'C9');
    });
    for (const level of ['beginner', 'strong'] as const) {
      const [a, b] = worlds.map((s) => createBot(level, FAST).decide!(viewFor(s, 1), legalActionsFor(s, 1), createRng(9)));
      expect(b).toEqual(a);
    }
  });
});

describe('deal driver and hints', () => {
  it('plays whole deals with a log; every logged action is legal and explained in English', () => {
    const rules = R({ poverty: true, halfChicken: true, redealFiveNines: true, forcedAnnouncement: true });
    const codes = new Set<string>();
    for (let seed = 0; seed < 24; seed++) {
      const players: Player[] = [0, 1, 2, 3].map((i) => ((seed + i) % 3 === 0 ? strongFast() : createBeginner()));
      const st = unwrap(newDeal({ rules, dealer: (seed % 4) as Seat, hands: dealHands(seed, rules) }));
      const { state, log } = playDeal(st, players, createRng(seed), { log: true });
      expect(['finished', 'redeal']).toContain(state.phase);
      for (const e of log) {
        codes.add(e.reason.rule);
        const text = explainReason(e.reason);
        expect(text.length).toBeGreaterThan(5);
        expect(text).not.toMatch(/undefined|NaN/);
      }
    }
    expect(codes.has('sampled')).toBe(true);
    expect(codes.has('healthy')).toBe(true);
  }, 60_000);

  it('explains every card rule', () => {
    for (const rule of CARD_RULES) expect(CARD_RULE_TEXT[rule]('CA')).toContain('♣A');
    const samples: Reason[] = [
      { rule: 'announceWinChance', call: 're', chance: 0.61, samples: 30 },
      { rule: 'declareSolo', solo: 'jacks', losers: 1, expected: 4.2, normalExpected: 0.3 },
      { rule: 'noAnnouncement', chance: 0.3 },
      { rule: 'forcedByTable', call: 'kontra' },
      { rule: 'givePoverty', cards: ['DJ', 'C9', 'C9'] },
    ];
    for (const r of samples) expect(explainReason(r)).not.toMatch(/undefined|NaN/);
  });

  it('hint: a legal action with a reason, the same each time', () => {
    const s = playCards(start(TABLE, { dealer: 3, contract: { kind: 'normal' } }), 'HA H9');
    const legal = legalActionsFor(s, 2);
    const a = hint(viewFor(s, 2), legal, { strong: FAST });
    const b = hint(viewFor(s, 2), legal, { strong: FAST });
    expect(a).toEqual(b);
    expect(legal).toContainEqual(a.action);
    // Seat 2's hand counts 17.5: the beginner would say Re first, then follow low.
    expect(hint(viewFor(s, 2), legal, { level: 'beginner' }).action).toEqual({ type: 'announce', seat: 2, call: 're' });
    const beginner = hint(
      viewFor(s, 2),
      legal.filter((x) => x.type === 'play'),
      { level: 'beginner' },
    );
    expect(beginner.action).toEqual({ type: 'play', seat: 2, card: 'H9' });
    expect(explainReason(beginner.reason)).toContain('♥9');
  });

  it('hint evidence: what the suggested card and its best alternative did in their trick over the samples', () => {
    const s = start(TABLE, { dealer: 3, contract: { kind: 'normal' } });
    const legal = legalActionsFor(s, 0).filter((a) => a.type === 'play');
    const h = hint(viewFor(s, 0), legal);
    expect(h.action?.type).toBe('play');
    const e = h.evidence!;
    expect(e.chosen.card).toBe(h.action?.type === 'play' && h.action.card);
    expect(e.alternative).not.toBeNull();
    expect(e.alternative!.card).not.toBe(e.chosen.card);
    for (const c of [e.chosen, e.alternative!]) {
      expect(c.samples).toBeGreaterThanOrEqual(8);
      expect(c.partyWinsTrick).toBeGreaterThanOrEqual(c.winsTrick);
      expect(c.lostToTrump).toBeLessThanOrEqual(1 - c.partyWinsTrick + 1e-9);
      expect(c.trickPoints).toBeGreaterThan(0);
      expect(c.trickPoints).toBeLessThanOrEqual(44);
    }
    // When sampling overruled the rule of thumb, the rule's card is the comparison.
    if (h.reason.rule === 'sampled' && h.reason.heuristicCard !== e.chosen.card) expect(e.alternative!.card).toBe(h.reason.heuristicCard);
    // Only one legal card, or a beginner's hint: nothing was sampled.
    expect(hint(viewFor(s, 0), legal.slice(0, 1)).evidence).toBeNull();
    expect(hint(viewFor(s, 0), legal, { level: 'beginner' }).evidence).toBeNull();
  });

  it('refuses an illegal action from a player', () => {
    const cheat: Player = { act: (view) => ({ type: 'play', seat: view.seat, card: 'CQ' }) as Action };
    const st = unwrap(newDeal({ rules: DDV_RULES, dealer: 0, hands: dealHands(1, DDV_RULES), contract: { kind: 'normal' } }));
    expect(() => playDeal(st, [cheat, cheat, cheat, cheat], createRng(1))).toThrow();
  });
});

function unwrap<T>(r: { ok: true; value: T } | { ok: false; error: unknown }): T {
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
}

function cardKind(c: CardId): number {
  return ['C', 'S', 'H', 'D'].indexOf(c[0]) * 6 + ['A', '10', 'K', 'Q', 'J', '9'].indexOf(c.slice(1));
}
