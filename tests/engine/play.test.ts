import { describe, expect, it } from 'vitest';
import { announcementRefusal, apply, callDeadline, callOpenUntil, currentOrder, type DealState } from '../../src/engine/deal.ts';
import { legalActions, playableCards } from '../../src/engine/legal.ts';
import { dealResult } from '../../src/engine/outcome.ts';
import { randomDeal } from '../../src/engine/random.ts';
import { DDV_RULES } from '../../src/engine/rules.ts';
import { act, hands, playCards, playOut, R, start } from './helpers.ts';

/** Declarer seat 0 with both club queens and weak cards; seat 3 holds only diamonds. */
const weakMarriage = hands({ 0: 'CQ CQ C9 C9 S9 S9 H9 H9 CK CK SK SK' });
/** Declarer seat 0 with the top trumps. */
const strongMarriage = hands({ 0: 'CQ CQ H10 H10 SQ SQ HQ HQ DQ DQ CJ CJ' });
/** A normal game: Re = seats 0 and 1, Kontra = 2 and 3 (all diamonds). Seat 0 leads (dealer 3). */
const normal = hands({ 0: 'CQ C9 C9 S9 S9 H9 H9 CK CK SK SK CA' });

const playN = (s: DealState, n: number) => {
  for (let i = 0; i < n; i++) s = act(s, { type: 'play', seat: s.toMove, card: playableCards(s)[0] });
  return s;
};

describe('the marriage (docs/rules.md §7)', () => {
  it('the first trick won by another player finds the partner (Klärungsstich in trick 1)', () => {
    let s = start(weakMarriage, { contract: { kind: 'marriage', declarer: 0 } });
    expect(s.parties).toBeNull();
    s = playCards(s, 'C9 CA HK D9');
    expect(s.tricks[0].winner).toBe(3);
    expect(s.marriage).toEqual({ declarer: 0, clarifiedIn: 1, partner: 3 });
    expect(s.parties).toEqual({ re: [0, 3], kontra: [1, 2] });
    expect(s.solo).toBe(false);
  });
  it('the declarer winning tricks does not clarify; trick 3 shifts the deadlines by two', () => {
    let s = start(weakMarriage, { contract: { kind: 'marriage', declarer: 0 } });
    s = playCards(s, 'CQ CJ SJ D9  CQ CJ SJ D9');
    expect(s.marriage?.clarifiedIn).toBeNull();
    expect(announcementRefusal(s, 0, 're')).toEqual({ code: 'beforeClarification' });
    s = playCards(s, 'C9 CA HK DK');
    expect(s.marriage).toEqual({ declarer: 0, clarifiedIn: 3, partner: 3 });
    // 9 cards in hand: Re needs 11 − 2 = 9, keine 90 needs 8.
    expect(announcementRefusal(s, 0, 're')).toBeNull();
    expect(announcementRefusal(s, 0, 'no90')).toBeNull();
    const announced = act(s, { type: 'announce', seat: 0, call: 're' });
    s = playN(s, 2); // seat 3 leads trick 4, seat 0 follows: 8 in hand
    expect(announcementRefusal(s, 0, 're')).toEqual({ code: 'tooLate', call: 're', needed: 9, holding: 8 });
    // After Re (made with 9), Kontra may reply with one card fewer: seat 1 with 8 cards.
    let r = playN(announced, 3);
    expect(r.hands[1]).toHaveLength(8);
    expect(announcementRefusal(r, 1, 'kontra')).toBeNull();
    while (r.hands[1].length > 7) r = playN(r, 1);
    expect(announcementRefusal(r, 1, 'kontra')).toEqual({ code: 'replyTooLate', call: 'kontra', needed: 8, holding: 7 });
  });
  it('no partner in three tricks: a Karo solo for the declarer, scored as a solo', () => {
    let s = start(strongMarriage, { contract: { kind: 'marriage', declarer: 0 } });
    s = playCards(s, 'H10');
    s = playN(s, 3);
    s = playCards(s, 'H10');
    s = playN(s, 3);
    s = playCards(s, 'SQ');
    s = playN(s, 3);
    expect(s.tricks.map((t) => t.winner)).toEqual([0, 0, 0]);
    expect(s.marriage).toEqual({ declarer: 0, clarifiedIn: 3, partner: null });
    expect(s.parties).toEqual({ re: [0], kontra: [1, 2, 3] });
    expect(s.solo).toBe(true);
    const res = dealResult(playOut(s));
    expect(res.scores[0]).toBe(3 * res.value);
    expect(res.lines.every((l) => !['doppelkopf', 'foxCaught', 'karlchen', 'againstTheElders'].includes(l.reason))).toBe(true);
  });
  it('house rule: only a trump trick finds the partner', () => {
    const rules = R({ marriageTrickType: 'firstForeignTrump' });
    let s = start(weakMarriage, { rules, contract: { kind: 'marriage', declarer: 0 } });
    s = playCards(s, 'C9 CA HK D9');
    expect(s.marriage?.clarifiedIn).toBeNull(); // a plain trick, though won by seat 3
    s = playCards(s, 'DA CQ CJ SJ');
    expect(s.tricks[1].winner).toBe(0);
    s = playCards(s, 'CQ CJ SJ D9');
    expect(s.marriage).toEqual({ declarer: 0, clarifiedIn: 3, partner: null });
    expect(s.solo).toBe(true);
  });
  it('house rule: only a plain trick finds the partner', () => {
    const rules = R({ marriageTrickType: 'firstForeignPlain' });
    let s = start(weakMarriage, { rules, contract: { kind: 'marriage', declarer: 0 } });
    s = playCards(s, 'C9 CA HK D9');
    expect(s.marriage?.partner).toBe(3);
  });
});

