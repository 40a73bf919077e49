import { describe, expect, it } from 'vitest';
import { DDV_RULES, type RuleSet } from '../../src/engine/rules.ts';
import { meetsTarget, scoreDeal, seatScores, type Level, type ScoreFacts, type Special } from '../../src/engine/scoring.ts';
import { trickSpecials } from '../../src/engine/outcome.ts';
import type { Party, Seat } from '../../src/engine/parties.ts';

interface F {
  re: number;
  reLevel?: Level;
  kontraLevel?: Level;
  solo?: boolean;
  reTricks?: number;
  kontraTricks?: number;
  specials?: Special[];
}
const facts = (f: F): ScoreFacts => ({
  solo: f.solo ?? false,
  reCardPoints: f.re,
  reTricks: f.reTricks ?? (f.re === 0 ? 0 : 6),
  kontraTricks: f.kontraTricks ?? (f.re === 240 ? 0 : 6),
  reLevel: f.reLevel ?? -1,
  kontraLevel: f.kontraLevel ?? -1,
  specials: f.specials ?? [],
});
const score = (f: F, r: Partial<RuleSet> = {}) => scoreDeal(facts(f), { ...DDV_RULES, ...r });
const lines = (f: F, r: Partial<RuleSet> = {}) => score(f, r).lines.map((l) => `${l.party}:${l.reason}:${l.points}`);

describe('the six worked examples (docs/rules.md §11.5)', () => {
  it('1. no announcements, Re 131 → 1', () => {
    const s = score({ re: 131 });
    expect(s.winner).toBe('re');
    expect(lines({ re: 131 })).toEqual(['re:won:1']);
    expect(seatScores({ re: [0, 2], kontra: [1, 3] }, s.value)).toEqual([1, -1, 1, -1]);
  });
  it('2. Kontra + keine 60, Kontra 183 → 8', () => {
    const f = { re: 57, kontraLevel: 2 as Level };
    expect(score(f).winner).toBe('kontra');
    expect(lines(f)).toEqual([
      'kontra:won:1',
      'kontra:below90:1',
      'kontra:below60:1',
      'kontra:kontraAnnounced:2',
      'kontra:kontraNo90:1',
      'kontra:kontraNo60:1',
      'kontra:againstTheElders:1',
    ]);
    expect(score(f).value).toBe(-8);
  });
  it('3. Re + keine 60, Kontra replied, Kontra 60 → 8 for Kontra', () => {
    const f = { re: 180, reLevel: 2 as Level, kontraLevel: 0 as Level };
    expect(lines(f)).toEqual([
      'kontra:won:1',
      'kontra:reAnnounced:2',
      'kontra:kontraAnnounced:2',
      'kontra:reNo90:1',
      'kontra:reNo60:1',
      'kontra:againstTheElders:1',
    ]);
    expect(score(f).value).toBe(-8);
  });
  it('4. as 3 with Kontra 90 → 9 (90 reached against keine 60)', () => {
    const f = { re: 150, reLevel: 2 as Level, kontraLevel: 0 as Level };
    expect(score(f).value).toBe(-9);
    expect(lines(f)).toContain('kontra:reached90AgainstNo60:1');
  });
  it('5. solo, no announcements, soloist 153 → 2, soloist +6', () => {
    const s = score({ re: 153, solo: true });
    expect(s.value).toBe(2);
    expect(seatScores({ re: [1], kontra: [0, 2, 3] }, s.value)).toEqual([-2, 6, -2, -2]);
  });
  it('6. solo, Re + keine 90, soloist 87 → 6 for the opponents, soloist −18', () => {
    const f = { re: 87, solo: true, reLevel: 1 as Level };
    expect(lines(f)).toEqual(['kontra:won:1', 'kontra:below90:1', 'kontra:reAnnounced:2', 'kontra:reNo90:1', 'kontra:reached120AgainstNo90:1']);
    const s = score(f);
    expect(seatScores({ re: [3], kontra: [0, 1, 2] }, s.value)).toEqual([6, 6, 6, -18]);
  });
});

