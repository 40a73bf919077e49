/**
 * What one player can know (for computer players, hints and the table): his own hand and
 * everything public. Built from the full deal state, it holds no other hand, so a player
 * that only sees a view cannot cheat.
 */
import { sumPoints, type CardId } from './cards.ts';
import { normalTrumps, type Contract, type Declaration } from './contract.ts';
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
  /** Each seat's party as far as the viewer can know it (his own hand included), else null. */
  readonly knownParties: readonly (Party | null)[];
  /** How each known party became known. */
  readonly partyReasons: readonly (PartyReason | null)[];
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
  /** How many trumps the poverty's acceptor gave back: he says it aloud (docs/rules.md §16.3). Null outside poverty. */
  readonly povertyTrumpsReturned: number | null;
  /** The table's rule variant (the duel), public to everyone. */
  readonly variant: DealState['variant'];
}

function publicContract(s: DealState, seat: Seat): Contract | null {
  const c = s.contract;
  if (!c || c.kind !== 'poverty') return c;
  const involved = seat === c.declarer || seat === c.partner;
  return involved ? c : { ...c, given: [], returned: [] };
}

/** How a seat's party became known to the viewer. */
export type PartyReason = 'own' | 'contract' | 'clubQueen' | 'call' | 'counting';

/**
 * The parties the viewer can know: his own (from his hand), the contract's public teams,
 * a played ♣Q, a call, and counting (two Re found → the rest are Kontra; two Kontra found and
 * no silent solo possible → the rest are Re).
 */
function partyKnowledge(s: DealState, viewer: Seat, own: Party | null): { parties: (Party | null)[]; reasons: (PartyReason | null)[] } {
  const parties: (Party | null)[] = [null, null, null, null];
  const reasons: (PartyReason | null)[] = [null, null, null, null];
  const learn = (seat: number, p: Party, why: PartyReason) => {
    if (parties[seat] === null) {
      parties[seat] = p;
      reasons[seat] = why;
    }
  };
  if (own) learn(viewer, own, 'own');
  if (!s.parties) {
    if (s.marriage) learn(s.marriage.declarer, 're', 'contract');
    return { parties, reasons };
  }
  const c = s.contract;
  const publicTeams = c?.kind === 'solo' || c?.kind === 'poverty' || (c?.kind === 'marriage' && s.marriage?.clarifiedIn !== null);
  const actual = (seat: number): Party => (s.parties!.re.includes(seat as Seat) ? 're' : 'kontra');
  if (publicTeams) {
    for (let x = 0; x < 4; x++) learn(x, actual(x), 'contract');
    return { parties, reasons };
  }
  // Normal game or silent marriage.
  const queenBy: Seat[] = [];
  for (const t of [...s.tricks, ...(s.current ? [s.current] : [])]) {
    t.cards.forEach((card, j) => {
      if (card === 'CQ') queenBy.push(((t.leader + j) % 4) as Seat);
    });
  }
  for (const x of queenBy) learn(x, 're', 'clubQueen');
  for (const a of s.announcements) learn(a.seat, actual(a.seat), 'call');
  const myQueens = s.hands[viewer].filter((card) => card === 'CQ').length + queenBy.filter((x) => x === viewer).length;
  const silentRevealed = queenBy.length === 2 && queenBy[0] === queenBy[1];
  // A silent solo is impossible if the viewer holds one ♣Q, or two different seats showed one.
  const noSilentSolo = myQueens === 1 || (queenBy.length === 2 && queenBy[0] !== queenBy[1]);
  if (silentRevealed || myQueens === 2) {
    for (let x = 0; x < 4; x++) learn(x, 'kontra', 'counting');
    return { parties, reasons };
  }
  const count = (p: Party) => parties.filter((q) => q === p).length;
  if (count('re') === 2) for (let x = 0; x < 4; x++) learn(x, 'kontra', 'counting');
  if (noSilentSolo && count('kontra') === 2) for (let x = 0; x < 4; x++) learn(x, 're', 'counting');
  return { parties, reasons };
}

/** Piglets declared on their first play stay secret until then (except to their holder). */
function visibleOrder(s: DealState, seat: Seat): CardOrder | null {
  const order = currentOrder(s);
  if (!order || !s.orders || s.orders.pigletHolder === null || s.rules.pigletsDeclared === 'reservation') return order;
  const played = s.tricks.some((t) => t.cards.includes('DA')) || (s.current?.cards.includes('DA') ?? false);
  if (played || seat === s.orders.pigletHolder) return order;
  return cardOrder(order.kind, s.rules);
}

function knownFor(s: DealState, seat: Seat, own: Party | null) {
  const k = partyKnowledge(s, seat, own);
  return { knownParties: k.parties, partyReasons: k.reasons };
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
    ...knownFor(s, seat, own),
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
    povertyTrumpsReturned: c?.kind === 'poverty' ? normalTrumps(c.returned, s.rules).length : null,
    variant: s.variant,
  };
}

/** Card points each seat has taken in its tricks so far (public: the tricks are open on the table). */
export function pointsTaken(view: PlayerView): number[] {
  const out = [0, 0, 0, 0];
  for (const t of view.tricks) if (t.winner !== null) out[t.winner] += sumPoints(t.cards);
  return out;
}

/**
 * The card points of each party so far, once the viewer knows every seat's party (before
 * that he cannot add them up); null while a party is unknown to him.
 */
export function partyPoints(view: PlayerView): Readonly<Record<Party, number>> | null {
  if (view.knownParties.some((p) => p === null)) return null;
  const taken = pointsTaken(view);
  const out = { re: 0, kontra: 0 };
  view.knownParties.forEach((p, seat) => (out[p!] += taken[seat]));
  return out;
}

/** The actions `seat` may take now (its plays when it is to move, its calls at any time). */
export function legalActionsFor(s: DealState, seat: Seat): Action[] {
  return legalActions(s).filter((a) => a.seat === seat);
}