describe('announcements (docs/rules.md §9)', () => {
  const s0 = () => start(normal, { contract: { kind: 'normal' } });
  it('Re until the announcer has played one card (11 in hand), keine 90 with 10, …', () => {
    const s = s0();
    expect(s.parties).toEqual({ re: [0, 1], kontra: [2, 3] });
    expect(announcementRefusal(s, 0, 're')).toBeNull();
    expect(announcementRefusal(s, 2, 're')).toEqual({ code: 'wrongPartyCall', call: 're', party: 'kontra' });
    const t = playN(s, 5); // seat 0 and seat 1 have played two cards... seat 0 twice? no: 0,1,2,3 then 3 leads? see below
    const holding0 = t.hands[0].length;
    expect(announcementRefusal(t, 0, 're')).toEqual(holding0 >= 11 ? null : { code: 'tooLate', call: 're', needed: 11, holding: holding0 });
  });
  it('jumps count every skipped level, and need each to be on time', () => {
    let s = act(s0(), { type: 'announce', seat: 0, call: 'no60' });
    expect(s.calls.re).toEqual({ level: 2, lateReply: false });
    expect(apply(s, { type: 'announce', seat: 1, call: 'no90' }).ok).toBe(false);
    const again = apply(s, { type: 'announce', seat: 1, call: 'no60' });
    expect(!again.ok && again.error).toEqual({ code: 'illegalAnnouncement', seat: 1, refusal: { code: 'alreadyAnnounced', call: 'no60' } });
    // Two cards played by seat 0: 10 in hand. Re is late, so "keine 90" (which implies it) is refused.
    s = playCards(s0(), 'C9 C10 HK D9');
    s = playN(s, 1); // seat 3 leads trick 2
    s = playN(s, 1); // seat 0 plays its second card
    expect(s.hands[0]).toHaveLength(10);
    expect(announcementRefusal(s, 0, 'no90')).toEqual({ code: 'tooLate', call: 're', needed: 11, holding: 10 });
  });
  it('a reply one card later; after a late reply no Absage', () => {
    let s = act(s0(), { type: 'announce', seat: 0, call: 're' });
    s = playCards(s, 'C9 C10 HK D9'); // seat 3 wins, leads
    s = playN(s, 1); // seat 3: 10 cards
    expect(s.hands[3]).toHaveLength(10);
    expect(announcementRefusal(s, 3, 'kontra')).toBeNull(); // reply needs 10
    const late = act(s, { type: 'announce', seat: 3, call: 'kontra' });
    expect(late.calls.kontra).toEqual({ level: 0, lateReply: true });
    expect(announcementRefusal(late, 3, 'no90')).toEqual({ code: 'absageAfterLateReply', call: 'no90' });
    expect(announcementRefusal(late, 2, 'no90')).toEqual({ code: 'absageAfterLateReply', call: 'no90' });
    // Without the reply: seat 3 with 9 cards is too late even for a reply.
    let t = playN(s, 4); // seats 0, 1, 2 then trick 3 led by the winner
    while (t.hands[3].length > 9) t = playN(t, 1);
    expect(announcementRefusal(t, 3, 'kontra')).toEqual({ code: 'replyTooLate', call: 'kontra', needed: 10, holding: 9 });
  });
  it('callOpenUntil: the fewest cards in hand with which a call is still allowed, replies included', () => {
    const s = s0();
    expect(callOpenUntil(s, 0, 're')).toBe(11);
    expect(callOpenUntil(s, 0, 'no90')).toBe(11); // it implies Re, which must be on time
    expect(callOpenUntil(s, 0, 'kontra')).toBeNull(); // seat 0 is Re
    // After Re, a Kontra reply is allowed one card later than Kontra's own deadline.
    const r = act(s, { type: 'announce', seat: 0, call: 're' });
    expect(callOpenUntil(r, 3, 'kontra')).toBe(10);
    expect(callOpenUntil(r, 0, 're')).toBeNull(); // already said
    expect(callOpenUntil(r, 0, 'no90')).toBe(10);
  });
  it('a reply is measured against the highest call so far (docs/rules.md §16.12)', () => {
    let s = act(s0(), { type: 'announce', seat: 0, call: 'no90' });
    s = playCards(s, 'C9 C10 HK D9');
    s = playN(s, 1);
    s = playN(s, 4);
    while (s.hands[3].length > 9) s = playN(s, 1);
    expect(announcementRefusal(s, 3, 'kontra')).toBeNull(); // keine 90 needed 10 → reply with 9
  });
  it('no calls in the reservation round or after the deal', () => {
    const s = start(normal);
    expect(announcementRefusal(s, 0, 're')).toEqual({ code: 'notInPlay' });
    expect(announcementRefusal(playOut(s0()), 0, 're')).toEqual({ code: 'notInPlay' });
  });
  it('40-card deadlines: Re with 9 cards, keine 90 with 8 (docs/rules.md §9.7)', () => {
    const rules = R({ withoutNines: true });
    const h = hands({ 0: 'CQ CA CA C10 SA SA S10 HA HA HK' }, rules);
    let s = start(h, { rules, contract: { kind: 'normal' } });
    expect(s.hands[0]).toHaveLength(10);
    s = playN(s, 1);
    expect(announcementRefusal(s, 0, 're')).toBeNull();
    expect(announcementRefusal(s, 0, 'no90')).toBeNull();
    expect(announcementRefusal(s, 0, 'no60')).toBeNull();
    while (s.hands[0].length > 8) s = playN(s, 1);
    expect(announcementRefusal(s, 0, 're')).toEqual({ code: 'tooLate', call: 're', needed: 9, holding: 8 });
  });
});

