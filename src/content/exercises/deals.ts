/**
 * The deals the lessons use again and again, and the worked deals shown as figures. Seats
 * clockwise: South 0, West 1, North 2, East 3; in most deals East deals, so South speaks first
 * and leads. Every deal is replayed by the engine (tests/content checks each one).
 */
import type { CardId } from '../../engine/cards.ts';
import type { Contract } from '../../engine/contract.ts';
import { apply, newDeal, type DealState, type Hands } from '../../engine/deal.ts';
import { parseRules, type RuleSet } from '../../engine/rules.ts';
import type { DealSpec } from './types.ts';

export type { DealSpec } from './types.ts';

const h = (text: string) => text.split(' ') as CardId[];
export const hands = (...four: string[]) => four.map(h) as unknown as Hands;

/** NORMAL: West and North hold one ♣Q each. BOTH_QUEENS: North holds both. */
export const HANDS = {
  normal: hands(
    'HA HA SK CA C10 CK SQ HJ DJ D10 DK C9',
    'CQ H9 H9 S10 H10 DQ CJ SJ DA C10 CK SK',
    'CQ SA S10 H10 HQ HQ SQ DQ CJ DA D9 CA',
    'C9 SA SJ S9 S9 HK HK HJ D10 DK DJ D9',
  ),
  bothQueens: hands(
    'HA HA SK CA C10 CK SQ HJ DJ D10 DK C9',
    'CA H9 H9 S10 H10 DQ CJ SJ DA C10 CK SK',
    'CQ CQ SA S10 H10 HQ HQ SQ DQ CJ DA D9',
    'C9 SA SJ S9 S9 HK HK HJ D10 DK DJ D9',
  ),
  /** 40 cards (without nines). West and North are Re. */
  withoutNines: hands(
    'HA HA SK CA C10 CK SQ HJ DJ D10',
    'CQ HK S10 H10 DQ CJ SJ DA C10 SK',
    'CQ SA S10 H10 HQ HQ SQ DQ CJ DA',
    'CA CK SA SJ HK HJ D10 DK DK DJ',
  ),
  /** South holds two trumps (poverty); West holds both ♣Q. */
  poverty: hands(
    'DA HJ CA CA C10 SA S10 SK HA HK H9 S9',
    'CQ CQ H10 SQ DQ CJ SJ D10 DK C9 D9 HK',
    'H10 HQ DQ DJ CJ SQ SJ C10 CK SA S10 HA',
    'CK C9 SK S9 HQ HJ H9 DA D10 DK DJ D9',
  ),
} as const;

/**
 * The rules the whole deals here are written for: 48 cards, and the ♥10 a trump (without
 * Dullen the tricks above would not be legal). Exercises on them pin these rules.
 */
export const DEAL_RULES = { withoutNines: false, dulle: 'firstWins' } as const;

export const NORMAL: Contract = { kind: 'normal' };
export const NORTH_MARRIAGE: Contract = { kind: 'marriage', declarer: 2 };
/** Trick 1 of the normal deals: South leads ♥A, North (no plain hearts) trumps with a ♣Q. */
export const TRICK_1: readonly CardId[] = ['HA', 'H9', 'CQ', 'HK'];

/** Worked deals shown in the lessons (static figures, replayed at build time). */
export const WORKED: Readonly<Record<string, DealSpec>> = {
  queenShown: { dealer: 3, hands: HANDS.normal, contract: NORMAL, plays: [...TRICK_1] },
  marriageFirstTrick: { dealer: 3, hands: HANDS.bothQueens, contract: NORTH_MARRIAGE, plays: ['HA', 'H9', 'S10', 'HK'] },
  marriageToSolo: {
    dealer: 3,
    hands: HANDS.bothQueens,
    contract: NORTH_MARRIAGE,
    plays: [...TRICK_1, 'CQ', 'D9', 'DK', 'SJ', 'H10', 'DJ', 'D10', 'DA'],
  },
  silentMarriage: { dealer: 3, hands: HANDS.bothQueens, contract: NORMAL, plays: [...TRICK_1, 'CQ', 'D9', 'DK', 'SJ'] },
  forcedAnnouncement: { dealer: 3, hands: HANDS.normal, contract: NORMAL, plays: ['CA', 'C10', 'CA', 'C9'] },
  poverty: {
    dealer: 3,
    hands: HANDS.poverty,
    contract: { kind: 'poverty', declarer: 0, partner: 2, given: ['DA', 'HJ', 'S9'], returned: ['DJ', 'CK', 'S10'] },
    plays: [],
  },
};

/**
 * The full rule set of a position (overrides on top of the DDV rules); a bad key fails the build
 * with the engine's problem as data: only an author ever sees it, and the islands that replay
 * positions need not ship the record catalogue (and the score sheet's words it pulls in).
 */
export function rulesOf(overrides: Partial<RuleSet> = {}): RuleSet {
  const parsed = parseRules(overrides);
  if (!parsed.ok) throw new Error(`bad rules ${JSON.stringify(overrides)}: ${JSON.stringify(parsed.error.problem)}`);
  return parsed.value;
}

/** Replay a position through the engine; throws with the engine's error if it is not legal. */
export function replay(spec: DealSpec, rules: RuleSet): DealState {
  const start = newDeal({ rules, dealer: spec.dealer, hands: spec.hands, contract: spec.contract });
  if (!start.ok) throw new Error(`cannot start the deal: ${JSON.stringify(start.error)}`);
  let s = start.value;
  for (let i = 0; i <= spec.plays.length; i++) {
    for (const c of spec.calls ?? []) {
      if (c.after !== i) continue;
      const r = apply(s, { type: 'announce', seat: c.seat, call: c.call });
      if (!r.ok) throw new Error(`call ${c.call} by seat ${c.seat}: ${JSON.stringify(r.error)}`);
      s = r.value;
    }
    if (i === spec.plays.length) break;
    const r = apply(s, { type: 'play', seat: s.toMove, card: spec.plays[i] });
    if (!r.ok) throw new Error(`card ${i + 1} (${spec.plays[i]}): ${JSON.stringify(r.error)}`);
    s = r.value;
  }
  return s;
}
