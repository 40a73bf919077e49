/**
 * Deal summaries `doko-summary/1` (docs/formats.md): what a score sheet needs when the
 * cards are not recorded. Read, check for consistency, and score.
 */
import { handSize, isCardId, TOTAL_POINTS, type CardId } from './cards.ts';
import { fieldPath, quote } from './excerpt.ts';
import type { Contract } from './contract.ts';
import type { DealResult } from './outcome.ts';
import { cardOrder, SOLO_KINDS, type SoloKind } from './order.ts';
import { isSeat, type Parties, type Party, type Seat } from './parties.ts';
import { err, ok, type Result } from './result.ts';
import { parseRules, type RuleSet } from './rules.ts';
import { levelOfCall, scoreDeal, seatScores, type Call, type Level, type Special } from './scoring.ts';
import { checkKeys, fail, isObject, readInt, type PathError, type SpecialKind, type SummaryProblem } from './validate.ts';

export type { SpecialKind, SummaryProblem };
import { copiesOf, deckFacts, eventNeeds, FOX_CARD, KARLCHEN_CARD, mostDoppelkoepfe, possibleRePoints, pointsRange, type EventNeeds } from './summaryBounds.ts';

export const SUMMARY_FORMAT = 'doko-summary/1';

export interface DealSummary {
  readonly rules: RuleSet;
  readonly contract: Contract;
  readonly parties: Parties;
  readonly reLevel: Level;
  readonly kontraLevel: Level;
  readonly reCardPoints: number;
  readonly reTricks: number;
  readonly kontraTricks: number;
  readonly specials: readonly Special[];
}

const PARTY_CALLS: Record<Party, readonly Call[]> = {
  re: ['re', 'no90', 'no60', 'no30', 'schwarz'],
  kontra: ['kontra', 'no90', 'no60', 'no30', 'schwarz'],
};
const PARTIES = ['re', 'kontra'] as const;
const SUMMARY_FIELDS = ['format', 'rules', 'contract', 'parties', 'announcements', 'cardPoints', 'tricks', 'specials'];

export function parseSummary(input: unknown): Result<DealSummary, PathError> {
  if (!isObject(input)) return fail('', { code: 'notSummary' });
  if (input.format !== SUMMARY_FORMAT) return fail('format', { code: 'wrongFormat', expected: [SUMMARY_FORMAT], got: quote(input.format) });
  const bad = checkKeys(input, SUMMARY_FIELDS, '');
  if (bad) return { ok: false, error: bad };
  if (input.rules === null) return fail('rules', { code: 'rulesNull' });
  const rules = parseRules(input.rules);
  if (!rules.ok) return fail(rules.error.key ? fieldPath('rules', rules.error.key) : 'rules', rules.error.problem);
  const n = handSize(rules.value);

  const parties = readParties(input.parties);
  if (!parties.ok) return parties;
  const contract = readSummaryContract(input.contract, parties.value, rules.value);
  if (!contract.ok) return contract;

  // An absent field takes its default; `null` is refused like any other wrong type.
  const ann = input.announcements === undefined ? {} : input.announcements;
  if (!isObject(ann)) return fail('announcements', { code: 'notEntry', of: 'summaryAnnouncements' });
  const badAnn = checkKeys(ann, PARTIES, 'announcements');
  if (badAnn) return { ok: false, error: badAnn };
  const levels = { re: -1 as Level, kontra: -1 as Level };
  for (const party of PARTIES) {
    const v = ann[party];
    if (v === null || v === undefined) continue;
    if (!PARTY_CALLS[party].includes(v as Call)) {
      return fail(`announcements.${party}`, { code: 'notPartyCall', party, got: quote(v), allowed: PARTY_CALLS[party] });
    }
    levels[party] = levelOfCall(v as Call);
  }

  const re = readShare(input.cardPoints, 'cardPoints', TOTAL_POINTS);
  if (!re.ok) return re;
  const reTricks = readShare(input.tricks, 'tricks', n);
  if (!reTricks.ok) return reTricks;
  const specials = readSpecials(input.specials === undefined ? [] : input.specials);
  if (!specials.ok) return specials;
  return checkSummary({
    rules: rules.value,
    contract: contract.value,
    parties: parties.value,
    reLevel: levels.re,
    kontraLevel: levels.kontra,
    reCardPoints: re.value,
    reTricks: reTricks.value,
    specials: specials.value,
  });
}

