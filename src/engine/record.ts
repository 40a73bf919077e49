/**
 * Deal records `doko-deal/1` (docs/formats.md): read, validate by replaying every action
 * through the deal state, and write. Errors name the JSON path and say what is wrong.
 */
import { cardKinds, handSize, rankOf, type CardId } from './cards.ts';
import type { Contract, Declaration } from './contract.ts';
import { apply, newDeal, type Action, type DealState, type Hands } from './deal.ts';
import type { DealVariant } from './duel.ts';
import { fieldPath, quote } from './excerpt.ts';
import { SOLO_KINDS, type SoloKind } from './order.ts';
import type { Seat } from './parties.ts';
import { ok, type Result } from './result.ts';
import { parseRules, ruleOverrides, type RuleSet } from './rules.ts';
import { CALLS, type Call } from './calls.ts';
import { readCards, readContractShape, readSeat } from './readContract.ts';
import { JSON_MAX_LENGTH } from './json.ts';
import { checkKeys, fail, isObject, readInt, type PathError } from './validate.ts';
import { readJsonInput } from './jsonInput.ts';

export const DEAL_FORMAT = 'doko-deal/1';

export interface RecordAnnouncement {
  readonly seat: Seat;
  readonly call: Call;
  readonly cardsPlayed: number;
}

export type BiddingSay =
  | { readonly seat: Seat; readonly say: 'healthy' | 'reservation' | 'marriage' | 'poverty' | 'throwIn' | 'halfChicken' | 'accept' | 'decline' }
  | { readonly seat: Seat; readonly say: 'solo'; readonly solo: SoloKind; readonly compulsory?: boolean }
  | { readonly seat: Seat; readonly say: 'give' | 'return'; readonly cards: readonly CardId[] };

export interface DealRecord {
  readonly format: typeof DEAL_FORMAT;
  readonly rules: RuleSet;
  readonly dealer: Seat;
  readonly hands: Hands;
  readonly contract?: Contract;
  readonly bidding?: readonly BiddingSay[];
  readonly announcements: readonly RecordAnnouncement[];
  readonly plays: readonly CardId[];
}

const KNOWN = ['format', 'rules', 'dealer', 'hands', 'contract', 'bidding', 'announcements', 'plays'];

/** Read and check the shape of a record (not yet its legality: see replayRecord). */
export function parseDealRecord(input: unknown): Result<DealRecord, PathError> {
  if (!isObject(input)) return fail('', { code: 'notRecord' });
  if (input.format !== DEAL_FORMAT) return fail('format', { code: 'wrongFormat', expected: [DEAL_FORMAT], got: quote(input.format) });
  const unknown = checkKeys(input, KNOWN, '');
  if (unknown) return { ok: false, error: unknown };
  if (input.rules === null) return fail('rules', { code: 'rulesNull' });
  const rules = parseRules(input.rules);
  if (!rules.ok) return fail(rules.error.key ? fieldPath('rules', rules.error.key) : 'rules', rules.error.problem);
  const dealer = readInt(input.dealer, 'dealer', 0, 3);
  if (!dealer.ok) return dealer;
  const hands = readHands(input.hands, rules.value);
  if (!hands.ok) return hands;

  let contract: Contract | undefined;
  if (input.contract !== undefined) {
    const c = readContract(input.contract, 'contract', rules.value);
    if (!c.ok) return c;
    contract = c.value;
  }
  let bidding: BiddingSay[] | undefined;
  if (input.bidding !== undefined) {
    const b = readBidding(input.bidding, rules.value);
    if (!b.ok) return b;
    bidding = b.value;
  }
  if (!contract && !bidding) return fail('contract', { code: 'noContract' });

  const total = 4 * handSize(rules.value);
  // An absent list is empty; `null` is not a list (the reader never guesses what it meant).
  const plays = readCards(input.plays === undefined ? [] : input.plays, 'plays', Infinity);
  if (!plays.ok) return plays;
  if (plays.value.length > total) return fail('plays', { code: 'tooManyPlays', count: plays.value.length, total });
  const anns = readAnnouncements(input.announcements === undefined ? [] : input.announcements, plays.value.length);
  if (!anns.ok) return anns;
  return ok({
    format: DEAL_FORMAT,
    rules: rules.value,
    dealer: dealer.value as Seat,
    hands: hands.value,
    ...(contract ? { contract } : {}),
    ...(bidding ? { bidding } : {}),
    announcements: anns.value,
    plays: plays.value,
  });
}