describe('external checks (docs/rules.md §11.5)', () => {
  it('baum24: Kontra says Kontra and wins with 160 → 5', () => {
    expect(score({ re: 80, kontraLevel: 0 }).value).toBe(-5);
  });
  it('baum24: Re + keine 90 + keine 60 with 130 → Kontra 7', () => {
    const f = { re: 130, reLevel: 2 as Level };
    expect(score(f).winner).toBe('kontra');
    expect(score(f).value).toBe(-7);
  });
  it('doppelkopf-online: 151:89 is worth 2 to Re, 3 to Kontra', () => {
    expect(score({ re: 151 }).value).toBe(2);
    expect(score({ re: 89 }).value).toBe(-3);
  });
});

describe('targets (docs/rules.md §10)', () => {
  const wins = (f: F) => [meetsTarget('re', facts(f)), meetsTarget('kontra', facts(f))];
  it('none / Re only / both: Re 121, Kontra 120', () => {
    expect(wins({ re: 121 })).toEqual([true, false]);
    expect(wins({ re: 120 })).toEqual([false, true]);
    expect(wins({ re: 120, reLevel: 0 })).toEqual([false, true]);
    expect(wins({ re: 120, reLevel: 0, kontraLevel: 0 })).toEqual([false, true]);
  });
  it('only Kontra: Re wins with 120, Kontra needs 121', () => {
    expect(wins({ re: 120, kontraLevel: 0 })).toEqual([true, false]);
    expect(wins({ re: 119, kontraLevel: 0 })).toEqual([false, true]);
  });
  it('Re keine 90 / 60 / 30 against Kontra 90 / 60 / 30', () => {
    expect(wins({ re: 151, reLevel: 1 })).toEqual([true, false]);
    expect(wins({ re: 150, reLevel: 1 })).toEqual([false, true]);
    expect(wins({ re: 181, reLevel: 2 })).toEqual([true, false]);
    expect(wins({ re: 180, reLevel: 2 })).toEqual([false, true]);
    expect(wins({ re: 211, reLevel: 3 })).toEqual([true, false]);
    expect(wins({ re: 210, reLevel: 3 })).toEqual([false, true]);
  });
  it('Kontra keine 90 against Re 90', () => {
    expect(wins({ re: 89, kontraLevel: 1 })).toEqual([false, true]);
    expect(wins({ re: 90, kontraLevel: 1 })).toEqual([true, false]);
  });
  it('schwarz: all tricks; the opponents win with any trick, even worth 0', () => {
    expect(wins({ re: 240, reLevel: 4, reTricks: 12, kontraTricks: 0 })).toEqual([true, false]);
    expect(wins({ re: 240, reLevel: 4, reTricks: 11, kontraTricks: 1 })).toEqual([false, true]);
    expect(wins({ re: 0, kontraLevel: 4, reTricks: 1, kontraTricks: 11 })).toEqual([true, false]);
  });
});

describe('lines of the value (TSR §7.2.2 (docs/rules.md §11))', () => {
  it('schwarz played, with every "below" line', () => {
    expect(lines({ re: 240, reTricks: 12, kontraTricks: 0 })).toEqual(['re:won:1', 're:below90:1', 're:below60:1', 're:below30:1', 're:schwarz:1']);
  });
  it('"below" is strict: 90 is not below 90', () => {
    expect(lines({ re: 150 })).toEqual(['re:won:1']);
  });
  it('the point against schwarz needs 30 card points (docs/rules.md §16.2)', () => {
    expect(lines({ re: 205, reLevel: 4, reTricks: 10, kontraTricks: 2 })).toEqual([
      'kontra:won:1',
      'kontra:reAnnounced:2',
      'kontra:reNo90:1',
      'kontra:reNo60:1',
      'kontra:reNo30:1',
      'kontra:reSchwarz:1',
      'kontra:reached30AgainstSchwarz:1',
      'kontra:againstTheElders:1',
    ]);
    // Kontra won two tricks but only 29 points: it wins the game, without the point against schwarz.
    expect(lines({ re: 211, reLevel: 4, reTricks: 10, kontraTricks: 2 })).not.toContain('kontra:reached30AgainstSchwarz:1');
  });
});

