/**
 * The table fuzz: random tables of the table server without the network (FriendsTable, as the
 * room drives it), seeded and reproducible. Each table has a random mode, stake and house
 * rules (Pflichtansage, poverty, piglets, 40 cards …), random people who act at every phase:
 * legal actions (announcements at any moment), illegal and malformed ones, dropping out,
 * returning, timing out (a computer takes the seat), leaving, asking for the next deal. The
 * computers take every step the engine's deal driver gives them, as the room does.
 *
 * `fuzzTable` throws with the seed on any broken promise: an exception from the table, a deal
 * that does not end, accounts that do not sum to zero, a duel whose people sit together or
 * share a party in a normal game, or whose computers announce or play a solo.
 */
import { CARD_IDS } from '../../src/engine/cards.ts';
import { callDeadline, type Action } from '../../src/engine/deal.ts';
import { dealDuel, isPerson } from '../../src/engine/duel.ts';
import { legalActions } from '../../src/engine/legal.ts';
import { SOLO_KINDS } from '../../src/engine/order.ts';
import type { Seat } from '../../src/engine/parties.ts';
import { createRng, dealWith, type Rng } from '../../src/engine/rng.ts';
import { RULE_KEYS, RULE_VALUES } from '../../src/engine/rules.ts';
import { CALLS } from '../../src/engine/scoring.ts';
import { MODE_PEOPLE, TABLE_MODES } from '../../src/engine/stakes.ts';
import { parseTableSettings, type DealOver } from '../../src/protocol/protocol.ts';
import { FriendsTable, type TakenAction } from '../../src/server/table.ts';

export interface FuzzCounts {
  tables: number;
  byMode: Record<string, number>;
  withForcedAnnouncement: number;
  deals: number;
  finished: number;
  abandoned: number;
  redealt: number;
  personActions: number;
  refused: number;
  computerActions: number;
  tableCalls: number;
  drops: number;
  returns: number;
  timeouts: number;
  leaves: number;
}

export const emptyCounts = (): FuzzCounts => ({
  tables: 0,
  byMode: {},
  withForcedAnnouncement: 0,
  deals: 0,
  finished: 0,
  abandoned: 0,
  redealt: 0,
  personActions: 0,
  refused: 0,
  computerActions: 0,
  tableCalls: 0,
  drops: 0,
  returns: 0,
  timeouts: 0,
  leaves: 0,
});

/** Steps (people's events and computers' runs) one deal may take before the fuzz calls it stuck. */
const STEPS_PER_DEAL = 2000;

const pick = <T>(rng: Rng, xs: readonly T[]): T => xs[rng.int(xs.length)];

/** Random table options as the page would send them, checked by the server's own parser. */
function randomSettings(rng: Rng) {
  const mode = pick(rng, TABLE_MODES);
  const rules: Record<string, unknown> = {};
  for (const key of RULE_KEYS) if (rng.int(2) === 0) rules[key] = pick(rng, RULE_VALUES[key] as readonly unknown[]);
  rules.forcedAnnouncement = rng.int(2) === 0; // half the tables: its duties are where tables got stuck
  if (mode === 'duel') rules.poverty = false; // the duel is refused with poverty (duel.ts VARIANT_FIXED_RULES)
  const raw = {
    mode,
    centsPerPoint: 1 + rng.int(100),
    limitCents: mode === 'variable' ? 100 + rng.int(2000) : null,
    botLevel: 'beginner',
    visibility: pick(rng, ['open', 'invite']),
    rules,
  };
  const parsed = parseTableSettings(raw);
  if (!parsed.ok) throw new Error(`the fuzz made options the server refuses: ${JSON.stringify(parsed.error)} ${JSON.stringify(raw)}`);
  return parsed.value;
}

/** Something a careless or hostile person might send for his seat: any type, any card, any call. */
function randomAction(rng: Rng, seat: Seat): Action {
  const card = pick(rng, CARD_IDS);
  switch (rng.int(8)) {
    case 0:
      return { type: 'play', seat, card };
    case 1:
      return { type: 'announce', seat, call: pick(rng, CALLS) };
    case 2:
      return { type: 'reserve', seat, reservation: rng.int(2) === 0 };
    case 3:
      return {
        type: 'declare',
        seat,
        declaration:
          rng.int(3) === 0
            ? { kind: 'marriage' }
            : rng.int(2) === 0
              ? { kind: 'poverty' }
              : { kind: 'solo', solo: pick(rng, SOLO_KINDS), compulsory: rng.int(2) === 0 },
      };
    case 4:
      return { type: 'exchange', seat, cards: [card, pick(rng, CARD_IDS), pick(rng, CARD_IDS)] };
    case 5:
      return { type: 'answerPoverty', seat, accept: rng.int(2) === 0 };
    case 6:
      return { type: 'throwIn', seat };
    default:
      return { type: 'halfChicken', seat };
  }
}

