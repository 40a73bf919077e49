/** The practice table's refusal sentences name the cards the learner may play, in his faces. */
import { describe, expect, it } from 'vitest';
import { refusalText } from '#words/practice';
import type { TableError } from '../../src/machines/practiceDeal.ts';

const followClubs: TableError = { code: 'illegalPlay', seat: 0, reason: { code: 'mustFollow', card: 'D9', suit: 'C', holding: ['C10', 'CK', 'C9'] } };

describe('refusal sentences', () => {
  it('French faces: suit symbols and ranks', () => {
    expect(refusalText(followClubs, 'french', null)).toBe('Clubs were led: you must play ♣10, ♣K or ♣9.');
  });
  it('German faces: the cards by name, not by the notation letters', () => {
    expect(refusalText(followClubs, 'german', null)).toBe('Acorns were led: you must play ten of acorns, king of acorns or nine of acorns.');
  });
});
