/**
 * The simulation core against the friendly engine (DESIGN.md "Two speeds, one truth"):
 * seeded dealing, tables, concrete trick winners (Dulle variants, piglets, superpiglets,
 * marriage), the scoring routine, and random deals under random rule sets and contracts
 * replayed through `newDeal` + `apply` with random legal announcements.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CARD_IDS, KIND_INDEX, type CardId } from '../../../src/engine/cards.ts';
import { normalTrumps, type Contract } from '../../../src/engine/contract.ts';
import { apply, newDeal, type Action, type DealState, type Hands } from '../../../src/engine/deal.ts';
import { legalActions, playableCards } from '../../../src/engine/legal.ts';
import { cardOrder, SOLO_KINDS, type OrderKind, type SoloKind } from '../../../src/engine/order.ts';
import { dealResult } from '../../../src/engine/outcome.ts';
import type { Party, Seat } from '../../../src/engine/parties.ts';
import { createRng, dealHands } from '../../../src/engine/rng.ts';
import { duelVariant, rulesUnder } from '../../../src/engine/duel.ts';
import { DDV_RULES, RULE_VALUES, type RuleSet } from '../../../src/engine/rules.ts';
import { scoreDeal, type Level, type ScoreFacts, type Special } from '../../../src/engine/scoring.ts';
import {
  ORDER_KINDS,
  playRandomDeals,
  playSequence,
  randomPlayout,
  SimContract,
  simContractOf,
  SimDeal,
  simDeal,
  simGameValue,
  SimRng,
  kindOrders,
  simWinner,
  trickWinners,
  TRUMP,
  WINNER_KONTRA,
  WINNER_NONE,
  WINNER_RE,
  type SimPlay,
} from '../../../src/engine/sim/index.ts';

// ---------------------------------------------------------------- helpers

function unwrap<T>(r: { ok: true; value: T } | { ok: false; error: unknown }): T {
  if (!r.ok) throw new Error(`engine refused: ${JSON.stringify(r.error)}`);
  return r.value;
}

const rules = (over: Partial<RuleSet> = {}): RuleSet => ({ ...DDV_RULES, ...over });

const rulesArb: fc.Arbitrary<RuleSet> = fc.record(
  Object.fromEntries(Object.entries(RULE_VALUES).map(([k, vs]) => [k, fc.constantFrom(...(vs as unknown[]))])),
) as unknown as fc.Arbitrary<RuleSet>;

const seedArb = fc.integer({ min: 0, max: 0xffffffff });

function handsOfFlat(flat: Uint8Array, n: number): CardId[][] {
  return [0, 1, 2, 3].map((s) => Array.from(flat.subarray(s * n, s * n + n), (k) => CARD_IDS[k]));
}

const sortedIds = (xs: readonly CardId[]) => [...xs].sort();

function simLegal(sim: SimDeal): CardId[] {
  const buf = new Uint8Array(12);
  const m = sim.legalMoves(buf);
  return Array.from(buf.subarray(0, m), (k) => CARD_IDS[k]);
}

/** Make 0..3 random legal announcements (any seat), as legalActions offers them. */
function announceSome(s: DealState, rng: ReturnType<typeof createRng>): DealState {
  const k = rng.int(4);
  for (let i = 0; i < k; i++) {
    const anns = legalActions(s).filter((a) => a.type === 'announce');
    if (anns.length === 0) break;
    s = unwrap(apply(s, anns[rng.int(anns.length)]));
  }
  return s;
}

/**
 * Replay a sim deal through the friendly API (newDeal + apply), with random legal
 * announcements at the start (after the Klärungsstich in a marriage) and any forced
 * announcement (Pflichtansage) right after the trick that obliges it. At every card, the
 * seat to move and the legal cards of a lockstep sim must equal the friendly API's.
 */
function friendlyReplay(
  ruleSet: RuleSet,
  hands: Hands,
  dealer: Seat,
  contract: Contract,
  plays: readonly SimPlay[],
  annSeed: number,
  lockstep: SimDeal,
  counters: { forced: number } = { forced: 0 },
): DealState {
  const rng = createRng(annSeed);
  let s = unwrap(newDeal({ rules: ruleSet, dealer, hands, contract }));
  if (contract.kind !== 'marriage') s = announceSome(s, rng);
  for (const p of plays) {
    expect(lockstep.toMove).toBe(s.toMove);
    expect(sortedIds(simLegal(lockstep))).toEqual(sortedIds(playableCards(s)));
    const wasOpen = s.marriage !== null && s.marriage.clarifiedIn === null;
    s = unwrap(apply(s, { type: 'play', seat: p.seat, card: p.card } as Action));
    lockstep.play(KIND_INDEX[p.card]);
    if (s.phase !== 'playing') continue;
    if (wasOpen && s.marriage!.clarifiedIn !== null) s = announceSome(s, rng);
    if (s.forced && s.calls[s.forced.party].level < 0) {
      const party: Party = s.forced.party;
      const seat = s.parties![party][0];
      s = unwrap(apply(s, { type: 'announce', seat, call: party }));
      counters.forced++;
    }
  }
  return s;
}

interface CrossCase {
  ruleSet: RuleSet;
  hands: Hands;
  dealer: Seat;
  contract: Contract;
  playSeed: number;
  annSeed: number;
  /** Cards the sim plays one by one (`legalMoves` + `play`) before `randomPlayout` takes over. */
  prefix?: number;
}

interface CrossInfo {
  reLevel: number;
  kontraLevel: number;
  winner: Party | null;
  solo: boolean;
  forced: boolean;
  superpiglets: boolean;
  piglets: boolean;
  specials: boolean;
}

