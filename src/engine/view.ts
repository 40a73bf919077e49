/**
 * What one player can know (for computer players, hints and the table): his own hand and
 * everything public. Built from the full deal state, it holds no other hand, so a player
 * that only sees a view cannot cheat.
 */
import type { CardId } from './cards.ts';
import type { Contract, Declaration } from './contract.ts';
import { currentOrder, type Action, type DealState, type MadeAnnouncement, type Phase, type Trick } from './deal.ts';
import { legalActions } from './legal.ts';
import { cardOrder, type CardOrder } from './order.ts';
import type { Party, Seat } from './parties.ts';
import type { PartyCalls } from './announcements.ts';
import type { RuleSet } from './rules.ts';

export interface PlayerView {
  readonly rules: RuleSet;
  readonly seat: Seat;
  readonly dealer: Seat;
  readonly phase: Phase;
  readonly toMove: Seat;
  /** The player's own cards now. */
  readonly hand: readonly CardId[];
  /** Public: who said Vorbehalt, and the declarations once the contract is settled. */
  readonly reservations: readonly (boolean | null)[];
  readonly declarations: readonly (Declaration | null)[];
  /**
   * The contract as the table knows it. A silent marriage looks like a normal game to
   * everyone but its holder; the poverty's passed cards are known only to the two players.
   */
  readonly contract: Contract | null;
  /** The player's own party, when he can know it (not while a marriage is open for others). */
  readonly ownParty: Party | null;
  /** Seats whose party is public (by a club queen played, an announcement, the contract). */
  readonly knownParties: readonly (Party | null)[];
  /** The viewer plays a silent solo (he alone knows it until the second ♣Q falls). */
  readonly silentSolo: boolean;
  readonly marriage: DealState['marriage'];
  readonly tricks: readonly Trick[];
  readonly current: Trick | null;
  readonly announcements: readonly MadeAnnouncement[];
  readonly calls: Readonly<Record<Party, PartyCalls>>;
  readonly forced: DealState['forced'];
  /** The order the cards are played with now (piglets included once they are declared). */
  readonly order: CardOrder | null;
  /** Cards held per seat (public: everyone can count). */
  readonly handSizes: readonly number[];
  /** Cards the viewer saw pass in a poverty exchange (given to him, or returned to him). */
  readonly exchangeSeen: readonly CardId[];
}

function publicContract(s: DealState, seat: Seat): Contract | null {
  const c = s.contract;
  if (!c || c.kind !== 'poverty') return c;
  const involved = seat === c.declarer || seat === c.partner;
  return involved ? c : { ...c, given: [], returned: [] };
}

/** The parties the table can know: from the contract, club queens played, and the calls. */
function knownParties(s: DealState): (Party | null)[] {
  const known: (Party | null)[] = [null, null, null, null];
  if (!s.parties) {
    if (s.marriage) known[s.marriage.declarer] = 're';
    return known;
  }
  const c = s.contract;
  const publicTeams = c?.kind === 'solo' || c?.kind === 'poverty' || (c?.kind === 'marriage' && s.marriage?.clarifiedIn !== null);
  if (publicTeams) {
    for (const x of s.parties.re) known[x] = 're';
    for (const x of s.parties.kontra) known[x] = 'kontra';
    return known;
  }
  // Normal game or silent marriage: a played ♣Q shows its owner is Re; an announcement shows the caller's side.
  const plays: [Seat, CardId][] = [];
  for (const t of [...s.tricks, ...(s.current ? [s.current] : [])]) {
    t.cards.forEach((card, j) => plays.push([((t.leader + j) % 4) as Seat, card]));
  }
  let queensSeen = 0;
  for (const [seat, card] of plays) {
    if (card === 'CQ') {
      known[seat] = 're';
      queensSeen++;
    }
  }
  for (const a of s.announcements) known[a.seat] = s.parties.re.includes(a.seat) ? 're' : 'kontra';
  const reSeats = known.filter((p) => p === 're').length;
  // Both queens out from one seat: a silent solo, everyone else is Kontra.
  const silent = s.solo && queensSeen === 2;
  if (reSeats === 2 || silent) for (let x = 0; x < 4; x++) if (known[x] === null) known[x] = 'kontra';
  if (known.filter((p) => p === 'kontra').length === 2 && reSeats < 2 && !s.solo) {
    for (let x = 0; x < 4; x++) if (known[x] === null) known[x] = 're';
  }
  return known;
}

/** Piglets declared on their first play stay secret until then (except to their holder). */
function visibleOrder(s: DealState, seat: Seat): CardOrder | null {
  const order = currentOrder(s);
  if (!order || !s.orders || s.orders.pigletHolder === null || s.rules.pigletsDeclared === 'reservation') return order;
  const played = s.tricks.some((t) => t.cards.includes('DA')) || (s.current?.cards.includes('DA') ?? false);
  if (played || seat === s.orders.pigletHolder) return order;
  return cardOrder(order.kind, s.rules);
}

export function viewFor(s: DealState, seat: Seat): PlayerView {
  const own = s.parties ? (s.parties.re.includes(seat) ? 're' : 'kontra') : s.marriage?.declarer === seat ? 're' : null;
  const c = s.contract;
  const exchangeSeen =
    c?.kind === 'poverty' ? (seat === c.partner ? c.given : seat === c.declarer ? c.returned : []) : s.poverty && s.poverty.partner === seat ? s.poverty.given : [];
  return {
    rules: s.rules,
    seat,
    dealer: s.dealer,
    phase: s.phase,
    toMove: s.toMove,
    hand: s.hands[seat],
    reservations: s.reservations,
    declarations: s.phase === 'declaration' ? s.declarations.map((d, i) => (i === seat ? d : null)) : s.declarations,
    contract: publicContract(s, seat),
    ownParty: own,
    knownParties: knownParties(s).map((p, i) => (i === seat ? own : p)),
    silentSolo: s.contract?.kind === 'normal' && s.solo && s.parties?.re[0] === seat,
    marriage: s.marriage,
    tricks: s.tricks,
    current: s.current,
    announcements: s.announcements,
    calls: s.calls,
    forced: s.forced,
    order: visibleOrder(s, seat),
    handSizes: s.hands.map((h) => h.length),
    exchangeSeen,
  };
}

/** The actions `seat` may take now (its plays when it is to move, its calls at any time). */
export function legalActionsFor(s: DealState, seat: Seat): Action[] {
  return legalActions(s).filter((a) => a.seat === seat);
}
