/**
 * Drills: short questions on one rule each, generated from a seed out of random legal deals
 * and answered by the engine (never by a table typed here). Each item carries the engine's
 * reason as data (a TrickWhy, an IllegalPlay, an AnnouncementRefusal, the evidence for a
 * party) and the deal it came from as a `doko-deal/1` record.
 */
import { deadline, type AnnouncementRefusal } from '../announcements.ts';
import { cardKinds, handSize, sumPoints, type CardId } from '../cards.ts';
import type { Contract } from '../contract.ts';
import { announcementRefusal, announcementShift, currentOrder, newDeal, partyOfSeat, type DealState, type MadeAnnouncement, type Trick } from '../deal.ts';
import { playableCards } from '../legal.ts';
import { cardOrder, SOLO_KINDS, sortHand, type EffectiveSuit, type OrderKind } from '../order.ts';
import { opponentOf, type Party, type Seat } from '../parties.ts';
import { randomDeal } from '../random.ts';
import { toRecord } from '../record.ts';
import { createRng, dealWith, type Rng } from '../rng.ts';
import type { RuleSet } from '../rules.ts';
import { CALLS, levelOfCall, type Call, type Level } from '../scoring.ts';
import { explainTrick, illegalReason, type IllegalPlay, type TrickWhy } from '../trick.ts';
import { evidenceParty, partyEvidence, type PartyEvidence, type PublicPartyEvidence } from '../view.ts';
import { positionAt, recordAt } from './position.ts';
import { DRILL_KINDS, type DrillKind } from './kinds.ts';
import { mixSeed } from './seed.ts';

export { DRILL_KINDS, isDrillKind, type DrillKind } from './kinds.ts';

interface Base {
  readonly seed: number;
  readonly rules: RuleSet;
  /** The game type whose card order applies. */
  readonly contract: OrderKind;
  /** The deal (or the position) the question comes from, as `doko-deal/1`. */
  readonly record: Record<string, unknown>;
}

/** Is this card a trump in this game? */
export interface TrumpDrill extends Base {
  readonly kind: 'trump';
  readonly card: CardId;
  readonly answer: boolean;
  /** The trumps of the game, high → low (the reason). */
  readonly trumps: readonly CardId[];
}

/** Which card of this complete trick wins it? */
export interface WinnerDrill extends Base {
  readonly kind: 'winner';
  readonly trick: readonly CardId[];
  readonly leader: Seat;
  /** 1-based. */
  readonly trickNo: number;
  readonly lastTrick: boolean;
  /** Index in play order of the winning card. */
  readonly answer: number;
  readonly why: TrickWhy;
}

/** Which cards may the player to move play? */
export interface LegalDrill extends Base {
  readonly kind: 'legal';
  readonly seat: Seat;
  readonly hand: readonly CardId[];
  readonly trick: readonly CardId[];
  readonly leader: Seat;
  /** The suit of the card led, or trump (what must be followed). */
  readonly led: EffectiveSuit;
  /** Distinct playable card ids, in hand order. */
  readonly answer: readonly CardId[];
  /** Why each other card is not allowed. */
  readonly illegal: readonly { readonly card: CardId; readonly reason: IllegalPlay }[];
}

/** May this player make this call now? */
export interface AnnounceDrill extends Base {
  readonly kind: 'announce';
  readonly seat: Seat;
  readonly party: Party;
  readonly call: Call;
  /** Cards still in the player's hand. */
  readonly holding: number;
  readonly handSize: number;
  readonly tricksDone: number;
  /** Calls made so far. */
  readonly calls: readonly MadeAnnouncement[];
  readonly answer: boolean;
  /** Why not (null when allowed). */
  readonly refusal: AnnouncementRefusal | null;
  /** When allowed: the cards in hand the call needs, and whether it is a reply (docs/rules.md §9.4). */
  readonly needed: number;
  readonly reply: boolean;
}

