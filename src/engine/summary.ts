/**
 * Deal summaries `doko-summary/1` (docs/formats.md): what a score sheet needs when the
 * cards are not recorded. Read, check for consistency, and score.
 */
import { handSize, isCardId } from './cards.ts';
import type { Contract } from './contract.ts';
import type { DealResult } from './outcome.ts';
import { SOLO_KINDS, type SoloKind } from './order.ts';
import { isSeat, type Parties, type Party, type Seat } from './parties.ts';
import { ok, type Result } from './result.ts';
import { parseRules, type RuleSet } from './rules.ts';
import { levelOfCall, scoreDeal, seatScores, type Call, type Level, type Special } from './scoring.ts';
import { checkKeys, fail, isObject, readInt, type PathError } from './validate.ts';

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

export function parseSummary(input: unknown): Result<DealSummary, PathError> {
  if (!isObject(input)) return fail('', 'a deal summary must be a JSON object');
  if (input.format !== SUMMARY_FORMAT) return fail('format', `expected "${SUMMARY_FORMAT}", got ${JSON.stringify(input.format)}`);
  const bad = checkKeys(input, ['format', 'rules', 'contract', 'parties', 'announcements', 'cardPoints', 'tricks', 'specials'], '');
  if (bad) return { ok: false, error: bad };
  const rules = parseRules(input.rules);
  if (!rules.ok) return fail(rules.error.key ? `rules.${rules.error.key}` : 'rules', rules.error.message);
  const n = handSize(rules.value);

  const parties = readParties(input.parties);
  if (!parties.ok) return parties;
  const contract = readSummaryContract(input.contract, parties.value);
  if (!contract.ok) return contract;

  const ann = input.announcements ?? {};
  if (!isObject(ann)) return fail('announcements', 'expected { "re": call or null, "kontra": call or null }');
  const levels = { re: -1 as Level, kontra: -1 as Level };
  for (const party of ['re', 'kontra'] as const) {
    const v = ann[party];
    if (v === null || v === undefined) continue;
    if (!PARTY_CALLS[party].includes(v as Call)) {
      return fail(`announcements.${party}`, `${JSON.stringify(v)} is not a call of ${party} (allowed: null, ${PARTY_CALLS[party].join(', ')})`);
    }
    levels[party] = levelOfCall(v as Call);
  }

  const cp = input.cardPoints;
  if (!isObject(cp)) return fail('cardPoints', 'expected { "re": points } (0 to 240)');
  const re = readInt(cp.re ?? (typeof cp.kontra === 'number' ? 240 - cp.kontra : undefined), 'cardPoints.re', 0, 240);
  if (!re.ok) return re;
  if (cp.kontra !== undefined && cp.kontra !== 240 - re.value) return fail('cardPoints.kontra', `Re ${re.value} and Kontra ${JSON.stringify(cp.kontra)} do not add up to 240`);

  const tr = input.tricks;
  if (!isObject(tr)) return fail('tricks', `expected { "re": tricks } (0 to ${n})`);
  const reTricks = readInt(tr.re ?? (typeof tr.kontra === 'number' ? n - tr.kontra : undefined), 'tricks.re', 0, n);
  if (!reTricks.ok) return reTricks;
  if (tr.kontra !== undefined && tr.kontra !== n - reTricks.value) return fail('tricks.kontra', `Re ${reTricks.value} and Kontra ${JSON.stringify(tr.kontra)} tricks do not add up to ${n}`);
  const kontraTricks = n - reTricks.value;
  if (reTricks.value === 0 && re.value > 0) return fail('cardPoints.re', `Re won no trick, so it cannot have ${re.value} card points`);
  if (kontraTricks === 0 && re.value < 240) return fail('cardPoints.re', `Kontra won no trick, so Re must have all 240 card points`);

  const specials = readSpecials(input.specials ?? [], n);
  if (!specials.ok) return specials;
  return ok({
    rules: rules.value,
    contract: contract.value,
    parties: parties.value,
    reLevel: levels.re,
    kontraLevel: levels.kontra,
    reCardPoints: re.value,
    reTricks: reTricks.value,
    kontraTricks,
    specials: specials.value,
  });
}

function readParties(v: unknown): Result<Parties, PathError> {
  if (!isObject(v)) return fail('parties', 'expected { "re": [seats], "kontra": [seats] }');
  const seen = new Set<number>();
  const out: Record<Party, Seat[]> = { re: [], kontra: [] };
  for (const party of ['re', 'kontra'] as const) {
    const list = v[party];
    if (!Array.isArray(list)) return fail(`parties.${party}`, 'expected an array of seats');
    for (let i = 0; i < list.length; i++) {
      if (!isSeat(list[i])) return fail(`parties.${party}[${i}]`, `expected a seat 0..3, got ${JSON.stringify(list[i])}`);
      if (seen.has(list[i])) return fail(`parties.${party}[${i}]`, `seat ${list[i]} is listed twice`);
      seen.add(list[i]);
      out[party].push(list[i]);
    }
  }
  if (seen.size !== 4) return fail('parties', 'every seat 0..3 must be in exactly one party');
  if (out.re.length < 1 || out.re.length > 2) return fail('parties.re', 'Re has one player (a solo) or two');
  return ok({ re: out.re.sort(), kontra: out.kontra.sort() });
}

