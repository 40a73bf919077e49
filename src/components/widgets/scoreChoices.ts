/**
 * What the score-sheet widgets offer to choose (data, no words: the catalogues name them): the
 * levels of a party's highest call and the special events, each as the engine's Special.
 */
import type { Party } from '../../engine/parties.ts';
import type { Level, Special } from '../../engine/scoring.ts';

/** A party's highest call: none (−1), Re/Kontra (0), keine 90 … schwarz (4). */
export const LEVELS: readonly Level[] = [-1, 0, 1, 2, 3, 4];

export type SpecialChoice = 'doppelkopf' | 'fox' | 'foxLast' | 'karlchen' | 'caughtByDQ' | 'caughtOther';
export const SPECIAL_CHOICES: readonly SpecialChoice[] = ['doppelkopf', 'fox', 'foxLast', 'karlchen', 'caughtByDQ', 'caughtOther'];

export function specialOf(choice: SpecialChoice, party: Party): Special {
  switch (choice) {
    case 'doppelkopf':
      return { kind: 'doppelkopf', party };
    case 'fox':
      return { kind: 'fox', party };
    case 'foxLast':
      return { kind: 'fox', party, lastTrick: true };
    case 'karlchen':
      return { kind: 'karlchen', party };
    case 'caughtByDQ':
      return { kind: 'karlchenCaught', party, card: 'DQ' };
    case 'caughtOther':
      return { kind: 'karlchenCaught', party, card: 'HQ' };
  }
}

/** The choice a Special was made from (the reverse of specialOf). */
export function choiceOf(s: Special): SpecialChoice {
  if (s.kind === 'fox') return s.lastTrick ? 'foxLast' : 'fox';
  if (s.kind === 'karlchenCaught') return s.card === 'DQ' ? 'caughtByDQ' : 'caughtOther';
  return s.kind;
}

/** A count as typed into a field: digits only, else null. */
export const intOf = (text: string): number | null => (/^\s*\d+\s*$/.test(text) ? Number(text) : null);