/** Play a random sim deal, replay it in the friendly API and compare everything. */
function crossCheck(c: CrossCase): CrossInfo {
  const n = c.ruleSet.withoutNines ? 10 : 12;
  const sc = simContractOf(c.contract);
  const sim = new SimDeal(c.ruleSet).setupFromIds(c.hands, c.dealer, sc);
  const rng = new SimRng(c.playSeed);
  const buf = new Uint8Array(12);
  for (let i = 0; i < (c.prefix ?? 0) && !sim.finished; i++) sim.play(buf[rng.int(sim.legalMoves(buf))]);
  randomPlayout(sim, rng);
  expect(sim.finished).toBe(true);
  const plays = playSequence(sim);
  expect(plays).toHaveLength(4 * n);

  const lockstep = new SimDeal(c.ruleSet).setupFromIds(c.hands, c.dealer, sc);
  const counters = { forced: 0 };
  const s = friendlyReplay(c.ruleSet, c.hands, c.dealer, c.contract, plays, c.annSeed, lockstep, counters);
  expect(s.phase).toBe('finished');
  const res = dealResult(s);

  // Trick winners, parties, card points and tricks per party.
  expect(trickWinners(sim)).toEqual(s.tricks.map((t) => t.winner));
  expect(trickWinners(lockstep)).toEqual(trickWinners(sim));
  expect([0, 1, 2, 3].filter((x) => sim.isRe(x))).toEqual([...res.parties.re]);
  expect(sim.solo).toBe(s.solo);
  expect(sim.reCardPoints()).toBe(res.cardPoints.re);
  expect(240 - sim.reCardPoints()).toBe(res.cardPoints.kontra);
  expect(sim.reTricks()).toBe(res.tricks.re);

  // Scores with the announcement levels actually made.
  const reLevel = s.calls.re.level;
  const kontraLevel = s.calls.kontra.level;
  for (const x of [sim, lockstep]) {
    const value = x.score(reLevel, kontraLevel);
    expect(value).toBe(res.value);
    expect(Array.from(x.scores)).toEqual([...res.scores]);
    expect(x.winner).toBe(res.winner === 're' ? WINNER_RE : res.winner === 'kontra' ? WINNER_KONTRA : WINNER_NONE);
  }

  // Invariants.
  expect(sim.seatPoints.reduce((a, b) => a + b, 0)).toBe(240);
  expect(sim.seatTricks.reduce((a, b) => a + b, 0)).toBe(n);
  expect(sim.trickNo).toBe(n);
  expect(sim.scores.reduce((a, b) => a + b, 0)).toBe(0);
  expect(Array.from(sim.handLen)).toEqual([0, 0, 0, 0]);
  return {
    reLevel,
    kontraLevel,
    winner: res.winner,
    solo: s.solo,
    forced: counters.forced > 0,
    superpiglets: sim.superActive,
    piglets: sim.pigletHolder >= 0,
    specials: res.lines.some((l) => ['doppelkopf', 'foxCaught', 'foxCaughtLastTrick', 'karlchen', 'karlchenCaught', 'lieschenMueller'].includes(l.reason)),
  };
}

const holderOfBoth = (hands: Hands, card: CardId): Seat | null => {
  for (let s = 0; s < 4; s++) if (hands[s].filter((c) => c === card).length === 2) return s as Seat;
  return null;
};

/** Play a fixed card sequence in the sim; returns the sim. */
function playSim(ruleSet: RuleSet, hands: CardId[][], dealer: number, contract: SimContract, cards: CardId[]): SimDeal {
  const sim = new SimDeal(ruleSet).setupFromIds(hands, dealer, contract);
  for (const c of cards) {
    expect(sim.isLegal(KIND_INDEX[c])).toBe(true);
    sim.play(KIND_INDEX[c]);
  }
  return sim;
}

/** Play the same cards in the friendly API; the trick winners. */
function friendlyWinners(ruleSet: RuleSet, hands: CardId[][], dealer: Seat, contract: Contract, cards: CardId[]): (Seat | null)[] {
  let s = unwrap(newDeal({ rules: ruleSet, dealer, hands: hands as unknown as Hands, contract }));
  for (const card of cards) s = unwrap(apply(s, { type: 'play', seat: s.toMove, card }));
  return s.tricks.map((t) => t.winner);
}

// ---------------------------------------------------------------- dealing and rng

describe('sim rng and dealing', () => {
  it('SimRng yields the numbers of createRng', () => {
    fc.assert(
      fc.property(seedArb, (seed) => {
        const a = createRng(seed);
        const b = new SimRng(seed);
        for (let i = 0; i < 50; i++) {
          const n = 1 + (i % 48);
          expect(b.int(n)).toBe(a.int(n));
          expect(b.next()).toBe(a.next());
        }
      }),
      { numRuns: 200 },
    );
  });

  it('simDeal deals exactly the hands of dealHands (48 and 40 cards)', () => {
    const buf = new Uint8Array(48);
    const rng = new SimRng();
    fc.assert(
      fc.property(seedArb, fc.boolean(), (seed, withoutNines) => {
        const n = withoutNines ? 10 : 12;
        const expected = dealHands(seed, { withoutNines });
        expect(handsOfFlat(simDeal(seed, { withoutNines }, buf, rng), n)).toEqual(expected.map((h) => [...h]));
        expect(handsOfFlat(simDeal(seed, { withoutNines }), n)).toEqual(expected.map((h) => [...h]));
      }),
      { numRuns: 300 },
    );
  });

  it('a batch of random deals starts with the hands of simDeal(seed)', () => {
    const seed = 1234;
    const first = playRandomDeals(DDV_RULES, seed, 1);
    const sim = new SimDeal(DDV_RULES).setup(simDeal(seed, DDV_RULES), 0, new SimContract());
    // The rng stream continues after the shuffle, as in the batch.
    const rng = new SimRng();
    simDeal(seed, DDV_RULES, new Uint8Array(48), rng);
    randomPlayout(sim, rng);
    sim.score();
    expect(first.deals).toBe(1);
    expect(first.seat0Score).toBe(sim.scores[0]);
    expect(first.reCardPoints).toBe(sim.reCardPoints());
  });
});

// ---------------------------------------------------------------- tables

describe('sim tables', () => {
  it('mirror cardOrder for every order kind, variant and rule set', () => {
    fc.assert(
      fc.property(rulesArb, (r) => {
        const t = kindOrders(r);
        expect(t.handSize).toBe(r.withoutNines ? 10 : 12);
        ORDER_KINDS.forEach((kind: OrderKind, i) => {
          const variants = [
            { piglets: false, superpiglets: false },
            { piglets: true, superpiglets: false },
            { piglets: true, superpiglets: true },
          ];
          variants.forEach((extras, v) => {
            const o = cardOrder(kind, r, extras);
            CARD_IDS.forEach((c, k) => {
              expect(t.orders[i].suit[k]).toBe(o.suit[c] === 'T' ? TRUMP : 'CSHD'.indexOf(o.suit[c]));
              expect(t.orders[i].strength[v][k]).toBe(o.strength[c]);
            });
          });
        });
      }),
      { numRuns: 60 },
    );
  });
});