function readHands(v: unknown, rules: RuleSet): Result<Hands, PathError> {
  if (!Array.isArray(v) || v.length !== 4) return fail('hands', { code: 'notFourHands' });
  const n = handSize(rules);
  const seen = new Map<CardId, string[]>();
  for (let s = 0; s < 4; s++) {
    const h = readCards(v[s], `hands[${s}]`);
    if (!h.ok) return h;
    if (h.value.length !== n) return fail(`hands[${s}]`, { code: 'handSize', count: h.value.length, size: n });
    for (let i = 0; i < n; i++) {
      const c = h.value[i];
      if (rules.withoutNines && rankOf(c) === '9') return fail(`hands[${s}][${i}]`, { code: 'noNines', card: c });
      const at = seen.get(c) ?? [];
      at.push(`hands[${s}][${i}]`);
      seen.set(c, at);
      if (at.length > 2) return fail(at[2], { code: 'thirdCopy', card: c, at: at.slice(0, 2) });
    }
  }
  for (const c of cardKinds(rules)) if ((seen.get(c)?.length ?? 0) !== 2) return fail('hands', { code: 'notTwice', card: c });
  return ok(v as unknown as Hands);
}

function readContract(v: unknown, path: string, rules: RuleSet): Result<Contract, PathError> {
  if (isObject(v) && v.kind === 'poverty' && !rules.poverty) return fail(`${path}.kind`, { code: 'povertyOff' });
  return readContractShape(v, path, handSize(rules));
}

const SAYS = ['healthy', 'reservation', 'marriage', 'poverty', 'solo', 'throwIn', 'halfChicken', 'accept', 'decline', 'give', 'return'];

/** The fields of a bidding entry beyond `seat` and `say`. */
const SAY_FIELDS = (say: unknown): readonly string[] =>
  say === 'solo' ? ['seat', 'say', 'solo', 'compulsory'] : say === 'give' || say === 'return' ? ['seat', 'say', 'cards'] : ['seat', 'say'];

function readBidding(v: unknown, rules: RuleSet): Result<BiddingSay[], PathError> {
  if (!Array.isArray(v)) return fail('bidding', { code: 'notList', of: 'bidding' });
  const out: BiddingSay[] = [];
  for (let i = 0; i < v.length; i++) {
    const path = `bidding[${i}]`;
    const b = v[i];
    if (!isObject(b)) return fail(path, { code: 'notEntry', of: 'bidding' });
    const seat = readSeat(b.seat, `${path}.seat`);
    if (!seat.ok) return seat;
    if (!SAYS.includes(b.say as string)) return fail(`${path}.say`, { code: 'unknownName', of: 'say', got: quote(b.say), known: SAYS });
    const bad = checkKeys(b, SAY_FIELDS(b.say), path);
    if (bad) return { ok: false, error: bad };
    if (b.say === 'solo') {
      if (!SOLO_KINDS.includes(b.solo as SoloKind)) return fail(`${path}.solo`, { code: 'unknownName', of: 'solo', got: quote(b.solo), known: SOLO_KINDS });
      if (b.compulsory !== undefined && typeof b.compulsory !== 'boolean') return fail(`${path}.compulsory`, { code: 'notBoolean', got: quote(b.compulsory) });
      out.push({ seat: seat.value, say: 'solo', solo: b.solo as SoloKind, compulsory: b.compulsory === true });
    } else if (b.say === 'give' || b.say === 'return') {
      const cards = readCards(b.cards, `${path}.cards`, handSize(rules));
      if (!cards.ok) return cards;
      out.push({ seat: seat.value, say: b.say, cards: cards.value });
    } else {
      out.push({ seat: seat.value, say: b.say as 'healthy' });
    }
  }
  return ok(out);
}

function readAnnouncements(v: unknown, plays: number): Result<RecordAnnouncement[], PathError> {
  if (!Array.isArray(v)) return fail('announcements', { code: 'notList', of: 'announcements' });
  const out: RecordAnnouncement[] = [];
  let last = 0;
  for (let i = 0; i < v.length; i++) {
    const path = `announcements[${i}]`;
    const a = v[i];
    if (!isObject(a)) return fail(path, { code: 'notEntry', of: 'announcements' });
    const bad = checkKeys(a, ['seat', 'call', 'cardsPlayed'], path);
    if (bad) return { ok: false, error: bad };
    const seat = readSeat(a.seat, `${path}.seat`);
    if (!seat.ok) return seat;
    if (!CALLS.includes(a.call as Call)) return fail(`${path}.call`, { code: 'unknownName', of: 'call', got: quote(a.call), known: CALLS });
    const cp = readInt(a.cardsPlayed, `${path}.cardsPlayed`, 0, plays);
    if (!cp.ok) return cp;
    if (cp.value < last) return fail(`${path}.cardsPlayed`, { code: 'callsOutOfOrder', cardsPlayed: cp.value, before: last });
    last = cp.value;
    out.push({ seat: seat.value, call: a.call as Call, cardsPlayed: cp.value });
  }
  return ok(out);
}

