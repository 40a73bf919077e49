/**
 * The strong computer's card sampler in a duel (seed 002, engine/duel.ts): the hidden hands it
 * deals must be deals the duel can have. When the ♣Q are split between two hands exactly one
 * lies with a person, and a computer that said "gesund" never holds both (it may not play a
 * silent solo, so with both it says Vorbehalt and marries).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createBot, DUEL_BOT_LIMITS, HiddenSampler, restrictBot, type Player } from '../../../src/engine/bots/index.ts';
import { KIND_INDEX, type CardId } from '../../../src/engine/cards.ts';
import { apply, newDeal, type Action, type DealState, type Hands } from '../../../src/engine/deal.ts';
import { dealDuel, duelClubQueensAllowed, duelDealAllowed, duelVariant, isPerson, type DuelVariant } from '../../../src/engine/duel.ts';
import { playableCards } from '../../../src/engine/legal.ts';
import type { Seat } from '../../../src/engine/parties.ts';
import { createRng } from '../../../src/engine/rng.ts';
import { DDV_RULES } from '../../../src/engine/rules.ts';
import { SimRng } from '../../../src/engine/sim/index.ts';
import { legalActionsFor, viewFor } from '../../../src/engine/view.ts';
import { act, hands, playCards } from '../helpers.ts';

const N = 12;
const CQ = KIND_INDEX.CQ;
/** People at South (0) and North (2), computers at West (1) and East (3). */
const DUEL = duelVariant(0);

/** Where the ♣Q lie in a sampled deal (as dealt): the count per seat. */
function queensOf(out: Uint8Array): number[] {
  return [0, 1, 2, 3].map((s) => Array.from(out.subarray(s * N, (s + 1) * N)).filter((k) => k === CQ).length);
}

const kinds = (cards: readonly CardId[]) => cards.map((c) => KIND_INDEX[c]).sort((a, b) => a - b);

/** A duel deal after "gesund" all round (a normal game), West leading. */
function normalDuel(h: Hands): DealState {
  const r = newDeal({ rules: DDV_RULES, dealer: 0, hands: h, variant: DUEL });
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return act(r.value, ...([1, 2, 3, 0] as Seat[]).map((seat): Action => ({ type: 'reserve', seat, reservation: false })));
}

/** `count` samples of the hidden hands from `seat`'s view, each checked to keep its own hand. */
function samples(s: DealState, seat: Seat, count: number): number[][] {
  const sampler = new HiddenSampler().prepare(viewFor(s, seat));
  const rng = new SimRng(7);
  const out = new Uint8Array(4 * N);
  return Array.from({ length: count }, () => {
    sampler.sample(rng, out);
    expect(Array.from(out.subarray(seat * N, (seat + 1) * N)).sort((a, b) => a - b)).toEqual(kinds(s.dealt[seat]));
    return queensOf(out);
  });
}