class Broken extends Error {}

/** Play one random table; throws (with the seed) when any promise of the table server is broken. */
export function fuzzTable(seed: number, counts: FuzzCounts): void {
  try {
    playTable(seed, counts);
  } catch (e) {
    const what = e instanceof Broken ? e.message : `${e instanceof Error ? e.stack : String(e)}`;
    throw new Error(`table fuzz, seed ${seed}: ${what}`, { cause: e });
  }
}

function playTable(seed: number, counts: FuzzCounts): void {
  const rng = createRng(seed);
  const settings = randomSettings(rng);
  const broken = (why: string) => {
    throw new Broken(why);
  };
  const table = new FriendsTable(
    settings,
    (rules, variant) => {
      const dealSeed = rng.int(2 ** 32);
      const dealRng = createRng(dealSeed);
      return { seed: dealSeed, hands: variant ? dealDuel(dealRng, rules, variant) : dealWith(dealRng, rules) };
    },
    rng.int(4) as Seat,
  );
  counts.tables++;
  counts.byMode[settings.mode] = (counts.byMode[settings.mode] ?? 0) + 1;
  if (settings.rules.forcedAnnouncement) counts.withForcedAnnouncement++;
  const variant = table.variant;
  // Who held each seat when it acted: the duel's promises are about computers.
  table.onAction = ({ by, action }: TakenAction) => {
    if (by === 'computer') counts.computerActions++;
    if (by === 'table') counts.tableCalls++;
    if (!variant) return;
    if (by === 'computer' && action.type === 'announce') broken(`a duel computer announced: ${JSON.stringify(action)}`);
    if (by === 'computer' && action.type === 'declare' && action.declaration.kind === 'solo')
      broken(`a duel computer declared a solo: ${JSON.stringify(action)}`);
    if (by === 'table' && !isPerson(variant, action.seat)) broken(`the table announced for a duel computer's seat: ${JSON.stringify(action)}`);
  };

  // People sit down: as many as the mode allows, or fewer and the host starts.
  const { min, max } = MODE_PEOPLE[settings.mode];
  // Full tables half the time: a party of people alone carries its forced announcement itself.
  const people = rng.int(2) === 0 ? max : min + rng.int(max - min + 1);
  for (let i = 0; i < people; i++) if (!table.sit(`P${i}`).ok) broken(`seat ${i} refused in the lobby`);
  if (people === max && table.sit('Late').ok) broken('a full table took one more person');
  if (table.phase === 'lobby') {
    const guest = table.people.find((s) => !table.seats[s].host);
    if (guest !== undefined && table.start(guest).ok) broken('a guest started the table');
    if (!table.start(table.host!).ok) broken('the host could not start');
  }
  if (
    variant &&
    !(table.seats[0].kind === 'person' && table.seats[2].kind === 'person' && table.seats[1].kind === 'computer' && table.seats[3].kind === 'computer')
  ) {
    broken(`the duel's people do not sit opposite each other: ${JSON.stringify(table.seats.map((s) => s.kind))}`);
  }

  const dealsWanted = 1 + (rng.int(4) === 0 ? 1 : 0);
  /** Each seat's way of announcing (a computer taking a seat over keeps none). */
  const calling = [0, 1, 2, 3].map(() => pick(rng, CALLING));
  let dealsOver = 0;
  let steps = 0;
  const runComputers = () => {
    for (let guard = 0; table.computersToAct(); guard++) {
      if (guard > 500) broken('the computers never stop');
      table.botStep();
    }
  };
  const dealOver = (over: DealOver) => {
    dealsOver++;
    counts.deals++;
    steps = 0;
    const o = over.outcome;
    if (o.kind === 'finished') {
      counts.finished++;
      if (o.result.scores.reduce((a, b) => a + b, 0) !== 0) broken(`a deal's scores do not sum to zero: ${o.result.scores}`);
      if (variant) {
        const { contract, parties } = o.result;
        const normal = contract.kind === 'normal' || contract.kind === 'poverty';
        if (normal && parties.re.length === 2 && parties.re.includes(0) === parties.re.includes(2))
          broken(`both duel people in one party: ${JSON.stringify(parties)}`);
        if (contract.kind === 'solo' && !isPerson(variant, contract.declarer)) broken(`a duel computer played a solo: ${JSON.stringify(contract)}`);
        if (normal && parties.re.length === 1 && !isPerson(variant, parties.re[0])) broken(`a duel computer played a silent solo: ${JSON.stringify(parties)}`);
      }
    } else if (o.kind === 'abandoned') counts.abandoned++;
    else counts.redealt++;
    if (table.session.totals.reduce((a, b) => a + b, 0) !== 0) broken(`the accounts do not sum to zero: ${table.session.totals}`);
    for (const row of table.sheet) if (row.scores.reduce((a, b) => a + b, 0) !== 0) broken(`a score sheet row does not sum to zero: ${JSON.stringify(row)}`);
  };

  for (;;) {
    runComputers();
    const over = table.takeDealOver();
    if (over) dealOver(over);
    if (table.phase === 'over') return;
    const here = table.people;
    if (here.length === 0) {
      // Everyone has gone: the computers play the deal out, then the table waits for nobody.
      if (table.phase === 'playing') broken('a deal with only computers did not end');
      return;
    }
    if (++steps > STEPS_PER_DEAL) broken(`a deal did not end within ${STEPS_PER_DEAL} steps (phase ${table.deal?.phase})`);
    if (table.phase === 'between') {
      if (dealsOver >= dealsWanted) return;
      for (const seat of here) {
        if (table.phase !== 'between') break; // the last one asked: the next deal has started
        if (rng.int(10) === 0) {
          table.setConnected(seat, false); // gone while the sheet is shown
          counts.drops++;
        }
        if (table.seats[seat].connected && table.ready(seat).ok === false) broken('a person could not ask for the next deal');
      }
      if (table.phase === 'between') {
        // Only the disconnected remain: one returns and asks.
        const back = here[rng.int(here.length)];
        table.setConnected(back, true);
        counts.returns++;
        table.ready(back);
      }
      continue;
    }
    personEvent(table, rng, counts, here, calling, broken);
  }
}

