import { describe, expect, it } from 'vitest';
import { dealResult } from '../../src/engine/outcome.ts';
import { randomDeal } from '../../src/engine/random.ts';
import { parseDealRecord, readDealRecord, toRecord } from '../../src/engine/record.ts';
import { DDV_RULES } from '../../src/engine/rules.ts';
import { scoreInput } from '../../src/engine/score.ts';
import { formatPathError } from '#words/record';
import { hands, R } from './helpers.ts';

/** A record as plain JSON, for the tests to break one field at a time. */
type MutableRecord = { plays: string[]; hands: string[][]; announcements: unknown[]; rules?: unknown; [field: string]: unknown };
const base = () => JSON.parse(JSON.stringify(toRecord(randomDeal(74, DDV_RULES)))) as MutableRecord;
const error = (input: unknown) => {
  const r = scoreInput(input);
  if (r.ok) throw new Error('expected an error');
  return formatPathError(r.error);
};

describe('doko-deal/1 records', () => {
  it('round-trip: a played deal written and read back scores the same', () => {
    const s = randomDeal(74, DDV_RULES);
    const r = scoreInput(JSON.parse(JSON.stringify(toRecord(s))));
    expect(r.ok && r.value).toEqual(dealResult(s));
  });
  it('an illegal card names the play, the seat and the reason', () => {
    const rec = base();
    // Trick 1 is led by seat 1 with H9; seat 2 holds HK, so a spade is illegal.
    rec.plays[1] = 'SK';
    expect(error(rec)).toBe('plays[1] (SK): seat 2 must follow hearts (holds HK)');
  });
  it('a card not in the hand', () => {
    const rec = base();
    rec.plays[0] = 'CJ';
    expect(error(rec)).toBe('plays[0] (CJ): seat 1 does not hold CJ');
  });
  it('a late announcement names the call and the deadline', () => {
    const rec = base();
    rec.announcements = [{ seat: 0, call: 're', cardsPlayed: 8 }];
    expect(error(rec)).toBe('announcements[0] (re by seat 0): seat 0: "Re" needs 11 cards in hand, the announcer holds 10');
  });
  it('announcements out of order', () => {
    const rec = base();
    rec.announcements = [
      { seat: 0, call: 're', cardsPlayed: 3 },
      { seat: 1, call: 'kontra', cardsPlayed: 1 },
    ];
    expect(error(rec)).toBe('announcements[1].cardsPlayed: 1 is earlier than the call before it (3): list calls in the order made');
  });
  it('a wrong hand size, a card three times, a nine without nines', () => {
    const short = base();
    short.hands[2] = short.hands[2].slice(1);
    expect(error(short)).toBe('hands[2]: 11 cards, a hand has 12');
    const triple = base();
    triple.hands[1][0] = 'CQ';
    expect(error(triple)).toMatch(/^hands\[\d\]\[\d+\]: CQ appears a third time \(also at hands\[\d\]\[\d+\], hands\[\d\]\[\d+\]\)$/);
    const nines = base();
    nines.rules = { withoutNines: true };
    expect(error(nines)).toMatch(/hands\[0\]: 12 cards, a hand has 10|no nines/);
  });
  it('an unknown rule key or value', () => {
    const rec = base();
    rec.rules = { dullen: 'yes' };
    expect(error(rec)).toMatch(/^rules\.dullen: unknown rule key "dullen"/);
    rec.rules = { dulle: 'yes' };
    expect(error(rec)).toMatch(/^rules\.dulle: rule "dulle" cannot be "yes"/);
  });
  it('unknown fields, contracts, calls and seats are named', () => {
    expect(error({ ...base(), contarct: {} })).toMatch(/^contarct: unknown field/);
    expect(error({ ...base(), contract: { kind: 'ramsch' } })).toMatch(/^contract\.kind: unknown contract "ramsch"/);
    expect(error({ ...base(), announcements: [{ seat: 4, call: 're', cardsPlayed: 0 }] })).toMatch(/^announcements\[0\]\.seat/);
    expect(error({ ...base(), announcements: [{ seat: 0, call: 'keine90', cardsPlayed: 0 }] })).toMatch(/^announcements\[0\]\.call: unknown call/);
    expect(error({ ...base(), plays: ['XX'] })).toBe('plays[0]: "XX" is not a card id (like "CQ", "H10", "DA")');
    expect(error('nonsense')).toMatch(/^format/);
  });
  it('an incomplete deal is reported when scoring, but replays as a position', () => {
    const rec = base();
    rec.plays = rec.plays.slice(0, 20);
    expect(error(rec)).toBe('plays: the deal is not complete: 20 of 48 cards played');
    const r = readDealRecord(rec);
    expect(r.ok && r.value.state.cardsPlayed).toBe(20);
  });
  it('a marriage contract by a player without both club queens', () => {
    const rec = { ...base(), contract: { kind: 'marriage', declarer: 1 } };
    expect(error(rec)).toBe('contract: seat 1: a marriage needs both queens of clubs');
  });
  it('bidding derives the contract and checks it against "contract"', () => {
    const h = hands({ 2: 'CQ CQ H10 H10 SQ SQ HQ HQ DQ DQ CJ CJ' });
    const rec = {
      format: 'doko-deal/1',
      dealer: 3,
      hands: h,
      plays: [],
      bidding: [
        { seat: 0, say: 'healthy' },
        { seat: 1, say: 'healthy' },
        { seat: 2, say: 'reservation' },
        { seat: 3, say: 'healthy' },
        { seat: 2, say: 'marriage' },
      ],
    };
    const r = readDealRecord(rec);
    expect(r.ok && r.value.state.contract).toEqual({ kind: 'marriage', declarer: 2 });
    const wrong = readDealRecord({ ...rec, contract: { kind: 'normal' } });
    expect(!wrong.ok && formatPathError(wrong.error)).toMatch(/^contract: the bidding gives/);
    const early = readDealRecord({ ...rec, bidding: rec.bidding.slice(1) });
    expect(!early.ok && formatPathError(early.error)).toBe("bidding[0]: it is seat 0's turn, not seat 1's");
  });
  it('a poverty record replays the exchange with its checks', () => {
    const rules = R({ poverty: true });
    const h = hands({ 0: 'DA DK D9 CA CA C10 SA SA S10 HA HA HK' }, rules);
    const rec = {
      format: 'doko-deal/1',
      rules: { poverty: true },
      dealer: 3,
      hands: h,
      plays: [],
      contract: { kind: 'poverty', declarer: 0, partner: 2, given: ['DA', 'DK', 'D9'], returned: [h[2][0], h[2][1], h[2][2]] },
    };
    const r = readDealRecord(rec);
    expect(r.ok && r.value.state.parties).toEqual({ re: [0, 2], kontra: [1, 3] });
    const bad = readDealRecord({ ...rec, contract: { ...rec.contract, given: ['DA', 'DK', 'CA'] } });
    expect(!bad.ok && formatPathError(bad.error)).toBe('contract: seat 0 must pass all trumps in poverty');
    const off = readDealRecord({ ...rec, rules: {} });
    expect(!off.ok && formatPathError(off.error)).toMatch(/^contract\.kind: poverty is not played/);
  });
  it('a poverty contract stated beside its bidding: the passed and returned cards compare as sets', () => {
    const rules = R({ poverty: true });
    const h = hands({ 0: 'DA DK D9 CA CA C10 SA SA S10 HA HA HK' }, rules);
    const returned = [h[2][0], h[2][1], h[2][2]];
    const bidding = [
      { seat: 0, say: 'reservation' },
      { seat: 1, say: 'healthy' },
      { seat: 2, say: 'healthy' },
      { seat: 3, say: 'healthy' },
      { seat: 0, say: 'poverty' },
      { seat: 0, say: 'give', cards: ['DA', 'DK', 'D9'] },
      { seat: 1, say: 'decline' },
      { seat: 2, say: 'accept' },
      { seat: 2, say: 'return', cards: returned },
    ];
    const rec = { format: 'doko-deal/1', rules: { poverty: true }, dealer: 3, hands: h, plays: [], bidding };
    const stated = (given: string[], back: string[]) =>
      readDealRecord({ ...rec, contract: { kind: 'poverty', declarer: 0, partner: 2, given, returned: back } });
    expect(readDealRecord(rec).ok).toBe(true);
    expect(stated(['DA', 'DK', 'D9'], returned).ok).toBe(true);
    const reordered = stated(['D9', 'DA', 'DK'], [...returned].reverse());
    expect(reordered.ok, reordered.ok ? '' : formatPathError(reordered.error)).toBe(true);
    const other = stated(['DA', 'DK', 'CA'], returned);
    expect(!other.ok && formatPathError(other.error)).toMatch(/^contract: the bidding gives/);
  });
  it('parses without replaying', () => {
    expect(parseDealRecord(base()).ok).toBe(true);
  });
});

