import { describe, expect, it } from 'vitest';
import { apply, newDeal, silentSoloist } from '../../src/engine/deal.ts';
import { legalActions, withdrawRefusal } from '../../src/engine/legal.ts';
import { dealResult } from '../../src/engine/outcome.ts';
import { act, hands, playOut, R, start } from './helpers.ts';

const healthy = (seat: 0 | 1 | 2 | 3) => ({ type: 'reserve', seat, reservation: false }) as const;
const vorbehalt = (seat: 0 | 1 | 2 | 3) => ({ type: 'reserve', seat, reservation: true }) as const;

describe('reservation round (docs/rules.md §5)', () => {
  it('starts left of the dealer; all healthy is a normal game led by forehand', () => {
    const h = hands({ 0: 'CQ H10 H10 SQ SQ HQ HQ DQ DQ CJ CJ SJ', 2: 'CQ SJ HJ HJ DJ DJ DA DA D10 D10 DK DK' });
    let s = start(h, { dealer: 3 });
    expect(s.phase).toBe('reservation');
    expect(s.toMove).toBe(0);
    expect(apply(s, healthy(1)).ok).toBe(false);
    s = act(s, healthy(0), healthy(1), healthy(2), healthy(3));
    expect(s.phase).toBe('playing');
    expect(s.contract).toEqual({ kind: 'normal' });
    expect(s.parties).toEqual({ re: [0, 2], kontra: [1, 3] });
    expect(s.toMove).toBe(0);
    expect(s.solo).toBe(false);
    expect(silentSoloist(s)).toBeNull();
  });

  it('both club queens and no reservation: a silent marriage, scored as a solo', () => {
    const h = hands({ 1: 'CQ CQ H10 H10 SQ SQ HQ HQ DQ DQ CJ CJ' });
    let s = start(h, { dealer: 0 });
    expect(silentSoloist(s)).toBeNull(); // not yet: he may still reserve
    s = act(s, healthy(1), healthy(2), healthy(3), healthy(0));
    expect(s.contract).toEqual({ kind: 'normal' });
    expect(silentSoloist(s)).toBe(1);
    expect(silentSoloist(playOut(s))).toBe(1);
    expect(s.parties).toEqual({ re: [1], kontra: [0, 2, 3] });
    expect(s.solo).toBe(true);
    expect(s.toMove).toBe(1); // forehand of dealer 0 leads, as in a normal game
    const res = dealResult(playOut(s));
    expect(res.scores[1]).toBe(3 * res.value);
    expect(res.lines.map((l) => l.reason)).not.toContain('againstTheElders');
  });

  it('ranking: a compulsory solo beats a voluntary one from an earlier seat; the soloist leads', () => {
    let s = start(hands({}), { dealer: 3 });
    s = act(s, vorbehalt(0), healthy(1), vorbehalt(2), healthy(3));
    expect(s.phase).toBe('declaration');
    expect(s.toMove).toBe(0);
    s = act(
      s,
      { type: 'declare', seat: 0, declaration: { kind: 'solo', solo: 'jacks', compulsory: false } },
      { type: 'declare', seat: 2, declaration: { kind: 'solo', solo: 'queens', compulsory: true } },
    );
    expect(s.contract).toEqual({ kind: 'solo', declarer: 2, solo: 'queens', compulsory: true });
    expect(s.toMove).toBe(2);
    expect(s.parties).toEqual({ re: [2], kontra: [0, 1, 3] });
    expect(silentSoloist(s)).toBeNull(); // an announced solo is named by its contract
  });

  it('equal rank: the earlier seat wins; a voluntary solo is led by forehand', () => {
    let s = start(hands({}), { dealer: 1 });
    s = act(
      s,
      vorbehalt(2),
      vorbehalt(3),
      healthy(0),
      healthy(1),
      { type: 'declare', seat: 2, declaration: { kind: 'solo', solo: 'aces', compulsory: false } },
      { type: 'declare', seat: 3, declaration: { kind: 'solo', solo: 'clubs', compulsory: false } },
    );
    expect(s.contract).toEqual({ kind: 'solo', declarer: 2, solo: 'aces', compulsory: false });
    expect(s.toMove).toBe(2); // forehand of dealer 1 is seat 2, who is also the soloist
  });

  it('a solo beats a marriage; a marriage needs both club queens', () => {
    const h = hands({ 0: 'CQ CQ H10 H10 SQ SQ HQ HQ DQ DQ CJ CJ' });
    let s = start(h, { dealer: 3 });
    s = act(s, vorbehalt(0), vorbehalt(1), healthy(2), healthy(3));
    const wrong = apply(s, { type: 'declare', seat: 0, declaration: { kind: 'poverty' } });
    expect(!wrong.ok && wrong.error).toEqual({ code: 'notEligible', seat: 0, refusal: { code: 'povertyOff' } });
    s = act(s, { type: 'declare', seat: 0, declaration: { kind: 'marriage' } });
    const r = apply(s, { type: 'declare', seat: 1, declaration: { kind: 'marriage' } });
    expect(!r.ok && r.error.code).toBe('notEligible');
    s = act(s, { type: 'declare', seat: 1, declaration: { kind: 'solo', solo: 'hearts', compulsory: false } });
    expect(s.contract).toEqual({ kind: 'solo', declarer: 1, solo: 'hearts', compulsory: false });
  });

  it('a single reservation for a marriage', () => {
    const h = hands({ 2: 'CQ CQ H10 H10 SQ SQ HQ HQ DQ DQ CJ CJ' });
    let s = start(h, { dealer: 3 });
    s = act(s, healthy(0), healthy(1), vorbehalt(2), healthy(3), { type: 'declare', seat: 2, declaration: { kind: 'marriage' } });
    expect(s.contract).toEqual({ kind: 'marriage', declarer: 2 });
    expect(s.parties).toBeNull();
    expect(s.toMove).toBe(0);
  });
});