describe("the strong computer's sampler deals only what the duel allows", () => {
  it('a computer holding one ♣Q puts the other with a person, never with the other computer', () => {
    // West (computer) and South (person) hold a ♣Q each: West and South are Re.
    const h = hands({
      0: 'CQ CA CA CK C9 SA SK S9 HA HK H9 D9',
      1: 'CQ C10 C10 CJ SQ S10 HJ HQ DQ DJ DK D10',
      2: 'CK C9 SA S10 SK SJ HA H10 HK DA D10 DK',
      3: 'CJ SQ SJ S9 H10 HQ HJ H9 DA DQ DJ D9',
    });
    expect(duelDealAllowed(h, DUEL)).toBe(true);
    const s = playCards(normalDuel(h), 'C10 CK'); // West leads ♣10, North follows
    const seen = samples(s, 1, 300);
    for (const q of seen) {
      expect(q[1]).toBe(1);
      expect(q[3]).toBe(0); // East, the other computer: it would make both people Kontra
      expect(q[0] + q[2]).toBe(1);
    }
    // Both people remain possible partners.
    expect(seen.some((q) => q[0] === 1)).toBe(true);
    expect(seen.some((q) => q[2] === 1)).toBe(true);
  });

  it('a computer without ♣Q: one person and the other computer hold them, or one person both; never one each for the people, never both with the quiet computer', () => {
    const h = hands({ 1: 'CA C10 CK C9 SA S10 SK HA H10 HK DA D10', 3: 'CQ CA C10 CK C9 SA S10 SK HA HK DA D10', 0: 'CQ SQ SQ HQ HQ DQ DQ CJ CJ SJ SJ HJ' });
    const s = playCards(normalDuel(h), 'CA S9 CA'); // North has no club
    const seen = samples(s, 1, 400);
    for (const q of seen) {
      expect(q[1]).toBe(0);
      expect(q[0] === 1 && q[2] === 1).toBe(false);
      expect(q[3]).toBeLessThan(2); // East said "gesund": with both it would have married
      expect(duelClubQueensAllowed(q, DUEL)).toBe(true);
    }
    // Every deal the duel allows here is sampled: a person with the other computer, and a person's silent solo.
    expect(seen.some((q) => q[3] === 1 && q[0] === 1)).toBe(true);
    expect(seen.some((q) => q[3] === 1 && q[2] === 1)).toBe(true);
    expect(seen.some((q) => q[0] === 2 || q[2] === 2)).toBe(true);
  });

  it("a computer's marriage: its declarer holds both ♣Q in every sample", () => {
    const h = hands({ 3: 'CQ CQ SQ SQ HQ HQ DQ DQ CJ CJ SJ SJ' });
    const r = newDeal({ rules: DDV_RULES, dealer: 0, hands: h, variant: DUEL });
    if (!r.ok) throw new Error('deal');
    let s = act(
      r.value,
      { type: 'reserve', seat: 1, reservation: false },
      { type: 'reserve', seat: 2, reservation: false },
      { type: 'reserve', seat: 3, reservation: true },
      { type: 'reserve', seat: 0, reservation: false },
    );
    s = act(s, { type: 'declare', seat: 3, declaration: { kind: 'marriage' } });
    expect(s.phase).toBe('playing');
    for (const q of samples(s, 1, 100)) expect(q).toEqual([0, 0, 0, 2]);
  });
});

// ------------------------------------------------------------------ property

/** Each seat's player: the people as beginners (they may marry, play solos or stay silent), the computers restricted as in the duel. */
const players = (v: DuelVariant): Player[] =>
  [0, 1, 2, 3].map((s) => (isPerson(v, s as Seat) ? createBot('beginner') : restrictBot(createBot('beginner'), DUEL_BOT_LIMITS)));

/** Play a duel deal from its dealing for `steps` actions at most (players decide bids, cards at random); stops early when it ends. */
function playSome(seed: number, v: DuelVariant, steps: number): DealState {
  const rng = createRng(seed);
  const r = newDeal({ rules: DDV_RULES, dealer: (seed % 4) as Seat, hands: dealDuel(rng, DDV_RULES, v), variant: v });
  if (!r.ok) throw new Error('deal');
  let s = r.value;
  const ps = players(v);
  for (let i = 0; i < steps && (s.phase !== 'playing' || playableCards(s).length > 0); i++) {
    const seat = s.toMove;
    const legal = legalActionsFor(s, seat).filter((a) => a.type !== 'announce' && a.type !== 'throwIn' && a.type !== 'halfChicken');
    if (legal.length === 0) break;
    const a = s.phase === 'playing' ? legal[rng.int(legal.length)] : ps[seat].decide!(viewFor(s, seat), legal, rng).action;
    if (!a) break;
    const next = apply(s, a);
    if (!next.ok) throw new Error(JSON.stringify(next.error));
    s = next.value;
    if (s.phase !== 'playing' && s.phase !== 'reservation' && s.phase !== 'declaration') break;
  }
  return s;
}

describe('sampled duel deals (property)', () => {
  it('every sample a computer deals itself in a duel is a deal the duel allows, whoever sits where and however far the deal has gone', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 }), fc.constantFrom<Seat>(0, 1), fc.integer({ min: 4, max: 50 }), (seed, first, steps) => {
        const v = duelVariant(first);
        const s = playSome(seed, v, steps);
        if (s.phase !== 'playing') return;
        const rng = new SimRng(seed);
        const out = new Uint8Array(4 * N);
        for (const seat of [0, 1, 2, 3] as Seat[]) {
          if (isPerson(v, seat)) continue;
          const sampler = new HiddenSampler().prepare(viewFor(s, seat));
          for (let i = 0; i < 12; i++) {
            sampler.sample(rng, out);
            const q = queensOf(out);
            expect(duelClubQueensAllowed(q, v)).toBe(true);
            for (const c of [0, 1, 2, 3] as Seat[]) if (!isPerson(v, c) && s.reservations[c] === false) expect(q[c]).toBeLessThan(2);
          }
        }
      }),
      { numRuns: 150 },
    );
  });
});
