import { describe, expect, it } from 'vitest';
import { evidenceParty, mustShowParty, partyEvidence, partyPoints, pointsTaken, viewFor } from '../../src/engine/view.ts';
import { playableCards } from '../../src/engine/legal.ts';
import { act, hands, playCards, start } from './helpers.ts';

// Normal game, dealer 3: seat 0 holds one ♣Q, seat 1 the other. Seat 0 leads.
const h = hands({ 0: 'CQ C9 C9 S9 S9 H9 H9 CK CK SK SK CA' });

describe('what a player can know about the parties', () => {
  it('from his own hand only, at the start', () => {
    const s = start(h, { contract: { kind: 'normal' } });
    expect(s.parties).toEqual({ re: [0, 1], kontra: [2, 3] });
    expect(viewFor(s, 0).knownParties).toEqual(['re', null, null, null]);
    expect(viewFor(s, 2).knownParties).toEqual([null, null, 'kontra', null]);
    expect(viewFor(s, 0).partyReasons).toEqual(['own', null, null, null]);
  });
  it('the other club queen played: its owner is Re, and for the holder of one the rest are Kontra', () => {
    let s = start(h, { dealer: 0, contract: { kind: 'normal' } });
    s = playCards(s, 'CQ');
    expect(viewFor(s, 0).knownParties).toEqual(['re', 're', 'kontra', 'kontra']);
    expect(viewFor(s, 0).partyReasons).toEqual(['own', 'clubQueen', 'counting', 'counting']);
    // Seat 2 (no ♣Q) sees one queen: seat 1 is Re, seat 0 and 3 stay open (a silent solo is possible).
    expect(viewFor(s, 2).knownParties).toEqual([null, 're', 'kontra', null]);
  });
  it('two Kontra known: the rest are Re only when no silent solo is possible', () => {
    let s = start(h, { contract: { kind: 'normal' } });
    s = act(s, { type: 'announce', seat: 3, call: 'kontra' });
    // Seat 2 holds no ♣Q: with two Kontra known, a silent solo is still possible.
    expect(viewFor(s, 2).knownParties).toEqual([null, null, 'kontra', 'kontra']);
    expect(viewFor(s, 1).knownParties).toEqual([null, 're', null, 'kontra']);
    s = act(s, { type: 'announce', seat: 2, call: 'no90' });
    // Seat 1 holds one ♣Q, so there is no silent solo: the fourth player is his partner.
    expect(viewFor(s, 1).knownParties).toEqual(['re', 're', 'kontra', 'kontra']);
    expect(viewFor(s, 1).partyReasons).toEqual(['counting', 'own', 'call', 'call']);
  });
  it('a solo is public', () => {
    const s = start(h, { contract: { kind: 'solo', declarer: 2, solo: 'jacks', compulsory: false } });
    expect(viewFor(s, 0).knownParties).toEqual(['kontra', 'kontra', 're', 'kontra']);
  });
  it('an open marriage: only the declarer is known', () => {
    const m = hands({ 1: 'CQ CQ C9 C9 S9 S9 H9 H9 CK CK SK SK' });
    const s = start(m, { contract: { kind: 'marriage', declarer: 1 } });
    expect(viewFor(s, 0).knownParties).toEqual([null, 're', null, null]);
    expect(viewFor(s, 0).ownParty).toBeNull();
  });
});

describe('poverty in the view', () => {
  it('everyone hears how many trumps came back; only the two players see the cards', async () => {
    const { R } = await import('./helpers.ts');
    const rules = R({ poverty: true });
    const h = hands({ 0: 'DA DK D9 CA CA C10 SA SA S10 HA HA HK' }, rules);
    const { normalTrumps } = await import('../../src/engine/contract.ts');
    const plain = h[2].filter((c) => normalTrumps([c], rules).length === 0).slice(0, 2);
    const returned = ['DK', ...plain] as const;
    const s = start(h, { rules, contract: { kind: 'poverty', declarer: 0, partner: 2, given: ['DA', 'DK', 'D9'], returned: [...returned] } });
    expect(viewFor(s, 1).povertyTrumpsReturned).toBe(1);
    expect(viewFor(s, 1).exchangeSeen).toEqual([]);
    expect(viewFor(s, 0).exchangeSeen).toEqual([...returned]);
    expect(viewFor(s, 2).exchangeSeen).toEqual(['DA', 'DK', 'D9']);
  });
});