function biddingAction(b: BiddingSay): Action {
  switch (b.say) {
    case 'healthy':
      return { type: 'reserve', seat: b.seat, reservation: false };
    case 'reservation':
      return { type: 'reserve', seat: b.seat, reservation: true };
    case 'marriage':
    case 'poverty':
      return { type: 'declare', seat: b.seat, declaration: { kind: b.say } as Declaration };
    case 'solo':
      return { type: 'declare', seat: b.seat, declaration: { kind: 'solo', solo: b.solo, compulsory: b.compulsory === true } };
    case 'throwIn':
      return { type: 'throwIn', seat: b.seat };
    case 'halfChicken':
      return { type: 'halfChicken', seat: b.seat };
    case 'accept':
    case 'decline':
      return { type: 'answerPoverty', seat: b.seat, accept: b.say === 'accept' };
    case 'give':
    case 'return':
      return { type: 'exchange', seat: b.seat, cards: b.cards };
  }
}

/** The cards of a list in one order: two lists hold the same cards when these agree. */
const cardSet = (cards: readonly CardId[]) => [...cards].sort().join(' ');

/**
 * Whether two contracts are the same game. The cards a poverty passes and returns are a set
 * (docs/rules.md §8.2–8.3: put down face down, taken up together), so their order does not count.
 */
function sameContract(a: Contract, b: Contract): boolean {
  if (a.kind === 'poverty' && b.kind === 'poverty') {
    return a.declarer === b.declarer && a.partner === b.partner && cardSet(a.given) === cardSet(b.given) && cardSet(a.returned) === cardSet(b.returned);
  }
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * Replay a record through the rules; the state reached, or the first illegal step. `variant`:
 * the table's rule variant (the duel), which the record format does not carry.
 */
export function replayRecord(r: DealRecord, variant?: DealVariant): Result<DealState, PathError> {
  let s: DealState;
  if (r.bidding) {
    const start = newDeal({ rules: r.rules, dealer: r.dealer, hands: r.hands, variant });
    if (!start.ok) return fail('bidding', { code: 'illegal', error: start.error });
    s = start.value;
    for (let i = 0; i < r.bidding.length; i++) {
      const next = apply(s, biddingAction(r.bidding[i]));
      if (!next.ok) return fail(`bidding[${i}]`, { code: 'illegal', error: next.error });
      s = next.value;
    }
    if (s.phase === 'redeal') {
      if (r.plays.length > 0) return fail('plays', { code: 'thrownIn', reason: s.redealReason ?? '' });
      return ok(s);
    }
    if (s.phase !== 'playing') return fail('bidding', { code: 'biddingOpen', seat: s.toMove });
    if (r.contract && !sameContract(r.contract, s.contract!)) {
      return fail('contract', { code: 'contractDiffers', bidding: JSON.stringify(s.contract), record: JSON.stringify(r.contract) });
    }
  } else {
    const start = newDeal({ rules: r.rules, dealer: r.dealer, hands: r.hands, contract: r.contract, variant });
    if (!start.ok) return fail('contract', { code: 'illegal', error: start.error });
    s = start.value;
  }
  let next = 0;
  for (let i = 0; i <= r.plays.length; i++) {
    for (; next < r.announcements.length && r.announcements[next].cardsPlayed === i; next++) {
      const a = r.announcements[next];
      const res = apply(s, { type: 'announce', seat: a.seat, call: a.call });
      if (!res.ok) return fail(`announcements[${next}]`, { code: 'illegal', error: res.error, step: { call: a.call, seat: a.seat } });
      s = res.value;
    }
    if (i === r.plays.length) break;
    const card = r.plays[i];
    const res = apply(s, { type: 'play', seat: s.toMove, card });
    if (!res.ok) return fail(`plays[${i}]`, { code: 'illegal', error: res.error, step: { card } });
    s = res.value;
  }
  return ok(s);
}

/** The most characters of a record's text read (a record has about 1,000). */
export const MAX_RECORD_TEXT = JSON_MAX_LENGTH;

/** A record from its JSON text, strictly read (engine/json.ts), parsed and replayed. */
export function readDealRecordText(text: string): Result<{ record: DealRecord; state: DealState }, PathError> {
  const json = readJsonInput(text, { maxLength: MAX_RECORD_TEXT });
  return json.ok ? readDealRecord(json.value) : json;
}

/** Parse and replay in one step. */
export function readDealRecord(input: unknown): Result<{ record: DealRecord; state: DealState }, PathError> {
  const r = parseDealRecord(input);
  if (!r.ok) return r;
  const s = replayRecord(r.value);
  return s.ok ? ok({ record: r.value, state: s.value }) : s;
}

/** The record of a deal state (the hands as dealt, the contract, the calls and plays so far). */
export function toRecord(s: DealState): Record<string, unknown> {
  const plays: CardId[] = [];
  for (const t of s.tricks) plays.push(...t.cards);
  if (s.current) plays.push(...s.current.cards);
  return {
    format: DEAL_FORMAT,
    rules: ruleOverrides(s.rules),
    dealer: s.dealer,
    hands: s.dealt,
    ...(s.contract ? { contract: s.contract } : {}),
    announcements: s.announcements,
    plays,
  };
}