describe('forced announcement (docs/rules.md §16.9)', () => {
  const rules = R({ forcedAnnouncement: true });
  it('30 points in the first trick bind the winners; play stops until they announce', () => {
    let s = start(normal, { rules, contract: { kind: 'normal' } });
    s = playCards(s, 'CA C10 HA D10');
    expect(s.tricks[0].winner).toBe(3);
    expect(s.forced).toEqual({ party: 'kontra', trick: 1, points: 42 });
    s = playN(s, 3); // seats 3, 0, 1: seat 3 now holds 10, seat 2 still 11
    const r = apply(s, { type: 'play', seat: 2, card: playableCards({ ...s, forced: null })[0] });
    expect(!r.ok && r.error).toEqual({ code: 'forcedAnnouncementMissing', party: 'kontra', trick: 1, points: 42 });
    expect(playableCards(s)).toEqual([]);
    expect(legalActions(s)).toContainEqual({ type: 'announce', seat: 2, call: 'kontra' });
    s = act(s, { type: 'announce', seat: 2, call: 'kontra' });
    expect(s.forced).toBeNull();
    expect(playableCards(s).length).toBeGreaterThan(0);
  });
  it('while a party owes it, a member past its deadline may not reply late (the duty could never be met); a partner on time makes it', () => {
    const afterTrick = (r: typeof rules) =>
      playN(playCards(act(start(normal, { rules: r, contract: { kind: 'normal' } }), { type: 'announce', seat: 1, call: 're' }), 'CA C10 HA D10'), 1);
    // Seat 3 won trick 1 for Kontra and led trick 2: 10 cards, too few for an Erstansage, enough for a reply to Re.
    expect(announcementRefusal(afterTrick(DDV_RULES), 3, 'kontra')).toBeNull();
    let s = afterTrick(rules);
    expect(s.forced).toEqual({ party: 'kontra', trick: 1, points: 42 });
    expect(announcementRefusal(s, 3, 'kontra')).toEqual({ code: 'lateReplyWhileForced', call: 'kontra', needed: 11, holding: 10 });
    expect(legalActions(s)).not.toContainEqual({ type: 'announce', seat: 3, call: 'kontra' });
    expect(legalActions(s)).toContainEqual({ type: 'announce', seat: 2, call: 'kontra' });
    s = act(s, { type: 'announce', seat: 2, call: 'kontra' });
    expect(s.forced).toBeNull();
    expect(s.calls.kontra).toEqual({ level: 0, lateReply: false });
  });
  it('is not owed under DDV rules, nor below 30 points', () => {
    expect(playCards(start(normal, { contract: { kind: 'normal' } }), 'CA C10 HA D10').forced).toBeNull();
    expect(playCards(start(normal, { rules, contract: { kind: 'normal' } }), 'C9 C10 HK D9').forced).toBeNull();
  });
});

