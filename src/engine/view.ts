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
import { nextSeat, SEATS, type Party, type Seat } from './parties.ts';
import type { PartyCalls } from './announcements.ts';
import type { RuleSet } from './rules.ts';
import type { Call } from './scoring.ts';

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
 * Why a seat's party is known, as data: the one place that reasons about what the cards and
 * calls so far reveal (the lessons' drills, the quiz drills and every PlayerView use it).
 */
export type PartyEvidence =
  /** The viewer's own hand: with a ♣Q (or both) Re, without one Kontra, in a normal game. */
  | { readonly code: 'ownHand'; readonly seat: Seat; readonly party: Party; readonly clubQueens: number }
  /** The contract makes the teams public. */
  | { readonly code: 'marriageDeclarer'; readonly seat: Seat }
  | { readonly code: 'marriagePartner'; readonly seat: Seat; readonly trickNo: number }
  | { readonly code: 'marriageOpponent'; readonly seat: Seat; readonly trickNo: number }
  /** Nobody else won one of the first three tricks: the Hochzeiter plays alone (a diamonds solo). */
  | { readonly code: 'marriageSolo'; readonly seat: Seat; readonly soloist: Seat }
  | { readonly code: 'soloist'; readonly seat: Seat }
  | { readonly code: 'soloOpponent'; readonly seat: Seat; readonly soloist: Seat }
  | { readonly code: 'povertyPair'; readonly seat: Seat }
  | { readonly code: 'povertyOpponent'; readonly seat: Seat }
  /** The seat played a ♣Q (in this 1-based trick). */
  | { readonly code: 'clubQueen'; readonly seat: Seat; readonly trickNo: number }
  /** The seat made a call, which only its own party may make. */
  | { readonly code: 'announced'; readonly seat: Seat; readonly call: Call; readonly party: Party }
  /** One seat holds both ♣Q (played, or in the viewer's own hand): a silent solo, everyone else Kontra. */
  | { readonly code: 'silentSolo'; readonly seat: Seat; readonly soloist: Seat }
  /** Counting: both Re players are known, so this one is Kontra. */
  | { readonly code: 'bothReKnown'; readonly seat: Seat }
  /** Counting: both Kontra players are known and no silent solo is possible, so this one is Re. */
  | { readonly code: 'bothKontraKnown'; readonly seat: Seat };

/** What someone without a hand (a spectator, a quiz drill) can learn: no own-hand evidence. */
export type PublicPartyEvidence = Extract<PartyEvidence, { code: 'clubQueen' | 'announced' | 'silentSolo' | 'bothReKnown' }>;

/** The party a piece of evidence shows. */
export function evidenceParty(e: PartyEvidence): Party {
  switch (e.code) {
    case 'ownHand':
    case 'announced':
      return e.party;
    case 'marriageDeclarer':
    case 'marriagePartner':
    case 'soloist':
    case 'povertyPair':
    case 'clubQueen':
    case 'bothKontraKnown':
      return 're';
    case 'marriageSolo':
    case 'silentSolo':
      return e.seat === e.soloist ? 're' : 'kontra';
    case 'marriageOpponent':
    case 'soloOpponent':
    case 'povertyOpponent':
    case 'bothReKnown':
      return 'kontra';
  }
}

const REASON: Record<PartyEvidence['code'], PartyReason> = {
  ownHand: 'own',
  marriageDeclarer: 'contract',
  marriagePartner: 'contract',
  marriageOpponent: 'contract',
  marriageSolo: 'contract',
  soloist: 'contract',
  soloOpponent: 'contract',
  povertyPair: 'contract',
  povertyOpponent: 'contract',
  clubQueen: 'clubQueen',
  announced: 'call',
  silentSolo: 'counting',
  bothReKnown: 'counting',
  bothKontraKnown: 'counting',
};

/** The seats that played a ♣Q so far, in play order, with the trick number. */
function clubQueensPlayed(s: DealState): { seat: Seat; trickNo: number }[] {
  const out: { seat: Seat; trickNo: number }[] = [];
  const tricks = s.current ? [...s.tricks, s.current] : s.tricks;
  tricks.forEach((t, i) => t.cards.forEach((c, j) => c === 'CQ' && out.push({ seat: nextSeat(t.leader, j), trickNo: i + 1 })));
  return out;
}

/**
 * Per seat, why its party is known to `viewer` (his own hand included), or to a spectator
 * when `viewer` is null; null where it cannot be known yet. The first evidence found counts:
 * own hand, the contract's public teams, a played ♣Q, a call, then counting (two Re found →
 * the rest are Kontra; two Kontra found and no silent solo possible → the rest are Re).
 */
export function partyEvidence(s: DealState, viewer: Seat | null): (PartyEvidence | null)[] {
  const out: (PartyEvidence | null)[] = [null, null, null, null];
  const learn = (e: PartyEvidence) => {
    out[e.seat] ??= e;
  };
  const actual = (seat: Seat): Party => (s.parties!.re.includes(seat) ? 're' : 'kontra');
  const c = s.contract;
  const m = s.marriage;
  if (!s.parties) {
    // An open marriage: only the Hochzeiter's side is known.
    if (m) learn({ code: 'marriageDeclarer', seat: m.declarer });
    return out;
  }
  if (viewer !== null && c?.kind === 'normal') {
    const clubQueens = s.dealt[viewer].filter((x) => x === 'CQ').length;
    learn({ code: 'ownHand', seat: viewer, party: actual(viewer), clubQueens });
  }
  if (c && c.kind !== 'normal' && (c.kind !== 'marriage' || m?.clarifiedIn !== null)) {
    for (const seat of SEATS) {
      if (c.kind === 'solo') learn(seat === c.declarer ? { code: 'soloist', seat } : { code: 'soloOpponent', seat, soloist: c.declarer });
      else if (c.kind === 'poverty') learn(actual(seat) === 're' ? { code: 'povertyPair', seat } : { code: 'povertyOpponent', seat });
      else if (m!.partner === null) learn({ code: 'marriageSolo', seat, soloist: m!.declarer });
      else if (seat === m!.declarer) learn({ code: 'marriageDeclarer', seat });
      else if (seat === m!.partner) learn({ code: 'marriagePartner', seat, trickNo: m!.clarifiedIn! });
      else learn({ code: 'marriageOpponent', seat, trickNo: m!.clarifiedIn! });
    }
    return out;
  }
  // A normal game (or a silent marriage, which looks like one).
  const queens = clubQueensPlayed(s);
  for (const q of queens) learn({ code: 'clubQueen', seat: q.seat, trickNo: q.trickNo });
  for (const a of s.announcements) learn({ code: 'announced', seat: a.seat, call: a.call, party: actual(a.seat) });
  const mine = viewer === null ? 0 : s.dealt[viewer].filter((x) => x === 'CQ').length;
  const silent = queens.length === 2 && queens[0].seat === queens[1].seat ? queens[0].seat : mine === 2 ? viewer : null;
  if (silent !== null) {
    for (const seat of SEATS) learn({ code: 'silentSolo', seat, soloist: silent });
    return out;
  }
  // A silent solo is impossible once the viewer holds one ♣Q or two seats showed one.
  const noSilentSolo = mine === 1 || (queens.length === 2 && queens[0].seat !== queens[1].seat);
  const count = (p: Party) => out.filter((e) => e !== null && evidenceParty(e) === p).length;
  if (count('re') === 2) for (const seat of SEATS) learn({ code: 'bothReKnown', seat });
  if (noSilentSolo && count('kontra') === 2) for (const seat of SEATS) learn({ code: 'bothKontraKnown', seat });
  return out;
}

/**
 * The player of a silent solo (both ♣Q and "gesund") once `viewer` can know it: from his own
 * hand, or when one seat has played both ♣Q; null while the game looks like a normal one.
 */
export function knownSilentSoloist(s: DealState, viewer: Seat | null): Seat | null {
  for (const e of partyEvidence(s, viewer)) if (e?.code === 'silentSolo') return e.soloist;
  return null;
}

/**
 * After both Re and Kontra were said, a player whose party the table does not know yet must
 * show it when he makes a further call (§9.5), e.g. "Re, keine 90" instead of "keine 90".
 */
export function mustShowParty(s: DealState, seat: Seat): boolean {
  return s.calls.re.level >= 0 && s.calls.kontra.level >= 0 && partyEvidence(s, null)[seat] === null;
}

/** Piglets declared on their first play stay secret until then (except to their holder). */
function visibleOrder(s: DealState, seat: Seat): CardOrder | null {
  const order = currentOrder(s);
  if (!order || !s.orders || s.orders.pigletHolder === null || s.rules.pigletsDeclared === 'reservation') return order;
  const played = s.tricks.some((t) => t.cards.includes('DA')) || (s.current?.cards.includes('DA') ?? false);
  if (played || seat === s.orders.pigletHolder) return order;
  return cardOrder(order.kind, s.rules);
}

function knownFor(s: DealState, seat: Seat) {
  const evidence = partyEvidence(s, seat);
  return { knownParties: evidence.map((e) => (e ? evidenceParty(e) : null)), partyReasons: evidence.map((e) => (e ? REASON[e.code] : null)) };
}

export function viewFor(s: DealState, seat: Seat): PlayerView {
  const own = s.parties ? (s.parties.re.includes(seat) ? 're' : 'kontra') : s.marriage?.declarer === seat ? 're' : null;
  const c = s.contract;
  const exchangeSeen =
    c?.kind === 'poverty'
      ? seat === c.partner
        ? c.given
        : seat === c.declarer
          ? c.returned
          : []
      : s.poverty && s.poverty.partner === seat
        ? s.poverty.given
        : [];
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
    ...knownFor(s, seat),
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
  return legalActions(s, seat);
}
