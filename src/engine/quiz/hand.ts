/**
 * "What would you play with this hand?" (a problem set's hand item): the games the hand can
 * lead to at the table (docs/rules.md §5, §7), the key from the analyser's recommendation and
 * the credit of a choice.
 *
 * Saying nothing is not the same game for every hand: with both ♣Q it is a silent solo (a
 * diamonds solo nobody announced, §7), and the marriage is the hand's reservation; without them
 * it is a normal game. A solo is open to every hand. The analyser compares the solos with the
 * announced marriage where the hand holds both ♣Q (analysis/montecarlo.ts), with the normal
 * game otherwise, so its "no solo" means the marriage there.
 */
import type { CardId } from '../cards.ts';
import { declarationRefusal } from '../contract.ts';
import { SOLO_KINDS, type SoloKind } from '../order.ts';
import type { RuleSet } from '../rules.ts';

export type HandChoice = 'normal' | 'marriage' | 'silentSolo' | SoloKind;

/** The solo whose card order and scoring a silent solo plays (docs/rules.md §7). */
export const SILENT_SOLO_PLAYS: SoloKind = 'diamonds';

const holdsMarriage = (hand: readonly CardId[], rules: RuleSet) => declarationRefusal({ kind: 'marriage' }, hand, rules) === null;

/** What the hand may do in the reservation round, saying nothing first. */
export function handChoices(hand: readonly CardId[], rules: RuleSet): HandChoice[] {
  const quiet: HandChoice[] = holdsMarriage(hand, rules) ? ['marriage', 'silentSolo'] : ['normal'];
  return [...quiet, ...SOLO_KINDS];
}

/** The analyser's recommendation as one of the hand's choices. */
export function handKey(hand: readonly CardId[], rules: RuleSet, recommended: SoloKind | null): HandChoice {
  if (recommended !== null) return recommended;
  return holdsMarriage(hand, rules) ? 'marriage' : 'normal';
}

export type HandGrade =
  | { readonly ok: true; readonly key: HandChoice; readonly credit: number; readonly why: 'key' | 'silentIsTheSolo' | 'other' }
  | { readonly ok: false; readonly key: HandChoice; readonly notAChoice: string };

/**
 * Credit 0..100 for a choice: the key has full credit; a silent solo has it too where the key
 * is the solo it plays (the same trumps and the same score, only unannounced); anything else
 * none. A choice the hand does not have (a normal game with both ♣Q) is refused, not graded.
 */
export function gradeHand(hand: readonly CardId[], rules: RuleSet, recommended: SoloKind | null, choice: string): HandGrade {
  const key = handKey(hand, rules, recommended);
  if (!handChoices(hand, rules).includes(choice as HandChoice)) return { ok: false, key, notAChoice: choice };
  if (choice === key) return { ok: true, key, credit: 100, why: 'key' };
  if (choice === 'silentSolo' && key === SILENT_SOLO_PLAYS) return { ok: true, key, credit: 100, why: 'silentIsTheSolo' };
  return { ok: true, key, credit: 0, why: 'other' };
}
