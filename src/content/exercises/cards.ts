/** Cards and tricks in depth: sorting, the plain suits, equal cards and the Dullen, reading the parties. */
import { DEAL_RULES, HANDS, NORMAL, TRICK_1 } from './deals.ts';
import type { Exercise } from './types.ts';

const DULLE = { dulle: 'firstWins' } as const;

export const CARDS = [
  // Sorting a hand
  {
    kind: 'order',
    id: 'sort-short-hand',
    lesson: 'sorting-a-hand',
    contract: 'normal',
    hand: ['DA', 'CA', 'HQ', 'H10', 'SJ', 'HK', 'DK', 'C10'],
    fixed: DULLE,
    drills: ['3.1'],
  },
  {
    kind: 'order',
    id: 'sort-full-hand',
    lesson: 'sorting-a-hand',
    contract: 'normal',
    hand: ['CQ', 'D10', 'SA', 'SA', 'HJ', 'DJ', 'H9', 'CK', 'DA', 'S9', 'H10', 'DK'],
    fixed: { ...DULLE, withoutNines: false },
    drills: ['3.1'],
  },
  // The plain suits
  {
    kind: 'number',
    id: 'plain-hearts-count',
    lesson: 'plain-suits',
    ask: { of: 'plainCount', contract: 'normal', suit: 'H' },
    expected: 6,
    fixed: { ...DULLE, withoutNines: false },
    drills: ['3.1', '1'],
  },
  {
    kind: 'number',
    id: 'trumps-without-nines',
    lesson: 'plain-suits',
    ask: { of: 'trumpCount', contract: 'normal' },
    expected: 24,
    fixed: { ...DULLE, withoutNines: true },
    drills: ['3.4', '15.withoutNines'],
  },
  {
    kind: 'pick',
    id: 'winner-plain',
    lesson: 'plain-suits',
    spot: { of: 'trick', contract: 'normal', trick: ['HK', 'HK', 'CA', 'HA'] },
    right: { is: 'winsTrick' },
    drills: ['6'],
  },
  {
    kind: 'select',
    id: 'follow-void',
    lesson: 'plain-suits',
    spot: { of: 'hand', contract: 'normal', trick: ['SA', 'S10'], hand: ['CQ', 'DJ', 'CA', 'HK', 'D10', 'HA'] },
    right: { is: 'legal' },
    drills: ['6'],
  },
  // Equal cards and the Dullen
  {
    kind: 'pick',
    id: 'winner-dulle-ddv',
    lesson: 'equal-cards-and-dullen',
    spot: { of: 'trick', contract: 'normal', trick: ['H10', 'CQ', 'H10', 'DA'] },
    right: { is: 'winsTrick' },
    fixed: DULLE,
    drills: ['6'],
  },
  {
    kind: 'pick',
    id: 'winner-dulle-house',
    lesson: 'equal-cards-and-dullen',
    spot: { of: 'trick', contract: 'normal', trick: ['H10', 'CQ', 'H10', 'DA'] },
    right: { is: 'winsTrick' },
    fixed: { dulle: 'secondWins' },
    drills: ['15.dulle'],
  },
  {
    kind: 'pick',
    id: 'house-dulle-last-trick',
    lesson: 'equal-cards-and-dullen',
    spot: { of: 'trick', contract: 'normal', trick: ['SA', 'H10', 'CQ', 'H10'], lastTrick: true },
    right: { is: 'winsTrick' },
    fixed: { dulle: 'secondWinsExceptLastTrick' },
    drills: ['15.dulle'],
  },
  {
    kind: 'pick',
    id: 'winner-no-dullen',
    lesson: 'equal-cards-and-dullen',
    spot: { of: 'trick', contract: 'normal', trick: ['H10', 'HK', 'HA', 'CA'] },
    right: { is: 'winsTrick' },
    fixed: { dulle: 'notTrump' },
    drills: ['15.dulle'],
  },
  // Finding your partner
  {
    kind: 'parties',
    id: 'who-secret',
    lesson: 'finding-your-partner',
    deal: { dealer: 3, hands: HANDS.normal, contract: NORMAL, plays: [] },
    viewer: 1,
    fixed: DEAL_RULES,
    drills: ['2'],
  },
  {
    kind: 'parties',
    id: 'who-re-said',
    lesson: 'finding-your-partner',
    deal: { dealer: 3, hands: HANDS.normal, contract: NORMAL, plays: TRICK_1, calls: [{ after: 4, seat: 1, call: 're' }] },
    viewer: 3,
    fixed: DEAL_RULES,
    drills: ['2', '9.1'],
  },
  {
    kind: 'parties',
    id: 'who-two-kontra',
    lesson: 'finding-your-partner',
    deal: {
      dealer: 3,
      hands: HANDS.normal,
      contract: NORMAL,
      plays: [],
      calls: [
        { after: 0, seat: 0, call: 'kontra' },
        { after: 0, seat: 3, call: 'no90' },
      ],
    },
    viewer: 1,
    fixed: DEAL_RULES,
    drills: ['2', '9.1'],
  },
] as const satisfies readonly Exercise[];