/** One thing a person does while a deal runs. */
/**
 * How a person announces: how readily when he may, and whether only too late for an
 * Erstansage (replies, which used to leave a forced announcement nobody could make).
 */
interface Calling {
  readonly eagerness: number;
  readonly lateOnly: boolean;
}
const CALLING: readonly Calling[] = [
  { eagerness: 0, lateOnly: false },
  { eagerness: 0.05, lateOnly: false },
  { eagerness: 0.3, lateOnly: false },
  { eagerness: 0.8, lateOnly: true },
];

function personEvent(
  table: FriendsTable,
  rng: Rng,
  counts: FuzzCounts,
  here: readonly Seat[],
  calling: readonly Calling[],
  broken: (why: string) => never,
): void {
  const s = table.deal!;
  const all = legalActions(s);
  const mine = (seat: Seat) => all.filter((a) => a.seat === seat);
  const wanted = (a: Action) => a.type === 'announce' && (!calling[a.seat].lateOnly || s.hands[a.seat].length < callDeadline(s, a.call));
  // The person to move acts most of the time; any other person now and then (calls at any moment).
  const mover = here.find((seat) => mine(seat).some((a) => a.type !== 'announce')) ?? null;
  // Eager people call whenever they may, out of turn too.
  const callers = here.filter((seat) => mine(seat).some(wanted) && rng.next() < calling[seat].eagerness);
  const seat = callers.length > 0 ? pick(rng, callers) : mover !== null && rng.int(4) !== 0 ? mover : here[rng.int(here.length)];
  const info = table.seats[seat];
  const r = rng.int(100);
  if (!info.connected) {
    // Away: he comes back, or his time runs out and a computer takes the seat.
    if (r < 70) {
      table.setConnected(seat, true);
      counts.returns++;
    } else {
      table.leave(seat);
      counts.timeouts++;
    }
    return;
  }
  if (r < 80) {
    const legal = mine(seat);
    if (legal.length === 0) return;
    // Some tables call a lot, some hardly ever: late replies, jumps and forced calls all come up.
    const calls = legal.filter(wanted);
    const others = calling[seat].lateOnly ? legal.filter((a) => a.type !== 'announce') : legal;
    const action =
      calls.length > 0 && (rng.next() < calling[seat].eagerness || others.length === 0) ? pick(rng, calls) : others.length > 0 ? pick(rng, others) : null;
    if (!action) return;
    const seq = table.seq;
    const done = table.act(action);
    if (!done.ok) broken(`a legal action was refused: ${JSON.stringify(action)} ${JSON.stringify(done.error)}`);
    if (table.seq === seq) broken('an action changed nothing');
    counts.personActions++;
  } else if (r < 92) {
    const action = randomAction(rng, seat);
    const seq = table.seq;
    const done = table.act(action);
    if (done.ok) counts.personActions++;
    else {
      counts.refused++;
      if (table.seq !== seq || table.deal !== s) broken(`a refused action changed the table: ${JSON.stringify(action)}`);
    }
  } else if (r < 95) {
    table.setConnected(seat, false);
    counts.drops++;
  } else if (r < 97) {
    table.leave(seat);
    counts.leaves++;
  } else if (r < 98) {
    if (table.ready(seat).ok) broken('"next deal" was taken while a deal runs');
  } else {
    // What the person sees: the room sends it after every change.
    table.seatUpdate(seat);
  }
}