/** After these cards and calls, who is known to be Re, who Kontra? (Seen from the rail: no hand.) */
export interface PartyDrill extends Base {
  readonly kind: 'party';
  readonly tricks: readonly Trick[];
  readonly announcements: readonly MadeAnnouncement[];
  /** Per seat: the known party, or null while it cannot be known. */
  readonly answer: readonly (Party | null)[];
  readonly evidence: readonly PublicPartyEvidence[];
}

/** How many card points are in this trick? */
export interface PointsDrill extends Base {
  readonly kind: 'points';
  readonly trick: readonly CardId[];
  readonly answer: number;
}

export type DrillItem = TrumpDrill | WinnerDrill | LegalDrill | AnnounceDrill | PartyDrill | PointsDrill;

export type DrillAnswer =
  | { readonly kind: 'trump'; readonly value: boolean }
  | { readonly kind: 'winner'; readonly value: number }
  | { readonly kind: 'legal'; readonly value: readonly CardId[] }
  | { readonly kind: 'announce'; readonly value: boolean }
  | { readonly kind: 'party'; readonly value: readonly (Party | null)[] }
  | { readonly kind: 'points'; readonly value: number };

// ---------------------------------------------------------------- generation

const ORDER_KINDS: readonly OrderKind[] = ['normal', ...SOLO_KINDS];

function soloContract(rng: Rng, kind: OrderKind): Contract {
  if (kind === 'normal') return { kind: 'normal' };
  return { kind: 'solo', declarer: rng.int(4) as Seat, solo: kind, compulsory: false };
}

/** A normal game most of the time, a solo now and then. */
function someContract(rng: Rng, soloShare: number): Contract {
  if (rng.next() >= soloShare) return { kind: 'normal' };
  return soloContract(rng, SOLO_KINDS[rng.int(SOLO_KINDS.length)]);
}

const orderKindOf = (c: Contract | null): OrderKind => (c && c.kind === 'solo' ? c.solo : 'normal');

/** A random legal deal for a drill: random cards, a few random legal calls. */
function drillDeal(seed: number, rules: RuleSet, contract: Contract, announceRate: number): DealState {
  return randomDeal(seed, rules, { contract, announceRate });
}

/** Tries derived seeds until `make` returns an item (every kind finds one within a few tries). */
function firstOf<T>(seed: number, make: (sub: number, rng: Rng) => T | null): T {
  for (let attempt = 0; attempt < 500; attempt++) {
    const sub = mixSeed(seed, attempt);
    const found = make(sub, createRng(mixSeed(sub, 7)));
    if (found) return found;
  }
  throw new Error(`drill: no item found for seed ${seed}`);
}

export function trumpDrill(seed: number, rules: RuleSet): TrumpDrill {
  return firstOf(seed, (sub, rng) => {
    const kind = ORDER_KINDS[rng.int(ORDER_KINDS.length)];
    const order = cardOrder(kind, rules);
    const kinds = cardKinds(rules);
    // Half the questions ask about a trump (where the game has any), half about a plain card.
    const wantTrump = order.trumps.length > 0 && rng.next() < 0.5;
    const pool = kinds.filter((c) => (order.suit[c] === 'T') === wantTrump);
    if (pool.length === 0) return null;
    const card = pool[rng.int(pool.length)];
    const contract = soloContract(rng, kind);
    const start = newDeal({ rules, dealer: rng.int(4) as Seat, hands: dealWith(createRng(sub), rules), contract });
    if (!start.ok) return null;
    return { kind: 'trump', seed, rules, contract: kind, record: toRecord(start.value), card, answer: order.suit[card] === 'T', trumps: order.trumps };
  });
}