describe('no winner (TSR §7.1.3, docs/rules.md §11.2)', () => {
  it('both Absagen fail: only below-lines, reached-lines and specials; no announcement points', () => {
    // Re keine 90 needs Kontra < 90; Kontra keine 90 needs Re < 90. Re 140, Kontra 100: both fail.
    const f = { re: 140, reLevel: 1 as Level, kontraLevel: 1 as Level, specials: [{ kind: 'doppelkopf', party: 're' }] as Special[] };
    const s = score(f);
    expect(s.winner).toBeNull();
    expect(lines(f)).toEqual(['re:reached120AgainstNo90:1', 're:doppelkopf:1']);
    expect(s.value).toBe(2);
    // Kontra 125 against Re's keine 90 also earns its point.
    // Re 115 (not below 90 nor reaching 120), Kontra 125 against Re's keine 90.
    expect(lines({ re: 115, reLevel: 1, kontraLevel: 1 })).toEqual(['kontra:reached120AgainstNo90:1']);
  });
  it('below-lines go to the party whose opponents stayed below', () => {
    const f = { re: 185, reLevel: 3 as Level, kontraLevel: 1 as Level };
    // Re keine 30 fails (Kontra 55 ≥ 30); Kontra keine 90 fails (Re 185 ≥ 90).
    expect(lines(f)).toEqual(['re:below90:1', 're:below60:1', 're:reached120AgainstNo90:1']);
    expect(score(f).value).toBe(3);
  });
  it('a no-winner solo multiplies by three (docs/rules.md §16.1)', () => {
    const s = score({ re: 140, solo: true, reLevel: 1, kontraLevel: 1 });
    expect(s.winner).toBeNull();
    expect(seatScores({ re: [0], kontra: [1, 2, 3] }, s.value)).toEqual([3, -1, -1, -1]);
    const t = score({ re: 200, solo: true, reLevel: 4, kontraLevel: 1, reTricks: 10, kontraTricks: 2 });
    expect(t.winner).toBeNull();
    expect(seatScores({ re: [0], kontra: [1, 2, 3] }, t.value)).toEqual([3 * t.value, -t.value, -t.value, -t.value]);
  });
});