describe('party evidence: why each party is known (one function for the view, the lessons and the quiz drills)', () => {
  it('own hand, a played ♣Q, then counting', () => {
    let s = start(h, { dealer: 0, contract: { kind: 'normal' } });
    s = playCards(s, 'CQ');
    expect(partyEvidence(s, 0)).toEqual([
      { code: 'ownHand', seat: 0, party: 're', clubQueens: 1 },
      { code: 'clubQueen', seat: 1, trickNo: 1 },
      { code: 'bothReKnown', seat: 2 },
      { code: 'bothReKnown', seat: 3 },
    ]);
    // A spectator knows only what was shown.
    expect(partyEvidence(s, null)).toEqual([null, { code: 'clubQueen', seat: 1, trickNo: 1 }, null, null]);
  });
  it('calls show the caller’s party; two Kontra and no silent solo leave the rest Re', () => {
    let s = start(h, { contract: { kind: 'normal' } });
    s = act(s, { type: 'announce', seat: 3, call: 'kontra' }, { type: 'announce', seat: 2, call: 'no90' });
    expect(partyEvidence(s, 1)).toEqual([
      { code: 'bothKontraKnown', seat: 0 },
      { code: 'ownHand', seat: 1, party: 're', clubQueens: 1 },
      { code: 'announced', seat: 2, call: 'no90', party: 'kontra' },
      { code: 'announced', seat: 3, call: 'kontra', party: 'kontra' },
    ]);
    expect(partyEvidence(s, 2)[0]).toBeNull();
  });
  it('both ♣Q from one hand: a silent solo, everybody else Kontra', () => {
    const both = hands({ 2: 'CQ CQ C9 C9 S9 S9 H9 H9 CK CK SK SK' });
    const s = start(both, { dealer: 1, contract: { kind: 'normal' } });
    expect(s.solo).toBe(true);
    expect(partyEvidence(s, 2).map((e) => e?.code)).toEqual(['silentSolo', 'silentSolo', 'ownHand', 'silentSolo']);
    expect(partyEvidence(s, 0)).toEqual([{ code: 'ownHand', seat: 0, party: 'kontra', clubQueens: 0 }, null, null, null]);
    // Seat 2 leads a ♣Q, the others follow with their first playable card, and the winner leads on until seat 2 shows the second.
    let played = s;
    while (
      played.tricks
        .flatMap((t) => t.cards)
        .concat(played.current?.cards ?? [])
        .filter((c) => c === 'CQ').length < 2
    ) {
      const card = played.toMove === 2 ? 'CQ' : playableCards(played)[0];
      played = act(played, { type: 'play', seat: played.toMove, card });
    }
    expect(partyEvidence(played, 0).map((e) => e && evidenceParty(e))).toEqual(['kontra', 'kontra', 're', 'kontra']);
    expect(partyEvidence(played, null)[0]).toEqual({ code: 'silentSolo', seat: 0, soloist: 2 });
  });
  it('contracts make the teams public', () => {
    const solo = start(h, { contract: { kind: 'solo', declarer: 2, solo: 'jacks', compulsory: false } });
    expect(partyEvidence(solo, null)).toEqual([
      { code: 'soloOpponent', seat: 0, soloist: 2 },
      { code: 'soloOpponent', seat: 1, soloist: 2 },
      { code: 'soloist', seat: 2 },
      { code: 'soloOpponent', seat: 3, soloist: 2 },
    ]);
    const m = hands({ 1: 'CQ CQ C9 C9 S9 S9 H9 H9 CK CK SK SK' });
    const open = start(m, { contract: { kind: 'marriage', declarer: 1 } });
    expect(partyEvidence(open, 0)).toEqual([null, { code: 'marriageDeclarer', seat: 1 }, null, null]);
  });
  it('the view’s known parties are exactly the evidence’s', () => {
    let s = start(h, { dealer: 0, contract: { kind: 'normal' } });
    s = playCards(s, 'CQ');
    for (const seat of [0, 1, 2, 3] as const) {
      expect(viewFor(s, seat).knownParties).toEqual(partyEvidence(s, seat).map((e) => e && evidenceParty(e)));
    }
  });
  it('showing the party: only after both Re and Kontra, and only while the table does not know it', () => {
    let s = start(h, { contract: { kind: 'normal' } });
    s = act(s, { type: 'announce', seat: 1, call: 're' });
    expect(mustShowParty(s, 0)).toBe(false);
    s = act(s, { type: 'announce', seat: 3, call: 'kontra' });
    expect(mustShowParty(s, 0)).toBe(true);
    expect(mustShowParty(s, 1)).toBe(false);
  });
});

describe('points taken, as the viewer can add them up', () => {
  it('per seat from the open tricks; per party only once every party is known to him', () => {
    // Dealer 0: seat 1 leads its ♣Q, seats 2 and 3 follow trump, seat 0 must give his ♣Q.
    let s = start(h, { dealer: 0, contract: { kind: 'normal' } });
    s = playCards(s, 'CQ SJ D9 CQ');
    expect(s.tricks[0]).toEqual({ leader: 1, cards: ['CQ', 'SJ', 'D9', 'CQ'], winner: 1 });
    const v0 = viewFor(s, 0);
    expect(pointsTaken(v0)).toEqual([0, 8, 0, 0]);
    expect(v0.knownParties).toEqual(['re', 're', 'kontra', 'kontra']);
    expect(partyPoints(v0)).toEqual({ re: 8, kontra: 0 });
    // Two different seats showed a ♣Q: seat 2 knows everyone too. Before that he knew only himself.
    expect(partyPoints(viewFor(s, 2))).toEqual({ re: 8, kontra: 0 });
    expect(partyPoints(viewFor(start(h, { dealer: 0, contract: { kind: 'normal' } }), 2))).toBeNull();
  });
});