/**
 * Re's share of `cardPoints` or `tricks`: `{ "re": n }`, `{ "kontra": n }`, or both adding up to
 * `total`.
 */
function readShare(v: unknown, field: 'cardPoints' | 'tricks', total: number): Result<number, PathError> {
  if (!isObject(v)) return fail(field, { code: 'notShare', field, total });
  const bad = checkKeys(v, PARTIES, field);
  if (bad) return { ok: false, error: bad };
  if (v.re === undefined && v.kontra !== undefined) {
    const kontra = readInt(v.kontra, `${field}.kontra`, 0, total);
    return kontra.ok ? ok(total - kontra.value) : kontra;
  }
  const re = readInt(v.re, `${field}.re`, 0, total);
  if (!re.ok) return re;
  if (v.kontra !== undefined && v.kontra !== total - re.value) {
    return fail(`${field}.kontra`, { code: 'sharesDisagree', field, re: re.value, kontra: quote(v.kontra), total });
  }
  return re;
}

/** What a summary says once read: every field of the right type. `checkSummary` judges whether a deal can have it. */
export type SummaryFacts = Omit<DealSummary, 'kontraTricks'>;

export interface SummaryError extends PathError {
  readonly problem: SummaryProblem;
}

/**
 * Whether a deal can have these facts, the summary if so (docs/rules.md §17): the card points
 * and tricks in range; the card points a sum that Re's tricks can hold (from the deck's cards);
 * each special event possible in a normal game (no more of a kind than the deck allows, none for
 * a party with no trick, no more Doppelköpfe than the party's tricks can be, one winner of the
 * last trick, a capturing card that can beat the ♣J) and the card points a sum that the tricks
 * can hold together with the cards the events put there. In a solo the events are ignored
 * beyond their number. The one check of a summary's numbers: the CLI's reader and the score
 * sheets ask it.
 */
export function checkSummary(f: SummaryFacts): Result<DealSummary, SummaryError> {
  const n = handSize(f.rules);
  const re = readInt(f.reCardPoints, 'cardPoints.re', 0, TOTAL_POINTS);
  if (!re.ok) return err({ path: re.error.path, problem: { code: 'outOfRange', field: 'cardPoints', min: 0, max: TOTAL_POINTS } });
  const reTricks = readInt(f.reTricks, 'tricks.re', 0, n);
  if (!reTricks.ok) return err({ path: reTricks.error.path, problem: { code: 'outOfRange', field: 'tricks', min: 0, max: n } });
  const kontraTricks = n - f.reTricks;
  if (f.reTricks === 0 && f.reCardPoints > 0) {
    return err({ path: 'cardPoints.re', problem: { code: 'pointsWithoutTrick', points: f.reCardPoints } });
  }
  if (kontraTricks === 0 && f.reCardPoints < TOTAL_POINTS) {
    return err({ path: 'cardPoints.re', problem: { code: 'allTricksNotAllPoints' } });
  }
  const solo = f.parties.re.length === 1;
  const bad =
    pointsProblem(f, null) ??
    checkSpecials(f.specials, { re: f.reTricks, kontra: kontraTricks }, solo, f.rules) ??
    (solo ? null : pointsProblem(f, eventNeeds(f.specials)));
  if (bad) return err(bad);
  return ok({ ...f, kontraTricks });
}

/**
 * Whether Re's tricks can hold Re's card points: from the deck alone (`needs` null), or with
 * the cards the special events put into each party's tricks.
 */
