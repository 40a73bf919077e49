/**
 * The duel (seed 002, "Duelo"): two people sit opposite each other with two computer
 * players. It is a rule variant given to a deal as data (`newDeal({ variant })`), not a
 * special case anywhere else:
 *
 * - Dealing (`dealDuel`): whenever the two ♣Q are in two different hands (a normal game),
 *   exactly one of the two people holds one of them, so one person is Re and the other
 *   Kontra. Deals where one hand holds both ♣Q (a marriage or a silent solo) stay possible.
 * - Marriage (`marriagePartnerAllowed`, `marriageWithoutPartner`): a person's marriage can
 *   only be joined by a computer player; a computer's marriage only by a person (the other
 *   computer's tricks do not count). With no partner after three tricks, a person who won
 *   all three plays on alone (the marriage becomes a solo); otherwise the deal is abandoned
 *   (phase 'abandoned', scored zero), which protects the marriage player from losing the
 *   points of tricks his side could never share.
 * - The computer players never announce and never declare a solo: that is a property of the
 *   players (`restrictBot` in bots/), not of the deal.
 * - No poverty (Armut, `VARIANT_FIXED_RULES`): seed 002 is silent on it, and a poverty passes
 *   cards between partners the duel's dealing and marriage rules do not foresee (a person could
 *   hand his trumps to the other person and so join him). The table plays without it.
 */
import type { CardId } from './cards.ts';
import { nextSeat, type Seat } from './parties.ts';
import { dealWith, type Rng } from './rng.ts';
import type { Hands, RuleSet, Trick } from './types.ts';

export interface DuelVariant {
  readonly kind: 'duel';
  /** The two people, opposite each other. */
  readonly people: readonly [Seat, Seat];
}

/** Rule variants a deal can be played under (none for an ordinary table). */
export type DealVariant = DuelVariant;

/** House rules a variant fixes, whatever the table chose (the duel plays without poverty). */
export const VARIANT_FIXED_RULES: Readonly<Record<DealVariant['kind'], Partial<RuleSet>>> = { duel: { poverty: false } };

/** The rules a table plays under the variant: its house rules with the variant's fixed ones. */
export function rulesUnder(v: DealVariant | null, rules: RuleSet): RuleSet {
  return v ? { ...rules, ...VARIANT_FIXED_RULES[v.kind] } : rules;
}

/** The first house rule that differs from what the variant fixes, or null when they agree. */
export function fixedRuleConflict(v: DealVariant | null, rules: RuleSet): keyof RuleSet | null {
  if (!v) return null;
  const fixed = VARIANT_FIXED_RULES[v.kind];
  const key = (Object.keys(fixed) as (keyof RuleSet)[]).find((k) => rules[k] !== fixed[k]);
  return key ?? null;
}

/** The duel with one person at `seat` and the other opposite him. */
export function duelVariant(seat: Seat = 0): DuelVariant {
  return { kind: 'duel', people: [seat, nextSeat(seat, 2)] };
}

export function isPerson(v: DuelVariant, seat: Seat): boolean {
  return v.people[0] === seat || v.people[1] === seat;
}

const clubQueens = (hand: readonly CardId[]) => {
  let n = 0;
  for (const c of hand) if (c === 'CQ') n++;
  return n;
};

/**
 * Whether a deal keeps the duel's promise: when the ♣Q are split between two hands, exactly
 * one of them lies with a person (the other person is then Kontra). A hand holding both ♣Q is
 * allowed (marriage or silent solo; the marriage rules below take over).
 */
export function duelDealAllowed(hands: Hands, v: DuelVariant): boolean {
  return duelClubQueensAllowed(hands.map(clubQueens), v);
}

/** The same promise from the number of ♣Q each seat was dealt (the card sampler deals by counts). */
export function duelClubQueensAllowed(queens: readonly number[], v: DuelVariant): boolean {
  if (queens.some((q) => q === 2)) return true;
  return queens[v.people[0]] + queens[v.people[1]] === 1;
}

/**
 * Deal for a duel. Fair and seeded: shuffle the whole deck as for any deal and deal again
 * (with the same generator) until `duelDealAllowed` holds. This is rejection sampling, so
 * every allowed deal is exactly as likely as under an ordinary shuffle restricted to the
 * allowed ones: the two people are equally likely to be Re, both computer players equally
 * likely to hold the other ♣Q, and every other card is dealt as usual. About three deals in
 * four are allowed at once (expected 1.34 shuffles); the same seed always gives the same deal.
 */
export function dealDuel(rng: Rng, rules: Pick<RuleSet, 'withoutNines'>, v: DuelVariant): Hands {
  for (;;) {
    const hands = dealWith(rng, rules);
    if (duelDealAllowed(hands, v)) return hands;
  }
}

/**
 * Who of a party bound by a forced announcement (Pflichtansage) carries the duty: every member,
 * but in the duel only its person (every party of a duel deal holds one: the dealing and
 * marriage rules above see to it), so that the call is his and never a computer player's
 * (docs/rules.md §18.3). Play stops before his own card would take him past the deadline, and
 * the table makes the call in his name if he does not. Should a party hold no person, every
 * member carries it, as at any table.
 */
export function forcedDutyHolders(v: DealVariant | null, members: readonly Seat[]): readonly Seat[] {
  if (!v) return members;
  const people = members.filter((s) => isPerson(v, s));
  return people.length > 0 ? people : members;
}

/** Whether `seat` may become the partner of `declarer`'s marriage under the variant. */
export function marriagePartnerAllowed(v: DealVariant | null, declarer: Seat, seat: Seat): boolean {
  if (!v) return true;
  // A person's marriage takes a computer player; a computer's marriage takes a person.
  return isPerson(v, declarer) !== isPerson(v, seat);
}

/**
 * What becomes of a marriage that found no partner in the first three tricks: the marriage
 * player plays alone ('solo', as in every marriage), or, in the duel, unless a person won all
 * three tricks himself, the deal is abandoned.
 */
export function marriageWithoutPartner(v: DealVariant | null, declarer: Seat, firstTricks: readonly Trick[]): 'solo' | 'abandoned' {
  if (!v) return 'solo';
  const wonAll = firstTricks.every((t) => t.winner === declarer);
  return isPerson(v, declarer) && wonAll ? 'solo' : 'abandoned';
}