export function winnerDrill(seed: number, rules: RuleSet): WinnerDrill {
  return firstOf(seed, (sub, rng) => {
    const s = drillDeal(sub, rules, someContract(rng, 0.3), 0);
    const n = s.tricks.length;
    const t = rng.int(n);
    const trick = s.tricks[t];
    const after = positionAt(s, (t + 1) * 4);
    const order = currentOrder(after)!;
    const outcome = explainTrick(trick.cards, order, rules, t === n - 1);
    if ((trick.leader + outcome.winner) % 4 !== trick.winner) throw new Error('winnerDrill: engine disagrees with itself');
    // A plain trick that everyone followed is the easy case: ask it less often.
    if (outcome.why.code === 'highestOfLed' && outcome.why.others.length === 0 && rng.next() < 0.6) return null;
    return {
      kind: 'winner',
      seed,
      rules,
      contract: orderKindOf(s.contract),
      record: recordAt(s, (t + 1) * 4),
      trick: trick.cards,
      leader: trick.leader,
      trickNo: t + 1,
      lastTrick: t === n - 1,
      answer: outcome.winner,
      why: outcome.why,
    };
  });
}

export function legalDrill(seed: number, rules: RuleSet): LegalDrill {
  return firstOf(seed, (sub, rng) => {
    const s = drillDeal(sub, rules, someContract(rng, 0.3), 0);
    const total = 4 * s.tricks.length;
    // A position with a card led and a choice to make.
    const k = 1 + rng.int(total - 1);
    if (k % 4 === 0) return null;
    const p = positionAt(s, k);
    const seat = p.toMove;
    const hand = sortHand(p.hands[seat], currentOrder(p)!);
    const answer = playableCards(p);
    const distinct = [...new Set(hand)];
    if (distinct.length < 2) return null;
    // Mostly positions where following suit forbids some cards.
    if (answer.length === distinct.length && rng.next() < 0.75) return null;
    const trick = p.current!.cards;
    const illegal = distinct
      .map((card) => ({ card, reason: illegalReason(card, p.hands[seat], trick, currentOrder(p)!) }))
      .filter((x): x is { card: CardId; reason: IllegalPlay } => x.reason !== null);
    return {
      kind: 'legal',
      seed,
      rules,
      contract: orderKindOf(p.contract),
      record: recordAt(s, k),
      seat,
      hand,
      trick,
      leader: p.current!.leader,
      led: currentOrder(p)!.suit[trick[0]],
      answer: distinct.filter((c) => answer.includes(c)),
      illegal,
    };
  });
}

/** The cards in hand a call needs now, and whether it would be a reply (docs/rules.md §9.2–9.4). */
export function callNeed(s: DealState, seat: Seat, call: Call): { needed: number; reply: boolean } {
  const party = partyOfSeat(s, seat)!;
  const own = s.calls[party].level;
  const opp = s.calls[opponentOf(party)].level;
  const n = handSize(s.rules);
  const shift = announcementShift(s);
  const first = (own + 1) as Exclude<Level, -1>;
  const holding = s.hands[seat].length;
  if (first === 0 && levelOfCall(call) === 0 && holding < deadline(0, n, shift) && opp >= 0) {
    return { needed: deadline(opp as Exclude<Level, -1>, n, shift) - 1, reply: true };
  }
  // The lowest level still to be said binds: later levels need fewer cards.
  return { needed: deadline(Math.min(first, levelOfCall(call)) as Exclude<Level, -1>, n, shift), reply: false };
}

export function announceDrill(seed: number, rules: RuleSet): AnnounceDrill {
  return firstOf(seed, (sub, rng) => {
    const s = drillDeal(sub, rules, { kind: 'normal' }, 0.04);
    if (s.solo) return null;
    // Early in the deal, where the deadlines bite.
    const k = rng.int(Math.min(s.tricks.length * 4, 28));
    const p = positionAt(s, k);
    if (p.phase !== 'playing') return null;
    const seat = rng.int(4) as Seat;
    const party = partyOfSeat(p, seat)!;
    const refusals = CALLS.map((call) => ({ call, refusal: announcementRefusal(p, seat, call) }));
    // Calls of the other party are refused for an obvious reason: ask them only now and then.
    const fair = refusals.filter((r) => r.refusal?.code !== 'wrongPartyCall' || rng.next() < 0.15);
    const allowed = fair.filter((r) => r.refusal === null);
    const refused = fair.filter((r) => r.refusal !== null);
    const pickAllowed = allowed.length > 0 && (refused.length === 0 || rng.next() < 0.5);
    const pool = pickAllowed ? allowed : refused;
    if (pool.length === 0) return null;
    const { call, refusal } = pool[rng.int(pool.length)];
    const need = refusal ? { needed: 0, reply: false } : callNeed(p, seat, call);
    return {
      kind: 'announce',
      seed,
      rules,
      contract: 'normal',
      record: recordAt(s, k),
      seat,
      party,
      call,
      holding: p.hands[seat].length,
      handSize: handSize(rules),
      tricksDone: p.tricks.length,
      calls: p.announcements,
      answer: refusal === null,
      refusal,
      needed: need.needed,
      reply: need.reply,
    };
  });
}