describe('piglets and superpiglets (docs/rules.md §16.7)', () => {
  const h = hands({ 3: 'DA DA D9 D9 DK DK DJ DJ DQ DQ D10 D10' });
  it('both ♦A in one hand beat the Dulle', () => {
    let s = start(h, { rules: R({ piglets: true }), contract: { kind: 'normal' } });
    expect(currentOrder(s)!.trumps[0]).toBe('DA');
    s = playCards(s, 'CQ');
    s = playN(s, 1);
    s = playN(s, 1);
    s = playCards(s, 'DA');
    expect(s.tricks[0].winner).toBe(3);
    expect(currentOrder(start(h, { contract: { kind: 'normal' } }))!.trumps[0]).toBe('H10');
  });
  it('superpiglets declared with the piglets at the reservation', () => {
    const s = start(h, { rules: R({ piglets: true, superpiglets: true }), contract: { kind: 'normal' } });
    expect(currentOrder(s)!.trumps.slice(0, 2)).toEqual(['D9', 'DA']);
  });
  it('declared on first play: superpiglets come with the first piglet', () => {
    let s = start(h, { rules: R({ piglets: true, superpiglets: true, pigletsDeclared: 'firstPlay' }), contract: { kind: 'normal' } });
    expect(currentOrder(s)!.trumps.slice(0, 2)).toEqual(['DA', 'H10']);
    s = playCards(s, 'CQ');
    s = playN(s, 2);
    s = playCards(s, 'DA');
    expect(s.superpigletsActive).toBe(true);
    expect(currentOrder(s)!.trumps[0]).toBe('D9');
  });
  it('not in a colour solo other than diamonds', () => {
    const s = start(h, { rules: R({ piglets: true }), contract: { kind: 'solo', declarer: 0, solo: 'spades', compulsory: false } });
    expect(currentOrder(s)!.trumps[0]).toBe('H10');
  });
});

describe('special points from the cards (golden deal, seed 74, checked by hand)', () => {
  it('Doppelkopf, a fox caught, Karlchen; a fox caught by the own partner counts nothing', () => {
    const s = randomDeal(74, DDV_RULES);
    expect(s.dealer).toBe(0);
    const res = dealResult(s);
    expect(res.cardPoints).toEqual({ re: 78, kontra: 162 });
    expect(res.lines).toEqual([
      { party: 'kontra', reason: 'won', points: 1 },
      { party: 'kontra', reason: 'below90', points: 1 },
      { party: 'kontra', reason: 'againstTheElders', points: 1 },
      { party: 're', reason: 'doppelkopf', points: 1 },
      { party: 're', reason: 'foxCaught', points: 1 },
      { party: 'kontra', reason: 'karlchen', points: 1 },
    ]);
    expect(res.scores).toEqual([-2, 2, -2, 2]);
  });
});

describe('who leads (docs/rules.md §4)', () => {
  it('a compulsory solo is led by the soloist, a voluntary one by forehand', () => {
    expect(start(hands({}), { dealer: 0, contract: { kind: 'solo', declarer: 2, solo: 'jacks', compulsory: true } }).toMove).toBe(2);
    expect(start(hands({}), { dealer: 0, contract: { kind: 'solo', declarer: 2, solo: 'jacks', compulsory: false } }).toMove).toBe(1);
  });
  it('each later trick is led by the winner of the one before', () => {
    const s = playCards(start(normal, { contract: { kind: 'normal' } }), 'C9 C10 HK D9');
    expect(s.toMove).toBe(3);
    expect(s.current).toEqual({ leader: 3, cards: [], winner: null });
  });
  it('a card out of turn is refused', () => {
    const r = apply(start(normal, { contract: { kind: 'normal' } }), { type: 'play', seat: 2, card: 'HA' });
    expect(!r.ok && r.error).toEqual({ code: 'notYourTurn', seat: 2, toMove: 0 });
  });
});

describe('callDeadline', () => {
  it('gives the last card count for each call, shifted in a marriage', () => {
    const s = start(normal, { contract: { kind: 'normal' } });
    expect(['re', 'no90', 'no60', 'no30', 'schwarz'].map((c) => callDeadline(s, c as never))).toEqual([11, 10, 9, 8, 7]);
    let m = start(weakMarriage, { contract: { kind: 'marriage', declarer: 0 } });
    m = playCards(m, 'CQ CJ SJ D9  CQ CJ SJ D9  C9 CA HK DK');
    expect(callDeadline(m, 'kontra')).toBe(9);
  });
});
