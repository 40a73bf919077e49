import type { ColyseusTestServer } from '@colyseus/testing';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CardId } from '../../src/engine/cards.ts';
import type { Action, Hands } from '../../src/engine/deal.ts';
import type { SeatlessAction } from '../../src/protocol/protocol.ts';
import type { Seat } from '../../src/engine/parties.ts';
import { newSession } from '../../src/engine/session.ts';
import { dealDuel } from '../../src/engine/duel.ts';
import { createRng, dealWith } from '../../src/engine/rng.ts';
import type { TableRoom } from '../../src/server/room.ts';
import { DUEL, join, next, open, play, startServer, until, type Person } from './helpers.ts';

// Whole sessions over real sockets: generous limits for a busy machine.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 60_000 });
let colyseus: ColyseusTestServer;
beforeAll(async () => {
  ({ colyseus } = await startServer());
});
afterAll(async () => colyseus.shutdown());
afterEach(async () => colyseus.cleanup());

/**
 * A duel whose deals come from `seed` on (one seed per deal) and whose first dealer is South, so
 * every deal, every computer's card and the people's (the beginner's choice, seeded by the
 * update) are the same on every run.
 */
async function duel(seed = FIRST_DEAL_SEED): Promise<{ anna: Person; ben: Person; room: TableRoom }> {
  const anna = await open(colyseus, DUEL, 'Anna');
  const room = colyseus.getRoomById(anna.room.roomId) as TableRoom;
  let nextSeed = seed;
  room.dealSource = (rules, variant) => {
    const dealSeed = nextSeed++;
    const rng = createRng(dealSeed);
    return { seed: dealSeed, hands: variant ? dealDuel(rng, rules, variant) : dealWith(rng, rules) };
  };
  room.table.session = newSession('open', 0);
  const ben = await join(colyseus, anna.room.roomId, 'Ben');
  await until(() => anna.updates.length > 0 && ben.updates.length > 0, 'the first deal');
  return { anna, ben, room };
}

/** The first deal of the seeded duel: a normal game both people play to the end. */
const FIRST_DEAL_SEED = 1;

const hands = (...rows: string[]) => rows.map((r) => r.split(' ') as CardId[]) as unknown as Hands;

describe('a duel at the table server', () => {
  it('two people sit opposite; the second one starts the session; a whole deal is played to the score sheet', async () => {
    const { anna, ben } = await duel();
    expect(anna.seat).toBe(0);
    expect(ben.seat).toBe(2);
    await until(() => anna.state.seats[2].kind === 'person', 'the state with both people');
    const seats = anna.state.seats.map((s: { kind: string; name: string }) => [s.kind, s.name]);
    expect(seats).toEqual([
      ['person', 'Anna'],
      ['computer', ''],
      ['person', 'Ben'],
      ['computer', ''],
    ]);
    expect(anna.state.phase).toBe('playing');
    await play([anna, ben], () => anna.overs.length > 0 && ben.overs.length > 0);
    expect(anna.overs[0]).toEqual(ben.overs[0]);
    const over = anna.overs[0];
    // The seeded deal is played to the end (no redeal, no abandoned marriage).
    expect(over.outcome.kind).toBe('finished');
    if (over.outcome.kind !== 'finished') return;
    await until(() => anna.state.sheet.length === 1 && ben.state.sheet.length === 1, 'the score sheet');
    expect(anna.state.sheet).toEqual(ben.state.sheet);
    expect(anna.state.phase).toBe('between');
    expect(over.outcome.result.scores.reduce((a, b) => a + b, 0)).toBe(0);
    expect(anna.state.totals).toEqual([...over.outcome.result.scores]);
    // The computers never announce in the duel.
    expect(anna.latest!.view.announcements.filter((a) => a.seat === 1 || a.seat === 3)).toEqual([]);
  });

  it('sixteen deals end the session; in every normal game one person is Re and the other Kontra', async () => {
    const { anna, ben } = await duel();
    let normalGames = 0;
    for (let deal = 1; ; deal++) {
      await play([anna, ben], () => anna.overs.length >= deal && ben.overs.length >= deal);
      const o = anna.overs[deal - 1].outcome;
      if (o.kind === 'finished' && o.result.contract.kind === 'normal' && o.result.parties.re.length === 2) {
        normalGames++;
        expect(o.result.parties.re.includes(0)).not.toBe(o.result.parties.re.includes(2));
      }
      if (o.kind === 'finished') {
        const c = o.result.contract;
        expect(c.kind === 'solo' && (c.declarer === 1 || c.declarer === 3)).toBe(false);
      }
      if (anna.overs[deal - 1].end) break;
      next([anna, ben]);
      await until(() => anna.latest!.deal === deal + 1 && ben.latest!.deal === deal + 1, 'the next deal');
    }
    const counted = anna.overs.filter((o) => o.outcome.kind !== 'redeal').length;
    expect(counted).toBe(16);
    expect(anna.overs.at(-1)!.end).toEqual({ reason: 'deals', deals: 16 });
    await until(() => anna.state.phase === 'over', 'the end of the session');
    expect(anna.state.played).toBe(16);
    expect(JSON.parse(anna.state.end)).toEqual({ reason: 'deals', deals: 16 });
    expect(normalGames).toBeGreaterThan(4);
  });
});