function pointsProblem(f: SummaryFacts, needs: Record<Party, EventNeeds> | null): SummaryError | null {
  const possible = possibleRePoints(f.rules, f.reTricks, needs ?? undefined);
  const points = f.reCardPoints;
  if (possible[points]) return null;
  const range = pointsRange(possible);
  if (!range) return { path: 'specials', problem: { code: 'eventsTogether' } };
  const tricks = f.reTricks;
  const withEvents = needs !== null;
  if (points < range.min || points > range.max) {
    return { path: 'cardPoints.re', problem: { code: 'pointsOutOfReach', tricks, points, min: range.min, max: range.max, withEvents } };
  }
  return { path: 'cardPoints.re', problem: { code: 'pointsNoCards', tricks, points, withEvents } };
}

function readParties(v: unknown): Result<Parties, PathError> {
  if (!isObject(v)) return fail('parties', { code: 'notEntry', of: 'parties' });
  const bad = checkKeys(v, PARTIES, 'parties');
  if (bad) return { ok: false, error: bad };
  const seen = new Set<number>();
  const out: Record<Party, Seat[]> = { re: [], kontra: [] };
  for (const party of PARTIES) {
    const list = v[party];
    if (!Array.isArray(list)) return fail(`parties.${party}`, { code: 'notList', of: 'seats' });
    for (let i = 0; i < list.length; i++) {
      if (!isSeat(list[i])) return fail(`parties.${party}[${i}]`, { code: 'notSeat', got: quote(list[i]) });
      if (seen.has(list[i])) return fail(`parties.${party}[${i}]`, { code: 'seatTwice', seat: list[i] });
      seen.add(list[i]);
      out[party].push(list[i]);
    }
  }
  if (seen.size !== 4) return fail('parties', { code: 'seatsNotAll' });
  if (out.re.length < 1 || out.re.length > 2) return fail('parties.re', { code: 'reSize' });
  return ok({ re: out.re.sort(), kontra: out.kontra.sort() });
}

/** The fields each kind of contract may have. */
const CONTRACT_FIELDS: ReadonlyMap<string, readonly string[]> = new Map([
  ['normal', ['kind']],
  ['marriage', ['kind', 'declarer']],
  ['poverty', ['kind', 'declarer', 'partner', 'given', 'returned']],
  ['solo', ['kind', 'declarer', 'solo', 'compulsory']],
]);

function readSummaryContract(v: unknown, parties: Parties, rules: RuleSet): Result<Contract, PathError> {
  const solo = parties.re.length === 1;
  if (v === undefined) return ok({ kind: 'normal' });
  if (!isObject(v)) return fail('contract', { code: 'notEntry', of: 'contract' });
  const fields = typeof v.kind === 'string' ? CONTRACT_FIELDS.get(v.kind) : undefined;
  if (!fields) return fail('contract.kind', { code: 'unknownName', of: 'contract', got: quote(v.kind), known: [...CONTRACT_FIELDS.keys()] });
  const bad = checkKeys(v, fields, 'contract');
  if (bad) return { ok: false, error: bad };
  if (v.kind === 'normal') return ok({ kind: 'normal' });
  if (v.kind === 'poverty' && !rules.poverty) return fail('contract.kind', { code: 'povertyOff' });
  if (!isSeat(v.declarer)) return fail('contract.declarer', { code: 'notSeat', got: quote(v.declarer) });
  const declarer = v.declarer;
  if (!parties.re.includes(declarer)) return fail('contract.declarer', { code: 'declarerNotRe', seat: declarer });
  if (v.kind === 'marriage') return ok({ kind: 'marriage', declarer });
  if (v.kind === 'poverty') {
    if (solo) return fail('parties.re', { code: 'povertyNeedsTwo' });
    const partner = parties.re.find((x) => x !== declarer)!;
    if (v.partner !== undefined && v.partner !== partner) return fail('contract.partner', { code: 'partnerNotRe', seat: partner });
    // A summary need not record the exchanged cards; echo them only when given.
    const out: Record<string, unknown> = { kind: 'poverty', declarer, partner };
    const n = handSize(rules);
    for (const key of ['given', 'returned'] as const) {
      const cards = v[key];
      if (cards === undefined) continue;
      if (!Array.isArray(cards) || cards.length > n) return fail(`contract.${key}`, { code: 'notCardList', most: n });
      const i = cards.findIndex((c) => !isCardId(c));
      if (i >= 0) return fail(`contract.${key}[${i}]`, { code: 'notCardId', got: quote(cards[i]) });
      out[key] = cards;
    }
    return ok(out as unknown as Contract);
  }
  if (!solo) return fail('parties.re', { code: 'soloNeedsOne' });
  if (!SOLO_KINDS.includes(v.solo as SoloKind)) return fail('contract.solo', { code: 'unknownName', of: 'solo', got: quote(v.solo), known: SOLO_KINDS });
  if (v.compulsory !== undefined && typeof v.compulsory !== 'boolean') return fail('contract.compulsory', { code: 'notBoolean', got: quote(v.compulsory) });
  return ok({ kind: 'solo', declarer, solo: v.solo as SoloKind, compulsory: v.compulsory === true });
}