// ---------------------------------------------------------------- concrete deals

/** Both ♥10 with seats 0 and 1 (Re: one ♣Q each); seat 2 clubs and spades; seat 3 the rest. */
const DULLE_HANDS: CardId[][] = [
  ['H10', 'CQ', 'SQ', 'HQ', 'DQ', 'CJ', 'SJ', 'HJ', 'DJ', 'DA', 'D10', 'DK'],
  ['H10', 'CQ', 'SQ', 'HQ', 'DQ', 'CJ', 'SJ', 'HJ', 'DJ', 'DA', 'D10', 'DK'],
  ['CA', 'CA', 'C10', 'C10', 'CK', 'CK', 'C9', 'C9', 'SA', 'SA', 'S10', 'S10'],
  ['SK', 'SK', 'S9', 'S9', 'HA', 'HA', 'HK', 'HK', 'H9', 'H9', 'D9', 'D9'],
];

/** Seat 0 both ♥10; Re = seats 0 and 1; seat 2 both ♦A; seat 3 both ♦9. */
const PIGLET_HANDS: CardId[][] = [
  ['H10', 'H10', 'CQ', 'SQ', 'SQ', 'HQ', 'HQ', 'DQ', 'DQ', 'CJ', 'CJ', 'SJ'],
  ['CQ', 'SJ', 'HJ', 'HJ', 'DJ', 'DJ', 'D10', 'D10', 'DK', 'DK', 'CA', 'CA'],
  ['DA', 'DA', 'C10', 'C10', 'CK', 'CK', 'C9', 'C9', 'SA', 'SA', 'S10', 'S10'],
  ['D9', 'D9', 'SK', 'SK', 'S9', 'S9', 'HA', 'HA', 'HK', 'HK', 'H9', 'H9'],
];

