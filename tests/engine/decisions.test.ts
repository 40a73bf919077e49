/** docs/rules.md §16 decisions not covered elsewhere. */
import { describe, expect, it } from 'vitest';
import { sumPoints } from '../../src/engine/cards.ts';
import { holderOfPair, normalTrumps } from '../../src/engine/contract.ts';
import { announcementRefusal, apply, newDeal, type DealState } from '../../src/engine/deal.ts';
import { playableCards } from '../../src/engine/legal.ts';
import { specialEvents } from '../../src/engine/outcome.ts';
import { createRng, dealHands } from '../../src/engine/rng.ts';
import { act, hands, playCards, R, start } from './helpers.ts';

describe('docs/rules.md §16.16 a fox that is a piglet can still be caught', () => {
  it('a superpiglet takes a piglet: fox caught', () => {
    const rules = R({ piglets: true, superpiglets: true });
    const h = hands({
      0: 'CQ C9 C9 S9 S9 H9 H9 CK CK SK SK CA',
      2: 'D9 D9 CQ SA HA HA HK HK S10 S10 C10 C10',
      3: 'DA DA DK DK DJ DJ DQ DQ D10 D10 SQ SQ',
    });
    let s = start(h, { rules, contract: { kind: 'normal' } });
    expect(s.parties).toEqual({ re: [0, 2], kontra: [1, 3] });
    s = playCards(s, 'CQ');
    s = act(s, { type: 'play', seat: 1, card: playableCards(s)[0] });
    s = playCards(s, 'D9 DA');
    expect(s.tricks[0].winner).toBe(2);
    expect(specialEvents(s)).toContainEqual({ kind: 'fox', party: 're' });
  });
});

describe('docs/rules.md §16.15 special points of a clarified marriage use the final parties', () => {
  it('a fox won by the declarer before the Klärungsstich from his later partner is no catch', () => {
    const h = hands({ 0: 'CQ CQ C9 C9 S9 S9 H9 H9 CK CK SK SK' });
    let s = start(h, { contract: { kind: 'marriage', declarer: 0 } });
    s = playCards(s, 'CQ CJ SJ DA  CQ CJ SJ D9  C9 CA HK DK');
    expect(s.tricks[0].winner).toBe(0);
    expect(s.marriage).toEqual({ declarer: 0, clarifiedIn: 3, partner: 3 });
    expect(specialEvents(s).filter((e) => e.kind === 'fox')).toEqual([]);
  });
});

describe('docs/rules.md §16.9 forced announcement in a marriage: the window after the obliging trick', () => {
  it('when the deadline has passed, the party may and must announce before the next card', () => {
    const rules = R({ forcedAnnouncement: true });
    let checked = 0;
    for (let seed = 0; seed < 3000 && checked < 5; seed++) {
      const h = dealHands(seed, rules);
      const declarer = holderOfPair(h, 'CQ');
      if (declarer === null) continue;
      const r = newDeal({ rules, dealer: 3, hands: h, contract: { kind: 'marriage', declarer } });
      if (!r.ok) continue;
      let s: DealState = r.value;
      const rng = createRng(seed);
      while (s.phase === 'playing' && s.tricks.length < 2) {
        const cards = playableCards(s);
        s = act(s, { type: 'play', seat: s.toMove, card: cards[rng.int(cards.length)] });
      }
      if (s.marriage?.clarifiedIn !== 1 || sumPoints(s.tricks[1].cards) < 30) continue;
      const winner = s.tricks[1].winner!;
      const party = s.parties!.re.includes(winner) ? 're' : 'kontra';
      expect(s.forced).toEqual({ party, trick: 2, points: sumPoints(s.tricks[1].cards) });
      // Every player holds 10 cards: an Erstansage (11) is late, but the window is open.
      expect(announcementRefusal(s, winner, party)).toBeNull();
      expect(playableCards(s)).toEqual([]);
      const refused = apply(s, { type: 'play', seat: s.toMove, card: s.hands[s.toMove][0] });
      expect(!refused.ok && refused.error.code).toBe('forcedAnnouncementMissing');
      const after = act(s, { type: 'announce', seat: winner, call: party });
      expect(after.forced).toBeNull();
      expect(after.calls[party]).toEqual({ level: 0, lateReply: false });
      // The opponents may only reply (one card later than the Erstansage): a late reply, no Absage after it.
      const opp = party === 're' ? 'kontra' : 're';
      const replied = act(after, { type: 'announce', seat: after.parties![opp][0], call: opp });
      expect(replied.calls[opp]).toEqual({ level: 0, lateReply: true });
      checked++;
    }
    expect(checked).toBe(5);
  });
});

describe('docs/rules.md §16.3 poverty: the acceptor says how many trumps he returns', () => {
  it('the count follows from the returned cards', () => {
    const rules = R({ poverty: true });
    expect(normalTrumps(['CQ', 'DA', 'C9'], rules)).toEqual(['CQ', 'DA']);
    expect(normalTrumps(['H10', 'HA', 'HK'], R({ poverty: true, dulle: 'notTrump' }))).toEqual([]);
  });
});