describe('throw-ins (docs/rules.md §16.10)', () => {
  const nines = hands({ 1: 'C9 C9 S9 S9 H9 CA CA SA SA HA HA CK' });
  const kings = hands({ 1: 'CK CK SK SK HK CA CA SA SA HA HA C9' });
  it('five nines only with the house rule, and only before anyone speaks', () => {
    expect(apply(start(nines), { type: 'throwIn', seat: 1 }).ok).toBe(false);
    const s = start(nines, { rules: R({ redealFiveNines: true }) });
    expect(legalActions(s)).toContainEqual({ type: 'throwIn', seat: 1 });
    const t = act(s, { type: 'throwIn', seat: 1 });
    expect(t.phase).toBe('redeal');
    expect(t.redealReason).toBe('fiveNines');
    const late = act(s, healthy(0));
    expect(apply(late, { type: 'throwIn', seat: 1 }).ok).toBe(false);
  });
  it('five kings by its own switch', () => {
    expect(apply(start(kings, { rules: R({ redealFiveNines: true }) }), { type: 'throwIn', seat: 1 }).ok).toBe(false);
    expect(act(start(kings, { rules: R({ redealFiveKings: true }) }), { type: 'throwIn', seat: 1 }).redealReason).toBe('fiveKings');
  });
});

describe('half chicken (docs/rules.md §16.11)', () => {
  it('is offered to the holder of both ♦10 and recorded, with no effect', () => {
    const h = hands({ 3: 'D10 D10 CA CA SA SA HA HA CK CK SK SK' });
    const s = start(h, { rules: R({ halfChicken: true }) });
    expect(legalActions(s)).toContainEqual({ type: 'halfChicken', seat: 3 });
    expect(act(s, { type: 'halfChicken', seat: 3 }).halfChicken).toEqual([3]);
    expect(apply(start(h), { type: 'halfChicken', seat: 3 }).ok).toBe(false);
  });
});