describe('sim concrete deals', () => {
  const normal = new SimContract().normal();

  it('hand sets are complete decks', () => {
    for (const hs of [DULLE_HANDS, PIGLET_HANDS]) {
      expect(hs.flat().sort()).toEqual(CARD_IDS.flatMap((c) => [c, c]).sort());
    }
  });

  it('a known trick: the two ♥10 under each Dulle rule', () => {
    const trick: CardId[] = ['H10', 'H10', 'CA', 'D9'];
    const expected: Record<RuleSet['dulle'], Seat> = { firstWins: 0, secondWins: 1, secondWinsExceptLastTrick: 1, notTrump: 0 };
    for (const dulle of RULE_VALUES.dulle) {
      const r = rules({ dulle });
      // Without Dullen the ♥10 is a plain heart: seat 3 must follow with a heart and its ♥A wins.
      const cards: CardId[] = dulle === 'notTrump' ? ['H10', 'H10', 'CA', 'HA'] : trick;
      const sim = playSim(r, DULLE_HANDS, 3, normal, cards);
      const want = dulle === 'notTrump' ? 3 : expected[dulle];
      expect(trickWinners(sim)).toEqual([want]);
      expect(sim.seatPoints[want]).toBe(cards.reduce((p, c) => p + [11, 10, 4, 3, 2, 0][KIND_INDEX[c] % 6], 0));
      expect(friendlyWinners(r, DULLE_HANDS, 3, { kind: 'normal' }, cards)).toEqual([want]);
    }
  });

  it('the two ♥10 in the last trick (secondWinsExceptLastTrick: the first wins there)', () => {
    for (const dulle of ['firstWins', 'secondWins', 'secondWinsExceptLastTrick'] as const) {
      const r = rules({ dulle });
      const sim = new SimDeal(r).setupFromIds(DULLE_HANDS, 3, normal);
      const buf = new Uint8Array(12);
      // Keep the ♥10 to the end; otherwise play the first legal card.
      while (!sim.finished) {
        const m = sim.legalMoves(buf);
        let k = buf[0];
        for (let i = 0; i < m; i++)
          if (buf[i] !== KIND_INDEX.H10) {
            k = buf[i];
            break;
          }
        sim.play(k);
      }
      // The same last trick through the fast playout, entered at its start.
      const fast = new SimDeal(r).setupFromIds(DULLE_HANDS, 3, normal);
      for (const p of playSequence(sim).slice(0, 44)) fast.play(KIND_INDEX[p.card]);
      randomPlayout(fast, new SimRng(3));
      expect(playSequence(fast)).toEqual(playSequence(sim));
      expect(trickWinners(fast)).toEqual(trickWinners(sim));
      const plays = playSequence(sim);
      const last = plays.slice(44);
      const dulles = last.filter((p) => p.card === 'H10').map((p) => p.seat);
      expect(dulles).toHaveLength(2);
      const want = dulle === 'secondWins' ? dulles[1] : dulles[0];
      expect(sim.trickWinner[11]).toBe(want);
      expect(
        friendlyWinners(
          r,
          DULLE_HANDS,
          3,
          { kind: 'normal' },
          plays.map((p) => p.card),
        ),
      ).toEqual(trickWinners(sim));
    }
  });

  it('piglets and superpiglets (declared in the reservation or on first play)', () => {
    // Seat 0 leads ♥10, seat 1 ♦K, seat 2 ♦A, seat 3 ♦9.
    const t1: CardId[] = ['H10', 'DK', 'DA', 'D9'];
    const cases: [Partial<RuleSet>, Seat][] = [
      [{}, 0],
      [{ piglets: true }, 2],
      [{ piglets: true, pigletsDeclared: 'firstPlay' }, 2],
      [{ piglets: true, superpiglets: true }, 3],
      // The first ♦A is played while seat 3 still holds both ♦9: superpiglets activate.
      [{ piglets: true, superpiglets: true, pigletsDeclared: 'firstPlay' }, 3],
      [{ superpiglets: true }, 0],
    ];
    for (const [over, want] of cases) {
      const r = rules(over);
      expect(trickWinners(playSim(r, PIGLET_HANDS, 3, normal, t1))).toEqual([want]);
      expect(friendlyWinners(r, PIGLET_HANDS, 3, { kind: 'normal' }, t1)).toEqual([want]);
    }
    // Seat 3 leads a ♦9 before any ♦A is played: with 'firstPlay' it stays a low trump and
    // the superpiglets never come (seat 3 no longer holds both).
    const t2: CardId[] = ['D9', 'H10', 'DK', 'DA'];
    const cases2: [Partial<RuleSet>, Seat][] = [
      [{ piglets: true, superpiglets: true }, 3],
      [{ piglets: true, superpiglets: true, pigletsDeclared: 'firstPlay' }, 2],
      [{ piglets: true, superpiglets: true, withoutNines: false, dulle: 'notTrump' }, 3],
    ];
    for (const [over, want] of cases2) {
      const r = rules(over);
      const cards: CardId[] = r.dulle === 'notTrump' ? ['D9', 'DQ', 'DK', 'DA'] : t2;
      const sim = playSim(r, PIGLET_HANDS, 2, normal, cards);
      expect(trickWinners(sim)).toEqual([want]);
      expect(sim.superActive).toBe(r.pigletsDeclared === 'reservation');
      expect(friendlyWinners(r, PIGLET_HANDS, 2, { kind: 'normal' }, cards)).toEqual([want]);
    }
    // Piglets do not apply in a clubs solo: ♦A is a plain diamond there (seat 2 leads it).
    const clubs = new SimContract().soloOf(0, 'clubs', false);
    const c1: CardId[] = ['DA', 'D9', 'SJ', 'D10'];
    const sim = playSim(rules({ piglets: true }), PIGLET_HANDS, 1, clubs, c1);
    expect(sim.pigletHolder).toBe(-1);
    expect(trickWinners(sim)).toEqual([0]);
    expect(friendlyWinners(rules({ piglets: true }), PIGLET_HANDS, 1, { kind: 'solo', declarer: 0, solo: 'clubs', compulsory: false }, c1)).toEqual([0]);
    // ... but in a diamonds solo they do.
    const diamonds = new SimContract().soloOf(0, 'diamonds', false);
    const c2: CardId[] = ['DA', 'D9', 'H10', 'DK'];
    const sim2 = playSim(rules({ piglets: true }), PIGLET_HANDS, 1, diamonds, c2);
    expect(sim2.pigletHolder).toBe(2);
    expect(trickWinners(sim2)).toEqual([2]);
    expect(trickWinners(playSim(DDV_RULES, PIGLET_HANDS, 1, diamonds, c2))).toEqual([0]);
    expect(friendlyWinners(rules({ piglets: true }), PIGLET_HANDS, 1, { kind: 'solo', declarer: 0, solo: 'diamonds', compulsory: false }, c2)).toEqual([2]);
  });

  it('compulsory solo: the soloist leads; a Lustsolo: left of the dealer', () => {
    for (const solo of SOLO_KINDS) {
      const a = new SimDeal(DDV_RULES).setupFromIds(DULLE_HANDS, 3, new SimContract().soloOf(2, solo, true));
      expect(a.toMove).toBe(2);
      expect(a.solo).toBe(true);
      const b = new SimDeal(DDV_RULES).setupFromIds(DULLE_HANDS, 3, new SimContract().soloOf(2, solo, false));
      expect(b.toMove).toBe(0);
    }
  });

  it('silent marriage: a Karo solo of the holder of both ♣Q', () => {
    const sim = new SimDeal(DDV_RULES).setupFromIds(PIGLET_HANDS, 0, normal);
    expect(sim.solo).toBe(false);
    expect([0, 1, 2, 3].filter((s) => sim.isRe(s))).toEqual([0, 1]);
    const hands: CardId[][] = [
      ['H10', 'H10', 'CQ', 'CQ', 'SQ', 'HQ', 'HQ', 'DQ', 'DQ', 'CJ', 'CJ', 'SJ'],
      ['SQ', 'SJ', 'HJ', 'HJ', 'DJ', 'DJ', 'D10', 'D10', 'DK', 'DK', 'CA', 'CA'],
      PIGLET_HANDS[2],
      PIGLET_HANDS[3],
    ];
    const silent = new SimDeal(DDV_RULES).setupFromIds(hands, 0, normal);
    expect(silent.solo).toBe(true);
    expect(silent.declarer).toBe(0);
    expect(silent.toMove).toBe(1);
  });

  describe('marriage', () => {
    // Seat 0 holds both ♣Q and the top trumps.
    const hands: CardId[][] = [
      ['H10', 'H10', 'CQ', 'CQ', 'SQ', 'SQ', 'HQ', 'HQ', 'CA', 'C10', 'SA', 'HA'],
      ['DQ', 'DQ', 'CJ', 'CJ', 'SJ', 'SJ', 'HJ', 'HJ', 'CA', 'C10', 'SA', 'HA'],
      ['DJ', 'DJ', 'DA', 'DA', 'D10', 'D10', 'DK', 'DK', 'CK', 'CK', 'C9', 'C9'],
      ['D9', 'D9', 'S10', 'S10', 'SK', 'SK', 'S9', 'S9', 'HK', 'HK', 'H9', 'H9'],
    ];
    const marriage = new SimContract().marriage(0);
    const friendly: Contract = { kind: 'marriage', declarer: 0 };

    it('the Hochzeiter wins tricks 1-3: Karo solo, scored like a solo', () => {
      const cards: CardId[] = ['H10', 'DQ', 'DJ', 'D9', 'H10', 'DQ', 'DJ', 'D9', 'CQ', 'CJ', 'DA', 'S10'];
      const sim = playSim(DDV_RULES, hands, 3, marriage, cards);
      expect(trickWinners(sim)).toEqual([0, 0, 0]);
      expect(sim.solo).toBe(true);
      expect(sim.clarifiedIn).toBe(3);
      expect([0, 1, 2, 3].filter((s) => sim.isRe(s))).toEqual([0]);
      expect(friendlyWinners(DDV_RULES, hands, 3, friendly, cards)).toEqual([0, 0, 0]);
      // Play on and compare the score.
      randomPlayout(sim, new SimRng(7));
      const plays = playSequence(sim);
      let s = unwrap(newDeal({ rules: DDV_RULES, dealer: 3, hands: hands as unknown as Hands, contract: friendly }));
      for (const p of plays) s = unwrap(apply(s, { type: 'play', seat: p.seat, card: p.card }));
      sim.score();
      expect(s.solo).toBe(true);
      expect(Array.from(sim.scores)).toEqual([...dealResult(s).scores]);
      expect(Math.abs(sim.scores[0])).toBe(3 * Math.abs(sim.value));
    });

    it('first foreign trick: the partner is found in trick 2', () => {
      // Trick 1 the Hochzeiter wins; trick 2 he leads ♠A, seat 2 (no spades) trumps with ♦J.
      const cards: CardId[] = ['H10', 'DQ', 'DJ', 'D9', 'SA', 'SA', 'DJ', 'S10'];
      const sim = playSim(DDV_RULES, hands, 3, marriage, cards);
      expect(trickWinners(sim)).toEqual([0, 2]);
      expect(sim.solo).toBe(false);
      expect(sim.clarifiedIn).toBe(2);
      expect([0, 1, 2, 3].filter((s) => sim.isRe(s))).toEqual([0, 2]);
      expect(friendlyWinners(DDV_RULES, hands, 3, friendly, cards)).toEqual([0, 2]);
    });

    it('declared trick type: the type of a trick is that of its led card', () => {
      // T1: ♥A led (plain), seat 2 trumps it. T2: seat 2 leads ♦J (trump), the Hochzeiter wins.
      // T3: ♠A led (plain), seat 2 trumps it.
      const cards: CardId[] = ['HA', 'HA', 'DJ', 'HK', 'DJ', 'D9', 'HQ', 'DQ', 'SA', 'SA', 'DA', 'S10'];
      const expected: Record<RuleSet['marriageTrickType'], { clarifiedIn: number; re: number[]; solo: boolean }> = {
        firstForeign: { clarifiedIn: 1, re: [0, 2], solo: false },
        firstForeignPlain: { clarifiedIn: 1, re: [0, 2], solo: false },
        // No trump trick is won by another player within three tricks: Karo solo.
        firstForeignTrump: { clarifiedIn: 3, re: [0], solo: true },
      };
      for (const type of RULE_VALUES.marriageTrickType) {
        const r = rules({ marriageTrickType: type });
        const sim = playSim(r, hands, 3, marriage, cards);
        expect(trickWinners(sim)).toEqual([2, 0, 2]);
        expect(sim.clarifiedIn).toBe(expected[type].clarifiedIn);
        expect([0, 1, 2, 3].filter((s) => sim.isRe(s))).toEqual(expected[type].re);
        expect(sim.solo).toBe(expected[type].solo);
        expect(friendlyWinners(r, hands, 3, friendly, cards)).toEqual([2, 0, 2]);
      }
    });

    describe('in the duel (people South and North): the partner and the fall-back follow duel.ts', () => {
      const duel = duelVariant(0);
      const duelRules = rulesUnder(duel, DDV_RULES);
      /** The same cards at the friendly table of the duel. */
      const friendlyDuel = (cards: CardId[]): DealState => {
        let st = unwrap(newDeal({ rules: duelRules, dealer: 3, hands: hands as unknown as Hands, contract: friendly, variant: duel }));
        for (const card of cards) st = unwrap(apply(st, { type: 'play', seat: st.toMove, card }));
        return st;
      };

      it("the other person wins the first trick: he is not the person's partner, and without a computer's trick the deal is abandoned", () => {
        // The cards of the trick-type test: North (the other person) trumps tricks 1 and 3, South wins trick 2.
        const cards: CardId[] = ['HA', 'HA', 'DJ', 'HK', 'DJ', 'D9', 'HQ', 'DQ', 'SA', 'SA', 'DA', 'S10'];
        const sim = playSim(duelRules, hands, 3, simContractOf(friendly, new SimContract(), duel), cards);
        expect(trickWinners(sim)).toEqual([2, 0, 2]);
        expect(sim.isRe(2)).toBe(false);
        expect(sim.abandoned).toBe(true);
        expect(sim.finished).toBe(true);
        expect(sim.score()).toBe(0);
        expect(Array.from(sim.scores)).toEqual([0, 0, 0, 0]);
        const st = friendlyDuel(cards);
        expect(st.phase).toBe('abandoned');
        expect(st.marriage!.partner).toBeNull();
        // The same cards at an ordinary table: North is the partner from trick 1.
        const ordinary = playSim(DDV_RULES, hands, 3, marriage, cards);
        expect([0, 1, 2, 3].filter((x) => ordinary.isRe(x))).toEqual([0, 2]);
      });

      it('a computer that wins a trick is the partner', () => {
        // South leads ♣10, West (a computer) takes it with the ♣A.
        const cards: CardId[] = ['C10', 'CA', 'C9', 'H9'];
        const sim = playSim(duelRules, hands, 3, simContractOf(friendly, new SimContract(), duel), cards);
        expect(trickWinners(sim)).toEqual([1]);
        expect(sim.clarifiedIn).toBe(1);
        expect([0, 1, 2, 3].filter((x) => sim.isRe(x))).toEqual([0, 1]);
        expect(friendlyDuel(cards).marriage!.partner).toBe(1);
      });

      it('the person who won all three tricks plays on alone (a solo)', () => {
        const cards: CardId[] = ['H10', 'DQ', 'DJ', 'D9', 'H10', 'DQ', 'DJ', 'D9', 'CQ', 'CJ', 'DA', 'S10'];
        const sim = playSim(duelRules, hands, 3, simContractOf(friendly, new SimContract(), duel), cards);
        expect(sim.abandoned).toBe(false);
        expect(sim.solo).toBe(true);
        expect([0, 1, 2, 3].filter((x) => sim.isRe(x))).toEqual([0]);
        expect(friendlyDuel(cards).solo).toBe(true);
      });
    });
  });

  it('poverty: Re are the poor player and the acceptor, whatever the ♣Q', () => {
    const sim = new SimDeal(rules({ poverty: true })).setupFromIds(PIGLET_HANDS, 0, new SimContract().poverty(2, 3));
    expect([0, 1, 2, 3].filter((s) => sim.isRe(s))).toEqual([2, 3]);
    expect(sim.solo).toBe(false);
    expect(sim.toMove).toBe(1);
  });

  it('40-card deck: 10 tricks', () => {
    const r = rules({ withoutNines: true });
    const sim = new SimDeal(r).setup(simDeal(99, r), 1, new SimContract());
    randomPlayout(sim, new SimRng(5));
    expect(sim.trickNo).toBe(10);
    expect(sim.seatPoints.reduce((a, b) => a + b, 0)).toBe(240);
  });
});

