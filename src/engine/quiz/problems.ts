/**
 * Lead problems: curated ones (data files, checked here) and generated ones (graded by
 * simulation). A problem is a position as a partial `doko-deal/1` in which the learner's
 * seat is to lead, the key, a credit table for the other plausible cards, the rule of thumb
 * it teaches (docs/tactics.md: its idea, which the order of problems keeps from repeating),
 * the reason in one sentence and an explanation.
 *
 * A learner has two tries before the answer is shown; the second earns half (creditAfterTries).
 */
import type { CardId } from '../cards.ts';
import { holderOfPair } from '../contract.ts';
import { newDeal, type DealState } from '../deal.ts';
import { playableCards } from '../legal.ts';
import type { Party, Seat } from '../parties.ts';
import { readDealRecord, toRecord } from '../record.ts';
import { viewFor } from '../view.ts';
import { createRng, dealWith } from '../rng.ts';
import type { RuleSet } from '../rules.ts';
import { checkKeys, isObject, type PathError } from '../validate.ts';
import { evaluateLeads, verdicts, type LeadEvaluation, type LeadVerdict } from './lead.ts';
import { LEAD_RULES, type LeadRule } from './kinds.ts';
import { mixSeed } from './seed.ts';

export { isLeadRule, LEAD_RULES, type LeadRule } from './kinds.ts';

export interface LeadProblem {
  readonly id: string;
  readonly title: string;
  readonly rule: LeadRule;
  /** The learner's seat, to lead. */
  readonly seat: Seat;
  /** The position: a partial doko-deal/1 (the other hands are one deal consistent with it; the learner sees only his own). */
  readonly position: Record<string, unknown>;
  readonly key: CardId;
  /** Credit 0..100 for plausible cards; the key has 100, cards not listed 0. */
  readonly credit: Readonly<Partial<Record<CardId, number>>>;
  /** Why the key is right, in one sentence: what the learner reads first. */
  readonly reason: string;
  readonly explanation: string;
}