describe('poverty (docs/rules.md §8, §16.3)', () => {
  // Seat 0: three trumps (♦A, ♦K, ♦9) and plain cards.
  const poor = 'DA DK D9 CA CA C10 SA SA S10 HA HA HK';
  const rules = R({ poverty: true });

  it('is eligible with at most three trumps, never with both club queens or with piglets', () => {
    let s = start(hands({ 0: poor }), { rules, dealer: 3 });
    s = act(s, vorbehalt(0), healthy(1), healthy(2), healthy(3));
    expect(legalActions(s)).toContainEqual({ type: 'declare', seat: 0, declaration: { kind: 'poverty' } });
    const rich = start(hands({ 0: 'CQ DA DK D9 CA CA C10 SA SA S10 HA HA' }), { rules });
    const r = act(rich, vorbehalt(0), healthy(1), healthy(2), healthy(3));
    expect(apply(r, { type: 'declare', seat: 0, declaration: { kind: 'poverty' } }).ok).toBe(false);
    const pig = start(hands({ 0: 'DA DA D9 CA CA C10 SA SA S10 HA HA HK' }), { rules: R({ poverty: true, piglets: true }) });
    const p = act(pig, vorbehalt(0), healthy(1), healthy(2), healthy(3));
    const e = apply(p, { type: 'declare', seat: 0, declaration: { kind: 'poverty' } });
    expect(!e.ok && e.error).toEqual({ code: 'notEligible', seat: 0, refusal: { code: 'povertyWithPiglets' } });
  });

  it('passes three cards with every trump, offered clockwise; the acceptor returns three', () => {
    let s = start(hands({ 0: poor }), { rules, dealer: 3 });
    s = act(s, vorbehalt(0), healthy(1), healthy(2), healthy(3), { type: 'declare', seat: 0, declaration: { kind: 'poverty' } });
    expect(s.phase).toBe('povertyGive');
    const kept = apply(s, { type: 'exchange', seat: 0, cards: ['DA', 'DK', 'CA'] });
    expect(!kept.ok && kept.error).toMatchObject({ code: 'badExchange', problem: 'trumpsKept' });
    s = act(s, { type: 'exchange', seat: 0, cards: ['DA', 'DK', 'D9'] });
    expect(s.phase).toBe('povertyOffer');
    expect(s.toMove).toBe(1);
    s = act(s, { type: 'answerPoverty', seat: 1, accept: false }, { type: 'answerPoverty', seat: 2, accept: true });
    expect(s.phase).toBe('povertyReturn');
    expect(s.hands[2]).toHaveLength(15);
    const ret = s.hands[2].slice(0, 3);
    s = act(s, { type: 'exchange', seat: 2, cards: ret });
    expect(s.phase).toBe('playing');
    expect(s.contract).toMatchObject({ kind: 'poverty', declarer: 0, partner: 2, given: ['DA', 'DK', 'D9'] });
    expect(s.parties).toEqual({ re: [0, 2], kontra: [1, 3] });
    expect(s.hands[0]).toHaveLength(12);
    expect(s.toMove).toBe(0); // left of the dealer leads
    const res = dealResult(playOut(s));
    expect(res.scores.reduce((a, b) => a + b, 0)).toBe(0);
  });

  it('nobody accepts: the same dealer deals again', () => {
    let s = start(hands({ 1: poor }), { rules, dealer: 0 });
    s = act(s, vorbehalt(1), healthy(2), healthy(3), healthy(0), { type: 'declare', seat: 1, declaration: { kind: 'poverty' } });
    s = act(s, { type: 'exchange', seat: 1, cards: ['DA', 'DK', 'D9'] });
    s = act(s, ...([2, 3, 0] as const).map((seat) => ({ type: 'answerPoverty', seat, accept: false }) as const));
    expect(s.phase).toBe('redeal');
    expect(s.redealReason).toBe('povertyRefused');
  });

  it('ranks between solo and marriage', () => {
    const h = hands({ 0: 'CQ CQ H10 H10 SQ SQ HQ HQ DQ DQ CJ CJ', 1: poor });
    let s = start(h, { rules, dealer: 3 });
    s = act(s, vorbehalt(0), vorbehalt(1), healthy(2), healthy(3));
    s = act(s, { type: 'declare', seat: 0, declaration: { kind: 'marriage' } }, { type: 'declare', seat: 1, declaration: { kind: 'poverty' } });
    expect(s.phase).toBe('povertyGive');
    expect(s.toMove).toBe(1);
  });
});

describe('vorgeführt (TSR §4.2.3 (docs/rules.md §5))', () => {
  it('the forced soloist must say Vorbehalt and declare a compulsory solo', () => {
    const r = newDeal({ rules: R(), dealer: 3, hands: hands({}), forcedSoloist: 1 });
    let s = r.ok ? r.value : null!;
    s = act(s, healthy(0));
    const refused = apply(s, healthy(1));
    expect(!refused.ok && refused.error).toEqual({ code: 'notEligible', seat: 1, refusal: { code: 'mustPlaySolo' } });
    expect(legalActions(s)).toEqual([vorbehalt(1)]);
    s = act(s, vorbehalt(1), healthy(2), healthy(3));
    expect(legalActions(s).every((a) => a.type === 'declare' && a.declaration.kind === 'solo' && a.declaration.compulsory)).toBe(true);
    expect(apply(s, { type: 'declare', seat: 1, declaration: { kind: 'solo', solo: 'jacks', compulsory: false } }).ok).toBe(false);
    s = act(s, { type: 'declare', seat: 1, declaration: { kind: 'solo', solo: 'jacks', compulsory: true } });
    expect(s.toMove).toBe(1); // the soloist leads
  });
});

describe('withdrawing a reservation (RULES.md §5.1)', () => {
  const h = hands({ 0: 'CQ H10 H10 SQ SQ HQ HQ DQ DQ CJ CJ SJ', 2: 'CQ SJ HJ HJ DJ DJ DA DA D10 D10 DK DK' });
  it('seats 1–3 until the next player has spoken', () => {
    let s = act(start(h, { dealer: 3 }), vorbehalt(0));
    expect(withdrawRefusal(s, 0)).toBeNull();
    expect(withdrawRefusal(s, 1)).toEqual({ code: 'noReservation' });
    s = act(s, healthy(1));
    expect(withdrawRefusal(s, 0)).toEqual({ code: 'nextHasSpoken', next: 1 });
  });
  it('the dealer until the game goes on', () => {
    let s = act(start(h, { dealer: 3 }), healthy(0), healthy(1), healthy(2), vorbehalt(3));
    expect(s.phase).toBe('declaration');
    expect(withdrawRefusal(s, 3)).toBeNull();
    s = act(s, { type: 'declare', seat: 3, declaration: { kind: 'solo', solo: 'jacks', compulsory: false } });
    expect(withdrawRefusal(s, 3)).toEqual({ code: 'gameContinued' });
  });
});