describe('special points (TSR §7.2.3 (docs/rules.md §11.1)) and netting', () => {
  it('Re wins 1 but Kontra catches both foxes and makes Karlchen → Re −2', () => {
    const f = {
      re: 125,
      specials: [
        { kind: 'fox', party: 'kontra' },
        { kind: 'fox', party: 'kontra' },
        { kind: 'karlchen', party: 'kontra' },
      ] as Special[],
    };
    expect(score(f).winner).toBe('re');
    expect(score(f).value).toBe(-2);
    expect(lines(f)).toEqual(['re:won:1', 'kontra:foxCaught:2', 'kontra:karlchen:1']);
  });
  it('no special points in a solo', () => {
    expect(score({ re: 130, solo: true, specials: [{ kind: 'doppelkopf', party: 'kontra' }] }).value).toBe(1);
    expect(score({ re: 100, solo: true }).lines.map((l) => l.reason)).not.toContain('againstTheElders');
  });
  it('fox in the last trick: 1 under DDV, 2 with the house rule', () => {
    const f = { re: 130, specials: [{ kind: 'fox', party: 're', lastTrick: true }] as Special[] };
    expect(lines(f)).toEqual(['re:won:1', 're:foxCaught:1']);
    expect(lines(f, { foxLastTrick: true })).toEqual(['re:won:1', 're:foxCaughtLastTrick:2']);
  });
  it('Karlchen caught: nothing under DDV, 1 with the house rule; Lieschen Müller only by a ♦Q', () => {
    const byQueen = { re: 130, specials: [{ kind: 'karlchenCaught', party: 're', card: 'DQ' }] as Special[] };
    const byJack = { re: 130, specials: [{ kind: 'karlchenCaught', party: 're', card: 'HJ' }] as Special[] };
    expect(lines(byQueen)).toEqual(['re:won:1']);
    expect(lines(byJack, { karlchenCaught: true })).toEqual(['re:won:1', 're:karlchenCaught:1']);
    expect(lines(byJack, { lieschenMueller: true })).toEqual(['re:won:1']);
    expect(lines(byQueen, { lieschenMueller: true })).toEqual(['re:won:1', 're:lieschenMueller:1']);
    // Both switches: Lieschen Müller decides (docs/rules.md §16.13).
    expect(lines(byJack, { karlchenCaught: true, lieschenMueller: true })).toEqual(['re:won:1']);
    expect(lines(byQueen, { karlchenCaught: true, lieschenMueller: true })).toEqual(['re:won:1', 're:lieschenMueller:1']);
  });
  it('scores sum to zero and share parity', () => {
    for (const v of [-7, -1, 0, 3, 12]) {
      const two = seatScores({ re: [0, 3], kontra: [1, 2] }, v);
      const solo = seatScores({ re: [2], kontra: [0, 1, 3] }, v);
      expect(two.reduce((a, b) => a + b, 0)).toBe(0);
      expect(solo.reduce((a, b) => a + b, 0)).toBe(0);
      expect(new Set(solo.map((x) => Math.abs(x) % 2)).size).toBe(1);
    }
  });
});

describe('targetReason: which clause of docs/rules.md §10 applies', () => {
  it('names the clause', async () => {
    const { targetReason } = await import('../../src/engine/scoring.ts');
    expect(targetReason('re', 2, -1)).toEqual({ code: 'ownAbsage', level: 2 });
    expect(targetReason('kontra', 2, 0)).toEqual({ code: 'opponentsAbsage', level: 2 });
    expect(targetReason('re', -1, 0)).toEqual({ code: 'onlyKontra' });
    expect(targetReason('re', 0, 0)).toEqual({ code: 'plain' });
  });
});

describe('the special events of one trick', () => {
  const re = (seat: Seat): Party => (seat === 0 || seat === 2 ? 're' : 'kontra');
  it('a Doppelkopf and an opposing fox; the own partner’s fox is nothing', () => {
    expect(trickSpecials({ leader: 0, cards: ['DA', 'H10', 'SA', 'CA'], winner: 1 }, re, false)).toEqual([
      { kind: 'doppelkopf', party: 'kontra' },
      { kind: 'fox', party: 'kontra' },
    ]);
    expect(trickSpecials({ leader: 0, cards: ['DA', 'DK', 'H10', 'D9'], winner: 2 }, re, false)).toEqual([]);
  });
  it('in the last trick: Karlchen winning it, or caught (whether caught counts is for the rules)', () => {
    expect(trickSpecials({ leader: 0, cards: ['CJ', 'S9', 'D9', 'C9'], winner: 0 }, re, true)).toEqual([{ kind: 'karlchen', party: 're' }]);
    expect(trickSpecials({ leader: 0, cards: ['CJ', 'DQ', 'D9', 'C9'], winner: 1 }, re, true)).toEqual([
      { kind: 'karlchenCaught', party: 'kontra', card: 'DQ' },
    ]);
    expect(trickSpecials({ leader: 0, cards: ['CJ', 'DQ', 'D9', 'C9'], winner: 1 }, re, false)).toEqual([]);
  });
});
