/** The score pad's evening (docs/rules.md §19): deals written as the table says them, scored by the engine. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NO_BOCK } from '../../src/engine/evening/bock.ts';
import { scoreDeal, type PadDeal, type PadEntry, type PadGame, type PadSpecial } from '../../src/engine/evening/entry.ts';
import { eveningSheet, type Evening } from '../../src/engine/evening/evening.ts';
import { playing, sittingOut, type TableSize } from '../../src/engine/evening/seating.ts';
import { dealResult, trickSpecials } from '../../src/engine/outcome.ts';
import { SOLO_KINDS } from '../../src/engine/order.ts';
import type { Party, Seat } from '../../src/engine/parties.ts';
import { randomDeal } from '../../src/engine/random.ts';
import { DDV_RULES, type RuleSet } from '../../src/engine/rules.ts';
import type { Level } from '../../src/engine/scoring.ts';
import { SIX_EXAMPLES } from '../../src/content/exercises/examples.ts';
import type { DealState } from '../../src/engine/deal.ts';

const NAMES = ['Anna', 'Ben', 'Cem', 'Dora', 'Eva', 'Finn'];

function evening(deals: readonly PadEntry[], o: Partial<Evening> = {}): Evening {
  const n = o.players?.length ?? 4;
  return {
    title: '',
    started: '2026-01-01T19:00:00.000Z',
    players: NAMES.slice(0, n),
    firstDealer: 0,
    rules: DDV_RULES,
    mode: 'open',
    bock: NO_BOCK,
    stakeCents: 0,
    deals,
    ...o,
  };
}

const deal = (game: PadGame, points: number, o: Partial<PadDeal> = {}): PadDeal => ({
  kind: 'deal',
  game,
  calls: { re: -1, kontra: -1 },
  points: { party: 're', value: points },
  schwarz: true,
  specials: [],
  ...o,
});
const normal = (a: number, b: number, points: number, o: Partial<PadDeal> = {}) => deal({ kind: 'normal', re: [a, b] }, points, o);
const solo = (p: number, points: number, o: Partial<PadDeal> = {}) => deal({ kind: 'solo', declarer: p, solo: 'queens' }, points, o);

describe('the six worked examples (docs/rules.md §11.5) as a score keeper writes them', () => {
  // Re = players 0 and 2, soloist player 0, as in SIX_EXAMPLES (its `expected` is the source's answer).
  for (const ex of SIX_EXAMPLES) {
    it(ex.id, () => {
      const d = ex.deal;
      const game: PadGame = d.contract === 'solo' ? { kind: 'solo', declarer: d.soloist!, solo: 'queens' } : { kind: 'normal', re: [0, 2] };
      // The table counts the party the source names (Kontra, where it gives Kontra's points).
      const kontraCounted = (d.kontraLevel ?? -1) >= 0;
      const entry = deal(game, kontraCounted ? 240 - d.reCardPoints! : d.reCardPoints!, {
        calls: { re: d.reLevel ?? -1, kontra: d.kontraLevel ?? -1 },
        points: kontraCounted ? { party: 'kontra', value: 240 - d.reCardPoints! } : { party: 're', value: d.reCardPoints! },
      });
      const sheet = eveningSheet(evening([entry], { firstDealer: 3 }));
      expect(sheet.rows[0].problem).toBeNull();
      expect(sheet.rows[0].scores).toEqual([...ex.expected.scores]);
    });
  }
});

describe('who deals and who sits out', () => {
  it('four players: the dealer rotates clockwise; a deal thrown in is dealt again', () => {
    const s = eveningSheet(evening([normal(0, 1, 130), { kind: 'redeal' }, normal(0, 1, 130), normal(0, 1, 130)], { firstDealer: 2 }));
    expect(s.rows.map((r) => [r.number, r.dealer])).toEqual([
      [1, 2],
      [null, 3],
      [2, 3],
      [3, 0],
    ]);
    expect(s.next).toMatchObject({ number: 4, dealer: 1, out: [] });
  });
  it('five players: the dealer sits out and scores nothing', () => {
    expect(sittingOut(5, 3)).toEqual([3]);
    expect(playing(5, 3)).toEqual([0, 1, 2, 4]);
    const s = eveningSheet(evening([normal(1, 4, 131)], { players: NAMES.slice(0, 5), firstDealer: 0 }));
    expect(s.rows[0].out).toEqual([0]);
    expect(s.rows[0].scores).toEqual([0, 1, -1, -1, 1]);
  });
  it('six players: the dealer and the player opposite sit out', () => {
    expect(sittingOut(6, 4)).toEqual([1, 4]);
    const s = eveningSheet(evening([solo(2, 153)], { players: NAMES, firstDealer: 5 }));
    expect(s.rows[0].out).toEqual([2, 5]);
    expect(s.rows[0].problem).toEqual({ code: 'sitsOut', player: 2 });
    const t = eveningSheet(evening([solo(3, 153)], { players: NAMES, firstDealer: 5 }));
    expect(t.rows[0].scores).toEqual([-2, -2, 0, 6, -2, 0]);
    expect(t.next).toMatchObject({ dealer: 0, out: [0, 3] });
  });
  it('over a round at five, everyone deals once and sits out once', () => {
    const s = eveningSheet(
      evening(
        Array.from({ length: 5 }, () => normal(1, 2, 130)),
        { players: NAMES.slice(0, 5), firstDealer: 0 },
      ),
    );
    expect(s.rows.map((r) => r.out[0])).toEqual([0, 1, 2, 3, 4]);
  });
});

describe('a tournament round (session.ts)', () => {
  it('the first solo is the Pflichtsolo and the same dealer deals again; a Lustsolo rotates', () => {
    const s = eveningSheet(evening([solo(2, 150), solo(2, 150), normal(0, 1, 130)], { mode: 'tournament', firstDealer: 0 }));
    expect(s.rows.map((r) => [r.dealer, r.compulsory])).toEqual([
      [0, true],
      [0, false],
      [1, false],
    ]);
    expect(s.next.owes).toEqual([true, true, false, true]);
  });
  it("vorgeführt: when the Pflichtsoli owed equal the deals left, the deal must be that player's solo", () => {
    const deals: PadEntry[] = [solo(0, 150), solo(1, 150), solo(2, 150), ...Array.from({ length: 20 }, () => normal(0, 1, 130))];
    const s = eveningSheet(evening(deals, { mode: 'tournament', firstDealer: 0 }));
    expect(s.next.forced).toBe(3);
    const wrong = eveningSheet(evening([...deals, normal(0, 1, 130)], { mode: 'tournament' }));
    expect(wrong.rows.at(-1)!.problem).toEqual({ code: 'forcedSolo', player: 3 });
    const right = eveningSheet(evening([...deals, solo(3, 100)], { mode: 'tournament' }));
    expect(right.rows.at(-1)).toMatchObject({ problem: null, forced: true, compulsory: true });
    expect(right.next).toMatchObject({ over: true, number: 25, of: 24 });
    const after = eveningSheet(evening([...deals, solo(3, 100), normal(0, 1, 130)], { mode: 'tournament' }));
    expect(after.rows.at(-1)!.problem).toEqual({ code: 'roundOver', deals: 24 });
  });
});

describe('Bock rounds at the table', () => {
  const bock = { ...NO_BOCK, tie120: true, soloLost: true };
  it('120:120 doubles the next round of deals; an overlapping one stacks', () => {
    const deals = [
      normal(0, 1, 120),
      normal(0, 1, 130),
      solo(2, 100),
      normal(0, 1, 130),
      normal(0, 1, 130),
      normal(0, 1, 130),
      normal(0, 1, 130),
      normal(0, 1, 130),
    ];
    const s = eveningSheet(evening(deals, { bock }));
    expect(s.rows.map((r) => r.bock)).toEqual([0, 1, 1, 2, 2, 1, 1, 0]);
    expect(s.rows.map((r) => r.starts)).toEqual([['tie120'], [], ['soloLost'], [], [], [], [], []]);
    // Kontra wins 120:120 with "gegen die Alten" (2); the lost solo is worth 1 to each opponent.
    expect(s.rows.map((r) => r.scores[0])).toEqual([-2, 2, 2, 4, 4, 2, 2, 1]);
  });
  it('a round at six players is six deals; a deal thrown in is none', () => {
    const deals: PadEntry[] = [normal(1, 2, 120), { kind: 'redeal' }, ...Array.from({ length: 7 }, () => normal(1, 2, 130))];
    const s = eveningSheet(evening(deals, { bock, players: NAMES, firstDealer: 3 }));
    expect(s.rows.filter((r) => r.number !== null).map((r) => r.bock)).toEqual([0, 1, 1, 1, 1, 1, 1, 0]);
  });
});

describe('entries no deal could produce are refused with the reason', () => {
  const place = { size: 4 as TableSize, dealer: 0, rules: DDV_RULES, compulsory: () => false };
  const problem = (d: PadDeal, rules: RuleSet = DDV_RULES) => {
    const r = scoreDeal(d, { ...place, rules });
    return r.ok ? null : r.error;
  };
  it('card points no cards make, whatever the tricks', () => {
    expect(problem(normal(0, 1, 1))).toEqual({ code: 'pointsNoCards', points: 1, withEvents: false });
    expect(problem(normal(0, 1, 239))).toEqual({ code: 'pointsNoCards', points: 239, withEvents: false });
  });
  it('points the special events put out of reach', () => {
    const three = Array.from({ length: 3 }, () => ({ kind: 'doppelkopf', by: 0 }) as PadSpecial);
    expect(problem(normal(0, 1, 30, { specials: three }))).toMatchObject({ code: 'pointsOutOfReach', points: 30, withEvents: true });
  });
  it('what holds whatever the tricks: too many foxes, the last trick won by both parties, a fox without the house rule', () => {
    const foxes = Array.from({ length: 3 }, () => ({ kind: 'fox', by: 2 }) as PadSpecial);
    expect(problem(normal(0, 1, 130, { specials: foxes }))).toEqual({ code: 'summary', problem: { code: 'tooManyEvents', kind: 'fox', most: 2 } });
    expect(
      problem(
        normal(0, 1, 130, {
          specials: [
            { kind: 'karlchen', by: 0 },
            { kind: 'karlchen', by: 2 },
          ],
        }),
      ),
    ).toMatchObject({ code: 'summary', problem: { code: 'tooManyEvents' } });
    expect(problem(normal(0, 1, 130, { specials: [{ kind: 'foxLast', by: 2 }] }))).toEqual({ code: 'specialOff', kind: 'foxLast' });
    expect(
      problem(
        normal(0, 1, 130, {
          specials: [
            { kind: 'foxLast', by: 2 },
            { kind: 'karlchen', by: 0 },
          ],
        }),
        { ...DDV_RULES, foxLastTrick: true },
      ),
    ).toMatchObject({
      code: 'summary',
      problem: { code: 'lastTrickBoth' },
    });
  });
  it('schwarz: a party without a trick has no special event; without schwarz, a trick of no card points', () => {
    expect(problem(normal(0, 1, 240, { specials: [{ kind: 'fox', by: 2 }] }))).toMatchObject({
      code: 'summary',
      problem: { code: 'eventWithoutTrick', party: 'kontra' },
    });
    expect(problem(normal(0, 1, 240, { schwarz: false }))).toBeNull();
    expect(scoreDeal(normal(0, 1, 240), place)).toMatchObject({ ok: true, value: { result: { tricks: { kontra: 0 } } } });
  });
  it('a player twice, special points in a solo, poverty where it is not played', () => {
    expect(problem(normal(1, 1, 130))).toEqual({ code: 'samePlayer', player: 1 });
    expect(problem(solo(1, 130, { specials: [{ kind: 'fox', by: 1 }] }))).toEqual({ code: 'specialInSolo' });
    expect(problem(deal({ kind: 'poverty', declarer: 0, partner: 1 }, 130))).toEqual({ code: 'povertyOff' });
    expect(problem(deal({ kind: 'poverty', declarer: 0, partner: 1 }, 130), { ...DDV_RULES, poverty: true })).toBeNull();
  });
  it('a marriage without a partner and a silent marriage are scored as solos', () => {
    const s = eveningSheet(evening([deal({ kind: 'marriage', declarer: 1, partner: null }, 153), deal({ kind: 'silentMarriage', declarer: 2 }, 100)]));
    expect(s.rows.map((r) => r.scores)).toEqual([
      [-2, 6, -2, -2],
      [1, 1, -3, 1],
    ]);
  });
});

/** The deal as a score keeper writes it: players are seats, the points as one party counted them. */
function asWritten(s: DealState, counted: Party, rules: RuleSet): PadDeal {
  const r = dealResult(s);
  const parties = s.parties!;
  const contract = s.contract!;
  const game: PadGame =
    contract.kind === 'solo'
      ? { kind: 'solo', declarer: contract.declarer, solo: contract.solo }
      : parties.re.length === 1
        ? { kind: 'silentMarriage', declarer: parties.re[0] }
        : { kind: 'normal', re: [parties.re[0], parties.re[1]] };
  const partyOf = (seat: Seat): Party => (parties.re.includes(seat) ? 're' : 'kontra');
  const specials: PadSpecial[] = [];
  if (parties.re.length === 2) {
    s.tricks.forEach((t, i) => {
      for (const e of trickSpecials(t, partyOf, i === s.tricks.length - 1)) {
        const by = t.winner!;
        if (e.kind === 'fox') specials.push({ kind: e.lastTrick && rules.foxLastTrick ? 'foxLast' : 'fox', by });
        else if (e.kind === 'karlchenCaught') {
          if (rules.lieschenMueller ? e.card === 'DQ' : rules.karlchenCaught) specials.push({ kind: 'karlchenCaught', by });
        } else specials.push({ kind: e.kind, by });
      }
    });
  }
  return {
    kind: 'deal',
    game,
    calls: { re: s.calls.re.level as Level, kontra: s.calls.kontra.level as Level },
    points: { party: counted, value: r.cardPoints[counted] },
    schwarz: r.tricks.re === 0 || r.tricks.kontra === 0,
    specials,
  };
}