describe("the duel's marriages at the table server", () => {
  /**
   * South (a person) holds both ♣Q and leads. Spades and the club aces are his; North (the
   * other person) holds both heart aces. The computers (West, East) can only follow suit with
   * lower cards in the tricks played, so the tests choose who wins the first three tricks.
   */
  const SOUTH_MARRIAGE = hands(
    'CQ CQ H10 H10 SQ SQ HQ SA SA H9 CA CA',
    'HQ DQ DQ CJ CJ SJ SJ C10 CK S9 SK HK',
    'HJ HJ DJ DJ DA DA C9 C9 S10 S10 HA HA',
    'D10 D10 DK DK D9 D9 C10 CK S9 SK HK H9',
  );

  async function marriageDeal(cards: Hands, dealer: Seat) {
    const anna = await open(colyseus, DUEL, 'Anna');
    const room = colyseus.getRoomById(anna.room.roomId) as TableRoom;
    room.dealSource = () => ({ seed: 7, hands: cards });
    room.table.session = newSession('open', dealer);
    const ben = await join(colyseus, anna.room.roomId, 'Ben');
    await until(() => anna.updates.length > 0 && ben.updates.length > 0, 'the first deal');
    return { anna, ben };
  }

  /** The people's choices: say Vorbehalt/marriage with both ♣Q, else gesund; then the scripted cards in order. */
  function scripted(cards: Record<number, string[]>) {
    return (p: Person, legal: Action[]): SeatlessAction | null => {
      const seat = p.seat;
      if (legal.some((a) => a.type === 'reserve')) return { type: 'reserve', reservation: p.latest!.view.hand.filter((c) => c === 'CQ').length === 2 } as const;
      if (legal.some((a) => a.type === 'declare')) return { type: 'declare', declaration: { kind: 'marriage' } } as const;
      const played = p.latest!.view.tricks.length;
      const card = cards[seat]?.[played];
      return card && played < 3 ? { type: 'play', card: card as CardId } : null;
    };
  }

  it("a person's marriage: when the other person won a trick and no computer did, the deal is abandoned and scores zero", async () => {
    const { anna, ben } = await marriageDeal(SOUTH_MARRIAGE, 3);
    await play([anna, ben], () => anna.overs.length > 0, scripted({ 0: ['SA', 'H9', 'CA'], 2: ['S10', 'HA', 'C9'] }));
    const o = anna.overs[0].outcome;
    expect(o.kind).toBe('abandoned');
    if (o.kind !== 'abandoned') return;
    expect(o.declarer).toBe(0);
    expect(o.tricks.map((t) => t.winner)).toEqual([0, 2, 0]);
    expect(o).not.toHaveProperty('dealt'); // the cards nobody played stay private
    await until(() => anna.state.sheet.length === 1, 'the score sheet');
    expect(anna.state.sheet[0]).toMatchObject({ outcome: 'abandoned', value: 0, scores: [0, 0, 0, 0] });
    expect(anna.state.played).toBe(1); // an abandoned deal counts as played
    expect(ben.overs[0]).toEqual(anna.overs[0]);
  });

  it("a person's marriage: the marriage player who wins the first three tricks plays on as a solo", async () => {
    const { anna, ben } = await marriageDeal(SOUTH_MARRIAGE, 3);
    await play([anna, ben], () => anna.overs.length > 0, scripted({ 0: ['SA', 'SA', 'CA'], 2: ['S10', 'S10', 'C9'] }));
    const o = anna.overs[0].outcome;
    expect(o.kind).toBe('finished');
    if (o.kind !== 'finished') return;
    expect(o.tricks.slice(0, 3).map((t) => t.winner)).toEqual([0, 0, 0]);
    expect(o.result.contract).toEqual({ kind: 'marriage', declarer: 0 });
    expect(o.result.parties).toEqual({ re: [0], kontra: [1, 2, 3] });
    expect(o.result.scores[0]).toBe(3 * o.result.value);
  });

  it("a computer's marriage that no person joins in three tricks is abandoned", async () => {
    // West (a computer) holds both ♣Q and the high trumps; the computers hold every ace, the
    // people only lower cards of each suit and the lowest trumps: no person can win a trick.
    const westMarriage = hands(
      'C10 CK C9 S10 SK S9 HK H9 D9 DK D10 DA',
      'CQ CQ H10 H10 SQ SQ HQ HQ DQ CA SA HA',
      'C10 CK C9 S10 SK S9 HK H9 D9 DK D10 DA',
      'DQ CJ CJ SJ SJ HJ HJ DJ DJ CA SA HA',
    );
    const { anna, ben } = await marriageDeal(westMarriage, 0);
    await play([anna, ben], () => anna.overs.length > 0, scripted({}));
    const o = anna.overs[0].outcome;
    expect(o.kind).toBe('abandoned');
    if (o.kind !== 'abandoned') return;
    expect(o.declarer).toBe(1);
    expect(o.tricks.every((t) => t.winner === 1 || t.winner === 3)).toBe(true);
    expect(o.tricks).toHaveLength(3);
  });
});