function readSummaryContract(v: unknown, parties: Parties): Result<Contract, PathError> {
  const solo = parties.re.length === 1;
  if (v === undefined) return ok({ kind: 'normal' });
  if (!isObject(v)) return fail('contract', 'expected an object with "kind"');
  const bad = checkKeys(v, ['kind', 'declarer', 'solo', 'compulsory', 'partner', 'given', 'returned'], 'contract');
  if (bad) return { ok: false, error: bad };
  const kinds = ['normal', 'marriage', 'poverty', 'solo'];
  if (!kinds.includes(v.kind as string)) return fail('contract.kind', `unknown contract ${JSON.stringify(v.kind)} (known: ${kinds.join(', ')})`);
  if (v.kind === 'normal') return ok({ kind: 'normal' });
  if (!isSeat(v.declarer)) return fail('contract.declarer', `expected a seat 0..3, got ${JSON.stringify(v.declarer)}`);
  const declarer = v.declarer;
  if (!parties.re.includes(declarer)) return fail('contract.declarer', `the declarer (seat ${declarer}) must be in the Re party`);
  if (v.kind === 'marriage') return ok({ kind: 'marriage', declarer });
  if (v.kind === 'poverty') {
    if (solo) return fail('parties.re', 'a poverty game has two Re players');
    const partner = parties.re.find((x) => x !== declarer)!;
    if (v.partner !== undefined && v.partner !== partner) return fail('contract.partner', `the partner must be the other Re player (seat ${partner})`);
    // A summary need not record the exchanged cards; echo them only when given.
    const out: Record<string, unknown> = { kind: 'poverty', declarer, partner };
    for (const key of ['given', 'returned'] as const) {
      if (v[key] === undefined) continue;
      if (!Array.isArray(v[key]) || !(v[key] as unknown[]).every(isCardId)) return fail(`contract.${key}`, 'expected an array of card ids');
      out[key] = v[key];
    }
    return ok(out as unknown as Contract);
  }
  if (!solo) return fail('parties.re', 'a solo has exactly one Re player');
  if (!SOLO_KINDS.includes(v.solo as SoloKind)) return fail('contract.solo', `unknown solo ${JSON.stringify(v.solo)} (known: ${SOLO_KINDS.join(', ')})`);
  return ok({ kind: 'solo', declarer, solo: v.solo as SoloKind, compulsory: v.compulsory === true });
}

function readSpecials(v: unknown, tricks: number): Result<Special[], PathError> {
  if (!Array.isArray(v)) return fail('specials', 'expected an array of special events');
  const out: Special[] = [];
  const counts: Record<string, number> = {};
  const limits: Record<string, number> = { fox: 2, karlchen: 1, karlchenCaught: 2, doppelkopf: tricks };
  for (let i = 0; i < v.length; i++) {
    const path = `specials[${i}]`;
    const s = v[i];
    if (!isObject(s)) return fail(path, 'expected { "kind", "party" }');
    if (!(typeof s.kind === 'string' && s.kind in limits)) return fail(`${path}.kind`, `unknown special ${JSON.stringify(s.kind)} (known: fox, doppelkopf, karlchen, karlchenCaught)`);
    if (s.party !== 're' && s.party !== 'kontra') return fail(`${path}.party`, `expected "re" or "kontra", got ${JSON.stringify(s.party)}`);
    counts[s.kind] = (counts[s.kind] ?? 0) + 1;
    if (counts[s.kind] > limits[s.kind]) return fail(path, `more ${s.kind} events than a deal can have (${limits[s.kind]})`);
    if (s.kind === 'fox') out.push(s.lastTrick === true ? { kind: 'fox', party: s.party, lastTrick: true } : { kind: 'fox', party: s.party });
    else if (s.kind === 'karlchenCaught') out.push(typeof s.card === 'string' ? { kind: 'karlchenCaught', party: s.party, card: s.card } : { kind: 'karlchenCaught', party: s.party });
    else out.push({ kind: s.kind as 'doppelkopf' | 'karlchen', party: s.party });
  }
  return ok(out);
}

/** Score a summary: the same Result as for a complete deal. */
export function summaryResult(s: DealSummary): DealResult {
  const solo = s.parties.re.length === 1;
  const score = scoreDeal(
    { solo, reCardPoints: s.reCardPoints, reTricks: s.reTricks, kontraTricks: s.kontraTricks, reLevel: s.reLevel, kontraLevel: s.kontraLevel, specials: solo ? [] : s.specials },
    s.rules,
  );
  return {
    contract: s.contract,
    parties: s.parties,
    cardPoints: { re: s.reCardPoints, kontra: 240 - s.reCardPoints },
    tricks: { re: s.reTricks, kontra: s.kontraTricks },
    winner: score.winner,
    lines: score.lines,
    value: score.value,
    scores: seatScores(s.parties, score.value),
  };
}