// ---------------------------------------------------------------- scoring routine

describe('sim scoring routine', () => {
  it('simGameValue equals scoreDeal(...).value for random facts and rule sets', () => {
    const specialArb: fc.Arbitrary<Special> = fc.oneof(
      fc.record({ kind: fc.constant('doppelkopf' as const), party: fc.constantFrom<Party>('re', 'kontra') }),
      fc.record({ kind: fc.constant('fox' as const), party: fc.constantFrom<Party>('re', 'kontra'), lastTrick: fc.boolean() }),
      fc.record({ kind: fc.constant('karlchen' as const), party: fc.constantFrom<Party>('re', 'kontra') }),
      fc.record({ kind: fc.constant('karlchenCaught' as const), party: fc.constantFrom<Party>('re', 'kontra'), card: fc.constantFrom('DQ', 'H10', 'CQ') }),
    );
    const levelArb = fc.constantFrom<Level>(-1, 0, 1, 2, 3, 4);
    fc.assert(
      fc.property(
        rulesArb,
        fc.boolean(),
        fc.oneof(fc.integer({ min: 0, max: 240 }), fc.constantFrom(0, 29, 30, 59, 60, 89, 90, 119, 120, 121, 150, 151, 180, 181, 210, 211, 240)),
        fc.integer({ min: 0, max: 12 }),
        levelArb,
        levelArb,
        fc.array(specialArb, { maxLength: 6 }),
        fc.boolean(),
        (r, solo, rePts, reTricks, reLevel, kontraLevel, specials, withoutNines) => {
          const n = withoutNines ? 10 : 12;
          const rt = Math.min(reTricks, n);
          // Consistency: 0 tricks means 0 points.
          const pts = rt === 0 ? 0 : rt === n ? 240 : rePts;
          const facts: ScoreFacts = { solo, reCardPoints: pts, reTricks: rt, kontraTricks: n - rt, reLevel, kontraLevel, specials };
          const expected = scoreDeal(facts, r);
          let net = 0;
          for (const sp of specials) {
            const sign = sp.party === 're' ? 1 : -1;
            if (sp.kind === 'doppelkopf' || sp.kind === 'karlchen') net += sign;
            else if (sp.kind === 'fox') net += sign * (sp.lastTrick && r.foxLastTrick ? 2 : 1);
            else if (r.lieschenMueller) net += sp.card === 'DQ' ? sign : 0;
            else if (r.karlchenCaught) net += sign;
          }
          expect(simGameValue(solo, pts, rt, n - rt, reLevel, kontraLevel, net)).toBe(expected.value);
          const w = simWinner(pts, rt, n - rt, reLevel, kontraLevel);
          expect(w).toBe(expected.winner === 're' ? WINNER_RE : expected.winner === 'kontra' ? WINNER_KONTRA : WINNER_NONE);
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('the worked examples of docs/rules.md §11.5', () => {
    // 1. No announcements, Re 131 → 1.
    expect(simGameValue(false, 131, 7, 5, -1, -1, 0)).toBe(1);
    // 2. Kontra + keine 60, Kontra 183 → 8 for Kontra (incl. gegen die Alten).
    expect(simGameValue(false, 57, 3, 9, -1, 2, 0)).toBe(-8);
    // 3. Re + keine 60, Kontra replied, Kontra 60 → 8 for Kontra.
    expect(simGameValue(false, 180, 8, 4, 2, 0, 0)).toBe(-8);
    // 4. As 3 with Kontra 90 → 9.
    expect(simGameValue(false, 150, 8, 4, 2, 0, 0)).toBe(-9);
    // 5. Solo, soloist 153 → 2.
    expect(simGameValue(true, 153, 8, 4, -1, -1, 5)).toBe(2);
    // 6. Solo, Re + keine 90, soloist 87 → −6.
    expect(simGameValue(true, 87, 4, 8, 1, -1, 0)).toBe(-6);
  });
});

// ---------------------------------------------------------------- sim vs friendly API

const contractChoiceArb = fc.oneof(
  fc.constant({ kind: 'normal' as const }),
  fc.constant({ kind: 'marriage' as const }),
  fc.record({
    kind: fc.constant('solo' as const),
    solo: fc.constantFrom<SoloKind>(...SOLO_KINDS),
    compulsory: fc.boolean(),
    declarer: fc.constantFrom<Seat>(0, 1, 2, 3),
  }),
);

/** Timeout for the property tests that replay through the friendly API (a shared machine can be slow). */
const HEAVY = 60_000;

describe('sim against the friendly API', () => {
  it(
    'random deals, rule sets and contracts: same trick winners, card points and scores',
    () => {
      const seen = { deals: 0, announced: 0, bothAbsagen: 0, noWinner: 0, kontraWins: 0, solo: 0, forced: 0, piglets: 0, superpiglets: 0, specials: 0 };
      fc.assert(
        fc.property(
          seedArb,
          rulesArb,
          contractChoiceArb,
          fc.constantFrom<Seat>(0, 1, 2, 3),
          seedArb,
          seedArb,
          fc.nat(48),
          (seed, r, choice, dealer, playSeed, annSeed, prefix) => {
            let hands = dealHands(seed, r);
            let contract: Contract;
            if (choice.kind === 'solo') contract = { kind: 'solo', declarer: choice.declarer, solo: choice.solo, compulsory: choice.compulsory };
            else if (choice.kind === 'marriage') {
              // Find a deal with a marriage (someone holds both ♣Q): roughly one in four.
              let s = seed;
              while (holderOfBoth(hands, 'CQ') === null) hands = dealHands(++s >>> 0, r);
              contract = { kind: 'marriage', declarer: holderOfBoth(hands, 'CQ')! };
            } else contract = { kind: 'normal' };
            const info = crossCheck({ ruleSet: r, hands, dealer, contract, playSeed, annSeed, prefix: prefix % 3 === 0 ? 0 : prefix });
            seen.deals++;
            if (info.reLevel >= 0 || info.kontraLevel >= 0) seen.announced++;
            if (info.reLevel >= 1 && info.kontraLevel >= 1) seen.bothAbsagen++;
            if (info.winner === null) seen.noWinner++;
            if (info.winner === 'kontra') seen.kontraWins++;
            if (info.solo) seen.solo++;
            if (info.forced) seen.forced++;
            if (info.piglets) seen.piglets++;
            if (info.superpiglets) seen.superpiglets++;
            if (info.specials) seen.specials++;
          },
        ),
        { numRuns: 600 },
      );
      // The random cases reach the interesting corners. Superpiglets are too rare to be certain
      // in 600 random runs (some runs have none); the next test but one deals them on purpose.
      for (const [k, v] of Object.entries(seen)) if (k !== 'superpiglets') expect(v, k).toBeGreaterThan(0);
    },
    HEAVY,
  );

  it(
    'every solo kind, compulsory or not, with every Dulle rule and both decks',
    () => {
      let i = 0;
      for (const solo of SOLO_KINDS)
        for (const compulsory of [false, true])
          for (const dulle of RULE_VALUES.dulle)
            for (const withoutNines of [false, true]) {
              const r = rules({
                dulle,
                withoutNines,
                piglets: i % 2 === 0,
                superpiglets: i % 3 === 0,
                pigletsDeclared: i % 4 < 2 ? 'reservation' : 'firstPlay',
              });
              const seed = 1000 + i;
              const hands = dealHands(seed, r);
              crossCheck({
                ruleSet: r,
                hands,
                dealer: (i % 4) as Seat,
                contract: { kind: 'solo', declarer: ((i >> 1) % 4) as Seat, solo, compulsory },
                playSeed: seed * 7,
                annSeed: seed * 13,
              });
              i++;
            }
    },
    HEAVY,
  );

  it(
    "the duel's marriages (a person's or a computer's): the same partner, solo or abandoned deal as the friendly API",
    () => {
      const outcomes = { partner: 0, solo: 0, abandoned: 0 };
      fc.assert(
        fc.property(seedArb, rulesArb, seedArb, fc.constantFrom<Seat>(0, 1), (seed, r0, playSeed, people) => {
          const duel = duelVariant(people);
          const r = rulesUnder(duel, r0);
          let hands = dealHands(seed, r);
          let s = seed;
          while (holderOfBoth(hands, 'CQ') === null) hands = dealHands(++s >>> 0, r);
          const declarer = holderOfBoth(hands, 'CQ')!;
          const dealer = (seed & 3) as Seat;
          const contract: Contract = { kind: 'marriage', declarer };
          const sim = new SimDeal(r).setupFromIds(hands, dealer, simContractOf(contract, new SimContract(), duel));
          randomPlayout(sim, new SimRng(playSeed));
          expect(sim.finished).toBe(true);
          let st = unwrap(newDeal({ rules: r, dealer, hands, contract, variant: duel }));
          for (const p of playSequence(sim)) {
            st = unwrap(apply(st, { type: 'play', seat: p.seat, card: p.card }));
            if (st.phase === 'playing' && st.forced && st.calls[st.forced.party].level < 0)
              st = unwrap(apply(st, { type: 'announce', seat: st.parties![st.forced.party][0], call: st.forced.party }));
          }
          expect(trickWinners(sim)).toEqual(st.tricks.map((t) => t.winner));
          expect(sim.abandoned).toBe(st.phase === 'abandoned');
          if (sim.abandoned) {
            outcomes.abandoned++;
            expect(sim.trickNo).toBe(3);
            expect(sim.score()).toBe(0);
            return;
          }
          expect(st.phase).toBe('finished');
          expect([0, 1, 2, 3].filter((x) => sim.isRe(x))).toEqual([...st.parties!.re]);
          expect(sim.solo).toBe(st.solo);
          outcomes[sim.solo ? 'solo' : 'partner']++;
        }),
        { numRuns: 150 },
      );
      expect(outcomes.partner).toBeGreaterThan(0);
      expect(outcomes.abandoned).toBeGreaterThan(0);
    },
    HEAVY,
  );

  it(
    'marriages under every trick type, incl. the fall-back to a Karo solo',
    () => {
      let fellBack = 0;
      const clarified = [0, 0, 0, 0];
      fc.assert(
        fc.property(seedArb, rulesArb, fc.constantFrom(...RULE_VALUES.marriageTrickType), seedArb, seedArb, (seed, r0, type, playSeed, annSeed) => {
          const r = { ...r0, marriageTrickType: type };
          let hands = dealHands(seed, r);
          let s = seed;
          while (holderOfBoth(hands, 'CQ') === null) hands = dealHands(++s >>> 0, r);
          const declarer = holderOfBoth(hands, 'CQ')!;
          crossCheck({ ruleSet: r, hands, dealer: (seed & 3) as Seat, contract: { kind: 'marriage', declarer }, playSeed, annSeed });
          const sim = new SimDeal(r).setupFromIds(hands, seed & 3, new SimContract().marriage(declarer));
          randomPlayout(sim, new SimRng(playSeed));
          if (sim.solo) fellBack++;
          clarified[sim.clarifiedIn]++;
        }),
        { numRuns: 300 },
      );
      expect(fellBack).toBeGreaterThan(0);
      expect(clarified[1]).toBeGreaterThan(0);
      expect(clarified[2] + clarified[3]).toBeGreaterThan(0);
    },
    HEAVY,
  );

  it(
    'piglets and superpiglets deals (both pairs dealt) under random rule sets and contracts',
    () => {
      const seen = { piglets: 0, superpiglets: 0, superOnFirstPlay: 0, superNever: 0 };
      fc.assert(
        fc.property(
          seedArb,
          rulesArb,
          fc.constantFrom('normal', 'marriage', 'diamonds', 'hearts'),
          fc.boolean(),
          seedArb,
          seedArb,
          (seed, r0, kind, compulsory, playSeed, annSeed) => {
            const r: RuleSet = { ...r0, piglets: true, superpiglets: true };
            let hands = dealHands(seed, r);
            const ok = (h: Hands) =>
              holderOfBoth(h, 'DA') !== null && (r.withoutNines || holderOfBoth(h, 'D9') !== null) && (kind !== 'marriage' || holderOfBoth(h, 'CQ') !== null);
            for (let s = seed, tries = 0; !ok(hands) && tries < 5000; tries++) hands = dealHands(++s >>> 0, r);
            expect(ok(hands), 'a deal with the pairs').toBe(true);
            const contract: Contract =
              kind === 'normal'
                ? { kind: 'normal' }
                : kind === 'marriage'
                  ? { kind: 'marriage', declarer: holderOfBoth(hands, 'CQ')! }
                  : { kind: 'solo', declarer: (seed & 3) as Seat, solo: kind, compulsory };
            const info = crossCheck({ ruleSet: r, hands, dealer: ((seed >> 2) & 3) as Seat, contract, playSeed, annSeed });
            if (kind === 'hearts') expect(info.piglets).toBe(false);
            else expect(info.piglets).toBe(true);
            if (info.piglets) seen.piglets++;
            if (info.superpiglets) seen.superpiglets++;
            if (info.superpiglets && r.pigletsDeclared === 'firstPlay') seen.superOnFirstPlay++;
            if (info.piglets && !info.superpiglets && !r.withoutNines && r.pigletsDeclared === 'firstPlay') seen.superNever++;
          },
        ),
        { numRuns: 250 },
      );
      for (const [k, v] of Object.entries(seen)) expect(v, k).toBeGreaterThan(0);
    },
    HEAVY,
  );

  it(
    'poverty deals (hands after the exchange) under random rule sets',
    () => {
      fc.assert(
        fc.property(seedArb, rulesArb, fc.constantFrom<Seat>(1, 2, 3), seedArb, seedArb, seedArb, (seed, r0, by, pick, playSeed, annSeed) => {
          const r: RuleSet = { ...r0, poverty: true };
          const prng = createRng(pick);
          // Find a deal with a seat that may declare poverty (≤ 3 trumps, not both ♣Q, no piglets).
          let hands: Hands = dealHands(seed, r);
          let poor: Seat | null = null;
          for (let s = seed, tries = 0; tries < 2000; tries++) {
            for (let x = 0; x < 4 && poor === null; x++) {
              const h = hands[x];
              const eligible =
                normalTrumps(h, r).length <= 3 && h.filter((c) => c === 'CQ').length < 2 && !(r.piglets && h.filter((c) => c === 'DA').length === 2);
              if (eligible) poor = x as Seat;
            }
            if (poor !== null) break;
            hands = dealHands(++s >>> 0, r);
          }
          expect(poor, 'a deal with a poverty hand').not.toBeNull();
          if (poor === null) return;
          const hand = hands[poor];
          const trumps = normalTrumps(hand, r);
          const plain = hand.filter((c) => !trumps.includes(c));
          const given = [...trumps];
          while (given.length < 3) given.push(plain.splice(prng.int(plain.length), 1)[0]);
          const partner = ((poor + by) % 4) as Seat;
          const taken = [...hands[partner], ...given];
          const returned: CardId[] = [];
          for (let i = 0; i < 3; i++) returned.push(taken.splice(prng.int(taken.length), 1)[0]);
          const contract: Contract = { kind: 'poverty', declarer: poor, partner, given, returned };
          const start = unwrap(newDeal({ rules: r, dealer: (seed & 3) as Seat, hands, contract }));
          // The sim takes the hands after the exchange.
          const sc = new SimContract().poverty(poor, partner);
          const sim = new SimDeal(r).setupFromIds(start.hands, seed & 3, sc);
          randomPlayout(sim, new SimRng(playSeed));
          const plays = playSequence(sim);
          const lockstep = new SimDeal(r).setupFromIds(start.hands, seed & 3, sc);
          const s = friendlyReplay(r, hands, (seed & 3) as Seat, contract, plays, annSeed, lockstep);
          const res = dealResult(s);
          expect(trickWinners(sim)).toEqual(s.tricks.map((t) => t.winner));
          expect([0, 1, 2, 3].filter((x) => sim.isRe(x))).toEqual([...res.parties.re]);
          expect(sim.reCardPoints()).toBe(res.cardPoints.re);
          sim.score(s.calls.re.level, s.calls.kontra.level);
          expect(Array.from(sim.scores)).toEqual([...res.scores]);
          expect(sim.scores.reduce((a, b) => a + b, 0)).toBe(0);
        }),
        { numRuns: 150 },
      );
    },
    HEAVY,
  );
});

// ---------------------------------------------------------------- batches and invariants

describe('sim batches', () => {
  it('random deal batches: invariants hold for every deal and rule set', () => {
    fc.assert(
      fc.property(seedArb, rulesArb, (seed, r) => {
        const sim = new SimDeal(r);
        const rng = new SimRng(seed);
        const buf = new Uint8Array(48);
        const c = new SimContract();
        for (let i = 0; i < 50; i++) {
          c.normal();
          if (i % 3 === 1) c.soloOf(i & 3, SOLO_KINDS[i % 7], i % 2 === 0);
          simDeal(seed + i, r, buf);
          sim.setup(buf, i & 3, c);
          randomPlayout(sim, rng);
          sim.score((i % 6) - 1, ((i >> 1) % 6) - 1);
          expect(sim.seatPoints.reduce((a, b) => a + b, 0)).toBe(240);
          expect(sim.seatTricks.reduce((a, b) => a + b, 0)).toBe(sim.tricks);
          expect(sim.scores.reduce((a, b) => a + b, 0)).toBe(0);
        }
      }),
      { numRuns: 40 },
    );
  });

  it('playRandomDeals is deterministic and consistent', () => {
    const a = playRandomDeals(DDV_RULES, 42, 2000);
    const b = playRandomDeals(DDV_RULES, 42, 2000);
    expect(a).toEqual(b);
    expect(a.deals).toBe(2000);
    expect(a.reWins + a.kontraWins + a.noWinner).toBe(2000);
    expect(a.noWinner).toBe(0);
    // Roughly a quarter of random deals are silent marriages.
    expect(a.solos / a.deals).toBeGreaterThan(0.15);
    expect(a.solos / a.deals).toBeLessThan(0.32);
  });
});