/**
 * The fields of each special event, how many of it one deal can hold at most (a fox and a caught
 * Karlchen: one per copy of its card; Karlchen: one, the winner of the last trick; a Doppelkopf:
 * one per trick, and no more than the deck's Doppelkopf cards fill), and whether it happens in
 * the last trick (so its party won that trick).
 */
const SPECIAL_SHAPES: Readonly<
  Record<
    SpecialKind,
    { readonly fields: readonly string[]; readonly most: (rules: RuleSet, tricks: number) => number; readonly lastTrick: (s: Special) => boolean }
  >
> = {
  fox: { fields: ['kind', 'party', 'lastTrick'], most: (rules) => copiesOf(rules, FOX_CARD), lastTrick: (s) => s.kind === 'fox' && s.lastTrick === true },
  doppelkopf: { fields: ['kind', 'party'], most: (rules, tricks) => Math.min(tricks, mostDoppelkoepfe(rules)), lastTrick: () => false },
  karlchen: { fields: ['kind', 'party'], most: () => 1, lastTrick: () => true },
  karlchenCaught: { fields: ['kind', 'party', 'card'], most: (rules) => copiesOf(rules, KARLCHEN_CARD), lastTrick: () => true },
};
/** The same, for reading a kind from input (a Map: no `constructor` or `__proto__` kind). */
const SPECIALS = new Map(Object.entries(SPECIAL_SHAPES));

/**
 * The cards that can win a trick in which a ♣J is played, in a normal game under these rules:
 * the higher trumps (piglets included where the rules have them) and the other ♣J played first.
 */
function karlchenCatchers(rules: RuleSet): readonly CardId[] {
  const order = cardOrder('normal', rules, { piglets: rules.piglets, superpiglets: rules.superpiglets });
  return order.trumps.filter((c) => order.strength[c] >= order.strength.CJ);
}

/** The special events as written: each entry's shape (what a deal allows: `checkSpecials`). */
function readSpecials(v: unknown): Result<Special[], PathError> {
  if (!Array.isArray(v)) return fail('specials', { code: 'notList', of: 'specials' });
  const out: Special[] = [];
  for (let i = 0; i < v.length; i++) {
    const path = `specials[${i}]`;
    const s = v[i];
    if (!isObject(s)) return fail(path, { code: 'notEntry', of: 'special' });
    const spec = typeof s.kind === 'string' ? SPECIALS.get(s.kind) : undefined;
    if (!spec) return fail(`${path}.kind`, { code: 'unknownName', of: 'special', got: quote(s.kind), known: [...SPECIALS.keys()] });
    const kind = s.kind as SpecialKind;
    const bad = checkKeys(s, spec.fields, path);
    if (bad) return { ok: false, error: bad };
    if (s.party !== 're' && s.party !== 'kontra') return fail(`${path}.party`, { code: 'notParty', got: quote(s.party) });
    const party: Party = s.party;
    if (s.lastTrick !== undefined && typeof s.lastTrick !== 'boolean') return fail(`${path}.lastTrick`, { code: 'notBoolean', got: quote(s.lastTrick) });
    if (s.card !== undefined && !isCardId(s.card)) return fail(`${path}.card`, { code: 'notCardId', got: quote(s.card) });
    if (kind === 'fox') out.push(s.lastTrick === true ? { kind: 'fox', party, lastTrick: true } : { kind: 'fox', party });
    else if (kind === 'karlchenCaught')
      out.push(typeof s.card === 'string' ? { kind: 'karlchenCaught', party, card: s.card } : { kind: 'karlchenCaught', party });
    else out.push({ kind, party });
  }
  return ok(out);
}