describe('doko-summary/1', () => {
  const summary = (o: Record<string, unknown> = {}) => ({
    format: 'doko-summary/1',
    contract: { kind: 'solo', declarer: 2, solo: 'queens' },
    parties: { re: [2], kontra: [0, 1, 3] },
    announcements: { re: 'no90', kontra: null },
    cardPoints: { re: 87 },
    tricks: { re: 4 },
    specials: [{ kind: 'fox', party: 'kontra' }],
    ...o,
  });
  it('scores the example of docs/formats.md: worked example 6 as a queen solo', () => {
    const r = scoreInput(summary());
    expect(r.ok && r.value).toEqual({
      contract: { kind: 'solo', declarer: 2, solo: 'queens', compulsory: false },
      parties: { re: [2], kontra: [0, 1, 3] },
      cardPoints: { re: 87, kontra: 153 },
      tricks: { re: 4, kontra: 8 },
      winner: 'kontra',
      lines: [
        { party: 'kontra', reason: 'won', points: 1 },
        { party: 'kontra', reason: 'below90', points: 1 },
        { party: 'kontra', reason: 'reAnnounced', points: 2 },
        { party: 'kontra', reason: 'reNo90', points: 1 },
        { party: 'kontra', reason: 'reached120AgainstNo90', points: 1 },
      ],
      value: -6,
      scores: [6, 6, -18, 6],
    });
  });
  it('a normal game with specials; a party with one seat makes a silent solo', () => {
    const r = scoreInput(
      summary({ contract: { kind: 'normal' }, parties: { re: [0, 2], kontra: [1, 3] }, announcements: {}, cardPoints: { re: 131 }, tricks: { re: 7 } }),
    );
    expect(r.ok && r.value.value).toBe(0); // won 1, Kontra's fox 1
    const silent = scoreInput(summary({ contract: { kind: 'normal' }, announcements: {}, cardPoints: { re: 131 } }));
    expect(silent.ok && silent.value.scores).toEqual([-1, -1, 3, -1]);
  });
  it('names inconsistent or unknown input', () => {
    expect(error(summary({ cardPoints: { re: 87, kontra: 150 } }))).toBe('cardPoints.kontra: Re 87 and Kontra 150 do not add up to 240');
    expect(error(summary({ tricks: { re: 0 } }))).toBe('cardPoints.re: Re won no trick, so it cannot have 87 card points');
    expect(error(summary({ announcements: { re: 'kontra' } }))).toMatch(/^announcements\.re: "kontra" is not a call of re/);
    expect(error(summary({ parties: { re: [2, 2], kontra: [0, 1, 3] } }))).toBe('parties.re[1]: seat 2 is listed twice');
    expect(error(summary({ specials: [{ kind: 'fuchs', party: 're' }] }))).toMatch(/^specials\[0\]\.kind: unknown special "fuchs"/);
    expect(error(summary({ contract: { kind: 'solo', declarer: 1, solo: 'queens' } }))).toBe(
      'contract.declarer: the declarer (seat 1) must be in the Re party',
    );
    expect(error(summary({ rules: { foo: 1 } }))).toMatch(/^rules\.foo/);
  });
});

describe('doko-summary/1 poverty', () => {
  it('echoes the contract without inventing exchanged cards', () => {
    const r = scoreInput({
      format: 'doko-summary/1',
      rules: { poverty: true },
      contract: { kind: 'poverty', declarer: 1 },
      parties: { re: [1, 3], kontra: [0, 2] },
      cardPoints: { re: 100 },
      tricks: { re: 5 },
    });
    expect(r.ok && r.value.contract).toEqual({ kind: 'poverty', declarer: 1, partner: 3 });
    expect(r.ok && r.value.value).toBe(-2); // Kontra won with 140: won + against the elders
  });
});