/**
 * What someone without a hand (watching from the rail) knows of each seat's party: the
 * engine's party evidence for a spectator (a ♣Q played, a call, both ♣Q from one seat,
 * counting).
 */
export function publicParties(s: DealState): (Party | null)[] {
  return partyEvidence(s, null).map((e) => (e ? evidenceParty(e) : null));
}

const isPublic = (e: PartyEvidence | null): e is PublicPartyEvidence =>
  e !== null && (e.code === 'clubQueen' || e.code === 'announced' || e.code === 'silentSolo' || e.code === 'bothReKnown');

/** Why each known party is known, the facts (a ♣Q, a call) before the deductions. */
function publicEvidence(s: DealState): PublicPartyEvidence[] {
  const deduced = (e: PublicPartyEvidence) => (e.code === 'clubQueen' || e.code === 'announced' ? 0 : 1);
  return partyEvidence(s, null)
    .filter(isPublic)
    .sort((a, b) => deduced(a) - deduced(b) || a.seat - b.seat);
}

export function partyDrill(seed: number, rules: RuleSet): PartyDrill {
  return firstOf(seed, (sub, rng) => {
    const s = drillDeal(sub, rules, { kind: 'normal' }, 0.05);
    const k = 4 * (1 + rng.int(Math.min(8, s.tricks.length - 1)));
    const p = positionAt(s, k);
    const answer = publicParties(p);
    const knownCount = answer.filter((x) => x !== null).length;
    // Mostly positions where something is known; now and then one where nothing is.
    if (knownCount === 0 && rng.next() < 0.8) return null;
    return {
      kind: 'party',
      seed,
      rules,
      contract: 'normal',
      record: recordAt(s, k),
      tricks: p.tricks,
      announcements: p.announcements,
      answer,
      evidence: publicEvidence(p),
    };
  });
}

export function pointsDrill(seed: number, rules: RuleSet): PointsDrill {
  return firstOf(seed, (sub, rng) => {
    const s = drillDeal(sub, rules, someContract(rng, 0.2), 0);
    const t = rng.int(s.tricks.length);
    const trick = s.tricks[t].cards;
    return { kind: 'points', seed, rules, contract: orderKindOf(s.contract), record: recordAt(s, (t + 1) * 4), trick, answer: sumPoints(trick) };
  });
}

const MAKERS: { readonly [K in DrillKind]: (seed: number, rules: RuleSet) => Extract<DrillItem, { kind: K }> } = {
  trump: trumpDrill,
  winner: winnerDrill,
  legal: legalDrill,
  announce: announceDrill,
  party: partyDrill,
  points: pointsDrill,
};

/** One drill item of a kind from a seed under a rule set. */
export function drillItem<K extends DrillKind>(kind: K, seed: number, rules: RuleSet): Extract<DrillItem, { kind: K }> {
  return MAKERS[kind](seed, rules) as Extract<DrillItem, { kind: K }>;
}

/** The kinds of a round: one kind, or the kinds of `pool` (all by default) in turn ('mixed'). */
export function roundKinds(kind: DrillKind | 'mixed', length: number, seed: number, pool: readonly DrillKind[] = DRILL_KINDS): DrillKind[] {
  if (kind !== 'mixed') return Array.from({ length }, () => kind);
  const kinds = DRILL_KINDS.filter((k) => pool.includes(k));
  const rng = createRng(mixSeed(seed, 99));
  const out: DrillKind[] = [];
  let bag: DrillKind[] = [];
  while (out.length < length) {
    if (bag.length === 0) bag = kinds.length > 0 ? [...kinds] : [...DRILL_KINDS];
    out.push(bag.splice(rng.int(bag.length), 1)[0]);
  }
  return out;
}