/**
 * What the deal allows of its special events: no more of a kind than a deal can hold; in a
 * normal game also no event for a party with no trick, no more Doppelköpfe than the party's
 * tricks (its last trick is none if a Karlchen card is in it), one party winning the last trick,
 * and a capturing card that can beat the ♣J. In a solo they are ignored beyond their number.
 */
function checkSpecials(specials: readonly Special[], tricks: Record<Party, number>, solo: boolean, rules: RuleSet): SummaryError | null {
  const counts = new Map<string, number>();
  let lastTrick: Party | null = null;
  for (let i = 0; i < specials.length; i++) {
    const path = `specials[${i}]`;
    const s = specials[i];
    const spec = SPECIAL_SHAPES[s.kind];
    const count = (counts.get(s.kind) ?? 0) + 1;
    counts.set(s.kind, count);
    const most = spec.most(rules, tricks.re + tricks.kontra);
    if (count > most) return { path, problem: { code: 'tooManyEvents', kind: s.kind, most } };
    if (solo) continue;
    if (tricks[s.party] === 0) {
      return { path: `${path}.party`, problem: { code: 'eventWithoutTrick', party: s.party, kind: s.kind } };
    }
    if (spec.lastTrick(s)) {
      if (lastTrick !== null && lastTrick !== s.party) {
        return { path: `${path}.party`, problem: { code: 'lastTrickBoth', party: s.party, kind: s.kind } };
      }
      lastTrick = s.party;
    }
    if (s.kind === 'doppelkopf') {
      const own = specials.slice(0, i + 1).filter((x) => x.kind === 'doppelkopf' && x.party === s.party).length;
      if (own > tricks[s.party]) {
        return { path, problem: { code: 'moreDoppelkoepfeThanTricks', party: s.party, tricks: tricks[s.party], count: own } };
      }
    }
    if (s.kind === 'karlchenCaught' && s.card !== undefined) {
      const catchers = karlchenCatchers(rules);
      if (!catchers.includes(s.card as CardId)) {
        return { path: `${path}.card`, problem: { code: 'cannotCatchKarlchen', card: s.card as CardId, catchers } };
      }
    }
  }
  if (solo) return null;
  // A last trick with a Karlchen card in it holds too few points to be a Doppelkopf.
  const needs = eventNeeds(specials);
  for (const party of PARTIES) {
    const own = needs[party];
    if (own.karlchens > 0 && !deckFacts(rules).karlchenInDoppelkopf && own.doppelkoepfe > tricks[party] - 1) {
      return { path: 'specials', problem: { code: 'karlchenTrickNoDoppelkopf', party, tricks: tricks[party], count: own.doppelkoepfe } };
    }
  }
  return null;
}

/** Score a summary: the same Result as for a complete deal. */
export function summaryResult(s: DealSummary): DealResult {
  const solo = s.parties.re.length === 1;
  const score = scoreDeal(
    {
      solo,
      reCardPoints: s.reCardPoints,
      reTricks: s.reTricks,
      kontraTricks: s.kontraTricks,
      reLevel: s.reLevel,
      kontraLevel: s.kontraLevel,
      specials: solo ? [] : s.specials,
    },
    s.rules,
  );
  return {
    contract: s.contract,
    parties: s.parties,
    cardPoints: { re: s.reCardPoints, kontra: TOTAL_POINTS - s.reCardPoints },
    tricks: { re: s.reTricks, kontra: s.kontraTricks },
    winner: score.winner,
    lines: score.lines,
    value: score.value,
    scores: seatScores(s.parties, score.value),
  };
}