const rulesArb = fc.record({
  withoutNines: fc.boolean(),
  foxLastTrick: fc.boolean(),
  karlchenCaught: fc.boolean(),
  lieschenMueller: fc.boolean(),
  dulle: fc.constantFrom(...(['firstWins', 'secondWins'] as const)),
});

describe('property: random legal deals, written down, score as the engine scores them', () => {
  it('the same scores as dealResult, at four, five and six players', () => {
    fc.assert(
      fc.property(
        fc.nat(1e9),
        rulesArb,
        fc.constantFrom(...(['re', 'kontra'] as const)),
        fc.option(fc.constantFrom(...SOLO_KINDS), { nil: undefined }),
        fc.constantFrom(4, 5, 6),
        (seed, r, counted, soloKind, size) => {
          const rules: RuleSet = { ...DDV_RULES, ...r };
          const declarer = (seed % 4) as Seat;
          const s = randomDeal(seed, rules, {
            announceRate: 0.08,
            contract: soloKind ? { kind: 'solo', declarer, solo: soloKind, compulsory: false } : undefined,
          });
          const engine = dealResult(s);
          const written = asWritten(s, counted, rules);
          // At five or six, the four who play are the players seated round the dealer who sits out.
          const dealer = size === 4 ? s.dealer : 0;
          const seats = playing(size as TableSize, dealer);
          const map = (p: number) => seats[p];
          const g = written.game;
          const game: PadGame =
            g.kind === 'normal'
              ? { kind: 'normal', re: [map(g.re[0]), map(g.re[1])] }
              : g.kind === 'solo'
                ? { ...g, declarer: map(g.declarer) }
                : { kind: 'silentMarriage', declarer: map((g as { declarer: number }).declarer) };
          const entry: PadDeal = { ...written, game, specials: written.specials.map((x) => ({ ...x, by: map(x.by) })) };
          const sheet = eveningSheet(evening([entry], { players: NAMES.slice(0, size), firstDealer: dealer, rules }));
          const row = sheet.rows[0];
          expect(row.problem).toBeNull();
          const want = new Array(size).fill(0);
          seats.forEach((p, seat) => (want[p] = engine.scores[seat]));
          expect(row.scores).toEqual(want);
          expect(row.scored!.result.lines).toEqual(engine.lines);
        },
      ),
      { numRuns: 150 },
    );
  });
});