export interface CheckedProblem extends LeadProblem {
  readonly state: DealState;
  /** Distinct cards the learner may lead. */
  readonly legal: readonly CardId[];
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const FIELDS = ['id', 'title', 'rule', 'seat', 'position', 'key', 'credit', 'reason', 'explanation'];
/** Longest reason: one sentence a learner reads at a glance. */
export const MAX_REASON = 180;
/** A sentence ending inside the text: the reason would be more than one. */
const SECOND_SENTENCE = /[.!?]\s+\S/;

/**
 * What is wrong with a curated problem, as a code and its data (the catalogues word it:
 * `describeProblemFault` in src/i18n/en/record.ts); `id` names the problem ("?" without one).
 */
export type ProblemFault = { readonly id: string } & (
  | { readonly code: 'notObject' }
  | { readonly code: 'field'; readonly error: PathError }
  | { readonly code: 'badId' }
  | { readonly code: 'noTitle' }
  | { readonly code: 'shortExplanation' }
  | { readonly code: 'reason'; readonly fault: ReasonFault }
  | { readonly code: 'unknownRule'; readonly rule: string }
  | { readonly code: 'position'; readonly error: PathError }
  | { readonly code: 'notALead' }
  | { readonly code: 'notToLead'; readonly seat: string; readonly toLead: Seat }
  | { readonly code: 'keyNotLegal'; readonly key: string }
  | { readonly code: 'creditNotObject' }
  | { readonly code: 'creditNotLegal'; readonly card: string }
  | { readonly code: 'creditRange'; readonly card: string }
  | { readonly code: 'fullCreditNotKey'; readonly card: string }
  | { readonly code: 'keyCredit' }
);

/** Why a reason is not one sentence a learner reads at a glance. */
export type ReasonFault =
  { readonly code: 'missing' } | { readonly code: 'tooLong'; readonly most: number } | { readonly code: 'noEnd' } | { readonly code: 'twoSentences' };

/** Check a curated problem: its shape, the position's legality, the key and the credit table. */
export function checkProblem(input: unknown): { ok: true; value: CheckedProblem } | { ok: false; error: ProblemFault } {
  const fail = (error: ProblemFault) => ({ ok: false as const, error });
  if (!isObject(input)) return fail({ id: '?', code: 'notObject' });
  const id = typeof input.id === 'string' ? input.id : '?';
  const bad = checkKeys(input, FIELDS, '');
  if (bad) return fail({ id, code: 'field', error: bad });
  if (typeof input.id !== 'string' || !SLUG.test(input.id)) return fail({ id, code: 'badId' });
  if (typeof input.title !== 'string' || !input.title.trim()) return fail({ id, code: 'noTitle' });
  if (typeof input.explanation !== 'string' || input.explanation.trim().length < 40) return fail({ id, code: 'shortExplanation' });
  const reasonFault = checkReason(input.reason);
  if (reasonFault) return fail({ id, code: 'reason', fault: reasonFault });
  if (!LEAD_RULES.includes(input.rule as LeadRule)) return fail({ id, code: 'unknownRule', rule: JSON.stringify(input.rule) });
  const replay = readDealRecord(input.position);
  if (!replay.ok) return fail({ id, code: 'position', error: replay.error });
  const state = replay.value.state;
  if (state.phase !== 'playing' || state.current!.cards.length !== 0) return fail({ id, code: 'notALead' });
  if (state.toMove !== input.seat) return fail({ id, code: 'notToLead', seat: String(input.seat), toLead: state.toMove });
  const legal = playableCards(state);
  if (!legal.includes(input.key as CardId)) return fail({ id, code: 'keyNotLegal', key: String(input.key) });
  if (!isObject(input.credit)) return fail({ id, code: 'creditNotObject' });
  for (const [card, v] of Object.entries(input.credit)) {
    if (!legal.includes(card as CardId)) return fail({ id, code: 'creditNotLegal', card });
    if (typeof v !== 'number' || !Number.isInteger(v) || v < 0 || v > 100) return fail({ id, code: 'creditRange', card });
    if (v === 100 && card !== input.key) return fail({ id, code: 'fullCreditNotKey', card });
  }
  if (input.credit[input.key as string] !== 100) return fail({ id, code: 'keyCredit' });
  return { ok: true, value: { ...(input as unknown as LeadProblem), state, legal } };
}

/** Null when the text is one sentence a learner reads at a glance, else what is wrong with it. */
export function checkReason(reason: unknown): ReasonFault | null {
  if (typeof reason !== 'string' || reason.trim() === '') return { code: 'missing' };
  if (reason.length > MAX_REASON) return { code: 'tooLong', most: MAX_REASON };
  if (!/[.!]$/.test(reason)) return { code: 'noEnd' };
  if (SECOND_SENTENCE.test(reason)) return { code: 'twoSentences' };
  return null;
}

/** The credit of a lead in a curated problem. */
export function creditOf(p: LeadProblem, card: CardId): number {
  return p.credit[card] ?? 0;
}

/** The three grades a lead's credit (0..100) falls into: full, partial or none. */
export type CreditGrade = 'full' | 'partial' | 'none';

export function creditGrade(credit: number): CreditGrade {
  return credit >= 100 ? 'full' : credit > 0 ? 'partial' : 'none';
}

// ---------------------------------------------------------------- tries

/** Picks a learner has before the answer is shown. */
export const LEAD_TRIES = 2;
/** Share of a lead's credit each try earns: full on the first, half on the second. */
export const TRY_SHARE: readonly number[] = [1, 0.5];

/**
 * The credit (0..100) of a problem answered in `credits.length` tries, given each pick's own
 * credit: the best of the tries, each at its share. A second try never lowers what the first
 * earned.
 */
export function creditAfterTries(credits: readonly number[]): number {
  return credits.slice(0, LEAD_TRIES).reduce((best, c, i) => Math.max(best, Math.round(c * TRY_SHARE[i])), 0);
}

/** Whether the learner gets another try after these picks: the last was not the best lead and a try is left. */
export function anotherTry(credits: readonly number[]): boolean {
  return credits.length > 0 && credits.length < LEAD_TRIES && credits[credits.length - 1] < 100;
}

// ---------------------------------------------------------------- the order of problems

/** Who the learner is in a problem: his seat and, where he can know it, his party (null against an open marriage). */
export function learnerSide(p: CheckedProblem): { seat: Seat; party: Party | null } {
  return { seat: p.seat, party: viewFor(p.state, p.seat).ownParty };
}

/**
 * The problem to ask after `current`: one not answered yet where there is one (in the
 * catalogue's order), that tests another idea (rule of thumb) with another key card, from
 * another seat and party than `current`. Where no problem differs in everything, party, then
 * seat, then key card may repeat; the idea repeats only when every problem has it.
 */
export function nextProblem(problems: readonly CheckedProblem[], current: CheckedProblem | null, answered: (id: string) => boolean): CheckedProblem {
  if (problems.length === 0) throw new Error('nextProblem: no problems');
  const others = problems.filter((p) => p.id !== current?.id);
  const pool = others.length > 0 ? others : problems;
  const fresh = pool.filter((p) => !answered(p.id));
  if (!current) return fresh[0] ?? pool[0];
  const side = learnerSide(current);
  const wishes: ((p: CheckedProblem) => boolean)[] = [
    (p) => p.rule !== current.rule,
    (p) => p.key !== current.key,
    (p) => p.seat !== side.seat,
    (p) => learnerSide(p).party !== side.party,
  ];
  // New problems before answered ones; within each, drop the weakest wish (party first) until one meets the rest.
  for (const group of [fresh, pool.filter((p) => answered(p.id))]) {
    for (let n = wishes.length; n > 0; n--) {
      const found = group.find((p) => wishes.slice(0, n).every((w) => w(p)));
      if (found) return found;
    }
  }
  return fresh[0] ?? pool[0];
}

// ---------------------------------------------------------------- generated problems

export interface GeneratedProblem {
  readonly seed: number;
  readonly seat: Seat;
  readonly state: DealState;
  readonly record: Record<string, unknown>;
  readonly legal: readonly CardId[];
}

/** An opening lead from a seeded normal game (no hand with both ♣Q), graded by simulation. */
export function generatedProblem(seed: number, rules: RuleSet): GeneratedProblem {
  for (let attempt = 0; ; attempt++) {
    const rng = createRng(mixSeed(seed, 31, attempt));
    const hands = dealWith(rng, rules);
    if (holderOfPair(hands, 'CQ') !== null) continue;
    const start = newDeal({ rules, dealer: rng.int(4) as Seat, hands, contract: { kind: 'normal' } });
    if (!start.ok) continue;
    const state = start.value;
    return { seed, seat: state.toMove, state, record: toRecord(state), legal: playableCards(state) };
  }
}

/** Samples behind the grading of a generated problem. */
export const GENERATED_SAMPLES = 200;

/** The simulation's verdict on every lead of a generated problem. */
export function gradeGenerated(p: GeneratedProblem, samples = GENERATED_SAMPLES): { evaluation: LeadEvaluation; verdicts: LeadVerdict[] } {
  const evaluation = evaluateLeads(p.state, { samples, seed: p.seed });
  return { evaluation, verdicts: verdicts(evaluation) };
}