/** The seed of item `i` of a round. */
export const roundItemSeed = (roundSeed: number, i: number): number => mixSeed(roundSeed, 1000 + i);

/**
 * How much an item asks of a learner, 1 to 3: what the first lessons teach (a normal game's
 * trumps and points, a plain trick everyone followed, following a plain suit) is 1; a trump
 * fight, equal cards, a trump led, parties and calls are 2; anything in a solo is 3 (its card
 * order is taught last).
 */
export function drillDifficulty(item: DrillItem): 1 | 2 | 3 {
  if (item.contract !== 'normal') return 3;
  switch (item.kind) {
    case 'trump':
    case 'points':
      return 1;
    case 'winner':
      return item.why.code === 'highestOfLed' && item.why.others.length === 0 ? 1 : 2;
    case 'legal':
      return item.led === 'T' ? 2 : 1;
    case 'announce':
    case 'party':
      return 2;
  }
}

export interface RoundOptions {
  /** The kinds a mixed round draws from (default: all). */
  readonly pool?: readonly DrillKind[];
  /** Allow items from solo games (default true); false keeps to the normal game. */
  readonly solos?: boolean;
}

/** An item of a kind from a seed; without solos, the first derived seed whose item is a normal game (its own seed, so it replays alone). */
function roundItem(kind: DrillKind, seed: number, rules: RuleSet, solos: boolean): DrillItem {
  for (let attempt = 0; attempt < 500; attempt++) {
    const item = drillItem(kind, attempt === 0 ? seed : mixSeed(seed, 2000 + attempt), rules);
    if (solos || item.contract === 'normal') return item;
  }
  throw new Error(`drill: no normal-game ${kind} item for seed ${seed}`);
}

/** A round's items, reproducible from its seed and options, the easiest first (drillDifficulty; ties keep their order). */
export function drillRound(kind: DrillKind | 'mixed', length: number, seed: number, rules: RuleSet, options: RoundOptions = {}): DrillItem[] {
  const items = roundKinds(kind, length, seed, options.pool).map((k, i) => roundItem(k, roundItemSeed(seed, i), rules, options.solos ?? true));
  return items
    .map((item, i) => ({ item, i, d: drillDifficulty(item) }))
    .sort((a, b) => a.d - b.d || a.i - b.i)
    .map((x) => x.item);
}

// ---------------------------------------------------------------- grading

export interface DrillGrade {
  readonly correct: boolean;
  /** For 'legal': cards wrongly marked playable, and playable cards missed. */
  readonly wrongPicks?: readonly CardId[];
  readonly missed?: readonly CardId[];
  /** For 'party': seats answered wrongly. */
  readonly wrongSeats?: readonly Seat[];
}

export function gradeDrill(item: DrillItem, answer: DrillAnswer): DrillGrade {
  if (answer.kind !== item.kind) throw new Error(`gradeDrill: a ${answer.kind} answer for a ${item.kind} item`);
  switch (item.kind) {
    case 'trump':
    case 'announce':
    case 'winner':
    case 'points':
      return { correct: answer.value === item.answer };
    case 'legal': {
      const picked = [...new Set(answer.value as readonly CardId[])];
      const wrongPicks = picked.filter((c) => !item.answer.includes(c));
      const missed = item.answer.filter((c) => !picked.includes(c));
      return { correct: wrongPicks.length === 0 && missed.length === 0, wrongPicks, missed };
    }
    case 'party': {
      const given = answer.value as readonly (Party | null)[];
      const wrongSeats = ([0, 1, 2, 3] as Seat[]).filter((s) => (given[s] ?? null) !== item.answer[s]);
      return { correct: wrongSeats.length === 0, wrongSeats };
    }
  }
}
